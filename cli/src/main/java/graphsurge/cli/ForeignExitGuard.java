package graphsurge.cli;

import java.io.PrintStream;
import java.util.Map;

/**
 * Keeps code other than the command itself, such as a plug-in computation, from ending the
 * command with a status it did not earn: a plug-in calling {@code System.exit(0)} in the middle
 * of a run would otherwise end a script with exit status 0 and a results directory half written.
 *
 * <p>Java 17 lets nothing cancel an exit once it has begun (a {@code SecurityManager} could, but
 * it is deprecated for removal, and installing one prints a warning on every run), so the guard is
 * a shutdown hook: it finds the thread blocked in {@code Runtime.exit} and the frame that called
 * it. An exit that {@link Main} asked for, or one with no such caller (a signal: Ctrl-C, SIGTERM),
 * passes; any other prints which class called {@code System.exit}, and, when a run was under way,
 * that its results directory is incomplete and that {@code RESUME} finishes it, and halts the JVM
 * with {@link Main#EXIT_INTERNAL_ERROR} as a plug-in's failure does. Halting skips the shutdown
 * hooks that have not run yet.
 */
final class ForeignExitGuard {
    /** The frames of a running statement's computation run, on the thread that executes it. */
    private static final String RUN_CLASS = "graphsurge.session.ComputationRun";

    private ForeignExitGuard() {}

    /** Installs the guard for the life of the JVM; {@code err} receives its message. */
    static void install(PrintStream err) {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            Map<Thread, StackTraceElement[]> stacks = Thread.getAllStackTraces();
            String caller = exitCaller(stacks);
            if (caller != null) {
                err.println(message(caller, runUnderWay(stacks)));
                err.flush();
                Runtime.getRuntime().halt(Main.EXIT_INTERNAL_ERROR);
            }
        }, "graphsurge-exit-guard"));
    }

    /**
     * The class and method that called {@code System.exit} or {@code Runtime.exit} on one of
     * {@code stacks}' threads, as {@code Class.method}; null when no thread is exiting that way or
     * when {@link Main} is the caller.
     */
    static String exitCaller(Map<Thread, StackTraceElement[]> stacks) {
        for (StackTraceElement[] stack : stacks.values()) {
            for (int i = 0; i < stack.length; i++) {
                if (!isExit(stack[i])) {
                    continue;
                }
                int c = i + 1;
                while (c < stack.length && isExit(stack[c])) {
                    c++;
                }
                if (c == stack.length || stack[c].getClassName().equals(Main.class.getName())) {
                    return null;
                }
                String method = stack[c].getMethodName();
                // A lambda's body is a method named lambda$<enclosing method>$<n>.
                return stack[c].getClassName() + "." + (method.startsWith("lambda$") ? method.split("\\$")[1] : method);
            }
        }
        return null;
    }

    private static boolean isExit(StackTraceElement frame) {
        return frame.getMethodName().equals("exit")
                && (frame.getClassName().equals("java.lang.Runtime") || frame.getClassName().equals("java.lang.System"));
    }

    private static boolean runUnderWay(Map<Thread, StackTraceElement[]> stacks) {
        for (StackTraceElement[] stack : stacks.values()) {
            for (StackTraceElement frame : stack) {
                if (frame.getClassName().equals(RUN_CLASS)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** What the user is told when {@code caller} ended the JVM. */
    static String message(String caller, boolean inRun) {
        return "error: " + caller + " called System.exit" + (inRun ? " in the middle of a run" : "")
                + "; Graphsurge stops with exit status " + Main.EXIT_INTERNAL_ERROR
                + " (a computation must throw an exception to fail, never exit the JVM)"
                + (inRun ? ". A results directory the run was saving is incomplete: RESUME finishes it" : "");
    }
}
