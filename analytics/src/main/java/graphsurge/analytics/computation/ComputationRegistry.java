package graphsurge.analytics.computation;

import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The computations {@code RUN COMPUTATION} knows by name: the built-ins, and any a user registers
 * through the Java API.
 */
public final class ComputationRegistry {
    private final Map<String, Computation> byName = new LinkedHashMap<>();

    /** A registry holding the six built-ins. */
    public static ComputationRegistry builtIns() {
        ComputationRegistry r = new ComputationRegistry();
        r.register(new Bfs());
        r.register(new Sssp());
        r.register(new Wcc());
        r.register(new PageRank());
        r.register(new Scc());
        r.register(new Mpsp());
        return r;
    }

    /** Adds a computation; its name must be new. */
    public void register(Computation c) {
        if (byName.putIfAbsent(c.name(), c) != null) {
            throw new IllegalArgumentException("a computation named '" + c.name() + "' is already registered");
        }
    }

    /** The computation called {@code name}, or null. */
    public Computation find(String name) {
        return byName.get(name);
    }

    public Collection<Computation> all() {
        return Collections.unmodifiableCollection(byName.values());
    }
}
