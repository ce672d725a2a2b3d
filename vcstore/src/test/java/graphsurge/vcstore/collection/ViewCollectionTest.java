package graphsurge.vcstore.collection;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** How a collection reads when printed: names, not array addresses. */
class ViewCollectionTest {
    @Test
    void printsItsViewsByNameInBothOrdersAndItsDifferences() {
        // Views a {1, 2}, b {2}, c {2, 3}, run as b, a, c: b adds 2; a adds 1; c removes 1 and adds 3.
        ViewCollection c = new ViewCollection("w", 0xabcL, List.of("a", "b", "c"), List.of("[x]", "[y]", "[z]"),
                new int[] {1, 0, 2}, "greedy", 6, new int[] {2, 1, 2},
                new int[][] {{2}, {1}, {3}}, new int[][] {{}, {}, {1}});
        assertEquals("ViewCollection[name=w, views=3 [a, b, c], runOrder=[b, a, c], orderingMethod=greedy,"
                + " differences=4, userDifferences=6, graphFingerprint=0000000000000abc]", c.toString());
    }

    @Test
    void listsTheFirstTenNamesAndCountsTheRest() {
        int k = 12;
        List<String> names = new ArrayList<>();
        int[] order = new int[k];
        int[][] empty = new int[k][0];
        for (int i = 0; i < k; i++) {
            names.add("v" + i);
            order[i] = k - 1 - i;
        }
        String s = new ViewCollection("big", 1, names, names, order, "manual", 0, new int[k], empty, empty).toString();
        assertEquals("ViewCollection[name=big, views=12 [v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, ... 2 more],"
                + " runOrder=[v11, v10, v9, v8, v7, v6, v5, v4, v3, v2, ... 2 more], orderingMethod=manual,"
                + " differences=0, userDifferences=0, graphFingerprint=0000000000000001]", s);
    }
}
