package dev.lanecrypt.math.kernel;

import dev.lanecrypt.select.SpeciesClasses;
import java.lang.invoke.MethodHandles;
import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorSpecies;

import static jdk.incubator.vector.VectorOperators.ADD;
import static jdk.incubator.vector.VectorOperators.AND;
import static jdk.incubator.vector.VectorOperators.ASHR;
import static jdk.incubator.vector.VectorOperators.FMA;
import static jdk.incubator.vector.VectorOperators.LSHL;
import static jdk.incubator.vector.VectorOperators.LSHR;
import static jdk.incubator.vector.VectorOperators.MUL;
import static jdk.incubator.vector.VectorOperators.OR;
import static jdk.incubator.vector.VectorOperators.SUB;
import static jdk.incubator.vector.VectorOperators.XOR;

/**
 * {@link Mont52Kernel} on the Vector API: lane {@code l} of every vector belongs to product {@code l}, so
 * the operand-scanning rows run lane-wise with no horizontal step. Each limb product is split exactly into
 * {@code H 2^52 + lo} by two FMAs (the interface shows how); both halves enter the 64-bit running limbs
 * {@code t} as bit patterns, whose constant offsets are subtracted once per row rather than per product.
 * One body, three widths: defined once per species as a hidden class ({@link SpeciesClasses}).
 *
 * <p>Layout: the scratch holds the columns side by side, column {@code j} at {@code 3jW}: {@code b_j},
 * {@code m_j} (bit patterns of the doubles) and the running limb {@code t_j}, copied in at the start of each
 * call ({@code 3n} vector loads and stores, about 3% of a 20-limb product). The inner loop then reads and
 * writes one array at one index, so C2 keeps one base and one index register for it; with {@code b},
 * {@code m} and {@code t} in three arrays it kept their bases in vector registers and moved them back for
 * every use (measured: 673 against 505 ns for 8 lanes, 20 limbs, Zen 5).
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
 * <p>Limit. A step of the inner loop is 4 FMAs, 2 subtractions, 2 additions and 4 integer additions: 12
 * vector operations for 2 products of {@code W} lanes, whatever the width; a row's head adds about 25 more.
 * <ul>
 * <li>AMD Zen 5 (AVX-512, full-width pipes): 2 FMA and 2 FP-add pipes, integer additions on all four;
 *     register-only loops of this mix (2 FMAs, 2 FP additions, 2 integer additions) run 3.8-4.0
 *     operations per cycle, the same for 256- and 512-bit vectors. A 20-limb product (1024-bit moduli: 380
 *     steps, 20 heads) is about 5,100 operations, at least 1,300 cycles (350 ns at 3.7 GHz) for 4 or 8
 *     lanes. Measured (best of 120 interleaved rounds, quiet spells): 8 lanes 490-535 ns, 4 lanes 470 ns,
 *     1.35-1.5x that limit; a native C version of the same loop with AVX-512 intrinsics (gcc -O3) 422 ns.
 *     The machine has slow spells in which every figure, the C one included, is 1.4-1.6x higher.</li>
 * <li>Intel Xeon server cores (AVX-512, Sapphire Rapids or later): 512-bit operations issue on two ports
 *     (0 and 5), so the 6 operations of a limb product take at least 3 cycles for 8 lanes; 256-bit ones have
 *     two FP ports for the 4 FP operations, at least 2 cycles for 4 lanes. A 20-limb product of 8 lanes is
 *     at least 2,400 cycles. Measured (calibration, 2026-12-02): a window of 5 squarings, a table read and a
 *     product, 8 lanes, 5,999 ns, about 1,000 ns a product, 1.1-1.25x that limit at 2.6-3.0 GHz (the clock
 *     is not known there). IFMA would halve it; the Vector API has no 52-bit multiply-add.</li>
 * <li>AMD Zen 3 (AVX2): the same 12 operations on 4 vector pipes, at least 3 cycles per step; a 20-limb
 *     product of 4 lanes at least 1,140 cycles. The three-array version of this kernel ran 2.4-2.7x that
 *     limit there (docs/modexp-kernels.md); this layout is unmeasured on that class.</li>
 * </ul>
 * <p>How the Vector API is called, in every method here: each operation is {@code lanewise(op, ...)} or
 * {@code reinterpretShape(species, 0)} called from this class, never a convenience ({@code x.add(y)},
 * {@code x.fma(y, z)}, {@code x.reinterpretAsLongs()}) and never with a scalar operand other than a shift
 * count. This class is defined once per species, so the type profile of each of its call sites sees one vector
 * class; a convenience dispatches instead from a call site inside the shared {@code jdk.incubator.vector}
 * classes, whose profile every species and kernel feeds. Where C2 did not know a receiver's exact type at
 * parse time (a reinterpretation, a loop phi) it used that shared profile, found two vector classes, split the
 * call by type, and the merged result lost its type: the calls after it stayed virtual and boxed their
 * vectors. Measured on an Intel Xeon with AVX-512 (2026-12-02): the 4-lane kernel (RSA-2048's CRT ladder)
 * compiled that way in 3 JVMs of 4 once the other widths had run (2-3 MB allocated and 810-860 us per ladder
 * against 9 KB and 590 us), and in every JVM of the allocation check (198 MB in 800 calls); the same JVMs
 * under {@code -XX:-UseBimorphicInlining} did not. {@code SimdMontAllocationTest} now checks every kernel both
 * with and without type profiles (docs/vector-api.md, "Type profiles are shared between species"). A third fork
 * compiles from the interpreter's profiles alone ({@code -XX:-TieredCompilation}): there the 4-lane kernel's
 * stores, whose values are the results of calls C2 inlined late, dispatched on the shared profile and boxed
 * (175 MB in the check), so every store goes through the species' class, {@code (LongVector) L.vectorType().cast(v)}.
 *
 * <p>Squaring is {@code mul(a, a)}: a dedicated squaring (cross products once, doubled, then a reduction of
 * one product per step) has 25% fewer products but its reduction rows are bound by the quotient chain (about
 * 40 cycles a row against 27 of work); measured on Zen 5 it was slower than {@code mul(a, a)} at both widths
 * (8 lanes 1,023 against 499 ns, 4 lanes 634 against 464; docs/modexp-kernels.md, "The interleaved
 * columns").
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

    /** Longs per limb and lane in the scratch: a column holds {@code b_j}, {@code m_j} and {@code t_j}. */
    private static final int COLUMN = 3;

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
        if (n < 2) {
            throw new IllegalArgumentException("at least two limbs");
        }
        product(a, b, m, n, minv, t, out);
    }

    /**
     * {@link #mul}'s body. A static method of its own: the same code as the instance method ran at 585 ns
     * against 495 (8 lanes, 20 limbs, the two interleaved in one JVM, best of 120 rounds; Zen 5), C2 giving
     * the loop one general register less (docs/modexp-kernels.md, "The interleaved columns").
     */
    private static void product(double[] a, double[] b, double[] m, int n, long[] minv, long[] t, double[] out) {
        int w = L.length();
        int st = COLUMN * w;
        int end = n * st;
        LongVector zero = LongVector.zero(L);
        for (int j = 0; j < n; j++) {   // the columns: b_j, m_j, t_j = 0
            ((LongVector) L.vectorType().cast(DoubleVector.fromArray(D, b, j * w).reinterpretShape(L, 0)))
                    .intoArray(t, j * st);
            ((LongVector) L.vectorType().cast(DoubleVector.fromArray(D, m, j * w).reinterpretShape(L, 0)))
                    .intoArray(t, j * st + w);
            ((LongVector) L.vectorType().cast(zero)).intoArray(t, j * st + 2 * w);
        }
        DoubleVector split = DoubleVector.broadcast(D, HELD[0]);
        DoubleVector lowOffset = DoubleVector.broadcast(D, HELD[1]);
        DoubleVector two52 = DoubleVector.broadcast(D, TWO52);
        LongVector mask = LongVector.broadcast(L, MASK);
        LongVector low32 = LongVector.broadcast(L, LOW32);
        LongVector lowBits = LongVector.broadcast(L, LOW_BITS);
        LongVector two52Bits = LongVector.broadcast(L, TWO52_BITS);
        LongVector inv = LongVector.fromArray(L, minv, 0);
        LongVector invLo = inv.lanewise(AND, low32);
        LongVector invHi = inv.lanewise(LSHR, 32);
        DoubleVector b0 = DoubleVector.fromArray(D, b, 0);
        DoubleVector b1 = DoubleVector.fromArray(D, b, w);
        DoubleVector m0 = DoubleVector.fromArray(D, m, 0);
        DoubleVector m1 = DoubleVector.fromArray(D, m, w);
        // the fma product is commutative: a_i b_j is b_j.lanewise(FMA, a_i, ...)
        DoubleVector ai = DoubleVector.fromArray(D, a, 0);
        DoubleVector h00 = b0.lanewise(FMA, ai, split);
        LongVector hab0 = (LongVector) h00.reinterpretShape(L, 0);
        DoubleVector l00 = b0.lanewise(FMA, ai, split.lanewise(SUB, h00)).lanewise(ADD, lowOffset);
        LongVector t0 = ((LongVector) l00.reinterpretShape(L, 0)).lanewise(SUB, lowBits);
        // the row's quotient q = (t0 mod 2^52) minv mod 2^52 from 32-bit halves (vpmuludq multiplies the low 32
        // bits of each lane), made a double by its bit pattern under 2^52's exponent; written out at both
        // places: as a method of its own it was left a call once (docs/modexp-kernels.md)
        LongVector x = t0.lanewise(AND, mask);
        LongVector xl = x.lanewise(AND, low32);
        LongVector cross = xl.lanewise(MUL, invHi).lanewise(ADD, x.lanewise(LSHR, 32).lanewise(MUL, invLo))
                .lanewise(LSHL, 32);
        LongVector qBits = xl.lanewise(MUL, invLo).lanewise(ADD, cross).lanewise(AND, mask).lanewise(OR, two52Bits);
        DoubleVector q = ((DoubleVector) qBits.reinterpretShape(D, 0)).lanewise(SUB, two52);
        for (int i = 0; i < n; i++) {
            DoubleVector hq0 = m0.lanewise(FMA, q, split);
            DoubleVector lq0 = m0.lanewise(FMA, q, split.lanewise(SUB, hq0)).lanewise(ADD, lowOffset);
            LongVector c0 = ((LongVector) lq0.reinterpretShape(L, 0)).lanewise(ADD, t0).lanewise(SUB, lowBits);
            LongVector carry = c0.lanewise(ASHR, 52).lanewise(ADD, hab0)
                    .lanewise(ADD, (LongVector) hq0.reinterpretShape(L, 0));
            DoubleVector hab = b1.lanewise(FMA, ai, split);
            DoubleVector lab = b1.lanewise(FMA, ai, split.lanewise(SUB, hab)).lanewise(ADD, lowOffset);
            DoubleVector hqm = m1.lanewise(FMA, q, split);
            DoubleVector lqm = m1.lanewise(FMA, q, split.lanewise(SUB, hqm)).lanewise(ADD, lowOffset);
            LongVector t1 = LongVector.fromArray(L, t, st + 2 * w).lanewise(ADD, carry)
                    .lanewise(ADD, (LongVector) lab.reinterpretShape(L, 0))
                    .lanewise(ADD, (LongVector) lqm.reinterpretShape(L, 0));
            ((LongVector) L.vectorType().cast(t1)).intoArray(t, 2 * w);
            carry = ((LongVector) hab.reinterpretShape(L, 0)).lanewise(ADD, (LongVector) hqm.reinterpretShape(L, 0));
            long rowOffset = (i + 1) * K;
            DoubleVector an = DoubleVector.fromArray(D, a, Math.min(i + 1, n - 1) * w);
            DoubleVector habn = b0.lanewise(FMA, an, split);
            DoubleVector labn = b0.lanewise(FMA, an, split.lanewise(SUB, habn)).lanewise(ADD, lowOffset);
            LongVector t0n = ((LongVector) labn.reinterpretShape(L, 0)).lanewise(ADD, t1)
                    .lanewise(SUB, LongVector.broadcast(L, LOW_BITS + rowOffset));
            LongVector xn = t0n.lanewise(AND, mask);
            LongVector xnl = xn.lanewise(AND, low32);
            LongVector crossn = xnl.lanewise(MUL, invHi).lanewise(ADD, xn.lanewise(LSHR, 32).lanewise(MUL, invLo))
                    .lanewise(LSHL, 32);
            LongVector qnBits = xnl.lanewise(MUL, invLo).lanewise(ADD, crossn).lanewise(AND, mask)
                    .lanewise(OR, two52Bits);
            DoubleVector qn = ((DoubleVector) qnBits.reinterpretShape(D, 0)).lanewise(SUB, two52);
            // column j at c = j st: b_j at c, m_j at c + w, t_j at c + 2w; t_j's new value goes to t_{j-1}, c - w
            for (int c = 2 * st; c < end; c += st) {
                DoubleVector bj = (DoubleVector) LongVector.fromArray(L, t, c).reinterpretShape(D, 0);
                DoubleVector mj = (DoubleVector) LongVector.fromArray(L, t, c + w).reinterpretShape(D, 0);
                hab = bj.lanewise(FMA, ai, split);
                lab = bj.lanewise(FMA, ai, split.lanewise(SUB, hab)).lanewise(ADD, lowOffset);
                hqm = mj.lanewise(FMA, q, split);
                lqm = mj.lanewise(FMA, q, split.lanewise(SUB, hqm)).lanewise(ADD, lowOffset);
                ((LongVector) L.vectorType().cast(LongVector.fromArray(L, t, c + 2 * w).lanewise(ADD, carry)
                        .lanewise(ADD, (LongVector) lab.reinterpretShape(L, 0))
                        .lanewise(ADD, (LongVector) lqm.reinterpretShape(L, 0)))).intoArray(t, c - w);
                carry = ((LongVector) hab.reinterpretShape(L, 0))
                        .lanewise(ADD, (LongVector) hqm.reinterpretShape(L, 0));
            }
            ((LongVector) L.vectorType().cast(LongVector.broadcast(L, rowOffset - 2 * SPLIT_BITS).lanewise(ADD, carry)))
                    .intoArray(t, end - w);
            ai = an;
            t0 = t0n;
            q = qn;
            hab0 = (LongVector) habn.reinterpretShape(L, 0);
        }
        // the limbs less their n K offsets, carried into limbs below 2^52: below 2m < R, so nothing leaves the top
        // a zero of its own: the one above, live across the rows and this loop phi's start, was boxed (C2 without
        // type profiles, 48-96 bytes a limb)
        LongVector c = LongVector.zero(L);
        LongVector offset = LongVector.broadcast(L, n * K);
        for (int j = 0; j < n; j++) {
            LongVector v = LongVector.fromArray(L, t, j * st + 2 * w).lanewise(SUB, offset).lanewise(ADD, c);
            c = v.lanewise(ASHR, 52);
            LongVector limb = v.lanewise(AND, mask).lanewise(OR, two52Bits);
            ((DoubleVector) D.vectorType().cast(((DoubleVector) limb.reinterpretShape(D, 0)).lanewise(SUB, two52)))
                    .intoArray(out, j * w);
        }
    }

    /**
     * The table read of {@link Mont52Kernel#select}, on the limbs' bit patterns: four limbs per pass over the
     * entries, each entry's mask made once per pass and applied to four loads, the four results held in
     * registers until the pass ends. Reading entry by entry with every limb of {@code out} loaded, masked in
     * and stored again took 470-650 ns for 32 entries of 20 limbs on 8 lanes (about a product's time), this
     * 300 (Zen 5). Masks by AND/OR rather than a {@code VectorMask} blend (260 ns): the blend's Java
     * fallback, which runs wherever C2 leaves a vector boxed, branches on the mask. The accumulators are
     * arguments, never receivers, in the loop and when stored, and start from the first entry's loads rather
     * than from a zero vector: otherwise C2 compiled without type profiles boxed them (19 KB per call as loop
     * receivers, 80-160 bytes per call from a zero start; caught by the allocation test).
     */
    @Override
    public void select(double[][] table, long[] window, int n, double[] out) {
        read(table, window, n, out);
    }

    private static void read(double[][] table, long[] window, int n, double[] out) {
        int w = L.length();
        LongVector idx = LongVector.fromArray(L, window, 0);
        LongVector one = LongVector.broadcast(L, 1);
        LongVector zero = LongVector.zero(L);   // stored through zero | a: the accumulators are loop phis
        double[] first = table[0];
        // all ones in the lanes whose window is entry k, else zero: ((idx ^ k) - 1) >> 63, no branch
        LongVector firstMask = idx.lanewise(SUB, one).lanewise(ASHR, 63);
        int j = 0;
        for (; j + 4 <= n; j += 4) {
            int at = j * w;
            LongVector a0 = ((LongVector) DoubleVector.fromArray(D, first, at).reinterpretShape(L, 0))
                    .lanewise(AND, firstMask);
            LongVector a1 = ((LongVector) DoubleVector.fromArray(D, first, at + w).reinterpretShape(L, 0))
                    .lanewise(AND, firstMask);
            LongVector a2 = ((LongVector) DoubleVector.fromArray(D, first, at + 2 * w).reinterpretShape(L, 0))
                    .lanewise(AND, firstMask);
            LongVector a3 = ((LongVector) DoubleVector.fromArray(D, first, at + 3 * w).reinterpretShape(L, 0))
                    .lanewise(AND, firstMask);
            for (int k = 1; k < table.length; k++) {
                double[] e = table[k];
                LongVector mask = idx.lanewise(XOR, LongVector.broadcast(L, k)).lanewise(SUB, one).lanewise(ASHR, 63);
                a0 = ((LongVector) DoubleVector.fromArray(D, e, at).reinterpretShape(L, 0))
                        .lanewise(AND, mask).lanewise(OR, a0);
                a1 = ((LongVector) DoubleVector.fromArray(D, e, at + w).reinterpretShape(L, 0))
                        .lanewise(AND, mask).lanewise(OR, a1);
                a2 = ((LongVector) DoubleVector.fromArray(D, e, at + 2 * w).reinterpretShape(L, 0))
                        .lanewise(AND, mask).lanewise(OR, a2);
                a3 = ((LongVector) DoubleVector.fromArray(D, e, at + 3 * w).reinterpretShape(L, 0))
                        .lanewise(AND, mask).lanewise(OR, a3);
            }
            ((DoubleVector) D.vectorType().cast(zero.lanewise(OR, a0).reinterpretShape(D, 0))).intoArray(out, at);
            ((DoubleVector) D.vectorType().cast(zero.lanewise(OR, a1).reinterpretShape(D, 0))).intoArray(out, at + w);
            ((DoubleVector) D.vectorType().cast(zero.lanewise(OR, a2).reinterpretShape(D, 0)))
                    .intoArray(out, at + 2 * w);
            ((DoubleVector) D.vectorType().cast(zero.lanewise(OR, a3).reinterpretShape(D, 0)))
                    .intoArray(out, at + 3 * w);
        }
        for (; j < n; j++) {
            int at = j * w;
            LongVector a0 = ((LongVector) DoubleVector.fromArray(D, first, at).reinterpretShape(L, 0))
                    .lanewise(AND, firstMask);
            for (int k = 1; k < table.length; k++) {
                LongVector mask = idx.lanewise(XOR, LongVector.broadcast(L, k)).lanewise(SUB, one).lanewise(ASHR, 63);
                a0 = ((LongVector) DoubleVector.fromArray(D, table[k], at).reinterpretShape(L, 0))
                        .lanewise(AND, mask).lanewise(OR, a0);
            }
            ((DoubleVector) D.vectorType().cast(zero.lanewise(OR, a0).reinterpretShape(D, 0))).intoArray(out, at);
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
        LongVector odd = LongVector.fromArray(L, ODD_LANES, 0);
        LongVector ones = LongVector.broadcast(L, -1);
        LongVector even = odd.lanewise(XOR, ones);
        LongVector pick = LongVector.fromArray(L, take, 0).lanewise(AND, odd);
        LongVector keep = pick.lanewise(XOR, ones).lanewise(AND, odd);
        for (int j = w; j < n * w; j += w) {
            LongVector own = (LongVector) DoubleVector.fromArray(D, s, j).reinterpretShape(L, 0);
            LongVector partner = (LongVector) DoubleVector.fromArray(D, s, j - 1).reinterpretShape(L, 0);
            LongVector unit = (LongVector) DoubleVector.fromArray(D, one, j).reinterpretShape(L, 0);
            // even lanes: own; odd lanes: the partner where take is set, else one
            LongVector v = own.lanewise(AND, even)
                    .lanewise(OR, partner.lanewise(AND, pick)).lanewise(OR, unit.lanewise(AND, keep));
            ((DoubleVector) D.vectorType().cast(v.reinterpretShape(D, 0))).intoArray(b, j);
        }
    }
}
