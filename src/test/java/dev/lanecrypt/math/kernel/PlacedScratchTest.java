package dev.lanecrypt.math.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The array a {@link PlacedScratch} hands out: the first until enough calls, then the fastest candidate. */
class PlacedScratchTest {

    /** A probe slow (50 us) on every candidate but the {@code fast}th of each choice (in order of first use). */
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
            long until = System.nanoTime() + (index % PlacedScratch.CANDIDATES == fast ? 1_000 : 50_000);
            while (System.nanoTime() < until) {
                Thread.onSpinWait();
            }
        }
    }

    @Test
    void choosesAfterEnoughCallsThenAgainAfterACollection() {
        Spinning probe = new Spinning(2);
        PlacedScratch s = new PlacedScratch(100, probe);
        long[] first = s.array();
        assertEquals(103, first.length, "8k + 7 longs, at least the size asked");
        for (int call = 1; call < PlacedScratch.MIN_CALLS; call++) {
            assertSame(first, s.array());
        }
        assertEquals(0, probe.calls, "no timing before enough calls (the kernels would not be compiled yet)");
        long[] chosen = s.array();
        int perChoice = PlacedScratch.CANDIDATES * PlacedScratch.ROUNDS * PlacedScratch.CALLS;
        assertEquals(perChoice, probe.calls, "the first choice needs no collection");
        assertEquals(PlacedScratch.CANDIDATES, probe.seen.size(), "each candidate a new array");
        assertSame(probe.seen.get(2), chosen, "the candidate whose rounds ran fastest");
        assertEquals(103, chosen.length);
        System.gc();
        assertSame(chosen, s.array(), "no second choice without enough calls since the first");
        for (int call = 0; call < PlacedScratch.MIN_CALLS; call++) {
            s.array();
        }
        // the collection above, or one of these, and enough calls since the first choice: a second choice
        for (int attempt = 0; attempt < 20 && probe.calls == perChoice; attempt++) {
            System.gc();
            s.array();
        }
        assertEquals(2 * perChoice, probe.calls, "a collection after enough calls: a second choice");
        assertSame(probe.seen.get(PlacedScratch.CANDIDATES + 2), s.array(), "from new candidates");
    }

    @Test
    void theFastestIsTheLowestTimeAndTheFirstOnTies() {
        assertEquals(1, dev.lanecrypt.measure.Placement.fastestOf(new long[] {5, 3, 4, 3}));
        assertEquals(0, dev.lanecrypt.measure.Placement.fastestOf(new long[] {2, 2, 2, 2}));
        assertEquals(3, dev.lanecrypt.measure.Placement.fastestOf(new long[] {9, 8, 7, 6}));
        assertTrue(PlacedScratch.CANDIDATES >= 8, "the eight residues mod 64 bytes");
    }
}
