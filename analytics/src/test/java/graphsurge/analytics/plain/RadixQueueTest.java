package graphsurge.analytics.plain;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.util.PriorityQueue;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link RadixQueue} pops labels in the order a priority queue gives them, for Dijkstra-like
 * (monotone) pushes; it and {@link LevelQueue} pop a whole label at once.
 */
class RadixQueueTest {
    @Test
    void popsLabelsInOrderForMonotonePushes() {
        for (long seed = 1; seed <= 50; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            RadixQueue queue = new RadixQueue();
            PriorityQueue<long[]> expected = new PriorityQueue<>((a, b) -> Long.compare(a[0], b[0]));
            // Several searches in one queue: each starts from arbitrary labels once the queue is empty.
            for (int search = 0; search < 3; search++) {
                for (int k = r.nextInt(1, 20); k > 0; k--) {
                    long label = bits(r.nextInt(0, 1000) / 4.0);
                    queue.push(label, k);
                    expected.add(new long[] {label, k});
                }
                // Relaxing pushes labels at or above the one popped, equal ones (zero weights) included.
                popAllInOrder(queue, expected, r, label -> bits(Double.longBitsToDouble(label)
                        + (r.nextInt(4) == 0 ? 0 : r.nextInt(1, 400) / 8.0)), "seed " + seed);
                assertTrue(queue.isEmpty(), "seed " + seed);
            }
        }
    }

    /**
     * Labels as any non-negative longs, not only the bits of round doubles: pushes one above the
     * last popped (they differ in the lowest bits, the first buckets), a few above, and far above
     * (the highest buckets), so that an entry put one bucket too low or too high pops out of order.
     */
    @Test
    void popsArbitraryLabelsInOrderWhateverBitTheyDifferIn() {
        for (long seed = 1; seed <= 200; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            RadixQueue queue = new RadixQueue();
            PriorityQueue<long[]> expected = new PriorityQueue<>((a, b) -> Long.compare(a[0], b[0]));
            long start = r.nextInt(4) == 0 ? 0 : r.nextLong(Long.MAX_VALUE / 2);
            for (int k = r.nextInt(1, 8); k > 0; k--) {
                long label = start + r.nextInt(4);
                queue.push(label, k);
                expected.add(new long[] {label, k});
            }
            popAllInOrder(queue, expected, r, label -> {
                long above = switch (r.nextInt(4)) {
                    case 0 -> 0;
                    case 1 -> 1;
                    case 2 -> r.nextLong(1, 64);
                    default -> r.nextLong(1, (Long.MAX_VALUE - label) / 2 + 2);
                };
                return label + Math.min(above, Long.MAX_VALUE - label);
            }, "seed " + seed);
            assertTrue(queue.isEmpty(), "seed " + seed);
        }
    }

    /**
     * Pops every entry, checking each label against {@code expected}'s smallest, and after each pop
     * pushes up to two labels {@code above} gives for the popped one (at or above it), into both.
     */
    private static void popAllInOrder(RadixQueue queue, PriorityQueue<long[]> expected, SplittableRandom r,
            java.util.function.LongUnaryOperator above, String what) {
        while (!expected.isEmpty()) {
            long label = expected.poll()[0];
            assertEquals(label, queue.topKey(), what);
            queue.pop();
            for (int k = r.nextInt(0, 3); k > 0 && expected.size() < 2000; k--) {
                long next = above.applyAsLong(label);
                queue.push(next, k);
                expected.add(new long[] {next, k});
            }
        }
    }

    @Test
    void aLabelBelowTheLastPoppedIsRefused() {
        RadixQueue queue = new RadixQueue();
        queue.push(bits(2.0), 1);
        queue.push(bits(3.0), 2);
        queue.pop();
        assertThrows(IllegalStateException.class, () -> queue.push(bits(1.0), 3));
        queue.clear();
        queue.push(bits(1.0), 3); // a cleared queue starts over
        assertEquals(3, queue.pop());
    }

    @Test
    void popSmallestTakesEveryEntryOfTheSmallestLabelAndTakesThatLabelAgain() {
        for (LabelQueue queue : new LabelQueue[] {new RadixQueue(), new LevelQueue()}) {
            String name = queue.getClass().getSimpleName();
            queue.push(3, 1);
            queue.push(5, 2);
            queue.push(3, 3);
            IntArrayList popped = new IntArrayList();
            queue.popSmallest(popped);
            int[] vertices = popped.toIntArray();
            java.util.Arrays.sort(vertices);
            assertArrayEquals(new int[] {1, 3}, vertices, name);
            assertTrue(queue.accepts(3), name + ": the label just taken may come back (a zero weight)");
            queue.push(3, 4);
            assertEquals(3, queue.topKey(), name);
            assertEquals(4, queue.pop(), name);
            assertEquals(5, queue.topKey(), name);
            assertEquals(queue instanceof LevelQueue, queue.accepts(4), name + ": only a level queue takes a label below its floor");
            assertEquals(2, queue.pop(), name);
            assertTrue(queue.isEmpty(), name);
        }
    }

    private static long bits(double d) {
        return Double.doubleToLongBits(d);
    }
}
