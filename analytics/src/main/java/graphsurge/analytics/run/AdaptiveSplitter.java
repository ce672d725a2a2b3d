package graphsurge.analytics.run;

/**
 * Graphsurge's cost model for adaptive splitting: two lines fitted by least squares (or, with
 * {@code ALGO avg}, two average ratios), scratch time against the view's edge count and
 * differential time against its difference count, over the last {@code limit} observations.
 * Unlike the original, a line's intercept and slope are kept non-negative (so are the times it
 * predicts), and empty views are observations too (their time is the intercept).
 *
 * <p>A view is split (run from scratch in a fresh dataflow) when it has more differences than
 * {@code diffX} times its edges, or when the predicted scratch time times {@code compX} is below
 * the predicted differential time. Unlike the original, which records one observation per batch,
 * every view adds its own observation, so the model learns from each view.
 */
public final class AdaptiveSplitter {
    private final double compX;
    private final double diffX;
    private final CostLine scratch;
    private final CostLine differential;

    /** Graphsurge's defaults: COMP_X 1.3, DIFF_X 1.3, every observation, least squares. */
    public static final double DEFAULT_COMP_X = 1.3;
    public static final double DEFAULT_DIFF_X = 1.3;

    public AdaptiveSplitter(double compX, double diffX, int limit, boolean leastSquares) {
        this.compX = compX;
        this.diffX = diffX;
        this.scratch = new CostLine(limit, leastSquares);
        this.differential = new CostLine(limit, leastSquares);
    }

    /** Records a view run from scratch: its edge count and seconds (an empty view's: what any view costs besides its edges). */
    public void observeScratch(long edges, double seconds) {
        scratch.add(edges, seconds);
    }

    /** Records a view run differentially: its difference count and seconds (none: the run's fixed cost). */
    public void observeDifferential(long differences, double seconds) {
        differential.add(differences, seconds);
    }

    /** A fitted cost line: predicted seconds at {@code x} edges or differences. */
    public record Line(double intercept, double slope) {
        public double at(double x) {
            return intercept + slope * x;
        }
    }

    /** The line fitted to scratch time against edges, or null without observations. */
    public Line scratchLine() {
        return scratch.fit();
    }

    /** The line fitted to differential time against differences, or null without observations. */
    public Line differentialLine() {
        return differential.fit();
    }

    /**
     * Whether the view with {@code edges} edges and {@code differences} differences is rerun
     * ({@code plain}: by the plain algorithm): {@link Reason#TOO_MANY_DIFFERENCES} or {@link Reason#RERUN_CHEAPER}.
     */
    public Decision decide(long edges, long differences, boolean plain) {
        if (differences > edges * diffX) {
            return Decision.of(Reason.TOO_MANY_DIFFERENCES);
        }
        double scratchTime = scratch.predict(edges);
        double differentialTime = differential.predict(differences);
        if (Double.isNaN(scratchTime) || Double.isNaN(differentialTime)) {
            return Decision.of(Reason.NO_OBSERVATIONS);
        }
        return Decision.of(scratchTime * compX < differentialTime ? Reason.RERUN_CHEAPER : Reason.DATAFLOW_CHEAPER,
                new Decision.Split(plain, scratchTime, differentialTime, compX));
    }
}
