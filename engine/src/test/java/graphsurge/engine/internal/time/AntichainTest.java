package graphsurge.engine.internal.time;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class AntichainTest {
    @Test
    void insertKeepsOnlyTheMinimalElements() {
        Antichain a = Antichain.of(Times.of(2, 0, 0), Times.of(0, 3, 0), Times.of(2, 1, 0), Times.of(1, 0, 0));
        assertEquals(2, a.size(), "(2,0) and (2,1) are after (1,0)");
        assertTrue(a.lessEqual(Times.of(1, 5, 0)));
        assertFalse(a.lessEqual(Times.of(0, 2, 0)));
    }

    @Test
    void advancingPreservesWhatEveryLaterTimeSees() {
        SplittableRandom r = new SplittableRandom(9);
        for (int i = 0; i < 10_000; i++) {
            Antichain f = Antichain.of(Times.of(r.nextInt(5), r.nextInt(5), 0), Times.of(r.nextInt(5), r.nextInt(5), 0));
            long t = Times.of(r.nextInt(6), r.nextInt(6), r.nextInt(2));
            long s = Times.of(r.nextInt(7), r.nextInt(7), r.nextInt(3));
            if (f.lessEqual(s)) {
                assertEquals(Times.lessEqual(t, s), Times.lessEqual(f.advance(t), s));
            }
        }
    }

    /** Compaction advances a trace's times at every merge: times advanced once must stay as they are. */
    @Test
    void advancingTwiceIsAdvancingOnce() {
        SplittableRandom r = new SplittableRandom(11);
        for (int i = 0; i < 10_000; i++) {
            Antichain f = Antichain.of(Times.of(r.nextInt(5), r.nextInt(5), r.nextInt(3)),
                    Times.of(r.nextInt(5), r.nextInt(5), r.nextInt(3)), Times.of(r.nextInt(5), r.nextInt(5), r.nextInt(3)));
            long t = Times.of(r.nextInt(6), r.nextInt(6), r.nextInt(4));
            assertEquals(f.advance(t), f.advance(f.advance(t)), "t " + t);
        }
    }
}
