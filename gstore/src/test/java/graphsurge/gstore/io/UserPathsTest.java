package graphsurge.gstore.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.gstore.GraphsurgeException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class UserPathsTest {
    private static final Path DIR = Path.of("results");

    @Test
    void plainNamesStayAsTheyAre() {
        assertEquals("years_2001-2005", UserPaths.fileName("years_2001-2005"));
        assertEquals("städte_東京", UserPaths.fileName("städte_東京"));
    }

    @Test
    void separatorsDotsAndControlCharactersArePercentEncoded() {
        assertEquals("%2Fetc%2Fpasswd", UserPaths.fileName("/etc/passwd"));
        assertEquals("%2E%2E%2Fx", UserPaths.fileName("../x"));
        assertEquals("%2E%2E", UserPaths.fileName(".."));
        assertEquals("%2Ehidden", UserPaths.fileName(".hidden"));
        assertEquals("a%5Cb", UserPaths.fileName("a\\b"));
        assertEquals("a%00b%0Ac", UserPaths.fileName("a\0b\nc"));
        assertEquals("x%25y", UserPaths.fileName("x%y"));
        assertEquals("a%20b", UserPaths.fileName("a b"));
        assertEquals("right%E2%80%AEleft", UserPaths.fileName("right\u202Eleft"));
    }

    @Test
    void reservedNamesHaveTheirFirstCharacterEncoded() {
        assertEquals("%43ON", UserPaths.fileName("CON"));
        assertEquals("%6Eul", UserPaths.fileName("nul"));
        assertEquals("%73ummary", UserPaths.fileName("summary", "summary"));
        assertEquals("%53ummary", UserPaths.fileName("Summary", "summary"));
        assertEquals("summary", UserPaths.fileName("summary"));
        assertEquals("summary_1", UserPaths.fileName("summary_1", "summary"));
    }

    @Test
    void encodingIsReversibleAndStaysInTheDirectory() {
        long seed = System.nanoTime();
        Random random = new Random(seed);
        String alphabet = "aZ09_-./\\%: \0\n\t\u202E\u00e9\u6771";
        for (int i = 0; i < 2000; i++) {
            StringBuilder name = new StringBuilder();
            int length = 1 + random.nextInt(12);
            for (int j = 0; j < length; j++) {
                name.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            if (random.nextInt(50) == 0) {
                name.appendCodePoint(0x1F600);
            }
            String encoded = UserPaths.fileName(name.toString(), "summary");
            String message = "seed " + seed + ": '" + name + "' -> '" + encoded + "'";
            assertEquals(name.toString(), URLDecoder.decode(encoded, StandardCharsets.UTF_8), message);
            assertFalse(encoded.contains("/") || encoded.contains("\\") || encoded.contains(".")
                    || encoded.contains("\0"), message);
            Path file = UserPaths.file(DIR, name.toString(), ".csv");
            assertEquals(DIR.toAbsolutePath(), file.toAbsolutePath().normalize().getParent(), message);
        }
    }

    @Test
    void aFileNameLeavingTheDirectoryIsRefused() {
        for (String escaping : List.of("../x.csv", "a/b.csv", "..", "/etc/passwd")) {
            assertThrows(GraphsurgeException.class, () -> UserPaths.inside(DIR, escaping), escaping);
        }
        assertEquals(DIR.resolve("summary.csv"), UserPaths.inside(DIR, "summary.csv"));
    }

    @Test
    void aNameTooLongForAFileIsAClearError() {
        GraphsurgeException e = assertThrows(GraphsurgeException.class, () -> UserPaths.file(DIR, "é".repeat(124), ".csv"));
        assertTrue(e.getMessage().contains("at most 250 bytes"), e.getMessage());
        assertEquals(DIR.resolve("é".repeat(123) + ".csv"), UserPaths.file(DIR, "é".repeat(123), ".csv"));
        assertThrows(GraphsurgeException.class, () -> UserPaths.fileName(""));
    }

    @Test
    void emptyAndNulPathsAreInputErrorsNamingTheirClause() {
        GraphsurgeException empty = assertThrows(GraphsurgeException.class, () -> UserPaths.parse("", "SAVE REPORT TO"));
        assertEquals("SAVE REPORT TO '': the path is empty; name a file or directory", empty.getMessage());
        GraphsurgeException nul = assertThrows(GraphsurgeException.class, () -> UserPaths.parse("out\0x", "--store"));
        assertTrue(nul.getMessage().startsWith("--store 'out\\0x': a path cannot hold a NUL character"), nul.getMessage());
        assertEquals(Path.of("a/b"), UserPaths.parse("a/b", "SAVE RESULTS TO"));
    }
}
