package graphsurge.analytics.computation;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The computations {@code RUN COMPUTATION} knows by name (or by one of their {@link
 * Computation#aliases}): the built-ins, any a user registers through the Java API, and plug-ins
 * (found with {@link java.util.ServiceLoader} in jars), each with where it came from. Adding a
 * built-in is its class plus one line in {@link #builtIns}.
 */
public final class ComputationRegistry {
    /** Where the built-ins come from, as {@link #origin} says it. */
    public static final String BUILT_IN = "built-in";
    /** Where a computation registered by {@link #register(Computation)} comes from. */
    public static final String JAVA_API = "Java API";

    private final Map<String, Computation> byName = new LinkedHashMap<>();
    private final Map<String, String> origins = new LinkedHashMap<>();
    /** Each alias and the name it stands for. */
    private final Map<String, String> aliases = new HashMap<>();

    /** A registry holding the six built-ins. */
    public static ComputationRegistry builtIns() {
        ComputationRegistry r = new ComputationRegistry();
        r.register(new Bfs(), BUILT_IN);
        r.register(new Sssp(), BUILT_IN);
        r.register(new Wcc(), BUILT_IN);
        r.register(new PageRank(), BUILT_IN);
        r.register(new Scc(), BUILT_IN);
        r.register(new Mpsp(), BUILT_IN);
        return r;
    }

    /** Adds a computation registered through the Java API; its name must be new. */
    public void register(Computation c) {
        register(c, JAVA_API);
    }

    /**
     * Adds a computation; its name and aliases must be new.
     *
     * @param origin where it came from, for SHOW COMPUTATIONS and messages (a plug-in's jar file name)
     * @throws IllegalArgumentException naming both origins when a name is taken
     */
    public void register(Computation c, String origin) {
        String name = c.name();
        List<String> names = new ArrayList<>(List.of(name));
        names.addAll(c.aliases());
        for (String n : names) {
            String other = origin(n);
            if (other != null) {
                throw new IllegalArgumentException("a computation named '" + n + "' is already registered ("
                        + describe(other) + "); " + describe(origin) + " defines it again");
            }
        }
        byName.put(name, c);
        origins.put(name, origin);
        for (String alias : names.subList(1, names.size())) {
            aliases.put(alias, name);
        }
    }

    private static String describe(String origin) {
        return origin.equals(BUILT_IN) ? "a built-in" : origin.equals(JAVA_API) ? "through the Java API" : origin;
    }

    /** The computation called {@code name} (its own name or an alias), or null. */
    public Computation find(String name) {
        return byName.get(aliases.getOrDefault(name, name));
    }

    /**
     * Where the computation called {@code name} (its own name or an alias) came from ({@link
     * #BUILT_IN}, {@link #JAVA_API} or a jar's file name), or null.
     */
    public String origin(String name) {
        return origins.get(aliases.getOrDefault(name, name));
    }

    public Collection<Computation> all() {
        return Collections.unmodifiableCollection(byName.values());
    }
}
