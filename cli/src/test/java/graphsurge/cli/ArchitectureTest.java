package graphsurge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The dependency rules of docs/architecture.md, checked on the source files of every module: which
 * modules' packages a module's code may name, which libraries it may import, and the layers inside
 * the engine and the analytics. Maven already refuses a class of a module the pom does not depend on;
 * these rules also catch what the poms allow transitively (analytics reaches gvdl through vcstore)
 * and the package layering inside a module. It lives in cli, the one module that sees them all, and
 * reads the sources from the repository (the tests run in {@code cli/}).
 */
class ArchitectureTest {
    /** Module (folder and package {@code graphsurge.<module>}) to the project modules its code may name. */
    private static final Map<String, Set<String>> MAY_USE = Map.ofEntries(
            Map.entry("gstore", Set.of()),
            Map.entry("gvdl", Set.of("gstore")),
            Map.entry("ordering", Set.of()),
            Map.entry("vcstore", Set.of("gstore", "gvdl", "ordering")),
            Map.entry("engine", Set.of()),
            Map.entry("analytics", Set.of("gstore", "ordering", "vcstore", "engine")),
            Map.entry("session", Set.of("gstore", "gvdl", "ordering", "vcstore", "engine", "analytics")),
            Map.entry("bench", Set.of("gstore", "gvdl", "ordering", "vcstore", "engine", "analytics", "session")),
            Map.entry("flink", Set.of("gstore", "gvdl", "ordering", "vcstore", "engine", "analytics", "session")),
            Map.entry("microbench", Set.of("engine")),
            // The flink module is in the command line's jar, found as a cluster service: never named.
            Map.entry("cli", Set.of("gstore", "gvdl", "ordering", "vcstore", "engine", "analytics", "session", "bench")));

    /** Libraries only the command line may use: the terminal, the command parser and the charts. */
    private static final List<String> CLI_LIBRARIES = List.of("picocli.", "org.jline.", "org.jfree.");

    /**
     * Inside the engine, each internal package may name only the internal packages of the layers
     * below it (the API package, {@code graphsurge.engine} itself, names them all).
     */
    private static final Map<String, Set<String>> ENGINE_LAYERS = Map.of(
            "internal", Set.of(),
            "internal.time", Set.of(),
            "internal.data", Set.of(),
            "internal.exec", Set.of(),
            "internal.trace", Set.of("internal.time"),
            "internal.operators", Set.of("internal.time", "internal.trace"));

    /**
     * The types of the engine's API that its internal packages share with it and may name: the
     * batches, the user's functions and the exchange; never the dataflow, which is built on them.
     */
    private static final Set<String> ENGINE_API_SHARED_WITH_INTERNALS = Set.of(
            "UpdateBatch", "ReduceFunction", "JoinFunction", "RecordPredicate", "RecordExpansion", "Exchange");

    /** The modules besides the engine that may name its internals: the JMH micro-benchmarks measure its kernels. */
    private static final Set<String> MAY_NAME_ENGINE_INTERNALS = Set.of("engine", "microbench");

    /** Inside the analytics: graphs, then the plain algorithms and the dataflow loops, then the computations. */
    private static final Map<String, Set<String>> ANALYTICS_LAYERS = Map.of(
            "graph", Set.of(),
            "plain", Set.of("graph"),
            "differential", Set.of(),
            "incremental", Set.of("graph", "plain"),
            "computation", Set.of("graph", "plain", "differential", "incremental"),
            "run", Set.of("graph", "plain", "differential", "incremental", "computation"));

    private static final Pattern IMPORT = Pattern.compile("^import\\s+(?:static\\s+)?([\\w.]+)", Pattern.MULTILINE);
    /** {@code graphsurge.<module>[.<package>...][.<Class>]}: the module, the package path below it and the class. */
    private static final Pattern PROJECT_NAME =
            Pattern.compile("\\bgraphsurge\\.([a-z]+)(?!\\w)((?:\\.[a-z][a-z0-9]*(?!\\w))*)(?:\\.([A-Z]\\w*))?");
    private static final Pattern COMMENT = Pattern.compile("/\\*.*?\\*/|//[^\\n]*", Pattern.DOTALL);

    private record Source(String module, boolean main, Path path, String code) {
        /** The package path below {@code graphsurge.<module>} ("internal.time"), or "" for the module's top package. */
        String subpackage() {
            Matcher m = Pattern.compile("^package\\s+graphsurge\\.[a-z]+((?:\\.[a-z][a-z0-9]*)*)\\s*;", Pattern.MULTILINE)
                    .matcher(code);
            return m.find() && !m.group(1).isEmpty() ? m.group(1).substring(1) : "";
        }

        List<String> imports() {
            List<String> out = new ArrayList<>();
            Matcher m = IMPORT.matcher(code);
            while (m.find()) {
                out.add(m.group(1));
            }
            return out;
        }

        /**
         * Every {@code graphsurge.<module>[.<package>...][.<Class>]} named in the code, in imports or
         * qualified names, as the module, the package path below it ("" for the module's top
         * package) and the class ("" when none is named).
         */
        List<String[]> projectNames() {
            List<String[]> out = new ArrayList<>();
            Matcher m = PROJECT_NAME.matcher(code);
            while (m.find()) {
                out.add(new String[] {m.group(1), m.group(2).isEmpty() ? "" : m.group(2).substring(1),
                    m.group(3) == null ? "" : m.group(3)});
            }
            return out;
        }

        @Override
        public String toString() {
            return ROOT.relativize(path).toString();
        }
    }

    private static final Path ROOT = root();
    private static final List<Source> SOURCES = sources();

    @Test
    void everyModuleHasSourcesAndEveryFileIsInItsModulesPackage() {
        Map<String, Integer> counted = new TreeMap<>();
        List<String> wrong = new ArrayList<>();
        for (Source s : SOURCES) {
            counted.merge(s.module(), 1, Integer::sum);
            if (!Pattern.compile("^package\\s+graphsurge\\." + s.module() + "\\b", Pattern.MULTILINE).matcher(s.code()).find()) {
                wrong.add(s + " is not in package graphsurge." + s.module());
            }
        }
        assertEquals(new TreeMap<>(MAY_USE).keySet(), counted.keySet(), "modules with Java sources");
        assertEquals(List.of(), wrong);
    }

    /**
     * The engine is a named Java module that exports its API package only, so that a consumer on
     * the module path cannot name the internals either.
     */
    @Test
    void theEngineModuleExportsOnlyItsApiPackage() throws IOException {
        Path descriptor = ROOT.resolve("engine/src/main/java/module-info.java");
        assertTrue(Files.isRegularFile(descriptor), descriptor + " is missing");
        String code = COMMENT.matcher(Files.readString(descriptor, StandardCharsets.UTF_8)).replaceAll(" ");
        Matcher exports = Pattern.compile("\\bexports\\s+([\\w.]+)").matcher(code);
        List<String> exported = new ArrayList<>();
        while (exports.find()) {
            exported.add(exports.group(1));
        }
        assertTrue(Pattern.compile("\\bmodule\\s+graphsurge\\.engine\\s*\\{").matcher(code).find(),
                "the engine's module is named graphsurge.engine");
        assertEquals(List.of("graphsurge.engine"), exported);
        assertFalse(Pattern.compile("\\bopens\\b").matcher(code).find(), "the engine opens no package");
    }

    @Test
    void aModuleNamesOnlyTheModulesBelowIt() {
        List<String> wrong = new ArrayList<>();
        for (Source s : SOURCES) {
            for (String[] name : s.projectNames()) {
                if (!name[0].equals(s.module()) && !MAY_USE.get(s.module()).contains(name[0])) {
                    wrong.add(s + " names graphsurge." + name[0] + " (" + s.module() + " may use "
                            + MAY_USE.get(s.module()) + ")");
                }
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void onlyTheCliUsesTheTerminalTheCommandParserAndTheCharts() {
        List<String> wrong = new ArrayList<>();
        for (Source s : SOURCES) {
            if (s.module().equals("cli")) {
                continue;
            }
            for (String imported : s.imports()) {
                if (CLI_LIBRARIES.stream().anyMatch(imported::startsWith)) {
                    wrong.add(s + " imports " + imported);
                }
            }
        }
        assertEquals(List.of(), wrong);
    }

    /**
     * Flink stays in its module, so the engine and the Java API stay light and only a run on a
     * Flink cluster loads its classes; the session finds its cluster factory as a service.
     */
    @Test
    void onlyTheFlinkModuleImportsFlink() {
        List<String> wrong = new ArrayList<>();
        for (Source s : SOURCES) {
            if (s.module().equals("flink")) {
                continue;
            }
            for (String imported : s.imports()) {
                if (imported.startsWith("org.apache.flink.")) {
                    wrong.add(s + " imports " + imported);
                }
            }
        }
        assertEquals(List.of(), wrong);
    }

    /**
     * Parquet (SAVE RESULTS ... AS PARQUET, and reading it back) stays in the session, with the
     * codec it compresses with; Hadoop, which parquet's builders name in signatures, is only
     * compiled against ({@code provided}), so no class may run Hadoop code; DuckDB, an independent
     * reader of the logs, is for the session's tests only.
     */
    /** Hadoop's package, written so that this test's own code does not name it. */
    private static final String HADOOP = String.join(".", "org", "apache", "hadoop", "");

    @Test
    void onlyTheSessionUsesParquetAndNothingRunsHadoop() {
        List<String> wrong = new ArrayList<>();
        for (Source s : SOURCES) {
            for (String imported : s.imports()) {
                boolean parquet = imported.startsWith("org.apache.parquet.") || imported.startsWith("org.xerial.snappy.");
                if (parquet && !s.module().equals("session")) {
                    wrong.add(s + " imports " + imported);
                }
                if (imported.startsWith("org.duckdb.") && (s.main() || !s.module().equals("session"))) {
                    wrong.add(s + " imports " + imported);
                }
            }
            boolean overridesHadoopSignatures = s.module().equals("session") && s.main()
                    && s.path().getFileName().toString().equals("ParquetResultSink.java");
            if (s.code().contains(HADOOP) && !overridesHadoopSignatures) {
                wrong.add(s + " names Hadoop (only ParquetResultSink, overriding parquet's Hadoop signatures, may)");
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void theEngineUsesTheJdkAndFastutilOnly() {
        List<String> wrong = new ArrayList<>();
        for (Source s : SOURCES) {
            if (!s.module().equals("engine") || !s.main()) {
                continue;
            }
            for (String imported : s.imports()) {
                if (!imported.startsWith("java.") && !imported.startsWith("it.unimi.dsi.fastutil.")
                        && !imported.startsWith("graphsurge.engine.")) {
                    wrong.add(s + " imports " + imported);
                }
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void theLibraryDoesNotShipJGraphT() {
        List<String> wrong = new ArrayList<>();
        for (Source s : SOURCES) {
            if (!s.main() || !Set.of("engine", "analytics").contains(s.module())) {
                continue;
            }
            for (String imported : s.imports()) {
                if (imported.startsWith("org.jgrapht.")) {
                    wrong.add(s + " imports " + imported + " (plain algorithms are our own; JGraphT is for bench and tests)");
                }
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void theEnginesPackagesAreLayered() {
        assertEquals(List.of(), layerViolations("engine", ENGINE_LAYERS));
    }

    @Test
    void onlyTheEngineNamesItsInternals() {
        List<String> wrong = new ArrayList<>();
        for (Source s : SOURCES) {
            if (MAY_NAME_ENGINE_INTERNALS.contains(s.module())) {
                continue;
            }
            for (String[] name : s.projectNames()) {
                if (name[0].equals("engine") && (name[1].equals("internal") || name[1].startsWith("internal."))) {
                    wrong.add(s + " names graphsurge.engine." + name[1] + (name[2].isEmpty() ? "" : "." + name[2])
                            + " (outside the engine, use its API package, graphsurge.engine)");
                }
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void theEnginesInternalsNameOfItsApiOnlyTheTypesTheyShare() {
        List<String> wrong = new ArrayList<>();
        for (Source s : SOURCES) {
            if (!s.module().equals("engine") || !s.main() || s.subpackage().isEmpty()) {
                continue;
            }
            for (String[] name : s.projectNames()) {
                if (name[0].equals("engine") && name[1].isEmpty() && !ENGINE_API_SHARED_WITH_INTERNALS.contains(name[2])) {
                    wrong.add(s + " names graphsurge.engine." + name[2] + " (the internals may name only "
                            + ENGINE_API_SHARED_WITH_INTERNALS + ")");
                }
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void theAnalyticsPackagesAreLayered() {
        assertEquals(List.of(), layerViolations("analytics", ANALYTICS_LAYERS));
    }

    private static List<String> layerViolations(String module, Map<String, Set<String>> layers) {
        List<String> wrong = new ArrayList<>();
        for (Source s : SOURCES) {
            if (!s.module().equals(module) || !s.main() || s.subpackage().isEmpty()) {
                continue;
            }
            Set<String> below = layers.get(s.subpackage());
            if (below == null) {
                wrong.add(s + " is in a package the layers of " + module + " do not list: " + s.subpackage());
                continue;
            }
            for (String[] name : s.projectNames()) {
                if (name[0].equals(module) && !name[1].isEmpty() && !name[1].equals(s.subpackage())
                        && !below.contains(name[1])) {
                    wrong.add(s + " names graphsurge." + module + "." + name[1] + " (" + s.subpackage()
                            + " may use " + below + ")");
                }
            }
        }
        return wrong;
    }

    private static Path root() {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.isDirectory(p.resolve("engine/src")) && Files.isDirectory(p.resolve("cli/src"))) {
                return p;
            }
        }
        throw new IllegalStateException("no repository root above " + Path.of("").toAbsolutePath());
    }

    /** A class's source file; a module descriptor has no package and is checked on its own. */
    private static boolean isClassSource(Path f) {
        return f.toString().endsWith(".java") && !f.getFileName().toString().equals("module-info.java");
    }

    private static List<Source> sources() {
        List<Source> out = new ArrayList<>();
        for (String module : MAY_USE.keySet()) {
            for (String kind : List.of("main", "test")) {
                Path dir = ROOT.resolve(module).resolve("src").resolve(kind).resolve("java");
                if (!Files.isDirectory(dir)) {
                    continue;
                }
                try (Stream<Path> files = Files.walk(dir)) {
                    for (Path f : files.filter(ArchitectureTest::isClassSource).sorted().toList()) {
                        String code = COMMENT.matcher(Files.readString(f, StandardCharsets.UTF_8)).replaceAll(" ");
                        out.add(new Source(module, kind.equals("main"), f, code));
                    }
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
        assertTrue(out.size() > 100, "found only " + out.size() + " source files under " + ROOT);
        return out;
    }
}
