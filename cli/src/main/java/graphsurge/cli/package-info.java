/**
 * The command line: picocli commands (one class per subcommand), terminal progress bars, and
 * table and JSON output, on top of the session (the Java API, its own module). Depends on every
 * other module; nothing depends on it.
 */
package graphsurge.cli;
