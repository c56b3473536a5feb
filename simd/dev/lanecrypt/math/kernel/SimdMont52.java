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
 * beside it: docs/modexp-kernels.md, "The radix-2^52 kernel on double-precision FMA").
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
