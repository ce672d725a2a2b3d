/**
 * GVDL, the Graph View Definition Language: lexer, parser, AST and semantic checks against a
 * graph's schema.
 *
 * <p>Depends only on the schema types of {@code graphsurge.gstore}; it never reads graph data.
 * The language arrives with the GVDL issue; this package holds its place in the build.
 */
package graphsurge.gvdl;
