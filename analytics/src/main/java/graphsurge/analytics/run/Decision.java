package graphsurge.analytics.run;

import java.util.Locale;

/**
 * Why a view runs as it does: the {@link Reason} code, the figures it rests on ({@code facts}),
 * and for a plain view on a chosen thread count why that count ({@code threads}, null when
 * nothing was chosen). Policies and tests deal in codes and figures; {@link #explain} writes the
 * sentence that JSON, the report and the run table show.
 */
public record Decision(Reason reason, Facts facts, ThreadChoice threads) {
    /** The figures behind a decision, by the model that made it. */
    public sealed interface Facts permits None, Split, KernelCost, KernelStart, Stop, Rebuild {}

    /** A decision that rests on no figure (a mode, a position, INDICES). */
    public record None() implements Facts {}

    /**
     * The dataflow's cost model ({@link AdaptiveSplitter}): the rerun's predicted seconds
     * ({@code plain}: by the plain algorithm, else a fresh dataflow), the dataflow's, and COMP_X.
     */
    public record Split(boolean plain, double rerun, double dataflow, double compX) implements Facts {}

    /**
     * The kernel's cost model ({@link KernelCostModel}): the kernel's lag ({@code differences}),
     * the predicted seconds of catching up ({@code catchUp}, infinite past DIFF_X times the edges
     * or once the kernel stopped following, {@code stopped}) and of a restart, whether the kernel's
     * way is a restart ({@code restarts}), the plain time (NaN before a plain run), a step's time,
     * and the views to go.
     */
    public record KernelCost(long differences, double catchUp, double restart, boolean restarts, boolean stopped,
            double plain, double step, int toGo) implements Facts {}

    /**
     * Whether the kernel starts ({@link KernelCostModel}): the step it would start before
     * ({@code step} differences) against the view's {@code edges}, the largest share it starts on,
     * and the views to go.
     */
    public record KernelStart(long step, long edges, double largestShare, int toGo) implements Facts {}

    /** A dataflow stopped at its budget of {@code budgetNanos}. */
    public record Stop(long budgetNanos) implements Facts {}

    /**
     * A kernel rebuilds the view ({@link ViewPolicy#step}): the {@code differences} it would
     * follow against the view's {@code edges}, the kernel's follow share, and the reason its
     * policy {@code chose} the kernel for.
     */
    public record Rebuild(long differences, long edges, double share, Reason chose) implements Facts {}

    /** Why a plain view runs on its thread count ({@link PlainCostModel}). */
    public enum ThreadReason {
        /** A probe: the count has not run twice yet. */
        TIMING,
        /** The dearer count again, after {@link PlainCostModel#REPROBE_AFTER} plain views on the other. */
        TIMING_AGAIN_AFTER,
        /** The dearer count again: the view has more than twice the edges of its last run. */
        TIMING_AGAIN_LARGER,
        /** The dearer count again: the view has less than half the edges of its last run. */
        TIMING_AGAIN_SMALLER,
        /** The count with the lower cost per edge. */
        CHEAPER,
        /** The cheaper count: timing the dearer one again would lose more than the learning share of the run. */
        TIMING_SKIPPED
    }

    /** A plain view's thread count (1 or the run's workers) against the other, why, and each one's predicted seconds (or NaN). */
    public record ThreadChoice(int threads, ThreadReason reason, int otherThreads, double seconds, double otherSeconds) {
        String explain() {
            String on = "on " + threads + (threads == 1 ? " thread" : " threads");
            String timing = on + ", to time " + (threads == 1 ? "it" : "them");
            String their = threads == 1 ? "its" : "their";
            String against = on + ", " + millis(seconds) + " against " + millis(otherSeconds) + " on " + otherThreads;
            return switch (reason) {
                case TIMING -> timing;
                case TIMING_AGAIN_AFTER -> timing + " again after " + PlainCostModel.REPROBE_AFTER + " plain views on "
                        + otherThreads + " (" + millis(seconds) + " against " + millis(otherSeconds) + ")";
                case TIMING_AGAIN_LARGER -> timing + " again: the view has more than twice the edges of " + their + " last run";
                case TIMING_AGAIN_SMALLER -> timing + " again: the view has less than half the edges of " + their + " last run";
                case CHEAPER -> against;
                case TIMING_SKIPPED -> against + " (timing " + (otherThreads == 1 ? "it" : "them")
                        + " again would lose more than " + Math.round(PlainCostModel.LEARNING_SHARE * 100) + "% of the run)";
            };
        }
    }

    private static final Facts NONE = new None();

    /** A decision on no figure. */
    public static Decision of(Reason reason) {
        return new Decision(reason, NONE, null);
    }

    /** A decision on {@code facts}. */
    public static Decision of(Reason reason, Facts facts) {
        return new Decision(reason, facts, null);
    }

    /** This decision, for a plain view run on the thread count {@code choice} chose. */
    Decision onThreads(ThreadChoice choice) {
        return new Decision(reason, facts, choice);
    }

    /**
     * The whole explanation: the reason's {@linkplain Reason#words words}, then after ": " the
     * figures it rests on when there are any, then after "; " why the thread count, when one was
     * chosen: what JSON, the report and {@code --explain} show.
     */
    public String explain() {
        String figures = switch (reason) {
            case DIFFERENTIAL_MODE, SCRATCH_MODE, NO_DIFFERENTIAL_FORM, PLAIN_ONLY, GIVEN, WHOLE_GRAPH, FIRST_VIEW, SECOND_VIEW,
                    IN_INDICES, NOT_IN_INDICES, NO_OBSERVATIONS -> "";
            case SINGLE_VIEW -> "no follower pays off on one view";
            case DATAFLOW_STOPPED -> String.format(Locale.ROOT, "the first view's dataflow ran past %.0f ms,"
                    + " the time of every later view by the plain algorithm", ((Stop) facts).budgetNanos() / 1e6);
            case DATAFLOW_GIVEN_UP -> "it ran past its budget on the first view";
            case TOO_MANY_DIFFERENCES -> "more than DIFF_X times the view's edges";
            case RERUN_CHEAPER, DATAFLOW_CHEAPER -> split((Split) facts);
            case PLAIN_TO_TIME -> kernelCost((KernelCost) facts);
            case PLAIN_CHEAPER, KERNEL_RESTARTS -> kernelAgainstPlain((KernelCost) facts);
            case PLAIN_CHEAPER_KERNEL_STOPS -> kernelAgainstPlain((KernelCost) facts) + "; it would restart";
            case PLAIN_CHEAPER_STEPS_DEARER -> kernelAgainstPlain((KernelCost) facts)
                    + "; even one step costs it more than plain";
            case KERNEL_CATCHES_UP -> catchUp((KernelCost) facts);
            case KERNEL_WAITS, STEP_TOO_LARGE, TOO_FEW_VIEWS_TO_GO, KERNEL_STARTS -> start((KernelStart) facts);
            case LARGE_CHANGE -> {
                Rebuild r = (Rebuild) facts;
                yield grouped(r.differences()) + " differences, " + percent(r.differences(), r.edges()) + " of the view's "
                        + grouped(r.edges()) + " edges (the kernel follows up to " + percent(r.share()) + "); kernel for: "
                        + r.chose().words();
            }
        };
        String main = figures.isEmpty() ? reason.words() : reason.words() + ": " + figures;
        return threads == null ? main : main + "; " + threads.explain();
    }

    /**
     * The few words of an {@linkplain #explain explanation}, as the run table shows it: all
     * before its figures (a prefix the run added, such as a segment's start, stays).
     */
    public static String brief(String explanation) {
        int figures = explanation.indexOf(": ");
        return figures < 0 ? explanation : explanation.substring(0, figures);
    }

    /** Why the kernel starts or waits: the step against the view's edges, and the views to go when they decide. */
    private String start(KernelStart s) {
        String step = (reason == Reason.KERNEL_WAITS ? "plain, the next" : "the") + " step is " + percent(s.step(), s.edges())
                + " of the edges";
        return switch (reason) {
            case TOO_FEW_VIEWS_TO_GO -> step + ", but " + s.toGo() + " views to go would not repay the kernel's start";
            case KERNEL_STARTS -> step + " (up to " + percent(s.largestShare()) + "), " + s.toGo() + " views to go";
            default -> step + " (the kernel starts on steps up to " + percent(s.largestShare()) + ")";
        };
    }

    private static String split(Split s) {
        return "predicted " + (s.plain() ? "plain" : "scratch") + " " + millis(s.rerun())
                + (s.compX() == 1 ? "" : " (x" + s.compX() + ")") + (s.rerun() * s.compX() < s.dataflow() ? " < " : " >= ")
                + "differential " + millis(s.dataflow());
    }

    /** What the kernel's way costs: a restart once it stopped following or past DIFF_X, else a catch-up (or a restart). */
    private static String kernelCost(KernelCost k) {
        if (k.stopped()) {
            return "the kernel stopped following, a restart " + millis(k.restart());
        }
        if (k.catchUp() == Double.POSITIVE_INFINITY) {
            return grouped(k.differences()) + " differences (more than DIFF_X times the edges) need a restart, "
                    + millis(k.restart());
        }
        return grouped(k.differences()) + " differences would cost " + millis(k.catchUp()) + " by the kernel"
                + (k.restarts() ? ", a restart " + millis(k.restart()) : "");
    }

    private static String kernelAgainstPlain(KernelCost k) {
        return kernelCost(k) + ", " + millis(k.plain()) + " plain" + ahead(k);
    }

    private static String catchUp(KernelCost k) {
        return grouped(k.differences()) + " differences " + millis(k.catchUp()) + ", plain " + millis(k.plain())
                + ahead(k);
    }

    /** The views to go and a step's cost, when the kernel's way costs more now than plain (they are what repay it). */
    private static String ahead(KernelCost k) {
        double kernel = k.restarts() ? k.restart() : k.catchUp();
        return kernel <= k.plain() ? "" : ", " + k.toGo() + " views to go at " + millis(k.step());
    }

    /** {@code part} as a percentage of {@code whole} (an empty view's: none or all), to one decimal: 35.0%. */
    private static String percent(long part, long whole) {
        return percent(whole == 0 ? Math.min(part, 1) : (double) part / whole);
    }

    private static String percent(double share) {
        return Math.round(share * 1000) / 10.0 + "%";
    }

    /**
     * Seconds as milliseconds, rounded for reading: 0.87 ms, 12.5 ms, 1,282 ms. By hand, as
     * {@link #grouped}: a few calls per view are too few for {@code String.format} to be compiled.
     */
    static String millis(double seconds) {
        double ms = seconds * 1e3;
        if (!Double.isFinite(ms)) {
            return ms + " ms";
        }
        if (ms >= 100) {
            return grouped(Math.round(ms)) + " ms";
        }
        int unit = ms >= 10 ? 10 : 100;
        long scaled = Math.round(ms * unit);
        String fraction = Long.toString(unit + scaled % unit).substring(1); // the leading 1 keeps the zeros
        return scaled / unit + "." + fraction + " ms";
    }

    /** {@code n} with a comma between groups of three digits, as {@code %,d} in the root locale: 1,234,567. */
    static String grouped(long n) {
        String digits = Long.toString(n);
        int first = n < 0 ? 1 : 0;
        StringBuilder out = new StringBuilder(digits.length() + digits.length() / 3);
        for (int i = 0; i < digits.length(); i++) {
            int left = digits.length() - i;
            if (i > first && left % 3 == 0) {
                out.append(',');
            }
            out.append(digits.charAt(i));
        }
        return out.toString();
    }
}
