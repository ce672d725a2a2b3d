package graphsurge.analytics.computation;

import it.unimi.dsi.fastutil.ints.IntList;

/**
 * How the run's view changed since the view an {@link Evaluation} last saw: the graph edge ids
 * {@code added} and {@code removed} (distinct, each ascending, an edge in at most one), and the
 * vertices that {@code appeared} in the view and {@code disappeared} from it. A vertex that left
 * and came back within the change may be in both lists; the view's {@link ViewState#isPresent}
 * says where it ended. A fresh evaluation's first change holds every edge and every vertex of the
 * view; one that lagged behind the run gets the net differences since its own view.
 *
 * <p>The arrays and lists are the runner's: read them during {@link Evaluation#apply}, never keep
 * them.
 */
public record ViewChange(int[] added, int[] removed, IntList appeared, IntList disappeared) {}
