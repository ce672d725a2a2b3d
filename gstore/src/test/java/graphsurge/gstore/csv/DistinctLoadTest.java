package graphsurge.gstore.csv;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import graphsurge.gstore.GraphSummary;
import graphsurge.gstore.ParallelEdges;
import graphsurge.gstore.ProgressListener;
import graphsurge.gstore.PropertyGraph;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A DISTINCT load keeps the first row of each (source, target) pair, as a plain dedupe of the rows does. */
class DistinctLoadTest {
    @TempDir
    Path dir;

    private LoadResult load(Path e, boolean distinct, int threads) {
        return new CsvGraphLoader(CsvOptions.DEFAULT.withDistinct(distinct), threads, ProgressListener.NONE, 1 << 10)
                .load(null, e);
    }

    /** The graph's edges as "source,target,w,tag" rows of original ids and formatted values, in edge order. */
    private static List<String> rows(PropertyGraph g) {
        List<String> rows = new ArrayList<>();
        for (int e = 0; e < g.edgeCount(); e++) {
            String w = g.edgeProperties().column("w").format(e);
            String tag = g.edgeProperties().column("tag").format(e);
            rows.add(g.ids().original(g.sources()[e]) + "," + g.ids().original(g.targets()[e]) + ","
                    + (w == null ? "" : w) + "," + (tag == null ? "" : tag));
        }
        return rows;
    }

    @Test
    void eachPairKeepsItsFirstRowWithItsProperties() throws IOException {
        for (long seed = 1; seed <= 12; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            int vertices = 2 + r.nextInt(40);
            int m = 1 + r.nextInt(seed % 4 == 0 ? 20_000 : 400);
            StringBuilder file = new StringBuilder(":start_id,:end_id,w:int,tag\n");
            Map<String, String> firstRowOfPair = new LinkedHashMap<>();
            for (int i = 0; i < m; i++) {
                String pair = r.nextInt(vertices) + "," + r.nextInt(vertices);
                String row = pair + "," + (r.nextInt(5) == 0 ? "" : Integer.toString(i)) + ",t" + r.nextInt(3);
                file.append(row).append('\n');
                firstRowOfPair.putIfAbsent(pair, row);
            }
            Path e = Files.writeString(dir.resolve("e" + seed + ".csv"), file);
            LoadResult all = load(e, false, 1);
            LoadResult distinct = load(e, true, 1 + (int) (seed % 3));
            assertEquals(new ArrayList<>(firstRowOfPair.values()), rows(distinct.graph()), "seed " + seed);
            assertEquals(m - firstRowOfPair.size(), distinct.report().parallelEdgesDropped(), "seed " + seed);
            assertEquals(m, distinct.report().edgeRows(), "seed " + seed);
            assertEquals(0, all.report().parallelEdgesDropped(), "seed " + seed);
            assertEquals(m, all.graph().edgeCount(), "seed " + seed);
            assertEquals(all.graph().vertexCount(), distinct.graph().vertexCount(), "seed " + seed + ": no vertex is lost");
            assertEquals(0, GraphSummary.of(distinct.graph()).parallelEdges(), "seed " + seed);
            assertEquals(m - firstRowOfPair.size(), GraphSummary.of(all.graph()).parallelEdges(), "seed " + seed);
        }
    }

    @Test
    void aGraphWithoutParallelEdgesIsKeptAsItIs() throws IOException {
        Path e = Files.writeString(dir.resolve("e.csv"), ":start_id,:end_id,w:int,tag\n1,2,5,a\n2,1,6,b\n1,1,7,c\n");
        PropertyGraph g = load(e, false, 1).graph();
        assertSame(g, ParallelEdges.distinct(g));
        assertEquals(0, load(e, true, 1).report().parallelEdgesDropped());
    }
}
