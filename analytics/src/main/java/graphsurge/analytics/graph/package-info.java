/**
 * One view and how it changes: its edges as adjacency over dense vertex ids (what the plain
 * algorithms run on), whether an edge is in it, the change from one view to the next, and the
 * followers that change moves (kernels and dataflow evaluations).
 */
package graphsurge.analytics.graph;
