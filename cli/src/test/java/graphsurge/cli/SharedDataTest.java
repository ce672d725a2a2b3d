package graphsurge.cli;

import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;
import org.opentest4j.TestAbortedException;

/** The golden tests' shared data: found, skipped loudly without it, or failed where required. */
class SharedDataTest {
    @Test
    void aFoundFolderIsUsedWhateverCiSays() {
        Path found = Path.of("/somewhere/shared");
        assertSame(found, Cli.sharedData(found, null));
        assertSame(found, Cli.sharedData(found, "true"));
    }

    @Test
    void missingDataSkipsUnlessRequiredAndSaysWhy() {
        TestAbortedException e = assertThrows(TestAbortedException.class, () -> Cli.sharedData(null, null));
        assertTrue(e.getMessage().contains("../shared"), e.getMessage());
        assertThrows(TestAbortedException.class, () -> Cli.sharedData(null, "false"));
    }

    @Test
    void missingDataFailsWhenRequired() {
        AssertionFailedError e = assertThrows(AssertionFailedError.class, () -> Cli.sharedData(null, "true"));
        assertTrue(e.getMessage().contains("GRAPHSURGE_REQUIRE_SHARED=true"), e.getMessage());
    }
}
