package graphsurge.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The built-in reduce functions on one key's input: values 1, 3, 5 with counts 2, -1, 1. */
class ReduceFunctionTest {
    private static final long[] VALUES = {1, 3, 5};
    private static final long[] COUNTS = {2, -1, 1};

    private static List<List<Long>> apply(ReduceFunction f) {
        List<List<Long>> out = new ArrayList<>();
        f.apply(7, VALUES, COUNTS, VALUES.length, (value, count) -> out.add(List.of(value, count)));
        return out;
    }

    @Test
    void minAndMaxSkipValuesWithoutPositiveCounts() {
        assertEquals(List.of(List.of(1L, 1L)), apply(ReduceFunction.MIN));
        assertEquals(List.of(List.of(5L, 1L)), apply(ReduceFunction.MAX));
        List<List<Long>> out = new ArrayList<>();
        ReduceFunction.MAX.apply(7, new long[] {4, 9}, new long[] {1, -2}, 2, (v, c) -> out.add(List.of(v, c)));
        assertEquals(List.of(List.of(4L, 1L)), out, "9 has a negative count: 4 is the largest present value");
    }

    @Test
    void sumAndCountWeighValuesByTheirCounts() {
        assertEquals(List.of(List.of(1L * 2 - 3 + 5, 1L)), apply(ReduceFunction.SUM));
        assertEquals(List.of(List.of(2L, 1L)), apply(ReduceFunction.COUNT));
    }

    @Test
    void distinctAndThresholdRewriteCounts() {
        assertEquals(List.of(List.of(1L, 1L), List.of(5L, 1L)), apply(ReduceFunction.DISTINCT));
        assertEquals(List.of(List.of(1L, 20L), List.of(3L, -10L), List.of(5L, 10L)), apply(ReduceFunction.threshold(c -> 10 * c)));
        assertEquals(List.of(List.of(1L, 1L)), apply(ReduceFunction.threshold(c -> c >= 2 ? 1 : 0)));
    }
}
