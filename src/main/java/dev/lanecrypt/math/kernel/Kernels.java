package dev.lanecrypt.math.kernel;

import dev.lanecrypt.select.Candidate;
import dev.lanecrypt.select.Cutoffs;
import dev.lanecrypt.select.Hardware;
import dev.lanecrypt.select.Simd;
import dev.lanecrypt.select.Operation;
import dev.lanecrypt.select.Provisional;
import dev.lanecrypt.select.Selection;
import dev.lanecrypt.select.Selector;
import dev.lanecrypt.select.SizeClass;
import java.lang.invoke.MethodHandle;
import java.util.ArrayList;
import java.util.List;

/**
 * The base-case multiply/square kernel that {@code MpInt} and Karatsuba bottom out in, chosen per
 * machine by {@link Selector} (operation {@link #MUL}, forced by {@code -Dlanecrypt.kernel=
 * auto|scalar|unrolled|paired|simd128|simd256|simd512|permute512|window512|rows256}), and the cutoffs of the algorithms above it that depend on its
 * speed: Karatsuba and Toom-3 for multiplication, Burnikel-Ziegler for division.
 *
 * <p>Candidates: the scalar comba and its written-out forms for short operands ({@link UnrolledComba} on digits,
 * {@link PairedComba} on pairs of digits as 56-bit limbs) always;
 * the SIMD comba at 128, 256 and 512 bits and the 512-bit comba with an operand in registers
 * ({@code permute512}, up to 40 digits), the 512-bit comba whose rows share windows of an operand ({@code window512},
 * 17 to 40 digits) when
 * {@link Hardware#vectorApi()} (their classes are loaded reflectively, only then). Widths above the JVM's
 * preferred vector size run (emulated, slowly) and may be forced, but are not timed at first use.
 * Multiply and square are chosen separately per size class of the shorter operand ({@link #BOUNDS}; squares {@link
 * #SQUARE_BOUNDS}; a shorter operand
 * on a scalar kernel against a longer one from the length on which every class runs a vector kernel goes by the
 * longer one: {@link SizeDispatch}).
 * The first call of {@link #base()} does not wait for the calibration (see {@link Selector}): it gets
 * a kernel that runs {@link PairedComba}, then the kernels leading the calibration's warm-up, then the chosen ones.
 */
public final class Kernels {

    /** Multiply size classes (shorter operand, in digits) start at these lengths; the last runs to MAX_SHORT_DIGITS. */
    static final int[] BOUNDS = Cutoffs.mulClasses();

    /** The lengths timed for each size class: across it ({@link Cutoffs#mulProbes()}). */
    private static final int[][] PROBE_DIGITS = Cutoffs.mulProbes();

    /** The squares' size classes (of the operand's digits) and the lengths timed for each. */
    static final int[] SQUARE_BOUNDS = Cutoffs.squareClasses();

    private static final int[][] SQUARE_PROBE_DIGITS = Cutoffs.squareProbes();

    /** Where the last multiply class and the last square class are in the selection (multiply classes first). */
    private static final int LAST_MULTIPLY = BOUNDS.length - 1;

    private static final int LAST_SQUARE = BOUNDS.length + SQUARE_BOUNDS.length - 1;

    /** The base-case multiplication, chosen per size class (see {@link Selector}). */
    public static final Operation<MulKernel> MUL = new Operation<>("mul", "lanecrypt.kernel",
            Kernels::mulCandidates, sizeClasses());

    /**
     * What runs (and cuts over) while the calibration runs: {@link PairedComba}, plain Java like the scalar comba and
     * the same code past its written-out lengths, but 3-5x faster below them (Zen 4, kernel alone, ns: 8 digits 21
     * against 98, 12 digits 41 against 109; 16, 24, 36 and 64 digits the same): {@code MpInt} products of 8-15
     * digits in the calibration's seconds run at about BigInteger's speed, not a third of it (docs/mpint.md, "The
     * first seconds").
     */
    private static final MulPlan INTERIM_PLAN = MulPlan.of(SizeDispatch.interim(PairedComba.INSTANCE),
            PairedComba.INSTANCE, PairedComba.INSTANCE);

    /**
     * The selected kernels by size class and their cutoffs once known; until then those leading the calibration's
     * warm-up ({@link Provisional#following}: the SIMD kernels from the time C2 has compiled them, 1-3 s into a
     * calibration of 5-9 s), and {@link #INTERIM_PLAN} before its first round. One volatile read per multiply (two
     * while the calibration runs), where every multiply used to look the selection up (a hash-map lookup, the pending
     * check, the future and the selection's list) for each cutoff it compared against. The leaders and the interim
     * plan run through {@link SizeDispatch.Interim}, the chosen kernels not (the JIT's receiver profiles of the calls
     * into the kernels are then the chosen kernels' alone: see there).
     */
    private static final Provisional<MulKernel, MulPlan> PLAN = Provisional.following(MUL, INTERIM_PLAN,
            s -> MulPlan.of(SizeDispatch.interim(s), s.get(LAST_MULTIPLY), s.get(LAST_SQUARE)),
            s -> MulPlan.of(SizeDispatch.of(s), s.get(LAST_MULTIPLY), s.get(LAST_SQUARE)));

    /**
     * {@link #PLAN}'s {@link Provisional#getter}: what {@link #plan()} calls, so that the code compiled after the choice
     * holds the chosen plan as a constant, not the calibration's interim path (docs/mpint.md, "Callers from the first
     * second").
     */
    private static final MethodHandle PLAN_NOW = PLAN.getter();

    /** {@link #PLAN}'s kernel looked up on every call: what {@link #base()} returns while the calibration runs. */
    private static final MulKernel PROVISIONAL = new MulKernel() {
        @Override
        public String name() {
            return "auto";
        }

        @Override
        public void multiply(int[] a, int aLen, int[] b, int bLen, int[] out) {
            PLAN.get().kernel().multiply(a, aLen, b, bLen, out);
        }

        @Override
        public void square(int[] a, int aLen, int[] out) {
            PLAN.get().kernel().square(a, aLen, out);
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
        PLAN.get();                                      // asks the selector (the first call starts the calibration)
        return PLAN.chosen() ? PLAN.get().kernel() : PROVISIONAL;
    }

    /**
     * The kernel and the cutoffs above it for this call (while the calibration runs, the warm-up leaders' or
     * {@link #INTERIM_PLAN}'s): what the multiplication cascade reads once per product. Its kernel is
     * {@link #base()}'s, except that while the calibration runs it is the interim plan's own, which a caller holding
     * the plan for one product may run.
     */
    public static MulPlan plan() {
        try {
            return (MulPlan) (Object) PLAN_NOW.invokeExact();
        } catch (Throwable t) {
            throw Provisional.unchecked(t);
        }
    }

    /** Every kernel this JVM can run (scalar first), for the timing tool, tests and calibration. */
    public static List<MulKernel> candidates() {
        return mulCandidates().stream().filter(Candidate::available).map(Candidate::impl).toList();
    }

    /**
     * Divisors of at least this many digits go to Burnikel-Ziegler recursive division (when the
     * dividend is also {@link #burnikelZieglerOffset()} digits longer), shorter ones to Algorithm D.
     */
    public static int burnikelZieglerCutoff() {
        return Cutoffs.BURNIKEL_ZIEGLER;
    }

    /** The least excess of dividend digits over divisor digits for Burnikel-Ziegler. */
    public static int burnikelZieglerOffset() {
        return Cutoffs.BURNIKEL_ZIEGLER_OFFSET;
    }

    private static List<Candidate<MulKernel>> mulCandidates() {
        List<Candidate<MulKernel>> list = new ArrayList<>();
        list.add(Candidate.of(ScalarComba.INSTANCE.name(), ScalarComba.INSTANCE));
        list.add(Candidate.of(UnrolledComba.INSTANCE.name(), UnrolledComba.INSTANCE));
        list.add(Candidate.of(PairedComba.INSTANCE.name(), PairedComba.INSTANCE));
        list.addAll(Simd.candidates("simd", MulKernel.class));
        list.add(permute512());
        list.add(window512());
        list.add(rows256());
        return list;
    }

    /**
     * The 256-bit comba with the column sums in registers, one row block at a time ({@code SimdRowBlockComba}):
     * timed where the JVM prefers 256-bit vectors (AVX2), where it is 1.1-1.4x faster than {@code simd256} at
     * 16 and 24-40 digits, and squares 33-40 digits in 0.62-0.70 of its time (5 to 40; simd256 outside); where
     * 512-bit vectors are preferred {@code permute512} (up to 16 digits) and {@code window512} (17 to 40) cover those
     * sizes, so there it is not timed (the quick
     * calibration stays as long as it was) and may only be forced.
     */
    private static Candidate<MulKernel> rows256() {
        Candidate<RowBlocks> c = Simd.candidates("rows", RowBlocks.class, 256).get(0);
        if (!c.available()) {
            return Candidate.unavailable(c.name(), c.note());
        }
        if (!c.quick()) {
            return Candidate.untimed(c.name(), c.impl(), c.note());
        }
        return Hardware.get().vectorBits() == 256 ? Candidate.of(c.name(), c.impl())
                : Candidate.untimed(c.name(), c.impl(), "timed where 256-bit vectors are the widest the JVM prefers; "
                        + "permute512 and window512 cover its sizes where 512-bit vectors are");
    }

    /**
     * The 512-bit comba with the longer operand in registers ({@code SimdPermuteComba}): it needs 32 vector
     * registers, so it is timed only where the JVM prefers 512-bit vectors (AVX-512); elsewhere it runs
     * emulated and may only be forced.
     */
    private static Candidate<MulKernel> permute512() {
        Candidate<RegisterOperand> c = Simd.candidates("permute", RegisterOperand.class, 512).get(0);
        if (!c.available()) {
            return Candidate.unavailable(c.name(), c.note());
        }
        return c.quick() ? Candidate.of(c.name(), c.impl()) : Candidate.untimed(c.name(), c.impl(), c.note());
    }

    /**
     * The 512-bit comba whose rows share windows loaded from a widened copy of the longer operand
     * ({@code SimdWindowComba}, 17 to 40 digits; {@code permute512} below, simd512 above): timed, like
     * {@code permute512}, only where the JVM prefers 512-bit vectors. On an Intel Xeon it multiplies at 20-40 digits
     * in 0.67-0.86 of permute512's time and squares in 0.58-0.77 (fewer operations on the two ports that issue
     * 512-bit operations there, and a square of its own); unmeasured on Zen 5, where permute512 was tuned: the
     * calibration picks between them per size class.
     */
    private static Candidate<MulKernel> window512() {
        Candidate<Windows> c = Simd.candidates("window", Windows.class, 512).get(0);
        if (!c.available()) {
            return Candidate.unavailable(c.name(), c.note());
        }
        return c.quick() ? Candidate.of(c.name(), c.impl()) : Candidate.untimed(c.name(), c.impl(), c.note());
    }

    /**
     * The type under which {@code simd/} makes {@code SimdPermuteComba} (a {@link MulKernel} like the SIMD comba
     * of the same width, so it needs a name of its own there).
     */
    public interface RegisterOperand extends MulKernel {
    }

    /** The type under which {@code simd/} makes {@code SimdRowBlockComba} (as {@link RegisterOperand}). */
    public interface RowBlocks extends MulKernel {
    }

    /** The type under which {@code simd/} makes {@code SimdWindowComba} (a type of its own, as for {@link RegisterOperand}). */
    public interface Windows extends MulKernel {
    }

    private static List<SizeClass<MulKernel>> sizeClasses() {
        List<SizeClass<MulKernel>> classes = new ArrayList<>();
        for (boolean square : new boolean[] {false, true}) {
            int[] bounds = square ? SQUARE_BOUNDS : BOUNDS;
            int[][] probes = square ? SQUARE_PROBE_DIGITS : PROBE_DIGITS;
            for (int c = 0; c < bounds.length; c++) {
                int hi = c + 1 < bounds.length ? bounds[c + 1] - 1 : MulKernel.MAX_SHORT_DIGITS;
                String label = (square ? "square " : "multiply ") + bounds[c] + (hi > bounds[c] ? "-" + hi : "");
                classes.add(new SizeClass<>(label, MulTrial.workload(probes[c], square)));
            }
        }
        return classes;
    }
}
