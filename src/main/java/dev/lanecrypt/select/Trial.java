package dev.lanecrypt.select;

import dev.lanecrypt.measure.Workload;

/**
 * What a size class times on one candidate: run the operation {@code reps} times on {@code impl} with
 * inputs prepared once (outside the timed call), and return a value computed from the outputs (the
 * harness sinks it, so the JIT cannot drop the work). {@link #on} binds a candidate, giving the harness's
 * one {@link Workload} type.
 */
@FunctionalInterface
public interface Trial<T> {

    long run(T impl, int reps);

    /** This trial on {@code impl}: what the harness warms and times. */
    default Workload on(T impl) {
        return reps -> run(impl, reps);
    }
}
