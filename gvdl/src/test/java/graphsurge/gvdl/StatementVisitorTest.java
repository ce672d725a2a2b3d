package graphsurge.gvdl;

import static org.junit.jupiter.api.Assertions.assertEquals;

import graphsurge.gvdl.ast.Statement;
import graphsurge.gvdl.parse.Parser;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class StatementVisitorTest {
    /** Names the visit method each statement reached, to compare with the statement's own kind. */
    private static final class KindNames implements Statement.Visitor<String> {
        @Override
        public String visit(Statement.LoadGraph s) {
            return "LoadGraph";
        }

        @Override
        public String visit(Statement.CreateView s) {
            return "CreateView";
        }

        @Override
        public String visit(Statement.CreateCollection s) {
            return "CreateCollection";
        }

        @Override
        public String visit(Statement.RunComputation s) {
            return "RunComputation";
        }

        @Override
        public String visit(Statement.Show s) {
            return "Show";
        }

        @Override
        public String visit(Statement.SaveCollection s) {
            return "SaveCollection";
        }

        @Override
        public String visit(Statement.DropCollection s) {
            return "DropCollection";
        }

        @Override
        public String visit(Statement.DeleteCollections s) {
            return "DeleteCollections";
        }

        @Override
        public String visit(Statement.SetThreads s) {
            return "SetThreads";
        }

        @Override
        public String visit(Statement.SetCluster s) {
            return "SetCluster";
        }

        @Override
        public String visit(Statement.Serialize s) {
            return "Serialize";
        }

        @Override
        public String visit(Statement.Deserialize s) {
            return "Deserialize";
        }

        @Override
        public String visit(Statement.LoadCollection s) {
            return "LoadCollection";
        }
    }

    @Test
    void everyKindOfStatementReachesItsOwnVisitMethod() {
        List<Statement> statements = Parser.parseScript("""
                LOAD GRAPH WITH EDGES FROM 'e.csv';
                CREATE VIEW v WHERE u.age > 3;
                CREATE VIEW COLLECTION c WHERE [u.age > 3], [u.age > 4];
                RUN COMPUTATION bfs(root=1) ON COLLECTION c;
                SHOW GRAPH;
                SAVE COLLECTION c TO 'out';
                DROP COLLECTION c;
                DELETE CUBES;
                SET THREADS 2;
                SET CLUSTER 'local';
                SERIALIZE TO 'dir';
                DESERIALIZE FROM 'dir';
                LOAD CUBE c 1 3 FROM 'dir' WITH PREFIX 'p';
                """);
        List<String> expected = List.of("LoadGraph", "CreateView", "CreateCollection", "RunComputation", "Show",
                "SaveCollection", "DropCollection", "DeleteCollections", "SetThreads", "SetCluster", "Serialize",
                "Deserialize", "LoadCollection");
        List<String> reached = new ArrayList<>();
        for (Statement s : statements) {
            reached.add(s.accept(new KindNames()));
        }
        assertEquals(expected, reached);
        for (Statement s : statements) {
            assertEquals(s.getClass().getSimpleName(), s.accept(new KindNames()));
        }
    }
}
