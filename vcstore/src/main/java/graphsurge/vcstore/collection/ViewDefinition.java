package graphsurge.vcstore.collection;

import graphsurge.gvdl.ast.Predicate;

/** One view: its name ({@code <collection>_<i>}, i in the user's order) and its edge predicate. */
public record ViewDefinition(String name, Predicate predicate) {}
