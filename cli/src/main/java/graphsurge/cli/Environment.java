package graphsurge.cli;

import java.io.PrintWriter;
import java.util.Map;

/**
 * What a command sees of the outside: its output streams, environment, and whether it runs in a
 * terminal (progress bars) with a person typing at it (the interactive prompt).
 */
record Environment(PrintWriter out, PrintWriter err, Map<String, String> env, boolean terminal, boolean interactive) {}
