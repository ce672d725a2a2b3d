package graphsurge.vcstore.collection;

import graphsurge.gstore.csv.ByteOrderMark;
import graphsurge.gstore.csv.CsvInputException;
import graphsurge.gstore.io.IoErrors;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads Graphsurge's per-view difference files, the input of LOAD CUBE: view j (0-based) is
 * {@code dir/<prefix>0_<j>.txt}, lines {@code src,dst,+1|-1} (an edge added to or deleted from the
 * view before), or, for a view that only adds edges, the binary pair
 * {@code <prefix>0_<j>.gmap.offsets} (little-endian 64-bit CSR offsets) and {@code .gmap.targets}
 * (32-bit targets). Vertex ids are taken as original ids; an id in double quotes may hold the
 * separator, quotes (doubled) and line breaks, as SAVE COLLECTION writes them. Malformed lines are
 * errors naming the file and line.
 */
public final class DifferenceFiles {
    /** One edge difference: +1 adds the edge, -1 deletes it. */
    public record Difference(String source, String target, int sign, Path file, long line) {}

    private DifferenceFiles() {}

    /** The differences of {@code views} views, in order. */
    public static List<List<Difference>> read(Path dir, String prefix, int views, char separator, Character comment) {
        List<List<Difference>> out = new ArrayList<>();
        for (int j = 0; j < views; j++) {
            Path text = dir.resolve(prefix + "0_" + j + ".txt");
            Path offsets = dir.resolve(prefix + "0_" + j + ".gmap.offsets");
            if (Files.exists(text)) {
                out.add(readText(text, separator, comment));
            } else if (Files.exists(offsets)) {
                out.add(readGraphMap(offsets, dir.resolve(prefix + "0_" + j + ".gmap.targets")));
            } else {
                throw CsvInputException.ofFile(text, "no such file (view " + (j + 1) + " of " + views
                        + "; nor is there " + offsets.getFileName() + ")");
            }
        }
        return out;
    }

    private static List<Difference> readText(Path file, char separator, Character comment) {
        List<Difference> out = new ArrayList<>();
        try (BufferedReader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            if (ByteOrderMark.utf8Length(file) > 0) {
                r.read(); // the mark decodes to one character, which is no part of the first id
            }
            String line;
            long number = 0;
            while ((line = r.readLine()) != null) {
                number++;
                long first = number;
                String t = line.strip();
                if (t.isEmpty() || (comment != null && t.charAt(0) == comment)) {
                    continue;
                }
                List<String> parts = new ArrayList<>(3);
                int open;
                while ((open = split(t, separator, parts)) >= 0) {
                    String more = r.readLine(); // a quoted id that holds a line break goes on
                    if (more == null) {
                        throw new CsvInputException(file, first, open, "the quoted field is not closed before the end of"
                                + " the file");
                    }
                    number++;
                    t = t + "\n" + more;
                    parts.clear();
                }
                if (parts.size() != 3) {
                    throw new CsvInputException(file, first, 0, "expected 'source" + separator + "target" + separator
                            + "+1' or '-1', found '" + t + "'");
                }
                int sign = switch (parts.get(2).strip()) {
                    case "+1", "1" -> 1;
                    case "-1" -> -1;
                    default -> throw new CsvInputException(file, first, 3, "the difference must be +1 or -1, found '"
                            + parts.get(2).strip() + "'");
                };
                if (parts.get(0).isBlank() || parts.get(1).isBlank()) {
                    throw new CsvInputException(file, first, parts.get(0).isBlank() ? 1 : 2, "the vertex id is empty");
                }
                out.add(new Difference(parts.get(0), parts.get(1), sign, file, first));
            }
        } catch (NoSuchFileException e) {
            throw CsvInputException.ofFile(file, "no such file");
        } catch (IOException e) {
            throw CsvInputException.ofFile(file, "cannot be read: " + IoErrors.reason(e));
        }
        return out;
    }

    /**
     * Cuts {@code line} into its fields at {@code separator}, as RFC 4180 reads them (a field in
     * double quotes may hold the separator, and a doubled quote is a quote; this is how SAVE
     * COLLECTION writes the user's ids), each unquoted field stripped of surrounding blanks.
     *
     * @return -1 when the line is whole, or the 1-based field whose quotes are still open at its end
     */
    static int split(String line, char separator, List<String> fields) {
        StringBuilder field = new StringBuilder();
        int i = 0;
        int n = line.length();
        while (true) {
            while (i < n && line.charAt(i) != separator && Character.isWhitespace(line.charAt(i))) {
                i++;
            }
            if (i < n && line.charAt(i) == '"') {
                int column = fields.size() + 1;
                i++;
                while (true) {
                    if (i >= n) {
                        return column;
                    }
                    char c = line.charAt(i++);
                    if (c == '"') {
                        if (i < n && line.charAt(i) == '"') {
                            field.append('"');
                            i++;
                        } else {
                            break;
                        }
                    } else {
                        field.append(c);
                    }
                }
                while (i < n && line.charAt(i) != separator) {
                    field.append(line.charAt(i++)); // text after the closing quote, kept as written
                }
                fields.add(field.toString());
            } else {
                int end = line.indexOf(separator, i);
                end = end < 0 ? n : end;
                fields.add(line.substring(i, end).strip());
                i = end;
            }
            field.setLength(0);
            if (i >= n) {
                return -1;
            }
            i++; // the separator
        }
    }

    private static List<Difference> readGraphMap(Path offsetsFile, Path targetsFile) {
        try {
            ByteBuffer offsets = ByteBuffer.wrap(Files.readAllBytes(offsetsFile)).order(ByteOrder.LITTLE_ENDIAN);
            ByteBuffer targets = ByteBuffer.wrap(Files.readAllBytes(targetsFile)).order(ByteOrder.LITTLE_ENDIAN);
            if (offsets.capacity() % 8 != 0 || targets.capacity() % 4 != 0) {
                throw CsvInputException.ofFile(offsetsFile, "is not a graph_map pair (sizes are not whole numbers of entries)");
            }
            int vertices = offsets.capacity() / 8 - 1;
            int edges = targets.capacity() / 4;
            List<Difference> out = new ArrayList<>(edges);
            for (int u = 0; u < vertices; u++) {
                long from = offsets.getLong(8 * u);
                long to = offsets.getLong(8 * (u + 1));
                if (from < 0 || to < from || to > edges) {
                    throw CsvInputException.ofFile(offsetsFile, "offset " + (u + 1) + " is out of range");
                }
                for (long i = from; i < to; i++) {
                    out.add(new Difference(Integer.toString(u), Integer.toUnsignedString(targets.getInt((int) (4 * i))), 1,
                            offsetsFile, 0));
                }
            }
            return out;
        } catch (NoSuchFileException e) {
            throw CsvInputException.ofFile(Path.of(e.getFile()), "no such file");
        } catch (IOException e) {
            throw CsvInputException.ofFile(offsetsFile, "cannot be read: " + IoErrors.reason(e));
        }
    }
}
