package graphsurge.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each view's {@link ViewValues}, kept up to date from the changed keys, equals what a plain
 * computation over the view's full result file gives (reached and unreachable vertices, mean and
 * largest distance; components and the largest; the top ranks; each goal's hops), for every
 * computation, differentially (the runner lists the changed keys), from scratch (every key is
 * compared) and in segments (each segment's first view compared in full), on random windows that vertices leave and join, so that vertices become unreachable
 * and components split from one view to the next.
 */
class ViewValuesTest {
    private static final long[] SEEDS = {20261206L, 7L, 424242L};
    private static final String[] COMPUTATIONS = {"bfs", "sssp", "wcc", "scc", "pr", "mpsp"};
    private static final int VERTICES = 60;

    @TempDir
    Path dir;

    /** Transitions seen: a vertex in two views in a row reachable, then not; two vertices in one component, then in two. */
    private int becameUnreachable;
    private int split;

    @Test
    void eachViewsValuesAreWhatItsFullResultComesTo() throws IOException {
        for (long seed : SEEDS) {
            System.out.println("ViewValuesTest seed " + seed);
            Random random = new Random(seed);
            Path d = Files.createDirectories(dir.resolve("seed" + seed));
            try (Session session = RandomStores.windows(d, random, VERTICES, 300, 12, 10, 2)) {
                for (String name : COMPUTATIONS) {
                    List<String[]> goals = goals(random);
                    String call = call(name, random, goals);
                    for (String mode : List.of("DIFFERENTIAL", "SCRATCH", "DIFFERENTIAL SEGMENTS 3")) {
                        Path out = d.resolve(name + "-" + mode.replace(' ', '-'));
                        String[] way = mode.split(" ", 2);
                        List<Session.Executed> ran = session.execute("RUN " + way[0] + " COMPUTATION " + call
                                + " ON COLLECTION c SAVE RESULTS TO '" + out + "'" + (way.length > 1 ? " " + way[1] : "") + ";");
                        StatementResult.ComputationRan run = (StatementResult.ComputationRan) ran.get(ran.size() - 1).result();
                        List<List<String[]>> views = new ArrayList<>();
                        for (StatementResult.ViewRow row : run.views()) {
                            String where = "seed " + seed + ", " + mode + " " + call + ", view " + row.view();
                            List<String[]> result = rows(out.resolve(row.view() + ".csv"));
                            assertNotNull(row.values(), where);
                            check(name, row.values(), result, goals, where);
                            views.add(result);
                        }
                        transitions(name, views);
                    }
                }
            }
        }
        assertTrue(becameUnreachable > 0, "some vertex became unreachable from one view to the next");
        assertTrue(split > 0, "some component split from one view to the next");
    }

    /** Ten distinct goal pairs over the vertices. */
    private static List<String[]> goals(Random random) {
        Set<String> pairs = new LinkedHashSet<>();
        while (pairs.size() < 10) {
            pairs.add((1 + random.nextInt(VERTICES)) + "," + (1 + random.nextInt(VERTICES)));
        }
        return pairs.stream().map(p -> p.split(",")).toList();
    }

    private static String call(String name, Random random, List<String[]> goals) {
        int root = 1 + random.nextInt(VERTICES);
        return switch (name) {
            case "bfs" -> "bfs(root=" + root + ")";
            case "sssp" -> "sssp(root=" + root + ", weight=w)";
            case "mpsp" -> "mpsp(goals=[" + String.join(", ", goals.stream().map(g -> "(" + g[0] + ", " + g[1] + ")").toList())
                    + "])";
            default -> name;
        };
    }

    /** A result file's rows, as fields (every id here is an integer: nothing is quoted). */
    private static List<String[]> rows(Path file) throws IOException {
        List<String> lines = Files.readAllLines(file);
        List<String[]> rows = new ArrayList<>();
        for (String line : lines.subList(1, lines.size())) {
            rows.add(line.split(","));
        }
        return rows;
    }

    private static void check(String name, ViewValues values, List<String[]> rows, List<String[]> goals, String where) {
        switch (name) {
            case "bfs", "sssp" -> {
                long reached = 0;
                long unreachable = 0;
                double sum = 0;
                double max = Double.NaN;
                for (String[] r : rows) {
                    if (r[1].equals("infinity")) {
                        unreachable++;
                    } else {
                        double x = Double.parseDouble(r[1]);
                        reached++;
                        sum += x;
                        max = reached == 1 ? x : Math.max(max, x);
                    }
                }
                ViewValues.Distances v = (ViewValues.Distances) values;
                assertEquals(reached, v.reached(), where + ": reached");
                assertEquals(unreachable, v.unreachable(), where + ": unreachable");
                assertEquals(max, v.max(), where + ": max");
                assertEquals(reached == 0 ? Double.NaN : sum / reached, v.mean(), 1e-9 * Math.max(1, Math.abs(sum)), where
                        + ": mean");
            }
            case "wcc", "scc" -> {
                Map<String, Integer> sizes = new HashMap<>();
                for (String[] r : rows) {
                    sizes.merge(r[1], 1, Integer::sum);
                }
                ViewValues.Components v = (ViewValues.Components) values;
                assertEquals(sizes.size(), v.count(), where + ": components");
                assertEquals(sizes.values().stream().mapToInt(Integer::intValue).max().orElse(0), v.largest(),
                        where + ": largest");
            }
            case "pr" -> {
                Map<String, Double> rank = new HashMap<>();
                List<Double> ranks = new ArrayList<>();
                for (String[] r : rows) {
                    rank.put(r[0], Double.parseDouble(r[1]));
                    ranks.add(Double.parseDouble(r[1]));
                }
                ranks.sort(java.util.Comparator.reverseOrder());
                ViewValues.TopRanks v = (ViewValues.TopRanks) values;
                assertEquals(ranks.subList(0, Math.min(3, ranks.size())), v.top().stream().map(ViewValues.Ranked::rank).toList(),
                        where + ": top ranks");
                for (ViewValues.Ranked r : v.top()) {
                    assertEquals(rank.get(r.vertex()), r.rank(), where + ": rank of " + r.vertex());
                }
            }
            case "mpsp" -> {
                Map<String, String> hops = new HashMap<>();
                long reachable = 0;
                for (String[] r : rows) {
                    hops.put(r[0] + "," + r[1], r[2]);
                    reachable += r[2].equals("infinity") ? 0 : 1;
                }
                List<String> shown = new ArrayList<>();
                for (String[] g : goals.subList(0, 8)) {
                    String h = hops.get(g[0] + "," + g[1]);
                    if (h != null) {
                        shown.add(g[0] + "," + g[1] + "," + h);
                    }
                }
                ViewValues.GoalHops v = (ViewValues.GoalHops) values;
                assertEquals(rows.size(), v.goals(), where + ": goals");
                assertEquals(reachable, v.reachable(), where + ": reachable");
                assertEquals(shown, v.shown().stream().map(h -> h.source() + "," + h.target() + ","
                        + (h.reachable() ? Long.toString(h.hops()) : "infinity")).toList(), where + ": hops");
            }
            default -> throw new IllegalArgumentException(name);
        }
    }

    /** Counts vertices that became unreachable (bfs) and components that split (wcc) from one view to the next. */
    private void transitions(String name, List<List<String[]>> views) {
        for (int p = 1; p < views.size(); p++) {
            Map<String, String> before = new HashMap<>();
            for (String[] r : views.get(p - 1)) {
                before.put(r[0], r[1]);
            }
            Map<String, String> after = new HashMap<>();
            for (String[] r : views.get(p)) {
                after.put(r[0], r[1]);
            }
            for (Map.Entry<String, String> e : after.entrySet()) {
                String was = before.get(e.getKey());
                if (name.equals("bfs") && was != null && !was.equals("infinity") && e.getValue().equals("infinity")) {
                    becameUnreachable++;
                }
                if (name.equals("wcc") && was != null) {
                    for (Map.Entry<String, String> f : after.entrySet()) {
                        String fWas = before.get(f.getKey());
                        if (was.equals(fWas) && !e.getValue().equals(f.getValue())) {
                            split++;
                        }
                    }
                }
            }
        }
    }
}
