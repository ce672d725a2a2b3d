package graphsurge.analytics.run;

import java.util.function.IntFunction;

/**
 * ADAPTIVE's opening without its budget (a single view plain; else the first view starts the
 * differential {@code way}, the second moves it), then each view as {@code given} says: how tests
 * drive a lagging follower through every catch-up pattern. A given {@link How#DIFFERENTIAL} means
 * the run's {@code way} ({@link How#KERNEL} with a kernel), so that one pattern drives either.
 */
record GivenPolicy(IntFunction<How> given, How way) implements ViewPolicy {
    @Override
    public Step decide(int position, ViewFacts facts) {
        if (facts.views() == 1) {
            return AdaptivePolicy.SINGLE_VIEW;
        }
        if (way == How.KERNEL && position < 2) {
            return position == 0 ? AdaptiveKernelPolicy.FIRST_VIEW : AdaptiveKernelPolicy.SECOND_VIEW;
        }
        return switch (position) {
            case 0 -> AdaptivePolicy.FIRST_VIEW;
            case 1 -> AdaptivePolicy.SECOND_VIEW;
            default -> {
                How how = given.apply(position);
                yield new Step(how == How.DIFFERENTIAL ? way : how, Reason.GIVEN);
            }
        };
    }
}
