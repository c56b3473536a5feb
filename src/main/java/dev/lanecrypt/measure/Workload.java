package dev.lanecrypt.measure;

/**
 * The operation a {@link Stopwatch} times, run {@code reps} times in a row by the workload itself, so
 * the operation is inlined into the workload's own loop rather than called through an interface once
 * per repetition.
 *
 * <p>Build every input outside the workload; inside, only the operation and the fold of its results:
 * <pre>{@code
 * Workload w = reps -> {
 *     long sink = 0;
 *     for (int i = 0; i < reps; i++) {
 *         engine.encryptBlocks(blocks, 0, blocks.length);
 *         sink += blocks[0];
 *     }
 *     return sink;
 * };
 * }</pre>
 */
@FunctionalInterface
public interface Workload {

    /**
     * Runs the operation {@code reps >= 1} times and returns a value that depends on every result
     * (the stopwatch keeps it, so the JIT cannot drop the work as dead code).
     */
    long run(int reps);

    /**
     * How many of the warm-up's operations one repetition counts for ({@link Stopwatch.Settings#minWarmupOps}): 1,
     * or more where a repetition is itself many calls of the code the JIT compiles (a batch of key setups), so that
     * the floor, which is there to bring that code to C2, is not paid again for every call inside a repetition.
     */
    default long opsPerRep() {
        return 1;
    }
}
