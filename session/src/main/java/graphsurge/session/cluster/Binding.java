package graphsurge.session.cluster;

import graphsurge.analytics.computation.Computation;
import graphsurge.analytics.computation.ComputationRegistry;
import graphsurge.analytics.computation.Parameters;
import graphsurge.analytics.computation.Program;
import graphsurge.gstore.GraphsurgeException;
import graphsurge.gstore.PropertyGraph;
import java.io.Serializable;
import java.util.List;

/**
 * A computation as the client bound it, in a form that travels with a job: its name and the
 * parameters it was given. A worker binds it again on its copy of the graph ({@link #bind}), so
 * that it needs no parser and gets the program the client checked.
 *
 * @param computation the computation's name, as the registry knows it ({@code pr}, not {@code pagerank})
 * @param parameters the parameters the client bound it with ({@link Parameters#given()})
 */
public record Binding(String computation, List<Parameters.Param> parameters) implements Serializable {
    public Binding {
        parameters = List.copyOf(parameters);
    }

    /** The binding of {@code computation} with {@code parameters}, as the client made it. */
    public static Binding of(String computation, Parameters parameters) {
        return new Binding(computation, parameters.given());
    }

    /** The computation found in {@code registry}, bound to {@code graph} with these parameters. */
    public Program bind(ComputationRegistry registry, PropertyGraph graph) {
        Computation c = registry.find(computation);
        if (c == null) {
            throw new GraphsurgeException("the worker knows no computation '" + computation + "' (a plug-in"
                    + " computation travels with the job as its jars: SegmentJob.pluginJars)");
        }
        return c.bind(graph, new Parameters(c.name(), parameters, Parameters.Position.NONE));
    }
}
