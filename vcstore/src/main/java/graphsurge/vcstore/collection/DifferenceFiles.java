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
 * (32-bit targets). Vertex ids are taken as original ids. Malformed lines are errors naming the
 * file and line.
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
                String t = line.strip();
                if (t.isEmpty() || (comment != null && t.charAt(0) == comment)) {
                    continue;
                }
                String[] parts = t.split(java.util.regex.Pattern.quote(String.valueOf(separator)), -1);
                if (parts.length != 3) {
                    throw new CsvInputException(file, number, 0, "expected 'source" + separator + "target" + separator
                            + "+1' or '-1', found '" + t + "'");
                }
                int sign = switch (parts[2].strip()) {
                    case "+1", "1" -> 1;
                    case "-1" -> -1;
                    default -> throw new CsvInputException(file, number, 3, "the difference must be +1 or -1, found '"
                            + parts[2].strip() + "'");
                };
                if (parts[0].isBlank() || parts[1].isBlank()) {
                    throw new CsvInputException(file, number, parts[0].isBlank() ? 1 : 2, "the vertex id is empty");
                }
                out.add(new Difference(parts[0].strip(), parts[1].strip(), sign, file, number));
            }
        } catch (NoSuchFileException e) {
            throw CsvInputException.ofFile(file, "no such file");
        } catch (IOException e) {
            throw CsvInputException.ofFile(file, "cannot be read: " + IoErrors.reason(e));
        }
        return out;
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
