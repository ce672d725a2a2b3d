package graphsurge.bench;

import graphsurge.analytics.computation.ComputationRegistry;
import graphsurge.analytics.computation.ResultKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The performance targets of the benchmark, each a ratio of two measurements of one run, checked
 * against what was measured. A target whose measurements are missing (its workload or competitor
 * not run) is reported as not measured.
 *
 * <p>The targets are asked of the computations every workload runs, by what their results are
 * ({@link ResultKind}), not by their names: results that change only where a view's differences
 * reach (hops, distances, components) are asked for a tenfold speedup over recomputing and to beat
 * the plain algorithm; ranks, which every difference changes everywhere, a threefold one.
 *
 * <p>Targets 7-12 are on {@code percent} (views 1% apart) and {@code similar}: the
 * label-propagation family (the shared computations with local results, and goal hops) against
 * the plain algorithm in total and per view after the first; the general dataflow per view
 * against a fresh dataflow, for the computations with per-vertex local results (hops, distances,
 * components), where "the dataflow" is DATAFLOW, or DIFFERENTIAL where the measurement says that
 * it ran the dataflow (a computation with no other differential form); ADAPTIVE against the best
 * of all competitors; threads and memory on {@code percent}.
 */
public final class Targets {
    private Targets() {}

    /** The computations every workload runs, by name. */
    private static final List<String> SHARED = Workloads.sharedComputationNames();

    /** The shared computations whose results change only where the differences reach (all but ranks). */
    private static final List<String> LOCAL = SHARED.stream().filter(c -> kindOf(c) != ResultKind.RANKS).toList();

    /** The computations {@code percent} runs, by name. */
    private static final List<String> PERCENT = Workloads.percentComputationNames();

    /** The label-propagation family: the shared computations with local results, and goal hops. */
    private static final List<String> PROPAGATING = Stream.concat(LOCAL.stream(),
            PERCENT.stream().filter(c -> kindOf(c) == ResultKind.GOAL_HOPS)).toList();

    /**
     * The kinds of results the dataflow target asks of (per-vertex results that change only where
     * the differences reach); DATAFLOW runs by default only for them, since it measures no other target.
     */
    static final Set<ResultKind> DATAFLOW_KINDS = Set.of(ResultKind.HOPS, ResultKind.DISTANCES, ResultKind.COMPONENTS);

    /** The computations of {@code percent} the dataflow target asks of. */
    private static final List<String> PER_VERTEX_LOCAL = PERCENT.stream().filter(c -> DATAFLOW_KINDS.contains(kindOf(c)))
            .toList();

    private static ResultKind kindOf(String computation) {
        return ComputationRegistry.builtIns().find(computation).resultKind();
    }

    /** One target: what it asks, what was measured ({@code NaN} when not), and the goal. */
    public record Target(String name, String asks, double measured, double goal, boolean atMost) {
        public boolean measuredAtAll() {
            return !Double.isNaN(measured);
        }

        public boolean met() {
            return measuredAtAll() && (atMost ? measured <= goal : measured >= goal);
        }

        public String verdict() {
            return !measuredAtAll() ? "not measured" : met() ? "met" : "missed";
        }
    }

    /** The targets, checked against {@code ms}. */
    public static List<Target> check(List<Bench.Measurement> ms) {
        List<Target> targets = new ArrayList<>();
        for (String c : SHARED) {
            double goal = kindOf(c) == ResultKind.RANKS ? 3 : 10;
            targets.add(new Target("1. similar " + c, "SCRATCH / DIFFERENTIAL", ratio(ms, "similar", null, c,
                    Competitor.SCRATCH, Competitor.DIFFERENTIAL), goal, false));
        }
        for (String c : LOCAL) {
            targets.add(new Target("1. similar " + c, "PLAIN 1t / DIFFERENTIAL", ratio(ms, "similar", null, c,
                    Competitor.PLAIN_1, Competitor.DIFFERENTIAL), 1, false));
        }
        for (String c : SHARED) {
            Bench.Measurement adaptive = find(ms, "different", null, c, Competitor.ADAPTIVE);
            Bench.Measurement diff = find(ms, "different", null, c, Competitor.DIFFERENTIAL);
            Bench.Measurement scratch = find(ms, "different", null, c, Competitor.SCRATCH);
            double r = adaptive == null || diff == null || scratch == null ? Double.NaN
                    : adaptive.median() / (double) Math.min(diff.median(), scratch.median());
            targets.add(new Target("2. different " + c, "ADAPTIVE / best of DIFFERENTIAL, SCRATCH", r, 1.1, true));
        }
        for (String c : SHARED) {
            targets.add(new Target("3. single view " + c, "SCRATCH / PLAIN 1t", ratio(ms, "single", null, c,
                    Competitor.SCRATCH, Competitor.PLAIN_1), 5, true));
        }
        // The differences are the collection's: the first computation's measurements carry them.
        Bench.Measurement chosen = find(ms, "communities", "chosen order", SHARED.get(0), null);
        Bench.Measurement user = find(ms, "communities", "user order", SHARED.get(0), null);
        targets.add(new Target("4. communities differences", "chosen order / user order",
                chosen == null || user == null ? Double.NaN : chosen.differences() / (double) user.differences(), 1, true));
        for (String c : SHARED) {
            Bench.Measurement a = find(ms, "communities", "chosen order", c, Competitor.DIFFERENTIAL);
            Bench.Measurement b = find(ms, "communities", "user order", c, Competitor.DIFFERENTIAL);
            targets.add(new Target("4. communities " + c, "DIFFERENTIAL chosen / user order",
                    a == null || b == null ? Double.NaN : a.median() / (double) b.median(), 1, true));
        }
        for (String c : SHARED) {
            Bench.Measurement d = find(ms, "similar", null, c, Competitor.DIFFERENTIAL);
            Bench.Measurement s = find(ms, "similar", null, c, Competitor.SCRATCH);
            targets.add(new Target("5. similar " + c + " memory", "peak heap DIFFERENTIAL / SCRATCH",
                    d == null || s == null ? Double.NaN : d.peakHeap() / (double) s.peakHeap(), 2, true));
        }
        for (String c : SHARED) {
            targets.add(new Target("6. similar " + c + " threads", "DIFFERENTIAL 1t / DIFFERENTIAL", ratio(ms, "similar",
                    null, c, Competitor.DIFFERENTIAL_1, Competitor.DIFFERENTIAL), 1.6, false));
        }
        for (String c : PROPAGATING) {
            targets.add(new Target("7. percent " + c, "PLAIN 1t / DIFFERENTIAL, total", ratio(ms, "percent", null, c,
                    Competitor.PLAIN_1, Competitor.DIFFERENTIAL), 5, false));
            targets.add(new Target("7. percent " + c, "PLAIN 1t / DIFFERENTIAL, per view", perViewRatio(
                    find(ms, "percent", null, c, Competitor.PLAIN_1), find(ms, "percent", null, c,
                            Competitor.DIFFERENTIAL)), 5, false));
        }
        for (String c : SHARED) {
            targets.add(new Target("8. similar " + c, "PLAIN 1t / DIFFERENTIAL, total", ratio(ms, "similar", null, c,
                    Competitor.PLAIN_1, Competitor.DIFFERENTIAL), kindOf(c) == ResultKind.RANKS ? 3 : 10, false));
        }
        for (String c : PER_VERTEX_LOCAL) {
            targets.add(new Target("9. percent " + c + " dataflow", "SCRATCH / dataflow, per view", perViewRatio(
                    find(ms, "percent", null, c, Competitor.SCRATCH), dataflow(ms, "percent", c)), 10, false));
        }
        for (String c : SHARED) {
            Bench.Measurement adaptive = find(ms, "different", null, c, Competitor.ADAPTIVE);
            long best = Long.MAX_VALUE;
            for (Bench.Measurement m : ms) {
                if (adaptive != null && m != adaptive && m.workload().equals("different")
                        && m.collection().equals(adaptive.collection()) && m.computation().equals(adaptive.computation())) {
                    best = Math.min(best, m.median());
                }
            }
            targets.add(new Target("10. different " + c, "ADAPTIVE / best competitor",
                    best == Long.MAX_VALUE ? Double.NaN : adaptive.median() / (double) best, 1.1, true));
        }
        for (String c : SHARED) {
            targets.add(new Target("11. percent " + c + " threads", "DIFFERENTIAL 1t / DIFFERENTIAL", ratio(ms, "percent",
                    null, c, Competitor.DIFFERENTIAL_1, Competitor.DIFFERENTIAL), 1.6, false));
        }
        for (String c : SHARED) {
            Bench.Measurement d = find(ms, "percent", null, c, Competitor.DIFFERENTIAL);
            Bench.Measurement n = find(ms, "percent", null, c, Competitor.PLAIN_1);
            targets.add(new Target("12. percent " + c + " memory", "peak heap DIFFERENTIAL / PLAIN 1t",
                    d == null || n == null ? Double.NaN : d.peakHeap() / (double) n.peakHeap(), 2, true));
        }
        return targets;
    }

    /** The per-view median of {@code a} over that of {@code b}, or NaN when either is missing or has one view. */
    private static double perViewRatio(Bench.Measurement a, Bench.Measurement b) {
        return a == null || b == null || a.perViewMedian() < 0 || b.perViewMedian() < 0 ? Double.NaN
                : a.perViewMedian() / (double) b.perViewMedian();
    }

    /**
     * The measurement of a computation's general dataflow run differentially: DATAFLOW, else
     * DIFFERENTIAL when it ran the dataflow; null when neither did.
     */
    private static Bench.Measurement dataflow(List<Bench.Measurement> ms, String workload, String computation) {
        Bench.Measurement forced = find(ms, workload, null, computation, Competitor.DATAFLOW);
        if (forced != null) {
            return forced;
        }
        Bench.Measurement differential = find(ms, workload, null, computation, Competitor.DIFFERENTIAL);
        return differential != null && differential.dataflow() ? differential : null;
    }

    /** The median of {@code a} over the median of {@code b}, or NaN when either is missing. */
    private static double ratio(List<Bench.Measurement> ms, String workload, String collection, String computation,
            Competitor a, Competitor b) {
        Bench.Measurement x = find(ms, workload, collection, computation, a);
        Bench.Measurement y = find(ms, workload, collection, computation, b);
        return x == null || y == null ? Double.NaN : x.median() / (double) y.median();
    }

    /** The measurement of a computation (by name, parameters aside), or null; null arguments match anything. */
    private static Bench.Measurement find(List<Bench.Measurement> ms, String workload, String collection,
            String computation, Competitor competitor) {
        for (Bench.Measurement m : ms) {
            String name = m.computation().split("\\(", 2)[0].toLowerCase(Locale.ROOT);
            if (m.workload().equals(workload) && (collection == null || m.collection().equals(collection))
                    && name.equals(computation) && (competitor == null || m.competitor() == competitor)) {
                return m;
            }
        }
        return null;
    }
}
