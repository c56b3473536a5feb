package dev.lanecrypt.measure;

/**
 * The cost of one operation: the best and the median of the timed runs, in nanoseconds and in cycles
 * (counted by the hardware, or nanoseconds times the estimated frequency: see {@link CycleClock}).
 */
public record Measurement(double bestNs, double medianNs, double bestCycles, double medianCycles) {
}
