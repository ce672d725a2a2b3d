/**
 * The graph store (GStore): an immutable property graph with dense 32-bit vertex ids, typed
 * columnar properties and out/in adjacency in CSR form.
 *
 * <ul>
 *   <li>{@code schema}: property names and types.</li>
 *   <li>{@code column}: typed property columns and bitsets.</li>
 *   <li>{@code csv}: streaming CSV loading (Graphsurge and Neo4j-import headers).</li>
 *   <li>{@code io}: the binary container format and the on-disk store with its lock.</li>
 *   <li>{@code generate}: deterministic synthetic property graphs (R-MAT, uniform).</li>
 * </ul>
 *
 * <p>This module is the bottom of the dependency graph: it depends on nothing of the project.
 */
package graphsurge.gstore;
