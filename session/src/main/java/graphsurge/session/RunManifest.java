package graphsurge.session;

import graphsurge.analytics.run.How;
import graphsurge.gstore.GraphsurgeException;
import graphsurge.gstore.io.AtomicTextFile;
import graphsurge.gstore.io.UserPaths;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The record of which views of a saved run are complete: {@code .graphsurge-run} in the results
 * directory, rewritten atomically after each view's files are in place, so that after a crash it
 * names exactly the views whose files are whole. {@code RUN ... RESUME} reads it to rerun only
 * the missing views, with any number of segments: like a Flink savepoint, it is a canonical
 * record of progress, independent of how the run was cut.
 *
 * <p>When the run completes, its {@code summary.csv} is written and the record removed, so a
 * finished run's directory holds its results only (a directory with a summary and no record is
 * a complete run; RESUME runs nothing there).
 *
 * <p>It holds the run's identity (computation, parameters, collection and its graph, mode and its
 * settings; not the threads, segments or cluster, which do not change results) and each complete
 * view's row of the run table, from which the summary and the table of a resumed run are written
 * as an uninterrupted run writes them. Text, one {@code key=value} per identity line, then one
 * tab-separated line per complete view. Rewriting it whole per view is O(views) per view, small
 * beside the view's own files.
 */
final class RunManifest {
    static final String FILE = ".graphsurge-run";
    private static final String HEADER = "graphsurge-run 1";

    private final Path file;
    private final Map<String, String> identity;
    private final int views;
    private final StatementResult.ViewRow[] done;

    private RunManifest(Path file, Map<String, String> identity, int views, StatementResult.ViewRow[] done) {
        this.file = file;
        this.identity = identity;
        this.views = views;
        this.done = done;
    }

    /** An empty record for a run of {@code views} views with {@code identity}, in {@code dir}. */
    static RunManifest fresh(Path dir, Map<String, String> identity, int views) {
        return new RunManifest(UserPaths.inside(dir, FILE), new LinkedHashMap<>(identity), views,
                new StatementResult.ViewRow[views]);
    }

    /**
     * The record in {@code dir} for resuming a run with {@code identity}: null when there is none,
     * refused when it belongs to another run (saying what differs).
     */
    static RunManifest resume(Path dir, Map<String, String> identity, int views) {
        Path f = UserPaths.inside(dir, FILE);
        if (!Files.exists(f)) {
            return null;
        }
        List<String> lines;
        try {
            lines = Files.readAllLines(f);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + f, e);
        }
        if (lines.isEmpty() || !lines.get(0).equals(HEADER)) {
            throw new GraphsurgeException(f + " is not a run record this version reads; run without RESUME to start over");
        }
        Map<String, String> recorded = new LinkedHashMap<>();
        StatementResult.ViewRow[] rows = new StatementResult.ViewRow[views];
        for (String line : lines.subList(1, lines.size())) {
            if (line.startsWith("done\t")) {
                StatementResult.ViewRow r = row(line, f);
                if (r.position() < 1 || r.position() > views) {
                    throw new GraphsurgeException(f + " records run position " + r.position() + " of a collection of "
                            + views + " views: it belongs to another run; run without RESUME to start over");
                }
                rows[r.position() - 1] = r;
            } else if (line.indexOf('=') > 0) {
                recorded.put(line.substring(0, line.indexOf('=')), line.substring(line.indexOf('=') + 1));
            }
        }
        for (Map.Entry<String, String> e : identity.entrySet()) {
            String was = recorded.get(e.getKey());
            if (!e.getValue().equals(was)) {
                throw new GraphsurgeException("cannot resume into " + dir + ": it holds another run (its " + e.getKey()
                        + " was " + (was == null ? "not recorded" : "'" + was + "'") + ", this run's is '" + e.getValue()
                        + "'); run without RESUME to start over, or save to another directory");
            }
        }
        return new RunManifest(f, new LinkedHashMap<>(identity), views, rows);
    }

    /** Which run positions are complete. */
    boolean[] done() {
        boolean[] d = new boolean[views];
        for (int p = 0; p < views; p++) {
            d[p] = done[p] != null;
        }
        return d;
    }

    /** The row recorded for run position {@code p} (from 0), or null. */
    StatementResult.ViewRow row(int p) {
        return done[p];
    }

    /** Records {@code row} (its files are in place) and rewrites the file. */
    void complete(StatementResult.ViewRow row) {
        done[row.position() - 1] = row;
        write();
    }

    /** Writes the record as it is (at the start of a run, with no view done). */
    void write() {
        StringBuilder s = new StringBuilder(HEADER).append('\n');
        identity.forEach((k, v) -> s.append(k).append('=').append(v.replace('\n', ' ')).append('\n'));
        for (StatementResult.ViewRow r : done) {
            if (r != null) {
                s.append("done\t").append(r.position()).append('\t').append(r.edges()).append('\t').append(r.additions())
                        .append('\t').append(r.deletions()).append('\t').append(r.ran().name()).append('\t')
                        .append(r.nanos()).append('\t').append(r.reported()).append('\t').append(r.changes()).append('\t')
                        .append(r.removed()).append('\t').append(clean(r.view())).append('\t').append(clean(r.decision()))
                        .append('\n');
            }
        }
        try {
            AtomicTextFile.write(file, w -> w.append(s));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    /** Removes the record: the run is complete and its summary written, which is what marks a complete run from then on. */
    void delete() {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot remove " + file, e);
        }
    }

    private static String clean(String text) {
        return text.replace('\t', ' ').replace('\n', ' ');
    }

    private static StatementResult.ViewRow row(String line, Path f) {
        String[] x = line.split("\t", -1);
        try {
            return new StatementResult.ViewRow(x[10], Integer.parseInt(x[1]), Integer.parseInt(x[2]), Integer.parseInt(x[3]),
                    Integer.parseInt(x[4]), How.valueOf(x[5]), x[11], Long.parseLong(x[6]), Integer.parseInt(x[7]),
                    Integer.parseInt(x[8]), Integer.parseInt(x[9]));
        } catch (RuntimeException e) {
            throw new GraphsurgeException(f + " is damaged (a view's line does not read: " + line.replace('\t', ' ')
                    + "); run without RESUME to start over");
        }
    }
}
