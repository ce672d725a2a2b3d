package graphsurge.gstore.csv;

import graphsurge.gstore.io.IoErrors;
import graphsurge.gstore.GraphsurgeException;
import graphsurge.gstore.ParallelEdges;
import graphsurge.gstore.ProgressListener;
import graphsurge.gstore.PropertyGraph;
import graphsurge.gstore.PropertyTable;
import graphsurge.gstore.VertexIds;
import graphsurge.gstore.column.Column;
import graphsurge.gstore.column.ColumnBuilder;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Loads a property graph from an optional vertex file and an edge file.
 *
 * <p>Each file is cut into byte ranges at record boundaries ({@link CsvSplitter}) that are
 * parsed in parallel with Commons CSV, one range per thread, each row's fields going straight
 * into primitive column builders; the ranges are then joined in file order. Memory holds the
 * columns, never the text. With a vertex file the vertex set is fixed once it is read, and edge
 * endpoints are resolved to dense ids as they stream by (an unknown endpoint is reported on its
 * line); without one, the vertex set is whatever the edges mention. Dense vertex ids follow the
 * sorted original ids; edge ids follow the order of the kept rows.
 *
 * <p>The first bad row in file order (wrong field count, unparsable value, duplicate vertex id,
 * unknown endpoint) fails the load with an error naming file, line and column; with {@link
 * CsvOptions#skipBadRows()} bad rows are skipped and counted instead. Nothing is written
 * anywhere: the caller persists the result only if the whole load succeeded.
 */
public final class CsvGraphLoader {
    private static final int MAX_REASONS = 5;
    private static final int PROGRESS_EVERY = 1 << 14;
    /** Files smaller than this are read by one thread: splitting would cost more than it saves. */
    static final long MIN_PARALLEL_BYTES = 4L << 20;

    private final CsvOptions options;
    private final int threads;
    private final ProgressListener progress;
    private final long minParallelBytes;
    private final List<SkippedRows> skipped = new ArrayList<>();
    private long bytes;

    public CsvGraphLoader(CsvOptions options, int threads, ProgressListener progress) {
        this(options, threads, progress, MIN_PARALLEL_BYTES);
    }

    /** With the size from which files are split: tests split tiny files to exercise the joins. */
    CsvGraphLoader(CsvOptions options, int threads, ProgressListener progress, long minParallelBytes) {
        this.minParallelBytes = minParallelBytes;
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, got " + threads);
        }
        this.options = options;
        this.threads = threads;
        this.progress = progress;
    }

    /**
     * Loads the graph.
     *
     * @param vertices the vertex file, or null to take the vertices from the edges
     * @param edges the edge file
     * @throws CsvInputException on the first bad row (unless skipping) or an unreadable file
     */
    public LoadResult load(Path vertices, Path edges) {
        long start = System.nanoTime();
        checkReadable(edges);
        if (vertices != null) {
            checkReadable(vertices);
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "csv-reader");
            t.setDaemon(true);
            return t;
        });
        try {
            DeclaredVertexIds declared = null;
            List<Column> vertexColumns = List.of();
            long vertexRows = 0;
            if (vertices != null) {
                Parsed<VertexPart> parsed = parse(pool, vertices, false, VertexPart::new, null);
                declared = new DeclaredVertexIds();
                vertexRows = declareVertices(parsed, declared);
                vertexColumns = concatColumns(parsed.parts, declared.rowOfDense());
            }
            Parsed<EdgePart> parsed = parse(pool, edges, true, EdgePart::new, declared);
            raiseOrRecord(parsed, List.of());
            VertexIds ids;
            int[] sources;
            int[] targets;
            if (declared != null) {
                ids = declared.ids();
                sources = concatInts(parsed.parts, true);
                targets = concatInts(parsed.parts, false);
            } else {
                List<DiscoveredVertexIds> endpoints = new ArrayList<>();
                for (EdgePart p : parsed.parts) {
                    endpoints.add(p.discovered);
                }
                DiscoveredVertexIds.Resolved resolved = DiscoveredVertexIds.resolve(endpoints);
                ids = resolved.ids();
                sources = resolved.sources();
                targets = resolved.targets();
            }
            if (sources.length == 0) {
                throw noEdges(edges);
            }
            int n = ids.size();
            PropertyTable vertexTable = vertices != null
                    ? PropertyTable.of(vertexColumns, n) : PropertyTable.empty(n);
            PropertyTable edgeTable = PropertyTable.of(concatColumns(parsed.parts, null), sources.length);
            PropertyGraph graph = PropertyGraph.assemble(ids, sources, targets, vertexTable, edgeTable);
            if (options.distinct()) {
                graph = ParallelEdges.distinct(graph);
            }
            return new LoadResult(graph, new LoadReport(vertexRows, sources.length, sources.length - graph.edgeCount(),
                    bytes, skipped, System.nanoTime() - start));
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * A file that is not empty yet yields no edge (a header alone, only comments, or only bad rows
     * skipped) is refused rather than loaded as an empty graph that would replace the stored one.
     */
    private CsvInputException noEdges(Path edges) {
        for (SkippedRows s : skipped) {
            if (s.file().equals(edges)) {
                return CsvInputException.ofFile(edges, "has no edge to load: all " + s.count()
                        + " of its rows were skipped as bad (first: " + s.first().get(0) + ")");
            }
        }
        return CsvInputException.ofFile(edges, "has no edge rows" + (options.header() ? " after its header" : "")
                + ": a graph needs at least one edge");
    }

    private static void checkReadable(Path file) {
        if (Files.isDirectory(file)) {
            throw CsvInputException.ofFile(file, "is a directory, not a CSV file");
        }
        try {
            Files.newInputStream(file).close();
            if (Files.size(file) == 0) {
                throw CsvInputException.ofFile(file, "is empty: expected a header line and rows");
            }
        } catch (NoSuchFileException e) {
            throw CsvInputException.ofFile(file, "no such file");
        } catch (IOException e) {
            throw CsvInputException.ofFile(file, "cannot be read: " + IoErrors.reason(e));
        }
    }

    // ---------------------------------------------------------------- parsing in parallel

    /** What every part of a file yields besides its rows. */
    private abstract static class Part {
        final List<CsvInputException> errors = new ArrayList<>();
        /** Why the part could not be read to its end (a quoting error): never skipped. */
        CsvInputException unreadable;
        long badRows;
        long lines;
        boolean sawQuote;

        /** Parses the part's rows; stops at the first bad row unless bad rows are skipped. */
        abstract void read(CsvRowReader reader, FileLayout layout, int capacity, boolean skipBad,
                AtomicLong progressBytes);

        boolean reject(CsvInputException bad, boolean skipBad) {
            badRows++;
            if (errors.size() < MAX_REASONS) {
                errors.add(bad);
            }
            return !skipBad;
        }
    }

    private interface PartFactory<P extends Part> {
        P create(FileLayout layout, int capacity, DeclaredVertexIds declared);
    }

    private record Parsed<P extends Part>(Path file, FileLayout layout, List<P> parts, long[] lineOffsets) {}

    private <P extends Part> Parsed<P> parse(ExecutorService pool, Path file, boolean edgeFile,
            PartFactory<P> factory, DeclaredVertexIds declared) {
        CsvSplitter.Layout split = CsvSplitter.layout(file, options);
        FileLayout layout = readHeader(file, split, edgeFile);
        int parts = split.data().length() < minParallelBytes ? 1 : threads;
        List<CsvSplitter.Range> ranges = CsvSplitter.cutAtLineFeeds(file, split.data(), parts);
        AtomicLong progressBytes = new AtomicLong();
        progress.start("reading " + file.getFileName(), split.data().length());
        List<P> results = run(pool, file, layout, ranges, split, factory, declared, progressBytes);
        boolean quotes = false;
        for (P p : results) {
            quotes |= p.sawQuote;
        }
        if (ranges.size() > 1 && quotes) {
            // A cut may have fallen inside a quoted field that spans lines: check, and redo if so.
            List<CsvSplitter.Range> exact = CsvSplitter.exactCuts(file, options, split.data(), ranges);
            if (!exact.equals(ranges)) {
                progressBytes.set(0);
                results = run(pool, file, layout, exact, split, factory, declared, progressBytes);
            }
        }
        progress.finish();
        bytes += split.data().end();
        long[] offsets = new long[results.size()];
        long offset = split.headerLine();
        for (int k = 0; k < results.size(); k++) {
            offsets[k] = offset;
            offset += results.get(k).lines;
            P part = results.get(k);
            for (int i = 0; i < part.errors.size(); i++) {
                part.errors.set(i, part.errors.get(i).shifted(offsets[k]));
            }
            if (part.unreadable != null) {
                part.unreadable = part.unreadable.shifted(offsets[k]);
            }
        }
        return new Parsed<>(file, layout, results, offsets);
    }

    private <P extends Part> List<P> run(ExecutorService pool, Path file, FileLayout layout,
            List<CsvSplitter.Range> ranges, CsvSplitter.Layout split, PartFactory<P> factory,
            DeclaredVertexIds declared, AtomicLong progressBytes) {
        List<Future<P>> futures = new ArrayList<>();
        for (CsvSplitter.Range range : ranges) {
            // Size the buffers from the sampled line length, with a margin, so they rarely grow; the
            // margin is small because a file with a million columns has a million buffers.
            int capacity = (int) Math.min(Integer.MAX_VALUE - 8, 1.1 * range.length() / split.bytesPerLine() + 16);
            futures.add(pool.submit(() -> {
                P part = factory.create(layout, capacity, declared);
                try (CsvRowReader reader = new CsvRowReader(file, range, 0, options)) {
                    try {
                        part.read(reader, layout, capacity, options.skipBadRows(), progressBytes);
                        part.lines = reader.linesRead();
                    } finally {
                        // Also after a quoting error, which a cut inside a quoted field can cause.
                        part.sawQuote = reader.sawQuote();
                    }
                } catch (CsvInputException e) {
                    part.unreadable = e; // the file cannot be parsed past this point
                }
                return part;
            }));
        }
        List<P> results = new ArrayList<>();
        for (Future<P> f : futures) {
            results.add(await(f, progressBytes));
        }
        return results;
    }

    private <P> P await(Future<P> future, AtomicLong progressBytes) {
        try {
            while (true) {
                try {
                    return future.get(100, TimeUnit.MILLISECONDS);
                } catch (TimeoutException e) {
                    progress.update(progressBytes.get());
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new GraphsurgeException("interrupted while loading");
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException re) {
                throw re;
            }
            throw new IllegalStateException(cause);
        }
    }

    private FileLayout readHeader(Path file, CsvSplitter.Layout split, boolean edgeFile) {
        if (!options.header()) {
            return FileLayout.headerless(edgeFile ? 2 : 1);
        }
        if (split.header() == null) {
            throw CsvInputException.ofFile(file, "has no header line (only blank or comment lines)");
        }
        try (CsvRowReader reader = new CsvRowReader(file, split.header(), split.headerLine() - 1, options)) {
            if (!reader.next()) {
                throw CsvInputException.ofFile(file, "has no header line");
            }
            return new HeaderParser(file, reader.line(), edgeFile).parse(reader.record().toList());
        }
    }

    // ---------------------------------------------------------------- vertices

    private static final class VertexPart extends Part {
        final List<ColumnBuilder> builders;
        final List<String> ids;
        long[] lineOfRow;

        VertexPart(FileLayout layout, int capacity, DeclaredVertexIds unused) {
            builders = builders(layout, capacity);
            ids = new ArrayList<>(Math.min(capacity, 1 << 20));
            lineOfRow = new long[Math.min(capacity, 1 << 20)];
        }

        @Override
        void read(CsvRowReader reader, FileLayout layout, int capacity, boolean skipBad, AtomicLong progressBytes) {
            int idColumn = layout.idColumns()[0];
            long reported = 0;
            while (reader.next()) {
                if ((ids.size() & (PROGRESS_EVERY - 1)) == 0) {
                    reported = report(reader, progressBytes, reported);
                }
                CsvInputException bad = checkWidth(reader, layout);
                if (bad == null && reader.get(idColumn).isEmpty()) {
                    bad = reader.error(idColumn, "the vertex id is empty");
                }
                if (bad == null) {
                    bad = addProperties(reader, layout, builders, ids.size());
                }
                if (bad != null) {
                    if (reject(bad, skipBad)) {
                        break;
                    }
                    continue;
                }
                int row = ids.size();
                if (row == lineOfRow.length) {
                    lineOfRow = Arrays.copyOf(lineOfRow, 2 * row);
                }
                lineOfRow[row] = reader.line();
                ids.add(reader.get(idColumn));
            }
            report(reader, progressBytes, reported);
        }
    }

    /** Declares the ids of all parts in file order; returns the number of distinct vertices. */
    private int declareVertices(Parsed<VertexPart> parsed, DeclaredVertexIds declared) {
        long[] lineOfRow = new long[0];
        int row = 0;
        for (int k = 0; k < parsed.parts.size(); k++) {
            VertexPart part = parsed.parts.get(k);
            long offset = parsed.lineOffsets[k];
            if (lineOfRow.length < row + part.ids.size()) {
                lineOfRow = Arrays.copyOf(lineOfRow, Math.max(2 * lineOfRow.length, row + part.ids.size()));
            }
            for (int i = 0; i < part.ids.size(); i++, row++) {
                lineOfRow[row] = offset + part.lineOfRow[i];
                declared.declare(part.ids.get(i), row);
            }
        }
        DeclaredVertexIds.Duplicates duplicates = declared.finish();
        int idColumn = parsed.layout.idColumns()[0];
        List<CsvInputException> errors = new ArrayList<>();
        for (int i = 0; i < duplicates.rows().length; i++) {
            int dup = duplicates.rows()[i];
            errors.add(new CsvInputException(parsed.file, lineOfRow[dup], idColumn + 1, "duplicate vertex id '"
                    + duplicates.ids()[i] + "' (first declared on line " + lineOfRow[duplicates.firstRows()[i]] + ")"));
        }
        raiseOrRecord(parsed, errors);
        return declared.ids().size();
    }

    // ---------------------------------------------------------------- edges

    private static final class EdgePart extends Part {
        final List<ColumnBuilder> builders;
        final DeclaredVertexIds declared;
        final DiscoveredVertexIds discovered;
        int[] sources;
        int[] targets;
        int edges;

        EdgePart(FileLayout layout, int capacity, DeclaredVertexIds declared) {
            this.builders = builders(layout, capacity);
            this.declared = declared;
            if (declared != null) {
                sources = new int[capacity];
                targets = new int[capacity];
                discovered = null;
            } else {
                discovered = new DiscoveredVertexIds(capacity);
            }
        }

        @Override
        void read(CsvRowReader reader, FileLayout layout, int capacity, boolean skipBad, AtomicLong progressBytes) {
            long reported = 0;
            while (reader.next()) {
                if ((edges & (PROGRESS_EVERY - 1)) == 0) {
                    reported = report(reader, progressBytes, reported);
                }
                CsvInputException bad = addRow(reader, layout);
                if (bad != null && reject(bad, skipBad)) {
                    break;
                }
            }
            report(reader, progressBytes, reported);
        }

        /** Adds the current row, or returns why it is bad. A method of its own so the JIT compiles it early. */
        private CsvInputException addRow(CsvRowReader reader, FileLayout layout) {
            CsvInputException bad = checkWidth(reader, layout);
            if (bad != null) {
                return bad;
            }
            int sourceColumn = layout.idColumns()[0];
            int targetColumn = layout.idColumns()[1];
            String sourceText = reader.get(sourceColumn);
            String targetText = reader.get(targetColumn);
            int source = -1;
            int target = -1;
            if (declared != null) {
                source = declared.lookup(sourceText);
                target = declared.lookup(targetText);
                if (source < 0 || target < 0) {
                    int column = source < 0 ? sourceColumn : targetColumn;
                    return reader.error(column, "edge endpoint '" + reader.get(column)
                            + "' is not a vertex of the vertex file");
                }
            } else if (sourceText.isEmpty() || targetText.isEmpty()) {
                return reader.error(sourceText.isEmpty() ? sourceColumn : targetColumn, "the edge endpoint is empty");
            }
            bad = addProperties(reader, layout, builders, edges);
            if (bad != null) {
                return bad;
            }
            if (declared != null) {
                if (edges == sources.length) {
                    sources = Arrays.copyOf(sources, 2 * edges);
                    targets = Arrays.copyOf(targets, 2 * edges);
                }
                sources[edges] = source;
                targets[edges] = target;
            } else {
                discovered.add(sourceText, targetText);
            }
            if (++edges < 0) {
                throw reader.error(0, "more than " + Integer.MAX_VALUE + " edges");
            }
            return null;
        }
    }

    private static int[] concatInts(List<EdgePart> parts, boolean sources) {
        int total = 0;
        for (EdgePart p : parts) {
            total = Math.addExact(total, p.edges);
        }
        if (parts.size() == 1 && parts.get(0).edges == (sources ? parts.get(0).sources : parts.get(0).targets).length) {
            return sources ? parts.get(0).sources : parts.get(0).targets;
        }
        int[] all = new int[total];
        int offset = 0;
        for (EdgePart p : parts) {
            System.arraycopy(sources ? p.sources : p.targets, 0, all, offset, p.edges);
            offset += p.edges;
        }
        return all;
    }

    // ---------------------------------------------------------------- shared row handling

    private static long report(CsvRowReader reader, AtomicLong progressBytes, long reported) {
        long now = reader.bytesRead();
        progressBytes.addAndGet(now - reported);
        return now;
    }

    private static CsvInputException checkWidth(CsvRowReader reader, FileLayout layout) {
        int width = reader.size();
        if (width == layout.columnCount() || (!layout.exactCount() && width > layout.columnCount())) {
            return null;
        }
        if (width < layout.columnCount()) {
            return reader.error(width, "expected " + layout.columnCount() + " columns, found " + width
                    + (layout.exactCount() ? " (missing " + layout.describe(width) + ")" : ""));
        }
        return reader.error(layout.columnCount(), "expected " + layout.columnCount()
                + " columns, found " + width);
    }

    private static CsvInputException addProperties(CsvRowReader reader, FileLayout layout,
            List<ColumnBuilder> builders, int row) {
        int[] propertyColumns = layout.propertyColumns();
        for (int k = 0; k < propertyColumns.length; k++) {
            ColumnBuilder b = builders.get(k);
            String text = reader.get(propertyColumns[k]);
            if (!b.add(text)) {
                for (int j = 0; j < k; j++) {
                    builders.get(j).truncate(row);
                }
                return reader.error(propertyColumns[k], "column " + layout.describe(propertyColumns[k])
                        + " expects " + b.expected() + ", found '" + text + "'");
            }
        }
        return null;
    }

    private static List<ColumnBuilder> builders(FileLayout layout, int capacity) {
        List<ColumnBuilder> builders = new ArrayList<>();
        for (int k = 0; k < layout.schema().size(); k++) {
            builders.add(ColumnBuilder.of(layout.property(k), layout.limit(k), capacity));
        }
        return builders;
    }

    private static List<Column> concatColumns(List<? extends Part> parts, int[] rowOfDense) {
        List<List<ColumnBuilder>> byPart = new ArrayList<>();
        for (Part p : parts) {
            byPart.add(p instanceof VertexPart v ? v.builders : ((EdgePart) p).builders);
        }
        List<Column> columns = new ArrayList<>();
        for (int k = 0; k < byPart.get(0).size(); k++) {
            List<ColumnBuilder> pieces = new ArrayList<>();
            for (List<ColumnBuilder> b : byPart) {
                pieces.add(b.get(k));
            }
            Column c = ColumnBuilder.concat(pieces);
            columns.add(rowOfDense == null ? c : c.gather(rowOfDense));
        }
        return columns;
    }

    // ---------------------------------------------------------------- bad rows

    /**
     * Fails on the first bad row in file order, or records the skipped rows of the file.
     * {@code more} are bad rows found after parsing (duplicate ids), all of them.
     */
    private void raiseOrRecord(Parsed<? extends Part> parsed, List<CsvInputException> more) {
        List<CsvInputException> all = new ArrayList<>(more);
        long count = more.size();
        for (Part p : parsed.parts) {
            all.addAll(p.errors);
            count += p.badRows;
            if (p.unreadable != null) {
                if (options.skipBadRows()) {
                    throw p.unreadable; // cannot be skipped: the rest of the part is unreadable
                }
                all.add(p.unreadable);
                break; // the parts after it start at lines not known, or at no record boundary
            }
        }
        if (all.isEmpty()) {
            return;
        }
        all.sort(Comparator.comparingLong(CsvInputException::line));
        if (!options.skipBadRows()) {
            throw all.get(0);
        }
        List<String> reasons = new ArrayList<>();
        for (int i = 0; i < Math.min(MAX_REASONS, all.size()); i++) {
            reasons.add(all.get(i).getMessage());
        }
        skipped.add(new SkippedRows(parsed.file, count, reasons));
    }
}
