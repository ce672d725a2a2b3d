/**
 * View predicates compiled against a graph's columns and evaluated over all edges, a block of
 * 4,096 edges at a time: each comparison gathers its operands into primitive scratch arrays with
 * one loop and compares them with another, so no value is boxed and no call is made per edge.
 */
package graphsurge.vcstore.eval;
