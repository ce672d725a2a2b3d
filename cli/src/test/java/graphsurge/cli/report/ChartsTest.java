package graphsurge.cli.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.awt.Color;
import java.util.List;
import org.jfree.chart.JFreeChart;
import org.jfree.data.category.CategoryDataset;
import org.junit.jupiter.api.Test;

/** Per-view charts of a few views: a view without a value is a gap in a line and nothing in a bar. */
class ChartsTest {
    private static final List<String> VIEWS = List.of("a", "b", "c");
    private static final double[] WITH_GAP = {0.25, Double.NaN, 0.5};

    @Test
    void aLineLeavesAGapWhereAViewHasNoValue() {
        JFreeChart chart = Charts.perView("ranks", "view", "rank", VIEWS,
                List.of(new Charts.ViewSeries("vertex 7", Color.BLUE, WITH_GAP)), Charts.Layout.LINES);
        CategoryDataset data = chart.getCategoryPlot().getDataset();
        assertEquals(0.25, data.getValue(0, 0).doubleValue());
        assertNull(data.getValue(0, 1));
        assertEquals(0.5, data.getValue(0, 2).doubleValue());
    }

    @Test
    void aStackDrawsNothingWhereAViewHasNoValue() {
        JFreeChart chart = Charts.perView("times", "view", "ms", VIEWS,
                List.of(new Charts.ViewSeries("plain", Color.GRAY, WITH_GAP)), Charts.Layout.STACKED);
        assertEquals(0.0, chart.getCategoryPlot().getDataset().getValue(0, 1).doubleValue());
    }
}
