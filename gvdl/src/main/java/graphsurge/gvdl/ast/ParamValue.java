package graphsurge.gvdl.ast;

import graphsurge.gvdl.Span;
import java.util.List;

/** The value of a computation parameter: a literal, a bare name, or a list of pairs. */
public sealed interface ParamValue permits Literal, ParamValue.Name, ParamValue.Pairs {
    Span span();

    /** A bare name, such as the property in {@code weight=duration}. */
    record Name(String name, Span span) implements ParamValue {}

    /** {@code [(s1, t1), (s2, t2), ...]}, the goals of multi-pair shortest paths. */
    record Pairs(List<Literal.Pair> pairs, Span span) implements ParamValue {
        public Pairs {
            pairs = List.copyOf(pairs);
        }
    }
}
