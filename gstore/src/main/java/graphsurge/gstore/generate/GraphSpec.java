package graphsurge.gstore.generate;

/**
 * What to generate: {@code 2^scale} vertices and {@code edges} edges, deterministic in {@code
 * seed} (the same spec gives the same graph whatever the thread count).
 */
public record GraphSpec(GraphModel model, int scale, long edges, long seed) {
    public static final int MIN_SCALE = 1;
    public static final int MAX_SCALE = 30;

    public GraphSpec {
        if (scale < MIN_SCALE || scale > MAX_SCALE) {
            throw new IllegalArgumentException("the scale must be between " + MIN_SCALE + " and "
                    + MAX_SCALE + " (2^scale vertices), got " + scale);
        }
        if (edges < 0 || edges > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException("the edge count must be between 0 and "
                    + (Integer.MAX_VALUE - 8) + ", got " + edges);
        }
    }

    public int vertices() {
        return 1 << scale;
    }

    /** A one-line description, stored with the graph as its source. */
    public String describe() {
        return "generated " + model.name().toLowerCase(java.util.Locale.ROOT) + " scale " + scale
                + ", " + edges + " edges, seed " + seed;
    }
}
