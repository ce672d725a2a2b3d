/** Property names and types of a graph's vertices and edges. Depends on nothing. */
package graphsurge.gstore.schema;
