/**
 * The GVDL abstract syntax: {@link graphsurge.gvdl.ast.Statement}s, {@link
 * graphsurge.gvdl.ast.Predicate}s over {@link graphsurge.gvdl.ast.Operand}s, and the {@link
 * graphsurge.gvdl.ast.GvdlPrinter} that writes them back as GVDL. Records and sealed interfaces,
 * compared by meaning (spans are metadata, see {@link graphsurge.gvdl.Span}).
 */
package graphsurge.gvdl.ast;
