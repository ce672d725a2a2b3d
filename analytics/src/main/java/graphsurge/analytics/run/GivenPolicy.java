package graphsurge.analytics.run;

import java.util.function.IntFunction;

/**
 * ADAPTIVE's opening (a single view natively; else the first view fresh, the second
 * differentially), then each view as {@code given} says instead of by timings, and no budget on
 * the first view: how tests drive a lagging evaluation through every catch-up pattern.
 */
record GivenPolicy(IntFunction<How> given) implements ViewPolicy {
    @Override
    public Step decide(int position, ViewFacts facts) {
        if (facts.views() == 1) {
            return AdaptivePolicy.SINGLE_VIEW;
        }
        return switch (position) {
            case 0 -> AdaptivePolicy.FIRST_VIEW;
            case 1 -> AdaptivePolicy.SECOND_VIEW;
            default -> new Step(given.apply(position), "given");
        };
    }
}
