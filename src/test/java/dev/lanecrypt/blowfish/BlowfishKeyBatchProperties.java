package dev.lanecrypt.blowfish;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

/** Batched key setup gives exactly the schedules one-by-one setup gives, for any number of keys. */
class BlowfishKeyBatchProperties {

    @Property(tries = 25)
    void batchedSetupEqualsOneByOne(@ForAll @Size(max = 11) List<@Size(min = 1, max = 56) byte[]> keys) {
        byte[][] k = keys.toArray(new byte[0][]);
        BlowfishKey[] batched = BlowfishKeyBatch.expandAll(k);
        assertEquals(k.length, batched.length);
        for (int i = 0; i < k.length; i++) {
            BlowfishKey one = BlowfishKey.expand(k[i]);
            assertArrayEquals(one.table(), batched[i].table(), "key " + i);
            assertArrayEquals(one.decryptP(), batched[i].decryptP(), "key " + i);
        }
    }

    @Property(tries = 10)
    void badKeyLengthIsRefusedBeforeAnyWork(@ForAll @IntRange(min = 0, max = 7) int bad) {
        byte[][] keys = {new byte[8], new byte[8], new byte[bad == 0 ? 0 : 56 + bad], new byte[8]};
        assertThrows(IllegalArgumentException.class, () -> BlowfishKeyBatch.expandAll(keys));
    }

    @Test
    void keyLengthsOutsideOneTo56AreRefused() {
        assertThrows(IllegalArgumentException.class, () -> BlowfishKey.expand(new byte[0]));
        assertThrows(IllegalArgumentException.class, () -> BlowfishKey.expand(new byte[57]));
        BlowfishKey.expand(new byte[1]);
        BlowfishKey.expand(new byte[56]);
    }
}
