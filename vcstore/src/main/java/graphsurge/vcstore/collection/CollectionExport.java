package graphsurge.vcstore.collection;

import graphsurge.gstore.io.AtomicTextFile;
import graphsurge.gstore.io.UserPaths;
import graphsurge.gstore.PropertyGraph;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * SAVE COLLECTION: writes a collection as text, with the user's vertex ids.
 *
 * <ul>
 *   <li>{@code <view>.txt}: each view's full edge list, {@code src,dst} per line;</li>
 *   <li>{@code <collection>_diff_0_<p>.txt}: the differences at run position p, {@code src,dst,+1}
 *       or {@code src,dst,-1}: the layout LOAD CUBE reads back, with prefix
 *       {@code <collection>_diff_};</li>
 *   <li>{@code views.csv}: {@code position,view,edges,additions,deletions}, in run order.</li>
 * </ul>
 *
 * In GraphBolt's stream format (as Graphsurge's {@code SAVE CUBE ... true}), difference lines are
 * separated by spaces and the first view's lines carry no sign. View and collection names become
 * file names percent-encoded ({@link UserPaths}). Each file is written under a temporary name and
 * renamed when complete.
 */
public final class CollectionExport {
    private CollectionExport() {}

    public static void write(ViewCollection c, PropertyGraph g, Path dir, boolean graphbolt) {
        try {
            Files.createDirectories(dir);
            int[] sources = g.sources();
            int[] targets = g.targets();
            boolean[] in = new boolean[g.edgeCount()];
            StringBuilder index = new StringBuilder("position,view,edges,additions,deletions\n");
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
                        w.write(g.ids().original(sources[e]) + sep + g.ids().original(targets[e]) + sep + "-1\n");
                    }
                    for (int e : adds) {
                        w.write(g.ids().original(sources[e]) + sep + g.ids().original(targets[e])
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
                            w.write(g.ids().original(sources[e]) + "," + g.ids().original(targets[e]) + "\n");
                        }
                    }
                });
                index.append(p + 1).append(',').append(c.viewNames().get(view)).append(',').append(c.sizes()[view])
                        .append(',').append(adds.length).append(',').append(dels.length).append('\n');
            }
            AtomicTextFile.write(UserPaths.inside(dir, "views.csv"), w -> w.write(index.toString()));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the collection to " + dir, e);
        }
    }

    /** The file name prefix of the difference files, {@code <collection>_diff_}: LOAD CUBE's PREFIX to read them back. */
    public static String differencePrefix(ViewCollection c) {
        return UserPaths.fileName(c.name()) + "_diff_";
    }
}
