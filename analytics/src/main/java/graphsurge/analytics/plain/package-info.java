/**
 * The plain algorithms on one whole view (CSR, primitive arrays), and the traversal and queues
 * the kernels rebuild through: the oracles the other ways of running are tested against.
 */
package graphsurge.analytics.plain;
