package graphsurge.gvdl.ast;

import graphsurge.gvdl.Span;
import java.util.List;

/**
 * A boolean condition on an edge and its endpoints. Precedence: NOT binds tighter than AND,
 * which binds tighter than OR. A comparison involving an absent property is false (Graphsurge's
 * rule), whatever the operator.
 */
public sealed interface Predicate permits Predicate.Or, Predicate.And, Predicate.Not, Predicate.Compare, Predicate.In {

    record Or(List<Predicate> terms) implements Predicate {
        public Or {
            terms = List.copyOf(terms);
        }
    }

    record And(List<Predicate> terms) implements Predicate {
        public And {
            terms = List.copyOf(terms);
        }
    }

    /** {@code NOT p}, also written {@code !( p )} as in Graphsurge. */
    record Not(Predicate inner) implements Predicate {}

    record Compare(Operand left, CompareOp op, Operand right, Span span) implements Predicate {}

    /** {@code operand [NOT] IN (v1, v2, ...)}. */
    record In(Operand operand, List<Literal> values, boolean negated, Span span) implements Predicate {
        public In {
            values = List.copyOf(values);
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
