package graphsurge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Graphsurge's own BFS and WCC test batches ({@code ../shared/graphsurge-data/test_data}) load
 * with LOAD CUBE and give, in every mode, the per-view results computed here independently from
 * the batch files with a plain queue and a plain union-find over the original ids.
 */
class GoldenComputationsTest {
    @TempDir
    Path dir;

    @Test
    void graphsurgeBfsBatchesGiveTheExpectedDistancesInEveryMode() throws IOException {
        Path shared = Cli.sharedData();
        Path folder = shared.resolve("graphsurge-data/test_data/bfs/1d_small");
        // View 1 is the binary batch-0_0_0.gmap: these 8 edges; the text batches change it.
        Map<String, Integer> first = new TreeMap<>();
        for (String e : new String[] {"2->3", "3->9", "4->2", "4->5", "5->2", "5->9", "6->4", "9->8"}) {
            first.put(e, 1);
        }
        List<Map<String, Integer>> views = new ArrayList<>();
        views.add(first);
        Map<String, Integer> current = new TreeMap<>(first);
        for (int j = 1; j < 4; j++) {
            for (String line : Files.readAllLines(folder.resolve("batch-0_0_" + j + ".txt"))) {
                String[] p = line.strip().split(",");
                if (p.length == 3) {
                    current.merge(p[0] + "->" + p[1], Integer.parseInt(p[2].replace("+", "")), Integer::sum);
                }
            }
            current.values().removeIf(c -> c <= 0);
            views.add(new TreeMap<>(current));
        }
        for (String mode : new String[] {"DIFFERENTIAL", "SCRATCH", ""}) {
            Path out = dir.resolve("bfs" + mode.length());
            Cli.Result r = Cli.run("--store", dir.resolve("s" + mode.length()).toString(), "-q", "-e",
                    "LOAD CUBE c 1 4 FROM '" + folder + "' WITH PREFIX 'batch-0_'; RUN " + mode
                            + " COMPUTATION bfs(root=4) ON COLLECTION c SAVE RESULTS TO '" + out + "';");
            assertEquals(0, r.exit(), r.err());
            for (int v = 0; v < 4; v++) {
                assertEquals(bfs(views.get(v), 4), Files.readString(out.resolve("c_" + (v + 1) + ".csv")), mode + " view " + v);
            }
        }
    }

    @Test
    void graphsurgeWccBatchesGiveTheExpectedComponentsInEveryMode() throws IOException {
        Path shared = Cli.sharedData();
        Path folder = shared.resolve("graphsurge-data/test_data/wcc/1d_small");
        int count = 0;
        while (Files.exists(folder.resolve("batch-0_0_" + count + ".txt"))) {
            count++;
        }
        List<Map<String, Integer>> views = LoadCubeTest.expectedViews(folder, "batch-0_", count);
        for (String mode : new String[] {"DIFFERENTIAL", "SCRATCH", ""}) {
            Path out = dir.resolve("wcc" + mode.length());
            Cli.Result r = Cli.run("--store", dir.resolve("w" + mode.length()).toString(), "-q", "-e",
                    "LOAD CUBE c 1 " + count + " FROM '" + folder + "' WITH PREFIX 'batch-0_'; RUN " + mode
                            + " COMPUTATION wcc ON COLLECTION c SAVE RESULTS TO '" + out + "';");
            assertEquals(0, r.exit(), r.err());
            for (int v = 0; v < count; v++) {
                assertEquals(wcc(views.get(v)), Files.readString(out.resolve("c_" + (v + 1) + ".csv")), mode + " view " + v);
            }
        }
    }

    /** The expected CSV: hops from root along "a->b" edges, for the edges' endpoints and the root. */
    private static String bfs(Map<String, Integer> edges, long root) {
        TreeMap<Long, Long> dist = new TreeMap<>();
        for (String e : edges.keySet()) {
            String[] ab = e.split("->");
            dist.put(Long.parseLong(ab[0]), Long.MAX_VALUE);
            dist.put(Long.parseLong(ab[1]), Long.MAX_VALUE);
        }
        dist.put(root, 0L);
        ArrayDeque<Long> queue = new ArrayDeque<>(List.of(root));
        while (!queue.isEmpty()) {
            long u = queue.poll();
            for (String e : edges.keySet()) {
                String[] ab = e.split("->");
                long b = Long.parseLong(ab[1]);
                if (Long.parseLong(ab[0]) == u && dist.get(b) == Long.MAX_VALUE) {
                    dist.put(b, dist.get(u) + 1);
                    queue.add(b);
                }
            }
        }
        StringBuilder s = new StringBuilder("vertex,distance\n");
        dist.forEach((v, d) -> s.append(v).append(',').append(d == Long.MAX_VALUE ? "infinity" : d.toString()).append('\n'));
        return s.toString();
    }

    /** The expected CSV: each endpoint's smallest connected id, edges undirected. */
    private static String wcc(Map<String, Integer> edges) {
        TreeMap<Long, Long> label = new TreeMap<>();
        for (String e : edges.keySet()) {
            for (String x : e.split("->")) {
                label.put(Long.parseLong(x), Long.parseLong(x));
            }
        }
        boolean changed = true;
        while (changed) {
            changed = false;
            for (String e : edges.keySet()) {
                String[] ab = e.split("->");
                long a = Long.parseLong(ab[0]);
                long b = Long.parseLong(ab[1]);
                long m = Math.min(label.get(a), label.get(b));
                if (label.get(a) != m || label.get(b) != m) {
                    label.put(a, m);
                    label.put(b, m);
                    changed = true;
                }
            }
        }
        StringBuilder s = new StringBuilder("vertex,component\n");
        label.forEach((v, l) -> s.append(v).append(',').append(l).append('\n'));
        return s.toString();
    }
}
