package graphsurge.gstore.io;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/** The {@code key=value} strings of a META section, for any file kind of the store. */
public record Meta(Map<String, String> values, Path file) {
    public static Meta parse(String[] entries, Path file) {
        Map<String, String> values = new LinkedHashMap<>();
        for (String e : entries) {
            int eq = e.indexOf('=');
            if (eq <= 0) {
                throw new StoreFormatException(file, "a metadata entry is malformed");
            }
            values.put(e.substring(0, eq), e.substring(eq + 1));
        }
        return new Meta(values, file);
    }

    public String text(String key) {
        String v = values.get(key);
        if (v == null) {
            throw new StoreFormatException(file, "the metadata lacks '" + key + "'");
        }
        return v;
    }

    public long number(String key) {
        try {
            return Long.parseLong(text(key));
        } catch (NumberFormatException e) {
            throw new StoreFormatException(file, "the metadata entry '" + key + "' is not a number");
        }
    }
}
