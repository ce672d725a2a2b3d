package graphsurge.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.gstore.GraphsurgeException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The three forms of SAVE RESULTS hold the same results: every view of every computation, rebuilt
 * from CHANGES ONLY and from the Parquet log by {@link SavedResults}, equals byte for byte the
 * view's file of the same run saved in full; and the Parquet log read by another reader (DuckDB),
 * with the query docs/computations.md gives, rebuilds every view's values.
 */
class SavedFormsTest {
    private static final int VIEWS = 9;
    private static final String[] COMPUTATIONS = {"bfs", "sssp", "wcc", "pr", "scc", "mpsp"};

    @TempDir
    Path dir;

    /** A random graph (vertices 1..n, a property k in 0..99, a weight w) and a collection of windows over k, which vertices leave and join. */
    private Session randomStore(Random random, int vertices, int edges) throws IOException {
        return RandomStores.windows(dir, random, vertices, edges, VIEWS, 10, 1);
    }

    private static String call(String name, Random random, int vertices) {
        int root = 1 + random.nextInt(vertices);
        return switch (name) {
            case "bfs" -> "bfs(root=" + root + ")";
            case "sssp" -> "sssp(root=" + root + ", weight=w)";
            case "mpsp" -> "mpsp(goals=[(" + root + ", " + (1 + random.nextInt(vertices)) + "), ("
                    + (1 + random.nextInt(vertices)) + ", " + root + ")])";
            default -> name;
        };
    }

    @Test
    void changesOnlyAndParquetRebuildEveryViewOfTheFullRun() throws Exception {
        long seed = System.nanoTime();
        Random random = new Random(seed);
        int vertices = 40;
        try (Session session = randomStore(random, vertices, 200); Connection duck = DriverManager.getConnection("jdbc:duckdb:")) {
            for (String name : COMPUTATIONS) {
                String c = call(name, random, vertices);
                String where = "seed " + seed + ", " + c;
                Path full = dir.resolve(name + "-full");
                Path changes = dir.resolve(name + "-changes");
                Path parquet = dir.resolve(name + "-parquet");
                String run = "RUN DIFFERENTIAL COMPUTATION " + c + " ON COLLECTION c SAVE RESULTS TO '";
                session.execute(run + full + "';");
                session.execute(run + changes + "' CHANGES ONLY;");
                session.execute(run + parquet + "' AS PARQUET;");

                SavedResults fromChanges = SavedResults.open(changes);
                SavedResults fromLog = SavedResults.open(parquet);
                assertEquals(SavedResults.Form.CSV, SavedResults.open(full).form(), where);
                assertEquals(SavedResults.Form.CSV_CHANGES_ONLY, fromChanges.form(), where);
                assertEquals(SavedResults.Form.PARQUET, fromLog.form(), where);
                List<String> views = SavedResults.open(full).views();
                assertEquals(VIEWS, views.size(), where);
                assertEquals(views, fromLog.views(), where);
                for (int p = 0; p < views.size(); p++) {
                    String v = views.get(p);
                    String expected = Files.readString(full.resolve(v + ".csv"));
                    assertEquals(expected, fromChanges.view(v).csv(), where + ", view " + v + " from CHANGES ONLY");
                    assertEquals(expected, fromLog.view(v).csv(), where + ", view " + v + " from the Parquet log");
                    assertEquals(p == 0, Files.exists(changes.resolve(v + ".csv")), where + " " + v);
                    assertEquals(p > 0, Files.exists(changes.resolve(v + ".changes.csv")), where + " " + v);
                    if (p > 0) {
                        assertEquals(Files.readString(full.resolve(v + ".changes.csv")),
                                Files.readString(changes.resolve(v + ".changes.csv")), where + " " + v);
                    }
                    assertSameValues(expected, duckView(duck, parquet, v), name.equals("mpsp") ? 2 : 1,
                            where + ", view " + v + " by DuckDB");
                }
                assertEquals(List.of(ResultsDirectory.LOCK, RunManifest.FILE, "results.parquet", "summary.csv", "views.csv"),
                        names(parquet), where);
                assertEquals(Files.readString(full.resolve("summary.csv")).lines().map(l -> l.split(",")[0]).toList(),
                        Files.readString(parquet.resolve("summary.csv")).lines().map(l -> l.split(",")[0]).toList());
            }
        }
    }

    private static List<String> names(Path d) throws IOException {
        try (Stream<Path> s = Files.list(d)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    /** The docs' DuckDB query that rebuilds a view from the log, with this test's directory and view put in. */
    private static String docsQuery(Path results, String view) throws IOException {
        Path docs = Path.of("").toAbsolutePath().getParent().resolve("docs/computations.md");
        Matcher m = Pattern.compile("<!-- rebuild-view-query -->\\s*```sql\\n(.*?)```", Pattern.DOTALL)
                .matcher(Files.readString(docs));
        assertTrue(m.find(), "docs/computations.md has the query after <!-- rebuild-view-query -->");
        return m.group(1).replace("results/bfs", results.toString().replace("'", "''")).replace("yearly_3",
                view.replace("'", "''"));
    }

    /** The view's rows as DuckDB reads them from the log: the key columns' and the value's text. */
    private static List<String[]> duckView(Connection duck, Path results, String view) throws IOException, SQLException {
        List<String[]> rows = new ArrayList<>();
        try (Statement s = duck.createStatement(); ResultSet r = s.executeQuery(docsQuery(results, view))) {
            int columns = r.getMetaData().getColumnCount();
            while (r.next()) {
                String[] row = new String[columns];
                for (int i = 0; i < columns; i++) {
                    Object o = r.getObject(i + 1);
                    row[i] = o instanceof Double d ? (d.isInfinite() ? "inf" : Double.toString(d)) : String.valueOf(o);
                }
                rows.add(row);
            }
        }
        return rows;
    }

    /** The full CSV's rows (integer ids: no quoting) equal DuckDB's: keys as integers, values as numbers, unreachable as null. */
    private static void assertSameValues(String csv, List<String[]> duck, int keyColumns, String where) {
        List<String> lines = csv.lines().toList();
        assertEquals(lines.size() - 1, duck.size(), where + ": rows");
        for (int i = 1; i < lines.size(); i++) {
            String[] f = lines.get(i).split(",");
            String[] d = duck.get(i - 1);
            assertEquals(keyColumns + 1, d.length, where);
            for (int k = 0; k < keyColumns; k++) {
                assertEquals(Long.parseLong(f[k]), Long.parseLong(d[k]), where + " line " + i);
            }
            String value = f[keyColumns];
            if (value.equals("infinity")) { // the log holds unreachable as a null, whatever the column's type
                assertEquals("null", d[keyColumns], where + " line " + i);
            } else {
                assertEquals(Double.parseDouble(value), Double.parseDouble(d[keyColumns]), where + " line " + i);
            }
        }
    }

    @Test
    void resumeIsRefusedForTheParquetLog() throws IOException {
        try (Session session = randomStore(new Random(5), 20, 60)) {
            Path out = dir.resolve("log");
            RuntimeException e = assertThrows(RuntimeException.class, () -> session.execute(
                    "RUN COMPUTATION wcc ON COLLECTION c SAVE RESULTS TO '" + out + "' AS PARQUET RESUME;"));
            assertTrue(e.getMessage().contains("RESUME cannot continue a run saved AS PARQUET"), e.getMessage());
            assertTrue(e.getMessage().contains("^"), e.getMessage());
            assertFalse(Files.exists(out));
        }
    }

    @Test
    void anUnknownViewIsNamedWithTheClosestAndTheViews() throws IOException {
        try (Session session = randomStore(new Random(6), 20, 60)) {
            Path out = dir.resolve("log");
            session.execute("RUN COMPUTATION wcc ON COLLECTION c SAVE RESULTS TO '" + out + "' CHANGES ONLY;");
            SavedResults saved = SavedResults.open(out);
            GraphsurgeException e = assertThrows(GraphsurgeException.class, () -> saved.view("c_33"));
            assertTrue(e.getMessage().contains("no view 'c_33'") && e.getMessage().contains("did you mean 'c_3'?")
                    && e.getMessage().contains("c_1") && e.getMessage().contains("c_9"), e.getMessage());
            Files.delete(out.resolve("summary.csv"));
            assertTrue(assertThrows(GraphsurgeException.class, () -> SavedResults.open(out)).getMessage()
                    .contains("holds no complete run"));
        }
    }

    @Test
    void textIdsWithCommasAndQuotesComeBackAsTheCsvShowsThem() throws IOException {
        Path e = Files.writeString(dir.resolve("e.csv"), ":start_id,:end_id,k:int\n"
                + "\"a,1\",\"b\"\"2\",1\n\"b\"\"2\",c3,2\nc3,\"a,1\",3\nd4,c3,2\ne5,f6,3\n");
        try (Session session = Session.open(dir.resolve("store")).threads(1)) {
            session.execute("LOAD GRAPH WITH EDGES FROM '" + e + "'; CREATE VIEW COLLECTION t WHERE [k <= 1], [k <= 2],"
                    + " [k >= 2], [k = 3], [k <= 3] MANUALLY_ORDERED;");
            for (String c : List.of("wcc", "bfs(root='a,1')")) {
                Path full = dir.resolve("full" + c.length());
                Path changes = dir.resolve("changes" + c.length());
                Path parquet = dir.resolve("parquet" + c.length());
                String run = "RUN DIFFERENTIAL COMPUTATION " + c + " ON COLLECTION t SAVE RESULTS TO '";
                session.execute(run + full + "';");
                session.execute(run + changes + "' CHANGES ONLY;");
                session.execute(run + parquet + "' AS PARQUET;");
                for (String v : SavedResults.open(full).views()) {
                    String expected = Files.readString(full.resolve(v + ".csv"));
                    assertEquals(expected, SavedResults.open(changes).view(v).csv(), c + " " + v);
                    assertEquals(expected, SavedResults.open(parquet).view(v).csv(), c + " " + v);
                }
            }
        }
    }
}
