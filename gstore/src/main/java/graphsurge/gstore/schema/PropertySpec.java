package graphsurge.gstore.schema;

import java.util.Objects;

/** One property: its name and its type. */
public record PropertySpec(String name, PropertyType type) {
    public PropertySpec {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
        if (name.isEmpty()) {
            throw new IllegalArgumentException("a property name must not be empty");
        }
    }

    @Override
    public String toString() {
        return name + ":" + type.displayName();
    }
}
