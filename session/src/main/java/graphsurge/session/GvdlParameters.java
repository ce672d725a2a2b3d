package graphsurge.session;

import graphsurge.analytics.computation.Parameters.Position;
import graphsurge.analytics.computation.Parameters.Value;
import graphsurge.analytics.computation.Parameters;
import graphsurge.gvdl.Span;
import graphsurge.gvdl.ast.Literal;
import graphsurge.gvdl.ast.ParamValue;
import graphsurge.gvdl.ast.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * A {@code RUN COMPUTATION}'s GVDL parameter nodes as the analytics' plain {@link Parameters}, and
 * the positions of parameter errors back as GVDL spans, so that the analytics needs no GVDL and
 * errors keep their carets.
 */
public final class GvdlParameters {
    private GvdlParameters() {}

    /** The statement's parameters, for {@code computation}; missing ones are reported at the statement. */
    public static Parameters of(String computation, Statement.RunComputation s) {
        List<Parameters.Param> params = new ArrayList<>();
        for (Statement.Param p : s.params()) {
            params.add(new Parameters.Param(p.key(), value(p.value()), position(p.span())));
        }
        return new Parameters(computation, params, position(s.span()));
    }

    /** Where {@code position} (from {@link #of}) is in the statement; {@code fallback} for none. */
    public static Span span(Position position, Span fallback) {
        return position == Position.NONE ? fallback
                : new Span(position.start(), position.end(), position.line(), position.column());
    }

    private static Position position(Span span) {
        return span == Span.NONE ? Position.NONE : new Position(span.start(), span.end(), span.line(), span.column());
    }

    private static Value value(ParamValue v) {
        Position at = position(v.span());
        if (v instanceof Literal.Int i) {
            return new Value.Int(i.value(), at);
        } else if (v instanceof Literal.Decimal d) {
            return new Value.Decimal(d.value(), at);
        } else if (v instanceof Literal.Text t) {
            return new Value.Text(t.value(), at);
        } else if (v instanceof Literal.Date d) {
            return new Value.Int(d.epochSecond(), at);
        } else if (v instanceof Literal.Bool b) {
            return new Value.Bool(b.value(), at);
        } else if (v instanceof Literal.Pair p) {
            return pair(p);
        } else if (v instanceof ParamValue.Name n) {
            return new Value.Name(n.name(), at);
        } else if (v instanceof ParamValue.Pairs ps) {
            List<Value.Pair> pairs = new ArrayList<>();
            for (Literal.Pair p : ps.pairs()) {
                pairs.add(pair(p));
            }
            return new Value.Pairs(pairs, at);
        }
        throw new IllegalArgumentException("a parameter value of an unknown kind: " + v);
    }

    private static Value.Pair pair(Literal.Pair p) {
        return new Value.Pair(value(p.first()), value(p.second()), position(p.span()));
    }
}
