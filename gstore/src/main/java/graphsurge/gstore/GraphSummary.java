package graphsurge.gstore;

import graphsurge.gstore.column.BoolColumn;
import graphsurge.gstore.column.Column;
import graphsurge.gstore.column.DoubleColumn;
import graphsurge.gstore.column.EpochSeconds;
import graphsurge.gstore.column.IntColumn;
import graphsurge.gstore.column.StringColumn;
import graphsurge.gstore.schema.PropertySpec;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What {@code show graph} reports: counts, per-property statistics and degree statistics.
 *
 * @param isolated vertices with no edge at all
 * @param selfLoops edges whose endpoints are the same vertex
 * @param parallelEdges edges with the source and target of an earlier edge (each repeat of a pair counted once)
 */
public record GraphSummary(int vertices, int edges, boolean numericIds, String smallestId, String largestId,
        List<PropertyStats> vertexProperties, List<PropertyStats> edgeProperties,
        DegreeStats out, DegreeStats in, int isolated, long selfLoops, long parallelEdges, long memoryBytes) {

    /** Statistics of one property column: how many values are absent, and what the others are. */
    public record PropertyStats(PropertySpec spec, int absent, Values values) {}

    /** The values present in a property column, typed so that each reader formats them its own way. */
    public sealed interface Values {
        /** Every value is absent. */
        record None() implements Values {}

        /** Numbers from {@code min} to {@code max}: {@code Long}s for integer columns, {@code Double}s otherwise. */
        record Range(Number min, Number max) implements Values {}

        /** Dates or timestamps from {@code earliest} to {@code latest}, as ISO-8601 text. */
        record Dates(String earliest, String latest) implements Values {}

        /** Strings: how many different ones. */
        record Distinct(int count) implements Values {}

        /** Booleans: how many are true and how many false. */
        record Booleans(int trues, int falses) implements Values {}
    }

    /** Degree statistics over all vertices. */
    public record DegreeStats(int min, int max, double mean, double median, int zero) {}

    public static GraphSummary of(PropertyGraph g) {
        int n = g.vertexCount();
        int isolated = 0;
        for (int v = 0; v < n; v++) {
            if (g.out().degree(v) == 0 && g.in().degree(v) == 0) {
                isolated++;
            }
        }
        long selfLoops = 0;
        int[] s = g.sources();
        int[] t = g.targets();
        for (int e = 0; e < s.length; e++) {
            if (s[e] == t[e]) {
                selfLoops++;
            }
        }
        return new GraphSummary(n, g.edgeCount(), g.ids() instanceof VertexIds.Numeric,
                n == 0 ? null : g.ids().original(0), n == 0 ? null : g.ids().original(n - 1),
                stats(g.vertexProperties()), stats(g.edgeProperties()),
                degrees(g.out()), degrees(g.in()), isolated, selfLoops, ParallelEdges.count(g), g.memoryBytes());
    }

    private static List<PropertyStats> stats(PropertyTable table) {
        List<PropertyStats> out = new ArrayList<>();
        for (Column c : table.columns()) {
            out.add(new PropertyStats(c.spec(), c.absentCount(), describeValues(c)));
        }
        return out;
    }

    private static Values describeValues(Column c) {
        int present = c.size() - c.absentCount();
        if (present == 0) {
            return new Values.None();
        }
        if (c instanceof StringColumn sc) {
            return new Values.Distinct(sc.dictionary().length);
        }
        if (c instanceof BoolColumn bc) {
            int trues = 0;
            for (int i = 0; i < bc.size(); i++) {
                if (bc.isPresent(i) && bc.get(i)) {
                    trues++;
                }
            }
            return new Values.Booleans(trues, present - trues);
        }
        if (c instanceof IntColumn ic) {
            long min = Long.MAX_VALUE;
            long max = Long.MIN_VALUE;
            for (int i = 0; i < ic.size(); i++) {
                if (ic.isPresent(i)) {
                    min = Math.min(min, ic.get(i));
                    max = Math.max(max, ic.get(i));
                }
            }
            return c.spec().type().isTemporal()
                    ? new Values.Dates(EpochSeconds.format(c.spec().type(), min), EpochSeconds.format(c.spec().type(), max))
                    : new Values.Range(min, max);
        }
        DoubleColumn dc = (DoubleColumn) c;
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < dc.size(); i++) {
            if (dc.isPresent(i)) {
                min = Math.min(min, dc.get(i));
                max = Math.max(max, dc.get(i));
            }
        }
        return new Values.Range(min, max);
    }

    private static DegreeStats degrees(Csr csr) {
        int n = csr.vertexCount();
        if (n == 0) {
            return new DegreeStats(0, 0, 0, 0, 0);
        }
        int[] degrees = new int[n];
        int zero = 0;
        for (int v = 0; v < n; v++) {
            degrees[v] = csr.degree(v);
            if (degrees[v] == 0) {
                zero++;
            }
        }
        Arrays.sort(degrees);
        return new DegreeStats(degrees[0], degrees[n - 1], (double) csr.neighbours().length / n,
                (degrees[(n - 1) / 2] + degrees[n / 2]) / 2.0, zero);
    }
}
