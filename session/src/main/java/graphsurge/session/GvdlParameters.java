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
            params.add(new Parameters.Param(p.key(), p.value().accept(VALUES), position(p.span())));
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

    /** Each kind of parameter value as the analytics takes it, with its position. */
    private static final ParamValue.Visitor<Value> VALUES = new ParamValue.Visitor<>() {
        @Override
        public Value visit(Literal v) {
            return v.accept(LITERALS);
        }

        @Override
        public Value visit(ParamValue.Name n) {
            return new Value.Name(n.name(), position(n.span()));
        }

        @Override
        public Value visit(ParamValue.Pairs ps) {
            List<Value.Pair> pairs = new ArrayList<>();
            for (Literal.Pair p : ps.pairs()) {
                pairs.add(pair(p));
            }
            return new Value.Pairs(pairs, position(ps.span()));
        }
    };

    private static final Literal.Visitor<Value> LITERALS = new Literal.Visitor<>() {
        @Override
        public Value visit(Literal.Int i) {
            return new Value.Int(i.value(), position(i.span()));
        }

        @Override
        public Value visit(Literal.Decimal d) {
            return new Value.Decimal(d.value(), position(d.span()));
        }

        @Override
        public Value visit(Literal.Text t) {
            return new Value.Text(t.value(), position(t.span()));
        }

        /** A date as the epoch seconds it stands for. */
        @Override
        public Value visit(Literal.Date d) {
            return new Value.Int(d.epochSecond(), position(d.span()));
        }

        @Override
        public Value visit(Literal.Bool b) {
            return new Value.Bool(b.value(), position(b.span()));
        }

        @Override
        public Value visit(Literal.Pair p) {
            return pair(p);
        }
    };

    private static Value.Pair pair(Literal.Pair p) {
        return new Value.Pair(p.first().accept(LITERALS), p.second().accept(LITERALS), position(p.span()));
    }
}
