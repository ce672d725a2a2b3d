package graphsurge.gvdl.ast;

import graphsurge.gstore.column.EpochSeconds;
import graphsurge.gstore.schema.PropertyType;
import graphsurge.gvdl.ast.Statement.Adaptive;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Writes ASTs back as GVDL, canonically: upper-case keywords, parentheses only where precedence
 * needs them, names back-quoted where they are not plain words. Parsing the output gives an AST
 * equal to the input (the round-trip property the tests check).
 */
public final class GvdlPrinter {
    private static final Set<String> RESERVED = Set.of("and", "or", "not", "in", "true", "false");
    private static final Statement.Visitor<String> STATEMENTS = new StatementText();

    private GvdlPrinter() {}

    public static String print(Statement statement) {
        return statement.accept(STATEMENTS) + ";";
    }

    /** Each kind of statement as GVDL, without the closing semicolon. */
    private static final class StatementText implements Statement.Visitor<String> {
        @Override
        public String visit(Statement.LoadGraph s) {
            StringBuilder sb = new StringBuilder();
            sb.append("LOAD GRAPH WITH ");
            if (s.vertices() != null) {
                sb.append("VERTICES FROM ").append(quote(s.vertices())).append(" AND ");
            }
            sb.append("EDGES FROM ").append(quote(s.edges()));
            optional(sb, " SEPARATOR ", s.separator());
            optional(sb, " COMMENT ", s.comment());
            if (s.hasHeaders() != null) {
                sb.append(" HAS_HEADERS ").append(s.hasHeaders());
            }
            flag(sb, " SKIP_BAD_ROWS", s.skipBadRows());
            flag(sb, " DISTINCT", s.distinct());
            optional(sb, " SAVE MAPPINGS TO ", s.saveMappingsTo());
            if (s.randomize()) {
                sb.append(" RANDOMIZE");
            }
            return sb.toString();
        }

        @Override
        public String visit(Statement.CreateView s) {
            return "CREATE VIEW " + name(s.name()) + " WHERE " + print(s.where());
        }

        @Override
        public String visit(Statement.CreateCollection s) {
            StringBuilder sb = new StringBuilder();
            sb.append("CREATE VIEW COLLECTION ").append(name(s.name())).append(" WHERE ");
            for (int i = 0; i < s.views().size(); i++) {
                sb.append(i > 0 ? ", [" : "[").append(print(s.views().get(i))).append(']');
                Statement.ViewName n = s.names().get(i);
                if (n != null) {
                    sb.append(" AS ").append(n.pattern() ? quote(n.text()) : name(n.text()));
                }
            }
            for (Statement.ForClause f : s.generators()) {
                sb.append(" FOR $").append(f.variable()).append(" IN ").append(f.domain().accept(DOMAINS));
            }
            flag(sb, " MANUALLY_ORDERED", s.manuallyOrdered());
            optional(sb, " REORDER IF SAVES ", s.reorderIfSavesPercent() == null ? null
                    : s.reorderIfSavesPercent().toPlainString(), "%");
            flag(sb, " MATERIALIZED", s.materialized());
            flag(sb, " MATERIALIZE_FULL_VIEW", s.materializeFullView());
            hosts(sb, s.hosts());
            return sb.toString();
        }

        @Override
        public String visit(Statement.RunComputation s) {
            StringBuilder sb = new StringBuilder();
            sb.append("RUN ");
            if (s.mode() instanceof Adaptive a) {
                if (!a.equals(Adaptive.DEFAULTS)) {
                    sb.append("ADAPTIVE ");
                    optional(sb, "UPTO ", a.upto(), " ");
                    optional(sb, "COMP_X ", a.compX() == null ? null : a.compX().toPlainString(), " ");
                    optional(sb, "DIFF_X ", a.diffX() == null ? null : a.diffX().toPlainString(), " ");
                    optional(sb, "LIMIT ", a.limit(), " ");
                    optional(sb, "ALGO ", a.algo(), " ");
                }
            } else {
                sb.append(s.mode() instanceof Statement.Differential ? "DIFFERENTIAL " : "SCRATCH ");
            }
            sb.append("COMPUTATION ").append(name(s.computation()));
            if (!s.params().isEmpty()) {
                sb.append('(');
                for (int i = 0; i < s.params().size(); i++) {
                    Statement.Param p = s.params().get(i);
                    sb.append(i > 0 ? ", " : "").append(name(p.key())).append('=').append(print(p.value()));
                }
                sb.append(')');
            }
            if (s.fromFile() != null) {
                sb.append(" FROM ").append(quote(s.fromFile()));
            }
            sb.append(" ON ");
            if (s.target() instanceof Statement.OnCollection c) {
                sb.append("COLLECTION ").append(name(c.name()));
            } else if (s.target() instanceof Statement.OnView v) {
                sb.append("VIEW ").append(name(v.name()));
            } else {
                sb.append("GRAPH");
            }
            switch (s.results().kind()) {
                case SAVE -> {
                    sb.append(" SAVE RESULTS TO ").append(quote(s.results().directory()));
                    switch (s.results().form()) {
                        case CHANGES_ONLY -> sb.append(" CHANGES ONLY");
                        case PARQUET -> sb.append(" AS PARQUET");
                        case FULL -> { }
                    }
                    flag(sb, " REPLACE", s.results().replace());
                }
                case DIFFERENCES -> sb.append(" DIFFRESULTS");
                case SUMMARY -> { }
            }
            if (s.report() != null) {
                sb.append(" SAVE REPORT TO ").append(quote(s.report()));
            }
            hosts(sb, s.hosts());
            if (!s.indices().isEmpty()) {
                sb.append(" INDICES [");
                for (int i = 0; i < s.indices().size(); i++) {
                    sb.append(i > 0 ? ", " : "").append(s.indices().get(i));
                }
                sb.append(']');
            }
            optional(sb, " SEGMENTS ", s.segments(), "");
            flag(sb, " RESUME", s.resume());
            return sb.toString();
        }

        @Override
        public String visit(Statement.Show s) {
            return "SHOW " + switch (s.what()) {
                case GRAPH -> "GRAPH";
                case COLLECTIONS -> "COLLECTIONS";
                case COLLECTION -> "COLLECTION " + name(s.name());
                case COMPUTATIONS -> "COMPUTATIONS";
                case DATA_FOR_COLLECTION -> "DATA FOR COLLECTION " + name(s.name());
            };
        }

        @Override
        public String visit(Statement.SaveCollection s) {
            StringBuilder sb = new StringBuilder();
            sb.append("SAVE COLLECTION ").append(name(s.name())).append(" TO ").append(quote(s.directory()));
            flag(sb, " FORMAT GRAPHBOLT", s.graphbolt());
            return sb.toString();
        }

        @Override
        public String visit(Statement.DropCollection s) {
            return "DROP COLLECTION " + name(s.name());
        }

        @Override
        public String visit(Statement.DeleteCollections s) {
            return "DELETE CUBES";
        }

        @Override
        public String visit(Statement.SetThreads s) {
            StringBuilder sb = new StringBuilder();
            sb.append("SET THREADS ").append(s.threads());
            optional(sb, " AND PROCESS_ID ", s.processId(), "");
            return sb.toString();
        }

        @Override
        public String visit(Statement.SetCluster s) {
            return "SET CLUSTER " + quote(s.spec());
        }

        @Override
        public String visit(Statement.Serialize s) {
            StringBuilder sb = new StringBuilder();
            sb.append("SERIALIZE");
            if (s.collection() != null) {
                sb.append(" CUBE ").append(name(s.collection()));
            }
            sb.append(" TO ").append(quote(s.directory()));
            optional(sb, " BLOCK_SIZE ", s.blockSize(), "");
            optional(sb, " THREADS ", s.threads(), "");
            return sb.toString();
        }

        @Override
        public String visit(Statement.Deserialize s) {
            StringBuilder sb = new StringBuilder();
            sb.append(s.collection() ? "DESERIALIZE CUBE FROM " : "DESERIALIZE FROM ").append(quote(s.directory()));
            optional(sb, " THREADS ", s.threads(), "");
            return sb.toString();
        }

        @Override
        public String visit(Statement.LoadCollection s) {
            StringBuilder sb = new StringBuilder();
            sb.append("LOAD CUBE ").append(name(s.name())).append(' ').append(s.dimensions()).append(' ')
                    .append(s.views()).append(" FROM ").append(quote(s.directory())).append(" WITH PREFIX ")
                    .append(quote(s.prefix()));
            optional(sb, " SEPARATOR ", s.separator());
            optional(sb, " COMMENT ", s.comment());
            optional(sb, " THREADS ", s.threads(), "");
            flag(sb, " WITH_FULL", s.withFull());
            return sb.toString();
        }
    }

    /** A predicate, with the fewest parentheses that keep its structure. */
    public static String print(Predicate p) {
        return p.accept(PREDICATES);
    }

    public static String print(Operand o) {
        return o.accept(OPERANDS);
    }

    public static String print(ParamValue value) {
        return value.accept(VALUES);
    }

    private static final Statement.Domain.Visitor<String> DOMAINS = new Statement.Domain.Visitor<>() {
        @Override
        public String visit(Statement.Range d) {
            return d.from() + ".." + d.to() + (d.step() != 1 ? " STEP " + d.step() : "");
        }

        @Override
        public String visit(Statement.DateRange d) {
            return d.from().accept(LITERALS) + ".." + d.to().accept(LITERALS) + " STEP " + print(d.step());
        }

        @Override
        public String visit(Statement.Values d) {
            return "(" + literals(d.values()) + ")";
        }
    };

    private static final Predicate.Visitor<String> PREDICATES = new Predicate.Visitor<>() {
        @Override
        public String visit(Predicate.Or p) {
            return join(p.terms(), " OR ", false);
        }

        @Override
        public String visit(Predicate.And p) {
            return join(p.terms(), " AND ", true);
        }

        @Override
        public String visit(Predicate.Not p) {
            Predicate inner = p.inner();
            boolean atomic = inner instanceof Predicate.Compare || inner instanceof Predicate.In
                    || inner instanceof Predicate.Not;
            return atomic ? "NOT " + print(inner) : "NOT (" + print(inner) + ")";
        }

        @Override
        public String visit(Predicate.Compare p) {
            return print(p.left()) + " " + p.op().symbol() + " " + print(p.right());
        }

        @Override
        public String visit(Predicate.In p) {
            return print(p.operand()) + (p.negated() ? " NOT IN (" : " IN (") + literals(p.values()) + ")";
        }
    };

    private static final Operand.Visitor<String> OPERANDS = new Operand.Visitor<>() {
        @Override
        public String visit(Operand.Property o) {
            return o.scope().prefix() + name(o.name());
        }

        @Override
        public String visit(Operand.Variable o) {
            return "$" + o.name();
        }

        @Override
        public String visit(Operand.Arithmetic o) {
            int precedence = o.op().precedence();
            return arithmeticTerm(o.left(), precedence, false) + " " + o.op().symbol() + " "
                    + arithmeticTerm(o.right(), precedence, true);
        }

        @Override
        public String visit(Operand.Negation o) {
            Operand inner = o.operand();
            boolean bare = inner instanceof Operand.Variable || inner instanceof Operand.Property;
            return bare ? "-" + print(inner) : "-(" + print(inner) + ")";
        }

        @Override
        public String visit(Operand.Duration o) {
            return o.amount() + " " + o.unit().name() + (o.amount() == 1 ? "" : "S");
        }

        @Override
        public String visit(Literal o) {
            return o.accept(LITERALS);
        }
    };

    private static final ParamValue.Visitor<String> VALUES = new ParamValue.Visitor<>() {
        @Override
        public String visit(Literal v) {
            return v.accept(LITERALS);
        }

        @Override
        public String visit(ParamValue.Name v) {
            return name(v.name());
        }

        @Override
        public String visit(ParamValue.Pairs v) {
            StringBuilder sb = new StringBuilder("[");
            for (int i = 0; i < v.pairs().size(); i++) {
                sb.append(i > 0 ? ", " : "").append(v.pairs().get(i).accept(LITERALS));
            }
            return sb.append(']').toString();
        }
    };

    private static final Literal.Visitor<String> LITERALS = new Literal.Visitor<>() {
        @Override
        public String visit(Literal.Int l) {
            return Long.toString(l.value());
        }

        @Override
        public String visit(Literal.Decimal l) {
            String text = l.value().toPlainString();
            return text.contains(".") ? text : text + ".0";
        }

        @Override
        public String visit(Literal.Text l) {
            return quote(l.value());
        }

        @Override
        public String visit(Literal.Bool l) {
            return Boolean.toString(l.value());
        }

        @Override
        public String visit(Literal.Date l) {
            PropertyType type = l.dateOnly() ? PropertyType.DATE : PropertyType.TIMESTAMP;
            return type.displayName().toUpperCase(Locale.ROOT) + " " + quote(EpochSeconds.format(type, l.epochSecond()));
        }

        @Override
        public String visit(Literal.Pair l) {
            return "(" + l.first().accept(this) + ", " + l.second().accept(this) + ")";
        }
    };

    /**
     * A term of arithmetic whose operator has {@code precedence}: in parentheses when it is
     * arithmetic that binds less tightly, or as tightly on the right (the operators group to the
     * left, so that {@code a - (b - c)} keeps its parentheses and {@code (a - b) - c} needs none).
     */
    private static String arithmeticTerm(Operand term, int precedence, boolean right) {
        String text = print(term);
        if (term instanceof Operand.Arithmetic a
                && (a.op().precedence() < precedence || (right && a.op().precedence() == precedence))) {
            return "(" + text + ")";
        }
        return text;
    }

    /** A name as GVDL reads it: bare when it is a plain word, else back-quoted. */
    public static String name(String name) {
        boolean plain = !name.isEmpty() && !RESERVED.contains(name.toLowerCase(Locale.ROOT));
        boolean digits = true;
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            plain &= c == '_' || (c < 128 && Character.isLetterOrDigit(c));
            digits &= Character.isDigit(c);
        }
        return plain && !digits ? name : "`" + name + "`";
    }

    public static String quote(String text) {
        return "'" + text.replace("'", "''") + "'";
    }

    /** Terms of an OR or an AND; a nested OR, or an AND inside an AND, keeps its parentheses. */
    private static String join(List<Predicate> terms, String separator, boolean insideAnd) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < terms.size(); i++) {
            Predicate t = terms.get(i);
            boolean wrap = t instanceof Predicate.Or || (insideAnd && t instanceof Predicate.And);
            sb.append(i > 0 ? separator : "").append(wrap ? "(" + print(t) + ")" : print(t));
        }
        return sb.toString();
    }

    private static String literals(List<Literal> values) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < values.size(); i++) {
            sb.append(i > 0 ? ", " : "").append(values.get(i).accept(LITERALS));
        }
        return sb.toString();
    }

    private static void optional(StringBuilder sb, String prefix, String quoted) {
        if (quoted != null) {
            sb.append(prefix).append(quote(quoted));
        }
    }

    private static void optional(StringBuilder sb, String prefix, Object value, String suffix) {
        if (value != null) {
            sb.append(prefix).append(value).append(suffix);
        }
    }

    private static void flag(StringBuilder sb, String text, boolean on) {
        if (on) {
            sb.append(text);
        }
    }

    private static void hosts(StringBuilder sb, List<String> hosts) {
        if (!hosts.isEmpty()) {
            sb.append(" HOSTS");
            for (String h : hosts) {
                sb.append(' ').append(quote(h));
            }
        }
    }
}
