/** Semantic checks of GVDL statements against a graph's schema, before anything runs. */
package graphsurge.gvdl.check;
