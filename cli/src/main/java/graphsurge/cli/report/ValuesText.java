package graphsurge.cli.report;

import graphsurge.session.ViewValues;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** A view's {@link ViewValues} as the run table and the report show them (one short line), and as JSON. */
public final class ValuesText {
    private ValuesText() {}

    /**
     * One line: {@code 1,204 reached, mean 3.12, max 7, 15 unreachable}; {@code 12 components,
     * largest 1,024}; {@code top 17 (0.0123), 4 (0.0101), 99 (0.00981)}; {@code 1->5 3, 2->7
     * unreachable}; {@code 5 values}. Empty for null (values not known).
     */
    public static String of(ViewValues values) {
        if (values == null) {
            return "";
        }
        if (values instanceof ViewValues.Distances d) {
            String unreachable = d.unreachable() == 0 ? ""
                    : String.format(Locale.ROOT, ", %,d unreachable", d.unreachable());
            return d.reached() == 0 ? "none reached" + unreachable
                    : String.format(Locale.ROOT, "%,d reached, mean %,.2f, max %s%s", d.reached(), d.mean(),
                            number(d.max()), unreachable);
        }
        if (values instanceof ViewValues.Components c) {
            return String.format(Locale.ROOT, "%,d component%s, largest %,d", c.count(), c.count() == 1 ? "" : "s",
                    c.largest());
        }
        if (values instanceof ViewValues.TopRanks t) {
            List<String> top = new ArrayList<>();
            for (ViewValues.Ranked r : t.top()) {
                top.add(r.vertex() + String.format(Locale.ROOT, " (%.3g)", r.rank()));
            }
            return top.isEmpty() ? "no vertices" : "top " + String.join(", ", top);
        }
        if (values instanceof ViewValues.GoalHops g) {
            List<String> goals = new ArrayList<>();
            for (ViewValues.GoalHop h : g.shown()) {
                goals.add(h.source() + "->" + h.target() + " " + (h.reachable() ? h.hops() : "unreachable"));
            }
            String text = String.join(", ", goals);
            return g.goals() == g.shown().size() ? text : text + String.format(Locale.ROOT, "%s%,d of %,d goals reachable",
                    text.isEmpty() ? "" : ", ... ", g.reachable(), g.goals());
        }
        long n = ((ViewValues.Counted) values).values();
        return String.format(Locale.ROOT, "%,d value%s", n, n == 1 ? "" : "s");
    }

    /** An integral number without decimals, any other with two. */
    private static String number(double x) {
        return x == Math.rint(x) && Math.abs(x) < 1e15 ? String.format(Locale.ROOT, "%,d", (long) x)
                : String.format(Locale.ROOT, "%,.2f", x);
    }

    /**
     * The values as a JSON object: {@code kind} ({@code distances}, {@code components}, {@code ranks},
     * {@code goals}, {@code count}) and its numbers (NaN and unreachable hops as null); null for null.
     */
    public static Map<String, Object> json(ViewValues values) {
        if (values == null) {
            return null;
        }
        Map<String, Object> m = new LinkedHashMap<>();
        if (values instanceof ViewValues.Distances d) {
            m.put("kind", "distances");
            m.put("reached", d.reached());
            m.put("unreachable", d.unreachable());
            m.put("mean", d.mean());
            m.put("max", d.max());
        } else if (values instanceof ViewValues.Components c) {
            m.put("kind", "components");
            m.put("components", c.count());
            m.put("largest", c.largest());
        } else if (values instanceof ViewValues.TopRanks t) {
            m.put("kind", "ranks");
            List<Object> top = new ArrayList<>();
            for (ViewValues.Ranked r : t.top()) {
                Map<String, Object> e = new LinkedHashMap<>();
                e.put("vertex", r.vertex());
                e.put("rank", r.rank());
                top.add(e);
            }
            m.put("top", top);
        } else if (values instanceof ViewValues.GoalHops g) {
            m.put("kind", "goals");
            m.put("goals", g.goals());
            m.put("reachable", g.reachable());
            List<Object> hops = new ArrayList<>();
            for (ViewValues.GoalHop h : g.shown()) {
                Map<String, Object> e = new LinkedHashMap<>();
                e.put("source", h.source());
                e.put("target", h.target());
                e.put("hops", h.reachable() ? h.hops() : null);
                hops.add(e);
            }
            m.put("hops", hops);
        } else {
            m.put("kind", "count");
            m.put("values", ((ViewValues.Counted) values).values());
        }
        return m;
    }
}
