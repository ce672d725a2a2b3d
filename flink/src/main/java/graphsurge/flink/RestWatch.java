package graphsurge.flink;

import graphsurge.gstore.GraphsurgeException;
import java.io.IOException;
import java.time.Duration;

/**
 * Watches a session cluster through its REST endpoint ({@code GET /overview}) on a thread of its
 * own, every {@link #PERIOD}: the cluster is lost while its JobManager does not answer or answers
 * with no TaskManager slot, and {@link #lost} says so once that has lasted {@code limit}. How fast
 * a dead TaskManager disappears from the overview is the cluster's heartbeat timeout (the
 * script's cluster: 15 s), so the run fails at most that plus {@code limit} after the last
 * TaskManager died.
 */
final class RestWatch implements ClusterWatch {
    static final Duration PERIOD = Duration.ofSeconds(1);
    private static final String NO_ANSWER = "its JobManager does not answer on its REST endpoint";

    private final String host;
    private final int port;
    private final Duration limit;
    private final Thread thread;
    /** When the cluster was first seen lost in the current stretch (System.nanoTime), or -1 while it is well. */
    private volatile long lostSince = -1;
    private volatile String why;

    private RestWatch(String host, int port, Duration limit) {
        this.host = host;
        this.port = port;
        this.limit = limit;
        this.thread = new Thread(this::watch, "graphsurge-flink-watch");
        thread.setDaemon(true);
    }

    /** Starts watching {@code host:port}; lost after {@code limit} without a JobManager or a TaskManager. */
    static RestWatch start(String host, int port, Duration limit) {
        RestWatch w = new RestWatch(host, port, limit);
        w.thread.start();
        return w;
    }

    private void watch() {
        try {
            while (!Thread.currentThread().isInterrupted()) {
                look();
                Thread.sleep(PERIOD.toMillis());
            }
        } catch (InterruptedException e) {
            // closed
        }
    }

    /** One look at the overview. */
    void look() throws InterruptedException {
        String problem;
        try {
            RestOverview o = RestOverview.fetch(host, port);
            problem = o.slots() > 0 ? null : "no TaskManager is registered with its JobManager ("
                    + o.taskManagers() + " TaskManagers, 0 slots)";
        } catch (IOException | GraphsurgeException e) {
            problem = NO_ANSWER + " (" + reason(e) + ")";
        }
        if (problem == null) {
            lostSince = -1;
        } else {
            why = problem;
            if (lostSince < 0) {
                lostSince = System.nanoTime();
            }
        }
    }

    private static String reason(Exception e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof java.net.ConnectException) {
                return "connection refused";
            }
            if (t instanceof java.net.http.HttpTimeoutException) {
                return "no answer in " + RestOverview.TIMEOUT.toSeconds() + " s";
            }
        }
        return FlinkFailures.describe(e);
    }

    @Override
    public String lost() {
        long since = lostSince;
        if (since < 0 || System.nanoTime() - since < limit.toNanos()) {
            return null;
        }
        String reason = why;
        // A JobManager that does not answer cannot take a cancellation; one without TaskManagers can.
        String stopped = reason.startsWith(NO_ANSWER) ? "so the run stopped" : "so the run stopped and cancelled its job";
        return "the cluster flink://" + host + ":" + port + " can no longer run the job: " + reason + " for "
                + limit.toSeconds() + " s, " + stopped + " (the saved views stay: run again with RESUME once the"
                + " cluster is back; -D" + FlinkClusterFactory.LOSS_LIMIT_PROPERTY + "=SECONDS sets this wait)";
    }

    @Override
    public void close() {
        thread.interrupt();
    }
}
