package graphsurge.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.engine.internal.exec.ThreadExchange;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * A dataflow reaches its workers through its {@link Exchange} only: given a second transport (a
 * test-only one that counts what passes through the thread exchange it wraps), it routes inputs,
 * trades updates, votes, gathers results and aborts through that transport, with the results of
 * the default one.
 */
class ExchangeSeamTest {
    /** The thread exchange, counting the updates it trades, the votes, the gatherings and the aborts. */
    private static class CountingExchange implements Exchange {
        private final ThreadExchange inner;
        final AtomicLong updatesSent = new AtomicLong();
        final AtomicLong votes = new AtomicLong();
        final AtomicLong gathered = new AtomicLong();
        final AtomicLong aborts = new AtomicLong();

        CountingExchange(int workers) {
            this.inner = new ThreadExchange(workers);
        }

        @Override
        public int workers() {
            return inner.workers();
        }

        @Override
        public UpdateBatch exchange(int worker, UpdateBatch outgoing) throws InterruptedException {
            updatesSent.addAndGet(outgoing.size());
            return inner.exchange(worker, outgoing);
        }

        @Override
        public boolean anyActive(int worker, boolean active) throws InterruptedException {
            votes.incrementAndGet();
            return inner.anyActive(worker, active);
        }

        @Override
        public UpdateBatch gather(UpdateBatch[] parts) {
            gathered.incrementAndGet();
            return inner.gather(parts);
        }

        @Override
        public void abort() {
            aborts.incrementAndGet();
            inner.abort();
        }
    }

    /** Hop distances from vertex 0 along changing edges: the probe of {@code min(join(x, edges) + roots)} in a loop. */
    private static Probe hops(Dataflow df, Input edges, Input roots) {
        Dataflow.Loop loop = df.loop();
        Collection hops = loop.variable()
                .join(loop.enter(edges.collection()), (src, d, dst, out) -> out.emit(dst, d + 1))
                .concat(loop.enter(roots.collection()))
                .reduce(ReduceFunction.MIN);
        loop.set(hops);
        return df.probe(hops);
    }

    /** Each version's changes of the hop distances on random changing graphs, run on {@code df}. */
    private static List<String> changesPerVersion(Dataflow df, long seed) {
        Input edges = df.input();
        Input roots = df.input();
        Probe probe = hops(df, edges, roots);
        SplittableRandom r = new SplittableRandom(seed);
        int n = 12;
        boolean[][] edge = new boolean[n][n];
        roots.send(0, 0, 1);
        List<String> changes = new ArrayList<>();
        for (int v = 0; v < 6; v++) {
            for (int i = 0; i < 1 + r.nextInt(2 * n); i++) {
                int s = r.nextInt(n);
                int t = r.nextInt(n);
                edges.send(s, t, edge[s][t] ? -1 : 1);
                edge[s][t] = !edge[s][t];
            }
            df.run();
            changes.add(describe(probe.drain()));
        }
        return changes;
    }

    /** The updates of a consolidated batch, in order: equal strings, equal batches. */
    private static String describe(UpdateBatch b) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < b.size(); i++) {
            s.append('(').append(b.key(i)).append(',').append(b.value(i)).append(',').append(b.time(i))
                    .append(',').append(b.diff(i)).append(')');
        }
        return s.toString();
    }

    @Test
    void aDataflowOnAnotherTransportGivesTheResultsOfTheThreadExchange() {
        for (long seed = 1; seed <= 10; seed++) {
            CountingExchange counting = new CountingExchange(3);
            List<String> threads = changesPerVersion(new Dataflow(3), seed);
            List<String> other = changesPerVersion(new Dataflow(counting), seed);
            assertEquals(threads, other, "seed " + seed);
            assertTrue(counting.updatesSent.get() > 0, "the updates went through the given exchange");
            assertTrue(counting.votes.get() > 0, "the loop's rounds were decided by the given exchange");
            assertEquals(6, counting.gathered.get(), "each version's result was gathered by the given exchange");
            assertEquals(0, counting.aborts.get(), "nothing failed");
        }
    }

    @Test
    void inputsAreRoutedByTheGivenExchange() {
        Exchange everythingAtWorkerOne = new CountingExchange(2) {
            @Override
            public int owner(long key) {
                return 1;
            }
        };
        Dataflow df = new Dataflow(everythingAtWorkerOne);
        Input in = df.input();
        assertEquals(1, in.owner(0));
        assertEquals(1, in.owner(1));
        UpdateBatch atWorkerZero = new UpdateBatch();
        atWorkerZero.add(7, 7, 0, 1);
        assertThrows(IllegalArgumentException.class, () -> in.sendOwned(new UpdateBatch[] {atWorkerZero, new UpdateBatch()}),
                "worker 0 owns no key under the given exchange's routing");
    }

    @Test
    void aFailingWorkerAbortsTheGivenExchangeAndTheOthersStopWaiting() {
        CountingExchange counting = new CountingExchange(3);
        Dataflow df = new Dataflow(counting);
        Input in = df.input();
        Collection failing = in.collection().map((k, v) -> k, (k, v) -> {
            if (k == 5) {
                throw new IllegalStateException("a worker fails on key 5");
            }
            return v;
        });
        df.probe(failing.reduce(ReduceFunction.MIN));
        for (long key = 0; key < 30; key++) {
            in.send(key, key, 1);
        }
        // Without the abort, the workers that did not fail would wait for the failed one at the reduce's exchange.
        IllegalStateException e = assertTimeoutPreemptively(Duration.ofSeconds(60),
                () -> assertThrows(IllegalStateException.class, df::run));
        assertEquals("a worker fails on key 5", e.getMessage());
        assertTrue(counting.aborts.get() > 0, "the failure aborted the given exchange");
    }
}
