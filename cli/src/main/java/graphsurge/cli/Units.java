package graphsurge.cli;

/** Human-readable numbers for summaries. */
final class Units {
    private Units() {}

    /** {@code 1 edge}, {@code 2,000 edges}: the count with its noun in the right number. */
    static String count(long n, String singular, String plural) {
        return String.format("%,d %s", n, n == 1 ? singular : plural);
    }

    static String bytes(long bytes) {
        if (bytes < 1024) {
            return bytes + " B";
        }
        String[] units = {"KiB", "MiB", "GiB", "TiB"};
        double v = bytes;
        int u = -1;
        while (v >= 1024 && u < units.length - 1) {
            v /= 1024;
            u++;
        }
        return String.format("%.1f %s", v, units[u]);
    }

    /** Milliseconds, whatever the size: for a table's column, so that one column has one unit. */
    static String millis(long nanos) {
        return String.format("%,.1f ms", nanos / 1e6);
    }

    /** Seconds, or milliseconds below one second: for a sentence, where one number stands alone. */
    static String seconds(long nanos) {
        double s = nanos / 1e9;
        return s < 1 ? millis(nanos) : String.format("%.2f s", s);
    }

    static String rate(long count, long nanos) {
        double perSecond = count / Math.max(1e-9, nanos / 1e9);
        if (perSecond >= 1e6) {
            return String.format("%.2fM", perSecond / 1e6);
        }
        if (perSecond >= 1e3) {
            return String.format("%.1fK", perSecond / 1e3);
        }
        return String.format("%.0f", perSecond);
    }
}
