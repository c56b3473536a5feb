package dev.lanecrypt.math.kernel;

import dev.lanecrypt.select.Cutoffs;
import dev.lanecrypt.select.Candidate;
import dev.lanecrypt.select.Hardware;
import dev.lanecrypt.select.Operation;
import dev.lanecrypt.select.Provisional;
import dev.lanecrypt.select.Selector;
import dev.lanecrypt.select.Simd;
import dev.lanecrypt.select.SizeClass;
import dev.lanecrypt.select.Trial;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The Montgomery kernels this JVM can run and the one used per modulus size, chosen by
 * {@link Selector} like the multiply kernels (operation {@link #MONTGOMERY}, forced by
 * {@code -Dlanecrypt.mont=auto|scalar|simd128|simd256|simd512}, reported by {@code lanecrypt cpu}).
 * SIMD kernels are loaded reflectively, only when {@link Hardware#vectorApi()}, so nothing outside
 * {@code dev.lanecrypt.simd} links against the Vector API.
 */
public final class MontKernels {

    /** Size classes (modulus digits) start at these lengths: up to 512, 1024, 2048 bits, and beyond. */
    static final int[] BOUNDS = Cutoffs.montClasses();

    /** The length timed for each class: 256-, 1024-, 2048- and 4096-bit moduli (plus two spare bits). */
    private static final int[] PROBE_DIGITS = Cutoffs.montProbes();

    /** Montgomery multiplication, chosen per modulus size class. */
    public static final Operation<MontKernel> MONTGOMERY = new Operation<>("montgomery", "lanecrypt.mont",
            MontKernels::montCandidates, sizeClasses());

    /**
     * Multi-buffer Montgomery multiplication, chosen per modulus size class like the single-operation
     * kernel (forced by {@code -Dlanecrypt.montbatch=auto|scalar|simd128|simd256|simd512}, reported by
     * {@code lanecrypt cpu}). Candidates differ in lanes (2, 4 or 8), so the timed work is the same number
     * of lane-products for each: {@value #BATCH_TRIAL_LANES} squarings and products per repetition.
     */
    public static final Operation<MontBatchKernel> MONTGOMERY_BATCH = new Operation<>("montbatch",
            "lanecrypt.montbatch", MontKernels::batchCandidates, batchSizeClasses());

    /** Lane-products per timed repetition of the batch workload (a multiple of every lane count). */
    static final int BATCH_TRIAL_LANES = 8;

    private static final List<String> SIMD_NAMES = List.of("simd128", "simd256", "simd512");

    /** {@link #forDigits} per size class while the calibration runs. */
    private static final List<ProvisionalMont> PROVISIONAL =
            java.util.stream.IntStream.range(0, BOUNDS.length).mapToObj(ProvisionalMont::new).toList();

    private MontKernels() {
    }

    /**
     * The kernel for {@code n}-digit moduli. While the calibration runs (it does not block, see
     * {@link Selector}) this is a kernel that runs the scalar code and switches to the chosen one when it is
     * known; every kernel gives the same digits, so switching between calls is safe.
     */
    public static MontKernel forDigits(int n) {
        ProvisionalMont p = PROVISIONAL.get(sizeClass(n));
        MontKernel k = p.kernel.get();
        return p.kernel.chosen() ? k : p;
    }

    /** The scalar kernel (contexts that only hold parameters, e.g. for the batch path). */
    public static MontKernel scalarKernel() {
        return ScalarMontgomery.INSTANCE;
    }

    /**
     * The multi-buffer kernel for {@code n}-digit moduli, chosen by measurement ({@link #MONTGOMERY_BATCH}).
     * While the calibration runs (it does not block) this is {@link #batch()}, the preferred width; every
     * kernel gives the same digits per lane, so a batch may run on either.
     */
    public static MontBatchKernel batchForDigits(int n) {
        var f = Selector.select(MONTGOMERY_BATCH);
        return f.isDone() ? f.join().get(sizeClass(n)) : batch();
    }

    /**
     * The default multi-buffer kernel, before or without a measurement: the one {@code -Dlanecrypt.montbatch}
     * forces, else SIMD at this JVM's preferred vector width when the Vector API is usable (4 lanes with
     * AVX2), else the scalar reference with 4 lanes.
     */
    public static MontBatchKernel batch() {
        String forced = System.getProperty(MONTGOMERY_BATCH.forceProperty(), "auto");
        Hardware hw = Hardware.get();
        if (forced.equals("scalar") || (!SIMD_NAMES.contains(forced) && !hw.vectorApi())) {
            return new ScalarMontBatch(4);
        }
        int bits = SIMD_NAMES.contains(forced) && hw.vectorApi()
                ? Integer.parseInt(forced.substring("simd".length())) : hw.vectorBits();
        return batchForBits(bits);
    }

    /** The SIMD batch kernel of the given width (the Vector API must be usable). */
    public static MontBatchKernel batchForBits(int bits) {
        return Simd.engine(MontBatchKernel.class, bits);
    }

    /** The radix-2^52 FMA batch kernel of the given width (the Vector API must be usable). */
    public static Mont52Kernel fma52ForBits(int bits) {
        return Simd.engine(Mont52Kernel.class, bits);
    }

    /** The radix-2^52 one-product kernel of the given width, limbs across the lanes (the Vector API must be usable). */
    public static Mont52Kernel.Row fma52RowForBits(int bits) {
        return Simd.engine(Mont52Kernel.Row.class, bits);
    }

    /** Every kernel this JVM can run, scalar first (tests and the timing tool). */
    public static List<MontKernel> candidates() {
        return montCandidates().stream().filter(Candidate::available).map(Candidate::impl).toList();
    }

    private static int sizeClass(int digits) {
        int c = BOUNDS.length - 1;
        while (c > 0 && digits < BOUNDS[c]) {
            c--;
        }
        return c;
    }

    /**
     * {@link #forDigits} while the calibration runs: the scalar kernel, then (one volatile read per call)
     * the chosen one. A context made inside {@link Selector#deferringCalibration} (the provider's
     * self-tests at load) holds one of these for good, for a calibration that starts only when a
     * selection is asked for outside such a scope; so its first product outside the scope asks, and the
     * calibration starts. Without this a group context cached by a self-test (ffdhe2048's) ran the scalar
     * kernel until some other modulus happened to start the calibration: 2 ms per DH exchange instead of
     * 0.65 (DhBench, first group of a JVM).
     */
    private static final class ProvisionalMont implements MontKernel {
        final Provisional<MontKernel, MontKernel> kernel;

        ProvisionalMont(int sizeClass) {
            kernel = Provisional.following(MONTGOMERY, ScalarMontgomery.INSTANCE, s -> s.get(sizeClass));
        }

        private MontKernel kernel() {
            return kernel.get();
        }

        @Override
        public String name() {
            return "auto";
        }

        @Override
        public void mul(long[] a, long[] b, long[] m, int n, long m0inv, long[] t, long[] out) {
            kernel().mul(a, b, m, n, m0inv, t, out);
        }

        @Override
        public void sqr(long[] a, long[] m, int n, long m0inv, long[] t, long[] out) {
            kernel().sqr(a, m, n, m0inv, t, out);
        }
    }

    private static List<Candidate<MontKernel>> montCandidates() {
        List<Candidate<MontKernel>> list = new ArrayList<>();
        list.add(Candidate.of(ScalarMontgomery.INSTANCE.name(), ScalarMontgomery.INSTANCE));
        list.addAll(Simd.candidates("simd", MontKernel.class));
        return list;
    }

    private static List<Candidate<MontBatchKernel>> batchCandidates() {
        List<Candidate<MontBatchKernel>> list = new ArrayList<>();
        list.add(Candidate.of("scalar", new ScalarMontBatch(4)));
        list.addAll(Simd.candidates("simd", MontBatchKernel.class));
        return list;
    }

    private static List<SizeClass<MontBatchKernel>> batchSizeClasses() {
        return sizeClasses(MontKernels::batchWorkload);
    }

    /** One size class per {@link #BOUNDS} entry, timed by {@code trial} at its probe length. */
    private static <T> List<SizeClass<T>> sizeClasses(java.util.function.IntFunction<Trial<T>> trial) {
        List<SizeClass<T>> classes = new ArrayList<>();
        for (int c = 0; c < BOUNDS.length; c++) {
            String label = "modulus " + BOUNDS[c] + (c + 1 < BOUNDS.length ? "-" + (BOUNDS[c + 1] - 1) : "+") + " digits";
            classes.add(new SizeClass<>(label, trial.apply(PROBE_DIGITS[c])));
        }
        return classes;
    }

    /**
     * Per repetition, {@value #BATCH_TRIAL_LANES} lane-squarings and lane-products ({@code 8 / lanes}
     * calls of each) of fixed pseudo-random lanes modulo fixed odd {@code n}-digit moduli: the mix of an
     * exponentiation's window, normalized to the same work whatever the kernel's lane count.
     */
    private static Trial<MontBatchKernel> batchWorkload(int n) {
        return new Trial<>() {
            private final java.util.Map<Integer, long[][]> operands = new java.util.concurrent.ConcurrentHashMap<>();

            @Override
            public long run(MontBatchKernel k, int reps) {
                int lanes = k.lanes();
                long[][] o = operands.computeIfAbsent(lanes, l -> batchOperands(n, l));
                long[] t = new long[MontBatchKernel.scratch(n, lanes)];
                long[] out = new long[n * lanes];
                int calls = BATCH_TRIAL_LANES / lanes;
                long s = 0;
                for (int r = 0; r < reps; r++) {
                    for (int c = 0; c < calls; c++) {
                        k.sqr(o[0], o[2], n, o[3], t, out);
                        k.mul(out, o[1], o[2], n, o[3], t, out);
                        s += out[n * lanes - 1];
                    }
                }
                return s;
            }
        };
    }

    /** Lane-interleaved {a, b, m, m0inv} for {@code lanes} lanes: the single workload's operands per lane. */
    private static long[][] batchOperands(int n, int lanes) {
        long[] a = new long[n * lanes];
        long[] b = new long[n * lanes];
        long[] m = new long[n * lanes];
        long[] inv = new long[lanes];
        for (int l = 0; l < lanes; l++) {
            SplittableRandom rnd = new SplittableRandom(0x6d6f6e74L + n + 31L * l);
            for (int j = 0; j < n; j++) {
                m[j * lanes + l] = rnd.nextInt(1 << 28);
                a[j * lanes + l] = rnd.nextInt(1 << 28);
                b[j * lanes + l] = rnd.nextInt(1 << 28);
            }
            m[l] |= 1;
            int top = (n - 1) * lanes + l;
            m[top] = (m[top] >>> 3) | (1 << 24);
            a[top] = m[top] - 1;
            b[top] = m[top] - 1;
            inv[l] = -inverse(m[l]) & ((1L << 28) - 1);
        }
        return new long[][] {a, b, m, inv};
    }

    private static List<SizeClass<MontKernel>> sizeClasses() {
        return sizeClasses(MontKernels::workload);
    }

    /** One Montgomery product of fixed pseudo-random operands modulo a fixed odd {@code n}-digit modulus per repetition. */
    private static Trial<MontKernel> workload(int n) {
        SplittableRandom rnd = new SplittableRandom(0x6d6f6e74L + n);
        int len = MontKernel.padded(n);
        long[] m = new long[len];
        long[] a = new long[len];
        long[] b = new long[len];
        for (int i = 0; i < n; i++) {
            m[i] = rnd.nextInt(1 << 28);
            a[i] = rnd.nextInt(1 << 28);
            b[i] = rnd.nextInt(1 << 28);
        }
        m[0] |= 1;
        m[n - 1] = (m[n - 1] >>> 3) | (1 << 24); // 4m < R: top digit below 2^26
        a[n - 1] = m[n - 1] - 1;
        b[n - 1] = m[n - 1] - 1;
        long m0inv = -inverse(m[0]) & ((1L << 28) - 1);
        long[] t = new long[MontKernel.scratch(n)];
        long[] out = new long[len];
        return (k, reps) -> {
            long s = 0;
            for (int r = 0; r < reps; r++) {
                k.mul(a, b, m, n, m0inv, t, out);
                s += out[n - 1];
            }
            return s;
        };
    }

    /** {@code x^-1 mod 2^64} for odd {@code x} (Newton: each step doubles the correct low bits). */
    public static long inverse(long x) {
        long inv = x;
        for (int k = 0; k < 5; k++) {
            inv *= 2 - x * inv;
        }
        return inv;
    }
}
