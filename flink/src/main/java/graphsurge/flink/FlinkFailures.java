package graphsurge.flink;

import java.net.ConnectException;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeoutException;
import org.apache.flink.util.SerializedThrowable;

/**
 * Why a Flink job failed, in words: the first meaningful cause in the chain of exceptions Flink
 * wraps a failure in. Flink's own layers ({@code JobExecutionException: Job execution failed},
 * {@code ExecutionException}, {@code CompletionException}, the restart strategy's "Recovery is
 * suppressed") say only that something failed, and a cause with no message printed as
 * {@code failed: null}; the user needs the cause: out of memory, no TaskManager slot, a connection
 * refused, the task's own exception.
 */
final class FlinkFailures {
    /** Exceptions that only wrap their cause, by class name (a remote one arrives as a {@link SerializedThrowable}). */
    private static final Set<String> WRAPPERS = Set.of(
            "java.util.concurrent.ExecutionException",
            "java.util.concurrent.CompletionException",
            "java.lang.reflect.UndeclaredThrowableException",
            "org.apache.flink.runtime.client.JobExecutionException",
            "org.apache.flink.runtime.client.JobInitializationException",
            "org.apache.flink.util.FlinkException",
            "org.apache.flink.util.FlinkRuntimeException",
            "org.apache.flink.runtime.JobException",
            "org.apache.flink.runtime.execution.SuppressRestartsException",
            "org.apache.flink.util.WrappingRuntimeException",
            "org.apache.flink.runtime.rest.util.RestClientException");

    private FlinkFailures() {}

    /**
     * The cause of {@code failure} in one sentence: the first cause in its chain of a kind a
     * user can act on (out of memory, no slot, a refused connection, a timeout), else the
     * deepest cause that is not one of Flink's wrappers, with its kind when its message is
     * empty; and how many times the job was restarted first, when the restart strategy said so.
     */
    static String describe(Throwable failure) {
        List<Throwable> chain = chain(failure);
        String restarts = "";
        for (Throwable t : chain) {
            String m = message(t);
            if (m != null && m.startsWith("Recovery is suppressed by") && m.contains("maxNumberRestartAttempts=")) {
                String n = m.replaceAll(".*maxNumberRestartAttempts=(\\d+).*", "$1");
                restarts = " (after " + n + " restarts)";
            }
        }
        for (Throwable t : chain) {
            String known = known(t);
            if (known != null) {
                return known + restarts;
            }
        }
        Throwable deepest = chain.get(chain.size() - 1);
        for (int i = chain.size() - 1; i >= 0; i--) {
            if (!WRAPPERS.contains(className(chain.get(i))) && hasMessage(chain.get(i))) {
                deepest = chain.get(i);
                break;
            }
        }
        return plain(deepest) + restarts;
    }

    /** The words for a cause a user can act on, or null. */
    private static String known(Throwable t) {
        String name = className(t);
        String message = message(t);
        if (name.equals(OutOfMemoryError.class.getName())) {
            return "a JVM of the cluster ran out of memory (" + (message.isEmpty() ? "OutOfMemoryError" : message)
                    + "): give the JobManager or the TaskManagers more heap (scripts/flink-cluster.sh: FLINK_JM_HEAP,"
                    + " FLINK_TM_HEAP)";
        }
        if (name.endsWith(".NoResourceAvailableException")) {
            return "no TaskManager slot became available for the job (" + firstLine(message) + "): are the cluster's"
                    + " TaskManagers running (scripts/flink-cluster.sh status)?";
        }
        if (t instanceof ConnectException || name.equals(ConnectException.class.getName())
                || message.contains("Connection refused")) {
            return "connection refused (" + firstLine(message) + "): the JobManager or a TaskManager stopped or is"
                    + " not reachable";
        }
        if (t instanceof TimeoutException || name.equals(TimeoutException.class.getName())) {
            return "timed out" + (message.isEmpty() ? "" : " (" + firstLine(message) + ")")
                    + ": the cluster did not answer in time";
        }
        return null;
    }

    /** The exception's kind and message: {@code IllegalStateException: injected failure}. */
    private static String plain(Throwable t) {
        String name = className(t);
        String simple = name.substring(name.lastIndexOf('.') + 1);
        return hasMessage(t) ? simple + ": " + firstLine(message(t)) : simple;
    }

    private static boolean hasMessage(Throwable t) {
        return !message(t).isBlank();
    }

    /** The message of {@code t}, or of the exception it stands for ({@link SerializedThrowable} prefixes its class); "" for none. */
    private static String message(Throwable t) {
        String m = t.getMessage() == null ? "" : t.getMessage();
        String prefix = className(t) + ": ";
        if (t instanceof SerializedThrowable) {
            return m.startsWith(prefix) ? m.substring(prefix.length()) : m.equals(className(t)) ? "" : m;
        }
        return m;
    }

    private static String firstLine(String message) {
        int nl = message.indexOf('\n');
        return (nl < 0 ? message : message.substring(0, nl)).strip();
    }

    /** The class of {@code t}, or of the exception it stands for when Flink serialized it. */
    private static String className(Throwable t) {
        return t instanceof SerializedThrowable s ? s.getOriginalErrorClassName() : t.getClass().getName();
    }

    /** {@code failure} and its causes, outermost first, each once. */
    private static List<Throwable> chain(Throwable failure) {
        List<Throwable> chain = new ArrayList<>();
        Map<Throwable, Boolean> seen = new IdentityHashMap<>();
        for (Throwable t = failure; t != null && seen.put(t, true) == null; t = t.getCause()) {
            chain.add(t);
        }
        return chain;
    }
}
