package graphsurge.ordering;

import java.math.BigDecimal;
import java.util.Locale;

/**
 * Which order a collection's views run in, and why: the order as written, unless the best order
 * found saves at least a share of its differences ({@link #DEFAULT_MIN_GAIN_PERCENT} by default).
 *
 * <p>The order as written is what the user reads, what the changes files compare against and
 * what a window's results follow; a reordering that saves a few percent of the differences buys
 * little time and costs that clarity. The reason is a sentence with the figures, for the user.
 *
 * @param order the views' indices (as the user listed them) in the order to run them
 * @param reordered whether {@code order} differs from the order as written
 * @param reason why this order, with the figures: what the user is told
 * @param userDifferences the total differences in the order as written
 * @param foundDifferences the total differences of the best order found, or -1 when none was looked for
 * @param minGainPercent the share of the differences a new order had to save, in percent; NaN when none was looked for
 */
public record OrderChoice(int[] order, boolean reordered, String reason, long userDifferences, long foundDifferences,
        double minGainPercent) {
    /** The share of the differences, in percent, an order must save to replace the order as written. */
    public static final double DEFAULT_MIN_GAIN_PERCENT = 10;

    /** The order as written of {@code views} views, kept without looking for another, for the reason {@code why}. */
    public static OrderChoice asWritten(int views, long userDifferences, String why) {
        return new OrderChoice(identity(views), false, "kept the order as written (" + why + ")", userDifferences, -1,
                Double.NaN);
    }

    /**
     * The order {@code found} (its differences {@code foundDifferences}, found by {@code method})
     * when it saves at least {@code minGainPercent} percent of the {@code userDifferences} of the
     * order as written, else the order as written. A found order that saves nothing is never
     * taken, whatever the share asked.
     */
    public static OrderChoice decide(int[] found, long foundDifferences, String method, long userDifferences,
            double minGainPercent) {
        if (!(minGainPercent >= 0 && minGainPercent <= 100)) {
            throw new IllegalArgumentException("the share an order must save is a percentage from 0 to 100, not "
                    + minGainPercent);
        }
        int k = found.length;
        long saved = userDifferences - foundDifferences;
        if (saved <= 0) {
            return new OrderChoice(identity(k), false, String.format(Locale.ROOT,
                    "kept the order as written: no order found (%s) has fewer than its %,d differences", method,
                    userDifferences), userDifferences, Math.max(foundDifferences, userDifferences), minGainPercent);
        }
        String share = String.format(Locale.ROOT, "%.1f%%", 100.0 * saved / userDifferences);
        if (100.0 * saved >= minGainPercent * userDifferences) {
            return new OrderChoice(found.clone(), true, String.format(Locale.ROOT,
                    "reordered (%s): saves %s of the %,d differences of the order as written (%,d in the run order),"
                            + " at least %s", method, share, userDifferences, foundDifferences, percent(minGainPercent)),
                    userDifferences, foundDifferences, minGainPercent);
        }
        return new OrderChoice(identity(k), false, String.format(Locale.ROOT,
                "kept the order as written: the best order found (%s) saves %s of its %,d differences (%,d), below %s",
                method, share, userDifferences, foundDifferences, percent(minGainPercent)), userDifferences,
                foundDifferences, minGainPercent);
    }

    /** The share the best order found saves, from 0 to 1; 0 when none was looked for or it saves nothing. */
    public double gain() {
        return foundDifferences < 0 || userDifferences == 0 || foundDifferences >= userDifferences ? 0
                : (double) (userDifferences - foundDifferences) / userDifferences;
    }

    /** The reason, with the figures: the order's indices are the collection's to print, by view name. */
    @Override
    public String toString() {
        return "OrderChoice[" + reason + "]";
    }

    /** A percentage as the user would write it: {@code 10%}, {@code 12.5%}. */
    public static String percent(double percent) {
        return BigDecimal.valueOf(percent).stripTrailingZeros().toPlainString() + "%";
    }

    private static int[] identity(int k) {
        int[] order = new int[k];
        for (int i = 0; i < k; i++) {
            order[i] = i;
        }
        return order;
    }
}
