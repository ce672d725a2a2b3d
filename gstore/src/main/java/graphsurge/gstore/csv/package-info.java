/**
 * Streaming CSV loading into a {@link graphsurge.gstore.PropertyGraph}, with Apache Commons CSV.
 *
 * <p>Rows are parsed one at a time straight into primitive columns; the file is never held in
 * memory as strings. Headers come in the Graphsurge form ({@code name:type}, {@code :id},
 * {@code :start_id}, {@code :end_id}) or the Neo4j import form ({@code :ID}, {@code :START_ID},
 * {@code :END_ID}, {@code :LABEL}, {@code :TYPE}, {@code :IGNORE}). Lines end with LF, CRLF or a
 * lone CR. Every bad row is reported with file, line and column, or skipped when asked; an edge
 * file that yields no edge is an error, never an empty graph.
 */
package graphsurge.gstore.csv;
