package graphsurge.gvdl.ast;

import graphsurge.gvdl.Span;
import java.math.BigDecimal;

/** A constant: integer, decimal, string, boolean, date, or a pair of constants {@code (a, b)}. */
public sealed interface Literal extends Operand, ParamValue
        permits Literal.Int, Literal.Decimal, Literal.Text, Literal.Bool, Literal.Date, Literal.Pair {

    record Int(long value, Span span) implements Literal {}

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
    }

    record Text(String value, Span span) implements Literal {}

    record Bool(boolean value, Span span) implements Literal {}

    /**
     * {@code DATE '2011-01-31'} ({@code dateOnly}) or {@code TIMESTAMP '2011-01-31T14:05:00Z'}, as
     * epoch seconds: it compares with date and timestamp properties, and with integer properties
     * holding epoch seconds (the keyword says the integers are times).
     */
    record Date(long epochSecond, boolean dateOnly, Span span) implements Literal {}

    /** A pair, as Graphsurge's {@code e = (6, 7)} and the goal pairs of shortest paths. */
    record Pair(Literal first, Literal second, Span span) implements Literal {}
}
