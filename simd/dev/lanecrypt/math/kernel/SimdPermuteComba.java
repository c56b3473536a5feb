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
import static jdk.incubator.vector.VectorOperators.L2I;
import static jdk.incubator.vector.VectorOperators.LSHR;
import static jdk.incubator.vector.VectorOperators.MUL;

/**
 * Comba multiplication of 28-bit digits on 512-bit vectors for operands of up to {@value #MAX_DIGITS}
 * digits, with every column sum and the longer operand in registers: product scanning (P. G. Comba, IBM
 * Systems Journal 29(4), 1990; LibTomMath's {@code s_mp_mul_comba}) reorganized so that no row reloads
 * the operand from memory.
 *
 * <p><b>Rows by phase.</b> Let {@code b} (the longer operand, {@code qb} blocks of 8 digits) be held as
 * vectors {@code B[0..qb)}, lane {@code l} of {@code B[j]} digit {@code 8j+l}. Row {@code i = 8q + r} adds
 * {@code a[i] * b[k-i]} to every column {@code k}; the digits it needs for the columns of block {@code m}
 * are {@code b[8m-i ..]}, which is {@code B} shifted up by {@code r} lanes, i.e. lane {@code l} of
 * {@code B_r[j] = select(B[j-1], B[j])} at index {@code 8 + l - r} ({@code vpermi2q}, the Vector API's
 * two-table {@code selectFrom}), added into column block {@code q + j}. The 8 phases {@code r} compute
 * {@code B_r} once ({@code qb + 1} permutes) for the {@code qa} rows that share it; phase 0 uses {@code B}
 * itself. The {@link SimdComba} loop instead loads two sliding windows of a padded copy per row, 7 of 8
 * of them crossing a cache line, which Zen 5 issues at half rate (docs/mpint.md).
 *
 * <p><b>Carries in lanes.</b> Column {@code k} holds {@code t_k = sum a[i] b[k-i]}, at most
 * {@value #MAX_DIGITS} products of at most {@code (2^28-1)^2}: {@code t_k < 40 * 2^56 < 2^62}. Split as
 * {@code t = lo + 2^28 mid + 2^56 hi} ({@code lo, mid < 2^28}, {@code hi < 40}), the value
 * {@code sum t_k 2^(28k)} equals {@code sum s_k 2^(28k)} with {@code s_k = lo_k + mid_(k-1) + hi_(k-2) <
 * 2^29 + 40}; then {@code u_k = (s_k mod 2^28) + (s_(k-1) >> 28)} with {@code s >> 28 <= 2}, so
 * {@code u_k <= 2^28 + 1}. What remains is a carry of 0 or 1 per column: column {@code k} generates one
 * when {@code u_k >= 2^28} (then its digit is 0 or 1 and cannot overflow again) and passes one on when
 * {@code u_k = 2^28 - 1}. Those are the generate and propagate bits {@code G}, {@code P} (disjoint) of a
 * binary addition of {@code G|P} and {@code G}, whose carries into each position are
 * {@code ((G|P) + G) ^ P}: one 64-bit addition per 64 columns ({@code toLong} of the compare masks), and
 * the digit is {@code (u_k + c_k) mod 2^28}. Shifts across lanes are the same two-table permutes; the
 * shifts out of the top block drop nothing, as the product has at most {@code aLen + bLen} digits and
 * every term is non-negative. The column sums pass through a per-thread scratch only as whole vectors, each
 * reloaded from the address and at the width it was stored (forwarded from the store), never as scalars (a
 * scalar carry pass over columns just written by 512-bit stores waits for each store: docs/mpint.md,
 * radix-2^52 products).
 *
 * <p><b>Shape for the JIT</b> (docs/vector-api.md, "Written-out kernels and the two compilers"). One method per
 * pair of block counts, its 8 phases a loop whose body is written out, so that C1 can compile it and it
 * reaches C2 soon (the first carry pass is in it too, for the loop iterations); the last step, the narrowing
 * to {@code int} digits, a method of its own without vector parameters ({@link #digits}), where C2 does not
 * box it. The column sums are loop-carried arguments, never receivers ({@code x.lanewise(MUL, s).lanewise(ADD,
 * t)}), and every operation is a {@code lanewise} from here, not a convenience with a scalar operand whose call
 * site inside the Vector API other kernels share. Both factors of each multiply are visibly masked to 32 bits
 * ({@code lanewise(AND, low)}, so {@code vpmuludq}, JDK-8341137), the shifted blocks after their permute.
 * Lanes beyond {@code bLen} load as 0 (a masked load); the top shifted block of {@code b} is skipped in the phases
 * where it holds none of its digits. The rows of the last block beyond {@code aLen} multiply a zero digit rather
 * than being skipped: skipped, a row's sums were merges of two vectors, which C2 boxed (288 bytes a call at 33
 * digits once other kernels had run; 3-11% more time at partly filled blocks, none at full ones). Operands of up
 * to 16 digits (both) take {@link #product8}, {@link #productTo24} or {@link #product16}, which keep everything in
 * registers to the store of the product.
 *
 * <p>Longer operands go to {@link SimdComba} at 512 bits; a square is the multiply of the operand by itself
 * (a triangle of doubled cross products measured slower here: docs/mpint.md). 512-bit only: the column sums
 * (up to 10), {@code B} (5) and its shifted blocks (6) take most of the 32 vector registers AVX-512 has (AVX2
 * has 16). Not constant time in the lengths (public); the digit values change neither the instructions nor
 * the addresses. Thread-safe: the scratch is per thread.
 *
 * <p>GENERATED by {@code python3 gen/gen_permute_comba.py}; do not edit.
 */
public final class SimdPermuteComba implements Kernels.RegisterOperand {

    private static final VectorSpecies<Long> S = LongVector.SPECIES_512;

    private static final VectorSpecies<Integer> I = IntVector.SPECIES_256;

    /** The longest operand (both) written out here; {@link SimdComba} beyond. */
    public static final int MAX_DIGITS = 40;

    private static final long LOW32 = 0xFFFFFFFFL;

    private static final long M28 = DIGIT_MASK;

    /** Row {@code r} (8 lanes): the two-table indexes {@code 8 + l - r} that shift a block up by {@code r} lanes. */
    private static final long[] SHIFT = shiftRows();

    private final MulKernel beyond;

    /** {@code beyond}: the 512-bit {@link SimdComba}, for operands longer than {@value #MAX_DIGITS} digits. */
    SimdPermuteComba(MulKernel beyond) {
        this.beyond = beyond;
    }

    @Override
    public String name() {
        return "permute512";
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
     * Small enough for C2 to inline into its caller (the size dispatch): operands of up to 16 digits go straight to
     * the method that multiplies them in registers, the rest to {@link #blocks} (1 ns less at 9-16 digits through
     * {@code MpInt}, Zen 5).
     */
    @Override
    public void multiply(int[] a, int aLen, int[] b, int bLen, int[] out) {
        if (aLen > bLen) {
            ordered(b, bLen, a, aLen, out);
        } else {
            ordered(a, aLen, b, bLen, out);
        }
    }

    private void ordered(int[] a, int aLen, int[] b, int bLen, int[] out) {
        if (aLen < 1 || bLen > 2 * L) {
            blocks(a, aLen, b, bLen, out);
        } else if (bLen <= L) {
            product8(a, aLen, b, bLen, out);
        } else if (bLen == L + 1) {
            product9(a, aLen, b, bLen, out);
        } else if (aLen + bLen <= 3 * L) {
            productTo24(a, aLen, b, bLen, out);
        } else {
            product16(a, aLen, b, bLen, out);
        }
    }

    /** {@code aLen <= bLen}, and one of them out of {@code [1, 16]}. */
    private void blocks(int[] a, int aLen, int[] b, int bLen, int[] out) {
        if (aLen < 1 || bLen > MAX_DIGITS) {
            beyond.multiply(a, aLen, b, bLen, out);
            return;
        }
        long[] cols = COLUMNS.get();
        int qa = (aLen + 7) >> 3;
        int qb = (bLen + 7) >> 3;
        switch (qa * 8 + qb) {
            case 11 -> mul13(a, aLen, b, bLen, cols);
            case 12 -> mul14(a, aLen, b, bLen, cols);
            case 13 -> mul15(a, aLen, b, bLen, cols);
            case 19 -> mul23(a, aLen, b, bLen, cols);
            case 20 -> mul24(a, aLen, b, bLen, cols);
            case 21 -> mul25(a, aLen, b, bLen, cols);
            case 27 -> mul33(a, aLen, b, bLen, cols);
            case 28 -> mul34(a, aLen, b, bLen, cols);
            case 29 -> mul35(a, aLen, b, bLen, cols);
            case 36 -> mul44(a, aLen, b, bLen, cols);
            case 37 -> mul45(a, aLen, b, bLen, cols);
            case 45 -> mul55(a, aLen, b, bLen, cols);
            default -> throw new AssertionError();
        }
        digits(cols, qa + qb, aLen + bLen, out);
    }

    @Override
    public void square(int[] a, int aLen, int[] out) {
        if (aLen > MAX_DIGITS) {
            beyond.square(a, aLen, out);
            return;
        }
        multiply(a, aLen, a, aLen, out);
    }

    /**
     * The digits {@code out[0 .. n)} from the {@code blocks} blocks of {@code u} in {@code cols} and the carries
     * into each column in {@code cols[CARRY_IN]}, {@code cols[CARRY_IN + 1]} (class comment). Its own method,
     * without vector parameters: inside the larger product methods C2 boxed the narrowing conversion's result
     * (48 bytes a block) once other kernels' vectors had run through the Vector API's shared code.
     */
    private static void digits(long[] cols, int blocks, int n, int[] out) {
        LongVector unit = LongVector.broadcast(S, 1);
        LongVector m28 = LongVector.broadcast(S, M28);
        long c0 = cols[CARRY_IN];
        long c1 = cols[CARRY_IN + 1];
        for (int m = 0; m < blocks; m++) {
            long carries = m < L ? c0 >>> (m * L) : c1 >>> (m * L - 64);
            IntVector digits = (IntVector) LongVector.fromArray(S, cols, m * L)
                    .lanewise(ADD, unit, VectorMask.fromLong(S, carries)).lanewise(AND, m28).convertShape(L2I, I, 0);
            if (n >= m * L + L) {
                digits.intoArray(out, m * L);
            } else {
                digits.intoArray(out, m * L, I.indexInRange(m * L, n));
            }
        }
    }

    /**
     * {@code out[0 .. aLen+bLen) = a * b} for {@code 1 <= aLen <= bLen <= 8}, all in registers: the phases of the
     * larger methods (one block of {@code b}, two of columns), the carries of the class comment across the two
     * blocks, and the 16 digits taken from the even {@code int} lanes of both blocks by one two-table permute
     * ({@link #EVEN}) and stored at once. No scratch and no second method (a quarter of the 8-digit multiply's
     * time was the per-thread scratch, the call to {@link #digits} and its two narrowing stores); the narrowing is
     * a reinterpretation of the same 512 bits, not a conversion to another shape (which C2 boxed in methods of
     * this size). A row form with one multiply and one rotation (blend and mask per row) ran no faster and boxed
     * in the allocation check's orders (docs/mpint.md).
     */
    private static void product8(int[] a, int aLen, int[] b, int bLen, int[] out) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector b0 = (LongVector) IntVector.fromArray(I, b, 0, I.indexInRange(0, bLen)).convertShape(I2L, S, 0);
        LongVector t0 = z, t1 = z;
        for (int r = 0; r < L; r++) {
            LongVector p = LongVector.fromArray(S, SHIFT, r * L);
            LongVector s0 = p.selectFrom(z, b0).lanewise(AND, low);
            LongVector s1 = p.selectFrom(b0, z).lanewise(AND, low);
            if (r < aLen) {
                LongVector x0 = LongVector.broadcast(S, a[r]).lanewise(AND, low);
                t0 = x0.lanewise(MUL, s0).lanewise(ADD, (LongVector) S.vectorType().cast(t0));
                t1 = x0.lanewise(MUL, s1).lanewise(ADD, (LongVector) S.vectorType().cast(t1));
            }
        }
        // the carries (class comment), both blocks at once: u_k <= 2^28 + 1, then one carry of 0 or 1 per column
        LongVector one = LongVector.fromArray(S, SHIFT, L);
        LongVector two = LongVector.fromArray(S, SHIFT, 2 * L);
        LongVector m28 = LongVector.broadcast(S, M28);
        LongVector d0 = t0.lanewise(LSHR, DIGIT_BIT).lanewise(AND, m28);
        LongVector h0 = t0.lanewise(LSHR, 2 * DIGIT_BIT);
        LongVector d1 = t1.lanewise(LSHR, DIGIT_BIT).lanewise(AND, m28);
        LongVector h1 = t1.lanewise(LSHR, 2 * DIGIT_BIT);
        LongVector v0 = t0.lanewise(AND, m28).lanewise(ADD, one.selectFrom(z, d0)).lanewise(ADD, two.selectFrom(z, h0));
        LongVector v1 = t1.lanewise(AND, m28).lanewise(ADD, one.selectFrom(d0, d1)).lanewise(ADD, two.selectFrom(h0, h1));
        LongVector c0 = v0.lanewise(LSHR, DIGIT_BIT);
        LongVector c1 = v1.lanewise(LSHR, DIGIT_BIT);
        LongVector u0 = v0.lanewise(AND, m28).lanewise(ADD, one.selectFrom(z, c0));
        LongVector u1 = v1.lanewise(AND, m28).lanewise(ADD, one.selectFrom(c0, c1));
        long g = u0.compare(GT, m28).toLong() | u1.compare(GT, m28).toLong() << L;
        long e = u0.compare(EQ, m28).toLong() | u1.compare(EQ, m28).toLong() << L;
        long carries = ((g | e) + g) ^ e;                        // 16 columns: no carry out of the word
        LongVector unit = LongVector.broadcast(S, 1);
        IntVector w0 = u0.lanewise(ADD, unit, VectorMask.fromLong(S, carries)).lanewise(AND, m28).reinterpretAsInts();
        IntVector w1 = u1.lanewise(ADD, unit, VectorMask.fromLong(S, carries >>> L)).lanewise(AND, m28).reinterpretAsInts();
        // of exact type for the store (class Int512Vector, a constant): the packing's result is typed by the shared
        // profile until C2 inlines it, and a store through that type boxed it once other kernels had run first
        IntVector digits = (IntVector) I2.vectorType().cast(IntVector.fromArray(I2, EVEN, 0).selectFrom(w0, w1));
        int n = aLen + bLen;
        if (n == 2 * L) {
            digits.intoArray(out, 0);
        } else {
            digits.intoArray(out, 0, I2.indexInRange(0, n));
        }
    }

    /**
     * {@code out[0 .. aLen+bLen) = a * b} for {@code 1 <= aLen <= bLen = 9}: {@link #product8} on the first 8 digits of
     * each, and the ninth digits, whose products with the other operand's first 8 fall on the columns of block 1
     * lane for lane (no shift), and with each other on column 16: two multiplies and one scalar product more than
     * 8 digits, where {@link #productTo24} runs 8 phases of three shifted blocks (23 ns against 17 at 8 digits).
     */
    private static void product9(int[] a, int aLen, int[] b, int bLen, int[] out) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector b0 = (LongVector) IntVector.fromArray(I, b, 0, I.indexInRange(0, bLen)).convertShape(I2L, S, 0);
        LongVector a0 = (LongVector) IntVector.fromArray(I, a, 0, I.indexInRange(0, aLen)).convertShape(I2L, S, 0);
        LongVector t0 = z, t1 = z, t2 = z;
        for (int r = 0; r < L; r++) {
            LongVector p = LongVector.fromArray(S, SHIFT, r * L);
            LongVector s0 = p.selectFrom(z, b0).lanewise(AND, low);
            LongVector s1 = p.selectFrom(b0, z).lanewise(AND, low);
            if (r < aLen) {
                LongVector x0 = LongVector.broadcast(S, a[r]).lanewise(AND, low);
                t0 = x0.lanewise(MUL, s0).lanewise(ADD, (LongVector) S.vectorType().cast(t0));
                t1 = x0.lanewise(MUL, s1).lanewise(ADD, (LongVector) S.vectorType().cast(t1));
            }
        }
        // the ninth digits: a[8] b[0..8) and b[8] a[0..8) into block 1 lane for lane (columns 8..15, now at most 10
        // products each), a[8] b[8] into column 16
        long a8 = aLen > L ? a[L] : 0;
        long b8 = b[L];
        t1 = LongVector.broadcast(S, a8).lanewise(AND, low).lanewise(MUL, low.lanewise(AND, b0)).lanewise(ADD, t1);
        t1 = LongVector.broadcast(S, b8).lanewise(AND, low).lanewise(MUL, low.lanewise(AND, a0)).lanewise(ADD, t1);
        t2 = LongVector.broadcast(S, a8 * b8).lanewise(AND, LongVector.fromArray(S, LANE0, 0));
        // the carries (class comment), all 3 blocks at once: u_k <= 2^28 + 1, then one carry of 0 or 1 per column
        LongVector one = LongVector.fromArray(S, SHIFT, L);
        LongVector two = LongVector.fromArray(S, SHIFT, 2 * L);
        LongVector m28 = LongVector.broadcast(S, M28);
        LongVector d0 = t0.lanewise(LSHR, DIGIT_BIT).lanewise(AND, m28);
        LongVector h0 = t0.lanewise(LSHR, 2 * DIGIT_BIT);
        LongVector d1 = t1.lanewise(LSHR, DIGIT_BIT).lanewise(AND, m28);
        LongVector h1 = t1.lanewise(LSHR, 2 * DIGIT_BIT);
        LongVector d2 = t2.lanewise(LSHR, DIGIT_BIT).lanewise(AND, m28);
        LongVector h2 = t2.lanewise(LSHR, 2 * DIGIT_BIT);
        LongVector v0 = t0.lanewise(AND, m28).lanewise(ADD, one.selectFrom(z, d0)).lanewise(ADD, two.selectFrom(z, h0));
        LongVector v1 = t1.lanewise(AND, m28).lanewise(ADD, one.selectFrom(d0, d1)).lanewise(ADD, two.selectFrom(h0, h1));
        LongVector v2 = t2.lanewise(AND, m28).lanewise(ADD, one.selectFrom(d1, d2)).lanewise(ADD, two.selectFrom(h1, h2));
        LongVector c0 = v0.lanewise(LSHR, DIGIT_BIT);
        LongVector c1 = v1.lanewise(LSHR, DIGIT_BIT);
        LongVector c2 = v2.lanewise(LSHR, DIGIT_BIT);
        LongVector u0 = v0.lanewise(AND, m28).lanewise(ADD, one.selectFrom(z, c0));
        LongVector u1 = v1.lanewise(AND, m28).lanewise(ADD, one.selectFrom(c0, c1));
        LongVector u2 = v2.lanewise(AND, m28).lanewise(ADD, one.selectFrom(c1, c2));
        long g = u0.compare(GT, m28).toLong() | u1.compare(GT, m28).toLong() << L | u2.compare(GT, m28).toLong() << 16;
        long e = u0.compare(EQ, m28).toLong() | u1.compare(EQ, m28).toLong() << L | u2.compare(EQ, m28).toLong() << 16;
        long carries = ((g | e) + g) ^ e;                        // 24 columns: no carry out of the word
        LongVector unit = LongVector.broadcast(S, 1);
        IntVector w0 = u0.lanewise(ADD, unit, VectorMask.fromLong(S, carries)).lanewise(AND, m28).reinterpretAsInts();
        IntVector w1 = u1.lanewise(ADD, unit, VectorMask.fromLong(S, carries >>> L)).lanewise(AND, m28).reinterpretAsInts();
        IntVector w2 = u2.lanewise(ADD, unit, VectorMask.fromLong(S, carries >>> 16)).lanewise(AND, m28).reinterpretAsInts();
        int n = aLen + bLen;
        // each packing of exact type for its store, as in product8 (without the cast the stores boxed: 160 bytes a call)
        IntVector even = IntVector.fromArray(I2, EVEN, 0);
        IntVector w3 = IntVector.zero(I2);
        IntVector digits0 = (IntVector) I2.vectorType().cast(even.selectFrom(w0, w1));
        IntVector digits1 = (IntVector) I2.vectorType().cast(even.selectFrom(w2, w3));
        if (n >= 16) {
            digits0.intoArray(out, 0);
        } else {
            digits0.intoArray(out, 0, I2.indexInRange(0, n));
        }
        if (n > 16) {
            ((IntVector) I2.vectorType().cast(IntVector.fromArray(I2, SLIDE, n - 16).selectFrom(digits0, digits1))).intoArray(out, n - 16);
        }
    }

    /**
     * {@code out[0 .. aLen+bLen) = a * b} for {@code 1 <= aLen <= bLen}, {@code bLen} in {@code (8, 16]}, all in
     * registers as {@link #product8} (4 blocks of columns, the carries of the class comment across all of them,
     * the digits of each pair of blocks by one two-table permute): without the per-thread scratch, the stores
     * and reloads of the column sums and the call to {@link #digits} of the general methods.
     */
    private static void product16(int[] a, int aLen, int[] b, int bLen, int[] out) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector b0 = (LongVector) IntVector.fromArray(I, b, 0).convertShape(I2L, S, 0);
        LongVector b1 = (LongVector) IntVector.fromArray(I, b, 8, I.indexInRange(8, bLen)).convertShape(I2L, S, 0);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z;
        for (int r = 0; r < L; r++) {
            LongVector p = LongVector.fromArray(S, SHIFT, r * L);
            LongVector s0 = p.selectFrom(z, b0).lanewise(AND, low);
            LongVector s1 = p.selectFrom(b0, b1).lanewise(AND, low);
            if (r < aLen) {
                LongVector x0 = LongVector.broadcast(S, a[r]).lanewise(AND, low);
                t0 = x0.lanewise(MUL, s0).lanewise(ADD, (LongVector) S.vectorType().cast(t0));
                t1 = x0.lanewise(MUL, s1).lanewise(ADD, (LongVector) S.vectorType().cast(t1));
            }
            if (r + 8 < aLen) {
                LongVector x1 = LongVector.broadcast(S, a[r + 8]).lanewise(AND, low);
                t1 = x1.lanewise(MUL, s0).lanewise(ADD, (LongVector) S.vectorType().cast(t1));
                t2 = x1.lanewise(MUL, s1).lanewise(ADD, (LongVector) S.vectorType().cast(t2));
            }
            if (r > 16 - bLen) {
                LongVector s2 = p.selectFrom(b1, z).lanewise(AND, low);
                if (r < aLen) {
                    LongVector y0 = LongVector.broadcast(S, a[r]).lanewise(AND, low);
                    t2 = y0.lanewise(MUL, s2).lanewise(ADD, (LongVector) S.vectorType().cast(t2));
                }
                if (r + 8 < aLen) {
                    LongVector y1 = LongVector.broadcast(S, a[r + 8]).lanewise(AND, low);
                    t3 = y1.lanewise(MUL, s2).lanewise(ADD, (LongVector) S.vectorType().cast(t3));
                }
            }
        }
        // the carries (class comment), all 4 blocks at once: u_k <= 2^28 + 1, then one carry of 0 or 1 per column
        LongVector one = LongVector.fromArray(S, SHIFT, L);
        LongVector two = LongVector.fromArray(S, SHIFT, 2 * L);
        LongVector m28 = LongVector.broadcast(S, M28);
        LongVector d0 = t0.lanewise(LSHR, DIGIT_BIT).lanewise(AND, m28);
        LongVector h0 = t0.lanewise(LSHR, 2 * DIGIT_BIT);
        LongVector d1 = t1.lanewise(LSHR, DIGIT_BIT).lanewise(AND, m28);
        LongVector h1 = t1.lanewise(LSHR, 2 * DIGIT_BIT);
        LongVector d2 = t2.lanewise(LSHR, DIGIT_BIT).lanewise(AND, m28);
        LongVector h2 = t2.lanewise(LSHR, 2 * DIGIT_BIT);
        LongVector d3 = t3.lanewise(LSHR, DIGIT_BIT).lanewise(AND, m28);
        LongVector h3 = t3.lanewise(LSHR, 2 * DIGIT_BIT);
        LongVector v0 = t0.lanewise(AND, m28).lanewise(ADD, one.selectFrom(z, d0)).lanewise(ADD, two.selectFrom(z, h0));
        LongVector v1 = t1.lanewise(AND, m28).lanewise(ADD, one.selectFrom(d0, d1)).lanewise(ADD, two.selectFrom(h0, h1));
        LongVector v2 = t2.lanewise(AND, m28).lanewise(ADD, one.selectFrom(d1, d2)).lanewise(ADD, two.selectFrom(h1, h2));
        LongVector v3 = t3.lanewise(AND, m28).lanewise(ADD, one.selectFrom(d2, d3)).lanewise(ADD, two.selectFrom(h2, h3));
        LongVector c0 = v0.lanewise(LSHR, DIGIT_BIT);
        LongVector c1 = v1.lanewise(LSHR, DIGIT_BIT);
        LongVector c2 = v2.lanewise(LSHR, DIGIT_BIT);
        LongVector c3 = v3.lanewise(LSHR, DIGIT_BIT);
        LongVector u0 = v0.lanewise(AND, m28).lanewise(ADD, one.selectFrom(z, c0));
        LongVector u1 = v1.lanewise(AND, m28).lanewise(ADD, one.selectFrom(c0, c1));
        LongVector u2 = v2.lanewise(AND, m28).lanewise(ADD, one.selectFrom(c1, c2));
        LongVector u3 = v3.lanewise(AND, m28).lanewise(ADD, one.selectFrom(c2, c3));
        long g = u0.compare(GT, m28).toLong() | u1.compare(GT, m28).toLong() << L | u2.compare(GT, m28).toLong() << 16 | u3.compare(GT, m28).toLong() << 24;
        long e = u0.compare(EQ, m28).toLong() | u1.compare(EQ, m28).toLong() << L | u2.compare(EQ, m28).toLong() << 16 | u3.compare(EQ, m28).toLong() << 24;
        long carries = ((g | e) + g) ^ e;                        // 32 columns: no carry out of the word
        LongVector unit = LongVector.broadcast(S, 1);
        IntVector w0 = u0.lanewise(ADD, unit, VectorMask.fromLong(S, carries)).lanewise(AND, m28).reinterpretAsInts();
        IntVector w1 = u1.lanewise(ADD, unit, VectorMask.fromLong(S, carries >>> L)).lanewise(AND, m28).reinterpretAsInts();
        IntVector w2 = u2.lanewise(ADD, unit, VectorMask.fromLong(S, carries >>> 16)).lanewise(AND, m28).reinterpretAsInts();
        IntVector w3 = u3.lanewise(ADD, unit, VectorMask.fromLong(S, carries >>> 24)).lanewise(AND, m28).reinterpretAsInts();
        int n = aLen + bLen;
        // each packing of exact type for its store, as in product8 (without the cast the stores boxed: 160 bytes a call)
        IntVector even = IntVector.fromArray(I2, EVEN, 0);
        IntVector digits0 = (IntVector) I2.vectorType().cast(even.selectFrom(w0, w1));
        IntVector digits1 = (IntVector) I2.vectorType().cast(even.selectFrom(w2, w3));
        if (n >= 16) {
            digits0.intoArray(out, 0);
        } else {
            digits0.intoArray(out, 0, I2.indexInRange(0, n));
        }
        if (n >= 32) {
            digits1.intoArray(out, 16);
        } else if (n > 16) {
            ((IntVector) I2.vectorType().cast(IntVector.fromArray(I2, SLIDE, n - 16).selectFrom(digits0, digits1))).intoArray(out, n - 16);
        }
    }

    /**
     * {@code out[0 .. aLen+bLen) = a * b} for {@code 1 <= aLen <= bLen}, {@code bLen} in {@code (8, 16]} and
     * {@code aLen + bLen <= 24}: {@link #product16} without its top block of columns, which no row reaches when the
     * product has at most 24 digits (its top column is {@code aLen + bLen - 2}): 3 blocks of column sums and
     * carries instead of 4, 2-3 ns less at 9-12 digits (Zen 5, docs/mpint.md).
     */
    private static void productTo24(int[] a, int aLen, int[] b, int bLen, int[] out) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector b0 = (LongVector) IntVector.fromArray(I, b, 0).convertShape(I2L, S, 0);
        LongVector b1 = (LongVector) IntVector.fromArray(I, b, 8, I.indexInRange(8, bLen)).convertShape(I2L, S, 0);
        LongVector t0 = z, t1 = z, t2 = z;
        for (int r = 0; r < L; r++) {
            LongVector p = LongVector.fromArray(S, SHIFT, r * L);
            LongVector s0 = p.selectFrom(z, b0).lanewise(AND, low);
            LongVector s1 = p.selectFrom(b0, b1).lanewise(AND, low);
            if (r < aLen) {
                LongVector x0 = LongVector.broadcast(S, a[r]).lanewise(AND, low);
                t0 = x0.lanewise(MUL, s0).lanewise(ADD, (LongVector) S.vectorType().cast(t0));
                t1 = x0.lanewise(MUL, s1).lanewise(ADD, (LongVector) S.vectorType().cast(t1));
            }
            if (r + 8 < aLen) {
                LongVector x1 = LongVector.broadcast(S, a[r + 8]).lanewise(AND, low);
                t1 = x1.lanewise(MUL, s0).lanewise(ADD, (LongVector) S.vectorType().cast(t1));
                t2 = x1.lanewise(MUL, s1).lanewise(ADD, (LongVector) S.vectorType().cast(t2));
            }
            if (r > 16 - bLen) {
                LongVector s2 = p.selectFrom(b1, z).lanewise(AND, low);
                if (r < aLen) {
                    LongVector y0 = LongVector.broadcast(S, a[r]).lanewise(AND, low);
                    t2 = y0.lanewise(MUL, s2).lanewise(ADD, (LongVector) S.vectorType().cast(t2));
                }
            }
        }
        // the carries (class comment), all 3 blocks at once: u_k <= 2^28 + 1, then one carry of 0 or 1 per column
        LongVector one = LongVector.fromArray(S, SHIFT, L);
        LongVector two = LongVector.fromArray(S, SHIFT, 2 * L);
        LongVector m28 = LongVector.broadcast(S, M28);
        LongVector d0 = t0.lanewise(LSHR, DIGIT_BIT).lanewise(AND, m28);
        LongVector h0 = t0.lanewise(LSHR, 2 * DIGIT_BIT);
        LongVector d1 = t1.lanewise(LSHR, DIGIT_BIT).lanewise(AND, m28);
        LongVector h1 = t1.lanewise(LSHR, 2 * DIGIT_BIT);
        LongVector d2 = t2.lanewise(LSHR, DIGIT_BIT).lanewise(AND, m28);
        LongVector h2 = t2.lanewise(LSHR, 2 * DIGIT_BIT);
        LongVector v0 = t0.lanewise(AND, m28).lanewise(ADD, one.selectFrom(z, d0)).lanewise(ADD, two.selectFrom(z, h0));
        LongVector v1 = t1.lanewise(AND, m28).lanewise(ADD, one.selectFrom(d0, d1)).lanewise(ADD, two.selectFrom(h0, h1));
        LongVector v2 = t2.lanewise(AND, m28).lanewise(ADD, one.selectFrom(d1, d2)).lanewise(ADD, two.selectFrom(h1, h2));
        LongVector c0 = v0.lanewise(LSHR, DIGIT_BIT);
        LongVector c1 = v1.lanewise(LSHR, DIGIT_BIT);
        LongVector c2 = v2.lanewise(LSHR, DIGIT_BIT);
        LongVector u0 = v0.lanewise(AND, m28).lanewise(ADD, one.selectFrom(z, c0));
        LongVector u1 = v1.lanewise(AND, m28).lanewise(ADD, one.selectFrom(c0, c1));
        LongVector u2 = v2.lanewise(AND, m28).lanewise(ADD, one.selectFrom(c1, c2));
        long g = u0.compare(GT, m28).toLong() | u1.compare(GT, m28).toLong() << L | u2.compare(GT, m28).toLong() << 16;
        long e = u0.compare(EQ, m28).toLong() | u1.compare(EQ, m28).toLong() << L | u2.compare(EQ, m28).toLong() << 16;
        long carries = ((g | e) + g) ^ e;                        // 24 columns: no carry out of the word
        LongVector unit = LongVector.broadcast(S, 1);
        IntVector w0 = u0.lanewise(ADD, unit, VectorMask.fromLong(S, carries)).lanewise(AND, m28).reinterpretAsInts();
        IntVector w1 = u1.lanewise(ADD, unit, VectorMask.fromLong(S, carries >>> L)).lanewise(AND, m28).reinterpretAsInts();
        IntVector w2 = u2.lanewise(ADD, unit, VectorMask.fromLong(S, carries >>> 16)).lanewise(AND, m28).reinterpretAsInts();
        int n = aLen + bLen;
        // each packing of exact type for its store, as in product8 (without the cast the stores boxed: 160 bytes a call)
        IntVector even = IntVector.fromArray(I2, EVEN, 0);
        IntVector w3 = IntVector.zero(I2);
        IntVector digits0 = (IntVector) I2.vectorType().cast(even.selectFrom(w0, w1));
        IntVector digits1 = (IntVector) I2.vectorType().cast(even.selectFrom(w2, w3));
        if (n >= 16) {
            digits0.intoArray(out, 0);
        } else {
            digits0.intoArray(out, 0, I2.indexInRange(0, n));
        }
        if (n > 16) {
            ((IntVector) I2.vectorType().cast(IntVector.fromArray(I2, SLIDE, n - 16).selectFrom(digits0, digits1))).intoArray(out, n - 16);
        }
    }

    /** The 16 even {@code int} lanes of two 512-bit blocks of {@code long} digits (little-endian: the low halves). */
    private static final int[] EVEN = {0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30};

    /**
     * {@code 0 .. 31}: from offset {@code k}, the two-table indexes of the 16 lanes that start at lane {@code k}. The
     * last store of a product whose digits end inside a block of 16 (here and in {@link SimdWindowComba}) writes the
     * 16 digits that end at digit {@code n}, taken from two stores' digits from {@code n - 16 h} on, at {@code n - 16},
     * over digits the store below wrote with the same values, instead of a masked store, which cost about 3 ns a
     * product on a Zen 4 (docs/mpint.md).
     */
    static final int[] SLIDE = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
            16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31};

    /** Lane 0 only (a mask of {@code long}s): {@link #product9}'s column 16. */
    private static final long[] LANE0 = {-1, 0, 0, 0, 0, 0, 0, 0};

    private static final VectorSpecies<Integer> I2 = IntVector.SPECIES_512;

    private static long[] shiftRows() {
        long[] rows = new long[L * L];
        for (int r = 0; r < L; r++) {
            for (int l = 0; l < L; l++) {
                rows[r * L + l] = L + l - r;
            }
        }
        return rows;
    }

    private static final int L = 8;

    /** Where the carry words follow the column blocks in the scratch. */
    private static final int CARRY_IN = 2 * MAX_DIGITS;

    /** Per thread: the column sums of {@code 2 * MAX_DIGITS / 8} blocks, then the two words of carries. */
    private static final ThreadLocal<long[]> COLUMNS = ThreadLocal.withInitial(() -> new long[CARRY_IN + 2]);

    /**
     * {@code aLen <= bLen}, {@code aLen} in {@code (0, 8]}, {@code bLen} in {@code (16, 24]}: the column sums
     * carried as far as {@code u_k} into {@code cols[0 .. 32)}, and the carries into each column (for
     * {@link #digits}).
     */
    private static void mul13(int[] a, int aLen, int[] b, int bLen, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector b0 = (LongVector) IntVector.fromArray(I, b, 0).convertShape(I2L, S, 0);
        LongVector b1 = (LongVector) IntVector.fromArray(I, b, 8).convertShape(I2L, S, 0);
        LongVector b2 = (LongVector) IntVector.fromArray(I, b, 16, I.indexInRange(16, bLen)).convertShape(I2L, S, 0);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z;
        for (int r = 0; r < L; r++) {
            LongVector p = LongVector.fromArray(S, SHIFT, r * L);
            LongVector s0 = p.selectFrom(z, b0).lanewise(AND, low);
            LongVector s1 = p.selectFrom(b0, b1).lanewise(AND, low);
            LongVector s2 = p.selectFrom(b1, b2).lanewise(AND, low);
            LongVector x0 = LongVector.broadcast(S, r < aLen ? a[r] : 0).lanewise(AND, low);
            t0 = x0.lanewise(MUL, s0).lanewise(ADD, t0);
            t1 = x0.lanewise(MUL, s1).lanewise(ADD, t1);
            t2 = x0.lanewise(MUL, s2).lanewise(ADD, t2);
            if (r > 24 - bLen) {
                LongVector s3 = p.selectFrom(b2, z).lanewise(AND, low);
                t3 = x0.lanewise(MUL, s3).lanewise(ADD, (LongVector) S.vectorType().cast(t3));
            }
        }
        ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);
        ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 8);
        ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 24);
        // the carries (class comment): u_k <= 2^28 + 1 into cols, the generate and propagate bits resolved into the
        // carry into each column; each block is reloaded as the vector that was stored there (same address and
        // width: forwarded from the store)
        LongVector one = LongVector.fromArray(S, SHIFT, L);
        LongVector two = LongVector.fromArray(S, SHIFT, 2 * L);
        LongVector m28 = LongVector.broadcast(S, M28);
        LongVector mid = z;
        LongVector high = z;
        LongVector over = z;
        long g0 = 0;
        long p0 = 0;
        long g1 = 0;
        long p1 = 0;
        for (int m = 0; m < 4; m++) {
            LongVector col = LongVector.fromArray(S, cols, m * L);
            LongVector d = col.lanewise(LSHR, DIGIT_BIT).lanewise(AND, m28);
            LongVector h = col.lanewise(LSHR, 2 * DIGIT_BIT);
            LongVector v = col.lanewise(AND, m28).lanewise(ADD, one.selectFrom(mid, d)).lanewise(ADD, two.selectFrom(high, h));
            LongVector c = v.lanewise(LSHR, DIGIT_BIT);
            // u is stored and compared: its class made known where it is made (docs/vector-api.md, "Compiles from
            // the interpreter's profiles"; 480 bytes a call at 22 digits without it)
            LongVector u = (LongVector) S.vectorType().cast(v.lanewise(AND, m28).lanewise(ADD, one.selectFrom(over, c)));
            u.intoArray(cols, m * L);
            long g = u.compare(GT, m28).toLong();
            long e = u.compare(EQ, m28).toLong();
            if (m < L) {
                g0 |= g << (m * L);
                p0 |= e << (m * L);
            } else {
                g1 |= g << (m * L - 64);
                p1 |= e << (m * L - 64);
            }
            mid = d;
            high = h;
            over = c;
        }
        long a0 = g0 | p0;
        long sum0 = a0 + g0;
        long c0 = sum0 ^ p0;                                      // carries into columns 0..63
        long out0 = ((a0 & g0) | ((a0 | g0) & ~sum0)) >>> 63;      // carry out of column 63
        long c1 = ((g1 | p1) + g1 + out0) ^ p1;                   // carries into columns 64..
        cols[CARRY_IN] = c0;
        cols[CARRY_IN + 1] = c1;
    }

    /**
     * {@code aLen <= bLen}, {@code aLen} in {@code (0, 8]}, {@code bLen} in {@code (24, 32]}: the column sums
     * carried as far as {@code u_k} into {@code cols[0 .. 40)}, and the carries into each column (for
     * {@link #digits}).
     */
    private static void mul14(int[] a, int aLen, int[] b, int bLen, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector b0 = (LongVector) IntVector.fromArray(I, b, 0).convertShape(I2L, S, 0);
        LongVector b1 = (LongVector) IntVector.fromArray(I, b, 8).convertShape(I2L, S, 0);
        LongVector b2 = (LongVector) IntVector.fromArray(I, b, 16).convertShape(I2L, S, 0);
        LongVector b3 = (LongVector) IntVector.fromArray(I, b, 24, I.indexInRange(24, bLen)).convertShape(I2L, S, 0);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z;
        for (int r = 0; r < L; r++) {
            LongVector p = LongVector.fromArray(S, SHIFT, r * L);
            LongVector s0 = p.selectFrom(z, b0).lanewise(AND, low);
            LongVector s1 = p.selectFrom(b0, b1).lanewise(AND, low);
            LongVector s2 = p.selectFrom(b1, b2).lanewise(AND, low);
            LongVector s3 = p.selectFrom(b2, b3).lanewise(AND, low);
            LongVector x0 = LongVector.broadcast(S, r < aLen ? a[r] : 0).lanewise(AND, low);
            t0 = x0.lanewise(MUL, s0).lanewise(ADD, t0);
            t1 = x0.lanewise(MUL, s1).lanewise(ADD, t1);
            t2 = x0.lanewise(MUL, s2).lanewise(ADD, t2);
            t3 = x0.lanewise(MUL, s3).lanewise(ADD, t3);
            if (r > 32 - bLen) {
                LongVector s4 = p.selectFrom(b3, z).lanewise(AND, low);
                t4 = x0.lanewise(MUL, s4).lanewise(ADD, (LongVector) S.vectorType().cast(t4));
            }
        }
        ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);
        ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 8);
        ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 32);
        // the carries (class comment): u_k <= 2^28 + 1 into cols, the generate and propagate bits resolved into the
        // carry into each column; each block is reloaded as the vector that was stored there (same address and
        // width: forwarded from the store)
        LongVector one = LongVector.fromArray(S, SHIFT, L);
        LongVector two = LongVector.fromArray(S, SHIFT, 2 * L);
        LongVector m28 = LongVector.broadcast(S, M28);
        LongVector mid = z;
        LongVector high = z;
        LongVector over = z;
        long g0 = 0;
        long p0 = 0;
        long g1 = 0;
        long p1 = 0;
        for (int m = 0; m < 5; m++) {
            LongVector col = LongVector.fromArray(S, cols, m * L);
            LongVector d = col.lanewise(LSHR, DIGIT_BIT).lanewise(AND, m28);
            LongVector h = col.lanewise(LSHR, 2 * DIGIT_BIT);
            LongVector v = col.lanewise(AND, m28).lanewise(ADD, one.selectFrom(mid, d)).lanewise(ADD, two.selectFrom(high, h));
            LongVector c = v.lanewise(LSHR, DIGIT_BIT);
            // u is stored and compared: its class made known where it is made (docs/vector-api.md, "Compiles from
            // the interpreter's profiles"; 480 bytes a call at 22 digits without it)
            LongVector u = (LongVector) S.vectorType().cast(v.lanewise(AND, m28).lanewise(ADD, one.selectFrom(over, c)));
            u.intoArray(cols, m * L);
            long g = u.compare(GT, m28).toLong();
            long e = u.compare(EQ, m28).toLong();
            if (m < L) {
                g0 |= g << (m * L);
                p0 |= e << (m * L);
            } else {
                g1 |= g << (m * L - 64);
                p1 |= e << (m * L - 64);
            }
            mid = d;
            high = h;
            over = c;
        }
        long a0 = g0 | p0;
        long sum0 = a0 + g0;
        long c0 = sum0 ^ p0;                                      // carries into columns 0..63
        long out0 = ((a0 & g0) | ((a0 | g0) & ~sum0)) >>> 63;      // carry out of column 63
        long c1 = ((g1 | p1) + g1 + out0) ^ p1;                   // carries into columns 64..
        cols[CARRY_IN] = c0;
        cols[CARRY_IN + 1] = c1;
    }

    /**
     * {@code aLen <= bLen}, {@code aLen} in {@code (0, 8]}, {@code bLen} in {@code (32, 40]}: the column sums
     * carried as far as {@code u_k} into {@code cols[0 .. 48)}, and the carries into each column (for
     * {@link #digits}).
     */
    private static void mul15(int[] a, int aLen, int[] b, int bLen, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector b0 = (LongVector) IntVector.fromArray(I, b, 0).convertShape(I2L, S, 0);
        LongVector b1 = (LongVector) IntVector.fromArray(I, b, 8).convertShape(I2L, S, 0);
        LongVector b2 = (LongVector) IntVector.fromArray(I, b, 16).convertShape(I2L, S, 0);
        LongVector b3 = (LongVector) IntVector.fromArray(I, b, 24).convertShape(I2L, S, 0);
        LongVector b4 = (LongVector) IntVector.fromArray(I, b, 32, I.indexInRange(32, bLen)).convertShape(I2L, S, 0);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z;
        for (int r = 0; r < L; r++) {
            LongVector p = LongVector.fromArray(S, SHIFT, r * L);
            LongVector s0 = p.selectFrom(z, b0).lanewise(AND, low);
            LongVector s1 = p.selectFrom(b0, b1).lanewise(AND, low);
            LongVector s2 = p.selectFrom(b1, b2).lanewise(AND, low);
            LongVector s3 = p.selectFrom(b2, b3).lanewise(AND, low);
            LongVector s4 = p.selectFrom(b3, b4).lanewise(AND, low);
            LongVector x0 = LongVector.broadcast(S, r < aLen ? a[r] : 0).lanewise(AND, low);
            t0 = x0.lanewise(MUL, s0).lanewise(ADD, t0);
            t1 = x0.lanewise(MUL, s1).lanewise(ADD, t1);
            t2 = x0.lanewise(MUL, s2).lanewise(ADD, t2);
            t3 = x0.lanewise(MUL, s3).lanewise(ADD, t3);
            t4 = x0.lanewise(MUL, s4).lanewise(ADD, t4);
            if (r > 40 - bLen) {
                LongVector s5 = p.selectFrom(b4, z).lanewise(AND, low);
                t5 = x0.lanewise(MUL, s5).lanewise(ADD, (LongVector) S.vectorType().cast(t5));
            }
        }
        ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);
        ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 8);
        ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 40);
        // the carries (class comment): u_k <= 2^28 + 1 into cols, the generate and propagate bits resolved into the
        // carry into each column; each block is reloaded as the vector that was stored there (same address and
        // width: forwarded from the store)
        LongVector one = LongVector.fromArray(S, SHIFT, L);
        LongVector two = LongVector.fromArray(S, SHIFT, 2 * L);
        LongVector m28 = LongVector.broadcast(S, M28);
        LongVector mid = z;
        LongVector high = z;
        LongVector over = z;
        long g0 = 0;
        long p0 = 0;
        long g1 = 0;
        long p1 = 0;
        for (int m = 0; m < 6; m++) {
            LongVector col = LongVector.fromArray(S, cols, m * L);
            LongVector d = col.lanewise(LSHR, DIGIT_BIT).lanewise(AND, m28);
            LongVector h = col.lanewise(LSHR, 2 * DIGIT_BIT);
            LongVector v = col.lanewise(AND, m28).lanewise(ADD, one.selectFrom(mid, d)).lanewise(ADD, two.selectFrom(high, h));
            LongVector c = v.lanewise(LSHR, DIGIT_BIT);
            // u is stored and compared: its class made known where it is made (docs/vector-api.md, "Compiles from
            // the interpreter's profiles"; 480 bytes a call at 22 digits without it)
            LongVector u = (LongVector) S.vectorType().cast(v.lanewise(AND, m28).lanewise(ADD, one.selectFrom(over, c)));
            u.intoArray(cols, m * L);
            long g = u.compare(GT, m28).toLong();
            long e = u.compare(EQ, m28).toLong();
            if (m < L) {
                g0 |= g << (m * L);
                p0 |= e << (m * L);
            } else {
                g1 |= g << (m * L - 64);
                p1 |= e << (m * L - 64);
            }
            mid = d;
            high = h;
            over = c;
        }
        long a0 = g0 | p0;
        long sum0 = a0 + g0;
        long c0 = sum0 ^ p0;                                      // carries into columns 0..63
        long out0 = ((a0 & g0) | ((a0 | g0) & ~sum0)) >>> 63;      // carry out of column 63
        long c1 = ((g1 | p1) + g1 + out0) ^ p1;                   // carries into columns 64..
        cols[CARRY_IN] = c0;
        cols[CARRY_IN + 1] = c1;
    }

    /**
     * {@code aLen <= bLen}, {@code aLen} in {@code (8, 16]}, {@code bLen} in {@code (16, 24]}: the column sums
     * carried as far as {@code u_k} into {@code cols[0 .. 40)}, and the carries into each column (for
     * {@link #digits}).
     */
    private static void mul23(int[] a, int aLen, int[] b, int bLen, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector b0 = (LongVector) IntVector.fromArray(I, b, 0).convertShape(I2L, S, 0);
        LongVector b1 = (LongVector) IntVector.fromArray(I, b, 8).convertShape(I2L, S, 0);
        LongVector b2 = (LongVector) IntVector.fromArray(I, b, 16, I.indexInRange(16, bLen)).convertShape(I2L, S, 0);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z;
        for (int r = 0; r < L; r++) {
            LongVector p = LongVector.fromArray(S, SHIFT, r * L);
            LongVector s0 = p.selectFrom(z, b0).lanewise(AND, low);
            LongVector s1 = p.selectFrom(b0, b1).lanewise(AND, low);
            LongVector s2 = p.selectFrom(b1, b2).lanewise(AND, low);
            LongVector x0 = LongVector.broadcast(S, a[r]).lanewise(AND, low);
            t0 = x0.lanewise(MUL, s0).lanewise(ADD, t0);
            t1 = x0.lanewise(MUL, s1).lanewise(ADD, t1);
            t2 = x0.lanewise(MUL, s2).lanewise(ADD, t2);
            LongVector x1 = LongVector.broadcast(S, r + 8 < aLen ? a[r + 8] : 0).lanewise(AND, low);
            t1 = x1.lanewise(MUL, s0).lanewise(ADD, t1);
            t2 = x1.lanewise(MUL, s1).lanewise(ADD, t2);
            t3 = x1.lanewise(MUL, s2).lanewise(ADD, t3);
            if (r > 24 - bLen) {
                LongVector s3 = p.selectFrom(b2, z).lanewise(AND, low);
                t3 = x0.lanewise(MUL, s3).lanewise(ADD, (LongVector) S.vectorType().cast(t3));
                t4 = x1.lanewise(MUL, s3).lanewise(ADD, (LongVector) S.vectorType().cast(t4));
            }
        }
        ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);
        ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 8);
        ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 32);
        // the carries (class comment): u_k <= 2^28 + 1 into cols, the generate and propagate bits resolved into the
        // carry into each column; each block is reloaded as the vector that was stored there (same address and
        // width: forwarded from the store)
        LongVector one = LongVector.fromArray(S, SHIFT, L);
        LongVector two = LongVector.fromArray(S, SHIFT, 2 * L);
        LongVector m28 = LongVector.broadcast(S, M28);
        LongVector mid = z;
        LongVector high = z;
        LongVector over = z;
        long g0 = 0;
        long p0 = 0;
        long g1 = 0;
        long p1 = 0;
        for (int m = 0; m < 5; m++) {
            LongVector col = LongVector.fromArray(S, cols, m * L);
            LongVector d = col.lanewise(LSHR, DIGIT_BIT).lanewise(AND, m28);
            LongVector h = col.lanewise(LSHR, 2 * DIGIT_BIT);
            LongVector v = col.lanewise(AND, m28).lanewise(ADD, one.selectFrom(mid, d)).lanewise(ADD, two.selectFrom(high, h));
            LongVector c = v.lanewise(LSHR, DIGIT_BIT);
            // u is stored and compared: its class made known where it is made (docs/vector-api.md, "Compiles from
            // the interpreter's profiles"; 480 bytes a call at 22 digits without it)
            LongVector u = (LongVector) S.vectorType().cast(v.lanewise(AND, m28).lanewise(ADD, one.selectFrom(over, c)));
            u.intoArray(cols, m * L);
            long g = u.compare(GT, m28).toLong();
            long e = u.compare(EQ, m28).toLong();
            if (m < L) {
                g0 |= g << (m * L);
                p0 |= e << (m * L);
            } else {
                g1 |= g << (m * L - 64);
                p1 |= e << (m * L - 64);
            }
            mid = d;
            high = h;
            over = c;
        }
        long a0 = g0 | p0;
        long sum0 = a0 + g0;
        long c0 = sum0 ^ p0;                                      // carries into columns 0..63
        long out0 = ((a0 & g0) | ((a0 | g0) & ~sum0)) >>> 63;      // carry out of column 63
        long c1 = ((g1 | p1) + g1 + out0) ^ p1;                   // carries into columns 64..
        cols[CARRY_IN] = c0;
        cols[CARRY_IN + 1] = c1;
    }

    /**
     * {@code aLen <= bLen}, {@code aLen} in {@code (8, 16]}, {@code bLen} in {@code (24, 32]}: the column sums
     * carried as far as {@code u_k} into {@code cols[0 .. 48)}, and the carries into each column (for
     * {@link #digits}).
     */
    private static void mul24(int[] a, int aLen, int[] b, int bLen, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector b0 = (LongVector) IntVector.fromArray(I, b, 0).convertShape(I2L, S, 0);
        LongVector b1 = (LongVector) IntVector.fromArray(I, b, 8).convertShape(I2L, S, 0);
        LongVector b2 = (LongVector) IntVector.fromArray(I, b, 16).convertShape(I2L, S, 0);
        LongVector b3 = (LongVector) IntVector.fromArray(I, b, 24, I.indexInRange(24, bLen)).convertShape(I2L, S, 0);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z;
        for (int r = 0; r < L; r++) {
            LongVector p = LongVector.fromArray(S, SHIFT, r * L);
            LongVector s0 = p.selectFrom(z, b0).lanewise(AND, low);
            LongVector s1 = p.selectFrom(b0, b1).lanewise(AND, low);
            LongVector s2 = p.selectFrom(b1, b2).lanewise(AND, low);
            LongVector s3 = p.selectFrom(b2, b3).lanewise(AND, low);
            LongVector x0 = LongVector.broadcast(S, a[r]).lanewise(AND, low);
            t0 = x0.lanewise(MUL, s0).lanewise(ADD, t0);
            t1 = x0.lanewise(MUL, s1).lanewise(ADD, t1);
            t2 = x0.lanewise(MUL, s2).lanewise(ADD, t2);
            t3 = x0.lanewise(MUL, s3).lanewise(ADD, t3);
            LongVector x1 = LongVector.broadcast(S, r + 8 < aLen ? a[r + 8] : 0).lanewise(AND, low);
            t1 = x1.lanewise(MUL, s0).lanewise(ADD, t1);
            t2 = x1.lanewise(MUL, s1).lanewise(ADD, t2);
            t3 = x1.lanewise(MUL, s2).lanewise(ADD, t3);
            t4 = x1.lanewise(MUL, s3).lanewise(ADD, t4);
            if (r > 32 - bLen) {
                LongVector s4 = p.selectFrom(b3, z).lanewise(AND, low);
                t4 = x0.lanewise(MUL, s4).lanewise(ADD, (LongVector) S.vectorType().cast(t4));
                t5 = x1.lanewise(MUL, s4).lanewise(ADD, (LongVector) S.vectorType().cast(t5));
            }
        }
        ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);
        ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 8);
        ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 40);
        // the carries (class comment): u_k <= 2^28 + 1 into cols, the generate and propagate bits resolved into the
        // carry into each column; each block is reloaded as the vector that was stored there (same address and
        // width: forwarded from the store)
        LongVector one = LongVector.fromArray(S, SHIFT, L);
        LongVector two = LongVector.fromArray(S, SHIFT, 2 * L);
        LongVector m28 = LongVector.broadcast(S, M28);
        LongVector mid = z;
        LongVector high = z;
        LongVector over = z;
        long g0 = 0;
        long p0 = 0;
        long g1 = 0;
        long p1 = 0;
        for (int m = 0; m < 6; m++) {
            LongVector col = LongVector.fromArray(S, cols, m * L);
            LongVector d = col.lanewise(LSHR, DIGIT_BIT).lanewise(AND, m28);
            LongVector h = col.lanewise(LSHR, 2 * DIGIT_BIT);
            LongVector v = col.lanewise(AND, m28).lanewise(ADD, one.selectFrom(mid, d)).lanewise(ADD, two.selectFrom(high, h));
            LongVector c = v.lanewise(LSHR, DIGIT_BIT);
            // u is stored and compared: its class made known where it is made (docs/vector-api.md, "Compiles from
            // the interpreter's profiles"; 480 bytes a call at 22 digits without it)
            LongVector u = (LongVector) S.vectorType().cast(v.lanewise(AND, m28).lanewise(ADD, one.selectFrom(over, c)));
            u.intoArray(cols, m * L);
            long g = u.compare(GT, m28).toLong();
            long e = u.compare(EQ, m28).toLong();
            if (m < L) {
                g0 |= g << (m * L);
                p0 |= e << (m * L);
            } else {
                g1 |= g << (m * L - 64);
                p1 |= e << (m * L - 64);
            }
            mid = d;
            high = h;
            over = c;
        }
        long a0 = g0 | p0;
        long sum0 = a0 + g0;
        long c0 = sum0 ^ p0;                                      // carries into columns 0..63
        long out0 = ((a0 & g0) | ((a0 | g0) & ~sum0)) >>> 63;      // carry out of column 63
        long c1 = ((g1 | p1) + g1 + out0) ^ p1;                   // carries into columns 64..
        cols[CARRY_IN] = c0;
        cols[CARRY_IN + 1] = c1;
    }

    /**
     * {@code aLen <= bLen}, {@code aLen} in {@code (8, 16]}, {@code bLen} in {@code (32, 40]}: the column sums
     * carried as far as {@code u_k} into {@code cols[0 .. 56)}, and the carries into each column (for
     * {@link #digits}).
     */
    private static void mul25(int[] a, int aLen, int[] b, int bLen, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector b0 = (LongVector) IntVector.fromArray(I, b, 0).convertShape(I2L, S, 0);
        LongVector b1 = (LongVector) IntVector.fromArray(I, b, 8).convertShape(I2L, S, 0);
        LongVector b2 = (LongVector) IntVector.fromArray(I, b, 16).convertShape(I2L, S, 0);
        LongVector b3 = (LongVector) IntVector.fromArray(I, b, 24).convertShape(I2L, S, 0);
        LongVector b4 = (LongVector) IntVector.fromArray(I, b, 32, I.indexInRange(32, bLen)).convertShape(I2L, S, 0);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z;
        for (int r = 0; r < L; r++) {
            LongVector p = LongVector.fromArray(S, SHIFT, r * L);
            LongVector s0 = p.selectFrom(z, b0).lanewise(AND, low);
            LongVector s1 = p.selectFrom(b0, b1).lanewise(AND, low);
            LongVector s2 = p.selectFrom(b1, b2).lanewise(AND, low);
            LongVector s3 = p.selectFrom(b2, b3).lanewise(AND, low);
            LongVector s4 = p.selectFrom(b3, b4).lanewise(AND, low);
            LongVector x0 = LongVector.broadcast(S, a[r]).lanewise(AND, low);
            t0 = x0.lanewise(MUL, s0).lanewise(ADD, t0);
            t1 = x0.lanewise(MUL, s1).lanewise(ADD, t1);
            t2 = x0.lanewise(MUL, s2).lanewise(ADD, t2);
            t3 = x0.lanewise(MUL, s3).lanewise(ADD, t3);
            t4 = x0.lanewise(MUL, s4).lanewise(ADD, t4);
            LongVector x1 = LongVector.broadcast(S, r + 8 < aLen ? a[r + 8] : 0).lanewise(AND, low);
            t1 = x1.lanewise(MUL, s0).lanewise(ADD, t1);
            t2 = x1.lanewise(MUL, s1).lanewise(ADD, t2);
            t3 = x1.lanewise(MUL, s2).lanewise(ADD, t3);
            t4 = x1.lanewise(MUL, s3).lanewise(ADD, t4);
            t5 = x1.lanewise(MUL, s4).lanewise(ADD, t5);
            if (r > 40 - bLen) {
                LongVector s5 = p.selectFrom(b4, z).lanewise(AND, low);
                t5 = x0.lanewise(MUL, s5).lanewise(ADD, (LongVector) S.vectorType().cast(t5));
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
        // the carries (class comment): u_k <= 2^28 + 1 into cols, the generate and propagate bits resolved into the
        // carry into each column; each block is reloaded as the vector that was stored there (same address and
        // width: forwarded from the store)
        LongVector one = LongVector.fromArray(S, SHIFT, L);
        LongVector two = LongVector.fromArray(S, SHIFT, 2 * L);
        LongVector m28 = LongVector.broadcast(S, M28);
        LongVector mid = z;
        LongVector high = z;
        LongVector over = z;
        long g0 = 0;
        long p0 = 0;
        long g1 = 0;
        long p1 = 0;
        for (int m = 0; m < 7; m++) {
            LongVector col = LongVector.fromArray(S, cols, m * L);
            LongVector d = col.lanewise(LSHR, DIGIT_BIT).lanewise(AND, m28);
            LongVector h = col.lanewise(LSHR, 2 * DIGIT_BIT);
            LongVector v = col.lanewise(AND, m28).lanewise(ADD, one.selectFrom(mid, d)).lanewise(ADD, two.selectFrom(high, h));
            LongVector c = v.lanewise(LSHR, DIGIT_BIT);
            // u is stored and compared: its class made known where it is made (docs/vector-api.md, "Compiles from
            // the interpreter's profiles"; 480 bytes a call at 22 digits without it)
            LongVector u = (LongVector) S.vectorType().cast(v.lanewise(AND, m28).lanewise(ADD, one.selectFrom(over, c)));
            u.intoArray(cols, m * L);
            long g = u.compare(GT, m28).toLong();
            long e = u.compare(EQ, m28).toLong();
            if (m < L) {
                g0 |= g << (m * L);
                p0 |= e << (m * L);
            } else {
                g1 |= g << (m * L - 64);
                p1 |= e << (m * L - 64);
            }
            mid = d;
            high = h;
            over = c;
        }
        long a0 = g0 | p0;
        long sum0 = a0 + g0;
        long c0 = sum0 ^ p0;                                      // carries into columns 0..63
        long out0 = ((a0 & g0) | ((a0 | g0) & ~sum0)) >>> 63;      // carry out of column 63
        long c1 = ((g1 | p1) + g1 + out0) ^ p1;                   // carries into columns 64..
        cols[CARRY_IN] = c0;
        cols[CARRY_IN + 1] = c1;
    }

    /**
     * {@code aLen <= bLen}, {@code aLen} in {@code (16, 24]}, {@code bLen} in {@code (16, 24]}: the column sums
     * carried as far as {@code u_k} into {@code cols[0 .. 48)}, and the carries into each column (for
     * {@link #digits}).
     */
    private static void mul33(int[] a, int aLen, int[] b, int bLen, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector b0 = (LongVector) IntVector.fromArray(I, b, 0).convertShape(I2L, S, 0);
        LongVector b1 = (LongVector) IntVector.fromArray(I, b, 8).convertShape(I2L, S, 0);
        LongVector b2 = (LongVector) IntVector.fromArray(I, b, 16, I.indexInRange(16, bLen)).convertShape(I2L, S, 0);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z;
        for (int r = 0; r < L; r++) {
            LongVector p = LongVector.fromArray(S, SHIFT, r * L);
            LongVector s0 = p.selectFrom(z, b0).lanewise(AND, low);
            LongVector s1 = p.selectFrom(b0, b1).lanewise(AND, low);
            LongVector s2 = p.selectFrom(b1, b2).lanewise(AND, low);
            LongVector x0 = LongVector.broadcast(S, a[r]).lanewise(AND, low);
            t0 = x0.lanewise(MUL, s0).lanewise(ADD, t0);
            t1 = x0.lanewise(MUL, s1).lanewise(ADD, t1);
            t2 = x0.lanewise(MUL, s2).lanewise(ADD, t2);
            LongVector x1 = LongVector.broadcast(S, a[r + 8]).lanewise(AND, low);
            t1 = x1.lanewise(MUL, s0).lanewise(ADD, t1);
            t2 = x1.lanewise(MUL, s1).lanewise(ADD, t2);
            t3 = x1.lanewise(MUL, s2).lanewise(ADD, t3);
            LongVector x2 = LongVector.broadcast(S, r + 16 < aLen ? a[r + 16] : 0).lanewise(AND, low);
            t2 = x2.lanewise(MUL, s0).lanewise(ADD, t2);
            t3 = x2.lanewise(MUL, s1).lanewise(ADD, t3);
            t4 = x2.lanewise(MUL, s2).lanewise(ADD, t4);
            if (r > 24 - bLen) {
                LongVector s3 = p.selectFrom(b2, z).lanewise(AND, low);
                t3 = x0.lanewise(MUL, s3).lanewise(ADD, (LongVector) S.vectorType().cast(t3));
                t4 = x1.lanewise(MUL, s3).lanewise(ADD, (LongVector) S.vectorType().cast(t4));
                t5 = x2.lanewise(MUL, s3).lanewise(ADD, (LongVector) S.vectorType().cast(t5));
            }
        }
        ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);
        ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 8);
        ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 40);
        // the carries (class comment): u_k <= 2^28 + 1 into cols, the generate and propagate bits resolved into the
        // carry into each column; each block is reloaded as the vector that was stored there (same address and
        // width: forwarded from the store)
        LongVector one = LongVector.fromArray(S, SHIFT, L);
        LongVector two = LongVector.fromArray(S, SHIFT, 2 * L);
        LongVector m28 = LongVector.broadcast(S, M28);
        LongVector mid = z;
        LongVector high = z;
        LongVector over = z;
        long g0 = 0;
        long p0 = 0;
        long g1 = 0;
        long p1 = 0;
        for (int m = 0; m < 6; m++) {
            LongVector col = LongVector.fromArray(S, cols, m * L);
            LongVector d = col.lanewise(LSHR, DIGIT_BIT).lanewise(AND, m28);
            LongVector h = col.lanewise(LSHR, 2 * DIGIT_BIT);
            LongVector v = col.lanewise(AND, m28).lanewise(ADD, one.selectFrom(mid, d)).lanewise(ADD, two.selectFrom(high, h));
            LongVector c = v.lanewise(LSHR, DIGIT_BIT);
            // u is stored and compared: its class made known where it is made (docs/vector-api.md, "Compiles from
            // the interpreter's profiles"; 480 bytes a call at 22 digits without it)
            LongVector u = (LongVector) S.vectorType().cast(v.lanewise(AND, m28).lanewise(ADD, one.selectFrom(over, c)));
            u.intoArray(cols, m * L);
            long g = u.compare(GT, m28).toLong();
            long e = u.compare(EQ, m28).toLong();
            if (m < L) {
                g0 |= g << (m * L);
                p0 |= e << (m * L);
            } else {
                g1 |= g << (m * L - 64);
                p1 |= e << (m * L - 64);
            }
            mid = d;
            high = h;
            over = c;
        }
        long a0 = g0 | p0;
        long sum0 = a0 + g0;
        long c0 = sum0 ^ p0;                                      // carries into columns 0..63
        long out0 = ((a0 & g0) | ((a0 | g0) & ~sum0)) >>> 63;      // carry out of column 63
        long c1 = ((g1 | p1) + g1 + out0) ^ p1;                   // carries into columns 64..
        cols[CARRY_IN] = c0;
        cols[CARRY_IN + 1] = c1;
    }

    /**
     * {@code aLen <= bLen}, {@code aLen} in {@code (16, 24]}, {@code bLen} in {@code (24, 32]}: the column sums
     * carried as far as {@code u_k} into {@code cols[0 .. 56)}, and the carries into each column (for
     * {@link #digits}).
     */
    private static void mul34(int[] a, int aLen, int[] b, int bLen, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector b0 = (LongVector) IntVector.fromArray(I, b, 0).convertShape(I2L, S, 0);
        LongVector b1 = (LongVector) IntVector.fromArray(I, b, 8).convertShape(I2L, S, 0);
        LongVector b2 = (LongVector) IntVector.fromArray(I, b, 16).convertShape(I2L, S, 0);
        LongVector b3 = (LongVector) IntVector.fromArray(I, b, 24, I.indexInRange(24, bLen)).convertShape(I2L, S, 0);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z;
        for (int r = 0; r < L; r++) {
            LongVector p = LongVector.fromArray(S, SHIFT, r * L);
            LongVector s0 = p.selectFrom(z, b0).lanewise(AND, low);
            LongVector s1 = p.selectFrom(b0, b1).lanewise(AND, low);
            LongVector s2 = p.selectFrom(b1, b2).lanewise(AND, low);
            LongVector s3 = p.selectFrom(b2, b3).lanewise(AND, low);
            LongVector x0 = LongVector.broadcast(S, a[r]).lanewise(AND, low);
            t0 = x0.lanewise(MUL, s0).lanewise(ADD, t0);
            t1 = x0.lanewise(MUL, s1).lanewise(ADD, t1);
            t2 = x0.lanewise(MUL, s2).lanewise(ADD, t2);
            t3 = x0.lanewise(MUL, s3).lanewise(ADD, t3);
            LongVector x1 = LongVector.broadcast(S, a[r + 8]).lanewise(AND, low);
            t1 = x1.lanewise(MUL, s0).lanewise(ADD, t1);
            t2 = x1.lanewise(MUL, s1).lanewise(ADD, t2);
            t3 = x1.lanewise(MUL, s2).lanewise(ADD, t3);
            t4 = x1.lanewise(MUL, s3).lanewise(ADD, t4);
            LongVector x2 = LongVector.broadcast(S, r + 16 < aLen ? a[r + 16] : 0).lanewise(AND, low);
            t2 = x2.lanewise(MUL, s0).lanewise(ADD, t2);
            t3 = x2.lanewise(MUL, s1).lanewise(ADD, t3);
            t4 = x2.lanewise(MUL, s2).lanewise(ADD, t4);
            t5 = x2.lanewise(MUL, s3).lanewise(ADD, t5);
            if (r > 32 - bLen) {
                LongVector s4 = p.selectFrom(b3, z).lanewise(AND, low);
                t4 = x0.lanewise(MUL, s4).lanewise(ADD, (LongVector) S.vectorType().cast(t4));
                t5 = x1.lanewise(MUL, s4).lanewise(ADD, (LongVector) S.vectorType().cast(t5));
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
        // the carries (class comment): u_k <= 2^28 + 1 into cols, the generate and propagate bits resolved into the
        // carry into each column; each block is reloaded as the vector that was stored there (same address and
        // width: forwarded from the store)
        LongVector one = LongVector.fromArray(S, SHIFT, L);
        LongVector two = LongVector.fromArray(S, SHIFT, 2 * L);
        LongVector m28 = LongVector.broadcast(S, M28);
        LongVector mid = z;
        LongVector high = z;
        LongVector over = z;
        long g0 = 0;
        long p0 = 0;
        long g1 = 0;
        long p1 = 0;
        for (int m = 0; m < 7; m++) {
            LongVector col = LongVector.fromArray(S, cols, m * L);
            LongVector d = col.lanewise(LSHR, DIGIT_BIT).lanewise(AND, m28);
            LongVector h = col.lanewise(LSHR, 2 * DIGIT_BIT);
            LongVector v = col.lanewise(AND, m28).lanewise(ADD, one.selectFrom(mid, d)).lanewise(ADD, two.selectFrom(high, h));
            LongVector c = v.lanewise(LSHR, DIGIT_BIT);
            // u is stored and compared: its class made known where it is made (docs/vector-api.md, "Compiles from
            // the interpreter's profiles"; 480 bytes a call at 22 digits without it)
            LongVector u = (LongVector) S.vectorType().cast(v.lanewise(AND, m28).lanewise(ADD, one.selectFrom(over, c)));
            u.intoArray(cols, m * L);
            long g = u.compare(GT, m28).toLong();
            long e = u.compare(EQ, m28).toLong();
            if (m < L) {
                g0 |= g << (m * L);
                p0 |= e << (m * L);
            } else {
                g1 |= g << (m * L - 64);
                p1 |= e << (m * L - 64);
            }
            mid = d;
            high = h;
            over = c;
        }
        long a0 = g0 | p0;
        long sum0 = a0 + g0;
        long c0 = sum0 ^ p0;                                      // carries into columns 0..63
        long out0 = ((a0 & g0) | ((a0 | g0) & ~sum0)) >>> 63;      // carry out of column 63
        long c1 = ((g1 | p1) + g1 + out0) ^ p1;                   // carries into columns 64..
        cols[CARRY_IN] = c0;
        cols[CARRY_IN + 1] = c1;
    }

    /**
     * {@code aLen <= bLen}, {@code aLen} in {@code (16, 24]}, {@code bLen} in {@code (32, 40]}: the column sums
     * carried as far as {@code u_k} into {@code cols[0 .. 64)}, and the carries into each column (for
     * {@link #digits}).
     */
    private static void mul35(int[] a, int aLen, int[] b, int bLen, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector b0 = (LongVector) IntVector.fromArray(I, b, 0).convertShape(I2L, S, 0);
        LongVector b1 = (LongVector) IntVector.fromArray(I, b, 8).convertShape(I2L, S, 0);
        LongVector b2 = (LongVector) IntVector.fromArray(I, b, 16).convertShape(I2L, S, 0);
        LongVector b3 = (LongVector) IntVector.fromArray(I, b, 24).convertShape(I2L, S, 0);
        LongVector b4 = (LongVector) IntVector.fromArray(I, b, 32, I.indexInRange(32, bLen)).convertShape(I2L, S, 0);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z;
        for (int r = 0; r < L; r++) {
            LongVector p = LongVector.fromArray(S, SHIFT, r * L);
            LongVector s0 = p.selectFrom(z, b0).lanewise(AND, low);
            LongVector s1 = p.selectFrom(b0, b1).lanewise(AND, low);
            LongVector s2 = p.selectFrom(b1, b2).lanewise(AND, low);
            LongVector s3 = p.selectFrom(b2, b3).lanewise(AND, low);
            LongVector s4 = p.selectFrom(b3, b4).lanewise(AND, low);
            LongVector x0 = LongVector.broadcast(S, a[r]).lanewise(AND, low);
            t0 = x0.lanewise(MUL, s0).lanewise(ADD, t0);
            t1 = x0.lanewise(MUL, s1).lanewise(ADD, t1);
            t2 = x0.lanewise(MUL, s2).lanewise(ADD, t2);
            t3 = x0.lanewise(MUL, s3).lanewise(ADD, t3);
            t4 = x0.lanewise(MUL, s4).lanewise(ADD, t4);
            LongVector x1 = LongVector.broadcast(S, a[r + 8]).lanewise(AND, low);
            t1 = x1.lanewise(MUL, s0).lanewise(ADD, t1);
            t2 = x1.lanewise(MUL, s1).lanewise(ADD, t2);
            t3 = x1.lanewise(MUL, s2).lanewise(ADD, t3);
            t4 = x1.lanewise(MUL, s3).lanewise(ADD, t4);
            t5 = x1.lanewise(MUL, s4).lanewise(ADD, t5);
            LongVector x2 = LongVector.broadcast(S, r + 16 < aLen ? a[r + 16] : 0).lanewise(AND, low);
            t2 = x2.lanewise(MUL, s0).lanewise(ADD, t2);
            t3 = x2.lanewise(MUL, s1).lanewise(ADD, t3);
            t4 = x2.lanewise(MUL, s2).lanewise(ADD, t4);
            t5 = x2.lanewise(MUL, s3).lanewise(ADD, t5);
            t6 = x2.lanewise(MUL, s4).lanewise(ADD, t6);
            if (r > 40 - bLen) {
                LongVector s5 = p.selectFrom(b4, z).lanewise(AND, low);
                t5 = x0.lanewise(MUL, s5).lanewise(ADD, (LongVector) S.vectorType().cast(t5));
                t6 = x1.lanewise(MUL, s5).lanewise(ADD, (LongVector) S.vectorType().cast(t6));
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
        // the carries (class comment): u_k <= 2^28 + 1 into cols, the generate and propagate bits resolved into the
        // carry into each column; each block is reloaded as the vector that was stored there (same address and
        // width: forwarded from the store)
        LongVector one = LongVector.fromArray(S, SHIFT, L);
        LongVector two = LongVector.fromArray(S, SHIFT, 2 * L);
        LongVector m28 = LongVector.broadcast(S, M28);
        LongVector mid = z;
        LongVector high = z;
        LongVector over = z;
        long g0 = 0;
        long p0 = 0;
        long g1 = 0;
        long p1 = 0;
        for (int m = 0; m < 8; m++) {
            LongVector col = LongVector.fromArray(S, cols, m * L);
            LongVector d = col.lanewise(LSHR, DIGIT_BIT).lanewise(AND, m28);
            LongVector h = col.lanewise(LSHR, 2 * DIGIT_BIT);
            LongVector v = col.lanewise(AND, m28).lanewise(ADD, one.selectFrom(mid, d)).lanewise(ADD, two.selectFrom(high, h));
            LongVector c = v.lanewise(LSHR, DIGIT_BIT);
            // u is stored and compared: its class made known where it is made (docs/vector-api.md, "Compiles from
            // the interpreter's profiles"; 480 bytes a call at 22 digits without it)
            LongVector u = (LongVector) S.vectorType().cast(v.lanewise(AND, m28).lanewise(ADD, one.selectFrom(over, c)));
            u.intoArray(cols, m * L);
            long g = u.compare(GT, m28).toLong();
            long e = u.compare(EQ, m28).toLong();
            if (m < L) {
                g0 |= g << (m * L);
                p0 |= e << (m * L);
            } else {
                g1 |= g << (m * L - 64);
                p1 |= e << (m * L - 64);
            }
            mid = d;
            high = h;
            over = c;
        }
        long a0 = g0 | p0;
        long sum0 = a0 + g0;
        long c0 = sum0 ^ p0;                                      // carries into columns 0..63
        long out0 = ((a0 & g0) | ((a0 | g0) & ~sum0)) >>> 63;      // carry out of column 63
        long c1 = ((g1 | p1) + g1 + out0) ^ p1;                   // carries into columns 64..
        cols[CARRY_IN] = c0;
        cols[CARRY_IN + 1] = c1;
    }

    /**
     * {@code aLen <= bLen}, {@code aLen} in {@code (24, 32]}, {@code bLen} in {@code (24, 32]}: the column sums
     * carried as far as {@code u_k} into {@code cols[0 .. 64)}, and the carries into each column (for
     * {@link #digits}).
     */
    private static void mul44(int[] a, int aLen, int[] b, int bLen, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector b0 = (LongVector) IntVector.fromArray(I, b, 0).convertShape(I2L, S, 0);
        LongVector b1 = (LongVector) IntVector.fromArray(I, b, 8).convertShape(I2L, S, 0);
        LongVector b2 = (LongVector) IntVector.fromArray(I, b, 16).convertShape(I2L, S, 0);
        LongVector b3 = (LongVector) IntVector.fromArray(I, b, 24, I.indexInRange(24, bLen)).convertShape(I2L, S, 0);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z;
        for (int r = 0; r < L; r++) {
            LongVector p = LongVector.fromArray(S, SHIFT, r * L);
            LongVector s0 = p.selectFrom(z, b0).lanewise(AND, low);
            LongVector s1 = p.selectFrom(b0, b1).lanewise(AND, low);
            LongVector s2 = p.selectFrom(b1, b2).lanewise(AND, low);
            LongVector s3 = p.selectFrom(b2, b3).lanewise(AND, low);
            LongVector x0 = LongVector.broadcast(S, a[r]).lanewise(AND, low);
            t0 = x0.lanewise(MUL, s0).lanewise(ADD, t0);
            t1 = x0.lanewise(MUL, s1).lanewise(ADD, t1);
            t2 = x0.lanewise(MUL, s2).lanewise(ADD, t2);
            t3 = x0.lanewise(MUL, s3).lanewise(ADD, t3);
            LongVector x1 = LongVector.broadcast(S, a[r + 8]).lanewise(AND, low);
            t1 = x1.lanewise(MUL, s0).lanewise(ADD, t1);
            t2 = x1.lanewise(MUL, s1).lanewise(ADD, t2);
            t3 = x1.lanewise(MUL, s2).lanewise(ADD, t3);
            t4 = x1.lanewise(MUL, s3).lanewise(ADD, t4);
            LongVector x2 = LongVector.broadcast(S, a[r + 16]).lanewise(AND, low);
            t2 = x2.lanewise(MUL, s0).lanewise(ADD, t2);
            t3 = x2.lanewise(MUL, s1).lanewise(ADD, t3);
            t4 = x2.lanewise(MUL, s2).lanewise(ADD, t4);
            t5 = x2.lanewise(MUL, s3).lanewise(ADD, t5);
            LongVector x3 = LongVector.broadcast(S, r + 24 < aLen ? a[r + 24] : 0).lanewise(AND, low);
            t3 = x3.lanewise(MUL, s0).lanewise(ADD, t3);
            t4 = x3.lanewise(MUL, s1).lanewise(ADD, t4);
            t5 = x3.lanewise(MUL, s2).lanewise(ADD, t5);
            t6 = x3.lanewise(MUL, s3).lanewise(ADD, t6);
            if (r > 32 - bLen) {
                LongVector s4 = p.selectFrom(b3, z).lanewise(AND, low);
                t4 = x0.lanewise(MUL, s4).lanewise(ADD, (LongVector) S.vectorType().cast(t4));
                t5 = x1.lanewise(MUL, s4).lanewise(ADD, (LongVector) S.vectorType().cast(t5));
                t6 = x2.lanewise(MUL, s4).lanewise(ADD, (LongVector) S.vectorType().cast(t6));
                t7 = x3.lanewise(MUL, s4).lanewise(ADD, (LongVector) S.vectorType().cast(t7));
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
        // the carries (class comment): u_k <= 2^28 + 1 into cols, the generate and propagate bits resolved into the
        // carry into each column; each block is reloaded as the vector that was stored there (same address and
        // width: forwarded from the store)
        LongVector one = LongVector.fromArray(S, SHIFT, L);
        LongVector two = LongVector.fromArray(S, SHIFT, 2 * L);
        LongVector m28 = LongVector.broadcast(S, M28);
        LongVector mid = z;
        LongVector high = z;
        LongVector over = z;
        long g0 = 0;
        long p0 = 0;
        long g1 = 0;
        long p1 = 0;
        for (int m = 0; m < 8; m++) {
            LongVector col = LongVector.fromArray(S, cols, m * L);
            LongVector d = col.lanewise(LSHR, DIGIT_BIT).lanewise(AND, m28);
            LongVector h = col.lanewise(LSHR, 2 * DIGIT_BIT);
            LongVector v = col.lanewise(AND, m28).lanewise(ADD, one.selectFrom(mid, d)).lanewise(ADD, two.selectFrom(high, h));
            LongVector c = v.lanewise(LSHR, DIGIT_BIT);
            // u is stored and compared: its class made known where it is made (docs/vector-api.md, "Compiles from
            // the interpreter's profiles"; 480 bytes a call at 22 digits without it)
            LongVector u = (LongVector) S.vectorType().cast(v.lanewise(AND, m28).lanewise(ADD, one.selectFrom(over, c)));
            u.intoArray(cols, m * L);
            long g = u.compare(GT, m28).toLong();
            long e = u.compare(EQ, m28).toLong();
            if (m < L) {
                g0 |= g << (m * L);
                p0 |= e << (m * L);
            } else {
                g1 |= g << (m * L - 64);
                p1 |= e << (m * L - 64);
            }
            mid = d;
            high = h;
            over = c;
        }
        long a0 = g0 | p0;
        long sum0 = a0 + g0;
        long c0 = sum0 ^ p0;                                      // carries into columns 0..63
        long out0 = ((a0 & g0) | ((a0 | g0) & ~sum0)) >>> 63;      // carry out of column 63
        long c1 = ((g1 | p1) + g1 + out0) ^ p1;                   // carries into columns 64..
        cols[CARRY_IN] = c0;
        cols[CARRY_IN + 1] = c1;
    }

    /**
     * {@code aLen <= bLen}, {@code aLen} in {@code (24, 32]}, {@code bLen} in {@code (32, 40]}: the column sums
     * carried as far as {@code u_k} into {@code cols[0 .. 72)}, and the carries into each column (for
     * {@link #digits}).
     */
    private static void mul45(int[] a, int aLen, int[] b, int bLen, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector b0 = (LongVector) IntVector.fromArray(I, b, 0).convertShape(I2L, S, 0);
        LongVector b1 = (LongVector) IntVector.fromArray(I, b, 8).convertShape(I2L, S, 0);
        LongVector b2 = (LongVector) IntVector.fromArray(I, b, 16).convertShape(I2L, S, 0);
        LongVector b3 = (LongVector) IntVector.fromArray(I, b, 24).convertShape(I2L, S, 0);
        LongVector b4 = (LongVector) IntVector.fromArray(I, b, 32, I.indexInRange(32, bLen)).convertShape(I2L, S, 0);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z, t8 = z;
        for (int r = 0; r < L; r++) {
            LongVector p = LongVector.fromArray(S, SHIFT, r * L);
            LongVector s0 = p.selectFrom(z, b0).lanewise(AND, low);
            LongVector s1 = p.selectFrom(b0, b1).lanewise(AND, low);
            LongVector s2 = p.selectFrom(b1, b2).lanewise(AND, low);
            LongVector s3 = p.selectFrom(b2, b3).lanewise(AND, low);
            LongVector s4 = p.selectFrom(b3, b4).lanewise(AND, low);
            LongVector x0 = LongVector.broadcast(S, a[r]).lanewise(AND, low);
            t0 = x0.lanewise(MUL, s0).lanewise(ADD, t0);
            t1 = x0.lanewise(MUL, s1).lanewise(ADD, t1);
            t2 = x0.lanewise(MUL, s2).lanewise(ADD, t2);
            t3 = x0.lanewise(MUL, s3).lanewise(ADD, t3);
            t4 = x0.lanewise(MUL, s4).lanewise(ADD, t4);
            LongVector x1 = LongVector.broadcast(S, a[r + 8]).lanewise(AND, low);
            t1 = x1.lanewise(MUL, s0).lanewise(ADD, t1);
            t2 = x1.lanewise(MUL, s1).lanewise(ADD, t2);
            t3 = x1.lanewise(MUL, s2).lanewise(ADD, t3);
            t4 = x1.lanewise(MUL, s3).lanewise(ADD, t4);
            t5 = x1.lanewise(MUL, s4).lanewise(ADD, t5);
            LongVector x2 = LongVector.broadcast(S, a[r + 16]).lanewise(AND, low);
            t2 = x2.lanewise(MUL, s0).lanewise(ADD, t2);
            t3 = x2.lanewise(MUL, s1).lanewise(ADD, t3);
            t4 = x2.lanewise(MUL, s2).lanewise(ADD, t4);
            t5 = x2.lanewise(MUL, s3).lanewise(ADD, t5);
            t6 = x2.lanewise(MUL, s4).lanewise(ADD, t6);
            LongVector x3 = LongVector.broadcast(S, r + 24 < aLen ? a[r + 24] : 0).lanewise(AND, low);
            t3 = x3.lanewise(MUL, s0).lanewise(ADD, t3);
            t4 = x3.lanewise(MUL, s1).lanewise(ADD, t4);
            t5 = x3.lanewise(MUL, s2).lanewise(ADD, t5);
            t6 = x3.lanewise(MUL, s3).lanewise(ADD, t6);
            t7 = x3.lanewise(MUL, s4).lanewise(ADD, t7);
            if (r > 40 - bLen) {
                LongVector s5 = p.selectFrom(b4, z).lanewise(AND, low);
                t5 = x0.lanewise(MUL, s5).lanewise(ADD, (LongVector) S.vectorType().cast(t5));
                t6 = x1.lanewise(MUL, s5).lanewise(ADD, (LongVector) S.vectorType().cast(t6));
                t7 = x2.lanewise(MUL, s5).lanewise(ADD, (LongVector) S.vectorType().cast(t7));
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
        // the carries (class comment): u_k <= 2^28 + 1 into cols, the generate and propagate bits resolved into the
        // carry into each column; each block is reloaded as the vector that was stored there (same address and
        // width: forwarded from the store)
        LongVector one = LongVector.fromArray(S, SHIFT, L);
        LongVector two = LongVector.fromArray(S, SHIFT, 2 * L);
        LongVector m28 = LongVector.broadcast(S, M28);
        LongVector mid = z;
        LongVector high = z;
        LongVector over = z;
        long g0 = 0;
        long p0 = 0;
        long g1 = 0;
        long p1 = 0;
        for (int m = 0; m < 9; m++) {
            LongVector col = LongVector.fromArray(S, cols, m * L);
            LongVector d = col.lanewise(LSHR, DIGIT_BIT).lanewise(AND, m28);
            LongVector h = col.lanewise(LSHR, 2 * DIGIT_BIT);
            LongVector v = col.lanewise(AND, m28).lanewise(ADD, one.selectFrom(mid, d)).lanewise(ADD, two.selectFrom(high, h));
            LongVector c = v.lanewise(LSHR, DIGIT_BIT);
            // u is stored and compared: its class made known where it is made (docs/vector-api.md, "Compiles from
            // the interpreter's profiles"; 480 bytes a call at 22 digits without it)
            LongVector u = (LongVector) S.vectorType().cast(v.lanewise(AND, m28).lanewise(ADD, one.selectFrom(over, c)));
            u.intoArray(cols, m * L);
            long g = u.compare(GT, m28).toLong();
            long e = u.compare(EQ, m28).toLong();
            if (m < L) {
                g0 |= g << (m * L);
                p0 |= e << (m * L);
            } else {
                g1 |= g << (m * L - 64);
                p1 |= e << (m * L - 64);
            }
            mid = d;
            high = h;
            over = c;
        }
        long a0 = g0 | p0;
        long sum0 = a0 + g0;
        long c0 = sum0 ^ p0;                                      // carries into columns 0..63
        long out0 = ((a0 & g0) | ((a0 | g0) & ~sum0)) >>> 63;      // carry out of column 63
        long c1 = ((g1 | p1) + g1 + out0) ^ p1;                   // carries into columns 64..
        cols[CARRY_IN] = c0;
        cols[CARRY_IN + 1] = c1;
    }

    /**
     * {@code aLen <= bLen}, {@code aLen} in {@code (32, 40]}, {@code bLen} in {@code (32, 40]}: the column sums
     * carried as far as {@code u_k} into {@code cols[0 .. 80)}, and the carries into each column (for
     * {@link #digits}).
     */
    private static void mul55(int[] a, int aLen, int[] b, int bLen, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector b0 = (LongVector) IntVector.fromArray(I, b, 0).convertShape(I2L, S, 0);
        LongVector b1 = (LongVector) IntVector.fromArray(I, b, 8).convertShape(I2L, S, 0);
        LongVector b2 = (LongVector) IntVector.fromArray(I, b, 16).convertShape(I2L, S, 0);
        LongVector b3 = (LongVector) IntVector.fromArray(I, b, 24).convertShape(I2L, S, 0);
        LongVector b4 = (LongVector) IntVector.fromArray(I, b, 32, I.indexInRange(32, bLen)).convertShape(I2L, S, 0);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z, t8 = z, t9 = z;
        for (int r = 0; r < L; r++) {
            LongVector p = LongVector.fromArray(S, SHIFT, r * L);
            LongVector s0 = p.selectFrom(z, b0).lanewise(AND, low);
            LongVector s1 = p.selectFrom(b0, b1).lanewise(AND, low);
            LongVector s2 = p.selectFrom(b1, b2).lanewise(AND, low);
            LongVector s3 = p.selectFrom(b2, b3).lanewise(AND, low);
            LongVector s4 = p.selectFrom(b3, b4).lanewise(AND, low);
            LongVector x0 = LongVector.broadcast(S, a[r]).lanewise(AND, low);
            t0 = x0.lanewise(MUL, s0).lanewise(ADD, t0);
            t1 = x0.lanewise(MUL, s1).lanewise(ADD, t1);
            t2 = x0.lanewise(MUL, s2).lanewise(ADD, t2);
            t3 = x0.lanewise(MUL, s3).lanewise(ADD, t3);
            t4 = x0.lanewise(MUL, s4).lanewise(ADD, t4);
            LongVector x1 = LongVector.broadcast(S, a[r + 8]).lanewise(AND, low);
            t1 = x1.lanewise(MUL, s0).lanewise(ADD, t1);
            t2 = x1.lanewise(MUL, s1).lanewise(ADD, t2);
            t3 = x1.lanewise(MUL, s2).lanewise(ADD, t3);
            t4 = x1.lanewise(MUL, s3).lanewise(ADD, t4);
            t5 = x1.lanewise(MUL, s4).lanewise(ADD, t5);
            LongVector x2 = LongVector.broadcast(S, a[r + 16]).lanewise(AND, low);
            t2 = x2.lanewise(MUL, s0).lanewise(ADD, t2);
            t3 = x2.lanewise(MUL, s1).lanewise(ADD, t3);
            t4 = x2.lanewise(MUL, s2).lanewise(ADD, t4);
            t5 = x2.lanewise(MUL, s3).lanewise(ADD, t5);
            t6 = x2.lanewise(MUL, s4).lanewise(ADD, t6);
            LongVector x3 = LongVector.broadcast(S, a[r + 24]).lanewise(AND, low);
            t3 = x3.lanewise(MUL, s0).lanewise(ADD, t3);
            t4 = x3.lanewise(MUL, s1).lanewise(ADD, t4);
            t5 = x3.lanewise(MUL, s2).lanewise(ADD, t5);
            t6 = x3.lanewise(MUL, s3).lanewise(ADD, t6);
            t7 = x3.lanewise(MUL, s4).lanewise(ADD, t7);
            LongVector x4 = LongVector.broadcast(S, r + 32 < aLen ? a[r + 32] : 0).lanewise(AND, low);
            t4 = x4.lanewise(MUL, s0).lanewise(ADD, t4);
            t5 = x4.lanewise(MUL, s1).lanewise(ADD, t5);
            t6 = x4.lanewise(MUL, s2).lanewise(ADD, t6);
            t7 = x4.lanewise(MUL, s3).lanewise(ADD, t7);
            t8 = x4.lanewise(MUL, s4).lanewise(ADD, t8);
            if (r > 40 - bLen) {
                LongVector s5 = p.selectFrom(b4, z).lanewise(AND, low);
                t5 = x0.lanewise(MUL, s5).lanewise(ADD, (LongVector) S.vectorType().cast(t5));
                t6 = x1.lanewise(MUL, s5).lanewise(ADD, (LongVector) S.vectorType().cast(t6));
                t7 = x2.lanewise(MUL, s5).lanewise(ADD, (LongVector) S.vectorType().cast(t7));
                t8 = x3.lanewise(MUL, s5).lanewise(ADD, (LongVector) S.vectorType().cast(t8));
                t9 = x4.lanewise(MUL, s5).lanewise(ADD, (LongVector) S.vectorType().cast(t9));
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
        // the carries (class comment): u_k <= 2^28 + 1 into cols, the generate and propagate bits resolved into the
        // carry into each column; each block is reloaded as the vector that was stored there (same address and
        // width: forwarded from the store)
        LongVector one = LongVector.fromArray(S, SHIFT, L);
        LongVector two = LongVector.fromArray(S, SHIFT, 2 * L);
        LongVector m28 = LongVector.broadcast(S, M28);
        LongVector mid = z;
        LongVector high = z;
        LongVector over = z;
        long g0 = 0;
        long p0 = 0;
        long g1 = 0;
        long p1 = 0;
        for (int m = 0; m < 10; m++) {
            LongVector col = LongVector.fromArray(S, cols, m * L);
            LongVector d = col.lanewise(LSHR, DIGIT_BIT).lanewise(AND, m28);
            LongVector h = col.lanewise(LSHR, 2 * DIGIT_BIT);
            LongVector v = col.lanewise(AND, m28).lanewise(ADD, one.selectFrom(mid, d)).lanewise(ADD, two.selectFrom(high, h));
            LongVector c = v.lanewise(LSHR, DIGIT_BIT);
            // u is stored and compared: its class made known where it is made (docs/vector-api.md, "Compiles from
            // the interpreter's profiles"; 480 bytes a call at 22 digits without it)
            LongVector u = (LongVector) S.vectorType().cast(v.lanewise(AND, m28).lanewise(ADD, one.selectFrom(over, c)));
            u.intoArray(cols, m * L);
            long g = u.compare(GT, m28).toLong();
            long e = u.compare(EQ, m28).toLong();
            if (m < L) {
                g0 |= g << (m * L);
                p0 |= e << (m * L);
            } else {
                g1 |= g << (m * L - 64);
                p1 |= e << (m * L - 64);
            }
            mid = d;
            high = h;
            over = c;
        }
        long a0 = g0 | p0;
        long sum0 = a0 + g0;
        long c0 = sum0 ^ p0;                                      // carries into columns 0..63
        long out0 = ((a0 & g0) | ((a0 | g0) & ~sum0)) >>> 63;      // carry out of column 63
        long c1 = ((g1 | p1) + g1 + out0) ^ p1;                   // carries into columns 64..
        cols[CARRY_IN] = c0;
        cols[CARRY_IN + 1] = c1;
    }
}
