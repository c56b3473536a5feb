package dev.lanecrypt.math.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The array a {@link PlacedScratch} hands out: the first until a collection after enough calls, then the fastest. */
class PlacedScratchTest {

    /** A probe that takes about {@code slowNanos} on every candidate but the one at {@code fast} (in order of first use). */
    private static final class Spinning implements PlacedScratch.Probe {
        final List<long[]> seen = new ArrayList<>();
        final int fast;
        int calls;

        Spinning(int fast) {
            this.fast = fast;
        }

        @Override
        public void run(long[] scratch) {
            calls++;
            int index = -1;
            for (int i = 0; i < seen.size(); i++) {
                if (seen.get(i) == scratch) {
                    index = i;
                }
            }
            if (index < 0) {
                seen.add(scratch);
                index = seen.size() - 1;
            }
            long until = System.nanoTime() + (index == fast ? 1_000 : 50_000);
            while (System.nanoTime() < until) {
                Thread.onSpinWait();
            }
        }
    }

    @Test
    void keepsItsArrayUntilACollectionThenTheFastestCandidate() {
        Spinning probe = new Spinning(2);
        PlacedScratch s = new PlacedScratch(100, probe);
        long[] first = s.array();
        assertEquals(103, first.length, "8k + 7 longs, at least the size asked");
        System.gc();
        for (int call = 0; call < PlacedScratch.MIN_CALLS - 1; call++) {
            assertSame(first, s.array());
        }
        assertEquals(0, probe.calls, "no timing before enough calls, whatever collections ran");
        long[] chosen = first;
        for (int attempt = 0; attempt < 20 && probe.calls == 0; attempt++) {
            System.gc();
            chosen = s.array();
        }
        assertEquals(PlacedScratch.CANDIDATES * PlacedScratch.ROUNDS * PlacedScratch.CALLS, probe.calls);
        assertEquals(PlacedScratch.CANDIDATES, probe.seen.size(), "each candidate a new array");
        assertSame(probe.seen.get(2), chosen, "the candidate whose rounds ran fastest");
        assertEquals(103, chosen.length);
        assertSame(chosen, s.array(), "no second choice without a collection");
        System.gc();
        assertSame(chosen, s.array(), "no second choice without enough calls since the first");
    }

    @Test
    void theFastestIsTheLowestTimeAndTheFirstOnTies() {
        assertEquals(1, PlacedScratch.fastestOf(new long[] {5, 3, 4, 3}));
        assertEquals(0, PlacedScratch.fastestOf(new long[] {2, 2, 2, 2}));
        assertEquals(3, PlacedScratch.fastestOf(new long[] {9, 8, 7, 6}));
        assertTrue(PlacedScratch.CANDIDATES >= 8, "the eight residues mod 64 bytes");
    }
}
