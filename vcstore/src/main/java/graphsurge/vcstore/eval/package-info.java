/**
 * View predicates compiled against a graph's columns and evaluated over all edges into each
 * view's differences from the view before ({@link graphsurge.vcstore.eval.ViewDifferences}), a
 * block of 4,096 edges at a time: each comparison gathers its operands into primitive scratch
 * arrays with one loop and compares them with another, so no value is boxed and no call is made
 * per edge. Windows of one numeric property need no pass per view ({@link
 * graphsurge.vcstore.eval.RangeViews}).
 */
package graphsurge.vcstore.eval;
