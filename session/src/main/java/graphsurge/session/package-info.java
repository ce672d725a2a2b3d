/**
 * The GVDL session: executes statements against a store and returns typed results. It is the
 * Java API of the product (open a store, execute statements, read the results) and the engine
 * behind scripts, {@code -e} and the REPL. Rendering results is the front ends' business: this
 * module carries no picocli, JLine or JFreeChart, and the HTML report of {@code SAVE REPORT TO} is
 * written by the {@link graphsurge.session.RunReportWriter} the command line registers.
 */
package graphsurge.session;
