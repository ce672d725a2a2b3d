package graphsurge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code graphsurge bench} from the command line, at a scale that runs in seconds. */
class BenchCommandTest {
    @TempDir
    Path dir;

    @Test
    void printsATablePerWorkloadAndTheTargetsAndWritesCsv() throws IOException {
        Path out = dir.resolve("bench");
        Cli.Result r = Cli.run("--threads", "2", "bench", "similar", "windows", "--scale", "0.0005", "--repeat", "2",
                "--no-warm-up", "--computations", "bfs,scc", "--out", out.toString(), "--report",
                out.resolve("bench.html").toString());
        assertEquals(0, r.exit(), r.err());
        String text = r.out();
        assertTrue(text.contains("== similar: 8,000 edges, 20 random views"), text);
        assertTrue(text.contains("== windows:"), text);
        assertTrue(text.matches("(?s).*computation\\s+collection\\s+competitor\\s+median\\s+per view\\s+spread\\s+x best.*"),
                text);
        for (String competitor : List.of("DIFFERENTIAL", "DIFFERENTIAL 1t", "SCRATCH", "ADAPTIVE", "PLAIN 1t", "PLAIN 2t",
                "JGRAPHT")) {
            assertTrue(text.contains(competitor), competitor + " in\n" + text);
        }
        assertTrue(text.contains("scc") && !text.contains("wcc") && !text.contains("pr(iterations"), text);
        // ADAPTIVE's decisions in the mode words of run tables: scratch, plain, differential.
        assertTrue(text.matches("(?s).*ADAPTIVE .*\\d+ scratch, \\d+ plain, \\d+ differential.*"), text);
        assertFalse(text.contains(" native,") || text.contains(" fresh,"), text);
        assertTrue(text.contains("== targets"), text);
        assertTrue(text.matches("(?s).*1\\. similar bfs\\s+SCRATCH / DIFFERENTIAL\\s+[0-9.]+\\s+>= 10\\.0\\s+(met|missed).*"),
                text);

        List<String> csv = Files.readAllLines(out.resolve("bench.csv"));
        assertTrue(csv.get(0).startsWith("workload,collection,computation,competitor,median_s,min_s,max_s,ratio_to_best"),
                csv.get(0));
        assertTrue(csv.get(0).contains(",ratio_to_best,per_view_median_s,"), csv.get(0));
        // similar: bfs with 8 competitors (DATAFLOW: bfs takes dataflow=true, and similar measures the dataflow);
        // windows: bfs (6, no DIFFERENTIAL 1t nor DATAFLOW) and scc (5, no JGraphT) on 2 collections.
        assertEquals(1 + 8 + 2 * (6 + 5), csv.size(), String.join("\n", csv));
        assertTrue(csv.stream().skip(1).allMatch(line -> line.split(",").length >= 15), String.join("\n", csv));
        assertTrue(Files.readString(out.resolve("targets.csv")).startsWith("target,ratio,measured,goal,verdict"));
        String html = Files.readString(out.resolve("bench.html"));
        assertTrue(html.contains("<svg id='chart-bench-0'") && html.contains("<svg id='chart-bench-1'")
                && html.contains("<section id=\"targets\">") && html.contains("PLAIN 2t"), html);
    }

    @Test
    void jsonGivesOneObjectPerMeasurementAndTarget() {
        Cli.Result r = Cli.run("--threads", "1", "--format", "json", "bench", "single", "--scale", "0.0005", "--repeat", "1",
                "--no-warm-up", "--computations", "wcc");
        assertEquals(0, r.exit(), r.err());
        List<String> lines = r.out().lines().filter(l -> !l.isBlank()).toList();
        assertTrue(lines.stream().allMatch(l -> l.startsWith("{") && l.endsWith("}")), r.out());
        assertTrue(lines.stream().anyMatch(l -> l.contains("\"competitor\": \"PLAIN 1t\"")), r.out());
        // One view: no view after the first to take a median of.
        assertTrue(lines.stream().anyMatch(l -> l.contains("\"per_view_median_s\": null")), r.out());
        assertTrue(lines.stream().anyMatch(l -> l.contains("\"target\": \"3. single view wcc\"")), r.out());
    }

    @Test
    void digestsAreOnePerCompetitorAndTheSameForAllAndFromRunToRun() {
        String[] args = {"--threads", "2", "bench", "similar", "--scale", "0.0005", "--repeat", "1", "--no-warm-up",
            "--computations", "bfs,wcc", "--digests"};
        Cli.Result r = Cli.run(args);
        assertEquals(0, r.exit(), r.err());
        Map<String, Map<String, String>> byComputation = digests(r.out());
        // bfs starts at the graph's hub (BenchTest checks which vertex that is).
        String bfs = byComputation.keySet().stream().filter(c -> c.startsWith("bfs(root=")).findFirst().orElseThrow();
        assertEquals(Set.of(bfs, "wcc"), byComputation.keySet(), r.out());
        for (Map<String, String> byCompetitor : byComputation.values()) {
            assertEquals(Set.of("DIFFERENTIAL", "DIFFERENTIAL 1t", "DATAFLOW", "SCRATCH", "ADAPTIVE", "PLAIN 1t", "PLAIN 2t",
                    "JGRAPHT"), byCompetitor.keySet(), r.out());
            assertEquals(1, Set.copyOf(byCompetitor.values()).size(), r.out());
        }
        assertNotEquals(byComputation.get(bfs).get("SCRATCH"), byComputation.get("wcc").get("SCRATCH"));
        // The same workload again (it is generated deterministically): the same digests.
        assertEquals(byComputation, digests(Cli.run(args).out()));

        Cli.Result plain = Cli.run(Arrays.copyOf(args, args.length - 1));
        assertEquals(0, plain.exit(), plain.err());
        assertFalse(plain.out().contains("digest"), plain.out());
    }

    /** The rows of the digest tables in {@code out}: digest by competitor, by computation. */
    private static Map<String, Map<String, String>> digests(String out) {
        Map<String, Map<String, String>> byComputation = new TreeMap<>();
        Matcher m = Pattern.compile("(?m)^ {3}(\\S+) +generated order +(\\S+(?: \\S+)?) +([0-9a-f]{16})$").matcher(out);
        while (m.find()) {
            byComputation.computeIfAbsent(m.group(1), k -> new TreeMap<>()).put(m.group(2), m.group(3));
        }
        return byComputation;
    }

    @Test
    void badArgumentsAreRefusedWithTheChoices() {
        Cli.Result unknown = Cli.run("bench", "nosuch", "--scale", "0.001");
        assertNotEquals(0, unknown.exit());
        assertTrue(unknown.err().contains("no workload 'nosuch'; the workloads are similar, single, different, percent, "
                + "windows, communities"), unknown.err());
        Cli.Result scale = Cli.run("bench", "--scale", "2");
        assertNotEquals(0, scale.exit());
        assertTrue(scale.err().contains("--scale must be in (0, 1], got 2.0"), scale.err());
        Cli.Result competitor = Cli.run("bench", "--competitors", "fast");
        assertNotEquals(0, competitor.exit());
        assertTrue(competitor.err().contains("no competitor 'fast'"), competitor.err());
        Cli.Result warmUp = Cli.run("bench", "--warm-up", "-1");
        assertEquals(2, warmUp.exit(), warmUp.err());
        assertTrue(warmUp.err().contains("--warm-up must be at least 0, got -1"), warmUp.err());
    }

    @Test
    void theHeadingSaysHowManyRoundsWereWarmUp() {
        Cli.Result r = Cli.run("--threads", "1", "bench", "single", "--scale", "0.0005", "--repeat", "1", "--warm-up", "2",
                "--computations", "bfs", "--competitors", "plain_1");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("1 thread, 1 round after 2 of warm-up)"), r.out());
    }

    /**
     * {@code bench paper} at a small scale: every phase is measured and printed, the saved forms
     * wrote something, the runs covered the collection's views (a per-view sum and a view after
     * the first), and a directory that is not empty is refused.
     */
    @Test
    void paperRunsItsPhasesThroughAStoreAndRefusesAUsedDirectory() throws IOException {
        Path work = dir.resolve("paper");
        Cli.Result r = Cli.run("--threads", "2", "--format", "json", "bench", "paper", "--scale", "0.001", "--sample", "2",
                "--computations", "bfs", "--work", work.toString());
        assertEquals(0, r.exit(), r.err());
        List<String> lines = r.out().strip().lines().toList();
        assertEquals(6, lines.size(), r.out());
        assertTrue(lines.get(0).contains("\"phase\": \"graph: 4,096 vertices, 69,000 edges, generated and stored\""),
                lines.get(0));
        assertTrue(lines.get(1).contains("\"phase\": \"collection: 20 views of 34,000 edges changing 2 each\""),
                lines.get(1));
        for (String phase : List.of("run, results not saved", "run, SAVE RESULTS AS PARQUET", "run, SAVE RESULTS CHANGES ONLY")) {
            String line = lines.stream().filter(l -> l.contains("\"phase\": \"" + phase + "\"")).findFirst().orElseThrow();
            assertTrue(line.contains("\"computation\": \"bfs(root="), line);
            assertFalse(line.contains("\"later_view_median_s\": null") || line.contains("\"view_sum_s\": null"), line);
            assertEquals(phase.contains("SAVE"), !line.contains("\"bytes_written\": 0}"), line);
        }
        assertTrue(lines.get(5).contains("plain algorithm, 1 thread, 2 sampled views"), lines.get(5));
        assertTrue(Files.exists(work.resolve("results-bfs-as-parquet").resolve("results.parquet")));
        Cli.Result again = Cli.run("bench", "paper", "--scale", "0.001", "--work", work.toString());
        assertEquals(1, again.exit(), again.out());
        assertTrue(again.err().contains("is not empty: name a new or empty directory"), again.err());
    }
}
