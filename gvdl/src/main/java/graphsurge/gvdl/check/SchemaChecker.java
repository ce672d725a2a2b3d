package graphsurge.gvdl.check;

import graphsurge.gstore.Suggestions;
import graphsurge.gstore.column.EpochSeconds;
import graphsurge.gstore.column.NumberParsing;
import graphsurge.gstore.schema.PropertySpec;
import graphsurge.gstore.schema.PropertyType;
import graphsurge.gstore.schema.Schema;
import graphsurge.gvdl.GvdlException;
import graphsurge.gvdl.Span;
import graphsurge.gvdl.ast.GvdlPrinter;
import graphsurge.gvdl.ast.Literal;
import graphsurge.gvdl.ast.Operand;
import graphsurge.gvdl.ast.Predicate;
import graphsurge.gvdl.ast.Statement;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Checks the predicates of view and collection statements against the graph's schema: every
 * property exists where it is used ({@code p} on edges, {@code u.p} and {@code v.p} on
 * vertices), compared values have compatible types (integers and decimals compare numerically
 * with each other; strings with strings; booleans with booleans; dates and timestamps with each
 * other and with {@code DATE '...'} and {@code TIMESTAMP '...'} literals, which also compare with
 * integer properties, as epoch seconds), arithmetic is on numbers (literals and variables) or adds
 * a duration to a date or subtracts it ({@code $m + 1 MONTH}), every {@code $x} is bound by a FOR
 * clause, and FOR clauses are well formed. Errors point at the offending text.
 */
public final class SchemaChecker {
    /** The type of an operand: a property type, a duration, or a pair. */
    private enum Kind { NUMBER, STRING, BOOL, DATE, DURATION, PAIR }

    private final String source;
    private final Schema vertices;
    private final Schema edges;

    public SchemaChecker(String source, Schema vertices, Schema edges) {
        this.source = source;
        this.vertices = vertices;
        this.edges = edges;
    }

    /** Checks {@code statement}; statements without predicates pass unchecked. */
    public void check(Statement statement) {
        if (statement instanceof Statement.CreateView v) {
            check(v.where(), Map.of());
        } else if (statement instanceof Statement.CreateCollection c) {
            Map<String, Kind> bound = new HashMap<>();
            for (Statement.ForClause f : c.generators()) {
                if (bound.containsKey(f.variable())) {
                    throw error(f.span(), "$" + f.variable() + " is bound by two FOR clauses");
                }
                bound.put(f.variable(), domainKind(f));
            }
            for (Predicate p : c.views()) {
                check(p, bound);
            }
        }
    }

    /** The kind of the values of {@code f}'s variable, once its domain is checked. */
    private Kind domainKind(Statement.ForClause f) {
        return f.domain().accept(new Statement.Domain.Visitor<>() {
            @Override
            public Kind visit(Statement.Range r) {
                if (r.from() > r.to()) {
                    throw error(f.span(), "the range " + r.from() + ".." + r.to() + " is empty (the start is after the end)");
                }
                return Kind.NUMBER;
            }

            @Override
            public Kind visit(Statement.DateRange r) {
                if (r.from().epochSecond() > r.to().epochSecond()) {
                    throw error(f.span(), "the range " + GvdlPrinter.print((Operand) r.from()) + ".."
                            + GvdlPrinter.print((Operand) r.to()) + " is empty (the start is after the end)");
                }
                return Kind.DATE;
            }

            @Override
            public Kind visit(Statement.Values d) {
                List<Literal> values = d.values();
                Kind kind = kind(values.get(0));
                for (Literal l : values) {
                    if (kind(l) != kind) {
                        throw error(l.span(), "the values of $" + f.variable() + " mix " + describe(kind) + " and "
                                + describe(kind(l)));
                    }
                }
                return kind;
            }
        });
    }

    private void check(Predicate p, Map<String, Kind> bound) {
        p.accept(new Checks(bound));
    }

    /**
     * The checks of a predicate with the FOR variables {@code bound} (by the kind of their
     * values): each predicate is checked (its visits return null), each operand gives its kind.
     */
    private final class Checks implements Predicate.Visitor<Void>, Operand.Visitor<Kind> {
        private final Map<String, Kind> bound;

        Checks(Map<String, Kind> bound) {
            this.bound = bound;
        }

        @Override
        public Void visit(Predicate.Or p) {
            p.terms().forEach(t -> t.accept(this));
            return null;
        }

        @Override
        public Void visit(Predicate.And p) {
            p.terms().forEach(t -> t.accept(this));
            return null;
        }

        @Override
        public Void visit(Predicate.Not p) {
            return p.inner().accept(this);
        }

        @Override
        public Void visit(Predicate.Compare c) {
            Kind left = c.left().accept(this);
            Kind right = c.right().accept(this);
            if (!comparable(c.left(), left, c.right(), right)) {
                throw error(c.span(), "cannot compare " + GvdlPrinter.print(c.left()) + " (" + describe(left)
                        + ") with " + GvdlPrinter.print(c.right()) + " (" + describe(right) + ")"
                        + dateHint(c.left(), left, c.right(), right));
            }
            return null;
        }

        @Override
        public Void visit(Predicate.In in) {
            Kind operand = in.operand().accept(this);
            for (Literal l : in.values()) {
                if (!comparable(in.operand(), operand, l, kind(l))) {
                    throw error(l.span(), "cannot compare " + GvdlPrinter.print(in.operand()) + " ("
                            + describe(operand) + ") with " + GvdlPrinter.print((Operand) l) + " (" + describe(kind(l)) + ")"
                            + dateHint(in.operand(), operand, l, kind(l)));
                }
            }
            return null;
        }

        @Override
        public Kind visit(Operand.Variable v) {
            Kind k = bound.get(v.name());
            if (k == null) {
                throw error(v.span(), "$" + v.name() + " is not bound: variables come from a FOR clause of the"
                        + " collection (FOR $" + v.name() + " IN 1..10)" + Suggestions.hint(v.name(), bound.keySet()));
            }
            return k;
        }

        @Override
        public Kind visit(Operand.Property p) {
            return kind(property(p).type());
        }

        @Override
        public Kind visit(Operand.Arithmetic a) {
            Kind left = term(a.left());
            Kind right = term(a.right());
            if (left == Kind.DATE || left == Kind.DURATION || right == Kind.DATE || right == Kind.DURATION) {
                boolean addOrSubtract = a.op() == Operand.ArithmeticOp.ADD || a.op() == Operand.ArithmeticOp.SUBTRACT;
                if (left == Kind.DATE && right == Kind.DURATION && addOrSubtract) {
                    return Kind.DATE;
                }
                throw error(a.span(), "date arithmetic is a date plus or minus a duration ($m + 1 MONTH, DATE"
                        + " '2011-01-31' - 7 DAYS), not " + describe(left) + " " + a.op().symbol() + " " + describe(right));
            }
            number(a.left(), left);
            number(a.right(), right);
            return Kind.NUMBER;
        }

        @Override
        public Kind visit(Operand.Negation n) {
            number(n.operand(), term(n.operand()));
            return Kind.NUMBER;
        }

        @Override
        public Kind visit(Operand.Duration d) {
            return Kind.DURATION;
        }

        @Override
        public Kind visit(Literal l) {
            return kind(l);
        }

        /** The kind of a term of arithmetic, which is computed from literals and variables only. */
        private Kind term(Operand term) {
            if (term instanceof Operand.Property p) {
                throw error(p.span(), "arithmetic is on numbers and $variables, not on properties: move it to the other"
                        + " side of the comparison (" + GvdlPrinter.print(p) + " < $y + 5, not " + GvdlPrinter.print(p)
                        + " - 5 < $y)");
            }
            return term.accept(this);
        }
    }

    /**
     * Operands of the same kind compare; so does an integer property with a date that is not a
     * property (a literal, a variable bound to dates): the user said the integers are epoch seconds.
     */
    private boolean comparable(Operand a, Kind ka, Operand b, Kind kb) {
        if (ka == kb) {
            return ka != Kind.PAIR && ka != Kind.DURATION;
        }
        return ka == Kind.DATE && kb == Kind.NUMBER && !(a instanceof Operand.Property) && isIntProperty(b)
                || kb == Kind.DATE && ka == Kind.NUMBER && !(b instanceof Operand.Property) && isIntProperty(a);
    }

    private boolean isIntProperty(Operand o) {
        return o instanceof Operand.Property p && property(p).type() == PropertyType.INT;
    }

    /** How to write a date, when a comparison failed for want of one; else empty. */
    private String dateHint(Operand a, Kind ka, Operand b, Kind kb) {
        if (ka != Kind.DATE && kb != Kind.DATE && !isIntProperty(a) && !isIntProperty(b)) {
            return "";
        }
        Operand other = ka == Kind.DATE || isIntProperty(a) ? b : a;
        String example = other instanceof Literal.Text t ? GvdlPrinter.print((Operand) t) : "'2011-01-31'";
        if (ka == Kind.DATE || kb == Kind.DATE) {
            return "; a date is written DATE " + example + " (or TIMESTAMP '2011-01-31T14:05:00Z')";
        }
        return other instanceof Literal.Text t && looksLikeADate(t.value())
                ? "; if the integers are epoch seconds, compare them with DATE " + example + " or TIMESTAMP '...'" : "";
    }

    private static boolean looksLikeADate(String text) {
        return !NumberParsing.isLong(text.strip()) && EpochSeconds.parse(PropertyType.TIMESTAMP, text) != EpochSeconds.INVALID;
    }

    /** Checks that a term of arithmetic, of kind {@code kind}, is a number. */
    private void number(Operand term, Kind kind) {
        if (kind != Kind.NUMBER) {
            throw error(term.span(), "arithmetic needs numbers, and " + GvdlPrinter.print(term) + " is "
                    + describe(kind));
        }
    }

    private PropertySpec property(Operand.Property p) {
        boolean onEdge = p.scope() == Operand.Scope.EDGE;
        Schema schema = onEdge ? edges : vertices;
        int i = schema.indexOf(p.name());
        if (i >= 0) {
            return schema.get(i);
        }
        String detail;
        if (onEdge && vertices.indexOf(p.name()) >= 0) {
            detail = "'" + p.name() + "' is a vertex property: write u." + p.name() + " (the source vertex's) or v."
                    + p.name() + " (the target vertex's)";
        } else if (!onEdge && edges.indexOf(p.name()) >= 0) {
            detail = "'" + p.name() + "' is an edge property, not a vertex property: write " + p.name()
                    + " without " + p.scope().prefix();
        } else {
            String where = onEdge ? "edge" : "vertex";
            String known = schema.size() == 0 ? "; " + where + "s have no properties"
                    : Suggestions.hint(p.name(), schema.names());
            if (known.isEmpty()) {
                known = " (" + where + " properties: " + String.join(", ", schema.names()) + ")";
            }
            detail = "unknown " + where + " property '" + p.name() + "'" + known;
        }
        throw error(p.span(), detail);
    }

    private static Kind kind(PropertyType t) {
        return switch (t) {
            case INT, DOUBLE -> Kind.NUMBER;
            case DATE, TIMESTAMP -> Kind.DATE;
            case STRING -> Kind.STRING;
            case BOOL -> Kind.BOOL;
        };
    }

    private static Kind kind(Literal l) {
        return l.accept(LITERAL_KINDS);
    }

    private static final Literal.Visitor<Kind> LITERAL_KINDS = new Literal.Visitor<>() {
        @Override
        public Kind visit(Literal.Int l) {
            return Kind.NUMBER;
        }

        @Override
        public Kind visit(Literal.Decimal l) {
            return Kind.NUMBER;
        }

        @Override
        public Kind visit(Literal.Text l) {
            return Kind.STRING;
        }

        @Override
        public Kind visit(Literal.Bool l) {
            return Kind.BOOL;
        }

        @Override
        public Kind visit(Literal.Date l) {
            return Kind.DATE;
        }

        @Override
        public Kind visit(Literal.Pair l) {
            return Kind.PAIR;
        }
    };

    private static String describe(Kind k) {
        return switch (k) {
            case NUMBER -> "a number";
            case STRING -> "a string";
            case BOOL -> "a boolean";
            case DATE -> "a date";
            case DURATION -> "a duration";
            case PAIR -> "a pair";
        };
    }

    private GvdlException error(Span span, String detail) {
        return new GvdlException(source, span, detail);
    }
}
