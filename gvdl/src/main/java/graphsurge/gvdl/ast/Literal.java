package graphsurge.gvdl.ast;

import graphsurge.gvdl.Span;
import java.math.BigDecimal;

/** A constant: integer, decimal, string, boolean, date, or a pair of constants {@code (a, b)}. */
public sealed interface Literal extends Operand, ParamValue
        permits Literal.Int, Literal.Decimal, Literal.Text, Literal.Bool, Literal.Date, Literal.Pair {
    /** What {@code visitor} makes of this literal: the one way to tell the kinds of literal apart. */
    <R> R accept(Visitor<R> visitor);

    @Override
    default <R> R accept(Operand.Visitor<R> visitor) {
        return visitor.visit(this);
    }

    @Override
    default <R> R accept(ParamValue.Visitor<R> visitor) {
        return visitor.visit(this);
    }

    /** Something done with each kind of literal: a new kind does not compile until every visitor handles it. */
    interface Visitor<R> {
        R visit(Int l);

        R visit(Decimal l);

        R visit(Text l);

        R visit(Bool l);

        R visit(Date l);

        R visit(Pair l);
    }

    record Int(long value, Span span) implements Literal {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    /** A decimal number, kept exactly as written (so that printing it back is lossless). */
    record Decimal(BigDecimal value, Span span) implements Literal {
        @Override
        public boolean equals(Object o) {
            return o instanceof Decimal d && d.value.compareTo(value) == 0;
        }

        @Override
        public int hashCode() {
            return Double.hashCode(value.doubleValue());
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    record Text(String value, Span span) implements Literal {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    record Bool(boolean value, Span span) implements Literal {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    /**
     * {@code DATE '2011-01-31'} ({@code dateOnly}) or {@code TIMESTAMP '2011-01-31T14:05:00Z'}, as
     * epoch seconds: it compares with date and timestamp properties, and with integer properties
     * holding epoch seconds (the keyword says the integers are times).
     */
    record Date(long epochSecond, boolean dateOnly, Span span) implements Literal {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    /** A pair, as Graphsurge's {@code e = (6, 7)} and the goal pairs of shortest paths. */
    record Pair(Literal first, Literal second, Span span) implements Literal {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }
}
