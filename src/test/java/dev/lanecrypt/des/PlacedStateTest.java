package dev.lanecrypt.des;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanecrypt.cipher.Block64;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The arrays a bit-sliced engine runs on: chosen by its timed passes, and never a different result. */
class PlacedStateTest {

    @Test
    void timesPassesOnEverySetThenKeepsTheFastest() {
        PlacedState s = new PlacedState(8);
        long[] first = s.l();
        assertEquals(512, s.rows().length);
        assertEquals(256, s.l().length);
        assertEquals(257, s.r().length, "one long more: the sets step through the residues mod 64");
        for (int pass = 0; pass < PlacedState.MIN_PASSES; pass++) {
            assertFalse(s.timePass(), "no timing before enough passes (pass " + pass + ")");
            assertSame(first, s.l());
        }
        List<long[]> seen = new ArrayList<>();
        IdentityHashMap<long[], long[]> rowsOf = new IdentityHashMap<>();
        int per = PlacedState.PASSES_PER_TRIAL;
        for (int trial = 0; trial < PlacedState.CANDIDATES * PlacedState.ROUNDS * per; trial++) {
            assertTrue(s.timePass(), "trial " + trial);
            if (!seen.contains(s.l())) {
                seen.add(s.l());
            }
            rowsOf.put(s.l(), s.rows());
            int set = seen.indexOf(s.l());
            assertEquals((trial / per) % PlacedState.CANDIDATES, set, "round robin over the sets, " + per + " passes each");
            boolean warming = trial % per != per - 1;
            s.took(warming ? (set == 3 ? 1 : 1_000_000) : set == 5 ? 100 : 1_000 + trial);   // warm-up passes do not count
        }
        assertEquals(PlacedState.CANDIDATES, seen.size());
        assertNotSame(first, seen.get(0), "new sets, not the first");
        assertFalse(s.timePass(), "no timing right after a choice");
        assertSame(seen.get(5), s.l(), "the set whose pass was the fastest");
        assertSame(rowsOf.get(seen.get(5)), s.rows(), "its own rows");
    }

    /**
     * An engine on every vector width and both designs gives the scalar engine's blocks before, during and after
     * its choice of arrays, as longs and as bytes.
     */
    @Test
    void enginesStayExactThroughTheirChoice() {
        Random r = new Random(7);
        long[] keys = {r.nextLong(), r.nextLong(), r.nextLong()};
        Block64 scalar = ScalarDesKernel.INSTANCE.engine(keys, true);
        long[] plain = r.longs(512).toArray();
        long[] want = plain.clone();
        for (int i = 0; i < want.length; i++) {
            want[i] = scalar.encrypt(want[i]);
        }
        byte[] plainBytes = new byte[8 * plain.length];
        byte[] wantBytes = new byte[8 * plain.length];
        for (int i = 0; i < plain.length; i++) {
            System.arraycopy(dev.lanecrypt.cipher.Blocks.bytes(plain[i]), 0, plainBytes, 8 * i, 8);
            System.arraycopy(dev.lanecrypt.cipher.Blocks.bytes(want[i]), 0, wantBytes, 8 * i, 8);
        }
        int calls = PlacedState.MIN_PASSES + PlacedState.CANDIDATES * PlacedState.ROUNDS * PlacedState.PASSES_PER_TRIAL + 4;   // 512 blocks: 1 pass or more
        for (DesKernel k : DesEngines.kernels()) {
            if (k == ScalarDesKernel.INSTANCE) {
                continue;
            }
            Block64 e = k.engine(keys, true);
            Block64 b = k.engine(keys, true);
            byte[] out = new byte[plainBytes.length];
            for (int c = 0; c < calls; c++) {
                long[] got = plain.clone();
                e.encryptBlocks(got, 0, got.length);
                assertArrayEquals(want, got, k.name() + " longs, call " + c);
                if (b.encryptBytes(plainBytes, 0, out, 0, plain.length, null, 0)) {
                    assertArrayEquals(wantBytes, out, k.name() + " bytes, call " + c);
                }
            }
        }
    }
}
