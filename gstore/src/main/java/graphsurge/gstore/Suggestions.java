package graphsurge.gstore;

import java.util.Collection;
import java.util.Locale;

/** "Did you mean ...?": the closest of a set of words, by edit distance, case-insensitively. */
public final class Suggestions {
    private Suggestions() {}

    /** The candidate closest to {@code word}, if close enough to be a likely typo; else null. */
    public static String closest(String word, Collection<String> candidates) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        String w = word.toLowerCase(Locale.ROOT);
        for (String c : candidates) {
            int d = distance(w, c.toLowerCase(Locale.ROOT));
            if (d < bestDistance) {
                bestDistance = d;
                best = c;
            }
        }
        int allowed = Math.max(1, Math.min(3, (word.length() + 1) / 3));
        boolean likelyTypo = bestDistance > 0 && bestDistance <= allowed && bestDistance < word.length();
        return likelyTypo ? best : null;
    }

    /** {@code "; did you mean 'x'?"} or the empty string. */
    public static String hint(String word, Collection<String> candidates) {
        String c = closest(word, candidates);
        return c == null ? "" : "; did you mean '" + c + "'?";
    }

    /** Optimal string alignment distance: insertions, deletions, substitutions, transpositions. */
    static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}
