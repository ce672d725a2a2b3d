package graphsurge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code graphsurge results}: a view's full result from each form {@code run --out} saves
 * ({@code --changes-only}, {@code --out-format parquet}), its errors and exit codes.
 */
class ResultsCommandTest {
    /** BFS from 10 over 10->20 (2001), 20->30 (2002), 10->30 (2003), by hand. */
    private static final List<String> UPTO = List.of(
            "vertex,distance\n10,0\n20,1\n",
            "vertex,distance\n10,0\n20,1\n30,2\n",
            "vertex,distance\n10,0\n20,1\n30,1\n");
    /** The same from 20: 10 is in every view but unreachable. */
    private static final List<String> FROM_20 = List.of(
            "vertex,distance\n10,infinity\n20,0\n",
            "vertex,distance\n10,infinity\n20,0\n30,1\n",
            "vertex,distance\n10,infinity\n20,0\n30,1\n");

    @TempDir
    Path dir;

    private Path store() {
        return dir.resolve("store");
    }

    private Cli.Result cli(String... args) {
        String[] all = new String[args.length + 2];
        all[0] = "--store";
        all[1] = store().toString();
        System.arraycopy(args, 0, all, 2, args.length);
        return Cli.run(all);
    }

    private void load() throws IOException {
        Path e = Files.writeString(dir.resolve("e.csv"), ":start_id,:end_id,year:int\n10,20,2001\n20,30,2002\n10,30,2003\n");
        Cli.Result r = Cli.run("--store", store().toString(), "-q", "-e", "LOAD GRAPH WITH EDGES FROM '" + e + "';"
                + "CREATE VIEW COLLECTION upto WHERE [year <= 2001], [year <= 2002], [year <= 2003] MANUALLY_ORDERED;");
        assertEquals(0, r.exit(), r.err());
    }

    @Test
    void everyFormGivesEveryViewsFullResult() throws IOException {
        load();
        for (String root : List.of("10", "20")) {
            List<String> expected = root.equals("10") ? UPTO : FROM_20;
            for (List<String> form : List.of(List.<String>of(), List.of("--changes-only"), List.of("--out-format", "parquet"),
                    List.of("--out-format", "CSV", "--changes-only"))) {
                Path out = dir.resolve("bfs-" + root + "-" + String.join("", form));
                List<String> args = new java.util.ArrayList<>(List.of("-q", "run", "bfs", "--param", "root=" + root,
                        "--on", "upto", "--mode", "differential", "--out", out.toString()));
                args.addAll(form);
                Cli.Result run = cli(args.toArray(new String[0]));
                assertEquals(0, run.exit(), run.err());
                for (int v = 0; v < 3; v++) {
                    Cli.Result r = Cli.run("results", out.toString(), "--view", "upto_" + (v + 1));
                    assertEquals(0, r.exit(), r.err());
                    assertEquals(expected.get(v), r.out(), form + " upto_" + (v + 1));
                }
                boolean parquet = form.contains("parquet");
                assertEquals(parquet, Files.exists(out.resolve("results.parquet")), form.toString());
                assertEquals(!parquet, Files.exists(out.resolve("upto_1.csv")), form.toString());
                assertEquals(form.isEmpty(), Files.exists(out.resolve("upto_3.csv")), form.toString());
            }
        }
    }

    @Test
    void anUnknownViewFailsNamingTheClosest() throws IOException {
        load();
        Path out = dir.resolve("r");
        assertEquals(0, cli("-q", "run", "bfs", "--param", "root=10", "--on", "upto", "--out", out.toString(),
                "--out-format", "parquet").exit());
        Cli.Result r = Cli.run("results", out.toString(), "--view", "upto_4");
        assertEquals(1, r.exit());
        assertEquals("", r.out());
        assertTrue(r.err().contains("no view 'upto_4'") && r.err().contains("did you mean 'upto_1'?")
                && r.err().contains("upto_1, upto_2, upto_3"), r.err());
        assertFalse(r.err().contains("\tat "), "no stack trace");
    }

    @Test
    void jsonGivesTheColumnsAndRows() throws IOException {
        load();
        Path out = dir.resolve("r");
        assertEquals(0, cli("-q", "run", "bfs", "--param", "root=10", "--on", "upto", "--out", out.toString(),
                "--changes-only").exit());
        Cli.Result r = Cli.run("results", out.toString(), "--view", "upto_3", "--json");
        assertEquals(0, r.exit(), r.err());
        assertEquals("{\"view\": \"upto_3\", \"position\": 3, \"columns\": [\"vertex\", \"distance\"], \"rows\": "
                + "[[\"10\", \"0\"], [\"20\", \"1\"], [\"30\", \"1\"]]}\n", r.out());
    }

    @Test
    void outWritesTheFileItNames() throws IOException {
        load();
        Path out = dir.resolve("r");
        assertEquals(0, cli("-q", "run", "bfs", "--param", "root=10", "--on", "upto", "--out", out.toString(),
                "--changes-only").exit());
        Path file = dir.resolve("upto_2.csv");
        Cli.Result r = Cli.run("results", out.toString(), "--view", "upto_2", "--out", file.toString());
        assertEquals(0, r.exit(), r.err());
        assertEquals(UPTO.get(1), Files.readString(file));
        assertTrue(r.out().contains("3 rows"), r.out());
        Cli.Result missing = Cli.run("results", out.toString(), "--view", "upto_2", "--out",
                dir.resolve("no-such-dir").resolve("x.csv").toString());
        assertEquals(1, missing.exit(), missing.err());
        assertFalse(missing.err().contains("\tat "), missing.err());
    }

    @Test
    void badUseIsAUsageErrorAndAMissingRunAnInputError() throws IOException {
        assertEquals(2, Cli.run("results", dir.toString()).exit(), "--view is required");
        Cli.Result none = Cli.run("results", dir.resolve("nothing").toString(), "--view", "v");
        assertEquals(1, none.exit());
        assertTrue(none.err().contains("no results directory"), none.err());
        Cli.Result incomplete = Cli.run("results", dir.toString(), "--view", "v");
        assertEquals(1, incomplete.exit());
        assertTrue(incomplete.err().contains("holds no complete run"), incomplete.err());
        load();
        Cli.Result format = cli("run", "bfs", "--param", "root=10", "--on", "upto", "--out", "x", "--out-format", "parqet");
        assertEquals(2, format.exit());
        assertTrue(format.err().contains("did you mean 'parquet'?"), format.err());
        assertEquals(2, cli("run", "bfs", "--param", "root=10", "--on", "upto", "--changes-only").exit());
        assertEquals(2, cli("run", "bfs", "--param", "root=10", "--on", "upto", "--out", "x", "--changes-only",
                "--out-format", "parquet").exit());
        Cli.Result resume = cli("run", "bfs", "--param", "root=10", "--on", "upto", "--out", dir.resolve("p").toString(),
                "--out-format", "parquet", "--resume");
        assertEquals(1, resume.exit());
        assertTrue(resume.err().contains("RESUME cannot continue a run saved AS PARQUET"), resume.err());
    }
}
