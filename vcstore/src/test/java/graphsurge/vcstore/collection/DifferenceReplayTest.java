package graphsurge.vcstore.collection;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.gstore.PropertyGraph;
import graphsurge.gstore.PropertyTable;
import graphsurge.gstore.VertexIds;
import graphsurge.vcstore.collection.DifferenceFiles.Difference;
import graphsurge.vcstore.eval.ViewDifferences;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** LOAD CUBE's replay gives the views a plain count of each endpoint pair's copies gives. */
class DifferenceReplayTest {
    @Test
    void replayedDifferencesGiveEachViewItsPairsFirstCopies() {
        for (long seed = 1; seed <= 60; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            int n = 2 + r.nextInt(8);
            int m = 1 + r.nextInt(200);
            int[] src = new int[m];
            int[] dst = new int[m];
            for (int e = 0; e < m; e++) {
                src[e] = r.nextInt(n);
                dst[e] = r.nextInt(n); // few vertices: many parallel copies
            }
            long[] ids = new long[n];
            for (int v = 0; v < n; v++) {
                ids[v] = v * 10L;
            }
            PropertyGraph g = PropertyGraph.assemble(new VertexIds.Numeric(ids), src, dst, PropertyTable.empty(n),
                    PropertyTable.empty(m));
            Map<String, List<Integer>> copies = new HashMap<>(); // a pair's edge ids, ascending
            for (int e = 0; e < g.edgeCount(); e++) {
                copies.computeIfAbsent(g.sources()[e] + " " + g.targets()[e], x -> new ArrayList<>()).add(e);
            }
            List<String> pairs = new ArrayList<>(copies.keySet());
            Collections.sort(pairs);
            Map<String, Integer> held = new HashMap<>();
            int views = 1 + r.nextInt(12);
            List<List<Difference>> files = new ArrayList<>();
            long[][] expected = new long[views][(g.edgeCount() + 63) / 64];
            int expectedWarnings = 0;
            for (int v = 0; v < views; v++) {
                Path file = Path.of("d_0_" + v + ".txt");
                List<int[]> lines = new ArrayList<>(); // pair index, sign
                for (int p = 0; p < pairs.size(); p++) {
                    if (r.nextInt(3) > 0) {
                        continue;
                    }
                    int now = held.getOrDefault(pairs.get(p), 0);
                    int target = r.nextInt(copies.get(pairs.get(p)).size() + 3) - 2; // below zero now and then
                    for (int i = 0; i < Math.abs(target - now); i++) {
                        lines.add(new int[] {p, Integer.signum(target - now)});
                    }
                    if (r.nextBoolean()) {
                        lines.add(new int[] {p, 1});
                        lines.add(new int[] {p, -1});
                    }
                    if (target < 0) {
                        expectedWarnings++;
                    }
                    held.put(pairs.get(p), Math.max(0, target));
                }
                Collections.shuffle(lines, new Random(r.nextLong()));
                List<Difference> differences = new ArrayList<>();
                for (int[] line : lines) {
                    String[] ends = pairs.get(line[0]).split(" ");
                    differences.add(new Difference(Long.toString(ids[Integer.parseInt(ends[0])]),
                            Long.toString(ids[Integer.parseInt(ends[1])]), line[1], file, differences.size() + 1));
                }
                files.add(differences);
                for (Map.Entry<String, Integer> h : held.entrySet()) {
                    for (int i = 0; i < h.getValue(); i++) {
                        int e = copies.get(h.getKey()).get(i);
                        expected[v][e >>> 6] |= 1L << e;
                    }
                }
            }
            DifferenceReplay.Replayed replayed = DifferenceReplay.replay(files, g);
            assertEquals(expectedWarnings, replayed.warnings().size(), "seed " + seed);
            ViewDifferences d = replayed.differences();
            long[] current = new long[expected[0].length];
            for (int v = 0; v < views; v++) {
                for (int e : d.deletions()[v]) {
                    assertTrue((current[e >>> 6] >>> e & 1) != 0, "seed " + seed + ", view " + v + " deletes an absent edge");
                    current[e >>> 6] &= ~(1L << e);
                }
                for (int e : d.additions()[v]) {
                    assertTrue((current[e >>> 6] >>> e & 1) == 0, "seed " + seed + ", view " + v + " adds a present edge");
                    current[e >>> 6] |= 1L << e;
                }
                assertEquals(-1, ViewCollection.notAscendingAt(d.additions()[v]), "seed " + seed);
                assertEquals(-1, ViewCollection.notAscendingAt(d.deletions()[v]), "seed " + seed);
                assertArrayEquals(expected[v], current, "seed " + seed + ", view " + v);
            }
        }
    }
}
