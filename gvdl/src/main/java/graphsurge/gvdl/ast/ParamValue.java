package graphsurge.gvdl.ast;

import graphsurge.gvdl.Span;
import java.util.List;

/** The value of a computation parameter: a literal, a bare name, or a list of pairs. */
public sealed interface ParamValue permits Literal, ParamValue.Name, ParamValue.Pairs {
    Span span();

    /** What {@code visitor} makes of this value: the one way to tell the kinds of value apart. */
    <R> R accept(Visitor<R> visitor);

    /** Something done with each kind of value (literals in one, which {@link Literal.Visitor} tells apart). */
    interface Visitor<R> {
        R visit(Literal v);

        R visit(Name v);

        R visit(Pairs v);
    }

    /** A bare name, such as the property in {@code weight=duration}. */
    record Name(String name, Span span) implements ParamValue {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    /** {@code [(s1, t1), (s2, t2), ...]}, the goals of multi-pair shortest paths. */
    record Pairs(List<Literal.Pair> pairs, Span span) implements ParamValue {
        public Pairs {
            pairs = List.copyOf(pairs);
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }
}
