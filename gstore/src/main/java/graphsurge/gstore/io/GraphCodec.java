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
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * Writes a {@link PropertyGraph} as three container files (topology, vertex properties, edge
 * properties) and reads it back; the three are read in parallel.
 */
final class GraphCodec {
    static final String TOPOLOGY = "topology.gsf";
    static final String VERTEX_PROPERTIES = "vertex-properties.gsf";
    static final String EDGE_PROPERTIES = "edge-properties.gsf";

    private GraphCodec() {}

    /** Writes the graph into {@code dir}; returns the content digest of the three files. */
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
            writeCsr(w, g.out(), "O");
            writeCsr(w, g.in(), "I");
            digest = w.digest();
            w.commit();
        }
        digest = 31 * digest + writeTable(g.vertexProperties(), dir.resolve(VERTEX_PROPERTIES), "VPRP");
        digest = 31 * digest + writeTable(g.edgeProperties(), dir.resolve(EDGE_PROPERTIES), "EPRP");
        return digest;
    }

    /** Reads the graph from {@code dir}, checking that its digest is {@code expectedDigest}. */
    static PropertyGraph read(Path dir, long expectedDigest) {
        CompletableFuture<TableRead> vertexTable =
                CompletableFuture.supplyAsync(() -> readTable(dir.resolve(VERTEX_PROPERTIES), "VPRP"));
        CompletableFuture<TableRead> edgeTable =
                CompletableFuture.supplyAsync(() -> readTable(dir.resolve(EDGE_PROPERTIES), "EPRP"));
        Path topologyFile = dir.resolve(TOPOLOGY);
        try (SectionReader r = SectionReader.open(topologyFile, "TOPO")) {
            Meta meta = Meta.parse(r.strings("META"), topologyFile);
            int n = (int) meta.number("vertices");
            int m = (int) meta.number("edges");
            VertexIds ids = meta.text("ids").equals("text")
                    ? new VertexIds.Text(r.strings("VIDS")) : new VertexIds.Numeric(r.longs("VIDN"));
            int[] sources = r.ints("SRC ");
            int[] targets = r.ints("DST ");
            Csr out = readCsr(r, "O");
            Csr in = readCsr(r, "I");
            long topologyDigest = r.digest();
            r.finish();
            TableRead vertices = join(vertexTable);
            TableRead edges = join(edgeTable);
            long digest = 31 * (31 * topologyDigest + vertices.digest) + edges.digest;
            if (digest != expectedDigest) {
                throw new StoreFormatException(dir, "the graph files do not belong together (their"
                        + " content differs from what the manifest recorded)");
            }
            if (ids.size() != n || sources.length != m) {
                throw new StoreFormatException(topologyFile, "the counts disagree with the data");
            }
            try {
                return new PropertyGraph(ids, sources, targets, out, in, vertices.table, edges.table);
            } catch (IllegalArgumentException e) {
                throw new StoreFormatException(dir, "the graph's parts disagree: " + e.getMessage());
            }
        }
    }

    private static void writeCsr(SectionWriter w, Csr csr, String direction) {
        w.ints(direction + "OFF", csr.offsets());
        w.ints(direction + "TGT", csr.targets());
        w.ints(direction + "EID", csr.edgeIds());
    }

    private static Csr readCsr(SectionReader r, String direction) {
        return new Csr(r.ints(direction + "OFF"), r.ints(direction + "TGT"), r.ints(direction + "EID"));
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
                    case INT -> colm[2].equals("wide")
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

    private static TableRead join(CompletableFuture<TableRead> future) {
        try {
            return future.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof GraphsurgeException ge) {
                throw ge;
            }
            throw e;
        }
    }
}
