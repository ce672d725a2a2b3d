package graphsurge.gstore.column;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.gstore.schema.PropertySpec;
import graphsurge.gstore.schema.PropertyType;
import java.util.List;
import org.junit.jupiter.api.Test;

class ColumnBuilderTest {
    private static ColumnBuilder builder(PropertyType type, String... values) {
        ColumnBuilder b = ColumnBuilder.of(new PropertySpec("p", type), 2);
        for (String v : values) {
            assertTrue(b.add(v), v);
        }
        return b;
    }

    @Test
    void integersThatFitAreStoredAsInts() {
        IntColumn c = (IntColumn) builder(PropertyType.INT, "1", "-2", "2147483647").build();
        assertNotNull(c.narrow());
        assertNull(c.wide());
        assertEquals(-2, c.get(1));
    }

    @Test
    void largeIntegersAreStoredAsLongs() {
        IntColumn c = (IntColumn) builder(PropertyType.INT, "1", "2147483648").build();
        assertNotNull(c.wide());
        assertEquals(2147483648L, c.get(1));
    }

    @Test
    void emptyValuesAreAbsent() {
        Column c = builder(PropertyType.DOUBLE, "1.5", "", "2").build();
        assertEquals(1, c.absentCount());
        assertFalse(c.isPresent(1));
        assertNull(c.format(1));
        assertEquals("2.0", c.format(2));
    }

    @Test
    void stringDictionaryIsSortedSoCodesCompareLikeStrings() {
        StringColumn c = (StringColumn) builder(PropertyType.STRING, "pear", "apple", "", "pear", "fig").build();
        assertArrayEquals(new String[] {"apple", "fig", "pear"}, c.dictionary());
        assertArrayEquals(new int[] {2, 0, StringColumn.ABSENT, 2, 1}, c.codes());
        assertEquals("pear", c.get(3));
        assertNull(c.get(2));
    }

    @Test
    void rejectedValueAppendsNothing() {
        ColumnBuilder b = builder(PropertyType.BOOL, "true", "FALSE");
        assertFalse(b.add("yes"));
        assertEquals(2, b.size());
        BoolColumn c = (BoolColumn) b.build();
        assertTrue(c.get(0));
        assertFalse(c.get(1));
    }

    @Test
    void truncateRollsBackRowsAndTheirAbsence() {
        ColumnBuilder b = builder(PropertyType.INT, "1", "", "3");
        b.truncate(1);
        assertTrue(b.add("4"));
        IntColumn c = (IntColumn) b.build();
        assertEquals(0, c.absentCount());
        assertEquals(4, c.get(1));
    }

    @Test
    void concatenatedPartsEqualOneBuilder() {
        ColumnBuilder a = builder(PropertyType.STRING, "b", "", "c");
        ColumnBuilder b = builder(PropertyType.STRING, "a", "c");
        StringColumn joined = (StringColumn) ColumnBuilder.concat(List.of(a, b));
        StringColumn whole = (StringColumn) builder(PropertyType.STRING, "b", "", "c", "a", "c").build();
        assertArrayEquals(whole.codes(), joined.codes());
        assertArrayEquals(whole.dictionary(), joined.dictionary());
        assertEquals(whole.present(), joined.present());
    }

    @Test
    void valuesOnlyRejectedRowsHadAreDroppedFromTheDictionary() {
        ColumnBuilder b = builder(PropertyType.STRING, "keep", "drop");
        b.truncate(1);
        assertArrayEquals(new String[] {"keep"}, ((StringColumn) b.build()).dictionary());
    }

    @Test
    void growingPastTheCapacityKeepsEverything() {
        ColumnBuilder b = ColumnBuilder.of(new PropertySpec("p", PropertyType.INT), 1);
        for (int i = 0; i < 10_000; i++) {
            assertTrue(b.add(i % 7 == 0 ? "" : Integer.toString(i)));
        }
        IntColumn c = (IntColumn) b.build();
        for (int i = 0; i < 10_000; i++) {
            assertEquals(i % 7 != 0, c.isPresent(i));
            if (i % 7 != 0) {
                assertEquals(i, c.get(i));
            }
        }
    }
}
