package graphsurge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The files of SAVE RESULTS: what a complete directory holds, and changes when views shrink. */
class SavedResultsTest {
    @TempDir
    Path dir;

    private Path store() {
        return dir.resolve("store");
    }

    private Cli.Result gvdl(String statements) {
        return Cli.run("--store", store().toString(), "-q", "-e", statements);
    }

    private void loadSmallGraph() throws IOException {
        Path e = Files.writeString(dir.resolve("e.csv"), ":start_id,:end_id,year:int\n10,20,2001\n20,30,2002\n10,30,2003\n");
        Cli.Result r = gvdl("LOAD GRAPH WITH EDGES FROM '" + e + "';"
                + "CREATE VIEW COLLECTION upto WHERE [year <= 2001], [year <= 2002], [year <= 2003] MANUALLY_ORDERED;");
        assertEquals(0, r.exit(), r.err());
    }

    @Test
    void anInterruptedRunLeavesNoSummaryEvenWhereAnEarlierRunLeftOne() throws IOException {
        loadSmallGraph();
        Path out = dir.resolve("results");
        String run = "RUN DIFFERENTIAL COMPUTATION bfs(root=20) ON COLLECTION upto SAVE RESULTS TO '" + out + "'%s;";
        assertEquals(0, gvdl(run.formatted("")).exit());
        assertTrue(Files.exists(out.resolve("summary.csv")));
        // The second view's file is gone, so RESUME runs it again, and it cannot be written: a directory that is not
        // empty stands in its place.
        Files.delete(out.resolve("upto_2.csv"));
        Files.createDirectories(out.resolve("upto_2.csv").resolve("in-the-way"));

        Cli.Result r = gvdl(run.formatted(" RESUME"));
        assertEquals(1, r.exit(), r.err());
        assertFalse(Files.exists(out.resolve("summary.csv")), "an interrupted run's directory must not look complete");
        assertEquals("vertex,distance\n10,infinity\n20,0\n", Files.readString(out.resolve("upto_1.csv")));
        try (Stream<Path> files = Files.list(out)) {
            assertEquals(List.of(), files.filter(p -> p.toString().endsWith(".tmp")).toList());
        }
    }

    @Test
    void aRunIntoAUsedDirectoryIsRefusedUnlessItReplacesTheEarlierRun() throws IOException {
        loadSmallGraph();
        Path out = dir.resolve("results");
        String[] bfs = {"--store", store().toString(), "-q", "run", "bfs", "-p", "root=10", "--on", "upto", "--out",
            out.toString()};
        assertEquals(0, Cli.run(bfs).exit());
        String[] wcc = {"--store", store().toString(), "-q", "run", "wcc", "--on", "upto", "--out", out.toString(),
            "--changes-only"};
        Cli.Result r = Cli.run(wcc);
        assertEquals(1, r.exit(), r.err());
        assertTrue(r.err().contains("it holds an earlier run (computation=bfs"), r.err());
        assertFalse(r.err().contains("Exception"), r.err());

        String[] replace = java.util.Arrays.copyOf(wcc, wcc.length + 1);
        replace[wcc.length] = "--replace";
        r = Cli.run(replace);
        assertEquals(0, r.exit(), r.err());
        try (Stream<Path> files = Files.list(out)) {
            assertEquals(List.of("summary.csv", "upto_1.csv", "upto_2.changes.csv", "upto_3.changes.csv", "views.csv"),
                    files.map(p -> p.getFileName().toString()).filter(n -> !n.startsWith(".")).sorted().toList());
        }
        assertEquals("vertex,component\n10,10\n20,10\n", Files.readString(out.resolve("upto_1.csv")));

        r = Cli.run("--store", store().toString(), "run", "wcc", "--on", "upto", "--replace");
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains("--replace says what to do with an earlier run in --out DIR"), r.err());
    }

    @Test
    void aRunOnTheGraphAlsoEndsWithItsSummary() throws IOException {
        loadSmallGraph();
        Path out = dir.resolve("results");
        Cli.Result r = Cli.run("--store", store().toString(), "-e", "RUN COMPUTATION wcc ON GRAPH SAVE RESULTS TO '" + out + "';");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("results in " + out + ": graph.csv, summary.csv"), r.out());
        assertEquals("vertex,component\n10,10\n20,10\n30,10\n", Files.readString(out.resolve("graph.csv")));
        String summary = Files.readString(out.resolve("summary.csv"));
        assertTrue(summary.startsWith("view,position,edges,additions,deletions,mode,millis,predicate\ngraph,1,3,3,0,"), summary);
    }

    @Test
    void idsAndViewNamesHoldingCommasOrQuotesAreQuotedFields() throws IOException {
        Path e = Files.writeString(dir.resolve("e.csv"), "src:start_id,dst:end_id,year:int\n"
                + "\"a,b\",\"q\"\"uote\",1\n\"q\"\"uote\",plain,2\n");
        Path out = dir.resolve("results");
        Cli.Result r = gvdl("LOAD GRAPH WITH EDGES FROM '" + e + "' SAVE MAPPINGS TO '" + dir.resolve("mappings") + "';"
                + "CREATE VIEW COLLECTION `x,y` WHERE [year <= 1], [year <= 2] MANUALLY_ORDERED;"
                + "RUN COMPUTATION wcc ON COLLECTION `x,y` SAVE RESULTS TO '" + out + "';"
                + "RUN COMPUTATION mpsp(goals=[('a,b', 'plain')]) ON COLLECTION `x,y` SAVE RESULTS TO '"
                + dir.resolve("goals") + "';");
        assertEquals(0, r.exit(), r.err());
        List<CSVRecord> rows = CSVFormat.DEFAULT.parse(Files.newBufferedReader(out.resolve("x%2Cy_2.csv"))).getRecords();
        assertEquals(List.of(List.of("vertex", "component"), List.of("a,b", "a,b"), List.of("plain", "a,b"),
                List.of("q\"uote", "a,b")), rows.stream().map(CSVRecord::toList).toList());
        List<CSVRecord> summary = CSVFormat.DEFAULT.parse(Files.newBufferedReader(out.resolve("summary.csv"))).getRecords();
        assertEquals("x,y_1", summary.get(1).get(0));
        assertEquals(List.of("x,y_1", "year <= 1"), List.of(summary.get(1).get(0), summary.get(1).get(7)));
        assertEquals(8, summary.get(1).size(), "7 columns and the predicate");
        List<CSVRecord> goals = CSVFormat.DEFAULT.parse(Files.newBufferedReader(dir.resolve("goals").resolve("x%2Cy_2.csv")))
                .getRecords();
        assertEquals(List.of("a,b", "plain", "2"), goals.get(1).toList());
        List<CSVRecord> mappings = CSVFormat.DEFAULT.parse(Files.newBufferedReader(dir.resolve("mappings")
                .resolve("vertex_mappings.txt"))).getRecords();
        assertEquals(List.of(List.of("a,b", "0"), List.of("plain", "1"), List.of("q\"uote", "2")),
                mappings.stream().map(CSVRecord::toList).toList());
    }

    /**
     * Random graphs viewed through shrinking windows ({@code year >= 1}, {@code >= 2}, ...) and one
     * that grows back: every view's results and changes against BFS and WCC computed here, from
     * the edge list, in every mode. A vertex that leaves a view is a change from its old value to
     * nothing.
     */
    @Test
    void verticesLeavingAShrinkingViewAreChangesToNothing() throws IOException {
        long seed = 2026_12_06L; // fixed, and named in every message, so that a failure replays
        Random random = new Random(seed);
        int[] years = {1, 2, 3, 4, 5, 6, 2};
        for (int graph = 0; graph < 2; graph++) {
            Path store = dir.resolve("store");
            List<long[]> edges = randomEdges(random, 6);
            StringBuilder csv = new StringBuilder(":start_id,:end_id,year:int\n");
            for (long[] e : edges) {
                csv.append(e[0]).append(',').append(e[1]).append(',').append(e[2]).append('\n');
            }
            Path file = Files.writeString(dir.resolve("edges" + graph + ".csv"), csv);
            StringBuilder views = new StringBuilder();
            for (int y : years) {
                views.append(views.length() == 0 ? "" : ", ").append("[year >= ").append(y).append(']');
            }
            Cli.Result r = Cli.run("--store", store.toString(), "-q", "-e", "DELETE CUBES; LOAD GRAPH WITH EDGES FROM '"
                    + file + "'; CREATE VIEW COLLECTION w WHERE " + views + " MANUALLY_ORDERED;");
            assertEquals(0, r.exit(), "seed " + seed + ": " + r.err());
            long root = edges.get(random.nextInt(edges.size()))[0];
            for (String mode : new String[] {"DIFFERENTIAL", "SCRATCH", ""}) {
                for (String computation : new String[] {"bfs(root=" + root + ")", "wcc"}) {
                    Path out = dir.resolve("out-" + graph + "-" + mode + "-" + computation.substring(0, 3));
                    r = Cli.run("--store", store.toString(), "-q", "-e", "RUN " + mode + " COMPUTATION " + computation
                            + " ON COLLECTION w SAVE RESULTS TO '" + out + "';");
                    String context = "seed " + seed + ", graph " + graph + ", " + mode + " " + computation;
                    assertEquals(0, r.exit(), context + ": " + r.err());
                    Map<Long, Long> previous = new TreeMap<>();
                    for (int v = 0; v < years.length; v++) {
                        List<long[]> in = new ArrayList<>();
                        for (long[] e : edges) {
                            if (e[2] >= years[v]) {
                                in.add(e);
                            }
                        }
                        Map<Long, Long> expected = computation.startsWith("bfs") ? bfs(in, root) : wcc(in);
                        String name = "w_" + (v + 1);
                        String header = computation.startsWith("bfs") ? "vertex,distance\n" : "vertex,component\n";
                        assertEquals(header + rows(expected), Files.readString(out.resolve(name + ".csv")), context + ", " + name);
                        assertEquals("vertex,old,new\n" + changes(previous, expected),
                                Files.readString(out.resolve(name + ".changes.csv")), context + ", " + name);
                        previous = expected;
                    }
                    assertTrue(Files.readString(out.resolve("summary.csv")).contains("\nw_7,7,"), context);
                }
            }
        }
    }

    /** Up to 60 distinct edges among 20 vertices whose ids sort differently as text, each with a year from 1 to {@code years}. */
    private static List<long[]> randomEdges(Random random, int years) {
        long[] ids = new long[20];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = 1 + i * (i + 3L);
        }
        Set<String> seen = new HashSet<>();
        List<long[]> edges = new ArrayList<>();
        for (int i = 0; i < 60; i++) {
            long s = ids[random.nextInt(ids.length)];
            long t = ids[random.nextInt(ids.length)];
            if (s != t && seen.add(s + "," + t)) {
                edges.add(new long[] {s, t, 1 + random.nextInt(years)});
            }
        }
        return edges;
    }

    /** Hops from {@code root} along out-edges; the view's vertices are its edges' endpoints and the root. */
    private static Map<Long, Long> bfs(List<long[]> edges, long root) {
        Map<Long, Long> distance = new TreeMap<>();
        Map<Long, List<Long>> out = new HashMap<>();
        for (long[] e : edges) {
            distance.put(e[0], Long.MAX_VALUE);
            distance.put(e[1], Long.MAX_VALUE);
            out.computeIfAbsent(e[0], k -> new ArrayList<>()).add(e[1]);
        }
        distance.put(root, 0L);
        ArrayDeque<Long> queue = new ArrayDeque<>(List.of(root));
        while (!queue.isEmpty()) {
            long u = queue.poll();
            for (long w : out.getOrDefault(u, List.of())) {
                if (distance.get(w) == Long.MAX_VALUE) {
                    distance.put(w, distance.get(u) + 1);
                    queue.add(w);
                }
            }
        }
        return distance;
    }

    /** The smallest id of each vertex's weakly connected component, by repeated relaxation. */
    private static Map<Long, Long> wcc(List<long[]> edges) {
        Map<Long, Long> component = new TreeMap<>();
        for (long[] e : edges) {
            component.put(e[0], e[0]);
            component.put(e[1], e[1]);
        }
        boolean changed = true;
        while (changed) {
            changed = false;
            for (long[] e : edges) {
                long least = Math.min(component.get(e[0]), component.get(e[1]));
                if (component.get(e[0]) != least || component.get(e[1]) != least) {
                    component.put(e[0], least);
                    component.put(e[1], least);
                    changed = true;
                }
            }
        }
        return component;
    }

    private static String rows(Map<Long, Long> values) {
        StringBuilder sb = new StringBuilder();
        values.forEach((k, v) -> sb.append(k).append(',').append(text(v)).append('\n'));
        return sb.toString();
    }

    /** A value as result files write it: unreachable ({@code Long.MAX_VALUE} here) is {@code infinity}. */
    private static String text(Long value) {
        return value == null ? "" : value == Long.MAX_VALUE ? "infinity" : value.toString();
    }

    /** {@code vertex,old,new} for every vertex whose value or presence differs, old or new empty where absent. */
    private static String changes(Map<Long, Long> before, Map<Long, Long> after) {
        Set<Long> vertices = new TreeSet<>(before.keySet());
        vertices.addAll(after.keySet());
        StringBuilder sb = new StringBuilder();
        for (long v : vertices) {
            Long old = before.get(v);
            Long now = after.get(v);
            if (old == null || !old.equals(now)) {
                sb.append(v).append(',').append(text(old)).append(',').append(text(now)).append('\n');
            }
        }
        return sb.toString();
    }
}
