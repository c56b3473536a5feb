package dev.lanecrypt.math.kernel;

import dev.lanecrypt.select.SpeciesClasses;
import java.lang.invoke.MethodHandles;
import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorSpecies;

/**
 * One radix-2^52 Montgomery product across the lanes ({@link Mont52Kernel} with {@code lanes() == 1}): the
 * limbs of a row lie side by side in a vector, so a single exponentiation (a Diffie-Hellman agreement, one
 * CRT half) uses every lane. Limb products are split exactly by two FMAs as in {@link SimdMont52}.
 *
 * <p>Algorithm: separated operand scanning (Koç, Acar and Kaliski 1996, "SOS") with the accumulator in
 * fixed columns, so no vector moves between lanes:
 * <ol>
 * <li>the product {@code ab} by columns, {@code W} columns per block: column {@code c} of block {@code k}
 *     sums {@code a_j b_{c-j}} with {@code a_j} broadcast and {@code b} read from a zero-padded copy at
 *     {@code c - j} (one unaligned load per step, the sums in registers). The low half of each split goes
 *     to {@code L[c]}, the high half to {@code H[c]} (it belongs to column {@code c+1}): the value of
 *     column {@code c} is {@code L[c] + H[c-1]};</li>
 * <li>{@code n} reduction rows: row {@code r} adds {@code q_r m_j} at column {@code r + j} for
 *     {@code j >= 2} (a zero-padded copy of {@code m} with {@code m_0 = m_1 = 0}, read at {@code c - r}).
 *     The quotient chain is scalar and exact: {@code t_r} is column {@code r} with everything below it
 *     carried in, {@code q_r = t_r m' mod 2^52}, and {@code q_r m_0}, {@code q_r m_1} go straight into the
 *     carries of the next two columns by {@code multiplyHigh}: {@code (t_r + q_r m_0) / 2^52 =
 *     floor(t_r / 2^52) + [t_r mod 2^52 != 0] + floor(q_r m_0 / 2^52)} (the low parts sum to 0 or
 *     {@code 2^52}). Column {@code r+2} is final once row {@code r} has run, and is read then, so the vector
 *     work of row {@code r} is two rows ahead of the quotient that needs it: the chain (about a dozen
 *     cycles: a multiply, a high multiply, adds) does not wait on the vector pipes' latency.</li>
 * <li>columns {@code n .. 2n-1}, the last carries added, normalized into limbs.</li>
 * </ol>
 * The quotients are the ones the contract fixes ({@code Q = -ab m^-1 mod R}, digit by digit), so the limbs
 * equal every other kernel's.
 *
 * <p>Offsets: the low halves enter as {@code bits(lo + 1.5 2^52)}, the high ones as {@code bits(hi)};
 * the product's blocks subtract their step count times each offset once, and a reduction row adds one of
 * each to every column of the blocks it touches, a count that depends on {@code n} and the row alone
 * ({@link #touches}), subtracted where a column is read.
 *
 * <p>Bound: a column receives at most {@code n} products of each kind, each adding a low half in
 * {@code [-2^51, 2^51]} and a high half below {@code 2^52} (to the next column): below {@code 3n 2^52 <
 * 2^62} in absolute value for {@code n < 1365}; the chain's {@code t_r} adds carries below {@code 2^11}.
 *
 * <p>Limit (Zen 5, AVX-512): a step is 2 FMAs, a subtraction, an addition and 2 integer additions (plus
 * loads and, in the reduction, two stores); the product has about {@code n^2 / W} steps and the reduction
 * {@code n (n + W) / W}: for {@code n = 40} (2048-bit moduli) about 470 steps, 2,800 vector operations, at
 * 3.8-4 per cycle (measured for this mix, {@link SimdMont52}) at least 700-750 cycles, about 0.2 us.
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

    SimdMont52Row() {
    }

    /** Reduction rows per pass over the column blocks. */
    private static final int ROWS = 4;

    /** Longs of scratch for {@code n} limbs on {@code w}-lane vectors: L, H and the two padded operands. */
    static int scratch(int n, int w) {
        return 2 * columns(n, w) + 1 + 2 * padded(n, w) + 4 * ROWS;
    }

    /**
     * Columns kept: whole blocks up to column {@code 2n + 2}, the last one a pass's block range reaches
     * (its rows beyond {@code n - 1} have quotient zero; columns from {@code 2n} on only ever hold zeros).
     */
    private static int columns(int n, int w) {
        return ((2 * n + 2) / w + 1) * w;
    }

    /** Length of a zero-padded operand copy: {@code w} zeros, the limbs, {@code w + 2} zeros. */
    private static int padded(int n, int w) {
        return n + 2 * w + 2;
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
        if (t.length < scratch(n, W)) {
            throw new IllegalArgumentException("scratch too short");
        }
        product(a, b, m, n, minv[0], t, out);
    }

    /** Limb {@code j} of {@code m} as a long, zero beyond the top limb. */
    private static long limb(double[] m, int j, int n) {
        return j < n ? (long) m[j] : 0;
    }

    private static void product(double[] a, double[] b, double[] m, int n, long inv, long[] t, double[] out) {
        int cols = columns(n, W);
        int hi = cols + 1;               // H[c] at hi + c; H[-1] = t[cols] = 0
        t[cols] = 0;
        int bp = 2 * cols + 1;           // b_i at bp + W + i, zeros around it
        int mp = bp + padded(n, W);      // m_i (i >= ROWS) at mp + W + i, zeros around it and for i < ROWS
        java.util.Arrays.fill(t, bp, mp + padded(n, W), ZERO_BITS);
        for (int i = 0; i < n; i++) {
            t[bp + W + i] = Double.doubleToRawLongBits(b[i]);
        }
        for (int i = ROWS; i < n; i++) {
            t[mp + W + i] = Double.doubleToRawLongBits(m[i]);
        }
        // 1. ab by column blocks: L[c] gets the low halves of column c, H[c] the high halves (column c + 1)
        for (int c = 0; c < cols; c += W) {
            productBlock(a, t, c, n, bp, c, hi + c);
        }

        // 2. the reduction, ROWS rows per pass: the pass's quotients by the scalar chain ({@link #rows}), then
        // the vector part ({@link #pass}); the scalar state lives in the scratch between passes
        int st = mp + padded(n, W);
        for (int j = 0; j < ROWS; j++) {
            long mj = j < n ? (long) m[j] : 0;
            t[st + P + j] = 0;
            t[st + M + j] = mj;
            t[st + M6 + j] = mj << 6;
        }
        for (int r0 = 0; r0 < n; r0 += ROWS) {
            rows(t, hi, st, r0, n, inv);
            if (n > ROWS) {
                pass(t, hi, mp, r0, n, t[st + Q], t[st + Q + 1], t[st + Q + 2], t[st + Q + 3]);
            }
        }
        long p0 = t[st + P], p1 = t[st + P + 1], p2 = t[st + P + 2], p3 = t[st + P + 3];

        // 3. columns n .. 2n-1 with what the scalar part owes the first four, into limbs
        long c = 0;
        for (int j = 0; j < n; j++) {
            int col = n + j;
            c += t[col] + t[hi + col - 1] + (j == 0 ? p0 : j == 1 ? p1 : j == 2 ? p2 : j == 3 ? p3 : 0);
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
            LongVector.zero(L).intoArray(t, lo);
            LongVector.zero(L).intoArray(t, hi);
            return;
        }
        DoubleVector split = DoubleVector.broadcast(D, HELD[0]);
        DoubleVector lowOffset = DoubleVector.broadcast(D, HELD[1]);
        DoubleVector bj = LongVector.fromArray(L, t, bp + W + c - first).reinterpretAsDoubles();
        DoubleVector aj = DoubleVector.broadcast(D, a[first]);
        DoubleVector h = bj.fma(aj, split);
        LongVector accH = h.reinterpretAsLongs();
        LongVector accL = bj.fma(aj, split.sub(h)).add(lowOffset).reinterpretAsLongs();
        for (int j = first + 1; j <= last; j++) {
            bj = LongVector.fromArray(L, t, bp + W + c - j).reinterpretAsDoubles();
            aj = DoubleVector.broadcast(D, a[j]);
            h = bj.fma(aj, split);
            accL = bj.fma(aj, split.sub(h)).add(lowOffset).reinterpretAsLongs().add(accL);
            accH = h.reinterpretAsLongs().add(accH);
        }
        long steps = last - first + 1;
        accL.sub(steps * LOW_BITS).intoArray(t, lo);
        accH.sub(steps * SPLIT_BITS).intoArray(t, hi);
    }

    /** Offsets in the scalar state: what is owed to columns r .. r+3, the pass's quotients, m_0..m_3, m_j 2^6. */
    private static final int P = 0, Q = ROWS, M = 2 * ROWS, M6 = 3 * ROWS;

    /**
     * The quotients of rows {@code r0 .. r0+3} (zero past {@code n - 1}), by the exact scalar chain: row
     * {@code r} reads column {@code r} ({@code L[r] + H[r-1]}, final: the vector parts of rows up to
     * {@code r - 4} are done and later rows add above it), adds what the chain owes it ({@code p_0}), takes
     * {@code q = t m' mod 2^52}, and passes on {@code (t + q m_0) / 2^52 = floor(t / 2^52) +
     * [t mod 2^52 != 0] + floor(q m_0 / 2^52)} (the low parts sum to 0 or {@code 2^52}) and {@code q m_j}
     * ({@code j = 1..3}) split at 52 bits to the next columns; {@code (m_j q) >> 52} is the high 64 bits of
     * {@code (m_j 2^6)(q 2^6)}, both below {@code 2^58}. A method of its own so that the chain's values stay
     * in registers (inside {@code product} C2 spilled them to the stack, a store and a load on every row).
     */
    private static void rows(long[] t, int hi, int st, int r0, int n, long inv) {
        long p0 = t[st + P], p1 = t[st + P + 1], p2 = t[st + P + 2], p3 = t[st + P + 3];
        for (int i = 0; i < ROWS; i++) {
            int r = r0 + i;
            long q = 0;
            if (r < n) {                 // public: the last pass's rows past n - 1 add nothing
                long tr = t[r] + t[hi + r - 1] + p0;
                q = (tr * inv) & MASK;
                long q6 = q << 6;
                p0 = p1 + (tr >> 52) + (((tr & MASK) + MASK) >>> 52) + Math.multiplyHigh(t[st + M6], q6)
                        + ((t[st + M + 1] * q) & MASK);
                p1 = p2 + Math.multiplyHigh(t[st + M6 + 1], q6) + ((t[st + M + 2] * q) & MASK);
                p2 = p3 + Math.multiplyHigh(t[st + M6 + 2], q6) + ((t[st + M + 3] * q) & MASK);
                p3 = Math.multiplyHigh(t[st + M6 + 3], q6);
            }
            t[st + Q + i] = q;
        }
        t[st + P] = p0;
        t[st + P + 1] = p1;
        t[st + P + 2] = p2;
        t[st + P + 3] = p3;
    }

    /**
     * The vector part of rows {@code r0 .. r0+3}: {@code q_{r0+i} m_j} ({@code j >= ROWS}) at column
     * {@code r0 + i + j}, over the blocks from column {@code r0 + ROWS} to {@code r0 + n + 2}; four products
     * per block, one load and store of each column array, the four rows' offsets subtracted once.
     */
    private static void pass(long[] t, int hi, int mp, int r0, int n, long qa, long qb, long qc, long qd) {
        DoubleVector split = DoubleVector.broadcast(D, HELD[0]);
        DoubleVector lowOffset = DoubleVector.broadcast(D, HELD[1]);
        DoubleVector q0 = DoubleVector.broadcast(D, (double) qa);
        DoubleVector q1 = DoubleVector.broadcast(D, (double) qb);
        DoubleVector q2 = DoubleVector.broadcast(D, (double) qc);
        DoubleVector q3 = DoubleVector.broadcast(D, (double) qd);
        int end = (r0 + n + 2) / W * W;
        int at = mp + W - r0;
        for (int c = (r0 + ROWS) / W * W; c <= end; c += W) {
            DoubleVector x0 = LongVector.fromArray(L, t, at + c).reinterpretAsDoubles();
            DoubleVector x1 = LongVector.fromArray(L, t, at + c - 1).reinterpretAsDoubles();
            DoubleVector x2 = LongVector.fromArray(L, t, at + c - 2).reinterpretAsDoubles();
            DoubleVector x3 = LongVector.fromArray(L, t, at + c - 3).reinterpretAsDoubles();
            DoubleVector h0 = x0.fma(q0, split);
            DoubleVector h1 = x1.fma(q1, split);
            DoubleVector h2 = x2.fma(q2, split);
            DoubleVector h3 = x3.fma(q3, split);
            LongVector l0 = x0.fma(q0, split.sub(h0)).add(lowOffset).reinterpretAsLongs();
            LongVector l1 = x1.fma(q1, split.sub(h1)).add(lowOffset).reinterpretAsLongs();
            LongVector l2 = x2.fma(q2, split.sub(h2)).add(lowOffset).reinterpretAsLongs();
            LongVector l3 = x3.fma(q3, split.sub(h3)).add(lowOffset).reinterpretAsLongs();
            l0.add(l1).add(l2.add(l3)).add(LongVector.fromArray(L, t, c)).sub(ROWS * LOW_BITS).intoArray(t, c);
            h0.reinterpretAsLongs().add(h1.reinterpretAsLongs()).add(h2.reinterpretAsLongs().add(h3.reinterpretAsLongs()))
                    .add(LongVector.fromArray(L, t, hi + c)).sub(ROWS * SPLIT_BITS).intoArray(t, hi + c);
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
            LongVector acc = DoubleVector.fromArray(D, table[0], j).reinterpretAsLongs().and(((0 ^ want) - 1) >> 63);
            for (int k = 1; k < table.length; k++) {
                long mask = ((k ^ want) - 1) >> 63;
                acc = DoubleVector.fromArray(D, table[k], j).reinterpretAsLongs().and(mask).or(acc);
            }
            acc.reinterpretAsDoubles().intoArray(out, j);
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
