package dev.lanecrypt.math.kernel;

import dev.lanecrypt.select.SpeciesClasses;
import java.lang.invoke.MethodHandles;
import java.util.Arrays;
import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * {@link Mont52Kernel} on the Vector API: lane {@code l} of every vector belongs to product {@code l}, so
 * the operand-scanning rows run lane-wise with no horizontal step. Each limb product is split exactly into
 * {@code H 2^52 + lo} by two FMAs (the interface shows how); both halves enter the 64-bit running limbs
 * {@code t} as bit patterns, whose constant offsets are subtracted once per row rather than per product.
 * One body, three widths: defined once per species as a hidden class ({@link SpeciesClasses}). The scratch
 * holds {@code n} limbs and five vectors handed between the methods of a row.
 *
 * <p>Row {@code i}: {@code t_j += lo(a_i b_j) + lo(q m_j) + H(a_i b_{j-1}) + H(q m_{j-1})}, stored one limb
 * down (the division by {@code 2^52}); column 0 is done first, its carry {@code t_0 >> 52} joining column 1.
 * The quotient of row {@code i+1} is computed as soon as column 1 of row {@code i} is known, before the rest
 * of row {@code i}, so that its dependency chain (about 40 cycles: the quotient's multiply, the FMA split
 * of {@code q m_0}, the carry) overlaps the row's products instead of following them.
 *
 * <p>Bound: a row adds to a limb at most {@code 2 * 2^51 + 2 * (2^52 - 1) < 3 * 2^52} in absolute value, and
 * limbs move down one place per row, so after {@code n} rows a limb is below {@code 3n 2^52 < 2^62} for
 * {@code n < 1365} (16,384-bit moduli are 316 limbs). The raw sums carry an offset of
 * {@code K = 2 bits(2^104) + 2 bits(1.5 2^52)} per row (two halves of each kind per limb and row, wrapping
 * modulo {@code 2^64}); every limb has received exactly {@code i+1} offsets after row {@code i} (the new top
 * limb is given the same), so the quotient subtracts {@code (i+1) K} from limb 0 and the final normalization
 * {@code n K} from each.
 *
 * <p>Limit on AVX2 Zen 3 (2 FMA and 2 FP-add pipes, 4 vector pipes in all): a step of the inner loop is 4
 * FMAs, 2 subtractions, 2 additions and 4 integer additions, 12 vector operations for 2 products of
 * {@code W} 52-bit lanes: at least 3 cycles, so a 1024-bit product of 4 lanes (20 limbs, 380 steps) at
 * least 1,140 cycles. C2's code has 23-29 instructions per step and runs at 2.6-3.5x that limit in this
 * class, depending on what the JVM compiled before (measured, with {@link SimdMontBatch} on 28-bit digits
 * beside it: docs/modexp-kernels.md, "The radix-2^52 kernel on double-precision FMA"). In a JVM that runs
 * at the machine's full speed (see {@code measure.FpProbe}): 827-945 ns, about 2,700-3,000 cycles, 2.4-2.7x.
 * {@link #sqr}: 610 products of six operations for 20 limbs (190 cross, 20 diagonal, 400 in the
 * reduction), at least 915 cycles; measured 756-791 ns, about 2,450-2,560 cycles (2.7-2.8x): its
 * reduction rows carry one product per step and expose more of the quotient chain. Two reduction rows per
 * pass (two products per step, the second row's quotient from the first's first products) were slower,
 * 940-985 ns: with two quotients, two multipliers and the chain's state, C2 spills.
 */
final class SimdMont52 implements Mont52Kernel {

    private static final VectorSpecies<Long> L = SpeciesClasses.species(MethodHandles.lookup());

    private static final VectorSpecies<Double> D = L.withLanes(double.class);

    private static final double SPLIT = 0x1p104;

    private static final double LOW_OFFSET = 0x1.8p52;

    private static final double TWO52 = 0x1p52;

    private static final long SPLIT_BITS = Double.doubleToRawLongBits(SPLIT);

    private static final long LOW_BITS = Double.doubleToRawLongBits(LOW_OFFSET);

    private static final long TWO52_BITS = Double.doubleToRawLongBits(TWO52);

    /** The offset a limb gains per row: two high halves and two low halves. */
    private static final long K = 2 * SPLIT_BITS + 2 * LOW_BITS;

    /**
     * The FMA split's two constants, read from an array so that C2 broadcasts them once into registers: as
     * constants it broadcast them from its constant table at every use (three loads per product).
     */
    private static final double[] HELD = {SPLIT, LOW_OFFSET};

    /** The offset a column gains per reduction row of {@link #sqr}: one high half and one low half. */
    private static final long K1 = SPLIT_BITS + LOW_BITS;

    private static final long MASK = (1L << 52) - 1;

    private static final long LOW32 = 0xFFFFFFFFL;

    /** All ones in the odd lanes (the multiplying lanes of {@link #ladderOperand}), for any width up to 8. */
    private static final long[] ODD_LANES = {0, -1, 0, -1, 0, -1, 0, -1};

    SimdMont52() {
    }

    @Override
    public String name() {
        return "fma52x" + L.length();
    }

    @Override
    public int lanes() {
        return L.length();
    }

    @Override
    public void mul(double[] a, double[] b, double[] m, int n, long[] minv, long[] t, double[] out) {
        int w = L.length();
        if (n < 2) {
            throw new IllegalArgumentException("at least two limbs");
        }
        DoubleVector split = DoubleVector.broadcast(D, SPLIT);
        DoubleVector lowOffset = DoubleVector.broadcast(D, LOW_OFFSET);
        LongVector inv = LongVector.fromArray(L, minv, 0);
        LongVector invLo = inv.and(LOW32);
        LongVector invHi = inv.lanewise(VectorOperators.LSHR, 32);
        DoubleVector b0 = DoubleVector.fromArray(D, b, 0);
        DoubleVector b1 = DoubleVector.fromArray(D, b, w);
        DoubleVector m0 = DoubleVector.fromArray(D, m, 0);
        DoubleVector m1 = DoubleVector.fromArray(D, m, w);
        Arrays.fill(t, 0, n * w, 0L);
        DoubleVector ai = DoubleVector.fromArray(D, a, 0);
        DoubleVector hab0 = ai.fma(b0, split);
        LongVector t0 = ai.fma(b0, split.sub(hab0)).add(lowOffset).reinterpretAsLongs().sub(LOW_BITS);
        LongVector x = t0.and(MASK);
        LongVector xl = x.and(LOW32);
        LongVector xh = x.lanewise(VectorOperators.LSHR, 32);
        DoubleVector q = xl.mul(invLo).add(xl.mul(invHi).add(xh.mul(invLo)).lanewise(VectorOperators.LSHL, 32))
                .and(MASK).or(TWO52_BITS).reinterpretAsDoubles().sub(TWO52);
        for (int i = 0; i < n; i++) {
            DoubleVector hq0 = q.fma(m0, split);
            t0 = t0.add(q.fma(m0, split.sub(hq0)).add(lowOffset).reinterpretAsLongs()).sub(LOW_BITS);
            LongVector carry = t0.lanewise(VectorOperators.ASHR, 52)
                    .add(hab0.reinterpretAsLongs()).add(hq0.reinterpretAsLongs());
            DoubleVector hab = ai.fma(b1, split);
            DoubleVector lab = ai.fma(b1, split.sub(hab)).add(lowOffset);
            DoubleVector hqm = q.fma(m1, split);
            DoubleVector lqm = q.fma(m1, split.sub(hqm)).add(lowOffset);
            LongVector t1 = LongVector.fromArray(L, t, w).add(carry)
                    .add(lab.reinterpretAsLongs()).add(lqm.reinterpretAsLongs());
            t1.intoArray(t, 0);
            carry = hab.reinterpretAsLongs().add(hqm.reinterpretAsLongs());
            long rowOffset = (i + 1) * K;
            DoubleVector an = DoubleVector.fromArray(D, a, Math.min(i + 1, n - 1) * w);
            DoubleVector habn = an.fma(b0, split);
            LongVector t0n = t1.add(an.fma(b0, split.sub(habn)).add(lowOffset).reinterpretAsLongs())
                    .sub(LOW_BITS + rowOffset);
            LongVector xn = t0n.and(MASK);
            LongVector xnl = xn.and(LOW32);
            LongVector xnh = xn.lanewise(VectorOperators.LSHR, 32);
            DoubleVector qn = xnl.mul(invLo).add(xnl.mul(invHi).add(xnh.mul(invLo)).lanewise(VectorOperators.LSHL, 32))
                    .and(MASK).or(TWO52_BITS).reinterpretAsDoubles().sub(TWO52);
            // b[j w] >= 0 always holds (limbs are nonnegative); the second exit test makes C2 unroll the loop
            // twice (docs/modexp-kernels.md, "The radix-2^52 kernel"). In sqr's loops, with one product per
            // step, it cost more than it gave (its load, compare and branch per product: 277 -> 193 ns for the
            // 20-limb triangle without it)
            for (int j = 2; j < n && b[j * w] >= 0; j++) {
                DoubleVector bj = DoubleVector.fromArray(D, b, j * w);
                DoubleVector mj = DoubleVector.fromArray(D, m, j * w);
                hab = ai.fma(bj, split);
                lab = ai.fma(bj, split.sub(hab)).add(lowOffset);
                hqm = q.fma(mj, split);
                lqm = q.fma(mj, split.sub(hqm)).add(lowOffset);
                LongVector.fromArray(L, t, j * w).add(carry)
                        .add(lab.reinterpretAsLongs()).add(lqm.reinterpretAsLongs()).intoArray(t, (j - 1) * w);
                carry = hab.reinterpretAsLongs().add(hqm.reinterpretAsLongs());
            }
            carry.add(rowOffset - 2 * SPLIT_BITS).intoArray(t, (n - 1) * w);
            ai = an;
            t0 = t0n;
            q = qn;
            hab0 = habn;
        }
        normalize(t, n, out);
    }

    /**
     * {@link Mont52Kernel#sqr}: the square first, then its reduction (separated operand scanning, Koc, Acar
     * and Kaliski 1996, "SOS"), so that each cross product {@code a_i a_j} ({@code i < j}) is computed once
     * and doubled: {@code n(n-1)/2 + n} products for the square and {@code n^2} for the reduction, against
     * {@code 2n^2} in {@link #mul}, with the same six vector operations per product (two FMAs, a subtraction,
     * an addition, two integer additions). The result is the one the contract fixes, so it equals
     * {@code mul(a, a)} limb for limb.
     *
     * <p>Columns {@code c = 0 .. 2n-1} of {@code t} (absolute, not sliding as in {@link #mul}):
     * <ol>
     * <li>Triangle: row {@code i} adds {@code lo(a_i a_j)} to column {@code i+j} and {@code H(a_i a_j)} to
     *     {@code i+j+1} for {@code j > i}, as bit patterns; column {@code c} then holds {@code P(c)} low and
     *     {@code P(c-1)} high offsets, {@code P(c)} the number of pairs {@code i < j} with {@code i+j = c}
     *     ({@link #pairs}), and its value is below {@code (n/2) (2^51 + 2^52)} in absolute value.</li>
     * <li>Doubling: column {@code c} becomes twice its value plus the diagonal's half ({@code lo(a_k^2)} at
     *     {@code 2k}, {@code H(a_k^2)} at {@code 2k+1}) as plain integers: below {@code (1.5n + 1) 2^52}.</li>
     * <li>Reduction: row {@code i} computes {@code q = t_i m' mod 2^52} from column {@code i} (kept exact in
     *     a register), adds {@code lo(q m_j)} to {@code i+j} and {@code H(q m_j)} to {@code i+j+1} as
     *     patterns, and carries column {@code i} (now a multiple of {@code 2^52}) into {@code i+1}. The top
     *     column {@code i+n}, which gets no low half from row {@code i}, is given the low offset anyway, so
     *     every column in a row's reach gains {@code K1 = bits(2^104) + bits(1.5 2^52)}: column
     *     {@code i+1} holds {@code (i+1) K1} when it becomes the register, result column {@code n+k}
     *     {@code (n-k) K1} at the end. A row adds below {@code 1.5 2^52} to a column, at most {@code n}
     *     rows reach it, so every column stays below {@code (3n + 2) 2^52 < 2^62} for {@code n < 1365}.</li>
     * </ol>
     * The next row's quotient is computed right after column {@code i+1} is known, before the rest of row
     * {@code i}, as in {@link #mul}.
     */
    @Override
    public void sqr(double[] a, double[] m, int n, long[] minv, long[] t, double[] out) {
        int w = L.length();
        if (n < 2) {
            throw new IllegalArgumentException("at least two limbs");
        }
        DoubleVector split = DoubleVector.broadcast(D, HELD[0]);
        DoubleVector lowOffset = DoubleVector.broadcast(D, HELD[1]);
        triangle(a, n, t);                  // step 1
        doubleAndAddDiagonal(a, n, t);      // step 2
        // step 3, the reduction
        LongVector inv = LongVector.fromArray(L, minv, 0);
        LongVector invLo = inv.and(LOW32);
        LongVector invHi = inv.lanewise(VectorOperators.LSHR, 32);
        DoubleVector m0 = DoubleVector.fromArray(D, m, 0);
        DoubleVector m1 = DoubleVector.fromArray(D, m, w);
        // the quotients written out as in mul, not in a helper: C2 leaves a helper called once per call out of
        // line, and its vector result boxed (2.8 KB per call)
        LongVector x = LongVector.fromArray(L, t, 0);
        LongVector y = x.and(MASK);
        LongVector yl = y.and(LOW32);
        LongVector yh = y.lanewise(VectorOperators.LSHR, 32);
        DoubleVector q = yl.mul(invLo).add(yl.mul(invHi).add(yh.mul(invLo)).lanewise(VectorOperators.LSHL, 32))
                .and(MASK).or(TWO52_BITS).reinterpretAsDoubles().sub(TWO52);
        for (int i = 0; i < n; i++) {
            DoubleVector hq0 = q.fma(m0, split);
            x = x.add(q.fma(m0, split.sub(hq0)).add(lowOffset).reinterpretAsLongs()).sub(LOW_BITS);
            DoubleVector hq1 = q.fma(m1, split);
            DoubleVector lq1 = q.fma(m1, split.sub(hq1)).add(lowOffset);
            LongVector xn = LongVector.fromArray(L, t, (i + 1) * w).add(x.lanewise(VectorOperators.ASHR, 52))
                    .add(hq0.reinterpretAsLongs()).add(lq1.reinterpretAsLongs()).sub((i + 1) * K1);
            LongVector yn = xn.and(MASK);
            LongVector ynl = yn.and(LOW32);
            LongVector ynh = yn.lanewise(VectorOperators.LSHR, 32);
            DoubleVector qn = ynl.mul(invLo).add(ynl.mul(invHi).add(ynh.mul(invLo)).lanewise(VectorOperators.LSHL, 32))
                    .and(MASK).or(TWO52_BITS).reinterpretAsDoubles().sub(TWO52);
            LongVector carry = hq1.reinterpretAsLongs();
            int row = i * w;
            for (int j = 2; j < n; j++) {
                DoubleVector mj = DoubleVector.fromArray(D, m, j * w);
                DoubleVector h = q.fma(mj, split);
                DoubleVector lo = q.fma(mj, split.sub(h)).add(lowOffset);
                LongVector.fromArray(L, t, row + j * w).add(carry).add(lo.reinterpretAsLongs())
                        .intoArray(t, row + j * w);
                carry = h.reinterpretAsLongs();
            }
            int top = (i + n) * w;
            LongVector.fromArray(L, t, top).add(carry).add(LOW_BITS).intoArray(t, top);
            // column i+1, exact, back to memory (no row reads it there again): after the last row it is the
            // result's lowest limb, read below with the others, so the loop's vectors die with it (used after
            // the loop, C2 boxed one, 48 bytes per call, when compiled without type profiles)
            xn.intoArray(t, (i + 1) * w);
            x = xn;
            q = qn;
        }
        LongVector c = LongVector.zero(L);
        for (int k = 0; k < n; k++) {
            long offset = k == 0 ? 0 : (n - k) * K1;
            LongVector v = LongVector.fromArray(L, t, (n + k) * w).sub(offset).add(c);
            c = v.lanewise(VectorOperators.ASHR, 52);
            v.and(MASK).or(TWO52_BITS).reinterpretAsDoubles().sub(TWO52).intoArray(out, k * w);
        }
    }

    /**
     * Step 1 of {@link #sqr}, the cross products, one row at a time (rows taken two at a time, two products
     * per step as in {@link #mul}, measured no faster: 196-226 against 213-268 ns for 20 limbs, 847-1001
     * against 764-943 for 40). Steps 1 and 2 are methods of their own, called once per square with no vector
     * crossing the call: written inline, C2 compiled without type profiles boxed a vector once per call.
     */
    private static void triangle(double[] a, int n, long[] t) {
        int w = L.length();
        DoubleVector split = DoubleVector.broadcast(D, HELD[0]);
        DoubleVector lowOffset = DoubleVector.broadcast(D, HELD[1]);
        Arrays.fill(t, 0, 2 * n * w, 0L);
        for (int i = 0; i + 1 < n; i++) {
            DoubleVector ai = DoubleVector.fromArray(D, a, i * w);
            DoubleVector a1 = DoubleVector.fromArray(D, a, (i + 1) * w);
            DoubleVector h = ai.fma(a1, split);
            DoubleVector lo = ai.fma(a1, split.sub(h)).add(lowOffset);
            int c = (2 * i + 1) * w;
            LongVector.fromArray(L, t, c).add(lo.reinterpretAsLongs()).intoArray(t, c);
            LongVector carry = h.reinterpretAsLongs();
            int row = i * w;   // column i + j is at row + j w: an index C2 sees as linear in j
            for (int j = i + 2; j < n; j++) {
                DoubleVector aj = DoubleVector.fromArray(D, a, j * w);
                h = ai.fma(aj, split);
                lo = ai.fma(aj, split.sub(h)).add(lowOffset);
                LongVector.fromArray(L, t, row + j * w).add(carry).add(lo.reinterpretAsLongs())
                        .intoArray(t, row + j * w);
                carry = h.reinterpretAsLongs();
            }
            carry.intoArray(t, (i + n) * w);   // column i+n: no earlier row reaches it
        }
    }

    /** Step 2 of {@link #sqr}: each column doubled, less its offsets, plus the diagonal's half, as plain integers. */
    private static void doubleAndAddDiagonal(double[] a, int n, long[] t) {
        int w = L.length();
        DoubleVector split = DoubleVector.broadcast(D, HELD[0]);
        DoubleVector lowOffset = DoubleVector.broadcast(D, HELD[1]);
        for (int k = 0; k < n; k++) {
            DoubleVector ak = DoubleVector.fromArray(D, a, k * w);
            DoubleVector h = ak.fma(ak, split);
            DoubleVector lo = ak.fma(ak, split.sub(h)).add(lowOffset);
            int c = 2 * k;
            long even = 2 * (pairs(c, n) * LOW_BITS + pairs(c - 1, n) * SPLIT_BITS) + LOW_BITS;
            long odd = 2 * (pairs(c + 1, n) * LOW_BITS + pairs(c, n) * SPLIT_BITS) + SPLIT_BITS;
            LongVector.fromArray(L, t, c * w).lanewise(VectorOperators.LSHL, 1).add(lo.reinterpretAsLongs())
                    .sub(even).intoArray(t, c * w);
            LongVector.fromArray(L, t, (c + 1) * w).lanewise(VectorOperators.LSHL, 1).add(h.reinterpretAsLongs())
                    .sub(odd).intoArray(t, (c + 1) * w);
        }
    }

    /**
     * The number of pairs {@code 0 <= i < j < n} with {@code i + j = c}, the cross products in column
     * {@code c} ({@code -1 <= c < 2n}): {@code i} runs over {@code [max(0, c-n+1), (c-1)/2]}.
     */
    private static long pairs(int c, int n) {
        return c < n ? (c + 1) >> 1 : n - 1 - (c >> 1);
    }

    /** The limbs less their {@code n K} offsets, carried into limbs below {@code 2^52}: below {@code 2m < R}, so nothing leaves the top. */
    private static void normalize(long[] t, int n, double[] out) {
        int w = L.length();
        LongVector c = LongVector.zero(L);
        long offset = n * K;
        for (int j = 0; j < n; j++) {
            LongVector v = LongVector.fromArray(L, t, j * w).sub(offset).add(c);
            c = v.lanewise(VectorOperators.ASHR, 52);
            v.and(MASK).or(TWO52_BITS).reinterpretAsDoubles().sub(TWO52).intoArray(out, j * w);
        }
    }

    /** The table read of {@link Mont52Kernel#select}, a vector of lanes at a time, on the limbs' bit patterns. */
    @Override
    public void select(double[][] table, long[] window, int n, double[] out) {
        int w = L.length();
        int len = n * w;
        LongVector idx = LongVector.fromArray(L, window, 0);
        Arrays.fill(out, 0, len, 0.0);
        for (int k = 0; k < table.length; k++) {
            LongVector mask = idx.lanewise(VectorOperators.XOR, k).sub(1).lanewise(VectorOperators.ASHR, 63);
            double[] entry = table[k];
            for (int j = 0; j < len; j += w) {
                DoubleVector.fromArray(D, out, j).reinterpretAsLongs()
                        .or(DoubleVector.fromArray(D, entry, j).reinterpretAsLongs().and(mask))
                        .reinterpretAsDoubles().intoArray(out, j);
            }
        }
    }

    /**
     * {@link Mont52Kernel#ladderOperand} a vector at a time with AND/OR masks only: limb {@code j}'s partner
     * values come from the load one element down ({@code s[j w + l - 1]}: lane {@code 2h+1} reads lane
     * {@code 2h}), limb 0 (whose load would start before the array) as the default does. A lane shuffle and
     * a {@code VectorMask} blend did this first; on 2 lanes C2 left them boxed (5 KB per call).
     */
    @Override
    public void ladderOperand(double[] s, double[] one, long[] take, int n, double[] b) {
        int w = L.length();
        for (int l = 0; l + 1 < w; l += 2) {
            long mask = take[l + 1];
            b[l] = s[l];
            b[l + 1] = Double.longBitsToDouble((Double.doubleToRawLongBits(s[l]) & mask)
                    | (Double.doubleToRawLongBits(one[l + 1]) & ~mask));
        }
        LongVector pick = LongVector.fromArray(L, take, 0).and(LongVector.fromArray(L, ODD_LANES, 0));
        LongVector odd = LongVector.fromArray(L, ODD_LANES, 0);
        for (int j = w; j < n * w; j += w) {
            LongVector own = DoubleVector.fromArray(D, s, j).reinterpretAsLongs();
            LongVector partner = DoubleVector.fromArray(D, s, j - 1).reinterpretAsLongs();
            LongVector unit = DoubleVector.fromArray(D, one, j).reinterpretAsLongs();
            // even lanes: own; odd lanes: the partner where take is set, else one
            own.and(odd.not()).or(partner.and(pick)).or(unit.and(odd).and(pick.not()))
                    .reinterpretAsDoubles().intoArray(b, j);
        }
    }
}
