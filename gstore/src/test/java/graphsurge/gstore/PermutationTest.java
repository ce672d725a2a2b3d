package graphsurge.gstore;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class PermutationTest {
    @Test
    void swapsKeepEveryIdAtItsPosition() {
        SplittableRandom r = new SplittableRandom(7);
        int n = 50;
        int[] order = new int[n];
        int[] position = new int[n];
        for (int i = 0; i < n; i++) {
            order[i] = n - 1 - i;
            position[n - 1 - i] = i;
        }
        for (int step = 0; step < 1000; step++) {
            int i = r.nextInt(n);
            int j = r.nextInt(n);
            int a = order[i];
            int b = order[j];
            Permutation.swap(order, position, i, j);
            assertEquals(b, order[i]);
            assertEquals(a, order[j]);
            for (int x = 0; x < n; x++) {
                assertEquals(x, order[position[x]], "id " + x + " after step " + step);
            }
        }
    }

    @Test
    void swappingAPositionWithItselfChangesNothing() {
        int[] order = {2, 0, 1};
        int[] position = {1, 2, 0};
        Permutation.swap(order, position, 1, 1);
        assertArrayEquals(new int[] {2, 0, 1}, order);
        assertArrayEquals(new int[] {1, 2, 0}, position);
    }
}
