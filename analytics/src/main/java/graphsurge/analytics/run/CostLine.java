package graphsurge.analytics.run;

import graphsurge.analytics.run.AdaptiveSplitter.Line;
import it.unimi.dsi.fastutil.doubles.DoubleArrayList;

/**
 * Observed times of one way of running a view against its size (edges, or differences), and the
 * line fitted over the last {@code limit} of them (0: all): by least squares, or with
 * {@code leastSquares} false the average ratio, as Graphsurge's {@code ALGO avg}. The cost models
 * of adaptive runs ({@link AdaptiveSplitter}, {@link KernelCostModel}) keep one per way they weigh.
 */
final class CostLine {
    private final int limit;
    private final boolean leastSquares;
    private final DoubleArrayList xs = new DoubleArrayList();
    private final DoubleArrayList ys = new DoubleArrayList();

    CostLine(int limit, boolean leastSquares) {
        this.limit = limit;
        this.leastSquares = leastSquares;
    }

    void add(double x, double y) {
        xs.add(x);
        ys.add(y);
    }

    /** Whether nothing was observed yet. */
    boolean isEmpty() {
        return xs.isEmpty();
    }

    /** The predicted time at {@code x}; NaN without observations. */
    double predict(double x) {
        Line line = fit();
        return line == null ? Double.NaN : line.at(x);
    }

    /**
     * The line fitted over the last {@code limit} observations, or null without observations.
     * Its intercept and slope are never negative, so that no prediction is: a time is at least
     * nothing, and a larger view or difference does not cost less.
     */
    Line fit() {
        int n = xs.size();
        int from = limit > 0 ? Math.max(0, n - limit) : 0;
        int count = n - from;
        if (count == 0) {
            return null;
        }
        double sumX = 0;
        double sumY = 0;
        for (int i = from; i < n; i++) {
            sumX += xs.getDouble(i);
            sumY += ys.getDouble(i);
        }
        double meanX = sumX / count;
        double meanY = sumY / count;
        // Only empty views (or no differences) seen: their time, whatever the size.
        Line constant = new Line(meanY, 0);
        if (sumX == 0) {
            return constant;
        }
        Line average = new Line(0, sumY / sumX);
        double covariance = 0;
        double variance = 0;
        for (int i = from; i < n; i++) {
            double dx = xs.getDouble(i) - meanX;
            covariance += dx * (ys.getDouble(i) - meanY);
            variance += dx * dx;
        }
        if (!leastSquares || variance == 0) {
            // All at one size fit no line: the average ratio, as Graphsurge does.
            return average;
        }
        double slope = covariance / variance;
        double intercept = meanY - slope * meanX;
        if (slope >= 0 && intercept >= 0) {
            return new Line(intercept, slope);
        }
        // Least squares with both non-negative: the best of the lines with one of them 0,
        // through the origin and flat (the constrained optimum lies on that boundary).
        double sumXY = 0;
        double sumXX = 0;
        for (int i = from; i < n; i++) {
            sumXY += xs.getDouble(i) * ys.getDouble(i);
            sumXX += xs.getDouble(i) * xs.getDouble(i);
        }
        Line throughOrigin = new Line(0, sumXY / sumXX);
        return squaredError(throughOrigin, from, n) <= squaredError(constant, from, n) ? throughOrigin : constant;
    }

    private double squaredError(Line line, int from, int n) {
        double sum = 0;
        for (int i = from; i < n; i++) {
            double r = ys.getDouble(i) - line.at(xs.getDouble(i));
            sum += r * r;
        }
        return sum;
    }
}
