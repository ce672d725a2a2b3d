package graphsurge.gstore.generate;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.gstore.GraphSummary;
import graphsurge.gstore.PropertyGraph;
import graphsurge.gstore.column.DoubleColumn;
import graphsurge.gstore.column.IntColumn;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class PropertyGraphGeneratorTest {
    @Test
    void theSameSeedGivesTheSameGraphWhateverTheThreads() {
        GraphSpec spec = new GraphSpec(GraphModel.RMAT, 12, 300_000, 99);
        PropertyGraph one = PropertyGraphGenerator.generate(spec, 1);
        PropertyGraph four = PropertyGraphGenerator.generate(spec, 4);
        assertArrayEquals(one.sources(), four.sources());
        assertArrayEquals(one.targets(), four.targets());
        assertArrayEquals(((IntColumn) one.edgeProperties().column("year")).narrow(),
                ((IntColumn) four.edgeProperties().column("year")).narrow());
    }

    @Test
    void differentSeedsGiveDifferentGraphs() {
        PropertyGraph a = PropertyGraphGenerator.generate(new GraphSpec(GraphModel.UNIFORM, 10, 5000, 1), 1);
        PropertyGraph b = PropertyGraphGenerator.generate(new GraphSpec(GraphModel.UNIFORM, 10, 5000, 2), 1);
        assertFalse(Arrays.equals(a.sources(), b.sources()));
    }

    @Test
    void rmatDegreesAreSkewedAndUniformDegreesAreNot() {
        GraphSummary rmat = GraphSummary.of(PropertyGraphGenerator.generate(new GraphSpec(GraphModel.RMAT, 14, 16 << 14, 5), 2));
        GraphSummary uniform = GraphSummary.of(PropertyGraphGenerator.generate(new GraphSpec(GraphModel.UNIFORM, 14, 16 << 14, 5), 2));
        assertTrue(rmat.out().max() > 20 * rmat.out().mean(), "R-MAT has hubs: " + rmat.out());
        assertTrue(uniform.out().max() < 4 * uniform.out().mean(), "uniform has none: " + uniform.out());
        assertTrue(rmat.isolated() > uniform.isolated());
    }

    @Test
    void propertiesStayInTheirDocumentedRanges() {
        PropertyGraph g = PropertyGraphGenerator.generate(new GraphSpec(GraphModel.RMAT, 10, 20_000, 3), 1);
        IntColumn year = (IntColumn) g.edgeProperties().column("year");
        DoubleColumn weight = (DoubleColumn) g.edgeProperties().column("weight");
        IntColumn age = (IntColumn) g.vertexProperties().column("age");
        for (int e = 0; e < g.edgeCount(); e++) {
            assertTrue(year.get(e) >= 2000 && year.get(e) <= 2023);
            assertTrue(weight.get(e) >= 0.01 && weight.get(e) <= 100.0);
        }
        for (int v = 0; v < g.vertexCount(); v++) {
            assertTrue(age.get(v) >= 18 && age.get(v) <= 90);
        }
        assertEquals(5, ((graphsurge.gstore.column.StringColumn) g.edgeProperties().column("kind")).dictionary().length);
    }

    @Test
    void outOfRangeSpecsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new GraphSpec(GraphModel.RMAT, 31, 10, 1));
        assertThrows(IllegalArgumentException.class, () -> new GraphSpec(GraphModel.RMAT, 10, -1, 1));
    }
}
