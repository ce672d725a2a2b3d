package graphsurge.gstore.io;

import graphsurge.gstore.GraphsurgeException;
import java.nio.file.Path;

/**
 * The generation a reader was reading was removed by writers that replaced the graph meanwhile;
 * reading again gives the new graph, whole.
 */
public final class GraphReplacedException extends GraphsurgeException {
    private static final long serialVersionUID = 1L;

    GraphReplacedException(Path store) {
        super("the graph in the store " + store + " was replaced while it was being read (another command loaded"
                + " a graph meanwhile); run again");
    }
}
