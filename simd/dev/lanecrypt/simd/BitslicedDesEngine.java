package dev.lanecrypt.simd;

import static jdk.incubator.vector.VectorOperators.AND;
import static jdk.incubator.vector.VectorOperators.LSHL;
import static jdk.incubator.vector.VectorOperators.LSHR;
import static jdk.incubator.vector.VectorOperators.OR;
import static jdk.incubator.vector.VectorOperators.XOR;

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
 *   ({@code inSlot}, {@code outSlot}); E and P are the constant slice offsets the generated S-box code
 *   loads from and XORs into. Nothing is computed for them.</li>
 *   <li>The S-boxes are straight-line circuits of and/or/xor/not, generated from the tables by
 *   {@code simd/gen/des_sbox_circuits.py} (between the GENERATED markers below). Each is cut into
 *   compile units of at most 64 vector operations that pass values through scratch slices: C2 stops
 *   inlining a method's Vector API calls once its graph reaches 18000 nodes (NodeCountInliningCutoff),
 *   and a call left out boxes its vectors on the heap (one S-box per method ran 2-3x slower and
 *   allocated 32 KiB per pass). A unit is too large (over 325 bytecodes) for C2 to inline into its
 *   caller, so each stays its own compile unit.</li>
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

    /** Masks of the transposition stages, distance 32, 16, ..., 1: the low half of every 2d-bit group. */
    private static final long[] MASK = {
        0x00000000FFFFFFFFL, 0x0000FFFF0000FFFFL, 0x00FF00FF00FF00FFL,
        0x0F0F0F0F0F0F0F0FL, 0x3333333333333333L, 0x5555555555555555L,
    };

    /** The 64 rows being transposed, W longs each. */
    private final long[] rows = new long[64 * W];

    /** The state: L (slices 0..31) and R (32..63), DES bit order within each half, W longs per slice. */
    private final long[] l = new long[32 * W];
    private final long[] r = new long[32 * W];

    /** Values passed between the compile units of one S-box. */
    private final long[] m = new long[SCRATCH * W];

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
        for (int i = 0; i < 32; i++) {
            System.arraycopy(rows, inSlot[i] * W, l, i * W, W);
            System.arraycopy(rows, inSlot[32 + i] * W, r, i * W, W);
        }
        for (int i = 0; i < rounds; i++) {
            // In place: L ^= f(R), then R ^= f(L); each 16-round stage of EDE starts with the halves
            // exchanged (FP of one DES and IP of the next cancel, leaving R16||L16), hence i / 16.
            boolean intoL = ((i + i / 16) & 1) == 0;
            round(intoL ? r : l, intoL ? l : r, ks, i * 48 * W, m);
        }
        for (int row = 0; row < 64; row++) {
            int slot = outSlot[row];
            System.arraycopy(slot < 32 ? l : r, (slot & 31) * W, rows, row * W, W);
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
                LongVector t = a.lanewise(LSHR, d).lanewise(XOR, b).lanewise(AND, mask);
                b.lanewise(XOR, t).intoArray(m, (j + d) * W);
                a.lanewise(XOR, t.lanewise(LSHL, d)).intoArray(m, j * W);
            }
        }
    }

    // BEGIN GENERATED S-BOXES (simd/gen/des_sbox_circuits.py)
    /** Scratch slices for values passed between the compile units of one S-box. */
    static final int SCRATCH = 24;

    /** One round: y ^= P(S(E(x) ^ round key k)), each S-box in its compile units. */
    private static void round(long[] x, long[] y, long[] ks, int k, long[] m) {
        s1a(x, y, ks, k, m);
        s1b(x, y, ks, k, m);
        s1c(x, y, ks, k, m);
        s1d(x, y, ks, k, m);
        s1e(x, y, ks, k, m);
        s2a(x, y, ks, k, m);
        s2b(x, y, ks, k, m);
        s2c(x, y, ks, k, m);
        s2d(x, y, ks, k, m);
        s3a(x, y, ks, k, m);
        s3b(x, y, ks, k, m);
        s3c(x, y, ks, k, m);
        s3d(x, y, ks, k, m);
        s4a(x, y, ks, k, m);
        s4b(x, y, ks, k, m);
        s4c(x, y, ks, k, m);
        s4d(x, y, ks, k, m);
        s4e(x, y, ks, k, m);
        s5a(x, y, ks, k, m);
        s5b(x, y, ks, k, m);
        s5c(x, y, ks, k, m);
        s5d(x, y, ks, k, m);
        s5e(x, y, ks, k, m);
        s6a(x, y, ks, k, m);
        s6b(x, y, ks, k, m);
        s6c(x, y, ks, k, m);
        s6d(x, y, ks, k, m);
        s7a(x, y, ks, k, m);
        s7b(x, y, ks, k, m);
        s7c(x, y, ks, k, m);
        s7d(x, y, ks, k, m);
        s8a(x, y, ks, k, m);
        s8b(x, y, ks, k, m);
        s8c(x, y, ks, k, m);
        s8d(x, y, ks, k, m);
    }

    /** S1, part 1 of 5: 99 gates in all, generated by simd/gen/des_sbox_circuits.py. */
    private static void s1a(long[] x, long[] y, long[] ks, int k, long[] m) {
        LongVector ones = LongVector.broadcast(S, -1L);
        LongVector a1 = load(x, 31 * W).lanewise(XOR, load(ks, k + 0 * W));
        LongVector a2 = load(x, 0 * W).lanewise(XOR, load(ks, k + 1 * W));
        LongVector a3 = load(x, 1 * W).lanewise(XOR, load(ks, k + 2 * W));
        LongVector a4 = load(x, 2 * W).lanewise(XOR, load(ks, k + 3 * W));
        LongVector a5 = load(x, 3 * W).lanewise(XOR, load(ks, k + 4 * W));
        LongVector a6 = load(x, 4 * W).lanewise(XOR, load(ks, k + 5 * W));
        LongVector t1 = a6.lanewise(XOR, a5);
        LongVector t2 = a6.lanewise(OR, a5);
        LongVector t3 = t2.lanewise(AND, a4);
        LongVector t4 = t1.lanewise(XOR, t3);
        LongVector t5 = a4.lanewise(XOR, a1);
        LongVector t6 = a4.lanewise(AND, a1);
        LongVector t7 = t6.lanewise(AND, a5);
        LongVector t8 = t5.lanewise(XOR, t7);
        LongVector t9 = a2.lanewise(XOR, ones);
        LongVector t10 = t8.lanewise(AND, t9);
        LongVector t11 = t4.lanewise(XOR, t10);
        LongVector t12 = a5.lanewise(XOR, ones);
        LongVector t13 = a5.lanewise(XOR, a2);
        LongVector t14 = t13.lanewise(OR, a4);
        LongVector t15 = a1.lanewise(XOR, ones);
        LongVector t16 = t14.lanewise(AND, t15);
        LongVector t17 = t12.lanewise(XOR, t16);
        a5.intoArray(m, 0 * W);
        a4.intoArray(m, 1 * W);
        a2.intoArray(m, 2 * W);
        a1.intoArray(m, 3 * W);
        a6.intoArray(m, 4 * W);
        t17.intoArray(m, 5 * W);
        a3.intoArray(m, 6 * W);
        t11.intoArray(m, 7 * W);
        t12.intoArray(m, 8 * W);
        t9.intoArray(m, 9 * W);
        t1.intoArray(m, 10 * W);
        t15.intoArray(m, 11 * W);
    }

    /** S1, part 2 of 5: 99 gates in all, generated by simd/gen/des_sbox_circuits.py. */
    private static void s1b(long[] x, long[] y, long[] ks, int k, long[] m) {
        LongVector a1 = load(m, 3 * W);
        LongVector a2 = load(m, 2 * W);
        LongVector a3 = load(m, 6 * W);
        LongVector a4 = load(m, 1 * W);
        LongVector a5 = load(m, 0 * W);
        LongVector a6 = load(m, 4 * W);
        LongVector t11 = load(m, 7 * W);
        LongVector t12 = load(m, 8 * W);
        LongVector t17 = load(m, 5 * W);
        LongVector t9 = load(m, 9 * W);
        LongVector ones = LongVector.broadcast(S, -1L);
        LongVector t18 = a5.lanewise(XOR, a4);
        LongVector t19 = t18.lanewise(AND, a2);
        LongVector t20 = a4.lanewise(XOR, t19);
        LongVector t21 = t20.lanewise(AND, a1);
        LongVector t22 = a4.lanewise(XOR, t21);
        LongVector t23 = t22.lanewise(AND, a6);
        LongVector t24 = t17.lanewise(XOR, t23);
        LongVector t25 = a3.lanewise(XOR, ones);
        LongVector t26 = t24.lanewise(AND, t25);
        LongVector t27 = t11.lanewise(XOR, t26);
        xorInto(y, 8 * W, t27);
        LongVector t28 = a6.lanewise(XOR, ones);
        LongVector t29 = a5.lanewise(AND, t28);
        LongVector t30 = t12.lanewise(AND, t25);
        LongVector t31 = t29.lanewise(XOR, t30);
        LongVector t32 = a6.lanewise(AND, a3);
        LongVector t33 = a5.lanewise(XOR, t32);
        LongVector t34 = t33.lanewise(AND, t9);
        LongVector t35 = t31.lanewise(XOR, t34);
        LongVector t36 = t12.lanewise(OR, a3);
        LongVector t37 = t36.lanewise(AND, a2);
        LongVector t38 = t37.lanewise(OR, a6);
        LongVector t39 = t38.lanewise(AND, a1);
        t35.intoArray(m, 12 * W);
        t39.intoArray(m, 13 * W);
        t28.intoArray(m, 14 * W);
        t25.intoArray(m, 15 * W);
    }

    /** S1, part 3 of 5: 99 gates in all, generated by simd/gen/des_sbox_circuits.py. */
    private static void s1c(long[] x, long[] y, long[] ks, int k, long[] m) {
        LongVector a1 = load(m, 3 * W);
        LongVector a2 = load(m, 2 * W);
        LongVector a3 = load(m, 6 * W);
        LongVector a4 = load(m, 1 * W);
        LongVector a5 = load(m, 0 * W);
        LongVector a6 = load(m, 4 * W);
        LongVector t1 = load(m, 10 * W);
        LongVector t12 = load(m, 8 * W);
        LongVector t28 = load(m, 14 * W);
        LongVector t35 = load(m, 12 * W);
        LongVector t39 = load(m, 13 * W);
        LongVector ones = LongVector.broadcast(S, -1L);
        LongVector t40 = t35.lanewise(XOR, t39);
        LongVector t41 = t1.lanewise(OR, a2);
        LongVector t42 = a6.lanewise(AND, t12);
        LongVector t43 = t42.lanewise(AND, a3);
        LongVector t44 = t41.lanewise(XOR, t43);
        LongVector t45 = a3.lanewise(OR, a2);
        LongVector t46 = a2.lanewise(AND, a5);
        LongVector t47 = t45.lanewise(XOR, t46);
        LongVector t48 = t47.lanewise(OR, a6);
        LongVector t49 = t44.lanewise(XOR, t48);
        LongVector t50 = t49.lanewise(AND, a1);
        LongVector t51 = t44.lanewise(XOR, t50);
        LongVector t52 = a4.lanewise(XOR, ones);
        LongVector t53 = t51.lanewise(AND, t52);
        LongVector t54 = t40.lanewise(XOR, t53);
        xorInto(y, 16 * W, t54);
        LongVector t55 = a4.lanewise(OR, a1);
        LongVector t56 = t55.lanewise(AND, t12);
        LongVector t57 = a5.lanewise(AND, a1);
        LongVector t58 = a4.lanewise(XOR, t57);
        LongVector t59 = t58.lanewise(AND, t28);
        LongVector t60 = t56.lanewise(XOR, t59);
        t52.intoArray(m, 16 * W);
        t60.intoArray(m, 17 * W);
        t43.intoArray(m, 18 * W);
    }

    /** S1, part 4 of 5: 99 gates in all, generated by simd/gen/des_sbox_circuits.py. */
    private static void s1d(long[] x, long[] y, long[] ks, int k, long[] m) {
        LongVector a1 = load(m, 3 * W);
        LongVector a3 = load(m, 6 * W);
        LongVector a4 = load(m, 1 * W);
        LongVector a5 = load(m, 0 * W);
        LongVector a6 = load(m, 4 * W);
        LongVector t15 = load(m, 11 * W);
        LongVector t25 = load(m, 15 * W);
        LongVector t52 = load(m, 16 * W);
        LongVector t60 = load(m, 17 * W);
        LongVector t9 = load(m, 9 * W);
        LongVector t61 = a6.lanewise(AND, t52);
        LongVector t62 = t61.lanewise(OR, a5);
        LongVector t63 = t62.lanewise(OR, t15);
        LongVector t64 = t63.lanewise(AND, t25);
        LongVector t65 = t60.lanewise(XOR, t64);
        LongVector t66 = a6.lanewise(OR, a4);
        LongVector t67 = t66.lanewise(OR, a3);
        LongVector t68 = t67.lanewise(OR, a1);
        LongVector t69 = a6.lanewise(AND, a4);
        LongVector t70 = t25.lanewise(XOR, t69);
        LongVector t71 = a4.lanewise(XOR, a3);
        LongVector t72 = t71.lanewise(OR, a6);
        LongVector t73 = t72.lanewise(AND, a1);
        LongVector t74 = t70.lanewise(XOR, t73);
        LongVector t75 = t74.lanewise(AND, a5);
        LongVector t76 = t68.lanewise(XOR, t75);
        LongVector t77 = t76.lanewise(AND, t9);
        LongVector t78 = t65.lanewise(XOR, t77);
        xorInto(y, 22 * W, t78);
        LongVector t79 = a6.lanewise(XOR, a3);
        LongVector t80 = t79.lanewise(AND, a5);
        LongVector t81 = t80.lanewise(XOR, a4);
        t81.intoArray(m, 19 * W);
    }

    /** S1, part 5 of 5: 99 gates in all, generated by simd/gen/des_sbox_circuits.py. */
    private static void s1e(long[] x, long[] y, long[] ks, int k, long[] m) {
        LongVector a1 = load(m, 3 * W);
        LongVector a2 = load(m, 2 * W);
        LongVector a3 = load(m, 6 * W);
        LongVector a4 = load(m, 1 * W);
        LongVector a5 = load(m, 0 * W);
        LongVector a6 = load(m, 4 * W);
        LongVector t28 = load(m, 14 * W);
        LongVector t43 = load(m, 18 * W);
        LongVector t52 = load(m, 16 * W);
        LongVector t81 = load(m, 19 * W);
        LongVector t9 = load(m, 9 * W);
        LongVector t82 = t28.lanewise(XOR, a5);
        LongVector t83 = t82.lanewise(OR, a4);
        LongVector t84 = t83.lanewise(XOR, t43);
        LongVector t85 = t84.lanewise(AND, a2);
        LongVector t86 = t81.lanewise(XOR, t85);
        LongVector t87 = a5.lanewise(AND, a3);
        LongVector t88 = t87.lanewise(OR, a6);
        LongVector t89 = t88.lanewise(OR, a4);
        LongVector t90 = a5.lanewise(OR, a3);
        LongVector t91 = t90.lanewise(AND, a6);
        LongVector t92 = a3.lanewise(AND, t28);
        LongVector t93 = t92.lanewise(XOR, a5);
        LongVector t94 = t93.lanewise(AND, t52);
        LongVector t95 = t91.lanewise(XOR, t94);
        LongVector t96 = t95.lanewise(AND, t9);
        LongVector t97 = t89.lanewise(XOR, t96);
        LongVector t98 = t97.lanewise(AND, a1);
        LongVector t99 = t86.lanewise(XOR, t98);
        xorInto(y, 30 * W, t99);
    }

    /** S2, part 1 of 4: 78 gates in all, generated by simd/gen/des_sbox_circuits.py. */
    private static void s2a(long[] x, long[] y, long[] ks, int k, long[] m) {
        LongVector ones = LongVector.broadcast(S, -1L);
        LongVector a1 = load(x, 3 * W).lanewise(XOR, load(ks, k + 6 * W));
        LongVector a2 = load(x, 4 * W).lanewise(XOR, load(ks, k + 7 * W));
        LongVector a3 = load(x, 5 * W).lanewise(XOR, load(ks, k + 8 * W));
        LongVector a4 = load(x, 6 * W).lanewise(XOR, load(ks, k + 9 * W));
        LongVector a5 = load(x, 7 * W).lanewise(XOR, load(ks, k + 10 * W));
        LongVector a6 = load(x, 8 * W).lanewise(XOR, load(ks, k + 11 * W));
        LongVector t1 = a6.lanewise(XOR, ones);
        LongVector t2 = t1.lanewise(XOR, a3);
        LongVector t3 = t2.lanewise(XOR, a1);
        LongVector t4 = a6.lanewise(OR, a3);
        LongVector t5 = a1.lanewise(XOR, ones);
        LongVector t6 = t4.lanewise(AND, t5);
        LongVector t7 = a4.lanewise(XOR, t6);
        LongVector t8 = t7.lanewise(AND, a2);
        LongVector t9 = t3.lanewise(XOR, t8);
        LongVector t10 = a4.lanewise(XOR, ones);
        LongVector t11 = t10.lanewise(OR, a2);
        LongVector t12 = a6.lanewise(AND, a3);
        LongVector t13 = a6.lanewise(OR, a4);
        LongVector t14 = a2.lanewise(XOR, ones);
        LongVector t15 = t13.lanewise(AND, t14);
        LongVector t16 = t12.lanewise(XOR, t15);
        LongVector t17 = t16.lanewise(AND, a1);
        LongVector t18 = t11.lanewise(XOR, t17);
        t18.intoArray(m, 0 * W);
        a5.intoArray(m, 1 * W);
        t9.intoArray(m, 2 * W);
        a4.intoArray(m, 3 * W);
        a6.intoArray(m, 4 * W);
        a3.intoArray(m, 5 * W);
        a1.intoArray(m, 6 * W);
        t1.intoArray(m, 7 * W);
        a2.intoArray(m, 8 * W);
        t10.intoArray(m, 9 * W);
        t5.intoArray(m, 10 * W);
    }

    /** S2, part 2 of 4: 78 gates in all, generated by simd/gen/des_sbox_circuits.py. */
    private static void s2b(long[] x, long[] y, long[] ks, int k, long[] m) {
        LongVector a1 = load(m, 6 * W);
        LongVector a2 = load(m, 8 * W);
        LongVector a3 = load(m, 5 * W);
        LongVector a4 = load(m, 3 * W);
        LongVector a5 = load(m, 1 * W);
        LongVector a6 = load(m, 4 * W);
        LongVector t1 = load(m, 7 * W);
        LongVector t18 = load(m, 0 * W);
        LongVector t9 = load(m, 2 * W);
        LongVector ones = LongVector.broadcast(S, -1L);
        LongVector t19 = t18.lanewise(AND, a5);
        LongVector t20 = t9.lanewise(XOR, t19);
        xorInto(y, 12 * W, t20);
        LongVector t21 = a5.lanewise(XOR, ones);
        LongVector t22 = t21.lanewise(XOR, a4);
        LongVector t23 = a6.lanewise(AND, a5);
        LongVector t24 = t23.lanewise(AND, a4);
        LongVector t25 = a6.lanewise(XOR, t24);
        LongVector t26 = a3.lanewise(XOR, ones);
        LongVector t27 = t25.lanewise(AND, t26);
        LongVector t28 = t22.lanewise(XOR, t27);
        LongVector t29 = t28.lanewise(XOR, a1);
        LongVector t30 = a4.lanewise(XOR, a3);
        LongVector t31 = t30.lanewise(AND, a5);
        LongVector t32 = t31.lanewise(AND, a1);
        LongVector t33 = a4.lanewise(XOR, t32);
        LongVector t34 = t33.lanewise(AND, t1);
        LongVector t35 = t26.lanewise(XOR, t34);
        LongVector t36 = t35.lanewise(AND, a2);
        LongVector t37 = t29.lanewise(XOR, t36);
        xorInto(y, 27 * W, t37);
        t21.intoArray(m, 11 * W);
        t26.intoArray(m, 12 * W);
        t31.intoArray(m, 13 * W);
    }

    /** S2, part 3 of 4: 78 gates in all, generated by simd/gen/des_sbox_circuits.py. */
    private static void s2c(long[] x, long[] y, long[] ks, int k, long[] m) {
        LongVector a1 = load(m, 6 * W);
        LongVector a2 = load(m, 8 * W);
        LongVector a4 = load(m, 3 * W);
        LongVector a5 = load(m, 1 * W);
        LongVector a6 = load(m, 4 * W);
        LongVector t10 = load(m, 9 * W);
        LongVector t21 = load(m, 11 * W);
        LongVector t26 = load(m, 12 * W);
        LongVector t5 = load(m, 10 * W);
        LongVector t38 = t10.lanewise(AND, t5);
        LongVector t39 = t38.lanewise(OR, a6);
        LongVector t40 = t39.lanewise(XOR, a2);
        LongVector t41 = a4.lanewise(XOR, a1);
        LongVector t42 = a2.lanewise(AND, t10);
        LongVector t43 = t42.lanewise(OR, a1);
        LongVector t44 = t43.lanewise(AND, a6);
        LongVector t45 = t41.lanewise(XOR, t44);
        LongVector t46 = t45.lanewise(AND, t21);
        LongVector t47 = t40.lanewise(XOR, t46);
        LongVector t48 = a5.lanewise(OR, a4);
        LongVector t49 = a4.lanewise(AND, a6);
        LongVector t50 = t48.lanewise(XOR, t49);
        LongVector t51 = t50.lanewise(OR, a1);
        LongVector t52 = a5.lanewise(AND, a1);
        LongVector t53 = t52.lanewise(OR, a6);
        LongVector t54 = a1.lanewise(AND, t10);
        LongVector t55 = t53.lanewise(XOR, t54);
        LongVector t56 = t55.lanewise(AND, a2);
        LongVector t57 = t51.lanewise(XOR, t56);
        LongVector t58 = t57.lanewise(AND, t26);
        LongVector t59 = t47.lanewise(XOR, t58);
        xorInto(y, 1 * W, t59);
        LongVector t60 = a5.lanewise(OR, t26);
        LongVector t61 = t60.lanewise(AND, t5);
        t61.intoArray(m, 14 * W);
    }

    /** S2, part 4 of 4: 78 gates in all, generated by simd/gen/des_sbox_circuits.py. */
    private static void s2d(long[] x, long[] y, long[] ks, int k, long[] m) {
        LongVector a1 = load(m, 6 * W);
        LongVector a2 = load(m, 8 * W);
        LongVector a3 = load(m, 5 * W);
        LongVector a4 = load(m, 3 * W);
        LongVector a5 = load(m, 1 * W);
        LongVector a6 = load(m, 4 * W);
        LongVector t1 = load(m, 7 * W);
        LongVector t10 = load(m, 9 * W);
        LongVector t21 = load(m, 11 * W);
        LongVector t31 = load(m, 13 * W);
        LongVector t5 = load(m, 10 * W);
        LongVector t61 = load(m, 14 * W);
        LongVector t62 = a4.lanewise(XOR, t61);
        LongVector t63 = a1.lanewise(AND, t21);
        LongVector t64 = t63.lanewise(OR, a3);
        LongVector t65 = a5.lanewise(AND, t5);
        LongVector t66 = t65.lanewise(AND, a4);
        LongVector t67 = t64.lanewise(XOR, t66);
        LongVector t68 = t67.lanewise(AND, a6);
        LongVector t69 = t62.lanewise(XOR, t68);
        LongVector t70 = t31.lanewise(OR, a6);
        LongVector t71 = t1.lanewise(OR, a3);
        LongVector t72 = t71.lanewise(AND, t21);
        LongVector t73 = a6.lanewise(AND, t10);
        LongVector t74 = t72.lanewise(XOR, t73);
        LongVector t75 = t74.lanewise(AND, a1);
        LongVector t76 = t70.lanewise(XOR, t75);
        LongVector t77 = t76.lanewise(AND, a2);
        LongVector t78 = t69.lanewise(XOR, t77);
        xorInto(y, 17 * W, t78);
    }

    /** S3, part 1 of 4: 80 gates in all, generated by simd/gen/des_sbox_circuits.py. */
    private static void s3a(long[] x, long[] y, long[] ks, int k, long[] m) {
        LongVector ones = LongVector.broadcast(S, -1L);
        LongVector a1 = load(x, 7 * W).lanewise(XOR, load(ks, k + 12 * W));
        LongVector a2 = load(x, 8 * W).lanewise(XOR, load(ks, k + 13 * W));
        LongVector a3 = load(x, 9 * W).lanewise(XOR, load(ks, k + 14 * W));
        LongVector a4 = load(x, 10 * W).lanewise(XOR, load(ks, k + 15 * W));
        LongVector a5 = load(x, 11 * W).lanewise(XOR, load(ks, k + 16 * W));
        LongVector a6 = load(x, 12 * W).lanewise(XOR, load(ks, k + 17 * W));
        LongVector t1 = a5.lanewise(XOR, a4);
        LongVector t2 = t1.lanewise(XOR, a3);
        LongVector t3 = t2.lanewise(XOR, a1);
        LongVector t4 = a5.lanewise(AND, a3);
        LongVector t5 = t4.lanewise(OR, a4);
        LongVector t6 = t5.lanewise(OR, a1);
        LongVector t7 = t6.lanewise(AND, a6);
        LongVector t8 = t3.lanewise(XOR, t7);
        LongVector t9 = a4.lanewise(XOR, ones);
        LongVector t10 = a1.lanewise(XOR, ones);
        LongVector t11 = t9.lanewise(AND, t10);
        LongVector t12 = t11.lanewise(OR, a3);
        LongVector t13 = a4.lanewise(AND, t10);
        LongVector t14 = a3.lanewise(XOR, t13);
        LongVector t15 = a6.lanewise(XOR, ones);
        LongVector t16 = t14.lanewise(AND, t15);
        LongVector t17 = t16.lanewise(AND, a5);
        LongVector t18 = t12.lanewise(XOR, t17);
        a2.intoArray(m, 0 * W);
        t18.intoArray(m, 1 * W);
        t8.intoArray(m, 2 * W);
        a6.intoArray(m, 3 * W);
        a1.intoArray(m, 4 * W);
        t15.intoArray(m, 5 * W);
        t10.intoArray(m, 6 * W);
        a3.intoArray(m, 7 * W);
        a5.intoArray(m, 8 * W);
        a4.intoArray(m, 9 * W);
        t9.intoArray(m, 10 * W);
    }

    /** S3, part 2 of 4: 80 gates in all, generated by simd/gen/des_sbox_circuits.py. */
    private static void s3b(long[] x, long[] y, long[] ks, int k, long[] m) {
        LongVector a1 = load(m, 4 * W);
        LongVector a2 = load(m, 0 * W);
        LongVector a3 = load(m, 7 * W);
        LongVector a4 = load(m, 9 * W);
        LongVector a5 = load(m, 8 * W);
        LongVector a6 = load(m, 3 * W);
        LongVector t10 = load(m, 6 * W);
        LongVector t15 = load(m, 5 * W);
        LongVector t18 = load(m, 1 * W);
        LongVector t8 = load(m, 2 * W);
        LongVector ones = LongVector.broadcast(S, -1L);
        LongVector t19 = a2.lanewise(XOR, ones);
        LongVector t20 = t18.lanewise(AND, t19);
        LongVector t21 = t8.lanewise(XOR, t20);
        xorInto(y, 23 * W, t21);
        LongVector t22 = a6.lanewise(XOR, a2);
        LongVector t23 = t22.lanewise(XOR, a1);
        LongVector t24 = a2.lanewise(AND, t15);
        LongVector t25 = t24.lanewise(AND, t10);
        LongVector t26 = t25.lanewise(OR, a3);
        LongVector t27 = a5.lanewise(XOR, ones);
        LongVector t28 = t26.lanewise(AND, t27);
        LongVector t29 = t23.lanewise(XOR, t28);
        LongVector t30 = a5.lanewise(XOR, a2);
        LongVector t31 = t30.lanewise(OR, a6);
        LongVector t32 = a2.lanewise(AND, a3);
        LongVector t33 = t31.lanewise(XOR, t32);
        LongVector t34 = a6.lanewise(AND, a5);
        LongVector t35 = t34.lanewise(XOR, a2);
        LongVector t36 = a3.lanewise(XOR, ones);
        LongVector t37 = t35.lanewise(AND, t36);
        LongVector t38 = t37.lanewise(AND, a1);
        LongVector t39 = t33.lanewise(XOR, t38);
        LongVector t40 = t39.lanewise(AND, a4);
        LongVector t41 = t29.lanewise(XOR, t40);
        t41.intoArray(m, 11 * W);
        t36.intoArray(m, 12 * W);
        t34.intoArray(m, 13 * W);
        t19.intoArray(m, 14 * W);
        t27.intoArray(m, 15 * W);
    }

    /** S3, part 3 of 4: 80 gates in all, generated by simd/gen/des_sbox_circuits.py. */
    private static void s3c(long[] x, long[] y, long[] ks, int k, long[] m) {
        LongVector a2 = load(m, 0 * W);
        LongVector a3 = load(m, 7 * W);
        LongVector a4 = load(m, 9 * W);
        LongVector a5 = load(m, 8 * W);
        LongVector a6 = load(m, 3 * W);
        LongVector t19 = load(m, 14 * W);
        LongVector t34 = load(m, 13 * W);
        LongVector t36 = load(m, 12 * W);
        LongVector t41 = load(m, 11 * W);
        LongVector t9 = load(m, 10 * W);
        xorInto(y, 15 * W, t41);
        LongVector t42 = a5.lanewise(XOR, a3);
        LongVector t43 = a5.lanewise(AND, t36);
        LongVector t44 = t43.lanewise(OR, a6);
        LongVector t45 = t44.lanewise(AND, t9);
        LongVector t46 = t42.lanewise(XOR, t45);
        LongVector t47 = a6.lanewise(OR, t36);
        LongVector t48 = t47.lanewise(XOR, a5);
        LongVector t49 = t48.lanewise(AND, t9);
        LongVector t50 = t34.lanewise(XOR, t49);
        LongVector t51 = t50.lanewise(AND, t19);
        LongVector t52 = t46.lanewise(XOR, t51);
        LongVector t53 = a6.lanewise(XOR, a5);
        LongVector t54 = a6.lanewise(OR, a2);
        LongVector t55 = t54.lanewise(AND, t36);
        LongVector t56 = t53.lanewise(XOR, t55);
        LongVector t57 = a5.lanewise(OR, a3);
        LongVector t58 = a6.lanewise(OR, a5);
        LongVector t59 = t58.lanewise(AND, a2);
        LongVector t60 = t57.lanewise(XOR, t59);
        LongVector t61 = t60.lanewise(AND, a4);
        LongVector t62 = t56.lanewise(XOR, t61);
        LongVector t63 = t52.lanewise(XOR, t62);
        t63.intoArray(m, 16 * W);
        t52.intoArray(m, 17 * W);
    }

    /** S3, part 4 of 4: 80 gates in all, generated by simd/gen/des_sbox_circuits.py. */
    private static void s3d(long[] x, long[] y, long[] ks, int k, long[] m) {
        LongVector a1 = load(m, 4 * W);
        LongVector a2 = load(m, 0 * W);
        LongVector a3 = load(m, 7 * W);
        LongVector a4 = load(m, 9 * W);
        LongVector a5 = load(m, 8 * W);
        LongVector a6 = load(m, 3 * W);
        LongVector t10 = load(m, 6 * W);
        LongVector t27 = load(m, 15 * W);
        LongVector t52 = load(m, 17 * W);
        LongVector t63 = load(m, 16 * W);
        LongVector t9 = load(m, 10 * W);
        LongVector t64 = t63.lanewise(AND, a1);
        LongVector t65 = t52.lanewise(XOR, t64);
        xorInto(y, 29 * W, t65);
        LongVector t66 = a6.lanewise(XOR, a3);
        LongVector t67 = a6.lanewise(OR, a4);
        LongVector t68 = t67.lanewise(AND, a1);
        LongVector t69 = t66.lanewise(XOR, t68);
        LongVector t70 = a4.lanewise(XOR, a3);
        LongVector t71 = t70.lanewise(OR, a1);
        LongVector t72 = t71.lanewise(AND, t27);
        LongVector t73 = t69.lanewise(XOR, t72);
        LongVector t74 = t66.lanewise(OR, a5);
        LongVector t75 = a6.lanewise(AND, a3);
        LongVector t76 = t75.lanewise(AND, t9);
        LongVector t77 = t74.lanewise(XOR, t76);
        LongVector t78 = t77.lanewise(OR, t10);
        LongVector t79 = t78.lanewise(AND, a2);
        LongVector t80 = t73.lanewise(XOR, t79);
        xorInto(y, 5 * W, t80);
    }

    /** S4, part 1 of 5: 103 gates in all, generated by simd/gen/des_sbox_circuits.py. */
    private static void s4a(long[] x, long[] y, long[] ks, int k, long[] m) {
        LongVector ones = LongVector.broadcast(S, -1L);
        LongVector a1 = load(x, 11 * W).lanewise(XOR, load(ks, k + 18 * W));
        LongVector a2 = load(x, 12 * W).lanewise(XOR, load(ks, k + 19 * W));
        LongVector a3 = load(x, 13 * W).lanewise(XOR, load(ks, k + 20 * W));
        LongVector a4 = load(x, 14 * W).lanewise(XOR, load(ks, k + 21 * W));
        LongVector a5 = load(x, 15 * W).lanewise(XOR, load(ks, k + 22 * W));
        LongVector a6 = load(x, 16 * W).lanewise(XOR, load(ks, k + 23 * W));
        LongVector t1 = a6.lanewise(XOR, a3);
        LongVector t2 = a2.lanewise(XOR, ones);
        LongVector t3 = t1.lanewise(AND, t2);
        LongVector t4 = a3.lanewise(XOR, ones);
        LongVector t5 = a2.lanewise(AND, t4);
        LongVector t6 = t5.lanewise(OR, a6);
        LongVector t7 = t6.lanewise(AND, a4);
        LongVector t8 = t3.lanewise(XOR, t7);
        LongVector t9 = a6.lanewise(OR, a4);
        LongVector t10 = t9.lanewise(OR, t4);
        LongVector t11 = a6.lanewise(AND, a4);
        LongVector t12 = t11.lanewise(AND, t2);
        LongVector t13 = t10.lanewise(XOR, t12);
        LongVector t14 = a5.lanewise(XOR, ones);
        LongVector t15 = t13.lanewise(AND, t14);
        LongVector t16 = t8.lanewise(XOR, t15);
        LongVector t17 = a6.lanewise(XOR, a2);
        LongVector t18 = a4.lanewise(XOR, ones);
        LongVector t19 = t17.lanewise(OR, t18);
        LongVector t20 = t19.lanewise(OR, a3);
        a6.intoArray(m, 0 * W);
        a2.intoArray(m, 1 * W);
        t4.intoArray(m, 2 * W);
        a3.intoArray(m, 3 * W);
        a4.intoArray(m, 4 * W);
        a5.intoArray(m, 5 * W);
        t20.intoArray(m, 6 * W);
        a1.intoArray(m, 7 * W);
        t16.intoArray(m, 8 * W);
        t14.intoArray(m, 9 * W);
        t2.intoArray(m, 10 * W);
        t18.intoArray(m, 11 * W);
        t9.intoArray(m, 12 * W);
        t17.intoArray(m, 13 * W);
    }

    /** S4, part 2 of 5: 103 gates in all, generated by simd/gen/des_sbox_circuits.py. */
    private static void s4b(long[] x, long[] y, long[] ks, int k, long[] m) {
        LongVector a1 = load(m, 7 * W);
        LongVector a2 = load(m, 1 * W);
        LongVector a3 = load(m, 3 * W);
        LongVector a4 = load(m, 4 * W);
        LongVector a5 = load(m, 5 * W);
        LongVector a6 = load(m, 0 * W);
        LongVector t14 = load(m, 9 * W);
        LongVector t16 = load(m, 8 * W);
        LongVector t2 = load(m, 10 * W);
        LongVector t20 = load(m, 6 * W);
        LongVector t4 = load(m, 2 * W);
        LongVector ones = LongVector.broadcast(S, -1L);
        LongVector t21 = a6.lanewise(OR, a2);
        LongVector t22 = t21.lanewise(AND, t4);
        LongVector t23 = a6.lanewise(XOR, ones);
        LongVector t24 = a3.lanewise(AND, t23);
        LongVector t25 = t24.lanewise(XOR, a2);
        LongVector t26 = t25.lanewise(AND, a4);
        LongVector t27 = t22.lanewise(XOR, t26);
        LongVector t28 = t27.lanewise(AND, a5);
        LongVector t29 = t20.lanewise(XOR, t28);
        LongVector t30 = a1.lanewise(XOR, ones);
        LongVector t31 = t29.lanewise(AND, t30);
        LongVector t32 = t16.lanewise(XOR, t31);
        xorInto(y, 25 * W, t32);
        LongVector t33 = a3.lanewise(OR, a2);
        LongVector t34 = t33.lanewise(XOR, a5);
        LongVector t35 = a3.lanewise(AND, t14);
        LongVector t36 = t35.lanewise(XOR, a2);
        LongVector t37 = t36.lanewise(AND, a6);
        LongVector t38 = t34.lanewise(XOR, t37);
        LongVector t39 = a6.lanewise(AND, t2);
        LongVector t40 = t39.lanewise(OR, t14);
        LongVector t41 = t40.lanewise(OR, a3);
        LongVector t42 = t41.lanewise(AND, t30);
        LongVector t43 = t38.lanewise(XOR, t42);
        LongVector t44 = a5.lanewise(AND, t23);
        t44.intoArray(m, 14 * W);
        t30.intoArray(m, 15 * W);
        t23.intoArray(m, 16 * W);
        t43.intoArray(m, 17 * W);
        t21.intoArray(m, 18 * W);
        t39.intoArray(m, 19 * W);
    }

    /** S4, part 3 of 5: 103 gates in all, generated by simd/gen/des_sbox_circuits.py. */
    private static void s4c(long[] x, long[] y, long[] ks, int k, long[] m) {
        LongVector a1 = load(m, 7 * W);
        LongVector a2 = load(m, 1 * W);
        LongVector a3 = load(m, 3 * W);
        LongVector a4 = load(m, 4 * W);
        LongVector a5 = load(m, 5 * W);
        LongVector a6 = load(m, 0 * W);
        LongVector t14 = load(m, 9 * W);
        LongVector t18 = load(m, 11 * W);
        LongVector t23 = load(m, 16 * W);
        LongVector t30 = load(m, 15 * W);
        LongVector t43 = load(m, 17 * W);
        LongVector t44 = load(m, 14 * W);
        LongVector t9 = load(m, 12 * W);
        LongVector t45 = t44.lanewise(OR, a2);
        LongVector t46 = a2.lanewise(AND, t14);
        LongVector t47 = a6.lanewise(XOR, t46);
        LongVector t48 = t47.lanewise(AND, t30);
        LongVector t49 = t45.lanewise(XOR, t48);
        LongVector t50 = a2.lanewise(AND, t23);
        LongVector t51 = a6.lanewise(AND, t14);
        LongVector t52 = t51.lanewise(XOR, a2);
        LongVector t53 = t52.lanewise(AND, a1);
        LongVector t54 = t50.lanewise(XOR, t53);
        LongVector t55 = t54.lanewise(AND, a3);
        LongVector t56 = t49.lanewise(XOR, t55);
        LongVector t57 = t56.lanewise(AND, a4);
        LongVector t58 = t43.lanewise(XOR, t57);
        xorInto(y, 19 * W, t58);
        LongVector t59 = a5.lanewise(XOR, a4);
        LongVector t60 = a4.lanewise(AND, t14);
        LongVector t61 = t60.lanewise(OR, a3);
        LongVector t62 = t61.lanewise(AND, t23);
        LongVector t63 = t59.lanewise(XOR, t62);
        LongVector t64 = a5.lanewise(AND, t18);
        LongVector t65 = t64.lanewise(OR, t23);
        LongVector t66 = t9.lanewise(AND, a3);
        t65.intoArray(m, 20 * W);
        t66.intoArray(m, 21 * W);
        t63.intoArray(m, 22 * W);
    }

    /** S4, part 4 of 5: 103 gates in all, generated by simd/gen/des_sbox_circuits.py. */
    private static void s4d(long[] x, long[] y, long[] ks, int k, long[] m) {
        LongVector a1 = load(m, 7 * W);
        LongVector a2 = load(m, 1 * W);
        LongVector a3 = load(m, 3 * W);
        LongVector a4 = load(m, 4 * W);
        LongVector a5 = load(m, 5 * W);
        LongVector t14 = load(m, 9 * W);
        LongVector t17 = load(m, 13 * W);
        LongVector t18 = load(m, 11 * W);
        LongVector t2 = load(m, 10 * W);
        LongVector t21 = load(m, 18 * W);
        LongVector t23 = load(m, 16 * W);
        LongVector t44 = load(m, 14 * W);
        LongVector t63 = load(m, 22 * W);
        LongVector t65 = load(m, 20 * W);
        LongVector t66 = load(m, 21 * W);
        LongVector t67 = t65.lanewise(XOR, t66);
        LongVector t68 = t67.lanewise(AND, t2);
        LongVector t69 = t63.lanewise(XOR, t68);
        LongVector t70 = t17.lanewise(OR, a5);
        LongVector t71 = t70.lanewise(OR, a4);
        LongVector t72 = t21.lanewise(AND, t14);
        LongVector t73 = t44.lanewise(XOR, a2);
        LongVector t74 = t73.lanewise(AND, t18);
        LongVector t75 = t72.lanewise(XOR, t74);
        LongVector t76 = t75.lanewise(AND, a3);
        LongVector t77 = t71.lanewise(XOR, t76);
        LongVector t78 = t77.lanewise(AND, a1);
        LongVector t79 = t69.lanewise(XOR, t78);
        xorInto(y, 9 * W, t79);
        LongVector t80 = a2.lanewise(AND, t18);
        LongVector t81 = a5.lanewise(XOR, t80);
        LongVector t82 = a5.lanewise(OR, a4);
        LongVector t83 = t82.lanewise(AND, t2);
        LongVector t84 = t83.lanewise(AND, t23);
        LongVector t85 = t81.lanewise(XOR, t84);
        t85.intoArray(m, 23 * W);
    }

    /** S4, part 5 of 5: 103 gates in all, generated by simd/gen/des_sbox_circuits.py. */
    private static void s4e(long[] x, long[] y, long[] ks, int k, long[] m) {
        LongVector a1 = load(m, 7 * W);
        LongVector a2 = load(m, 1 * W);
        LongVector a3 = load(m, 3 * W);
        LongVector a4 = load(m, 4 * W);
        LongVector a5 = load(m, 5 * W);
        LongVector a6 = load(m, 0 * W);
        LongVector t14 = load(m, 9 * W);
        LongVector t17 = load(m, 13 * W);
        LongVector t18 = load(m, 11 * W);
        LongVector t2 = load(m, 10 * W);
        LongVector t39 = load(m, 19 * W);
        LongVector t4 = load(m, 2 * W);
        LongVector t85 = load(m, 23 * W);
        LongVector t86 = a6.lanewise(OR, t2);
        LongVector t87 = a5.lanewise(XOR, a2);
        LongVector t88 = t87.lanewise(AND, a6);
        LongVector t89 = t88.lanewise(AND, a4);
        LongVector t90 = t86.lanewise(XOR, t89);
        LongVector t91 = t90.lanewise(AND, t4);
        LongVector t92 = t85.lanewise(XOR, t91);
        LongVector t93 = t39.lanewise(OR, a5);
        LongVector t94 = t93.lanewise(OR, t4);
        LongVector t95 = t17.lanewise(AND, t14);
        LongVector t96 = a6.lanewise(AND, a5);
        LongVector t97 = t96.lanewise(XOR, a2);
        LongVector t98 = t97.lanewise(AND, a3);
        LongVector t99 = t95.lanewise(XOR, t98);
        LongVector t100 = t99.lanewise(AND, t18);
        LongVector t101 = t94.lanewise(XOR, t100);
        LongVector t102 = t101.lanewise(AND, a1);
        LongVector t103 = t92.lanewise(XOR, t102);
        xorInto(y, 0 * W, t103);
    }

    /** S5, part 1 of 5: 95 gates in all, generated by simd/gen/des_sbox_circuits.py. */
    private static void s5a(long[] x, long[] y, long[] ks, int k, long[] m) {
        LongVector a1 = load(x, 15 * W).lanewise(XOR, load(ks, k + 24 * W));
        LongVector a2 = load(x, 16 * W).lanewise(XOR, load(ks, k + 25 * W));
        LongVector a3 = load(x, 17 * W).lanewise(XOR, load(ks, k + 26 * W));
        LongVector a4 = load(x, 18 * W).lanewise(XOR, load(ks, k + 27 * W));
        LongVector a5 = load(x, 19 * W).lanewise(XOR, load(ks, k + 28 * W));
        LongVector a6 = load(x, 20 * W).lanewise(XOR, load(ks, k + 29 * W));
        LongVector t1 = a6.lanewise(OR, a5);
        LongVector t2 = t1.lanewise(XOR, a2);
        LongVector t3 = a6.lanewise(XOR, a5);
        LongVector t4 = t3.lanewise(OR, a2);
        LongVector t5 = t4.lanewise(AND, a4);
        LongVector t6 = t2.lanewise(XOR, t5);
        LongVector t7 = a6.lanewise(XOR, a2);
        LongVector t8 = a6.lanewise(AND, a2);
        LongVector t9 = t8.lanewise(OR, a4);
        LongVector t10 = t9.lanewise(AND, a5);
        LongVector t11 = t7.lanewise(XOR, t10);
        LongVector t12 = t6.lanewise(XOR, t11);
        LongVector t13 = t12.lanewise(AND, a1);
        LongVector t14 = t6.lanewise(XOR, t13);
        LongVector t15 = a6.lanewise(OR, a1);
        LongVector t16 = a6.lanewise(XOR, a4);
        LongVector t17 = t16.lanewise(AND, a1);
        a2.intoArray(m, 0 * W);
        t17.intoArray(m, 1 * W);
        t15.intoArray(m, 2 * W);
        a1.intoArray(m, 3 * W);
        a4.intoArray(m, 4 * W);
        a6.intoArray(m, 5 * W);
        a5.intoArray(m, 6 * W);
        a3.intoArray(m, 7 * W);
        t14.intoArray(m, 8 * W);
    }

    /** S5, part 2 of 5: 95 gates in all, generated by simd/gen/des_sbox_circuits.py. */
    private static void s5b(long[] x, long[] y, long[] ks, int k, long[] m) {
        LongVector a1 = load(m, 3 * W);
        LongVector a2 = load(m, 0 * W);
        LongVector a3 = load(m, 7 * W);
        LongVector a4 = load(m, 4 * W);
        LongVector a5 = load(m, 6 * W);
        LongVector a6 = load(m, 5 * W);
        LongVector t14 = load(m, 8 * W);
        LongVector t15 = load(m, 2 * W);
        LongVector t17 = load(m, 1 * W);
        LongVector ones = LongVector.broadcast(S, -1L);
        LongVector t18 = a2.lanewise(XOR, ones);
        LongVector t19 = t17.lanewise(AND, t18);
        LongVector t20 = t15.lanewise(XOR, t19);
        LongVector t21 = a1.lanewise(XOR, ones);
        LongVector t22 = a4.lanewise(AND, t21);
        LongVector t23 = a4.lanewise(XOR, a2);
        LongVector t24 = t23.lanewise(XOR, a1);
        LongVector t25 = t24.lanewise(AND, a6);
        LongVector t26 = t22.lanewise(XOR, t25);
        LongVector t27 = a5.lanewise(XOR, ones);
        LongVector t28 = t26.lanewise(AND, t27);
        LongVector t29 = t20.lanewise(XOR, t28);
        LongVector t30 = t29.lanewise(AND, a3);
        LongVector t31 = t14.lanewise(XOR, t30);
        xorInto(y, 7 * W, t31);
        LongVector t32 = a3.lanewise(OR, a1);
        LongVector t33 = t32.lanewise(XOR, a5);
        LongVector t34 = a5.lanewise(OR, a3);
        LongVector t35 = t34.lanewise(AND, a1);
        LongVector t36 = t35.lanewise(AND, a4);
        LongVector t37 = t33.lanewise(XOR, t36);
        LongVector t38 = a3.lanewise(AND, a1);
        LongVector t39 = t38.lanewise(OR, a4);
        LongVector t40 = t39.lanewise(AND, t18);
        t37.intoArray(m, 9 * W);
        t40.intoArray(m, 10 * W);
        t18.intoArray(m, 11 * W);
        t34.intoArray(m, 12 * W);
        t27.intoArray(m, 13 * W);
        t23.intoArray(m, 14 * W);
    }

    /** S5, part 3 of 5: 95 gates in all, generated by simd/gen/des_sbox_circuits.py. */
    private static void s5c(long[] x, long[] y, long[] ks, int k, long[] m) {
        LongVector a1 = load(m, 3 * W);
        LongVector a2 = load(m, 0 * W);
        LongVector a3 = load(m, 7 * W);
        LongVector a4 = load(m, 4 * W);
        LongVector a5 = load(m, 6 * W);
        LongVector a6 = load(m, 5 * W);
        LongVector t37 = load(m, 9 * W);
        LongVector t40 = load(m, 10 * W);
        LongVector ones = LongVector.broadcast(S, -1L);
        LongVector t41 = t37.lanewise(XOR, t40);
        LongVector t42 = a5.lanewise(XOR, a2);
        LongVector t43 = a3.lanewise(XOR, ones);
        LongVector t44 = t42.lanewise(OR, t43);
        LongVector t45 = a2.lanewise(AND, t43);
        LongVector t46 = a5.lanewise(XOR, t45);
        LongVector t47 = t46.lanewise(AND, a1);
        LongVector t48 = t44.lanewise(XOR, t47);
        LongVector t49 = t48.lanewise(OR, a4);
        LongVector t50 = t49.lanewise(AND, a6);
        LongVector t51 = t41.lanewise(XOR, t50);
        xorInto(y, 13 * W, t51);
        LongVector t52 = a6.lanewise(OR, a4);
        LongVector t53 = t52.lanewise(AND, a5);
        LongVector t54 = a6.lanewise(XOR, t53);
        LongVector t55 = t54.lanewise(AND, a3);
        LongVector t56 = a4.lanewise(XOR, t55);
        LongVector t57 = a4.lanewise(XOR, ones);
        LongVector t58 = a5.lanewise(OR, t57);
        LongVector t59 = a5.lanewise(XOR, a4);
        LongVector t60 = a6.lanewise(XOR, ones);
        LongVector t61 = t59.lanewise(AND, t60);
        LongVector t62 = t61.lanewise(AND, t43);
        LongVector t63 = t58.lanewise(XOR, t62);
        t63.intoArray(m, 15 * W);
        t56.intoArray(m, 16 * W);
        t57.intoArray(m, 17 * W);
        t60.intoArray(m, 18 * W);
    }

    /** S5, part 4 of 5: 95 gates in all, generated by simd/gen/des_sbox_circuits.py. */
    private static void s5d(long[] x, long[] y, long[] ks, int k, long[] m) {
        LongVector a1 = load(m, 3 * W);
        LongVector a2 = load(m, 0 * W);
        LongVector a3 = load(m, 7 * W);
        LongVector a4 = load(m, 4 * W);
        LongVector a5 = load(m, 6 * W);
        LongVector a6 = load(m, 5 * W);
        LongVector t18 = load(m, 11 * W);
        LongVector t23 = load(m, 14 * W);
        LongVector t27 = load(m, 13 * W);
        LongVector t34 = load(m, 12 * W);
        LongVector t56 = load(m, 16 * W);
        LongVector t57 = load(m, 17 * W);
        LongVector t63 = load(m, 15 * W);
        LongVector t64 = t63.lanewise(AND, t18);
        LongVector t65 = t56.lanewise(XOR, t64);
        LongVector t66 = a5.lanewise(XOR, a3);
        LongVector t67 = t34.lanewise(AND, a2);
        LongVector t68 = t66.lanewise(XOR, t67);
        LongVector t69 = a2.lanewise(AND, t27);
        LongVector t70 = t69.lanewise(OR, a6);
        LongVector t71 = t70.lanewise(AND, t57);
        LongVector t72 = t68.lanewise(XOR, t71);
        LongVector t73 = t65.lanewise(XOR, t72);
        LongVector t74 = t73.lanewise(AND, a1);
        LongVector t75 = t65.lanewise(XOR, t74);
        xorInto(y, 24 * W, t75);
        LongVector t76 = a4.lanewise(AND, a2);
        LongVector t77 = a3.lanewise(XOR, t76);
        LongVector t78 = t23.lanewise(OR, a3);
        LongVector t79 = t78.lanewise(AND, a5);
        LongVector t80 = t77.lanewise(XOR, t79);
        LongVector t81 = a3.lanewise(XOR, a2);
        LongVector t82 = t81.lanewise(AND, t57);
        t82.intoArray(m, 19 * W);
        t80.intoArray(m, 20 * W);
        t70.intoArray(m, 21 * W);
    }

    /** S5, part 5 of 5: 95 gates in all, generated by simd/gen/des_sbox_circuits.py. */
    private static void s5e(long[] x, long[] y, long[] ks, int k, long[] m) {
        LongVector a1 = load(m, 3 * W);
        LongVector a3 = load(m, 7 * W);
        LongVector a4 = load(m, 4 * W);
        LongVector a5 = load(m, 6 * W);
        LongVector a6 = load(m, 5 * W);
        LongVector t18 = load(m, 11 * W);
        LongVector t27 = load(m, 13 * W);
        LongVector t60 = load(m, 18 * W);
        LongVector t70 = load(m, 21 * W);
        LongVector t80 = load(m, 20 * W);
        LongVector t82 = load(m, 19 * W);
        LongVector t83 = t82.lanewise(OR, a5);
        LongVector t84 = t83.lanewise(AND, a6);
        LongVector t85 = t80.lanewise(XOR, t84);
        LongVector t86 = t70.lanewise(OR, a3);
        LongVector t87 = a3.lanewise(AND, t60);
        LongVector t88 = t87.lanewise(AND, t27);
        LongVector t89 = t27.lanewise(XOR, a3);
        LongVector t90 = t89.lanewise(AND, t18);
        LongVector t91 = t88.lanewise(XOR, t90);
        LongVector t92 = t91.lanewise(AND, a4);
        LongVector t93 = t86.lanewise(XOR, t92);
        LongVector t94 = t93.lanewise(AND, a1);
        LongVector t95 = t85.lanewise(XOR, t94);
        xorInto(y, 2 * W, t95);
    }

    /** S6, part 1 of 4: 82 gates in all, generated by simd/gen/des_sbox_circuits.py. */
    private static void s6a(long[] x, long[] y, long[] ks, int k, long[] m) {
        LongVector ones = LongVector.broadcast(S, -1L);
        LongVector a1 = load(x, 19 * W).lanewise(XOR, load(ks, k + 30 * W));
        LongVector a2 = load(x, 20 * W).lanewise(XOR, load(ks, k + 31 * W));
        LongVector a3 = load(x, 21 * W).lanewise(XOR, load(ks, k + 32 * W));
        LongVector a4 = load(x, 22 * W).lanewise(XOR, load(ks, k + 33 * W));
        LongVector a5 = load(x, 23 * W).lanewise(XOR, load(ks, k + 34 * W));
        LongVector a6 = load(x, 24 * W).lanewise(XOR, load(ks, k + 35 * W));
        LongVector t1 = a6.lanewise(XOR, a4);
        LongVector t2 = t1.lanewise(XOR, a1);
        LongVector t3 = a6.lanewise(AND, a4);
        LongVector t4 = a1.lanewise(XOR, ones);
        LongVector t5 = t3.lanewise(AND, t4);
        LongVector t6 = a3.lanewise(XOR, ones);
        LongVector t7 = t5.lanewise(OR, t6);
        LongVector t8 = t7.lanewise(AND, a2);
        LongVector t9 = t2.lanewise(XOR, t8);
        LongVector t10 = a6.lanewise(XOR, ones);
        LongVector t11 = a4.lanewise(XOR, ones);
        LongVector t12 = t10.lanewise(AND, t11);
        LongVector t13 = t12.lanewise(OR, a3);
        LongVector t14 = t10.lanewise(XOR, a3);
        LongVector t15 = a4.lanewise(XOR, a3);
        LongVector t16 = t15.lanewise(AND, a6);
        LongVector t17 = a2.lanewise(XOR, ones);
        LongVector t18 = t16.lanewise(AND, t17);
        LongVector t19 = t14.lanewise(XOR, t18);
        t19.intoArray(m, 0 * W);
        a1.intoArray(m, 1 * W);
        t13.intoArray(m, 2 * W);
        a5.intoArray(m, 3 * W);
        t9.intoArray(m, 4 * W);
        t6.intoArray(m, 5 * W);
        a6.intoArray(m, 6 * W);
        a2.intoArray(m, 7 * W);
        a3.intoArray(m, 8 * W);
        t17.intoArray(m, 9 * W);
        t4.intoArray(m, 10 * W);
        a4.intoArray(m, 11 * W);
        t1.intoArray(m, 12 * W);
        t15.intoArray(m, 13 * W);
        t11.intoArray(m, 14 * W);
        t10.intoArray(m, 15 * W);
    }

    /** S6, part 2 of 4: 82 gates in all, generated by simd/gen/des_sbox_circuits.py. */
    private static void s6b(long[] x, long[] y, long[] ks, int k, long[] m) {
        LongVector a1 = load(m, 1 * W);
        LongVector a2 = load(m, 7 * W);
        LongVector a3 = load(m, 8 * W);
        LongVector a5 = load(m, 3 * W);
        LongVector a6 = load(m, 6 * W);
        LongVector t13 = load(m, 2 * W);
        LongVector t17 = load(m, 9 * W);
        LongVector t19 = load(m, 0 * W);
        LongVector t4 = load(m, 10 * W);
        LongVector t6 = load(m, 5 * W);
        LongVector t9 = load(m, 4 * W);
        LongVector ones = LongVector.broadcast(S, -1L);
        LongVector t20 = t19.lanewise(AND, a1);
        LongVector t21 = t13.lanewise(XOR, t20);
        LongVector t22 = a5.lanewise(XOR, ones);
        LongVector t23 = t21.lanewise(AND, t22);
        LongVector t24 = t9.lanewise(XOR, t23);
        xorInto(y, 3 * W, t24);
        LongVector t25 = a1.lanewise(AND, t6);
        LongVector t26 = a6.lanewise(XOR, t25);
        LongVector t27 = t26.lanewise(XOR, a2);
        LongVector t28 = a6.lanewise(OR, a2);
        LongVector t29 = t28.lanewise(AND, a1);
        LongVector t30 = t29.lanewise(OR, t6);
        LongVector t31 = t30.lanewise(AND, t22);
        LongVector t32 = t27.lanewise(XOR, t31);
        LongVector t33 = a6.lanewise(AND, a3);
        LongVector t34 = t33.lanewise(AND, a1);
        LongVector t35 = t34.lanewise(OR, t17);
        LongVector t36 = a6.lanewise(XOR, a3);
        LongVector t37 = t36.lanewise(AND, t4);
        LongVector t38 = a6.lanewise(XOR, a1);
        LongVector t39 = t38.lanewise(AND, t17);
        LongVector t40 = t37.lanewise(XOR, t39);
        LongVector t41 = t40.lanewise(AND, a5);
        LongVector t42 = t35.lanewise(XOR, t41);
        t42.intoArray(m, 16 * W);
        t32.intoArray(m, 17 * W);
        t22.intoArray(m, 18 * W);
    }

    /** S6, part 3 of 4: 82 gates in all, generated by simd/gen/des_sbox_circuits.py. */
    private static void s6c(long[] x, long[] y, long[] ks, int k, long[] m) {
        LongVector a1 = load(m, 1 * W);
        LongVector a2 = load(m, 7 * W);
        LongVector a3 = load(m, 8 * W);
        LongVector a4 = load(m, 11 * W);
        LongVector a5 = load(m, 3 * W);
        LongVector a6 = load(m, 6 * W);
        LongVector t1 = load(m, 12 * W);
        LongVector t15 = load(m, 13 * W);
        LongVector t17 = load(m, 9 * W);
        LongVector t32 = load(m, 17 * W);
        LongVector t4 = load(m, 10 * W);
        LongVector t42 = load(m, 16 * W);
        LongVector t43 = t42.lanewise(AND, a4);
        LongVector t44 = t32.lanewise(XOR, t43);
        xorInto(y, 28 * W, t44);
        LongVector t45 = a3.lanewise(AND, a2);
        LongVector t46 = t1.lanewise(XOR, t45);
        LongVector t47 = a6.lanewise(XOR, a2);
        LongVector t48 = t47.lanewise(OR, a3);
        LongVector t49 = t48.lanewise(AND, a1);
        LongVector t50 = t46.lanewise(XOR, t49);
        LongVector t51 = a3.lanewise(OR, a1);
        LongVector t52 = a4.lanewise(AND, t4);
        LongVector t53 = a3.lanewise(XOR, t52);
        LongVector t54 = t53.lanewise(AND, a2);
        LongVector t55 = t51.lanewise(XOR, t54);
        LongVector t56 = a4.lanewise(XOR, a2);
        LongVector t57 = t15.lanewise(AND, t17);
        LongVector t58 = t57.lanewise(AND, a1);
        LongVector t59 = t56.lanewise(XOR, t58);
        LongVector t60 = t59.lanewise(AND, a6);
        LongVector t61 = t55.lanewise(XOR, t60);
        LongVector t62 = t61.lanewise(AND, a5);
        LongVector t63 = t50.lanewise(XOR, t62);
        t63.intoArray(m, 19 * W);
    }

    /** S6, part 4 of 4: 82 gates in all, generated by simd/gen/des_sbox_circuits.py. */
    private static void s6d(long[] x, long[] y, long[] ks, int k, long[] m) {
        LongVector a1 = load(m, 1 * W);
        LongVector a2 = load(m, 7 * W);
        LongVector a3 = load(m, 8 * W);
        LongVector a4 = load(m, 11 * W);
        LongVector a5 = load(m, 3 * W);
        LongVector a6 = load(m, 6 * W);
        LongVector t10 = load(m, 15 * W);
        LongVector t11 = load(m, 14 * W);
        LongVector t22 = load(m, 18 * W);
        LongVector t63 = load(m, 19 * W);
        xorInto(y, 10 * W, t63);
        LongVector t64 = a5.lanewise(AND, t11);
        LongVector t65 = t64.lanewise(XOR, a3);
        LongVector t66 = a5.lanewise(AND, a3);
        LongVector t67 = t66.lanewise(AND, a1);
        LongVector t68 = t65.lanewise(XOR, t67);
        LongVector t69 = a5.lanewise(OR, a3);
        LongVector t70 = t69.lanewise(AND, a4);
        LongVector t71 = t70.lanewise(OR, a1);
        LongVector t72 = t71.lanewise(AND, t10);
        LongVector t73 = t68.lanewise(XOR, t72);
        LongVector t74 = a4.lanewise(OR, a3);
        LongVector t75 = a4.lanewise(AND, t22);
        LongVector t76 = t75.lanewise(XOR, a3);
        LongVector t77 = t76.lanewise(OR, a1);
        LongVector t78 = t74.lanewise(XOR, t77);
        LongVector t79 = t78.lanewise(AND, a6);
        LongVector t80 = t74.lanewise(XOR, t79);
        LongVector t81 = t80.lanewise(AND, a2);
        LongVector t82 = t73.lanewise(XOR, t81);
        xorInto(y, 18 * W, t82);
    }

    /** S7, part 1 of 4: 82 gates in all, generated by simd/gen/des_sbox_circuits.py. */
    private static void s7a(long[] x, long[] y, long[] ks, int k, long[] m) {
        LongVector ones = LongVector.broadcast(S, -1L);
        LongVector a1 = load(x, 23 * W).lanewise(XOR, load(ks, k + 36 * W));
        LongVector a2 = load(x, 24 * W).lanewise(XOR, load(ks, k + 37 * W));
        LongVector a3 = load(x, 25 * W).lanewise(XOR, load(ks, k + 38 * W));
        LongVector a4 = load(x, 26 * W).lanewise(XOR, load(ks, k + 39 * W));
        LongVector a5 = load(x, 27 * W).lanewise(XOR, load(ks, k + 40 * W));
        LongVector a6 = load(x, 28 * W).lanewise(XOR, load(ks, k + 41 * W));
        LongVector t1 = a6.lanewise(XOR, a3);
        LongVector t2 = a3.lanewise(XOR, ones);
        LongVector t3 = a6.lanewise(AND, t2);
        LongVector t4 = a4.lanewise(XOR, t3);
        LongVector t5 = t4.lanewise(AND, a1);
        LongVector t6 = t1.lanewise(XOR, t5);
        LongVector t7 = a6.lanewise(XOR, ones);
        LongVector t8 = a3.lanewise(AND, t7);
        LongVector t9 = t8.lanewise(OR, a4);
        LongVector t10 = t9.lanewise(OR, a1);
        LongVector t11 = t10.lanewise(AND, a2);
        LongVector t12 = t6.lanewise(XOR, t11);
        LongVector t13 = a4.lanewise(XOR, ones);
        LongVector t14 = t13.lanewise(OR, a3);
        LongVector t15 = a1.lanewise(XOR, ones);
        LongVector t16 = t14.lanewise(AND, t15);
        LongVector t17 = a4.lanewise(XOR, t16);
        LongVector t18 = t17.lanewise(OR, a6);
        LongVector t19 = a4.lanewise(XOR, a3);
        t19.intoArray(m, 0 * W);
        a1.intoArray(m, 1 * W);
        a2.intoArray(m, 2 * W);
        t18.intoArray(m, 3 * W);
        a5.intoArray(m, 4 * W);
        t12.intoArray(m, 5 * W);
        a6.intoArray(m, 6 * W);
        a4.intoArray(m, 7 * W);
        t7.intoArray(m, 8 * W);
        t15.intoArray(m, 9 * W);
        a3.intoArray(m, 10 * W);
        t13.intoArray(m, 11 * W);
        t2.intoArray(m, 12 * W);
    }

    /** S7, part 2 of 4: 82 gates in all, generated by simd/gen/des_sbox_circuits.py. */
    private static void s7b(long[] x, long[] y, long[] ks, int k, long[] m) {
        LongVector a1 = load(m, 1 * W);
        LongVector a2 = load(m, 2 * W);
        LongVector a4 = load(m, 7 * W);
        LongVector a5 = load(m, 4 * W);
        LongVector a6 = load(m, 6 * W);
        LongVector t12 = load(m, 5 * W);
        LongVector t15 = load(m, 9 * W);
        LongVector t18 = load(m, 3 * W);
        LongVector t19 = load(m, 0 * W);
        LongVector t7 = load(m, 8 * W);
        LongVector ones = LongVector.broadcast(S, -1L);
        LongVector t20 = t19.lanewise(AND, a1);
        LongVector t21 = a2.lanewise(XOR, ones);
        LongVector t22 = t20.lanewise(AND, t21);
        LongVector t23 = t18.lanewise(XOR, t22);
        LongVector t24 = t23.lanewise(AND, a5);
        LongVector t25 = t12.lanewise(XOR, t24);
        xorInto(y, 31 * W, t25);
        LongVector t26 = a6.lanewise(XOR, a5);
        LongVector t27 = a6.lanewise(OR, a4);
        LongVector t28 = t27.lanewise(AND, a2);
        LongVector t29 = t26.lanewise(XOR, t28);
        LongVector t30 = t7.lanewise(XOR, a4);
        LongVector t31 = t30.lanewise(XOR, a2);
        LongVector t32 = a6.lanewise(AND, a4);
        LongVector t33 = t32.lanewise(AND, a2);
        LongVector t34 = a5.lanewise(XOR, ones);
        LongVector t35 = t33.lanewise(AND, t34);
        LongVector t36 = t31.lanewise(XOR, t35);
        LongVector t37 = t36.lanewise(AND, t15);
        LongVector t38 = t29.lanewise(XOR, t37);
        LongVector t39 = a6.lanewise(XOR, a1);
        LongVector t40 = t39.lanewise(AND, a5);
        LongVector t41 = t40.lanewise(AND, a4);
        LongVector t42 = a1.lanewise(XOR, t41);
        LongVector t43 = t30.lanewise(OR, t15);
        t43.intoArray(m, 13 * W);
        t42.intoArray(m, 14 * W);
        t38.intoArray(m, 15 * W);
        t34.intoArray(m, 16 * W);
        t26.intoArray(m, 17 * W);
    }

    /** S7, part 3 of 4: 82 gates in all, generated by simd/gen/des_sbox_circuits.py. */
    private static void s7c(long[] x, long[] y, long[] ks, int k, long[] m) {
        LongVector a1 = load(m, 1 * W);
        LongVector a2 = load(m, 2 * W);
        LongVector a3 = load(m, 10 * W);
        LongVector a4 = load(m, 7 * W);
        LongVector a5 = load(m, 4 * W);
        LongVector a6 = load(m, 6 * W);
        LongVector t13 = load(m, 11 * W);
        LongVector t34 = load(m, 16 * W);
        LongVector t38 = load(m, 15 * W);
        LongVector t42 = load(m, 14 * W);
        LongVector t43 = load(m, 13 * W);
        LongVector t7 = load(m, 8 * W);
        LongVector t44 = t43.lanewise(AND, a2);
        LongVector t45 = t42.lanewise(XOR, t44);
        LongVector t46 = t45.lanewise(AND, a3);
        LongVector t47 = t38.lanewise(XOR, t46);
        xorInto(y, 11 * W, t47);
        LongVector t48 = a4.lanewise(XOR, a2);
        LongVector t49 = t13.lanewise(OR, a2);
        LongVector t50 = t49.lanewise(AND, t7);
        LongVector t51 = t50.lanewise(AND, a5);
        LongVector t52 = t48.lanewise(XOR, t51);
        LongVector t53 = a4.lanewise(AND, a2);
        LongVector t54 = a6.lanewise(XOR, t53);
        LongVector t55 = t54.lanewise(OR, a5);
        LongVector t56 = t55.lanewise(AND, a1);
        LongVector t57 = t52.lanewise(XOR, t56);
        LongVector t58 = a4.lanewise(AND, t34);
        LongVector t59 = t58.lanewise(XOR, t53);
        LongVector t60 = t59.lanewise(OR, t7);
        LongVector t61 = a6.lanewise(OR, a5);
        LongVector t62 = t61.lanewise(OR, a2);
        LongVector t63 = t60.lanewise(XOR, t62);
        LongVector t64 = t63.lanewise(AND, a1);
        LongVector t65 = t60.lanewise(XOR, t64);
        t65.intoArray(m, 18 * W);
        t57.intoArray(m, 19 * W);
        t58.intoArray(m, 20 * W);
    }

    /** S7, part 4 of 4: 82 gates in all, generated by simd/gen/des_sbox_circuits.py. */
    private static void s7d(long[] x, long[] y, long[] ks, int k, long[] m) {
        LongVector a1 = load(m, 1 * W);
        LongVector a2 = load(m, 2 * W);
        LongVector a3 = load(m, 10 * W);
        LongVector a4 = load(m, 7 * W);
        LongVector a5 = load(m, 4 * W);
        LongVector a6 = load(m, 6 * W);
        LongVector t2 = load(m, 12 * W);
        LongVector t26 = load(m, 17 * W);
        LongVector t57 = load(m, 19 * W);
        LongVector t58 = load(m, 20 * W);
        LongVector t65 = load(m, 18 * W);
        LongVector t66 = t65.lanewise(AND, a3);
        LongVector t67 = t57.lanewise(XOR, t66);
        xorInto(y, 21 * W, t67);
        LongVector t68 = t26.lanewise(XOR, a3);
        LongVector t69 = t68.lanewise(XOR, a1);
        LongVector t70 = a6.lanewise(AND, a1);
        LongVector t71 = t70.lanewise(OR, a5);
        LongVector t72 = t71.lanewise(OR, a3);
        LongVector t73 = t72.lanewise(AND, a4);
        LongVector t74 = t69.lanewise(XOR, t73);
        LongVector t75 = a5.lanewise(XOR, a4);
        LongVector t76 = t75.lanewise(XOR, a3);
        LongVector t77 = t76.lanewise(AND, a1);
        LongVector t78 = t58.lanewise(XOR, t77);
        LongVector t79 = t78.lanewise(AND, a6);
        LongVector t80 = t2.lanewise(XOR, t79);
        LongVector t81 = t80.lanewise(AND, a2);
        LongVector t82 = t74.lanewise(XOR, t81);
        xorInto(y, 6 * W, t82);
    }

    /** S8, part 1 of 4: 86 gates in all, generated by simd/gen/des_sbox_circuits.py. */
    private static void s8a(long[] x, long[] y, long[] ks, int k, long[] m) {
        LongVector ones = LongVector.broadcast(S, -1L);
        LongVector a1 = load(x, 27 * W).lanewise(XOR, load(ks, k + 42 * W));
        LongVector a2 = load(x, 28 * W).lanewise(XOR, load(ks, k + 43 * W));
        LongVector a3 = load(x, 29 * W).lanewise(XOR, load(ks, k + 44 * W));
        LongVector a4 = load(x, 30 * W).lanewise(XOR, load(ks, k + 45 * W));
        LongVector a5 = load(x, 31 * W).lanewise(XOR, load(ks, k + 46 * W));
        LongVector a6 = load(x, 0 * W).lanewise(XOR, load(ks, k + 47 * W));
        LongVector t1 = a5.lanewise(XOR, ones);
        LongVector t2 = a6.lanewise(OR, t1);
        LongVector t3 = a4.lanewise(XOR, ones);
        LongVector t4 = t2.lanewise(AND, t3);
        LongVector t5 = a5.lanewise(XOR, t4);
        LongVector t6 = t5.lanewise(XOR, a3);
        LongVector t7 = a6.lanewise(OR, a5);
        LongVector t8 = a5.lanewise(AND, a4);
        LongVector t9 = t7.lanewise(XOR, t8);
        LongVector t10 = a6.lanewise(XOR, ones);
        LongVector t11 = a4.lanewise(AND, t10);
        LongVector t12 = a3.lanewise(XOR, ones);
        LongVector t13 = t11.lanewise(AND, t12);
        LongVector t14 = t9.lanewise(XOR, t13);
        LongVector t15 = a2.lanewise(XOR, ones);
        LongVector t16 = t14.lanewise(AND, t15);
        LongVector t17 = t6.lanewise(XOR, t16);
        LongVector t18 = a3.lanewise(XOR, a4);
        LongVector t19 = t18.lanewise(AND, a2);
        LongVector t20 = a3.lanewise(XOR, t19);
        LongVector t21 = t20.lanewise(OR, a5);
        a5.intoArray(m, 0 * W);
        t12.intoArray(m, 1 * W);
        t15.intoArray(m, 2 * W);
        a3.intoArray(m, 3 * W);
        a2.intoArray(m, 4 * W);
        t3.intoArray(m, 5 * W);
        t10.intoArray(m, 6 * W);
        t21.intoArray(m, 7 * W);
        a1.intoArray(m, 8 * W);
        t17.intoArray(m, 9 * W);
        a6.intoArray(m, 10 * W);
        t1.intoArray(m, 11 * W);
        a4.intoArray(m, 12 * W);
    }

    /** S8, part 2 of 4: 86 gates in all, generated by simd/gen/des_sbox_circuits.py. */
    private static void s8b(long[] x, long[] y, long[] ks, int k, long[] m) {
        LongVector a1 = load(m, 8 * W);
        LongVector a2 = load(m, 4 * W);
        LongVector a3 = load(m, 3 * W);
        LongVector a5 = load(m, 0 * W);
        LongVector a6 = load(m, 10 * W);
        LongVector t1 = load(m, 11 * W);
        LongVector t10 = load(m, 6 * W);
        LongVector t12 = load(m, 1 * W);
        LongVector t15 = load(m, 2 * W);
        LongVector t17 = load(m, 9 * W);
        LongVector t21 = load(m, 7 * W);
        LongVector t3 = load(m, 5 * W);
        LongVector t22 = a5.lanewise(AND, t12);
        LongVector t23 = t22.lanewise(OR, t15);
        LongVector t24 = a5.lanewise(XOR, a3);
        LongVector t25 = t24.lanewise(OR, a2);
        LongVector t26 = t25.lanewise(AND, t3);
        LongVector t27 = t23.lanewise(XOR, t26);
        LongVector t28 = t27.lanewise(AND, t10);
        LongVector t29 = t21.lanewise(XOR, t28);
        LongVector t30 = t29.lanewise(AND, a1);
        LongVector t31 = t17.lanewise(XOR, t30);
        xorInto(y, 4 * W, t31);
        LongVector t32 = a6.lanewise(XOR, a3);
        LongVector t33 = a1.lanewise(AND, t10);
        LongVector t34 = t33.lanewise(OR, a3);
        LongVector t35 = t34.lanewise(AND, a5);
        LongVector t36 = t32.lanewise(XOR, t35);
        LongVector t37 = t1.lanewise(XOR, a3);
        LongVector t38 = t37.lanewise(OR, a1);
        LongVector t39 = t38.lanewise(AND, t15);
        LongVector t40 = t36.lanewise(XOR, t39);
        LongVector t41 = a5.lanewise(OR, t15);
        LongVector t42 = a3.lanewise(AND, t15);
        LongVector t43 = t42.lanewise(OR, a6);
        LongVector t44 = t41.lanewise(XOR, t43);
        LongVector t45 = t44.lanewise(AND, a1);
        t41.intoArray(m, 13 * W);
        t45.intoArray(m, 14 * W);
        t40.intoArray(m, 15 * W);
        t33.intoArray(m, 16 * W);
    }

    /** S8, part 3 of 4: 86 gates in all, generated by simd/gen/des_sbox_circuits.py. */
    private static void s8c(long[] x, long[] y, long[] ks, int k, long[] m) {
        LongVector a1 = load(m, 8 * W);
        LongVector a2 = load(m, 4 * W);
        LongVector a3 = load(m, 3 * W);
        LongVector a4 = load(m, 12 * W);
        LongVector a5 = load(m, 0 * W);
        LongVector a6 = load(m, 10 * W);
        LongVector t1 = load(m, 11 * W);
        LongVector t10 = load(m, 6 * W);
        LongVector t12 = load(m, 1 * W);
        LongVector t3 = load(m, 5 * W);
        LongVector t33 = load(m, 16 * W);
        LongVector t40 = load(m, 15 * W);
        LongVector t41 = load(m, 13 * W);
        LongVector t45 = load(m, 14 * W);
        LongVector ones = LongVector.broadcast(S, -1L);
        LongVector t46 = t41.lanewise(XOR, t45);
        LongVector t47 = t46.lanewise(AND, a4);
        LongVector t48 = t40.lanewise(XOR, t47);
        xorInto(y, 26 * W, t48);
        LongVector t49 = a3.lanewise(AND, t1);
        LongVector t50 = t49.lanewise(XOR, a2);
        LongVector t51 = a2.lanewise(AND, t10);
        LongVector t52 = t51.lanewise(OR, a3);
        LongVector t53 = t52.lanewise(AND, a5);
        LongVector t54 = a6.lanewise(XOR, t53);
        LongVector t55 = t54.lanewise(AND, a1);
        LongVector t56 = t50.lanewise(XOR, t55);
        LongVector t57 = t33.lanewise(OR, a5);
        LongVector t58 = a6.lanewise(AND, t12);
        LongVector t59 = a6.lanewise(AND, a5);
        LongVector t60 = a1.lanewise(XOR, ones);
        LongVector t61 = t59.lanewise(AND, t60);
        LongVector t62 = t58.lanewise(XOR, t61);
        LongVector t63 = t62.lanewise(AND, a2);
        LongVector t64 = t57.lanewise(XOR, t63);
        LongVector t65 = t64.lanewise(AND, t3);
        LongVector t66 = t56.lanewise(XOR, t65);
        t66.intoArray(m, 17 * W);
        t60.intoArray(m, 18 * W);
    }

    /** S8, part 4 of 4: 86 gates in all, generated by simd/gen/des_sbox_circuits.py. */
    private static void s8d(long[] x, long[] y, long[] ks, int k, long[] m) {
        LongVector a1 = load(m, 8 * W);
        LongVector a2 = load(m, 4 * W);
        LongVector a3 = load(m, 3 * W);
        LongVector a4 = load(m, 12 * W);
        LongVector a6 = load(m, 10 * W);
        LongVector t1 = load(m, 11 * W);
        LongVector t10 = load(m, 6 * W);
        LongVector t12 = load(m, 1 * W);
        LongVector t15 = load(m, 2 * W);
        LongVector t3 = load(m, 5 * W);
        LongVector t60 = load(m, 18 * W);
        LongVector t66 = load(m, 17 * W);
        xorInto(y, 14 * W, t66);
        LongVector t67 = a2.lanewise(AND, t3);
        LongVector t68 = t67.lanewise(XOR, a3);
        LongVector t69 = t68.lanewise(XOR, a1);
        LongVector t70 = a4.lanewise(OR, t60);
        LongVector t71 = t70.lanewise(AND, t12);
        LongVector t72 = t71.lanewise(AND, t15);
        LongVector t73 = a4.lanewise(XOR, t72);
        LongVector t74 = t73.lanewise(AND, a6);
        LongVector t75 = t69.lanewise(XOR, t74);
        LongVector t76 = a1.lanewise(AND, t12);
        LongVector t77 = t76.lanewise(OR, a6);
        LongVector t78 = t77.lanewise(OR, a2);
        LongVector t79 = t10.lanewise(OR, a3);
        LongVector t80 = a6.lanewise(XOR, a2);
        LongVector t81 = t80.lanewise(AND, t60);
        LongVector t82 = t79.lanewise(XOR, t81);
        LongVector t83 = t82.lanewise(AND, t3);
        LongVector t84 = t78.lanewise(XOR, t83);
        LongVector t85 = t84.lanewise(AND, t1);
        LongVector t86 = t75.lanewise(XOR, t85);
        xorInto(y, 20 * W, t86);
    }
    // END GENERATED S-BOXES
}
