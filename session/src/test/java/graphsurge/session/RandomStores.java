package graphsurge.session;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;

/** Random stores the session's tests run on: a graph and a collection of windows over one of its properties. */
final class RandomStores {
    private RandomStores() {}

    /**
     * A store in {@code dir}: a random graph (vertices 1..{@code vertices}, a property k in 0..99, a
     * weight w in 1..9) and collection {@code c} of {@code views} windows over k, each at least
     * {@code width} wide, which vertices leave and join; a session on it with {@code threads}.
     */
    static Session windows(Path dir, Random random, int vertices, int edges, int views, int width, int threads)
            throws IOException {
        StringBuilder e = new StringBuilder(":start_id,:end_id,k:int,w:int\n");
        for (int i = 0; i < edges; i++) {
            e.append(1 + random.nextInt(vertices)).append(',').append(1 + random.nextInt(vertices)).append(',')
                    .append(random.nextInt(100)).append(',').append(1 + random.nextInt(9)).append('\n');
        }
        Path file = Files.writeString(dir.resolve("e.csv"), e);
        StringBuilder windows = new StringBuilder();
        for (int v = 0; v < views; v++) {
            int a = random.nextInt(60);
            windows.append(v == 0 ? "" : ", ").append("[k >= ").append(a).append(" AND k < ")
                    .append(a + width + random.nextInt(40)).append(']');
        }
        Session session = Session.open(dir.resolve("store")).threads(threads);
        session.execute("LOAD GRAPH WITH EDGES FROM '" + file + "'; CREATE VIEW COLLECTION c WHERE " + windows + ";");
        return session;
    }
}
