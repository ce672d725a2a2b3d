package graphsurge.cli.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Paint;
import java.awt.Rectangle;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Locale;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.CategoryLabelPositions;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.block.BlockBorder;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.SeriesRenderingOrder;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.LookupPaintScale;
import org.jfree.chart.renderer.PaintScale;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.BoxAndWhiskerRenderer;
import org.jfree.chart.renderer.category.LineAndShapeRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.renderer.xy.DeviationRenderer;
import org.jfree.chart.renderer.xy.XYAreaRenderer;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.title.PaintScaleLegend;
import org.jfree.chart.ui.Align;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.data.category.CategoryDataset;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.statistics.BoxAndWhiskerCategoryDataset;
import org.jfree.data.statistics.BoxAndWhiskerItem;
import org.jfree.data.statistics.DefaultBoxAndWhiskerCategoryDataset;
import org.jfree.data.xy.XYDataset;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;
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

    /** One value per view (NaN where the view has none), named and coloured: a layer of a stack or a line. */
    record ViewSeries(String name, Paint colour, double[] values) {}

    /** The most characters of a view's name under its bar: longer ones keep their start and end. */
    static final int LABEL_CHARS = 24;

    /**
     * A view's place on a bar chart's axis: its index keeps the categories apart whatever the
     * names, and the axis shows its name, shortened to {@link #LABEL_CHARS} around an ellipsis
     * so that long names do not squeeze the plot (the tables give them whole).
     */
    record ViewLabel(int index, String name) implements Comparable<ViewLabel> {
        @Override
        public int compareTo(ViewLabel o) {
            return Integer.compare(index, o.index);
        }

        @Override
        public String toString() {
            if (name.length() <= LABEL_CHARS) {
                return name;
            }
            int head = (LABEL_CHARS - 1) / 2;
            return name.substring(0, head) + "\u2026" + name.substring(name.length() - (LABEL_CHARS - 1 - head));
        }
    }

    /** How a per-view chart draws its series. */
    enum Layout {
        /** Parts of a whole, stacked: bars, or areas past {@link #BARS_UP_TO} views. */
        STACKED,
        /** A line per series (a gap where a value is NaN). */
        LINES,
        /** Each view's value in one of the series (how the view ran): bars, or points past {@link #BARS_UP_TO} views. */
        POINTS
    }

    /**
     * The most views drawn as one bar (or box) each with its name on the axis: at 45 degrees the
     * names of this many views stand apart across the chart's width.
     */
    static final int BARS_UP_TO = 40;
    /** How many runs of consecutive views a long series is thinned to ({@link Thinning}): 4 points each at most. */
    static final int BUCKETS = 150;
    /** As {@link #BUCKETS} for series drawn as points, an SVG element each (a line or area is one path). */
    static final int POINT_BUCKETS = 75;

    /**
     * A chart of per-view series along the views in order ({@code views} names them, as the axis
     * shows them). Up to {@link #BARS_UP_TO} views, a bar (or a line's point) per view under its
     * name; past that, areas, lines or points along a numbered axis whose ticks the chart spaces
     * so that they never overlap, each series thinned to the first, last, least and largest of
     * {@link #BUCKETS} runs of views ({@link Thinning}; a stack's layers at the same views).
     */
    static JFreeChart perView(String title, String viewAxis, String valueAxis, List<String> views,
            List<ViewSeries> series, Layout layout) {
        int k = views.size();
        Paint[] colours = new Paint[series.size()];
        for (int s = 0; s < colours.length; s++) {
            colours[s] = series.get(s).colour();
        }
        if (k <= BARS_UP_TO) {
            DefaultCategoryDataset data = new DefaultCategoryDataset();
            for (ViewSeries s : series) {
                for (int v = 0; v < k; v++) {
                    double value = s.values()[v];
                    // A line leaves a gap (null) where a view has no value; bars and stacks draw none there.
                    Double shown = !Double.isNaN(value) ? Double.valueOf(value) : layout == Layout.LINES ? null : 0.0;
                    data.addValue(shown, s.name(), new ViewLabel(v, views.get(v)));
                }
            }
            return layout == Layout.LINES ? lines(title, viewAxis, valueAxis, data, colours)
                    : bars(title, viewAxis, valueAxis, data, true, colours);
        }
        String axis = numbered(viewAxis, k);
        JFreeChart chart;
        if (layout == Layout.STACKED) {
            double[][] keys = new double[series.size()][];
            for (int s = 0; s < keys.length; s++) {
                keys[s] = series.get(s).values();
            }
            int[] kept = Thinning.keep(k, BUCKETS, keys);
            // Each layer drawn as the area under its top (the layers below it summed in), the top
            // layer first: one polygon per layer, each lower one painted over the upper's foot.
            double[] top = new double[kept.length];
            XYSeries[] tops = new XYSeries[series.size()];
            for (int s = 0; s < tops.length; s++) {
                tops[s] = new XYSeries(series.get(s).name(), false, true);
                for (int i = 0; i < kept.length; i++) {
                    double value = series.get(s).values()[kept[i]];
                    top[i] += Double.isNaN(value) ? 0 : value;
                    tops[s].add(kept[i] + 1, top[i], false);
                }
            }
            XYSeriesCollection data = new XYSeriesCollection();
            XYAreaRenderer r = new XYAreaRenderer(XYAreaRenderer.AREA);
            for (int s = tops.length - 1; s >= 0; s--) {
                r.setSeriesPaint(data.getSeriesCount(), colours[s]);
                data.addSeries(tops[s]);
            }
            chart = ChartFactory.createXYLineChart(title, axis, valueAxis, data, PlotOrientation.VERTICAL,
                    series.size() > 1, false, false);
            chart.getXYPlot().setRenderer(r);
            chart.getXYPlot().setSeriesRenderingOrder(SeriesRenderingOrder.FORWARD);
        } else {
            XYSeriesCollection data = new XYSeriesCollection();
            for (ViewSeries s : series) {
                XYSeries xy = new XYSeries(s.name(), false, true);
                for (int v : Thinning.keep(k, layout == Layout.POINTS ? POINT_BUCKETS : BUCKETS, s.values())) {
                    double value = s.values()[v];
                    if (!Double.isNaN(value)) {
                        xy.add(v + 1, value, false);
                    } else if (layout == Layout.LINES) {
                        xy.add(v + 1, null, false);
                    }
                }
                data.addSeries(xy);
            }
            chart = ChartFactory.createXYLineChart(title, axis, valueAxis, data, PlotOrientation.VERTICAL,
                    series.size() > 1, false, false);
            XYLineAndShapeRenderer r = new XYLineAndShapeRenderer(layout == Layout.LINES, layout == Layout.POINTS);
            r.setDrawOutlines(false);
            r.setDrawSeriesLineAsPath(true);
            for (int s = 0; s < colours.length; s++) {
                r.setSeriesPaint(s, colours[s]);
                r.setSeriesShape(s, new Rectangle2D.Double(-2, -2, 4, 4));
                r.setSeriesStroke(s, new BasicStroke(1.5f));
            }
            chart.getXYPlot().setRenderer(r);
        }
        return numberedViews(chart, k);
    }

    /** {@code chart} styled, its x axis numbering the {@code k} views by whole numbers, each view's point centred. */
    private static JFreeChart numberedViews(JFreeChart chart, int k) {
        xyStyle(chart);
        NumberAxis x = (NumberAxis) chart.getXYPlot().getDomainAxis();
        x.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        x.setRange(0.5, k + 0.5);
        return chart;
    }

    /** The views' axis label when it numbers them: "view (run order)" becomes "view (run order, 1 to 1,000)". */
    private static String numbered(String viewAxis, int views) {
        String range = String.format(Locale.ROOT, "1 to %,d", views);
        return viewAxis.endsWith(")") ? viewAxis.substring(0, viewAxis.length() - 1) + ", " + range + ")"
                : viewAxis + " (" + range + ")";
    }

    /**
     * The spread of a value across each view (the least, quartiles, median, largest; NaN where
     * the view has none): a box per view up to {@link #BARS_UP_TO} views (with a dot at the mean),
     * else two bands along a numbered axis, least to largest and 25th to 75th percentile, around
     * the median's line, thinned as {@link #perView} thins.
     */
    static JFreeChart spread(String title, String viewAxis, String valueAxis, List<String> views, double[] least,
            double[] lowerQuartile, double[] median, double[] upperQuartile, double[] largest, double[] mean) {
        int k = views.size();
        if (k <= BARS_UP_TO) {
            DefaultBoxAndWhiskerCategoryDataset data = new DefaultBoxAndWhiskerCategoryDataset();
            for (int v = 0; v < k; v++) {
                if (!Double.isNaN(median[v])) {
                    data.add(new BoxAndWhiskerItem(mean[v], median[v], lowerQuartile[v], upperQuartile[v], least[v],
                            largest[v], null, null, List.of()), valueAxis, views.get(v));
                }
            }
            return boxes(title, viewAxis, valueAxis, data);
        }
        YIntervalSeries whole = new YIntervalSeries("least to largest", false, false);
        YIntervalSeries middle = new YIntervalSeries("25th to 75th percentile", false, false);
        for (int v : Thinning.keep(k, BUCKETS, least, median, largest)) {
            if (!Double.isNaN(median[v])) {
                whole.add(v + 1, median[v], least[v], largest[v]);
                middle.add(v + 1, median[v], lowerQuartile[v], upperQuartile[v]);
            }
        }
        YIntervalSeriesCollection data = new YIntervalSeriesCollection();
        data.addSeries(whole);
        data.addSeries(middle);
        JFreeChart chart = ChartFactory.createXYLineChart(title, numbered(viewAxis, k), valueAxis, data,
                PlotOrientation.VERTICAL, true, false, false);
        DeviationRenderer r = new DeviationRenderer(true, false);
        r.setAlpha(0.35f);
        for (int s = 0; s < 2; s++) {
            r.setSeriesPaint(s, PALETTE[0]);
            r.setSeriesFillPaint(s, PALETTE[0]);
            r.setSeriesStroke(s, new BasicStroke(1.5f));
        }
        chart.getXYPlot().setRenderer(r);
        return numberedViews(chart, k);
    }

    /**
     * {@code n} colours that tell series apart: the palette's ten, then hues a golden angle apart
     * at two brightnesses, every one different.
     */
    static Color[] distinct(int n) {
        Color[] out = new Color[n];
        for (int i = 0; i < n; i++) {
            out[i] = i < PALETTE.length ? PALETTE[i]
                    : Color.getHSBColor((float) (((i - PALETTE.length) * 0.381966) % 1.0), 0.65f, i % 2 == 0 ? 0.85f : 0.6f);
        }
        return out;
    }

    /**
     * {@code n} colours for ordered classes (small to large), from pale yellow-green through teal to
     * deep blue: each one darker than the one before, so no two are the same.
     */
    static Color[] ramp(int n) {
        Color[] stops = {new Color(0xd9f0a3), new Color(0x78c679), new Color(0x41b6c4), new Color(0x225ea8),
            new Color(0x081d58)};
        Color[] out = new Color[n];
        for (int i = 0; i < n; i++) {
            double t = n == 1 ? 0.5 : i * (stops.length - 1) / (double) (n - 1);
            int a = Math.min(stops.length - 2, (int) t);
            double f = t - a;
            out[i] = new Color(mix(stops[a].getRed(), stops[a + 1].getRed(), f),
                    mix(stops[a].getGreen(), stops[a + 1].getGreen(), f), mix(stops[a].getBlue(), stops[a + 1].getBlue(), f));
        }
        return out;
    }

    /** Lines across categories, one per series, with a marker per point. */
    static JFreeChart lines(String title, String categoryAxis, String valueAxis, CategoryDataset data, Paint... colours) {
        JFreeChart chart = ChartFactory.createLineChart(title, categoryAxis, valueAxis, data, PlotOrientation.VERTICAL,
                data.getRowCount() > 1, false, false);
        CategoryPlot plot = categoryPlot(chart);
        LineAndShapeRenderer r = (LineAndShapeRenderer) plot.getRenderer();
        r.setDefaultShapesVisible(true);
        for (int s = 0; s < data.getRowCount(); s++) {
            r.setSeriesPaint(s, s < colours.length ? colours[s] : PALETTE[s % PALETTE.length]);
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
        xyStyle(chart);
        XYLineAndShapeRenderer r = new XYLineAndShapeRenderer();
        r.setDrawOutlines(false);
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

    /**
     * A heat map of the views' pairwise differences in run order: cell (i, j) of {@code d} at
     * x = i, y = j, each cell spanning {@code d.block()} run positions on both axes, with a colour
     * legend. The cells are one embedded PNG image (drawn with a pixel or more per run position,
     * so blocks keep sharp edges), not an SVG element each: a page over a thousand views stays
     * small.
     */
    static JFreeChart heatMap(String title, String axis, String legend, RunReport.Distances d) {
        double max = 0;
        for (double[] row : d.cells()) {
            for (double v : row) {
                max = Math.max(max, v);
            }
        }
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
        int k = d.views();
        NumberAxis x = new NumberAxis(axis);
        NumberAxis y = new NumberAxis(axis);
        for (NumberAxis a : new NumberAxis[] {x, y}) {
            a.setRange(0.5, k + 0.5);
            a.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
            a.setLowerMargin(0);
            a.setUpperMargin(0);
        }
        y.setInverted(true);
        XYPlot plot = new XYPlot(null, x, y, null);
        plot.setBackgroundImage(heatMapImage(d, scale));
        plot.setBackgroundImageAlignment(Align.FIT);
        plot.setBackgroundImageAlpha(1f);
        plot.setDomainGridlinesVisible(false);
        plot.setRangeGridlinesVisible(false);
        JFreeChart chart = new JFreeChart(title, JFreeChart.DEFAULT_TITLE_FONT, plot, false);
        NumberAxis legendAxis = new NumberAxis(legend);
        legendAxis.setRange(0, upper);
        PaintScaleLegend bar = new PaintScaleLegend(scale, legendAxis);
        bar.setPosition(RectangleEdge.RIGHT);
        bar.setMargin(4, 10, 4, 4);
        bar.setStripWidth(14);
        bar.setSubdivisionCount(steps);
        chart.addSubtitle(bar);
        style(chart);
        return chart;
    }

    /** The most pixels on a side of the heat map's image. */
    private static final int HEAT_MAP_PIXELS = 1200;

    /**
     * The heat map's cells as an image whose pixels map evenly onto run positions: a whole number
     * of pixels per position up to {@link #HEAT_MAP_PIXELS}, so a browser scaling it keeps the cells'
     * edges; beyond, each pixel shows the cell of the position at its centre.
     */
    static BufferedImage heatMapImage(RunReport.Distances d, PaintScale scale) {
        int k = d.views();
        int side = k > HEAT_MAP_PIXELS ? HEAT_MAP_PIXELS : k * Math.max(1, 600 / k);
        int[] cellOf = new int[side];
        for (int p = 0; p < side; p++) {
            cellOf[p] = (int) (((2L * p + 1) * k / (2L * side)) / d.block());
        }
        BufferedImage image = new BufferedImage(side, side, BufferedImage.TYPE_INT_RGB);
        for (int py = 0; py < side; py++) {
            for (int px = 0; px < side; px++) {
                // The image's x is the matrix's first index, as the chart's axes read it.
                image.setRGB(px, py, ((Color) scale.getPaint(d.cells()[cellOf[px]][cellOf[py]])).getRGB());
            }
        }
        return image;
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

    private static void xyStyle(JFreeChart chart) {
        style(chart);
        XYPlot plot = chart.getXYPlot();
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(new Color(0xdddddd));
        plot.setRangeGridlinePaint(new Color(0xdddddd));
    }

    private static void style(JFreeChart chart) {
        chart.setBackgroundPaint(Color.WHITE);
        chart.getTitle().setFont(new Font(Font.SANS_SERIF, Font.BOLD, 15));
        if (chart.getLegend() != null) {
            chart.getLegend().setFrame(BlockBorder.NONE);
        }
    }
}
