package graphsurge.cli;

import graphsurge.gstore.GraphSummary;
import graphsurge.gstore.PropertyGraph;
import graphsurge.gstore.io.GraphStore;
import graphsurge.gstore.io.StoredGraphInfo;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.ParentCommand;

/** {@code graphsurge show graph}: counts, schema, absent values and degree statistics. */
@Command(name = "graph", mixinStandardHelpOptions = true,
        description = {
            "Describe the stored graph: vertex and edge counts, the properties with their types,",
            "how many values are absent and what values occur, degree statistics, and the time",
            "taken to open the store and the memory the graph occupies."
        })
final class ShowGraphCommand implements Callable<Integer> {
    @ParentCommand
    ShowCommand show;

    @Mixin
    OutputFormat format;

    @Override
    public Integer call() {
        GraphsurgeCommand top = show.top;
        GraphStore store = GraphStore.at(top.storeDirectory());
        long start = System.nanoTime();
        StoredGraphInfo info = store.info().orElse(null);
        PropertyGraph graph = store.readGraph(top.threads());
        long openNanos = System.nanoTime() - start;
        GraphSummary summary = GraphSummary.of(graph);
        PrintWriter out = top.environment().out();
        if (format.json()) {
            out.println(Json.write(toJson(store, info, summary, openNanos)));
        } else {
            printTable(out, store, info, summary, openNanos);
        }
        return 0;
    }

    private static void printTable(PrintWriter out, GraphStore store, StoredGraphInfo info, GraphSummary s,
            long openNanos) {
        out.printf("Graph in %s%n", store.directory());
        out.printf("  source       %s%n", info.source());
        out.printf("  stored       %s%n", java.time.format.DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'")
                .format(info.savedAt().atZone(java.time.ZoneOffset.UTC)));
        out.printf("  vertices     %,d%n", s.vertices());
        out.printf("  edges        %,d (%,d self-loops)%n", s.edges(), s.selfLoops());
        out.printf("  vertex ids   %s%s%n", s.numericIds() ? "integers" : "strings",
                s.vertices() == 0 ? "" : ", " + s.smallestId() + " .. " + s.largestId());
        out.printf("  fingerprint  %s%n", info.fingerprintHex());
        properties(out, "Vertex properties", s.vertexProperties(), s.vertices());
        properties(out, "Edge properties", s.edgeProperties(), s.edges());
        out.println();
        out.println("Degrees");
        TextTable degrees = new TextTable("", "min", "median", "mean", "max", "zero").numeric(1, 2, 3, 4, 5);
        degree(degrees, "out", s.out());
        degree(degrees, "in", s.in());
        degrees.print(out, "  ");
        out.printf("  isolated vertices: %,d%n", s.isolated());
        out.println();
        out.printf("Opened in %s; the graph occupies %s in memory (%.1f bytes per edge)%n",
                Units.seconds(openNanos), Units.bytes(s.memoryBytes()),
                s.edges() == 0 ? 0.0 : (double) s.memoryBytes() / s.edges());
    }

    private static void properties(PrintWriter out, String title, List<GraphSummary.PropertyStats> stats, int rows) {
        out.println();
        if (stats.isEmpty()) {
            out.println(title + ": none");
            return;
        }
        out.println(title);
        TextTable table = new TextTable("name", "type", "absent", "values").numeric(2);
        for (GraphSummary.PropertyStats p : stats) {
            table.row(p.spec().name(), p.spec().type().displayName(), String.format("%,d", p.absent()), p.values());
        }
        table.print(out, "  ");
    }

    private static void degree(TextTable table, String name, GraphSummary.DegreeStats d) {
        table.row(name, String.format("%,d", d.min()), String.format("%,.1f", d.median()),
                String.format("%.2f", d.mean()), String.format("%,d", d.max()), String.format("%,d", d.zero()));
    }

    private static Map<String, Object> toJson(GraphStore store, StoredGraphInfo info, GraphSummary s, long openNanos) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("store", store.directory().toString());
        m.put("source", info.source());
        m.put("savedAt", info.savedAt().toString());
        m.put("fingerprint", info.fingerprintHex());
        m.put("vertices", s.vertices());
        m.put("edges", s.edges());
        m.put("selfLoops", s.selfLoops());
        m.put("idType", s.numericIds() ? "integer" : "string");
        m.put("vertexProperties", propertiesJson(s.vertexProperties()));
        m.put("edgeProperties", propertiesJson(s.edgeProperties()));
        m.put("outDegree", degreeJson(s.out()));
        m.put("inDegree", degreeJson(s.in()));
        m.put("isolatedVertices", s.isolated());
        m.put("memoryBytes", s.memoryBytes());
        m.put("openMillis", openNanos / 1_000_000);
        return m;
    }

    private static List<Object> propertiesJson(List<GraphSummary.PropertyStats> stats) {
        List<Object> list = new ArrayList<>();
        for (GraphSummary.PropertyStats p : stats) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("name", p.spec().name());
            m.put("type", p.spec().type().displayName());
            m.put("absent", p.absent());
            m.put("values", p.values());
            list.add(m);
        }
        return list;
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
