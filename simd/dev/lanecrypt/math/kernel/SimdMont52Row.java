package dev.lanecrypt.math.kernel;

import dev.lanecrypt.select.SpeciesClasses;
import java.lang.invoke.MethodHandles;
import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorSpecies;

import static jdk.incubator.vector.VectorOperators.ADD;
import static jdk.incubator.vector.VectorOperators.AND;
import static jdk.incubator.vector.VectorOperators.FMA;
import static jdk.incubator.vector.VectorOperators.OR;
import static jdk.incubator.vector.VectorOperators.SUB;

/**
 * One radix-2^52 Montgomery product across the lanes ({@link Mont52Kernel} with {@code lanes() == 1}): the
 * limbs of a row lie side by side in a vector, so a single exponentiation (a Diffie-Hellman agreement, one
 * CRT half) uses every lane. Limb products are split exactly by two FMAs as in {@link SimdMont52}.
 *
 * <p>Algorithm: separated operand scanning (Koç, Acar and Kaliski 1996, "SOS") with the accumulator in
 * fixed columns, so no vector moves between lanes. Column {@code c}'s value is {@code L[c] + H[c-1]}: a
 * product's low half goes to {@code L} at its column, its high half to {@code H} at the same index (it
 * belongs one column up), both as 64-bit sums.
 * <ol>
 * <li>{@code ab} by blocks of {@code W} columns ({@link #productBlock}): column {@code c} sums
 *     {@code a_j b_{c-j}}, {@code a_j} broadcast and {@code b} read from a zero-padded copy at
 *     {@code c - j} (one unaligned load per step, the sums in registers).</li>
 * <li>the reduction, {@value #ROWS} rows a pass ({@code q_r m} added at column {@code r}). The quotients
 *     of a pass come from an exact scalar chain ({@link #pass}): row {@code r} takes its column with all
 *     that lies below it carried in ({@code t_r}), {@code q_r = t_r m' mod 2^52}, and hands
 *     {@code (t_r + q_r m_0) / 2^52 = floor(t_r / 2^52) + [t_r mod 2^52 != 0] + floor(q_r m_0 / 2^52)} (the
 *     low parts sum to 0 or {@code 2^52}) to the next row. The products {@code q_k m_j} that land inside the
 *     pass's own columns ({@code k + j <= 3}, rows counted from the pass's first) are the chain's too, split
 *     at 52 bits by {@code multiplyHigh}; all the others ({@code k + j >= 4}) are vector work: row
 *     {@code k} reads a copy of {@code m} whose limbs below {@code 4 - k} are zero. So the vector part of a
 *     pass adds only to columns from {@code r + 4} on, which the next pass reads, and the chain carries a
 *     single value between passes. The passes end at row {@code n - 1}: the first starts at
 *     {@code n - 4 ceil(n/4) <= 0}, its rows below 0 reading zero columns (quotient and carry 0: exact).</li>
 * <li>columns {@code n .. 2n-1}, the chain's last carry added to the first, normalized into limbs.</li>
 * </ol>
 * The quotients are the ones the contract fixes ({@code Q = -ab m^-1 mod R}, digit by digit), so the limbs
 * equal every other kernel's.
 *
 * <p>Offsets: the low halves enter as {@code bits(lo + 1.5 2^52)}, the high ones as {@code bits(hi)}; a
 * product block subtracts its step count times each offset once, a reduction pass four of each per block.
 *
 * <p>Bound: a column receives at most {@code n} products of each kind, each adding a low half in
 * {@code [-2^51, 2^51]} and a high half below {@code 2^52} (to the next column): below {@code 3n 2^52 <
 * 2^62} in absolute value for {@code n < 1365}; the chain adds carries below {@code 2^12} and at most six
 * 52-bit halves.
 *
 * <p>Where the time goes (Zen 5, AVX-512, 40 limbs, measured by taking parts out): the product phase about
 * 190 ns, the scalar chain alone 220-270 (about 20 cycles a row), the reduction's vector part about 240; they
 * add up rather than overlap, as if the core were bound by instructions issued (about 8,000 for the
 * product, at 3.3 a cycle) rather than by the chain. A step is 2 FMAs, a subtraction, an addition, 2
 * integer additions and C2's register copy for the FMA's addend; the product phase has about {@code n^2/W}
 * steps, the reduction {@code n (n + W) / W}.
 *
 * <p>The Vector API is called as in {@link SimdMont52}: {@code lanewise} and {@code reinterpretShape} from this
 * class, each reinterpretation and store through the species' class, the loop's sums only arguments. With the
 * conveniences ({@code fma}, {@code add}, {@code reinterpretAsLongs}) the 256-bit kernel allocated 144 MB in the
 * allocation check's compile from the interpreter's profiles ({@code SimdMontAllocationTest}).
 *
 * <p>Constant time: loop bounds and indexes depend on {@code n} only; the quotient chain is multiplies,
 * adds and shifts (the carry test {@code [t mod 2^52 != 0]} is arithmetic, not a branch).
 */
final class SimdMont52Row implements Mont52Kernel.Row {

    private static final VectorSpecies<Long> L = SpeciesClasses.species(MethodHandles.lookup());

    private static final VectorSpecies<Double> D = L.withLanes(double.class);

    private static final int W = L.length();

    private static final long SPLIT_BITS = Double.doubleToRawLongBits(0x1p104);

    private static final long LOW_BITS = Double.doubleToRawLongBits(0x1.8p52);

    private static final long ZERO_BITS = Double.doubleToRawLongBits(0.0);

    /** The split constants, read from an array so that C2 broadcasts them once (see {@link SimdMont52}). */
    private static final double[] HELD = {0x1p104, 0x1.8p52};

    private static final long MASK = (1L << 52) - 1;

    /** Reduction rows per pass over the column blocks. */
    private static final int ROWS = 4;

    /** Zero columns kept below column 0 (for the first pass's rows below 0): a multiple of every W, at least 4. */
    private static final int BELOW = 8;

    SimdMont52Row() {
    }

    /**
     * Columns kept from 0: whole blocks up to column {@code 2n + 2}, the last one a pass's block range reaches
     * (columns from {@code 2n} on only ever hold zeros).
     */
    private static int columns(int n) {
        return ((2 * n + 2) / W + 1) * W;
    }

    /** Length of a zero-padded operand copy: {@code W} zeros, the limbs, {@code W + 2} zeros. */
    private static int padded(int n) {
        return n + 2 * W + 2;
    }

    /**
     * Longs of scratch for {@code n} limbs (at most {@link Mont52Kernel#scratch(int, int)}'s one-lane figure):
     * L and H from column {@code -BELOW} ({@link #span} each), then b's padded copy and m's four.
     */
    static int scratch(int n) {
        return 2 * span(n) + (1 + ROWS) * padded(n);
    }

    /** Longs of L or of H: columns {@code -BELOW .. columns(n) - 1}. */
    private static int span(int n) {
        return BELOW + columns(n);
    }

    @Override
    public String name() {
        return "fma52h" + W;
    }

    @Override
    public int lanes() {
        return 1;
    }

    @Override
    public void mul(double[] a, double[] b, double[] m, int n, long[] minv, long[] t, double[] out) {
        if (n < 2) {
            throw new IllegalArgumentException("at least two limbs");
        }
        if (t.length < scratch(n)) {
            throw new IllegalArgumentException("scratch too short");
        }
        product(a, b, m, n, minv[0], t, out);
    }

    private static void product(double[] a, double[] b, double[] m, int n, long inv, long[] t, double[] out) {
        int cols = columns(n);
        int lo = BELOW;                  // column c of L at lo + c, of H at hi + c
        int hi = span(n) + BELOW;
        int bp = 2 * span(n);            // b_i at bp + W + i
        int mp = bp + padded(n);         // copy k: m_i at mp + k padded(n) + W + i
        java.util.Arrays.fill(t, 0, lo, 0L);
        java.util.Arrays.fill(t, hi - BELOW, hi, 0L);
        java.util.Arrays.fill(t, bp, scratch(n), ZERO_BITS);
        for (int i = 0; i < n; i++) {
            t[bp + W + i] = Double.doubleToRawLongBits(b[i]);
        }
        // copy k (row k of a pass) holds m_j for j >= ROWS - k
        for (int k = 0; k < ROWS; k++) {
            int copy = mp + k * padded(n) + W;
            for (int i = ROWS - k; i < n; i++) {
                t[copy + i] = Double.doubleToRawLongBits(m[i]);
            }
        }

        // 1. ab by column blocks
        for (int c = 0; c < cols; c += W) {
            productBlock(a, t, c, n, bp, lo + c, hi + c);
        }

        // 2. the reduction, ROWS rows a pass; owed: what the chain carries into the pass's first column
        long m0 = (long) m[0];
        long m1 = (long) m[1];
        long m2 = n > 2 ? (long) m[2] : 0;
        long m3 = n > 3 ? (long) m[3] : 0;
        long owed = 0;
        for (int r0 = n - (n + ROWS - 1) / ROWS * ROWS; r0 < n; r0 += ROWS) {
            owed = pass(t, lo, hi, mp, r0, n, inv, owed, m0, m1, m2, m3);
        }

        // 3. columns n .. 2n-1, the chain's last carry into column n, into limbs
        long c = owed;
        for (int j = 0; j < n; j++) {
            c += t[lo + n + j] + t[hi + n + j - 1];
            out[j] = (double) (c & MASK);
            c >>= 52;
        }
    }

    /**
     * Block {@code c .. c+W-1} of {@code ab}: column {@code c + l} sums {@code a_j b_{c+l-j}} over the
     * {@code j} that reach the block, {@code a_j} broadcast and {@code b} read from its padded copy at
     * {@code bp}; the low halves' sums go to {@code t[lo..]}, the high halves' to {@code t[hi..]}.
     */
    private static void productBlock(double[] a, long[] t, int c, int n, int bp, int lo, int hi) {
        int first = Math.max(0, c - n + 1);
        int last = Math.min(n - 1, c + W - 1);
        if (first > last) {              // above column 2n - 2: no product reaches the block
            ((LongVector) L.vectorType().cast(LongVector.zero(L))).intoArray(t, lo);
            ((LongVector) L.vectorType().cast(LongVector.zero(L))).intoArray(t, hi);
            return;
        }
        DoubleVector split = DoubleVector.broadcast(D, HELD[0]);
        DoubleVector lowOffset = DoubleVector.broadcast(D, HELD[1]);
        DoubleVector bj = (DoubleVector) D.vectorType().cast(LongVector.fromArray(L, t, bp + W + c - first)
                .reinterpretShape(D, 0));
        DoubleVector aj = DoubleVector.broadcast(D, a[first]);
        DoubleVector h = bj.lanewise(FMA, aj, split);
        LongVector accH = (LongVector) L.vectorType().cast(h.reinterpretShape(L, 0));
        LongVector accL = (LongVector) L.vectorType().cast(bj.lanewise(FMA, aj, split.lanewise(SUB, h))
                .lanewise(ADD, lowOffset).reinterpretShape(L, 0));
        for (int j = first + 1; j <= last; j++) {
            bj = (DoubleVector) D.vectorType().cast(LongVector.fromArray(L, t, bp + W + c - j).reinterpretShape(D, 0));
            aj = DoubleVector.broadcast(D, a[j]);
            h = bj.lanewise(FMA, aj, split);
            accL = ((LongVector) L.vectorType().cast(bj.lanewise(FMA, aj, split.lanewise(SUB, h))
                    .lanewise(ADD, lowOffset).reinterpretShape(L, 0))).lanewise(ADD, accL);
            accH = ((LongVector) L.vectorType().cast(h.reinterpretShape(L, 0))).lanewise(ADD, accH);
        }
        long steps = last - first + 1;
        // the sums are loop phis: arguments, never receivers (their offsets subtracted as a broadcast plus them)
        ((LongVector) L.vectorType().cast(LongVector.broadcast(L, -steps * LOW_BITS).lanewise(ADD, accL)))
                .intoArray(t, lo);
        ((LongVector) L.vectorType().cast(LongVector.broadcast(L, -steps * SPLIT_BITS).lanewise(ADD, accH)))
                .intoArray(t, hi);
    }

    /** {@code (t + q m_0) / 2^52} for {@code q = t m' mod 2^52}, given {@code hi0 = floor(q m_0 / 2^52)}. */
    private static long carry(long t, long hi0) {
        return (t >> 52) + (((t & MASK) + MASK) >>> 52) + hi0;
    }

    /** {@code floor(m q / 2^52)} for {@code m, q < 2^52}: the high 64 bits of {@code (m 2^6)(q 2^6)}. */
    private static long high(long m, long q) {
        return Math.multiplyHigh(m << 6, q << 6);
    }

    /** {@code m q mod 2^52}. */
    private static long low(long m, long q) {
        return (m * q) & MASK;
    }

    /**
     * Rows {@code r0 .. r0+3}: the four quotients by the scalar chain, each row's column read as
     * {@code L[r] + H[r-1]} (final: earlier passes' vector parts are done, and nothing of this pass's lands
     * below {@code r0 + 4}) plus what the chain owes it, then the vector part; returns what the chain owes
     * column {@code r0 + 4}.
     */
    private static long pass(long[] t, int lop, int hip, int mp, int r0, int n, long inv, long owed, long m0, long m1,
            long m2, long m3) {
        int lo = lop + r0;
        int hi = hip + r0 - 1;
        long t0 = t[lo] + t[hi] + owed;
        long q0 = (t0 * inv) & MASK;
        long t1 = t[lo + 1] + t[hi + 1] + carry(t0, high(m0, q0)) + low(m1, q0);
        long q1 = (t1 * inv) & MASK;
        long t2 = t[lo + 2] + t[hi + 2] + carry(t1, high(m0, q1)) + low(m1, q1) + high(m1, q0) + low(m2, q0);
        long q2 = (t2 * inv) & MASK;
        long t3 = t[lo + 3] + t[hi + 3] + carry(t2, high(m0, q2)) + low(m1, q2) + high(m1, q1) + low(m2, q1)
                + high(m2, q0) + low(m3, q0);
        long q3 = (t3 * inv) & MASK;
        vectorPart(t, lop, hip, mp, r0, n, q0, q1, q2, q3);
        return carry(t3, high(m0, q3)) + high(m1, q2) + high(m2, q1) + high(m3, q0);
    }

    /**
     * The vector part of rows {@code r0 .. r0+3}: {@code q_k m_j} for {@code k + j >= 4} at column
     * {@code r0 + k + j}, over the blocks from column {@code r0 + 4} to {@code r0 + n + 2}; four products per
     * block, one load and store of each column array, the four rows' offsets subtracted once.
     */
    private static void vectorPart(long[] t, int lo, int hi, int mp, int r0, int n, long qa, long qb, long qc,
            long qd) {
        DoubleVector split = DoubleVector.broadcast(D, HELD[0]);
        DoubleVector lowOffset = DoubleVector.broadcast(D, HELD[1]);
        DoubleVector q0 = DoubleVector.broadcast(D, (double) qa);
        DoubleVector q1 = DoubleVector.broadcast(D, (double) qb);
        DoubleVector q2 = DoubleVector.broadcast(D, (double) qc);
        DoubleVector q3 = DoubleVector.broadcast(D, (double) qd);
        LongVector lowRows = LongVector.broadcast(L, ROWS * LOW_BITS);
        LongVector highRows = LongVector.broadcast(L, ROWS * SPLIT_BITS);
        int size = padded(n);
        int mk = mp + W - r0;        // row k reads copy k at mk + k (size - 1) + c
        int end = Math.floorDiv(r0 + n + 2, W) * W;
        for (int c = Math.floorDiv(r0 + ROWS, W) * W; c <= end; c += W) {
            DoubleVector x0 = (DoubleVector) D.vectorType().cast(LongVector.fromArray(L, t, mk + c)
                    .reinterpretShape(D, 0));
            DoubleVector x1 = (DoubleVector) D.vectorType().cast(LongVector.fromArray(L, t, mk + size - 1 + c)
                    .reinterpretShape(D, 0));
            DoubleVector x2 = (DoubleVector) D.vectorType().cast(LongVector.fromArray(L, t, mk + 2 * (size - 1) + c)
                    .reinterpretShape(D, 0));
            DoubleVector x3 = (DoubleVector) D.vectorType().cast(LongVector.fromArray(L, t, mk + 3 * (size - 1) + c)
                    .reinterpretShape(D, 0));
            DoubleVector h0 = x0.lanewise(FMA, q0, split);
            DoubleVector h1 = x1.lanewise(FMA, q1, split);
            DoubleVector h2 = x2.lanewise(FMA, q2, split);
            DoubleVector h3 = x3.lanewise(FMA, q3, split);
            LongVector l0 = (LongVector) L.vectorType().cast(x0.lanewise(FMA, q0, split.lanewise(SUB, h0))
                    .lanewise(ADD, lowOffset).reinterpretShape(L, 0));
            LongVector l1 = (LongVector) L.vectorType().cast(x1.lanewise(FMA, q1, split.lanewise(SUB, h1))
                    .lanewise(ADD, lowOffset).reinterpretShape(L, 0));
            LongVector l2 = (LongVector) L.vectorType().cast(x2.lanewise(FMA, q2, split.lanewise(SUB, h2))
                    .lanewise(ADD, lowOffset).reinterpretShape(L, 0));
            LongVector l3 = (LongVector) L.vectorType().cast(x3.lanewise(FMA, q3, split.lanewise(SUB, h3))
                    .lanewise(ADD, lowOffset).reinterpretShape(L, 0));
            ((LongVector) L.vectorType().cast(l0.lanewise(ADD, l1).lanewise(ADD, l2.lanewise(ADD, l3))
                    .lanewise(ADD, LongVector.fromArray(L, t, lo + c)).lanewise(SUB, lowRows))).intoArray(t, lo + c);
            LongVector g0 = (LongVector) L.vectorType().cast(h0.reinterpretShape(L, 0));
            LongVector g1 = (LongVector) L.vectorType().cast(h1.reinterpretShape(L, 0));
            LongVector g2 = (LongVector) L.vectorType().cast(h2.reinterpretShape(L, 0));
            LongVector g3 = (LongVector) L.vectorType().cast(h3.reinterpretShape(L, 0));
            ((LongVector) L.vectorType().cast(g0.lanewise(ADD, g1).lanewise(ADD, g2.lanewise(ADD, g3))
                    .lanewise(ADD, LongVector.fromArray(L, t, hi + c)).lanewise(SUB, highRows))).intoArray(t, hi + c);
        }
    }

    /**
     * The table read of {@link Mont52Kernel#select} for one lane: {@code W} limbs per vector, every entry
     * read and masked in ({@code ((k ^ window) - 1) >> 63}, all ones exactly at the window), so no branch or
     * index depends on the window.
     */
    @Override
    public void select(double[][] table, long[] window, int n, double[] out) {
        long want = window[0];
        int j = 0;
        for (; j + W <= n; j += W) {
            LongVector acc = ((LongVector) L.vectorType().cast(DoubleVector.fromArray(D, table[0], j)
                    .reinterpretShape(L, 0))).lanewise(AND, LongVector.broadcast(L, ((0 ^ want) - 1) >> 63));
            for (int k = 1; k < table.length; k++) {
                long mask = ((k ^ want) - 1) >> 63;
                acc = ((LongVector) L.vectorType().cast(DoubleVector.fromArray(D, table[k], j).reinterpretShape(L, 0)))
                        .lanewise(AND, LongVector.broadcast(L, mask)).lanewise(OR, acc);
            }
            // acc is a loop phi: an argument, never a receiver
            ((DoubleVector) D.vectorType().cast(LongVector.zero(L).lanewise(OR, acc).reinterpretShape(D, 0)))
                    .intoArray(out, j);
        }
        for (; j < n; j++) {
            long v = 0;
            for (int k = 0; k < table.length; k++) {
                v |= Double.doubleToRawLongBits(table[k][j]) & (((k ^ want) - 1) >> 63);
            }
            out[j] = Double.longBitsToDouble(v);
        }
    }
}
