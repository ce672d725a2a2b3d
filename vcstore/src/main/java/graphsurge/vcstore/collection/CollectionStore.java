package graphsurge.vcstore.collection;

import graphsurge.gstore.GraphsurgeException;
import graphsurge.gstore.io.GraphStore;
import graphsurge.gstore.io.IoErrors;
import graphsurge.gstore.io.Meta;
import graphsurge.gstore.io.SectionReader;
import graphsurge.gstore.io.SectionWriter;
import graphsurge.gstore.io.StoreFiles;
import graphsurge.gstore.io.StoreFormatException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;

/**
 * The store's collections: one container file each (kind {@code COLL}) in {@code collections/},
 * written atomically like every store file. Layout {@value #LAYOUT}, in order:
 *
 * <pre>
 * META  strings  name, graph fingerprint, views, ordering method, user-order differences,
 *                differences, layout
 * NAME  strings  view names, user order
 * PRED  strings  view predicates as GVDL, user order
 * VARS  strings  the FOR variables (none for a collection without FOR clauses)
 * KIND  strings  each variable's {@link ForBindings.Kind}
 * BIND  strings  each view's variable values, views in user order, variables in VARS order
 * ORDR  int32    run order: the user index of the view at each run position
 * SIZE  int32    edges per view, user order
 * then for each run position: ADDS int32, DELS int32 (edge ids, strictly ascending)
 * </pre>
 *
 * A difference costs 4 bytes. Layout 2 is layout 3 without VARS, KIND and BIND: its collections
 * are read with no FOR bindings. Layout 1 (files without {@code layout} in META, which say
 * {@code keyGroups=64} instead) grouped each list into 64 key groups by source vertex, each
 * followed by its group offsets ({@code AOFF}, {@code DOFF}); it is still read, its groups
 * merged into ascending order as it loads. A list that is not strictly ascending is corruption
 * and refused. Callers writing or dropping hold the store's lock.
 *
 * <p>The file name is derived from the collection's name, and the name inside the file must be
 * the one its file name stands for: a file copied or renamed by hand to another collection's name
 * is refused, naming both, instead of being run as that collection. Every collection file ever
 * written carries its name in META, so this needs no new format version.
 */
public final class CollectionStore {
    /** The longest collection name, in UTF-8 bytes. */
    public static final int MAX_NAME_BYTES = 100;

    /** The layout of the collection files this program writes; it reads this one and every older one. */
    public static final int LAYOUT = 3;
    /** Layout 1's number of key groups per difference list. */
    private static final int LAYOUT_1_KEY_GROUPS = 64;

    private static final String SUFFIX = ".gsc";
    private final Path directory;

    private CollectionStore(Path directory) {
        this.directory = directory;
    }

    public static CollectionStore of(Path storeDirectory) {
        GraphStore.at(storeDirectory).requireDirectoryOrAbsent();
        return new CollectionStore(storeDirectory.resolve("collections"));
    }

    /** What SHOW COLLECTIONS lists, read from a collection's first sections only. */
    public record Summary(String name, int views, long differences, long userDifferences, long graphFingerprint,
            String orderingMethod) {}

    public boolean exists(String name) {
        return StoreFiles.exists(file(name));
    }

    /** Stores {@code c}, replacing a collection of the same name; returns the file's size in bytes. */
    public long write(ViewCollection c) {
        refuseLinkedDirectory();
        try {
            Files.createDirectories(directory);
        } catch (IOException e) {
            throw IoErrors.error("cannot create " + directory, e);
        }
        try (SectionWriter w = SectionWriter.create(file(c.name()), "COLL")) {
            w.strings("META", new String[] {
                "name=" + c.name(),
                "fingerprint=" + Long.toHexString(c.graphFingerprint()),
                "views=" + c.views(),
                "method=" + c.orderingMethod(),
                "userDifferences=" + c.userDifferences(),
                "differences=" + c.differences(),
                "layout=" + LAYOUT
            });
            w.strings("NAME", c.viewNames());
            w.strings("PRED", c.predicates());
            ForBindings b = c.bindings();
            w.strings("VARS", b.variables());
            w.strings("KIND", b.kinds().stream().map(Enum::name).toList());
            List<String> values = new ArrayList<>(b.values().size() * b.variables().size());
            for (String[] row : b.values()) {
                values.addAll(Arrays.asList(row));
            }
            w.strings("BIND", values);
            w.ints("ORDR", c.runOrder());
            w.ints("SIZE", c.sizes());
            for (int p = 0; p < c.views(); p++) {
                w.ints("ADDS", c.additions()[p]);
                w.ints("DELS", c.deletions()[p]);
            }
            w.commit();
        }
        try {
            return Files.size(file(c.name()));
        } catch (IOException e) {
            throw IoErrors.error("cannot read the size of " + file(c.name()), e);
        }
    }

    public ViewCollection read(String name) {
        Path file = file(name);
        if (!StoreFiles.exists(file)) {
            throw new GraphsurgeException("there is no collection named '" + name + "'" + available());
        }
        try (SectionReader r = SectionReader.open(file, "COLL")) {
            Meta meta = Meta.parse(r.strings("META"), file);
            checkName(meta, file);
            int layout = layout(meta, file);
            int k = (int) meta.number("views");
            List<String> names = List.of(r.strings("NAME"));
            List<String> predicates = List.of(r.strings("PRED"));
            ForBindings bindings = layout >= 3 ? bindings(r, k, file) : ForBindings.NONE;
            int[] order = r.ints("ORDR");
            int[] sizes = r.ints("SIZE");
            if (names.size() != k || predicates.size() != k || order.length != k || sizes.length != k) {
                throw new StoreFormatException(file, "the view lists disagree in length");
            }
            int[][] adds = new int[k][];
            int[][] dels = new int[k][];
            for (int p = 0; p < k; p++) {
                adds[p] = layout == 1 ? mergedGroups(r.ints("ADDS"), r.ints("AOFF"), file) : r.ints("ADDS");
                dels[p] = layout == 1 ? mergedGroups(r.ints("DELS"), r.ints("DOFF"), file) : r.ints("DELS");
                requireAscending(adds[p], "additions", p, file);
                requireAscending(dels[p], "deletions", p, file);
            }
            r.finish();
            return new ViewCollection(meta.text("name"), Long.parseUnsignedLong(meta.text("fingerprint"), 16), names,
                    predicates, order, meta.text("method"), meta.number("userDifferences"), sizes, adds, dels, bindings);
        } catch (NumberFormatException e) {
            throw new StoreFormatException(file, "the fingerprint is malformed");
        }
    }

    /** The VARS, KIND and BIND sections of a collection of {@code views} views. */
    private static ForBindings bindings(SectionReader r, int views, Path file) {
        List<String> variables = List.of(r.strings("VARS"));
        String[] kindNames = r.strings("KIND");
        String[] values = r.strings("BIND");
        int n = variables.size();
        if (kindNames.length != n || values.length != (n == 0 ? 0 : (long) views * n)) {
            throw new StoreFormatException(file, "the FOR bindings disagree with the views in length");
        }
        if (n == 0) {
            return ForBindings.NONE;
        }
        List<ForBindings.Kind> kinds = new ArrayList<>(n);
        for (String kind : kindNames) {
            try {
                kinds.add(ForBindings.Kind.valueOf(kind));
            } catch (IllegalArgumentException e) {
                throw new StoreFormatException(file, "names FOR variable kind '" + kind + "', which does not exist");
            }
        }
        List<String[]> rows = new ArrayList<>(views);
        for (int v = 0; v < views; v++) {
            rows.add(Arrays.copyOfRange(values, v * n, v * n + n));
        }
        return new ForBindings(variables, kinds, rows);
    }

    /** The file's layout: META's {@code layout}, or 1 for the files written before it was recorded. */
    private static int layout(Meta meta, Path file) {
        if (!meta.values().containsKey("layout")) {
            if (meta.number("keyGroups") != LAYOUT_1_KEY_GROUPS) {
                throw new StoreFormatException(file, "has " + meta.number("keyGroups") + " key groups per difference list"
                        + " where layout 1 has " + LAYOUT_1_KEY_GROUPS);
            }
            return 1;
        }
        long layout = meta.number("layout");
        if (layout < 2) {
            throw new StoreFormatException(file, "names collection layout " + layout + ", which does not exist");
        }
        if (layout > LAYOUT) {
            throw new StoreFormatException(file, "collection layout " + layout + " is newer than this program reads ("
                    + LAYOUT + "); upgrade Graphsurge");
        }
        return (int) layout;
    }

    /**
     * A layout-1 difference list, its key groups (each ascending, delimited by {@code offsets})
     * merged into one ascending list: a sort, O(n log n), paid once when an old file is loaded.
     */
    private static int[] mergedGroups(int[] ids, int[] offsets, Path file) {
        if (offsets.length != LAYOUT_1_KEY_GROUPS + 1 || offsets[0] != 0 || offsets[offsets.length - 1] != ids.length) {
            throw new StoreFormatException(file, "the key-group offsets do not match their difference list");
        }
        Arrays.sort(ids);
        return ids;
    }

    /** A difference list out of order or with a repeated edge is damage, never run. */
    private static void requireAscending(int[] ids, String what, int position, Path file) {
        int at = ViewCollection.notAscendingAt(ids);
        if (at >= 0) {
            throw new StoreFormatException(file, "the " + what + " at run position " + (position + 1)
                    + " are not in strictly ascending edge-id order (edge " + ids[at] + " follows " + ids[at - 1]
                    + ")");
        }
    }

    /** Every collection's summary, by name. */
    public List<Summary> list() {
        List<Summary> out = new ArrayList<>();
        for (Path file : files()) {
            try (SectionReader r = SectionReader.open(file, "COLL")) {
                Meta meta = Meta.parse(r.strings("META"), file);
                checkName(meta, file);
                out.add(new Summary(meta.text("name"), (int) meta.number("views"), meta.number("differences"),
                        meta.number("userDifferences"), Long.parseUnsignedLong(meta.text("fingerprint"), 16),
                        meta.text("method")));
            } catch (NumberFormatException e) {
                throw new StoreFormatException(file, "the fingerprint is malformed");
            }
        }
        out.sort(java.util.Comparator.comparing(Summary::name));
        return out;
    }

    /** Deletes the named collection; false when there is none. */
    public boolean drop(String name) {
        refuseLinkedDirectory();
        try {
            return Files.deleteIfExists(file(name));
        } catch (IOException e) {
            throw IoErrors.error("cannot delete collection " + name, e);
        }
    }

    /** Deletes every collection; returns how many there were. */
    public int dropAll() {
        refuseLinkedDirectory();
        int n = 0;
        for (Path file : files()) {
            try {
                Files.delete(file);
                n++;
            } catch (IOException e) {
                throw IoErrors.error("cannot delete " + file, e);
            }
        }
        return n;
    }

    private String available() {
        List<String> names = new ArrayList<>();
        for (Summary s : list()) {
            names.add(s.name());
        }
        return names.isEmpty() ? " (the store has none)" : " (the store has: " + String.join(", ", names) + ")";
    }

    private List<Path> files() {
        List<Path> out = new ArrayList<>();
        if (!StoreFiles.exists(directory)) {
            return out;
        }
        try (DirectoryStream<Path> s = Files.newDirectoryStream(directory, "*" + SUFFIX)) {
            for (Path p : s) {
                out.add(p);
            }
        } catch (IOException e) {
            throw IoErrors.error("cannot list " + directory, e);
        }
        return out;
    }

    /** Writes and deletions stay in the store: never in a directory {@code collections/} links to. */
    private void refuseLinkedDirectory() {
        StoreFiles.refuseLink(directory, "the collections directory");
    }

    /** The collection named inside {@code file} is the one its file name stands for. */
    private void checkName(Meta meta, Path file) {
        String name = meta.text("name");
        if (!file(name).getFileName().equals(file.getFileName())) {
            throw new StoreFormatException(file, "holds collection '" + name + "', but its file name stands for "
                    + nameOf(file) + " (was it copied or renamed by hand?)", "rename it to "
                    + file(name).getFileName() + ", or drop and create the collection again");
        }
    }

    /** The collection a file name stands for, in words. */
    private static String nameOf(Path file) {
        String base = file.getFileName().toString();
        base = base.substring(0, base.length() - SUFFIX.length());
        if (base.startsWith("x-")) {
            try {
                return "'" + new String(HexFormat.of().parseHex(base.substring(2)), StandardCharsets.UTF_8) + "'";
            } catch (IllegalArgumentException e) {
                return "no collection name";
            }
        }
        return "'" + base + "'";
    }

    /**
     * Plain names are file names as they are; others are hex-encoded, so any name is safe on disk.
     * Names are at most {@link #MAX_NAME_BYTES} bytes long, so that even hex-encoded, with the
     * temporary suffix of a write, a name fits the 255 bytes a file name may have.
     */
    private Path file(String name) {
        int bytes = name.getBytes(StandardCharsets.UTF_8).length;
        if (bytes > MAX_NAME_BYTES) {
            throw new GraphsurgeException("collection and view names are at most " + MAX_NAME_BYTES
                    + " bytes long (UTF-8); '" + name.substring(0, 20) + "...' has " + bytes);
        }
        boolean plain = name.matches("[A-Za-z0-9_]{1,100}");
        String base = plain ? name : "x-" + HexFormat.of().formatHex(name.getBytes(StandardCharsets.UTF_8));
        return directory.resolve(base + SUFFIX);
    }
}
