package dev.lanecrypt.blowfish;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanecrypt.select.Candidate;
import dev.lanecrypt.select.Hardware;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * Every batched key-setup design this JVM can run (interleave6, gather256, and gather512, emulated where
 * the hardware has no 512-bit vectors) gives exactly the schedules of one-by-one setup: any number of keys
 * (0, 1, fewer than a group, whole groups, a remainder below and above the one-by-one cut), lengths 1..56.
 */
class BlowfishKeySetupsProperties {

    @Property(tries = 12)
    void everyDesignEqualsOneByOne(@ForAll @IntRange(min = 0, max = 40) int count, @ForAll long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        byte[][] k = new byte[count][];
        for (int i = 0; i < count; i++) {
            k[i] = new byte[1 + rnd.nextInt(56)];
            rnd.nextBytes(k[i]);
        }
        BlowfishKey[] expected = new BlowfishKey[k.length];
        for (int i = 0; i < k.length; i++) {
            expected[i] = BlowfishKey.expand(k[i]);
        }
        for (Candidate<BlowfishKeySetup> c : BlowfishKeySetups.available()) {
            BlowfishKey[] got = c.impl().expandAll(k);
            assertEquals(k.length, got.length, c.name());
            for (int i = 0; i < k.length; i++) {
                assertArrayEquals(expected[i].table(), got[i].table(), c.name() + " key " + i + " of " + k.length);
                assertArrayEquals(expected[i].decryptP(), got[i].decryptP(), c.name() + " key " + i);
            }
        }
    }

    @Property(tries = 5)
    void badKeyLengthIsRefusedBeforeAnyWork(@ForAll @IntRange(min = 0, max = 7) int bad) {
        byte[][] keys = new byte[20][8];
        keys[13] = new byte[bad == 0 ? 0 : 56 + bad];
        for (Candidate<BlowfishKeySetup> c : BlowfishKeySetups.available()) {
            assertThrows(IllegalArgumentException.class, () -> c.impl().expandAll(keys), c.name());
        }
    }

    @Test
    void theGatherDesignsAreOfferedWhereTheVectorApiRuns() {
        List<String> names = BlowfishKeySetups.candidates().stream().map(Candidate::name).toList();
        assertEquals(BlowfishKeySetups.NAMES, names);
        List<String> available = BlowfishKeySetups.available().stream().map(Candidate::name).toList();
        assertTrue(available.contains("interleave6"), available.toString());
        if (Hardware.get().vectorApi()) {
            assertTrue(available.containsAll(List.of("gather256", "gather512")), available.toString());
        }
    }
}
