package graphsurge.engine.internal.operators;

import graphsurge.engine.UpdateBatch;
import graphsurge.engine.internal.time.Times;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.IntUnaryOperator;

/** Random graphs that change from version to version, as the engine's tests feed them. */
final class VersionedGraphs {
    /**
     * @param changes the edge changes, (source, target) at their version, +1 or -1
     * @param byVersion each version's edge set, edges packed as {@code source << 32 | target}
     */
    record Versions(UpdateBatch changes, List<Set<Long>> byVersion) {}

    private VersionedGraphs() {}

    /**
     * {@code versions} versions over {@code n} vertices; version v toggles {@code edits(v)} random
     * edges of the one before (an edge present is deleted, one absent is added), so later
     * versions delete edges that earlier versions' shortest paths used.
     */
    static Versions random(SplittableRandom r, int n, int versions, IntUnaryOperator edits) {
        UpdateBatch changes = new UpdateBatch();
        Set<Long> current = new HashSet<>();
        List<Set<Long>> byVersion = new ArrayList<>();
        for (int v = 0; v < versions; v++) {
            int count = edits.applyAsInt(v);
            for (int k = 0; k < count; k++) {
                long e = ((long) r.nextInt(n) << 32) | r.nextInt(n);
                int sign = current.remove(e) ? -1 : 1;
                if (sign > 0) {
                    current.add(e);
                }
                changes.add(e >>> 32, (int) e, Times.ofVersion(v), sign);
            }
            byVersion.add(new HashSet<>(current));
        }
        return new Versions(changes, byVersion);
    }
}
