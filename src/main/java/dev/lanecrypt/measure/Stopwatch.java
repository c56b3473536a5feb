package dev.lanecrypt.measure;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;

/**
 * The one measuring harness, for the calibration behind selection ({@code dev.lanecrypt.select.Selector})
 * and for {@code lanecrypt timing} alike: warm-up until the JIT has settled, then timed batches, each long
 * enough that the clock's resolution and the counter's ioctls do not matter; a result is the best and the
 * median batch divided by its repetitions. The two callers differ only in {@link Settings}.
 *
 * <p>Warm-up ({@link #warm}) runs the workloads round-robin. It first calls each
 * {@code compileCalls} times with {@value #COMPILE_REPS} repetitions, so that a workload's own method (not
 * only an on-stack replacement of its loop) reaches C2: 2,000 calls (the timing tool's setting) are
 * invocations 2,000 > Tier4MinInvocationThreshold 600 and invocations plus loop back-edges 18,000 >
 * Tier4CompileThreshold 15,000. It ends when every workload has run {@code minWarmupOps} operations (a repetition
 * counting for its {@link Workload#opsPerRep}, 1 but for batches; with
 * {@code quietSinceCompile}, the timing tool's setting, since the JIT last finished a compilation, or
 * none has finished for {@link #QUIET_NS}), no
 * workload's best time per operation has improved by more than {@value #SETTLED} for {@code calmNs} (a
 * finished compilation restarts that period), at least {@code minWarmupNs} have passed, and HotSpot's
 * compile queue is empty with no compilation in progress ({@link JitQueue}) at two rounds in a row; a
 * compilation still pending then starts the count of operations again. 20,000 operations is past C2's
 * Tier4InvocationThreshold (5,000) and Tier4CompileThreshold (15,000), so whatever the operation calls
 * that C1 still runs has been queued for C2 by then; the empty queue says C2 is done with it. Without the
 * queue, only operations since the JIT last finished a compilation count, whatever the setting. Neither
 * timing alone nor the compilation MXBean can tell: a compilation in progress does not show in either,
 * and on a busy machine C2 can take seconds over one vector kernel, which timed in C1 would be 50 to 100
 * times slower. Counting since the last compilation (the timing tool) keeps cells whose median is over
 * 1.2x their best rare (2 of 72 in each of two runs of {@code timing mul sqr}, 23 when counting from the
 * start); for selection it made the Blowfish calibration 3.2 s instead of 1.3, so the selector counts
 * from the start. Without the diagnostic command (not HotSpot) the calm period is
 * stretched to 40 ms. A cap ({@code maxWarmupNs}, stretched up to 5 s while the JIT is still compiling)
 * keeps a path that never settles (or is very slow) from stalling the caller; {@link Warm#settled} says
 * whether the cap ended it.
 *
 * <p>Timing ({@link #time(List, Warm)}) interleaves the workloads: each run times one batch of each, so a
 * disturbance by another process falls on all of them alike, and the best batch shows the undisturbed
 * cost. With a probe ({@code probeCapNs > 0}, the timing tool's defaults) each run also times a batch of
 * {@link FpProbe}, and only runs whose probe batch is within {@link #PROBE_MARGIN} of the best probe batch
 * count: runs go on until {@code runs} of them are clean or {@code probeCapNs} has passed, so a slow spell
 * of the machine (the vector pipes 1.5-1.8x slower for 0.1 s to seconds on a shared VM) is waited out
 * rather than timed. The probe's best is in the result ({@link Measurement#probeNs}) for comparing JVMs.
 */
public final class Stopwatch {

    /** Relative improvement of the best time per operation that still counts as "not settled". */
    static final double SETTLED = 0.02;

    /**
     * How long a timed batch lasts and how warm-up ends (see the class comment). Batches are short
     * (0.5 ms) so that on a shared machine some of them run without being preempted.
     */
    public record Settings(long batchNs, long minWarmupOps, long calmNs, long minWarmupNs, long maxWarmupNs,
            int compileCalls, boolean quietSinceCompile, int runs, long probeCapNs) {

        /**
         * The timing tool's rule: 20,000 operations since the JIT's last compilation (or {@link #QUIET_NS}
         * without one), 5 ms calm, the given cap, 2,000 compile calls; no probe.
         */
        public Settings(long batchNs, long minWarmupOps, long calmNs, long maxWarmupNs, int runs) {
            this(batchNs, minWarmupOps, calmNs, 0, maxWarmupNs, COMPILE_CALLS, true, runs, 0);
        }

        /**
         * The timing tool's defaults: a path's warm-up ends when the JIT has settled
         * ({@link #QUIET_NS} at most after its last compilation), or after 3 s, then 6 x 0.5 ms in runs
         * beside the machine probe, for up to {@link #PROBE_CAP_NS} while the probe says the machine is slow.
         */
        public static Settings defaults(int runs) {
            return new Settings(500_000L, 20_000L, 5_000_000L, 0, 3_000_000_000L, COMPILE_CALLS, true, runs,
                    PROBE_CAP_NS);
        }

        public Settings withRuns(int n) {
            return new Settings(batchNs, minWarmupOps, calmNs, minWarmupNs, maxWarmupNs, compileCalls,
                    quietSinceCompile, n, probeCapNs);
        }
    }

    /**
     * A run counts when its probe batch is at most this factor over the best probe batch: the probe's own
     * spread on a quiet machine is about 1% (150 batches in one JVM), a slow spell puts it 15-27% higher,
     * and across 1,670 JVMs of three timing runs the best probes were at 1.0x or at 1.2-2.1x the fastest,
     * none between 1.05x and 1.2x.
     */
    public static final double PROBE_MARGIN = 1.08;

    /**
     * Whether a probe batch of {@code probeNs} ran in a slow spell of the machine, against the fastest one
     * seen, {@code fastestNs}: the one rule for a run here, and for a whole JVM in {@code lanecrypt timing}.
     */
    public static boolean slowProbe(double probeNs, double fastestNs) {
        return probeNs > fastestNs * PROBE_MARGIN;
    }

    /** How long the timed runs may wait out a slow spell of the machine (the timing tool's default). */
    public static final long PROBE_CAP_NS = 2_000_000_000L;

    /** The end of a warm-up: whether the JIT settled before the cap, and the repetitions that fill a batch. */
    public record Warm(boolean settled, int[] reps) {
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
     * With {@code quietSinceCompile}, this long without a finished compilation (and the queue idle)
     * counts as settled however few operations ran: an operation of milliseconds (an exponentiation, a
     * pass over 8 KiB) reaches C2 through its loops' back-edges after a few dozen calls, and 20,000 of
     * them would outlast any cap. Without it the cap ended such warm-ups, and a fresh JVM timed the
     * Blowfish gather kernel in C1 code (8 to 20 million cycles per 8 KiB instead of 150,000) in two of
     * three forks.
     */
    static final long QUIET_NS = 300_000_000L;

    /**
     * Compilation time in one round that counts against {@link #QUIET_NS}: C2 takes 50-800 ms over a
     * kernel, C1 well under a millisecond over each of the harness's own methods (the compile-queue
     * command, the stream over the counts), which a fresh JVM compiles for seconds and which must not
     * keep the quiet period from ever starting.
     */
    static final long KERNEL_COMPILE_MS = 5;

    /**
     * Rounds in a row the compile queue must be found idle (the selector's rule before the harness was
     * shared): between two compilations of one kernel (C2 takes the eight DES S-box circuits one after
     * the other) the queue can be empty for a moment.
     */
    private static final int IDLE_ROUNDS = 2;

    private static final int COMPILE_CALLS = 2000;

    /**
     * The longest the compile-call phase lasts: 2,000 calls of a fast operation take a few
     * milliseconds; a slow one (a 2048-bit exponentiation, 12 ms) reaches C2 through its loops long
     * before, and its calls would otherwise run for half the cap.
     */
    private static final long COMPILE_PHASE_NS = 250_000_000L;
    private static final int COMPILE_REPS = 8;

    private final CycleClock clock;
    private final Settings settings;
    private final Workload probe;
    private long sink;

    public Stopwatch(CycleClock clock, Settings settings) {
        this(clock, settings, FpProbe.INSTANCE);
    }

    /** With another probe than {@link FpProbe}, run once per run (the tests' stand-in for a slow spell). */
    Stopwatch(CycleClock clock, Settings settings, Workload probe) {
        if (settings.runs() < 1) {
            throw new IllegalArgumentException("runs " + settings.runs() + " < 1");
        }
        this.clock = clock;
        this.settings = settings;
        this.probe = probe;
    }

    /** A stopwatch on {@link System#nanoTime} alone (cycles reported as nanoseconds): what selection uses. */
    public static Stopwatch nanos(Settings settings) {
        return new Stopwatch(NanoClock.INSTANCE, settings);
    }

    /** Warms {@code work} up, then times it; returns the cost of one repetition. */
    public Measurement time(Workload work) {
        return time(List.of(work)).get(0);
    }

    /** Warms {@code works} up together, then times them interleaved; the cost of one repetition of each. */
    public List<Measurement> time(List<Workload> works) {
        return time(works, warm(works));
    }

    /**
     * Times each workload in {@code runs} interleaved batches of the repetitions {@code warm} found (with
     * the probe: {@code runs} clean runs, see the class comment); returns the cost of one repetition of
     * each, in order.
     */
    public List<Measurement> time(List<Workload> works, Warm warm) {
        int n = works.size();
        int runs = settings.runs();
        boolean probing = settings.probeCapNs() > 0;
        int pReps = !probing ? 0 : probe == FpProbe.INSTANCE ? FpProbe.reps() : 1;
        List<double[]> ns = new ArrayList<>();
        List<double[]> cycles = new ArrayList<>();
        List<Double> probes = new ArrayList<>();
        double bestProbe = Double.POSITIVE_INFINITY;
        long start = System.nanoTime();
        while (true) {
            double[] runNs = new double[n];
            double[] runCycles = new double[n];
            for (int i = 0; i < n; i++) {
                int reps = warm.reps()[i];
                CycleClock.Sample s = clock.sample(works.get(i), reps);
                sink += s.sink();
                runNs[i] = (double) s.ns() / reps;
                runCycles[i] = s.cycles() / reps;
            }
            ns.add(runNs);
            cycles.add(runCycles);
            if (!probing) {
                if (ns.size() >= runs) {
                    break;
                }
                continue;
            }
            long t0 = System.nanoTime();
            sink += probe.run(pReps);
            double probeNs = (double) (System.nanoTime() - t0) / pReps;
            probes.add(probeNs);
            bestProbe = Math.min(bestProbe, probeNs);
            if (ns.size() >= runs && (clean(probes, bestProbe).size() >= runs
                    || System.nanoTime() - start > settings.probeCapNs())) {
                break;
            }
        }
        List<Integer> used = probing ? clean(probes, bestProbe) : null;
        List<Measurement> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            double[] a = new double[used == null ? ns.size() : used.size()];
            double[] c = new double[a.length];
            for (int k = 0; k < a.length; k++) {
                int r = used == null ? k : used.get(k);
                a[k] = ns.get(r)[i];
                c[k] = cycles.get(r)[i];
            }
            Arrays.sort(a);
            Arrays.sort(c);
            out.add(new Measurement(a[0], median(a), c[0], median(c), warm.settled(),
                    probing ? bestProbe : Double.NaN));
        }
        return out;
    }

    /** The runs whose probe batch is within {@link #PROBE_MARGIN} of {@code best}. */
    private static List<Integer> clean(List<Double> probes, double best) {
        List<Integer> out = new ArrayList<>();
        for (int r = 0; r < probes.size(); r++) {
            if (!slowProbe(probes.get(r), best)) {
                out.add(r);
            }
        }
        return out;
    }

    /** Runs {@code works} round-robin until they have settled (see the class comment). */
    public Warm warm(List<Workload> works) {
        return warm(works, null);
    }

    /**
     * {@link #warm(List)}, handing {@code eachRound} (when not null) each workload's time per operation in the
     * round just run, after every timed round of the warm-up (the array is reused: read it, do not keep it).
     */
    public Warm warm(List<Workload> works, Consumer<double[]> eachRound) {
        int n = works.size();
        if (n == 0) {
            throw new IllegalArgumentException("no workload to warm up");
        }
        long start = System.nanoTime();
        long compilePhase = Math.min(settings.maxWarmupNs() / 2, COMPILE_PHASE_NS);
        for (int call = 0; call < settings.compileCalls() && System.nanoTime() - start < compilePhase; call++) {
            for (Workload w : works) {
                sink += w.run(COMPILE_REPS);
            }
        }
        long settledSince = System.nanoTime();
        long lastCompile = settledSince;
        long[] quietOps = new long[n];
        int[] reps = new int[n];
        double[] best = new double[n];
        double[] last = new double[n];
        Arrays.fill(reps, COMPILE_REPS);
        Arrays.fill(best, Double.POSITIVE_INFINITY);
        long jit = compileMillis();
        long calmNs = QUEUE == null ? Math.max(settings.calmNs(), NO_QUEUE_CALM_NS) : settings.calmNs();
        int idleRounds = 0;
        boolean settled;
        while (true) {
            long t1 = 0;
            boolean compiled = false;
            long jitBefore = jit;
            for (int i = 0; i < n; i++) {
                long t0 = System.nanoTime();
                sink += works.get(i).run(reps[i]);
                t1 = System.nanoTime();
                long ns = t1 - t0;
                double perOp = (double) ns / reps[i];
                long jitNow = compileMillis();
                compiled |= jitNow != jit;
                jit = jitNow;
                if (perOp < best[i] * (1 - SETTLED)) {
                    settledSince = t1;
                }
                best[i] = Math.min(best[i], perOp);
                last[i] = perOp;
                quietOps[i] += reps[i] * works.get(i).opsPerRep();
                if (ns < settings.batchNs() / 4 && reps[i] < MAX_REPS) {
                    reps[i] <<= 1;
                }
            }
            if (eachRound != null) {
                eachRound.accept(last);
            }
            if (jit - jitBefore >= KERNEL_COMPILE_MS) {
                lastCompile = t1;
            }
            if (compiled) {
                settledSince = t1;
                if (settings.quietSinceCompile() || QUEUE == null) {
                    Arrays.fill(quietOps, 0); // only operations after the last compilation count
                }
            }
            boolean idle = QUEUE == null || QUEUE.idle();
            idleRounds = idle ? idleRounds + 1 : 0;
            boolean quiet = Arrays.stream(quietOps).min().orElse(0) >= settings.minWarmupOps()
                    || settings.quietSinceCompile() && QUEUE != null && t1 - lastCompile >= QUIET_NS;
            if (quiet && t1 - settledSince >= calmNs
                    && t1 - start >= settings.minWarmupNs()) {
                if (QUEUE == null || idleRounds >= IDLE_ROUNDS) {
                    settled = true;
                    break;
                }
                if (!idle) {
                    Arrays.fill(quietOps, 0); // a compilation is pending: the code will change, count again after it
                }
            }
            if (t1 - start > settings.maxWarmupNs()
                    && (t1 - start > JIT_BUSY_CAP_NS || QUEUE == null || QUEUE.idle())) {
                settled = false;
                break;
            }
        }
        int[] batch = new int[n];
        for (int i = 0; i < n; i++) {
            batch[i] = (int) Math.clamp((long) Math.ceil(settings.batchNs() / best[i]), 1, MAX_REPS);
        }
        return new Warm(settled, batch);
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
    public long sink() {
        return sink;
    }

    /** Nanoseconds only: cycles are reported as nanoseconds (the ratio between candidates is what counts). */
    enum NanoClock implements CycleClock {
        INSTANCE;

        @Override
        public String source() {
            return "System.nanoTime";
        }

        @Override
        public double ghz() {
            return 1.0;
        }

        @Override
        public Sample sample(Workload work, int reps) {
            long t0 = System.nanoTime();
            long r = work.run(reps);
            long ns = System.nanoTime() - t0;
            return new Sample(ns, ns, r);
        }

        @Override
        public void close() {
        }
    }
}
