package graphsurge.bench;

import graphsurge.analytics.run.CollectionRunner.ViewResult;
import it.unimi.dsi.fastutil.ints.IntArrayList;

/**
 * What a differential run did with its views, in the bench table's words: how many ran in a fresh
 * dataflow, with the plain algorithm and differentially, and where it split, at the positions
 * (1-based, in run order) of the views run afresh right after a differential one. A run of plain
 * views after a plain first view never split anything: the splits say where shared work was
 * given up, not every view that ran on its own.
 */
final class Decisions {
    private int fresh;
    private int plain;
    private int differential;
    private boolean lastDifferential;
    private final IntArrayList splits = new IntArrayList();

    /** Counts the next view of the run, in run order. */
    void view(ViewResult r) {
        if (!r.scratch()) {
            differential++;
        } else {
            if (r.plain()) {
                plain++;
            } else {
                fresh++;
            }
            if (lastDifferential) {
                splits.add(r.position() + 1);
            }
        }
        lastDifferential = !r.scratch();
    }

    /** E.g. {@code 2 scratch, 3 plain, 15 differential; split at 4, 9}: the first five splits, then how many more. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(fresh + " scratch, " + plain + " plain, " + differential + " differential");
        for (int i = 0; i < Math.min(5, splits.size()); i++) {
            sb.append(i == 0 ? "; split at " : ", ").append(splits.getInt(i));
        }
        return splits.size() > 5 ? sb + " and " + (splits.size() - 5) + " more" : sb.toString();
    }
}
