package dev.lanecrypt.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanecrypt.select.Trial;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The warm-up's floor of operations counts a repetition as its {@link Workload#opsPerRep}: a workload whose
 * repetition is a batch (the Blowfish key setups' 32 keys) reaches the floor in that many times fewer repetitions,
 * and never in fewer. Each repetition spins for 0.2 ms, so the warm-up runs one repetition a round.
 */
class StopwatchWarmupFloorTest {

    private static final long REP_NS = 200_000;

    /** The selector's floor. */
    private static final long FLOOR = 2_000;

    /** Spins {@link #REP_NS} a repetition and counts the repetitions it ran. */
    private static final class Spinning implements Workload {
        private final long opsPerRep;
        private long reps;

        Spinning(long opsPerRep) {
            this.opsPerRep = opsPerRep;
        }

        @Override
        public long run(int n) {
            reps += n;
            return Spin.forNanos(n * REP_NS);
        }

        @Override
        public long opsPerRep() {
            return opsPerRep;
        }
    }

    /** The selector's warm-up settings (no calm period, no minimum time, counted from the start), a cap of 20 s. */
    private static Stopwatch.Settings settings(long floor) {
        return new Stopwatch.Settings(500_000L, floor, 0, 0, 20_000_000_000L, 0, false, 3, 0);
    }

    @Test
    void aBatchReachesTheFloorInFewerRepetitionsButNotFewerOperations() {
        // a floor of 10,000 operations in repetitions of 500: 20 repetitions; counted one a repetition it would be
        // 10,000 (2 s of spinning), which leaves the JIT's queue (the other condition) 2 s to become idle
        long floor = 10_000;
        Spinning batch = new Spinning(500);
        Stopwatch.Warm warm = Stopwatch.nanos(settings(floor)).warm(List.of(batch));
        assertTrue(batch.reps * 500 >= floor, "the floor in operations: " + batch.reps + " repetitions of 500");
        assertTrue(batch.reps < floor, "counted as single operations: " + batch.reps + " repetitions");
        assertTrue(warm.settled());
    }

    @Test
    void aSingleOperationRepetitionStillRunsTheWholeFloor() {
        Spinning single = new Spinning(1);
        Stopwatch.nanos(settings(FLOOR)).warm(List.of(single));
        assertTrue(single.reps >= FLOOR, single.reps + " repetitions");
    }

    @Test
    void aCountingTrialCarriesItsWeightToItsWorkload() {
        Trial<int[]> t = (impl, reps) -> impl[0] += reps;
        Trial<int[]> counted = Trial.counting(32, t);
        int[] calls = {0};
        Workload w = counted.on(calls);
        assertEquals(32, w.opsPerRep());
        assertEquals(1, t.on(calls).opsPerRep());
        assertEquals(5, w.run(5));
        assertEquals(5, calls[0]);
        assertThrows(IllegalArgumentException.class, () -> Trial.counting(0, t));
    }
}
