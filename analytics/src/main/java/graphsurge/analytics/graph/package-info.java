/** One view's edges as adjacency over dense vertex ids: what the plain algorithms run on. */
package graphsurge.analytics.graph;
