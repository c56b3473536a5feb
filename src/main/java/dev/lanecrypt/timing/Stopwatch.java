package dev.lanecrypt.timing;

import dev.lanecrypt.measure.JitQueue;
import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.util.Arrays;

/**
 * Times a {@link Workload}: warm-up until the JIT has settled, then {@code runs} timed batches, each
 * long enough that the clock's resolution and the counter's ioctls do not matter; the result is the
 * best and the median batch divided by its repetitions.
 *
 * <p>Warm-up ends when the operation has run {@code minWarmupOps} times (default 20,000) since the
 * JIT last finished a compilation, the best time per operation has not improved by more than
 * {@value #SETTLED} for {@code calmNs} (default 5 ms), and HotSpot's compile queue is empty with no
 * compilation in progress ({@link JitQueue}). 20,000 operations without a compilation is past C2's
 * Tier4InvocationThreshold (5,000) and Tier4CompileThreshold (15,000), so whatever the operation calls
 * that C1 still runs has been queued for C2 by then; the empty queue says C2 is done with it. Neither
 * timing alone nor the compilation MXBean can tell: a compilation in progress does not show in either,
 * and on a busy machine C2 can take tens of milliseconds. Without the diagnostic command (not HotSpot)
 * the calm period is stretched to 40 ms. A cap ({@code maxWarmupNs}, 400 ms, stretched up to 5 s while
 * the JIT is still compiling) keeps a path that never settles (or is very slow) from stalling the tool.
 */
public final class Stopwatch {

    /** Relative improvement of the best time per operation that still counts as "not settled". */
    static final double SETTLED = 0.02;

    /**
     * How long a timed batch lasts and how warm-up ends. Batches are short (0.5 ms) so that on a shared
     * machine some of them run without being preempted, and the best one shows the undisturbed cost.
     * The default keeps {@code lanecrypt timing} well under 20 s: 2 sections x 9 sizes x 5 paths, each
     * 10 to 50 ms of warm-up and 6 x 0.5 ms.
     */
    public record Settings(long batchNs, long minWarmupOps, long calmNs, long maxWarmupNs, int runs) {

        public static Settings defaults(int runs) {
            return new Settings(500_000L, 20_000L, 5_000_000L, 400_000_000L, runs);
        }

        public Settings withRuns(int n) {
            return new Settings(batchNs, minWarmupOps, calmNs, maxWarmupNs, n);
        }
    }

    private static final CompilationMXBean JIT = ManagementFactory.getCompilationMXBean();

    /** Null where the JVM has no compile-queue command; then {@link #NO_QUEUE_CALM_NS} stands in. */
    private static final JitQueue QUEUE = JitQueue.platform();

    private static final long NO_QUEUE_CALM_NS = 40_000_000L;

    /**
     * How long warm-up may outlast {@code maxWarmupNs} while the JIT is still compiling: on a busy
     * machine C2 can need seconds for Vector API code, and timing it interpreted would be off 100-fold.
     */
    private static final long JIT_BUSY_CAP_NS = 5_000_000_000L;

    private static final int MAX_REPS = 1 << 30;

    /**
     * Warm-up first calls the workload {@value #COMPILE_CALLS} times with {@value #COMPILE_REPS}
     * repetitions, so that the workload's own method (not only an on-stack-replacement of its loop)
     * reaches C2: invocations 2,000 > Tier4MinInvocationThreshold 600 and invocations plus loop
     * back-edges 18,000 > Tier4CompileThreshold 15,000. Otherwise every timed batch would begin in C1's
     * profiling code and move to the OSR code only after thousands of iterations.
     */
    private static final int COMPILE_CALLS = 2000;
    private static final int COMPILE_REPS = 8;

    private final CycleClock clock;
    private final Settings settings;
    private long sink;

    public Stopwatch(CycleClock clock, Settings settings) {
        if (settings.runs() < 1) {
            throw new IllegalArgumentException("runs " + settings.runs() + " < 1");
        }
        this.clock = clock;
        this.settings = settings;
    }

    /** Warms {@code work} up, then times it; returns the cost of one repetition. */
    public Measurement time(Workload work) {
        int reps = warmUp(work);
        int runs = settings.runs();
        double[] ns = new double[runs];
        double[] cycles = new double[runs];
        for (int r = 0; r < runs; r++) {
            CycleClock.Sample s = clock.sample(work, reps);
            sink += s.sink();
            ns[r] = (double) s.ns() / reps;
            cycles[r] = s.cycles() / reps;
        }
        Arrays.sort(ns);
        Arrays.sort(cycles);
        return new Measurement(ns[0], median(ns), cycles[0], median(cycles));
    }

    /** Runs {@code work} until it has settled; returns the repetitions that fill one batch. */
    private int warmUp(Workload work) {
        long start = System.nanoTime();
        for (int call = 0; call < COMPILE_CALLS && System.nanoTime() - start < settings.maxWarmupNs() / 2; call++) {
            sink += work.run(COMPILE_REPS);
        }
        long settledSince = System.nanoTime();
        long quietOps = 0;
        int reps = COMPILE_REPS;
        double best = Double.POSITIVE_INFINITY;
        long jit = compileMillis();
        long calmNs = QUEUE == null ? Math.max(settings.calmNs(), NO_QUEUE_CALM_NS) : settings.calmNs();
        while (true) {
            long t0 = System.nanoTime();
            sink += work.run(reps);
            long t1 = System.nanoTime();
            long ns = t1 - t0;
            double perOp = (double) ns / reps;
            long jitNow = compileMillis();
            boolean compiled = jitNow != jit;
            jit = jitNow;
            if (perOp < best * (1 - SETTLED) || compiled) {
                settledSince = t1;
            }
            best = Math.min(best, perOp);
            quietOps = compiled ? 0 : quietOps + reps;
            if (ns < settings.batchNs() / 4 && reps < MAX_REPS) {
                reps <<= 1;
            }
            if (quietOps >= settings.minWarmupOps() && t1 - settledSince >= calmNs) {
                if (QUEUE == null || QUEUE.idle()) {
                    break;
                }
                quietOps = 0; // a compilation is pending: the code will change, count again after it
            }
            if (t1 - start > settings.maxWarmupNs()
                    && (t1 - start > JIT_BUSY_CAP_NS || QUEUE == null || QUEUE.idle())) {
                break;
            }
        }
        return (int) Math.clamp((long) Math.ceil(settings.batchNs() / best), 1, MAX_REPS);
    }

    /** Milliseconds the JIT has spent compiling so far; 0 where the JVM does not say (then only times count). */
    private static long compileMillis() {
        return JIT != null && JIT.isCompilationTimeMonitoringSupported() ? JIT.getTotalCompilationTime() : 0;
    }

    private static double median(double[] sorted) {
        int n = sorted.length;
        return (n & 1) == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    /** Keeps every workload's result reachable, so no work is dead code. */
    long sink() {
        return sink;
    }
}
