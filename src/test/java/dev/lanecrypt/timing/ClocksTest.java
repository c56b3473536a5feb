package dev.lanecrypt.timing;

import dev.lanecrypt.measure.CycleClock;
import dev.lanecrypt.measure.Stopwatch;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import org.junit.jupiter.api.Test;

/** The cycle clock: the hardware counter where it opens, the chain's estimate where it does not. */
class ClocksTest {

    private static final Stopwatch.Settings FAST = new Stopwatch.Settings(200_000L, 1_000L, 2_000_000L, 100_000_000L, 1);

    @Test
    void anEventTheKernelDoesNotHaveIsRefusedWithItsErrno() {
        // PERF_TYPE_HARDWARE with config 0xffff: no PMU has a generalized hardware event that high.
        PerfEventCycles.PerfUnavailable e = assertThrows(PerfEventCycles.PerfUnavailable.class,
                () -> PerfEventCycles.open(PerfEventCycles.PERF_TYPE_HARDWARE, 0xffffL).close());
        assertTrue(e.getMessage().startsWith("perf_event_open failed: errno "), e.getMessage());
    }

    @Test
    void syscallNumbersAreKnownOnlyForLinuxOnX86AndArm() throws Exception {
        assertEquals(298, PerfEventCycles.syscallNumber("Linux", "amd64"));
        assertEquals(241, PerfEventCycles.syscallNumber("Linux", "aarch64"));
        assertThrows(PerfEventCycles.PerfUnavailable.class, () -> PerfEventCycles.syscallNumber("Linux", "riscv64"));
        assertThrows(PerfEventCycles.PerfUnavailable.class, () -> PerfEventCycles.syscallNumber("Mac OS X", "aarch64"));
    }

    @Test
    void theChosenClockNamesItsSourceAndFallsBackWhenTheCounterIsMissing() {
        Clocks.Choice choice = Clocks.select(FAST);
        try (CycleClock clock = choice.clock()) {
            boolean counter = isCounterAvailable();
            if (counter) {
                assertEquals("perf_event_open cycles", clock.source());
            } else {
                assertTrue(clock instanceof EstimatedCycles, clock.source());
                assertTrue(clock.source().matches("estimated \\d+\\.\\d\\d GHz from a dependent add/xor chain"), clock.source());
                assertTrue(choice.note().contains("perf_event_open"), choice.note());
            }
            CycleClock.Sample s = clock.sample(reps -> reps * 3L, 1000);
            assertEquals(3000L, s.sink());
            assertTrue(s.ns() >= 0 && s.cycles() >= 0);
        }
    }

    @Test
    void theCounterCountsWhereItOpens() throws Exception {
        assumeTrue(isCounterAvailable(), "no hardware cycle counter here (the fallback is tested above)");
        try (PerfEventCycles perf = PerfEventCycles.open()) {
            DependentAddChain chain = new DependentAddChain();
            CycleClock.Sample s = perf.sample(chain::run, 1_000_000);
            // 16 million dependent single-cycle steps take at least 16 million cycles.
            assertTrue(s.cycles() >= 15_000_000, "cycles " + s.cycles());
        }
    }

    @Test
    void theEstimatedFrequencyIsThatOfARealCore() {
        // The default warm-up: a shorter one can time the chain before C2 has compiled it.
        double ghz = Clocks.estimateGhz(Stopwatch.Settings.defaults(1));
        assertTrue(ghz > 0.5 && ghz < 7, "estimated " + ghz + " GHz");
    }

    private static boolean isCounterAvailable() {
        try (PerfEventCycles ignored = PerfEventCycles.open()) {
            return true;
        } catch (PerfEventCycles.PerfUnavailable e) {
            return false;
        }
    }
}
