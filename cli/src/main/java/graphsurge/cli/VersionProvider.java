package graphsurge.cli;

import picocli.CommandLine.IVersionProvider;

/** The version from the jar manifest (set by the build), with the Java runtime. */
final class VersionProvider implements IVersionProvider {
    @Override
    public String[] getVersion() {
        String version = GraphsurgeCommand.class.getPackage().getImplementationVersion();
        return new String[] {
            "graphsurge " + (version == null ? "(development build)" : version),
            "Java " + Runtime.version() + " (" + System.getProperty("java.vm.name") + ")"
        };
    }
}
