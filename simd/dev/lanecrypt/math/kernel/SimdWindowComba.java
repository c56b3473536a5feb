package dev.lanecrypt.math.kernel;

import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorSpecies;

import static jdk.incubator.vector.VectorOperators.ADD;
import static jdk.incubator.vector.VectorOperators.AND;
import static jdk.incubator.vector.VectorOperators.EQ;
import static jdk.incubator.vector.VectorOperators.GT;
import static jdk.incubator.vector.VectorOperators.I2L;
import static jdk.incubator.vector.VectorOperators.LSHL;
import static jdk.incubator.vector.VectorOperators.LSHR;
import static jdk.incubator.vector.VectorOperators.MUL;
import static jdk.incubator.vector.VectorOperators.OR;

/**
 * Comba multiplication of 28-bit digits on 512-bit vectors for operands of 17 to {@value #MAX_DIGITS} digits, the
 * rows of each phase sharing windows of the longer operand: product scanning (P. G. Comba, IBM Systems Journal
 * 29(4), 1990; LibTomMath's {@code s_mp_mul_comba}) in the phase order of {@link SimdPermuteComba}, with its
 * shifted blocks loaded instead of permuted.
 *
 * <p><b>Rows by phase, from windows.</b> Row {@code i = 8q + r} adds {@code a[i] * b[k-i]} to every column
 * {@code k}; for the columns of block {@code q + j} it needs {@code b[8j - r + l]} in lane {@code l}, the same for
 * every row of phase {@code r}. With {@code b} widened to {@code long}s in a per-thread scratch after a block of
 * zeros (and before another), that is the 8 {@code long}s at {@code WIN + 8 + 8j - r}: one load (with the mask to
 * 32 bits that {@code vpmuludq} needs, folded into it) per block and phase, shared by the {@code qa} rows of the
 * phase, each a broadcast digit of the widened {@code a} (a load, no shuffle port). {@link SimdPermuteComba}
 * shifts registers instead: 94 vector operations a phase at 5 x 5 blocks (the permutes, the masks after them,
 * {@code b}'s blocks widened again in every phase, the broadcasts from general registers), 71 here, on a core that
 * issues 512-bit operations on two ports (Intel). 7 of 8 windows cross a cache line, one load each a phase.
 * The last block of {@code a}'s rows runs only in the phases {@code r < aLen - 8 (qa - 1)} (a second loop without
 * it after them), and the top window only in the phases where it holds a digit of {@code b} ({@code r > 8 qb -
 * bLen}).
 *
 * <p><b>Carries in lanes, two blocks at a time.</b> Column {@code k} holds {@code t_k = sum a[i] b[k-i]}, at most
 * {@value #MAX_DIGITS} products of at most {@code (2^28-1)^2}: {@code t_k < 40 * 2^56 < 2^62}. Then
 * {@code v_k = (t_k mod 2^28) + (t_(k-1) >> 28) < 2^28 + 2^34} and {@code u_k = (v_k mod 2^28) + (v_(k-1) >> 28) <
 * 2^28 + 2^7} keep the value {@code sum t_k 2^(28k)} (the shifts out of the top block drop nothing: the product has
 * at most {@code aLen + bLen} digits and every term is non-negative), each a shift, a mask, one two-table permute
 * ({@code vpermi2q}) for the neighbour's part and an addition. What remains is a carry of 0 or 1 per column:
 * column {@code k} generates one when {@code u_k >= 2^28} (its digit is then below {@code 2^7} and cannot overflow
 * again) and passes one on when {@code u_k = 2^28 - 1}: generate and propagate bits {@code G}, {@code P} (disjoint),
 * whose carries into each position are {@code ((G|P) + G + c) ^ P} for a carry {@code c} into the lowest, one
 * 64-bit addition for two blocks, carried on as {@code sum >> 16}. The two blocks' {@code u_k} (below
 * {@code 2^32}) become the 32-bit halves of one vector's lanes (a shift and an or), and one permute
 * ({@code vpermd}, {@link #ORDER}) puts those 16 back in column order: one compare each for {@code G} and
 * {@code P} ({@code toLong} of the masks), one masked addition and one mask give the 16 digits
 * {@code (u_k + c_k) mod 2^28}, stored 16 at a time (each block compared, added and narrowed apart cost 4-8% more
 * of the square on a Zen 4: docs/mpint.md). The column sums pass
 * through the scratch only as whole vectors, each reloaded from the address and at the width it was stored
 * (forwarded from the store).
 *
 * <p><b>Shape for the JIT</b> (docs/vector-api.md). One method per pair of block counts, the phases loops whose
 * bodies are written out (C1 compiles them, and their backedges bring them to C2 soon), the carries a loop of
 * {@code ceil(blocks / 2)} iterations in the same method. What C2 boxed on the way, each found by the allocation
 * check (which runs the other kernels first, with and without type profiles) and cured by a cast to the exact
 * vector class ({@code S.vectorType().cast}) where the value reaches an intrinsic: a column sum added into only under
 * the top window's condition; the column sums' stores after a loop whose trip count was not a
 * constant; the digits. The last digits are stored as the 16 that end at {@code n} (the pair below's
 * upper lanes and then these, one two-table permute): a masked store reaching past the end of {@code out}
 * boxed its mask's range check (32 bytes a call) once other widths' masks had run through it.
 *
 * <p><b>The square's triangle.</b> {@code a^2 = sum a[i]^2 2^(56i) + sum_(i<k) 2 a[i] a[k] 2^(28(i+k))}. The
 * column sums start as the squares (one multiply a block of {@code a}, its 8 products spread to the even lanes of
 * two blocks of columns by two two-table permutes, {@link #SPREAD}); row {@code i = 8q + r} then broadcasts
 * {@code 2 a[i]} (from a doubled copy: {@code < 2^29}, still a 32-bit factor) and takes only the digits above it:
 * window {@code j} holds {@code a[8j - r + l]}, above {@code i} when {@code 8(j - q) + l - 2r > 0}. So windows
 * {@code j >= q + 2} are whole, {@code j < q} skipped, and one window a row is the edge, masked per lane after the
 * multiply: {@code j = q} in the phases {@code r < 4} (lanes {@code l > 2r}), {@code j = q + 1} in {@code r >= 4}
 * (lanes {@code l > 2r - 8}), both {@link #EDGE}{@code [r mod 4]}, one loop each. At 5 x 5 blocks about 335 vector
 * operations over the 8 phases instead of the multiply's 460-570; the column sums are the multiply's (the same
 * bound).
 *
 * <p>Operands of up to 16 digits (both) go to {@code small} ({@link SimdPermuteComba}, which multiplies them in
 * registers), longer than {@value #MAX_DIGITS} to {@code beyond} ({@link SimdComba} at 512 bits). 512-bit only
 * (AVX-512's 32 vector registers). Not constant time in the
 * lengths (public); the digit values change neither the instructions nor the addresses. Thread-safe: the
 * scratch is per thread.
 *
 * <p>GENERATED by {@code python3 gen/gen_window_comba.py}; do not edit.
 */
public final class SimdWindowComba implements Kernels.Windows {

    private static final VectorSpecies<Long> S = LongVector.SPECIES_512;

    private static final VectorSpecies<Integer> I = IntVector.SPECIES_256;

    private static final VectorSpecies<Integer> J = IntVector.SPECIES_512;

    /** The longest operand (both) written out here; {@code beyond} above. */
    public static final int MAX_DIGITS = 40;

    /** Operands of up to this many digits (both) go to {@code small}. */
    private static final int SMALL_DIGITS = 16;

    private static final int L = 8;

    private static final long LOW32 = 0xFFFFFFFFL;

    private static final long M28 = DIGIT_MASK;

    /** The two-table indexes {@code 7 .. 14}, that shift a block up by one lane (lane 0 from the block below). */
    private static final long[] UP1 = {7, 8, 9, 10, 11, 12, 13, 14};

    /** Phase {@code r} of the square's triangle, {@code r mod 4}: all ones in the lanes {@code l > 2 (r mod 4)}. */
    private static final long[] EDGE = edges();

    /** A block's squares to the even lanes of two blocks of columns: lanes 0-3, then 4-7 (index 8: a zero). */
    private static final long[] SPREAD = {0, 8, 1, 8, 2, 8, 3, 8, 4, 8, 5, 8, 6, 8, 7, 8};

    /**
     * Two blocks of digits held as the 32-bit halves of one vector's lanes, back in column order: lane {@code c} from
     * lane {@code 2c} (the lower block), lane {@code 8 + c} from lane {@code 2c + 1} (the upper).
     */
    private static final int[] ORDER = {0, 2, 4, 6, 8, 10, 12, 14, 1, 3, 5, 7, 9, 11, 13, 15};

    /** Where the widened {@code b} starts in the scratch (after the column sums), a block of zeros first. */
    private static final int WIN = 2 * MAX_DIGITS;

    /** Where the widened {@code a} starts in the scratch (after {@code b}'s windows and a block of zeros). */
    private static final int AW = WIN + MAX_DIGITS + 2 * L;

    /** The probe's operand: 32 digits of {@code 2^28 - 1}, squared by {@link PlacedScratch} on each candidate. */
    private static final int[] PROBE = probeDigits();

    /**
     * Per thread: the column sums, the widened {@code b} between zeros, the widened {@code a}, in the array that
     * ran a 32-digit square fastest of eight placed at the eight residues of an address mod 64 bytes (the stores and
     * reloads of whole vectors ran 7-20% slower on a Zen 4 unless 32-byte aligned; {@link PlacedScratch}).
     */
    private static final ThreadLocal<PlacedScratch> SCRATCH = ThreadLocal.withInitial(() -> {
        int[] out = new int[2 * PROBE.length];
        return new PlacedScratch(AW + MAX_DIGITS, cols -> sq4(PROBE, PROBE.length, cols, out));
    });

    private final MulKernel small;

    private final MulKernel beyond;

    /** {@code small}: {@link SimdPermuteComba}; {@code beyond}: the 512-bit {@link SimdComba}. */
    SimdWindowComba(MulKernel small, MulKernel beyond) {
        this.small = small;
        this.beyond = beyond;
    }

    private static int[] probeDigits() {
        int[] a = new int[32];
        java.util.Arrays.fill(a, (int) DIGIT_MASK);
        return a;
    }

    private static long[] edges() {
        long[] e = new long[4 * L];
        for (int r = 0; r < 4; r++) {
            for (int l = 2 * r + 1; l < L; l++) {
                e[r * L + l] = -1;
            }
        }
        return e;
    }

    @Override
    public String name() {
        return "window512";
    }

    @Override
    public int vectorBits() {
        return 512;
    }

    @Override
    public int ownDigits() {
        return MAX_DIGITS;
    }

    /**
     * Operands of up to {@value #SMALL_DIGITS} digits (both) go to {@code small} here, not in {@link #ordered}: this
     * method is small enough for C2 to inline into its caller, {@code ordered} is not, and the call to it cost 1-2 ns
     * of a 16-digit product's 62 through {@code MpInt} (Zen 4, docs/mpint.md).
     */
    @Override
    public void multiply(int[] a, int aLen, int[] b, int bLen, int[] out) {
        if (aLen <= SMALL_DIGITS && bLen <= SMALL_DIGITS) {
            small.multiply(a, aLen, b, bLen, out);
        } else if (aLen > bLen) {
            ordered(b, bLen, a, aLen, out);
        } else {
            ordered(a, aLen, b, bLen, out);
        }
    }

    @Override
    public void square(int[] a, int aLen, int[] out) {
        if (aLen > MAX_DIGITS) {
            beyond.square(a, aLen, out);
        } else if (aLen <= SMALL_DIGITS) {
            small.square(a, aLen, out);
        } else {
            long[] cols = SCRATCH.get().array();
            switch ((aLen + 7) >> 3) {
                case 3 -> sq3(a, aLen, cols, out);
                case 4 -> sq4(a, aLen, cols, out);
                case 5 -> sq5(a, aLen, cols, out);
                default -> throw new AssertionError();
            }
        }
    }

    /** {@code aLen <= bLen}, {@code bLen > SMALL_DIGITS} (shorter ones went to {@code small} in {@link #multiply}). */
    private void ordered(int[] a, int aLen, int[] b, int bLen, int[] out) {
        if (aLen < 1 || bLen > MAX_DIGITS) {
            beyond.multiply(a, aLen, b, bLen, out);
            return;
        }
        long[] cols = SCRATCH.get().array();
        switch (((aLen + 7) >> 3) * 8 + ((bLen + 7) >> 3)) {
            case 11 -> mul13(a, aLen, b, bLen, cols, out);
            case 12 -> mul14(a, aLen, b, bLen, cols, out);
            case 13 -> mul15(a, aLen, b, bLen, cols, out);
            case 19 -> mul23(a, aLen, b, bLen, cols, out);
            case 20 -> mul24(a, aLen, b, bLen, cols, out);
            case 21 -> mul25(a, aLen, b, bLen, cols, out);
            case 27 -> mul33(a, aLen, b, bLen, cols, out);
            case 28 -> mul34(a, aLen, b, bLen, cols, out);
            case 29 -> mul35(a, aLen, b, bLen, cols, out);
            case 36 -> mul44(a, aLen, b, bLen, cols, out);
            case 37 -> mul45(a, aLen, b, bLen, cols, out);
            case 45 -> mul55(a, aLen, b, bLen, cols, out);
            default -> throw new AssertionError();
        }
    }

    /**
     * {@code out[0 .. aLen+bLen) = a * b} for {@code aLen <= bLen}, {@code aLen} in {@code (0, 8]}, {@code bLen} in
     * {@code (16, 24]}: the phases over the windows, the 4 column sums stored in {@code cols[0 .. 32)}, their
     * carries and digits (class comment).
     */
    private static void mul13(int[] a, int aLen, int[] b, int bLen, long[] cols, int[] out) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        z.intoArray(cols, WIN);
        ((LongVector) IntVector.fromArray(I, b, 0).convertShape(I2L, S, 0)).intoArray(cols, WIN + 8 + 0);
        ((LongVector) IntVector.fromArray(I, b, 8).convertShape(I2L, S, 0)).intoArray(cols, WIN + 8 + 8);
        ((LongVector) IntVector.fromArray(I, b, 16, I.indexInRange(16, bLen)).convertShape(I2L, S, 0)).intoArray(cols, WIN + 8 + 16);
        z.intoArray(cols, WIN + 32);
        ((LongVector) IntVector.fromArray(I, a, 0, I.indexInRange(0, aLen)).convertShape(I2L, S, 0)).intoArray(cols, AW + 0);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z;
        for (int r = 0; r < L; r++) {
            LongVector s0 = LongVector.fromArray(S, cols, WIN + 8 - r).lanewise(AND, low);
            LongVector s1 = LongVector.fromArray(S, cols, WIN + 16 - r).lanewise(AND, low);
            LongVector s2 = LongVector.fromArray(S, cols, WIN + 24 - r).lanewise(AND, low);
            LongVector x0 = LongVector.broadcast(S, cols[AW + r]).lanewise(AND, low);
            t0 = x0.lanewise(MUL, s0).lanewise(ADD, t0);
            t1 = x0.lanewise(MUL, s1).lanewise(ADD, t1);
            t2 = x0.lanewise(MUL, s2).lanewise(ADD, t2);
            if (r > 24 - bLen) {
                LongVector s3 = LongVector.fromArray(S, cols, WIN + 32 - r).lanewise(AND, low);
                t3 = x0.lanewise(MUL, s3).lanewise(ADD, (LongVector) S.vectorType().cast(t3));
            }
        }
        ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);
        ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 8);
        ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 24);
        // the carries (class comment), two blocks an iteration
        LongVector up1 = LongVector.fromArray(S, UP1, 0);
        LongVector m28 = LongVector.broadcast(S, M28);
        IntVector order = IntVector.fromArray(J, ORDER, 0);
        IntVector m28i = IntVector.broadcast(J, (int) M28);
        int n = aLen + bLen;
        LongVector dp = z;
        LongVector cp = z;
        IntVector below = IntVector.zero(J);
        long in = 0;
        for (int h = 0; h < 2; h++) {
            LongVector y0 = LongVector.fromArray(S, cols, 2 * L * h);
            LongVector y1 = LongVector.fromArray(S, cols, 2 * L * h + L);
            LongVector d0 = y0.lanewise(LSHR, DIGIT_BIT);
            LongVector d1 = y1.lanewise(LSHR, DIGIT_BIT);
            LongVector v0 = y0.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(dp, d0));
            LongVector v1 = y1.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(d0, d1));
            LongVector c0 = v0.lanewise(LSHR, DIGIT_BIT);
            LongVector c1 = v1.lanewise(LSHR, DIGIT_BIT);
            LongVector u0 = v0.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(cp, c0));
            LongVector u1 = v1.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(c0, c1));
            IntVector q = (IntVector) J.vectorType().cast(
                    order.selectFrom(u0.lanewise(OR, u1.lanewise(LSHL, 32)).reinterpretAsInts()));
            long g = q.compare(GT, m28i).toLong();
            long e = q.compare(EQ, m28i).toLong();
            long sum = (g | e) + g + in;
            long carries = sum ^ e;
            in = sum >>> 2 * L;
            IntVector d = (IntVector) J.vectorType().cast(
                    q.lanewise(ADD, 1, VectorMask.fromLong(J, carries)).lanewise(AND, m28i));
            int at = 2 * L * h;
            if (n >= at + 2 * L) {
                d.intoArray(out, at);
            } else if (n > at) {
                ((IntVector) J.vectorType().cast(IntVector.fromArray(J, SimdPermuteComba.SLIDE, n - at).selectFrom(below, d))).intoArray(out, n - 2 * L);
            }
            below = d;
            dp = d1;
            cp = c1;
        }
    }

    /**
     * {@code out[0 .. aLen+bLen) = a * b} for {@code aLen <= bLen}, {@code aLen} in {@code (0, 8]}, {@code bLen} in
     * {@code (24, 32]}: the phases over the windows, the 5 column sums stored in {@code cols[0 .. 40)}, their
     * carries and digits (class comment).
     */
    private static void mul14(int[] a, int aLen, int[] b, int bLen, long[] cols, int[] out) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        z.intoArray(cols, WIN);
        ((LongVector) IntVector.fromArray(I, b, 0).convertShape(I2L, S, 0)).intoArray(cols, WIN + 8 + 0);
        ((LongVector) IntVector.fromArray(I, b, 8).convertShape(I2L, S, 0)).intoArray(cols, WIN + 8 + 8);
        ((LongVector) IntVector.fromArray(I, b, 16).convertShape(I2L, S, 0)).intoArray(cols, WIN + 8 + 16);
        ((LongVector) IntVector.fromArray(I, b, 24, I.indexInRange(24, bLen)).convertShape(I2L, S, 0)).intoArray(cols, WIN + 8 + 24);
        z.intoArray(cols, WIN + 40);
        ((LongVector) IntVector.fromArray(I, a, 0, I.indexInRange(0, aLen)).convertShape(I2L, S, 0)).intoArray(cols, AW + 0);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z;
        for (int r = 0; r < L; r++) {
            LongVector s0 = LongVector.fromArray(S, cols, WIN + 8 - r).lanewise(AND, low);
            LongVector s1 = LongVector.fromArray(S, cols, WIN + 16 - r).lanewise(AND, low);
            LongVector s2 = LongVector.fromArray(S, cols, WIN + 24 - r).lanewise(AND, low);
            LongVector s3 = LongVector.fromArray(S, cols, WIN + 32 - r).lanewise(AND, low);
            LongVector x0 = LongVector.broadcast(S, cols[AW + r]).lanewise(AND, low);
            t0 = x0.lanewise(MUL, s0).lanewise(ADD, t0);
            t1 = x0.lanewise(MUL, s1).lanewise(ADD, t1);
            t2 = x0.lanewise(MUL, s2).lanewise(ADD, t2);
            t3 = x0.lanewise(MUL, s3).lanewise(ADD, t3);
            if (r > 32 - bLen) {
                LongVector s4 = LongVector.fromArray(S, cols, WIN + 40 - r).lanewise(AND, low);
                t4 = x0.lanewise(MUL, s4).lanewise(ADD, (LongVector) S.vectorType().cast(t4));
            }
        }
        ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);
        ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 8);
        ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 32);
        // the carries (class comment), two blocks an iteration
        LongVector up1 = LongVector.fromArray(S, UP1, 0);
        LongVector m28 = LongVector.broadcast(S, M28);
        IntVector order = IntVector.fromArray(J, ORDER, 0);
        IntVector m28i = IntVector.broadcast(J, (int) M28);
        int n = aLen + bLen;
        LongVector dp = z;
        LongVector cp = z;
        IntVector below = IntVector.zero(J);
        long in = 0;
        for (int h = 0; h < 3; h++) {
            LongVector y0 = LongVector.fromArray(S, cols, 2 * L * h);
            LongVector y1 = LongVector.fromArray(S, cols, 2 * L * h + L);
            LongVector d0 = y0.lanewise(LSHR, DIGIT_BIT);
            LongVector d1 = y1.lanewise(LSHR, DIGIT_BIT);
            LongVector v0 = y0.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(dp, d0));
            LongVector v1 = y1.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(d0, d1));
            LongVector c0 = v0.lanewise(LSHR, DIGIT_BIT);
            LongVector c1 = v1.lanewise(LSHR, DIGIT_BIT);
            LongVector u0 = v0.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(cp, c0));
            LongVector u1 = v1.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(c0, c1));
            IntVector q = (IntVector) J.vectorType().cast(
                    order.selectFrom(u0.lanewise(OR, u1.lanewise(LSHL, 32)).reinterpretAsInts()));
            long g = q.compare(GT, m28i).toLong();
            long e = q.compare(EQ, m28i).toLong();
            long sum = (g | e) + g + in;
            long carries = sum ^ e;
            in = sum >>> 2 * L;
            IntVector d = (IntVector) J.vectorType().cast(
                    q.lanewise(ADD, 1, VectorMask.fromLong(J, carries)).lanewise(AND, m28i));
            int at = 2 * L * h;
            if (n >= at + 2 * L) {
                d.intoArray(out, at);
            } else if (n > at) {
                ((IntVector) J.vectorType().cast(IntVector.fromArray(J, SimdPermuteComba.SLIDE, n - at).selectFrom(below, d))).intoArray(out, n - 2 * L);
            }
            below = d;
            dp = d1;
            cp = c1;
        }
    }

    /**
     * {@code out[0 .. aLen+bLen) = a * b} for {@code aLen <= bLen}, {@code aLen} in {@code (0, 8]}, {@code bLen} in
     * {@code (32, 40]}: the phases over the windows, the 6 column sums stored in {@code cols[0 .. 48)}, their
     * carries and digits (class comment).
     */
    private static void mul15(int[] a, int aLen, int[] b, int bLen, long[] cols, int[] out) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        z.intoArray(cols, WIN);
        ((LongVector) IntVector.fromArray(I, b, 0).convertShape(I2L, S, 0)).intoArray(cols, WIN + 8 + 0);
        ((LongVector) IntVector.fromArray(I, b, 8).convertShape(I2L, S, 0)).intoArray(cols, WIN + 8 + 8);
        ((LongVector) IntVector.fromArray(I, b, 16).convertShape(I2L, S, 0)).intoArray(cols, WIN + 8 + 16);
        ((LongVector) IntVector.fromArray(I, b, 24).convertShape(I2L, S, 0)).intoArray(cols, WIN + 8 + 24);
        ((LongVector) IntVector.fromArray(I, b, 32, I.indexInRange(32, bLen)).convertShape(I2L, S, 0)).intoArray(cols, WIN + 8 + 32);
        z.intoArray(cols, WIN + 48);
        ((LongVector) IntVector.fromArray(I, a, 0, I.indexInRange(0, aLen)).convertShape(I2L, S, 0)).intoArray(cols, AW + 0);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z;
        for (int r = 0; r < L; r++) {
            LongVector s0 = LongVector.fromArray(S, cols, WIN + 8 - r).lanewise(AND, low);
            LongVector s1 = LongVector.fromArray(S, cols, WIN + 16 - r).lanewise(AND, low);
            LongVector s2 = LongVector.fromArray(S, cols, WIN + 24 - r).lanewise(AND, low);
            LongVector s3 = LongVector.fromArray(S, cols, WIN + 32 - r).lanewise(AND, low);
            LongVector s4 = LongVector.fromArray(S, cols, WIN + 40 - r).lanewise(AND, low);
            LongVector x0 = LongVector.broadcast(S, cols[AW + r]).lanewise(AND, low);
            t0 = x0.lanewise(MUL, s0).lanewise(ADD, t0);
            t1 = x0.lanewise(MUL, s1).lanewise(ADD, t1);
            t2 = x0.lanewise(MUL, s2).lanewise(ADD, t2);
            t3 = x0.lanewise(MUL, s3).lanewise(ADD, t3);
            t4 = x0.lanewise(MUL, s4).lanewise(ADD, t4);
            if (r > 40 - bLen) {
                LongVector s5 = LongVector.fromArray(S, cols, WIN + 48 - r).lanewise(AND, low);
                t5 = x0.lanewise(MUL, s5).lanewise(ADD, (LongVector) S.vectorType().cast(t5));
            }
        }
        ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);
        ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 8);
        ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 40);
        // the carries (class comment), two blocks an iteration
        LongVector up1 = LongVector.fromArray(S, UP1, 0);
        LongVector m28 = LongVector.broadcast(S, M28);
        IntVector order = IntVector.fromArray(J, ORDER, 0);
        IntVector m28i = IntVector.broadcast(J, (int) M28);
        int n = aLen + bLen;
        LongVector dp = z;
        LongVector cp = z;
        IntVector below = IntVector.zero(J);
        long in = 0;
        for (int h = 0; h < 3; h++) {
            LongVector y0 = LongVector.fromArray(S, cols, 2 * L * h);
            LongVector y1 = LongVector.fromArray(S, cols, 2 * L * h + L);
            LongVector d0 = y0.lanewise(LSHR, DIGIT_BIT);
            LongVector d1 = y1.lanewise(LSHR, DIGIT_BIT);
            LongVector v0 = y0.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(dp, d0));
            LongVector v1 = y1.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(d0, d1));
            LongVector c0 = v0.lanewise(LSHR, DIGIT_BIT);
            LongVector c1 = v1.lanewise(LSHR, DIGIT_BIT);
            LongVector u0 = v0.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(cp, c0));
            LongVector u1 = v1.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(c0, c1));
            IntVector q = (IntVector) J.vectorType().cast(
                    order.selectFrom(u0.lanewise(OR, u1.lanewise(LSHL, 32)).reinterpretAsInts()));
            long g = q.compare(GT, m28i).toLong();
            long e = q.compare(EQ, m28i).toLong();
            long sum = (g | e) + g + in;
            long carries = sum ^ e;
            in = sum >>> 2 * L;
            IntVector d = (IntVector) J.vectorType().cast(
                    q.lanewise(ADD, 1, VectorMask.fromLong(J, carries)).lanewise(AND, m28i));
            int at = 2 * L * h;
            if (n >= at + 2 * L) {
                d.intoArray(out, at);
            } else if (n > at) {
                ((IntVector) J.vectorType().cast(IntVector.fromArray(J, SimdPermuteComba.SLIDE, n - at).selectFrom(below, d))).intoArray(out, n - 2 * L);
            }
            below = d;
            dp = d1;
            cp = c1;
        }
    }

    /**
     * {@code out[0 .. aLen+bLen) = a * b} for {@code aLen <= bLen}, {@code aLen} in {@code (8, 16]}, {@code bLen} in
     * {@code (16, 24]}: the phases over the windows, the 5 column sums stored in {@code cols[0 .. 40)}, their
     * carries and digits (class comment).
     */
    private static void mul23(int[] a, int aLen, int[] b, int bLen, long[] cols, int[] out) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        z.intoArray(cols, WIN);
        ((LongVector) IntVector.fromArray(I, b, 0).convertShape(I2L, S, 0)).intoArray(cols, WIN + 8 + 0);
        ((LongVector) IntVector.fromArray(I, b, 8).convertShape(I2L, S, 0)).intoArray(cols, WIN + 8 + 8);
        ((LongVector) IntVector.fromArray(I, b, 16, I.indexInRange(16, bLen)).convertShape(I2L, S, 0)).intoArray(cols, WIN + 8 + 16);
        z.intoArray(cols, WIN + 32);
        ((LongVector) IntVector.fromArray(I, a, 0).convertShape(I2L, S, 0)).intoArray(cols, AW + 0);
        ((LongVector) IntVector.fromArray(I, a, 8, I.indexInRange(8, aLen)).convertShape(I2L, S, 0)).intoArray(cols, AW + 8);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z;
        int full = aLen - 8;
        for (int r = 0; r < full; r++) {
            LongVector s0 = LongVector.fromArray(S, cols, WIN + 8 - r).lanewise(AND, low);
            LongVector s1 = LongVector.fromArray(S, cols, WIN + 16 - r).lanewise(AND, low);
            LongVector s2 = LongVector.fromArray(S, cols, WIN + 24 - r).lanewise(AND, low);
            LongVector x0 = LongVector.broadcast(S, cols[AW + r]).lanewise(AND, low);
            t0 = x0.lanewise(MUL, s0).lanewise(ADD, t0);
            t1 = x0.lanewise(MUL, s1).lanewise(ADD, t1);
            t2 = x0.lanewise(MUL, s2).lanewise(ADD, t2);
            LongVector x1 = LongVector.broadcast(S, cols[AW + r + 8]).lanewise(AND, low);
            t1 = x1.lanewise(MUL, s0).lanewise(ADD, t1);
            t2 = x1.lanewise(MUL, s1).lanewise(ADD, t2);
            t3 = x1.lanewise(MUL, s2).lanewise(ADD, t3);
            if (r > 24 - bLen) {
                LongVector s3 = LongVector.fromArray(S, cols, WIN + 32 - r).lanewise(AND, low);
                t3 = x0.lanewise(MUL, s3).lanewise(ADD, t3);
                t4 = x1.lanewise(MUL, s3).lanewise(ADD, (LongVector) S.vectorType().cast(t4));
            }
        }
        for (int r = full; r < L; r++) {
            LongVector s0 = LongVector.fromArray(S, cols, WIN + 8 - r).lanewise(AND, low);
            LongVector s1 = LongVector.fromArray(S, cols, WIN + 16 - r).lanewise(AND, low);
            LongVector s2 = LongVector.fromArray(S, cols, WIN + 24 - r).lanewise(AND, low);
            LongVector x0 = LongVector.broadcast(S, cols[AW + r]).lanewise(AND, low);
            t0 = x0.lanewise(MUL, s0).lanewise(ADD, t0);
            t1 = x0.lanewise(MUL, s1).lanewise(ADD, t1);
            t2 = x0.lanewise(MUL, s2).lanewise(ADD, t2);
            if (r > 24 - bLen) {
                LongVector s3 = LongVector.fromArray(S, cols, WIN + 32 - r).lanewise(AND, low);
                t3 = x0.lanewise(MUL, s3).lanewise(ADD, (LongVector) S.vectorType().cast(t3));
            }
        }
        ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);
        ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 8);
        ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 32);
        // the carries (class comment), two blocks an iteration
        LongVector up1 = LongVector.fromArray(S, UP1, 0);
        LongVector m28 = LongVector.broadcast(S, M28);
        IntVector order = IntVector.fromArray(J, ORDER, 0);
        IntVector m28i = IntVector.broadcast(J, (int) M28);
        int n = aLen + bLen;
        LongVector dp = z;
        LongVector cp = z;
        IntVector below = IntVector.zero(J);
        long in = 0;
        for (int h = 0; h < 3; h++) {
            LongVector y0 = LongVector.fromArray(S, cols, 2 * L * h);
            LongVector y1 = LongVector.fromArray(S, cols, 2 * L * h + L);
            LongVector d0 = y0.lanewise(LSHR, DIGIT_BIT);
            LongVector d1 = y1.lanewise(LSHR, DIGIT_BIT);
            LongVector v0 = y0.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(dp, d0));
            LongVector v1 = y1.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(d0, d1));
            LongVector c0 = v0.lanewise(LSHR, DIGIT_BIT);
            LongVector c1 = v1.lanewise(LSHR, DIGIT_BIT);
            LongVector u0 = v0.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(cp, c0));
            LongVector u1 = v1.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(c0, c1));
            IntVector q = (IntVector) J.vectorType().cast(
                    order.selectFrom(u0.lanewise(OR, u1.lanewise(LSHL, 32)).reinterpretAsInts()));
            long g = q.compare(GT, m28i).toLong();
            long e = q.compare(EQ, m28i).toLong();
            long sum = (g | e) + g + in;
            long carries = sum ^ e;
            in = sum >>> 2 * L;
            IntVector d = (IntVector) J.vectorType().cast(
                    q.lanewise(ADD, 1, VectorMask.fromLong(J, carries)).lanewise(AND, m28i));
            int at = 2 * L * h;
            if (n >= at + 2 * L) {
                d.intoArray(out, at);
            } else if (n > at) {
                ((IntVector) J.vectorType().cast(IntVector.fromArray(J, SimdPermuteComba.SLIDE, n - at).selectFrom(below, d))).intoArray(out, n - 2 * L);
            }
            below = d;
            dp = d1;
            cp = c1;
        }
    }

    /**
     * {@code out[0 .. aLen+bLen) = a * b} for {@code aLen <= bLen}, {@code aLen} in {@code (8, 16]}, {@code bLen} in
     * {@code (24, 32]}: the phases over the windows, the 6 column sums stored in {@code cols[0 .. 48)}, their
     * carries and digits (class comment).
     */
    private static void mul24(int[] a, int aLen, int[] b, int bLen, long[] cols, int[] out) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        z.intoArray(cols, WIN);
        ((LongVector) IntVector.fromArray(I, b, 0).convertShape(I2L, S, 0)).intoArray(cols, WIN + 8 + 0);
        ((LongVector) IntVector.fromArray(I, b, 8).convertShape(I2L, S, 0)).intoArray(cols, WIN + 8 + 8);
        ((LongVector) IntVector.fromArray(I, b, 16).convertShape(I2L, S, 0)).intoArray(cols, WIN + 8 + 16);
        ((LongVector) IntVector.fromArray(I, b, 24, I.indexInRange(24, bLen)).convertShape(I2L, S, 0)).intoArray(cols, WIN + 8 + 24);
        z.intoArray(cols, WIN + 40);
        ((LongVector) IntVector.fromArray(I, a, 0).convertShape(I2L, S, 0)).intoArray(cols, AW + 0);
        ((LongVector) IntVector.fromArray(I, a, 8, I.indexInRange(8, aLen)).convertShape(I2L, S, 0)).intoArray(cols, AW + 8);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z;
        int full = aLen - 8;
        for (int r = 0; r < full; r++) {
            LongVector s0 = LongVector.fromArray(S, cols, WIN + 8 - r).lanewise(AND, low);
            LongVector s1 = LongVector.fromArray(S, cols, WIN + 16 - r).lanewise(AND, low);
            LongVector s2 = LongVector.fromArray(S, cols, WIN + 24 - r).lanewise(AND, low);
            LongVector s3 = LongVector.fromArray(S, cols, WIN + 32 - r).lanewise(AND, low);
            LongVector x0 = LongVector.broadcast(S, cols[AW + r]).lanewise(AND, low);
            t0 = x0.lanewise(MUL, s0).lanewise(ADD, t0);
            t1 = x0.lanewise(MUL, s1).lanewise(ADD, t1);
            t2 = x0.lanewise(MUL, s2).lanewise(ADD, t2);
            t3 = x0.lanewise(MUL, s3).lanewise(ADD, t3);
            LongVector x1 = LongVector.broadcast(S, cols[AW + r + 8]).lanewise(AND, low);
            t1 = x1.lanewise(MUL, s0).lanewise(ADD, t1);
            t2 = x1.lanewise(MUL, s1).lanewise(ADD, t2);
            t3 = x1.lanewise(MUL, s2).lanewise(ADD, t3);
            t4 = x1.lanewise(MUL, s3).lanewise(ADD, t4);
            if (r > 32 - bLen) {
                LongVector s4 = LongVector.fromArray(S, cols, WIN + 40 - r).lanewise(AND, low);
                t4 = x0.lanewise(MUL, s4).lanewise(ADD, t4);
                t5 = x1.lanewise(MUL, s4).lanewise(ADD, (LongVector) S.vectorType().cast(t5));
            }
        }
        for (int r = full; r < L; r++) {
            LongVector s0 = LongVector.fromArray(S, cols, WIN + 8 - r).lanewise(AND, low);
            LongVector s1 = LongVector.fromArray(S, cols, WIN + 16 - r).lanewise(AND, low);
            LongVector s2 = LongVector.fromArray(S, cols, WIN + 24 - r).lanewise(AND, low);
            LongVector s3 = LongVector.fromArray(S, cols, WIN + 32 - r).lanewise(AND, low);
            LongVector x0 = LongVector.broadcast(S, cols[AW + r]).lanewise(AND, low);
            t0 = x0.lanewise(MUL, s0).lanewise(ADD, t0);
            t1 = x0.lanewise(MUL, s1).lanewise(ADD, t1);
            t2 = x0.lanewise(MUL, s2).lanewise(ADD, t2);
            t3 = x0.lanewise(MUL, s3).lanewise(ADD, t3);
            if (r > 32 - bLen) {
                LongVector s4 = LongVector.fromArray(S, cols, WIN + 40 - r).lanewise(AND, low);
                t4 = x0.lanewise(MUL, s4).lanewise(ADD, (LongVector) S.vectorType().cast(t4));
            }
        }
        ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);
        ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 8);
        ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 40);
        // the carries (class comment), two blocks an iteration
        LongVector up1 = LongVector.fromArray(S, UP1, 0);
        LongVector m28 = LongVector.broadcast(S, M28);
        IntVector order = IntVector.fromArray(J, ORDER, 0);
        IntVector m28i = IntVector.broadcast(J, (int) M28);
        int n = aLen + bLen;
        LongVector dp = z;
        LongVector cp = z;
        IntVector below = IntVector.zero(J);
        long in = 0;
        for (int h = 0; h < 3; h++) {
            LongVector y0 = LongVector.fromArray(S, cols, 2 * L * h);
            LongVector y1 = LongVector.fromArray(S, cols, 2 * L * h + L);
            LongVector d0 = y0.lanewise(LSHR, DIGIT_BIT);
            LongVector d1 = y1.lanewise(LSHR, DIGIT_BIT);
            LongVector v0 = y0.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(dp, d0));
            LongVector v1 = y1.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(d0, d1));
            LongVector c0 = v0.lanewise(LSHR, DIGIT_BIT);
            LongVector c1 = v1.lanewise(LSHR, DIGIT_BIT);
            LongVector u0 = v0.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(cp, c0));
            LongVector u1 = v1.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(c0, c1));
            IntVector q = (IntVector) J.vectorType().cast(
                    order.selectFrom(u0.lanewise(OR, u1.lanewise(LSHL, 32)).reinterpretAsInts()));
            long g = q.compare(GT, m28i).toLong();
            long e = q.compare(EQ, m28i).toLong();
            long sum = (g | e) + g + in;
            long carries = sum ^ e;
            in = sum >>> 2 * L;
            IntVector d = (IntVector) J.vectorType().cast(
                    q.lanewise(ADD, 1, VectorMask.fromLong(J, carries)).lanewise(AND, m28i));
            int at = 2 * L * h;
            if (n >= at + 2 * L) {
                d.intoArray(out, at);
            } else if (n > at) {
                ((IntVector) J.vectorType().cast(IntVector.fromArray(J, SimdPermuteComba.SLIDE, n - at).selectFrom(below, d))).intoArray(out, n - 2 * L);
            }
            below = d;
            dp = d1;
            cp = c1;
        }
    }

    /**
     * {@code out[0 .. aLen+bLen) = a * b} for {@code aLen <= bLen}, {@code aLen} in {@code (8, 16]}, {@code bLen} in
     * {@code (32, 40]}: the phases over the windows, the 7 column sums stored in {@code cols[0 .. 56)}, their
     * carries and digits (class comment).
     */
    private static void mul25(int[] a, int aLen, int[] b, int bLen, long[] cols, int[] out) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        z.intoArray(cols, WIN);
        ((LongVector) IntVector.fromArray(I, b, 0).convertShape(I2L, S, 0)).intoArray(cols, WIN + 8 + 0);
        ((LongVector) IntVector.fromArray(I, b, 8).convertShape(I2L, S, 0)).intoArray(cols, WIN + 8 + 8);
        ((LongVector) IntVector.fromArray(I, b, 16).convertShape(I2L, S, 0)).intoArray(cols, WIN + 8 + 16);
        ((LongVector) IntVector.fromArray(I, b, 24).convertShape(I2L, S, 0)).intoArray(cols, WIN + 8 + 24);
        ((LongVector) IntVector.fromArray(I, b, 32, I.indexInRange(32, bLen)).convertShape(I2L, S, 0)).intoArray(cols, WIN + 8 + 32);
        z.intoArray(cols, WIN + 48);
        ((LongVector) IntVector.fromArray(I, a, 0).convertShape(I2L, S, 0)).intoArray(cols, AW + 0);
        ((LongVector) IntVector.fromArray(I, a, 8, I.indexInRange(8, aLen)).convertShape(I2L, S, 0)).intoArray(cols, AW + 8);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z;
        int full = aLen - 8;
        for (int r = 0; r < full; r++) {
            LongVector s0 = LongVector.fromArray(S, cols, WIN + 8 - r).lanewise(AND, low);
            LongVector s1 = LongVector.fromArray(S, cols, WIN + 16 - r).lanewise(AND, low);
            LongVector s2 = LongVector.fromArray(S, cols, WIN + 24 - r).lanewise(AND, low);
            LongVector s3 = LongVector.fromArray(S, cols, WIN + 32 - r).lanewise(AND, low);
            LongVector s4 = LongVector.fromArray(S, cols, WIN + 40 - r).lanewise(AND, low);
            LongVector x0 = LongVector.broadcast(S, cols[AW + r]).lanewise(AND, low);
            t0 = x0.lanewise(MUL, s0).lanewise(ADD, t0);
            t1 = x0.lanewise(MUL, s1).lanewise(ADD, t1);
            t2 = x0.lanewise(MUL, s2).lanewise(ADD, t2);
            t3 = x0.lanewise(MUL, s3).lanewise(ADD, t3);
            t4 = x0.lanewise(MUL, s4).lanewise(ADD, t4);
            LongVector x1 = LongVector.broadcast(S, cols[AW + r + 8]).lanewise(AND, low);
            t1 = x1.lanewise(MUL, s0).lanewise(ADD, t1);
            t2 = x1.lanewise(MUL, s1).lanewise(ADD, t2);
            t3 = x1.lanewise(MUL, s2).lanewise(ADD, t3);
            t4 = x1.lanewise(MUL, s3).lanewise(ADD, t4);
            t5 = x1.lanewise(MUL, s4).lanewise(ADD, t5);
            if (r > 40 - bLen) {
                LongVector s5 = LongVector.fromArray(S, cols, WIN + 48 - r).lanewise(AND, low);
                t5 = x0.lanewise(MUL, s5).lanewise(ADD, t5);
                t6 = x1.lanewise(MUL, s5).lanewise(ADD, (LongVector) S.vectorType().cast(t6));
            }
        }
        for (int r = full; r < L; r++) {
            LongVector s0 = LongVector.fromArray(S, cols, WIN + 8 - r).lanewise(AND, low);
            LongVector s1 = LongVector.fromArray(S, cols, WIN + 16 - r).lanewise(AND, low);
            LongVector s2 = LongVector.fromArray(S, cols, WIN + 24 - r).lanewise(AND, low);
            LongVector s3 = LongVector.fromArray(S, cols, WIN + 32 - r).lanewise(AND, low);
            LongVector s4 = LongVector.fromArray(S, cols, WIN + 40 - r).lanewise(AND, low);
            LongVector x0 = LongVector.broadcast(S, cols[AW + r]).lanewise(AND, low);
            t0 = x0.lanewise(MUL, s0).lanewise(ADD, t0);
            t1 = x0.lanewise(MUL, s1).lanewise(ADD, t1);
            t2 = x0.lanewise(MUL, s2).lanewise(ADD, t2);
            t3 = x0.lanewise(MUL, s3).lanewise(ADD, t3);
            t4 = x0.lanewise(MUL, s4).lanewise(ADD, t4);
            if (r > 40 - bLen) {
                LongVector s5 = LongVector.fromArray(S, cols, WIN + 48 - r).lanewise(AND, low);
                t5 = x0.lanewise(MUL, s5).lanewise(ADD, (LongVector) S.vectorType().cast(t5));
            }
        }
        ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);
        ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 8);
        ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 48);
        // the carries (class comment), two blocks an iteration
        LongVector up1 = LongVector.fromArray(S, UP1, 0);
        LongVector m28 = LongVector.broadcast(S, M28);
        IntVector order = IntVector.fromArray(J, ORDER, 0);
        IntVector m28i = IntVector.broadcast(J, (int) M28);
        int n = aLen + bLen;
        LongVector dp = z;
        LongVector cp = z;
        IntVector below = IntVector.zero(J);
        long in = 0;
        for (int h = 0; h < 4; h++) {
            LongVector y0 = LongVector.fromArray(S, cols, 2 * L * h);
            LongVector y1 = LongVector.fromArray(S, cols, 2 * L * h + L);
            LongVector d0 = y0.lanewise(LSHR, DIGIT_BIT);
            LongVector d1 = y1.lanewise(LSHR, DIGIT_BIT);
            LongVector v0 = y0.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(dp, d0));
            LongVector v1 = y1.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(d0, d1));
            LongVector c0 = v0.lanewise(LSHR, DIGIT_BIT);
            LongVector c1 = v1.lanewise(LSHR, DIGIT_BIT);
            LongVector u0 = v0.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(cp, c0));
            LongVector u1 = v1.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(c0, c1));
            IntVector q = (IntVector) J.vectorType().cast(
                    order.selectFrom(u0.lanewise(OR, u1.lanewise(LSHL, 32)).reinterpretAsInts()));
            long g = q.compare(GT, m28i).toLong();
            long e = q.compare(EQ, m28i).toLong();
            long sum = (g | e) + g + in;
            long carries = sum ^ e;
            in = sum >>> 2 * L;
            IntVector d = (IntVector) J.vectorType().cast(
                    q.lanewise(ADD, 1, VectorMask.fromLong(J, carries)).lanewise(AND, m28i));
            int at = 2 * L * h;
            if (n >= at + 2 * L) {
                d.intoArray(out, at);
            } else if (n > at) {
                ((IntVector) J.vectorType().cast(IntVector.fromArray(J, SimdPermuteComba.SLIDE, n - at).selectFrom(below, d))).intoArray(out, n - 2 * L);
            }
            below = d;
            dp = d1;
            cp = c1;
        }
    }

    /**
     * {@code out[0 .. aLen+bLen) = a * b} for {@code aLen <= bLen}, {@code aLen} in {@code (16, 24]}, {@code bLen} in
     * {@code (16, 24]}: the phases over the windows, the 6 column sums stored in {@code cols[0 .. 48)}, their
     * carries and digits (class comment).
     */
    private static void mul33(int[] a, int aLen, int[] b, int bLen, long[] cols, int[] out) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        z.intoArray(cols, WIN);
        ((LongVector) IntVector.fromArray(I, b, 0).convertShape(I2L, S, 0)).intoArray(cols, WIN + 8 + 0);
        ((LongVector) IntVector.fromArray(I, b, 8).convertShape(I2L, S, 0)).intoArray(cols, WIN + 8 + 8);
        ((LongVector) IntVector.fromArray(I, b, 16, I.indexInRange(16, bLen)).convertShape(I2L, S, 0)).intoArray(cols, WIN + 8 + 16);
        z.intoArray(cols, WIN + 32);
        ((LongVector) IntVector.fromArray(I, a, 0).convertShape(I2L, S, 0)).intoArray(cols, AW + 0);
        ((LongVector) IntVector.fromArray(I, a, 8).convertShape(I2L, S, 0)).intoArray(cols, AW + 8);
        ((LongVector) IntVector.fromArray(I, a, 16, I.indexInRange(16, aLen)).convertShape(I2L, S, 0)).intoArray(cols, AW + 16);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z;
        int full = aLen - 16;
        for (int r = 0; r < full; r++) {
            LongVector s0 = LongVector.fromArray(S, cols, WIN + 8 - r).lanewise(AND, low);
            LongVector s1 = LongVector.fromArray(S, cols, WIN + 16 - r).lanewise(AND, low);
            LongVector s2 = LongVector.fromArray(S, cols, WIN + 24 - r).lanewise(AND, low);
            LongVector x0 = LongVector.broadcast(S, cols[AW + r]).lanewise(AND, low);
            t0 = x0.lanewise(MUL, s0).lanewise(ADD, t0);
            t1 = x0.lanewise(MUL, s1).lanewise(ADD, t1);
            t2 = x0.lanewise(MUL, s2).lanewise(ADD, t2);
            LongVector x1 = LongVector.broadcast(S, cols[AW + r + 8]).lanewise(AND, low);
            t1 = x1.lanewise(MUL, s0).lanewise(ADD, t1);
            t2 = x1.lanewise(MUL, s1).lanewise(ADD, t2);
            t3 = x1.lanewise(MUL, s2).lanewise(ADD, t3);
            LongVector x2 = LongVector.broadcast(S, cols[AW + r + 16]).lanewise(AND, low);
            t2 = x2.lanewise(MUL, s0).lanewise(ADD, t2);
            t3 = x2.lanewise(MUL, s1).lanewise(ADD, t3);
            t4 = x2.lanewise(MUL, s2).lanewise(ADD, t4);
            if (r > 24 - bLen) {
                LongVector s3 = LongVector.fromArray(S, cols, WIN + 32 - r).lanewise(AND, low);
                t3 = x0.lanewise(MUL, s3).lanewise(ADD, t3);
                t4 = x1.lanewise(MUL, s3).lanewise(ADD, t4);
                t5 = x2.lanewise(MUL, s3).lanewise(ADD, (LongVector) S.vectorType().cast(t5));
            }
        }
        for (int r = full; r < L; r++) {
            LongVector s0 = LongVector.fromArray(S, cols, WIN + 8 - r).lanewise(AND, low);
            LongVector s1 = LongVector.fromArray(S, cols, WIN + 16 - r).lanewise(AND, low);
            LongVector s2 = LongVector.fromArray(S, cols, WIN + 24 - r).lanewise(AND, low);
            LongVector x0 = LongVector.broadcast(S, cols[AW + r]).lanewise(AND, low);
            t0 = x0.lanewise(MUL, s0).lanewise(ADD, t0);
            t1 = x0.lanewise(MUL, s1).lanewise(ADD, t1);
            t2 = x0.lanewise(MUL, s2).lanewise(ADD, t2);
            LongVector x1 = LongVector.broadcast(S, cols[AW + r + 8]).lanewise(AND, low);
            t1 = x1.lanewise(MUL, s0).lanewise(ADD, t1);
            t2 = x1.lanewise(MUL, s1).lanewise(ADD, t2);
            t3 = x1.lanewise(MUL, s2).lanewise(ADD, t3);
            if (r > 24 - bLen) {
                LongVector s3 = LongVector.fromArray(S, cols, WIN + 32 - r).lanewise(AND, low);
                t3 = x0.lanewise(MUL, s3).lanewise(ADD, t3);
                t4 = x1.lanewise(MUL, s3).lanewise(ADD, (LongVector) S.vectorType().cast(t4));
            }
        }
        ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);
        ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 8);
        ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 40);
        // the carries (class comment), two blocks an iteration
        LongVector up1 = LongVector.fromArray(S, UP1, 0);
        LongVector m28 = LongVector.broadcast(S, M28);
        IntVector order = IntVector.fromArray(J, ORDER, 0);
        IntVector m28i = IntVector.broadcast(J, (int) M28);
        int n = aLen + bLen;
        LongVector dp = z;
        LongVector cp = z;
        IntVector below = IntVector.zero(J);
        long in = 0;
        for (int h = 0; h < 3; h++) {
            LongVector y0 = LongVector.fromArray(S, cols, 2 * L * h);
            LongVector y1 = LongVector.fromArray(S, cols, 2 * L * h + L);
            LongVector d0 = y0.lanewise(LSHR, DIGIT_BIT);
            LongVector d1 = y1.lanewise(LSHR, DIGIT_BIT);
            LongVector v0 = y0.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(dp, d0));
            LongVector v1 = y1.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(d0, d1));
            LongVector c0 = v0.lanewise(LSHR, DIGIT_BIT);
            LongVector c1 = v1.lanewise(LSHR, DIGIT_BIT);
            LongVector u0 = v0.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(cp, c0));
            LongVector u1 = v1.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(c0, c1));
            IntVector q = (IntVector) J.vectorType().cast(
                    order.selectFrom(u0.lanewise(OR, u1.lanewise(LSHL, 32)).reinterpretAsInts()));
            long g = q.compare(GT, m28i).toLong();
            long e = q.compare(EQ, m28i).toLong();
            long sum = (g | e) + g + in;
            long carries = sum ^ e;
            in = sum >>> 2 * L;
            IntVector d = (IntVector) J.vectorType().cast(
                    q.lanewise(ADD, 1, VectorMask.fromLong(J, carries)).lanewise(AND, m28i));
            int at = 2 * L * h;
            if (n >= at + 2 * L) {
                d.intoArray(out, at);
            } else if (n > at) {
                ((IntVector) J.vectorType().cast(IntVector.fromArray(J, SimdPermuteComba.SLIDE, n - at).selectFrom(below, d))).intoArray(out, n - 2 * L);
            }
            below = d;
            dp = d1;
            cp = c1;
        }
    }

    /**
     * {@code out[0 .. aLen+bLen) = a * b} for {@code aLen <= bLen}, {@code aLen} in {@code (16, 24]}, {@code bLen} in
     * {@code (24, 32]}: the phases over the windows, the 7 column sums stored in {@code cols[0 .. 56)}, their
     * carries and digits (class comment).
     */
    private static void mul34(int[] a, int aLen, int[] b, int bLen, long[] cols, int[] out) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        z.intoArray(cols, WIN);
        ((LongVector) IntVector.fromArray(I, b, 0).convertShape(I2L, S, 0)).intoArray(cols, WIN + 8 + 0);
        ((LongVector) IntVector.fromArray(I, b, 8).convertShape(I2L, S, 0)).intoArray(cols, WIN + 8 + 8);
        ((LongVector) IntVector.fromArray(I, b, 16).convertShape(I2L, S, 0)).intoArray(cols, WIN + 8 + 16);
        ((LongVector) IntVector.fromArray(I, b, 24, I.indexInRange(24, bLen)).convertShape(I2L, S, 0)).intoArray(cols, WIN + 8 + 24);
        z.intoArray(cols, WIN + 40);
        ((LongVector) IntVector.fromArray(I, a, 0).convertShape(I2L, S, 0)).intoArray(cols, AW + 0);
        ((LongVector) IntVector.fromArray(I, a, 8).convertShape(I2L, S, 0)).intoArray(cols, AW + 8);
        ((LongVector) IntVector.fromArray(I, a, 16, I.indexInRange(16, aLen)).convertShape(I2L, S, 0)).intoArray(cols, AW + 16);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z;
        int full = aLen - 16;
        for (int r = 0; r < full; r++) {
            LongVector s0 = LongVector.fromArray(S, cols, WIN + 8 - r).lanewise(AND, low);
            LongVector s1 = LongVector.fromArray(S, cols, WIN + 16 - r).lanewise(AND, low);
            LongVector s2 = LongVector.fromArray(S, cols, WIN + 24 - r).lanewise(AND, low);
            LongVector s3 = LongVector.fromArray(S, cols, WIN + 32 - r).lanewise(AND, low);
            LongVector x0 = LongVector.broadcast(S, cols[AW + r]).lanewise(AND, low);
            t0 = x0.lanewise(MUL, s0).lanewise(ADD, t0);
            t1 = x0.lanewise(MUL, s1).lanewise(ADD, t1);
            t2 = x0.lanewise(MUL, s2).lanewise(ADD, t2);
            t3 = x0.lanewise(MUL, s3).lanewise(ADD, t3);
            LongVector x1 = LongVector.broadcast(S, cols[AW + r + 8]).lanewise(AND, low);
            t1 = x1.lanewise(MUL, s0).lanewise(ADD, t1);
            t2 = x1.lanewise(MUL, s1).lanewise(ADD, t2);
            t3 = x1.lanewise(MUL, s2).lanewise(ADD, t3);
            t4 = x1.lanewise(MUL, s3).lanewise(ADD, t4);
            LongVector x2 = LongVector.broadcast(S, cols[AW + r + 16]).lanewise(AND, low);
            t2 = x2.lanewise(MUL, s0).lanewise(ADD, t2);
            t3 = x2.lanewise(MUL, s1).lanewise(ADD, t3);
            t4 = x2.lanewise(MUL, s2).lanewise(ADD, t4);
            t5 = x2.lanewise(MUL, s3).lanewise(ADD, t5);
            if (r > 32 - bLen) {
                LongVector s4 = LongVector.fromArray(S, cols, WIN + 40 - r).lanewise(AND, low);
                t4 = x0.lanewise(MUL, s4).lanewise(ADD, t4);
                t5 = x1.lanewise(MUL, s4).lanewise(ADD, t5);
                t6 = x2.lanewise(MUL, s4).lanewise(ADD, (LongVector) S.vectorType().cast(t6));
            }
        }
        for (int r = full; r < L; r++) {
            LongVector s0 = LongVector.fromArray(S, cols, WIN + 8 - r).lanewise(AND, low);
            LongVector s1 = LongVector.fromArray(S, cols, WIN + 16 - r).lanewise(AND, low);
            LongVector s2 = LongVector.fromArray(S, cols, WIN + 24 - r).lanewise(AND, low);
            LongVector s3 = LongVector.fromArray(S, cols, WIN + 32 - r).lanewise(AND, low);
            LongVector x0 = LongVector.broadcast(S, cols[AW + r]).lanewise(AND, low);
            t0 = x0.lanewise(MUL, s0).lanewise(ADD, t0);
            t1 = x0.lanewise(MUL, s1).lanewise(ADD, t1);
            t2 = x0.lanewise(MUL, s2).lanewise(ADD, t2);
            t3 = x0.lanewise(MUL, s3).lanewise(ADD, t3);
            LongVector x1 = LongVector.broadcast(S, cols[AW + r + 8]).lanewise(AND, low);
            t1 = x1.lanewise(MUL, s0).lanewise(ADD, t1);
            t2 = x1.lanewise(MUL, s1).lanewise(ADD, t2);
            t3 = x1.lanewise(MUL, s2).lanewise(ADD, t3);
            t4 = x1.lanewise(MUL, s3).lanewise(ADD, t4);
            if (r > 32 - bLen) {
                LongVector s4 = LongVector.fromArray(S, cols, WIN + 40 - r).lanewise(AND, low);
                t4 = x0.lanewise(MUL, s4).lanewise(ADD, t4);
                t5 = x1.lanewise(MUL, s4).lanewise(ADD, (LongVector) S.vectorType().cast(t5));
            }
        }
        ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);
        ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 8);
        ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 48);
        // the carries (class comment), two blocks an iteration
        LongVector up1 = LongVector.fromArray(S, UP1, 0);
        LongVector m28 = LongVector.broadcast(S, M28);
        IntVector order = IntVector.fromArray(J, ORDER, 0);
        IntVector m28i = IntVector.broadcast(J, (int) M28);
        int n = aLen + bLen;
        LongVector dp = z;
        LongVector cp = z;
        IntVector below = IntVector.zero(J);
        long in = 0;
        for (int h = 0; h < 4; h++) {
            LongVector y0 = LongVector.fromArray(S, cols, 2 * L * h);
            LongVector y1 = LongVector.fromArray(S, cols, 2 * L * h + L);
            LongVector d0 = y0.lanewise(LSHR, DIGIT_BIT);
            LongVector d1 = y1.lanewise(LSHR, DIGIT_BIT);
            LongVector v0 = y0.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(dp, d0));
            LongVector v1 = y1.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(d0, d1));
            LongVector c0 = v0.lanewise(LSHR, DIGIT_BIT);
            LongVector c1 = v1.lanewise(LSHR, DIGIT_BIT);
            LongVector u0 = v0.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(cp, c0));
            LongVector u1 = v1.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(c0, c1));
            IntVector q = (IntVector) J.vectorType().cast(
                    order.selectFrom(u0.lanewise(OR, u1.lanewise(LSHL, 32)).reinterpretAsInts()));
            long g = q.compare(GT, m28i).toLong();
            long e = q.compare(EQ, m28i).toLong();
            long sum = (g | e) + g + in;
            long carries = sum ^ e;
            in = sum >>> 2 * L;
            IntVector d = (IntVector) J.vectorType().cast(
                    q.lanewise(ADD, 1, VectorMask.fromLong(J, carries)).lanewise(AND, m28i));
            int at = 2 * L * h;
            if (n >= at + 2 * L) {
                d.intoArray(out, at);
            } else if (n > at) {
                ((IntVector) J.vectorType().cast(IntVector.fromArray(J, SimdPermuteComba.SLIDE, n - at).selectFrom(below, d))).intoArray(out, n - 2 * L);
            }
            below = d;
            dp = d1;
            cp = c1;
        }
    }

    /**
     * {@code out[0 .. aLen+bLen) = a * b} for {@code aLen <= bLen}, {@code aLen} in {@code (16, 24]}, {@code bLen} in
     * {@code (32, 40]}: the phases over the windows, the 8 column sums stored in {@code cols[0 .. 64)}, their
     * carries and digits (class comment).
     */
    private static void mul35(int[] a, int aLen, int[] b, int bLen, long[] cols, int[] out) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        z.intoArray(cols, WIN);
        ((LongVector) IntVector.fromArray(I, b, 0).convertShape(I2L, S, 0)).intoArray(cols, WIN + 8 + 0);
        ((LongVector) IntVector.fromArray(I, b, 8).convertShape(I2L, S, 0)).intoArray(cols, WIN + 8 + 8);
        ((LongVector) IntVector.fromArray(I, b, 16).convertShape(I2L, S, 0)).intoArray(cols, WIN + 8 + 16);
        ((LongVector) IntVector.fromArray(I, b, 24).convertShape(I2L, S, 0)).intoArray(cols, WIN + 8 + 24);
        ((LongVector) IntVector.fromArray(I, b, 32, I.indexInRange(32, bLen)).convertShape(I2L, S, 0)).intoArray(cols, WIN + 8 + 32);
        z.intoArray(cols, WIN + 48);
        ((LongVector) IntVector.fromArray(I, a, 0).convertShape(I2L, S, 0)).intoArray(cols, AW + 0);
        ((LongVector) IntVector.fromArray(I, a, 8).convertShape(I2L, S, 0)).intoArray(cols, AW + 8);
        ((LongVector) IntVector.fromArray(I, a, 16, I.indexInRange(16, aLen)).convertShape(I2L, S, 0)).intoArray(cols, AW + 16);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z;
        int full = aLen - 16;
        for (int r = 0; r < full; r++) {
            LongVector s0 = LongVector.fromArray(S, cols, WIN + 8 - r).lanewise(AND, low);
            LongVector s1 = LongVector.fromArray(S, cols, WIN + 16 - r).lanewise(AND, low);
            LongVector s2 = LongVector.fromArray(S, cols, WIN + 24 - r).lanewise(AND, low);
            LongVector s3 = LongVector.fromArray(S, cols, WIN + 32 - r).lanewise(AND, low);
            LongVector s4 = LongVector.fromArray(S, cols, WIN + 40 - r).lanewise(AND, low);
            LongVector x0 = LongVector.broadcast(S, cols[AW + r]).lanewise(AND, low);
            t0 = x0.lanewise(MUL, s0).lanewise(ADD, t0);
            t1 = x0.lanewise(MUL, s1).lanewise(ADD, t1);
            t2 = x0.lanewise(MUL, s2).lanewise(ADD, t2);
            t3 = x0.lanewise(MUL, s3).lanewise(ADD, t3);
            t4 = x0.lanewise(MUL, s4).lanewise(ADD, t4);
            LongVector x1 = LongVector.broadcast(S, cols[AW + r + 8]).lanewise(AND, low);
            t1 = x1.lanewise(MUL, s0).lanewise(ADD, t1);
            t2 = x1.lanewise(MUL, s1).lanewise(ADD, t2);
            t3 = x1.lanewise(MUL, s2).lanewise(ADD, t3);
            t4 = x1.lanewise(MUL, s3).lanewise(ADD, t4);
            t5 = x1.lanewise(MUL, s4).lanewise(ADD, t5);
            LongVector x2 = LongVector.broadcast(S, cols[AW + r + 16]).lanewise(AND, low);
            t2 = x2.lanewise(MUL, s0).lanewise(ADD, t2);
            t3 = x2.lanewise(MUL, s1).lanewise(ADD, t3);
            t4 = x2.lanewise(MUL, s2).lanewise(ADD, t4);
            t5 = x2.lanewise(MUL, s3).lanewise(ADD, t5);
            t6 = x2.lanewise(MUL, s4).lanewise(ADD, t6);
            if (r > 40 - bLen) {
                LongVector s5 = LongVector.fromArray(S, cols, WIN + 48 - r).lanewise(AND, low);
                t5 = x0.lanewise(MUL, s5).lanewise(ADD, t5);
                t6 = x1.lanewise(MUL, s5).lanewise(ADD, t6);
                t7 = x2.lanewise(MUL, s5).lanewise(ADD, (LongVector) S.vectorType().cast(t7));
            }
        }
        for (int r = full; r < L; r++) {
            LongVector s0 = LongVector.fromArray(S, cols, WIN + 8 - r).lanewise(AND, low);
            LongVector s1 = LongVector.fromArray(S, cols, WIN + 16 - r).lanewise(AND, low);
            LongVector s2 = LongVector.fromArray(S, cols, WIN + 24 - r).lanewise(AND, low);
            LongVector s3 = LongVector.fromArray(S, cols, WIN + 32 - r).lanewise(AND, low);
            LongVector s4 = LongVector.fromArray(S, cols, WIN + 40 - r).lanewise(AND, low);
            LongVector x0 = LongVector.broadcast(S, cols[AW + r]).lanewise(AND, low);
            t0 = x0.lanewise(MUL, s0).lanewise(ADD, t0);
            t1 = x0.lanewise(MUL, s1).lanewise(ADD, t1);
            t2 = x0.lanewise(MUL, s2).lanewise(ADD, t2);
            t3 = x0.lanewise(MUL, s3).lanewise(ADD, t3);
            t4 = x0.lanewise(MUL, s4).lanewise(ADD, t4);
            LongVector x1 = LongVector.broadcast(S, cols[AW + r + 8]).lanewise(AND, low);
            t1 = x1.lanewise(MUL, s0).lanewise(ADD, t1);
            t2 = x1.lanewise(MUL, s1).lanewise(ADD, t2);
            t3 = x1.lanewise(MUL, s2).lanewise(ADD, t3);
            t4 = x1.lanewise(MUL, s3).lanewise(ADD, t4);
            t5 = x1.lanewise(MUL, s4).lanewise(ADD, t5);
            if (r > 40 - bLen) {
                LongVector s5 = LongVector.fromArray(S, cols, WIN + 48 - r).lanewise(AND, low);
                t5 = x0.lanewise(MUL, s5).lanewise(ADD, t5);
                t6 = x1.lanewise(MUL, s5).lanewise(ADD, (LongVector) S.vectorType().cast(t6));
            }
        }
        ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);
        ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 8);
        ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 48);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 56);
        // the carries (class comment), two blocks an iteration
        LongVector up1 = LongVector.fromArray(S, UP1, 0);
        LongVector m28 = LongVector.broadcast(S, M28);
        IntVector order = IntVector.fromArray(J, ORDER, 0);
        IntVector m28i = IntVector.broadcast(J, (int) M28);
        int n = aLen + bLen;
        LongVector dp = z;
        LongVector cp = z;
        IntVector below = IntVector.zero(J);
        long in = 0;
        for (int h = 0; h < 4; h++) {
            LongVector y0 = LongVector.fromArray(S, cols, 2 * L * h);
            LongVector y1 = LongVector.fromArray(S, cols, 2 * L * h + L);
            LongVector d0 = y0.lanewise(LSHR, DIGIT_BIT);
            LongVector d1 = y1.lanewise(LSHR, DIGIT_BIT);
            LongVector v0 = y0.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(dp, d0));
            LongVector v1 = y1.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(d0, d1));
            LongVector c0 = v0.lanewise(LSHR, DIGIT_BIT);
            LongVector c1 = v1.lanewise(LSHR, DIGIT_BIT);
            LongVector u0 = v0.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(cp, c0));
            LongVector u1 = v1.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(c0, c1));
            IntVector q = (IntVector) J.vectorType().cast(
                    order.selectFrom(u0.lanewise(OR, u1.lanewise(LSHL, 32)).reinterpretAsInts()));
            long g = q.compare(GT, m28i).toLong();
            long e = q.compare(EQ, m28i).toLong();
            long sum = (g | e) + g + in;
            long carries = sum ^ e;
            in = sum >>> 2 * L;
            IntVector d = (IntVector) J.vectorType().cast(
                    q.lanewise(ADD, 1, VectorMask.fromLong(J, carries)).lanewise(AND, m28i));
            int at = 2 * L * h;
            if (n >= at + 2 * L) {
                d.intoArray(out, at);
            } else if (n > at) {
                ((IntVector) J.vectorType().cast(IntVector.fromArray(J, SimdPermuteComba.SLIDE, n - at).selectFrom(below, d))).intoArray(out, n - 2 * L);
            }
            below = d;
            dp = d1;
            cp = c1;
        }
    }

    /**
     * {@code out[0 .. aLen+bLen) = a * b} for {@code aLen <= bLen}, {@code aLen} in {@code (24, 32]}, {@code bLen} in
     * {@code (24, 32]}: the phases over the windows, the 8 column sums stored in {@code cols[0 .. 64)}, their
     * carries and digits (class comment).
     */
    private static void mul44(int[] a, int aLen, int[] b, int bLen, long[] cols, int[] out) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        z.intoArray(cols, WIN);
        ((LongVector) IntVector.fromArray(I, b, 0).convertShape(I2L, S, 0)).intoArray(cols, WIN + 8 + 0);
        ((LongVector) IntVector.fromArray(I, b, 8).convertShape(I2L, S, 0)).intoArray(cols, WIN + 8 + 8);
        ((LongVector) IntVector.fromArray(I, b, 16).convertShape(I2L, S, 0)).intoArray(cols, WIN + 8 + 16);
        ((LongVector) IntVector.fromArray(I, b, 24, I.indexInRange(24, bLen)).convertShape(I2L, S, 0)).intoArray(cols, WIN + 8 + 24);
        z.intoArray(cols, WIN + 40);
        ((LongVector) IntVector.fromArray(I, a, 0).convertShape(I2L, S, 0)).intoArray(cols, AW + 0);
        ((LongVector) IntVector.fromArray(I, a, 8).convertShape(I2L, S, 0)).intoArray(cols, AW + 8);
        ((LongVector) IntVector.fromArray(I, a, 16).convertShape(I2L, S, 0)).intoArray(cols, AW + 16);
        ((LongVector) IntVector.fromArray(I, a, 24, I.indexInRange(24, aLen)).convertShape(I2L, S, 0)).intoArray(cols, AW + 24);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z;
        int full = aLen - 24;
        for (int r = 0; r < full; r++) {
            LongVector s0 = LongVector.fromArray(S, cols, WIN + 8 - r).lanewise(AND, low);
            LongVector s1 = LongVector.fromArray(S, cols, WIN + 16 - r).lanewise(AND, low);
            LongVector s2 = LongVector.fromArray(S, cols, WIN + 24 - r).lanewise(AND, low);
            LongVector s3 = LongVector.fromArray(S, cols, WIN + 32 - r).lanewise(AND, low);
            LongVector x0 = LongVector.broadcast(S, cols[AW + r]).lanewise(AND, low);
            t0 = x0.lanewise(MUL, s0).lanewise(ADD, t0);
            t1 = x0.lanewise(MUL, s1).lanewise(ADD, t1);
            t2 = x0.lanewise(MUL, s2).lanewise(ADD, t2);
            t3 = x0.lanewise(MUL, s3).lanewise(ADD, t3);
            LongVector x1 = LongVector.broadcast(S, cols[AW + r + 8]).lanewise(AND, low);
            t1 = x1.lanewise(MUL, s0).lanewise(ADD, t1);
            t2 = x1.lanewise(MUL, s1).lanewise(ADD, t2);
            t3 = x1.lanewise(MUL, s2).lanewise(ADD, t3);
            t4 = x1.lanewise(MUL, s3).lanewise(ADD, t4);
            LongVector x2 = LongVector.broadcast(S, cols[AW + r + 16]).lanewise(AND, low);
            t2 = x2.lanewise(MUL, s0).lanewise(ADD, t2);
            t3 = x2.lanewise(MUL, s1).lanewise(ADD, t3);
            t4 = x2.lanewise(MUL, s2).lanewise(ADD, t4);
            t5 = x2.lanewise(MUL, s3).lanewise(ADD, t5);
            LongVector x3 = LongVector.broadcast(S, cols[AW + r + 24]).lanewise(AND, low);
            t3 = x3.lanewise(MUL, s0).lanewise(ADD, t3);
            t4 = x3.lanewise(MUL, s1).lanewise(ADD, t4);
            t5 = x3.lanewise(MUL, s2).lanewise(ADD, t5);
            t6 = x3.lanewise(MUL, s3).lanewise(ADD, t6);
            if (r > 32 - bLen) {
                LongVector s4 = LongVector.fromArray(S, cols, WIN + 40 - r).lanewise(AND, low);
                t4 = x0.lanewise(MUL, s4).lanewise(ADD, t4);
                t5 = x1.lanewise(MUL, s4).lanewise(ADD, t5);
                t6 = x2.lanewise(MUL, s4).lanewise(ADD, t6);
                t7 = x3.lanewise(MUL, s4).lanewise(ADD, (LongVector) S.vectorType().cast(t7));
            }
        }
        for (int r = full; r < L; r++) {
            LongVector s0 = LongVector.fromArray(S, cols, WIN + 8 - r).lanewise(AND, low);
            LongVector s1 = LongVector.fromArray(S, cols, WIN + 16 - r).lanewise(AND, low);
            LongVector s2 = LongVector.fromArray(S, cols, WIN + 24 - r).lanewise(AND, low);
            LongVector s3 = LongVector.fromArray(S, cols, WIN + 32 - r).lanewise(AND, low);
            LongVector x0 = LongVector.broadcast(S, cols[AW + r]).lanewise(AND, low);
            t0 = x0.lanewise(MUL, s0).lanewise(ADD, t0);
            t1 = x0.lanewise(MUL, s1).lanewise(ADD, t1);
            t2 = x0.lanewise(MUL, s2).lanewise(ADD, t2);
            t3 = x0.lanewise(MUL, s3).lanewise(ADD, t3);
            LongVector x1 = LongVector.broadcast(S, cols[AW + r + 8]).lanewise(AND, low);
            t1 = x1.lanewise(MUL, s0).lanewise(ADD, t1);
            t2 = x1.lanewise(MUL, s1).lanewise(ADD, t2);
            t3 = x1.lanewise(MUL, s2).lanewise(ADD, t3);
            t4 = x1.lanewise(MUL, s3).lanewise(ADD, t4);
            LongVector x2 = LongVector.broadcast(S, cols[AW + r + 16]).lanewise(AND, low);
            t2 = x2.lanewise(MUL, s0).lanewise(ADD, t2);
            t3 = x2.lanewise(MUL, s1).lanewise(ADD, t3);
            t4 = x2.lanewise(MUL, s2).lanewise(ADD, t4);
            t5 = x2.lanewise(MUL, s3).lanewise(ADD, t5);
            if (r > 32 - bLen) {
                LongVector s4 = LongVector.fromArray(S, cols, WIN + 40 - r).lanewise(AND, low);
                t4 = x0.lanewise(MUL, s4).lanewise(ADD, t4);
                t5 = x1.lanewise(MUL, s4).lanewise(ADD, t5);
                t6 = x2.lanewise(MUL, s4).lanewise(ADD, (LongVector) S.vectorType().cast(t6));
            }
        }
        ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);
        ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 8);
        ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 48);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 56);
        // the carries (class comment), two blocks an iteration
        LongVector up1 = LongVector.fromArray(S, UP1, 0);
        LongVector m28 = LongVector.broadcast(S, M28);
        IntVector order = IntVector.fromArray(J, ORDER, 0);
        IntVector m28i = IntVector.broadcast(J, (int) M28);
        int n = aLen + bLen;
        LongVector dp = z;
        LongVector cp = z;
        IntVector below = IntVector.zero(J);
        long in = 0;
        for (int h = 0; h < 4; h++) {
            LongVector y0 = LongVector.fromArray(S, cols, 2 * L * h);
            LongVector y1 = LongVector.fromArray(S, cols, 2 * L * h + L);
            LongVector d0 = y0.lanewise(LSHR, DIGIT_BIT);
            LongVector d1 = y1.lanewise(LSHR, DIGIT_BIT);
            LongVector v0 = y0.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(dp, d0));
            LongVector v1 = y1.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(d0, d1));
            LongVector c0 = v0.lanewise(LSHR, DIGIT_BIT);
            LongVector c1 = v1.lanewise(LSHR, DIGIT_BIT);
            LongVector u0 = v0.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(cp, c0));
            LongVector u1 = v1.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(c0, c1));
            IntVector q = (IntVector) J.vectorType().cast(
                    order.selectFrom(u0.lanewise(OR, u1.lanewise(LSHL, 32)).reinterpretAsInts()));
            long g = q.compare(GT, m28i).toLong();
            long e = q.compare(EQ, m28i).toLong();
            long sum = (g | e) + g + in;
            long carries = sum ^ e;
            in = sum >>> 2 * L;
            IntVector d = (IntVector) J.vectorType().cast(
                    q.lanewise(ADD, 1, VectorMask.fromLong(J, carries)).lanewise(AND, m28i));
            int at = 2 * L * h;
            if (n >= at + 2 * L) {
                d.intoArray(out, at);
            } else if (n > at) {
                ((IntVector) J.vectorType().cast(IntVector.fromArray(J, SimdPermuteComba.SLIDE, n - at).selectFrom(below, d))).intoArray(out, n - 2 * L);
            }
            below = d;
            dp = d1;
            cp = c1;
        }
    }

    /**
     * {@code out[0 .. aLen+bLen) = a * b} for {@code aLen <= bLen}, {@code aLen} in {@code (24, 32]}, {@code bLen} in
     * {@code (32, 40]}: the phases over the windows, the 9 column sums stored in {@code cols[0 .. 72)}, their
     * carries and digits (class comment).
     */
    private static void mul45(int[] a, int aLen, int[] b, int bLen, long[] cols, int[] out) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        z.intoArray(cols, WIN);
        ((LongVector) IntVector.fromArray(I, b, 0).convertShape(I2L, S, 0)).intoArray(cols, WIN + 8 + 0);
        ((LongVector) IntVector.fromArray(I, b, 8).convertShape(I2L, S, 0)).intoArray(cols, WIN + 8 + 8);
        ((LongVector) IntVector.fromArray(I, b, 16).convertShape(I2L, S, 0)).intoArray(cols, WIN + 8 + 16);
        ((LongVector) IntVector.fromArray(I, b, 24).convertShape(I2L, S, 0)).intoArray(cols, WIN + 8 + 24);
        ((LongVector) IntVector.fromArray(I, b, 32, I.indexInRange(32, bLen)).convertShape(I2L, S, 0)).intoArray(cols, WIN + 8 + 32);
        z.intoArray(cols, WIN + 48);
        ((LongVector) IntVector.fromArray(I, a, 0).convertShape(I2L, S, 0)).intoArray(cols, AW + 0);
        ((LongVector) IntVector.fromArray(I, a, 8).convertShape(I2L, S, 0)).intoArray(cols, AW + 8);
        ((LongVector) IntVector.fromArray(I, a, 16).convertShape(I2L, S, 0)).intoArray(cols, AW + 16);
        ((LongVector) IntVector.fromArray(I, a, 24, I.indexInRange(24, aLen)).convertShape(I2L, S, 0)).intoArray(cols, AW + 24);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z, t8 = z;
        int full = aLen - 24;
        for (int r = 0; r < full; r++) {
            LongVector s0 = LongVector.fromArray(S, cols, WIN + 8 - r).lanewise(AND, low);
            LongVector s1 = LongVector.fromArray(S, cols, WIN + 16 - r).lanewise(AND, low);
            LongVector s2 = LongVector.fromArray(S, cols, WIN + 24 - r).lanewise(AND, low);
            LongVector s3 = LongVector.fromArray(S, cols, WIN + 32 - r).lanewise(AND, low);
            LongVector s4 = LongVector.fromArray(S, cols, WIN + 40 - r).lanewise(AND, low);
            LongVector x0 = LongVector.broadcast(S, cols[AW + r]).lanewise(AND, low);
            t0 = x0.lanewise(MUL, s0).lanewise(ADD, t0);
            t1 = x0.lanewise(MUL, s1).lanewise(ADD, t1);
            t2 = x0.lanewise(MUL, s2).lanewise(ADD, t2);
            t3 = x0.lanewise(MUL, s3).lanewise(ADD, t3);
            t4 = x0.lanewise(MUL, s4).lanewise(ADD, t4);
            LongVector x1 = LongVector.broadcast(S, cols[AW + r + 8]).lanewise(AND, low);
            t1 = x1.lanewise(MUL, s0).lanewise(ADD, t1);
            t2 = x1.lanewise(MUL, s1).lanewise(ADD, t2);
            t3 = x1.lanewise(MUL, s2).lanewise(ADD, t3);
            t4 = x1.lanewise(MUL, s3).lanewise(ADD, t4);
            t5 = x1.lanewise(MUL, s4).lanewise(ADD, t5);
            LongVector x2 = LongVector.broadcast(S, cols[AW + r + 16]).lanewise(AND, low);
            t2 = x2.lanewise(MUL, s0).lanewise(ADD, t2);
            t3 = x2.lanewise(MUL, s1).lanewise(ADD, t3);
            t4 = x2.lanewise(MUL, s2).lanewise(ADD, t4);
            t5 = x2.lanewise(MUL, s3).lanewise(ADD, t5);
            t6 = x2.lanewise(MUL, s4).lanewise(ADD, t6);
            LongVector x3 = LongVector.broadcast(S, cols[AW + r + 24]).lanewise(AND, low);
            t3 = x3.lanewise(MUL, s0).lanewise(ADD, t3);
            t4 = x3.lanewise(MUL, s1).lanewise(ADD, t4);
            t5 = x3.lanewise(MUL, s2).lanewise(ADD, t5);
            t6 = x3.lanewise(MUL, s3).lanewise(ADD, t6);
            t7 = x3.lanewise(MUL, s4).lanewise(ADD, t7);
            if (r > 40 - bLen) {
                LongVector s5 = LongVector.fromArray(S, cols, WIN + 48 - r).lanewise(AND, low);
                t5 = x0.lanewise(MUL, s5).lanewise(ADD, t5);
                t6 = x1.lanewise(MUL, s5).lanewise(ADD, t6);
                t7 = x2.lanewise(MUL, s5).lanewise(ADD, t7);
                t8 = x3.lanewise(MUL, s5).lanewise(ADD, (LongVector) S.vectorType().cast(t8));
            }
        }
        for (int r = full; r < L; r++) {
            LongVector s0 = LongVector.fromArray(S, cols, WIN + 8 - r).lanewise(AND, low);
            LongVector s1 = LongVector.fromArray(S, cols, WIN + 16 - r).lanewise(AND, low);
            LongVector s2 = LongVector.fromArray(S, cols, WIN + 24 - r).lanewise(AND, low);
            LongVector s3 = LongVector.fromArray(S, cols, WIN + 32 - r).lanewise(AND, low);
            LongVector s4 = LongVector.fromArray(S, cols, WIN + 40 - r).lanewise(AND, low);
            LongVector x0 = LongVector.broadcast(S, cols[AW + r]).lanewise(AND, low);
            t0 = x0.lanewise(MUL, s0).lanewise(ADD, t0);
            t1 = x0.lanewise(MUL, s1).lanewise(ADD, t1);
            t2 = x0.lanewise(MUL, s2).lanewise(ADD, t2);
            t3 = x0.lanewise(MUL, s3).lanewise(ADD, t3);
            t4 = x0.lanewise(MUL, s4).lanewise(ADD, t4);
            LongVector x1 = LongVector.broadcast(S, cols[AW + r + 8]).lanewise(AND, low);
            t1 = x1.lanewise(MUL, s0).lanewise(ADD, t1);
            t2 = x1.lanewise(MUL, s1).lanewise(ADD, t2);
            t3 = x1.lanewise(MUL, s2).lanewise(ADD, t3);
            t4 = x1.lanewise(MUL, s3).lanewise(ADD, t4);
            t5 = x1.lanewise(MUL, s4).lanewise(ADD, t5);
            LongVector x2 = LongVector.broadcast(S, cols[AW + r + 16]).lanewise(AND, low);
            t2 = x2.lanewise(MUL, s0).lanewise(ADD, t2);
            t3 = x2.lanewise(MUL, s1).lanewise(ADD, t3);
            t4 = x2.lanewise(MUL, s2).lanewise(ADD, t4);
            t5 = x2.lanewise(MUL, s3).lanewise(ADD, t5);
            t6 = x2.lanewise(MUL, s4).lanewise(ADD, t6);
            if (r > 40 - bLen) {
                LongVector s5 = LongVector.fromArray(S, cols, WIN + 48 - r).lanewise(AND, low);
                t5 = x0.lanewise(MUL, s5).lanewise(ADD, t5);
                t6 = x1.lanewise(MUL, s5).lanewise(ADD, t6);
                t7 = x2.lanewise(MUL, s5).lanewise(ADD, (LongVector) S.vectorType().cast(t7));
            }
        }
        ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);
        ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 8);
        ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 48);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 56);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 64);
        // the carries (class comment), two blocks an iteration
        LongVector up1 = LongVector.fromArray(S, UP1, 0);
        LongVector m28 = LongVector.broadcast(S, M28);
        IntVector order = IntVector.fromArray(J, ORDER, 0);
        IntVector m28i = IntVector.broadcast(J, (int) M28);
        int n = aLen + bLen;
        LongVector dp = z;
        LongVector cp = z;
        IntVector below = IntVector.zero(J);
        long in = 0;
        for (int h = 0; h < 5; h++) {
            LongVector y0 = LongVector.fromArray(S, cols, 2 * L * h);
            LongVector y1 = LongVector.fromArray(S, cols, 2 * L * h + L);
            LongVector d0 = y0.lanewise(LSHR, DIGIT_BIT);
            LongVector d1 = y1.lanewise(LSHR, DIGIT_BIT);
            LongVector v0 = y0.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(dp, d0));
            LongVector v1 = y1.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(d0, d1));
            LongVector c0 = v0.lanewise(LSHR, DIGIT_BIT);
            LongVector c1 = v1.lanewise(LSHR, DIGIT_BIT);
            LongVector u0 = v0.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(cp, c0));
            LongVector u1 = v1.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(c0, c1));
            IntVector q = (IntVector) J.vectorType().cast(
                    order.selectFrom(u0.lanewise(OR, u1.lanewise(LSHL, 32)).reinterpretAsInts()));
            long g = q.compare(GT, m28i).toLong();
            long e = q.compare(EQ, m28i).toLong();
            long sum = (g | e) + g + in;
            long carries = sum ^ e;
            in = sum >>> 2 * L;
            IntVector d = (IntVector) J.vectorType().cast(
                    q.lanewise(ADD, 1, VectorMask.fromLong(J, carries)).lanewise(AND, m28i));
            int at = 2 * L * h;
            if (n >= at + 2 * L) {
                d.intoArray(out, at);
            } else if (n > at) {
                ((IntVector) J.vectorType().cast(IntVector.fromArray(J, SimdPermuteComba.SLIDE, n - at).selectFrom(below, d))).intoArray(out, n - 2 * L);
            }
            below = d;
            dp = d1;
            cp = c1;
        }
    }

    /**
     * {@code out[0 .. aLen+bLen) = a * b} for {@code aLen <= bLen}, {@code aLen} in {@code (32, 40]}, {@code bLen} in
     * {@code (32, 40]}: the phases over the windows, the 10 column sums stored in {@code cols[0 .. 80)}, their
     * carries and digits (class comment).
     */
    private static void mul55(int[] a, int aLen, int[] b, int bLen, long[] cols, int[] out) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        z.intoArray(cols, WIN);
        ((LongVector) IntVector.fromArray(I, b, 0).convertShape(I2L, S, 0)).intoArray(cols, WIN + 8 + 0);
        ((LongVector) IntVector.fromArray(I, b, 8).convertShape(I2L, S, 0)).intoArray(cols, WIN + 8 + 8);
        ((LongVector) IntVector.fromArray(I, b, 16).convertShape(I2L, S, 0)).intoArray(cols, WIN + 8 + 16);
        ((LongVector) IntVector.fromArray(I, b, 24).convertShape(I2L, S, 0)).intoArray(cols, WIN + 8 + 24);
        ((LongVector) IntVector.fromArray(I, b, 32, I.indexInRange(32, bLen)).convertShape(I2L, S, 0)).intoArray(cols, WIN + 8 + 32);
        z.intoArray(cols, WIN + 48);
        ((LongVector) IntVector.fromArray(I, a, 0).convertShape(I2L, S, 0)).intoArray(cols, AW + 0);
        ((LongVector) IntVector.fromArray(I, a, 8).convertShape(I2L, S, 0)).intoArray(cols, AW + 8);
        ((LongVector) IntVector.fromArray(I, a, 16).convertShape(I2L, S, 0)).intoArray(cols, AW + 16);
        ((LongVector) IntVector.fromArray(I, a, 24).convertShape(I2L, S, 0)).intoArray(cols, AW + 24);
        ((LongVector) IntVector.fromArray(I, a, 32, I.indexInRange(32, aLen)).convertShape(I2L, S, 0)).intoArray(cols, AW + 32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z, t8 = z, t9 = z;
        int full = aLen - 32;
        for (int r = 0; r < full; r++) {
            LongVector s0 = LongVector.fromArray(S, cols, WIN + 8 - r).lanewise(AND, low);
            LongVector s1 = LongVector.fromArray(S, cols, WIN + 16 - r).lanewise(AND, low);
            LongVector s2 = LongVector.fromArray(S, cols, WIN + 24 - r).lanewise(AND, low);
            LongVector s3 = LongVector.fromArray(S, cols, WIN + 32 - r).lanewise(AND, low);
            LongVector s4 = LongVector.fromArray(S, cols, WIN + 40 - r).lanewise(AND, low);
            LongVector x0 = LongVector.broadcast(S, cols[AW + r]).lanewise(AND, low);
            t0 = x0.lanewise(MUL, s0).lanewise(ADD, t0);
            t1 = x0.lanewise(MUL, s1).lanewise(ADD, t1);
            t2 = x0.lanewise(MUL, s2).lanewise(ADD, t2);
            t3 = x0.lanewise(MUL, s3).lanewise(ADD, t3);
            t4 = x0.lanewise(MUL, s4).lanewise(ADD, t4);
            LongVector x1 = LongVector.broadcast(S, cols[AW + r + 8]).lanewise(AND, low);
            t1 = x1.lanewise(MUL, s0).lanewise(ADD, t1);
            t2 = x1.lanewise(MUL, s1).lanewise(ADD, t2);
            t3 = x1.lanewise(MUL, s2).lanewise(ADD, t3);
            t4 = x1.lanewise(MUL, s3).lanewise(ADD, t4);
            t5 = x1.lanewise(MUL, s4).lanewise(ADD, t5);
            LongVector x2 = LongVector.broadcast(S, cols[AW + r + 16]).lanewise(AND, low);
            t2 = x2.lanewise(MUL, s0).lanewise(ADD, t2);
            t3 = x2.lanewise(MUL, s1).lanewise(ADD, t3);
            t4 = x2.lanewise(MUL, s2).lanewise(ADD, t4);
            t5 = x2.lanewise(MUL, s3).lanewise(ADD, t5);
            t6 = x2.lanewise(MUL, s4).lanewise(ADD, t6);
            LongVector x3 = LongVector.broadcast(S, cols[AW + r + 24]).lanewise(AND, low);
            t3 = x3.lanewise(MUL, s0).lanewise(ADD, t3);
            t4 = x3.lanewise(MUL, s1).lanewise(ADD, t4);
            t5 = x3.lanewise(MUL, s2).lanewise(ADD, t5);
            t6 = x3.lanewise(MUL, s3).lanewise(ADD, t6);
            t7 = x3.lanewise(MUL, s4).lanewise(ADD, t7);
            LongVector x4 = LongVector.broadcast(S, cols[AW + r + 32]).lanewise(AND, low);
            t4 = x4.lanewise(MUL, s0).lanewise(ADD, t4);
            t5 = x4.lanewise(MUL, s1).lanewise(ADD, t5);
            t6 = x4.lanewise(MUL, s2).lanewise(ADD, t6);
            t7 = x4.lanewise(MUL, s3).lanewise(ADD, t7);
            t8 = x4.lanewise(MUL, s4).lanewise(ADD, t8);
            if (r > 40 - bLen) {
                LongVector s5 = LongVector.fromArray(S, cols, WIN + 48 - r).lanewise(AND, low);
                t5 = x0.lanewise(MUL, s5).lanewise(ADD, t5);
                t6 = x1.lanewise(MUL, s5).lanewise(ADD, t6);
                t7 = x2.lanewise(MUL, s5).lanewise(ADD, t7);
                t8 = x3.lanewise(MUL, s5).lanewise(ADD, t8);
                t9 = x4.lanewise(MUL, s5).lanewise(ADD, (LongVector) S.vectorType().cast(t9));
            }
        }
        for (int r = full; r < L; r++) {
            LongVector s0 = LongVector.fromArray(S, cols, WIN + 8 - r).lanewise(AND, low);
            LongVector s1 = LongVector.fromArray(S, cols, WIN + 16 - r).lanewise(AND, low);
            LongVector s2 = LongVector.fromArray(S, cols, WIN + 24 - r).lanewise(AND, low);
            LongVector s3 = LongVector.fromArray(S, cols, WIN + 32 - r).lanewise(AND, low);
            LongVector s4 = LongVector.fromArray(S, cols, WIN + 40 - r).lanewise(AND, low);
            LongVector x0 = LongVector.broadcast(S, cols[AW + r]).lanewise(AND, low);
            t0 = x0.lanewise(MUL, s0).lanewise(ADD, t0);
            t1 = x0.lanewise(MUL, s1).lanewise(ADD, t1);
            t2 = x0.lanewise(MUL, s2).lanewise(ADD, t2);
            t3 = x0.lanewise(MUL, s3).lanewise(ADD, t3);
            t4 = x0.lanewise(MUL, s4).lanewise(ADD, t4);
            LongVector x1 = LongVector.broadcast(S, cols[AW + r + 8]).lanewise(AND, low);
            t1 = x1.lanewise(MUL, s0).lanewise(ADD, t1);
            t2 = x1.lanewise(MUL, s1).lanewise(ADD, t2);
            t3 = x1.lanewise(MUL, s2).lanewise(ADD, t3);
            t4 = x1.lanewise(MUL, s3).lanewise(ADD, t4);
            t5 = x1.lanewise(MUL, s4).lanewise(ADD, t5);
            LongVector x2 = LongVector.broadcast(S, cols[AW + r + 16]).lanewise(AND, low);
            t2 = x2.lanewise(MUL, s0).lanewise(ADD, t2);
            t3 = x2.lanewise(MUL, s1).lanewise(ADD, t3);
            t4 = x2.lanewise(MUL, s2).lanewise(ADD, t4);
            t5 = x2.lanewise(MUL, s3).lanewise(ADD, t5);
            t6 = x2.lanewise(MUL, s4).lanewise(ADD, t6);
            LongVector x3 = LongVector.broadcast(S, cols[AW + r + 24]).lanewise(AND, low);
            t3 = x3.lanewise(MUL, s0).lanewise(ADD, t3);
            t4 = x3.lanewise(MUL, s1).lanewise(ADD, t4);
            t5 = x3.lanewise(MUL, s2).lanewise(ADD, t5);
            t6 = x3.lanewise(MUL, s3).lanewise(ADD, t6);
            t7 = x3.lanewise(MUL, s4).lanewise(ADD, t7);
            if (r > 40 - bLen) {
                LongVector s5 = LongVector.fromArray(S, cols, WIN + 48 - r).lanewise(AND, low);
                t5 = x0.lanewise(MUL, s5).lanewise(ADD, t5);
                t6 = x1.lanewise(MUL, s5).lanewise(ADD, t6);
                t7 = x2.lanewise(MUL, s5).lanewise(ADD, t7);
                t8 = x3.lanewise(MUL, s5).lanewise(ADD, (LongVector) S.vectorType().cast(t8));
            }
        }
        ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);
        ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 8);
        ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 48);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 56);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 64);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 72);
        // the carries (class comment), two blocks an iteration
        LongVector up1 = LongVector.fromArray(S, UP1, 0);
        LongVector m28 = LongVector.broadcast(S, M28);
        IntVector order = IntVector.fromArray(J, ORDER, 0);
        IntVector m28i = IntVector.broadcast(J, (int) M28);
        int n = aLen + bLen;
        LongVector dp = z;
        LongVector cp = z;
        IntVector below = IntVector.zero(J);
        long in = 0;
        for (int h = 0; h < 5; h++) {
            LongVector y0 = LongVector.fromArray(S, cols, 2 * L * h);
            LongVector y1 = LongVector.fromArray(S, cols, 2 * L * h + L);
            LongVector d0 = y0.lanewise(LSHR, DIGIT_BIT);
            LongVector d1 = y1.lanewise(LSHR, DIGIT_BIT);
            LongVector v0 = y0.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(dp, d0));
            LongVector v1 = y1.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(d0, d1));
            LongVector c0 = v0.lanewise(LSHR, DIGIT_BIT);
            LongVector c1 = v1.lanewise(LSHR, DIGIT_BIT);
            LongVector u0 = v0.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(cp, c0));
            LongVector u1 = v1.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(c0, c1));
            IntVector q = (IntVector) J.vectorType().cast(
                    order.selectFrom(u0.lanewise(OR, u1.lanewise(LSHL, 32)).reinterpretAsInts()));
            long g = q.compare(GT, m28i).toLong();
            long e = q.compare(EQ, m28i).toLong();
            long sum = (g | e) + g + in;
            long carries = sum ^ e;
            in = sum >>> 2 * L;
            IntVector d = (IntVector) J.vectorType().cast(
                    q.lanewise(ADD, 1, VectorMask.fromLong(J, carries)).lanewise(AND, m28i));
            int at = 2 * L * h;
            if (n >= at + 2 * L) {
                d.intoArray(out, at);
            } else if (n > at) {
                ((IntVector) J.vectorType().cast(IntVector.fromArray(J, SimdPermuteComba.SLIDE, n - at).selectFrom(below, d))).intoArray(out, n - 2 * L);
            }
            below = d;
            dp = d1;
            cp = c1;
        }
    }

    /**
     * {@code out[0 .. 2 aLen) = a^2} for {@code aLen} in {@code (16, 24]}: the diagonal, then the triangle's
     * phases (class comment), the 6 column sums stored in {@code cols[0 .. 48)}, their carries and digits.
     */
    private static void sq3(int[] a, int aLen, long[] cols, int[] out) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector lower = LongVector.fromArray(S, SPREAD, 0);
        LongVector upper = LongVector.fromArray(S, SPREAD, L);
        z.intoArray(cols, WIN);
        LongVector a0 = ((LongVector) IntVector.fromArray(I, a, 0).convertShape(I2L, S, 0)).lanewise(AND, low);
        a0.intoArray(cols, WIN + 8);
        a0.lanewise(ADD, a0).intoArray(cols, AW + 0);
        LongVector sq0 = a0.lanewise(MUL, a0);
        LongVector t0 = lower.selectFrom(sq0, z);
        LongVector t1 = upper.selectFrom(sq0, z);
        LongVector a1 = ((LongVector) IntVector.fromArray(I, a, 8).convertShape(I2L, S, 0)).lanewise(AND, low);
        a1.intoArray(cols, WIN + 16);
        a1.lanewise(ADD, a1).intoArray(cols, AW + 8);
        LongVector sq1 = a1.lanewise(MUL, a1);
        LongVector t2 = lower.selectFrom(sq1, z);
        LongVector t3 = upper.selectFrom(sq1, z);
        LongVector a2 = ((LongVector) IntVector.fromArray(I, a, 16, I.indexInRange(16, aLen)).convertShape(I2L, S, 0)).lanewise(AND, low);
        a2.intoArray(cols, WIN + 24);
        a2.lanewise(ADD, a2).intoArray(cols, AW + 16);
        LongVector sq2 = a2.lanewise(MUL, a2);
        LongVector t4 = lower.selectFrom(sq2, z);
        LongVector t5 = upper.selectFrom(sq2, z);
        z.intoArray(cols, WIN + 32);
        for (int r = 0; r < 4; r++) {
            LongVector edge = LongVector.fromArray(S, EDGE, r * L);
            LongVector s0 = LongVector.fromArray(S, cols, WIN + 8 - r).lanewise(AND, low);
            LongVector s1 = LongVector.fromArray(S, cols, WIN + 16 - r).lanewise(AND, low);
            LongVector s2 = LongVector.fromArray(S, cols, WIN + 24 - r).lanewise(AND, low);
            LongVector x0 = LongVector.broadcast(S, cols[AW + r]).lanewise(AND, low);
            t0 = x0.lanewise(MUL, s0).lanewise(AND, edge).lanewise(ADD, t0);
            t1 = x0.lanewise(MUL, s1).lanewise(ADD, t1);
            t2 = x0.lanewise(MUL, s2).lanewise(ADD, t2);
            LongVector x1 = LongVector.broadcast(S, cols[AW + r + 8]).lanewise(AND, low);
            t2 = x1.lanewise(MUL, s1).lanewise(AND, edge).lanewise(ADD, t2);
            t3 = x1.lanewise(MUL, s2).lanewise(ADD, t3);
            LongVector x2 = LongVector.broadcast(S, cols[AW + r + 16]).lanewise(AND, low);
            t4 = x2.lanewise(MUL, s2).lanewise(AND, edge).lanewise(ADD, t4);
            if (r > 24 - aLen) {
                LongVector s3 = LongVector.fromArray(S, cols, WIN + 32 - r).lanewise(AND, low);
                t3 = x0.lanewise(MUL, s3).lanewise(ADD, t3);
                t4 = x1.lanewise(MUL, s3).lanewise(ADD, t4);
                t5 = x2.lanewise(MUL, s3).lanewise(ADD, (LongVector) S.vectorType().cast(t5));
            }
        }
        for (int r = 4; r < L; r++) {
            LongVector edge = LongVector.fromArray(S, EDGE, (r - 4) * L);
            LongVector s1 = LongVector.fromArray(S, cols, WIN + 16 - r).lanewise(AND, low);
            LongVector s2 = LongVector.fromArray(S, cols, WIN + 24 - r).lanewise(AND, low);
            LongVector x0 = LongVector.broadcast(S, cols[AW + r]).lanewise(AND, low);
            t1 = x0.lanewise(MUL, s1).lanewise(AND, edge).lanewise(ADD, t1);
            t2 = x0.lanewise(MUL, s2).lanewise(ADD, t2);
            LongVector x1 = LongVector.broadcast(S, cols[AW + r + 8]).lanewise(AND, low);
            t3 = x1.lanewise(MUL, s2).lanewise(AND, edge).lanewise(ADD, t3);
            LongVector x2 = LongVector.broadcast(S, cols[AW + r + 16]).lanewise(AND, low);
            if (r > 24 - aLen) {
                LongVector s3 = LongVector.fromArray(S, cols, WIN + 32 - r).lanewise(AND, low);
                t3 = x0.lanewise(MUL, s3).lanewise(ADD, t3);
                t4 = x1.lanewise(MUL, s3).lanewise(ADD, (LongVector) S.vectorType().cast(t4));
                t5 = x2.lanewise(MUL, s3).lanewise(AND, edge).lanewise(ADD, (LongVector) S.vectorType().cast(t5));
            }
        }
        ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);
        ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 8);
        ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 40);
        // the carries (class comment), two blocks an iteration
        LongVector up1 = LongVector.fromArray(S, UP1, 0);
        LongVector m28 = LongVector.broadcast(S, M28);
        IntVector order = IntVector.fromArray(J, ORDER, 0);
        IntVector m28i = IntVector.broadcast(J, (int) M28);
        int n = 2 * aLen;
        LongVector dp = z;
        LongVector cp = z;
        IntVector below = IntVector.zero(J);
        long in = 0;
        for (int h = 0; h < 3; h++) {
            LongVector y0 = LongVector.fromArray(S, cols, 2 * L * h);
            LongVector y1 = LongVector.fromArray(S, cols, 2 * L * h + L);
            LongVector d0 = y0.lanewise(LSHR, DIGIT_BIT);
            LongVector d1 = y1.lanewise(LSHR, DIGIT_BIT);
            LongVector v0 = y0.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(dp, d0));
            LongVector v1 = y1.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(d0, d1));
            LongVector c0 = v0.lanewise(LSHR, DIGIT_BIT);
            LongVector c1 = v1.lanewise(LSHR, DIGIT_BIT);
            LongVector u0 = v0.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(cp, c0));
            LongVector u1 = v1.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(c0, c1));
            IntVector q = (IntVector) J.vectorType().cast(
                    order.selectFrom(u0.lanewise(OR, u1.lanewise(LSHL, 32)).reinterpretAsInts()));
            long g = q.compare(GT, m28i).toLong();
            long e = q.compare(EQ, m28i).toLong();
            long sum = (g | e) + g + in;
            long carries = sum ^ e;
            in = sum >>> 2 * L;
            IntVector d = (IntVector) J.vectorType().cast(
                    q.lanewise(ADD, 1, VectorMask.fromLong(J, carries)).lanewise(AND, m28i));
            int at = 2 * L * h;
            if (n >= at + 2 * L) {
                d.intoArray(out, at);
            } else if (n > at) {
                ((IntVector) J.vectorType().cast(IntVector.fromArray(J, SimdPermuteComba.SLIDE, n - at).selectFrom(below, d))).intoArray(out, n - 2 * L);
            }
            below = d;
            dp = d1;
            cp = c1;
        }
    }

    /**
     * {@code out[0 .. 2 aLen) = a^2} for {@code aLen} in {@code (24, 32]}: the diagonal, then the triangle's
     * phases (class comment), the 8 column sums stored in {@code cols[0 .. 64)}, their carries and digits.
     */
    private static void sq4(int[] a, int aLen, long[] cols, int[] out) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector lower = LongVector.fromArray(S, SPREAD, 0);
        LongVector upper = LongVector.fromArray(S, SPREAD, L);
        z.intoArray(cols, WIN);
        LongVector a0 = ((LongVector) IntVector.fromArray(I, a, 0).convertShape(I2L, S, 0)).lanewise(AND, low);
        a0.intoArray(cols, WIN + 8);
        a0.lanewise(ADD, a0).intoArray(cols, AW + 0);
        LongVector sq0 = a0.lanewise(MUL, a0);
        LongVector t0 = lower.selectFrom(sq0, z);
        LongVector t1 = upper.selectFrom(sq0, z);
        LongVector a1 = ((LongVector) IntVector.fromArray(I, a, 8).convertShape(I2L, S, 0)).lanewise(AND, low);
        a1.intoArray(cols, WIN + 16);
        a1.lanewise(ADD, a1).intoArray(cols, AW + 8);
        LongVector sq1 = a1.lanewise(MUL, a1);
        LongVector t2 = lower.selectFrom(sq1, z);
        LongVector t3 = upper.selectFrom(sq1, z);
        LongVector a2 = ((LongVector) IntVector.fromArray(I, a, 16).convertShape(I2L, S, 0)).lanewise(AND, low);
        a2.intoArray(cols, WIN + 24);
        a2.lanewise(ADD, a2).intoArray(cols, AW + 16);
        LongVector sq2 = a2.lanewise(MUL, a2);
        LongVector t4 = lower.selectFrom(sq2, z);
        LongVector t5 = upper.selectFrom(sq2, z);
        LongVector a3 = ((LongVector) IntVector.fromArray(I, a, 24, I.indexInRange(24, aLen)).convertShape(I2L, S, 0)).lanewise(AND, low);
        a3.intoArray(cols, WIN + 32);
        a3.lanewise(ADD, a3).intoArray(cols, AW + 24);
        LongVector sq3 = a3.lanewise(MUL, a3);
        LongVector t6 = lower.selectFrom(sq3, z);
        LongVector t7 = upper.selectFrom(sq3, z);
        z.intoArray(cols, WIN + 40);
        for (int r = 0; r < 4; r++) {
            LongVector edge = LongVector.fromArray(S, EDGE, r * L);
            LongVector s0 = LongVector.fromArray(S, cols, WIN + 8 - r).lanewise(AND, low);
            LongVector s1 = LongVector.fromArray(S, cols, WIN + 16 - r).lanewise(AND, low);
            LongVector s2 = LongVector.fromArray(S, cols, WIN + 24 - r).lanewise(AND, low);
            LongVector s3 = LongVector.fromArray(S, cols, WIN + 32 - r).lanewise(AND, low);
            LongVector x0 = LongVector.broadcast(S, cols[AW + r]).lanewise(AND, low);
            t0 = x0.lanewise(MUL, s0).lanewise(AND, edge).lanewise(ADD, t0);
            t1 = x0.lanewise(MUL, s1).lanewise(ADD, t1);
            t2 = x0.lanewise(MUL, s2).lanewise(ADD, t2);
            t3 = x0.lanewise(MUL, s3).lanewise(ADD, t3);
            LongVector x1 = LongVector.broadcast(S, cols[AW + r + 8]).lanewise(AND, low);
            t2 = x1.lanewise(MUL, s1).lanewise(AND, edge).lanewise(ADD, t2);
            t3 = x1.lanewise(MUL, s2).lanewise(ADD, t3);
            t4 = x1.lanewise(MUL, s3).lanewise(ADD, t4);
            LongVector x2 = LongVector.broadcast(S, cols[AW + r + 16]).lanewise(AND, low);
            t4 = x2.lanewise(MUL, s2).lanewise(AND, edge).lanewise(ADD, t4);
            t5 = x2.lanewise(MUL, s3).lanewise(ADD, t5);
            LongVector x3 = LongVector.broadcast(S, cols[AW + r + 24]).lanewise(AND, low);
            t6 = x3.lanewise(MUL, s3).lanewise(AND, edge).lanewise(ADD, t6);
            if (r > 32 - aLen) {
                LongVector s4 = LongVector.fromArray(S, cols, WIN + 40 - r).lanewise(AND, low);
                t4 = x0.lanewise(MUL, s4).lanewise(ADD, t4);
                t5 = x1.lanewise(MUL, s4).lanewise(ADD, t5);
                t6 = x2.lanewise(MUL, s4).lanewise(ADD, t6);
                t7 = x3.lanewise(MUL, s4).lanewise(ADD, (LongVector) S.vectorType().cast(t7));
            }
        }
        for (int r = 4; r < L; r++) {
            LongVector edge = LongVector.fromArray(S, EDGE, (r - 4) * L);
            LongVector s1 = LongVector.fromArray(S, cols, WIN + 16 - r).lanewise(AND, low);
            LongVector s2 = LongVector.fromArray(S, cols, WIN + 24 - r).lanewise(AND, low);
            LongVector s3 = LongVector.fromArray(S, cols, WIN + 32 - r).lanewise(AND, low);
            LongVector x0 = LongVector.broadcast(S, cols[AW + r]).lanewise(AND, low);
            t1 = x0.lanewise(MUL, s1).lanewise(AND, edge).lanewise(ADD, t1);
            t2 = x0.lanewise(MUL, s2).lanewise(ADD, t2);
            t3 = x0.lanewise(MUL, s3).lanewise(ADD, t3);
            LongVector x1 = LongVector.broadcast(S, cols[AW + r + 8]).lanewise(AND, low);
            t3 = x1.lanewise(MUL, s2).lanewise(AND, edge).lanewise(ADD, t3);
            t4 = x1.lanewise(MUL, s3).lanewise(ADD, t4);
            LongVector x2 = LongVector.broadcast(S, cols[AW + r + 16]).lanewise(AND, low);
            t5 = x2.lanewise(MUL, s3).lanewise(AND, edge).lanewise(ADD, t5);
            LongVector x3 = LongVector.broadcast(S, cols[AW + r + 24]).lanewise(AND, low);
            if (r > 32 - aLen) {
                LongVector s4 = LongVector.fromArray(S, cols, WIN + 40 - r).lanewise(AND, low);
                t4 = x0.lanewise(MUL, s4).lanewise(ADD, t4);
                t5 = x1.lanewise(MUL, s4).lanewise(ADD, t5);
                t6 = x2.lanewise(MUL, s4).lanewise(ADD, (LongVector) S.vectorType().cast(t6));
                t7 = x3.lanewise(MUL, s4).lanewise(AND, edge).lanewise(ADD, (LongVector) S.vectorType().cast(t7));
            }
        }
        ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);
        ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 8);
        ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 48);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 56);
        // the carries (class comment), two blocks an iteration
        LongVector up1 = LongVector.fromArray(S, UP1, 0);
        LongVector m28 = LongVector.broadcast(S, M28);
        IntVector order = IntVector.fromArray(J, ORDER, 0);
        IntVector m28i = IntVector.broadcast(J, (int) M28);
        int n = 2 * aLen;
        LongVector dp = z;
        LongVector cp = z;
        IntVector below = IntVector.zero(J);
        long in = 0;
        for (int h = 0; h < 4; h++) {
            LongVector y0 = LongVector.fromArray(S, cols, 2 * L * h);
            LongVector y1 = LongVector.fromArray(S, cols, 2 * L * h + L);
            LongVector d0 = y0.lanewise(LSHR, DIGIT_BIT);
            LongVector d1 = y1.lanewise(LSHR, DIGIT_BIT);
            LongVector v0 = y0.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(dp, d0));
            LongVector v1 = y1.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(d0, d1));
            LongVector c0 = v0.lanewise(LSHR, DIGIT_BIT);
            LongVector c1 = v1.lanewise(LSHR, DIGIT_BIT);
            LongVector u0 = v0.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(cp, c0));
            LongVector u1 = v1.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(c0, c1));
            IntVector q = (IntVector) J.vectorType().cast(
                    order.selectFrom(u0.lanewise(OR, u1.lanewise(LSHL, 32)).reinterpretAsInts()));
            long g = q.compare(GT, m28i).toLong();
            long e = q.compare(EQ, m28i).toLong();
            long sum = (g | e) + g + in;
            long carries = sum ^ e;
            in = sum >>> 2 * L;
            IntVector d = (IntVector) J.vectorType().cast(
                    q.lanewise(ADD, 1, VectorMask.fromLong(J, carries)).lanewise(AND, m28i));
            int at = 2 * L * h;
            if (n >= at + 2 * L) {
                d.intoArray(out, at);
            } else if (n > at) {
                ((IntVector) J.vectorType().cast(IntVector.fromArray(J, SimdPermuteComba.SLIDE, n - at).selectFrom(below, d))).intoArray(out, n - 2 * L);
            }
            below = d;
            dp = d1;
            cp = c1;
        }
    }

    /**
     * {@code out[0 .. 2 aLen) = a^2} for {@code aLen} in {@code (32, 40]}: the diagonal, then the triangle's
     * phases (class comment), the 10 column sums stored in {@code cols[0 .. 80)}, their carries and digits.
     */
    private static void sq5(int[] a, int aLen, long[] cols, int[] out) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector lower = LongVector.fromArray(S, SPREAD, 0);
        LongVector upper = LongVector.fromArray(S, SPREAD, L);
        z.intoArray(cols, WIN);
        LongVector a0 = ((LongVector) IntVector.fromArray(I, a, 0).convertShape(I2L, S, 0)).lanewise(AND, low);
        a0.intoArray(cols, WIN + 8);
        a0.lanewise(ADD, a0).intoArray(cols, AW + 0);
        LongVector sq0 = a0.lanewise(MUL, a0);
        LongVector t0 = lower.selectFrom(sq0, z);
        LongVector t1 = upper.selectFrom(sq0, z);
        LongVector a1 = ((LongVector) IntVector.fromArray(I, a, 8).convertShape(I2L, S, 0)).lanewise(AND, low);
        a1.intoArray(cols, WIN + 16);
        a1.lanewise(ADD, a1).intoArray(cols, AW + 8);
        LongVector sq1 = a1.lanewise(MUL, a1);
        LongVector t2 = lower.selectFrom(sq1, z);
        LongVector t3 = upper.selectFrom(sq1, z);
        LongVector a2 = ((LongVector) IntVector.fromArray(I, a, 16).convertShape(I2L, S, 0)).lanewise(AND, low);
        a2.intoArray(cols, WIN + 24);
        a2.lanewise(ADD, a2).intoArray(cols, AW + 16);
        LongVector sq2 = a2.lanewise(MUL, a2);
        LongVector t4 = lower.selectFrom(sq2, z);
        LongVector t5 = upper.selectFrom(sq2, z);
        LongVector a3 = ((LongVector) IntVector.fromArray(I, a, 24).convertShape(I2L, S, 0)).lanewise(AND, low);
        a3.intoArray(cols, WIN + 32);
        a3.lanewise(ADD, a3).intoArray(cols, AW + 24);
        LongVector sq3 = a3.lanewise(MUL, a3);
        LongVector t6 = lower.selectFrom(sq3, z);
        LongVector t7 = upper.selectFrom(sq3, z);
        LongVector a4 = ((LongVector) IntVector.fromArray(I, a, 32, I.indexInRange(32, aLen)).convertShape(I2L, S, 0)).lanewise(AND, low);
        a4.intoArray(cols, WIN + 40);
        a4.lanewise(ADD, a4).intoArray(cols, AW + 32);
        LongVector sq4 = a4.lanewise(MUL, a4);
        LongVector t8 = lower.selectFrom(sq4, z);
        LongVector t9 = upper.selectFrom(sq4, z);
        z.intoArray(cols, WIN + 48);
        for (int r = 0; r < 4; r++) {
            LongVector edge = LongVector.fromArray(S, EDGE, r * L);
            LongVector s0 = LongVector.fromArray(S, cols, WIN + 8 - r).lanewise(AND, low);
            LongVector s1 = LongVector.fromArray(S, cols, WIN + 16 - r).lanewise(AND, low);
            LongVector s2 = LongVector.fromArray(S, cols, WIN + 24 - r).lanewise(AND, low);
            LongVector s3 = LongVector.fromArray(S, cols, WIN + 32 - r).lanewise(AND, low);
            LongVector s4 = LongVector.fromArray(S, cols, WIN + 40 - r).lanewise(AND, low);
            LongVector x0 = LongVector.broadcast(S, cols[AW + r]).lanewise(AND, low);
            t0 = x0.lanewise(MUL, s0).lanewise(AND, edge).lanewise(ADD, t0);
            t1 = x0.lanewise(MUL, s1).lanewise(ADD, t1);
            t2 = x0.lanewise(MUL, s2).lanewise(ADD, t2);
            t3 = x0.lanewise(MUL, s3).lanewise(ADD, t3);
            t4 = x0.lanewise(MUL, s4).lanewise(ADD, t4);
            LongVector x1 = LongVector.broadcast(S, cols[AW + r + 8]).lanewise(AND, low);
            t2 = x1.lanewise(MUL, s1).lanewise(AND, edge).lanewise(ADD, t2);
            t3 = x1.lanewise(MUL, s2).lanewise(ADD, t3);
            t4 = x1.lanewise(MUL, s3).lanewise(ADD, t4);
            t5 = x1.lanewise(MUL, s4).lanewise(ADD, t5);
            LongVector x2 = LongVector.broadcast(S, cols[AW + r + 16]).lanewise(AND, low);
            t4 = x2.lanewise(MUL, s2).lanewise(AND, edge).lanewise(ADD, t4);
            t5 = x2.lanewise(MUL, s3).lanewise(ADD, t5);
            t6 = x2.lanewise(MUL, s4).lanewise(ADD, t6);
            LongVector x3 = LongVector.broadcast(S, cols[AW + r + 24]).lanewise(AND, low);
            t6 = x3.lanewise(MUL, s3).lanewise(AND, edge).lanewise(ADD, t6);
            t7 = x3.lanewise(MUL, s4).lanewise(ADD, t7);
            LongVector x4 = LongVector.broadcast(S, cols[AW + r + 32]).lanewise(AND, low);
            t8 = x4.lanewise(MUL, s4).lanewise(AND, edge).lanewise(ADD, t8);
            if (r > 40 - aLen) {
                LongVector s5 = LongVector.fromArray(S, cols, WIN + 48 - r).lanewise(AND, low);
                t5 = x0.lanewise(MUL, s5).lanewise(ADD, t5);
                t6 = x1.lanewise(MUL, s5).lanewise(ADD, t6);
                t7 = x2.lanewise(MUL, s5).lanewise(ADD, t7);
                t8 = x3.lanewise(MUL, s5).lanewise(ADD, t8);
                t9 = x4.lanewise(MUL, s5).lanewise(ADD, (LongVector) S.vectorType().cast(t9));
            }
        }
        for (int r = 4; r < L; r++) {
            LongVector edge = LongVector.fromArray(S, EDGE, (r - 4) * L);
            LongVector s1 = LongVector.fromArray(S, cols, WIN + 16 - r).lanewise(AND, low);
            LongVector s2 = LongVector.fromArray(S, cols, WIN + 24 - r).lanewise(AND, low);
            LongVector s3 = LongVector.fromArray(S, cols, WIN + 32 - r).lanewise(AND, low);
            LongVector s4 = LongVector.fromArray(S, cols, WIN + 40 - r).lanewise(AND, low);
            LongVector x0 = LongVector.broadcast(S, cols[AW + r]).lanewise(AND, low);
            t1 = x0.lanewise(MUL, s1).lanewise(AND, edge).lanewise(ADD, t1);
            t2 = x0.lanewise(MUL, s2).lanewise(ADD, t2);
            t3 = x0.lanewise(MUL, s3).lanewise(ADD, t3);
            t4 = x0.lanewise(MUL, s4).lanewise(ADD, t4);
            LongVector x1 = LongVector.broadcast(S, cols[AW + r + 8]).lanewise(AND, low);
            t3 = x1.lanewise(MUL, s2).lanewise(AND, edge).lanewise(ADD, t3);
            t4 = x1.lanewise(MUL, s3).lanewise(ADD, t4);
            t5 = x1.lanewise(MUL, s4).lanewise(ADD, t5);
            LongVector x2 = LongVector.broadcast(S, cols[AW + r + 16]).lanewise(AND, low);
            t5 = x2.lanewise(MUL, s3).lanewise(AND, edge).lanewise(ADD, t5);
            t6 = x2.lanewise(MUL, s4).lanewise(ADD, t6);
            LongVector x3 = LongVector.broadcast(S, cols[AW + r + 24]).lanewise(AND, low);
            t7 = x3.lanewise(MUL, s4).lanewise(AND, edge).lanewise(ADD, t7);
            LongVector x4 = LongVector.broadcast(S, cols[AW + r + 32]).lanewise(AND, low);
            if (r > 40 - aLen) {
                LongVector s5 = LongVector.fromArray(S, cols, WIN + 48 - r).lanewise(AND, low);
                t5 = x0.lanewise(MUL, s5).lanewise(ADD, t5);
                t6 = x1.lanewise(MUL, s5).lanewise(ADD, t6);
                t7 = x2.lanewise(MUL, s5).lanewise(ADD, t7);
                t8 = x3.lanewise(MUL, s5).lanewise(ADD, (LongVector) S.vectorType().cast(t8));
                t9 = x4.lanewise(MUL, s5).lanewise(AND, edge).lanewise(ADD, (LongVector) S.vectorType().cast(t9));
            }
        }
        ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);
        ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 8);
        ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 48);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 56);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 64);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 72);
        // the carries (class comment), two blocks an iteration
        LongVector up1 = LongVector.fromArray(S, UP1, 0);
        LongVector m28 = LongVector.broadcast(S, M28);
        IntVector order = IntVector.fromArray(J, ORDER, 0);
        IntVector m28i = IntVector.broadcast(J, (int) M28);
        int n = 2 * aLen;
        LongVector dp = z;
        LongVector cp = z;
        IntVector below = IntVector.zero(J);
        long in = 0;
        for (int h = 0; h < 5; h++) {
            LongVector y0 = LongVector.fromArray(S, cols, 2 * L * h);
            LongVector y1 = LongVector.fromArray(S, cols, 2 * L * h + L);
            LongVector d0 = y0.lanewise(LSHR, DIGIT_BIT);
            LongVector d1 = y1.lanewise(LSHR, DIGIT_BIT);
            LongVector v0 = y0.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(dp, d0));
            LongVector v1 = y1.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(d0, d1));
            LongVector c0 = v0.lanewise(LSHR, DIGIT_BIT);
            LongVector c1 = v1.lanewise(LSHR, DIGIT_BIT);
            LongVector u0 = v0.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(cp, c0));
            LongVector u1 = v1.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(c0, c1));
            IntVector q = (IntVector) J.vectorType().cast(
                    order.selectFrom(u0.lanewise(OR, u1.lanewise(LSHL, 32)).reinterpretAsInts()));
            long g = q.compare(GT, m28i).toLong();
            long e = q.compare(EQ, m28i).toLong();
            long sum = (g | e) + g + in;
            long carries = sum ^ e;
            in = sum >>> 2 * L;
            IntVector d = (IntVector) J.vectorType().cast(
                    q.lanewise(ADD, 1, VectorMask.fromLong(J, carries)).lanewise(AND, m28i));
            int at = 2 * L * h;
            if (n >= at + 2 * L) {
                d.intoArray(out, at);
            } else if (n > at) {
                ((IntVector) J.vectorType().cast(IntVector.fromArray(J, SimdPermuteComba.SLIDE, n - at).selectFrom(below, d))).intoArray(out, n - 2 * L);
            }
            below = d;
            dp = d1;
            cp = c1;
        }
    }
}
