package graphsurge.cli;

import graphsurge.analytics.computation.Computation;
import graphsurge.analytics.run.Decision;
import graphsurge.cli.report.ValuesText;
import graphsurge.gstore.GraphSummary;
import graphsurge.gstore.csv.LoadReport;
import graphsurge.gstore.csv.SkippedRows;
import graphsurge.gstore.io.StoredGraphInfo;
import graphsurge.ordering.OrderChoice;
import graphsurge.session.StatementResult;
import graphsurge.vcstore.collection.CollectionStore;
import graphsurge.vcstore.collection.ForBindings;
import graphsurge.vcstore.collection.ViewCollection;
import java.io.PrintWriter;
import java.math.BigDecimal;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Shows statement results: as text and aligned tables for people, or as JSON for programs. */
final class ResultRenderer {
    private static final DateTimeFormatter STORED = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'");

    private static final StatementResult.Visitor<Map<String, Object>> JSON = new JsonMaps();

    private ResultRenderer() {}

    /**
     * What {@code -q} shows of {@code r}: the results of SHOW statements, a run's one summary line,
     * warnings, and a run's notices that change what happened (on {@code err}: nothing ran, every
     * view ran plain whatever the mode); no per-view tables, timings, confirmations or notices
     * that only say how a run ran.
     */
    static void quiet(StatementResult r, PrintWriter out, PrintWriter err) {
        r.accept(new QuietText(out, err));
    }

    /**
     * Prints {@code r} for people on {@code out}, warnings and notes on {@code err}; a run's table
     * gives each view's reason in a few words, or with {@code explain} its whole explanation.
     */
    static void text(StatementResult r, PrintWriter out, PrintWriter err, boolean explain) {
        r.accept(new Text(out, err, explain));
    }

    private static void warnings(List<String> warnings, PrintWriter err) {
        for (String w : warnings) {
            err.println("warning: " + w);
        }
    }

    /** Each kind of result as text: the result on {@code out}, warnings and notices on {@code err}. */
    private static class Text implements StatementResult.Visitor<Void> {
        final PrintWriter out;
        final PrintWriter err;
        final boolean explain;

        Text(PrintWriter out, PrintWriter err, boolean explain) {
            this.out = out;
            this.err = err;
            this.explain = explain;
        }

        @Override
        public Void visit(StatementResult.GraphLoaded g) {
            loaded(g, out);
            skipped(g.report(), err);
            warnings(g.warnings(), err);
            return null;
        }

        @Override
        public Void visit(StatementResult.GraphDescribed g) {
            described(g, out);
            return null;
        }

        @Override
        public Void visit(StatementResult.CollectionsListed c) {
            listed(c, out);
            return null;
        }

        @Override
        public Void visit(StatementResult.CollectionCreated c) {
            created(c, out);
            warnings(c.warnings(), err);
            return null;
        }

        @Override
        public Void visit(StatementResult.CollectionDescribed c) {
            collection(c.collection(), c.stale(), out);
            return null;
        }

        @Override
        public Void visit(StatementResult.ComputationsListed c) {
            TextTable t = new TextTable("computation", "parameters", "value", "from").wrap(1, 64).wrap(2, 40);
            for (int i = 0; i < c.computations().size(); i++) {
                Computation x = c.computations().get(i);
                t.row(x.name(), x.parameters(), x.description(), c.origins().get(i));
            }
            t.print(out, "");
            return null;
        }

        @Override
        public Void visit(StatementResult.ComputationRan c) {
            ran(c, out, explain);
            for (String n : c.notices()) {
                err.println("note: " + n);
            }
            return null;
        }

        @Override
        public Void visit(StatementResult.Done d) {
            out.println(d.message());
            return null;
        }
    }

    /** What {@code -q} shows: SHOW results as {@link Text} does, of the others only what the user must see. */
    private static final class QuietText extends Text {
        QuietText(PrintWriter out, PrintWriter err) {
            super(out, err, false);
        }

        @Override
        public Void visit(StatementResult.GraphLoaded g) {
            skipped(g.report(), err);
            warnings(g.warnings(), err);
            return null;
        }

        @Override
        public Void visit(StatementResult.CollectionCreated c) {
            warnings(c.warnings(), err);
            return null;
        }

        @Override
        public Void visit(StatementResult.ComputationRan c) {
            ranLine(c, out);
            // What changed what happened (nothing ran, every view plain) is said even here; how it ran is not.
            for (StatementResult.Notice n : c.notes()) {
                if (n.kind() == StatementResult.Notice.Kind.OUTCOME) {
                    err.println("note: " + n.text());
                }
            }
            return null;
        }

        @Override
        public Void visit(StatementResult.Done d) {
            return null;
        }
    }

    /** The one line that sums up a run; all that {@code -q} shows of it. */
    private static void ranLine(StatementResult.ComputationRan c, PrintWriter out) {
        if (c.target().equals("graph")) {
            StatementResult.ViewRow v = c.views().get(0);
            String values = ValuesText.of(v.values());
            out.printf("Ran %s on the graph: %,d edges, %,d results%s in %s%n", c.computation(), v.edges(), v.reported(),
                    values.isEmpty() ? "" : " (" + values + ")", Units.seconds(v.nanos()));
        } else {
            out.printf("Ran %s on %s (%s): %,d view%s in %s%n", c.computation(), c.target(), c.mode(), c.views().size(),
                    c.views().size() == 1 ? "" : "s", Units.seconds(c.totalNanos()));
        }
    }

    /**
     * The view the changes of row {@code i} compare with: the one before it in the run order
     * (null for the first), as {@code views.csv} of a saved run says.
     */
    private static String previous(List<StatementResult.ViewRow> rows, int i) {
        return i > 0 && rows.get(i - 1).position() == rows.get(i).position() - 1 ? rows.get(i - 1).view() : null;
    }

    private static void ran(StatementResult.ComputationRan c, PrintWriter out, boolean explain) {
        ranLine(c, out);
        if (!c.target().equals("graph")) {
            TextTable t = new TextTable("view", "position", "previous", "edges", "additions", "deletions", "mode", "time",
                    "results", "changed", "removed", "values", "why").numeric(1, 3, 4, 5, 7, 8, 9, 10);
            StatementResult.How[] hows = StatementResult.How.values();
            long[] nanos = new long[hows.length];
            int[] views = new int[hows.length];
            for (int i = 0; i < c.views().size(); i++) {
                StatementResult.ViewRow v = c.views().get(i);
                String previous = previous(c.views(), i);
                t.row(v.view(), v.position(), previous == null ? "" : previous, String.format("%,d", v.edges()), String.format("%,d", v.additions()),
                        String.format("%,d", v.deletions()), v.shown(),
                        Units.millis(v.nanos()), String.format("%,d", v.reported()), String.format("%,d", v.changes()),
                        String.format("%,d", v.removed()), ValuesText.of(v.values()),
                        explain ? v.decision() : Decision.brief(v.decision()));
                nanos[v.how().ordinal()] += v.nanos();
                views[v.how().ordinal()]++;
            }
            t.print(out, "  ");
            List<String> byMode = new ArrayList<>();
            for (StatementResult.How h : hows) {
                if (views[h.ordinal()] > 0) {
                    byMode.add(String.format("%,d %s in %s", views[h.ordinal()], h.word(), Units.millis(nanos[h.ordinal()])));
                }
            }
            total(c, out, byMode, nanos);
            // What the plain algorithm would have cost on every view, at the rate of the views it computed.
            long plainEdges = 0;
            long allEdges = 0;
            for (StatementResult.ViewRow v : c.views()) {
                allEdges += v.edges();
                plainEdges += v.how() == StatementResult.How.PLAIN ? v.edges() : 0;
            }
            int plainViews = views[StatementResult.How.PLAIN.ordinal()];
            if (plainViews > 0 && plainViews < c.views().size() && plainEdges > 0) {
                out.printf("  every view plain would have taken about %s (at the rate of the %,d plain view%s)%n",
                        Units.millis((long) ((double) nanos[StatementResult.How.PLAIN.ordinal()] / plainEdges * allEdges)),
                        plainViews, plainViews == 1 ? "" : "s");
            }
        }
        if (c.savedTo() != null) {
            out.printf("  results in %s: %s%n", c.savedTo(), c.savedFiles() != null ? c.savedFiles()
                    : c.target().equals("graph") ? "graph.csv, summary.csv" : "<view>.csv, <view>.changes.csv, summary.csv");
        }
        if (c.report() != null) {
            out.printf("  report in %s%n", c.report());
        }
    }

    /**
     * The run's total and where it went: reading the graph and the collection, the views (their
     * wall time; each view's time includes everything the runner did for it), writing the results,
     * and the rest (setting the run up), which add up to the total; then the views' times by mode.
     * In a segmented run the views' times add up the work of segments that ran at once, which
     * can exceed the wall time: the line says so rather than calling it a part of the total.
     */
    private static void total(StatementResult.ComputationRan c, PrintWriter out, List<String> byMode, long[] nanos) {
        StatementResult.Phases p = c.phases();
        if (!p.known()) {
            out.printf("  total: %s (%s)%n", Units.millis(c.totalNanos()), String.join(", ", byMode));
            return;
        }
        long rest = Math.max(0, c.totalNanos() - p.readNanos() - p.viewsNanos() - p.writeNanos());
        out.printf("  total: %s = reading the graph and collection %s + views %s + writing results %s + setting up %s%n",
                Units.millis(c.totalNanos()), Units.millis(p.readNanos()), Units.millis(p.viewsNanos()),
                Units.millis(p.writeNanos()), Units.millis(rest));
        long work = 0;
        for (long n : nanos) {
            work += n;
        }
        if (p.atOnce() > 1) {
            out.printf("  views: %s of work on %d segments at once (%s)%n", Units.millis(work), p.atOnce(),
                    String.join(", ", byMode));
        } else {
            out.printf("  views: %s%n", String.join(", ", byMode));
        }
    }

    private static void listed(StatementResult.CollectionsListed c, PrintWriter out) {
        if (c.collections().isEmpty()) {
            out.println("No collections.");
            return;
        }
        TextTable t = new TextTable("collection", "views", "differences", "user order", "runs").numeric(1, 2, 3);
        for (int i = 0; i < c.collections().size(); i++) {
            CollectionStore.Summary s = c.collections().get(i);
            t.row(s.name() + (c.stale().get(i) ? " (stale: made from another graph)" : ""), String.format("%,d", s.views()),
                    String.format("%,d", s.differences()), String.format("%,d", s.userDifferences()),
                    reordered(s) ? "reordered" : "as written");
        }
        t.print(out, "");
    }

    /** Whether a listed collection runs reordered: only a reordering that saves differences is ever taken. */
    private static boolean reordered(CollectionStore.Summary s) {
        return s.differences() < s.userDifferences();
    }

    private static void created(StatementResult.CollectionCreated c, PrintWriter out) {
        ViewCollection v = c.collection();
        if (v.views() == 1) {
            out.printf("Created view %s: %,d edge%s%n", v.name(), v.sizes()[0], v.sizes()[0] == 1 ? "" : "s");
        } else {
            out.printf("Created collection %s: %,d views, %,d differences in the run order%n", v.name(), v.views(),
                    v.differences());
            out.printf("  %s%n", v.orderingMethod());
        }
        long evaluations = (long) v.views() * c.graphEdges();
        String first = c.loaded() ? "views made in " + Units.seconds(c.evaluationNanos())
                : "evaluated in " + Units.seconds(c.evaluationNanos()) + " (" + Units.rate(evaluations, c.evaluationNanos())
                        + " edge-view evaluations/s)";
        if (c.distanceNanos() == 0 && c.orderingNanos() == 0 && c.differenceNanos() == 0) {
            // A kept order needs no distances: the views' own differences are the run's.
            out.printf("  %s, order kept (no distances)%n", first);
        } else {
            out.printf("  %s, distances in %s, ordered in %s, differences in %s%n", first,
                    Units.seconds(c.distanceNanos()), Units.seconds(c.orderingNanos()), Units.seconds(c.differenceNanos()));
        }
        out.printf("  stored in %s: %s, %.2f bytes per difference%n", Units.seconds(c.storeNanos()), Units.bytes(c.storeBytes()),
                v.differences() == 0 ? 0.0 : (double) c.storeBytes() / v.differences());
    }

    private static String ratio(long user, long chosen) {
        return chosen > 0 && user > chosen ? String.format(" (%.2fx the run order's)", (double) user / chosen) : "";
    }

    private static void collection(ViewCollection c, boolean stale, PrintWriter out) {
        out.printf("Collection %s: %,d view%s; %s%n", c.name(), c.views(), c.views() == 1 ? "" : "s",
                c.orderingMethod());
        if (stale) {
            out.println("  stale: it was made from another graph than the store's; create it again");
        }
        int[] positions = c.positions();
        ForBindings b = c.bindings();
        List<String> headers = new ArrayList<>(List.of("view", "position", "edges", "additions", "deletions"));
        b.variables().forEach(x -> headers.add("$" + x));
        headers.add("predicate");
        TextTable t = new TextTable(headers.toArray(String[]::new)).numeric(1, 2, 3, 4);
        for (int i = 0; i < b.variables().size(); i++) {
            if (b.kinds().get(i) != ForBindings.Kind.TEXT) {
                t.numeric(5 + i);
            }
        }
        long edges = 0;
        for (int v = 0; v < c.views(); v++) {
            int p = positions[v];
            edges += c.sizes()[v];
            List<Object> row = new ArrayList<>(List.of(c.viewNames().get(v), p + 1, String.format("%,d", c.sizes()[v]),
                    String.format("%,d", c.additions()[p].length), String.format("%,d", c.deletions()[p].length)));
            for (int i = 0; i < b.variables().size(); i++) {
                row.add(b.value(v, i));
            }
            row.add(c.predicates().get(v));
            t.row(row.toArray());
        }
        t.print(out, "  ");
        out.printf("  total: %,d edges over all views; %,d differences in the run order, %,d in the user order%s%n",
                edges, c.differences(), c.userDifferences(), ratio(c.userDifferences(), c.differences()));
    }

    /** Skipped rows are warnings: they go to stderr even when the result itself is not shown. */
    private static void skipped(LoadReport report, PrintWriter err) {
        for (SkippedRows s : report.skipped()) {
            err.printf("warning: skipped %,d bad row%s of %s; the first:%n", s.count(), s.count() == 1 ? "" : "s",
                    s.file());
            for (String reason : s.first()) {
                err.println("  " + reason);
            }
        }
    }

    private static void loaded(StatementResult.GraphLoaded g, PrintWriter out) {
        GraphSummary s = g.summary();
        long nanos = g.report().nanos();
        out.printf("Loaded %s and %s into %s%n", Units.count(s.vertices(), "vertex", "vertices"),
                Units.count(s.edges(), "edge", "edges"), g.store());
        out.printf("  read %s in %s (%s edges/s), stored in %s%n", Units.bytes(g.report().bytes()),
                Units.seconds(nanos), Units.rate(s.edges(), nanos), Units.seconds(g.storeNanos()));
        if (g.report().parallelEdgesDropped() > 0) {
            out.printf("  dropped %s: one edge is kept per source and target, the first in the file%n",
                    Units.count(g.report().parallelEdgesDropped(), "parallel edge", "parallel edges"));
        }
        out.println("  vertex properties: " + describe(s.vertexProperties()));
        out.println("  edge properties:   " + describe(s.edgeProperties()));
    }

    private static void described(StatementResult.GraphDescribed g, PrintWriter out) {
        GraphSummary s = g.summary();
        StoredGraphInfo info = g.info();
        out.printf("Graph in %s%n", g.store());
        out.printf("  source       %s%n", info.source());
        out.printf("  stored       %s%n", STORED.format(info.savedAt().atZone(ZoneOffset.UTC)));
        out.printf("  vertices     %,d%n", s.vertices());
        out.printf("  edges        %,d (%,d self-loops, %,d parallel: repeating an earlier edge's source and target)%n",
                s.edges(), s.selfLoops(), s.parallelEdges());
        out.printf("  vertex ids   %s%s%n", s.numericIds() ? "integers" : "strings",
                s.vertices() == 0 ? "" : ", " + s.smallestId() + " .. " + s.largestId());
        out.printf("  fingerprint  %s%n", info.fingerprintHex());
        properties(out, "Vertex properties", s.vertexProperties());
        properties(out, "Edge properties", s.edgeProperties());
        out.println();
        out.println("Degrees");
        TextTable degrees = new TextTable("", "min", "median", "mean", "max", "zero").numeric(1, 2, 3, 4, 5);
        degree(degrees, "out", s.out());
        degree(degrees, "in", s.in());
        degrees.print(out, "  ");
        out.printf("  isolated vertices: %,d%n", s.isolated());
        out.println();
        out.printf("Opened in %s; the graph occupies %s in memory (%.1f bytes per edge)%n",
                Units.seconds(g.openNanos()), Units.bytes(s.memoryBytes()),
                s.edges() == 0 ? 0.0 : (double) s.memoryBytes() / s.edges());
    }

    private static void properties(PrintWriter out, String title, List<GraphSummary.PropertyStats> stats) {
        out.println();
        if (stats.isEmpty()) {
            out.println(title + ": none");
            return;
        }
        out.println(title);
        TextTable table = new TextTable("name", "type", "absent", "values").numeric(2);
        for (GraphSummary.PropertyStats p : stats) {
            table.row(p.spec().name(), p.spec().type().displayName(), String.format("%,d", p.absent()), text(p.values()));
        }
        table.print(out, "  ");
    }

    private static void degree(TextTable table, String name, GraphSummary.DegreeStats d) {
        table.row(name, String.format("%,d", d.min()), String.format("%,.1f", d.median()),
                String.format("%,.2f", d.mean()), String.format("%,d", d.max()), String.format("%,d", d.zero()));
    }

    private static String describe(List<GraphSummary.PropertyStats> stats) {
        if (stats.isEmpty()) {
            return "(none)";
        }
        List<String> parts = new ArrayList<>();
        for (GraphSummary.PropertyStats p : stats) {
            parts.add(p.spec().toString());
        }
        return String.join(", ", parts);
    }

    /** {@code r} as a JSON-ready map. */
    static Map<String, Object> json(StatementResult r) {
        return r.accept(JSON);
    }

    /** Each kind of result as a JSON-ready map. */
    private static final class JsonMaps implements StatementResult.Visitor<Map<String, Object>> {
        @Override
        public Map<String, Object> visit(StatementResult.GraphLoaded g) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("result", "graph loaded");
            m.put("store", g.store().toString());
            m.put("vertices", g.summary().vertices());
            m.put("edges", g.summary().edges());
            m.put("parallelEdgesDropped", g.report().parallelEdgesDropped());
            m.put("bytes", g.report().bytes());
            m.put("loadMillis", g.report().nanos() / 1_000_000);
            m.put("storeMillis", g.storeNanos() / 1_000_000);
            m.put("fingerprint", g.info().fingerprintHex());
            m.put("vertexProperties", propertiesJson(g.summary().vertexProperties()));
            m.put("edgeProperties", propertiesJson(g.summary().edgeProperties()));
            List<Object> skipped = new ArrayList<>();
            for (SkippedRows s : g.report().skipped()) {
                Map<String, Object> e = new LinkedHashMap<>();
                e.put("file", s.file().toString());
                e.put("count", s.count());
                e.put("first", s.first());
                skipped.add(e);
            }
            m.put("skippedRows", skipped);
            m.put("warnings", g.warnings());
            return m;
        }

        @Override
        public Map<String, Object> visit(StatementResult.GraphDescribed g) {
            Map<String, Object> m = new LinkedHashMap<>();
            GraphSummary s = g.summary();
            m.put("result", "graph");
            m.put("store", g.store().toString());
            m.put("source", g.info().source());
            m.put("savedAt", g.info().savedAt().toString());
            m.put("fingerprint", g.info().fingerprintHex());
            m.put("vertices", s.vertices());
            m.put("edges", s.edges());
            m.put("selfLoops", s.selfLoops());
            m.put("parallelEdges", s.parallelEdges());
            m.put("idType", s.numericIds() ? "integer" : "string");
            m.put("vertexProperties", propertiesJson(s.vertexProperties()));
            m.put("edgeProperties", propertiesJson(s.edgeProperties()));
            m.put("outDegree", degreeJson(s.out()));
            m.put("inDegree", degreeJson(s.in()));
            m.put("isolatedVertices", s.isolated());
            m.put("memoryBytes", s.memoryBytes());
            m.put("openMillis", g.openNanos() / 1_000_000);
            return m;
        }

        @Override
        public Map<String, Object> visit(StatementResult.CollectionsListed c) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("result", "collections");
            List<Object> list = new ArrayList<>();
            for (int i = 0; i < c.collections().size(); i++) {
                CollectionStore.Summary s = c.collections().get(i);
                Map<String, Object> e = new LinkedHashMap<>();
                e.put("name", s.name());
                e.put("views", s.views());
                e.put("differences", s.differences());
                e.put("userOrderDifferences", s.userDifferences());
                e.put("ordering", s.orderingMethod());
                e.put("reordered", reordered(s));
                e.put("stale", c.stale().get(i));
                list.add(e);
            }
            m.put("collections", list);
            return m;
        }

        @Override
        public Map<String, Object> visit(StatementResult.CollectionCreated c) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("result", "collection created");
            m.putAll(collectionJson(c.collection()));
            m.put("orderChoice", orderChoiceJson(c.ordering()));
            m.put("evaluationMillis", c.evaluationNanos() / 1_000_000);
            m.put("distanceMillis", c.distanceNanos() / 1_000_000);
            m.put("orderingMillis", c.orderingNanos() / 1_000_000);
            m.put("differenceMillis", c.differenceNanos() / 1_000_000);
            m.put("storeMillis", c.storeNanos() / 1_000_000);
            m.put("storeBytes", c.storeBytes());
            m.put("warnings", c.warnings());
            return m;
        }

        @Override
        public Map<String, Object> visit(StatementResult.ComputationsListed c) {
            Map<String, Object> m = new LinkedHashMap<>();
            List<Object> list = new ArrayList<>();
            for (int i = 0; i < c.computations().size(); i++) {
                Computation x = c.computations().get(i);
                Map<String, Object> row = new LinkedHashMap<>();
                row.put("name", x.name());
                row.put("parameters", x.parameters());
                row.put("value", x.description());
                row.put("from", c.origins().get(i));
                list.add(row);
            }
            m.put("result", "computations");
            m.put("computations", list);
            return m;
        }

        @Override
        public Map<String, Object> visit(StatementResult.ComputationRan c) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("result", "computation ran");
            m.put("computation", c.computation());
            m.put("target", c.target());
            m.put("mode", c.mode());
            m.put("millis", c.totalNanos() / 1e6);
            if (c.phases().known()) {
                Map<String, Object> phases = new LinkedHashMap<>();
                phases.put("readMillis", c.phases().readNanos() / 1e6);
                phases.put("viewsMillis", c.phases().viewsNanos() / 1e6);
                phases.put("writeMillis", c.phases().writeNanos() / 1e6);
                phases.put("segmentsAtOnce", c.phases().atOnce());
                m.put("phases", phases);
            }
            if (c.segments() != null) {
                Map<String, Object> segments = new LinkedHashMap<>();
                segments.put("count", c.segments().count());
                segments.put("slots", c.segments().slots());
                segments.put("cluster", c.segments().cluster());
                segments.put("why", c.segments().why());
                m.put("segments", segments);
            }
            m.put("notices", c.notices());
            m.put("savedTo", c.savedTo() == null ? null : c.savedTo().toString());
            m.put("report", c.report() == null ? null : c.report().toString());
            List<Object> views = new ArrayList<>();
            for (int i = 0; i < c.views().size(); i++) {
                StatementResult.ViewRow v = c.views().get(i);
                Map<String, Object> row = new LinkedHashMap<>();
                row.put("view", v.view());
                row.put("position", v.position());
                row.put("previous", previous(c.views(), i));
                row.put("edges", v.edges());
                row.put("additions", v.additions());
                row.put("deletions", v.deletions());
                row.put("mode", v.how().word());
                row.put("ran", v.ran().word());
                row.put("reason", Decision.brief(v.decision()));
                row.put("decision", v.decision());
                row.put("millis", v.nanos() / 1e6);
                row.put("results", v.reported());
                row.put("changed", v.changes());
                row.put("removed", v.removed());
                row.put("values", ValuesText.json(v.values()));
                row.put("predicate", v.definition().predicate());
                row.put("for", forJson(v.definition().bindings(), 0));
                views.add(row);
            }
            m.put("views", views);
            return m;
        }

        @Override
        public Map<String, Object> visit(StatementResult.CollectionDescribed c) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("result", "collection");
            m.putAll(collectionJson(c.collection()));
            m.put("stale", c.stale());
            return m;
        }

        @Override
        public Map<String, Object> visit(StatementResult.Done d) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("result", "done");
            m.put("message", d.message());
            return m;
        }
    }

    /**
     * The FOR variables' values of the view of index {@code view} in {@code b} (no $): numbers as
     * JSON numbers when all the variable's values are, else strings.
     */
    private static Map<String, Object> forJson(ForBindings b, int view) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < b.variables().size(); i++) {
            String value = b.value(view, i);
            m.put(b.variables().get(i), switch (b.kinds().get(i)) {
                case INTEGER -> Long.parseLong(value);
                case DECIMAL -> new BigDecimal(value);
                case TEXT -> value;
            });
        }
        return m;
    }

    private static Map<String, Object> collectionJson(ViewCollection c) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", c.name());
        m.put("ordering", c.orderingMethod());
        m.put("reordered", c.reordered());
        m.put("differences", c.differences());
        m.put("userOrderDifferences", c.userDifferences());
        int[] positions = c.positions();
        List<Object> views = new ArrayList<>();
        for (int v = 0; v < c.views(); v++) {
            int p = positions[v];
            Map<String, Object> e = new LinkedHashMap<>();
            e.put("view", c.viewNames().get(v));
            e.put("position", p + 1);
            e.put("edges", c.sizes()[v]);
            e.put("additions", c.additions()[p].length);
            e.put("deletions", c.deletions()[p].length);
            e.put("predicate", c.predicates().get(v));
            e.put("for", forJson(c.bindings(), v));
            views.add(e);
        }
        m.put("views", views);
        return m;
    }

    /**
     * Which order a new collection runs in, with the figures behind the choice: null where no
     * other order was looked for.
     */
    private static Map<String, Object> orderChoiceJson(OrderChoice o) {
        Map<String, Object> m = new LinkedHashMap<>();
        boolean searched = o.foundDifferences() >= 0;
        m.put("reordered", o.reordered());
        m.put("userOrderDifferences", o.userDifferences());
        m.put("bestFoundDifferences", searched ? o.foundDifferences() : null);
        m.put("gain", searched ? o.gain() : null);
        m.put("minGainPercent", searched ? o.minGainPercent() : null);
        m.put("reason", o.reason());
        return m;
    }

    private static List<Object> propertiesJson(List<GraphSummary.PropertyStats> stats) {
        List<Object> list = new ArrayList<>();
        for (GraphSummary.PropertyStats p : stats) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("name", p.spec().name());
            m.put("type", p.spec().type().displayName());
            m.put("absent", p.absent());
            m.put("values", json(p.values()));
            list.add(m);
        }
        return list;
    }

    /** Counts with digit grouping, as everywhere in tables; the values themselves as they are. */
    private static String text(GraphSummary.Values values) {
        if (values instanceof GraphSummary.Values.Range r) {
            return r.min() + " .. " + r.max();
        }
        if (values instanceof GraphSummary.Values.Dates d) {
            return d.earliest() + " .. " + d.latest();
        }
        if (values instanceof GraphSummary.Values.Distinct d) {
            return String.format("%,d distinct", d.count());
        }
        if (values instanceof GraphSummary.Values.Booleans b) {
            return String.format("%,d true, %,d false", b.trues(), b.falses());
        }
        return "none";
    }

    /** {@code {"min": 1, "max": 9}}, {@code {"distinct": 4}}, {@code {"true": 2, "false": 1}}, or null. */
    private static Map<String, Object> json(GraphSummary.Values values) {
        Map<String, Object> m = new LinkedHashMap<>();
        if (values instanceof GraphSummary.Values.Range r) {
            m.put("min", r.min());
            m.put("max", r.max());
        } else if (values instanceof GraphSummary.Values.Dates d) {
            m.put("min", d.earliest());
            m.put("max", d.latest());
        } else if (values instanceof GraphSummary.Values.Distinct d) {
            m.put("distinct", d.count());
        } else if (values instanceof GraphSummary.Values.Booleans b) {
            m.put("true", b.trues());
            m.put("false", b.falses());
        } else {
            return null;
        }
        return m;
    }

    private static Map<String, Object> degreeJson(GraphSummary.DegreeStats d) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("min", d.min());
        m.put("median", d.median());
        m.put("mean", d.mean());
        m.put("max", d.max());
        m.put("zero", d.zero());
        return m;
    }
}
