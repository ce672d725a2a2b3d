package graphsurge.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import graphsurge.engine.internal.exec.ThreadExchange;
import java.time.Duration;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * Whatever fails one worker of a run (its function throws, it is interrupted, it reaches the
 * deadline, or the exchange throws under it), and wherever in the run (before, between or after
 * the exchanges and votes, while the others compute or wait), the run ends promptly with that
 * failure instead of leaving the other workers waiting for it, and the dataflow cannot run again.
 */
class FailingRunsTest {
    /** A run ends within this, or it hangs: a normal run here takes milliseconds. */
    private static final Duration PROMPTLY = Duration.ofSeconds(5);

    private enum Kind { FUNCTION, INTERRUPT, DEADLINE, EXCHANGE_BEFORE, EXCHANGE_AFTER }

    /**
     * One failure, injected at the {@code at}-th call of the loop's function (whichever worker
     * makes it) or at worker {@code worker}'s {@code at}-th crossing of the thread exchange it
     * wraps (an exchange or a vote; before or after the barriers).
     */
    private static final class Fault implements Exchange {
        final Kind kind;
        final int worker;
        final int at;
        final IllegalStateException thrown = new IllegalStateException("the injected failure");
        private final ThreadExchange inner;
        private final AtomicInteger functionCalls = new AtomicInteger();
        /** Crossings of the exchange by {@code worker}, counted by its thread only. */
        private int crossings;
        private Dataflow dataflow;
        volatile boolean injected;

        Fault(int workers, Kind kind, int worker, int at) {
            this.inner = new ThreadExchange(workers);
            this.kind = kind;
            this.worker = worker;
            this.at = at;
        }

        /** Called by the loop's function on each record. */
        void onFunctionCall() {
            boolean byFunction = kind == Kind.FUNCTION || kind == Kind.INTERRUPT || kind == Kind.DEADLINE;
            if (!byFunction || functionCalls.getAndIncrement() != at) {
                return;
            }
            injected = true;
            switch (kind) {
                case FUNCTION -> throw thrown;
                case INTERRUPT -> Thread.currentThread().interrupt();
                case DEADLINE -> dataflow.deadline(System.nanoTime() - 1);
                default -> throw new AssertionError(kind);
            }
        }

        private boolean failsAt(int w) {
            return (kind == Kind.EXCHANGE_BEFORE || kind == Kind.EXCHANGE_AFTER) && w == worker && crossings++ == at;
        }

        private void fail(Kind where) {
            if (kind == where) {
                injected = true;
                throw thrown;
            }
        }

        @Override
        public int workers() {
            return inner.workers();
        }

        @Override
        public UpdateBatch exchange(int w, UpdateBatch outgoing) throws InterruptedException {
            boolean failing = failsAt(w);
            if (failing) {
                fail(Kind.EXCHANGE_BEFORE);
            }
            UpdateBatch incoming = inner.exchange(w, outgoing);
            if (failing) {
                fail(Kind.EXCHANGE_AFTER);
            }
            return incoming;
        }

        @Override
        public boolean anyActive(int w, boolean active) throws InterruptedException {
            boolean failing = failsAt(w);
            if (failing) {
                fail(Kind.EXCHANGE_BEFORE);
            }
            boolean any = inner.anyActive(w, active);
            if (failing) {
                fail(Kind.EXCHANGE_AFTER);
            }
            return any;
        }

        @Override
        public UpdateBatch gather(UpdateBatch[] parts) {
            return inner.gather(parts);
        }

        @Override
        public void abort() {
            inner.abort();
        }
    }

    /** Hop distances from vertex 0 on {@code fault}'s workers, the loop's function reporting each record to it. */
    private static Dataflow hops(Fault fault, Input[] inputs) {
        Dataflow df = new Dataflow(fault);
        fault.dataflow = df;
        Input edges = df.input();
        Input roots = df.input();
        Dataflow.Loop loop = df.loop();
        Collection hops = loop.variable()
                .map((k, v) -> k, (k, v) -> {
                    fault.onFunctionCall();
                    return v;
                })
                .join(loop.enter(edges.collection()), (src, d, dst, out) -> out.emit(dst, d + 1))
                .concat(loop.enter(roots.collection()))
                .reduce(ReduceFunction.MIN);
        loop.set(hops);
        df.probe(hops);
        inputs[0] = edges;
        inputs[1] = roots;
        return df;
    }

    /** What the run ends with when {@code fault} struck in it. */
    private static void assertIsTheFault(Fault fault, RuntimeException e, String where) {
        switch (fault.kind) {
            case FUNCTION, EXCHANGE_BEFORE, EXCHANGE_AFTER -> assertSame(fault.thrown, e, where);
            // An interrupted worker stops at its next operator's step (a cancellation) or barrier.
            case INTERRUPT -> assertTrue(e instanceof java.util.concurrent.CancellationException
                    || e.getCause() instanceof InterruptedException, where + ": " + e);
            case DEADLINE -> assertInstanceOf(DeadlineExceeded.class, e, where);
            default -> fail(where);
        }
    }

    @Test
    void aRunFailingAnywhereEndsPromptlyWithItsFailure() {
        Kind[] kinds = Kind.values();
        for (long seed = 1; seed <= 250; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            int workers = 2 + r.nextInt(3);
            Kind kind = kinds[r.nextInt(kinds.length)];
            boolean byFunction = kind == Kind.FUNCTION || kind == Kind.INTERRUPT || kind == Kind.DEADLINE;
            Fault fault = new Fault(workers, kind, r.nextInt(workers), r.nextInt(byFunction ? 40 : 30));
            String where = "seed " + seed + ": " + workers + " workers, " + kind + " at " + fault.at
                    + (byFunction ? "" : " of worker " + fault.worker);
            Input[] inputs = new Input[2];
            Dataflow df = hops(fault, inputs);
            int n = 10;
            inputs[1].send(0, 0, 1);
            for (int version = 0; version < 3; version++) {
                for (int i = 0; i < 2 * n; i++) {
                    inputs[0].send(r.nextInt(n), r.nextInt(n), 1);
                }
                RuntimeException failure = assertTimeoutPreemptively(PROMPTLY, () -> {
                    try {
                        df.run();
                        return null;
                    } catch (RuntimeException e) {
                        return e;
                    }
                }, () -> where + ": the run hangs");
                if (failure == null) {
                    assertEquals(false, fault.injected, where + ": the failure was injected, yet the run succeeded");
                    continue;
                }
                assertEquals(true, fault.injected, where + ": the run failed with no failure injected: " + failure);
                assertIsTheFault(fault, failure, where);
                IllegalStateException again = assertThrows(IllegalStateException.class,
                        () -> assertTimeoutPreemptively(PROMPTLY, () -> df.run()), where + ": the dataflow ran again");
                assertTrue(again.getMessage().endsWith("cannot run again"), where + ": " + again.getMessage());
                break;
            }
        }
    }
}
