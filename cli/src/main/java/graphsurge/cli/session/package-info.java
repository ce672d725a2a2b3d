/**
 * The GVDL session: executes statements against a store and returns typed results. It is the
 * Java API of the product (open a store, execute statements, read the results) and the engine
 * behind scripts, {@code -e} and the REPL. Rendering results is the front ends' business.
 */
package graphsurge.cli.session;
