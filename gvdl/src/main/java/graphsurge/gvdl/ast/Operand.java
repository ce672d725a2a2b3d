package graphsurge.gvdl.ast;

import graphsurge.gvdl.Span;

/** What a comparison compares: a property, a variable bound by {@code FOR}, or a literal. */
public sealed interface Operand permits Operand.Property, Operand.Variable, Literal {
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
}
