package dev.lanecrypt.kernel;

import dev.lanecrypt.hw.Candidate;
import dev.lanecrypt.hw.Hardware;
import dev.lanecrypt.hw.Operation;
import dev.lanecrypt.hw.Selection;
import dev.lanecrypt.hw.Selector;
import dev.lanecrypt.hw.SizeClass;
import dev.lanecrypt.hw.Workload;
import dev.lanecrypt.scalar.ScalarMontgomery;
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
    static final int[] BOUNDS = {1, 19, 38, 75};

    /** The length timed for each class: 256-, 1024-, 2048- and 4096-bit moduli (plus two spare bits). */
    private static final int[] PROBE_DIGITS = {10, 37, 74, 147};

    /** Montgomery multiplication, chosen per modulus size class. */
    public static final Operation<MontKernel> MONTGOMERY = new Operation<>("montgomery", "lanecrypt.mont",
            MontKernels::montCandidates, sizeClasses());

    private static final List<String> SIMD_NAMES = List.of("simd128", "simd256", "simd512");

    private MontKernels() {
    }

    /**
     * The kernel for {@code n}-digit moduli. While the calibration runs (it does not block, see
     * {@link Selector}) this is a kernel that runs the scalar code and switches to the chosen one when it is
     * known; every kernel gives the same digits, so switching between calls is safe.
     */
    public static MontKernel forDigits(int n) {
        var f = Selector.select(MONTGOMERY);
        int c = sizeClass(n);
        if (f.isDone()) {
            return f.join().get(c);
        }
        Provisional p = new Provisional();
        f.thenAccept(s -> p.delegate = s.get(c));
        return p;
    }

    /** The scalar kernel (contexts that only hold parameters, e.g. for the batch path). */
    public static MontKernel scalarKernel() {
        return ScalarMontgomery.INSTANCE;
    }

    /**
     * The multi-buffer kernel: SIMD at this JVM's preferred vector width when the Vector API is usable
     * (4 lanes with AVX2), else the scalar reference with 4 lanes; {@code -Dlanecrypt.montbatch=scalar|simd128|
     * simd256|simd512} forces one. Not chosen by measurement: lanes of the preferred width are what
     * multi-buffer is for.
     */
    public static MontBatchKernel batch() {
        String forced = System.getProperty("lanecrypt.montbatch", "auto");
        Hardware hw = Hardware.get();
        if (forced.equals("scalar") || (forced.equals("auto") && !hw.vectorApi())) {
            return new dev.lanecrypt.scalar.ScalarMontBatch(4);
        }
        int bits = forced.equals("auto") ? hw.vectorBits() : Integer.parseInt(forced.substring("simd".length()));
        return batchForBits(bits);
    }

    /** The SIMD batch kernel of the given width (the Vector API must be usable). */
    public static MontBatchKernel batchForBits(int bits) {
        try {
            return (MontBatchKernel) Class.forName("dev.lanecrypt.simd.SimdMontKernels")
                    .getMethod("batchForBits", int.class).invoke(null, bits);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot load the SIMD batch Montgomery kernels", e);
        }
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

    private static final class Provisional implements MontKernel {
        volatile MontKernel delegate = ScalarMontgomery.INSTANCE;

        @Override
        public String name() {
            return "auto";
        }

        @Override
        public void mul(long[] a, long[] b, long[] m, int n, long m0inv, long[] t, long[] out) {
            delegate.mul(a, b, m, n, m0inv, t, out);
        }

        @Override
        public void sqr(long[] a, long[] m, int n, long m0inv, long[] t, long[] out) {
            delegate.sqr(a, m, n, m0inv, t, out);
        }
    }

    private static List<Candidate<MontKernel>> montCandidates() {
        List<Candidate<MontKernel>> list = new ArrayList<>();
        list.add(Candidate.of(ScalarMontgomery.INSTANCE.name(), ScalarMontgomery.INSTANCE));
        Hardware hw = Hardware.get();
        if (!hw.vectorApi()) {
            SIMD_NAMES.forEach(name -> list.add(Candidate.unavailable(name, hw.refusal())));
            return list;
        }
        for (int bits : new int[] {128, 256, 512}) {
            MontKernel k = SimdHolder.forBits(bits);
            list.add(bits <= hw.vectorBits() ? Candidate.of(k.name(), k)
                    : Candidate.untimed(k.name(), k, bits + "-bit vectors are wider than this JVM's preferred "
                            + hw.vectorBits() + " bits, so they run emulated"));
        }
        return list;
    }

    /** Reaches {@code dev.lanecrypt.simd.SimdMontgomery} reflectively, only once the Vector API is known usable. */
    private static final class SimdHolder {
        static MontKernel forBits(int bits) {
            try {
                return (MontKernel) Class.forName("dev.lanecrypt.simd.SimdMontKernels")
                        .getMethod("forBits", int.class).invoke(null, bits);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("cannot load the SIMD Montgomery kernels", e);
            }
        }
    }

    private static List<SizeClass<MontKernel>> sizeClasses() {
        List<SizeClass<MontKernel>> classes = new ArrayList<>();
        for (int c = 0; c < BOUNDS.length; c++) {
            String label = "modulus " + BOUNDS[c] + (c + 1 < BOUNDS.length ? "-" + (BOUNDS[c + 1] - 1) : "+") + " digits";
            classes.add(new SizeClass<>(label, workload(PROBE_DIGITS[c])));
        }
        return classes;
    }

    /** One Montgomery product of fixed pseudo-random operands modulo a fixed odd {@code n}-digit modulus per repetition. */
    private static Workload<MontKernel> workload(int n) {
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
