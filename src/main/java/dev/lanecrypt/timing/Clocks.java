package dev.lanecrypt.timing;

import dev.lanecrypt.measure.CycleClock;
import dev.lanecrypt.measure.Measurement;
import dev.lanecrypt.measure.Stopwatch;
import java.util.Locale;

/**
 * Chooses the cycle clock at start-up: the hardware counter where {@code perf_event_open} works and
 * its count of the {@link DependentAddChain} is plausible (about one cycle per step), otherwise
 * nanoseconds times the frequency the chain measures.
 */
public final class Clocks {

    /** Runs of the chain: it is cheap (a few ms each) and the best is what counts. */
    private static final int CHAIN_RUNS = 15;

    private Clocks() {
    }

    /** The chosen clock and, when it is the estimate, why the counter was not used. */
    public record Choice(CycleClock clock, String note) {
    }

    public static Choice select(Stopwatch.Settings settings) {
        String why;
        try {
            PerfEventCycles perf = PerfEventCycles.open();
            Measurement step = DependentAddChain.measure(new Stopwatch(perf, settings.withRuns(CHAIN_RUNS)));
            double cyclesPerStep = step.bestCycles();
            if (cyclesPerStep > 0.8 && cyclesPerStep < 3) {
                perf.calibrated(cyclesPerStep / step.bestNs());
                return new Choice(perf, String.format(Locale.ROOT,
                        "the counter ran at %.2f GHz over %.2f cycles per chain step", perf.ghz(), cyclesPerStep));
            }
            perf.close();
            why = String.format(Locale.ROOT, "perf_event_open counted %.2f cycles per dependent step, not about 1",
                    cyclesPerStep);
        } catch (PerfEventCycles.PerfUnavailable e) {
            why = e.getMessage();
        }
        return new Choice(new EstimatedCycles(estimateGhz(settings)), why);
    }

    /** Whether {@code clock} is the hardware counter (a forked JVM opens one of its own). */
    public static boolean counts(CycleClock clock) {
        return clock instanceof PerfEventCycles;
    }

    /**
     * The clock of a JVM that {@code lanecrypt timing --forks} started for one path: the hardware counter
     * when the parent used it ({@code counter}; each process counts its own thread), else the parent's
     * estimate, so that every fork reports cycles at the same frequency as the parent measured once.
     * A counter the child cannot open (it could in the parent) falls back to the estimate.
     */
    public static CycleClock forFork(boolean counter, double ghz) {
        if (counter) {
            try {
                PerfEventCycles perf = PerfEventCycles.open();
                perf.calibrated(ghz);
                return perf;
            } catch (PerfEventCycles.PerfUnavailable e) {
                // the estimate below
            }
        }
        return new EstimatedCycles(ghz);
    }

    /** Steps per nanosecond of the dependent chain, timed by {@link System#nanoTime()}: the clock in GHz. */
    static double estimateGhz(Stopwatch.Settings settings) {
        // A clock of 1 cycle per ns makes the stopwatch report nanoseconds in both fields.
        Measurement step = DependentAddChain.measure(new Stopwatch(new EstimatedCycles(1.0), settings.withRuns(CHAIN_RUNS)));
        return 1.0 / step.bestNs();
    }
}
