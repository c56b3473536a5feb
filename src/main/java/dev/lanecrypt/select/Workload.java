package dev.lanecrypt.select;

/**
 * The work timed for one size class: run the operation {@code reps} times on {@code impl} with inputs
 * prepared once (outside the timed call), and return a value computed from the outputs (the selector
 * sinks it, so the JIT cannot drop the work).
 */
@FunctionalInterface
public interface Workload<T> {

    long run(T impl, int reps);
}
