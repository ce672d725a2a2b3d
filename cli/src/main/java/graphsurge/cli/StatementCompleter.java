package graphsurge.cli;

import graphsurge.gstore.GraphsurgeException;
import graphsurge.gstore.io.GraphStore;
import graphsurge.gvdl.GvdlException;
import graphsurge.gvdl.lex.Lexer;
import graphsurge.gvdl.lex.Token;
import graphsurge.gvdl.lex.TokenKind;
import graphsurge.session.Session;
import graphsurge.vcstore.collection.CollectionStore;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.jline.reader.Candidate;
import org.jline.reader.Completer;
import org.jline.reader.LineReader;
import org.jline.reader.ParsedLine;

/**
 * The REPL's Tab completion, by what the statement expects where the cursor is: inside a predicate
 * ({@code [...]}, or after {@code CREATE VIEW v WHERE}) the graph's edge properties and, after
 * {@code u.} or {@code v.}, its vertex properties; a collection's name after {@code SHOW}, {@code DROP},
 * {@code SAVE} or {@code ON COLLECTION}; a computation's name after {@code RUN [mode] COMPUTATION};
 * and the keywords that may come next after a keyword that starts a clause, or at a statement's
 * start (any keyword elsewhere). Nothing is offered inside a string.
 *
 * <p>The word completed is the name under the cursor, even when the line's word (split at spaces)
 * holds more ({@code [ra}): each candidate keeps what the line's word has before the name.
 */
final class StatementCompleter implements Completer {
    /** What completion offers names from: the graph's properties, the store's collections, the computations. */
    record Names(List<String> edgeProperties, List<String> vertexProperties, List<String> collections,
            List<String> computations) {}

    /** Every keyword, offered where the statement does not say which may come. */
    static final List<String> KEYWORDS = List.of(
            "LOAD", "GRAPH", "WITH", "VERTICES", "EDGES", "FROM", "AND", "OR", "NOT", "IN", "SEPARATOR", "COMMENT",
            "HAS_HEADERS", "SKIP_BAD_ROWS", "DISTINCT", "CREATE", "VIEW", "COLLECTION", "COLLECTIONS", "WHERE",
            "FOR", "STEP", "MANUALLY_ORDERED", "REORDER", "IF", "SAVES", "RUN", "ADAPTIVE", "DIFFERENTIAL",
            "SCRATCH", "UPTO", "COMP_X", "DIFF_X", "LIMIT", "ALGO", "COMPUTATION", "COMPUTATIONS", "ON", "SAVE",
            "RESULTS", "TO", "INDICES", "SHOW", "DROP", "SET", "THREADS", "SERIALIZE", "DESERIALIZE", "TRUE",
            "FALSE", "CLUSTER", "SEGMENTS", "RESUME", "AS", "CSV", "PARQUET", "CHANGES", "ONLY", "REPLACE", "DATE",
            "TIMESTAMP");

    private static final List<String> STATEMENTS = List.of(
            "CREATE", "DESERIALIZE", "DROP", "LOAD", "RUN", "SAVE", "SERIALIZE", "SET", "SHOW");
    /**
     * The keywords that may come next, by the statement's first word alone (a statement of one
     * word) or with its last word (RUN ... SAVE).
     */
    private static final Map<String, List<String>> NEXT = Map.ofEntries(
            Map.entry("LOAD", List.of("CUBE", "GRAPH")),
            Map.entry("LOAD GRAPH", List.of("WITH")),
            Map.entry("LOAD WITH", List.of("EDGES", "VERTICES")),
            Map.entry("CREATE", List.of("VIEW")),
            Map.entry("CREATE VIEW", List.of("COLLECTION")),
            Map.entry("RUN", List.of("ADAPTIVE", "COMPUTATION", "DIFFERENTIAL", "SCRATCH")),
            Map.entry("RUN ADAPTIVE", List.of("ALGO", "COMPUTATION", "COMP_X", "DIFF_X", "LIMIT", "UPTO")),
            Map.entry("RUN DIFFERENTIAL", List.of("COMPUTATION")),
            Map.entry("RUN SCRATCH", List.of("COMPUTATION")),
            Map.entry("RUN ON", List.of("COLLECTION", "GRAPH", "VIEW")),
            Map.entry("RUN SAVE", List.of("RESULTS")),
            Map.entry("RUN RESULTS", List.of("TO")),
            Map.entry("SHOW", List.of("COLLECTION", "COLLECTIONS", "COMPUTATIONS", "GRAPH")),
            Map.entry("SAVE", List.of("COLLECTION")),
            Map.entry("DROP", List.of("COLLECTION")),
            Map.entry("SET", List.of("CLUSTER", "THREADS")),
            Map.entry("SERIALIZE", List.of("TO")),
            Map.entry("DESERIALIZE", List.of("FROM")));
    /** The words after which COLLECTION is followed by an existing collection's name. */
    private static final List<String> NAMING_A_COLLECTION = List.of("SHOW", "DROP", "SAVE", "ON", "FOR");
    private static final List<String> PREDICATE_KEYWORDS = List.of("AND", "IN", "NOT", "OR", "TRUE", "FALSE");

    private final Supplier<Names> names;

    StatementCompleter(Supplier<Names> names) {
        this.names = names;
    }

    /** A completer reading the names from {@code session}'s store and registry at each Tab. */
    static StatementCompleter of(Session session) {
        return new StatementCompleter(() -> names(session));
    }

    @Override
    public void complete(LineReader reader, ParsedLine line, List<Candidate> candidates) {
        String word = line.word().substring(0, line.wordCursor());
        int name = nameStart(word, word.length());
        String head = word.substring(0, name);
        for (String c : candidates(line.line(), line.cursor(), names.get())) {
            candidates.add(new Candidate(head + c, c, null, null, null, null, true));
        }
    }

    /**
     * The names and keywords that may replace the name that ends at {@code cursor} in {@code text}
     * (the characters of a name, and {@code .} for {@code u.age}, back to the last other one),
     * starting with what it holds so far (letters in any case).
     */
    static List<String> candidates(String text, int cursor, Names names) {
        int start = nameStart(text, cursor);
        String typed = text.substring(start, cursor);
        List<Token> tokens;
        try {
            tokens = Lexer.tokenize(text.substring(0, start));
        } catch (GvdlException e) {
            return List.of(); // inside a string or a comment
        }
        List<Token> statement = new ArrayList<>();
        for (Token t : tokens.subList(0, tokens.size() - 1)) {
            if (t.kind() == TokenKind.SEMICOLON) {
                statement.clear();
            } else {
                statement.add(t);
            }
        }
        List<String> offered = new ArrayList<>();
        for (String c : expected(statement, typed, names)) {
            if (c.regionMatches(true, 0, typed, 0, typed.length())) {
                offered.add(c);
            }
        }
        return offered;
    }

    private static List<String> expected(List<Token> statement, String typed, Names names) {
        if (statement.isEmpty()) {
            return STATEMENTS;
        }
        String first = statement.get(0).upper();
        if (inPredicate(statement, first)) {
            if (typed.startsWith("u.") || typed.startsWith("v.")) {
                return prefixed(typed.substring(0, 2), names.vertexProperties());
            }
            List<String> all = new ArrayList<>(names.edgeProperties());
            all.addAll(prefixed("u.", names.vertexProperties()));
            all.addAll(prefixed("v.", names.vertexProperties()));
            all.addAll(PREDICATE_KEYWORDS);
            return all;
        }
        Token last = statement.get(statement.size() - 1);
        if (last.kind() != TokenKind.WORD || last.quoted()) {
            return KEYWORDS;
        }
        String before = statement.size() > 1 ? statement.get(statement.size() - 2).upper() : "";
        if (last.is("COLLECTION") && NAMING_A_COLLECTION.contains(before)) {
            return names.collections();
        }
        if (last.is("COMPUTATION") && first.equals("RUN")) {
            return names.computations();
        }
        if (last.is("VIEW") && before.equals("ON")) {
            return List.of(); // any view of any collection: too many to offer
        }
        List<String> next = NEXT.get(statement.size() == 1 ? first : first + " " + last.upper());
        return next != null ? next : KEYWORDS;
    }

    /** Whether the statement so far leaves the cursor in a predicate. */
    private static boolean inPredicate(List<Token> statement, String first) {
        if (first.equals("RUN")) {
            return false; // its brackets hold INDICES, not predicates
        }
        int depth = 0;
        boolean where = false;
        for (Token t : statement) {
            if (t.kind() == TokenKind.LBRACKET) {
                depth++;
            } else if (t.kind() == TokenKind.RBRACKET) {
                depth--;
            } else if (t.is("WHERE")) {
                where = true;
            }
        }
        // CREATE VIEW v WHERE predicate: unbracketed, to the statement's end.
        boolean view = statement.size() > 1 && first.equals("CREATE") && statement.get(1).is("VIEW")
                && !(statement.size() > 2 && statement.get(2).is("COLLECTION"));
        return depth > 0 || view && where;
    }

    private static List<String> prefixed(String prefix, List<String> names) {
        return names.stream().map(n -> prefix + n).toList();
    }

    /** Where the name that ends at {@code end} in {@code text} starts. */
    private static int nameStart(String text, int end) {
        int i = end;
        while (i > 0 && (Character.isLetterOrDigit(text.charAt(i - 1)) || text.charAt(i - 1) == '_'
                || text.charAt(i - 1) == '.')) {
            i--;
        }
        return i;
    }

    /** The session's names; without a readable graph or collections, none of them (completion never fails). */
    private static Names names(Session session) {
        List<String> computations = new ArrayList<>();
        session.computations().all().forEach(c -> computations.add(c.name()));
        List<String> edge = new ArrayList<>();
        List<String> vertex = new ArrayList<>();
        List<String> collections = new ArrayList<>();
        try {
            GraphStore.at(session.storeDirectory()).info().ifPresent(info -> {
                edge.addAll(info.edgeSchema().names());
                vertex.addAll(info.vertexSchema().names());
            });
            for (CollectionStore.Summary c : CollectionStore.of(session.storeDirectory()).list()) {
                collections.add(c.name());
            }
        } catch (GraphsurgeException e) {
            // Keywords and computations only.
        }
        return new Names(sorted(edge), sorted(vertex), sorted(collections), sorted(computations));
    }

    private static List<String> sorted(List<String> names) {
        return names.stream().sorted(String.CASE_INSENSITIVE_ORDER.thenComparing(s -> s)).distinct().toList();
    }

}
