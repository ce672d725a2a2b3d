package graphsurge.gvdl.ast;

import graphsurge.gvdl.Span;
import java.util.List;

/**
 * A boolean condition on an edge and its endpoints. Precedence: NOT binds tighter than AND,
 * which binds tighter than OR. A comparison involving an absent property is false (Graphsurge's
 * rule), whatever the operator.
 */
public sealed interface Predicate permits Predicate.Or, Predicate.And, Predicate.Not, Predicate.Compare, Predicate.In {
    /** What {@code visitor} makes of this predicate: the one way to tell the kinds of predicate apart. */
    <R> R accept(Visitor<R> visitor);

    /**
     * Something done with each kind of predicate, one method per kind, as {@link Statement.Visitor}
     * is for statements: a new kind does not compile until every visitor handles it.
     */
    interface Visitor<R> {
        R visit(Or p);

        R visit(And p);

        R visit(Not p);

        R visit(Compare p);

        R visit(In p);
    }

    record Or(List<Predicate> terms) implements Predicate {
        public Or {
            terms = List.copyOf(terms);
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    record And(List<Predicate> terms) implements Predicate {
        public And {
            terms = List.copyOf(terms);
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    /** {@code NOT p}, also written {@code !( p )} as in Graphsurge. */
    record Not(Predicate inner) implements Predicate {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    record Compare(Operand left, CompareOp op, Operand right, Span span) implements Predicate {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    /** {@code operand [NOT] IN (v1, v2, ...)}. */
    record In(Operand operand, List<Literal> values, boolean negated, Span span) implements Predicate {
        public In {
            values = List.copyOf(values);
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    /** Comparison operators; {@code !=} and {@code <>} are the same. */
    enum CompareOp {
        EQ("="), NE("<>"), LT("<"), LE("<="), GT(">"), GE(">=");

        private final String symbol;

        CompareOp(String symbol) {
            this.symbol = symbol;
        }

        public String symbol() {
            return symbol;
        }
    }
}
