package graphsurge.gstore.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import graphsurge.gstore.generate.GraphModel;
import graphsurge.gstore.generate.GraphSpec;
import graphsurge.gstore.generate.PropertyGraphGenerator;
import graphsurge.gstore.schema.PropertySpec;
import graphsurge.gstore.schema.PropertyType;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GraphStoreTest {
    @TempDir
    Path dir;

    static PropertyGraph small() {
        Bits present = new Bits(3);
        present.set(0);
        present.set(2);
        Bits flags = new Bits(3);
        flags.set(1);
        List<Column> vertexColumns = List.of(
                new StringColumn(new PropertySpec("name", PropertyType.STRING), new int[] {1, -1, 0},
                        new String[] {"ann", "bo"}, present),
                new BoolColumn(new PropertySpec("vip", PropertyType.BOOL), flags, null));
        List<Column> edgeColumns = List.of(
                new IntColumn(new PropertySpec("big", PropertyType.INT), null, new long[] {1L << 40, -3, 7, 0}, null),
                new DoubleColumn(new PropertySpec("w", PropertyType.DOUBLE), new double[] {0.5, 1, 2, 3}, null));
        return PropertyGraph.assemble(new VertexIds.Text(new String[] {"a", "b", "c"}),
                new int[] {0, 1, 2, 2}, new int[] {1, 2, 0, 0},
                PropertyTable.of(vertexColumns, 3), PropertyTable.of(edgeColumns, 4));
    }

    private StoredGraphInfo write(GraphStore store, PropertyGraph g) {
        try (StoreLock lock = store.lock("test", false, m -> { })) {
            return store.writeGraph(g, "test graph", lock);
        }
    }

    @Test
    void aGraphReadsBackEqual() {
        GraphStore store = GraphStore.at(dir.resolve("store"));
        PropertyGraph g = small();
        StoredGraphInfo info = write(store, g);
        PropertyGraph read = store.readGraph();
        graphsurge.gstore.csv.ParallelLoadTestAccess.assertSameGraph(g, read);
        assertEquals(info, store.info().orElseThrow());
        assertEquals(3, info.vertices());
        assertEquals("test graph", info.source());
        assertEquals(1L << 40, ((IntColumn) read.edgeProperties().column("big")).get(0));
    }

    @Test
    void dateAndTimestampColumnsReadBackWithTheirTypes() {
        GraphStore store = GraphStore.at(dir.resolve("store"));
        List<Column> edgeColumns = List.of(
                IntColumn.of(new PropertySpec("day", PropertyType.DATE), new long[] {0, 86_400, 1_293_840_000L}, null),
                IntColumn.of(new PropertySpec("at", PropertyType.TIMESTAMP), new long[] {-1, 1L << 40, 59}, null));
        PropertyGraph g = PropertyGraph.assemble(new VertexIds.Numeric(new long[] {1, 2}), new int[] {0, 1, 0},
                new int[] {1, 0, 1}, PropertyTable.of(List.of(), 2), PropertyTable.of(edgeColumns, 3));
        write(store, g);
        PropertyGraph read = store.readGraph();
        graphsurge.gstore.csv.ParallelLoadTestAccess.assertSameGraph(g, read);
        assertEquals(PropertyType.DATE, read.edgeProperties().schema().get(0).type());
        assertEquals(PropertyType.TIMESTAMP, store.info().orElseThrow().edgeSchema().get(1).type());
        assertEquals("2011-01-01", read.edgeProperties().column("day").format(2));
        assertEquals(1L << 40, ((IntColumn) read.edgeProperties().column("at")).get(1));
    }

    @Test
    void storesWrittenInFormatVersionOneAreStillRead() throws IOException {
        GraphStore store = GraphStore.at(dir.resolve("store"));
        PropertyGraph g = small();
        write(store, g);
        int rewritten = 0;
        try (Stream<Path> files = Files.walk(store.directory())) {
            for (Path file : files.filter(f -> Files.isRegularFile(f) && !f.endsWith(".lock")).toList()) {
                byte[] bytes = Files.readAllBytes(file);
                java.nio.ByteBuffer header = java.nio.ByteBuffer.wrap(bytes).order(java.nio.ByteOrder.LITTLE_ENDIAN);
                assertEquals(2, header.getInt(8), "files are written in version 2");
                header.putInt(8, 1);
                java.util.zip.CRC32C crc = new java.util.zip.CRC32C();
                crc.update(bytes, 0, 28);
                header.putInt(28, (int) crc.getValue());
                Files.write(file, bytes);
                rewritten++;
            }
        }
        assertEquals(6, rewritten, "the manifest and the five graph files");
        graphsurge.gstore.csv.ParallelLoadTestAccess.assertSameGraph(g, GraphStore.at(dir.resolve("store")).readGraph());
    }

    @Test
    void aGeneratedGraphReadsBackEqual() {
        GraphStore store = GraphStore.at(dir.resolve("store"));
        PropertyGraph g = PropertyGraphGenerator.generate(new GraphSpec(GraphModel.RMAT, 12, 50_000, 3), 2);
        write(store, g);
        graphsurge.gstore.csv.ParallelLoadTestAccess.assertSameGraph(g, store.readGraph());
    }

    @Test
    void fingerprintsFollowContent() {
        GraphStore a = GraphStore.at(dir.resolve("a"));
        GraphStore b = GraphStore.at(dir.resolve("b"));
        long fa = write(a, small()).fingerprint();
        assertEquals(fa, write(b, small()).fingerprint(), "equal content, equal fingerprint");
        PropertyGraph other = PropertyGraphGenerator.generate(new GraphSpec(GraphModel.UNIFORM, 4, 40, 1), 1);
        assertNotEquals(fa, write(b, other).fingerprint());
    }

    @Test
    void anEmptyStoreSaysHowToLoadAGraph() {
        GraphsurgeException e = assertThrows(GraphsurgeException.class, () -> GraphStore.at(dir).readGraph());
        assertTrue(e.getMessage().contains("has no graph yet"), e.getMessage());
    }

    @Test
    void rewritingKeepsOnlyTheCurrentAndPreviousGenerations() throws IOException {
        GraphStore store = GraphStore.at(dir.resolve("store"));
        for (int i = 0; i < 4; i++) {
            write(store, small());
        }
        try (Stream<Path> files = Files.list(store.directory())) {
            List<String> names = files.map(p -> p.getFileName().toString()).sorted().toList();
            assertEquals(List.of(".lock", "MANIFEST", "graph-000003", "graph-000004"), names);
        }
        assertEquals("graph-000004", store.info().orElseThrow().generation());
    }

    @Test
    void leftoversOfAKilledWriteAreCleanedUpAndNeverRead() throws IOException {
        GraphStore store = GraphStore.at(dir.resolve("store"));
        write(store, small());
        Path staging = Files.createDirectories(store.directory().resolve("graph-000002.tmp"));
        Files.writeString(staging.resolve("topology.gsf"), "half written");
        graphsurge.gstore.csv.ParallelLoadTestAccess.assertSameGraph(small(), store.readGraph());
        write(store, small());
        assertFalse(Files.exists(staging));
    }

    @Test
    void everyTruncationIsDetectedAndNamesTheFile() throws IOException {
        GraphStore store = GraphStore.at(dir.resolve("store"));
        write(store, small());
        Path file = store.directory().resolve(store.info().orElseThrow().generation()).resolve(GraphCodec.EDGE_PROPERTIES);
        byte[] whole = Files.readAllBytes(file);
        for (int length = 0; length < whole.length; length += 7) {
            Files.write(file, java.util.Arrays.copyOf(whole, length));
            StoreFormatException e = assertThrows(StoreFormatException.class, store::readGraph, "length " + length);
            assertTrue(e.getMessage().contains(GraphCodec.EDGE_PROPERTIES), e.getMessage());
        }
    }

    @Test
    void everyAlteredByteIsDetected() throws IOException {
        GraphStore store = GraphStore.at(dir.resolve("store"));
        write(store, small());
        Path file = store.directory().resolve(store.info().orElseThrow().generation()).resolve(GraphCodec.TOPOLOGY);
        byte[] whole = Files.readAllBytes(file);
        for (int i = 0; i < whole.length; i++) {
            byte[] damaged = whole.clone();
            damaged[i] ^= 0x10;
            Files.write(file, damaged);
            assertThrows(StoreFormatException.class, store::readGraph, "byte " + i);
        }
        Files.write(file, whole);
        graphsurge.gstore.csv.ParallelLoadTestAccess.assertSameGraph(small(), store.readGraph());
    }

    @Test
    void aDamagedManifestIsReported() throws IOException {
        GraphStore store = GraphStore.at(dir.resolve("store"));
        write(store, small());
        Path manifest = store.directory().resolve("MANIFEST");
        byte[] bytes = Files.readAllBytes(manifest);
        bytes[bytes.length - 50] ^= 1;
        Files.write(manifest, bytes);
        StoreFormatException e = assertThrows(StoreFormatException.class, store::info);
        assertTrue(e.getMessage().contains("MANIFEST"), e.getMessage());
    }

    @Test
    void filesOfANewerFormatVersionAreRefusedWithAClearMessage() throws IOException {
        Path file = dir.resolve("x.gsf");
        try (SectionWriter w = SectionWriter.create(file, "TEST")) {
            w.ints("NUMS", new int[] {1, 2, 3});
            w.commit();
        }
        byte[] bytes = Files.readAllBytes(file);
        bytes[8] = 9; // the version field
        java.util.zip.CRC32C crc = new java.util.zip.CRC32C();
        crc.update(bytes, 0, 28);
        java.nio.ByteBuffer.wrap(bytes).order(java.nio.ByteOrder.LITTLE_ENDIAN).putInt(28, (int) crc.getValue());
        Files.write(file, bytes);
        StoreFormatException e = assertThrows(StoreFormatException.class, () -> SectionReader.open(file, "TEST"));
        assertTrue(e.getMessage().contains("format version 9 is newer"), e.getMessage());
    }

    @Test
    void sectionsRoundTripEveryElementType() {
        Path file = dir.resolve("all.gsf");
        int[] ints = new int[3_000_001];
        for (int i = 0; i < ints.length; i++) {
            ints[i] = i * 31;
        }
        try (SectionWriter w = SectionWriter.create(file, "TEST")) {
            w.ints("INTS", ints);
            w.longs("LONG", new long[] {Long.MIN_VALUE, 0, Long.MAX_VALUE});
            w.doubles("DBLS", new double[] {Double.NaN, -0.0, 1e300});
            w.strings("STRS", new String[] {"", "héllo", "a\nb"});
            w.commit();
        }
        try (SectionReader r = SectionReader.open(file, "TEST")) {
            org.junit.jupiter.api.Assertions.assertArrayEquals(ints, r.ints("INTS"));
            org.junit.jupiter.api.Assertions.assertArrayEquals(new long[] {Long.MIN_VALUE, 0, Long.MAX_VALUE}, r.longs("LONG"));
            org.junit.jupiter.api.Assertions.assertArrayEquals(new double[] {Double.NaN, -0.0, 1e300}, r.doubles("DBLS"));
            org.junit.jupiter.api.Assertions.assertArrayEquals(new String[] {"", "héllo", "a\nb"}, r.strings("STRS"));
            r.finish();
        }
    }

    @Test
    void aSecondWriterFailsAtOnceNamingTheHolder() {
        GraphStore store = GraphStore.at(dir.resolve("store"));
        try (StoreLock held = store.lock("graphsurge load big.csv", false, m -> { })) {
            StoreLockedException e = assertThrows(StoreLockedException.class,
                    () -> store.lock("graphsurge load other.csv", false, m -> { }));
            assertTrue(e.getMessage().contains("graphsurge load big.csv"), e.getMessage());
            assertTrue(e.getMessage().contains("pid " + ProcessHandle.current().pid()), e.getMessage());
            assertTrue(e.getMessage().contains("--wait"), e.getMessage());
        }
        try (StoreLock again = store.lock("after release", false, m -> { })) {
            assertTrue(Files.exists(store.directory().resolve(".lock")));
        }
    }

    @Test
    void aWaitingWriterProceedsWhenTheHolderFinishes() throws Exception {
        GraphStore store = GraphStore.at(dir.resolve("store"));
        CountDownLatch waiting = new CountDownLatch(1);
        AtomicReference<String> told = new AtomicReference<>();
        StoreLock held = store.lock("first", false, m -> { });
        Thread second = new Thread(() -> {
            try (StoreLock l = store.lock("second", true, m -> {
                told.set(m);
                waiting.countDown();
            })) {
                store.writeGraph(small(), "second", l);
            }
        });
        second.start();
        waiting.await();
        assertTrue(told.get().contains("first"), told.get());
        assertTrue(second.isAlive(), "the second writer waits while the first holds the lock");
        held.close();
        second.join(10_000);
        assertFalse(second.isAlive());
        assertTrue(store.info().isPresent());
    }

    private static PropertyGraph other(long seed) {
        return PropertyGraphGenerator.generate(new GraphSpec(GraphModel.UNIFORM, 5, 60, seed), 1);
    }

    /** Runs {@code action} the first {@code times} times it is called. */
    private static Runnable firstTimes(int times, Runnable action) {
        int[] calls = {0};
        return () -> {
            if (calls[0]++ < times) {
                action.run();
            }
        };
    }

    @Test
    void aReaderGetsTheGraphOfTheManifestItReadEvenWhenALoadReplacesItMeanwhile() {
        Path path = dir.resolve("store");
        StoredGraphInfo first = write(GraphStore.at(path), small());
        GraphStore writer = GraphStore.at(path);
        GraphStore reader = GraphStore.at(path).afterManifestRead(firstTimes(1, () -> write(writer, other(1))));
        StoredGraph read = reader.read(2);
        assertEquals(first, read.info());
        graphsurge.gstore.csv.ParallelLoadTestAccess.assertSameGraph(small(), read.graph());
        assertNotEquals(first.fingerprint(), writer.info().orElseThrow().fingerprint(), "the load did replace it");
    }

    @Test
    void aReaderWhoseGenerationWasRemovedReadsTheNewGraphWithItsOwnDescription() {
        Path path = dir.resolve("store");
        write(GraphStore.at(path), small());
        GraphStore writer = GraphStore.at(path);
        GraphStore reader = GraphStore.at(path).afterManifestRead(firstTimes(1, () -> {
            write(writer, other(1));
            write(writer, other(2)); // removes the generation the reader is about to read
        }));
        StoredGraph read = reader.read(2);
        assertEquals(writer.info().orElseThrow(), read.info());
        graphsurge.gstore.csv.ParallelLoadTestAccess.assertSameGraph(other(2), read.graph());
    }

    @Test
    void aReaderThatKeepsLosingItsGenerationSaysToRunAgain() {
        Path path = dir.resolve("store");
        write(GraphStore.at(path), small());
        GraphStore writer = GraphStore.at(path);
        long[] seed = {0};
        GraphStore reader = GraphStore.at(path).afterManifestRead(firstTimes(100, () -> {
            write(writer, other(++seed[0]));
            write(writer, other(++seed[0]));
        }));
        GraphReplacedException e = assertThrows(GraphReplacedException.class, () -> reader.read(2));
        assertTrue(e.getMessage().contains("was replaced while it was being read"), e.getMessage());
        assertTrue(e.getMessage().contains("run again"), e.getMessage());
    }

    @Test
    void damagedFilesOfTheCurrentGenerationAreReportedAsDamageNotAsAReplacement() throws IOException {
        GraphStore store = GraphStore.at(dir.resolve("store"));
        write(store, small());
        Files.delete(store.directory().resolve(store.info().orElseThrow().generation()).resolve(GraphCodec.IN_ADJACENCY));
        StoreFormatException e = assertThrows(StoreFormatException.class, store::read);
        assertTrue(e.getMessage().contains(GraphCodec.IN_ADJACENCY + ": is missing"), e.getMessage());
    }

    @Test
    void aSymlinkedLockIsRefusedAndItsTargetIsLeftAlone() throws IOException {
        Path outside = Files.writeString(dir.resolve("precious.txt"), "keep me");
        Path store = Files.createDirectories(dir.resolve("store"));
        Files.createSymbolicLink(store.resolve(".lock"), outside);
        GraphsurgeException e = assertThrows(GraphsurgeException.class,
                () -> GraphStore.at(store).lock("test", false, m -> { }));
        assertTrue(e.getMessage().contains(".lock is a symbolic link"), e.getMessage());
        assertEquals("keep me", Files.readString(outside));
    }

    @Test
    void aHardLinkedLockIsRefusedAndItsOtherNameIsLeftAlone() throws IOException {
        Path store = Files.createDirectories(dir.resolve("store"));
        Path outside = Files.writeString(dir.resolve("precious.txt"), "keep me");
        Files.createLink(store.resolve(".lock"), outside);
        GraphsurgeException e = assertThrows(GraphsurgeException.class,
                () -> GraphStore.at(store).lock("test", false, m -> { }));
        assertTrue(e.getMessage().contains("other name(s) (hard links)"), e.getMessage());
        assertEquals("keep me", Files.readString(outside));
    }

    @Test
    void aLinkedStoreFileIsReplacedNotWrittenThrough() throws IOException {
        GraphStore store = GraphStore.at(dir.resolve("store"));
        write(store, small());
        Path manifest = store.directory().resolve("MANIFEST");
        Path outside = Files.move(manifest, dir.resolve("precious-manifest"));
        byte[] kept = Files.readAllBytes(outside);
        Files.createSymbolicLink(manifest, outside);
        write(store, other(1));
        org.junit.jupiter.api.Assertions.assertArrayEquals(kept, Files.readAllBytes(outside));
        assertFalse(Files.isSymbolicLink(manifest));
        graphsurge.gstore.csv.ParallelLoadTestAccess.assertSameGraph(other(1), store.readGraph());
    }

    @Test
    void aLinkAtAnAtomicTextFilesTemporaryNameIsNotWrittenThrough() throws IOException {
        Path outside = Files.writeString(dir.resolve("precious.txt"), "keep me");
        Path out = Files.createDirectories(dir.resolve("out"));
        Files.createSymbolicLink(out.resolve("r.csv.tmp"), outside);
        AtomicTextFile.write(out.resolve("r.csv"), w -> w.write("a,b\n"));
        assertEquals("keep me", Files.readString(outside));
        assertEquals("a,b\n", Files.readString(out.resolve("r.csv")));
    }

    @Test
    void takingTheLockRemovesWhatKilledWritesLeftAndNothingElse() throws IOException {
        GraphStore store = GraphStore.at(dir.resolve("store"));
        write(store, small());
        Path root = store.directory();
        Path staging = Files.createDirectories(root.resolve("graph-000002.tmp"));
        Files.writeString(staging.resolve("topology.gsf"), "half written");
        Path manifestTmp = Files.writeString(root.resolve("MANIFEST.tmp-1f2e"), "half");
        Path collections = Files.createDirectories(root.resolve("collections"));
        Path collectionTmp = Files.writeString(collections.resolve("growth.gsc.tmp-9a8b"), "half");
        Path collection = Files.writeString(collections.resolve("growth.gsc"), "a collection");
        Path outside = Files.writeString(dir.resolve("precious.tmp"), "keep me");
        Path link = Files.createSymbolicLink(collections.resolve("link.gsc.tmp-1"), outside);
        try (StoreLock lock = store.lock("DROP COLLECTION", false, m -> { })) {
            assertFalse(Files.exists(staging));
            assertFalse(Files.exists(manifestTmp));
            assertFalse(Files.exists(collectionTmp));
            assertFalse(Files.exists(link, java.nio.file.LinkOption.NOFOLLOW_LINKS));
        }
        assertEquals("a collection", Files.readString(collection));
        assertEquals("keep me", Files.readString(outside));
        graphsurge.gstore.csv.ParallelLoadTestAccess.assertSameGraph(small(), store.readGraph());
    }

    @Test
    void aStoreThatIsAFileSaysSoInsteadOfHavingNoGraph() throws IOException {
        Path file = Files.writeString(dir.resolve("notes.txt"), "not a store");
        GraphStore store = GraphStore.at(file);
        for (org.junit.jupiter.api.function.Executable use : List.<org.junit.jupiter.api.function.Executable>of(
                store::info, store::read, () -> store.lock("test", false, m -> { }))) {
            GraphsurgeException e = assertThrows(GraphsurgeException.class, use);
            assertTrue(e.getMessage().contains("is not a directory (it is a file)"), e.getMessage());
        }
        assertEquals("not a store", Files.readString(file));
    }

    @Test
    void aStoreThatIsADeviceSaysSo() {
        Path devNull = Path.of("/dev/null");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.exists(devNull));
        GraphsurgeException e = assertThrows(GraphsurgeException.class, () -> GraphStore.at(devNull).info());
        assertTrue(e.getMessage().contains("/dev/null is not a directory (it is a device or other special file)"),
                e.getMessage());
    }

    @Test
    void aStoreThatCannotBeReadSaysPermissionDenied() throws IOException {
        org.junit.jupiter.api.Assumptions.assumeFalse("root".equals(System.getProperty("user.name")),
                "permissions do not bind root");
        GraphStore store = GraphStore.at(dir.resolve("store"));
        write(store, small());
        Files.setPosixFilePermissions(store.directory(), java.util.Set.of());
        try {
            GraphsurgeException e = assertThrows(GraphsurgeException.class, store::info);
            assertTrue(e.getMessage().contains("permission denied"), e.getMessage());
        } finally {
            Files.setPosixFilePermissions(store.directory(),
                    java.nio.file.attribute.PosixFilePermissions.fromString("rwx------"));
        }
    }

    @Test
    void fileSystemRefusalsAreNamedInWords() {
        assertEquals("permission denied", IoErrors.reason(new java.nio.file.AccessDeniedException("/s/MANIFEST")));
        assertEquals("no such file or directory", IoErrors.reason(new java.nio.file.NoSuchFileException("/s")));
        assertEquals("read-only file system",
                IoErrors.reason(new java.nio.file.FileSystemException("/s", null, "Read-only file system")));
        GraphsurgeException e = IoErrors.error("cannot read /s/MANIFEST",
                new java.nio.file.AccessDeniedException("/s/MANIFEST"));
        assertEquals("cannot read /s/MANIFEST: permission denied", e.getMessage());
    }
}
