package dev.lanecrypt.measure;

/**
 * The cost of one operation: the best and the median of the timed runs, in nanoseconds and in cycles
 * (counted by the hardware, or nanoseconds times the estimated frequency: see {@link CycleClock}).
 * {@code settled} is false when the warm-up ran out of time before the JIT had settled
 * ({@link Stopwatch.Warm#settled}): the figure may be of code C2 had not compiled yet.
 */
public record Measurement(double bestNs, double medianNs, double bestCycles, double medianCycles, boolean settled) {

    /** A settled measurement. */
    public Measurement(double bestNs, double medianNs, double bestCycles, double medianCycles) {
        this(bestNs, medianNs, bestCycles, medianCycles, true);
    }
}
