package graphsurge.gstore;

/**
 * Receives progress of long work (loading, writing) so that a front end can draw a bar. Calls
 * come from the working thread, a few times a second at most; implementations must be cheap.
 */
public interface ProgressListener {
    /** Ignores all progress. */
    ProgressListener NONE = new ProgressListener() {
        @Override
        public void start(String task, long total) {}

        @Override
        public void update(long done) {}

        @Override
        public void finish() {}
    };

    /** A task begins; {@code total} is in the task's own unit (bytes, rows), or -1 if unknown. */
    void start(String task, long total);

    void update(long done);

    void finish();
}
