package graphsurge.session;

import graphsurge.analytics.computation.ResultFormat;
import graphsurge.analytics.run.CollectionRunner;
import graphsurge.gstore.GraphsurgeException;
import graphsurge.gstore.csv.CsvFields;
import graphsurge.gstore.io.AtomicTextFile;
import graphsurge.gstore.io.IoErrors;
import graphsurge.gstore.io.UserPaths;
import graphsurge.gvdl.ast.Statement;
import graphsurge.vcstore.collection.ForBindings;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Where a run's saved results go, view by view in run order, in one of the forms of SAVE RESULTS
 * (docs/computations.md): CSV files ({@link CsvResultSink}, every view in full or only its
 * changes) or one Parquet change log ({@link ParquetResultSink}). Each moves the run's
 * {@link ResultChanges} and writes what the form keeps of a view; then {@link #summary} writes
 * {@code summary.csv}, last, so that a directory holding it holds one complete run.
 *
 * <p>Every file is written under a temporary name and renamed into place; view names become file
 * names percent-encoded ({@link UserPaths}), and a view named {@code summary} cannot take the
 * summary's file.
 */
sealed interface ResultSink permits CsvResultSink, ParquetResultSink {
    /** The summary's file stem ({@code summary.csv}), reserved among view names. */
    String SUMMARY = "summary";
    /** The first line of {@code summary.csv} (docs/computations.md), which every version has written. */
    String SUMMARY_HEADER = "view,position,edges,additions,deletions,mode,millis";
    /** The Parquet change log's file in the results directory. */
    String PARQUET_LOG = "results.parquet";
    /** The file stem of the list of views with the view each one's changes are against ({@code views.csv}). */
    String VIEWS = "views";

    /** The columns of {@code summary.csv} after {@link #SUMMARY_HEADER}'s and the FOR variables' ones. */
    String PREDICATE = "predicate";

    /**
     * The sink for {@code form}, writing into {@code dir}, for the views whose FOR variables
     * {@code bindings} bound (by user index; {@link ForBindings#NONE} for none).
     */
    static ResultSink of(Statement.SaveForm form, ResultFormat format, Path dir, ForBindings bindings) {
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new GraphsurgeException("cannot save results to " + dir + ": it is a file, not a directory");
        }
        return switch (form) {
            case FULL -> new CsvResultSink(format, dir, false);
            case CHANGES_ONLY -> new CsvResultSink(format, dir, true);
            case PARQUET -> new ParquetResultSink(format, dir, bindings);
        };
    }

    /** The results directory. */
    Path directory();

    /**
     * Creates the results directory when the first view's results are at hand, so that a run
     * refused before its first view leaves no directory behind, and removes the summary an
     * earlier run left there (it would make this run's files look complete if it is
     * interrupted). Once per run; {@link #view} calls it.
     */
    void open();

    /**
     * Moves {@code changes} to view {@code r} (named {@code name}) and writes what the form keeps
     * of it; {@code withChanges} is false for a run of one view (on the whole graph, ON VIEW, a
     * collection of one view), which has no view before.
     * Returns the files written for the view alone (none for a change log all views share), for
     * the run record to check on RESUME.
     */
    List<Path> view(String name, CollectionRunner.ViewResult r, boolean withChanges, ResultChanges changes);

    /** The files the form writes, as a person reads them ({@code onGraph}: a run on the whole graph; else on {@code views} views). */
    String files(boolean onGraph, int views);

    /** Writes {@code views.csv} and {@code summary.csv} (after everything else the form writes). */
    void summary(List<StatementResult.ViewRow> rows);

    /** Removes what an interrupted run would leave half-written (never a complete file). */
    default void abort() {}

    /** Creates {@code dir} and removes {@code summary.csv} from it. */
    static void openDirectory(Path dir) {
        try {
            Files.createDirectories(dir);
            Files.deleteIfExists(summaryFile(dir));
        } catch (IOException e) {
            throw IoErrors.error("cannot create the results directory " + dir, e);
        }
    }

    static Path summaryFile(Path dir) {
        return UserPaths.inside(dir, SUMMARY + ".csv");
    }

    /**
     * Writes {@code views.csv} (header {@code view,position,previous_view}: the view each view's
     * changes are against, the one before it in run order; empty for the first) and then
     * {@code summary.csv}: one row per view in run order each. The summary's first columns are a
     * contract and stay as they are ({@link #SUMMARY_HEADER}); after them come a column per FOR
     * variable ({@link ForBindings#columns}) and the view's {@code predicate}.
     */
    static void writeSummary(Path dir, List<StatementResult.ViewRow> rows) {
        StringBuilder v = new StringBuilder("view,position,previous_view\n");
        for (int i = 0; i < rows.size(); i++) {
            CsvFields.append(v, rows.get(i).view());
            v.append(',').append(rows.get(i).position()).append(',');
            if (i > 0) {
                CsvFields.append(v, rows.get(i - 1).view());
            }
            v.append('\n');
        }
        write(UserPaths.inside(dir, VIEWS + ".csv"), v);
        ForBindings variables = rows.isEmpty() ? ForBindings.NONE : rows.get(0).definition().bindings();
        List<String> fixed = new ArrayList<>(List.of(SUMMARY_HEADER.split(",")));
        fixed.add(PREDICATE);
        StringBuilder s = new StringBuilder(SUMMARY_HEADER);
        for (String column : variables.columns(fixed)) {
            CsvFields.append(s.append(','), column);
        }
        s.append(',').append(PREDICATE).append('\n');
        for (StatementResult.ViewRow r : rows) {
            CsvFields.append(s, r.view());
            s.append(',').append(r.position()).append(',').append(r.edges()).append(',')
                    .append(r.additions()).append(',').append(r.deletions()).append(',')
                    .append(r.how().word()).append(',')
                    .append(String.format(Locale.ROOT, "%.3f", r.nanos() / 1e6));
            ForBindings b = r.definition().bindings();
            for (int i = 0; i < variables.variables().size(); i++) {
                s.append(',');
                if (!b.isEmpty()) {
                    CsvFields.append(s, b.value(0, i));
                }
            }
            s.append(',');
            if (!r.definition().predicate().isEmpty()) { // the whole graph has none: an empty field, not ""
                CsvFields.append(s, r.definition().predicate());
            }
            s.append('\n');
        }
        write(summaryFile(dir), s);
    }

    /** Writes {@code text} to {@code file} whole or not at all. */
    static void write(Path file, CharSequence text) {
        try {
            AtomicTextFile.write(file, w -> w.append(text));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }
}
