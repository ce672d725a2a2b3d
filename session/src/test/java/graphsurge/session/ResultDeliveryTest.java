package graphsurge.session;

import static org.junit.jupiter.api.Assertions.assertEquals;

import graphsurge.analytics.run.CollectionRunner;
import graphsurge.analytics.run.How;
import graphsurge.gstore.ProgressListener;
import graphsurge.vcstore.collection.ViewCollection;
import java.util.List;
import org.junit.jupiter.api.Test;

class ResultDeliveryTest {
    private static final ViewCollection THREE_VIEWS = new ViewCollection("c", 0, List.of("c_1", "c_2", "c_3"),
            List.of("view 1", "view 2", "view 3"), new int[] {0, 1, 2}, "test", 0, new int[] {1, 1, 1},
            new int[][] {{0}, {}, {}}, new int[][] {{}, {}, {}});

    private static CollectionRunner.ViewResult result(int position, long[] values, boolean[] reported) {
        return new CollectionRunner.ViewResult(position, position, 1, 0, 0, How.DIFFERENTIAL, "", 0, values, reported,
                null);
    }

    @Test
    void aViewAlreadyCompleteGetsNoRowButTheNextViewsChangesAreCountedFromIt() {
        boolean[] done = {true, false, false};
        ResultDelivery delivery = new ResultDelivery(null, null, THREE_VIEWS, null, null, done, new ResultChanges(),
                ProgressListener.NONE);
        delivery.view(result(0, new long[] {1, 2, 3}, new boolean[] {true, true, true}), true);
        // One value of three moved: one change, nothing removed.
        delivery.view(result(1, new long[] {1, 5, 3}, new boolean[] {true, true, true}), false);
        // The same values, the third no longer reported: no change, one removed.
        delivery.view(result(2, new long[] {1, 5, 3}, new boolean[] {true, true, false}), false);
        List<StatementResult.ViewRow> rows = delivery.rows();
        assertEquals(List.of("c_2", "c_3"), rows.stream().map(StatementResult.ViewRow::view).toList());
        assertEquals(List.of(2, 3), rows.stream().map(StatementResult.ViewRow::position).toList());
        assertEquals(List.of(3, 2), rows.stream().map(StatementResult.ViewRow::reported).toList());
        assertEquals(List.of(1, 0), rows.stream().map(StatementResult.ViewRow::changes).toList());
        assertEquals(List.of(0, 1), rows.stream().map(StatementResult.ViewRow::removed).toList());
    }
}
