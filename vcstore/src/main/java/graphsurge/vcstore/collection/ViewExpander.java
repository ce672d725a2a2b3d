package graphsurge.vcstore.collection;

import graphsurge.gvdl.GvdlException;
import graphsurge.gvdl.Span;
import graphsurge.gvdl.Visible;
import graphsurge.gvdl.ast.GvdlPrinter;
import graphsurge.gvdl.ast.Literal;
import graphsurge.gvdl.ast.Operand;
import graphsurge.gvdl.ast.Predicate;
import graphsurge.gvdl.ast.Statement;
import java.math.BigDecimal;
import java.time.DateTimeException;
import java.math.MathContext;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * Turns a collection statement into its views: without FOR clauses, one view per bracketed
 * predicate; with them, every template instantiated for every binding of the cross product of the
 * clauses (the first clause varying slowest), templates in order within a binding. A view is
 * named as its {@code AS} says (a pattern's {@code $variable}s replaced by their values), else
 * {@code <collection>_<i>}, i counting from 1 in this order. Names are unique within the
 * collection, ignoring case (they name files, and some file systems ignore case).
 *
 * <p>Arithmetic is computed here, once its variables have values: integers with integers give
 * integers (division truncates toward zero; a result beyond 64 bits is an error), any decimal
 * makes the result decimal (division to 16 significant digits); division by zero is an error. A
 * date plus or minus a duration is a date ({@link Operand.Duration#addTo}).
 */
public final class ViewExpander {
    /** Graphsurge's limit: view positions are 16-bit. */
    public static final int MAX_VIEWS = 65_535;

    private ViewExpander() {}

    public static List<ViewDefinition> expand(Statement.CreateCollection c) {
        return expand(c, null);
    }

    /** The views of {@code c}, a checked statement; {@code source}, its text, places arithmetic errors. */
    public static List<ViewDefinition> expand(Statement.CreateCollection c, String source) {
        List<Map<String, Literal>> bindings = new ArrayList<>();
        bindings.add(new LinkedHashMap<>());
        for (Statement.ForClause f : c.generators()) {
            List<Literal> values = values(f.domain());
            List<Map<String, Literal>> next = new ArrayList<>();
            for (Map<String, Literal> b : bindings) {
                for (Literal v : values) {
                    Map<String, Literal> extended = new LinkedHashMap<>(b);
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
        // The first view of each name, in lower case, and where its name was written (null for a default name).
        Map<String, Integer> byName = new HashMap<>();
        List<Span> nameSpans = new ArrayList<>();
        for (Map<String, Literal> b : bindings) {
            for (int t = 0; t < c.views().size(); t++) {
                Statement.ViewName given = c.names().get(t);
                String name = given == null ? c.name() + "_" + (views.size() + 1) : name(given, b, source);
                Integer first = byName.putIfAbsent(name.toLowerCase(Locale.ROOT), views.size());
                if (first != null) {
                    String other = views.get(first).name();
                    Span at = given != null ? given.span() : nameSpans.get(first) != null ? nameSpans.get(first) : c.span();
                    throw error(source, at, "two views are named '" + Visible.of(name) + "'" + (other.equals(name) ? ""
                            : " ('" + Visible.of(other) + "' differs only in case, and some file systems ignore case)")
                            + "; view names must be unique within the collection" + unused(given, b, source), b);
                }
                nameSpans.add(given == null ? null : given.span());
                views.add(new ViewDefinition(name, substitute(c.views().get(t), b, source), b));
            }
        }
        if (views.size() > MAX_VIEWS) {
            throw new graphsurge.gstore.GraphsurgeException("collection " + c.name() + " has " + views.size()
                    + " views; a collection holds at most " + MAX_VIEWS);
        }
        return views;
    }

    /**
     * The name {@code given} makes under binding {@code b}: a pattern's {@code $variable}s (or
     * {@code ${variable}}s) replaced by their values, checked as a view name.
     */
    private static String name(Statement.ViewName given, Map<String, Literal> b, String source) {
        List<String> parts = parts(given, source);
        StringBuilder name = new StringBuilder();
        for (int i = 0; i < parts.size(); i++) {
            if (i % 2 == 0) {
                name.append(parts.get(i));
                continue;
            }
            Literal value = b.get(parts.get(i));
            if (value == null) {
                throw error(source, given.span(), "the name pattern uses $" + parts.get(i) + ", which no FOR clause binds"
                        + (b.isEmpty() ? "" : " (they bind $" + String.join(", $", b.keySet()) + ")"), Map.of());
            }
            name.append(ForBindings.text(value));
        }
        String result = name.toString();
        String bad = badName(result);
        if (bad != null) {
            throw error(source, given.span(), "'" + Visible.of(result) + "' cannot name a view: " + bad, b);
        }
        return result;
    }

    /**
     * {@code given}'s text cut into literal text (even indices) and the variables it refers to
     * (odd indices); a name that is no pattern is one piece of text.
     */
    private static List<String> parts(Statement.ViewName given, String source) {
        String text = given.text();
        if (!given.pattern()) {
            return List.of(text);
        }
        List<String> parts = new ArrayList<>();
        int literal = 0;
        for (int i = text.indexOf('$'); i >= 0; i = text.indexOf('$', literal)) {
            boolean braced = i + 1 < text.length() && text.charAt(i + 1) == '{';
            int from = braced ? i + 2 : i + 1;
            int end = from;
            while (end < text.length() && (Character.isLetterOrDigit(text.charAt(end)) || text.charAt(end) == '_')) {
                end++;
            }
            if (end == from || (braced && (end >= text.length() || text.charAt(end) != '}'))) {
                throw error(source, given.span(), "'$' in a view name pattern names a FOR variable, as $y or ${y}",
                        Map.of());
            }
            parts.add(text.substring(literal, i));
            parts.add(text.substring(from, end));
            literal = braced ? end + 1 : end;
        }
        parts.add(text.substring(literal));
        return parts;
    }

    /** {@code ": add $x to the name"} for the variables of {@code b} that {@code given} leaves out, or "". */
    private static String unused(Statement.ViewName given, Map<String, Literal> b, String source) {
        if (given == null) {
            return "";
        }
        List<String> parts = parts(given, source);
        Set<String> used = new HashSet<>();
        for (int i = 1; i < parts.size(); i += 2) {
            used.add(parts.get(i));
        }
        List<String> missing = new ArrayList<>();
        for (String variable : b.keySet()) {
            if (!used.contains(variable)) {
                missing.add("$" + variable);
            }
        }
        if (missing.isEmpty()) {
            return "";
        }
        return ": add " + String.join(" and ", missing) + " to the name" + (given.pattern() ? " pattern"
                : ", in quotes: AS '" + given.text() + "_" + missing.get(0) + "'");
    }

    /**
     * Why {@code name} cannot name a view, or null when it can: it names files
     * ({@code <view>.csv}), so it must be shown as itself and fit a file name.
     */
    static String badName(String name) {
        if (name.isEmpty()) {
            return "a view's name cannot be empty";
        }
        int bytes = name.getBytes(StandardCharsets.UTF_8).length;
        if (bytes > CollectionStore.MAX_NAME_BYTES) {
            return "it has " + bytes + " bytes (UTF-8), and a view's name at most " + CollectionStore.MAX_NAME_BYTES;
        }
        for (int i = 0; i < name.length(); ) {
            int cp = name.codePointAt(i);
            if (Visible.escaped(cp) || cp == '/' || cp == '\\') {
                return "it holds " + (Visible.escaped(cp) ? Visible.codePoint(cp) : "'" + (char) cp + "'")
                        + ", which a view's name cannot hold (names become file names)";
            }
            i += Character.charCount(cp);
        }
        return null;
    }

    /** {@code views} (free of variables) with their arithmetic computed. */
    public static List<ViewDefinition> computeArithmetic(List<ViewDefinition> views, String source) {
        List<ViewDefinition> computed = new ArrayList<>();
        for (ViewDefinition v : views) {
            computed.add(new ViewDefinition(v.name(), substitute(v.predicate(), Map.of(), source), v.bindings()));
        }
        return computed;
    }

    /**
     * What the user should know about {@code c}'s FOR clauses: a template without a variable, or a
     * variable no template uses, makes the same view again for every value.
     */
    public static List<String> warnings(Statement.CreateCollection c) {
        if (c.generators().isEmpty()) {
            return List.of();
        }
        List<String> warnings = new ArrayList<>();
        Set<String> used = new HashSet<>();
        long bindings = 1;
        for (Statement.ForClause f : c.generators()) {
            bindings = Math.min(MAX_VIEWS + 1L, bindings * values(f.domain()).size());
        }
        for (Predicate template : c.views()) {
            Set<String> variables = new HashSet<>();
            variables(template, variables);
            used.addAll(variables);
            if (variables.isEmpty()) {
                warnings.add("[" + Visible.of(GvdlPrinter.print(template)) + "] uses no $variable, so the FOR clauses repeat"
                        + " the same view " + bindings + " times");
            }
        }
        for (Statement.ForClause f : c.generators()) {
            if (!used.contains(f.variable()) && !used.isEmpty()) {
                warnings.add("no view uses $" + f.variable() + ", so each view repeats for each of its "
                        + values(f.domain()).size() + " values");
            }
        }
        return warnings;
    }

    private static List<Literal> values(Statement.Domain domain) {
        return domain.accept(VALUES);
    }

    /** Each kind of domain's values; a range stops past {@link #MAX_VIEWS} values, which tells that it has too many. */
    private static final Statement.Domain.Visitor<List<Literal>> VALUES = new Statement.Domain.Visitor<>() {
        @Override
        public List<Literal> visit(Statement.Values v) {
            return v.values();
        }

        @Override
        public List<Literal> visit(Statement.DateRange r) {
            List<Literal> values = new ArrayList<>();
            for (long i = 0; values.size() <= MAX_VIEWS; i++) {
                long at;
                try {
                    at = r.step().addTo(r.from().epochSecond(), i);
                } catch (DateTimeException | ArithmeticException e) {
                    break; // past the last year java.time names, so past the end of the range
                }
                if (at > r.to().epochSecond()) {
                    break;
                }
                values.add(date(at, r.from().dateOnly(), Span.NONE));
            }
            return values;
        }

        @Override
        public List<Literal> visit(Statement.Range r) {
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
    };

    private static void variables(Predicate p, Set<String> out) {
        p.accept(new OperandMap(o -> {
            variables(o, out);
            return o;
        }));
    }

    private static void variables(Operand o, Set<String> out) {
        if (o instanceof Operand.Variable v) {
            out.add(v.name());
        } else if (o instanceof Operand.Arithmetic a) {
            variables(a.left(), out);
            variables(a.right(), out);
        } else if (o instanceof Operand.Negation n) {
            variables(n.operand(), out);
        }
    }

    static Predicate substitute(Predicate p, Map<String, Literal> b, String source) {
        return p.accept(new OperandMap(o -> value(o, b, source)));
    }

    /** A predicate with the same structure and each of its operands mapped by {@code map}. */
    private record OperandMap(UnaryOperator<Operand> map) implements Predicate.Visitor<Predicate> {
        @Override
        public Predicate visit(Predicate.Or p) {
            return new Predicate.Or(p.terms().stream().map(t -> t.accept(this)).toList());
        }

        @Override
        public Predicate visit(Predicate.And p) {
            return new Predicate.And(p.terms().stream().map(t -> t.accept(this)).toList());
        }

        @Override
        public Predicate visit(Predicate.Not p) {
            return new Predicate.Not(p.inner().accept(this));
        }

        @Override
        public Predicate visit(Predicate.Compare p) {
            return new Predicate.Compare(map.apply(p.left()), p.op(), map.apply(p.right()), p.span());
        }

        @Override
        public Predicate visit(Predicate.In p) {
            return new Predicate.In(map.apply(p.operand()), p.values(), p.negated(), p.span());
        }
    }

    /** A property as it is; a variable's value; arithmetic computed. */
    private static Operand value(Operand o, Map<String, Literal> b, String source) {
        if (o instanceof Operand.Variable v) {
            Literal value = b.get(v.name());
            if (value == null) {
                throw new IllegalArgumentException("$" + v.name() + " is not bound");
            }
            return value;
        }
        if (o instanceof Operand.Arithmetic a) {
            return compute(a, value(a.left(), b, source), value(a.right(), b, source), b, source);
        }
        if (o instanceof Operand.Negation n) {
            Operand inner = value(n.operand(), b, source);
            if (inner instanceof Literal.Int i) {
                if (i.value() == Long.MIN_VALUE) {
                    throw error(source, n.span(), "-(" + i.value() + ") does not fit in 64 bits", b);
                }
                return new Literal.Int(-i.value(), n.span());
            }
            return new Literal.Decimal(decimal(inner).negate(), n.span());
        }
        return o;
    }

    private static Literal compute(Operand.Arithmetic a, Operand left, Operand right, Map<String, Literal> b,
            String source) {
        if (left instanceof Literal.Date d && right instanceof Operand.Duration step) {
            try {
                long at = step.addTo(d.epochSecond(), a.op() == Operand.ArithmeticOp.SUBTRACT ? -1 : 1);
                return date(at, d.dateOnly(), a.span());
            } catch (DateTimeException | ArithmeticException e) {
                throw error(source, a.span(), "the date is past the years Graphsurge handles", b);
            }
        }
        if (left instanceof Literal.Int l && right instanceof Literal.Int r) {
            long x = l.value();
            long y = r.value();
            if (a.op() == Operand.ArithmeticOp.DIVIDE && y == 0) {
                throw error(source, a.span(), "division by zero", b);
            }
            try {
                long result = switch (a.op()) {
                    case ADD -> Math.addExact(x, y);
                    case SUBTRACT -> Math.subtractExact(x, y);
                    case MULTIPLY -> Math.multiplyExact(x, y);
                    case DIVIDE -> x == Long.MIN_VALUE && y == -1 ? Math.negateExact(x) : x / y;
                };
                return new Literal.Int(result, a.span());
            } catch (ArithmeticException e) {
                throw error(source, a.span(), x + " " + a.op().symbol() + " " + y + " does not fit in 64 bits", b);
            }
        }
        BigDecimal x = decimal(left);
        BigDecimal y = decimal(right);
        if (a.op() == Operand.ArithmeticOp.DIVIDE && y.signum() == 0) {
            throw error(source, a.span(), "division by zero", b);
        }
        BigDecimal result = switch (a.op()) {
            case ADD -> x.add(y);
            case SUBTRACT -> x.subtract(y);
            case MULTIPLY -> x.multiply(y);
            case DIVIDE -> x.divide(y, MathContext.DECIMAL64);
        };
        return new Literal.Decimal(result, a.span());
    }

    /** A date literal, written as a date when it is one and was given as one, else as a timestamp. */
    private static Literal.Date date(long epochSecond, boolean dateOnly, Span span) {
        return new Literal.Date(epochSecond, dateOnly && Math.floorMod(epochSecond, 86_400) == 0, span);
    }

    private static BigDecimal decimal(Operand number) {
        if (number instanceof Literal.Int i) {
            return BigDecimal.valueOf(i.value());
        }
        if (number instanceof Literal.Decimal d) {
            return d.value();
        }
        throw new IllegalArgumentException("arithmetic on " + GvdlPrinter.print(number)
                + ": predicates must be checked before they are expanded");
    }

    private static GvdlException error(String source, Span span, String detail, Map<String, Literal> b) {
        StringBuilder values = new StringBuilder();
        for (Map.Entry<String, Literal> e : b.entrySet()) {
            values.append(values.length() == 0 ? " (with $" : ", $").append(e.getKey()).append(" = ")
                    .append(GvdlPrinter.print((Operand) e.getValue()));
        }
        return new GvdlException(source, span, detail + (values.length() == 0 ? "" : values + ")"));
    }
}
