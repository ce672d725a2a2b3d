package graphsurge.analytics.incremental;

import graphsurge.analytics.graph.Follower;


/**
 * A computation's result kept for a changing view by an algorithm of its own, moved view to view
 * by the edge differences ({@link Follower#apply}); the first change starts from the empty view.
 * A kernel that reports the view's vertices follows them from the change's appeared and
 * disappeared lists, in O(vertices whose presence changed), instead of counting degrees of its
 * own. Its values are in the computation's own encoding, as its plain algorithm and its dataflow
 * give them.
 */
public interface IncrementalKernel extends Follower {}
