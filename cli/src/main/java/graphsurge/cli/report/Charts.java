package graphsurge.cli.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Paint;
import java.awt.Rectangle;
import java.util.List;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.CategoryLabelPositions;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.block.BlockBorder;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.LookupPaintScale;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.BoxAndWhiskerRenderer;
import org.jfree.chart.renderer.category.LineAndShapeRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.renderer.xy.XYBlockRenderer;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.title.PaintScaleLegend;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.data.category.CategoryDataset;
import org.jfree.data.statistics.BoxAndWhiskerCategoryDataset;
import org.jfree.data.xy.DefaultXYZDataset;
import org.jfree.data.xy.XYDataset;
import org.jfree.svg.SVGGraphics2D;

/**
 * The report's charts, drawn by JFreeChart into SVG with JFreeSVG: a plain white look, readable
 * axis labels, a fixed palette (the modes keep their colours from chart to chart).
 */
final class Charts {
    static {
        System.setProperty("java.awt.headless", "true");
    }

    private Charts() {}

    static final Color DIFFERENTIAL = new Color(0x2f6fbd);
    static final Color SCRATCH = new Color(0xe4572e);
    static final Color PLAIN = new Color(0x4c9a52);
    /** Series colours for charts with many series (Tableau 10). */
    static final Color[] PALETTE = {new Color(0x4e79a7), new Color(0xf28e2b), new Color(0xe15759), new Color(0x76b7b2),
        new Color(0x59a14f), new Color(0xedc948), new Color(0xb07aa1), new Color(0xff9da7), new Color(0x9c755f),
        new Color(0xbab0ac)};

    static final int WIDTH = 1000;
    static final int HEIGHT = 380;

    /** The chart as an inline {@code <svg>} element with the given id. */
    static String svg(JFreeChart chart, String id, int width, int height) {
        SVGGraphics2D g2 = new SVGGraphics2D(width, height);
        // Two decimals are finer than a pixel: the page is a fraction of the size with six.
        g2.setGeomDoubleConverter(d -> Double.toString(Math.round(d * 100) / 100.0));
        g2.setTransformDoubleConverter(d -> Double.toString(Math.round(d * 1000) / 1000.0));
        chart.draw(g2, new Rectangle(0, 0, width, height));
        return g2.getSVGElement(id);
    }

    /** Bars per category; {@code stacked} stacks the series (one coloured part per series). */
    static JFreeChart bars(String title, String categoryAxis, String valueAxis, CategoryDataset data, boolean stacked,
            Paint... colours) {
        JFreeChart chart = stacked
                ? ChartFactory.createStackedBarChart(title, categoryAxis, valueAxis, data, PlotOrientation.VERTICAL,
                        data.getRowCount() > 1, false, false)
                : ChartFactory.createBarChart(title, categoryAxis, valueAxis, data, PlotOrientation.VERTICAL,
                        data.getRowCount() > 1, false, false);
        CategoryPlot plot = categoryPlot(chart);
        BarRenderer r = (BarRenderer) plot.getRenderer();
        r.setBarPainter(new StandardBarPainter());
        r.setShadowVisible(false);
        r.setDrawBarOutline(false);
        r.setItemMargin(0.02);
        for (int s = 0; s < data.getRowCount(); s++) {
            r.setSeriesPaint(s, s < colours.length ? colours[s] : PALETTE[s % PALETTE.length]);
        }
        return chart;
    }

    /** Lines across categories, one per series, with a marker per point. */
    static JFreeChart lines(String title, String categoryAxis, String valueAxis, CategoryDataset data) {
        JFreeChart chart = ChartFactory.createLineChart(title, categoryAxis, valueAxis, data, PlotOrientation.VERTICAL,
                data.getRowCount() > 1, false, false);
        CategoryPlot plot = categoryPlot(chart);
        LineAndShapeRenderer r = (LineAndShapeRenderer) plot.getRenderer();
        r.setDefaultShapesVisible(true);
        for (int s = 0; s < data.getRowCount(); s++) {
            r.setSeriesPaint(s, PALETTE[s % PALETTE.length]);
            r.setSeriesStroke(s, new BasicStroke(2f));
        }
        return chart;
    }

    /** Box plots per category (whiskers from the minimum to the maximum). */
    static JFreeChart boxes(String title, String categoryAxis, String valueAxis, BoxAndWhiskerCategoryDataset data) {
        JFreeChart chart = ChartFactory.createBoxAndWhiskerChart(title, categoryAxis, valueAxis, data, false);
        CategoryPlot plot = categoryPlot(chart);
        BoxAndWhiskerRenderer r = (BoxAndWhiskerRenderer) plot.getRenderer();
        r.setSeriesPaint(0, PALETTE[0]);
        r.setFillBox(true);
        r.setMeanVisible(true);
        r.setMaxOutlierVisible(false);
        r.setMinOutlierVisible(false);
        return chart;
    }

    /**
     * Points (series with {@code linesFrom} or higher index drawn as lines without points): the
     * adaptive model's observations and its fitted lines.
     */
    static JFreeChart scatterWithLines(String title, String xAxis, String yAxis, XYDataset data, int linesFrom,
            Paint... colours) {
        JFreeChart chart = ChartFactory.createXYLineChart(title, xAxis, yAxis, data, PlotOrientation.VERTICAL, true,
                false, false);
        XYPlot plot = chart.getXYPlot();
        style(chart);
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(new Color(0xdddddd));
        plot.setRangeGridlinePaint(new Color(0xdddddd));
        XYLineAndShapeRenderer r = new XYLineAndShapeRenderer();
        for (int s = 0; s < data.getSeriesCount(); s++) {
            boolean line = s >= linesFrom;
            r.setSeriesLinesVisible(s, line);
            r.setSeriesShapesVisible(s, !line);
            r.setSeriesPaint(s, s < colours.length ? colours[s] : PALETTE[s % PALETTE.length]);
            r.setSeriesStroke(s, new BasicStroke(line ? 2f : 1f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 1f,
                    line ? new float[] {6f, 4f} : null, 0f));
        }
        plot.setRenderer(r);
        return chart;
    }

    /** A heat map of an n x n matrix, cell (i, j) at x = i, y = j, with a colour legend. */
    static JFreeChart heatMap(String title, String axis, String legend, double[][] matrix, List<String> labels) {
        int n = matrix.length;
        double[] xs = new double[n * n];
        double[] ys = new double[n * n];
        double[] zs = new double[n * n];
        double max = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                xs[i * n + j] = i + 1;
                ys[i * n + j] = j + 1;
                zs[i * n + j] = matrix[i][j];
                max = Math.max(max, matrix[i][j]);
            }
        }
        DefaultXYZDataset data = new DefaultXYZDataset();
        data.addSeries("differences", new double[][] {xs, ys, zs});
        double upper = Math.max(1, max);
        LookupPaintScale scale = new LookupPaintScale(0, upper * 1.0001, Color.WHITE);
        Color low = new Color(0xf7fbff);
        Color high = new Color(0x08306b);
        int steps = 24;
        for (int s = 0; s < steps; s++) {
            double t = s / (double) (steps - 1);
            scale.add(upper * s / steps, new Color(mix(low.getRed(), high.getRed(), t), mix(low.getGreen(), high.getGreen(), t),
                    mix(low.getBlue(), high.getBlue(), t)));
        }
        XYBlockRenderer r = new XYBlockRenderer();
        r.setPaintScale(scale);
        NumberAxis x = new NumberAxis(axis);
        NumberAxis y = new NumberAxis(axis);
        for (NumberAxis a : new NumberAxis[] {x, y}) {
            a.setRange(0.5, n + 0.5);
            a.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
            a.setLowerMargin(0);
            a.setUpperMargin(0);
        }
        y.setInverted(true);
        XYPlot plot = new XYPlot(data, x, y, r);
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinesVisible(false);
        plot.setRangeGridlinesVisible(false);
        JFreeChart chart = new JFreeChart(title, JFreeChart.DEFAULT_TITLE_FONT, plot, false);
        NumberAxis legendAxis = new NumberAxis(legend);
        legendAxis.setRange(0, upper);
        PaintScaleLegend bar = new PaintScaleLegend(scale, legendAxis);
        bar.setPosition(RectangleEdge.RIGHT);
        bar.setMargin(4, 10, 4, 4);
        bar.setStripWidth(14);
        chart.addSubtitle(bar);
        style(chart);
        return chart;
    }

    private static int mix(int a, int b, double t) {
        return (int) Math.round(a + (b - a) * t);
    }

    private static CategoryPlot categoryPlot(JFreeChart chart) {
        style(chart);
        CategoryPlot plot = chart.getCategoryPlot();
        plot.setBackgroundPaint(Color.WHITE);
        plot.setRangeGridlinePaint(new Color(0xdddddd));
        CategoryAxis axis = plot.getDomainAxis();
        int categories = plot.getDataset().getColumnCount();
        if (categories > 12) {
            axis.setCategoryLabelPositions(CategoryLabelPositions.UP_45);
        }
        axis.setMaximumCategoryLabelWidthRatio(categories > 40 ? 0.9f : 2f);
        return plot;
    }

    private static void style(JFreeChart chart) {
        chart.setBackgroundPaint(Color.WHITE);
        chart.getTitle().setFont(new Font(Font.SANS_SERIF, Font.BOLD, 15));
        if (chart.getLegend() != null) {
            chart.getLegend().setFrame(BlockBorder.NONE);
        }
    }
}
