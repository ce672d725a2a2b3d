/** Updates (record, time, diff) in primitive batches; radix sorting and consolidation. */
package graphsurge.engine.data;
