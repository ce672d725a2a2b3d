package graphsurge.session.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ClusterSpecTest {
    @Test
    void theThreeFormsAreRead() {
        assertEquals(new ClusterSpec("local", "local", null, -1, 0, false), ClusterSpec.parse(" local "));
        assertEquals(new ClusterSpec("flink-embedded:3", "flink-embedded", null, -1, 3, false),
                ClusterSpec.parse("flink-embedded:3"));
        assertEquals(new ClusterSpec("flink://host.example:8081", "flink", "host.example", 8081, 0, false),
                ClusterSpec.parse("flink://host.example:8081"));
    }

    @Test
    void aSharedStoreFollowsAnyForm() {
        ClusterSpec remote = ClusterSpec.parse("flink://10.0.0.7:8081?store=shared");
        assertTrue(remote.sharedStore());
        assertEquals("10.0.0.7", remote.host());
        assertEquals(8081, remote.port());
        ClusterSpec embedded = ClusterSpec.parse("flink-embedded:2?STORE=SHARED");
        assertTrue(embedded.sharedStore());
        assertEquals(2, embedded.slots());
        assertFalse(ClusterSpec.parse("flink-embedded:2").sharedStore());
    }

    @Test
    void anOptionOtherThanTheSharedStoreIsRefusedSayingWhichThereIs() {
        ClusterException e = assertThrows(ClusterException.class, () -> ClusterSpec.parse("flink://h:1?store=mine"));
        assertTrue(e.getMessage().contains("?store=shared"), e.getMessage());
        assertThrows(ClusterException.class, () -> ClusterSpec.parse("flink://h:x?store=shared"));
    }

    @Test
    void aHostAUriCannotTakeIsRefusedAndAnIpv6HostIsReadInBrackets() {
        ClusterSpec v6 = ClusterSpec.parse("flink://[::1]:8081");
        assertEquals("[::1]", v6.host());
        assertEquals(8081, v6.port());
        for (String bad : new String[] {"flink://[::1", "flink://[::1]", "flink://::1:8081", "flink://a b:8081",
                "flink://[::1:8081", "flink://host]:8081"}) {
            ClusterException e = assertThrows(ClusterException.class, () -> ClusterSpec.parse(bad), bad);
            assertTrue(e.getMessage().startsWith("cluster '" + bad + "': "), e.getMessage());
        }
    }
}
