/**
 * GVDL, the Graph View Definition Language: a superset of Graphsurge's language.
 *
 * <ul>
 *   <li>{@code lex}: tokens and the lexer (case-insensitive keywords, {@code /* *}{@code /} and
 *       {@code --} comments, single-quoted strings);</li>
 *   <li>{@code ast}: statements, predicates and operands as records and sealed interfaces, and
 *       the printer that writes an AST back as GVDL;</li>
 *   <li>{@code parse}: the recursive-descent parser and {@link graphsurge.gvdl.GvdlException},
 *       whose messages show the statement with a caret;</li>
 *   <li>{@code check}: semantic checks of statements against a graph's schema.</li>
 * </ul>
 *
 * <p>Depends only on the schema types of {@code graphsurge.gstore}; it never reads graph data.
 */
package graphsurge.gvdl;
