package graphsurge.gvdl.ast;

import graphsurge.gvdl.Span;

/**
 * What a comparison compares: a property, a variable bound by {@code FOR}, a literal, or
 * arithmetic on literals and variables (computed when a collection's templates are expanded).
 */
public sealed interface Operand permits Operand.Property, Operand.Variable, Operand.Arithmetic, Operand.Negation,
        Literal {
    Span span();

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

    record Property(Scope scope, String name, Span span) implements Operand {}

    /** {@code $name}, bound by a {@code FOR} clause of the collection. */
    record Variable(String name, Span span) implements Operand {}

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
    record Arithmetic(Operand left, ArithmeticOp op, Operand right, Span span) implements Operand {}

    /** {@code -operand} where the operand is not a number literal ({@code -5} is a literal). */
    record Negation(Operand operand, Span span) implements Operand {}
}
