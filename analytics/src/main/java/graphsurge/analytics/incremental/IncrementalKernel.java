package graphsurge.analytics.incremental;

import graphsurge.analytics.graph.Follower;

/**
 * A computation's result kept for a changing view by an algorithm of its own, moved view to view
 * by the edge differences ({@link Follower#apply}) from the empty view, its values in the
 * computation's own encoding. A kernel that reports the view's vertices follows them from the
 * change's presence lists, in O(vertices whose presence changed).
 */
public interface IncrementalKernel extends Follower {}
