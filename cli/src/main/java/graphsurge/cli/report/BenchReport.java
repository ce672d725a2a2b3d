package graphsurge.cli.report;

import graphsurge.bench.Bench;
import graphsurge.bench.Targets;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.jfree.data.category.DefaultCategoryDataset;

/**
 * The HTML page of a {@code graphsurge bench} run: per workload, the median time of every
 * competitor on every computation and collection as grouped bars, the measurements as a table,
 * and the performance targets with their verdicts.
 */
public final class BenchReport {
    private BenchReport() {}

    /** Median seconds per (computation / collection) and competitor: the data of one workload's chart. */
    static DefaultCategoryDataset medians(List<Bench.Measurement> ms) {
        DefaultCategoryDataset d = new DefaultCategoryDataset();
        for (Bench.Measurement m : ms) {
            d.addValue(m.median() / 1e9, m.label(), m.computation().split("\\(", 2)[0] + " / " + m.collection());
        }
        return d;
    }

    public static void write(Path file, String command, List<Bench.Measurement> all, List<Targets.Target> targets,
            int threads) throws IOException {
        StringBuilder out = new StringBuilder(1 << 16);
        Html.open(out, "Graphsurge benchmark");
        out.append("<h1>Graphsurge benchmark</h1>\n<pre>").append(Html.escape(command)).append("</pre>\n");
        Map<String, List<Bench.Measurement>> byWorkload = new LinkedHashMap<>();
        for (Bench.Measurement m : all) {
            byWorkload.computeIfAbsent(m.workload(), k -> new ArrayList<>()).add(m);
        }
        int chart = 0;
        for (Map.Entry<String, List<Bench.Measurement>> w : byWorkload.entrySet()) {
            out.append("<section id=\"workload-").append(Html.escape(w.getKey())).append("\">\n<h2>")
                    .append(Html.escape(w.getKey())).append("</h2>\n");
            Html.figure(out, Charts.svg(Charts.bars("Median time across the collection: " + w.getKey(),
                    "computation / collection", "seconds", medians(w.getValue()), false), "chart-bench-" + chart++,
                    Charts.WIDTH, Charts.HEIGHT + 40),
                    "Total time of the run across all views, the median of the rounds, per competitor: lower is better.");
            List<List<String>> rows = new ArrayList<>();
            for (Bench.Measurement m : w.getValue()) {
                rows.add(List.of(m.computation(), m.collection(), m.label(), RunReport.seconds(m.median()),
                        RunReport.seconds(m.min()) + " .. " + RunReport.seconds(m.max()),
                        String.format(Locale.ROOT, "%.1f MiB", m.peakHeap() / 1048576.0),
                        String.format(Locale.ROOT, "%.1f MiB", m.liveHeap() / 1048576.0), m.decisions()));
            }
            Html.table(out, List.of("computation", "collection", "competitor", "median", "range", "peak heap", "live heap",
                    "adaptive decisions"), rows, false, false, false, true, true, true, true, false);
            out.append("</section>\n");
        }
        out.append("<section id=\"targets\">\n<h2>Targets</h2>\n");
        List<List<String>> rows = new ArrayList<>();
        for (Targets.Target t : targets) {
            if (t.measuredAtAll()) {
                rows.add(List.of(t.name(), t.asks(), String.format(Locale.ROOT, "%.2f", t.measured()),
                        (t.atMost() ? "<= " : ">= ") + t.goal(), t.verdict()));
            }
        }
        Html.table(out, List.of("target", "ratio", "measured", "goal", "verdict"), rows, false, false, true, false, false);
        Runtime rt = Runtime.getRuntime();
        out.append("</section>\n<section id=\"about\">\n<h2>About this run</h2>\n<p>")
                .append(Html.escape(String.format(Locale.ROOT, "%d threads; %d cores, %d MiB of heap, Java %s.", threads,
                        rt.availableProcessors(), rt.maxMemory() >> 20, Runtime.version())))
                .append("</p>\n</section>\n");
        Html.close(out);
        Html.write(file, out);
    }
}
