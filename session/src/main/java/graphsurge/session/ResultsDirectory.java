package graphsurge.session;

import graphsurge.gstore.GraphsurgeException;
import graphsurge.gstore.io.IoErrors;
import graphsurge.gstore.io.ProcessTempFiles;
import graphsurge.gstore.io.StoreFiles;
import graphsurge.gstore.io.StoreLock;
import graphsurge.gstore.io.UserPaths;
import graphsurge.gvdl.ast.Statement;
import graphsurge.vcstore.collection.ViewCollection;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * The directory a saved run writes, held for the run's duration: locked (a second run into it
 * fails at once, naming the holder, or waits with the session's wait setting), checked (a run
 * writes only into an empty or new directory, or one holding a Graphsurge run, recognised by its
 * {@link RunManifest record}: resumed, or replaced when the statement says {@code REPLACE}), and
 * cleaned (spill files of runs killed before they could remove them). Every file it touches is
 * inside the directory the user named ({@link UserPaths}).
 *
 * <p>Replacing removes only the files a run writes: CSV files ({@code <view>.csv},
 * {@code <view>.changes.csv}, {@code summary.csv}, {@code views.csv}), {@code results.parquet},
 * the record, the lock, spills and the temporaries of interrupted writes; a directory holding any
 * other file is refused, even with {@code REPLACE}, naming the file. Costs one listing of the
 * directory.
 */
final class ResultsDirectory implements AutoCloseable {
    static final String LOCK = ".graphsurge-lock";
    private static final String SPILL_PREFIX = ".segments-";
    private static final String TEMP_SPILL_PREFIX = "graphsurge-segments-";

    private final Path dir;
    private final boolean created;
    private final StoreLock lock;

    private ResultsDirectory(Path dir, boolean created, StoreLock lock) {
        this.dir = dir;
        this.created = created;
        this.lock = lock;
    }

    /**
     * Creates {@code dir} if needed, locks it and removes the spills runs killed in it left.
     *
     * @param purpose what this run does, shown to a run that finds the directory locked
     */
    static ResultsDirectory lock(Path dir, String purpose, boolean wait, Consumer<String> onWait) {
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new GraphsurgeException("cannot save results to " + dir + ": it is a file, not a directory");
        }
        boolean created = !Files.exists(dir);
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw IoErrors.error("cannot create the results directory " + dir, e);
        }
        ResultsDirectory d = new ResultsDirectory(dir, created, StoreLock.acquire(dir, LOCK, "the results directory",
                purpose, wait, onWait));
        try {
            // Holding the lock, no other run writes here: any spill is a killed run's.
            for (Path p : d.list()) {
                if (isSpill(p.getFileName().toString())) {
                    StoreFiles.deleteRecursively(p);
                }
            }
        } catch (IOException e) {
            d.close();
            throw IoErrors.error("cannot remove what an interrupted run left in " + dir, e);
        }
        return d;
    }

    /**
     * The run record of a run with {@code identity} of {@code views} views: for {@code resume},
     * the earlier run's, checked, with its views whose files are gone forgotten (to run again);
     * otherwise a new one, once the directory is {@link #claim claimed} for this run.
     * {@code notices} is told what the reader should know (a resume that runs every view).
     */
    RunManifest record(Map<String, String> identity, int views, boolean resume, boolean replace,
            List<StatementResult.Notice> notices) {
        if (!resume) {
            claim(replace);
            return RunManifest.fresh(dir, identity, views);
        }
        RunManifest manifest = resume(identity, views);
        if (manifest == null) {
            notices.add(StatementResult.Notice.outcome("RESUME: " + dir + " holds no record of an earlier run, so every"
                    + " view runs"));
            return RunManifest.fresh(dir, identity, views);
        }
        int broken = manifest.forgetBroken(dir);
        if (broken > 0) {
            notices.add(StatementResult.Notice.outcome("RESUME: " + broken + (broken == 1 ? " view's files are"
                    : " views' files are") + " missing or not whole in " + dir + "; " + (broken == 1 ? "it runs" : "they run")
                    + " again"));
        }
        return manifest;
    }

    /**
     * The record to resume from with {@code identity}: refused when the directory holds another
     * run's, a damaged record, or files with no record; null when the directory holds nothing.
     */
    private RunManifest resume(Map<String, String> identity, int views) {
        if (RunManifest.exists(dir)) {
            return RunManifest.resume(dir, identity, views);
        }
        Path other = firstFile(p -> true);
        if (other != null) {
            throw new GraphsurgeException("cannot resume into " + dir + ": it holds no run record (.graphsurge-run), so"
                    + " nothing says which run its files are of (" + other.getFileName() + ", ...); save to another"
                    + " directory, or empty this one");
        }
        return null;
    }

    /**
     * Makes the directory ready for a fresh run: refused when it holds files, unless they are a
     * Graphsurge run's and {@code replace} is set, in which case they are removed.
     */
    void claim(boolean replace) {
        boolean run = RunManifest.exists(dir) || earlierVersionsRun();
        Path unknown = firstFile(p -> !run || !isRunFile(p.getFileName().toString()));
        if (unknown != null && run) {
            throw new GraphsurgeException("cannot save results to " + dir + ": it holds " + unknown.getFileName()
                    + ", which is not a Graphsurge run's file (REPLACE removes a run's files only); save to an empty or"
                    + " new directory");
        }
        if (unknown != null) {
            throw new GraphsurgeException("cannot save results to " + dir + ": it holds " + unknown.getFileName()
                    + " and no run record (.graphsurge-run), so nothing says its files are a Graphsurge run's (REPLACE"
                    + " removes a run's files only); save to an empty or new directory");
        }
        if (!run) {
            return;
        }
        if (!replace) {
            String earlier;
            try {
                earlier = !RunManifest.exists(dir) ? "saved by an earlier version, without a record"
                        : String.join(", ", RunManifest.recordedIdentity(dir));
            } catch (GraphsurgeException e) { // a damaged record, or one of an earlier version: still a run's
                earlier = "its record does not read";
            }
            throw new GraphsurgeException("cannot save results to " + dir + ": it holds an earlier run (" + earlier
                    + "); add REPLACE after SAVE RESULTS TO '...' (graphsurge run --replace) to replace it, RESUME to"
                    + " continue it, or save to another directory");
        }
        try {
            for (Path p : list()) {
                if (!p.getFileName().toString().equals(LOCK)) {
                    StoreFiles.deleteRecursively(p);
                }
            }
        } catch (IOException e) {
            throw IoErrors.error("cannot remove the earlier run's files from " + dir, e);
        }
    }

    /** Where the segmented run {@code id} spills early views in this directory. */
    Path spill(String id) {
        return UserPaths.inside(dir, SPILL_PREFIX + id + ".tmp");
    }

    /**
     * Where the segmented run {@code id} of an unsaved run spills early views: the system's
     * temporary directory, named with this process's id so that a later run can tell a killed
     * run's spill ({@link #removeStaleTempSpills}, {@link ProcessTempFiles}).
     */
    static Path tempSpill(String id) {
        return ProcessTempFiles.path(TEMP_SPILL_PREFIX, id);
    }

    /** Removes the spills in the temporary directory whose process is gone (killed before it could). */
    static void removeStaleTempSpills() {
        ProcessTempFiles.removeStale(TEMP_SPILL_PREFIX);
    }

    /**
     * Releases the directory, first removing any spill this run left; a directory this run
     * created and wrote nothing into is removed, so that a refused run leaves nothing behind.
     */
    @Override
    public void close() {
        try {
            for (Path p : list()) {
                if (isSpill(p.getFileName().toString())) {
                    StoreFiles.deleteRecursively(p);
                }
            }
        } catch (IOException | RuntimeException e) {
            // the next run into the directory removes it
        }
        lock.close();
        if (created) {
            try {
                if (list().stream().allMatch(p -> p.getFileName().toString().equals(LOCK))) {
                    Files.deleteIfExists(UserPaths.inside(dir, LOCK));
                    Files.deleteIfExists(dir);
                }
            } catch (IOException | RuntimeException e) {
                // an empty directory left behind harms nothing
            }
        }
    }

    /**
     * What makes two runs the same run for RESUME: the computation and its bound parameters, the
     * collection and the fingerprints of its content and graph, the mode and its settings, the
     * save form; not threads, segments or cluster.
     */
    static Map<String, String> identity(String computation, String parameters, ViewCollection c, String mode,
            Statement.SaveForm form) {
        Map<String, String> id = new LinkedHashMap<>();
        id.put("computation", computation);
        id.put("parameters", parameters);
        id.put("collection", c == null ? "(the whole graph)" : c.name());
        if (c != null) {
            id.put("views", Integer.toString(c.views()));
            id.put("content", Long.toHexString(c.contentFingerprint()));
            id.put("graph", Long.toHexString(c.graphFingerprint()));
        }
        id.put("mode", mode);
        id.put("form", form.name().toLowerCase(Locale.ROOT));
        return id;
    }

    private static boolean isSpill(String name) {
        return name.startsWith(SPILL_PREFIX) && name.endsWith(".tmp");
    }

    /**
     * Whether the directory holds a complete run saved before runs kept a record: its
     * {@code summary.csv} begins with the summary's header (the other files are then checked to be
     * a run's kinds), so that REPLACE replaces what an earlier version saved too.
     */
    private boolean earlierVersionsRun() {
        Path summary = UserPaths.inside(dir, ResultSink.SUMMARY + ".csv");
        try (BufferedReader in = Files.newBufferedReader(summary)) {
            String header = in.readLine();
            return header != null && (header.equals(ResultSink.SUMMARY_HEADER)
                    || header.startsWith(ResultSink.SUMMARY_HEADER + ","));
        } catch (IOException e) {
            return false; // no summary, or none that reads: not a run this can vouch for
        }
    }

    private static boolean isRunFile(String name) {
        return name.endsWith(".csv") || name.equals(ResultSink.PARQUET_LOG) || name.equals(RunManifest.FILE)
                || name.equals(LOCK) || isSpill(name) || name.contains(".tmp-");
    }

    private List<Path> list() {
        try (Stream<Path> s = Files.list(dir)) {
            return s.sorted().toList();
        } catch (IOException e) {
            throw IoErrors.error("cannot list the results directory " + dir, e);
        }
    }

    /** The first file (by name) but the lock that {@code test} accepts, or null. */
    private Path firstFile(Predicate<Path> test) {
        for (Path p : list()) {
            if (!p.getFileName().toString().equals(LOCK) && test.test(p)) {
                return p;
            }
        }
        return null;
    }
}
