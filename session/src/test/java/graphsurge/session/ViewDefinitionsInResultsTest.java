package graphsurge.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import graphsurge.analytics.computation.ResultFormat;
import graphsurge.analytics.run.CollectionRunner;
import graphsurge.analytics.run.How;
import graphsurge.gstore.VertexIds;
import graphsurge.gvdl.ast.Statement;
import graphsurge.vcstore.collection.ForBindings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Saved results carry each view's definition: {@code summary.csv} a column per FOR variable and
 * the predicate after its contract columns, the Parquet log a typed column per FOR variable.
 */
class ViewDefinitionsInResultsTest {
    @TempDir
    Path dir;

    /** Three views in the user's order, bound by $y (integers), $w (numbers), $view (text, clashing with a column). */
    private static final ForBindings BINDINGS = new ForBindings(List.of("y", "w", "view"),
            List.of(ForBindings.Kind.INTEGER, ForBindings.Kind.DECIMAL, ForBindings.Kind.TEXT),
            List.of(new String[] {"2000", "0.5", "a"}, new String[] {"2001", "1", "b, c"},
                new String[] {"-3", "12.25", "d"}));
    private static final List<String> PREDICATES = List.of("year >= 2000", "year >= 2001 AND kind = 'x, y'",
            "year >= -3");
    /** The run order: user views 2, 0, 1. */
    private static final int[] RUN = {2, 0, 1};
    private static final List<String> NAMES = List.of("w2000", "w2001", "w-3");

    /** Feeds the three views to {@code sink}, every vertex's value the view's position. */
    private static void run(ResultSink sink) {
        ResultChanges changes = new ResultChanges();
        List<StatementResult.ViewRow> rows = new ArrayList<>();
        for (int p = 0; p < RUN.length; p++) {
            int v = RUN[p];
            long[] values = {p, p};
            boolean[] shown = {true, true};
            CollectionRunner.ViewResult r = new CollectionRunner.ViewResult(p, v, 2, 1, 0, How.KERNEL, "", 0, values,
                    shown, null);
            sink.view(NAMES.get(v), r, true, changes);
            rows.add(new StatementResult.ViewRow(NAMES.get(v), p + 1, 2, 1, 0, How.KERNEL, "", 1_000_000, 2, 2, 0, null,
                    new StatementResult.Definition(PREDICATES.get(v), BINDINGS.only(v))));
        }
        sink.summary(rows);
    }

    private static ResultFormat format() {
        return ResultFormat.byVertex(new VertexIds.Numeric(new long[] {10, 20}), "distance", ResultFormat.HOPS,
                ResultFormat.Column.INTEGER);
    }

    @Test
    void theSummaryHasAColumnPerForVariableAndThePredicateAfterItsContractColumns() throws Exception {
        Path out = dir.resolve("csv");
        run(ResultSink.of(Statement.SaveForm.FULL, format(), out, BINDINGS));
        assertEquals(List.of(
                "view,position,edges,additions,deletions,mode,millis,y,w,for_view,predicate",
                "w-3,1,2,1,0,differential,1.000,-3,12.25,d,year >= -3",
                "w2000,2,2,1,0,differential,1.000,2000,0.5,a,year >= 2000",
                "w2001,3,2,1,0,differential,1.000,2001,1,\"b, c\",\"year >= 2001 AND kind = 'x, y'\""),
                Files.readAllLines(out.resolve("summary.csv")));
        assertEquals(List.of("w-3", "w2000", "w2001"), SavedResults.open(out).views(), "the views read back by name");
    }

    @Test
    void aRunWithoutForVariablesHasOnlyThePredicateAdded() throws Exception {
        Path out = dir.resolve("plain");
        ResultSink sink = ResultSink.of(Statement.SaveForm.FULL, format(), out, ForBindings.NONE);
        ResultChanges changes = new ResultChanges();
        CollectionRunner.ViewResult r = new CollectionRunner.ViewResult(0, 0, 2, 2, 0, How.PLAIN, "", 0,
                new long[] {1, 2}, new boolean[] {true, true}, null);
        sink.view("graph", r, false, changes);
        sink.summary(List.of(new StatementResult.ViewRow("graph", 1, 2, 2, 0, How.PLAIN, "", 0, 2, 2, 0)));
        assertEquals(List.of("view,position,edges,additions,deletions,mode,millis,predicate",
                "graph,1,2,2,0,plain,0.000,"), Files.readAllLines(out.resolve("summary.csv")));
    }

    @Test
    void theParquetLogHasATypedColumnPerForVariable() throws Exception {
        Path out = dir.resolve("parquet");
        run(ResultSink.of(Statement.SaveForm.PARQUET, format(), out, BINDINGS));
        List<String> rows = new ArrayList<>();
        try (Connection duck = DriverManager.getConnection("jdbc:duckdb:");
                ResultSet r = duck.createStatement().executeQuery("SELECT DISTINCT view, position, y, w, for_view,"
                        + " typeof(y), typeof(w), typeof(for_view) FROM read_parquet('" + out.resolve("results.parquet")
                        + "') ORDER BY position")) {
            while (r.next()) {
                rows.add(r.getString(1) + " " + r.getInt(2) + " " + r.getLong(3) + " " + r.getDouble(4) + " "
                        + r.getString(5) + " " + r.getString(6) + " " + r.getString(7) + " " + r.getString(8));
            }
        }
        assertEquals(List.of("w-3 1 -3 12.25 d BIGINT DOUBLE VARCHAR", "w2000 2 2000 0.5 a BIGINT DOUBLE VARCHAR",
                "w2001 3 2001 1.0 b, c BIGINT DOUBLE VARCHAR"), rows);
        SavedResults saved = SavedResults.open(out);
        assertEquals("vertex,distance\n10,2\n20,2\n", saved.view("w2001").csv(), "the log still reads back");
        assertFalse(Files.readString(out.resolve("summary.csv")).isEmpty());
    }
}
