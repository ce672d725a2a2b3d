package graphsurge.gvdl.ast;

import graphsurge.gvdl.Span;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.Locale;

/**
 * What a comparison compares: a property, a variable bound by {@code FOR}, a literal, or
 * arithmetic on literals and variables (computed when a collection's templates are expanded),
 * where a date may take a {@link Duration} ({@code $m + 1 MONTH}).
 */
public sealed interface Operand permits Operand.Property, Operand.Variable, Operand.Arithmetic, Operand.Negation,
        Operand.Duration, Literal {
    Span span();

    /** What {@code visitor} makes of this operand: the one way to tell the kinds of operand apart. */
    <R> R accept(Visitor<R> visitor);

    /**
     * Something done with each kind of operand, one method per kind (literals in one, which
     * {@link Literal.Visitor} tells apart): a new kind does not compile until every visitor handles it.
     */
    interface Visitor<R> {
        R visit(Property o);

        R visit(Variable o);

        R visit(Arithmetic o);

        R visit(Negation o);

        R visit(Duration o);

        R visit(Literal o);
    }

    /** Whose property: the edge's, its source vertex's ({@code u.}) or its target vertex's ({@code v.}). */
    enum Scope {
        EDGE(""), SOURCE("u."), TARGET("v.");

        private final String prefix;

        Scope(String prefix) {
            this.prefix = prefix;
        }

        public String prefix() {
            return prefix;
        }
    }

    record Property(Scope scope, String name, Span span) implements Operand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    /** {@code $name}, bound by a {@code FOR} clause of the collection. */
    record Variable(String name, Span span) implements Operand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    /** The arithmetic operators: {@code * /} bind tighter than {@code + -}; all group to the left. */
    enum ArithmeticOp {
        ADD("+", 1), SUBTRACT("-", 1), MULTIPLY("*", 2), DIVIDE("/", 2);

        private final String symbol;
        private final int precedence;

        ArithmeticOp(String symbol, int precedence) {
            this.symbol = symbol;
            this.precedence = precedence;
        }

        public String symbol() {
            return symbol;
        }

        public int precedence() {
            return precedence;
        }
    }

    /** {@code left op right}, on numbers: literals, variables and other arithmetic, never properties. */
    record Arithmetic(Operand left, ArithmeticOp op, Operand right, Span span) implements Operand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    /** {@code -operand} where the operand is not a number literal ({@code -5} is a literal). */
    record Negation(Operand operand, Span span) implements Operand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    /** The calendar units of a {@link Duration}, as GVDL spells them (singular or plural). */
    enum CalendarUnit {
        SECOND(ChronoUnit.SECONDS), MINUTE(ChronoUnit.MINUTES), HOUR(ChronoUnit.HOURS), DAY(ChronoUnit.DAYS),
        WEEK(ChronoUnit.WEEKS), MONTH(ChronoUnit.MONTHS), YEAR(ChronoUnit.YEARS);

        private final ChronoUnit chrono;

        CalendarUnit(ChronoUnit chrono) {
            this.chrono = chrono;
        }

        /** The unit a word names ({@code month}, {@code MONTHS}, ...), or null. */
        public static CalendarUnit named(String word) {
            String w = word.toUpperCase(Locale.ROOT);
            for (CalendarUnit u : values()) {
                if (w.equals(u.name()) || w.equals(u.name() + "S")) {
                    return u;
                }
            }
            return null;
        }
    }

    /**
     * {@code amount unit}, such as {@code 3 MONTHS}: a length of calendar time in UTC, added to or
     * subtracted from a date. Months and years follow the calendar (java.time's rule: a day past
     * the end of the shorter month becomes its last day, so 2011-01-31 + 1 MONTH is 2011-02-28).
     */
    record Duration(long amount, CalendarUnit unit, Span span) implements Operand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }

        /**
         * {@code epochSecond} moved by {@code times} of this duration, in one step (so that the
         * i-th month after January 31 is the end of the month, not the 28th carried along).
         *
         * @throws java.time.DateTimeException or {@link ArithmeticException} past the years java.time names
         */
        public long addTo(long epochSecond, long times) {
            return Instant.ofEpochSecond(epochSecond).atOffset(ZoneOffset.UTC)
                    .plus(Math.multiplyExact(amount, times), unit.chrono).toEpochSecond();
        }
    }
}
