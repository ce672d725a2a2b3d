package graphsurge.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import graphsurge.analytics.computation.Computation;
import graphsurge.analytics.computation.ComputationRegistry;
import graphsurge.analytics.computation.MinLabelEvaluation;
import graphsurge.analytics.computation.Parameters;
import graphsurge.analytics.computation.Program;
import graphsurge.analytics.computation.ResultFormat;
import graphsurge.analytics.computation.ResultKind;
import graphsurge.analytics.differential.GraphEdges;
import graphsurge.engine.ReduceFunction;
import graphsurge.engine.UpdateBatch;
import graphsurge.gstore.PropertyGraph;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The example of docs/java-api.md: a user computation written on the public API, registered and run by name. */
class UserComputationTest {
    /** Hops from the nearer of two vertices a and b: a two-source BFS, differential across views. */
    static final class NearerOfTwo implements Computation {
        @Override
        public String name() {
            return "nearer";
        }

        @Override
        public ResultKind resultKind() {
            return ResultKind.HOPS;
        }

        @Override
        public String description() {
            return "hops from the nearer of a and b";
        }

        @Override
        public String parameters() {
            return "a, b (vertex ids)";
        }

        @Override
        public Program bind(PropertyGraph graph, Parameters parameters) {
            parameters.allowOnly(Set.of("a", "b"));
            int a = parameters.vertex("a", graph);
            int b = parameters.vertex("b", graph);
            // Edges enter keyed by source; the value carries the target (and the edge id).
            return Program.differential(ResultFormat.byVertex(graph.ids(), "hops", ResultFormat.HOPS), graph.vertexCount(),
                    (view, workers) -> new MinLabelEvaluation(view, graph.vertexCount(),
                            (src, hops, edge, out) -> out.emit(GraphEdges.otherEnd(edge), hops + 1),
                            ReduceFunction.MIN, Long.MAX_VALUE, workers) {
                        @Override
                        protected void addSeeds(UpdateBatch into) {
                            if (isFirstView()) {
                                into.add(a, 0, 0, 1);
                                into.add(b, 0, 0, 1);
                            }
                        }

                        @Override
                        protected void report() {
                            reportViewVertices(-1);
                        }
                    },
                    null); // no plain algorithm: adaptive splits start fresh dataflows
        }
    }

    @TempDir
    Path dir;

    @Test
    void aRegisteredComputationRunsByNameAcrossAllViews() throws IOException {
        // A path 1 -> 2 -> 3 -> 4 -> 5; the second view drops 2 -> 3.
        Path e = Files.writeString(dir.resolve("e.csv"), ":start_id,:end_id,k:int\n1,2,1\n2,3,2\n3,4,1\n4,5,1\n");
        Path out = dir.resolve("out");
        try (Session session = Session.open(dir.resolve("store"))) {
            session.computations().register(new NearerOfTwo());
            session.execute("LOAD GRAPH WITH EDGES FROM '" + e + "';"
                    + " CREATE VIEW COLLECTION c WHERE [k >= 1], [k = 1] MANUALLY_ORDERED;"
                    + " RUN COMPUTATION nearer(a=1, b=4) ON COLLECTION c SAVE RESULTS TO '" + out + "';");
        }
        assertEquals("vertex,hops\n1,0\n2,1\n3,2\n4,0\n5,1\n", Files.readString(out.resolve("c_1.csv")));
        assertEquals("vertex,hops\n1,0\n2,1\n3,infinity\n4,0\n5,1\n", Files.readString(out.resolve("c_2.csv")));
    }

    /** A computation whose bind throws, as a user's bug would. */
    static class Failing implements Computation {
        @Override
        public String name() {
            return "failing";
        }

        @Override
        public String description() {
            return "fails";
        }

        @Override
        public String parameters() {
            return "none";
        }

        @Override
        public Program bind(PropertyGraph graph, Parameters parameters) {
            throw new IllegalStateException("cannot bind");
        }
    }

    @Test
    void aRegisteredComputationThatThrowsFailsItsStatementWithAComputationFailure() throws IOException {
        Path e = Files.writeString(dir.resolve("e.csv"), ":start_id,:end_id\n1,2\n2,3\n");
        try (Session session = Session.open(dir.resolve("store"))) {
            session.computations().register(new Failing());
            session.execute("LOAD GRAPH WITH EDGES FROM '" + e + "';");
            ScriptFailure f = assertThrows(ScriptFailure.class, () -> session.execute("RUN COMPUTATION failing ON GRAPH;"));
            ComputationFailure c = assertInstanceOf(ComputationFailure.class, f.getCause());
            assertEquals("computation 'failing' registered through the Java API failed: IllegalStateException: cannot bind",
                    c.getMessage());
            assertEquals("failing", c.computation());
            assertEquals(ComputationRegistry.JAVA_API, c.origin());
            assertInstanceOf(IllegalStateException.class, c.getCause());
            // The session goes on.
            assertInstanceOf(StatementResult.ComputationRan.class,
                    session.execute("RUN COMPUTATION bfs(root=1) ON GRAPH;").get(0).result());
        }
    }

    @Test
    void anAliasFindsItsComputationAndIsTakenLikeAName() {
        ComputationRegistry registry = ComputationRegistry.builtIns();
        assertEquals("pr", registry.find("pagerank").name());
        assertEquals(ComputationRegistry.BUILT_IN, registry.origin("pagerank"));
        Computation other = new Failing() {
            @Override
            public java.util.List<String> aliases() {
                return java.util.List.of("pagerank");
            }
        };
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> registry.register(other));
        assertEquals("a computation named 'pagerank' is already registered (a built-in); through the Java API defines it"
                + " again", e.getMessage());
        assertEquals(null, registry.find("failing"));
    }

    @Test
    void showComputationsSaysWhereEachCameFromAndANameIsRegisteredOnce() {
        try (Session session = Session.open(dir.resolve("store"))) {
            session.computations().register(new NearerOfTwo());
            StatementResult.ComputationsListed listed =
                    (StatementResult.ComputationsListed) session.execute("SHOW COMPUTATIONS;").get(0).result();
            assertEquals("nearer", listed.computations().get(listed.computations().size() - 1).name());
            assertEquals(java.util.List.of("built-in", "built-in", "built-in", "built-in", "built-in", "built-in", "Java API"),
                    listed.origins());
            IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                    () -> session.computations().register(new NearerOfTwo(), "again.jar"));
            assertEquals("a computation named 'nearer' is already registered (through the Java API); again.jar defines it"
                    + " again", e.getMessage());
            // A directory without jars adds nothing.
            assertEquals(java.util.List.of(), session.loadPlugins(dir));
        }
    }
}
