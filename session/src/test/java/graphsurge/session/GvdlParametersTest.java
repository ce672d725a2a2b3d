package graphsurge.session;

import static org.junit.jupiter.api.Assertions.assertEquals;

import graphsurge.analytics.computation.Parameters;
import graphsurge.gvdl.ast.Statement;
import graphsurge.gvdl.parse.Parser;
import org.junit.jupiter.api.Test;

/** GVDL parameter values become the computation's typed parameters. */
class GvdlParametersTest {
    @Test
    void aDateParameterIsItsEpochSeconds() {
        Statement.RunComputation s = (Statement.RunComputation) Parser.parseStatement(
                "RUN COMPUTATION plugin(since=DATE '2011-01-01', until=TIMESTAMP '2011-01-01T01:00:00+01:00') ON GRAPH;");
        Parameters p = GvdlParameters.of("plugin", s);
        // 2011-01-01T00:00:00Z: 14,975 days after the epoch (41 years, 10 of them leap years).
        assertEquals(14_975L * 86_400, p.integer("since", 0, Long.MIN_VALUE, Long.MAX_VALUE));
        assertEquals(14_975L * 86_400, p.integer("until", 0, Long.MIN_VALUE, Long.MAX_VALUE));
    }
}
