package graphsurge.vcstore.collection;

import graphsurge.gvdl.Span;
import graphsurge.gvdl.ast.Literal;
import graphsurge.gvdl.ast.Operand;
import graphsurge.gvdl.ast.Predicate;
import graphsurge.gvdl.ast.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns a collection statement into its views: without FOR clauses, one view per bracketed
 * predicate; with them, every template instantiated for every binding of the cross product of the
 * clauses (the first clause varying slowest), templates in order within a binding. Views are
 * named {@code <collection>_<i>}, i counting from 1 in this order.
 */
public final class ViewExpander {
    /** Graphsurge's limit: view positions are 16-bit. */
    public static final int MAX_VIEWS = 65_535;

    private ViewExpander() {}

    public static List<ViewDefinition> expand(Statement.CreateCollection c) {
        List<Map<String, Literal>> bindings = new ArrayList<>();
        bindings.add(new HashMap<>());
        for (Statement.ForClause f : c.generators()) {
            List<Literal> values = values(f.domain());
            List<Map<String, Literal>> next = new ArrayList<>();
            for (Map<String, Literal> b : bindings) {
                for (Literal v : values) {
                    Map<String, Literal> extended = new HashMap<>(b);
                    extended.put(f.variable(), v);
                    next.add(extended);
                    if (next.size() * (long) c.views().size() > MAX_VIEWS) {
                        throw new graphsurge.gstore.GraphsurgeException("collection " + c.name() + " would have more than "
                                + MAX_VIEWS + " views, the most a collection can hold");
                    }
                }
            }
            bindings = next;
        }
        List<ViewDefinition> views = new ArrayList<>();
        for (Map<String, Literal> b : bindings) {
            for (Predicate template : c.views()) {
                views.add(new ViewDefinition(c.name() + "_" + (views.size() + 1), substitute(template, b)));
            }
        }
        if (views.size() > MAX_VIEWS) {
            throw new graphsurge.gstore.GraphsurgeException("collection " + c.name() + " has " + views.size()
                    + " views; a collection holds at most " + MAX_VIEWS);
        }
        return views;
    }

    private static List<Literal> values(Statement.Domain domain) {
        if (domain instanceof Statement.Values v) {
            return v.values();
        }
        Statement.Range r = (Statement.Range) domain;
        List<Literal> values = new ArrayList<>();
        for (long x = r.from(); x <= r.to(); x += r.step()) {
            values.add(new Literal.Int(x, Span.NONE));
            if (values.size() > MAX_VIEWS) {
                break;
            }
            if (x > Long.MAX_VALUE - r.step()) {
                break;
            }
        }
        return values;
    }

    static Predicate substitute(Predicate p, Map<String, Literal> b) {
        if (p instanceof Predicate.Or or) {
            return new Predicate.Or(or.terms().stream().map(t -> substitute(t, b)).toList());
        }
        if (p instanceof Predicate.And and) {
            return new Predicate.And(and.terms().stream().map(t -> substitute(t, b)).toList());
        }
        if (p instanceof Predicate.Not not) {
            return new Predicate.Not(substitute(not.inner(), b));
        }
        if (p instanceof Predicate.In in) {
            return new Predicate.In(substitute(in.operand(), b), in.values(), in.negated(), in.span());
        }
        Predicate.Compare c = (Predicate.Compare) p;
        return new Predicate.Compare(substitute(c.left(), b), c.op(), substitute(c.right(), b), c.span());
    }

    private static Operand substitute(Operand o, Map<String, Literal> b) {
        if (o instanceof Operand.Variable v) {
            Literal value = b.get(v.name());
            if (value == null) {
                throw new IllegalArgumentException("$" + v.name() + " is not bound");
            }
            return value;
        }
        return o;
    }
}
