package graphsurge.vcstore.collection;

import graphsurge.gstore.GraphsurgeException;
import graphsurge.gstore.csv.CsvFields;
import graphsurge.gstore.io.AtomicTextFile;
import graphsurge.gstore.io.UserPaths;
import graphsurge.gstore.PropertyGraph;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * SAVE COLLECTION: writes a collection as text, with the user's vertex ids.
 *
 * <ul>
 *   <li>{@code <view>.txt}: each view's full edge list, {@code src,dst} per line;</li>
 *   <li>{@code <collection>_diff_0_<p>.txt}: the differences at run position p, {@code src,dst,+1}
 *       or {@code src,dst,-1}: the layout LOAD CUBE reads back, with prefix
 *       {@code <collection>_diff_};</li>
 *   <li>{@code views.csv}: {@code position,view,edges,additions,deletions}, then a column per FOR
 *       variable (its value for the view; {@link ForBindings#columns}) and {@code predicate} (the
 *       view's predicate as GVDL, or its description), in run order.</li>
 * </ul>
 *
 * Ids and view names are CSV fields (quoted when they hold a comma, a quote or a line break), so
 * LOAD CUBE reads back the same ids. In GraphBolt's stream format (as Graphsurge's {@code SAVE CUBE
 * ... true}), difference lines are separated by spaces and the first view's lines carry no sign;
 * GraphBolt reads bare numbers, so an id it could not read back as one field is refused. View and collection names become
 * file names percent-encoded ({@link UserPaths}). Each file is written under a temporary name and
 * renamed when complete.
 */
public final class CollectionExport {
    /** The first columns of {@code views.csv}; a column per FOR variable and {@code predicate} follow. */
    public static final String VIEWS_HEADER = "position,view,edges,additions,deletions";

    private CollectionExport() {}

    public static void write(ViewCollection c, PropertyGraph g, Path dir, boolean graphbolt) {
        String[] ids = writtenIds(g, graphbolt);
        try {
            Files.createDirectories(dir);
            int[] sources = g.sources();
            int[] targets = g.targets();
            boolean[] in = new boolean[g.edgeCount()];
            ForBindings b = c.bindings();
            StringBuilder index = new StringBuilder(VIEWS_HEADER);
            List<String> fixed = new ArrayList<>(List.of(VIEWS_HEADER.split(",")));
            fixed.add("predicate");
            for (String column : b.columns(fixed)) {
                CsvFields.append(index.append(','), column);
            }
            index.append(",predicate\n");
            for (int p = 0; p < c.views(); p++) {
                int view = c.runOrder()[p];
                int[] adds = c.additions()[p].clone();
                int[] dels = c.deletions()[p].clone();
                Arrays.sort(adds);
                Arrays.sort(dels);
                int position = p;
                AtomicTextFile.write(UserPaths.inside(dir, differencePrefix(c) + "0_" + p + ".txt"), w -> {
                    String sep = graphbolt ? " " : ",";
                    for (int e : dels) {
                        w.write(ids[sources[e]] + sep + ids[targets[e]] + sep + "-1\n");
                    }
                    for (int e : adds) {
                        w.write(ids[sources[e]] + sep + ids[targets[e]]
                                + (graphbolt && position == 0 ? "\n" : sep + "+1\n"));
                    }
                });
                for (int e : dels) {
                    in[e] = false;
                }
                for (int e : adds) {
                    in[e] = true;
                }
                AtomicTextFile.write(UserPaths.file(dir, c.viewNames().get(view), ".txt"), w -> {
                    for (int e = 0; e < in.length; e++) {
                        if (in[e]) {
                            w.write(CsvFields.of(g.ids().original(sources[e])) + "," + CsvFields.of(g.ids().original(targets[e]))
                                    + "\n");
                        }
                    }
                });
                CsvFields.append(index.append(p + 1).append(','), c.viewNames().get(view));
                index.append(',').append(c.sizes()[view])
                        .append(',').append(adds.length).append(',').append(dels.length);
                for (int i = 0; i < b.variables().size(); i++) {
                    CsvFields.append(index.append(','), b.value(view, i));
                }
                CsvFields.append(index.append(','), c.predicates().get(view));
                index.append('\n');
            }
            AtomicTextFile.write(UserPaths.inside(dir, "views.csv"), w -> w.write(index.toString()));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the collection to " + dir, e);
        }
    }

    /** Each vertex's id as the difference files write it; GraphBolt's format refuses ids with blanks or quotes. */
    private static String[] writtenIds(PropertyGraph g, boolean graphbolt) {
        String[] out = new String[g.vertexCount()];
        for (int v = 0; v < out.length; v++) {
            String id = g.ids().original(v);
            if (!graphbolt) {
                out[v] = CsvFields.of(id);
                continue;
            }
            for (int i = 0; i < id.length(); i++) {
                if (Character.isWhitespace(id.charAt(i)) || id.charAt(i) == '"') {
                    throw new GraphsurgeException("vertex id '" + id + "' has a blank or a quote, which GraphBolt's"
                            + " format cannot hold: save the collection without the GraphBolt option");
                }
            }
            out[v] = id;
        }
        return out;
    }

    /** The file name prefix of the difference files, {@code <collection>_diff_}: LOAD CUBE's PREFIX to read them back. */
    public static String differencePrefix(ViewCollection c) {
        return UserPaths.fileName(c.name()) + "_diff_";
    }
}
