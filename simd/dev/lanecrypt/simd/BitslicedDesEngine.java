package dev.lanecrypt.simd;

import static jdk.incubator.vector.VectorOperators.AND_NOT;
import static jdk.incubator.vector.VectorOperators.LSHL;
import static jdk.incubator.vector.VectorOperators.LSHR;
import static jdk.incubator.vector.VectorOperators.XOR;

import dev.lanecrypt.scalar.DesTables;
import java.lang.invoke.MethodHandles;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorSpecies;

/**
 * Bit-sliced DES (Biham, "A Fast New DES Implementation in Software", FSE 1997) on {@link LongVector}s:
 * bit b of 64 x W blocks lives in one vector of W longs (a "slice"), so every boolean operation works on
 * 64 x W blocks at once: 128 blocks per pass on 128-bit vectors, 256 on 256-bit, 512 on 512-bit.
 *
 * <ul>
 *   <li>Transposition in and out: the 64 x 64 bit matrix of each lane is transposed by the recursive
 *   swap-step method (Hacker's Delight 7-3 widened to 64: six stages of 32 delta swaps at distances
 *   32, 16, ..., 1), on whole vectors, so all W lanes transpose together. Row j of lane g is block
 *   {@code j * W + g}; afterwards row r holds bit r (LSB numbering) of the 64 blocks of its lane.</li>
 *   <li>IP, FP, E and P are renamings of slices: IP and FP pick which rows become the halves L and R
 *   ({@code inSlot}, {@code outSlot}); E and P are the index tables {@link #E} and {@link #PDEST} used by
 *   the S-box code. Nothing is computed for them.</li>
 *   <li>The S-boxes are straight-line circuits of and/or/xor/and-not/blend, generated from the tables by
 *   {@code simd/gen/des_sbox_circuits.py} (between the GENERATED markers below).</li>
 *   <li>Round keys are slices too (48 per round, built once per key by {@link BitslicedDes}), so each lane
 *   bit may carry its own key: that is the multi-key engine of the batch API.</li>
 * </ul>
 *
 * <p><b>One source, three widths.</b> The vector species must be a compile-time constant for C2
 * (a species in a field or parameter boxes every vector). This class is therefore never loaded by
 * name: {@link BitslicedDes} defines it as a hidden class once per species, passing the species as class
 * data, which becomes the {@code static final} {@link #S} of that copy.
 *
 * <p>Constant time: no branch and no memory index depends on keys or data.
 */
final class BitslicedDesEngine implements BitslicedDesPass {

    private static final VectorSpecies<Long> S = species();

    /** Longs per slice. */
    private static final int W = S.length();

    private static final int P = 64 * W;

    @SuppressWarnings("unchecked")
    private static VectorSpecies<Long> species() {
        try {
            return MethodHandles.classData(MethodHandles.lookup(), "_", VectorSpecies.class);
        } catch (IllegalAccessException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** E[6b + t] x W: offset, within the half fed to the round function, of input t of S-box b. */
    private static final int[] E = new int[48];

    /** PDEST[4b + t] x W: offset, within the other half, that output bit t of S-box b is XORed into (P). */
    private static final int[] PDEST = new int[32];

    static {
        for (int j = 1; j <= 48; j++) {
            E[j - 1] = (DesTables.expansion(j) - 1) * W;
        }
        for (int j = 1; j <= 32; j++) {
            PDEST[DesTables.P[j - 1] - 1] = (j - 1) * W;
        }
    }

    /** Masks of the transposition stages, distance 32, 16, ..., 1: the low half of every 2d-bit group. */
    private static final long[] MASK = {
        0x00000000FFFFFFFFL, 0x0000FFFF0000FFFFL, 0x00FF00FF00FF00FFL,
        0x0F0F0F0F0F0F0F0FL, 0x3333333333333333L, 0x5555555555555555L,
    };

    /** The 64 rows being transposed, W longs each. */
    private final long[] rows = new long[64 * W];

    /** The state: slices 0..31 are L, 32..63 are R (DES bit order within each half). */
    private final long[] st = new long[64 * W];

    @Override
    public int blocksPerPass() {
        return P;
    }

    private static LongVector load(long[] a, int off) {
        return LongVector.fromArray(S, a, off);
    }

    private static void xorInto(long[] a, int off, LongVector v) {
        load(a, off).lanewise(XOR, v).intoArray(a, off);
    }

    @Override
    public void pass(long[] blocks, int off, int count, long[] ks, int rounds, int[] inSlot, int[] outSlot) {
        System.arraycopy(blocks, off, rows, 0, count);
        java.util.Arrays.fill(rows, count, P, 0L);
        transpose(rows);
        for (int i = 0; i < 64; i++) {
            System.arraycopy(rows, inSlot[i] * W, st, i * W, W);
        }
        for (int r = 0; r < rounds; r++) {
            // In place: L ^= f(R), then R ^= f(L); each 16-round stage of EDE starts with the halves
            // exchanged (FP of one DES and IP of the next cancel, leaving R16||L16), hence r / 16.
            boolean intoL = ((r + r / 16) & 1) == 0;
            int in = intoL ? 32 * W : 0;
            int out = intoL ? 0 : 32 * W;
            int k = r * 48 * W;
            s1(st, in, out, ks, k);
            s2(st, in, out, ks, k);
            s3(st, in, out, ks, k);
            s4(st, in, out, ks, k);
            s5(st, in, out, ks, k);
            s6(st, in, out, ks, k);
            s7(st, in, out, ks, k);
            s8(st, in, out, ks, k);
        }
        for (int row = 0; row < 64; row++) {
            System.arraycopy(st, outSlot[row] * W, rows, row * W, W);
        }
        transpose(rows);
        System.arraycopy(rows, 0, blocks, off, count);
    }

    /** Transposes the 64 x 64 bit matrix of every lane in place (the transposition is its own inverse). */
    private static void transpose(long[] m) {
        for (int s = 0, d = 32; d > 0; s++, d >>= 1) {
            long mask = MASK[s];
            for (int j = 0; j < 64; j++) {
                if ((j & d) != 0) {
                    continue;
                }
                LongVector a = load(m, j * W);
                LongVector b = load(m, (j + d) * W);
                LongVector t = a.lanewise(LSHR, d).lanewise(XOR, b).and(mask);
                b.lanewise(XOR, t).intoArray(m, (j + d) * W);
                a.lanewise(XOR, t.lanewise(LSHL, d)).intoArray(m, j * W);
            }
        }
    }

    // BEGIN GENERATED S-BOXES (simd/gen/des_sbox_circuits.py)
    /** S1: 93 gates, generated by simd/gen/des_sbox_circuits.py. */
    private void s1(long[] st, int in, int out, long[] ks, int k) {
        LongVector a1 = load(st, in + E[0]).lanewise(XOR, load(ks, k + 0 * W));
        LongVector a2 = load(st, in + E[1]).lanewise(XOR, load(ks, k + 1 * W));
        LongVector a3 = load(st, in + E[2]).lanewise(XOR, load(ks, k + 2 * W));
        LongVector a4 = load(st, in + E[3]).lanewise(XOR, load(ks, k + 3 * W));
        LongVector a5 = load(st, in + E[4]).lanewise(XOR, load(ks, k + 4 * W));
        LongVector a6 = load(st, in + E[5]).lanewise(XOR, load(ks, k + 5 * W));
        LongVector t1 = a6.lanewise(XOR, a5);
        LongVector t2 = a6.or(a5);
        LongVector t3 = t2.and(a4);
        LongVector t4 = t1.lanewise(XOR, t3);
        LongVector t5 = a4.lanewise(XOR, a1);
        LongVector t6 = a4.and(a1);
        LongVector t7 = t6.and(a5);
        LongVector t8 = t5.lanewise(XOR, t7);
        LongVector t9 = t8.lanewise(AND_NOT, a2);
        LongVector t10 = t4.lanewise(XOR, t9);
        LongVector t11 = a5.not();
        LongVector t12 = a5.lanewise(XOR, a2);
        LongVector t13 = t12.or(a4);
        LongVector t14 = t13.lanewise(AND_NOT, a1);
        LongVector t15 = t11.lanewise(XOR, t14);
        LongVector t16 = a5.lanewise(XOR, a4);
        LongVector t17 = t16.and(a2);
        LongVector t18 = a4.bitwiseBlend(t17, a1);
        LongVector t19 = t18.and(a6);
        LongVector t20 = t15.lanewise(XOR, t19);
        LongVector t21 = t20.lanewise(AND_NOT, a3);
        LongVector t22 = t10.lanewise(XOR, t21);
        LongVector t23 = a5.lanewise(AND_NOT, a6);
        LongVector t24 = t11.lanewise(AND_NOT, a3);
        LongVector t25 = t23.lanewise(XOR, t24);
        LongVector t26 = a6.and(a3);
        LongVector t27 = a5.lanewise(XOR, t26);
        LongVector t28 = t27.lanewise(AND_NOT, a2);
        LongVector t29 = t25.lanewise(XOR, t28);
        LongVector t30 = t11.or(a3);
        LongVector t31 = t30.and(a2);
        LongVector t32 = t31.or(a6);
        LongVector t33 = t32.and(a1);
        LongVector t34 = t29.lanewise(XOR, t33);
        LongVector t35 = t1.or(a2);
        LongVector t36 = a6.lanewise(AND_NOT, a5);
        LongVector t37 = t36.and(a3);
        LongVector t38 = t35.lanewise(XOR, t37);
        LongVector t39 = a3.or(a2);
        LongVector t40 = a2.and(a5);
        LongVector t41 = t39.lanewise(XOR, t40);
        LongVector t42 = t41.or(a6);
        LongVector t43 = t38.bitwiseBlend(t42, a1);
        LongVector t44 = t43.lanewise(AND_NOT, a4);
        LongVector t45 = t34.lanewise(XOR, t44);
        LongVector t46 = a4.or(a1);
        LongVector t47 = t46.lanewise(AND_NOT, a5);
        LongVector t48 = a5.and(a1);
        LongVector t49 = a4.lanewise(XOR, t48);
        LongVector t50 = t49.lanewise(AND_NOT, a6);
        LongVector t51 = t47.lanewise(XOR, t50);
        LongVector t52 = a6.lanewise(AND_NOT, a4);
        LongVector t53 = t52.or(a5);
        LongVector t54 = a1.not();
        LongVector t55 = t53.or(t54);
        LongVector t56 = t55.lanewise(AND_NOT, a3);
        LongVector t57 = t51.lanewise(XOR, t56);
        LongVector t58 = a6.or(a4);
        LongVector t59 = t58.or(a3);
        LongVector t60 = t59.or(a1);
        LongVector t61 = a3.not();
        LongVector t62 = a6.and(a4);
        LongVector t63 = t61.lanewise(XOR, t62);
        LongVector t64 = a4.lanewise(XOR, a3);
        LongVector t65 = t64.or(a6);
        LongVector t66 = t65.and(a1);
        LongVector t67 = t63.lanewise(XOR, t66);
        LongVector t68 = t67.and(a5);
        LongVector t69 = t60.lanewise(XOR, t68);
        LongVector t70 = t69.lanewise(AND_NOT, a2);
        LongVector t71 = t57.lanewise(XOR, t70);
        LongVector t72 = a6.lanewise(XOR, a3);
        LongVector t73 = t72.and(a5);
        LongVector t74 = t73.lanewise(XOR, a4);
        LongVector t75 = a6.not();
        LongVector t76 = t75.lanewise(XOR, a5);
        LongVector t77 = t76.or(a4);
        LongVector t78 = t77.lanewise(XOR, t37);
        LongVector t79 = t78.and(a2);
        LongVector t80 = t74.lanewise(XOR, t79);
        LongVector t81 = a5.and(a3);
        LongVector t82 = t81.or(a6);
        LongVector t83 = t82.or(a4);
        LongVector t84 = a5.or(a3);
        LongVector t85 = t84.and(a6);
        LongVector t86 = a3.lanewise(AND_NOT, a6);
        LongVector t87 = t86.lanewise(XOR, a5);
        LongVector t88 = t87.lanewise(AND_NOT, a4);
        LongVector t89 = t85.lanewise(XOR, t88);
        LongVector t90 = t89.lanewise(AND_NOT, a2);
        LongVector t91 = t83.lanewise(XOR, t90);
        LongVector t92 = t91.and(a1);
        LongVector t93 = t80.lanewise(XOR, t92);
        xorInto(st, out + PDEST[0], t22);
        xorInto(st, out + PDEST[1], t45);
        xorInto(st, out + PDEST[2], t71);
        xorInto(st, out + PDEST[3], t93);
    }

    /** S2: 76 gates, generated by simd/gen/des_sbox_circuits.py. */
    private void s2(long[] st, int in, int out, long[] ks, int k) {
        LongVector a1 = load(st, in + E[6]).lanewise(XOR, load(ks, k + 6 * W));
        LongVector a2 = load(st, in + E[7]).lanewise(XOR, load(ks, k + 7 * W));
        LongVector a3 = load(st, in + E[8]).lanewise(XOR, load(ks, k + 8 * W));
        LongVector a4 = load(st, in + E[9]).lanewise(XOR, load(ks, k + 9 * W));
        LongVector a5 = load(st, in + E[10]).lanewise(XOR, load(ks, k + 10 * W));
        LongVector a6 = load(st, in + E[11]).lanewise(XOR, load(ks, k + 11 * W));
        LongVector t1 = a6.not();
        LongVector t2 = t1.lanewise(XOR, a3);
        LongVector t3 = t2.lanewise(XOR, a1);
        LongVector t4 = a6.or(a3);
        LongVector t5 = t4.lanewise(AND_NOT, a1);
        LongVector t6 = a4.lanewise(XOR, t5);
        LongVector t7 = t6.and(a2);
        LongVector t8 = t3.lanewise(XOR, t7);
        LongVector t9 = a4.not();
        LongVector t10 = t9.or(a2);
        LongVector t11 = a6.and(a3);
        LongVector t12 = a6.or(a4);
        LongVector t13 = t12.lanewise(AND_NOT, a2);
        LongVector t14 = t11.lanewise(XOR, t13);
        LongVector t15 = t14.and(a1);
        LongVector t16 = t10.lanewise(XOR, t15);
        LongVector t17 = t16.and(a5);
        LongVector t18 = t8.lanewise(XOR, t17);
        LongVector t19 = a5.not();
        LongVector t20 = t19.lanewise(XOR, a4);
        LongVector t21 = a6.and(a5);
        LongVector t22 = t21.and(a4);
        LongVector t23 = a6.lanewise(XOR, t22);
        LongVector t24 = t23.lanewise(AND_NOT, a3);
        LongVector t25 = t20.lanewise(XOR, t24);
        LongVector t26 = t25.lanewise(XOR, a1);
        LongVector t27 = a3.not();
        LongVector t28 = a4.lanewise(XOR, a3);
        LongVector t29 = t28.and(a5);
        LongVector t30 = t29.and(a1);
        LongVector t31 = a4.lanewise(XOR, t30);
        LongVector t32 = t31.lanewise(AND_NOT, a6);
        LongVector t33 = t27.lanewise(XOR, t32);
        LongVector t34 = t33.and(a2);
        LongVector t35 = t26.lanewise(XOR, t34);
        LongVector t36 = t9.lanewise(AND_NOT, a1);
        LongVector t37 = t36.or(a6);
        LongVector t38 = t37.lanewise(XOR, a2);
        LongVector t39 = a4.lanewise(XOR, a1);
        LongVector t40 = a2.lanewise(AND_NOT, a4);
        LongVector t41 = t40.or(a1);
        LongVector t42 = t41.and(a6);
        LongVector t43 = t39.lanewise(XOR, t42);
        LongVector t44 = t43.lanewise(AND_NOT, a5);
        LongVector t45 = t38.lanewise(XOR, t44);
        LongVector t46 = a5.or(a4);
        LongVector t47 = a4.and(a6);
        LongVector t48 = t46.lanewise(XOR, t47);
        LongVector t49 = t48.or(a1);
        LongVector t50 = a5.and(a1);
        LongVector t51 = t50.or(a6);
        LongVector t52 = a1.lanewise(AND_NOT, a4);
        LongVector t53 = t51.lanewise(XOR, t52);
        LongVector t54 = t53.and(a2);
        LongVector t55 = t49.lanewise(XOR, t54);
        LongVector t56 = t55.lanewise(AND_NOT, a3);
        LongVector t57 = t45.lanewise(XOR, t56);
        LongVector t58 = a5.or(t27);
        LongVector t59 = t58.lanewise(AND_NOT, a1);
        LongVector t60 = a4.lanewise(XOR, t59);
        LongVector t61 = a1.lanewise(AND_NOT, a5);
        LongVector t62 = t61.or(a3);
        LongVector t63 = a5.lanewise(AND_NOT, a1);
        LongVector t64 = t63.and(a4);
        LongVector t65 = t62.lanewise(XOR, t64);
        LongVector t66 = t65.and(a6);
        LongVector t67 = t60.lanewise(XOR, t66);
        LongVector t68 = t29.or(a6);
        LongVector t69 = t1.or(a3);
        LongVector t70 = t69.lanewise(AND_NOT, a5);
        LongVector t71 = a6.lanewise(AND_NOT, a4);
        LongVector t72 = t70.lanewise(XOR, t71);
        LongVector t73 = t72.and(a1);
        LongVector t74 = t68.lanewise(XOR, t73);
        LongVector t75 = t74.and(a2);
        LongVector t76 = t67.lanewise(XOR, t75);
        xorInto(st, out + PDEST[4], t18);
        xorInto(st, out + PDEST[5], t35);
        xorInto(st, out + PDEST[6], t57);
        xorInto(st, out + PDEST[7], t76);
    }

    /** S3: 75 gates, generated by simd/gen/des_sbox_circuits.py. */
    private void s3(long[] st, int in, int out, long[] ks, int k) {
        LongVector a1 = load(st, in + E[12]).lanewise(XOR, load(ks, k + 12 * W));
        LongVector a2 = load(st, in + E[13]).lanewise(XOR, load(ks, k + 13 * W));
        LongVector a3 = load(st, in + E[14]).lanewise(XOR, load(ks, k + 14 * W));
        LongVector a4 = load(st, in + E[15]).lanewise(XOR, load(ks, k + 15 * W));
        LongVector a5 = load(st, in + E[16]).lanewise(XOR, load(ks, k + 16 * W));
        LongVector a6 = load(st, in + E[17]).lanewise(XOR, load(ks, k + 17 * W));
        LongVector t1 = a5.lanewise(XOR, a4);
        LongVector t2 = t1.lanewise(XOR, a3);
        LongVector t3 = t2.lanewise(XOR, a1);
        LongVector t4 = a5.and(a3);
        LongVector t5 = t4.or(a4);
        LongVector t6 = t5.or(a1);
        LongVector t7 = t6.and(a6);
        LongVector t8 = t3.lanewise(XOR, t7);
        LongVector t9 = a4.not();
        LongVector t10 = t9.lanewise(AND_NOT, a1);
        LongVector t11 = t10.or(a3);
        LongVector t12 = a4.lanewise(AND_NOT, a1);
        LongVector t13 = a3.lanewise(XOR, t12);
        LongVector t14 = t13.lanewise(AND_NOT, a6);
        LongVector t15 = t14.and(a5);
        LongVector t16 = t11.lanewise(XOR, t15);
        LongVector t17 = t16.lanewise(AND_NOT, a2);
        LongVector t18 = t8.lanewise(XOR, t17);
        LongVector t19 = a6.lanewise(XOR, a2);
        LongVector t20 = t19.lanewise(XOR, a1);
        LongVector t21 = a2.lanewise(AND_NOT, a6);
        LongVector t22 = t21.lanewise(AND_NOT, a1);
        LongVector t23 = t22.or(a3);
        LongVector t24 = t23.lanewise(AND_NOT, a5);
        LongVector t25 = t20.lanewise(XOR, t24);
        LongVector t26 = a5.lanewise(XOR, a2);
        LongVector t27 = t26.or(a6);
        LongVector t28 = a2.and(a3);
        LongVector t29 = t27.lanewise(XOR, t28);
        LongVector t30 = a6.and(a5);
        LongVector t31 = t30.lanewise(XOR, a2);
        LongVector t32 = t31.lanewise(AND_NOT, a3);
        LongVector t33 = t32.and(a1);
        LongVector t34 = t29.lanewise(XOR, t33);
        LongVector t35 = t34.and(a4);
        LongVector t36 = t25.lanewise(XOR, t35);
        LongVector t37 = a5.lanewise(XOR, a3);
        LongVector t38 = a5.lanewise(AND_NOT, a3);
        LongVector t39 = t38.or(a6);
        LongVector t40 = t39.lanewise(AND_NOT, a4);
        LongVector t41 = t37.lanewise(XOR, t40);
        LongVector t42 = a3.not();
        LongVector t43 = a6.or(t42);
        LongVector t44 = t43.lanewise(XOR, a5);
        LongVector t45 = t44.lanewise(AND_NOT, a4);
        LongVector t46 = t30.lanewise(XOR, t45);
        LongVector t47 = t46.lanewise(AND_NOT, a2);
        LongVector t48 = t41.lanewise(XOR, t47);
        LongVector t49 = a6.lanewise(XOR, a5);
        LongVector t50 = a6.or(a2);
        LongVector t51 = t50.lanewise(AND_NOT, a3);
        LongVector t52 = t49.lanewise(XOR, t51);
        LongVector t53 = a5.or(a3);
        LongVector t54 = a6.or(a5);
        LongVector t55 = t54.and(a2);
        LongVector t56 = t53.lanewise(XOR, t55);
        LongVector t57 = t56.and(a4);
        LongVector t58 = t52.lanewise(XOR, t57);
        LongVector t59 = t48.bitwiseBlend(t58, a1);
        LongVector t60 = a6.lanewise(XOR, a3);
        LongVector t61 = a6.or(a4);
        LongVector t62 = t61.and(a1);
        LongVector t63 = t60.lanewise(XOR, t62);
        LongVector t64 = a4.lanewise(XOR, a3);
        LongVector t65 = t64.or(a1);
        LongVector t66 = t65.lanewise(AND_NOT, a5);
        LongVector t67 = t63.lanewise(XOR, t66);
        LongVector t68 = t60.or(a5);
        LongVector t69 = a6.and(a3);
        LongVector t70 = t69.lanewise(AND_NOT, a4);
        LongVector t71 = t68.lanewise(XOR, t70);
        LongVector t72 = a1.not();
        LongVector t73 = t71.or(t72);
        LongVector t74 = t73.and(a2);
        LongVector t75 = t67.lanewise(XOR, t74);
        xorInto(st, out + PDEST[8], t18);
        xorInto(st, out + PDEST[9], t36);
        xorInto(st, out + PDEST[10], t59);
        xorInto(st, out + PDEST[11], t75);
    }

    /** S4: 102 gates, generated by simd/gen/des_sbox_circuits.py. */
    private void s4(long[] st, int in, int out, long[] ks, int k) {
        LongVector a1 = load(st, in + E[18]).lanewise(XOR, load(ks, k + 18 * W));
        LongVector a2 = load(st, in + E[19]).lanewise(XOR, load(ks, k + 19 * W));
        LongVector a3 = load(st, in + E[20]).lanewise(XOR, load(ks, k + 20 * W));
        LongVector a4 = load(st, in + E[21]).lanewise(XOR, load(ks, k + 21 * W));
        LongVector a5 = load(st, in + E[22]).lanewise(XOR, load(ks, k + 22 * W));
        LongVector a6 = load(st, in + E[23]).lanewise(XOR, load(ks, k + 23 * W));
        LongVector t1 = a6.lanewise(XOR, a3);
        LongVector t2 = t1.lanewise(AND_NOT, a2);
        LongVector t3 = a2.lanewise(AND_NOT, a3);
        LongVector t4 = t3.or(a6);
        LongVector t5 = t4.and(a4);
        LongVector t6 = t2.lanewise(XOR, t5);
        LongVector t7 = a6.or(a4);
        LongVector t8 = a3.not();
        LongVector t9 = t7.or(t8);
        LongVector t10 = a6.and(a4);
        LongVector t11 = t10.lanewise(AND_NOT, a2);
        LongVector t12 = t9.lanewise(XOR, t11);
        LongVector t13 = t12.lanewise(AND_NOT, a5);
        LongVector t14 = t6.lanewise(XOR, t13);
        LongVector t15 = a6.lanewise(XOR, a2);
        LongVector t16 = a4.not();
        LongVector t17 = t15.or(t16);
        LongVector t18 = t17.or(a3);
        LongVector t19 = a6.or(a2);
        LongVector t20 = t19.lanewise(AND_NOT, a3);
        LongVector t21 = a3.lanewise(AND_NOT, a6);
        LongVector t22 = t21.lanewise(XOR, a2);
        LongVector t23 = t22.and(a4);
        LongVector t24 = t20.lanewise(XOR, t23);
        LongVector t25 = t24.and(a5);
        LongVector t26 = t18.lanewise(XOR, t25);
        LongVector t27 = t26.lanewise(AND_NOT, a1);
        LongVector t28 = t14.lanewise(XOR, t27);
        LongVector t29 = a3.or(a2);
        LongVector t30 = t29.lanewise(XOR, a5);
        LongVector t31 = a3.lanewise(AND_NOT, a5);
        LongVector t32 = t31.lanewise(XOR, a2);
        LongVector t33 = t32.and(a6);
        LongVector t34 = t30.lanewise(XOR, t33);
        LongVector t35 = a6.lanewise(AND_NOT, a2);
        LongVector t36 = a5.not();
        LongVector t37 = t35.or(t36);
        LongVector t38 = t37.or(a3);
        LongVector t39 = t38.lanewise(AND_NOT, a1);
        LongVector t40 = t34.lanewise(XOR, t39);
        LongVector t41 = a5.lanewise(AND_NOT, a6);
        LongVector t42 = t41.or(a2);
        LongVector t43 = a2.lanewise(AND_NOT, a5);
        LongVector t44 = a6.lanewise(XOR, t43);
        LongVector t45 = t44.lanewise(AND_NOT, a1);
        LongVector t46 = t42.lanewise(XOR, t45);
        LongVector t47 = a2.lanewise(AND_NOT, a6);
        LongVector t48 = a6.lanewise(AND_NOT, a5);
        LongVector t49 = t48.lanewise(XOR, a2);
        LongVector t50 = t49.and(a1);
        LongVector t51 = t47.lanewise(XOR, t50);
        LongVector t52 = t51.and(a3);
        LongVector t53 = t46.lanewise(XOR, t52);
        LongVector t54 = t53.and(a4);
        LongVector t55 = t40.lanewise(XOR, t54);
        LongVector t56 = a5.lanewise(XOR, a4);
        LongVector t57 = a4.lanewise(AND_NOT, a5);
        LongVector t58 = t57.or(a3);
        LongVector t59 = t58.lanewise(AND_NOT, a6);
        LongVector t60 = t56.lanewise(XOR, t59);
        LongVector t61 = a5.lanewise(AND_NOT, a4);
        LongVector t62 = a6.not();
        LongVector t63 = t61.or(t62);
        LongVector t64 = t7.and(a3);
        LongVector t65 = t63.lanewise(XOR, t64);
        LongVector t66 = t65.lanewise(AND_NOT, a2);
        LongVector t67 = t60.lanewise(XOR, t66);
        LongVector t68 = t15.or(a5);
        LongVector t69 = t68.or(a4);
        LongVector t70 = t19.lanewise(AND_NOT, a5);
        LongVector t71 = t41.lanewise(XOR, a2);
        LongVector t72 = t71.lanewise(AND_NOT, a4);
        LongVector t73 = t70.lanewise(XOR, t72);
        LongVector t74 = t73.and(a3);
        LongVector t75 = t69.lanewise(XOR, t74);
        LongVector t76 = t75.and(a1);
        LongVector t77 = t67.lanewise(XOR, t76);
        LongVector t78 = a2.lanewise(AND_NOT, a4);
        LongVector t79 = a5.lanewise(XOR, t78);
        LongVector t80 = a5.or(a4);
        LongVector t81 = t80.lanewise(AND_NOT, a2);
        LongVector t82 = t81.lanewise(AND_NOT, a6);
        LongVector t83 = t79.lanewise(XOR, t82);
        LongVector t84 = a2.not();
        LongVector t85 = a6.or(t84);
        LongVector t86 = a5.lanewise(XOR, a2);
        LongVector t87 = t86.and(a6);
        LongVector t88 = t87.and(a4);
        LongVector t89 = t85.lanewise(XOR, t88);
        LongVector t90 = t89.lanewise(AND_NOT, a3);
        LongVector t91 = t83.lanewise(XOR, t90);
        LongVector t92 = t35.or(a5);
        LongVector t93 = t92.or(t8);
        LongVector t94 = t15.lanewise(AND_NOT, a5);
        LongVector t95 = a6.and(a5);
        LongVector t96 = t95.lanewise(XOR, a2);
        LongVector t97 = t96.and(a3);
        LongVector t98 = t94.lanewise(XOR, t97);
        LongVector t99 = t98.lanewise(AND_NOT, a4);
        LongVector t100 = t93.lanewise(XOR, t99);
        LongVector t101 = t100.and(a1);
        LongVector t102 = t91.lanewise(XOR, t101);
        xorInto(st, out + PDEST[12], t28);
        xorInto(st, out + PDEST[13], t55);
        xorInto(st, out + PDEST[14], t77);
        xorInto(st, out + PDEST[15], t102);
    }

    /** S5: 88 gates, generated by simd/gen/des_sbox_circuits.py. */
    private void s5(long[] st, int in, int out, long[] ks, int k) {
        LongVector a1 = load(st, in + E[24]).lanewise(XOR, load(ks, k + 24 * W));
        LongVector a2 = load(st, in + E[25]).lanewise(XOR, load(ks, k + 25 * W));
        LongVector a3 = load(st, in + E[26]).lanewise(XOR, load(ks, k + 26 * W));
        LongVector a4 = load(st, in + E[27]).lanewise(XOR, load(ks, k + 27 * W));
        LongVector a5 = load(st, in + E[28]).lanewise(XOR, load(ks, k + 28 * W));
        LongVector a6 = load(st, in + E[29]).lanewise(XOR, load(ks, k + 29 * W));
        LongVector t1 = a6.or(a5);
        LongVector t2 = t1.lanewise(XOR, a2);
        LongVector t3 = a6.lanewise(XOR, a5);
        LongVector t4 = t3.or(a2);
        LongVector t5 = t4.and(a4);
        LongVector t6 = t2.lanewise(XOR, t5);
        LongVector t7 = a6.lanewise(XOR, a2);
        LongVector t8 = a6.and(a2);
        LongVector t9 = t8.or(a4);
        LongVector t10 = t9.and(a5);
        LongVector t11 = t7.lanewise(XOR, t10);
        LongVector t12 = t6.bitwiseBlend(t11, a1);
        LongVector t13 = a6.or(a1);
        LongVector t14 = a6.lanewise(XOR, a4);
        LongVector t15 = t14.and(a1);
        LongVector t16 = t15.lanewise(AND_NOT, a2);
        LongVector t17 = t13.lanewise(XOR, t16);
        LongVector t18 = a4.lanewise(AND_NOT, a1);
        LongVector t19 = a4.lanewise(XOR, a2);
        LongVector t20 = t19.lanewise(XOR, a1);
        LongVector t21 = t20.and(a6);
        LongVector t22 = t18.lanewise(XOR, t21);
        LongVector t23 = t22.lanewise(AND_NOT, a5);
        LongVector t24 = t17.lanewise(XOR, t23);
        LongVector t25 = t24.and(a3);
        LongVector t26 = t12.lanewise(XOR, t25);
        LongVector t27 = a3.or(a1);
        LongVector t28 = t27.lanewise(XOR, a5);
        LongVector t29 = a5.or(a3);
        LongVector t30 = t29.and(a1);
        LongVector t31 = t30.and(a4);
        LongVector t32 = t28.lanewise(XOR, t31);
        LongVector t33 = a3.and(a1);
        LongVector t34 = t33.or(a4);
        LongVector t35 = t34.lanewise(AND_NOT, a2);
        LongVector t36 = t32.lanewise(XOR, t35);
        LongVector t37 = a5.lanewise(XOR, a2);
        LongVector t38 = a3.not();
        LongVector t39 = t37.or(t38);
        LongVector t40 = a2.lanewise(AND_NOT, a3);
        LongVector t41 = a5.lanewise(XOR, t40);
        LongVector t42 = t41.and(a1);
        LongVector t43 = t39.lanewise(XOR, t42);
        LongVector t44 = t43.or(a4);
        LongVector t45 = t44.and(a6);
        LongVector t46 = t36.lanewise(XOR, t45);
        LongVector t47 = a6.or(a4);
        LongVector t48 = t47.and(a5);
        LongVector t49 = a6.lanewise(XOR, t48);
        LongVector t50 = t49.and(a3);
        LongVector t51 = a4.lanewise(XOR, t50);
        LongVector t52 = a4.not();
        LongVector t53 = a5.or(t52);
        LongVector t54 = a5.lanewise(XOR, a4);
        LongVector t55 = t54.lanewise(AND_NOT, a6);
        LongVector t56 = t55.lanewise(AND_NOT, a3);
        LongVector t57 = t53.lanewise(XOR, t56);
        LongVector t58 = t57.lanewise(AND_NOT, a2);
        LongVector t59 = t51.lanewise(XOR, t58);
        LongVector t60 = a5.lanewise(XOR, a3);
        LongVector t61 = t29.and(a2);
        LongVector t62 = t60.lanewise(XOR, t61);
        LongVector t63 = a2.lanewise(AND_NOT, a5);
        LongVector t64 = t63.or(a6);
        LongVector t65 = t64.lanewise(AND_NOT, a4);
        LongVector t66 = t62.lanewise(XOR, t65);
        LongVector t67 = t59.bitwiseBlend(t66, a1);
        LongVector t68 = a4.and(a2);
        LongVector t69 = a3.lanewise(XOR, t68);
        LongVector t70 = t19.or(a3);
        LongVector t71 = t70.and(a5);
        LongVector t72 = t69.lanewise(XOR, t71);
        LongVector t73 = a3.lanewise(XOR, a2);
        LongVector t74 = t73.lanewise(AND_NOT, a4);
        LongVector t75 = t74.or(a5);
        LongVector t76 = t75.and(a6);
        LongVector t77 = t72.lanewise(XOR, t76);
        LongVector t78 = t64.or(a3);
        LongVector t79 = a3.lanewise(AND_NOT, a6);
        LongVector t80 = t79.lanewise(AND_NOT, a5);
        LongVector t81 = a5.not();
        LongVector t82 = t81.lanewise(XOR, a3);
        LongVector t83 = t82.lanewise(AND_NOT, a2);
        LongVector t84 = t80.lanewise(XOR, t83);
        LongVector t85 = t84.and(a4);
        LongVector t86 = t78.lanewise(XOR, t85);
        LongVector t87 = t86.and(a1);
        LongVector t88 = t77.lanewise(XOR, t87);
        xorInto(st, out + PDEST[16], t26);
        xorInto(st, out + PDEST[17], t46);
        xorInto(st, out + PDEST[18], t67);
        xorInto(st, out + PDEST[19], t88);
    }

    /** S6: 77 gates, generated by simd/gen/des_sbox_circuits.py. */
    private void s6(long[] st, int in, int out, long[] ks, int k) {
        LongVector a1 = load(st, in + E[30]).lanewise(XOR, load(ks, k + 30 * W));
        LongVector a2 = load(st, in + E[31]).lanewise(XOR, load(ks, k + 31 * W));
        LongVector a3 = load(st, in + E[32]).lanewise(XOR, load(ks, k + 32 * W));
        LongVector a4 = load(st, in + E[33]).lanewise(XOR, load(ks, k + 33 * W));
        LongVector a5 = load(st, in + E[34]).lanewise(XOR, load(ks, k + 34 * W));
        LongVector a6 = load(st, in + E[35]).lanewise(XOR, load(ks, k + 35 * W));
        LongVector t1 = a6.lanewise(XOR, a4);
        LongVector t2 = t1.lanewise(XOR, a1);
        LongVector t3 = a6.and(a4);
        LongVector t4 = t3.lanewise(AND_NOT, a1);
        LongVector t5 = a3.not();
        LongVector t6 = t4.or(t5);
        LongVector t7 = t6.and(a2);
        LongVector t8 = t2.lanewise(XOR, t7);
        LongVector t9 = a6.not();
        LongVector t10 = t9.lanewise(AND_NOT, a4);
        LongVector t11 = t10.or(a3);
        LongVector t12 = t9.lanewise(XOR, a3);
        LongVector t13 = a4.lanewise(XOR, a3);
        LongVector t14 = t13.and(a6);
        LongVector t15 = t14.lanewise(AND_NOT, a2);
        LongVector t16 = t12.lanewise(XOR, t15);
        LongVector t17 = t16.and(a1);
        LongVector t18 = t11.lanewise(XOR, t17);
        LongVector t19 = t18.lanewise(AND_NOT, a5);
        LongVector t20 = t8.lanewise(XOR, t19);
        LongVector t21 = a1.lanewise(AND_NOT, a3);
        LongVector t22 = a6.lanewise(XOR, t21);
        LongVector t23 = t22.lanewise(XOR, a2);
        LongVector t24 = a6.or(a2);
        LongVector t25 = t24.and(a1);
        LongVector t26 = t25.or(t5);
        LongVector t27 = t26.lanewise(AND_NOT, a5);
        LongVector t28 = t23.lanewise(XOR, t27);
        LongVector t29 = a6.and(a3);
        LongVector t30 = t29.and(a1);
        LongVector t31 = a2.not();
        LongVector t32 = t30.or(t31);
        LongVector t33 = a6.lanewise(XOR, a3);
        LongVector t34 = t33.lanewise(AND_NOT, a1);
        LongVector t35 = a6.lanewise(XOR, a1);
        LongVector t36 = t35.lanewise(AND_NOT, a2);
        LongVector t37 = t34.lanewise(XOR, t36);
        LongVector t38 = t37.and(a5);
        LongVector t39 = t32.lanewise(XOR, t38);
        LongVector t40 = t39.and(a4);
        LongVector t41 = t28.lanewise(XOR, t40);
        LongVector t42 = a3.and(a2);
        LongVector t43 = t1.lanewise(XOR, t42);
        LongVector t44 = a6.lanewise(XOR, a2);
        LongVector t45 = t44.or(a3);
        LongVector t46 = t45.and(a1);
        LongVector t47 = t43.lanewise(XOR, t46);
        LongVector t48 = a3.or(a1);
        LongVector t49 = a4.lanewise(AND_NOT, a1);
        LongVector t50 = a3.lanewise(XOR, t49);
        LongVector t51 = t50.and(a2);
        LongVector t52 = t48.lanewise(XOR, t51);
        LongVector t53 = a4.lanewise(XOR, a2);
        LongVector t54 = t13.lanewise(AND_NOT, a2);
        LongVector t55 = t54.and(a1);
        LongVector t56 = t53.lanewise(XOR, t55);
        LongVector t57 = t56.and(a6);
        LongVector t58 = t52.lanewise(XOR, t57);
        LongVector t59 = t58.and(a5);
        LongVector t60 = t47.lanewise(XOR, t59);
        LongVector t61 = a5.lanewise(AND_NOT, a4);
        LongVector t62 = t61.lanewise(XOR, a3);
        LongVector t63 = a5.and(a3);
        LongVector t64 = t63.and(a1);
        LongVector t65 = t62.lanewise(XOR, t64);
        LongVector t66 = a5.or(a3);
        LongVector t67 = t66.and(a4);
        LongVector t68 = t67.or(a1);
        LongVector t69 = t68.lanewise(AND_NOT, a6);
        LongVector t70 = t65.lanewise(XOR, t69);
        LongVector t71 = a4.or(a3);
        LongVector t72 = a4.lanewise(AND_NOT, a5);
        LongVector t73 = t72.lanewise(XOR, a3);
        LongVector t74 = t73.or(a1);
        LongVector t75 = t71.bitwiseBlend(t74, a6);
        LongVector t76 = t75.and(a2);
        LongVector t77 = t70.lanewise(XOR, t76);
        xorInto(st, out + PDEST[20], t20);
        xorInto(st, out + PDEST[21], t41);
        xorInto(st, out + PDEST[22], t60);
        xorInto(st, out + PDEST[23], t77);
    }

    /** S7: 78 gates, generated by simd/gen/des_sbox_circuits.py. */
    private void s7(long[] st, int in, int out, long[] ks, int k) {
        LongVector a1 = load(st, in + E[36]).lanewise(XOR, load(ks, k + 36 * W));
        LongVector a2 = load(st, in + E[37]).lanewise(XOR, load(ks, k + 37 * W));
        LongVector a3 = load(st, in + E[38]).lanewise(XOR, load(ks, k + 38 * W));
        LongVector a4 = load(st, in + E[39]).lanewise(XOR, load(ks, k + 39 * W));
        LongVector a5 = load(st, in + E[40]).lanewise(XOR, load(ks, k + 40 * W));
        LongVector a6 = load(st, in + E[41]).lanewise(XOR, load(ks, k + 41 * W));
        LongVector t1 = a6.lanewise(XOR, a3);
        LongVector t2 = a6.lanewise(AND_NOT, a3);
        LongVector t3 = a4.lanewise(XOR, t2);
        LongVector t4 = t3.and(a1);
        LongVector t5 = t1.lanewise(XOR, t4);
        LongVector t6 = a3.lanewise(AND_NOT, a6);
        LongVector t7 = t6.or(a4);
        LongVector t8 = t7.or(a1);
        LongVector t9 = t8.and(a2);
        LongVector t10 = t5.lanewise(XOR, t9);
        LongVector t11 = a4.not();
        LongVector t12 = t11.or(a3);
        LongVector t13 = t12.lanewise(AND_NOT, a1);
        LongVector t14 = a4.lanewise(XOR, t13);
        LongVector t15 = t14.or(a6);
        LongVector t16 = a4.lanewise(XOR, a3);
        LongVector t17 = t16.and(a1);
        LongVector t18 = t17.lanewise(AND_NOT, a2);
        LongVector t19 = t15.lanewise(XOR, t18);
        LongVector t20 = t19.and(a5);
        LongVector t21 = t10.lanewise(XOR, t20);
        LongVector t22 = a6.lanewise(XOR, a5);
        LongVector t23 = a6.or(a4);
        LongVector t24 = t23.and(a2);
        LongVector t25 = t22.lanewise(XOR, t24);
        LongVector t26 = a6.not();
        LongVector t27 = t26.lanewise(XOR, a4);
        LongVector t28 = t27.lanewise(XOR, a2);
        LongVector t29 = a6.and(a4);
        LongVector t30 = t29.and(a2);
        LongVector t31 = t30.lanewise(AND_NOT, a5);
        LongVector t32 = t28.lanewise(XOR, t31);
        LongVector t33 = t32.lanewise(AND_NOT, a1);
        LongVector t34 = t25.lanewise(XOR, t33);
        LongVector t35 = a6.lanewise(XOR, a1);
        LongVector t36 = t35.and(a5);
        LongVector t37 = t36.and(a4);
        LongVector t38 = a1.lanewise(XOR, t37);
        LongVector t39 = a1.not();
        LongVector t40 = t27.or(t39);
        LongVector t41 = t40.and(a2);
        LongVector t42 = t38.lanewise(XOR, t41);
        LongVector t43 = t42.and(a3);
        LongVector t44 = t34.lanewise(XOR, t43);
        LongVector t45 = a4.lanewise(XOR, a2);
        LongVector t46 = t11.or(a2);
        LongVector t47 = t46.lanewise(AND_NOT, a6);
        LongVector t48 = t47.and(a5);
        LongVector t49 = t45.lanewise(XOR, t48);
        LongVector t50 = a4.and(a2);
        LongVector t51 = a6.lanewise(XOR, t50);
        LongVector t52 = t51.or(a5);
        LongVector t53 = t52.and(a1);
        LongVector t54 = t49.lanewise(XOR, t53);
        LongVector t55 = a4.lanewise(AND_NOT, a5);
        LongVector t56 = t55.lanewise(XOR, t50);
        LongVector t57 = t56.or(t26);
        LongVector t58 = a6.or(a5);
        LongVector t59 = t58.or(a2);
        LongVector t60 = t57.bitwiseBlend(t59, a1);
        LongVector t61 = t60.and(a3);
        LongVector t62 = t54.lanewise(XOR, t61);
        LongVector t63 = t22.lanewise(XOR, a3);
        LongVector t64 = t63.lanewise(XOR, a1);
        LongVector t65 = a6.and(a1);
        LongVector t66 = t65.or(a5);
        LongVector t67 = t66.or(a3);
        LongVector t68 = t67.and(a4);
        LongVector t69 = t64.lanewise(XOR, t68);
        LongVector t70 = a3.not();
        LongVector t71 = a5.lanewise(XOR, a4);
        LongVector t72 = t71.lanewise(XOR, a3);
        LongVector t73 = t72.and(a1);
        LongVector t74 = t55.lanewise(XOR, t73);
        LongVector t75 = t74.and(a6);
        LongVector t76 = t70.lanewise(XOR, t75);
        LongVector t77 = t76.and(a2);
        LongVector t78 = t69.lanewise(XOR, t77);
        xorInto(st, out + PDEST[24], t21);
        xorInto(st, out + PDEST[25], t44);
        xorInto(st, out + PDEST[26], t62);
        xorInto(st, out + PDEST[27], t78);
    }

    /** S8: 80 gates, generated by simd/gen/des_sbox_circuits.py. */
    private void s8(long[] st, int in, int out, long[] ks, int k) {
        LongVector a1 = load(st, in + E[42]).lanewise(XOR, load(ks, k + 42 * W));
        LongVector a2 = load(st, in + E[43]).lanewise(XOR, load(ks, k + 43 * W));
        LongVector a3 = load(st, in + E[44]).lanewise(XOR, load(ks, k + 44 * W));
        LongVector a4 = load(st, in + E[45]).lanewise(XOR, load(ks, k + 45 * W));
        LongVector a5 = load(st, in + E[46]).lanewise(XOR, load(ks, k + 46 * W));
        LongVector a6 = load(st, in + E[47]).lanewise(XOR, load(ks, k + 47 * W));
        LongVector t1 = a5.not();
        LongVector t2 = a6.or(t1);
        LongVector t3 = t2.lanewise(AND_NOT, a4);
        LongVector t4 = a5.lanewise(XOR, t3);
        LongVector t5 = t4.lanewise(XOR, a3);
        LongVector t6 = a6.or(a5);
        LongVector t7 = a5.and(a4);
        LongVector t8 = t6.lanewise(XOR, t7);
        LongVector t9 = a4.lanewise(AND_NOT, a6);
        LongVector t10 = t9.lanewise(AND_NOT, a3);
        LongVector t11 = t8.lanewise(XOR, t10);
        LongVector t12 = t11.lanewise(AND_NOT, a2);
        LongVector t13 = t5.lanewise(XOR, t12);
        LongVector t14 = a3.bitwiseBlend(a4, a2);
        LongVector t15 = t14.or(a5);
        LongVector t16 = a5.lanewise(AND_NOT, a3);
        LongVector t17 = a2.not();
        LongVector t18 = t16.or(t17);
        LongVector t19 = a5.lanewise(XOR, a3);
        LongVector t20 = t19.or(a2);
        LongVector t21 = t20.lanewise(AND_NOT, a4);
        LongVector t22 = t18.lanewise(XOR, t21);
        LongVector t23 = t22.lanewise(AND_NOT, a6);
        LongVector t24 = t15.lanewise(XOR, t23);
        LongVector t25 = t24.and(a1);
        LongVector t26 = t13.lanewise(XOR, t25);
        LongVector t27 = a6.lanewise(XOR, a3);
        LongVector t28 = a1.lanewise(AND_NOT, a6);
        LongVector t29 = t28.or(a3);
        LongVector t30 = t29.and(a5);
        LongVector t31 = t27.lanewise(XOR, t30);
        LongVector t32 = t1.lanewise(XOR, a3);
        LongVector t33 = t32.or(a1);
        LongVector t34 = t33.lanewise(AND_NOT, a2);
        LongVector t35 = t31.lanewise(XOR, t34);
        LongVector t36 = a5.or(t17);
        LongVector t37 = a3.lanewise(AND_NOT, a2);
        LongVector t38 = t37.or(a6);
        LongVector t39 = t36.bitwiseBlend(t38, a1);
        LongVector t40 = t39.and(a4);
        LongVector t41 = t35.lanewise(XOR, t40);
        LongVector t42 = a3.lanewise(AND_NOT, a5);
        LongVector t43 = t42.lanewise(XOR, a2);
        LongVector t44 = a2.lanewise(AND_NOT, a6);
        LongVector t45 = t44.or(a3);
        LongVector t46 = t45.and(a5);
        LongVector t47 = a6.lanewise(XOR, t46);
        LongVector t48 = t47.and(a1);
        LongVector t49 = t43.lanewise(XOR, t48);
        LongVector t50 = t28.or(a5);
        LongVector t51 = a6.lanewise(AND_NOT, a3);
        LongVector t52 = a6.and(a5);
        LongVector t53 = t52.lanewise(AND_NOT, a1);
        LongVector t54 = t51.lanewise(XOR, t53);
        LongVector t55 = t54.and(a2);
        LongVector t56 = t50.lanewise(XOR, t55);
        LongVector t57 = t56.lanewise(AND_NOT, a4);
        LongVector t58 = t49.lanewise(XOR, t57);
        LongVector t59 = a2.lanewise(AND_NOT, a4);
        LongVector t60 = t59.lanewise(XOR, a3);
        LongVector t61 = t60.lanewise(XOR, a1);
        LongVector t62 = a1.not();
        LongVector t63 = a4.or(t62);
        LongVector t64 = t63.lanewise(AND_NOT, a3);
        LongVector t65 = t64.lanewise(AND_NOT, a2);
        LongVector t66 = a4.lanewise(XOR, t65);
        LongVector t67 = t66.and(a6);
        LongVector t68 = t61.lanewise(XOR, t67);
        LongVector t69 = a1.lanewise(AND_NOT, a3);
        LongVector t70 = t69.or(a6);
        LongVector t71 = t70.or(a2);
        LongVector t72 = a6.not();
        LongVector t73 = t72.or(a3);
        LongVector t74 = a6.lanewise(XOR, a2);
        LongVector t75 = t74.lanewise(AND_NOT, a1);
        LongVector t76 = t73.lanewise(XOR, t75);
        LongVector t77 = t76.lanewise(AND_NOT, a4);
        LongVector t78 = t71.lanewise(XOR, t77);
        LongVector t79 = t78.lanewise(AND_NOT, a5);
        LongVector t80 = t68.lanewise(XOR, t79);
        xorInto(st, out + PDEST[28], t26);
        xorInto(st, out + PDEST[29], t41);
        xorInto(st, out + PDEST[30], t58);
        xorInto(st, out + PDEST[31], t80);
    }
    // END GENERATED S-BOXES
}
