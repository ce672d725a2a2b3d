/**
 * The command line: picocli commands (one class per subcommand), terminal progress bars, and
 * table and JSON output. Depends on every other module; nothing depends on it.
 */
package graphsurge.cli;
