package graphsurge.cli;

import graphsurge.gstore.GraphsurgeException;
import graphsurge.gstore.io.GraphStore;
import graphsurge.gstore.io.IoErrors;
import graphsurge.gstore.io.UserPaths;
import graphsurge.session.ScriptFailure;
import graphsurge.session.Session;
import graphsurge.vcstore.collection.CollectionStore;
import graphsurge.gvdl.GvdlException;
import graphsurge.gvdl.lex.Lexer;
import graphsurge.gvdl.lex.Token;
import graphsurge.gvdl.lex.TokenKind;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import org.jline.reader.EOFError;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.ParsedLine;
import org.jline.reader.Parser;
import org.jline.reader.UserInterruptException;
import org.jline.reader.impl.DefaultParser;
import org.jline.reader.impl.completer.StringsCompleter;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.ParentCommand;

/**
 * {@code graphsurge repl}: an interactive GVDL prompt. A statement may span lines and runs when it
 * ends with {@code ;}. History is kept across runs in {@code ~/.graphsurge_history} (or
 * {@code $GRAPHSURGE_HISTORY}); Tab completes keywords, property names and collection names
 * (computation names join them with the computations); Ctrl-C cancels the statement being typed or run (not the program); Ctrl-D
 * or {@code exit} leaves. Standard input that is not a terminal runs as a script instead.
 */
@Command(name = "repl", mixinStandardHelpOptions = true,
        description = {"Start an interactive GVDL prompt (also what graphsurge does without arguments on a terminal).",
            "Input that is not a terminal (a pipe, a file) runs as a script: it stops at the first failing statement"
                    + " with exit status 1, and a last statement may omit its ';'."})
final class ReplCommand implements Callable<Integer> {
    static final List<String> KEYWORDS = List.of(
            "LOAD", "GRAPH", "WITH", "VERTICES", "EDGES", "FROM", "AND", "OR", "NOT", "IN", "SEPARATOR", "COMMENT",
            "HAS_HEADERS", "SKIP_BAD_ROWS", "DISTINCT", "CREATE", "VIEW", "COLLECTION", "COLLECTIONS", "WHERE", "FOR", "STEP",
            "MANUALLY_ORDERED", "RUN", "ADAPTIVE", "DIFFERENTIAL", "SCRATCH", "UPTO", "COMP_X", "DIFF_X", "LIMIT",
            "ALGO", "COMPUTATION", "COMPUTATIONS", "ON", "SAVE", "RESULTS", "TO", "INDICES", "SHOW", "DROP", "SET",
            "THREADS", "SERIALIZE", "DESERIALIZE", "TRUE", "FALSE", "CLUSTER", "SEGMENTS", "RESUME", "AS", "CSV",
            "PARQUET", "CHANGES", "ONLY");

    @ParentCommand
    GraphsurgeCommand top;

    @Mixin
    ClusterOption cluster = new ClusterOption();

    @Override
    public Integer call() {
        top.cluster(cluster);
        // Piped or redirected input has nobody to prompt: it runs as a script, stopping at its first error.
        return top.environment().interactive() ? run(top) : top.runStandardInput();
    }

    int run(GraphsurgeCommand top) {
        try (Terminal terminal = TerminalBuilder.builder().system(true).build()) {
            return run(top, terminal);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open the terminal", e);
        }
    }

    /** Runs the prompt on {@code terminal} until end of input. */
    static int run(GraphsurgeCommand top, Terminal terminal) {
        String historyVariable = top.environment().env().get("GRAPHSURGE_HISTORY");
        Path historyFile = historyVariable != null ? UserPaths.parse(historyVariable, "$GRAPHSURGE_HISTORY")
                : Path.of(System.getProperty("user.home"), ".graphsurge_history");
        try (Session session = top.session()) {
            LineReader reader = LineReaderBuilder.builder()
                    .terminal(terminal)
                    .appName("graphsurge")
                    .parser(new StatementParser())
                    .completer(new StringsCompleter(() -> candidates(session)))
                    .variable(LineReader.HISTORY_FILE, historyFile)
                    .variable(LineReader.SECONDARY_PROMPT_PATTERN, "%P  ...> ")
                    .build();
            PrintWriter out = terminal.writer();
            out.println("Graphsurge GVDL prompt on store " + session.storeDirectory()
                    + ". Statements end with ';'. Ctrl-D to leave.");
            Thread worker = Thread.currentThread();
            terminal.handle(Terminal.Signal.INT, signal -> worker.interrupt());
            while (true) {
                String text;
                try {
                    text = reader.readLine("graphsurge> ");
                } catch (UserInterruptException e) {
                    continue; // Ctrl-C while typing: drop the statement, keep the prompt
                } catch (EndOfFileException e) {
                    break;
                }
                if (text.strip().equalsIgnoreCase("exit") || text.strip().equalsIgnoreCase("quit")) {
                    break;
                }
                try {
                    top.run(session, text, null, false);
                } catch (ScriptFailure e) {
                    out.println("error: " + e.getCause().getMessage());
                } catch (GraphsurgeException e) {
                    out.println("error: " + e.getMessage());
                } catch (UncheckedIOException e) {
                    out.println("error: " + e.getMessage() + ": " + IoErrors.reason(e.getCause()));
                } catch (CancellationException e) {
                    // Ctrl-C: every worker has stopped, the store is as it was; back to the prompt.
                    out.println("interrupted");
                } finally {
                    Thread.interrupted(); // a Ctrl-C during the statement must not leak into the next
                }
                out.flush();
            }
            reader.getHistory().save();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot save the history to " + historyFile, e);
        }
        return 0;
    }

    /** Keywords, and the names the store knows: properties, collections, computations. */
    private static Collection<String> candidates(Session session) {
        TreeSet<String> names = new TreeSet<>(KEYWORDS);
        session.computations().all().forEach(c -> names.add(c.name()));
        try {
            GraphStore.at(session.storeDirectory()).info().ifPresent(info -> {
                names.addAll(info.edgeSchema().names());
                for (String p : info.vertexSchema().names()) {
                    names.add("u." + p);
                    names.add("v." + p);
                }
            });
            for (CollectionStore.Summary c : CollectionStore.of(session.storeDirectory()).list()) {
                names.add(c.name());
            }
        } catch (GraphsurgeException e) {
            // Completion must never fail: without a readable graph, keywords only.
        }
        return names;
    }

    /**
     * Splits words for completion like JLine's default parser, and asks for more lines while the
     * statement is not ended by {@code ;} (or a string is still open).
     */
    static final class StatementParser implements Parser {
        private final DefaultParser words = new DefaultParser();

        @Override
        public ParsedLine parse(String line, int cursor, ParseContext context) {
            if (context == ParseContext.ACCEPT_LINE && !complete(line)) {
                throw new EOFError(-1, -1, "the statement continues until ';'");
            }
            return words.parse(line, cursor, context);
        }

        static boolean complete(String text) {
            String t = text.strip();
            if (t.isEmpty() || t.equalsIgnoreCase("exit") || t.equalsIgnoreCase("quit")) {
                return true;
            }
            List<Token> tokens;
            try {
                tokens = Lexer.tokenize(text);
            } catch (GvdlException e) {
                return !e.detail().contains("not closed"); // other lexical errors: run it and show them
            }
            List<Token> real = new ArrayList<>(tokens.subList(0, tokens.size() - 1));
            return real.isEmpty() || real.get(real.size() - 1).kind() == TokenKind.SEMICOLON;
        }
    }
}
