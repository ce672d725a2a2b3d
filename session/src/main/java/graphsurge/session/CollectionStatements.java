package graphsurge.session;

import graphsurge.gstore.GraphsurgeException;
import graphsurge.gstore.PropertyGraph;
import graphsurge.gstore.csv.CsvOptions;
import graphsurge.gstore.io.StoreLock;
import graphsurge.gstore.io.StoredGraphInfo;
import graphsurge.gstore.io.UserPaths;
import graphsurge.gvdl.ast.Statement;
import graphsurge.gvdl.check.SchemaChecker;
import graphsurge.ordering.OrderChoice;
import graphsurge.vcstore.collection.CollectionBuilder;
import graphsurge.vcstore.collection.CollectionExport;
import graphsurge.vcstore.collection.CollectionGenerator;
import graphsurge.vcstore.collection.CollectionStore;
import graphsurge.vcstore.collection.DifferenceFiles;
import graphsurge.vcstore.collection.DifferenceReplay;
import graphsurge.vcstore.collection.ViewCollection;
import graphsurge.vcstore.collection.ViewDefinition;
import graphsurge.vcstore.collection.ViewExpander;
import graphsurge.vcstore.eval.ViewDifferences;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * The statements about collections: CREATE VIEW, CREATE VIEW COLLECTION, LOAD CUBE, SHOW
 * COLLECTIONS, SHOW COLLECTION, SAVE COLLECTION, DROP COLLECTION and DELETE CUBES, and the
 * synthetic collections of {@code graphsurge generate collection}.
 */
final class CollectionStatements {
    private final SessionState state;

    CollectionStatements(SessionState state) {
        this.state = state;
    }

    /** CREATE VIEW: a view is stored as a collection of one view, named as the view. */
    StatementResult createView(Statement.CreateView s, String source) {
        Statement.CreateCollection single = new Statement.CreateCollection(s.name(), List.of(s.where()),
                Collections.singletonList(null), List.of(), true, false, false, List.of(), null, s.span());
        return create(single, source, List.of(new ViewDefinition(s.name(), s.where())));
    }

    StatementResult createCollection(Statement.CreateCollection s, String source) {
        return create(s, source, null);
    }

    /** The collection of {@code s}, of the views {@code given} or, when null, of the views {@code s} defines. */
    private StatementResult create(Statement.CreateCollection s, String source, List<ViewDefinition> given) {
        try (StoreLock lock = state.lock("CREATE VIEW COLLECTION " + s.name())) {
            // Checked under the lock, against the graph the collection is built from: a load
            // before the lock could have replaced the graph after a check made outside it.
            StoredGraphInfo info = state.storedInfo();
            new SchemaChecker(source, info.vertexSchema(), info.edgeSchema()).check(s);
            refuseExisting(s.name());
            List<ViewDefinition> views = given != null ? ViewExpander.computeArithmetic(given, source)
                    : ViewExpander.expand(s, source);
            PropertyGraph g = state.graph();
            CollectionBuilder.Built built = CollectionBuilder.build(g, state.graphInfo().fingerprint(), s.name(), views,
                    s.manuallyOrdered(), s.reorderIfSavesPercent() == null ? OrderChoice.DEFAULT_MIN_GAIN_PERCENT
                            : s.reorderIfSavesPercent().doubleValue(), state.threads(), state.progress());
            long start = System.nanoTime();
            long bytes = state.collections().write(built.collection());
            List<String> warnings = new ArrayList<>(ViewExpander.warnings(s));
            ViewCollection c = built.collection();
            List<String> empty = new ArrayList<>();
            for (int v = 0; v < c.views(); v++) {
                if (c.sizes()[v] == 0) {
                    empty.add(c.viewNames().get(v) + " (" + c.predicates().get(v) + ")");
                }
            }
            if (!empty.isEmpty()) {
                warnings.add(empty.size() + (empty.size() == 1 ? " view selects" : " views select") + " no edges: "
                        + String.join(", ", empty.subList(0, Math.min(5, empty.size())))
                        + (empty.size() > 5 ? ", ..." : ""));
            }
            return new StatementResult.CollectionCreated(c, g.edgeCount(), false, built.evaluationNanos(), built.distanceNanos(),
                    built.orderingNanos(), built.differenceNanos(), System.nanoTime() - start, bytes, warnings,
                    built.ordering());
        }
    }

    /**
     * LOAD CUBE: a collection from per-view difference files, kept in the files' order. With no
     * graph in the store, the graph becomes the edges the files mention (as Graphsurge's tests
     * use it); with one, every difference must name an edge of it.
     */
    StatementResult loadCollection(Statement.LoadCollection s, String source) {
        if (s.dimensions() != 1) {
            throw new GraphsurgeException("LOAD CUBE " + s.name() + " " + s.dimensions() + " ...: collections have one"
                    + " dimension here; the first number must be 1");
        }
        if (s.views() > ViewExpander.MAX_VIEWS) {
            throw new GraphsurgeException("a collection holds at most " + ViewExpander.MAX_VIEWS + " views, not " + s.views());
        }
        refuseExisting(s.name());
        Path dir = state.resolve(s.directory(), "LOAD CUBE ... FROM");
        UserPaths.withoutNul(s.prefix(), "WITH PREFIX");
        CsvOptions csv = SessionState.csvOptions(s.separator(), s.comment(), source, s);
        List<List<DifferenceFiles.Difference>> differences =
                DifferenceFiles.read(dir, s.prefix(), (int) s.views(), csv.separator(), csv.comment());
        List<String> warnings = new ArrayList<>();
        try (StoreLock lock = state.lock("LOAD CUBE " + s.name())) {
            long start = System.nanoTime();
            if (state.store().info().isEmpty()) {
                PropertyGraph g = DifferenceReplay.graphOf(differences);
                state.graphWritten(g, state.store().writeGraph(g, "the edges of LOAD CUBE " + s.name() + " from "
                        + dir, lock));
                warnings.add("the store had no graph: it now holds the " + g.edgeCount() + " edges the difference files"
                        + " mention (no properties)");
            }
            PropertyGraph g = state.graph();
            DifferenceReplay.Replayed replayed = DifferenceReplay.replay(differences, g);
            warnings.addAll(replayed.warnings());
            List<String> names = new ArrayList<>();
            List<String> descriptions = new ArrayList<>();
            for (int j = 0; j < s.views(); j++) {
                names.add(s.name() + "_" + (j + 1));
                descriptions.add("loaded: " + dir.resolve(s.prefix() + "0_" + j) + ".*");
            }
            long loaded = System.nanoTime() - start;
            CollectionBuilder.Built built = CollectionBuilder.fromDifferences(state.graphInfo().fingerprint(), s.name(),
                    names, descriptions, replayed.differences(), g.edgeCount(), "the order of the difference files",
                    state.threads(), state.progress());
            return stored(built, g, loaded, warnings);
        }
    }

    /** A synthetic collection over the store's graph (graphsurge generate collection). */
    StatementResult generateCollection(String name, CollectionGenerator.Spec spec) {
        refuseExisting(name);
        try (StoreLock lock = state.lock("generate collection " + name)) {
            PropertyGraph g = state.graph();
            long start = System.nanoTime();
            ViewDifferences generatedViews;
            try {
                generatedViews = CollectionGenerator.generate(spec, g.edgeCount());
            } catch (IllegalArgumentException e) {
                throw new GraphsurgeException(e.getMessage());
            }
            long generated = System.nanoTime() - start;
            List<String> names = new ArrayList<>();
            List<String> descriptions = new ArrayList<>();
            for (int v = 0; v < spec.views(); v++) {
                names.add(name + "_" + (v + 1));
                descriptions.add("generated: " + spec.model().name().toLowerCase(Locale.ROOT) + " view " + (v + 1)
                        + " (seed " + spec.seed() + ")");
            }
            CollectionBuilder.Built built = CollectionBuilder.fromDifferences(state.graphInfo().fingerprint(), name,
                    names, descriptions, generatedViews, g.edgeCount(), "the generated order", state.threads(),
                    state.progress());
            return stored(built, g, generated, List.of());
        }
    }

    /** Writes a collection made from differences (not predicates) to the store, {@code madeNanos} after it began. */
    private StatementResult stored(CollectionBuilder.Built built, PropertyGraph g, long madeNanos, List<String> warnings) {
        long storeStart = System.nanoTime();
        long bytes = state.collections().write(built.collection());
        return new StatementResult.CollectionCreated(built.collection(), g.edgeCount(), true, madeNanos,
                built.distanceNanos(), built.orderingNanos(), built.differenceNanos(), System.nanoTime() - storeStart,
                bytes, warnings, built.ordering());
    }

    private void refuseExisting(String name) {
        if (state.collections().exists(name)) {
            throw new GraphsurgeException("a collection named '" + name + "' already exists; DROP COLLECTION " + name
                    + " first, or choose another name");
        }
    }

    /** SHOW COLLECTIONS. */
    StatementResult showCollections() {
        List<CollectionStore.Summary> all = state.collections().list();
        Long current = currentFingerprint();
        List<Boolean> stale = new ArrayList<>();
        for (CollectionStore.Summary c : all) {
            stale.add(current == null || c.graphFingerprint() != current);
        }
        return new StatementResult.CollectionsListed(all, stale);
    }

    /** SHOW COLLECTION c. */
    StatementResult showCollection(String name) {
        ViewCollection c = state.collections().read(name);
        Long current = currentFingerprint();
        return new StatementResult.CollectionDescribed(c, current == null || c.graphFingerprint() != current);
    }

    /** The fingerprint of the store's graph, or null when it has none. */
    private Long currentFingerprint() {
        return state.store().info().map(StoredGraphInfo::fingerprint).orElse(null);
    }

    StatementResult saveCollection(Statement.SaveCollection s) {
        ViewCollection c = state.collections().read(s.name());
        PropertyGraph g = state.graph();
        if (c.graphFingerprint() != state.graphInfo().fingerprint()) {
            throw new GraphsurgeException("collection " + s.name() + " was made from another graph than the store's;"
                    + " create it again");
        }
        Path dir = SessionState.resolveOutput(s.directory(), "SAVE COLLECTION ... TO");
        CollectionExport.write(c, g, dir, s.graphbolt());
        return new StatementResult.Done("Saved " + c.views() + " views of " + s.name() + " to " + dir
                + (s.graphbolt() ? " (GraphBolt format)" : "") + ": <view>.txt (full edge lists), "
                + CollectionExport.differencePrefix(c) + "0_<position>.txt (differences in run order), views.csv.");
    }

    StatementResult dropCollection(Statement.DropCollection s) {
        try (StoreLock lock = state.lock("DROP COLLECTION")) {
            if (!state.collections().drop(s.name())) {
                throw new GraphsurgeException("there is no collection named '" + s.name() + "'");
            }
        }
        return new StatementResult.Done("Dropped collection " + s.name() + ".");
    }

    /** DELETE CUBES. */
    StatementResult dropAll() {
        int dropped;
        try (StoreLock lock = state.lock("DELETE CUBES")) {
            dropped = state.collections().dropAll();
        }
        return new StatementResult.Done(dropped == 0 ? "No collections to drop." : "Dropped " + dropped
                + (dropped == 1 ? " collection." : " collections."));
    }
}
