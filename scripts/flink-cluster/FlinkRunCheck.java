import graphsurge.analytics.computation.ComputationRegistry;
import graphsurge.analytics.computation.Program;
import graphsurge.analytics.run.CollectionRunner;
import graphsurge.gstore.ProgressListener;
import graphsurge.gvdl.ast.Statement;
import graphsurge.gvdl.parse.Parser;
import graphsurge.session.GvdlParameters;
import graphsurge.session.cluster.Binding;
import graphsurge.session.cluster.Cluster;
import graphsurge.session.cluster.ClusterSpec;
import graphsurge.session.cluster.Clusters;
import graphsurge.session.cluster.JobData;
import graphsurge.session.cluster.ModeSettings;
import graphsurge.session.cluster.OrderedResults;
import graphsurge.session.cluster.Segment;
import graphsurge.session.cluster.SegmentJob;
import graphsurge.session.cluster.StoreShipping;
import graphsurge.session.cluster.ViewRecord;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * scripts/flink-cluster-test.sh's check of a run on a cluster, with the graphsurge jar on the
 * class path ({@code java -cp cli/target/graphsurge.jar scripts/flink-cluster/FlinkRunCheck.java
 * STORE COLLECTION 'RUN ...' CLUSTER SEGMENTS}): runs the statement's computation over the
 * collection cut into SEGMENTS even segments on CLUSTER (a spec, e.g. flink://localhost:8081),
 * then unsegmented in this JVM, and compares every view's values and reported keys. Prints the
 * times and exits 1 on the first difference or a view missing. It drives the cluster SPI directly, so that it
 * checks the cluster alone, whatever the command line's options.
 */
public class FlinkRunCheck {
    public static void main(String[] args) {
        try {
            check(args);
        } catch (RuntimeException e) {
            // Exits at once: the threads of Flink's client would keep the JVM alive after a failed run.
            System.err.println("FlinkRunCheck: the run failed: " + e.getMessage());
            e.printStackTrace();
            System.exit(1);
        }
    }

    private static void check(String[] args) {
        if (args.length != 5) {
            System.err.println("usage: FlinkRunCheck STORE COLLECTION 'RUN ...' CLUSTER SEGMENTS");
            System.exit(2);
        }
        Path store = Path.of(args[0]);
        String statement = args[2];
        Statement.RunComputation run = (Statement.RunComputation) Parser.parseStatement(statement);
        JobData.InProcess local = StoreShipping.read(store, args[1], 1);
        int views = local.collection().views();
        int n = Math.min(Integer.parseInt(args[4]), views);
        List<Segment> plan = new ArrayList<>();
        for (int s = 0; s < n; s++) {
            plan.add(new Segment(s, s * views / n, (s + 1) * views / n));
        }
        CollectionRunner.Mode mode = run.mode() instanceof Statement.Scratch ? CollectionRunner.Mode.SCRATCH
                : run.mode() instanceof Statement.Differential ? CollectionRunner.Mode.DIFFERENTIAL
                : CollectionRunner.Mode.ADAPTIVE;
        SegmentJob job = new SegmentJob("check-" + System.nanoTime(), StoreShipping.pack(store, local.collection()),
                Binding.of(run.computation(), GvdlParameters.of(run.computation(), run)), ModeSettings.of(CollectionRunner.Settings.of(mode, 1)), 1, plan);

        ViewRecord[] got = new ViewRecord[views];
        long start = System.nanoTime();
        ClusterSpec spec = ClusterSpec.parse(args[3]);
        try (Cluster cluster = new Clusters().open(spec, 1)) {
            SegmentJob shipped = cluster.shipsJobs() ? job : job.withData(local);
            // A retried collect sink may deliver views again, as the SPI allows: the first is kept.
            cluster.run(shipped, r -> {
                synchronized (got) {
                    if (got[r.position()] == null) {
                        got[r.position()] = r;
                    }
                }
            });
            System.out.printf("%s: %d views in %d segments on %s in %.2f s%n", run.computation(), views, n,
                    cluster.description(), (System.nanoTime() - start) / 1e9);
        }

        // A record after a segment's first view holds only its changed keys: each view's whole
        // result is rebuilt from the records in run order, as the client does.
        long[][] values = new long[views][];
        boolean[][] reported = new boolean[views][];
        Path spill = Path.of(System.getProperty("java.io.tmpdir")).resolve(job.id());
        try (OrderedResults ordered = new OrderedResults(plan, views, spill, r -> {
            values[r.position()] = r.values().clone();
            reported[r.position()] = r.reported().clone();
        })) {
            for (int p = 0; p < views; p++) {
                if (got[p] == null) {
                    fail("no result for run position " + p);
                }
                ordered.view(got[p]);
            }
        }

        long localStart = System.nanoTime();
        Program program = job.binding().bind(ComputationRegistry.builtIns(), local.graph());
        CollectionRunner.run(program, local.graph(), local.collection(), CollectionRunner.Settings.of(mode, 1), r -> {
            int p = r.position();
            if (!Arrays.equals(r.reported(), reported[p])) {
                fail("view " + r.view() + ": other keys reported");
            }
            for (int k = 0; k < r.values().length; k++) {
                if (r.reported()[k] && r.values()[k] != values[p][k]) {
                    fail("view " + r.view() + ", key " + k + ": " + values[p][k] + " instead of " + r.values()[k]);
                }
            }
        }, ProgressListener.NONE);
        System.out.printf("equal on all %d views to the unsegmented run in this JVM (%.2f s)%n", views,
                (System.nanoTime() - localStart) / 1e9);
    }

    private static void fail(String why) {
        System.err.println("FlinkRunCheck: " + why);
        System.exit(1);
    }
}
