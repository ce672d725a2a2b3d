package graphsurge.analytics.computation;

import graphsurge.gstore.PropertyGraph;
import graphsurge.gvdl.Span;
import graphsurge.gvdl.ast.Literal;
import graphsurge.gvdl.ast.ParamValue;
import graphsurge.gvdl.ast.Statement;
import graphsurge.gvdl.parse.Suggestions;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The {@code key=value} parameters of a {@code RUN COMPUTATION}, read with checks: every error
 * names the parameter and points at it (or at the computation's name for a missing one).
 */
public final class Parameters {
    private final String computation;
    private final Span where;
    private final Map<String, Statement.Param> byName = new LinkedHashMap<>();

    /** @param where the computation's name in the statement, for errors about missing parameters */
    public Parameters(String computation, List<Statement.Param> params, Span where) {
        this.computation = computation;
        this.where = where;
        for (Statement.Param p : params) {
            if (byName.put(p.key(), p) != null) {
                throw new ParameterException(p.span(), "parameter '" + p.key() + "' is given twice");
            }
        }
    }

    /** No parameters (the Java API's way of running a computation that takes none). */
    public static Parameters none(String computation) {
        return new Parameters(computation, List.of(), Span.NONE);
    }

    /** Rejects any parameter not in {@code known}. */
    public void allowOnly(Set<String> known) {
        for (Statement.Param p : byName.values()) {
            if (!known.contains(p.key())) {
                String expected = known.isEmpty() ? computation + " takes no parameters"
                        : computation + " takes " + String.join(", ", known.stream().sorted().toList());
                throw new ParameterException(p.span(), "unknown parameter '" + p.key() + "': " + expected
                        + Suggestions.hint(p.key(), known));
            }
        }
    }

    public boolean has(String key) {
        return byName.containsKey(key);
    }

    /** A vertex given by its original id (integer or string); it must be in the graph. */
    public int vertex(String key, PropertyGraph graph) {
        Statement.Param p = required(key);
        return vertex(p.value(), graph, key);
    }

    private int vertex(ParamValue value, PropertyGraph graph, String key) {
        String id;
        if (value instanceof Literal.Int i) {
            id = Long.toString(i.value());
        } else if (value instanceof Literal.Text t) {
            id = t.value();
        } else if (value instanceof ParamValue.Name n) {
            id = n.name();
        } else {
            throw new ParameterException(value.span(), key + " must be a vertex id");
        }
        int dense = graph.ids().dense(id);
        if (dense < 0) {
            throw new ParameterException(value.span(), key + ": there is no vertex " + id + " in the graph");
        }
        return dense;
    }

    /** An integer within {@code [min, max]}, or {@code fallback} when not given. */
    public long integer(String key, long fallback, long min, long max) {
        Statement.Param p = byName.get(key);
        if (p == null) {
            return fallback;
        }
        if (!(p.value() instanceof Literal.Int i) || i.value() < min || i.value() > max) {
            throw new ParameterException(p.value().span(), key + " must be an integer from " + min + " to " + max);
        }
        return i.value();
    }

    /** A finite number within {@code [min, max]} ({@code max} may be infinite: no bound), or {@code fallback} when not given. */
    public double decimal(String key, double fallback, double min, double max) {
        Statement.Param p = byName.get(key);
        if (p == null) {
            return fallback;
        }
        double d = Double.NaN;
        if (p.value() instanceof Literal.Int i) {
            d = i.value();
        } else if (p.value() instanceof Literal.Decimal x) {
            d = x.value().doubleValue();
        }
        if (!(d >= min && d <= max) || Double.isInfinite(d)) {
            throw new ParameterException(p.value().span(), key + " must be a " + (max == Double.POSITIVE_INFINITY
                    ? "finite number of at least " + min : "number from " + min + " to " + max));
        }
        return d;
    }

    /** {@code true} or {@code false}, or {@code fallback} when not given. */
    public boolean bool(String key, boolean fallback) {
        Statement.Param p = byName.get(key);
        if (p == null) {
            return fallback;
        }
        if (p.value() instanceof Literal.Bool b) {
            return b.value();
        }
        if (p.value() instanceof ParamValue.Name n && (n.name().equalsIgnoreCase("true") || n.name().equalsIgnoreCase("false"))) {
            return n.name().equalsIgnoreCase("true");
        }
        throw new ParameterException(p.value().span(), key + " must be true or false");
    }

    /** A name (a bare word or a string), or null when not given. */
    public String name(String key) {
        Statement.Param p = byName.get(key);
        if (p == null) {
            return null;
        }
        if (p.value() instanceof ParamValue.Name n) {
            return n.name();
        }
        if (p.value() instanceof Literal.Text t) {
            return t.value();
        }
        throw new ParameterException(p.value().span(), key + " must be a name");
    }

    /** Where a parameter's value is, for errors found later (such as a negative weight). */
    public Span span(String key) {
        Statement.Param p = byName.get(key);
        return p == null ? where : p.value().span();
    }

    /** Pairs of vertices {@code [(s, t), ...]}: {@code [i][0]} and {@code [i][1]} are dense ids. */
    public int[][] vertexPairs(String key, PropertyGraph graph) {
        Statement.Param p = required(key);
        if (!(p.value() instanceof ParamValue.Pairs pairs) || pairs.pairs().isEmpty()) {
            throw new ParameterException(p.value().span(), key + " must be a list of vertex pairs, such as [(1, 2), (3, 4)]");
        }
        List<int[]> out = new ArrayList<>();
        for (Literal.Pair pair : pairs.pairs()) {
            out.add(new int[] {vertex(pair.first(), graph, key), vertex(pair.second(), graph, key)});
        }
        return out.toArray(new int[0][]);
    }

    private Statement.Param required(String key) {
        Statement.Param p = byName.get(key);
        if (p == null) {
            throw new ParameterException(where, computation + " needs the parameter '" + key + "'");
        }
        return p;
    }
}
