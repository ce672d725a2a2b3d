package graphsurge.engine;

import graphsurge.engine.internal.operators.Linear;
import java.util.function.LongBinaryOperator;

/**
 * A collection of {@code (key, value)} records with multiplicities, changing from version to
 * version (and, inside a loop, from round to round). Operators return new collections; nothing
 * runs until {@link Dataflow#run()}.
 */
public final class Collection {
    private final Dataflow dataflow;
    final Node node;

    Collection(Dataflow dataflow, Node node) {
        this.dataflow = dataflow;
        this.node = node;
    }

    /** The dataflow the collection belongs to. */
    public Dataflow dataflow() {
        return dataflow;
    }

    Collection derive(Node n) {
        dataflow.add(n);
        return new Collection(dataflow, n);
    }

    /** Each record's new key and value, computed from the old ones. */
    public Collection map(LongBinaryOperator newKey, LongBinaryOperator newValue) {
        return flatMap((key, value, out) -> out.emit(newKey.applyAsLong(key, value), newValue.applyAsLong(key, value)));
    }

    /** The records satisfying {@code predicate}. */
    public Collection filter(RecordPredicate predicate) {
        return flatMap((key, value, out) -> {
            if (predicate.test(key, value)) {
                out.emit(key, value);
            }
        });
    }

    /** Any number of records per record. */
    public Collection flatMap(RecordExpansion expansion) {
        return derive(new Node.FlatMap(node, java.util.Objects.requireNonNull(expansion)));
    }

    /** The records of both collections (multiplicities add). */
    public Collection concat(Collection other) {
        same(other);
        return derive(new Node.Concat(node, other.node));
    }

    /**
     * Inside a loop: each update moved on to round {@code round(key, value)} of the loop when that
     * is later than its own (Differential Dataflow's {@code delay}, per record). The loop's fixed
     * point is the same; the order in which it gets there is not: a min-label loop whose labels
     * wait for the round of their size settles each key nearly once, smallest labels first, instead
     * of improving it round after round (a weighted search's distances, which else change in every
     * round a shorter path of more hops arrives, and a change of one view then moves every later
     * round's label of every key downstream).
     */
    public Collection delay(LongBinaryOperator round) {
        if (node.scope == null) {
            throw new IllegalStateException("only a collection inside a loop is delayed to a later round");
        }
        return derive(new Node.Delay(node, java.util.Objects.requireNonNull(round)));
    }

    /** The records with their multiplicities negated. */
    public Collection negate() {
        return derive(new Node.EachBatch(node, Linear::negate));
    }

    /** For each pair of records with equal keys, what {@code function} makes of them. */
    public Collection join(Collection other, JoinFunction function) {
        same(other);
        return derive(new Node.JoinNode(node, other.node, java.util.Objects.requireNonNull(function)));
    }

    /**
     * The collection indexed by key, once, for any number of joins to read: the way to share the
     * edges between the operators (and loop rounds) that join with them.
     */
    public Arranged arrange() {
        Node.Arrange a = new Node.Arrange(node);
        derive(a);
        return new Arranged(dataflow, a, a);
    }

    /** For each pair of records with equal keys, what {@code function} makes of them; the right side shared. */
    public Collection join(Arranged other, JoinFunction function) {
        same(other.collection());
        return derive(new Node.JoinArranged(node, other.node, other.arrangement, java.util.Objects.requireNonNull(function)));
    }

    /** Per key, {@code function} of the key's values and their counts. */
    public Collection reduce(ReduceFunction function) {
        return derive(new Node.ReduceNode(node, java.util.Objects.requireNonNull(function)));
    }

    /**
     * The same collection with each round's updates consolidated (equal records and times summed,
     * zeros dropped): fewer updates for the operators after it, the same accumulations.
     */
    public Collection consolidate() {
        return derive(new Node.EachBatch(node, UpdateBatch::consolidatedCopy));
    }

    /** Each record with its multiplicity {@code m} replaced by {@code newCount(m)}, dropped where that is 0. */
    public Collection threshold(java.util.function.LongUnaryOperator newCount) {
        return reduce(ReduceFunction.threshold(java.util.Objects.requireNonNull(newCount)));
    }

    /** Each distinct record once. */
    public Collection distinct() {
        return reduce(ReduceFunction.DISTINCT);
    }

    /** Per key, the number of its records. */
    public Collection count() {
        return reduce(ReduceFunction.COUNT);
    }

    private void same(Collection other) {
        if (other.dataflow != dataflow) {
            throw new IllegalArgumentException("the collections belong to different dataflows");
        }
        if (other.node.scope != node.scope) {
            throw new IllegalArgumentException("the collections are in different loops: enter (or leave) one first");
        }
    }
}
