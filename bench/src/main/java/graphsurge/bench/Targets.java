package graphsurge.bench;

import graphsurge.analytics.computation.ComputationRegistry;
import graphsurge.analytics.computation.ResultKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The performance targets of the benchmark, each a ratio of two measurements of one run, checked
 * against what was measured. A target whose measurements are missing (its workload or competitor
 * not run) is reported as not measured.
 *
 * <p>The targets are asked of the computations every workload runs, by what their results are
 * ({@link ResultKind}), not by their names: results that change only where a view's differences
 * reach (hops, distances, components) are asked for a tenfold speedup over recomputing and to beat
 * the native algorithm; ranks, which every difference changes everywhere, a threefold one.
 */
public final class Targets {
    private Targets() {}

    /** The computations every workload runs, by name. */
    private static final List<String> SHARED = Workloads.sharedComputationNames();

    /** The shared computations whose results change only where the differences reach (all but ranks). */
    private static final List<String> LOCAL = SHARED.stream().filter(c -> kindOf(c) != ResultKind.RANKS).toList();

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
            targets.add(new Target("1. similar " + c, "NATIVE 1t / DIFFERENTIAL", ratio(ms, "similar", null, c,
                    Competitor.NATIVE_1, Competitor.DIFFERENTIAL), 1, false));
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
            targets.add(new Target("3. single view " + c, "SCRATCH / NATIVE 1t", ratio(ms, "single", null, c,
                    Competitor.SCRATCH, Competitor.NATIVE_1), 5, true));
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
        return targets;
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
