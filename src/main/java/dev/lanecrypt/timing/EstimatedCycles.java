package dev.lanecrypt.timing;

import dev.lanecrypt.measure.CycleClock;
import dev.lanecrypt.measure.Workload;
import java.util.Locale;

/**
 * Cycles as nanoseconds times a frequency estimated by {@link DependentAddChain}: used where the
 * hardware counter is not available (most virtual machines). The estimate is the core's clock while
 * it ran the chain; turbo changes between then and a later measurement are not seen.
 */
final class EstimatedCycles implements CycleClock {

    private final double ghz;

    EstimatedCycles(double ghz) {
        this.ghz = ghz;
    }

    @Override
    public String source() {
        return String.format(Locale.ROOT, "estimated %.2f GHz from a %s", ghz, DependentAddChain.DESCRIPTION);
    }

    @Override
    public double ghz() {
        return ghz;
    }

    @Override
    public Sample sample(Workload work, int reps) {
        long t0 = System.nanoTime();
        long sink = work.run(reps);
        long ns = System.nanoTime() - t0;
        return new Sample(ns, ns * ghz, sink);
    }

    @Override
    public void close() {
    }
}
