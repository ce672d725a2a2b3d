package graphsurge.session;

import graphsurge.analytics.computation.Computation;
import graphsurge.analytics.computation.ComputationRegistry;
import graphsurge.gstore.GraphsurgeException;
import graphsurge.gstore.io.IoErrors;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.MalformedURLException;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Plug-in computations: every {@code *.jar} in a directory is put on one class loader (whose
 * parent is the application's), and every {@link Computation} its jars declare in
 * {@code META-INF/services/graphsurge.analytics.computation.Computation} is loaded with
 * {@link ServiceLoader}. The class loader stays open for as long as the program runs.
 */
public final class Plugins {
    /** The services file a plug-in jar declares its computations in. */
    public static final String SERVICES_FILE = "META-INF/services/" + Computation.class.getName();

    /** The name of the class loader the plug-ins of a directory share, which tells a plug-in's class from others. */
    private static final String LOADER = "graphsurge-plugins";
    private static final Pattern NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");
    private static final Pattern PROVIDER = Pattern.compile("Provider (\\S+)");

    /** A computation and the file name of the jar that declared it. */
    public record Plugin(Computation computation, String jar) {}

    private Plugins() {}

    /**
     * Loads the computations of every jar in {@code directory}, in the order of the jars' names and,
     * within a jar, of its services file; their names must be identifiers, and new among them.
     *
     * @throws GraphsurgeException when the directory cannot be read, a jar is not a jar, a
     *     plug-in cannot be loaded, or two plug-ins have the same name (naming both jars)
     */
    public static List<Plugin> load(Path directory) {
        List<Path> jars = jars(directory);
        // Which jar declared each provider class, read from the jars' services files: for messages and origins.
        Map<String, String> declaredBy = new HashMap<>();
        List<URL> urls = new ArrayList<>();
        // Which jars hold each class file: on one class loader the first jar's class shadows the others'.
        Map<String, String> classIn = new HashMap<>();
        for (Path jar : jars) {
            for (String cls : classes(jar)) {
                String earlier = classIn.putIfAbsent(cls, fileName(jar));
                if (earlier != null && !cls.equals("module-info")) {
                    throw new GraphsurgeException("plug-in jars " + earlier + " and " + fileName(jar) + " both hold class "
                            + cls + ": one would silently shadow the other (in " + directory + "); keep one of them, or"
                            + " rename the class in one");
                }
            }
        }
        for (Path jar : jars) {
            for (String provider : declared(jar)) {
                declaredBy.putIfAbsent(provider, fileName(jar));
            }
            try {
                urls.add(jar.toUri().toURL());
            } catch (MalformedURLException e) {
                throw new GraphsurgeException(jar + ": cannot be loaded: " + e.getMessage());
            }
        }
        List<Plugin> plugins = new ArrayList<>();
        if (declaredBy.isEmpty()) {
            return plugins;
        }
        URLClassLoader loader = new URLClassLoader(LOADER, urls.toArray(URL[]::new),
                Plugins.class.getClassLoader());
        Map<String, String> names = new LinkedHashMap<>();
        String current = null;
        try {
            for (ServiceLoader.Provider<Computation> provider : (Iterable<ServiceLoader.Provider<Computation>>)
                    ServiceLoader.load(Computation.class, loader).stream()::iterator) {
                current = provider.type().getName();
                String jar = declaredBy.get(current);
                if (jar == null) {
                    continue; // declared on the application's class path, not by a plug-in
                }
                Computation c = provider.get();
                String name = c.name();
                if (name == null || !NAME.matcher(name).matches()) {
                    throw new GraphsurgeException(directory.resolve(jar) + ": plug-in " + current
                            + " is named " + (name == null ? "null" : "'" + name + "'")
                            + ", not an identifier (letters, digits and '_', not starting with a digit)");
                }
                String other = names.putIfAbsent(name, jar);
                if (other != null) {
                    throw new GraphsurgeException("plug-in computation '" + name + "' of " + jar
                            + " clashes with the one of " + other + " (in " + directory + ")");
                }
                plugins.add(new Plugin(c, jar));
            }
        } catch (ServiceConfigurationError | LinkageError | RuntimeException e) {
            if (e instanceof GraphsurgeException g) {
                throw g;
            }
            String provider = current;
            if (e instanceof ServiceConfigurationError && e.getMessage() != null) {
                Matcher m = PROVIDER.matcher(e.getMessage());
                if (m.find()) {
                    provider = m.group(1);
                }
            }
            String jar = provider == null ? null : declaredBy.get(provider);
            throw new GraphsurgeException((jar == null ? directory.toString() : directory.resolve(jar).toString())
                    + ": plug-in " + (provider == null ? "" : provider + " ") + "failed to load: " + reason(e), e);
        }
        return plugins;
    }

    /**
     * Registers {@code plugins} in {@code registry}, each from its jar; a name (or alias) already
     * there is an error naming both.
     */
    public static void register(List<Plugin> plugins, ComputationRegistry registry) {
        for (Plugin p : plugins) {
            List<String> names = new ArrayList<>(List.of(p.computation().name()));
            names.addAll(p.computation().aliases());
            for (String name : names) {
                String other = registry.origin(name);
                if (other != null) {
                    throw new GraphsurgeException("plug-in computation '" + name + "' of " + p.jar() + " clashes with "
                            + (other.equals(ComputationRegistry.BUILT_IN) ? "the built-in '" + name + "'"
                            : other.equals(ComputationRegistry.JAVA_API) ? "the one registered through the Java API"
                            : "the one of " + other));
                }
            }
            registry.register(p.computation(), p.jar());
        }
    }

    /**
     * The jars {@code c} was loaded from, by file name, as bytes to ship: every jar of its plug-in
     * directory (they share one class loader, so the plug-in may use any of them); empty for a
     * computation not loaded by {@link #load} (a built-in, one registered through the Java API).
     * A cluster whose workers run in other JVMs ships them with the job, and the workers load
     * them again ({@link #load}).
     */
    public static Map<String, byte[]> jarsOf(Computation c) {
        Map<String, byte[]> jars = new LinkedHashMap<>();
        if (!(c.getClass().getClassLoader() instanceof URLClassLoader loader) || !LOADER.equals(loader.getName())) {
            return jars;
        }
        for (URL url : loader.getURLs()) {
            Path jar;
            try {
                jar = Path.of(url.toURI());
            } catch (URISyntaxException | IllegalArgumentException e) {
                throw new GraphsurgeException("plug-in " + c.name() + ": its jar " + url + " is not a file to ship");
            }
            try {
                jars.put(fileName(jar), Files.readAllBytes(jar));
            } catch (IOException e) {
                throw new GraphsurgeException(jar + ": the plug-in jar cannot be read to ship it with the job: "
                        + IoErrors.reason(e));
            }
        }
        return jars;
    }

    /** The messages of {@code e} and its causes, each with its kind unless it is the service loader's own. */
    private static String reason(Throwable e) {
        List<String> parts = new ArrayList<>();
        for (Throwable t = e; t != null && parts.size() < 5; t = t.getCause()) {
            String prefix = Computation.class.getName() + ": ";
            parts.add(t instanceof ServiceConfigurationError
                    ? String.valueOf(t.getMessage()).replace(prefix, "")
                    : t.getClass().getSimpleName() + (t.getMessage() == null ? "" : " " + t.getMessage()));
        }
        return String.join(": ", parts);
    }

    private static List<Path> jars(Path directory) {
        List<Path> jars = new ArrayList<>();
        try (DirectoryStream<Path> files = Files.newDirectoryStream(directory, "*.jar")) {
            for (Path f : files) {
                jars.add(f);
            }
        } catch (NoSuchFileException e) {
            throw new GraphsurgeException(directory + ": no such plug-in directory");
        } catch (NotDirectoryException e) {
            throw new GraphsurgeException(directory + ": not a directory (the plug-ins are the jars in a directory)");
        } catch (IOException e) {
            throw new GraphsurgeException(directory + ": the plug-in directory cannot be read: " + IoErrors.reason(e));
        }
        jars.sort(null);
        return jars;
    }

    /** The provider classes {@code jar}'s services file names (none without one). */
    private static List<String> declared(Path jar) {
        List<String> providers = new ArrayList<>();
        try (JarFile file = new JarFile(jar.toFile())) {
            JarEntry services = file.getJarEntry(SERVICES_FILE);
            if (services == null) {
                return providers; // a library the plug-ins use
            }
            try (BufferedReader in = new BufferedReader(new InputStreamReader(file.getInputStream(services),
                    StandardCharsets.UTF_8))) {
                for (String line = in.readLine(); line != null; line = in.readLine()) {
                    int hash = line.indexOf('#');
                    String name = (hash >= 0 ? line.substring(0, hash) : line).strip();
                    if (!name.isEmpty()) {
                        providers.add(name);
                    }
                }
            }
        } catch (IOException e) {
            throw new GraphsurgeException(jar + ": not a readable jar: " + IoErrors.reason(e));
        }
        return providers;
    }

    /** The classes {@code jar} holds, by binary name ({@code a.b.C$D}). */
    private static List<String> classes(Path jar) {
        List<String> classes = new ArrayList<>();
        try (JarFile file = new JarFile(jar.toFile())) {
            for (Enumeration<JarEntry> entries = file.entries(); entries.hasMoreElements(); ) {
                String name = entries.nextElement().getName();
                if (name.endsWith(".class") && !name.startsWith("META-INF/")) {
                    classes.add(name.substring(0, name.length() - ".class".length()).replace('/', '.'));
                }
            }
        } catch (IOException e) {
            throw new GraphsurgeException(jar + ": not a readable jar: " + IoErrors.reason(e));
        }
        return classes;
    }

    private static String fileName(Path jar) {
        return jar.getFileName().toString();
    }
}
