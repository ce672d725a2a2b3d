package graphsurge.session.cluster;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;

/**
 * A cluster as the user names it ({@code --cluster}, {@code SET CLUSTER '...'}): {@code SCHEME},
 * {@code SCHEME:SLOTS} or {@code SCHEME://HOST:PORT} (such as {@code local:2}), any of them followed by
 * {@code ?store=shared} when every worker sees the store at the client's path, so that jobs name
 * the store instead of carrying its files. The scheme picks the {@link ClusterFactory}; the rest
 * is the factory's to read.
 *
 * @param text the spec as written
 * @param scheme {@code local} or the scheme of a {@link ClusterFactory} on the class path
 * @param host the host of {@code scheme://HOST:PORT}, else null
 * @param port the port of {@code scheme://HOST:PORT}, else -1
 * @param slots the slots of {@code scheme:SLOTS}, else 0 (the factory's default)
 * @param sharedStore whether the workers read the store from the client's path ({@code ?store=shared})
 */
public record ClusterSpec(String text, String scheme, String host, int port, int slots, boolean sharedStore) {
    /** The default: segments run on this JVM's cores. */
    public static final ClusterSpec LOCAL = new ClusterSpec("local", "local", null, -1, 0, false);

    private static final String SHARED_STORE = "?store=shared";

    /**
     * Reads {@code text}: {@code SCHEME}, {@code SCHEME:SLOTS} or {@code SCHEME://HOST:PORT}.
     *
     * @throws ClusterException saying what was expected, for anything else
     */
    public static ClusterSpec parse(String text) {
        String t = text.strip();
        int query = t.indexOf('?');
        if (query >= 0) {
            if (!t.substring(query).equalsIgnoreCase(SHARED_STORE)) {
                throw bad(text, "the only option after a cluster is " + SHARED_STORE + " (the workers read the store"
                        + " from this client's path)");
            }
            ClusterSpec bare = parse(t.substring(0, query));
            return new ClusterSpec(t, bare.scheme(), bare.host(), bare.port(), bare.slots(), true);
        }
        int sep = t.indexOf("://");
        if (sep >= 0) {
            String scheme = t.substring(0, sep).toLowerCase(Locale.ROOT);
            String rest = t.substring(sep + 3);
            // An IPv6 host is bracketed ([::1]:8081): its port follows the closing bracket.
            int colon = rest.startsWith("[") ? rest.indexOf("]:") + 1 : rest.lastIndexOf(':');
            if (scheme.isEmpty() || colon <= 0 || colon == rest.length() - 1) {
                throw bad(text, "SCHEME://HOST:PORT needs a host and a port (an IPv6 host in brackets: [::1]:8081)");
            }
            String host = rest.substring(0, colon);
            int port = number(text, rest.substring(colon + 1), 65535, "the port");
            if (!validHost(host)) {
                throw bad(text, "'" + host + "' is not a host name or address (an IPv6 address goes in brackets: [::1])");
            }
            return new ClusterSpec(t, scheme, host, port, 0, false);
        }
        int colon = t.indexOf(':');
        String scheme = (colon < 0 ? t : t.substring(0, colon)).toLowerCase(Locale.ROOT);
        if (scheme.isEmpty() || !scheme.matches("[a-z][a-z0-9-]*")) {
            throw bad(text, "a cluster is SCHEME, SCHEME:SLOTS or SCHEME://HOST:PORT, such as local or local:2");
        }
        int slots = colon < 0 ? 0 : number(text, t.substring(colon + 1), 4096, "the number of slots");
        return new ClusterSpec(t, scheme, null, -1, slots, false);
    }

    /** Whether {@code host} is one a URI takes: a name, an IPv4 address or a bracketed IPv6 address. */
    private static boolean validHost(String host) {
        if (!host.startsWith("[") && host.indexOf(':') >= 0) {
            return false; // an IPv6 address without brackets: the port could not be told from it in a URL
        }
        try {
            return new URI("http", null, host, 1, "/", null, null).getHost() != null;
        } catch (URISyntaxException e) {
            return false;
        }
    }

    private static int number(String text, String digits, int max, String what) {
        if (!digits.matches("[0-9]{1,9}") || Integer.parseInt(digits) < 1 || Integer.parseInt(digits) > max) {
            throw bad(text, what + " must be a number from 1 to " + max + ", got '" + digits + "'");
        }
        return Integer.parseInt(digits);
    }

    private static ClusterException bad(String text, String why) {
        return new ClusterException("cluster '" + text + "': " + why);
    }

    @Override
    public String toString() {
        return text;
    }
}
