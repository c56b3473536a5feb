package dev.lanecrypt.measure;

/**
 * A fixed floating-point throughput loop that {@link Stopwatch} times between a workload's batches to see
 * whether the machine itself was slow at the time: eight independent chains of {@code Math.fma}, so the
 * loop is bound by the FMA pipes (two per core on Zen 3), not by a latency.
 *
 * <p>Why: on a shared virtual machine the vector pipes slow down for spells of 0.1 s to seconds (another
 * tenant on the sibling hardware thread, as far as a VM without a PMU can tell). One compiled kernel on one
 * set of arrays ran 812-873 ns per product for 66 rounds of 10 ms, then 1,460-1,516 for 40, then 830 again
 * (docs/modexp-kernels.md); a dependent chain of scalar integer operations timed alongside did not move,
 * while this loop was 15-27% slower in the same spells. A timed batch next to a slow probe batch is
 * disturbed, whatever the code. Not a measure of the code: only of the machine, against its own best.
 */
public final class FpProbe implements Workload {

    static final FpProbe INSTANCE = new FpProbe();

    /** A batch's length: a quarter of a timed batch of the harness. */
    static final long BATCH_NS = 125_000L;

    /** Repetitions per batch, found once per JVM ({@link #reps}). */
    private static volatile int reps;

    /** Where the probe's results go, so that the JIT keeps the work. */
    private static volatile long sink;

    /** Chain steps per repetition (about 4 us on Zen 3). */
    private static final int STEPS = 2_000;

    private FpProbe() {
    }

    /**
     * The best of {@code batches} probe batches, in nanoseconds per repetition: what a benchmark prints so
     * that its JVMs can be told apart (one 8% or more over the fastest JVM's ran in a slow spell of the
     * machine). About {@code batches} x 0.125 ms, plus 12 ms the first time in a JVM.
     */
    public static double bestNs(int batches) {
        int r = reps();
        double best = Double.POSITIVE_INFINITY;
        long s = 0;
        for (int b = 0; b < batches; b++) {
            long t0 = System.nanoTime();
            s += INSTANCE.run(r);
            best = Math.min(best, (double) (System.nanoTime() - t0) / r);
        }
        sink = s;
        return best;
    }

    /**
     * Repetitions per batch: on first use 3,000 calls (past C2's thresholds; early batches, still C1's, only
     * run slower than the best and drop out), then a batch is sized to {@link #BATCH_NS}.
     */
    static int reps() {
        int r = reps;
        if (r == 0) {
            long s = 0;
            for (int i = 0; i < 3_000; i++) {
                s += INSTANCE.run(1);
            }
            long t0 = System.nanoTime();
            s += INSTANCE.run(16);
            double perRep = Math.max(1, (System.nanoTime() - t0) / 16.0);
            r = (int) Math.clamp(Math.round(BATCH_NS / perRep), 1, 1 << 20);
            sink = s;
            reps = r;
        }
        return r;
    }

    @Override
    public long run(int reps) {
        double a0 = reps, a1 = 1, a2 = 2, a3 = 3, a4 = 4, a5 = 5, a6 = 6, a7 = 7;
        for (int r = 0; r < reps; r++) {
            for (int i = 0; i < STEPS; i++) {
                // x -> 0.999999 x + 1e-9 stays near 1e-3 whatever the start: no overflow, no subnormal
                a0 = Math.fma(a0, 0.999999, 1e-9);
                a1 = Math.fma(a1, 0.999999, 1e-9);
                a2 = Math.fma(a2, 0.999999, 1e-9);
                a3 = Math.fma(a3, 0.999999, 1e-9);
                a4 = Math.fma(a4, 0.999999, 1e-9);
                a5 = Math.fma(a5, 0.999999, 1e-9);
                a6 = Math.fma(a6, 0.999999, 1e-9);
                a7 = Math.fma(a7, 0.999999, 1e-9);
            }
        }
        return Double.doubleToRawLongBits(a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7);
    }
}
