package graphsurge.gstore.column;

import java.util.Arrays;

/**
 * A fixed-size bitset over {@code long} words, exposed so that hot loops can work on the words
 * directly. Bits beyond {@link #size()} in the last word are always zero.
 */
public final class Bits {
    private final long[] words;
    private final int size;

    public Bits(int size) {
        this(new long[wordsFor(size)], size);
    }

    /** Wraps existing words; bits at or beyond {@code size} must be zero. */
    public Bits(long[] words, int size) {
        if (size < 0 || words.length != wordsFor(size)) {
            throw new IllegalArgumentException(
                    "a bitset of " + size + " bits needs " + wordsFor(size) + " words, got " + words.length);
        }
        this.words = words;
        this.size = size;
    }

    public static int wordsFor(int size) {
        return (int) (((long) size + 63) >>> 6);
    }

    public int size() {
        return size;
    }

    public long[] words() {
        return words;
    }

    public boolean get(int i) {
        return (words[i >>> 6] & (1L << i)) != 0;
    }

    public void set(int i) {
        words[i >>> 6] |= 1L << i;
    }

    public void clear(int i) {
        words[i >>> 6] &= ~(1L << i);
    }

    public int cardinality() {
        int count = 0;
        for (long w : words) {
            count += Long.bitCount(w);
        }
        return count;
    }

    /** The bits {@code 0..newSize-1} of this set, as a new set. */
    public Bits copyOf(int newSize) {
        Bits copy = new Bits(Arrays.copyOf(words, wordsFor(newSize)), newSize);
        copy.clearTail();
        return copy;
    }

    /** A new set whose bit {@code i} is this set's bit {@code from[i]}. */
    public Bits gather(int[] from) {
        Bits out = new Bits(from.length);
        for (int i = 0; i < from.length; i++) {
            if (get(from[i])) {
                out.set(i);
            }
        }
        return out;
    }

    private void clearTail() {
        int tail = size & 63;
        if (tail != 0) {
            words[words.length - 1] &= (1L << tail) - 1;
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Bits other && other.size == size && Arrays.equals(other.words, words);
    }

    @Override
    public int hashCode() {
        return 31 * size + Arrays.hashCode(words);
    }
}
