// The "native scratch" baseline of scripts/computation-benchmark.sh: the plain array algorithms
// (BFS from vertex 0, WCC, PageRank with 10 iterations) on every view of the two generated
// collections, timed with each view's adjacency build included. Run with
//   jshell --class-path cli/target/graphsurge.jar -R-Dstore=STORE scripts/native-baseline.jsh
import graphsurge.gstore.io.GraphStore;
import graphsurge.vcstore.collection.CollectionStore;
import graphsurge.analytics.computation.ViewState;
import graphsurge.analytics.plain.PlainBfs;
import graphsurge.analytics.plain.PlainPageRank;
import graphsurge.analytics.plain.PlainWcc;
import java.nio.file.Path;
var storeDir = Path.of(System.getProperty("store"));
var g = GraphStore.at(storeDir).readGraph();
int cores = Runtime.getRuntime().availableProcessors();
for (String name : new String[] {"small_changes", "large_changes"}) {
    var c = CollectionStore.of(storeDir).read(name);
    for (int rep = 1; rep <= 4; rep++) {
        int workers = rep % 2 == 1 ? 1 : cores;
        var state = new ViewState(g, false);
        long bfs = 0, wcc = 0, pr = 0;
        for (int p = 0; p < c.views(); p++) {
            state.apply(c.additions()[p], c.deletions()[p]);
            long t0 = System.nanoTime();
            var view = state.toViewGraph(workers);
            long t1 = System.nanoTime();
            PlainBfs.distances(view, 0, workers);
            long t2 = System.nanoTime();
            PlainWcc.labels(view, workers);
            long t3 = System.nanoTime();
            PlainPageRank.ranks(view, 10, 0.85, workers);
            long t4 = System.nanoTime();
            bfs += t2 - t0;
            wcc += (t1 - t0) + (t3 - t2);
            pr += (t1 - t0) + (t4 - t3);
        }
        System.out.printf("== native scratch on %s (pass %d, %d thread%s): bfs %.0f ms, wcc %.0f ms, pr(iterations=10) %.0f ms%n",
                name, rep, workers, workers == 1 ? "" : "s", bfs / 1e6, wcc / 1e6, pr / 1e6);
    }
}
/exit
