package graphsurge.vcstore.collection;

import graphsurge.gvdl.ast.Literal;
import graphsurge.gvdl.ast.Predicate;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One view: its name (the user's, or {@code <collection>_<i>} with i in the user's order), its
 * edge predicate, and the values of the FOR variables that made it from its template (empty for a
 * listed view), in the order of the FOR clauses.
 */
public record ViewDefinition(String name, Predicate predicate, Map<String, Literal> bindings) {
    public ViewDefinition {
        bindings = Collections.unmodifiableMap(new LinkedHashMap<>(bindings));
    }

    /** A view without FOR variables. */
    public ViewDefinition(String name, Predicate predicate) {
        this(name, predicate, Map.of());
    }
}
