package graphsurge.cli;

import java.io.PrintWriter;
import java.util.Map;

/** What a command sees of the outside: its output streams, environment and terminal. */
record Environment(PrintWriter out, PrintWriter err, Map<String, String> env, boolean terminal) {}
