package dev.lanecrypt.measure;

/**
 * The cost of one operation: the best and the median of the timed runs, in nanoseconds and in cycles
 * (counted by the hardware, or nanoseconds times the estimated frequency: see {@link CycleClock}).
 * {@code settled} is false when the warm-up ran out of time before the JIT had settled
 * ({@link Stopwatch.Warm#settled}): the figure may be of code C2 had not compiled yet. {@code probeNs} is
 * the best time of the machine probe timed beside the runs ({@link FpProbe}, nanoseconds per repetition;
 * NaN when none ran): the same probe in another JVM of the same machine tells whether this one ran in a
 * slow spell of the machine.
 */
public record Measurement(double bestNs, double medianNs, double bestCycles, double medianCycles, boolean settled,
        double probeNs) {

    /** A settled measurement without a probe. */
    public Measurement(double bestNs, double medianNs, double bestCycles, double medianCycles) {
        this(bestNs, medianNs, bestCycles, medianCycles, true, Double.NaN);
    }

    /** A measurement without a probe. */
    public Measurement(double bestNs, double medianNs, double bestCycles, double medianCycles, boolean settled) {
        this(bestNs, medianNs, bestCycles, medianCycles, settled, Double.NaN);
    }
}
