package graphsurge.session;

import static org.junit.jupiter.api.Assertions.assertEquals;

import graphsurge.analytics.computation.ResultFormat;
import graphsurge.analytics.run.CollectionRunner;
import graphsurge.analytics.run.How;
import graphsurge.gstore.VertexIds;
import graphsurge.gvdl.ast.Statement;
import graphsurge.vcstore.collection.ForBindings;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The sinks following the runner's changed keys (as the incremental kernels report them: a
 * superset of the keys that changed, in any order): every view rebuilt from CHANGES ONLY and from
 * the Parquet log, by SavedResults and by DuckDB, equals the view's full CSV written here by hand;
 * and a full-CSV sink fed the same views writes exactly those files.
 */
class ResultSinksTest {
    @TempDir
    Path dir;

    @Test
    void sinksFollowingTheChangedKeysKeepEveryViewsResult() throws Exception {
        long seed = 20261206L; // fixed, and named in every message, so that a failure replays
        Random random = new Random(seed);
        int n = 60;
        long[] ids = new long[n];
        for (int i = 0; i < n; i++) {
            ids[i] = 3L * i - 50; // negative ids too: ordered numerically
        }
        ResultFormat format = ResultFormat.byVertex(new VertexIds.Numeric(ids), "distance", ResultFormat.HOPS,
                ResultFormat.Column.INTEGER);
        Statement.SaveForm[] forms = Statement.SaveForm.values();
        ResultSink[] sinks = new ResultSink[forms.length];
        ResultChanges[] changes = new ResultChanges[forms.length];
        for (int f = 0; f < forms.length; f++) {
            sinks[f] = ResultSink.of(forms[f], format, dir.resolve(forms[f].name()), ForBindings.NONE);
            changes[f] = new ResultChanges();
        }
        long[] values = new long[n];
        boolean[] shown = new boolean[n];
        List<String> expected = new ArrayList<>();
        List<StatementResult.ViewRow> rows = new ArrayList<>();
        int views = 15;
        for (int p = 0; p < views; p++) {
            IntArrayList changed = new IntArrayList();
            for (int k = n - 1; k >= 0; k--) {
                boolean moves = random.nextInt(5) == 0;
                if (moves) {
                    shown[k] = random.nextInt(4) != 0;
                    values[k] = random.nextInt(4) == 0 ? Long.MAX_VALUE : random.nextInt(5);
                }
                if (moves || random.nextInt(10) == 0) {
                    changed.add(k);
                }
            }
            StringBuilder csv = new StringBuilder("vertex,distance\n");
            for (int k = 0; k < n; k++) {
                if (shown[k]) {
                    csv.append(ids[k]).append(',').append(values[k] == Long.MAX_VALUE ? "infinity" : Long.toString(values[k]))
                            .append('\n');
                }
            }
            expected.add(csv.toString());
            String name = "v" + (views - p); // run order is not name order
            CollectionRunner.ViewResult r = new CollectionRunner.ViewResult(p, views - 1 - p, 0, 0, 0, How.KERNEL, "",
                    0, values, shown, p == 0 ? null : changed);
            for (int f = 0; f < forms.length; f++) {
                sinks[f].view(name, r, true, changes[f]);
            }
            rows.add(new StatementResult.ViewRow(name, p + 1, 0, 0, 0, How.KERNEL, "", 0, 0, 0, 0));
        }
        for (ResultSink s : sinks) {
            s.summary(rows);
        }
        try (Connection duck = DriverManager.getConnection("jdbc:duckdb:")) {
            for (int p = 0; p < views; p++) {
                String name = "v" + (views - p);
                String where = "seed " + seed + ", view " + name;
                assertEquals(expected.get(p), Files.readString(dir.resolve("FULL").resolve(name + ".csv")), where);
                assertEquals(expected.get(p), SavedResults.open(dir.resolve("CHANGES_ONLY")).view(name).csv(), where);
                assertEquals(expected.get(p), SavedResults.open(dir.resolve("PARQUET")).view(name).csv(), where);
                StringBuilder sql = new StringBuilder("vertex,distance\n");
                try (ResultSet r = duck.createStatement().executeQuery("SELECT vertex, new_value FROM (SELECT *,"
                        + " row_number() OVER (PARTITION BY key_index ORDER BY position DESC) AS latest FROM read_parquet('"
                        + dir.resolve("PARQUET").resolve("results.parquet") + "') WHERE position <= " + (p + 1) + ")"
                        + " WHERE latest = 1 AND kind <> 'removed' ORDER BY vertex")) {
                    while (r.next()) {
                        Object value = r.getObject(2); // unreachable: null in the log
                        sql.append(r.getLong(1)).append(',').append(value == null ? "infinity" : value).append('\n');
                    }
                }
                assertEquals(expected.get(p), sql.toString(), where + " by DuckDB");
            }
        }
    }
}
