package graphsurge.gstore.column;

/**
 * Allocation-free parsing of integers and simple decimals, for the loading hot loop.
 *
 * <p>{@link Double#parseDouble} and {@link Long#parseLong} are correct but slow on the common
 * case and throw on bad input; these methods handle the common forms directly and report failure
 * through a sentinel check instead of an exception.
 */
public final class NumberParsing {
    private static final double[] POWERS_OF_TEN = {
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22
    };

    private NumberParsing() {}

    /**
     * Whether {@code s} is a decimal integer in canonical form: an optional '-', then "0" or digits
     * not starting with '0', within the range of {@code long}. Canonical ids can be stored as
     * numbers and printed back unchanged.
     */
    public static boolean isCanonicalLong(String s) {
        int n = s.length();
        int i = 0;
        if (n > 0 && s.charAt(0) == '-') {
            i = 1;
            if (n == 2 && s.charAt(1) == '0') {
                return false;
            }
        }
        if (i >= n || n - i > 19) {
            return false;
        }
        if (s.charAt(i) == '0' && n - i > 1) {
            return false;
        }
        for (int k = i; k < n; k++) {
            char c = s.charAt(k);
            if (c < '0' || c > '9') {
                return false;
            }
        }
        if (n - i == 19) {
            // Compare as strings against the extreme values to rule out overflow.
            String limit = i == 1 ? "9223372036854775808" : "9223372036854775807";
            return s.substring(i).compareTo(limit) <= 0;
        }
        return true;
    }

    /** Parses a string that {@link #isCanonicalLong} accepted. */
    public static long parseCanonicalLong(String s) {
        int n = s.length();
        boolean negative = s.charAt(0) == '-';
        long value = 0;
        for (int i = negative ? 1 : 0; i < n; i++) {
            value = value * 10 - (s.charAt(i) - '0');
        }
        return negative ? value : -value;
    }

    /**
     * Whether {@code s} is an integer: optional sign, then decimal digits, within {@code long}.
     * Leading zeros are allowed here (property values, unlike ids, are not printed back as typed).
     */
    public static boolean isLong(String s) {
        int n = s.length();
        int i = 0;
        if (n > 0 && (s.charAt(0) == '-' || s.charAt(0) == '+')) {
            i = 1;
        }
        if (i >= n) {
            return false;
        }
        long value = 0;
        boolean negative = s.charAt(0) == '-';
        for (; i < n; i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') {
                return false;
            }
            int digit = c - '0';
            // Accumulate negatively: Long.MIN_VALUE has no positive counterpart.
            if (value < (Long.MIN_VALUE + digit) / 10) {
                return false;
            }
            value = value * 10 - digit;
        }
        return negative || value != Long.MIN_VALUE;
    }

    /** Parses a string that {@link #isLong} accepted. */
    public static long parseLong(String s) {
        int n = s.length();
        boolean negative = s.charAt(0) == '-';
        int i = (negative || s.charAt(0) == '+') ? 1 : 0;
        long value = 0;
        for (; i < n; i++) {
            value = value * 10 - (s.charAt(i) - '0');
        }
        return negative ? value : -value;
    }

    /**
     * Parses a decimal number ({@code 12}, {@code -0.5}, {@code 1e-3}, {@code Infinity}), or
     * returns NaN when {@code s} is not one. Literal NaN is not accepted as a value, nor a finite
     * number too large for a double ({@code 1e309}): only the word Infinity means infinity.
     *
     * <p>Plain decimals with at most 15 significant digits and a small scale take the exact fast
     * path (an integer divided by an exact power of ten is correctly rounded); the rest go to
     * {@link Double#parseDouble}.
     */
    public static double parseDouble(String s) {
        int n = s.length();
        if (n == 0) {
            return Double.NaN;
        }
        int i = 0;
        boolean negative = false;
        char first = s.charAt(0);
        if (first == '-' || first == '+') {
            negative = first == '-';
            i = 1;
        }
        long mantissa = 0;
        int digits = 0;
        int scale = 0;
        boolean seenPoint = false;
        boolean simple = i < n;
        for (; i < n; i++) {
            char c = s.charAt(i);
            if (c >= '0' && c <= '9') {
                if (digits < 16) {
                    mantissa = mantissa * 10 + (c - '0');
                    if (mantissa != 0) {
                        digits++;
                    }
                    if (seenPoint) {
                        scale++;
                    }
                } else {
                    simple = false;
                    break;
                }
            } else if (c == '.' && !seenPoint) {
                seenPoint = true;
            } else {
                simple = false;
                break;
            }
        }
        if (simple && digits <= 15 && scale <= 22 && !(seenPoint && n - (negative || first == '+' ? 1 : 0) == 1)) {
            double v = mantissa / POWERS_OF_TEN[scale];
            return negative ? -v : v;
        }
        return slowParseDouble(s);
    }

    private static double slowParseDouble(String s) {
        char last = s.charAt(s.length() - 1);
        // Java's parser also takes type suffixes and surrounding blanks; a CSV value should not.
        if (last == 'd' || last == 'D' || last == 'f' || last == 'F' || Character.isWhitespace(last)
                || Character.isWhitespace(s.charAt(0)) || s.indexOf('x') >= 0 || s.indexOf('X') >= 0) {
            return Double.NaN;
        }
        try {
            double v = Double.parseDouble(s);
            return Double.isInfinite(v) && !s.endsWith("Infinity") ? Double.NaN : v;
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }
}
