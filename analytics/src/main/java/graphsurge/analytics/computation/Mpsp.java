package graphsurge.analytics.computation;

import graphsurge.analytics.differential.GraphEdges;
import graphsurge.analytics.differential.MinLabelLoop;
import graphsurge.analytics.incremental.MpspKernel;
import graphsurge.analytics.plain.PlainBfs;
import graphsurge.analytics.plain.PlainMpsp;
import graphsurge.engine.UpdateBatch;
import graphsurge.gstore.PropertyGraph;
import graphsurge.gstore.csv.CsvFields;
import it.unimi.dsi.fastutil.ints.Int2IntOpenHashMap;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import it.unimi.dsi.fastutil.longs.Long2ObjectOpenHashMap;
import java.util.Set;

/**
 * Multi-pair shortest paths: for each goal {@code (s, t)} of {@code goals=[(s, t), ...]}, the hop
 * distance from s to t along out-edges (unreachable: {@code infinity} in result files).
 *
 * <p>Differentially, one min-label loop carries a BFS per distinct source: labels are
 * {@code source slot << 40 | hops} and the reduce keeps the minimum per slot
 * ({@link MinLabelLoop#MIN_PER_GROUP}), so the searches share the edge arrangement and one loop.
 * DIFFERENTIAL runs use the incremental {@link MpspKernel} instead unless {@code dataflow=true}.
 */
public final class Mpsp extends BuiltIn {
    private static final long HOPS_MASK = (1L << MinLabelLoop.GROUP_SHIFT) - 1;

    public Mpsp() {
        super("mpsp", ResultKind.GOAL_HOPS,
                "hop distance of each goal pair (unreachable: infinity)",
                "goals (vertex pairs, such as [(1, 2), (3, 4)]), " + DATAFLOW_PARAMETER);
    }

    @Override
    public Program bind(PropertyGraph graph, Parameters parameters) {
        parameters.allowOnly(Set.of("goals", "dataflow"));
        int[][] goals = parameters.vertexPairs("goals", graph);
        boolean dataflow = parameters.bool("dataflow", false);
        Int2IntOpenHashMap slotOf = new Int2IntOpenHashMap();
        IntArrayList slotSources = new IntArrayList();
        // (slot, target) -> the goals it answers
        Long2ObjectOpenHashMap<IntArrayList> goalsAt = new Long2ObjectOpenHashMap<>();
        int[] from = new int[goals.length];
        int[] to = new int[goals.length];
        for (int g = 0; g < goals.length; g++) {
            int source = goals[g][0];
            if (!slotOf.containsKey(source)) {
                slotOf.put(source, slotSources.size());
                slotSources.add(source);
            }
            long at = (long) slotOf.get(source) << 32 | goals[g][1];
            goalsAt.computeIfAbsent(at, k -> new IntArrayList()).add(g);
            from[g] = source;
            to[g] = goals[g][1];
        }
        ResultFormat format = new KeyedFormat("source,target", "hops", (out, key) -> {
            CsvFields.append(out, graph.ids().original(goals[(int) key][0]));
            CsvFields.append(out.append(','), graph.ids().original(goals[(int) key][1]));
        }, ResultFormat.HOPS, ResultFormat.idColumn(graph.ids()), ResultFormat.Column.INTEGER);
        return Program.differential(format, goals.length,
                (view, workers) -> new MinLabelEvaluation(view, goals.length,
                        (src, label, edge, out) -> out.emit(GraphEdges.otherEnd(edge), label + 1), MinLabelLoop.MIN_PER_GROUP,
                        PlainBfs.UNREACHED, workers) {
                    @Override
                    protected void addSeeds(UpdateBatch into) {
                        if (isFirstView()) {
                            for (int slot = 0; slot < slotSources.size(); slot++) {
                                into.add(slotSources.getInt(slot), (long) slot << MinLabelLoop.GROUP_SHIFT, 0, 1);
                            }
                        }
                    }

                    @Override
                    protected void retract(long vertex, long label) {
                        IntArrayList answered = goalsAt.get((label >>> MinLabelLoop.GROUP_SHIFT) << 32 | vertex);
                        for (int i = 0; answered != null && i < answered.size(); i++) {
                            if (value(answered.getInt(i)) == (label & HOPS_MASK)) {
                                set(answered.getInt(i), PlainBfs.UNREACHED);
                            }
                        }
                    }

                    @Override
                    protected void assign(long vertex, long label) {
                        IntArrayList answered = goalsAt.get((label >>> MinLabelLoop.GROUP_SHIFT) << 32 | vertex);
                        for (int i = 0; answered != null && i < answered.size(); i++) {
                            set(answered.getInt(i), label & HOPS_MASK);
                        }
                    }

                    @Override
                    protected void report() {
                        for (int g = 0; g < goals.length; g++) {
                            report(g, true); // every goal, in every view
                        }
                    }
                },
                dataflow ? null : () -> new MpspKernel(graph, from, to),
                (view, workers, values, reported) -> {
                    long[] hops = PlainMpsp.hops(view, from, to, workers);
                    System.arraycopy(hops, 0, values, 0, hops.length);
                    java.util.Arrays.fill(reported, true);
                },
                edges -> {});
    }
}
