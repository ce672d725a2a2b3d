package graphsurge.vcstore;

import graphsurge.gstore.PropertyGraph;
import graphsurge.gstore.PropertyTable;
import graphsurge.gstore.VertexIds;
import graphsurge.gstore.column.Column;
import graphsurge.gstore.column.ColumnBuilder;
import graphsurge.gstore.schema.PropertySpec;
import graphsurge.gstore.schema.PropertyType;
import graphsurge.gvdl.Span;
import graphsurge.gvdl.ast.Literal;
import graphsurge.gvdl.ast.Operand;
import graphsurge.gvdl.ast.Predicate;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** Random property graphs with absent values, and random well-typed predicates over them. */
final class RandomGraphs {
    static final String[] CITIES = {"Oslo", "Rome", "Kyoto", "Lima", "Paris"};
    static final String[] KINDS = {"call", "sms", "video"};
    private static final Span S = Span.NONE;

    private RandomGraphs() {}

    static PropertyGraph graph(SplittableRandom r, int n, int m) {
        int[] src = new int[m];
        int[] dst = new int[m];
        ColumnBuilder year = ColumnBuilder.of(new PropertySpec("year", PropertyType.INT), m);
        ColumnBuilder weight = ColumnBuilder.of(new PropertySpec("weight", PropertyType.DOUBLE), m);
        ColumnBuilder kind = ColumnBuilder.of(new PropertySpec("kind", PropertyType.STRING), m);
        ColumnBuilder flag = ColumnBuilder.of(new PropertySpec("flag", PropertyType.BOOL), m);
        for (int e = 0; e < m; e++) {
            src[e] = r.nextInt(n);
            dst[e] = r.nextInt(n);
            year.add(absent(r) ? "" : Integer.toString(2000 + r.nextInt(10)));
            weight.add(absent(r) ? "" : Double.toString(r.nextInt(200) / 4.0));
            kind.add(absent(r) ? "" : KINDS[r.nextInt(KINDS.length)]);
            flag.add(absent(r) ? "" : Boolean.toString(r.nextBoolean()));
        }
        ColumnBuilder city = ColumnBuilder.of(new PropertySpec("city", PropertyType.STRING), n);
        ColumnBuilder home = ColumnBuilder.of(new PropertySpec("home", PropertyType.STRING), n);
        ColumnBuilder age = ColumnBuilder.of(new PropertySpec("age", PropertyType.INT), n);
        long[] ids = new long[n];
        for (int v = 0; v < n; v++) {
            ids[v] = v;
            city.add(absent(r) ? "" : CITIES[r.nextInt(CITIES.length)]);
            home.add(absent(r) ? "" : CITIES[r.nextInt(3)] + (r.nextBoolean() ? "" : "x"));
            age.add(absent(r) ? "" : Integer.toString(18 + r.nextInt(60)));
        }
        List<Column> edges = List.of(year.build(), weight.build(), kind.build(), flag.build());
        List<Column> vertices = List.of(city.build(), home.build(), age.build());
        return PropertyGraph.assemble(new VertexIds.Numeric(ids), src, dst, PropertyTable.of(vertices, n),
                PropertyTable.of(edges, m));
    }

    private static boolean absent(SplittableRandom r) {
        return r.nextInt(10) == 0;
    }

    static Predicate predicate(SplittableRandom r, int depth) {
        int choice = depth == 0 ? r.nextInt(3) : r.nextInt(6);
        return switch (choice) {
            case 0, 1 -> comparison(r);
            case 2 -> in(r);
            case 3 -> new Predicate.Not(predicate(r, depth - 1));
            case 4 -> new Predicate.And(List.of(predicate(r, depth - 1), predicate(r, depth - 1)));
            default -> new Predicate.Or(List.of(predicate(r, depth - 1), predicate(r, depth - 1)));
        };
    }

    private static Predicate comparison(SplittableRandom r) {
        Predicate.CompareOp op = Predicate.CompareOp.values()[r.nextInt(6)];
        return switch (r.nextInt(9)) {
            case 0 -> cmp(edge("year"), op, new Literal.Int(2000 + r.nextInt(11), S), r);
            case 1 -> cmp(edge("weight"), op, new Literal.Decimal(BigDecimal.valueOf(r.nextInt(200), 1), S), r);
            case 2 -> cmp(edge("year"), op, new Literal.Decimal(new BigDecimal("2004.5"), S), r);
            case 3 -> cmp(edge("kind"), op, new Literal.Text(r.nextBoolean() ? KINDS[r.nextInt(3)] : "dog", S), r);
            case 4 -> cmp(edge("flag"), op, new Literal.Bool(r.nextBoolean(), S), r);
            case 5 -> cmp(new Operand.Property(Operand.Scope.SOURCE, "city", S), op,
                    new Operand.Property(Operand.Scope.TARGET, "city", S), r);
            case 6 -> cmp(new Operand.Property(Operand.Scope.SOURCE, "city", S), op,
                    new Operand.Property(Operand.Scope.TARGET, "home", S), r);
            case 7 -> cmp(new Operand.Property(Operand.Scope.TARGET, "age", S), op, edge("weight"), r);
            default -> cmp(new Operand.Property(Operand.Scope.SOURCE, "age", S), op, new Literal.Int(40, S), r);
        };
    }

    private static Predicate cmp(Operand a, Predicate.CompareOp op, Operand b, SplittableRandom r) {
        return r.nextInt(4) == 0 && b instanceof Literal ? new Predicate.Compare(b, op, a, S) : new Predicate.Compare(a, op, b, S);
    }

    private static Predicate in(SplittableRandom r) {
        List<Literal> values = new ArrayList<>();
        if (r.nextBoolean()) {
            values.add(new Literal.Text(CITIES[r.nextInt(5)], S));
            values.add(new Literal.Text("Nowhere", S));
            return new Predicate.In(new Operand.Property(Operand.Scope.TARGET, "city", S), values, r.nextBoolean(), S);
        }
        values.add(new Literal.Int(2000 + r.nextInt(10), S));
        values.add(new Literal.Int(2000 + r.nextInt(10), S));
        return new Predicate.In(edge("year"), values, r.nextBoolean(), S);
    }

    private static Operand edge(String name) {
        return new Operand.Property(Operand.Scope.EDGE, name, S);
    }
}
