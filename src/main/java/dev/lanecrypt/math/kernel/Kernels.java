package dev.lanecrypt.math.kernel;

import dev.lanecrypt.select.Candidate;
import dev.lanecrypt.select.Hardware;
import dev.lanecrypt.select.Simd;
import dev.lanecrypt.select.Operation;
import dev.lanecrypt.select.Provisional;
import dev.lanecrypt.select.Selection;
import dev.lanecrypt.select.Selector;
import dev.lanecrypt.select.SizeClass;
import java.util.ArrayList;
import java.util.List;

/**
 * The base-case multiply/square kernel that {@code MpInt} and Karatsuba bottom out in, chosen per
 * machine by {@link Selector} (operation {@link #MUL}, forced by {@code -Dlanecrypt.kernel=
 * auto|scalar|simd128|simd256|simd512}), and the cutoffs of the algorithms above it that depend on its
 * speed: Karatsuba and Toom-3 for multiplication, Burnikel-Ziegler for division.
 *
 * <p>Candidates: the scalar comba always; the SIMD comba at 128, 256 and 512 bits when
 * {@link Hardware#vectorApi()} (their classes are loaded reflectively, only then). Widths above the JVM's
 * preferred vector size run (emulated, slowly) and may be forced, but are not timed at first use.
 * Multiply and square are chosen separately per size class of the shorter operand ({@link #BOUNDS}).
 * The first call of {@link #base()} does not wait for the calibration (see {@link Selector}): it gets
 * a kernel that runs scalar comba until the choice is made, then the chosen kernels.
 */
public final class Kernels {

    /** Size classes (shorter operand, in digits) start at these lengths; the last runs to MAX_SHORT_DIGITS. */
    static final int[] BOUNDS = {1, 8, 16, 32};

    /** The length timed for each size class: near its middle. */
    private static final int[] PROBE_DIGITS = {5, 12, 24, 40};

    /** The base-case multiplication, chosen per size class (see {@link Selector}). */
    public static final Operation<MulKernel> MUL = new Operation<>("mul", "lanecrypt.kernel",
            Kernels::mulCandidates, sizeClasses());

    /** The selected kernels by size class once known; the scalar comba until then. */
    private static final Provisional<MulKernel, MulKernel> BASE =
            Provisional.of(MUL, ScalarComba.INSTANCE, SizeDispatch::of);

    /** {@link #BASE} looked up on every call: what {@link #base()} returns while the calibration runs. */
    private static final MulKernel PROVISIONAL = new MulKernel() {
        @Override
        public String name() {
            return "auto";
        }

        @Override
        public void multiply(int[] a, int aLen, int[] b, int bLen, int[] out) {
            BASE.get().multiply(a, aLen, b, bLen, out);
        }

        @Override
        public void square(int[] a, int aLen, int[] out) {
            BASE.get().square(a, aLen, out);
        }
    };

    private Kernels() {
    }

    /**
     * The kernel selected for this JVM and machine: the first call decides (forced, profile, or a quick
     * calibration). Throws {@link dev.lanecrypt.select.KernelChoiceException} when {@code -Dlanecrypt.kernel}
     * names a kernel this JVM cannot run.
     */
    public static MulKernel base() {
        MulKernel k = BASE.get();
        return BASE.chosen() ? k : PROVISIONAL;
    }

    /** Every kernel this JVM can run (scalar first), for the timing tool, tests and calibration. */
    public static List<MulKernel> candidates() {
        return mulCandidates().stream().filter(Candidate::available).map(Candidate::impl).toList();
    }

    /** Operands with at least this many digits (both) are multiplied by Karatsuba. */
    public static int karatsubaMulCutoff() {
        MulKernel k = topChoice(0);
        return switch (k.name()) {
            case "simd128" -> SimdCutoffs.MUL_128;
            case "simd256", "simd512" -> SimdCutoffs.MUL_256;
            default -> ScalarCutoffs.MUL;
        };
    }

    /** Operands with at least this many digits are squared by Karatsuba. */
    public static int karatsubaSqrCutoff() {
        return topChoice(1).name().startsWith("simd") ? SimdCutoffs.SQR : ScalarCutoffs.SQR;
    }

    /**
     * Operands with at least this many digits (the shorter one, itself more than two thirds of the longer)
     * are multiplied by Toom-3.
     */
    public static int toom3MulCutoff() {
        return topChoice(0).name().startsWith("simd") ? SimdCutoffs.TOOM3_MUL : ScalarCutoffs.TOOM3_MUL;
    }

    /** Operands with at least this many digits are squared by Toom-3. */
    public static int toom3SqrCutoff() {
        return topChoice(1).name().startsWith("simd") ? SimdCutoffs.TOOM3_SQR : ScalarCutoffs.TOOM3_SQR;
    }

    /**
     * Divisors of at least this many digits go to Burnikel-Ziegler recursive division (when the
     * dividend is also {@link #burnikelZieglerOffset()} digits longer), shorter ones to Algorithm D.
     */
    public static int burnikelZieglerCutoff() {
        return DivisionCutoffs.BZ;
    }

    /** The least excess of dividend digits over divisor digits for Burnikel-Ziegler. */
    public static int burnikelZieglerOffset() {
        return DivisionCutoffs.BZ_OFFSET;
    }

    /**
     * Burnikel-Ziegler cutoffs, measured on AVX2 (2n/n-digit divisions, Algorithm D against recursive
     * division with the cutoff as its base case, median of 21 interleaved rounds, shared machine, README
     * "MpInt"). With simd256 BZ/Knuth is 1.04 at 48 digits and 0.88 at 56 (cutoff 56), 0.88 at 48 (cutoff
     * 40); cutoffs 32-60 give the same large divisions within noise (480 digits: 0.20-0.25), 100 and 160
     * are slower (0.28, 0.43). With the scalar comba the crossing is near 64 digits (0.99), but cutoff 48
     * still divides 480 digits faster than 80 (0.36 against 0.42), so one value serves both. The offset:
     * a 400-digit divisor with a quotient of 8, 16, 24 digits gives 1.16, 0.70, 0.58 (simd256; scalar
     * 1.32, 1.01, 0.79), a 100-digit one 1.39, 1.13, 0.63.
     */
    private static final class DivisionCutoffs {
        static final int BZ = 48;
        static final int BZ_OFFSET = 24;
    }

    /**
     * Karatsuba cutoffs over the scalar comba (column accumulators filled row by row, which C2
     * vectorizes), measured on AVX2 (one Karatsuba level over comba halves vs the comba, median of 21
     * interleaved rounds, README "MpInt"): Karatsuba/comba 1.08 at 128 digits, 1.04 at 160, 0.90 at 192 for
     * multiply; 1.12, 1.06, 0.86 for square. (Over the earlier column-by-column comba, 3.5-5x slower, they
     * were 40 and 56.)
     */
    private static final class ScalarCutoffs {
        static final int MUL = 192;
        static final int SQR = 192;
        /**
         * Toom-3 over Karatsuba over the scalar comba, measured like the SIMD ones below: one Toom-3 level
         * against Karatsuba, multiply 0.94-0.95 at 300 digits, 0.98-0.99 at 500, 0.90 at 700, 0.89-0.90
         * at 1200, 0.87 at 2400; square 1.09-1.13 at 300, 1.00-1.01 at 500, 0.94-0.98 at 900, 0.96-1.01
         * at 1200, 0.90-0.94 at 1600. At 10^6 decimal digits Toom-3 makes multiply 1.8x and square 1.7x
         * faster (cutoffs 500-1200 within 3% of each other).
         */
        static final int TOOM3_MUL = 700;
        static final int TOOM3_SQR = 1200;
    }

    /**
     * Karatsuba cutoffs over a SIMD comba, measured on AVX2 (one Karatsuba level over comba halves vs the
     * comba, best of 15 interleaved rounds): for multiply they cross at about 160 digits with simd256
     * (Karatsuba/comba 1.04 at 128, 0.99 at 160) and at about 96 with simd128 (1.14 at 80, 0.98 at 96);
     * the SIMD square stays ahead of Karatsuba up to the comba bound (1.33x at 224 digits with
     * simd256, 1.35x at 128 with simd128), so squares use Karatsuba only from
     * {@link MulKernel#MAX_SHORT_DIGITS}. simd512 takes simd256's values: not measured on AVX-512 hardware.
     */
    private static final class SimdCutoffs {
        static final int MUL_128 = 96;
        static final int MUL_256 = 160;
        static final int SQR = MulKernel.MAX_SHORT_DIGITS;
        /**
         * Toom-3 over Karatsuba over simd256, measured on AVX2 (one Toom-3 level, its five products by
         * Karatsuba, against Karatsuba, median of 21 interleaved rounds, two runs, shared machine):
         * Toom/Karatsuba for multiply 1.26-1.32 at 300 digits, 0.98-0.99 at 700, 1.05-1.16 at 900,
         * 1.09-1.10 at 1200, 0.93-0.95 at 1600, 1.03-1.07 at 2400; for square 1.41-1.44, 1.06-1.09,
         * 1.08-1.22, 0.97-0.99, 1.12-1.23, 0.95. One level gains little (Toom-3's five thirds against
         * Karatsuba's nine quarters is 12% at best, less its linear passes), but the levels compound: at
         * 10^6 decimal digits multiply and square are 1.4-1.5x faster with any cutoff of 800-2400. The
         * cutoffs are the first lengths at which one level was at par or better in both runs.
         */
        static final int TOOM3_MUL = 1600;
        static final int TOOM3_SQR = 1200;
    }

    /** The kernel chosen for the largest size class of multiply (0) or square (1); scalar while calibrating. */
    private static MulKernel topChoice(int op) {
        Selection<MulKernel> s = Selector.select(MUL).getNow(null);
        return s == null ? ScalarComba.INSTANCE : s.get(op * BOUNDS.length + BOUNDS.length - 1);
    }

    private static List<Candidate<MulKernel>> mulCandidates() {
        List<Candidate<MulKernel>> list = new ArrayList<>();
        list.add(Candidate.of(ScalarComba.INSTANCE.name(), ScalarComba.INSTANCE));
        list.addAll(Simd.candidates("simd", MulKernel.class));
        return list;
    }

    private static List<SizeClass<MulKernel>> sizeClasses() {
        List<SizeClass<MulKernel>> classes = new ArrayList<>();
        for (boolean square : new boolean[] {false, true}) {
            for (int c = 0; c < BOUNDS.length; c++) {
                int hi = c + 1 < BOUNDS.length ? BOUNDS[c + 1] - 1 : MulKernel.MAX_SHORT_DIGITS;
                String label = (square ? "square " : "multiply ") + BOUNDS[c] + "-" + hi;
                classes.add(new SizeClass<>(label, MulTrial.workload(PROBE_DIGITS[c], square)));
            }
        }
        return classes;
    }
}
