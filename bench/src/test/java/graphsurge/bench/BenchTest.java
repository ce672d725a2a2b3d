package graphsurge.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.analytics.computation.Computation;
import graphsurge.analytics.computation.ComputationRegistry;
import graphsurge.analytics.computation.ResultKind;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The benchmark instrument at a tiny scale: every workload runs with every competitor that can
 * take it, and all of them agree on every view (the benchmark checks this itself and throws
 * otherwise); the checker, the digests and the targets are tested on their own.
 */
class BenchTest {
    private static final double TINY = 1.0 / 2000;

    /** The competitors that compute PageRank's ranks exactly (the plain algorithm or the dataflow). */
    private static final Set<Competitor> EXACT_RANKS = EnumSet.of(Competitor.SCRATCH, Competitor.DATAFLOW,
            Competitor.PLAIN_1, Competitor.PLAIN_N);

    @Test
    // Every workload with every competitor, DATAFLOW included: minutes on a shared 2-core machine, beyond the
    // build's default of 5 per test; the limit guards against a hang, it measures nothing.
    @Timeout(value = 15, unit = TimeUnit.MINUTES)
    void everyWorkloadRunsEveryCompetitorAndTheyAgree() {
        Workloads workloads = new Workloads(TINY, 2);
        Bench.Settings settings = new Bench.Settings(1, 2, Set.of(), 1_000_000, 0);
        List<Bench.Measurement> all = new ArrayList<>();
        for (String name : Workloads.NAMES) {
            Workload w = workloads.generate(name);
            List<Bench.Measurement> ms = Bench.run(w, settings, new Bench.Listener() {
                @Override
                public void running(String what) {}

                @Override
                public void measured(Bench.Measurement m) {}
            });
            for (Workload.NamedCollection nc : w.collections()) {
                for (String call : w.computations()) {
                    EnumSet<Competitor> seen = EnumSet.noneOf(Competitor.class);
                    Set<Long> digests = new java.util.HashSet<>();
                    // Ranks moved by PageRank's kernel agree within a bound (checked by the bench), not bit for bit.
                    boolean ranks = ComputationRegistry.builtIns().find(call.split("\\(")[0]).resultKind() == ResultKind.RANKS;
                    for (Bench.Measurement m : ms) {
                        if (m.collection().equals(nc.label()) && m.computation().equals(call)) {
                            seen.add(m.competitor());
                            if (!ranks || EXACT_RANKS.contains(m.competitor())) {
                                digests.add(m.digest());
                            }
                            assertEquals(1, m.nanos().length);
                            assertTrue(m.nanos()[0] > 0 && m.peakHeap() > 0 && m.liveHeap() > 0, m.toString());
                            assertEquals(m.views(), m.viewNanos()[0].length);
                            long viewsTogether = 0;
                            for (long t : m.viewNanos()[0]) {
                                assertTrue(t > 0, m.toString());
                                viewsTogether += t;
                            }
                            // The views' times are the round's, cut at each view's report.
                            assertTrue(viewsTogether <= m.nanos()[0], m.toString());
                            if (m.views() > 1) {
                                assertTrue(m.perViewMedian() > 0 && m.perViewMedian() < m.median(), m.toString());
                            } else {
                                assertEquals(-1, m.perViewMedian());
                            }
                        }
                    }
                    assertEquals(1, digests.size(), "every competitor has the same combined digest: " + name + " " + call);
                    String computation = call.split("\\(")[0];
                    assertTrue(seen.containsAll(EnumSet.of(Competitor.DIFFERENTIAL, Competitor.SCRATCH,
                            Competitor.ADAPTIVE, Competitor.PLAIN_1, Competitor.PLAIN_N)), name + " " + call + " " + seen);
                    assertEquals(Set.of("bfs", "sssp", "wcc").contains(computation), seen.contains(Competitor.JGRAPHT),
                            name + " " + call);
                    assertEquals(Set.of("similar", "percent").contains(name), seen.contains(Competitor.DIFFERENTIAL_1), name + " " + call);
                    // By default DATAFLOW runs where the targets ask for it: for the computations that say they take
                    // it, with hops, distances or components (PageRank's ranks are asked no dataflow target).
                    Computation described = ComputationRegistry.builtIns().find(computation);
                    boolean takesDataflow = described.parameters().contains("dataflow") && Set.of(ResultKind.HOPS,
                            ResultKind.DISTANCES, ResultKind.COMPONENTS).contains(described.resultKind());
                    assertEquals(Set.of("similar", "percent").contains(name) && takesDataflow,
                            seen.contains(Competitor.DATAFLOW), name + " " + call);
                }
            }
            all.addAll(ms);
        }
        // Each workload has the shape it promises.
        assertTrue(all.stream().anyMatch(m -> m.workload().equals("single") && m.views() == 1));
        assertTrue(all.stream().anyMatch(m -> m.workload().equals("windows") && m.computation().equals("scc")));
        assertTrue(all.stream().anyMatch(m -> m.workload().equals("percent") && m.views() == 20
                && m.computation().startsWith("mpsp")));
        assertTrue(all.stream().anyMatch(m -> m.workload().equals("communities") && m.views() == 35));
        assertTrue(all.stream().anyMatch(m -> m.competitor() == Competitor.ADAPTIVE && !m.decisions().isEmpty()));
        // A run of all workloads measures every target, issue #16's included.
        List<Targets.Target> targets = Targets.check(all);
        assertTrue(targets.stream().anyMatch(t -> t.name().startsWith("12. ")));
        for (Targets.Target t : targets) {
            assertTrue(t.measuredAtAll(), t.name() + ": " + t.asks());
        }
    }

    @Test
    void workloadsHaveTheirSizesAtFullScaleDividedByTheScale() {
        Workloads w = new Workloads(1.0 / 1000, 1);
        Workload similar = w.generate("similar");
        assertEquals(16_000, similar.graph().edgeCount());
        var c = similar.collections().get(0).collection();
        assertEquals(20, c.views());
        assertEquals(10_000, c.sizes()[0]);
        // 500 additions and 500 deletions scale to 1 each (at least one).
        assertEquals(1, c.additions()[1].length);
        assertEquals(1, c.deletions()[1].length);
        Workload different = w.generate("different");
        var d = different.collections().get(0).collection();
        assertEquals(1_750, d.additions()[5].length);
        assertEquals(1_750, d.deletions()[5].length);
        // percent: windows of 10,000 edges moving by 50: each view 50 in, 50 out, none seen before.
        var p = w.generate("percent").collections().get(0).collection();
        assertEquals(20, p.views());
        java.util.BitSet ever = new java.util.BitSet();
        for (int v = 0; v < p.views(); v++) {
            assertEquals(10_000, p.sizes()[v]);
            assertEquals(v == 0 ? 10_000 : 50, p.additions()[v].length);
            assertEquals(v == 0 ? 0 : 50, p.deletions()[v].length);
            for (int e : p.additions()[v]) {
                assertTrue(!ever.get(e), "an edge enters a sliding window once");
                ever.set(e);
            }
        }
        Workload communities = w.generate("communities");
        assertEquals(2, communities.collections().size());
        assertTrue(communities.collections().get(0).collection().differences()
                <= communities.collections().get(1).collection().differences(), "the chosen order has no more differences");
    }

    @Test
    void searchesStartAtTheGraphsHubsWhichReachMostOfItsEdges() {
        Workload w = new Workloads(1.0 / 200, 1).generate("percent");
        var g = w.graph();
        int[] offsets = g.out().offsets();
        Integer[] byDegree = new Integer[g.vertexCount()];
        for (int v = 0; v < byDegree.length; v++) {
            byDegree[v] = v;
        }
        Arrays.sort(byDegree, (a, b) -> offsets[b + 1] - offsets[b] != offsets[a + 1] - offsets[a]
                ? (offsets[b + 1] - offsets[b]) - (offsets[a + 1] - offsets[a]) : a - b);
        int[] hubs = Workloads.hubs(g, 5);
        for (int i = 0; i < 5; i++) {
            assertEquals(byDegree[i], hubs[i], "hub " + i);
        }
        String root = g.ids().original(hubs[0]);
        assertEquals(List.of("bfs(root=" + root + ")", "sssp(root=" + root + ", weight=weight)", "wcc",
                "pr(iterations=10)", "scc", "mpsp(goals=[(" + root + ", " + g.ids().original(hubs[1]) + "), (" + root
                        + ", " + g.ids().original(hubs[2]) + "), (" + g.ids().original(hubs[1]) + ", " + root + "), ("
                        + g.ids().original(hubs[3]) + ", " + g.ids().original(hubs[4]) + ")])"),
                w.computations());
        // The root reaches most of the graph's edges along out-edges (a plain breadth-first search here).
        boolean[] seen = new boolean[g.vertexCount()];
        int[] queue = new int[g.vertexCount()];
        int head = 0;
        int tail = 0;
        queue[tail++] = hubs[0];
        seen[hubs[0]] = true;
        long reachedEdges = 0;
        while (head < tail) {
            int v = queue[head++];
            reachedEdges += offsets[v + 1] - offsets[v];
            for (int i = offsets[v]; i < offsets[v + 1]; i++) {
                int t = g.out().neighbours()[i];
                if (!seen[t]) {
                    seen[t] = true;
                    queue[tail++] = t;
                }
            }
        }
        assertTrue(reachedEdges > g.edgeCount() / 2, reachedEdges + " of " + g.edgeCount() + " edges reached");
    }

    @Test
    void warmUpRoundsRunEveryCompetitorInTurnAndAreNotTimed() {
        Workload all = new Workloads(TINY, 1).generate("single");
        Workload single = new Workload(all.name(), all.description(), all.graph(), all.collections(),
                all.computations().subList(0, 1), false, false);
        List<String> running = new ArrayList<>();
        List<Bench.Measurement> ms = Bench.run(single,
                new Bench.Settings(2, 1, EnumSet.of(Competitor.PLAIN_1, Competitor.SCRATCH), 0, 3), new Bench.Listener() {
                    @Override
                    public void running(String what) {
                        running.add(what);
                    }

                    @Override
                    public void measured(Bench.Measurement m) {}
                });
        assertEquals(2 * (3 + 2), running.size(), String.join("\n", running));
        for (int i = 0; i < running.size(); i++) {
            String round = i < 6 ? "warm-up round " + (i / 2 + 1) + " of 3" : "round " + ((i - 6) / 2 + 1) + " of 2";
            assertTrue(running.get(i).endsWith(round), running.get(i) + " should end with " + round);
        }
        for (Bench.Measurement m : ms) {
            assertEquals(2, m.nanos().length, "only the measured rounds are timed");
            assertEquals(2, m.viewNanos().length);
        }
    }

    @Test
    void aDisagreementStopsTheBenchmarkAndNamesTheView() {
        Workload w = new Workloads(TINY, 1).generate("similar");
        var c = w.collections().get(0).collection();
        long[] reference = new long[c.views()];
        long[] other = reference.clone();
        assertEquals(reference, Bench.check(null, reference, Competitor.DIFFERENTIAL, Competitor.DIFFERENTIAL, c, "bfs"));
        Bench.check(reference, other.clone(), Competitor.SCRATCH, Competitor.DIFFERENTIAL, c, "bfs");
        other[3] = 1;
        Bench.Mismatch e = assertThrows(Bench.Mismatch.class,
                () -> Bench.check(reference, other, Competitor.SCRATCH, Competitor.DIFFERENTIAL, c, "bfs"));
        assertTrue(e.getMessage().contains("view v4") && e.getMessage().contains("SCRATCH"), e.getMessage());
    }

    @Test
    void ranksAgreeWithinTheToleranceAndADifferenceBeyondItStops() {
        Workload w = new Workloads(TINY, 1).generate("similar");
        var c = w.collections().get(0).collection();
        long one = 1L << 40;
        boolean[] reported = {true, true, false};
        float[] reference = Bench.referenceRanks(new long[] {one, 3 * one, 0}, reported);
        long within = (long) (one * (1 + Bench.RANK_TOLERANCE * 0.9));
        Bench.checkRanks(reference, new long[] {within, 3 * one, 99}, reported, Competitor.PLAIN_1,
                Competitor.DIFFERENTIAL, c, 2, "pr");
        long beyond = (long) (one * (1 + Bench.RANK_TOLERANCE * 1.5));
        Bench.Mismatch e = assertThrows(Bench.Mismatch.class, () -> Bench.checkRanks(reference,
                new long[] {one, beyond * 3, 0}, reported, Competitor.PLAIN_1, Competitor.DIFFERENTIAL, c, 2, "pr"));
        assertTrue(e.getMessage().contains("view v3") && e.getMessage().contains("key 1"), e.getMessage());
        assertThrows(Bench.Mismatch.class, () -> Bench.checkRanks(reference, new long[] {one, 3 * one, 0},
                new boolean[] {true, true, true}, Competitor.PLAIN_1, Competitor.DIFFERENTIAL, c, 2, "pr"));
    }

    @Test
    void digestsSeeEveryReportedValueAndOnlyThose() {
        long[] values = {5, 7, 9, 11};
        boolean[] reported = {true, true, false, true};
        long d = Bench.digest(values, reported);
        long[] changed = values.clone();
        changed[2] = 100; // not reported: the same digest
        assertEquals(d, Bench.digest(changed, reported));
        changed[1] = 8;
        assertNotEquals(d, Bench.digest(changed, reported));
        // The same values on other keys differ.
        assertNotEquals(d, Bench.digest(new long[] {7, 5, 9, 11}, reported));
        assertNotEquals(d, Bench.digest(values, new boolean[] {true, true, true, true}));
    }

    @Test
    void aCombinedDigestSeesWhichViewHadWhichResult() {
        long[] views = {Bench.digest(new long[] {1, 2}, new boolean[] {true, true}),
                Bench.digest(new long[] {1, 3}, new boolean[] {true, true}), 0};
        long d = Bench.combined(views);
        assertEquals(d, Bench.combined(views.clone()));
        assertNotEquals(d, Bench.combined(new long[] {views[1], views[0], views[2]}));
        assertNotEquals(d, Bench.combined(new long[] {views[0], views[1]}));
        long[] changed = views.clone();
        changed[2] = 1;
        assertNotEquals(d, Bench.combined(changed));
    }

    @Test
    void targetsCompareTheRightMediansAgainstTheirGoals() {
        List<Bench.Measurement> ms = List.of(
                m("similar", "g", "bfs(root=0)", Competitor.DIFFERENTIAL, 10, 100),
                m("similar", "g", "bfs(root=0)", Competitor.SCRATCH, 120, 150),
                m("similar", "g", "bfs(root=0)", Competitor.PLAIN_1, 9, 1),
                m("different", "g", "wcc", Competitor.DIFFERENTIAL, 50, 1),
                m("different", "g", "wcc", Competitor.SCRATCH, 40, 1),
                m("different", "g", "wcc", Competitor.ADAPTIVE, 45, 1));
        List<Targets.Target> ts = Targets.check(ms);
        Targets.Target speedup = find(ts, "1. similar bfs", "SCRATCH / DIFFERENTIAL");
        assertEquals(12.0, speedup.measured(), 1e-9);
        assertTrue(speedup.met());
        Targets.Target vsPlain = find(ts, "1. similar bfs", "PLAIN 1t / DIFFERENTIAL");
        assertEquals(0.9, vsPlain.measured(), 1e-9);
        assertEquals("missed", vsPlain.verdict());
        Targets.Target adaptive = find(ts, "2. different wcc", "ADAPTIVE / best of DIFFERENTIAL, SCRATCH");
        assertEquals(45.0 / 40, adaptive.measured(), 1e-9);
        assertFalse(adaptive.met());
        Targets.Target memory = find(ts, "5. similar bfs memory", "peak heap DIFFERENTIAL / SCRATCH");
        assertEquals(100.0 / 150, memory.measured(), 1e-9);
        assertTrue(memory.met());
        assertEquals("not measured", find(ts, "1. similar sssp", "SCRATCH / DIFFERENTIAL").verdict());
    }

    @Test
    void thePerViewMedianIsTheMedianAcrossRoundsOfTheMedianOfTheViewsAfterTheFirst() {
        long[][] views = {{100, 1, 3, 2}, {50, 5, 4, 6}, {70, 9, 7, 8}};
        Bench.Measurement m = new Bench.Measurement("percent", "g", "bfs", Competitor.DIFFERENTIAL, "DIFFERENTIAL", false,
                new long[] {106, 65, 94}, views, 1, 1, "", 4, 100, 10, 0);
        assertEquals(94, m.median());
        assertEquals(5, m.perViewMedian(), "rounds' medians 2, 5 and 8; the first views (100, 50, 70) left out");
        Bench.Measurement single = new Bench.Measurement("single", "g", "bfs", Competitor.DIFFERENTIAL, "DIFFERENTIAL",
                false, new long[] {7}, new long[][] {{7}}, 1, 1, "", 1, 100, 10, 0);
        assertEquals(-1, single.perViewMedian(), "one view: no view after the first");
    }

    @Test
    void dataflowRunsTheCallWithDataflowTrueOnlyWhereTheComputationTakesItAndTheCallLeavesItOpen() {
        Workload windows = new Workloads(TINY, 1).generate("windows");
        List<Workload.NamedCollection> sliding = windows.collections().subList(0, 1);
        List<String> calls = List.of("pr(iterations=3)", "pr(iterations=3, dataflow=true)", "scc");
        Workload chosen = new Workload("w", "", windows.graph(), sliding, calls, false, false);
        Bench.Settings differentialAndDataflow = new Bench.Settings(1, 1,
                Set.of(Competitor.DIFFERENTIAL, Competitor.DATAFLOW), 0, 0);
        List<Bench.Measurement> ms = Bench.run(chosen, differentialAndDataflow, quiet());
        List<String> ran = new ArrayList<>();
        for (Bench.Measurement m : ms) {
            ran.add(m.computation() + " " + m.competitor() + (m.dataflow() ? " dataflow" : ""));
        }
        // pr takes dataflow: its DIFFERENTIAL runs the plain algorithm per view, DATAFLOW the dataflow. Where the
        // call already asks for the dataflow, DIFFERENTIAL is it; scc rejects the parameter, and its DIFFERENTIAL is
        // its dataflow.
        assertEquals(List.of("pr(iterations=3) DIFFERENTIAL", "pr(iterations=3) DATAFLOW dataflow",
                "pr(iterations=3, dataflow=true) DIFFERENTIAL dataflow", "scc DIFFERENTIAL dataflow"), ran);
        // Not chosen, it runs only on workloads that measure it, and only where a target asks for it: not for ranks.
        List<String> pr = calls.subList(0, 1);
        Workload notMeasuring = new Workload("w", "", windows.graph(), sliding, pr, false, false);
        List<Bench.Measurement> byDefault = Bench.run(notMeasuring, new Bench.Settings(1, 1, Set.of(), 0, 0), quiet());
        assertTrue(byDefault.stream().noneMatch(m -> m.competitor() == Competitor.DATAFLOW));
        Workload measuring = new Workload("w", "", windows.graph(), sliding, pr, false, true);
        List<Bench.Measurement> measured = Bench.run(measuring, new Bench.Settings(1, 1, Set.of(), 0, 0), quiet());
        assertTrue(measured.stream().noneMatch(m -> m.competitor() == Competitor.DATAFLOW));
    }

    @Test
    void issue16TargetsCompareTotalsPerViewMediansAndTheDataflow() {
        List<Bench.Measurement> ms = List.of(
                measured("percent", "t", "bfs(root=0)", Competitor.DIFFERENTIAL, false, 100, 2, 50),
                measured("percent", "t", "bfs(root=0)", Competitor.DATAFLOW, true, 400, 5, 70),
                measured("percent", "t", "bfs(root=0)", Competitor.SCRATCH, false, 2000, 80, 90),
                measured("percent", "t", "bfs(root=0)", Competitor.PLAIN_1, false, 600, 8, 20),
                measured("percent", "t", "bfs(root=0)", Competitor.DIFFERENTIAL_1, false, 150, 3, 40),
                measured("percent", "t", "scc", Competitor.DIFFERENTIAL, true, 500, 10, 1),
                measured("percent", "t", "scc", Competitor.SCRATCH, false, 3000, 150, 1),
                measured("percent", "t", "wcc", Competitor.DIFFERENTIAL, false, 500, 10, 1),
                measured("percent", "t", "wcc", Competitor.SCRATCH, false, 3000, 150, 1),
                measured("similar", "g", "pr(iterations=10)", Competitor.DIFFERENTIAL, false, 100, 5, 1),
                measured("similar", "g", "pr(iterations=10)", Competitor.PLAIN_1, false, 350, 17, 1),
                measured("different", "g", "sssp(root=0, weight=weight)", Competitor.ADAPTIVE, false, 45, 2, 1),
                measured("different", "g", "sssp(root=0, weight=weight)", Competitor.DIFFERENTIAL, false, 50, 2, 1),
                measured("different", "g", "sssp(root=0, weight=weight)", Competitor.PLAIN_N, false, 30, 1, 1));
        List<Targets.Target> ts = Targets.check(ms);
        assertEquals(6.0, find(ts, "7. percent bfs", "PLAIN 1t / DIFFERENTIAL, total").measured(), 1e-9);
        Targets.Target perView = find(ts, "7. percent bfs", "PLAIN 1t / DIFFERENTIAL, per view");
        assertEquals(4.0, perView.measured(), 1e-9);
        assertEquals("missed", perView.verdict());
        // bfs has a DATAFLOW run: it, not DIFFERENTIAL, is the dataflow; scc's DIFFERENTIAL ran the dataflow and
        // stands in; wcc's DIFFERENTIAL ran another way, so wcc's dataflow was not measured.
        assertEquals(16.0, find(ts, "9. percent bfs dataflow", "SCRATCH / dataflow, per view").measured(), 1e-9);
        assertEquals(15.0, find(ts, "9. percent scc dataflow", "SCRATCH / dataflow, per view").measured(), 1e-9);
        assertEquals("not measured", find(ts, "9. percent wcc dataflow", "SCRATCH / dataflow, per view").verdict());
        Targets.Target pr = find(ts, "8. similar pr", "PLAIN 1t / DIFFERENTIAL, total");
        assertEquals(3.5, pr.measured(), 1e-9);
        assertEquals(3.0, pr.goal(), 1e-9);
        assertTrue(pr.met());
        Targets.Target adaptive = find(ts, "10. different sssp", "ADAPTIVE / best competitor");
        assertEquals(1.5, adaptive.measured(), 1e-9);
        assertFalse(adaptive.met());
        assertEquals(1.5, find(ts, "11. percent bfs threads", "DIFFERENTIAL 1t / DIFFERENTIAL").measured(), 1e-9);
        Targets.Target memory = find(ts, "12. percent bfs memory", "peak heap DIFFERENTIAL / PLAIN 1t");
        assertEquals(2.5, memory.measured(), 1e-9);
        assertEquals("missed", memory.verdict());
    }

    private static Bench.Listener quiet() {
        return new Bench.Listener() {
            @Override
            public void running(String what) {}

            @Override
            public void measured(Bench.Measurement m) {}
        };
    }

    @Test
    void theTargetsAreAskedOfTheSharedComputationsByTheKindOfTheirResults() {
        List<Targets.Target> ts = Targets.check(List.of());
        List<String> speedups = new ArrayList<>();
        List<String> plainTargets = new ArrayList<>();
        for (Targets.Target t : ts) {
            assertEquals("not measured", t.verdict(), t.name());
            if (t.asks().equals("SCRATCH / DIFFERENTIAL")) {
                speedups.add(t.name() + " " + t.goal());
            } else if (t.asks().equals("PLAIN 1t / DIFFERENTIAL")) {
                plainTargets.add(t.name());
            }
        }
        // Ranks change everywhere with any difference: PageRank is asked a smaller speedup, and not to beat its plain algorithm.
        assertEquals(List.of("1. similar bfs 10.0", "1. similar sssp 10.0", "1. similar wcc 10.0", "1. similar pr 3.0"),
                speedups);
        assertEquals(List.of("1. similar bfs", "1. similar sssp", "1. similar wcc"), plainTargets);
        assertEquals(28, ts.stream().filter(t -> t.name().matches("[1-6]\\. .*")).count(),
                "six targets for each of the 4 computations, the plain one for 3, one for the orders' differences");
        // Issue #16's: bfs, sssp, wcc and mpsp in total and per view; 4 on similar; the dataflow for bfs, sssp, wcc
        // and scc; ADAPTIVE, threads and memory for the 4 shared computations.
        assertEquals(8 + 4 + 4 + 3 * 4, ts.size() - 28);
    }

    private static Bench.Measurement m(String workload, String collection, String computation, Competitor c,
            long seconds, long heap) {
        return measured(workload, collection, computation, c, false, seconds, 0, heap);
    }

    /** One round of 20 views, the first taking what the 19 others at {@code perView} leave of {@code total}. */
    private static Bench.Measurement measured(String workload, String collection, String computation, Competitor c,
            boolean dataflow, long total, long perView, long heap) {
        long[] views = new long[20];
        Arrays.fill(views, perView);
        views[0] = total - 19 * perView;
        return new Bench.Measurement(workload, collection, computation, c, c.label(2), dataflow, new long[] {total},
                new long[][] {views}, heap, heap, "", 20, 1000, 100, 0);
    }

    private static Targets.Target find(List<Targets.Target> ts, String name, String asks) {
        return ts.stream().filter(t -> t.name().equals(name) && t.asks().equals(asks)).findFirst().orElseThrow();
    }
}
