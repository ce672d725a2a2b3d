package graphsurge.cli;

import graphsurge.gstore.ProgressListener;
import java.io.PrintWriter;

/**
 * A one-line progress bar on stderr, redrawn in place with a carriage return at most ten times a
 * second: the task, a bar, the percentage, and the time spent. Unknown totals show a counter.
 */
final class TerminalProgress implements ProgressListener {
    private static final int WIDTH = 30;
    private static final long REDRAW_NANOS = 100_000_000L;

    private final PrintWriter err;
    private String task;
    private long total;
    private long started;
    private long lastDraw;
    private int lastLength;

    TerminalProgress(PrintWriter err) {
        this.err = err;
    }

    @Override
    public void start(String task, long total) {
        this.task = task;
        this.total = total;
        this.started = System.nanoTime();
        this.lastDraw = 0;
        draw(0);
    }

    @Override
    public void update(long done) {
        long now = System.nanoTime();
        if (now - lastDraw >= REDRAW_NANOS) {
            lastDraw = now;
            draw(done);
        }
    }

    @Override
    public void finish() {
        err.print('\r' + " ".repeat(lastLength) + '\r');
        err.flush();
        lastLength = 0;
    }

    private void draw(long done) {
        double seconds = (System.nanoTime() - started) / 1e9;
        String line;
        if (total > 0) {
            double fraction = Math.min(1.0, (double) done / total);
            int filled = (int) (fraction * WIDTH);
            line = String.format("%-24s [%s%s] %3d%%  %.1fs", task, "=".repeat(filled),
                    " ".repeat(WIDTH - filled), (int) (fraction * 100), seconds);
        } else {
            line = String.format("%-24s %,d  %.1fs", task, done, seconds);
        }
        err.print('\r' + line + " ".repeat(Math.max(0, lastLength - line.length())));
        err.flush();
        lastLength = line.length();
    }
}
