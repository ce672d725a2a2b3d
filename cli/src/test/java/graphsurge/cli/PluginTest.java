package graphsurge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.analytics.computation.Computation;
import graphsurge.engine.UpdateBatch;
import graphsurge.gstore.PropertyGraph;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Plug-in computations, the way a user makes one: a computation compiled on its own, packaged in
 * a jar with its services file, and found by {@code graphsurge --plugins DIR}.
 */
class PluginTest {
    @TempDir
    Path dir;

    private Path store;
    private Path plugins;

    @BeforeEach
    void graphAndCollection() throws IOException {
        // A path 1 -> 2 -> 3 -> 4 -> 5; view c_2 drops 2 -> 3 (k = 2).
        Path e = Files.writeString(dir.resolve("e.csv"), ":start_id,:end_id,k:int\n1,2,1\n2,3,2\n3,4,1\n4,5,1\n");
        store = dir.resolve("store");
        plugins = Files.createDirectories(dir.resolve("plugins"));
        Cli.Result r = Cli.run("--store", store.toString(), "-q", "-e", "LOAD GRAPH WITH EDGES FROM '" + e + "';"
                + " CREATE VIEW COLLECTION c WHERE [k >= 1], [k = 1] MANUALLY_ORDERED;");
        assertEquals(0, r.exit(), r.err());
    }

    /**
     * The source of a two-source BFS named {@code name} (hops from the nearer of vertices a and b),
     * the example of docs/java-api.md, in class {@code pkg.cls}.
     */
    private static String source(String pkg, String cls, String name) {
        return """
                package %s;

                import graphsurge.analytics.computation.*;
                import graphsurge.analytics.differential.GraphEdges;
                import graphsurge.engine.UpdateBatch;
                import graphsurge.engine.ReduceFunction;
                import graphsurge.gstore.PropertyGraph;
                import java.util.Set;

                public final class %s implements Computation {
                    public String name() { return "%s"; }
                    public ResultKind resultKind() { return ResultKind.HOPS; }
                    public String description() { return "hops from the nearer of a and b"; }
                    public String parameters() { return "a, b (vertex ids)"; }

                    public Program bind(PropertyGraph graph, Parameters parameters) {
                        parameters.allowOnly(Set.of("a", "b"));
                        int a = parameters.vertex("a", graph);
                        int b = parameters.vertex("b", graph);
                        return Program.differential(ResultFormat.byVertex(graph.ids(), "hops", ResultFormat.HOPS),
                                graph.vertexCount(),
                                (view, workers) -> new MinLabelEvaluation(view,
                                        graph.vertexCount(), (src, hops, edge, out) -> out.emit(GraphEdges.otherEnd(edge), hops + 1),
                                        ReduceFunction.MIN, Long.MAX_VALUE, workers) {
                                    protected void addSeeds(UpdateBatch into) {
                                        if (isFirstView()) {
                                            into.add(a, 0, 0, 1);
                                            into.add(b, 0, 0, 1);
                                        }
                                    }

                                    protected void report() {
                                        reportViewVertices(-1);
                                    }
                                },
                                null);
                    }
                }
                """.formatted(pkg, cls, name);
    }

    /** The class path to compile a plug-in against: the test's, and the jars or directories of the API's modules. */
    private static String classPath() {
        Set<String> entries = new LinkedHashSet<>(List.of(System.getProperty("java.class.path").split(File.pathSeparator)));
        for (Class<?> c : List.of(Computation.class, PropertyGraph.class, UpdateBatch.class)) {
            entries.add(c.getProtectionDomain().getCodeSource().getLocation().getPath());
        }
        return String.join(File.pathSeparator, entries);
    }

    /**
     * Compiles {@code pkg.cls} (a computation named {@code name}) and packages it into {@code jarName}
     * in the plug-in directory, with a services file naming {@code services} (the class, by default).
     */
    private Path plugin(String jarName, String pkg, String cls, String name, String... services) throws IOException {
        Path classes = compiled(jarName, pkg, cls, source(pkg, cls, name));
        String declared = "# " + name + ", a Graphsurge plug-in\n"
                + (services.length == 0 ? pkg + "." + cls + "\n" : String.join("\n", services) + "\n");
        return jar(jarName, classes, declared);
    }

    /** Compiles {@code code}, the source of {@code pkg.cls}, into a directory of classes for {@code jarName}. */
    private Path compiled(String jarName, String pkg, String cls, String code) throws IOException {
        Path src = Files.createDirectories(dir.resolve("src-" + jarName).resolve(pkg.replace('.', '/')));
        Path file = Files.writeString(src.resolve(cls + ".java"), code);
        Path classes = Files.createDirectories(dir.resolve("classes-" + jarName));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertNotNull(javac, "the tests need a JDK");
        StringWriter messages = new StringWriter();
        int status = javac.run(null, null, new java.io.OutputStream() {
            @Override
            public void write(int b) {
                messages.write(b);
            }
        }, "-classpath", classPath(), "-d", classes.toString(), file.toString());
        assertEquals(0, status, messages.toString());
        return classes;
    }

    /** Packages {@code classes} and a services file holding {@code declared} into {@code jarName}. */
    private Path jar(String jarName, Path classes, String declared) throws IOException {
        Path jar = plugins.resolve(jarName);
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar), manifest)) {
            out.putNextEntry(new JarEntry("META-INF/services/graphsurge.analytics.computation.Computation"));
            out.write(declared.getBytes(StandardCharsets.UTF_8));
            out.closeEntry();
            if (classes != null) {
                List<Path> files;
                try (Stream<Path> walk = Files.walk(classes)) {
                    files = walk.filter(Files::isRegularFile).sorted().toList();
                }
                for (Path f : files) {
                    out.putNextEntry(new JarEntry(classes.relativize(f).toString().replace(File.separatorChar, '/')));
                    out.write(Files.readAllBytes(f));
                    out.closeEntry();
                }
            }
        }
        return jar;
    }

    private Cli.Result withPlugins(String... args) {
        List<String> all = new ArrayList<>(List.of("--store", store.toString(), "--plugins", plugins.toString()));
        all.addAll(List.of(args));
        return Cli.run(all.toArray(String[]::new));
    }

    private static final String EXPECTED_1 = "vertex,hops\n1,0\n2,1\n3,2\n4,0\n5,1\n";
    private static final String EXPECTED_2 = "vertex,hops\n1,0\n2,1\n3,infinity\n4,0\n5,1\n";

    @Test
    void aPluginIsListedAndRunsByNameAcrossAllViews() throws IOException {
        plugin("nearer.jar", "example.plugin", "NearerOfTwo", "bfs2");

        Cli.Result r = withPlugins("-e", "SHOW COMPUTATIONS;");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("from"), r.out());
        String line = r.out().lines().filter(l -> l.startsWith("bfs2 ")).findFirst().orElse("");
        assertTrue(line.contains("a, b (vertex ids)") && line.contains("hops from the nearer of a and b")
                && line.endsWith("nearer.jar"), r.out());
        String bfs = r.out().lines().filter(l -> l.startsWith("bfs ")).findFirst().orElse("");
        assertTrue(bfs.endsWith("built-in"), r.out());

        r = withPlugins("--format", "json", "show", "computations");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("{\"name\": \"bfs2\", \"parameters\": \"a, b (vertex ids)\", "
                + "\"value\": \"hops from the nearer of a and b\", \"from\": \"nearer.jar\"}"), r.out());
        assertTrue(r.out().contains("{\"name\": \"bfs\", ") && r.out().contains("\"from\": \"built-in\"}"), r.out());

        // Worked out by hand: a = 1 and b = 4 are at 0, 2 and 5 one hop on, 3 two hops from 1; without
        // 2 -> 3 nothing reaches 3 (the largest value: unreachable).
        for (String mode : new String[] {"DIFFERENTIAL", "SCRATCH", "ADAPTIVE UPTO 1 COMP_X 0.0 DIFF_X 0.0", ""}) {
            Path out = dir.resolve("out-" + mode.hashCode());
            r = withPlugins("-q", "-e", "RUN " + mode + " COMPUTATION bfs2(a=1, b=4) ON COLLECTION c"
                    + " SAVE RESULTS TO '" + out + "';");
            assertEquals(0, r.exit(), r.err());
            assertEquals(EXPECTED_1, Files.readString(out.resolve("c_1.csv")), mode);
            assertEquals(EXPECTED_2, Files.readString(out.resolve("c_2.csv")), mode);
        }

        // The run subcommand, with the option after it, and the directory from the environment.
        Path out = dir.resolve("out-run");
        r = Cli.run("run", "bfs2", "-p", "a=1", "-p", "b=4", "--on", "c", "--out", out.toString(), "--store",
                store.toString(), "--plugins", plugins.toString());
        assertEquals(0, r.exit(), r.err());
        assertEquals(EXPECTED_2, Files.readString(out.resolve("c_2.csv")));
        r = Cli.run(Map.of("GRAPHSURGE_PLUGINS", plugins.toString()), "--store", store.toString(), "-q", "-e",
                "SHOW COMPUTATIONS;");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("nearer.jar"), r.out());
    }

    @Test
    void withoutPluginsTheComputationIsUnknown() throws IOException {
        plugin("nearer.jar", "example.plugin", "NearerOfTwo", "bfs2");
        Cli.Result r = Cli.run("--store", store.toString(), "-e", "RUN COMPUTATION bfs2(a=1, b=4) ON COLLECTION c;");
        assertEquals(1, r.exit(), r.out());
        assertTrue(r.err().contains("unknown computation 'bfs2'") && r.err().contains("did you mean 'bfs'?"), r.err());
        r = Cli.run("--store", store.toString(), "-e", "SHOW COMPUTATIONS;");
        assertEquals(0, r.exit(), r.err());
        assertTrue(!r.out().contains("bfs2") && !r.out().contains("nearer.jar"), r.out());
    }

    @Test
    void aNameTakenByABuiltInOrAnotherPluginIsAnErrorNamingBoth() throws IOException {
        plugin("mine.jar", "example.a", "MyBfs", "bfs");
        Cli.Result r = withPlugins("-e", "SHOW COMPUTATIONS;");
        assertEquals(1, r.exit(), r.out());
        assertTrue(r.err().startsWith("error: ") && r.err().contains("'bfs' of mine.jar clashes with the built-in 'bfs'"),
                r.err());
        assertEquals("", r.out());
        Files.delete(plugins.resolve("mine.jar"));

        plugin("first.jar", "example.a", "Hops", "hops");
        plugin("second.jar", "example.b", "Hops", "hops");
        r = withPlugins("-e", "SHOW COMPUTATIONS;");
        assertEquals(1, r.exit(), r.out());
        assertTrue(r.err().contains("'hops' of second.jar clashes with the one of first.jar"), r.err());
    }

    @Test
    void twoJarsHoldingOneClassAreRefusedNamingBoth() throws IOException {
        plugin("first.jar", "example.same", "Hops", "hops");
        plugin("second.jar", "example.same", "Hops", "hops2");
        Cli.Result r = withPlugins("-e", "SHOW COMPUTATIONS;");
        assertEquals(1, r.exit(), r.out());
        assertTrue(r.err().contains("plug-in jars first.jar and second.jar both hold class example.same.Hops"), r.err());
    }

    @Test
    void aBrokenJarOrPluginIsAnError() throws IOException {
        Files.write(plugins.resolve("broken.jar"), new byte[] {'n', 'o', 't', ' ', 'a', ' ', 'z', 'i', 'p'});
        Cli.Result r = withPlugins("-e", "SHOW COMPUTATIONS;");
        assertEquals(1, r.exit(), r.out());
        assertTrue(r.err().startsWith("error: ") && r.err().contains("broken.jar") && r.err().contains("not a readable jar"),
                r.err());
        Files.delete(plugins.resolve("broken.jar"));

        // A services file naming a class the jar does not hold.
        jar("missing.jar", null, "example.Missing\n");
        r = withPlugins("-e", "SHOW COMPUTATIONS;");
        assertEquals(1, r.exit(), r.out());
        assertTrue(r.err().contains("missing.jar") && r.err().contains("plug-in example.Missing failed to load: Provider example.Missing not found"),
                r.err());
        assertTrue(!r.err().contains("\tat "), r.err());
    }

    /**
     * A plug-in that fails where its parameter {@code at} says: in its bind ({@code bind}), on the
     * first view it evaluates ({@code view}), or by calling a class its jar lacks ({@code class}).
     */
    private static final String FAILING = """
            package example.failing;

            import graphsurge.analytics.computation.*;
            import graphsurge.gstore.PropertyGraph;

            public final class Failing implements Computation {
                public String name() { return "failing"; }
                public String description() { return "fails where it is told to"; }
                public String parameters() { return "at (bind, view or class)"; }

                public Program bind(PropertyGraph graph, Parameters parameters) {
                    String at = parameters.name("at");
                    if (at.equals("bind")) {
                        throw new IllegalStateException("cannot bind\\nand a second line");
                    }
                    if (at.equals("class")) {
                        Missing.help();
                    }
                    return Program.plainOnly(ResultFormat.byVertex(graph.ids(), "x", ResultFormat.HOPS),
                            graph.vertexCount(), (view, workers, values, reported) -> {
                                throw new ArithmeticException("no view for me");
                            });
                }
            }

            class Missing {
                static void help() {}
            }
            """;

    @Test
    void aPluginThatFailsIsOneLineNamingItAndItsJarWithExitThreeAndTheStoreAsItWas() throws IOException {
        Path classes = compiled("failing.jar", "example.failing", "Failing", FAILING);
        Files.delete(classes.resolve("example/failing/Missing.class")); // a jar built without a class it uses
        jar("failing.jar", classes, "example.failing.Failing\n");
        Map<String, String> before = contents(store);
        String[][] cases = {
            {"bind", "ON COLLECTION c", "IllegalStateException: cannot bind"},
            {"view", "ON COLLECTION c", "ArithmeticException: no view for me"},
            {"view", "ON GRAPH", "ArithmeticException: no view for me"},
            {"class", "ON COLLECTION c", "NoClassDefFoundError: example/failing/Missing"}};
        for (String[] c : cases) {
            Path out = dir.resolve("out-" + c[0]);
            Cli.Result r = withPlugins("-e", "RUN COMPUTATION failing(at=" + c[0] + ") " + c[1] + " SAVE RESULTS TO '"
                    + out + "'; SHOW COLLECTIONS;");
            assertEquals(3, r.exit(), r.err());
            assertEquals(List.of("error: statement 1 (line 1) failed: computation 'failing' of plug-in failing.jar failed: "
                    + c[2]), r.err().lines().toList(), String.join(" ", c));
            assertEquals(before, contents(store), String.join(" ", c));
            assertTrue(!Files.exists(out.resolve("summary.csv")), "no complete results");
        }
        // The store works as before, with the plug-ins loaded.
        Cli.Result r = withPlugins("-q", "-e", "RUN COMPUTATION bfs(root=1) ON COLLECTION c;");
        assertEquals(0, r.exit(), r.err());
    }

    @Test
    void aPluginCallingSystemExitEndsTheCommandWithExitThreeSayingSo() throws IOException, InterruptedException {
        Path classes = compiled("quitter.jar", "example.quitting", "Quitter", """
                package example.quitting;

                import graphsurge.analytics.computation.*;
                import graphsurge.gstore.PropertyGraph;

                public final class Quitter implements Computation {
                    public String name() { return "quitter"; }
                    public String description() { return "exits the JVM on its first view"; }
                    public String parameters() { return "none"; }

                    public Program bind(PropertyGraph graph, Parameters parameters) {
                        return Program.plainOnly(ResultFormat.byVertex(graph.ids(), "x", ResultFormat.HOPS),
                                graph.vertexCount(), (view, workers, values, reported) -> System.exit(0));
                    }
                }
                """);
        jar("quitter.jar", classes, "example.quitting.Quitter\n");
        Path out = dir.resolve("out");
        // System.exit ends the JVM: the command runs in a JVM of its own, as the launcher starts it.
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = List.of(java, "-cp", System.getProperty("java.class.path"), Main.class.getName(),
                "--store", store.toString(), "--plugins", plugins.toString(), "-q", "-e",
                "RUN COMPUTATION quitter ON COLLECTION c SAVE RESULTS TO '" + out + "';");
        Process quitting = new ProcessBuilder(command).redirectErrorStream(true).start();
        String printed = new String(quitting.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(3, quitting.waitFor(), printed);
        assertEquals(List.of("error: example.quitting.Quitter.bind called System.exit in the middle of a run; Graphsurge"
                + " stops with exit status 3 (a computation must throw an exception to fail, never exit the JVM). A results"
                + " directory the run was saving is incomplete: RESUME finishes it"), printed.lines().toList());
        assertTrue(!Files.exists(out.resolve("summary.csv")), "no complete results");
        // The command's own exit passes the guard with its status.
        List<String> listing = new ArrayList<>(command.subList(0, command.size() - 1));
        listing.add("SHOW COMPUTATIONS;");
        Process listed = new ProcessBuilder(listing).redirectErrorStream(true).start();
        String shown = new String(listed.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, listed.waitFor(), shown);
        assertTrue(shown.contains("quitter.jar"), shown);
    }

    /** Every file under {@code root} and a digest of its bytes. */
    private static Map<String, String> contents(Path root) throws IOException {
        Map<String, String> files = new java.util.TreeMap<>();
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path f : walk.filter(Files::isRegularFile).toList()) {
                files.put(root.relativize(f).toString(), java.util.Arrays.hashCode(Files.readAllBytes(f))
                        + ":" + Files.size(f));
            }
        }
        return files;
    }

    @Test
    void aBadDirectoryIsAnErrorAndANulAPathError() throws IOException {
        Cli.Result r = Cli.run("--store", store.toString(), "--plugins", dir.resolve("none").toString(), "-e",
                "SHOW COMPUTATIONS;");
        assertEquals(1, r.exit(), r.out());
        assertTrue(r.err().contains("none: no such plug-in directory"), r.err());

        Path file = Files.writeString(dir.resolve("file.txt"), "x");
        r = Cli.run("--store", store.toString(), "--plugins", file.toString(), "-e", "SHOW COMPUTATIONS;");
        assertEquals(1, r.exit(), r.out());
        assertTrue(r.err().contains("file.txt: not a directory"), r.err());

        r = Cli.run("--store", store.toString(), "--plugins", "plug\0ins", "-e", "SHOW COMPUTATIONS;");
        assertEquals(2, r.exit(), r.out());
        assertTrue(r.err().startsWith("error: "), r.err());

        // An empty directory adds nothing.
        r = withPlugins("-e", "SHOW COMPUTATIONS;");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("built-in") && !r.out().contains(".jar"), r.out());
    }
}
