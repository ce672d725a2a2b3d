package graphsurge.session.cluster;

import graphsurge.analytics.run.CollectionRunner;
import graphsurge.gstore.io.IoErrors;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * Puts the views a cluster delivers in any order back into the plan's order and hands them on
 * one at a time: a view that arrives in turn goes straight through (followed by any spilled views
 * it unblocks); one that arrives early is written to a spill file and read back when its turn
 * comes. So one view's whole result is in memory here whatever the order, and the consumer sees
 * exactly the plan's order, each view once (a retried segment's repeats are dropped: a retry
 * computes the same results, so its records of changes apply to the first attempt's views).
 *
 * <p>The result handed on is rebuilt here: a whole record ({@link ViewRecord#whole}, every
 * segment's first view) replaces it, and a record of changes writes its keys into it and is
 * handed on with them as the view's {@code changed} keys, O(changes) per view. Its arrays are
 * live, as the collection runner's are: read them in the consumer.
 *
 * <p>Thread-safe: cluster threads call {@link #view} at once; the consumer runs under this
 * object's lock, on whichever thread completed the turn.
 */
public final class OrderedResults implements ResultSink, AutoCloseable {
    private final int[] sequence;
    private final int[] slotOfPosition;
    private final boolean[] spilled;
    private final boolean[] seen;
    private final Path spillDirectory;
    private final Consumer<CollectionRunner.ViewResult> consumer;
    private int next;
    /** Set by {@link #close}: a segment still running then must not spill again (its file would outlive the run). */
    private boolean closed;
    /** The result of the view last handed on (null before the first). */
    private long[] values;
    private boolean[] reported;

    /**
     * @param segments the plan: views are handed on segment by segment, in each in run order
     * @param spillDirectory where early views wait (created when the first arrives early, removed by {@link #close})
     * @param consumer receives every view in turn, its result whole
     */
    public OrderedResults(List<Segment> segments, int positions, Path spillDirectory,
            Consumer<CollectionRunner.ViewResult> consumer) {
        int n = 0;
        for (Segment s : segments) {
            n += s.views();
        }
        this.sequence = new int[n];
        this.slotOfPosition = new int[positions];
        Arrays.fill(slotOfPosition, -1);
        int i = 0;
        for (Segment s : segments) {
            for (int p = s.from(); p < s.to(); p++) {
                if (slotOfPosition[p] >= 0) {
                    throw new IllegalArgumentException("run position " + p + " is in two segments");
                }
                slotOfPosition[p] = i;
                sequence[i++] = p;
            }
        }
        this.spilled = new boolean[n];
        this.seen = new boolean[n];
        this.spillDirectory = spillDirectory;
        this.consumer = consumer;
    }

    @Override
    public synchronized void view(ViewRecord record) {
        int slot = slotOfPosition[record.position()];
        if (slot < 0) {
            throw new IllegalArgumentException("run position " + record.position() + " is in no segment of the plan");
        }
        if (seen[slot] || closed) {
            return;
        }
        seen[slot] = true;
        if (slot != next) {
            spill(slot, record);
            return;
        }
        handOn(record);
        next++;
        while (next < sequence.length && spilled[next]) {
            handOn(unspill(next));
            next++;
        }
    }

    /** Rebuilds the view's whole result from {@code record} and the view handed on before, and hands it on. */
    private void handOn(ViewRecord record) {
        if (record.whole()) {
            if (values == null || values.length != record.values().length) {
                values = new long[record.values().length];
                reported = new boolean[record.reported().length];
            }
        } else if (next == 0 || sequence[next - 1] != record.position() - 1 || values == null) {
            throw new IllegalStateException("run position " + record.position() + " holds only its changes, but the view"
                    + " before it in its segment was not handed on just before");
        }
        record.applyTo(values, reported);
        consumer.accept(new CollectionRunner.ViewResult(record.position(), record.view(), record.edges(), record.additions(),
                record.deletions(), record.how(), record.decision(), record.nanos(), values, reported,
                record.whole() ? null : IntArrayList.wrap(record.changed())));
    }

    /** Whether every view of the plan was handed on. */
    public synchronized boolean complete() {
        return next == sequence.length;
    }

    private Path file(int slot) {
        return spillDirectory.resolve(sequence[slot] + ".view");
    }

    private void spill(int slot, ViewRecord record) {
        try {
            Files.createDirectories(spillDirectory);
            try (ObjectOutputStream out = new ObjectOutputStream(new BufferedOutputStream(Files.newOutputStream(file(slot)),
                    1 << 16))) {
                out.writeObject(record);
            }
            spilled[slot] = true;
        } catch (IOException e) {
            throw IoErrors.error("cannot spill a view's results to " + spillDirectory, e);
        }
    }

    private ViewRecord unspill(int slot) {
        Path f = file(slot);
        try (ObjectInputStream in = new ObjectInputStream(new BufferedInputStream(Files.newInputStream(f), 1 << 16))) {
            ViewRecord r = (ViewRecord) in.readObject();
            spilled[slot] = false;
            Files.delete(f);
            return r;
        } catch (IOException | ClassNotFoundException e) {
            throw new IllegalStateException("cannot read back the spilled view " + f, e);
        }
    }

    /** Removes the spill directory and whatever is left in it (after a failure). */
    @Override
    public synchronized void close() {
        closed = true;
        if (!Files.exists(spillDirectory)) {
            return;
        }
        try (Stream<Path> s = Files.walk(spillDirectory)) {
            for (Path p : (Iterable<Path>) s.sorted(Comparator.reverseOrder())::iterator) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            throw IoErrors.error("cannot remove the spill directory " + spillDirectory, e);
        }
    }
}
