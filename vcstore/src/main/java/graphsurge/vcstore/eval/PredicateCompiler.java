package graphsurge.vcstore.eval;

import graphsurge.gstore.PropertyGraph;
import graphsurge.gstore.column.Column;
import graphsurge.gstore.column.DoubleColumn;
import graphsurge.gstore.column.StringColumn;
import graphsurge.gvdl.ast.Literal;
import graphsurge.gvdl.ast.Operand.Property;
import graphsurge.gvdl.ast.Operand.Scope;
import graphsurge.gvdl.ast.Predicate;
import graphsurge.gvdl.ast.Predicate.CompareOp;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;

/**
 * Compiles a checked, variable-free predicate into an {@link EdgeFilter} over a graph's columns.
 *
 * <ul>
 *   <li>String comparisons with a literal become ranges of dictionary codes (the dictionary is
 *       sorted); two string columns are compared through a shared ranking of both dictionaries.</li>
 *   <li>Integers and decimals compare numerically (as doubles when either side is a decimal);
 *       dates and timestamps are integers, epoch seconds, and so are date literals.</li>
 *   <li>{@code x IN (a, b)} is {@code x = a OR x = b}; {@code x NOT IN (a, b)} is
 *       {@code x <> a AND x <> b}, so that it too is false when {@code x} is absent.</li>
 *   <li>Comparisons of two literals are folded.</li>
 * </ul>
 */
final class PredicateCompiler {
    private final PropertyGraph graph;
    private final EdgeFilter.Scratch scratch = new EdgeFilter.Scratch();

    /** A compiler for one worker: the filters it makes share its scratch buffers. */
    PredicateCompiler(PropertyGraph graph) {
        this.graph = graph;
    }

    EdgeFilter compile(Predicate p) {
        return p.accept(compiling);
    }

    private final Predicate.Visitor<EdgeFilter> compiling = new Predicate.Visitor<>() {
        @Override
        public EdgeFilter visit(Predicate.Or p) {
            return new EdgeFilter.Or(compileAll(p.terms()));
        }

        @Override
        public EdgeFilter visit(Predicate.And p) {
            return new EdgeFilter.And(compileAll(p.terms()));
        }

        @Override
        public EdgeFilter visit(Predicate.Not p) {
            // A chain of NOTs is one NOT or none: compiled in a loop, not a call per NOT.
            boolean negated = true;
            Predicate inner = p.inner();
            while (inner instanceof Predicate.Not not) {
                negated = !negated;
                inner = not.inner();
            }
            EdgeFilter filter = compile(inner);
            return negated ? new EdgeFilter.Not(filter) : filter;
        }

        @Override
        public EdgeFilter visit(Predicate.Compare p) {
            return compare(p.left(), p.op(), p.right());
        }

        @Override
        public EdgeFilter visit(Predicate.In p) {
            List<EdgeFilter> terms = new ArrayList<>();
            for (Literal value : p.values()) {
                terms.add(compare(p.operand(), p.negated() ? CompareOp.NE : CompareOp.EQ, value));
            }
            return p.negated() ? new EdgeFilter.And(terms) : new EdgeFilter.Or(terms);
        }
    };

    private List<EdgeFilter> compileAll(List<Predicate> terms) {
        List<EdgeFilter> out = new ArrayList<>();
        for (Predicate t : terms) {
            out.add(compile(t));
        }
        return out;
    }

    private EdgeFilter compare(graphsurge.gvdl.ast.Operand left, CompareOp op, graphsurge.gvdl.ast.Operand right) {
        if (left instanceof Literal && right instanceof Property) {
            return compare(right, flip(op), left);
        }
        if (left instanceof Literal l && right instanceof Literal r) {
            return new EdgeFilter.Constant(fold(l, op, r));
        }
        Property lp = (Property) left;
        Column lc = column(lp);
        if (right instanceof Literal.Text text) {
            return codeRange(operand(lp, lc, null, false), (StringColumn) lc, op, text.value(), scratch);
        }
        if (right instanceof Property rp) {
            Column rc = column(rp);
            if (lc instanceof StringColumn ls && rc instanceof StringColumn rs && ls.dictionary() != rs.dictionary()) {
                String[] union = union(ls.dictionary(), rs.dictionary());
                return new EdgeFilter.Compare(operand(lp, lc, ranks(ls.dictionary(), union), false), op,
                        operand(rp, rc, ranks(rs.dictionary(), union), false), scratch);
            }
            boolean decimal = lc instanceof DoubleColumn || rc instanceof DoubleColumn;
            return new EdgeFilter.Compare(operand(lp, lc, null, decimal), op, operand(rp, rc, null, decimal), scratch);
        }
        Literal literal = (Literal) right;
        boolean decimal = lc instanceof DoubleColumn || literal instanceof Literal.Decimal;
        return new EdgeFilter.Compare(operand(lp, lc, null, decimal), op, constant(literal, decimal), scratch);
    }

    /** A string column against a literal, as a range of the sorted dictionary's codes. */
    private static EdgeFilter codeRange(Operand operand, StringColumn column, CompareOp op, String value,
            EdgeFilter.Scratch scratch) {
        int found = Arrays.binarySearch(column.dictionary(), value);
        long below = found >= 0 ? found : -found - 1; // codes below this are < value
        long upTo = found >= 0 ? found + 1 : below;   // codes below this are <= value
        long all = Long.MAX_VALUE;
        return switch (op) {
            case EQ -> new EdgeFilter.CodeRange(operand, below, upTo, true, scratch);
            case NE -> new EdgeFilter.CodeRange(operand, below, upTo, false, scratch);
            case LT -> new EdgeFilter.CodeRange(operand, 0, below, true, scratch);
            case LE -> new EdgeFilter.CodeRange(operand, 0, upTo, true, scratch);
            case GT -> new EdgeFilter.CodeRange(operand, upTo, all, true, scratch);
            case GE -> new EdgeFilter.CodeRange(operand, below, all, true, scratch);
        };
    }

    private Operand operand(Property p, Column column, int[] ranks, boolean decimal) {
        int[] index = switch (p.scope()) {
            case EDGE -> null;
            case SOURCE -> graph.sources();
            case TARGET -> graph.targets();
        };
        return new ColumnOperand(column, index, ranks, decimal);
    }

    private Column column(Property p) {
        Column c = (p.scope() == Scope.EDGE ? graph.edgeProperties() : graph.vertexProperties()).column(p.name());
        if (c == null) {
            throw new IllegalArgumentException("no " + (p.scope() == Scope.EDGE ? "edge" : "vertex")
                    + " property '" + p.name() + "': predicates must be checked before they are compiled");
        }
        return c;
    }

    private static Operand constant(Literal literal, boolean decimal) {
        if (literal instanceof Literal.Bool b) {
            return ConstantOperand.ofLong(b.value() ? 1 : 0);
        }
        if (literal instanceof Literal.Int i) {
            return decimal ? ConstantOperand.ofDouble(i.value()) : ConstantOperand.ofLong(i.value());
        }
        if (literal instanceof Literal.Date d) {
            return ConstantOperand.ofLong(d.epochSecond());
        }
        if (literal instanceof Literal.Decimal d) {
            return ConstantOperand.ofDouble(d.value().doubleValue());
        }
        throw new IllegalArgumentException("cannot compare a column with " + literal);
    }

    private static boolean fold(Literal l, CompareOp op, Literal r) {
        int c;
        if (l instanceof Literal.Text a && r instanceof Literal.Text b) {
            c = a.value().compareTo(b.value());
        } else if (l instanceof Literal.Bool a && r instanceof Literal.Bool b) {
            c = Boolean.compare(a.value(), b.value());
        } else {
            c = Double.compare(number(l), number(r));
        }
        return switch (op) {
            case EQ -> c == 0;
            case NE -> c != 0;
            case LT -> c < 0;
            case LE -> c <= 0;
            case GT -> c > 0;
            case GE -> c >= 0;
        };
    }

    private static double number(Literal l) {
        if (l instanceof Literal.Int i) {
            return i.value();
        }
        if (l instanceof Literal.Decimal d) {
            return d.value().doubleValue();
        }
        if (l instanceof Literal.Date d) {
            return d.epochSecond();
        }
        throw new IllegalArgumentException("not a number: " + l);
    }

    /** The operator with its sides swapped: {@code a < b} is {@code b > a}. */
    static CompareOp flip(CompareOp op) {
        return switch (op) {
            case LT -> CompareOp.GT;
            case LE -> CompareOp.GE;
            case GT -> CompareOp.LT;
            case GE -> CompareOp.LE;
            default -> op;
        };
    }

    private static String[] union(String[] a, String[] b) {
        TreeSet<String> all = new TreeSet<>(Arrays.asList(a));
        all.addAll(Arrays.asList(b));
        return all.toArray(new String[0]);
    }

    private static int[] ranks(String[] dictionary, String[] union) {
        int[] ranks = new int[dictionary.length];
        for (int i = 0; i < dictionary.length; i++) {
            ranks[i] = Arrays.binarySearch(union, dictionary[i]);
        }
        return ranks;
    }
}
