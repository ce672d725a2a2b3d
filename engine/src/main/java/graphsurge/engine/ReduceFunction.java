package graphsurge.engine;

import java.util.function.LongUnaryOperator;

/**
 * What a reduce computes for one key from the key's accumulated input: the values with their
 * non-zero counts, sorted by value. It emits the key's output values with their counts.
 */
@FunctionalInterface
public interface ReduceFunction {
    void apply(long key, long[] values, long[] counts, int size, Output output);

    /** Receives the output of one key. */
    @FunctionalInterface
    interface Output {
        void emit(long value, long count);
    }

    /** The smallest value with a positive count, once (the kernel of BFS, SSSP, WCC). */
    ReduceFunction MIN = (key, values, counts, size, output) -> {
        for (int i = 0; i < size; i++) {
            if (counts[i] > 0) {
                output.emit(values[i], 1);
                return;
            }
        }
    };

    /** The largest value with a positive count, once. */
    ReduceFunction MAX = (key, values, counts, size, output) -> {
        for (int i = size - 1; i >= 0; i--) {
            if (counts[i] > 0) {
                output.emit(values[i], 1);
                return;
            }
        }
    };

    /** The sum of the key's values, each taken as many times as its count, once the key has records. */
    ReduceFunction SUM = (key, values, counts, size, output) -> {
        long total = 0;
        for (int i = 0; i < size; i++) {
            total += values[i] * counts[i];
        }
        if (size > 0) {
            output.emit(total, 1);
        }
    };

    /** Each value with a positive count, once (distinct). */
    ReduceFunction DISTINCT = (key, values, counts, size, output) -> {
        for (int i = 0; i < size; i++) {
            if (counts[i] > 0) {
                output.emit(values[i], 1);
            }
        }
    };

    /** The number of records of the key (the sum of counts), when not zero. */
    ReduceFunction COUNT = (key, values, counts, size, output) -> {
        long total = 0;
        for (int i = 0; i < size; i++) {
            total += counts[i];
        }
        if (total != 0) {
            output.emit(total, 1);
        }
    };

    /**
     * Each value with its count replaced by {@code newCount.applyAsLong(count)}, dropped when that
     * is zero (Differential Dataflow's threshold; {@link #DISTINCT} is the threshold to 1 of
     * positive counts).
     */
    static ReduceFunction threshold(LongUnaryOperator newCount) {
        return (key, values, counts, size, output) -> {
            for (int i = 0; i < size; i++) {
                long count = newCount.applyAsLong(counts[i]);
                if (count != 0) {
                    output.emit(values[i], count);
                }
            }
        };
    }
}
