/** GVDL tokens and the lexer. Depends on nothing but {@code graphsurge.gvdl}'s span and error. */
package graphsurge.gvdl.lex;
