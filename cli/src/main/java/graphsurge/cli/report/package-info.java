/**
 * The HTML run report: a self-contained page (inline SVG charts drawn by JFreeChart through
 * JFreeSVG, inline CSS, no scripts) that shows a run across a collection, or a benchmark: the
 * collection and its differences, per-view times and the adaptive model, and the results across
 * views. {@link graphsurge.session.ResultSummary} (filled by the session during the run) holds
 * the numbers behind the result charts, tested on their own. The command line registers
 * {@link graphsurge.cli.report.RunReport#write(java.nio.file.Path, graphsurge.session.RunReportWriter.Run)}
 * as the session's report writer.
 *
 * <p>A chart of one value per view is a list of {@code Charts.ViewSeries}
 * (a name, a colour, a {@code double[]} in view order) handed to {@code Charts.perView}, which
 * draws bars up to {@code Charts.BARS_UP_TO} views and thinned areas, lines or points past that
 * ({@code Thinning}): one more per-view series is one more array.
 */
package graphsurge.cli.report;
