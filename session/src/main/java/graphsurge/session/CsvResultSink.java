package graphsurge.session;

import graphsurge.analytics.computation.ResultFormat;
import graphsurge.analytics.run.CollectionRunner;
import graphsurge.gstore.io.IoErrors;
import graphsurge.gstore.io.UserPaths;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Saved results as CSV files. In full (no clause): every view's {@code <view>.csv} (header
 * {@code vertex,<value>}, rows in key order; O(keys) per view by nature) and, on a collection,
 * its {@code <view>.changes.csv} (the keys whose result differs from the previous view in run
 * order: {@code vertex,old,new}, empty where a key is not reported; the first view's against
 * nothing, and none when the run has one view). {@code CHANGES ONLY}: the first view's
 * {@code <view>.csv}, then each later view's {@code <view>.changes.csv} only, which costs
 * O(changes) per view when the runner says which keys may have changed. Unreachable values are
 * written {@link ResultFormat#UNREACHABLE} by the format.
 */
final class CsvResultSink implements ResultSink {
    private final ResultFormat format;
    private final Path dir;
    private final boolean changesOnly;
    private boolean opened;

    CsvResultSink(ResultFormat format, Path dir, boolean changesOnly) {
        this.format = format;
        this.dir = dir;
        this.changesOnly = changesOnly;
    }

    @Override
    public Path directory() {
        return dir;
    }

    @Override
    public void open() {
        if (opened) {
            return;
        }
        opened = true;
        ResultSink.openDirectory(dir);
        try {
            // A change log an earlier run left would be read instead of this run's files.
            Files.deleteIfExists(UserPaths.inside(dir, PARQUET_LOG));
        } catch (IOException e) {
            throw IoErrors.error("cannot remove the earlier run's " + PARQUET_LOG + " from " + dir, e);
        }
    }

    @Override
    public List<Path> view(String name, CollectionRunner.ViewResult r, boolean withChanges, ResultChanges changes) {
        open();
        boolean first = r.position() == 0;
        boolean full = !changesOnly || first;
        StringBuilder changed = withChanges && !(changesOnly && first) ? changesHeader() : null;
        changes.next(r.values(), r.reported(), r.changed(), changed == null ? null : (k, was, old, is, now) -> {
            format.appendKey(changed, k);
            changed.append(',');
            if (was) {
                format.appendValue(changed, old);
            }
            changed.append(',');
            if (is) {
                format.appendValue(changed, now);
            }
            changed.append('\n');
        });
        List<Path> written = new ArrayList<>(2);
        Path fullFile = UserPaths.file(dir, name, ".csv", SUMMARY, VIEWS);
        if (full) {
            ResultSink.write(fullFile, fullText(r.values(), r.reported()));
            written.add(fullFile);
        } else {
            deleteStale(fullFile);
        }
        if (changed != null) {
            Path changesFile = UserPaths.file(dir, name, ".changes.csv", SUMMARY, VIEWS);
            ResultSink.write(changesFile, changed);
            written.add(changesFile);
        }
        return written;
    }

    private StringBuilder changesHeader() {
        return new StringBuilder(format.keyHeader()).append(",old,new\n");
    }

    private StringBuilder fullText(long[] values, boolean[] shown) {
        StringBuilder full = new StringBuilder(format.keyHeader()).append(',').append(format.valueHeader()).append('\n');
        for (int k = 0; k < values.length; k++) {
            if (shown[k]) {
                format.appendKey(full, k);
                format.appendValue(full.append(','), values[k]);
                full.append('\n');
            }
        }
        return full;
    }

    /** A view's full file from an earlier run in full: the results would be read from it instead of this run's changes. */
    private static void deleteStale(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            throw IoErrors.error("cannot remove the earlier run's " + file, e);
        }
    }

    @Override
    public String files(boolean onGraph, int views) {
        return onGraph ? "graph.csv, summary.csv, views.csv" : views == 1 ? "<view>.csv, summary.csv, views.csv" : changesOnly ? "the first view's <view>.csv, then <view>.changes.csv,"
                + " summary.csv, views.csv" : "<view>.csv, <view>.changes.csv, summary.csv, views.csv";
    }

    @Override
    public void summary(List<StatementResult.ViewRow> rows) {
        open();
        ResultSink.writeSummary(dir, rows);
    }
}
