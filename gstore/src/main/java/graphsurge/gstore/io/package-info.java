/**
 * Persistence: the binary container format every stored file uses ({@link
 * graphsurge.gstore.io.SectionWriter}, {@link graphsurge.gstore.io.SectionReader}) and the graph
 * store directory with its generations, manifest and writer lock ({@link
 * graphsurge.gstore.io.GraphStore}); text files written whole ({@link
 * graphsurge.gstore.io.AtomicTextFile}) at paths and names checked on their way from the user
 * ({@link graphsurge.gstore.io.UserPaths}).
 *
 * <h2>Container format, version 2 (little-endian)</h2>
 * <pre>
 * file header, 32 bytes:
 *   8  magic 89 'G' 'S' 'F' 0D 0A 1A 0A   (detects text-mode mangling, like PNG's)
 *   4  format version (2; version 1 files, which predate the {@code date} and {@code timestamp}
 *      property types, are read the same way)
 *   4  file kind tag (4 ASCII bytes, e.g. "TOPO")
 *   8  creation time, epoch milliseconds
 *   4  reserved (0)
 *   4  CRC32C of the 28 bytes above
 * sections, each:
 *   40-byte section header:
 *     4 tag (4 ASCII bytes)   1 element type   3 reserved
 *     4 key group (0 when the section is not partitioned)
 *     8 element count          8 payload bytes
 *     4 CRC32C of the payload  4 reserved        4 CRC32C of the 36 header bytes before it
 *   payload, zero-padded to a multiple of 8 bytes
 * end marker: a section header with tag "END!", element count = number of sections and payload
 * bytes = the file's total length; nothing may follow it.
 * </pre>
 * Element types: 1 int32, 2 int64, 3 float64, 4 raw bytes, 5 UTF-8 strings (each a 4-byte length
 * then the bytes). Files are written to a temporary name, fsynced and renamed into place, so a
 * reader sees the old file or the new one, never a mixture. Every header and payload is
 * checksummed: a truncated or altered file is reported by name and never used.
 */
package graphsurge.gstore.io;
