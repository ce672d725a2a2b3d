package graphsurge.vcstore.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.gstore.GraphsurgeException;
import graphsurge.gstore.ProgressListener;
import graphsurge.gstore.PropertyGraph;
import graphsurge.gstore.PropertyTable;
import graphsurge.gstore.VertexIds;
import graphsurge.gstore.column.ColumnBuilder;
import graphsurge.gstore.schema.PropertySpec;
import graphsurge.gstore.schema.PropertyType;
import graphsurge.gvdl.ast.Predicate;
import graphsurge.gvdl.parse.Parser;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Views whose differences in the given order would not fit are refused with what to do, not run out of memory. */
class DifferenceBudgetTest {
    @Test
    void differencesBeyondTheBudgetAreAClearError() {
        int m = 10_000;
        ColumnBuilder parity = ColumnBuilder.of(new PropertySpec("p", PropertyType.INT), m);
        int[] src = new int[m];
        int[] dst = new int[m];
        for (int e = 0; e < m; e++) {
            parity.add(Integer.toString(e % 2));
            dst[e] = 1;
        }
        PropertyGraph g = PropertyGraph.assemble(new VertexIds.Numeric(new long[] {0, 1}), src, dst, PropertyTable.empty(2),
                PropertyTable.of(List.of(parity.build()), m));
        // Views alternating between the even and the odd edges: every step changes every edge.
        List<Predicate> views = new ArrayList<>();
        for (int v = 0; v < 6; v++) {
            views.add(Parser.parsePredicate("p = " + (v % 2)));
        }
        assertEquals(5L * m + m / 2, ViewEvaluator.differences(g, views, 2, ProgressListener.NONE, 6L * m).total());
        GraphsurgeException e = assertThrows(GraphsurgeException.class,
                () -> ViewEvaluator.differences(g, views, 2, ProgressListener.NONE, 3L * m));
        assertTrue(e.getMessage().contains("the 6 views differ by more than 30,000 edges from one to the next in the"
                + " order given"), e.getMessage());
        assertTrue(e.getMessage().contains("write them as ranges of one numeric edge property"), e.getMessage());
    }
}
