package graphsurge.vcstore.collection;

import graphsurge.gstore.column.EpochSeconds;
import graphsurge.gstore.schema.PropertyType;
import graphsurge.gvdl.ast.GvdlPrinter;
import graphsurge.gvdl.ast.Literal;
import graphsurge.gvdl.ast.Operand;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The values of a collection's FOR variables for each of its views: what made each view of a
 * template, shown beside the view in every output (a column per variable). A collection without
 * FOR clauses (listed views, generated collections, LOAD CUBE) has no variables.
 *
 * <p>Values are kept as text, one array per view in the user's order: O(views x variables)
 * memory. Each variable has one {@link Kind} for all views, so that outputs can type its column:
 * integers when every value is one, numbers when every value is a number, else text.
 *
 * @param variables the variables, without {@code $}, in the order of the FOR clauses
 * @param kinds each variable's kind
 * @param values for each view (user order), each variable's value as text
 */
public record ForBindings(List<String> variables, List<Kind> kinds, List<String[]> values) {
    /** No variables, for every number of views. */
    public static final ForBindings NONE = new ForBindings(List.of(), List.of(), List.of());

    /** What a variable's values are, all views together. */
    public enum Kind {
        INTEGER, DECIMAL, TEXT
    }

    public ForBindings {
        variables = List.copyOf(variables);
        kinds = List.copyOf(kinds);
        values = List.copyOf(values);
        if (kinds.size() != variables.size()) {
            throw new IllegalArgumentException(kinds.size() + " kinds for " + variables.size() + " variables");
        }
        for (String[] v : values) {
            if (v.length != variables.size()) {
                throw new IllegalArgumentException(v.length + " values for " + variables.size() + " variables");
            }
        }
    }

    /** The bindings of {@code views}, each view's map holding the same variables in the same order. */
    public static ForBindings of(List<ViewDefinition> views) {
        if (views.isEmpty() || views.get(0).bindings().isEmpty()) {
            return NONE;
        }
        List<String> variables = List.copyOf(views.get(0).bindings().keySet());
        Kind[] kinds = new Kind[variables.size()];
        java.util.Arrays.fill(kinds, Kind.INTEGER);
        List<String[]> values = new ArrayList<>(views.size());
        for (ViewDefinition view : views) {
            String[] row = new String[variables.size()];
            int i = 0;
            for (Map.Entry<String, Literal> e : view.bindings().entrySet()) {
                if (!e.getKey().equals(variables.get(i))) {
                    throw new IllegalArgumentException("view " + view.name() + " binds $" + e.getKey() + " where $"
                            + variables.get(i) + " was expected");
                }
                row[i] = text(e.getValue());
                kinds[i] = wider(kinds[i], kind(e.getValue()));
                i++;
            }
            values.add(row);
        }
        return new ForBindings(variables, List.of(kinds), values);
    }

    /**
     * A value as a name pattern and the outputs show it: numbers as written, text without quotes,
     * dates and timestamps in ISO-8601 ({@code 2004-04-01}, {@code 2004-04-01T12:00:00Z}).
     */
    public static String text(Literal value) {
        if (value instanceof Literal.Int i) {
            return Long.toString(i.value());
        }
        if (value instanceof Literal.Decimal d) {
            return d.value().toPlainString();
        }
        if (value instanceof Literal.Text t) {
            return t.value();
        }
        if (value instanceof Literal.Date d) {
            return EpochSeconds.format(d.dateOnly() ? PropertyType.DATE : PropertyType.TIMESTAMP, d.epochSecond());
        }
        return GvdlPrinter.print((Operand) value);
    }

    private static Kind kind(Literal value) {
        return value instanceof Literal.Int ? Kind.INTEGER : value instanceof Literal.Decimal ? Kind.DECIMAL : Kind.TEXT;
    }

    private static Kind wider(Kind a, Kind b) {
        return a.ordinal() >= b.ordinal() ? a : b;
    }

    /**
     * The variables' column names in a table whose other columns are {@code taken}: each
     * variable's name, with {@code for_} before it while it would repeat another column's.
     */
    public List<String> columns(java.util.Collection<String> taken) {
        java.util.Set<String> used = new java.util.HashSet<>(taken);
        List<String> names = new ArrayList<>(variables.size());
        for (String v : variables) {
            String name = v;
            while (!used.add(name)) {
                name = "for_" + name;
            }
            names.add(name);
        }
        return names;
    }

    /** Whether the views have no FOR variables. */
    public boolean isEmpty() {
        return variables.isEmpty();
    }

    /** The value of variable {@code variable} (its index) for the view of user index {@code view}. */
    public String value(int view, int variable) {
        return values.get(view)[variable];
    }

    /** The bindings of the views of user indices {@code views}, in that order. */
    public ForBindings only(int... views) {
        if (isEmpty()) {
            return NONE;
        }
        List<String[]> kept = new ArrayList<>(views.length);
        for (int v : views) {
            kept.add(values.get(v));
        }
        return new ForBindings(variables, kinds, kept);
    }

    /** {@code $y = 2005, $m = 3} for the view of user index {@code view}; empty without variables. */
    public String describe(int view) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < variables.size(); i++) {
            sb.append(i == 0 ? "" : ", ").append('$').append(variables.get(i)).append(" = ");
            sb.append(kinds.get(i) == Kind.TEXT ? GvdlPrinter.quote(value(view, i)) : value(view, i));
        }
        return sb.toString();
    }
}
