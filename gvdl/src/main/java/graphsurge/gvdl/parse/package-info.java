/** The recursive-descent GVDL parser. Depends on {@code lex} and {@code ast}. */
package graphsurge.gvdl.parse;
