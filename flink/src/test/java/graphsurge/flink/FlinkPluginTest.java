package graphsurge.flink;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.analytics.computation.Computation;
import graphsurge.analytics.computation.ComputationRegistry;
import graphsurge.analytics.computation.Parameters;
import graphsurge.analytics.computation.Program;
import graphsurge.analytics.computation.ResultKind;
import graphsurge.gstore.GraphsurgeException;
import graphsurge.gstore.PropertyGraph;
import graphsurge.session.Plugins;
import graphsurge.session.Session;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A plug-in computation runs on Flink: its jar travels with the job and the workers load it; one
 * registered through the Java API, which exists only in the client's JVM, is refused. The
 * plug-in ({@code hops}, compiled here into a jar) answers as the built-in BFS does, so its run
 * on {@code flink-embedded} in two segments must save exactly the files of the built-in's local
 * run, view by view.
 */
class FlinkPluginTest {
    @TempDir
    Path dir;

    /** A plug-in jar in {@code plugins} declaring {@code example.Hops}, named hops, which binds as bfs does. */
    private void hopsPlugin(Path plugins) throws IOException {
        Path src = Files.createDirectories(dir.resolve("src/example"));
        Path file = Files.writeString(src.resolve("Hops.java"), """
                package example;

                import graphsurge.analytics.computation.*;
                import graphsurge.gstore.PropertyGraph;

                public final class Hops implements Computation {
                    private final Computation bfs = ComputationRegistry.builtIns().find("bfs");
                    public String name() { return "hops"; }
                    public ResultKind resultKind() { return bfs.resultKind(); }
                    public String description() { return "bfs, as a plug-in"; }
                    public String parameters() { return bfs.parameters(); }
                    public Program bind(PropertyGraph graph, Parameters parameters) { return bfs.bind(graph, parameters); }
                }
                """);
        Path classes = Files.createDirectories(dir.resolve("classes"));
        StringBuilder classPath = new StringBuilder(System.getProperty("java.class.path"));
        for (Class<?> c : List.of(Computation.class, PropertyGraph.class)) {
            classPath.append(File.pathSeparator).append(c.getProtectionDomain().getCodeSource().getLocation().getPath());
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertNotNull(javac, "the tests need a JDK");
        StringWriter messages = new StringWriter();
        int status = javac.run(null, null, new OutputStream() {
            @Override
            public void write(int b) {
                messages.write(b);
            }
        }, "-classpath", classPath.toString(), "-d", classes.toString(), file.toString());
        assertEquals(0, status, messages.toString());
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(plugins.resolve("hops.jar")))) {
            out.putNextEntry(new JarEntry(Plugins.SERVICES_FILE));
            out.write("example.Hops\n".getBytes(StandardCharsets.UTF_8));
            out.closeEntry();
            out.putNextEntry(new JarEntry("example/Hops.class"));
            out.write(Files.readAllBytes(classes.resolve("example/Hops.class")));
            out.closeEntry();
        }
    }

    @Test
    void aComputationOfTheJavaApiIsRefusedOnFlinkSayingToPackageItAsAPlugin() throws IOException {
        Path edges = Files.writeString(dir.resolve("e.csv"), ":start_id,:end_id,year:int\n0,1,1\n1,2,2\n2,3,3\n");
        Computation bfs = ComputationRegistry.builtIns().find("bfs");
        try (Session session = Session.open(dir.resolve("store"))) {
            session.computations().register(new Computation() {
                public String name() {
                    return "hops_api";
                }

                public ResultKind resultKind() {
                    return bfs.resultKind();
                }

                public String description() {
                    return "bfs, through the Java API";
                }

                public String parameters() {
                    return bfs.parameters();
                }

                public Program bind(PropertyGraph graph, Parameters parameters) {
                    return bfs.bind(graph, parameters);
                }
            });
            session.execute("LOAD GRAPH WITH EDGES FROM '" + edges + "';"
                    + "CREATE VIEW COLLECTION c WHERE [year <= 1], [year <= 2], [year <= 3];");
            session.cluster("flink-embedded:2");
            GraphsurgeException e = assertThrows(GraphsurgeException.class,
                    () -> session.execute("RUN COMPUTATION hops_api(root=0) ON COLLECTION c SEGMENTS 2;"));
            assertTrue(e.getMessage().contains("registered through the Java API")
                    && e.getMessage().contains("package it as a plug-in jar"), e.getMessage());
        }
    }

    @Test
    void aPluginRunsOnFlinkEmbeddedAndSavesWhatTheBuiltInSavesLocally() throws IOException {
        long seed = 2026_1206L;
        System.out.println("FlinkPluginTest seed " + seed);
        Random random = new Random(seed);
        StringBuilder csv = new StringBuilder(":start_id,:end_id,year:int\n");
        for (int e = 0; e < 300; e++) {
            csv.append(random.nextInt(60)).append(',').append(random.nextInt(60)).append(',').append(1 + random.nextInt(10))
                    .append('\n');
        }
        Path edges = Files.writeString(dir.resolve("e.csv"), csv);
        Path plugins = Files.createDirectories(dir.resolve("plugins"));
        hopsPlugin(plugins);
        Path local = dir.resolve("local");
        Path flink = dir.resolve("flink");
        try (Session session = Session.open(dir.resolve("store"))) {
            session.loadPlugins(plugins);
            session.execute("LOAD GRAPH WITH EDGES FROM '" + edges + "';"
                    + "CREATE VIEW COLLECTION c WHERE [year >= $y AND year < $y + 3] FOR $y IN 1..8;"
                    + "RUN DIFFERENTIAL COMPUTATION bfs(root=0) ON COLLECTION c SAVE RESULTS TO '" + local + "';");
            session.cluster("flink-embedded:2");
            session.execute("RUN DIFFERENTIAL COMPUTATION hops(root=0) ON COLLECTION c SAVE RESULTS TO '" + flink
                    + "' SEGMENTS 2;");
        }
        List<Path> views;
        try (Stream<Path> files = Files.list(local)) {
            views = files.filter(f -> f.getFileName().toString().matches("c_\\d+(\\.changes)?\\.csv")).sorted().toList();
        }
        assertEquals(16, views.size(), "8 views' results and changes");
        for (Path view : views) {
            Path other = flink.resolve(view.getFileName());
            assertTrue(Files.exists(other), other + " was saved");
            assertEquals(Files.readString(view), Files.readString(other), view.getFileName() + " (seed " + seed + ")");
        }
    }
}
