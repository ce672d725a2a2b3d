package graphsurge.gvdl.parse;

import graphsurge.gstore.Suggestions;
import graphsurge.gstore.column.EpochSeconds;
import graphsurge.gstore.schema.PropertyType;
import graphsurge.gvdl.GvdlException;
import graphsurge.gvdl.Span;
import graphsurge.gvdl.ast.Literal;
import graphsurge.gvdl.ast.Operand;
import graphsurge.gvdl.ast.ParamValue;
import graphsurge.gvdl.ast.Predicate;
import graphsurge.gvdl.ast.Predicate.CompareOp;
import graphsurge.gvdl.ast.Statement;
import graphsurge.gvdl.ast.Statement.Adaptive;
import graphsurge.gvdl.ast.Statement.ForClause;
import graphsurge.gvdl.ast.Statement.Param;
import graphsurge.gvdl.ast.Statement.Results;
import graphsurge.gvdl.ast.Statement.ResultsKind;
import graphsurge.gvdl.ast.Statement.RunMode;
import graphsurge.gvdl.ast.Statement.Target;
import graphsurge.gvdl.lex.Lexer;
import graphsurge.gvdl.lex.Token;
import graphsurge.gvdl.lex.TokenKind;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * Parses GVDL by recursive descent, one method per rule. Keywords are recognized by their text,
 * case-insensitively, so that property names may be any word that is not needed as a keyword at
 * that point; a back-quoted name is never a keyword.
 *
 * <p>The grammar is a superset of Graphsurge's: every statement of the original that makes sense
 * here is accepted with its meaning (its spellings of run modes, whitespace-separated computation
 * parameters, {@code !( ... )}, {@code CUBE} statements), and optional clauses may come in any
 * order. Errors point at the offending token and say what was expected there, with a suggestion
 * for near-miss keywords.
 */
public final class Parser {
    private static final List<String> STATEMENT_KEYWORDS = List.of(
            "LOAD", "CREATE", "RUN", "SHOW", "SAVE", "DROP", "DELETE", "SET", "SERIALIZE", "DESERIALIZE");
    private static final List<String> DIFFERENTIAL_SPELLINGS = List.of(
            "DIFFERENTIAL", "2_STAGE_DIFFERENTIAL", "1_STAGE_DIFFERENTIAL", "BASIC", "TIMELY", "COMPARE_DIFFERENTIAL");
    private static final List<String> SCRATCH_SPELLINGS = List.of("SCRATCH", "INDIVIDUAL", "BASIC_INDIVIDUAL");
    /**
     * How deeply predicates may nest (each parenthesis, NOT, {@code !(} and arithmetic operator is
     * a level): every pass over a predicate (this parser, the checker, the printer, template
     * expansion, the compiler) recurses once per level, and this bound keeps them all far inside a
     * default thread stack.
     */
    public static final int MAX_DEPTH = 256;

    private final String source;
    private final List<Token> tokens;
    /** For each '(' token, the index of the ')' that closes it; -1 when none does. */
    private final int[] closing;
    /** For each '(' token, whether a ',' stands directly inside it (a pair, not a parenthesis). */
    private final boolean[] holdsComma;
    private int pos;
    private int depth;

    private Parser(String source) {
        this.source = source;
        this.tokens = Lexer.tokenize(source);
        closing = new int[tokens.size()];
        holdsComma = new boolean[tokens.size()];
        int[] open = new int[tokens.size()];
        int opened = 0;
        for (int i = 0; i < tokens.size(); i++) {
            closing[i] = -1;
            switch (tokens.get(i).kind()) {
                case LPAREN -> open[opened++] = i;
                case RPAREN -> {
                    if (opened > 0) {
                        closing[open[--opened]] = i;
                    }
                }
                case COMMA -> {
                    if (opened > 0) {
                        holdsComma[open[opened - 1]] = true;
                    }
                }
                default -> { }
            }
        }
    }

    /** Parses every statement of a script; statements are separated by {@code ;}. */
    public static List<Statement> parseScript(String source) {
        Parser p = new Parser(source);
        List<Statement> statements = new ArrayList<>();
        while (true) {
            while (p.acceptKind(TokenKind.SEMICOLON)) {
                // empty statements
            }
            if (p.peek().kind() == TokenKind.EOF) {
                return statements;
            }
            statements.add(p.statement());
            if (p.peek().kind() != TokenKind.EOF) {
                p.expectKind(TokenKind.SEMICOLON, "';' to end the statement");
            }
        }
    }

    /** Parses exactly one statement (an ending {@code ;} is optional). */
    public static Statement parseStatement(String source) {
        List<Statement> statements = parseScript(source);
        if (statements.size() != 1) {
            throw new GvdlException(source, statements.isEmpty() ? Span.NONE : statements.get(1).span(),
                    statements.isEmpty() ? "expected a statement" : "expected one statement, found "
                            + statements.size());
        }
        return statements.get(0);
    }

    /** Parses a predicate alone (as written inside a view's brackets). */
    public static Predicate parsePredicate(String source) {
        Parser p = new Parser(source);
        Predicate predicate = p.predicate();
        p.expectKind(TokenKind.EOF, "the end of the predicate");
        return predicate;
    }

    // ------------------------------------------------------------------------------ statements

    private Statement statement() {
        Token first = peek();
        if (accept("LOAD")) {
            if (accept("GRAPH")) {
                return loadGraph(first);
            }
            if (accept("CUBE") || accept("COLLECTION")) {
                return loadCollection(first);
            }
            throw expected("GRAPH or CUBE after LOAD", "GRAPH", "CUBE");
        }
        if (accept("CREATE")) {
            return create(first);
        }
        if (accept("RUN")) {
            return run(first);
        }
        if (accept("SHOW")) {
            return show(first);
        }
        if (accept("SAVE")) {
            return save(first);
        }
        if (accept("DROP")) {
            if (!accept("COLLECTION") && !accept("CUBE")) {
                throw expected("COLLECTION after DROP", "COLLECTION");
            }
            String name = name("the collection's name");
            return new Statement.DropCollection(name, spanFrom(first));
        }
        if (accept("DELETE")) {
            if (!accept("CUBES") && !accept("COLLECTIONS")) {
                throw expected("CUBES after DELETE (it drops every collection)", "CUBES", "COLLECTIONS");
            }
            return new Statement.DeleteCollections(spanFrom(first));
        }
        if (accept("SET")) {
            if (accept("CLUSTER")) {
                String spec = string("the cluster ('local', 'flink-embedded:2', 'flink://host:8081')");
                endOfStatement();
                return new Statement.SetCluster(spec, spanFrom(first));
            }
            if (!peek().is("THREADS")) {
                throw expected("THREADS or CLUSTER after SET", "THREADS", "CLUSTER");
            }
            expect("THREADS");
            long threads = positiveInteger("the number of threads");
            Long process = null;
            if (accept("AND")) {
                expect("PROCESS_ID");
                process = integer("the process id");
            }
            return new Statement.SetThreads(threads, process, spanFrom(first));
        }
        if (accept("SERIALIZE")) {
            return serialize(first);
        }
        if (accept("DESERIALIZE")) {
            boolean cube = accept("CUBE") || accept("COLLECTION");
            expect("FROM");
            String dir = string("a directory");
            Long threads = null;
            while (true) {
                if (accept("THREADS")) {
                    threads = positiveInteger("the number of threads");
                } else {
                    break;
                }
            }
            endOfStatement("THREADS");
            return new Statement.Deserialize(cube, dir, threads, spanFrom(first));
        }
        throw expected("a statement (" + String.join(", ", STATEMENT_KEYWORDS) + ")",
                STATEMENT_KEYWORDS.toArray(new String[0]));
    }

    private Statement loadGraph(Token first) {
        expect("WITH");
        String vertices = null;
        if (accept("VERTICES")) {
            expect("FROM");
            vertices = string("the vertex file's path");
            expect("AND");
        }
        expect("EDGES");
        expect("FROM");
        String edges = string("the edge file's path");
        String separator = null;
        String comment = null;
        Boolean headers = null;
        String mappings = null;
        boolean randomize = false;
        boolean skipBadRows = false;
        boolean distinct = false;
        while (true) {
            if (accept("SEPARATOR")) {
                separator = string("the separator, as a quoted character");
            } else if (accept("COMMENT")) {
                comment = string("the comment character, quoted");
            } else if (accept("HAS_HEADERS")) {
                headers = bool("true or false");
            } else if (accept("SAVE")) {
                expect("MAPPINGS");
                expect("TO");
                mappings = string("a directory");
            } else if (accept("RANDOMIZE")) {
                randomize = true;
            } else if (accept("SKIP_BAD_ROWS")) {
                skipBadRows = true;
            } else if (accept("DISTINCT")) {
                distinct = true;
            } else {
                break;
            }
        }
        endOfStatement("SEPARATOR", "COMMENT", "HAS_HEADERS", "SKIP_BAD_ROWS", "DISTINCT", "SAVE MAPPINGS TO",
                "RANDOMIZE");
        return new Statement.LoadGraph(vertices, edges, separator, comment, headers, skipBadRows, distinct, mappings,
                randomize,
                spanFrom(first));
    }

    private Statement loadCollection(Token first) {
        String name = name("the collection's name");
        long dims = positiveInteger("the number of dimensions (1)");
        long views = positiveInteger("the number of views");
        expect("FROM");
        String dir = string("the directory of the difference files");
        expect("WITH");
        expect("PREFIX");
        String prefix = string("the file name prefix");
        String separator = null;
        String comment = null;
        Long threads = null;
        boolean full = false;
        while (true) {
            if (accept("SEPARATOR")) {
                separator = string("the separator, as a quoted character");
            } else if (accept("COMMENT")) {
                comment = string("the comment character, quoted");
            } else if (accept("THREADS")) {
                threads = positiveInteger("the number of threads");
            } else if (accept("WITH_FULL")) {
                full = true;
            } else {
                break;
            }
        }
        endOfStatement("SEPARATOR", "COMMENT", "THREADS", "WITH_FULL");
        return new Statement.LoadCollection(name, dims, views, dir, prefix, separator, comment, threads, full,
                spanFrom(first));
    }

    private Statement create(Token first) {
        if (accept("CUBE")) {
            return collection(first);
        }
        expect("VIEW");
        if (accept("COLLECTION") || accept("CUBE")) {
            return collection(first);
        }
        String name = name("the view's name");
        if (peek().is("WITH")) {
            throw error(peek(), "Graphsurge's aggregated views (CREATE VIEW ... WITH) are not supported;"
                    + " a view is CREATE VIEW name WHERE predicate");
        }
        expect("WHERE");
        Predicate where;
        if (acceptKind(TokenKind.LBRACKET)) {
            where = predicate();
            expectKind(TokenKind.RBRACKET, "']' to close the view");
        } else {
            where = predicate();
        }
        endOfStatement();
        return new Statement.CreateView(name, where, spanFrom(first));
    }

    private Statement collection(Token first) {
        String name = name("the collection's name");
        expect("WHERE");
        List<Predicate> views = new ArrayList<>();
        List<Statement.ViewName> names = new ArrayList<>();
        do {
            expectKind(TokenKind.LBRACKET, "'[' to open a view's predicate");
            views.add(predicate());
            expectKind(TokenKind.RBRACKET, "']' to close the view");
            names.add(accept("AS") ? viewName() : null);
            acceptKind(TokenKind.COMMA);
        } while (peek().kind() == TokenKind.LBRACKET);
        List<ForClause> generators = new ArrayList<>();
        while (peek().is("FOR")) {
            generators.add(forClause());
        }
        boolean manual = false;
        boolean materialized = false;
        boolean full = false;
        List<String> hosts = List.of();
        BigDecimal reorderIfSaves = null;
        Token manualAt = null;
        Token reorderAt = null;
        while (true) {
            if (peek().is("MANUALLY_ORDERED")) {
                manualAt = next();
                manual = true;
            } else if (peek().is("REORDER")) {
                reorderAt = next();
                expect("IF");
                expect("SAVES");
                Token number = peek();
                reorderIfSaves = decimal("the share of the differences an order must save, such as 10%");
                expectKind(TokenKind.PERCENT, "'%' after the share (REORDER IF SAVES 10%)");
                if (reorderIfSaves.signum() < 0 || reorderIfSaves.compareTo(BigDecimal.valueOf(100)) > 0) {
                    throw error(number, "the share an order must save is a percentage from 0 to 100, not "
                            + reorderIfSaves.toPlainString() + "%");
                }
            } else if (accept("MATERIALIZED")) {
                materialized = true;
            } else if (accept("MATERIALIZE_FULL_VIEW")) {
                full = true;
            } else if (peek().is("HOSTS")) {
                hosts = hosts();
            } else {
                break;
            }
        }
        endOfStatement("'[' for another view", "AS name", "FOR", "MANUALLY_ORDERED", "REORDER IF SAVES",
                "MATERIALIZED", "MATERIALIZE_FULL_VIEW", "HOSTS");
        if (manualAt != null && reorderAt != null) {
            throw error(manualAt.span().start() < reorderAt.span().start() ? reorderAt : manualAt,
                    "MANUALLY_ORDERED keeps the order as written and REORDER IF SAVES asks for another: choose one");
        }
        return new Statement.CreateCollection(name, views, names, generators, manual, materialized, full, hosts,
                reorderIfSaves, spanFrom(first));
    }

    /** After AS: a name, or a name pattern in quotes. */
    private Statement.ViewName viewName() {
        Token t = peek();
        if (t.kind() == TokenKind.STRING) {
            next();
            if (t.text().isEmpty()) {
                throw error(t, "a view's name cannot be empty");
            }
            return new Statement.ViewName(t.text(), true, t.span());
        }
        if (t.kind() != TokenKind.WORD) {
            throw error(t, "expected the view's name after AS (a name, or a pattern in quotes such as 'w_$y'), found "
                    + t.describe());
        }
        next();
        return new Statement.ViewName(t.text(), false, t.span());
    }

    private ForClause forClause() {
        Token start = next(); // FOR
        Token variable = expectKind(TokenKind.VARIABLE, "a variable such as $x after FOR");
        expect("IN");
        Statement.Domain domain;
        if (acceptKind(TokenKind.LPAREN)) {
            List<Literal> values = new ArrayList<>();
            do {
                values.add(literal("a value"));
            } while (acceptKind(TokenKind.COMMA));
            expectKind(TokenKind.RPAREN, "')' to close the list of values");
            domain = new Statement.Values(values);
        } else if (isDateLiteral()) {
            Literal.Date from = dateLiteral();
            expectKind(TokenKind.RANGE, "'..' in the range (DATE 'a'..DATE 'b')");
            if (!isDateLiteral()) {
                throw error(peek(), "expected the end of the range, a date (DATE '2011-12-31' or TIMESTAMP '...'),"
                        + " found " + peek().describe());
            }
            Literal.Date to = dateLiteral();
            Operand.Duration step = new Operand.Duration(1, Operand.CalendarUnit.DAY, Span.NONE);
            if (accept("STEP")) {
                Token amount = peek();
                if (amount.kind() != TokenKind.INTEGER || !isDuration()) {
                    throw error(amount, "expected a step such as 1 MONTH (a positive integer and SECOND, MINUTE, HOUR,"
                            + " DAY, WEEK, MONTH or YEAR), found " + amount.describe());
                }
                step = duration();
                if (step.amount() <= 0) {
                    throw new GvdlException(source, step.span(), "the step of a range of dates must be positive");
                }
            }
            domain = new Statement.DateRange(from, to, step);
        } else {
            long from = integer("the start of the range (a..b)");
            expectKind(TokenKind.RANGE, "'..' in the range (a..b)");
            long to = integer("the end of the range (a..b)");
            long step = 1;
            if (accept("STEP")) {
                step = positiveInteger("a positive step");
            }
            domain = new Statement.Range(from, to, step);
        }
        return new ForClause(variable.text(), domain, spanFrom(start));
    }

    private Statement run(Token first) {
        RunMode mode = runMode();
        expect("COMPUTATION");
        String computation = name("the computation's name");
        List<Param> params = List.of();
        if (peek().kind() == TokenKind.LPAREN) {
            params = params();
        }
        String from = null;
        if (accept("FROM")) {
            from = string("a file");
        }
        expect("ON");
        Target target;
        if (accept("COLLECTION") || accept("CUBE")) {
            target = new Statement.OnCollection(name("the collection's name"));
        } else if (accept("VIEW")) {
            target = new Statement.OnView(name("the view's name"));
        } else if (accept("GRAPH")) {
            target = new Statement.OnGraph();
        } else {
            throw expected("COLLECTION, VIEW or GRAPH after ON", "COLLECTION", "VIEW", "GRAPH");
        }
        Results results = Results.SUMMARY;
        String report = null;
        List<String> hosts = List.of();
        List<Long> indices = List.of();
        Long segments = null;
        boolean resume = false;
        while (true) {
            if (accept("NORESULTS")) {
                results = Results.SUMMARY;
            } else if (accept("DIFFRESULTS")) {
                results = new Results(ResultsKind.DIFFERENCES, null);
            } else if (accept("SAVE")) {
                if (accept("REPORT")) {
                    expect("TO");
                    report = string("an HTML file");
                } else {
                    expect("RESULTS");
                    expect("TO");
                    String directory = string("a directory");
                    Statement.SaveForm form = saveForm();
                    results = new Results(ResultsKind.SAVE, directory, form, accept("REPLACE"));
                }
            } else if (peek().is("HOSTS")) {
                hosts = hosts();
            } else if (accept("INDICES")) {
                indices = indices();
            } else if (accept("SEGMENTS")) {
                segments = positiveInteger("the number of segments");
            } else if (accept("RESUME")) {
                resume = true;
            } else {
                break;
            }
        }
        endOfStatement("SAVE RESULTS TO", "SAVE REPORT TO", "NORESULTS", "DIFFRESULTS", "INDICES", "HOSTS", "SEGMENTS",
                "RESUME");
        return new Statement.RunComputation(mode, computation, params, from, target, results, report, hosts, indices,
                segments, resume, spanFrom(first));
    }

    /**
     * {@code [AS CSV | AS PARQUET] [CHANGES ONLY]} after SAVE RESULTS TO 'dir' (CHANGES ONLY is for
     * CSV only); {@code REPLACE} may follow.
     */
    private Statement.SaveForm saveForm() {
        boolean parquet = false;
        if (accept("AS")) {
            if (accept("PARQUET")) {
                parquet = true;
            } else if (!accept("CSV")) {
                throw expected("CSV or PARQUET after SAVE RESULTS TO '...' AS", "CSV", "PARQUET");
            }
        }
        if (peek().is("CHANGES")) {
            Token changes = next();
            if (parquet) {
                throw error(changes, "AS PARQUET is a change log already (the first view in full, then each view's"
                        + " changes): drop CHANGES ONLY");
            }
            expect("ONLY");
            return Statement.SaveForm.CHANGES_ONLY;
        }
        return parquet ? Statement.SaveForm.PARQUET : Statement.SaveForm.FULL;
    }

    private RunMode runMode() {
        Token t = peek();
        if (accept("ADAPTIVE")) {
            Long upto = null;
            BigDecimal compX = null;
            BigDecimal diffX = null;
            Long limit = null;
            String algo = null;
            while (true) {
                if (accept("UPTO")) {
                    upto = positiveInteger("how many views to decide at a time");
                } else if (accept("COMP_X")) {
                    compX = decimal("the scratch-time multiplier, such as 1.3");
                } else if (accept("DIFF_X")) {
                    diffX = decimal("the difference multiplier, such as 1.3");
                } else if (accept("LIMIT")) {
                    limit = integer("how many recent observations to fit (0: all)");
                } else if (accept("ALGO")) {
                    if (accept("LR")) {
                        algo = "lr";
                    } else if (accept("AVG")) {
                        algo = "avg";
                    } else {
                        throw expected("lr or avg after ALGO", "LR", "AVG");
                    }
                } else {
                    break;
                }
            }
            return new Adaptive(upto, compX, diffX, limit, algo);
        }
        for (String s : DIFFERENTIAL_SPELLINGS) {
            if (t.is(s)) {
                next();
                return new Statement.Differential();
            }
        }
        for (String s : SCRATCH_SPELLINGS) {
            if (t.is(s)) {
                next();
                return new Statement.Scratch();
            }
        }
        if (!t.is("COMPUTATION") && t.kind() == TokenKind.WORD) {
            List<String> modes = new ArrayList<>(List.of("ADAPTIVE", "COMPUTATION"));
            modes.addAll(DIFFERENTIAL_SPELLINGS);
            modes.addAll(SCRATCH_SPELLINGS);
            throw expected("a run mode (ADAPTIVE, DIFFERENTIAL, SCRATCH) or COMPUTATION", modes.toArray(new String[0]));
        }
        return Adaptive.DEFAULTS;
    }

    /** {@code (k=v k=v)} or {@code (k=v, k=v,)}: Graphsurge separated parameters by spaces. */
    private List<Param> params() {
        expectKind(TokenKind.LPAREN, "'('");
        List<Param> params = new ArrayList<>();
        while (peek().kind() != TokenKind.RPAREN) {
            Token key = expectKind(TokenKind.WORD, "a parameter name (name=value)");
            expectKind(TokenKind.EQ, "'=' after the parameter name");
            ParamValue value = paramValue();
            for (Param p : params) {
                if (p.key().equals(key.text())) {
                    throw error(key, "parameter '" + key.text() + "' is given twice");
                }
            }
            params.add(new Param(key.text(), value, key.span().to(value.span())));
            acceptKind(TokenKind.COMMA);
        }
        expectKind(TokenKind.RPAREN, "')'");
        return params;
    }

    private ParamValue paramValue() {
        Token t = peek();
        if (t.kind() == TokenKind.LBRACKET) {
            next();
            List<Literal.Pair> pairs = new ArrayList<>();
            while (peek().kind() == TokenKind.LPAREN) {
                pairs.add(pair());
                acceptKind(TokenKind.COMMA);
            }
            Token close = expectKind(TokenKind.RBRACKET, "']' to close the list of pairs, or '(' for another pair");
            return new ParamValue.Pairs(pairs, t.span().to(close.span()));
        }
        if (t.kind() == TokenKind.WORD && !t.is("TRUE") && !t.is("FALSE") && !isDateLiteral()) {
            next();
            return new ParamValue.Name(t.text(), t.span());
        }
        return literal("a value");
    }

    private Statement show(Token first) {
        if (accept("GRAPH")) {
            return new Statement.Show(Statement.ShowWhat.GRAPH, null, spanFrom(first));
        }
        if (accept("COLLECTIONS") || accept("CUBES")) {
            return new Statement.Show(Statement.ShowWhat.COLLECTIONS, null, spanFrom(first));
        }
        if (accept("COLLECTION") || accept("CUBE")) {
            return new Statement.Show(Statement.ShowWhat.COLLECTION, name("the collection's name"), spanFrom(first));
        }
        if (accept("COMPUTATIONS")) {
            return new Statement.Show(Statement.ShowWhat.COMPUTATIONS, null, spanFrom(first));
        }
        if (accept("DATA")) {
            expect("FOR");
            if (!accept("COLLECTION")) {
                expect("CUBE");
            }
            String name = peek().kind() == TokenKind.STRING ? string("the collection's name") : name("the collection's name");
            return new Statement.Show(Statement.ShowWhat.DATA_FOR_COLLECTION, name, spanFrom(first));
        }
        throw expected("what to show: GRAPH, COLLECTIONS, COLLECTION name, COMPUTATIONS or DATA FOR COLLECTION",
                "GRAPH", "COLLECTIONS", "COLLECTION", "COMPUTATIONS", "DATA");
    }

    private Statement save(Token first) {
        boolean cube = accept("CUBE");
        if (!cube) {
            expect("COLLECTION");
        }
        String name = name("the collection's name");
        expect("TO");
        String dir = string("a directory");
        boolean graphbolt = false;
        if (cube && peek().kind() == TokenKind.INTEGER) {
            next(); // Graphsurge's thread count: output is written by this process's threads
            graphbolt = bool("true or false (GraphBolt format)");
        } else if (accept("FORMAT")) {
            if (!accept("GRAPHBOLT")) {
                throw expected("GRAPHBOLT after FORMAT", "GRAPHBOLT");
            }
            graphbolt = true;
        }
        endOfStatement("FORMAT GRAPHBOLT");
        return new Statement.SaveCollection(name, dir, graphbolt, spanFrom(first));
    }

    private Statement serialize(Token first) {
        String collection = null;
        if (accept("CUBE") || accept("COLLECTION")) {
            collection = name("the collection's name");
        }
        expect("TO");
        String dir = string("a directory");
        Long block = null;
        Long threads = null;
        while (true) {
            if (accept("BLOCK_SIZE")) {
                block = positiveInteger("the block size");
            } else if (accept("THREADS")) {
                threads = positiveInteger("the number of threads");
            } else {
                break;
            }
        }
        endOfStatement("BLOCK_SIZE", "THREADS");
        return new Statement.Serialize(collection, dir, block, threads, spanFrom(first));
    }

    private List<String> hosts() {
        expect("HOSTS");
        List<String> hosts = new ArrayList<>();
        do {
            hosts.add(string("a host as 'name:port'"));
        } while (peek().kind() == TokenKind.STRING);
        return hosts;
    }

    private List<Long> indices() {
        expectKind(TokenKind.LBRACKET, "'[' to open the list of split indices");
        List<Long> indices = new ArrayList<>();
        while (peek().kind() != TokenKind.RBRACKET) {
            indices.add(integer("a view index"));
            acceptKind(TokenKind.COMMA);
        }
        next();
        return indices;
    }

    // ------------------------------------------------------------------------------ predicates

    private Predicate predicate() {
        Predicate first = conjunction();
        if (!peek().is("OR")) {
            return first;
        }
        List<Predicate> terms = new ArrayList<>(List.of(first));
        while (accept("OR")) {
            terms.add(conjunction());
        }
        return new Predicate.Or(terms);
    }

    private Predicate conjunction() {
        Predicate first = negation();
        if (!peek().is("AND")) {
            return first;
        }
        List<Predicate> terms = new ArrayList<>(List.of(first));
        while (accept("AND")) {
            terms.add(negation());
        }
        return new Predicate.And(terms);
    }

    private Predicate negation() {
        Token t = peek();
        if (accept("NOT")) {
            // NOT ( ... ) is one level, as the printer writes a NOT of an AND or an OR, so that a
            // printed predicate is never deeper than the one parsed.
            boolean group = peek().kind() == TokenKind.LPAREN;
            if (!group) {
                deeper(t);
            }
            Predicate inner = negation();
            if (!group) {
                depth--;
            }
            return new Predicate.Not(inner);
        }
        if (acceptKind(TokenKind.BANG)) {
            deeper(t);
            expectKind(TokenKind.LPAREN, "'(' after '!' (Graphsurge's negation is !( ... ))");
            Predicate inner = predicate();
            expectKind(TokenKind.RPAREN, "')' to close the negation");
            depth--;
            return new Predicate.Not(inner);
        }
        if (t.kind() == TokenKind.LPAREN && !comparedAfterClosing(pos)) {
            next();
            deeper(t);
            Predicate inner = predicate();
            expectKind(TokenKind.RPAREN, "')' to close the parenthesis");
            depth--;
            return inner;
        }
        return comparison();
    }

    /**
     * Whether the parenthesis at token {@code open} is followed, once closed, by what continues an
     * operand ({@code (1 + $x) * 2 < year}), so that it is arithmetic, not a group of conditions.
     */
    private boolean comparedAfterClosing(int open) {
        int close = closing[open];
        if (close < 0) {
            return false;
        }
        Token after = tokens.get(close + 1);
        return switch (after.kind()) {
            case EQ, NE, LT, LE, GT, GE, PLUS, MINUS, STAR, SLASH -> true;
            case WORD -> after.is("IN") || (after.is("NOT") && tokens.get(close + 2).is("IN"));
            default -> false;
        };
    }

    /** One level deeper, at {@code at}; an error past {@link #MAX_DEPTH}. */
    private void deeper(Token at) {
        if (++depth > MAX_DEPTH) {
            throw error(at, "nested too deeply: at most " + MAX_DEPTH
                    + " levels of parentheses, NOT and arithmetic inside one another");
        }
    }

    private Predicate comparison() {
        Token start = peek();
        Operand left = operand();
        boolean negated = false;
        if (peek().is("NOT") && tokens.get(pos + 1).is("IN")) {
            next();
            negated = true;
        }
        if (accept("IN")) {
            expectKind(TokenKind.LPAREN, "'(' to open the list of values");
            List<Literal> values = new ArrayList<>();
            do {
                values.add(literal("a value"));
            } while (acceptKind(TokenKind.COMMA));
            Token close = expectKind(TokenKind.RPAREN, "')' to close the list of values");
            return new Predicate.In(left, values, negated, start.span().to(close.span()));
        }
        CompareOp op = compareOp();
        Operand right = operand();
        return new Predicate.Compare(left, op, right, start.span().to(right.span()));
    }

    private CompareOp compareOp() {
        Token t = peek();
        CompareOp op = switch (t.kind()) {
            case EQ -> CompareOp.EQ;
            case NE -> CompareOp.NE;
            case LT -> CompareOp.LT;
            case LE -> CompareOp.LE;
            case GT -> CompareOp.GT;
            case GE -> CompareOp.GE;
            default -> null;
        };
        if (op == null) {
            throw error(t, "expected a comparison (=, <>, !=, <, <=, >, >=) or IN, found " + t.describe()
                    + (t.kind() == TokenKind.WORD ? Suggestions.hint(t.text(), List.of("IN", "AND", "OR")) : ""));
        }
        next();
        return op;
    }

    /** An operand: {@code sum := product (('+' | '-') product)*}. */
    private Operand operand() {
        return leftAssociative(this::product, TokenKind.PLUS, Operand.ArithmeticOp.ADD, TokenKind.MINUS,
                Operand.ArithmeticOp.SUBTRACT);
    }

    /** {@code product := unary (('*' | '/') unary)*}. */
    private Operand product() {
        return leftAssociative(this::unary, TokenKind.STAR, Operand.ArithmeticOp.MULTIPLY, TokenKind.SLASH,
                Operand.ArithmeticOp.DIVIDE);
    }

    /**
     * One level of arithmetic: terms read by {@code term}, joined to the left by either of two
     * operators. Each operator of a chain nests the tree one level deeper, so it counts towards
     * the depth limit.
     */
    private Operand leftAssociative(Supplier<Operand> term, TokenKind first,
            Operand.ArithmeticOp firstOp, TokenKind second, Operand.ArithmeticOp secondOp) {
        int outer = depth;
        Operand left = term.get();
        while (peek().kind() == first || peek().kind() == second) {
            Token op = next();
            deeper(op);
            Operand right = term.get();
            left = new Operand.Arithmetic(left, op.kind() == first ? firstOp : secondOp, right,
                    left.span().to(right.span()));
        }
        depth = outer;
        return left;
    }

    /** {@code unary := '-' unary | primary}; a minus before a number is the number's sign. */
    private Operand unary() {
        Token t = peek();
        TokenKind after = tokens.get(Math.min(pos + 1, tokens.size() - 1)).kind();
        if (t.kind() == TokenKind.MINUS && after != TokenKind.INTEGER && after != TokenKind.DECIMAL) {
            next();
            deeper(t);
            Operand inner = unary();
            depth--;
            return new Operand.Negation(inner, t.span().to(inner.span()));
        }
        return primary();
    }

    /** A property, a variable, a literal, a pair, or arithmetic in parentheses. */
    private Operand primary() {
        Token t = peek();
        switch (t.kind()) {
            case LPAREN -> {
                if (holdsComma[pos]) {
                    return pair();
                }
                next();
                deeper(t);
                Operand inner = operand();
                Span whole = t.span().to(expectKind(TokenKind.RPAREN, "')' to close the parenthesis").span());
                depth--;
                // Arithmetic's errors point at it with its parentheses.
                if (inner instanceof Operand.Arithmetic a) {
                    return new Operand.Arithmetic(a.left(), a.op(), a.right(), whole);
                }
                if (inner instanceof Operand.Negation n) {
                    return new Operand.Negation(n.operand(), whole);
                }
                return inner;
            }
            case VARIABLE -> {
                next();
                return new Operand.Variable(t.text(), t.span());
            }
            case WORD -> {
                if (t.is("TRUE") || t.is("FALSE") || isDateLiteral()) {
                    return literal("a value");
                }
                next();
                if (acceptKind(TokenKind.DOT)) {
                    Token property = expectKind(TokenKind.WORD, "a property name after '" + t.text() + ".'");
                    Operand.Scope scope;
                    if (t.text().equalsIgnoreCase("u")) {
                        scope = Operand.Scope.SOURCE;
                    } else if (t.text().equalsIgnoreCase("v")) {
                        scope = Operand.Scope.TARGET;
                    } else {
                        throw error(t, "unknown selector '" + t.text() + ".': use u. for the source vertex's"
                                + " properties and v. for the target vertex's");
                    }
                    return new Operand.Property(scope, property.text(), t.span().to(property.span()));
                }
                return new Operand.Property(Operand.Scope.EDGE, t.text(), t.span());
            }
            case INTEGER, DECIMAL, STRING, MINUS -> {
                return isDuration() ? duration() : literal("a value");
            }
            default -> throw error(t, "expected a property, a variable or a value, found " + t.describe());
        }
    }

    /** Whether the next tokens are {@code DATE 'text'} or {@code TIMESTAMP 'text'}: a property is never followed by a string. */
    private boolean isDateLiteral() {
        return (peek().is("DATE") || peek().is("TIMESTAMP")) && tokens.get(pos + 1).kind() == TokenKind.STRING;
    }

    /** Whether the next tokens are an integer and a calendar unit, such as {@code 3 MONTHS}. */
    private boolean isDuration() {
        Token unit = tokens.get(Math.min(pos + 1, tokens.size() - 1));
        return peek().kind() == TokenKind.INTEGER && unit.kind() == TokenKind.WORD
                && Operand.CalendarUnit.named(unit.text()) != null;
    }

    private Operand.Duration duration() {
        Token amount = next();
        Token unit = next();
        long value;
        try {
            value = Long.parseLong(amount.text());
        } catch (NumberFormatException e) {
            throw error(amount, "this integer does not fit in 64 bits");
        }
        return new Operand.Duration(value, Operand.CalendarUnit.named(unit.text()), amount.span().to(unit.span()));
    }

    private Literal.Date dateLiteral() {
        Token keyword = next();
        Token text = next();
        boolean dateOnly = keyword.is("DATE");
        long seconds = EpochSeconds.parse(dateOnly ? PropertyType.DATE : PropertyType.TIMESTAMP, text.text());
        if (seconds == EpochSeconds.INVALID) {
            throw error(text, "expected " + EpochSeconds.expected(dateOnly ? PropertyType.DATE : PropertyType.TIMESTAMP)
                    + " after " + keyword.text() + ", found " + text.describe());
        }
        return new Literal.Date(seconds, dateOnly, keyword.span().to(text.span()));
    }

    private Literal.Pair pair() {
        Token open = expectKind(TokenKind.LPAREN, "'(' to open a pair");
        Literal first = literal("the pair's first value");
        expectKind(TokenKind.COMMA, "',' between the pair's values");
        Literal second = literal("the pair's second value");
        Token close = expectKind(TokenKind.RPAREN, "')' to close the pair");
        return new Literal.Pair(first, second, open.span().to(close.span()));
    }

    private Literal literal(String what) {
        Token t = peek();
        if (t.kind() == TokenKind.LPAREN) {
            return pair();
        }
        if (t.kind() == TokenKind.STRING) {
            next();
            return new Literal.Text(t.text(), t.span());
        }
        if (t.is("TRUE") || t.is("FALSE")) {
            next();
            return new Literal.Bool(t.is("TRUE"), t.span());
        }
        if (isDateLiteral()) {
            return dateLiteral();
        }
        boolean negative = acceptKind(TokenKind.MINUS);
        Token number = peek();
        Span span = negative ? t.span().to(number.span()) : number.span();
        if (number.kind() == TokenKind.INTEGER) {
            next();
            try {
                return new Literal.Int(Long.parseLong((negative ? "-" : "") + number.text()), span);
            } catch (NumberFormatException e) {
                throw error(number, "this integer does not fit in 64 bits");
            }
        }
        if (number.kind() == TokenKind.DECIMAL) {
            next();
            BigDecimal value = new BigDecimal(number.text());
            return new Literal.Decimal(negative ? value.negate() : value, span);
        }
        throw error(number, "expected " + what + " (a number, a 'string', true or false), found " + number.describe());
    }

    // ------------------------------------------------------------------------------ tokens

    private Token peek() {
        return tokens.get(pos);
    }

    private Token next() {
        Token t = tokens.get(pos);
        if (t.kind() != TokenKind.EOF) {
            pos++;
        }
        return t;
    }

    private boolean accept(String keyword) {
        if (peek().is(keyword)) {
            pos++;
            return true;
        }
        return false;
    }

    private boolean acceptKind(TokenKind kind) {
        if (peek().kind() == kind) {
            next();
            return true;
        }
        return false;
    }

    private Token expect(String keyword) {
        if (!peek().is(keyword)) {
            throw expected(keyword, keyword);
        }
        return next();
    }

    private Token expectKind(TokenKind kind, String what) {
        Token t = peek();
        if (t.kind() != kind) {
            throw error(t, "expected " + what + ", found " + t.describe());
        }
        return next();
    }

    private String name(String what) {
        Token t = peek();
        if (t.kind() != TokenKind.WORD) {
            throw error(t, "expected " + what + ", found " + t.describe());
        }
        return next().text();
    }

    private String string(String what) {
        return expectKind(TokenKind.STRING, what + " in single quotes").text();
    }

    private boolean bool(String what) {
        Token t = peek();
        if (accept("TRUE")) {
            return true;
        }
        if (accept("FALSE")) {
            return false;
        }
        throw error(t, "expected " + what + ", found " + t.describe());
    }

    private long integer(String what) {
        Literal l = literalOrFail(what);
        if (l instanceof Literal.Int i) {
            return i.value();
        }
        throw new GvdlException(source, l.span(), "expected " + what + " (an integer)");
    }

    private long positiveInteger(String what) {
        Token t = peek();
        long value = integer(what);
        if (value <= 0) {
            throw error(t, "expected " + what + " (a positive integer), found " + value);
        }
        return value;
    }

    private BigDecimal decimal(String what) {
        Literal l = literalOrFail(what);
        if (l instanceof Literal.Decimal d) {
            return d.value();
        }
        if (l instanceof Literal.Int i) {
            return BigDecimal.valueOf(i.value());
        }
        throw new GvdlException(source, l.span(), "expected " + what + " (a number)");
    }

    private Literal literalOrFail(String what) {
        Token t = peek();
        if (t.kind() != TokenKind.INTEGER && t.kind() != TokenKind.DECIMAL && t.kind() != TokenKind.MINUS) {
            throw error(t, "expected " + what + ", found " + t.describe());
        }
        return literal(what);
    }

    /** After a statement's optional clauses: the next token must end it. */
    private void endOfStatement(String... clauses) {
        Token t = peek();
        if (t.kind() == TokenKind.SEMICOLON || t.kind() == TokenKind.EOF) {
            return;
        }
        List<String> options = new ArrayList<>(List.of(clauses));
        options.add("';'");
        String hint = "";
        if (t.kind() == TokenKind.WORD) {
            List<String> words = new ArrayList<>();
            for (String c : clauses) {
                if (!c.startsWith("'")) {
                    words.add(c.split(" ")[0]);
                }
            }
            hint = Suggestions.hint(t.text(), words);
        }
        throw error(t, "expected " + String.join(", ", options) + " or the end of the statement, found "
                + t.describe() + hint);
    }

    private GvdlException expected(String what, String... keywords) {
        Token t = peek();
        String hint = t.kind() == TokenKind.WORD ? Suggestions.hint(t.text(), List.of(keywords)) : "";
        return error(t, "expected " + what + ", found " + t.describe() + hint);
    }

    private GvdlException error(Token at, String detail) {
        return new GvdlException(source, at.span(), detail);
    }

    private Span spanFrom(Token first) {
        Token last = tokens.get(Math.max(0, pos - 1));
        return first.span().to(last.span());
    }
}
