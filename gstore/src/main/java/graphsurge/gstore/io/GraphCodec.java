package graphsurge.gstore.io;

import graphsurge.gstore.Csr;
import graphsurge.gstore.GraphsurgeException;
import graphsurge.gstore.PropertyGraph;
import graphsurge.gstore.PropertyTable;
import graphsurge.gstore.VertexIds;
import graphsurge.gstore.column.Bits;
import graphsurge.gstore.column.BoolColumn;
import graphsurge.gstore.column.Column;
import graphsurge.gstore.column.DoubleColumn;
import graphsurge.gstore.column.IntColumn;
import graphsurge.gstore.column.StringColumn;
import graphsurge.gstore.schema.PropertySpec;
import graphsurge.gstore.schema.PropertyType;
import graphsurge.gstore.schema.Schema;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Writes a {@link PropertyGraph} as five container files (topology, out-adjacency, in-adjacency,
 * vertex properties, edge properties) and reads them back in parallel: reopening a store is
 * bound by copying bytes into fresh arrays, which several threads do faster than one.
 */
final class GraphCodec {
    static final String TOPOLOGY = "topology.gsf";
    static final String OUT_ADJACENCY = "out-adjacency.gsf";
    static final String IN_ADJACENCY = "in-adjacency.gsf";
    static final String VERTEX_PROPERTIES = "vertex-properties.gsf";
    static final String EDGE_PROPERTIES = "edge-properties.gsf";

    private GraphCodec() {}

    /** Writes the graph into {@code dir}; returns the content digest of its files. */
    static long write(PropertyGraph g, Path dir) {
        long digest;
        try (SectionWriter w = SectionWriter.create(dir.resolve(TOPOLOGY), "TOPO")) {
            boolean numeric = g.ids() instanceof VertexIds.Numeric;
            w.strings("META", new String[] {"vertices=" + g.vertexCount(), "edges=" + g.edgeCount(),
                "ids=" + (numeric ? "numeric" : "text")});
            if (numeric) {
                w.longs("VIDN", ((VertexIds.Numeric) g.ids()).sorted());
            } else {
                w.strings("VIDS", ((VertexIds.Text) g.ids()).sorted());
            }
            w.ints("SRC ", g.sources());
            w.ints("DST ", g.targets());
            digest = w.digest();
            w.commit();
        }
        digest = 31 * digest + writeCsr(g.out(), dir.resolve(OUT_ADJACENCY), "OADJ");
        digest = 31 * digest + writeCsr(g.in(), dir.resolve(IN_ADJACENCY), "IADJ");
        digest = 31 * digest + writeTable(g.vertexProperties(), dir.resolve(VERTEX_PROPERTIES), "VPRP");
        digest = 31 * digest + writeTable(g.edgeProperties(), dir.resolve(EDGE_PROPERTIES), "EPRP");
        return digest;
    }

    private record Topology(VertexIds ids, int[] sources, int[] targets, int vertices, int edges, long digest) {}

    private record CsrRead(Csr csr, long digest) {}

    /** Reads the graph from {@code dir} with {@code threads} threads, checking its digest. */
    static PropertyGraph read(Path dir, long expectedDigest, int threads) {
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, Math.min(threads, 5)), r -> {
            Thread t = new Thread(r, "store-reader");
            t.setDaemon(true);
            return t;
        });
        try {
            Future<Topology> topology = pool.submit(() -> readTopology(dir.resolve(TOPOLOGY)));
            Future<CsrRead> out = pool.submit(() -> readCsr(dir.resolve(OUT_ADJACENCY), "OADJ"));
            Future<CsrRead> in = pool.submit(() -> readCsr(dir.resolve(IN_ADJACENCY), "IADJ"));
            Future<TableRead> vertexTable = pool.submit(() -> readTable(dir.resolve(VERTEX_PROPERTIES), "VPRP"));
            Future<TableRead> edgeTable = pool.submit(() -> readTable(dir.resolve(EDGE_PROPERTIES), "EPRP"));
            Topology t = join(topology);
            CsrRead o = join(out);
            CsrRead i = join(in);
            TableRead vertices = join(vertexTable);
            TableRead edges = join(edgeTable);
            long digest = t.digest;
            digest = 31 * digest + o.digest;
            digest = 31 * digest + i.digest;
            digest = 31 * digest + vertices.digest;
            digest = 31 * digest + edges.digest;
            if (digest != expectedDigest) {
                throw new StoreFormatException(dir, "the graph files do not belong together (their"
                        + " content differs from what the manifest recorded)");
            }
            if (t.ids.size() != t.vertices || t.sources.length != t.edges) {
                throw new StoreFormatException(dir.resolve(TOPOLOGY), "the counts disagree with the data");
            }
            try {
                return new PropertyGraph(t.ids, t.sources, t.targets, o.csr, i.csr, vertices.table, edges.table);
            } catch (IllegalArgumentException e) {
                throw new StoreFormatException(dir, "the graph's parts disagree: " + e.getMessage());
            }
        } finally {
            pool.shutdownNow();
        }
    }

    private static Topology readTopology(Path file) {
        try (SectionReader r = SectionReader.open(file, "TOPO")) {
            Meta meta = Meta.parse(r.strings("META"), file);
            VertexIds ids = meta.text("ids").equals("text")
                    ? new VertexIds.Text(r.strings("VIDS")) : new VertexIds.Numeric(r.longs("VIDN"));
            int[] sources = r.ints("SRC ");
            int[] targets = r.ints("DST ");
            long digest = r.digest();
            r.finish();
            return new Topology(ids, sources, targets, (int) meta.number("vertices"), (int) meta.number("edges"), digest);
        }
    }

    private static long writeCsr(Csr csr, Path file, String kind) {
        try (SectionWriter w = SectionWriter.create(file, kind)) {
            w.ints("OFFS", csr.offsets());
            w.ints("TGTS", csr.neighbours());
            w.ints("EIDS", csr.edgeIds());
            long digest = w.digest();
            w.commit();
            return digest;
        }
    }

    private static CsrRead readCsr(Path file, String kind) {
        try (SectionReader r = SectionReader.open(file, kind)) {
            Csr csr = new Csr(r.ints("OFFS"), r.ints("TGTS"), r.ints("EIDS"));
            long digest = r.digest();
            r.finish();
            return new CsrRead(csr, digest);
        }
    }

    private static long writeTable(PropertyTable table, Path file, String kind) {
        try (SectionWriter w = SectionWriter.create(file, kind)) {
            List<String> meta = new ArrayList<>();
            meta.add("rows=" + table.rows());
            meta.add("columns=" + table.columns().size());
            w.strings("META", meta);
            for (Column c : table.columns()) {
                String storage = c instanceof IntColumn ic && ic.wide() != null ? "wide" : "narrow";
                w.strings("COLM", new String[] {c.spec().name(), c.spec().type().displayName(), storage});
                Bits present = c.present();
                w.longs("PRES", present == null ? new long[0] : present.words());
                if (c instanceof IntColumn ic) {
                    if (ic.wide() != null) {
                        w.longs("VALS", ic.wide());
                    } else {
                        w.ints("VALS", ic.narrow());
                    }
                } else if (c instanceof DoubleColumn dc) {
                    w.doubles("VALS", dc.values());
                } else if (c instanceof BoolColumn bc) {
                    w.longs("VALS", bc.values().words());
                } else {
                    StringColumn sc = (StringColumn) c;
                    w.strings("DICT", sc.dictionary());
                    w.ints("VALS", sc.codes());
                }
            }
            long digest = w.digest();
            w.commit();
            return digest;
        }
    }

    private record TableRead(PropertyTable table, long digest) {}

    private static TableRead readTable(Path file, String kind) {
        try (SectionReader r = SectionReader.open(file, kind)) {
            Meta meta = Meta.parse(r.strings("META"), file);
            int rows = (int) meta.number("rows");
            int count = (int) meta.number("columns");
            List<Column> columns = new ArrayList<>(count);
            for (int i = 0; i < count; i++) {
                String[] colm = r.strings("COLM");
                if (colm.length != 3) {
                    throw new StoreFormatException(file, "a column description is malformed");
                }
                PropertySpec spec = new PropertySpec(colm[0], typeNamed(colm[1], file));
                long[] presenceWords = r.longs("PRES");
                Bits present = presenceWords.length == 0 ? null : bits(presenceWords, rows, file);
                columns.add(switch (spec.type()) {
                    case INT, DATE, TIMESTAMP -> colm[2].equals("wide")
                            ? new IntColumn(spec, null, r.longs("VALS"), present)
                            : new IntColumn(spec, r.ints("VALS"), null, present);
                    case DOUBLE -> new DoubleColumn(spec, r.doubles("VALS"), present);
                    case BOOL -> new BoolColumn(spec, bits(r.longs("VALS"), rows, file), present);
                    case STRING -> {
                        String[] dictionary = r.strings("DICT");
                        yield new StringColumn(spec, r.ints("VALS"), dictionary, present);
                    }
                });
            }
            long digest = r.digest();
            r.finish();
            try {
                return new TableRead(PropertyTable.of(columns, rows), digest);
            } catch (IllegalArgumentException e) {
                throw new StoreFormatException(file, e.getMessage());
            }
        }
    }

    /** A schema as strings: name, then type, for each property. */
    static String[] schemaEntries(Schema schema) {
        String[] out = new String[2 * schema.size()];
        for (int i = 0; i < schema.size(); i++) {
            out[2 * i] = schema.get(i).name();
            out[2 * i + 1] = schema.get(i).type().displayName();
        }
        return out;
    }

    static Schema schema(String[] entries, Path file) {
        if (entries.length % 2 != 0) {
            throw new StoreFormatException(file, "a schema is malformed");
        }
        List<PropertySpec> specs = new ArrayList<>();
        for (int i = 0; i < entries.length; i += 2) {
            specs.add(new PropertySpec(entries[i], typeNamed(entries[i + 1], file)));
        }
        try {
            return new Schema(specs);
        } catch (IllegalArgumentException e) {
            throw new StoreFormatException(file, e.getMessage());
        }
    }

    private static Bits bits(long[] words, int size, Path file) {
        try {
            return new Bits(words, size);
        } catch (IllegalArgumentException e) {
            throw new StoreFormatException(file, "a bitset has the wrong length");
        }
    }

    private static PropertyType typeNamed(String name, Path file) {
        for (PropertyType t : PropertyType.values()) {
            if (t.displayName().equals(name)) {
                return t;
            }
        }
        throw new StoreFormatException(file, "unknown property type '" + name + "'");
    }

    private static <T> T join(Future<T> future) {
        try {
            return future.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new GraphsurgeException("interrupted while reading the store");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException re) {
                throw re;
            }
            throw new IllegalStateException(e.getCause());
        }
    }
}
