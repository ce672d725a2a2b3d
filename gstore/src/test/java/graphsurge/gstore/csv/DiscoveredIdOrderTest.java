package graphsurge.gstore.csv;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import graphsurge.gstore.ProgressListener;
import graphsurge.gstore.PropertyGraph;
import graphsurge.gstore.VertexIds;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Without a vertex file, dense ids follow the order of the ids the edges mention: numeric when
 * every id is an integer that fits in 64 bits written canonically (so that it prints back as
 * written: not {@code 007}, {@code +5} or {@code -0}), else the text order. The
 * expected order comes from a model computed here with BigInteger and String, not from the loader.
 */
class DiscoveredIdOrderTest {
    private static final Pattern CANONICAL = Pattern.compile("0|-?[1-9][0-9]*");

    @TempDir
    Path dir;

    private PropertyGraph load(String edges, int threads) throws IOException {
        Path e = Files.writeString(dir.resolve("e.csv"), edges);
        return new CsvGraphLoader(CsvOptions.DEFAULT.withHeader(false), threads, ProgressListener.NONE, 1)
                .load(null, e).graph();
    }

    private static String[] originals(PropertyGraph g) {
        String[] ids = new String[g.vertexCount()];
        for (int v = 0; v < ids.length; v++) {
            ids[v] = g.ids().original(v);
        }
        return ids;
    }

    @Test
    void integerIdsFollowNumericOrderNotTextOrder() throws IOException {
        PropertyGraph g = load("100,9\n10,100\n", 1);
        assertInstanceOf(VertexIds.Numeric.class, g.ids());
        assertEquals(List.of("9", "10", "100"), List.of(originals(g)));
        assertEquals(2, g.sources()[0]);
        assertEquals(0, g.targets()[0]);
    }

    @Test
    void sparseIntegerIdsFollowNumericOrderNotTextOrder() throws IOException {
        PropertyGraph g = load("100,9\n1000000000000,-5\n10,100\n", 1);
        assertInstanceOf(VertexIds.Numeric.class, g.ids());
        assertEquals(List.of("-5", "9", "10", "100", "1000000000000"), List.of(originals(g)));
    }

    @Test
    void anIdBeyondSixtyFourBitsInAnEdgesTargetMakesEveryIdText() throws IOException {
        PropertyGraph g = load("10,9\n9,99999999999999999999\n", 1);
        assertInstanceOf(VertexIds.Text.class, g.ids());
        assertEquals(List.of("10", "9", "99999999999999999999"), List.of(originals(g)));
        assertEquals("9->99999999999999999999", g.ids().original(g.sources()[1]) + "->" + g.ids().original(g.targets()[1]));
    }

    /** The ids' order by the contract: numeric if all are canonical 64-bit integers, else text. */
    private static List<String> modelOrder(List<String> mentioned) {
        boolean numeric = true;
        for (String id : mentioned) {
            numeric &= CANONICAL.matcher(id).matches() && new BigInteger(id).bitLength() <= 63;
        }
        Comparator<String> order = numeric ? Comparator.comparing(BigInteger::new) : Comparator.naturalOrder();
        TreeSet<String> distinct = new TreeSet<>(order);
        distinct.addAll(mentioned);
        return new ArrayList<>(distinct);
    }

    private static final String[] UNUSUAL = {
        "9223372036854775807", "-9223372036854775808", "9223372036854775808", "-9223372036854775809",
        "99999999999999999999", "007", "+5", "-0", "a", "B10", "10a",
    };

    private static String randomId(Random random, double unusual) {
        if (random.nextDouble() < unusual) {
            return UNUSUAL[random.nextInt(UNUSUAL.length)];
        }
        return Long.toString(random.nextInt(2000) - 500);
    }

    @Test
    void mixedIdsResolveToTheModelsOrderWhateverThePartsHold() throws IOException {
        long base = System.nanoTime();
        for (int trial = 0; trial < 40; trial++) {
            long seed = base + trial;
            Random random = new Random(seed);
            // Mostly plain integers; sometimes no unusual id at all, sometimes one in the last edge only.
            int mode = random.nextInt(4);
            double unusual = mode == 0 ? 0 : random.nextDouble() * 0.05;
            int edges = 1 + random.nextInt(3000);
            List<String> sources = new ArrayList<>();
            List<String> targets = new ArrayList<>();
            StringBuilder csv = new StringBuilder();
            for (int e = 0; e < edges; e++) {
                String s = randomId(random, unusual);
                String t = randomId(random, e == edges - 1 && mode == 1 ? 1 : unusual);
                sources.add(s);
                targets.add(t);
                csv.append(s).append(',').append(t).append('\n');
            }
            List<String> mentioned = new ArrayList<>(sources);
            mentioned.addAll(targets);
            List<String> expected = modelOrder(mentioned);
            int threads = 1 + random.nextInt(4);
            String context = "seed " + seed + ", " + threads + " threads";
            PropertyGraph g = load(csv.toString(), threads);
            assertEquals(expected.size(), g.vertexCount(), context);
            for (int d = 0; d < expected.size(); d++) {
                assertEquals(expected.get(d), g.ids().original(d), context + ", dense id " + d);
            }
            for (int e = 0; e < edges; e++) {
                assertEquals(sources.get(e), g.ids().original(g.sources()[e]), context + ", edge " + e);
                assertEquals(targets.get(e), g.ids().original(g.targets()[e]), context + ", edge " + e);
            }
        }
    }
}
