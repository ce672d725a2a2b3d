package graphsurge.gstore.csv;

import graphsurge.gstore.GraphsurgeException;

/** Reads a separator or comment character as users write it: one character, or a name. */
public final class CsvCharacters {
    private CsvCharacters() {}

    /**
     * One character, or {@code tab} / {@code \t} for a tab and {@code space} for a space.
     *
     * @param what the option or clause, for the error message
     */
    public static char parse(String text, String what) {
        switch (text) {
            case "tab", "\\t", "\t" -> {
                return '\t';
            }
            case "space" -> {
                return ' ';
            }
            default -> {
                if (text.length() != 1) {
                    throw new GraphsurgeException(what + " takes one character (or 'tab'), got '" + text + "'");
                }
                return text.charAt(0);
            }
        }
    }
}
