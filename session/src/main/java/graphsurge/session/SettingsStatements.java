package graphsurge.session;

import graphsurge.gstore.GraphsurgeException;
import graphsurge.gvdl.GvdlException;
import graphsurge.gvdl.ast.Statement;
import graphsurge.session.cluster.ClusterException;

/** The statements that change how the session runs: SET THREADS and SET CLUSTER. */
final class SettingsStatements {
    private final SessionState state;

    SettingsStatements(SessionState state) {
        this.state = state;
    }

    StatementResult setThreads(Statement.SetThreads s) {
        if (s.processId() != null && s.processId() != 0) {
            throw new GraphsurgeException("PROCESS_ID " + s.processId() + ": distributed execution is not"
                    + " supported; this process is process 0");
        }
        state.threads(SessionState.checkThreads(s.threads(), "SET THREADS"));
        return new StatementResult.Done("Using " + state.threads() + " threads.");
    }

    StatementResult setCluster(Statement.SetCluster s, String source) {
        try {
            state.cluster(s.spec());
        } catch (ClusterException e) {
            throw new GvdlException(source, s.span(), e.getMessage());
        }
        return new StatementResult.Done("Collection runs use the cluster " + state.cluster() + ".");
    }
}
