package graphsurge.session;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class StatementResultVisitorTest {
    /** Names the visit method each result reached, to compare with the result's own kind. */
    private static final class KindNames implements StatementResult.Visitor<String> {
        @Override
        public String visit(StatementResult.GraphLoaded r) {
            return "GraphLoaded";
        }

        @Override
        public String visit(StatementResult.GraphDescribed r) {
            return "GraphDescribed";
        }

        @Override
        public String visit(StatementResult.CollectionsListed r) {
            return "CollectionsListed";
        }

        @Override
        public String visit(StatementResult.CollectionCreated r) {
            return "CollectionCreated";
        }

        @Override
        public String visit(StatementResult.CollectionDescribed r) {
            return "CollectionDescribed";
        }

        @Override
        public String visit(StatementResult.ComputationsListed r) {
            return "ComputationsListed";
        }

        @Override
        public String visit(StatementResult.ComputationRan r) {
            return "ComputationRan";
        }

        @Override
        public String visit(StatementResult.Done r) {
            return "Done";
        }
    }

    @Test
    void everyKindOfResultReachesItsOwnVisitMethod() {
        List<StatementResult> results = List.of(
                new StatementResult.GraphLoaded(null, null, null, null, 0, List.of()),
                new StatementResult.GraphDescribed(null, null, null, 0),
                new StatementResult.CollectionsListed(List.of(), List.of()),
                new StatementResult.CollectionCreated(null, 0, false, 0, 0, 0, 0, 0, 0, List.of(), null),
                new StatementResult.CollectionDescribed(null, false),
                new StatementResult.ComputationsListed(List.of(), List.of()),
                new StatementResult.ComputationRan("bfs", "graph", "scratch", List.of(), 0, null, null, List.of()),
                new StatementResult.Done("Using 2 threads."));
        List<String> reached = new ArrayList<>();
        for (StatementResult r : results) {
            reached.add(r.accept(new KindNames()));
        }
        assertEquals(List.of("GraphLoaded", "GraphDescribed", "CollectionsListed", "CollectionCreated",
                "CollectionDescribed", "ComputationsListed", "ComputationRan", "Done"), reached);
    }
}
