package graphsurge.cli;

import graphsurge.bench.Bench;
import graphsurge.bench.Competitor;
import graphsurge.bench.PaperBench;
import graphsurge.bench.Targets;
import graphsurge.bench.Workload;
import graphsurge.bench.Workloads;
import graphsurge.cli.report.BenchReport;
import graphsurge.gstore.GraphsurgeException;
import graphsurge.gstore.io.AtomicTextFile;
import graphsurge.gstore.io.IoErrors;
import graphsurge.gstore.io.StoreFiles;
import graphsurge.gstore.io.UserPaths;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/** {@code graphsurge bench}: the competitors side by side on generated workloads. */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = {
            "Measure running computations across view collections: generates each workload (graph and collections, "
                    + "deterministic), runs the competitors alternately, first in untimed warm-up rounds, checks that they agree on "
                    + "every view, and prints per workload the median and spread of total time, the median time "
                    + "of a view after the first, the ratio to the best, peak and live heap, and the adaptive "
                    + "mode's decisions; then the performance targets.",
            "",
            "Workloads: similar (R-MAT 2^20 vertices, 16M edges; 20 views of 10M edges changing 1,000 each), single "
                    + "(its first view alone), different (20 views changing 3.5M edges each), percent (20 sliding "
                    + "windows of 10M edges, each 1%% from the one before; also scc and mpsp), windows (1M edges; 16 "
                    + "sliding and 16 expanding 10-year windows; also scc and mpsp), communities (4M edges; 35 views without "
                    + "the edges touching 4 of 7 communities, in the chosen and the user order).",
            "paper (not among the defaults; name it): the Graphsurge paper's large setup as a user runs it, through a "
                    + "store: an R-MAT graph of 2^22 vertices and 69M edges, 5,000 generated views of 34M edges each "
                    + "changing 1,000 edges, and bfs, sssp and wcc DIFFERENTIAL across them without saving, with SAVE "
                    + "RESULTS AS PARQUET and with CHANGES ONLY, beside the plain algorithm on 1 thread on --sample views; "
                    + "per phase its time, per-view times, peak heap, peak resident set and bytes written.",
            "Competitors: DIFFERENTIAL, SCRATCH (every view fresh), ADAPTIVE, PLAIN (the plain algorithm per "
                    + "view, 1 thread and --threads), JGRAPHT (per view, bfs, sssp and wcc, views up to "
                    + "--jgrapht-max-edges), and DIFFERENTIAL 1t on similar and percent to measure scaling with threads; "
                    + "DATAFLOW (DIFFERENTIAL with dataflow=true: the general dataflow instead of the computation's "
                    + "own differential form, for computations that take that parameter) on similar and percent for "
                    + "hops, distances and components, everywhere when chosen."
        },
        footer = {
            "",
            "Examples:",
            "  graphsurge bench                                  # everything, at full size (over an hour on 2 cores)",
            "  graphsurge bench similar --computations bfs,wcc --repeat 5 --out bench-out",
            "  graphsurge bench --scale 0.01 --repeat 1          # a smoke test in seconds",
            "  graphsurge bench paper --work /data/paper         # the paper's 5,000 views at full size (needs ~12 GB)"
        })
final class BenchCommand implements Callable<Integer> {
    private static final String PAPER = "paper";

    @ParentCommand
    GraphsurgeCommand top;

    @Parameters(paramLabel = "WORKLOAD", arity = "0..*",
            description = "Workloads to run, in this order (default: all of similar, single, different, percent, windows, "
                    + "communities).")
    List<String> workloads = new ArrayList<>();

    @Option(names = "--scale", paramLabel = "S", defaultValue = "1",
            description = "Multiply every edge count by S, in (0, 1] (default: ${DEFAULT-VALUE}, the paper's sizes).")
    double scale;

    @Option(names = "--repeat", paramLabel = "N", defaultValue = "3",
            description = "Measured rounds per competitor (default: ${DEFAULT-VALUE}).")
    int repeat;

    @Option(names = "--out", paramLabel = "DIR",
            description = "Also write DIR/bench.csv (one row per measurement) and DIR/targets.csv.")
    Path out;

    @Option(names = "--report", paramLabel = "FILE",
            description = "Also write a self-contained HTML page with the times as charts and the targets.")
    Path report;

    @Option(names = "--computations", paramLabel = "NAMES", split = ",",
            description = "Only these computations, by name (bfs, sssp, wcc, pr, scc, mpsp).")
    List<String> computations = new ArrayList<>();

    @Option(names = "--competitors", paramLabel = "NAMES", split = ",",
            description = "Only these competitors: differential, differential_1, dataflow, scratch, adaptive, plain_1, "
                    + "plain_n, jgrapht.")
    List<String> competitors = new ArrayList<>();

    @Option(names = "--jgrapht-max-edges", paramLabel = "M", defaultValue = "1000000",
            description = "Run JGraphT only on collections whose largest view has at most M edges "
                    + "(default: ${DEFAULT-VALUE}).")
    int jgraphtMaxEdges;

    @Option(names = "--warm-up", paramLabel = "N", defaultValue = "1",
            description = "Untimed rounds of every competitor, in turn, before the measured rounds, so that these time "
                    + "compiled code rather than the JIT compiling it (default: ${DEFAULT-VALUE}; 0 times a cold start; "
                    + "short dataflow views settle after about 3).")
    int warmUpRounds;

    @Option(names = "--no-warm-up", description = "The same as --warm-up 0.")
    boolean noWarmUp;

    @Option(names = "--work", paramLabel = "DIR",
            description = "paper: where its store and saved results go, a new or empty directory (default: a new "
                    + "temporary directory, removed afterwards).")
    Path work;

    @Option(names = "--sample", paramLabel = "N", defaultValue = "10",
            description = "paper: how many views the plain algorithm runs on (default: ${DEFAULT-VALUE}).")
    int sample;

    @Option(names = "--digests",
            description = "Also print, per computation and collection, one digest of each competitor's results on all "
                    + "views (the same for every competitor; the same from build to build while results do not change).")
    boolean digests;

    @Override
    public Integer call() {
        if (!(scale > 0 && scale <= 1)) {
            throw new UsageException("--scale must be in (0, 1], got " + scale);
        }
        if (repeat < 1) {
            throw new UsageException("--repeat must be at least 1, got " + repeat);
        }
        if (warmUpRounds < 0) {
            throw new UsageException("--warm-up must be at least 0, got " + warmUpRounds);
        }
        int warmUp = noWarmUp ? 0 : warmUpRounds;
        List<String> names = workloads.isEmpty() ? Workloads.NAMES : workloads;
        for (String name : names) {
            if (!Workloads.NAMES.contains(name.toLowerCase(Locale.ROOT)) && !name.equalsIgnoreCase(PAPER)) {
                throw new UsageException("no workload '" + name + "'; the workloads are "
                        + String.join(", ", Workloads.NAMES) + " and " + PAPER);
            }
        }
        if (names.stream().anyMatch(PAPER::equalsIgnoreCase)) {
            if (names.size() > 1) {
                throw new UsageException(PAPER + " runs alone: name it without other workloads");
            }
            return paper();
        }
        Set<Competitor> chosen = EnumSet.noneOf(Competitor.class);
        for (String c : competitors) {
            try {
                chosen.add(Competitor.valueOf(c.trim().toUpperCase(Locale.ROOT)));
            } catch (IllegalArgumentException e) {
                throw new UsageException("no competitor '" + c + "'; the competitors are "
                        + EnumSet.allOf(Competitor.class).toString().toLowerCase(Locale.ROOT));
            }
        }
        int threads = top.threads();
        Bench.Settings settings = new Bench.Settings(repeat, threads, chosen, jgraphtMaxEdges, warmUp);
        PrintWriter out = top.environment().out();
        PrintWriter err = top.environment().err();
        boolean json = top.format == GraphsurgeCommand.Format.json;
        boolean chatty = !top.quiet() && !json;
        Workloads generator = new Workloads(scale, threads);
        List<Bench.Measurement> all = new ArrayList<>();
        for (String name : names) {
            long start = System.nanoTime();
            Workload w = filtered(generator.generate(name));
            if (chatty) {
                out.printf("%n== %s: %s (generated in %s; %d thread%s, %d round%s after %d of warm-up)%n", w.name(),
                        w.description(), Units.seconds(System.nanoTime() - start), threads, threads == 1 ? "" : "s",
                        repeat, repeat == 1 ? "" : "s", warmUp);
                for (Workload.NamedCollection nc : w.collections()) {
                    out.printf("   %s: %d views, largest %,d edges, %,d differences in run order (%,d in user order)%n",
                            nc.label(), nc.collection().views(), nc.largestView(), nc.collection().differences(),
                            nc.collection().userDifferences());
                }
                out.flush();
            }
            List<Bench.Measurement> ms = Bench.run(w, settings, new Bench.Listener() {
                @Override
                public void running(String what) {
                    if (chatty && top.environment().terminal()) {
                        err.print("\r\033[K" + what);
                        err.flush();
                    }
                }

                @Override
                public void measured(Bench.Measurement m) {}
            });
            if (chatty && top.environment().terminal()) {
                err.print("\r\033[K");
                err.flush();
            }
            all.addAll(ms);
            if (json) {
                for (Bench.Measurement m : ms) {
                    out.println(Json.write(row(m, ms)));
                }
            } else {
                table(ms).print(out, "   ");
                if (digests) {
                    out.println();
                    out.println("   digests of all views' results:");
                    digestTable(ms).print(out, "   ");
                }
            }
            out.flush();
        }
        List<Targets.Target> targets = Targets.check(all);
        if (json) {
            for (Targets.Target t : targets) {
                if (t.measuredAtAll()) {
                    Map<String, Object> m = new LinkedHashMap<>();
                    m.put("target", t.name());
                    m.put("ratio", t.asks());
                    m.put("measured", t.measured());
                    m.put("goal", (t.atMost() ? "<= " : ">= ") + t.goal());
                    m.put("verdict", t.verdict());
                    out.println(Json.write(m));
                }
            }
        } else if (!top.quiet()) {
            TextTable tt = new TextTable("target", "ratio", "measured", "goal", "").numeric(2);
            for (Targets.Target t : targets) {
                if (t.measuredAtAll()) {
                    tt.row(t.name(), t.asks(), String.format(Locale.ROOT, "%.2f", t.measured()),
                            (t.atMost() ? "<= " : ">= ") + t.goal(), t.verdict());
                }
            }
            out.println();
            out.println("== targets (ratios of medians; see docs/performance.md)");
            tt.print(out, "   ");
        }
        out.flush();
        if (this.out != null) {
            write(all, targets);
        }
        if (report != null) {
            try {
                BenchReport.write(report, "graphsurge " + String.join(" ", top.spec.commandLine().getParseResult()
                        .originalArgs()), all, targets, threads);
            } catch (IOException e) {
                throw new GraphsurgeException(report + ": cannot write the report: " + IoErrors.reason(e));
            }
            if (!top.quiet()) {
                out.println("Wrote " + report);
            }
        }
        return 0;
    }

    /** The {@code paper} workload: {@link PaperBench}, its phases as a table or JSON lines. */
    private Integer paper() {
        if (sample < 1) {
            throw new UsageException("--sample must be at least 1, got " + sample);
        }
        List<String> names = computations.isEmpty() ? List.of("bfs", "sssp", "wcc") : computations;
        PrintWriter out = top.environment().out();
        PrintWriter err = top.environment().err();
        boolean json = top.format == GraphsurgeCommand.Format.json;
        boolean chatty = !top.quiet() && !json && top.environment().terminal();
        Path directory;
        try {
            directory = work != null ? work : Files.createTempDirectory("graphsurge-paper-");
        } catch (IOException e) {
            throw new GraphsurgeException("cannot create a temporary directory: " + IoErrors.reason(e));
        }
        List<PaperBench.Phase> phases;
        try {
            phases = PaperBench.run(new PaperBench.Settings(scale, top.threads(), sample, directory, names),
                    new PaperBench.Listener() {
                        @Override
                        public void running(String what) {
                            if (chatty) {
                                err.print("\r\033[K" + what);
                                err.flush();
                            }
                        }

                        @Override
                        public void measured(PaperBench.Phase p) {
                            if (json) {
                                out.println(Json.write(paperRow(p)));
                                out.flush();
                            }
                        }
                    });
        } catch (IllegalArgumentException e) {
            throw new GraphsurgeException(e.getMessage());
        } finally {
            if (chatty) {
                err.print("\r\033[K");
                err.flush();
            }
            if (work == null) {
                try {
                    StoreFiles.deleteRecursively(directory);
                } catch (IOException e) {
                    err.println("graphsurge: could not remove " + directory + ": " + IoErrors.reason(e));
                }
            }
        }
        if (!json) {
            TextTable t = new TextTable("computation", "phase", "time", "first view", "later view (median)",
                    "per-view sum", "peak heap", "peak RSS", "written").numeric(2, 3, 4, 5, 6, 7, 8);
            for (PaperBench.Phase p : phases) {
                t.row(p.computation(), p.phase(), Units.seconds(p.nanos()), millisOrDash(p.firstViewNanos()),
                        millisOrDash(p.laterViewNanos()), millisOrDash(p.viewNanosSum()), Units.bytes(p.peakHeap()),
                        p.peakRss() < 0 ? "-" : Units.bytes(p.peakRss()), p.bytes() == 0 ? "-" : Units.bytes(p.bytes()));
            }
            out.printf("%n== paper at scale %s on %d thread%s%n", scale, top.threads(), top.threads() == 1 ? "" : "s");
            t.print(out, "   ");
            out.flush();
        }
        return 0;
    }

    /** Milliseconds to the microsecond: a view after the first often takes less than a tenth of one. */
    private static String millisOrDash(long nanos) {
        return nanos < 0 ? "-" : String.format(Locale.ROOT, "%,.3f ms", nanos / 1e6);
    }

    private static Map<String, Object> paperRow(PaperBench.Phase p) {
        Map<String, Object> r = new LinkedHashMap<>();
        r.put("computation", p.computation());
        r.put("phase", p.phase());
        r.put("seconds", p.nanos() / 1e9);
        r.put("first_view_s", p.firstViewNanos() < 0 ? null : p.firstViewNanos() / 1e9);
        r.put("later_view_median_s", p.laterViewNanos() < 0 ? null : p.laterViewNanos() / 1e9);
        r.put("view_sum_s", p.viewNanosSum() < 0 ? null : p.viewNanosSum() / 1e9);
        r.put("peak_heap_bytes", p.peakHeap());
        r.put("peak_rss_bytes", p.peakRss() < 0 ? null : p.peakRss());
        r.put("bytes_written", p.bytes());
        return r;
    }

    /** {@code w} with only the computations asked for. */
    private Workload filtered(Workload w) {
        if (computations.isEmpty()) {
            return w;
        }
        List<String> kept = new ArrayList<>();
        for (String call : w.computations()) {
            String name = call.split("\\(", 2)[0];
            for (String c : computations) {
                if (c.trim().equalsIgnoreCase(name)) {
                    kept.add(call);
                }
            }
        }
        return new Workload(w.name(), w.description(), w.graph(), w.collections(), kept, w.measuresThreadScaling(),
                w.measuresDataflow());
    }

    private static TextTable table(List<Bench.Measurement> ms) {
        TextTable t = new TextTable("computation", "collection", "competitor", "median", "per view", "spread", "x best",
                "peak heap", "live heap", "adaptive decisions").numeric(3, 4, 5, 6, 7, 8);
        String group = null;
        for (Bench.Measurement m : ms) {
            String g = m.computation() + " / " + m.collection();
            boolean first = !g.equals(group);
            group = g;
            t.row(first ? m.computation() : "", first ? m.collection() : "", m.label(), Units.millis(m.median()),
                    m.perViewMedian() < 0 ? "-" : Units.millis(m.perViewMedian()), spread(m),
                    String.format(Locale.ROOT, "%.2f", ratioToBest(m, ms)), Units.bytes(m.peakHeap()),
                    Units.bytes(m.liveHeap()), m.decisions());
        }
        return t;
    }

    /** One row per measurement, every cell filled, so that two runs' digests can be compared with diff. */
    private static TextTable digestTable(List<Bench.Measurement> ms) {
        TextTable t = new TextTable("computation", "collection", "competitor", "digest");
        for (Bench.Measurement m : ms) {
            t.row(m.computation(), m.collection(), m.label(), hex(m.digest()));
        }
        return t;
    }

    private static String hex(long digest) {
        return String.format(Locale.ROOT, "%016x", digest);
    }

    private static String spread(Bench.Measurement m) {
        if (m.nanos().length == 1) {
            return "-";
        }
        double median = m.median();
        return String.format(Locale.ROOT, "-%.0f%% +%.0f%%", 100 * (median - m.min()) / median,
                100 * (m.max() - median) / median);
    }

    /** The median over the best median among the competitors on the same computation and collection. */
    private static double ratioToBest(Bench.Measurement m, List<Bench.Measurement> ms) {
        long best = Long.MAX_VALUE;
        for (Bench.Measurement o : ms) {
            if (o.workload().equals(m.workload()) && o.collection().equals(m.collection())
                    && o.computation().equals(m.computation())) {
                best = Math.min(best, o.median());
            }
        }
        return m.median() / (double) Math.max(1, best);
    }

    private Map<String, Object> row(Bench.Measurement m, List<Bench.Measurement> ms) {
        Map<String, Object> r = new LinkedHashMap<>();
        r.put("workload", m.workload());
        r.put("collection", m.collection());
        r.put("computation", m.computation());
        r.put("competitor", m.label());
        r.put("median_s", m.median() / 1e9);
        r.put("min_s", m.min() / 1e9);
        r.put("max_s", m.max() / 1e9);
        r.put("ratio_to_best", ratioToBest(m, ms));
        r.put("per_view_median_s", m.perViewMedian() < 0 ? null : m.perViewMedian() / 1e9);
        r.put("peak_heap_bytes", m.peakHeap());
        r.put("live_heap_bytes", m.liveHeap());
        r.put("views", m.views());
        r.put("differences", m.differences());
        r.put("largest_view_edges", m.largestView());
        r.put("decisions", m.decisions());
        List<Double> times = new ArrayList<>();
        for (long n : m.nanos()) {
            times.add(n / 1e9);
        }
        r.put("times_s", times);
        if (digests) {
            r.put("digest", hex(m.digest()));
        }
        return r;
    }

    private void write(List<Bench.Measurement> all, List<Targets.Target> targets) {
        try {
            Files.createDirectories(out);
            AtomicTextFile.write(UserPaths.inside(out, "bench.csv"), w -> {
                List<Map<String, Object>> rows = new ArrayList<>();
                for (Bench.Measurement m : all) {
                    rows.add(row(m, all));
                }
                // Not closed here: the writer belongs to AtomicTextFile, which forces it to disk.
                CSVPrinter p = new CSVPrinter(w, CSVFormat.DEFAULT);
                if (!rows.isEmpty()) {
                    p.printRecord(rows.get(0).keySet());
                }
                for (Map<String, Object> r : rows) {
                    List<Object> cells = new ArrayList<>();
                    for (Object v : r.values()) {
                        cells.add(v instanceof List<?> l ? String.join(" ", l.stream().map(String::valueOf).toList()) : v);
                    }
                    p.printRecord(cells);
                }
                p.flush();
            });
            AtomicTextFile.write(UserPaths.inside(out, "targets.csv"), w -> {
                CSVPrinter p = new CSVPrinter(w, CSVFormat.DEFAULT);
                p.printRecord("target", "ratio", "measured", "goal", "verdict");
                for (Targets.Target t : targets) {
                    p.printRecord(t.name(), t.asks(), t.measuredAtAll() ? t.measured() : "",
                            (t.atMost() ? "<= " : ">= ") + t.goal(), t.verdict());
                }
                p.flush();
            });
        } catch (IOException e) {
            throw new GraphsurgeException(out + ": cannot write the results: " + IoErrors.reason(e));
        }
        if (!top.quiet()) {
            top.environment().out().println("Wrote " + UserPaths.inside(out, "bench.csv") + " and "
                    + UserPaths.inside(out, "targets.csv"));
        }
    }
}
