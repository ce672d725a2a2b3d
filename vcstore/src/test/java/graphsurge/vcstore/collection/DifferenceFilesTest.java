package graphsurge.vcstore.collection;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.gstore.csv.CsvInputException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Difference lines are read as RFC 4180 fields, so ids written quoted come back as they were. */
class DifferenceFilesTest {
    @TempDir
    Path dir;

    private static List<String> fields(String line, char separator) {
        List<String> out = new ArrayList<>();
        assertEquals(-1, DifferenceFiles.split(line, separator, out), line);
        return out;
    }

    @Test
    void quotedFieldsHoldSeparatorsAndDoubledQuotesAndUnquotedOnesAreStripped() {
        assertEquals(List.of("Smith, J", "say \"hi\"", "+1"), fields("\"Smith, J\",\"say \"\"hi\"\"\",+1", ','));
        assertEquals(List.of("1", "2", "-1"), fields(" 1 , 2 ,-1", ','));
        assertEquals(List.of(" padded ", "2", ""), fields("\" padded \",2,", ','));
        assertEquals(List.of("1", "2", "+1"), fields("1 2 +1", ' '));
    }

    @Test
    void aQuotedIdWithALineBreakSpansLinesAndAnUnclosedOneIsAnError() throws IOException {
        Files.writeString(dir.resolve("d_0_0.txt"), "\"two\nlines\",b,+1\nb,c,-1\n");
        List<DifferenceFiles.Difference> read = DifferenceFiles.read(dir, "d_", 1, ',', null).get(0);
        assertEquals("two\nlines", read.get(0).source());
        assertEquals(3, read.get(1).line(), "line numbers count the id's line break");
        Files.writeString(dir.resolve("d_0_0.txt"), "a,b,+1\n\"open,b,+1\n");
        CsvInputException e = assertThrows(CsvInputException.class, () -> DifferenceFiles.read(dir, "d_", 1, ',', null));
        assertTrue(e.getMessage().contains("line 2") && e.getMessage().contains("not closed"), e.getMessage());
    }
}
