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

    /** What one repetition counts for in the warm-up's floor of operations ({@link Workload#opsPerRep}): 1. */
    default long opsPerRep() {
        return 1;
    }

    /** This trial on {@code impl}: what the harness warms and times. */
    default Workload on(T impl) {
        long ops = opsPerRep();
        return new Workload() {
            @Override
            public long run(int reps) {
                return Trial.this.run(impl, reps);
            }

            @Override
            public long opsPerRep() {
                return ops;
            }
        };
    }

    /**
     * {@code trial} with each repetition counted as {@code opsPerRep} operations in the warm-up's floor: for a
     * repetition that is many calls of the code being compiled ({@link Workload#opsPerRep}).
     */
    static <T> Trial<T> counting(long opsPerRep, Trial<T> trial) {
        if (opsPerRep < 1) {
            throw new IllegalArgumentException("opsPerRep " + opsPerRep + " < 1");
        }
        return new Trial<>() {
            @Override
            public long run(T impl, int reps) {
                return trial.run(impl, reps);
            }

            @Override
            public long opsPerRep() {
                return opsPerRep;
            }
        };
    }
}
