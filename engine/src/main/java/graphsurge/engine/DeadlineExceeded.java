package graphsurge.engine;

/**
 * A run passed the dataflow's {@link Dataflow#deadline deadline} and was stopped between two
 * operators' steps. The dataflow is then unusable: its state holds part of a version.
 */
public final class DeadlineExceeded extends RuntimeException {
    DeadlineExceeded(int version) {
        super("the dataflow passed its deadline while running version " + version);
    }
}
