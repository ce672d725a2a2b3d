package graphsurge.analytics.run;

import java.util.function.LongSupplier;

/**
 * What a {@link ViewPolicy} knows of a view before deciding how to run it: the collection's view
 * count, the view's edges, the {@code differences} a run of the program's differential way
 * ({@link How#KERNEL} or {@link How#DIFFERENTIAL}) would apply (more than the view's own
 * {@code step} when it lags behind the run), the next view's step (0 after the last view),
 * {@code plainRun}, which runs the plain algorithm on the view and answers its nanoseconds (null
 * without one; its last call leaves the view's plain result), and the differential way's
 * {@link graphsurge.analytics.graph.Follower#followShare} (infinite before it starts).
 */
record ViewFacts(int views, int edges, long differences, long step, long nextStep, LongSupplier plainRun,
        double followShare) {}
