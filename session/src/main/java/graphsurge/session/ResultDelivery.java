package graphsurge.session;

import graphsurge.analytics.run.CollectionRunner;
import graphsurge.gstore.ProgressListener;
import graphsurge.vcstore.collection.ViewCollection;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes each view of a collection run handed to it, in run order: its files, the report's
 * summary, its row and the run record; a view that is already complete (the one a resumed
 * stretch starts from) is only what the next view's changes are computed against. It counts the
 * time spent writing, so that the run can tell its views' time from its writing's.
 */
final class ResultDelivery {
    private final ViewCollection c;
    /** Where the views are saved, or null. */
    final ResultSink sink;
    /** The directory they are saved in, or null. */
    final ResultsDirectory directory;
    /** Which run positions a resumed run found complete (all false otherwise). */
    final boolean[] done;
    private final ResultChanges changes;
    private final ResultSummary summary;
    private final RunManifest manifest;
    private final ProgressListener progress;
    private final StatementResult.ViewRow[] rows;
    private int written;
    private long writeNanos;
    /** Whether this updates the progress bar (the segmented run), or the collection runner does. */
    boolean countsProgress;

    ResultDelivery(ResultSink sink, ResultsDirectory directory, ViewCollection c, ResultSummary summary,
            RunManifest manifest, boolean[] done, ResultChanges changes, ProgressListener progress) {
        this.c = c;
        this.changes = changes;
        this.sink = sink;
        this.directory = directory;
        this.summary = summary;
        this.manifest = manifest;
        this.done = done;
        this.progress = progress;
        this.rows = new StatementResult.ViewRow[c.views()];
    }

    /** Writes the view of {@code r}, or only remembers its values when it is {@code alreadyComplete}. */
    void view(CollectionRunner.ViewResult r, boolean alreadyComplete) {
        long start = System.nanoTime();
        try {
            deliver(r, alreadyComplete);
        } finally {
            writeNanos += System.nanoTime() - start;
        }
    }

    private void deliver(CollectionRunner.ViewResult r, boolean alreadyComplete) {
        if (alreadyComplete) {
            changes.prime(r.values(), r.reported());
            return;
        }
        if (written == 0 && manifest != null) {
            sink.open();
            manifest.open();
        }
        String view = c.viewNames().get(r.view());
        List<Path> files = List.of();
        if (sink != null) {
            files = sink.view(view, r, c.views() > 1, changes);
        } else {
            changes.next(r.values(), r.reported(), r.changed(), null);
        }
        if (summary != null) {
            summary.view(view, r.values(), r.reported());
        }
        StatementResult.ViewRow row = new StatementResult.ViewRow(view, r.position() + 1, r.edges(), r.additions(),
                r.deletions(), r.how(), r.decision(), r.nanos(), changes.reported(), changes.changes(),
                changes.removed(), changes.values(r.values(), r.reported()),
                StatementResult.Definition.of(c, r.view()));
        rows[r.position()] = row;
        if (manifest != null) {
            manifest.complete(row, files);
        }
        written++;
        if (countsProgress) {
            progress.update(written);
        }
    }

    /** Writes the summary of the saved run ({@code rows}, every view's) and closes its record. */
    void finish(List<StatementResult.ViewRow> rows) {
        long start = System.nanoTime();
        sink.summary(rows);
        manifest.finish();
        writeNanos += System.nanoTime() - start;
    }

    /** The time spent writing so far. */
    long writeNanos() {
        return writeNanos;
    }

    /** Removes what the sink would leave half-written when the run stops early. */
    void abort() {
        if (sink != null) {
            sink.abort();
        }
    }

    /** Every view's row in run order: this run's, and a resumed run's earlier ones from its record. */
    List<StatementResult.ViewRow> rows() {
        List<StatementResult.ViewRow> all = new ArrayList<>();
        for (int p = 0; p < rows.length; p++) {
            StatementResult.ViewRow r = rows[p] != null ? rows[p] : manifest == null ? null : manifest.row(p);
            if (r != null) {
                // A row read back from the record (a view done before RESUME) is defined as the collection says.
                all.add(r.definition() == StatementResult.Definition.NONE
                        ? r.withDefinition(StatementResult.Definition.of(c, c.runOrder()[p])) : r);
            }
        }
        return all;
    }
}
