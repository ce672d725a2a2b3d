package graphsurge.flink;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.ConnectException;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeoutException;
import org.apache.flink.api.common.JobID;
import org.apache.flink.runtime.JobException;
import org.apache.flink.runtime.client.JobExecutionException;
import org.apache.flink.runtime.jobmanager.scheduler.NoResourceAvailableException;
import org.apache.flink.util.SerializedThrowable;
import org.junit.jupiter.api.Test;

/**
 * A failed job's cause in words: through Flink's wrappers to the first cause a user can act on,
 * never "null".
 */
class FlinkFailuresTest {
    private static final String SUPPRESSED =
            "Recovery is suppressed by FixedDelayRestartBackoffTimeStrategy(maxNumberRestartAttempts=5, backoffTimeMS=4000)";

    private static Throwable asFlinkReports(Throwable cause) {
        return new ExecutionException(new JobExecutionException(new JobID(), "Job execution failed.",
                new JobException(SUPPRESSED, cause)));
    }

    @Test
    void aTasksOwnExceptionIsNamedWithTheRestartsBeforeIt() {
        assertEquals("IllegalStateException: injected failure of segment 1 (after 5 restarts)",
                FlinkFailures.describe(asFlinkReports(new IllegalStateException("injected failure of segment 1"))));
    }

    @Test
    void aCauseWithoutAMessageIsNamedByItsKindNotNull() {
        assertEquals("NullPointerException", FlinkFailures.describe(new ExecutionException(null,
                new CompletionException(null, new NullPointerException()))));
    }

    @Test
    void anOutOfMemoryErrorFromAnotherJvmSaysSoAndWhatToGrow() {
        String d = FlinkFailures.describe(asFlinkReports(new SerializedThrowable(new OutOfMemoryError("Java heap space"))));
        assertTrue(d.startsWith("a JVM of the cluster ran out of memory (Java heap space)"), d);
        assertTrue(d.contains("FLINK_JM_HEAP"), d);
    }

    @Test
    void noSlotSaysToLookAtTheTaskManagers() {
        String d = FlinkFailures.describe(asFlinkReports(new NoResourceAvailableException("Slot request bulk is not fulfillable!")));
        assertTrue(d.startsWith("no TaskManager slot became available for the job (Slot request bulk is not fulfillable!)"), d);
    }

    @Test
    void aRefusedConnectionUnderARestErrorIsTheCause() {
        String d = FlinkFailures.describe(new ExecutionException(new RuntimeException("Could not retrieve the job result",
                new ConnectException("Connection refused: localhost/127.0.0.1:8081"))));
        assertTrue(d.startsWith("connection refused (Connection refused: localhost/127.0.0.1:8081)"), d);
    }

    @Test
    void aTimeoutSaysTheClusterDidNotAnswer() {
        String d = FlinkFailures.describe(new CompletionException(new TimeoutException("Invocation of RPC timed out")));
        assertTrue(d.startsWith("timed out (Invocation of RPC timed out)"), d);
    }

    @Test
    void theCollectSinksRefusalIsItsOwnMessageFirstLineOnly() {
        assertEquals("RuntimeException: Record size is too large for CollectSinkFunction.",
                FlinkFailures.describe(asFlinkReports(new RuntimeException(
                        "Record size is too large for CollectSinkFunction.\nSecond line"))).replace(" (after 5 restarts)", ""));
    }
}
