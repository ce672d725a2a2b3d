package graphsurge.analytics.computation;

import graphsurge.gstore.PropertyGraph;
import graphsurge.gstore.Suggestions;
import java.io.Serializable;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The {@code key=value} parameters of a {@code RUN COMPUTATION}, read with checks: every error
 * names the parameter and points at it (or at the computation's name for a missing one).
 *
 * <p>Parameters are plain values with no syntax tree: the caller that parsed them (the session,
 * from a GVDL statement) converts its own nodes, and maps the {@link Position}s of errors back.
 * The parameters as given ({@link #given()}) are serializable, so that a computation bound in one
 * JVM can be bound the same way in another.
 */
public final class Parameters {
    /** Where a parameter or value was written in the caller's text, for errors; {@link #NONE} when there is no text. */
    public record Position(int start, int end, int line, int column) implements Serializable {
        public static final Position NONE = new Position(0, 0, 0, 0);
    }

    /** A parameter's value: a literal, a bare name, or a list of pairs. */
    public sealed interface Value extends Serializable {
        Position at();

        record Int(long value, Position at) implements Value {}

        record Decimal(BigDecimal value, Position at) implements Value {}

        record Text(String value, Position at) implements Value {}

        record Bool(boolean value, Position at) implements Value {}

        /** A bare name, such as the property in {@code weight=duration}. */
        record Name(String name, Position at) implements Value {}

        /** {@code (s, t)}. */
        record Pair(Value first, Value second, Position at) implements Value {}

        /** {@code [(s1, t1), (s2, t2), ...]}, the goals of multi-pair shortest paths. */
        record Pairs(List<Pair> pairs, Position at) implements Value {
            public Pairs {
                pairs = List.copyOf(pairs);
            }
        }
    }

    /** One {@code key=value}; {@code at} is where the whole parameter was written. */
    public record Param(String key, Value value, Position at) implements Serializable {}

    private final String computation;
    private final Position where;
    private final Map<String, Param> byName = new LinkedHashMap<>();
    /** Each parameter the computation read, as it was bound (defaults filled in), by key. */
    private final Map<String, String> bound = new TreeMap<>();

    /** @param where the computation's name in the statement, for errors about missing parameters */
    public Parameters(String computation, List<Param> params, Position where) {
        this.computation = computation;
        this.where = where;
        for (Param p : params) {
            if (byName.put(p.key(), p) != null) {
                throw new ParameterException(p.at(), "parameter '" + p.key() + "' is given twice");
            }
        }
    }

    /** The parameters as given, in the order written. */
    public List<Param> given() {
        return List.copyOf(byName.values());
    }

    /** No parameters (the Java API's way of running a computation that takes none). */
    public static Parameters none(String computation) {
        return new Parameters(computation, List.of(), Position.NONE);
    }

    /** Rejects any parameter not in {@code known}. */
    public void allowOnly(Set<String> known) {
        for (Param p : byName.values()) {
            if (!known.contains(p.key())) {
                String expected = known.isEmpty() ? computation + " takes no parameters"
                        : computation + " takes " + String.join(", ", known.stream().sorted().toList());
                throw new ParameterException(p.at(), "unknown parameter '" + p.key() + "': " + expected
                        + Suggestions.hint(p.key(), known));
            }
        }
    }

    public boolean has(String key) {
        return byName.containsKey(key);
    }

    /** A vertex given by its original id (integer or string); it must be in the graph. */
    public int vertex(String key, PropertyGraph graph) {
        Param p = required(key);
        int v = vertex(p.value(), graph, key);
        bound.put(key, graph.ids().original(v));
        return v;
    }

    private int vertex(Value value, PropertyGraph graph, String key) {
        String id = value instanceof Value.Int i ? Long.toString(i.value()) : word(value);
        if (id == null) {
            throw new ParameterException(value.at(), key + " must be a vertex id");
        }
        int dense = graph.ids().dense(id);
        if (dense < 0) {
            throw new ParameterException(value.at(), key + ": there is no vertex " + id + " in the graph");
        }
        return dense;
    }

    /** An integer within {@code [min, max]}, or {@code fallback} when not given. */
    public long integer(String key, long fallback, long min, long max) {
        Param p = byName.get(key);
        if (p == null) {
            return bind(key, fallback);
        }
        if (!(p.value() instanceof Value.Int i) || i.value() < min || i.value() > max) {
            throw new ParameterException(p.value().at(), key + " must be an integer from " + min + " to " + max);
        }
        return bind(key, i.value());
    }

    /** A finite number within {@code [min, max]} ({@code max} may be infinite: no bound), or {@code fallback} when not given. */
    public double decimal(String key, double fallback, double min, double max) {
        Param p = byName.get(key);
        if (p == null) {
            return bind(key, fallback);
        }
        double d = Double.NaN;
        if (p.value() instanceof Value.Int i) {
            d = i.value();
        } else if (p.value() instanceof Value.Decimal x) {
            d = x.value().doubleValue();
        }
        if (!(d >= min && d <= max) || Double.isInfinite(d)) {
            throw new ParameterException(p.value().at(), key + " must be a " + (max == Double.POSITIVE_INFINITY
                    ? "finite number of at least " + asWritten(min) : "number from " + asWritten(min) + " to " + asWritten(max)));
        }
        return bind(key, d);
    }

    /** {@code d} as GVDL writes a number ({@code 0.00001}, {@code 1}): GVDL has no exponents. */
    static String asWritten(double d) {
        return BigDecimal.valueOf(d).stripTrailingZeros().toPlainString();
    }

    /** {@code true} or {@code false}, or {@code fallback} when not given. */
    public boolean bool(String key, boolean fallback) {
        Param p = byName.get(key);
        if (p == null) {
            return bind(key, fallback);
        }
        if (p.value() instanceof Value.Bool b) {
            return bind(key, b.value());
        }
        if (p.value() instanceof Value.Name n && (n.name().equalsIgnoreCase("true") || n.name().equalsIgnoreCase("false"))) {
            return bind(key, n.name().equalsIgnoreCase("true"));
        }
        throw new ParameterException(p.value().at(), key + " must be true or false");
    }

    /** A name (a bare word or a string), or null when not given. */
    public String name(String key) {
        Param p = byName.get(key);
        if (p == null) {
            return null;
        }
        String name = word(p.value());
        if (name == null) {
            throw new ParameterException(p.value().at(), key + " must be a name");
        }
        bound.put(key, name);
        return name;
    }

    /** A bare word's or a string's text, else null. */
    private static String word(Value value) {
        return value instanceof Value.Name n ? n.name() : value instanceof Value.Text t ? t.value() : null;
    }

    /** Where a parameter's value is, for errors found later (such as a negative weight). */
    public Position position(String key) {
        Param p = byName.get(key);
        return p == null ? where : p.value().at();
    }

    /** Pairs of vertices {@code [(s, t), ...]}: {@code [i][0]} and {@code [i][1]} are dense ids. */
    public int[][] vertexPairs(String key, PropertyGraph graph) {
        Param p = required(key);
        if (!(p.value() instanceof Value.Pairs pairs) || pairs.pairs().isEmpty()) {
            throw new ParameterException(p.value().at(), key + " must be a list of vertex pairs, such as [(1, 2), (3, 4)]");
        }
        List<int[]> out = new ArrayList<>();
        StringBuilder text = new StringBuilder("[");
        for (Value.Pair pair : pairs.pairs()) {
            int[] st = {vertex(pair.first(), graph, key), vertex(pair.second(), graph, key)};
            out.add(st);
            text.append(text.length() == 1 ? "(" : ", (").append(graph.ids().original(st[0])).append(", ")
                    .append(graph.ids().original(st[1])).append(')');
        }
        bound.put(key, text.append(']').toString());
        return out.toArray(new int[0][]);
    }

    /**
     * The parameters as the computation bound them: {@code key=value} sorted by key, defaults
     * filled in, values as GVDL writes them and vertices by original id, so that two spellings of
     * one binding ({@code wcc} and {@code wcc(dataflow=false)}) give the same text.
     */
    public String bound() {
        StringBuilder s = new StringBuilder();
        bound.forEach((k, v) -> s.append(s.length() == 0 ? "" : ", ").append(k).append('=').append(v));
        return s.toString();
    }

    private long bind(String key, long value) {
        bound.put(key, Long.toString(value));
        return value;
    }

    private double bind(String key, double value) {
        bound.put(key, Double.isFinite(value) ? asWritten(value) : Double.toString(value));
        return value;
    }

    private boolean bind(String key, boolean value) {
        bound.put(key, Boolean.toString(value));
        return value;
    }

    private Param required(String key) {
        Param p = byName.get(key);
        if (p == null) {
            throw new ParameterException(where, computation + " needs the parameter '" + key + "'");
        }
        return p;
    }
}
