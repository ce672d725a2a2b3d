package graphsurge.session;

import graphsurge.gstore.GraphsurgeException;

/** A statement of a script failed; the statements before it took effect, the ones after did not run. */
public final class ScriptFailure extends GraphsurgeException {
    private static final long serialVersionUID = 1L;

    private final int statement;
    private final int line;

    public ScriptFailure(String script, int statement, int line, GraphsurgeException cause) {
        super((script == null ? "" : script + ": ") + "statement " + statement + " (line " + line + ") failed: "
                + cause.getMessage(), cause);
        this.statement = statement;
        this.line = line;
    }

    /** The failing statement's 1-based position in the script. */
    public int statement() {
        return statement;
    }

    public int line() {
        return line;
    }
}
