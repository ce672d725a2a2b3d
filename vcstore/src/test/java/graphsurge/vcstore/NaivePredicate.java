package graphsurge.vcstore;

import graphsurge.gstore.PropertyGraph;
import graphsurge.gstore.column.BoolColumn;
import graphsurge.gstore.column.Column;
import graphsurge.gstore.column.DoubleColumn;
import graphsurge.gstore.column.IntColumn;
import graphsurge.gstore.column.StringColumn;
import graphsurge.gvdl.ast.Literal;
import graphsurge.gvdl.ast.Operand;
import graphsurge.gvdl.ast.Predicate;

/**
 * The test oracle: decides one edge at a time by interpreting the AST over boxed values, with
 * none of the compiler's tricks (no dictionary codes, no blocks, no rewriting of IN).
 */
final class NaivePredicate {
    private NaivePredicate() {}

    static boolean test(Predicate p, PropertyGraph g, int e) {
        if (p instanceof Predicate.Or or) {
            return or.terms().stream().anyMatch(t -> test(t, g, e));
        }
        if (p instanceof Predicate.And and) {
            return and.terms().stream().allMatch(t -> test(t, g, e));
        }
        if (p instanceof Predicate.Not not) {
            return !test(not.inner(), g, e);
        }
        if (p instanceof Predicate.In in) {
            Object x = value(in.operand(), g, e);
            if (x == null) {
                return false;
            }
            boolean member = false;
            for (Literal l : in.values()) {
                member |= compare(x, value(l, g, e)) == 0;
            }
            return member != in.negated();
        }
        Predicate.Compare c = (Predicate.Compare) p;
        Object a = value(c.left(), g, e);
        Object b = value(c.right(), g, e);
        if (a == null || b == null) {
            return false; // Graphsurge's rule: any comparison with an absent value is false
        }
        int r = compare(a, b);
        return switch (c.op()) {
            case EQ -> r == 0;
            case NE -> r != 0;
            case LT -> r < 0;
            case LE -> r <= 0;
            case GT -> r > 0;
            case GE -> r >= 0;
        };
    }

    private static int compare(Object a, Object b) {
        if (a instanceof String s) {
            return s.compareTo((String) b);
        }
        if (a instanceof Boolean x) {
            return Boolean.compare(x, (Boolean) b);
        }
        // Numerically, as < and == do: -0.0 equals 0.0 (Double.compare would order them).
        double x = ((Number) a).doubleValue();
        double y = ((Number) b).doubleValue();
        return x < y ? -1 : x > y ? 1 : 0;
    }

    private static Object value(Operand o, PropertyGraph g, int e) {
        if (o instanceof Literal.Int i) {
            return i.value();
        }
        if (o instanceof Literal.Decimal d) {
            return d.value().doubleValue();
        }
        if (o instanceof Literal.Text t) {
            return t.value();
        }
        if (o instanceof Literal.Bool b) {
            return b.value();
        }
        Operand.Property p = (Operand.Property) o;
        Column c;
        int row;
        switch (p.scope()) {
            case EDGE -> {
                c = g.edgeProperties().column(p.name());
                row = e;
            }
            case SOURCE -> {
                c = g.vertexProperties().column(p.name());
                row = g.sources()[e];
            }
            default -> {
                c = g.vertexProperties().column(p.name());
                row = g.targets()[e];
            }
        }
        if (!c.isPresent(row)) {
            return null;
        }
        if (c instanceof IntColumn ic) {
            return ic.get(row);
        }
        if (c instanceof DoubleColumn dc) {
            return dc.get(row);
        }
        if (c instanceof BoolColumn bc) {
            return bc.get(row);
        }
        return ((StringColumn) c).get(row);
    }
}
