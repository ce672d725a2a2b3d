package graphsurge.cli;

import java.io.InputStream;
import java.io.PrintWriter;
import java.util.Map;

/**
 * What a command sees of the outside: its input and output streams, environment, and whether it
 * runs in a terminal (progress bars) with a person typing at it (the interactive prompt; otherwise
 * standard input is read as a script).
 */
record Environment(InputStream in, PrintWriter out, PrintWriter err, Map<String, String> env, boolean terminal,
        boolean interactive) {}
