package dev.lanecrypt.timing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanecrypt.measure.Measurement;
import java.util.List;
import org.junit.jupiter.api.Test;

/** How the forks of one cell become one figure, and when it is marked as not settled. */
class TimingRowTest {

    private static TimingRow fork(double bestCycles, boolean settled) {
        return new TimingRow("mul", "scalar", "digits", 16,
                new Measurement(bestCycles / 3, bestCycles / 2.9, bestCycles, bestCycles * 1.05, settled));
    }

    @Test
    void theBestForkTheMedianOfTheForksBestsAndTheirSpread() {
        TimingRow r = TimingRow.ofForks(List.of(fork(300, true), fork(200, true), fork(220, true)));
        assertEquals(200, r.measurement().bestCycles());
        assertEquals(200 / 3.0, r.measurement().bestNs());
        assertEquals(220, r.measurement().medianCycles(), "median of the forks' bests, not of their medians");
        assertEquals(220 / 3.0, r.measurement().medianNs(), 1e-9);
        assertEquals(1.5, r.spread(), 1e-12);
        assertTrue(r.unsettled(), "1.5x > the margin");
        assertEquals(List.of(300.0, 200.0, 220.0), r.forks().stream().map(Measurement::bestCycles).toList(),
                "each fork kept, in the order they ran");
    }

    @Test
    void forksWithinTheMarginAreSettledUnlessAWarmUpRanOut() {
        double inside = 200 * TimingRow.SPREAD_MARGIN * 0.999;
        assertFalse(TimingRow.ofForks(List.of(fork(200, true), fork(inside, true))).unsettled());
        assertTrue(TimingRow.ofForks(List.of(fork(200, true), fork(200 * TimingRow.SPREAD_MARGIN * 1.001, true))).unsettled());
        TimingRow capped = TimingRow.ofForks(List.of(fork(200, true), fork(201, false)));
        assertFalse(capped.measurement().settled());
        assertTrue(capped.unsettled(), "a fork whose warm-up ran out of time");
        assertEquals(210, TimingRow.ofForks(List.of(fork(200, true), fork(220, true))).measurement().medianCycles(),
                "an even count: the mean of the middle two");
    }

    @Test
    void oneJvmHasNoSpreadAndOnlyItsWarmUpCanUnsettleIt() {
        TimingRow r = fork(100, true);
        assertEquals(1, r.spread());
        assertFalse(r.unsettled());
        assertTrue(fork(100, false).unsettled());
    }

    private static TimingRow probed(double bestCycles, double probeNs) {
        return new TimingRow("mul", "scalar", "digits", 16,
                new Measurement(bestCycles / 3, bestCycles / 2.9, bestCycles, bestCycles * 1.05, true, probeNs));
    }

    @Test
    void aForkWhoseProbeRanSlowIsListedButLeftOutOfTheFigures() {
        double slowProbe = 100 * dev.lanecrypt.measure.Stopwatch.PROBE_MARGIN * 1.01;
        TimingRow r = TimingRow.ofForks(List.of(probed(300, slowProbe), probed(210, 100), probed(200, 103)));
        assertEquals(200, r.measurement().bestCycles());
        assertEquals(205, r.measurement().medianCycles(), "the median of the two clean forks");
        assertEquals(1.05, r.spread(), 1e-12, "the spread of the clean forks");
        assertFalse(r.unsettled());
        assertEquals(1, r.disturbedForks());
        assertEquals(3, r.forks().size(), "every fork kept for the JSON");
        // unprobed forks (NaN) always count
        TimingRow plain = TimingRow.ofForks(List.of(probed(300, Double.NaN), probed(200, Double.NaN)));
        assertEquals(0, plain.disturbedForks());
        assertEquals(1.5, plain.spread(), 1e-12);
    }

    @Test
    void againstTheRunsFastestProbeACellWhoseEveryForkWasSlowKeepsThemAllAndIsUnsettled() {
        double margin = dev.lanecrypt.measure.Stopwatch.PROBE_MARGIN;
        TimingRow slow = TimingRow.ofForks(List.of(probed(300, 130), probed(310, 131)), 100);
        assertTrue(slow.allDisturbed());
        assertEquals(2, slow.disturbedForks());
        assertEquals(300, slow.measurement().bestCycles(), "all forks count when none was clean");
        assertTrue(slow.unsettled(), "agreeing forks, but both in a slow spell");
        TimingRow mixed = TimingRow.ofForks(List.of(probed(300, 130), probed(200, 100 * margin * 0.99)), 100);
        assertFalse(mixed.allDisturbed());
        assertEquals(1, mixed.disturbedForks());
        assertEquals(200, mixed.measurement().bestCycles());
        assertFalse(mixed.unsettled());
    }

    @Test
    void aDisturbedForkStillCountsForTheBestAndShowsAnOddCleanOne() {
        // the one clean JVM timed C1 code; a JVM in a slow spell had the compiled kernel
        TimingRow r = TimingRow.ofForks(List.of(probed(24_000, 140), probed(5_480_000, 100)), 100);
        assertEquals(24_000, r.measurement().bestCycles(), "a spell only slows: the fastest fork is the best");
        assertEquals(5_480_000 / 24_000.0, r.spread(), 1e-9);
        assertTrue(r.unsettled());
    }

    @Test
    void forksOfDifferentCellsAreRefused() {
        TimingRow other = new TimingRow("mul", "scalar", "digits", 20, fork(1, true).measurement());
        assertThrows(IllegalArgumentException.class, () -> TimingRow.ofForks(List.of(fork(1, true), other)));
        assertThrows(IllegalArgumentException.class, () -> TimingRow.ofForks(List.of()));
    }
}
