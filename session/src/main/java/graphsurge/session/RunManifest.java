package graphsurge.session;

import graphsurge.analytics.run.How;
import graphsurge.gstore.GraphsurgeException;
import graphsurge.gstore.io.AtomicTextFile;
import graphsurge.gstore.io.IoErrors;
import graphsurge.gstore.io.UserPaths;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.CRC32C;

/**
 * The record of a saved run: {@code .graphsurge-run} in the results directory. It names the run
 * (its identity: computation and bound parameters, collection with its content and graph
 * fingerprints, mode, save form; not threads, segments or cluster, which do not change results),
 * then gets one line per view whose files are in place, and a last {@code complete} line once
 * {@code summary.csv} is written. {@code RUN ... RESUME} reads it to rerun only the missing views
 * (like a Flink savepoint, independent of how the run was cut), and refuses a record of another
 * run; a run that does not resume recognizes by it a directory holding a Graphsurge run.
 *
 * <p>Text, append-only: the identity is written whole when the first view is done, then each done
 * view appends one flushed line (its row of the run table and its files with their sizes), O(1)
 * per view. Every line ends with a tab and the CRC32C of the rest of it: a last line without its
 * newline is a write torn by a crash and is ignored (and cut off before appending); any other
 * line that does not check makes the record damaged, and it is refused.
 */
final class RunManifest implements AutoCloseable {
    static final String FILE = ".graphsurge-run";
    private static final String HEADER = "graphsurge-run 2";
    private static final String DONE = "done";
    private static final String COMPLETE = "complete";

    private final Path file;
    private final Map<String, String> identity;
    private final StatementResult.ViewRow[] done;
    /** Each done view's files and their sizes, {@code name/size/name/size}, by run position. */
    private final String[] files;
    private boolean complete;
    /** The record open for appending, once its identity is written. */
    private FileChannel appending;

    private RunManifest(Path file, Map<String, String> identity, int views) {
        this.file = file;
        this.identity = new LinkedHashMap<>(identity);
        this.done = new StatementResult.ViewRow[views];
        this.files = new String[views];
    }

    /** An empty record for a run of {@code views} views with {@code identity}, in {@code dir}. */
    static RunManifest fresh(Path dir, Map<String, String> identity, int views) {
        return new RunManifest(UserPaths.inside(dir, FILE), identity, views);
    }

    /** Whether {@code dir} holds a run record. */
    static boolean exists(Path dir) {
        return Files.exists(UserPaths.inside(dir, FILE));
    }

    /**
     * The record in {@code dir} (which must hold one) for resuming a run with {@code identity}:
     * refused when it belongs to another run, saying what differs, or is damaged. O(record).
     */
    static RunManifest resume(Path dir, Map<String, String> identity, int views) {
        RunManifest m = new RunManifest(UserPaths.inside(dir, FILE), identity, views);
        Map<String, String> recorded = new LinkedHashMap<>();
        for (String line : m.lines(true)) {
            String[] x = line.split("\t", -1);
            if (x[0].equals(DONE)) {
                StatementResult.ViewRow r = m.row(x);
                if (r.position() < 1 || r.position() > views) {
                    throw new GraphsurgeException("cannot resume into " + dir + ": its run record names run position "
                            + r.position() + ", and the collection has " + views + " views: it holds another run; run"
                            + " with REPLACE instead of RESUME to start over, or save to another directory");
                }
                m.done[r.position() - 1] = r;
                m.files[r.position() - 1] = x[12];
            } else if (x[0].equals(COMPLETE)) {
                m.complete = true;
            } else if (line.indexOf('=') > 0) {
                recorded.put(line.substring(0, line.indexOf('=')), line.substring(line.indexOf('=') + 1));
            }
        }
        for (Map.Entry<String, String> e : identity.entrySet()) {
            String was = recorded.get(e.getKey());
            if (!e.getValue().equals(was)) {
                throw new GraphsurgeException("cannot resume into " + dir + ": it holds another run (its " + e.getKey()
                        + " was " + (was == null ? "not recorded" : "'" + was + "'") + ", this run's is '" + e.getValue()
                        + "'); run with REPLACE instead of RESUME to start over, or save to another directory");
            }
        }
        return m;
    }

    /**
     * The identity recorded in {@code dir}'s record, as {@code key=value} lines, for messages;
     * refused as {@link #resume} refuses a record it cannot read.
     */
    static List<String> recordedIdentity(Path dir) {
        RunManifest m = new RunManifest(UserPaths.inside(dir, FILE), Map.of(), 0);
        List<String> identity = new ArrayList<>();
        for (String line : m.lines(false)) {
            if (!line.startsWith(DONE + "\t") && !line.equals(COMPLETE) && line.indexOf('=') > 0) {
                identity.add(line);
            }
        }
        return identity;
    }

    /**
     * The record's lines without their CRCs, the header checked, a torn last line dropped (and,
     * when {@code cutTorn}, cut off the file, so that lines appended later follow a whole one).
     */
    private List<String> lines(boolean cutTorn) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            throw IoErrors.error("cannot read the run record " + file, e);
        }
        int whole = bytes.length;
        while (whole > 0 && bytes[whole - 1] != '\n') {
            whole--;
        }
        String text = new String(bytes, 0, whole, StandardCharsets.UTF_8);
        List<String> lines = new ArrayList<>();
        for (String line : text.split("\n")) {
            int tab = line.lastIndexOf('\t');
            if (tab < 0 || !crc(line.substring(0, tab)).equals(line.substring(tab + 1))) {
                throw new GraphsurgeException("the run record " + file + " is damaged (this line does not match its"
                        + " checksum: " + line.replace('\t', ' ') + "); run with REPLACE instead of RESUME to start over");
            }
            lines.add(line.substring(0, tab));
        }
        if (lines.isEmpty() || !lines.get(0).equals(HEADER)) {
            throw new GraphsurgeException(file + " is not a run record this version reads; run with REPLACE"
                    + " instead of RESUME to start over");
        }
        if (cutTorn && whole < bytes.length) {
            try (FileChannel f = FileChannel.open(file, StandardOpenOption.WRITE)) {
                f.truncate(whole);
            } catch (IOException e) {
                throw IoErrors.error("cannot cut the torn last line off the run record " + file, e);
            }
        }
        return lines;
    }

    /** Which run positions are complete. */
    boolean[] done() {
        boolean[] d = new boolean[done.length];
        for (int p = 0; p < done.length; p++) {
            d[p] = done[p] != null;
        }
        return d;
    }

    /** Whether the run was complete: its summary written, and every view still whole ({@link #forgetBroken}). */
    boolean complete() {
        return complete;
    }

    /** The row recorded for run position {@code p} (from 0), or null. */
    StatementResult.ViewRow row(int p) {
        return done[p];
    }

    /**
     * Forgets the views whose files are missing or not of their recorded size (removed or cut
     * short since), so that they run again; returns how many. O(done views).
     */
    int forgetBroken(Path dir) {
        int broken = 0;
        for (int p = 0; p < done.length; p++) {
            if (done[p] != null && !whole(dir, files[p])) {
                done[p] = null;
                files[p] = null;
                complete = false;
                broken++;
            }
        }
        if (complete && !Files.exists(ResultSink.summaryFile(dir))) {
            complete = false;
        }
        return broken;
    }

    private static boolean whole(Path dir, String recorded) {
        if (recorded.isEmpty()) {
            return true;
        }
        String[] x = recorded.split("/", -1);
        for (int i = 0; i + 1 < x.length; i += 2) {
            try {
                Path f = UserPaths.inside(dir, x[i]);
                if (!Files.isRegularFile(f) || Files.size(f) != Long.parseLong(x[i + 1])) {
                    return false;
                }
            } catch (IOException | RuntimeException e) {
                return false;
            }
        }
        return true;
    }

    /** Records {@code row}, whose files {@code written} are in place: one appended line. */
    void complete(StatementResult.ViewRow row, List<Path> written) {
        StringBuilder f = new StringBuilder();
        for (Path p : written) {
            try {
                f.append(f.length() == 0 ? "" : "/").append(p.getFileName()).append('/').append(Files.size(p));
            } catch (IOException e) {
                throw IoErrors.error("cannot read the size of " + p, e);
            }
        }
        done[row.position() - 1] = row;
        files[row.position() - 1] = f.toString();
        append(DONE + "\t" + row.position() + "\t" + row.edges() + "\t" + row.additions() + "\t" + row.deletions() + "\t"
                + row.ran().name() + "\t" + row.nanos() + "\t" + row.reported() + "\t" + row.changes() + "\t" + row.removed()
                + "\t" + clean(row.view()) + "\t" + clean(row.decision()) + "\t" + f);
    }

    /** Records that the run is complete: its summary is written. */
    void finish() {
        complete = true;
        append(COMPLETE);
    }

    /**
     * Writes the identity when the record is new (whole, in place of any earlier record), and
     * opens the record for appending. Before the first view's line.
     */
    void open() {
        if (appending != null) {
            return;
        }
        try {
            if (!Files.exists(file)) {
                StringBuilder s = new StringBuilder();
                line(s, HEADER);
                identity.forEach((k, v) -> line(s, k + "=" + clean(v)));
                AtomicTextFile.write(file, w -> w.append(s));
            }
            appending = FileChannel.open(file, StandardOpenOption.WRITE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    private void append(String line) {
        open();
        StringBuilder s = new StringBuilder();
        line(s, line);
        ByteBuffer b = ByteBuffer.wrap(s.toString().getBytes(StandardCharsets.UTF_8));
        try {
            while (b.hasRemaining()) {
                appending.write(b);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    @Override
    public void close() {
        if (appending != null) {
            try {
                appending.close();
            } catch (IOException e) {
                // every line was written through to the file system when it was appended
            }
            appending = null;
        }
    }

    private static void line(StringBuilder s, String content) {
        s.append(content).append('\t').append(crc(content)).append('\n');
    }

    private static String crc(String content) {
        CRC32C c = new CRC32C();
        c.update(content.getBytes(StandardCharsets.UTF_8));
        return String.format("%08x", c.getValue());
    }

    private static String clean(String text) {
        return text.replace('\t', ' ').replace('\n', ' ');
    }

    /** A view's How as recorded; records written before the plain algorithm had one name say NATIVE. */
    private static How how(String recorded) {
        return recorded.equals("NATIVE") ? How.PLAIN : How.valueOf(recorded);
    }

    private StatementResult.ViewRow row(String[] x) {
        try {
            if (x.length != 13) {
                throw new IllegalArgumentException("13 fields expected");
            }
            return new StatementResult.ViewRow(x[10], Integer.parseInt(x[1]), Integer.parseInt(x[2]), Integer.parseInt(x[3]),
                    Integer.parseInt(x[4]), how(x[5]), x[11], Long.parseLong(x[6]), Integer.parseInt(x[7]),
                    Integer.parseInt(x[8]), Integer.parseInt(x[9]));
        } catch (RuntimeException e) {
            throw new GraphsurgeException(file + " is damaged (a view's line does not read: " + String.join(" ", x)
                    + "); run with REPLACE instead of RESUME to start over");
        }
    }
}
