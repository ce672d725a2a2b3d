package graphsurge.gstore;

/**
 * An order of distinct ids kept with each id's position in it ({@code order[position[x]] == x}),
 * so that an id can be found and moved in O(1): how a set is kept as a prefix of an array (the
 * ids in it first, then the others) while ids enter and leave it one at a time.
 */
public final class Permutation {
    private Permutation() {}

    /** Swaps the ids at positions {@code i} and {@code j} of {@code order}, and their entries of {@code position}. */
    public static void swap(int[] order, int[] position, int i, int j) {
        int a = order[i];
        int b = order[j];
        order[i] = b;
        order[j] = a;
        position[b] = i;
        position[a] = j;
    }
}
