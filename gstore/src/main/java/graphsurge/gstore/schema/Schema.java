package graphsurge.gstore.schema;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** The ordered properties of the vertices or of the edges of a graph; names are unique. */
public record Schema(List<PropertySpec> properties) {
    public static final Schema EMPTY = new Schema(List.of());

    public Schema {
        properties = List.copyOf(properties);
        Set<String> names = new HashSet<>();
        for (PropertySpec p : properties) {
            if (!names.add(p.name())) {
                throw new IllegalArgumentException("duplicate property name '" + p.name() + "'");
            }
        }
    }

    public int size() {
        return properties.size();
    }

    public PropertySpec get(int index) {
        return properties.get(index);
    }

    /** The position of the named property, or -1. */
    public int indexOf(String name) {
        for (int i = 0; i < properties.size(); i++) {
            if (properties.get(i).name().equals(name)) {
                return i;
            }
        }
        return -1;
    }

    public Optional<PropertySpec> find(String name) {
        int i = indexOf(name);
        return i < 0 ? Optional.empty() : Optional.of(properties.get(i));
    }

    public List<String> names() {
        List<String> names = new ArrayList<>(properties.size());
        for (PropertySpec p : properties) {
            names.add(p.name());
        }
        return names;
    }
}
