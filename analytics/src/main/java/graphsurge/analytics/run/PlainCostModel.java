package graphsurge.analytics.run;

import java.util.Arrays;

/**
 * ADAPTIVE's plain views on one thread or on the run's {@code workers}: what each count has cost
 * per edge, which one runs the next plain view, and the plain time the kernel's model weighs.
 *
 * <p>Which count is cheaper depends on the computation (a one-thread Dijkstra against W-thread
 * delta-stepping), the graph and the machine's load, so it is observed: the first plain views
 * alternate, W first, until each count has run twice; then each plain view runs on the count
 * with the lower cost per edge, the lower of its last two warm timings. A count's first timing is
 * cold (it compiled that count's code) and gives no cost, unless the caller timed it after a
 * compiling run ({@link #observeWarm}). So that a wrong sample does not stick, the other count
 * runs again after {@link #REPROBE_AFTER} plain views on the cheaper one, or when a view has more
 * than {@link #SIZE_CHANGE} times the edges of its last run, or fewer than a
 * {@link #SIZE_CHANGE}-th. Once each count has a warm timing, timing the dearer one again is
 * skipped past {@link #LEARNING_SHARE} of the run's predicted plain time, and the choice says so.
 * With one worker there is nothing to choose.
 *
 * <p>The kernel's model weighs the lower of the two counts' lines ({@link CostLine}, cold points
 * included). Each choice is O(1); {@link #predict} refits the lines.
 */
final class PlainCostModel {
    /** Plain views run on the cheaper count before the other is timed again. */
    static final int REPROBE_AFTER = 8;
    /**
     * A view with more than this many times the edges of the other count's last run, or less than
     * its inverse, times that count again.
     */
    static final double SIZE_CHANGE = 2;
    /** How many runs of each count the first plain views make before the costs decide. */
    private static final int PROBES = 2;
    /** The largest share of the run's predicted plain time that timing the dearer count again may lose. */
    static final double LEARNING_SHARE = 0.05;

    private final int workers;
    /** Per count (0: one thread, 1: the workers): the line of its times against edges. */
    private final CostLine[] lines;
    /** Per count, its last two costs per edge (seconds), NaN until it has run so often. */
    private final double[][] perEdge;
    /** Per count, how many times it was timed (its first timing is cold and does not count). */
    private final int[] timings = new int[2];
    /** Per count, the edges of the view it last ran (-1: never). */
    private final long[] lastEdges = {-1, -1};
    /** Per count, how many plain views it was chosen for, and the plain view it was last chosen for. */
    private final int[] chosen = new int[2];
    private final int[] lastChosen = new int[2];
    private int plainViews;
    /** The threads the last step this model placed runs the plain algorithm on (0: not a plain step it placed). */
    private int placed;
    /** The seconds every plain run observed took. */
    private double spent;
    /** The predicted seconds lost by the timings of the dearer count that the learning share allowed. */
    private double learningLoss;

    PlainCostModel(int workers, int limit, boolean leastSquares) {
        if (workers < 1) {
            throw new IllegalArgumentException("at least one worker, got " + workers);
        }
        this.workers = workers;
        this.lines = new CostLine[] {new CostLine(limit, leastSquares), new CostLine(limit, leastSquares)};
        this.perEdge = new double[2][2];
        for (double[] last : perEdge) {
            Arrays.fill(last, Double.NaN);
        }
    }

    /**
     * The plain algorithm ran a view of {@code edges} edges on {@code threads} threads (1 or the
     * workers) in {@code seconds}; the count's first timing is cold and is not counted.
     */
    void observe(int threads, long edges, double seconds) {
        observe(threads, edges, seconds, false);
    }

    /** As {@link #observe(int, long, double)}, of a run made after a run that compiled the code: it counts, first or not. */
    void observeWarm(int threads, long edges, double seconds) {
        observe(threads, edges, seconds, true);
    }

    private void observe(int threads, long edges, double seconds, boolean warm) {
        int count = index(threads);
        spent += seconds;
        lastEdges[count] = edges;
        lines[count].add(edges, seconds);
        if (timings[count]++ == 0 && !warm) {
            return; // cold: its code compiled during it
        }
        perEdge[count][1] = perEdge[count][0];
        perEdge[count][0] = seconds / Math.max(1, edges);
    }

    /** Whether the plain algorithm has not run yet. */
    boolean isEmpty() {
        return lines[0].isEmpty() && lines[1].isEmpty();
    }

    /**
     * The plain algorithm's predicted seconds on a view of {@code edges} edges, NaN before any run:
     * the lower of the two counts' lines, not the line of the count {@link #choose} prefers (which
     * can swing to a count whose line still carries one slow run).
     */
    double predict(long edges) {
        double one = lines[0].predict(edges);
        double all = lines[1].predict(edges);
        return Double.isNaN(one) ? all : Double.isNaN(all) ? one : Math.min(one, all);
    }

    /** {@code step}, when plain (but on a single view, where nothing is learnt), on the thread count {@link #choose} chooses. */
    Step onThreads(Step step, long edges, int toGo) {
        placed = 0;
        if (step.how() != How.PLAIN || step.reason() == Reason.SINGLE_VIEW) {
            return step;
        }
        Decision.ThreadChoice choice = choose(edges, toGo);
        placed = choice == null ? 1 : choice.threads();
        return choice == null ? step : new Step(How.PLAIN, step.why().onThreads(choice), step.budget(), choice.threads());
    }

    /** The step last placed by {@link #onThreads} ran as {@code how} on a view of {@code edges} edges in {@code nanos}. */
    void observeChosen(How how, long edges, long nanos) {
        if (how == How.PLAIN && placed > 0) {
            observe(placed, edges, nanos / 1e9);
        }
    }

    /**
     * The thread count the next plain view, of {@code edges} edges, runs on, and why (null with
     * one worker), with {@code toGo} plain views at most after this one; counts it as chosen.
     */
    Decision.ThreadChoice choose(long edges, int toGo) {
        if (workers == 1) {
            return null; // nothing to choose
        }
        Decision.ThreadChoice choice = timingOrCheaper(edges);
        int count = index(choice.threads());
        if (!Double.isNaN(cost(0)) && !Double.isNaN(cost(1)) && count != cheaper()) {
            double loss = (cost(count) - cost(1 - count)) * edges;
            double run = spent + (toGo + 1.0) * cost(1 - count) * edges;
            if (learningLoss + loss > LEARNING_SHARE * run) {
                count = 1 - count;
                choice = choice(count, Decision.ThreadReason.TIMING_SKIPPED, cost(count) * edges, cost(1 - count) * edges);
            } else {
                learningLoss += loss;
            }
        }
        chosen[count]++;
        lastChosen[count] = plainViews++;
        return choice;
    }

    /** The count the rules above choose for a view of {@code edges} edges, and why, before the learning share. */
    private Decision.ThreadChoice timingOrCheaper(long edges) {
        if (chosen[0] < PROBES || chosen[1] < PROBES || Double.isNaN(cost(0)) || Double.isNaN(cost(1))) {
            int count = chosen[1] <= chosen[0] ? 1 : 0;
            return choice(count, Decision.ThreadReason.TIMING, Double.NaN, Double.NaN);
        }
        int cheaper = cheaper();
        int other = 1 - cheaper;
        double size = (double) Math.max(1, edges) / Math.max(1, lastEdges[other]);
        if (plainViews - lastChosen[other] > REPROBE_AFTER) {
            return choice(other, Decision.ThreadReason.TIMING_AGAIN_AFTER, cost(other) * edges, cost(cheaper) * edges);
        }
        if (size > SIZE_CHANGE || size < 1 / SIZE_CHANGE) {
            Decision.ThreadReason again = size > 1 ? Decision.ThreadReason.TIMING_AGAIN_LARGER
                    : Decision.ThreadReason.TIMING_AGAIN_SMALLER;
            return choice(other, again, Double.NaN, Double.NaN);
        }
        return choice(cheaper, Decision.ThreadReason.CHEAPER, cost(cheaper) * edges, cost(other) * edges);
    }

    private Decision.ThreadChoice choice(int count, Decision.ThreadReason reason, double seconds, double otherSeconds) {
        return new Decision.ThreadChoice(threads(count), reason, threads(1 - count), seconds, otherSeconds);
    }

    /** The count with the lower cost per edge, once both have one. */
    private int cheaper() {
        return cost(0) < cost(1) ? 0 : 1;
    }

    /** A count's cost per edge: the lower of its last two warm timings (its only one after one; NaN before). */
    private double cost(int count) {
        double[] last = perEdge[count];
        return Double.isNaN(last[1]) ? last[0] : Math.min(last[0], last[1]);
    }

    private int index(int threads) {
        if (threads == 1) {
            return 0;
        }
        if (threads == workers) {
            return 1;
        }
        throw new IllegalArgumentException("plain views run on 1 or " + workers + " threads, not " + threads);
    }

    /** A count's threads: 1 or the workers. */
    private int threads(int count) {
        return count == 0 ? 1 : workers;
    }
}
