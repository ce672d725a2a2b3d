/**
 * The differential dataflow engine. Only its API package is exported: the operators, traces,
 * times and workers behind it are free to change, and a consumer on the module path cannot name
 * them. On the class path (where the project's other modules use it) this file is not read, and
 * the architecture test keeps the same rule.
 */
module graphsurge.engine {
    requires it.unimi.dsi.fastutil;

    exports graphsurge.engine;
}
