package dev.lanecrypt.measure;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The machine probe: runs timed next to a slow probe batch do not count, and the runs go on until enough
 * clean ones are in. A stand-in probe and workload spin in step, slow on every other call, as a slow spell
 * of the machine would make both.
 */
class StopwatchProbeTest {

    private static final long FAST_NS = 50_000;

    private static final long SLOW_NS = 1_000_000;

    /** Spins for {@code FAST_NS} on even calls and {@code SLOW_NS} on odd ones. */
    private static final class Alternating implements Workload {
        private int calls;

        @Override
        public long run(int reps) {
            return Spin.forNanos((calls++ & 1) == 0 ? FAST_NS : SLOW_NS);
        }
    }

    private static Stopwatch.Settings settings(long probeCapNs, int runs) {
        return new Stopwatch.Settings(500_000L, 1, 0, 0, 1_000_000_000L, 0, true, runs, probeCapNs);
    }

    private static Measurement timeOne(Stopwatch.Settings s, Workload probe) {
        Stopwatch w = new Stopwatch(Stopwatch.NanoClock.INSTANCE, s, probe);
        return w.time(List.<Workload>of(new Alternating()), new Stopwatch.Warm(true, new int[] {1})).get(0);
    }

    @Test
    void runsBesideASlowProbeDoNotCount() {
        Measurement probed = timeOne(settings(2_000_000_000L, 4), new Alternating());
        // every run used had a fast probe, so a fast workload batch: the median is the fast one
        assertTrue(probed.medianNs() < 2 * FAST_NS, "median " + probed.medianNs());
        assertTrue(probed.probeNs() < 2 * FAST_NS, "probe " + probed.probeNs());
        Measurement plain = timeOne(settings(0, 4), new Alternating());
        // without the probe the slow runs count: two of four, the median between fast and slow
        assertTrue(plain.medianNs() > 3 * FAST_NS, "median " + plain.medianNs());
        assertTrue(Double.isNaN(plain.probeNs()));
    }

    @Test
    void aSpellLongerThanTheCapEndsTheRunsAnyway() {
        long t0 = System.nanoTime();
        Stopwatch w = new Stopwatch(Stopwatch.NanoClock.INSTANCE, settings(30_000_000L, 8), new SlowAfter(5));
        Measurement m = w.time(List.<Workload>of(new SlowAfter(5)), new Stopwatch.Warm(true, new int[] {1})).get(0);
        long took = System.nanoTime() - t0;
        assertTrue(took < 1_000_000_000L, "took " + took + " ns");
        assertFalse(Double.isNaN(m.probeNs()));
        // the spell outlasts the cap: the runs end with at most five clean runs of the eight asked for, and
        // only those count (fast workload batches), none of the later ones
        assertTrue(m.medianNs() < 2 * FAST_NS, "median " + m.medianNs());
    }

    @Test
    void theProbeAloneGivesAFiniteTimeAndTheSlowRuleHasItsMargin() {
        double ns = FpProbe.bestNs(3);
        assertTrue(ns > 0 && ns < 1e9, "ns per repetition " + ns);
        assertFalse(Stopwatch.slowProbe(100 * Stopwatch.PROBE_MARGIN, 100));
        assertTrue(Stopwatch.slowProbe(100 * Stopwatch.PROBE_MARGIN * 1.001, 100));
    }

    /** Spins for {@code FAST_NS} on its first calls and {@code SLOW_NS} on every later one. */
    private static final class SlowAfter implements Workload {
        private final int fast;
        private int calls;

        SlowAfter(int fast) {
            this.fast = fast;
        }

        @Override
        public long run(int reps) {
            return Spin.forNanos(calls++ < fast ? FAST_NS : SLOW_NS);
        }
    }
}
