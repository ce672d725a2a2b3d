package graphsurge.vcstore.eval;

import graphsurge.gvdl.ast.Predicate.CompareOp;
import java.util.List;

/**
 * A compiled predicate node: decides a block of edges at once. The comparisons of one worker's
 * trees share one {@link Scratch} (a comparison is done with it when it returns), so a tree is used
 * by one thread: each worker compiles its own.
 */
abstract class EdgeFilter {
    static final int BLOCK = 4096;
    static final int WORDS = BLOCK / 64;

    /** The operand buffers of one worker's comparisons: 160 KiB, however many views there are. */
    static final class Scratch {
        final long[] leftLongs = new long[BLOCK];
        final long[] rightLongs = new long[BLOCK];
        final double[] leftDoubles = new double[BLOCK];
        final double[] rightDoubles = new double[BLOCK];
        final long[] leftPresent = new long[WORDS];
        final long[] rightPresent = new long[WORDS];
    }

    /**
     * Sets bit {@code i} of {@code out} when edge {@code from + i} satisfies the predicate, for
     * {@code i < n <= BLOCK}; bits at and past {@code n} are zero.
     */
    abstract void eval(int from, int n, long[] out);

    static int words(int n) {
        return (n + 63) >>> 6;
    }

    /** Zeroes the bits of the last word at and past {@code n}. */
    static void clip(long[] out, int n) {
        int tail = n & 63;
        if (tail != 0) {
            out[(n >>> 6)] &= (1L << tail) - 1;
        }
    }

    /** Always the same answer (a predicate that folded to a constant). */
    static final class Constant extends EdgeFilter {
        private final boolean value;

        Constant(boolean value) {
            this.value = value;
        }

        @Override
        void eval(int from, int n, long[] out) {
            java.util.Arrays.fill(out, 0, words(n), value ? -1L : 0L);
            clip(out, n);
        }
    }

    static final class And extends EdgeFilter {
        private final List<EdgeFilter> terms;
        private final long[] tmp = new long[WORDS];

        And(List<EdgeFilter> terms) {
            this.terms = terms;
        }

        @Override
        void eval(int from, int n, long[] out) {
            terms.get(0).eval(from, n, out);
            for (int t = 1; t < terms.size(); t++) {
                terms.get(t).eval(from, n, tmp);
                for (int w = 0; w < words(n); w++) {
                    out[w] &= tmp[w];
                }
            }
        }
    }

    static final class Or extends EdgeFilter {
        private final List<EdgeFilter> terms;
        private final long[] tmp = new long[WORDS];

        Or(List<EdgeFilter> terms) {
            this.terms = terms;
        }

        @Override
        void eval(int from, int n, long[] out) {
            terms.get(0).eval(from, n, out);
            for (int t = 1; t < terms.size(); t++) {
                terms.get(t).eval(from, n, tmp);
                for (int w = 0; w < words(n); w++) {
                    out[w] |= tmp[w];
                }
            }
        }
    }

    static final class Not extends EdgeFilter {
        private final EdgeFilter inner;

        Not(EdgeFilter inner) {
            this.inner = inner;
        }

        @Override
        void eval(int from, int n, long[] out) {
            inner.eval(from, n, out);
            for (int w = 0; w < words(n); w++) {
                out[w] = ~out[w];
            }
            clip(out, n);
        }
    }

    /** {@code left op right} where both sides are present. */
    static final class Compare extends EdgeFilter {
        private final Operand left;
        private final Operand right;
        private final CompareOp op;
        private final boolean decimal;
        private final Scratch s;

        Compare(Operand left, CompareOp op, Operand right, Scratch scratch) {
            this.left = left;
            this.right = right;
            this.op = op;
            this.decimal = left.decimal() || right.decimal();
            this.s = scratch;
        }

        @Override
        void eval(int from, int n, long[] out) {
            left.read(from, n, s.leftLongs, s.leftDoubles, s.leftPresent);
            right.read(from, n, s.rightLongs, s.rightDoubles, s.rightPresent);
            if (decimal) {
                compareDoubles(n, out);
            } else {
                compareLongs(n, out);
            }
            for (int w = 0; w < words(n); w++) {
                out[w] &= s.leftPresent[w] & s.rightPresent[w];
            }
            clip(out, n);
        }

        // One loop per operator and primitive type, so that the comparison inside is one instruction
        // (one loop over "which outcomes are accepted" would branch on random data).
        private void compareLongs(int n, long[] out) {
            long[] a = s.leftLongs;
            long[] b = s.rightLongs;
            java.util.Arrays.fill(out, 0, words(n), 0L);
            switch (op) {
                case EQ -> {
                    for (int i = 0; i < n; i++) {
                        out[i >>> 6] |= (a[i] == b[i] ? 1L : 0L) << i;
                    }
                }
                case NE -> {
                    for (int i = 0; i < n; i++) {
                        out[i >>> 6] |= (a[i] != b[i] ? 1L : 0L) << i;
                    }
                }
                case LT -> {
                    for (int i = 0; i < n; i++) {
                        out[i >>> 6] |= (a[i] < b[i] ? 1L : 0L) << i;
                    }
                }
                case LE -> {
                    for (int i = 0; i < n; i++) {
                        out[i >>> 6] |= (a[i] <= b[i] ? 1L : 0L) << i;
                    }
                }
                case GT -> {
                    for (int i = 0; i < n; i++) {
                        out[i >>> 6] |= (a[i] > b[i] ? 1L : 0L) << i;
                    }
                }
                case GE -> {
                    for (int i = 0; i < n; i++) {
                        out[i >>> 6] |= (a[i] >= b[i] ? 1L : 0L) << i;
                    }
                }
            }
        }

        private void compareDoubles(int n, long[] out) {
            double[] a = s.leftDoubles;
            double[] b = s.rightDoubles;
            java.util.Arrays.fill(out, 0, words(n), 0L);
            switch (op) {
                case EQ -> {
                    for (int i = 0; i < n; i++) {
                        out[i >>> 6] |= (a[i] == b[i] ? 1L : 0L) << i;
                    }
                }
                case NE -> {
                    for (int i = 0; i < n; i++) {
                        out[i >>> 6] |= (a[i] != b[i] ? 1L : 0L) << i;
                    }
                }
                case LT -> {
                    for (int i = 0; i < n; i++) {
                        out[i >>> 6] |= (a[i] < b[i] ? 1L : 0L) << i;
                    }
                }
                case LE -> {
                    for (int i = 0; i < n; i++) {
                        out[i >>> 6] |= (a[i] <= b[i] ? 1L : 0L) << i;
                    }
                }
                case GT -> {
                    for (int i = 0; i < n; i++) {
                        out[i >>> 6] |= (a[i] > b[i] ? 1L : 0L) << i;
                    }
                }
                case GE -> {
                    for (int i = 0; i < n; i++) {
                        out[i >>> 6] |= (a[i] >= b[i] ? 1L : 0L) << i;
                    }
                }
            }
        }
    }

    /**
     * A string property against a literal: the dictionary is sorted, so the comparison is a
     * range of codes {@code [low, high)}, inside or outside.
     */
    static final class CodeRange extends EdgeFilter {
        private final Operand operand;
        private final long low;
        private final long high;
        private final boolean inside;
        private final Scratch s;

        CodeRange(Operand operand, long low, long high, boolean inside, Scratch scratch) {
            this.operand = operand;
            this.low = low;
            this.high = high;
            this.inside = inside;
            this.s = scratch;
        }

        @Override
        void eval(int from, int n, long[] out) {
            long[] codes = s.leftLongs;
            long[] present = s.leftPresent;
            operand.read(from, n, codes, s.leftDoubles, present);
            java.util.Arrays.fill(out, 0, words(n), 0L);
            for (int i = 0; i < n; i++) {
                boolean in = codes[i] >= low && codes[i] < high;
                out[i >>> 6] |= (in == inside ? 1L : 0L) << i;
            }
            for (int w = 0; w < words(n); w++) {
                out[w] &= present[w];
            }
            clip(out, n);
        }
    }
}
