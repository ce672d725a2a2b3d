package graphsurge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** Standard input that is not a terminal, exit codes, and usage errors. */
class CommandLineTest {
    @TempDir
    Path dir;
    String store;
    String calls;

    @BeforeEach
    void files() throws IOException {
        store = dir.resolve("store").toString();
        calls = Files.writeString(dir.resolve("calls.csv"), ":start_id,:end_id,year:int\n1,2,2001\n2,3,2002\n")
                .toString();
    }

    /**
     * picocli reads help texts as format strings: a lone {@code %} (as in "1% from") is reported on
     * the process's standard error instead of the help, so every command's help is rendered here.
     */
    @Test
    void everyCommandsHelpRendersWithoutFormatWarnings() {
        java.io.PrintStream saved = System.err;
        java.io.ByteArrayOutputStream stray = new java.io.ByteArrayOutputStream();
        try {
            System.setErr(new java.io.PrintStream(stray, true, java.nio.charset.StandardCharsets.UTF_8));
            for (String[] command : new String[][] {{"--help"}, {"load", "--help"}, {"show", "--help"},
                    {"generate", "--help"}, {"run", "--help"}, {"bench", "--help"}, {"repl", "--help"}}) {
                Cli.Result r = Cli.run(command);
                assertEquals(0, r.exit(), String.join(" ", command) + ": " + r.err());
                assertFalse(r.out().isBlank(), String.join(" ", command));
            }
        } finally {
            System.setErr(saved);
        }
        assertEquals("", stray.toString(java.nio.charset.StandardCharsets.UTF_8));
    }

    @Test
    @Timeout(value = 30, threadMode = Timeout.ThreadMode.SEPARATE_THREAD) // a prompt would wait for a person forever
    void pipedInputToTheReplRunsAsAScript() {
        Cli.Result r = Cli.withInput("SHOW COLLECTIONS;\n", "--store", store, "repl");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("No collections."), r.out());
        assertFalse(r.out().contains("graphsurge>"), "no prompt when nobody types: " + r.out());
        assertEquals("", r.err());
    }

    @Test
    void withFormatJsonErrorsAreJsonObjectsOnStandardError() {
        Cli.Result input = Cli.run("--store", store, "--format", "json", "show", "collection", "nope");
        assertEquals(1, input.exit());
        assertEquals("", input.out());
        assertTrue(input.err().strip().startsWith("{\"error\": \"there is no collection named 'nope'"), input.err());
        assertTrue(input.err().strip().endsWith("\"kind\": \"input\", \"exit\": 1}"), input.err());
        Cli.Result usage = Cli.run("--store", store, "run", "bfs", "--bogus", "--format=json");
        assertEquals(2, usage.exit());
        assertEquals("{\"error\": \"unknown option '--bogus'\", \"kind\": \"usage\", \"exit\": 2, \"help\": "
                + "\"graphsurge run --help\"}", usage.err().strip());
        Cli.Result statement = Cli.run("--store", store, "--format", "json", "-e", "SHOW COLLECTION;");
        assertEquals(1, statement.exit());
        assertTrue(statement.err().strip().matches("\\{\"error\": \"line 1, column \\d+: .*\\\\n.*\\^.*\"kind\": \"input\".*"),
                statement.err());
        // Without it, the same errors are text.
        assertTrue(Cli.run("--store", store, "show", "collection", "nope").err().startsWith("error: there is no collection"));
    }

    @Test
    void standardInputRunsAsAScriptWithoutArguments() {
        Cli.Result r = Cli.withInput("LOAD GRAPH WITH EDGES FROM '" + calls + "';\nSHOW GRAPH;\n", "--store", store);
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("-- line 2: SHOW GRAPH;"), r.out());
        assertTrue(r.out().contains("vertices     3"), r.out());
    }

    @Test
    void aDashNamesStandardInputAmongTheScripts() {
        Cli.Result r = Cli.withInput("SHOW COLLECTIONS;", "--store", store, "-");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("No collections."), r.out());
    }

    @Test
    void aLastStatementWithoutItsSemicolonRuns() {
        Cli.Result r = Cli.withInput("SHOW COLLECTIONS;\nLOAD GRAPH WITH EDGES FROM '" + calls + "'\n", "--store", store,
                "repl");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("Loaded 3 vertices and 2 edges"), r.out());
    }

    @Test
    void pipedInputStopsAtItsFirstFailingStatementWithExitOne() {
        Cli.Result r = Cli.withInput("SHOW COLLECTION nope;\nLOAD GRAPH WITH EDGES FROM '" + calls + "';\n",
                "--store", store, "repl");
        assertEquals(Main.EXIT_INPUT_ERROR, r.exit());
        assertTrue(r.err().startsWith("error: <stdin>: statement 1 (line 1) failed:"), r.err());
        assertFalse(r.out().contains("Loaded"), "the statement after the error did not run: " + r.out());
        assertFalse(Files.exists(Path.of(store, "MANIFEST")));
    }

    @Test
    void theEchoNamesAStatementBeforeItRuns() {
        // The statement fails, so an echo printed only with its result would never appear.
        Cli.Result r = Cli.run("--store", store, "-e", "SHOW COLLECTION nope;");
        assertEquals(Main.EXIT_INPUT_ERROR, r.exit());
        assertTrue(r.out().startsWith("-- line 1: SHOW COLLECTION nope;"), r.out());
    }

    @Test
    void theEchoShowsInvisibleCharactersEscaped() {
        Cli.Result r = Cli.run("--store", store, "-e", "SHOW COLLECTION `a\u202Eb`;");
        assertEquals(Main.EXIT_INPUT_ERROR, r.exit());
        assertTrue(r.out().startsWith("-- line 1: SHOW COLLECTION `a<U+202E>b`;"), r.out());
        assertFalse(r.out().contains("\u202E"), r.out());
    }

    @Test
    void aMistypedCommandIsAUsageErrorWithADidYouMeanAndEveryCommand() {
        Cli.Result r = Cli.run("--store", store, "shwo", "graph");
        assertEquals(Main.EXIT_USAGE_ERROR, r.exit());
        String first = r.err().lines().findFirst().orElseThrow();
        assertTrue(first.startsWith("error: unknown command 'shwo'; did you mean 'show'?"), r.err());
        for (String command : new String[] {"load", "show", "generate", "run", "bench", "repl"}) {
            assertTrue(first.contains(command), command + " is listed: " + first);
        }
        assertShortUsageError(r, "graphsurge");
    }

    @Test
    void aMistypedSubcommandFollowedByOptionsGetsOneShortMessage() {
        Cli.Result r = Cli.run("--store", store, "show", "grph", "--threads", "2");
        assertEquals(Main.EXIT_USAGE_ERROR, r.exit());
        assertTrue(r.err().startsWith("error: unknown command 'grph'; did you mean 'graph'?"), r.err());
        assertShortUsageError(r, "graphsurge show");
    }

    @Test
    void aCommandGroupAloneNamesItsCommands() {
        Cli.Result r = Cli.run("--store", store, "generate");
        assertEquals(Main.EXIT_USAGE_ERROR, r.exit());
        assertTrue(r.err().startsWith("error: 'graphsurge generate' needs a command: graph, collection"), r.err());
        assertShortUsageError(r, "graphsurge generate");
    }

    @Test
    void anUnknownOptionSuggestsTheClosest() {
        Cli.Result r = Cli.run("--store", store, "show", "graph", "--fromat", "json");
        assertEquals(Main.EXIT_USAGE_ERROR, r.exit());
        assertTrue(r.err().startsWith("error: unknown option '--fromat'; did you mean '--format'?"), r.err());
        assertShortUsageError(r, "graphsurge show graph");
    }

    @Test
    void badOptionValuesAreUsageErrors() {
        Cli.Result mode = Cli.run("--store", store, "run", "bfs", "-p", "root=1", "--graph", "--mode", "diferential");
        assertEquals(Main.EXIT_USAGE_ERROR, mode.exit());
        assertTrue(mode.err().startsWith("error: --mode must be adaptive, differential or scratch, got 'diferential';"
                + " did you mean 'differential'?"), mode.err());
        assertShortUsageError(mode, "graphsurge run");

        Cli.Result fast = Cli.run("--store", store, "run", "bfs", "-p", "root=1", "--graph", "--mode", "fast");
        assertEquals(Main.EXIT_USAGE_ERROR, fast.exit());
        assertShortUsageError(fast, "graphsurge run");

        Cli.Result param = Cli.run("--store", store, "run", "bfs", "-p", "root", "--graph");
        assertEquals(Main.EXIT_USAGE_ERROR, param.exit());
        assertTrue(param.err().startsWith("error: --param root: expected KEY=VALUE"), param.err());
        assertShortUsageError(param, "graphsurge run");

        Cli.Result target = Cli.run("--store", store, "run", "bfs", "-p", "root=1");
        assertEquals(Main.EXIT_USAGE_ERROR, target.exit());
        assertTrue(target.err().startsWith("error: Missing required argument"), target.err());
        assertShortUsageError(target, "graphsurge run");

        Cli.Result separator = Cli.run("--store", store, "load", "--edges", calls, "--separator", "ab");
        assertEquals(Main.EXIT_USAGE_ERROR, separator.exit());
        assertShortUsageError(separator, "graphsurge load");
    }

    @Test
    void zeroThreadsIsAUsageErrorBeforeOrAfterTheCommand() {
        Cli.Result before = Cli.run("--store", store, "--threads", "0", "show", "graph");
        assertEquals(Main.EXIT_USAGE_ERROR, before.exit());
        assertTrue(before.err().startsWith("error: --threads must be from 1 to 256, got 0"), before.err());
        Cli.Result after = Cli.run("--store", store, "show", "graph", "--threads", "0");
        assertEquals(Main.EXIT_USAGE_ERROR, after.exit());
        Cli.Result script = Cli.run("--store", store, "--threads", "0", "-e", "SHOW COLLECTIONS;");
        assertEquals(Main.EXIT_USAGE_ERROR, script.exit());
        assertShortUsageError(script, "graphsurge");
    }

    @Test
    void aRunCommandsErrorPointsIntoItsStatementWithoutAStatementNumber() {
        assertEquals(0, Cli.run("--store", store, "-q", "load", "--edges", calls).exit());
        Cli.Result r = Cli.run("--store", store, "run", "bfs", "--graph");
        assertEquals(Main.EXIT_INPUT_ERROR, r.exit());
        assertTrue(r.err().startsWith("error: line 1, column 1: bfs needs the parameter 'root'\n"
                + "  RUN COMPUTATION bfs ON GRAPH;\n  ^^^"), r.err());
    }

    @Test
    void aMissingScriptFileIsAnInputErrorAndNothingRuns() {
        Cli.Result r = Cli.run("--store", store, "-e", "LOAD GRAPH WITH EDGES FROM '" + calls + "';",
                dir.resolve("missing.gvdl").toString());
        assertEquals(Main.EXIT_INPUT_ERROR, r.exit());
        assertTrue(r.err().contains("missing.gvdl: no such script"), r.err());
        assertFalse(Files.exists(Path.of(store, "MANIFEST")), "the -e statements did not run either");
    }

    /** Two lines on stderr: what is wrong, and where the help is; nothing on stdout. */
    private static void assertShortUsageError(Cli.Result r, String command) {
        assertEquals(2, r.err().lines().count(), r.err());
        assertTrue(r.err().endsWith("See '" + command + " --help'.\n"), r.err());
        assertEquals("", r.out());
    }
}
