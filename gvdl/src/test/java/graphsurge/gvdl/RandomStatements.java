package graphsurge.gvdl;

import graphsurge.gvdl.ast.Literal;
import graphsurge.gvdl.ast.Operand;
import graphsurge.gvdl.ast.ParamValue;
import graphsurge.gvdl.ast.Predicate;
import graphsurge.gvdl.ast.Statement;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** Generates random, well-formed ASTs for the round-trip property. */
final class RandomStatements {
    private static final Span S = Span.NONE;
    private static final String[] NAMES = {"year", "city", "a", "b_2", "first name", "and", "Weird-Name", "x1", "COMMENT", "v"};
    private final SplittableRandom random;

    RandomStatements(long seed) {
        random = new SplittableRandom(seed);
    }

    Statement statement() {
        return switch (random.nextInt(6)) {
            case 0 -> new Statement.CreateView(name(), predicate(3), S);
            case 1 -> collection();
            case 2 -> run();
            case 3 -> new Statement.LoadGraph(random.nextBoolean() ? text() : null, text(),
                    random.nextBoolean() ? "|" : null, random.nextBoolean() ? "#" : null,
                    random.nextBoolean() ? random.nextBoolean() : null, random.nextBoolean(), random.nextBoolean(), null,
                    random.nextBoolean(), S);
            case 4 -> new Statement.SetCluster(random.nextBoolean() ? "local" : "flink://" + text() + ":8081", S);
            default -> new Statement.SetThreads(1 + random.nextInt(64), random.nextBoolean() ? (long) random.nextInt(4) : null, S);
        };
    }

    private Statement collection() {
        List<Predicate> views = new ArrayList<>();
        List<Statement.ViewName> names = new ArrayList<>();
        int n = 1 + random.nextInt(4);
        for (int i = 0; i < n; i++) {
            views.add(predicate(2));
            names.add(switch (random.nextInt(3)) {
                case 0 -> null;
                case 1 -> new Statement.ViewName(name(), false, S);
                default -> new Statement.ViewName(name() + "_$y it's", true, S);
            });
        }
        List<Statement.ForClause> generators = new ArrayList<>();
        if (random.nextBoolean()) {
            generators.add(new Statement.ForClause("y", new Statement.Range(random.nextInt(-5, 5), 10 + random.nextInt(5),
                    1 + random.nextInt(3)), S));
        }
        if (random.nextBoolean()) {
            generators.add(new Statement.ForClause("c", new Statement.Values(List.of(literal(), literal())), S));
        }
        boolean manual = random.nextBoolean();
        java.math.BigDecimal reorderIfSaves = !manual && random.nextBoolean()
                ? java.math.BigDecimal.valueOf(random.nextInt(1001), 1) : null;
        return new Statement.CreateCollection(name(), views, names, generators, manual, random.nextBoolean(),
                random.nextBoolean(), random.nextBoolean() ? List.of("h:1") : List.of(), reorderIfSaves, S);
    }

    private Statement run() {
        Statement.RunMode mode = switch (random.nextInt(4)) {
            case 0 -> Statement.Adaptive.DEFAULTS;
            case 1 -> new Statement.Adaptive(5L, new BigDecimal("1.3"), null, random.nextBoolean() ? 0L : null, "lr");
            case 2 -> new Statement.Differential();
            default -> new Statement.Scratch();
        };
        List<Statement.Param> params = new ArrayList<>();
        if (random.nextBoolean()) {
            params.add(new Statement.Param("root", literal(), S));
        }
        if (random.nextBoolean()) {
            params.add(new Statement.Param("weight", new ParamValue.Name(name(), S), S));
        }
        if (random.nextBoolean()) {
            params.add(new Statement.Param("goals", new ParamValue.Pairs(List.of(
                    new Literal.Pair(literal(), literal(), S)), S), S));
        }
        Statement.Target target = switch (random.nextInt(3)) {
            case 0 -> new Statement.OnCollection(name());
            case 1 -> new Statement.OnView(name());
            default -> new Statement.OnGraph();
        };
        Statement.Results results = random.nextBoolean() ? Statement.Results.SUMMARY
                : new Statement.Results(Statement.ResultsKind.SAVE, text(),
                        Statement.SaveForm.values()[random.nextInt(Statement.SaveForm.values().length)], random.nextBoolean());
        return new Statement.RunComputation(mode, name(), params, null, target, results,
                random.nextBoolean() ? null : text(), List.of(),
                random.nextBoolean() ? List.of(1L, 4L) : List.of(), random.nextBoolean() ? null : 1L + random.nextInt(100),
                random.nextBoolean(), S);
    }

    Predicate predicate(int depth) {
        int choice = depth == 0 ? random.nextInt(2) : random.nextInt(5);
        return switch (choice) {
            case 0 -> new Predicate.Compare(random.nextInt(5) == 0 ? arithmetic(2) : operand(),
                    Predicate.CompareOp.values()[random.nextInt(6)], switch (random.nextInt(5)) {
                        case 0 -> operand();
                        case 1 -> arithmetic(3);
                        default -> literal();
                    }, S);
            case 1 -> new Predicate.In(operand(), List.of(literal(), literal()), random.nextBoolean(), S);
            case 2 -> new Predicate.Not(predicate(depth - 1));
            case 3 -> new Predicate.And(List.of(predicate(depth - 1), predicate(depth - 1)));
            default -> new Predicate.Or(List.of(predicate(depth - 1), predicate(depth - 1), predicate(depth - 1)));
        };
    }

    /** Arithmetic up to {@code depth} operators deep, on numbers, variables and (rarely) properties. */
    private Operand arithmetic(int depth) {
        if (depth == 0 || random.nextInt(4) == 0) {
            return switch (random.nextInt(6)) {
                case 0, 1 -> new Operand.Variable("y", S);
                case 2 -> random.nextBoolean()
                        ? new Literal.Decimal(BigDecimal.valueOf(random.nextInt(-99999, 99999), 1 + random.nextInt(3)), S)
                        : new Operand.Duration(random.nextInt(0, 100),
                                Operand.CalendarUnit.values()[random.nextInt(Operand.CalendarUnit.values().length)], S);
                case 3 -> operand();
                default -> new Literal.Int(random.nextInt(7) == 0 ? Long.MIN_VALUE : random.nextLong(-1000, 1000), S);
            };
        }
        if (random.nextInt(4) == 0) {
            return new Operand.Negation(arithmetic(depth - 1), S);
        }
        return new Operand.Arithmetic(arithmetic(depth - 1), Operand.ArithmeticOp.values()[random.nextInt(4)],
                arithmetic(depth - 1), S);
    }

    private Operand operand() {
        return switch (random.nextInt(4)) {
            case 0 -> new Operand.Variable("y", S);
            case 1 -> new Operand.Property(Operand.Scope.SOURCE, name(), S);
            case 2 -> new Operand.Property(Operand.Scope.TARGET, name(), S);
            default -> new Operand.Property(Operand.Scope.EDGE, name(), S);
        };
    }

    Literal literal() {
        return switch (random.nextInt(6)) {
            case 0 -> new Literal.Int(random.nextInt(7) == 0 ? Long.MIN_VALUE : random.nextLong(-1000, 1000), S);
            case 1 -> new Literal.Decimal(BigDecimal.valueOf(random.nextInt(-99999, 99999), 1 + random.nextInt(3)), S);
            case 2 -> new Literal.Text(text(), S);
            case 3 -> date();
            default -> new Literal.Bool(random.nextBoolean(), S);
        };
    }

    /** A date or timestamp from about 250 BC to AD 11,000 (years past 9999 are written with a sign). */
    private Literal.Date date() {
        boolean dateOnly = random.nextBoolean();
        long day = random.nextLong(-800_000, 3_300_000);
        return new Literal.Date(dateOnly ? day * 86_400 : day * 86_400 + random.nextInt(1, 86_400), dateOnly, S);
    }

    private String name() {
        return NAMES[random.nextInt(NAMES.length)];
    }

    private String text() {
        String[] texts = {"", "Rome", "it's", "a b", "--not a comment", "/* nor this */", "'"};
        return texts[random.nextInt(texts.length)];
    }
}
