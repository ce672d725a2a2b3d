/**
 * The HTML run report: a self-contained page (inline SVG charts drawn by JFreeChart through
 * JFreeSVG, inline CSS, no scripts) that shows a run across a collection, or a benchmark: the
 * collection and its differences, per-view times and the adaptive model, and the results across
 * views. {@link graphsurge.session.ResultSummary} (filled by the session during the run) holds
 * the numbers behind the result charts, tested on their own. The command line registers
 * {@link graphsurge.cli.report.RunReport#write(java.nio.file.Path, graphsurge.session.RunReportWriter.Run)}
 * as the session's report writer.
 */
package graphsurge.cli.report;
