package graphsurge.engine.internal.operators;

import graphsurge.engine.internal.time.Antichain;
import graphsurge.engine.internal.time.Times;
import it.unimi.dsi.fastutil.longs.Long2IntOpenHashMap;
import it.unimi.dsi.fastutil.longs.LongArrays;
import java.util.Arrays;

/**
 * The (key, time) pairs a reduce has still to evaluate at times its input frontier has not passed
 * yet, grouped by time: one bucket of keys per distinct time. A step asks whether each bucket's
 * time is complete once and takes whole buckets, so taking the due pairs costs O(B + d log d) for B
 * distinct pending times and d pairs taken, whatever the number of pairs still waiting at later
 * times (a loop's keys wait at the rounds their histories hold, many rounds ahead, while each round
 * takes only its own). B is small: the rounds and versions in flight.
 *
 * <p>A pair may be added more than once (a key's pending time found again from its history while it
 * waits); {@link #takeDue} returns each pair once.
 */
final class PendingTimes {
    // Bucket b holds keys[b][0, counts[b]) at times[b]; buckets [size, keys.length) are spare
    // arrays kept for reuse.
    private long[] times = new long[8];
    private long[][] keys = new long[8][];
    private int[] counts = new int[8];
    private int buckets;
    private long pairs;
    private final Long2IntOpenHashMap bucketOf = new Long2IntOpenHashMap();
    // The bucket of the last pair added, -1 once buckets move: a step adds most of its pairs at
    // one or two times (the next round), which then skip the map.
    private long lastTime;
    private int lastBucket = -1;

    // The meet of the buckets' times: no pair is due while a step's upper is at or before it.
    private long floor;

    // The pairs the last takeDue returned, sorted by key, then time.
    private long[] dueKeys = new long[16];
    private long[] dueTimes = new long[16];

    PendingTimes() {
        bucketOf.defaultReturnValue(-1);
    }

    void add(long key, long time) {
        int b = lastBucket >= 0 && time == lastTime ? lastBucket : bucketOf.get(time);
        if (b < 0) {
            b = newBucket(time);
        }
        lastTime = time;
        lastBucket = b;
        long[] k = keys[b];
        if (counts[b] == k.length) {
            k = Arrays.copyOf(k, 2 * k.length);
            keys[b] = k;
        }
        k[counts[b]++] = key;
        pairs++;
    }

    private int newBucket(long time) {
        floor = buckets == 0 ? time : Times.meet(floor, time);
        if (buckets == times.length) {
            int grown = 2 * buckets;
            times = Arrays.copyOf(times, grown);
            keys = Arrays.copyOf(keys, grown);
            counts = Arrays.copyOf(counts, grown);
        }
        int b = buckets++;
        if (keys[b] == null) {
            keys[b] = new long[4];
        }
        times[b] = time;
        counts[b] = 0;
        bucketOf.put(time, b);
        return b;
    }

    /**
     * Takes every pair whose time is not at or after {@code upper} (every pair when {@code upper} is
     * empty) into {@link #dueKeys()}/{@link #dueTimes()}, sorted by key then time without repeats,
     * and returns how many. O(1) while {@code upper} is at or before the meet of the pending times
     * (the rounds a loop's delayed values wait for), else O(B + d log d).
     */
    int takeDue(Antichain upper) {
        if (buckets == 0 || !upper.isEmpty() && upper.lessEqual(floor)) {
            return 0;
        }
        int taken = 0;
        int b = 0;
        while (b < buckets) {
            long time = times[b];
            if (!upper.isEmpty() && upper.lessEqual(time)) {
                b++;
                continue;
            }
            int c = counts[b];
            if (dueKeys.length < taken + c) {
                int grown = Math.max(taken + c, 2 * dueKeys.length);
                dueKeys = Arrays.copyOf(dueKeys, grown);
                dueTimes = Arrays.copyOf(dueTimes, grown);
            }
            System.arraycopy(keys[b], 0, dueKeys, taken, c);
            Arrays.fill(dueTimes, taken, taken + c, time);
            taken += c;
            pairs -= c;
            removeBucket(b); // the last bucket moves to b, which is examined next
        }
        for (int i = 0; i < buckets; i++) {
            floor = i == 0 ? times[0] : Times.meet(floor, times[i]);
        }
        if (taken > 1) {
            LongArrays.quickSort(dueKeys, dueTimes, 0, taken);
            int distinct = 1;
            for (int i = 1; i < taken; i++) {
                if (dueKeys[i] != dueKeys[distinct - 1] || dueTimes[i] != dueTimes[distinct - 1]) {
                    dueKeys[distinct] = dueKeys[i];
                    dueTimes[distinct] = dueTimes[i];
                    distinct++;
                }
            }
            taken = distinct;
        }
        return taken;
    }

    /** Moves the last bucket into {@code b}; b's array becomes the spare one at the end. */
    private void removeBucket(int b) {
        lastBucket = -1;
        bucketOf.remove(times[b]);
        int last = --buckets;
        if (b != last) {
            long[] spare = keys[b];
            times[b] = times[last];
            keys[b] = keys[last];
            counts[b] = counts[last];
            keys[last] = spare;
            bucketOf.put(times[b], b);
        }
        counts[last] = 0;
    }

    /** The keys of the pairs the last {@link #takeDue} took (its count of them is valid). */
    long[] dueKeys() {
        return dueKeys;
    }

    /** The times of the pairs the last {@link #takeDue} took, beside {@link #dueKeys()}. */
    long[] dueTimes() {
        return dueTimes;
    }

    /** Whether some pending time is not at or after {@code end}. O(B). */
    boolean hasBefore(Antichain end) {
        for (int b = 0; b < buckets; b++) {
            if (!end.lessEqual(times[b])) {
                return true;
            }
        }
        return false;
    }

    /** The pairs waiting, repeats included. */
    long size() {
        return pairs;
    }
}
