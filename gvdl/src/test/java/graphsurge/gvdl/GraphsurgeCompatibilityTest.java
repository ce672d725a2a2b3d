package graphsurge.gvdl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import graphsurge.gvdl.ast.Statement;
import graphsurge.gvdl.parse.Parser;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Every example statement of Graphsurge's README and experiment scripts parses here. */
class GraphsurgeCompatibilityTest {
    @ParameterizedTest
    @ValueSource(strings = {
        "SET THREADS 4 AND PROCESS_ID 0;",
        "LOAD GRAPH WITH\n    VERTICES FROM 'data/small_properties/vertices.txt' and\n"
                + "    EDGES FROM 'data/small_properties/edges.txt'\n    COMMENT '#';",
        "CREATE VIEW COLLECTION Years WHERE\n    [year <= 2000 and u.country = 'canada' and v.country = 'canada'],\n"
                + "    [year <= 2005 and u.country = 'canada' and v.country = 'canada'],\n"
                + "    [year <= 2010 and u.country = 'canada' and v.country = 'canada'];",
        "RUN COMPUTATION wcc ON COLLECTION Years SAVE RESULTS TO 'bfs_results';",
        "create view collection my_cube\nwhere [u.type = 'v1'],[u.type = 'v2'],[type = 'e1']\nmanually_ordered\nmaterialize_full_view;",
        "load cube my_cube 1 4 from 'data/test_data/bfs/1d_small' with prefix 'batch-0_';",
        "load graph with\n    edges from 'graph/edges.txt'\n    separator ' ';",
        "serialize to 'graph/serde' threads 15;",
        "deserialize from '../graph/serde';",
        "create view collection vcol_manual_order where\n"
                + "    [u.year >= 1936 and u.year <= 1945 and v.year >= 1936 and v.year <= 1945],\n"
                + "        [u.year >= 1941 and u.year <= 1950 and v.year >= 1941 and v.year <= 1950],\n"
                + "manually_ordered;",
        "serialize cube vcol_manual_order to 'vcol_data/vcol_manual_order_serde' threads 10;",
        "deserialize cube from 'vcol_data/vcol_best_order_serde' threads 10;",
        "run adaptive upto 5 comp_x 1.5 diff_x 1.0 limit 5 algo avg computation sssp(root=1 weight_cap=10) on collection vcol_best_order noresults;",
        "run 2_stage_differential computation wcc on collection vcol_manual_order noresults hosts 'h0:9000' 'h1:9000' 'h2:9000';",
        "save cube vcol to 'ascii' 10 true;",
        "run 1_stage_differential computation bfs(root=0) on collection c diffresults;",
        "run basic computation scc on collection c;",
        "run basic_individual computation pr(iterations=10 damping=0.85) on collection c;",
        "run computation bfs(root=1,) on collection c indices [1 2 3];",
        "show computations;", "show collections;", "delete cubes;",
        "create view collection c where [!(x <= 5 and y <> 'a')], [e = (6,7)];"
    })
    void originalStatementsParse(String statement) {
        Statement s = Parser.parseStatement(statement);
        assertEquals(s, Parser.parseStatement(graphsurge.gvdl.ast.GvdlPrinter.print(s)), "round trip");
    }

    @ParameterizedTest
    @ValueSource(strings = {"2_STAGE_DIFFERENTIAL", "1_STAGE_DIFFERENTIAL", "BASIC", "COMPARE_DIFFERENTIAL", "TIMELY", "differential"})
    void differentialSpellings(String mode) {
        assertInstanceOf(Statement.Differential.class,
                ((Statement.RunComputation) Parser.parseStatement("RUN " + mode + " COMPUTATION wcc ON COLLECTION c")).mode());
    }
}
