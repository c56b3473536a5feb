package dev.lanecrypt.des;

import static jdk.incubator.vector.VectorOperators.AND;
import static jdk.incubator.vector.VectorOperators.LSHL;
import static jdk.incubator.vector.VectorOperators.LSHR;
import static jdk.incubator.vector.VectorOperators.OR;
import static jdk.incubator.vector.VectorOperators.XOR;

import dev.lanecrypt.select.SpeciesClasses;
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
 *   32, 16, ..., 1), on whole vectors, so all W lanes transpose together, three steps at a time on
 *   eight rows held in registers (each row loaded and stored twice per transposition, not six times;
 *   generated with constant shifts and masks), read straight from the caller's blocks and written
 *   back to them. Row j of lane g is block {@code j * W + g}; afterwards row r holds bit r (LSB
 *   numbering) of the 64 blocks of its lane.</li>
 *   <li>IP, FP, E and P are renamings of slices: IP and FP pick which rows become the halves L and R
 *   ({@code inSlot}, {@code outSlot}); E and P are the constant slice offsets the generated S-box code
 *   loads from and XORs into. Nothing is computed for them.</li>
 *   <li>The S-boxes are straight-line circuits, generated from the tables by
 *   {@code gen/des_sbox_circuits.py} (between the GENERATED markers below), one method each, made
 *   of Vector API calls only, in two designs: {@code s1..s8} of two-input and/or/xor/not gates (81
 *   per S-box on average), and {@code u1..u8} of three-input gates (38 on average), each gate one
 *   expression over its three inputs, which C2 compiles to one {@code vpternlog} on AVX-512 (JDK-8241040)
 *   and to the expression's operations elsewhere. An engine runs one design ({@code ternary}); the
 *   selector times both ({@code bitslice*} and {@code ternary*}). A helper method of ours would not do: C2 stops inlining ordinary methods
 *   into a compile unit past 18000 nodes (NodeCountInliningCutoff), which an S-box of ~110 vector
 *   operations reaches, and a helper left as a call boxes the vectors it takes (the load/xorInto
 *   helpers did: 32 KiB allocated per pass, 2.6x slower). The Vector API's methods are
 *   {@code @ForceInline}, which C2 still inlines past that cutoff.</li>
 *   <li>Round keys are slices too (48 per round, built once per key by {@link dev.lanecrypt.des.BitslicedKernel}), so each lane
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
final class BitslicedDesEngine implements BitslicedPass {

    private static final VectorSpecies<Long> S = SpeciesClasses.species(MethodHandles.lookup());

    /** Longs per slice. */
    private static final int W = S.length();

    private static final int P = 64 * W;

    /** Whether the rounds run the three-input-gate circuits ({@code u1..u8}) instead of the two-input ones. */
    private final boolean ternary;

    BitslicedDesEngine(boolean ternary) {
        this.ternary = ternary;
    }

    /** The 64 rows being transposed, W longs each (and a partial pass's zero-padded blocks). */
    private final long[] rows = new long[64 * W];

    /** The state: L (slices 0..31) and R (32..63), DES bit order within each half, W longs per slice. */
    private final long[] l = new long[32 * W];
    private final long[] r = new long[32 * W];

    @Override
    public int blocksPerPass() {
        return P;
    }

    @Override
    public void pass(long[] blocks, int off, int count, long[] ks, int rounds, int[] inSlot, int[] outSlot) {
        long[] io = blocks;
        int base = off;
        if (count < P) {                                     // a partial pass works on a zero-padded copy
            System.arraycopy(blocks, off, rows, 0, count);
            java.util.Arrays.fill(rows, count, P, 0L);
            io = rows;
            base = 0;
        }
        // Transposition in (its own inverse, out below): the swap steps at distances 32, 16, 8 act
        // within the rows j, j + 8, ..., j + 56, then 4, 2, 1 within the rows 8g .. 8g + 7.
        for (int j = 0; j < 8; j++) {
            outer(io, base, rows, 0, j);
        }
        for (int g = 0; g < 64; g += 8) {
            inner(rows, 0, rows, 0, g);
        }
        for (int i = 0; i < 32; i++) {
            System.arraycopy(rows, inSlot[i] * W, l, i * W, W);
            System.arraycopy(rows, inSlot[32 + i] * W, r, i * W, W);
        }
        for (int i = 0; i < rounds; i++) {
            // In place: L ^= f(R), then R ^= f(L); each 16-round stage of EDE starts with the halves
            // exchanged (FP of one DES and IP of the next cancel, leaving R16||L16), hence i / 16.
            boolean intoL = ((i + i / 16) & 1) == 0;
            long[] x = intoL ? r : l;
            long[] y = intoL ? l : r;
            int k = i * 48 * W;
            if (ternary) {
                u1(x, y, ks, k);
                u2(x, y, ks, k);
                u3(x, y, ks, k);
                u4(x, y, ks, k);
                u5(x, y, ks, k);
                u6(x, y, ks, k);
                u7(x, y, ks, k);
                u8(x, y, ks, k);
            } else {
                s1(x, y, ks, k);
                s2(x, y, ks, k);
                s3(x, y, ks, k);
                s4(x, y, ks, k);
                s5(x, y, ks, k);
                s6(x, y, ks, k);
                s7(x, y, ks, k);
                s8(x, y, ks, k);
            }
        }
        for (int row = 0; row < 64; row++) {
            int slot = outSlot[row];
            System.arraycopy(slot < 32 ? l : r, (slot & 31) * W, rows, row * W, W);
        }
        for (int j = 0; j < 8; j++) {
            outer(rows, 0, rows, 0, j);
        }
        for (int g = 0; g < 64; g += 8) {
            inner(rows, 0, io, base, g);
        }
        if (count < P) {
            System.arraycopy(rows, 0, blocks, off, count);
        }
    }


    // BEGIN GENERATED CODE (gen/des_sbox_circuits.py)
    /** Distances 32, 16, 8 of the transposition on the rows first + 8 i, from a at ao to b at bo. */
    private static void outer(long[] a, int ao, long[] b, int bo, int first) {
        LongVector v0 = LongVector.fromArray(S, a, ao + (first + 0) * W);
        LongVector v1 = LongVector.fromArray(S, a, ao + (first + 8) * W);
        LongVector v2 = LongVector.fromArray(S, a, ao + (first + 16) * W);
        LongVector v3 = LongVector.fromArray(S, a, ao + (first + 24) * W);
        LongVector v4 = LongVector.fromArray(S, a, ao + (first + 32) * W);
        LongVector v5 = LongVector.fromArray(S, a, ao + (first + 40) * W);
        LongVector v6 = LongVector.fromArray(S, a, ao + (first + 48) * W);
        LongVector v7 = LongVector.fromArray(S, a, ao + (first + 56) * W);
        LongVector t;
        t = v0.lanewise(LSHR, 32).lanewise(XOR, v4).lanewise(AND, 0x00000000FFFFFFFFL);
        v4 = v4.lanewise(XOR, t);
        v0 = v0.lanewise(XOR, t.lanewise(LSHL, 32));
        t = v1.lanewise(LSHR, 32).lanewise(XOR, v5).lanewise(AND, 0x00000000FFFFFFFFL);
        v5 = v5.lanewise(XOR, t);
        v1 = v1.lanewise(XOR, t.lanewise(LSHL, 32));
        t = v2.lanewise(LSHR, 32).lanewise(XOR, v6).lanewise(AND, 0x00000000FFFFFFFFL);
        v6 = v6.lanewise(XOR, t);
        v2 = v2.lanewise(XOR, t.lanewise(LSHL, 32));
        t = v3.lanewise(LSHR, 32).lanewise(XOR, v7).lanewise(AND, 0x00000000FFFFFFFFL);
        v7 = v7.lanewise(XOR, t);
        v3 = v3.lanewise(XOR, t.lanewise(LSHL, 32));
        t = v0.lanewise(LSHR, 16).lanewise(XOR, v2).lanewise(AND, 0x0000FFFF0000FFFFL);
        v2 = v2.lanewise(XOR, t);
        v0 = v0.lanewise(XOR, t.lanewise(LSHL, 16));
        t = v1.lanewise(LSHR, 16).lanewise(XOR, v3).lanewise(AND, 0x0000FFFF0000FFFFL);
        v3 = v3.lanewise(XOR, t);
        v1 = v1.lanewise(XOR, t.lanewise(LSHL, 16));
        t = v4.lanewise(LSHR, 16).lanewise(XOR, v6).lanewise(AND, 0x0000FFFF0000FFFFL);
        v6 = v6.lanewise(XOR, t);
        v4 = v4.lanewise(XOR, t.lanewise(LSHL, 16));
        t = v5.lanewise(LSHR, 16).lanewise(XOR, v7).lanewise(AND, 0x0000FFFF0000FFFFL);
        v7 = v7.lanewise(XOR, t);
        v5 = v5.lanewise(XOR, t.lanewise(LSHL, 16));
        t = v0.lanewise(LSHR, 8).lanewise(XOR, v1).lanewise(AND, 0x00FF00FF00FF00FFL);
        v1 = v1.lanewise(XOR, t);
        v0 = v0.lanewise(XOR, t.lanewise(LSHL, 8));
        t = v2.lanewise(LSHR, 8).lanewise(XOR, v3).lanewise(AND, 0x00FF00FF00FF00FFL);
        v3 = v3.lanewise(XOR, t);
        v2 = v2.lanewise(XOR, t.lanewise(LSHL, 8));
        t = v4.lanewise(LSHR, 8).lanewise(XOR, v5).lanewise(AND, 0x00FF00FF00FF00FFL);
        v5 = v5.lanewise(XOR, t);
        v4 = v4.lanewise(XOR, t.lanewise(LSHL, 8));
        t = v6.lanewise(LSHR, 8).lanewise(XOR, v7).lanewise(AND, 0x00FF00FF00FF00FFL);
        v7 = v7.lanewise(XOR, t);
        v6 = v6.lanewise(XOR, t.lanewise(LSHL, 8));
        v0.intoArray(b, bo + (first + 0) * W);
        v1.intoArray(b, bo + (first + 8) * W);
        v2.intoArray(b, bo + (first + 16) * W);
        v3.intoArray(b, bo + (first + 24) * W);
        v4.intoArray(b, bo + (first + 32) * W);
        v5.intoArray(b, bo + (first + 40) * W);
        v6.intoArray(b, bo + (first + 48) * W);
        v7.intoArray(b, bo + (first + 56) * W);
    }

    /** Distances 4, 2, 1 of the transposition on the rows first + 1 i, from a at ao to b at bo. */
    private static void inner(long[] a, int ao, long[] b, int bo, int first) {
        LongVector v0 = LongVector.fromArray(S, a, ao + (first + 0) * W);
        LongVector v1 = LongVector.fromArray(S, a, ao + (first + 1) * W);
        LongVector v2 = LongVector.fromArray(S, a, ao + (first + 2) * W);
        LongVector v3 = LongVector.fromArray(S, a, ao + (first + 3) * W);
        LongVector v4 = LongVector.fromArray(S, a, ao + (first + 4) * W);
        LongVector v5 = LongVector.fromArray(S, a, ao + (first + 5) * W);
        LongVector v6 = LongVector.fromArray(S, a, ao + (first + 6) * W);
        LongVector v7 = LongVector.fromArray(S, a, ao + (first + 7) * W);
        LongVector t;
        t = v0.lanewise(LSHR, 4).lanewise(XOR, v4).lanewise(AND, 0x0F0F0F0F0F0F0F0FL);
        v4 = v4.lanewise(XOR, t);
        v0 = v0.lanewise(XOR, t.lanewise(LSHL, 4));
        t = v1.lanewise(LSHR, 4).lanewise(XOR, v5).lanewise(AND, 0x0F0F0F0F0F0F0F0FL);
        v5 = v5.lanewise(XOR, t);
        v1 = v1.lanewise(XOR, t.lanewise(LSHL, 4));
        t = v2.lanewise(LSHR, 4).lanewise(XOR, v6).lanewise(AND, 0x0F0F0F0F0F0F0F0FL);
        v6 = v6.lanewise(XOR, t);
        v2 = v2.lanewise(XOR, t.lanewise(LSHL, 4));
        t = v3.lanewise(LSHR, 4).lanewise(XOR, v7).lanewise(AND, 0x0F0F0F0F0F0F0F0FL);
        v7 = v7.lanewise(XOR, t);
        v3 = v3.lanewise(XOR, t.lanewise(LSHL, 4));
        t = v0.lanewise(LSHR, 2).lanewise(XOR, v2).lanewise(AND, 0x3333333333333333L);
        v2 = v2.lanewise(XOR, t);
        v0 = v0.lanewise(XOR, t.lanewise(LSHL, 2));
        t = v1.lanewise(LSHR, 2).lanewise(XOR, v3).lanewise(AND, 0x3333333333333333L);
        v3 = v3.lanewise(XOR, t);
        v1 = v1.lanewise(XOR, t.lanewise(LSHL, 2));
        t = v4.lanewise(LSHR, 2).lanewise(XOR, v6).lanewise(AND, 0x3333333333333333L);
        v6 = v6.lanewise(XOR, t);
        v4 = v4.lanewise(XOR, t.lanewise(LSHL, 2));
        t = v5.lanewise(LSHR, 2).lanewise(XOR, v7).lanewise(AND, 0x3333333333333333L);
        v7 = v7.lanewise(XOR, t);
        v5 = v5.lanewise(XOR, t.lanewise(LSHL, 2));
        t = v0.lanewise(LSHR, 1).lanewise(XOR, v1).lanewise(AND, 0x5555555555555555L);
        v1 = v1.lanewise(XOR, t);
        v0 = v0.lanewise(XOR, t.lanewise(LSHL, 1));
        t = v2.lanewise(LSHR, 1).lanewise(XOR, v3).lanewise(AND, 0x5555555555555555L);
        v3 = v3.lanewise(XOR, t);
        v2 = v2.lanewise(XOR, t.lanewise(LSHL, 1));
        t = v4.lanewise(LSHR, 1).lanewise(XOR, v5).lanewise(AND, 0x5555555555555555L);
        v5 = v5.lanewise(XOR, t);
        v4 = v4.lanewise(XOR, t.lanewise(LSHL, 1));
        t = v6.lanewise(LSHR, 1).lanewise(XOR, v7).lanewise(AND, 0x5555555555555555L);
        v7 = v7.lanewise(XOR, t);
        v6 = v6.lanewise(XOR, t.lanewise(LSHL, 1));
        v0.intoArray(b, bo + (first + 0) * W);
        v1.intoArray(b, bo + (first + 1) * W);
        v2.intoArray(b, bo + (first + 2) * W);
        v3.intoArray(b, bo + (first + 3) * W);
        v4.intoArray(b, bo + (first + 4) * W);
        v5.intoArray(b, bo + (first + 5) * W);
        v6.intoArray(b, bo + (first + 6) * W);
        v7.intoArray(b, bo + (first + 7) * W);
    }

    /** Zeros the three-input circuits add to their inputs, from an array so that C2 does not fold them. */
    private static final long[] OPAQUE_ZERO = new long[8];

    /** S1: 89 gates, generated by gen/des_sbox_circuits.py. */
    private static void s1(long[] x, long[] y, long[] ks, int k) {
        LongVector ones = LongVector.broadcast(S, -1L);
        LongVector a1 = LongVector.fromArray(S, x, 31 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 0 * W));
        LongVector a2 = LongVector.fromArray(S, x, 0 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 1 * W));
        LongVector a3 = LongVector.fromArray(S, x, 1 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 2 * W));
        LongVector a4 = LongVector.fromArray(S, x, 2 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 3 * W));
        LongVector a5 = LongVector.fromArray(S, x, 3 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 4 * W));
        LongVector a6 = LongVector.fromArray(S, x, 4 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 5 * W));
        LongVector t1 = a6.lanewise(XOR, a5);
        LongVector t2 = a6.lanewise(AND, a5);
        LongVector t3 = t1.lanewise(AND, a3);
        LongVector t4 = t2.lanewise(XOR, t3);
        LongVector t5 = t4.lanewise(AND, a4);
        LongVector t6 = t1.lanewise(XOR, t5);
        LongVector t7 = a3.lanewise(XOR, ones);
        LongVector t8 = a4.lanewise(OR, t7);
        LongVector t9 = a2.lanewise(XOR, ones);
        LongVector t10 = t8.lanewise(AND, t9);
        LongVector t11 = t6.lanewise(XOR, t10);
        LongVector t12 = a6.lanewise(XOR, a4);
        LongVector t13 = a5.lanewise(XOR, ones);
        LongVector t14 = t12.lanewise(OR, t13);
        LongVector t15 = t14.lanewise(AND, t7);
        LongVector t16 = t12.lanewise(AND, a4);
        LongVector t17 = t16.lanewise(OR, a3);
        LongVector t18 = a6.lanewise(AND, a3);
        LongVector t19 = t12.lanewise(XOR, t18);
        LongVector t20 = t19.lanewise(AND, a5);
        LongVector t21 = t17.lanewise(XOR, t20);
        LongVector t22 = t21.lanewise(AND, t9);
        LongVector t23 = t15.lanewise(XOR, t22);
        LongVector t24 = t23.lanewise(AND, a1);
        LongVector t25 = t11.lanewise(XOR, t24);
        LongVector.fromArray(S, y, 8 * W).lanewise(XOR, t25).intoArray(y, 8 * W);
        LongVector t26 = a4.lanewise(XOR, a1);
        LongVector t27 = t16.lanewise(AND, a1);
        LongVector t28 = a6.lanewise(XOR, t27);
        LongVector t29 = t28.lanewise(AND, a5);
        LongVector t30 = t26.lanewise(XOR, t29);
        LongVector t31 = a6.lanewise(XOR, ones);
        LongVector t32 = t31.lanewise(OR, a4);
        LongVector t33 = t32.lanewise(AND, t13);
        LongVector t34 = t2.lanewise(XOR, ones);
        LongVector t35 = t34.lanewise(AND, a1);
        LongVector t36 = t33.lanewise(OR, t35);
        LongVector t37 = t36.lanewise(AND, a3);
        LongVector t38 = t30.lanewise(XOR, t37);
        LongVector t39 = t26.lanewise(OR, a4);
        LongVector t40 = t39.lanewise(AND, a5);
        LongVector t41 = t26.lanewise(XOR, ones);
        LongVector t42 = t41.lanewise(OR, a5);
        LongVector t43 = t42.lanewise(AND, t31);
        LongVector t44 = t40.lanewise(OR, t43);
        LongVector t45 = t31.lanewise(AND, t35);
        LongVector t46 = t45.lanewise(AND, t13);
        LongVector t47 = t28.lanewise(XOR, t46);
        LongVector t48 = t47.lanewise(AND, a3);
        LongVector t49 = t44.lanewise(XOR, t48);
        LongVector t50 = t49.lanewise(AND, t9);
        LongVector t51 = t38.lanewise(XOR, t50);
        LongVector.fromArray(S, y, 16 * W).lanewise(XOR, t51).intoArray(y, 16 * W);
        LongVector t52 = t13.lanewise(AND, a1);
        LongVector t53 = t1.lanewise(XOR, t52);
        LongVector t54 = t53.lanewise(AND, a4);
        LongVector t55 = t35.lanewise(XOR, t54);
        LongVector t56 = t33.lanewise(XOR, ones);
        LongVector t57 = a1.lanewise(XOR, ones);
        LongVector t58 = t56.lanewise(OR, t57);
        LongVector t59 = t58.lanewise(AND, t7);
        LongVector t60 = t55.lanewise(XOR, t59);
        LongVector t61 = a6.lanewise(OR, t17);
        LongVector t62 = t61.lanewise(OR, a1);
        LongVector t63 = t19.lanewise(XOR, ones);
        LongVector t64 = a4.lanewise(XOR, a3);
        LongVector t65 = t64.lanewise(OR, a6);
        LongVector t66 = t65.lanewise(AND, t57);
        LongVector t67 = t63.lanewise(XOR, t66);
        LongVector t68 = t67.lanewise(AND, a5);
        LongVector t69 = t62.lanewise(XOR, t68);
        LongVector t70 = t69.lanewise(AND, t9);
        LongVector t71 = t60.lanewise(XOR, t70);
        LongVector.fromArray(S, y, 22 * W).lanewise(XOR, t71).intoArray(y, 22 * W);
        LongVector t72 = t18.lanewise(XOR, t4);
        LongVector t73 = t72.lanewise(XOR, a4);
        LongVector t74 = t1.lanewise(XOR, ones);
        LongVector t75 = t74.lanewise(OR, a4);
        LongVector t76 = t31.lanewise(XOR, t34);
        LongVector t77 = t76.lanewise(AND, a3);
        LongVector t78 = t75.lanewise(XOR, t77);
        LongVector t79 = t78.lanewise(AND, a2);
        LongVector t80 = t73.lanewise(XOR, t79);
        LongVector t81 = t76.lanewise(OR, t4);
        LongVector t82 = t81.lanewise(OR, a4);
        LongVector t83 = t16.lanewise(XOR, t17);
        LongVector t84 = t63.lanewise(AND, a5);
        LongVector t85 = t83.lanewise(XOR, t84);
        LongVector t86 = t85.lanewise(AND, t9);
        LongVector t87 = t82.lanewise(XOR, t86);
        LongVector t88 = t87.lanewise(AND, a1);
        LongVector t89 = t80.lanewise(XOR, t88);
        LongVector.fromArray(S, y, 30 * W).lanewise(XOR, t89).intoArray(y, 30 * W);
    }

    /** S1: 33 three-input gates, generated by gen/des_sbox_circuits.py (gen/des_sbox_lut3.py). */
    private static void u1(long[] x, long[] y, long[] ks, int k) {
        LongVector opaque = LongVector.fromArray(S, OPAQUE_ZERO, 0);
        LongVector a1 = LongVector.fromArray(S, x, 31 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 0 * W)).add(opaque);
        LongVector a2 = LongVector.fromArray(S, x, 0 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 1 * W)).add(opaque);
        LongVector a3 = LongVector.fromArray(S, x, 1 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 2 * W)).add(opaque);
        LongVector a4 = LongVector.fromArray(S, x, 2 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 3 * W)).add(opaque);
        LongVector a5 = LongVector.fromArray(S, x, 3 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 4 * W)).add(opaque);
        LongVector a6 = LongVector.fromArray(S, x, 4 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 5 * W)).add(opaque);
        LongVector g1 = a3.lanewise(XOR, a4.lanewise(XOR, a6));
        LongVector g2 = a5.lanewise(AND, g1).lanewise(OR, a5.not().lanewise(AND, a4));
        LongVector g3 = a4.lanewise(AND, a5.lanewise(AND, a6)).lanewise(OR, a4.not().lanewise(AND, a5.not().lanewise(AND, a6.not())));
        LongVector g4 = a4.not().lanewise(OR, a5.lanewise(XOR, a6));
        LongVector g5 = a3.lanewise(AND, g4).lanewise(OR, a3.not().lanewise(AND, g3));
        LongVector g6 = a2.lanewise(AND, g5).lanewise(OR, a2.not().lanewise(AND, g2));
        LongVector g7 = a5.lanewise(AND, g1.lanewise(XOR, g4)).lanewise(OR, a5.not().lanewise(AND, g1.lanewise(AND, g4)));
        LongVector g8 = a6.lanewise(AND, a3.not()).lanewise(OR, a6.not().lanewise(AND, a5.not()));
        LongVector g9 = a4.lanewise(AND, g5.not()).lanewise(OR, a4.not().lanewise(AND, g8));
        LongVector g10 = a2.lanewise(AND, g9).lanewise(OR, a2.not().lanewise(AND, g7));
        LongVector g11 = a1.lanewise(AND, g10).lanewise(OR, a1.not().lanewise(AND, g6));
        LongVector.fromArray(S, y, 30 * W).lanewise(XOR, g11).intoArray(y, 30 * W);
        LongVector g12 = g7.lanewise(XOR, a2.not().lanewise(OR, a3));
        LongVector g13 = a3.lanewise(AND, a5.not().lanewise(OR, a6.not())).lanewise(OR, a3.not().lanewise(AND, a5.not().lanewise(AND, a6.not())));
        LongVector g14 = a2.lanewise(AND, g13.not().lanewise(AND, g13.not())).lanewise(OR, a2.not().lanewise(AND, g13.lanewise(AND, g13)));
        LongVector g15 = a4.lanewise(AND, g14).lanewise(OR, a4.not().lanewise(AND, g12));
        LongVector g16 = g9.lanewise(AND, g6.lanewise(OR, g15.not())).lanewise(OR, g9.not().lanewise(AND, g15));
        LongVector g17 = g6.lanewise(AND, a2.lanewise(AND, g7.not())).lanewise(OR, g6.not().lanewise(AND, g7));
        LongVector g18 = a3.lanewise(AND, g17).lanewise(OR, a3.not().lanewise(AND, g16));
        LongVector g19 = a1.lanewise(AND, g18).lanewise(OR, a1.not().lanewise(AND, g15));
        LongVector.fromArray(S, y, 8 * W).lanewise(XOR, g19).intoArray(y, 8 * W);
        LongVector g20 = g4.lanewise(XOR, g18);
        LongVector g21 = g17.not().lanewise(AND, a3.not().lanewise(OR, g14));
        LongVector g22 = a6.lanewise(AND, g21).lanewise(OR, a6.not().lanewise(AND, g20));
        LongVector g23 = g15.lanewise(XOR, g13.lanewise(AND, g20.not()));
        LongVector g24 = g1.lanewise(XOR, g14.lanewise(AND, g16));
        LongVector g25 = a6.lanewise(AND, g24).lanewise(OR, a6.not().lanewise(AND, g23));
        LongVector g26 = a1.lanewise(AND, g25).lanewise(OR, a1.not().lanewise(AND, g22));
        LongVector.fromArray(S, y, 16 * W).lanewise(XOR, g26).intoArray(y, 16 * W);
        LongVector g27 = a2.lanewise(AND, a3.not()).lanewise(OR, a2.not().lanewise(AND, a3.lanewise(OR, g7.not())));
        LongVector g28 = a2.lanewise(AND, a5.lanewise(XOR, g1)).lanewise(OR, a2.not().lanewise(AND, a5.not().lanewise(AND, g1.not())));
        LongVector g29 = a4.lanewise(AND, g28).lanewise(OR, a4.not().lanewise(AND, g27));
        LongVector g30 = a4.lanewise(XOR, g9.lanewise(AND, g15.not()));
        LongVector g31 = a5.lanewise(AND, g16).lanewise(OR, a5.not().lanewise(AND, g23.not()));
        LongVector g32 = a3.lanewise(AND, g31).lanewise(OR, a3.not().lanewise(AND, g30));
        LongVector g33 = a1.lanewise(AND, g32).lanewise(OR, a1.not().lanewise(AND, g29));
        LongVector.fromArray(S, y, 22 * W).lanewise(XOR, g33).intoArray(y, 22 * W);
    }

    /** S2: 75 gates, generated by gen/des_sbox_circuits.py. */
    private static void s2(long[] x, long[] y, long[] ks, int k) {
        LongVector ones = LongVector.broadcast(S, -1L);
        LongVector a1 = LongVector.fromArray(S, x, 3 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 6 * W));
        LongVector a2 = LongVector.fromArray(S, x, 4 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 7 * W));
        LongVector a3 = LongVector.fromArray(S, x, 5 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 8 * W));
        LongVector a4 = LongVector.fromArray(S, x, 6 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 9 * W));
        LongVector a5 = LongVector.fromArray(S, x, 7 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 10 * W));
        LongVector a6 = LongVector.fromArray(S, x, 8 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 11 * W));
        LongVector t1 = a4.lanewise(XOR, ones);
        LongVector t2 = t1.lanewise(XOR, a1);
        LongVector t3 = a6.lanewise(XOR, ones);
        LongVector t4 = t3.lanewise(AND, a4);
        LongVector t5 = t4.lanewise(OR, a1);
        LongVector t6 = t5.lanewise(AND, a3);
        LongVector t7 = t2.lanewise(XOR, t6);
        LongVector t8 = a1.lanewise(XOR, ones);
        LongVector t9 = a6.lanewise(OR, t8);
        LongVector t10 = a3.lanewise(OR, a1);
        LongVector t11 = t10.lanewise(AND, t1);
        LongVector t12 = t9.lanewise(XOR, t11);
        LongVector t13 = t12.lanewise(AND, a5);
        LongVector t14 = t7.lanewise(XOR, t13);
        LongVector t15 = a5.lanewise(XOR, ones);
        LongVector t16 = t15.lanewise(AND, t1);
        LongVector t17 = t16.lanewise(XOR, a3);
        LongVector t18 = t17.lanewise(OR, t3);
        LongVector t19 = a6.lanewise(OR, a5);
        LongVector t20 = t19.lanewise(XOR, a4);
        LongVector t21 = t20.lanewise(OR, a3);
        LongVector t22 = t18.lanewise(XOR, t21);
        LongVector t23 = t22.lanewise(AND, a1);
        LongVector t24 = t18.lanewise(XOR, t23);
        LongVector t25 = t24.lanewise(AND, a2);
        LongVector t26 = t14.lanewise(XOR, t25);
        LongVector.fromArray(S, y, 1 * W).lanewise(XOR, t26).intoArray(y, 1 * W);
        LongVector t27 = a5.lanewise(XOR, t19);
        LongVector t28 = a6.lanewise(AND, a3);
        LongVector t29 = t27.lanewise(OR, t28);
        LongVector t30 = t29.lanewise(XOR, a4);
        LongVector t31 = t16.lanewise(XOR, t1);
        LongVector t32 = a3.lanewise(XOR, ones);
        LongVector t33 = a5.lanewise(OR, t32);
        LongVector t34 = t33.lanewise(AND, t3);
        LongVector t35 = t31.lanewise(OR, t34);
        LongVector t36 = t35.lanewise(AND, t8);
        LongVector t37 = t30.lanewise(XOR, t36);
        LongVector t38 = a5.lanewise(AND, t32);
        LongVector t39 = t31.lanewise(XOR, t38);
        LongVector t40 = t39.lanewise(OR, a6);
        LongVector t41 = t15.lanewise(AND, t32);
        LongVector t42 = t1.lanewise(XOR, t41);
        LongVector t43 = t42.lanewise(AND, a6);
        LongVector t44 = t15.lanewise(XOR, t43);
        LongVector t45 = t44.lanewise(AND, a1);
        LongVector t46 = t40.lanewise(XOR, t45);
        LongVector t47 = t46.lanewise(AND, a2);
        LongVector t48 = t37.lanewise(XOR, t47);
        LongVector.fromArray(S, y, 17 * W).lanewise(XOR, t48).intoArray(y, 17 * W);
        LongVector t49 = t32.lanewise(XOR, a6);
        LongVector t50 = t49.lanewise(XOR, a1);
        LongVector t51 = a6.lanewise(OR, a3);
        LongVector t52 = t51.lanewise(AND, t8);
        LongVector t53 = a4.lanewise(XOR, t52);
        LongVector t54 = t53.lanewise(AND, a2);
        LongVector t55 = t50.lanewise(XOR, t54);
        LongVector t56 = t1.lanewise(OR, a2);
        LongVector t57 = t4.lanewise(XOR, a6);
        LongVector t58 = a2.lanewise(XOR, ones);
        LongVector t59 = t57.lanewise(AND, t58);
        LongVector t60 = t28.lanewise(XOR, t59);
        LongVector t61 = t60.lanewise(AND, a1);
        LongVector t62 = t56.lanewise(XOR, t61);
        LongVector t63 = t62.lanewise(AND, a5);
        LongVector t64 = t55.lanewise(XOR, t63);
        LongVector.fromArray(S, y, 12 * W).lanewise(XOR, t64).intoArray(y, 12 * W);
        LongVector t65 = t1.lanewise(XOR, a5);
        LongVector t66 = t43.lanewise(OR, t27);
        LongVector t67 = t66.lanewise(AND, t32);
        LongVector t68 = t65.lanewise(XOR, t67);
        LongVector t69 = t68.lanewise(XOR, a1);
        LongVector t70 = t39.lanewise(AND, a1);
        LongVector t71 = a4.lanewise(XOR, t70);
        LongVector t72 = t71.lanewise(AND, t3);
        LongVector t73 = t32.lanewise(XOR, t72);
        LongVector t74 = t73.lanewise(AND, a2);
        LongVector t75 = t69.lanewise(XOR, t74);
        LongVector.fromArray(S, y, 27 * W).lanewise(XOR, t75).intoArray(y, 27 * W);
    }

    /** S2: 32 three-input gates, generated by gen/des_sbox_circuits.py (gen/des_sbox_lut3.py). */
    private static void u2(long[] x, long[] y, long[] ks, int k) {
        LongVector opaque = LongVector.fromArray(S, OPAQUE_ZERO, 0);
        LongVector a1 = LongVector.fromArray(S, x, 3 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 6 * W)).add(opaque);
        LongVector a2 = LongVector.fromArray(S, x, 4 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 7 * W)).add(opaque);
        LongVector a3 = LongVector.fromArray(S, x, 5 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 8 * W)).add(opaque);
        LongVector a4 = LongVector.fromArray(S, x, 6 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 9 * W)).add(opaque);
        LongVector a5 = LongVector.fromArray(S, x, 7 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 10 * W)).add(opaque);
        LongVector a6 = LongVector.fromArray(S, x, 8 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 11 * W)).add(opaque);
        LongVector g1 = a3.lanewise(XOR, a5.not().lanewise(XOR, a6));
        LongVector g2 = a5.lanewise(XOR, a3.not().lanewise(OR, a6.not()));
        LongVector g3 = a2.lanewise(AND, g2).lanewise(OR, a2.not().lanewise(AND, g1));
        LongVector g4 = a6.lanewise(AND, a2.not()).lanewise(OR, a6.not().lanewise(AND, a3.not()));
        LongVector g5 = a5.lanewise(AND, g4).lanewise(OR, a5.not().lanewise(AND, g1.not()));
        LongVector g6 = a1.lanewise(AND, g5).lanewise(OR, a1.not().lanewise(AND, g3));
        LongVector g7 = a3.lanewise(AND, a1.not().lanewise(AND, a6)).lanewise(OR, a3.not().lanewise(AND, a6.not()));
        LongVector g8 = a5.lanewise(AND, g7).lanewise(OR, a5.not().lanewise(AND, g6));
        LongVector g9 = a2.lanewise(AND, g6.not()).lanewise(OR, a2.not().lanewise(AND, g8));
        LongVector g10 = a4.lanewise(AND, g9).lanewise(OR, a4.not().lanewise(AND, g6));
        LongVector.fromArray(S, y, 12 * W).lanewise(XOR, g10).intoArray(y, 12 * W);
        LongVector g11 = a1.lanewise(XOR, a4.not().lanewise(XOR, a5));
        LongVector g12 = a5.lanewise(AND, a4).lanewise(OR, a5.not().lanewise(AND, a3.not()));
        LongVector g13 = a1.lanewise(AND, g12).lanewise(OR, a1.not().lanewise(AND, g1.not()));
        LongVector g14 = a2.lanewise(AND, g13).lanewise(OR, a2.not().lanewise(AND, g11));
        LongVector g15 = g3.lanewise(XOR, g11.lanewise(XOR, g12));
        LongVector g16 = a3.lanewise(AND, g11).lanewise(OR, a3.not().lanewise(AND, g15));
        LongVector g17 = a6.lanewise(AND, g16).lanewise(OR, a6.not().lanewise(AND, g14));
        LongVector.fromArray(S, y, 27 * W).lanewise(XOR, g17).intoArray(y, 27 * W);
        LongVector g18 = a3.lanewise(AND, a4.not().lanewise(OR, g2)).lanewise(OR, a3.not().lanewise(AND, a4.lanewise(XOR, g2)));
        LongVector g19 = a5.lanewise(AND, g1.not().lanewise(AND, g15)).lanewise(OR, a5.not().lanewise(AND, g1.not().lanewise(XOR, g15)));
        LongVector g20 = a1.lanewise(AND, g19).lanewise(OR, a1.not().lanewise(AND, g18));
        LongVector g21 = g8.lanewise(AND, a3.not().lanewise(AND, g15.not())).lanewise(OR, g8.not().lanewise(AND, g15));
        LongVector g22 = g13.not().lanewise(OR, a3.not().lanewise(XOR, g21));
        LongVector g23 = a4.lanewise(AND, g22).lanewise(OR, a4.not().lanewise(AND, g21));
        LongVector g24 = a2.lanewise(AND, g23).lanewise(OR, a2.not().lanewise(AND, g20));
        LongVector.fromArray(S, y, 1 * W).lanewise(XOR, g24).intoArray(y, 1 * W);
        LongVector g25 = g16.lanewise(XOR, g6.not().lanewise(AND, g7.not()));
        LongVector g26 = g10.lanewise(AND, g17.not()).lanewise(OR, g10.not().lanewise(AND, g13));
        LongVector g27 = a2.lanewise(AND, g26).lanewise(OR, a2.not().lanewise(AND, g25));
        LongVector g28 = g13.lanewise(XOR, g20);
        LongVector g29 = a3.lanewise(AND, g28).lanewise(OR, a3.not().lanewise(AND, g23));
        LongVector g30 = a3.lanewise(XOR, a1.not().lanewise(AND, a6.not()));
        LongVector g31 = a2.lanewise(AND, g30).lanewise(OR, a2.not().lanewise(AND, g29));
        LongVector g32 = a5.lanewise(AND, g31).lanewise(OR, a5.not().lanewise(AND, g27));
        LongVector.fromArray(S, y, 17 * W).lanewise(XOR, g32).intoArray(y, 17 * W);
    }

    /** S3: 78 gates, generated by gen/des_sbox_circuits.py. */
    private static void s3(long[] x, long[] y, long[] ks, int k) {
        LongVector ones = LongVector.broadcast(S, -1L);
        LongVector a1 = LongVector.fromArray(S, x, 7 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 12 * W));
        LongVector a2 = LongVector.fromArray(S, x, 8 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 13 * W));
        LongVector a3 = LongVector.fromArray(S, x, 9 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 14 * W));
        LongVector a4 = LongVector.fromArray(S, x, 10 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 15 * W));
        LongVector a5 = LongVector.fromArray(S, x, 11 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 16 * W));
        LongVector a6 = LongVector.fromArray(S, x, 12 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 17 * W));
        LongVector t1 = a2.lanewise(AND, a1);
        LongVector t2 = a2.lanewise(XOR, t1);
        LongVector t3 = t2.lanewise(OR, a6);
        LongVector t4 = a6.lanewise(XOR, t3);
        LongVector t5 = t4.lanewise(OR, a5);
        LongVector t6 = t5.lanewise(OR, a3);
        LongVector t7 = a5.lanewise(XOR, t6);
        LongVector t8 = a3.lanewise(XOR, ones);
        LongVector t9 = t2.lanewise(AND, t8);
        LongVector t10 = t8.lanewise(AND, a1);
        LongVector t11 = a5.lanewise(XOR, ones);
        LongVector t12 = t10.lanewise(OR, t11);
        LongVector t13 = a2.lanewise(XOR, t12);
        LongVector t14 = t13.lanewise(AND, a6);
        LongVector t15 = t9.lanewise(XOR, t14);
        LongVector t16 = a5.lanewise(XOR, t15);
        LongVector t17 = t16.lanewise(AND, a4);
        LongVector t18 = t7.lanewise(XOR, t17);
        LongVector t19 = a1.lanewise(XOR, t18);
        LongVector t20 = a2.lanewise(XOR, t19);
        LongVector t21 = a6.lanewise(XOR, t20);
        LongVector.fromArray(S, y, 15 * W).lanewise(XOR, t21).intoArray(y, 15 * W);
        LongVector t22 = a3.lanewise(XOR, a1);
        LongVector t23 = t22.lanewise(OR, a4);
        LongVector t24 = t23.lanewise(AND, t11);
        LongVector t25 = a5.lanewise(AND, a4);
        LongVector t26 = a3.lanewise(XOR, t25);
        LongVector t27 = t26.lanewise(AND, a2);
        LongVector t28 = t24.lanewise(XOR, t27);
        LongVector t29 = t11.lanewise(XOR, t28);
        LongVector t30 = t13.lanewise(XOR, t29);
        LongVector t31 = t8.lanewise(XOR, t11);
        LongVector t32 = t31.lanewise(OR, a2);
        LongVector t33 = t32.lanewise(OR, a1);
        LongVector t34 = t22.lanewise(XOR, t33);
        LongVector t35 = a4.lanewise(XOR, ones);
        LongVector t36 = t34.lanewise(OR, t35);
        LongVector t37 = t30.lanewise(XOR, t36);
        LongVector t38 = t37.lanewise(AND, a6);
        LongVector t39 = t30.lanewise(XOR, t38);
        LongVector t40 = t8.lanewise(XOR, t39);
        LongVector t41 = t2.lanewise(XOR, t40);
        LongVector t42 = t5.lanewise(XOR, t41);
        LongVector t43 = t17.lanewise(XOR, t42);
        LongVector.fromArray(S, y, 29 * W).lanewise(XOR, t43).intoArray(y, 29 * W);
        LongVector t44 = t35.lanewise(AND, a1);
        LongVector t45 = t44.lanewise(OR, a6);
        LongVector t46 = t8.lanewise(XOR, t35);
        LongVector t47 = t46.lanewise(OR, a1);
        LongVector t48 = t47.lanewise(AND, t11);
        LongVector t49 = t45.lanewise(XOR, t48);
        LongVector t50 = a6.lanewise(XOR, a3);
        LongVector t51 = t50.lanewise(OR, a5);
        LongVector t52 = a6.lanewise(AND, a3);
        LongVector t53 = t52.lanewise(AND, t35);
        LongVector t54 = t51.lanewise(XOR, t53);
        LongVector t55 = t54.lanewise(AND, a1);
        LongVector t56 = t55.lanewise(AND, a2);
        LongVector t57 = t49.lanewise(XOR, t56);
        LongVector t58 = t2.lanewise(XOR, t57);
        LongVector t59 = t22.lanewise(XOR, t58);
        LongVector.fromArray(S, y, 5 * W).lanewise(XOR, t59).intoArray(y, 5 * W);
        LongVector t60 = a5.lanewise(AND, a3);
        LongVector t61 = t60.lanewise(OR, a4);
        LongVector t62 = t61.lanewise(OR, a1);
        LongVector t63 = t62.lanewise(AND, a6);
        LongVector t64 = t22.lanewise(OR, t47);
        LongVector t65 = a6.lanewise(OR, a4);
        LongVector t66 = a6.lanewise(XOR, t65);
        LongVector t67 = t66.lanewise(OR, a1);
        LongVector t68 = t22.lanewise(XOR, t67);
        LongVector t69 = t52.lanewise(XOR, t68);
        LongVector t70 = t69.lanewise(AND, a5);
        LongVector t71 = t64.lanewise(XOR, t70);
        LongVector t72 = t8.lanewise(XOR, t71);
        LongVector t73 = a2.lanewise(XOR, ones);
        LongVector t74 = t72.lanewise(AND, t73);
        LongVector t75 = t63.lanewise(XOR, t74);
        LongVector t76 = a4.lanewise(XOR, t75);
        LongVector t77 = a5.lanewise(XOR, t76);
        LongVector t78 = t22.lanewise(XOR, t77);
        LongVector.fromArray(S, y, 23 * W).lanewise(XOR, t78).intoArray(y, 23 * W);
    }

    /** S3: 34 three-input gates, generated by gen/des_sbox_circuits.py (gen/des_sbox_lut3.py). */
    private static void u3(long[] x, long[] y, long[] ks, int k) {
        LongVector opaque = LongVector.fromArray(S, OPAQUE_ZERO, 0);
        LongVector a1 = LongVector.fromArray(S, x, 7 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 12 * W)).add(opaque);
        LongVector a2 = LongVector.fromArray(S, x, 8 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 13 * W)).add(opaque);
        LongVector a3 = LongVector.fromArray(S, x, 9 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 14 * W)).add(opaque);
        LongVector a4 = LongVector.fromArray(S, x, 10 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 15 * W)).add(opaque);
        LongVector a5 = LongVector.fromArray(S, x, 11 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 16 * W)).add(opaque);
        LongVector a6 = LongVector.fromArray(S, x, 12 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 17 * W)).add(opaque);
        LongVector g1 = a2.lanewise(XOR, a4.lanewise(XOR, a6));
        LongVector g2 = a2.lanewise(XOR, a3.lanewise(XOR, a6));
        LongVector g3 = a5.lanewise(AND, g2).lanewise(OR, a5.not().lanewise(AND, g1));
        LongVector g4 = a3.lanewise(XOR, a5.not());
        LongVector g5 = g2.lanewise(OR, g4.not());
        LongVector g6 = a2.lanewise(AND, g5).lanewise(OR, a2.not().lanewise(AND, g4));
        LongVector g7 = a5.lanewise(AND, g2.not()).lanewise(OR, a5.not().lanewise(AND, a2.not().lanewise(AND, g2)));
        LongVector g8 = a4.lanewise(AND, g7).lanewise(OR, a4.not().lanewise(AND, g6));
        LongVector g9 = a1.lanewise(AND, g8).lanewise(OR, a1.not().lanewise(AND, g3));
        LongVector.fromArray(S, y, 5 * W).lanewise(XOR, g9).intoArray(y, 5 * W);
        LongVector g10 = a4.lanewise(AND, a5.lanewise(OR, a6.not())).lanewise(OR, a4.not().lanewise(AND, a5.not()));
        LongVector g11 = a5.lanewise(XOR, a4.lanewise(AND, a6.not()));
        LongVector g12 = a2.lanewise(AND, g11).lanewise(OR, a2.not().lanewise(AND, g10));
        LongVector g13 = a2.lanewise(XOR, a5.not().lanewise(XOR, g1));
        LongVector g14 = a1.lanewise(AND, g13).lanewise(OR, a1.not().lanewise(AND, g12));
        LongVector g15 = g12.lanewise(AND, g8).lanewise(OR, g12.not().lanewise(AND, a2));
        LongVector g16 = g5.lanewise(XOR, g6.not().lanewise(XOR, g13));
        LongVector g17 = a1.lanewise(AND, g16).lanewise(OR, a1.not().lanewise(AND, g15));
        LongVector g18 = a3.lanewise(AND, g17).lanewise(OR, a3.not().lanewise(AND, g14));
        LongVector.fromArray(S, y, 23 * W).lanewise(XOR, g18).intoArray(y, 23 * W);
        LongVector g19 = g1.lanewise(XOR, a5.not().lanewise(AND, g8.not()));
        LongVector g20 = g11.lanewise(XOR, g19.not());
        LongVector g21 = a5.lanewise(AND, a4.not().lanewise(AND, a6.not())).lanewise(OR, a5.not().lanewise(AND, a6));
        LongVector g22 = g20.lanewise(AND, a3.not().lanewise(OR, g21));
        LongVector g23 = a2.lanewise(AND, g22).lanewise(OR, a2.not().lanewise(AND, g19));
        LongVector g24 = g2.lanewise(AND, g12.not().lanewise(AND, g19.not())).lanewise(OR, g2.not().lanewise(AND, g12.not().lanewise(OR, g19.not())));
        LongVector g25 = a3.lanewise(AND, g23.not()).lanewise(OR, a3.not().lanewise(AND, g24));
        LongVector g26 = a1.lanewise(AND, g25).lanewise(OR, a1.not().lanewise(AND, g23));
        LongVector.fromArray(S, y, 15 * W).lanewise(XOR, g26).intoArray(y, 15 * W);
        LongVector g27 = a1.lanewise(XOR, g3.lanewise(XOR, g14));
        LongVector g28 = a5.lanewise(AND, g1.not()).lanewise(OR, a5.not().lanewise(AND, a1.not().lanewise(OR, g1)));
        LongVector g29 = a3.lanewise(AND, g28).lanewise(OR, a3.not().lanewise(AND, g27));
        LongVector g30 = g7.not().lanewise(AND, g25);
        LongVector g31 = a4.lanewise(AND, g4.not()).lanewise(OR, a4.not().lanewise(AND, g30));
        LongVector g32 = a5.lanewise(AND, g2.not()).lanewise(OR, a5.not().lanewise(AND, a4.lanewise(OR, g2)));
        LongVector g33 = a1.lanewise(AND, g32).lanewise(OR, a1.not().lanewise(AND, g31));
        LongVector g34 = a2.lanewise(AND, g33).lanewise(OR, a2.not().lanewise(AND, g29));
        LongVector.fromArray(S, y, 29 * W).lanewise(XOR, g34).intoArray(y, 29 * W);
    }

    /** S4: 78 gates, generated by gen/des_sbox_circuits.py. */
    private static void s4(long[] x, long[] y, long[] ks, int k) {
        LongVector ones = LongVector.broadcast(S, -1L);
        LongVector a1 = LongVector.fromArray(S, x, 11 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 18 * W));
        LongVector a2 = LongVector.fromArray(S, x, 12 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 19 * W));
        LongVector a3 = LongVector.fromArray(S, x, 13 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 20 * W));
        LongVector a4 = LongVector.fromArray(S, x, 14 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 21 * W));
        LongVector a5 = LongVector.fromArray(S, x, 15 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 22 * W));
        LongVector a6 = LongVector.fromArray(S, x, 16 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 23 * W));
        LongVector t1 = a5.lanewise(OR, a4);
        LongVector t2 = a5.lanewise(XOR, t1);
        LongVector t3 = t2.lanewise(OR, a6);
        LongVector t4 = t3.lanewise(OR, a3);
        LongVector t5 = a3.lanewise(XOR, t4);
        LongVector t6 = a4.lanewise(XOR, t1);
        LongVector t7 = a6.lanewise(XOR, ones);
        LongVector t8 = t6.lanewise(OR, t7);
        LongVector t9 = a6.lanewise(OR, a4);
        LongVector t10 = t9.lanewise(AND, a3);
        LongVector t11 = t8.lanewise(XOR, t10);
        LongVector t12 = a2.lanewise(XOR, ones);
        LongVector t13 = t11.lanewise(AND, t12);
        LongVector t14 = t5.lanewise(XOR, t13);
        LongVector t15 = a3.lanewise(XOR, t14);
        LongVector t16 = a6.lanewise(XOR, t15);
        LongVector t17 = t12.lanewise(XOR, t7);
        LongVector t18 = t17.lanewise(OR, a5);
        LongVector t19 = t18.lanewise(OR, a4);
        LongVector t20 = a6.lanewise(AND, a5);
        LongVector t21 = a6.lanewise(XOR, t20);
        LongVector t22 = t21.lanewise(OR, a2);
        LongVector t23 = a5.lanewise(AND, a2);
        LongVector t24 = t23.lanewise(AND, a4);
        LongVector t25 = t22.lanewise(XOR, t24);
        LongVector t26 = t19.lanewise(XOR, t25);
        LongVector t27 = t26.lanewise(AND, a3);
        LongVector t28 = t19.lanewise(XOR, t27);
        LongVector t29 = t10.lanewise(XOR, t28);
        LongVector t30 = t29.lanewise(AND, a1);
        LongVector t31 = t16.lanewise(XOR, t30);
        LongVector t32 = a4.lanewise(XOR, t31);
        LongVector t33 = a5.lanewise(XOR, t32);
        LongVector.fromArray(S, y, 9 * W).lanewise(XOR, t33).intoArray(y, 9 * W);
        LongVector t34 = t12.lanewise(AND, a1);
        LongVector t35 = t34.lanewise(OR, a5);
        LongVector t36 = t35.lanewise(AND, a3);
        LongVector t37 = t36.lanewise(AND, a5);
        LongVector t38 = a5.lanewise(XOR, t37);
        LongVector t39 = t38.lanewise(OR, a1);
        LongVector t40 = a3.lanewise(AND, a2);
        LongVector t41 = t39.lanewise(XOR, t40);
        LongVector t42 = t23.lanewise(XOR, t41);
        LongVector t43 = a4.lanewise(XOR, ones);
        LongVector t44 = t42.lanewise(AND, t43);
        LongVector t45 = t36.lanewise(XOR, t44);
        LongVector t46 = t6.lanewise(XOR, t45);
        LongVector t47 = t17.lanewise(XOR, t46);
        LongVector t48 = t31.lanewise(XOR, t47);
        LongVector.fromArray(S, y, 0 * W).lanewise(XOR, t48).intoArray(y, 0 * W);
        LongVector t49 = t34.lanewise(AND, t7);
        LongVector t50 = t49.lanewise(OR, a3);
        LongVector t51 = t50.lanewise(AND, a5);
        LongVector t52 = t37.lanewise(XOR, a3);
        LongVector t53 = t52.lanewise(OR, a1);
        LongVector t54 = a3.lanewise(XOR, t53);
        LongVector t55 = t54.lanewise(OR, a6);
        LongVector t56 = t38.lanewise(OR, t53);
        LongVector t57 = t56.lanewise(AND, a2);
        LongVector t58 = t55.lanewise(XOR, t57);
        LongVector t59 = t40.lanewise(XOR, t58);
        LongVector t60 = t59.lanewise(AND, a4);
        LongVector t61 = t51.lanewise(XOR, t60);
        LongVector t62 = a4.lanewise(XOR, t61);
        LongVector t63 = t27.lanewise(XOR, t62);
        LongVector t64 = t12.lanewise(XOR, t63);
        LongVector t65 = t42.lanewise(XOR, t64);
        LongVector t66 = t13.lanewise(XOR, t65);
        LongVector.fromArray(S, y, 25 * W).lanewise(XOR, t66).intoArray(y, 25 * W);
        LongVector t67 = t38.lanewise(XOR, t52);
        LongVector t68 = t67.lanewise(AND, a1);
        LongVector t69 = t37.lanewise(XOR, t68);
        LongVector t70 = t69.lanewise(OR, a4);
        LongVector t71 = t67.lanewise(AND, t53);
        LongVector t72 = t71.lanewise(AND, t12);
        LongVector t73 = t70.lanewise(XOR, t72);
        LongVector t74 = a6.lanewise(XOR, t73);
        LongVector t75 = t12.lanewise(XOR, t74);
        LongVector t76 = t44.lanewise(XOR, t75);
        LongVector t77 = t54.lanewise(XOR, t76);
        LongVector t78 = t66.lanewise(XOR, t77);
        LongVector.fromArray(S, y, 19 * W).lanewise(XOR, t78).intoArray(y, 19 * W);
    }

    /** S4: 30 three-input gates, generated by gen/des_sbox_circuits.py (gen/des_sbox_lut3.py). */
    private static void u4(long[] x, long[] y, long[] ks, int k) {
        LongVector opaque = LongVector.fromArray(S, OPAQUE_ZERO, 0);
        LongVector a1 = LongVector.fromArray(S, x, 11 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 18 * W)).add(opaque);
        LongVector a2 = LongVector.fromArray(S, x, 12 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 19 * W)).add(opaque);
        LongVector a3 = LongVector.fromArray(S, x, 13 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 20 * W)).add(opaque);
        LongVector a4 = LongVector.fromArray(S, x, 14 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 21 * W)).add(opaque);
        LongVector a5 = LongVector.fromArray(S, x, 15 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 22 * W)).add(opaque);
        LongVector a6 = LongVector.fromArray(S, x, 16 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 23 * W)).add(opaque);
        LongVector g1 = a5.lanewise(AND, a4.not()).lanewise(OR, a5.not().lanewise(AND, a3.not()));
        LongVector g2 = a3.lanewise(AND, a4.lanewise(OR, a5)).lanewise(OR, a3.not().lanewise(AND, a4.lanewise(AND, a5)));
        LongVector g3 = a2.lanewise(AND, g2).lanewise(OR, a2.not().lanewise(AND, g1));
        LongVector g4 = a3.lanewise(XOR, a4.not().lanewise(AND, a5));
        LongVector g5 = a4.lanewise(XOR, a5.not());
        LongVector g6 = a2.lanewise(AND, g5).lanewise(OR, a2.not().lanewise(AND, g4));
        LongVector g7 = a1.lanewise(AND, g6).lanewise(OR, a1.not().lanewise(AND, g3));
        LongVector g8 = a4.lanewise(XOR, a3.lanewise(OR, a5.not()));
        LongVector g9 = g4.lanewise(XOR, g5);
        LongVector g10 = a2.lanewise(AND, g9).lanewise(OR, a2.not().lanewise(AND, g8));
        LongVector g11 = a5.lanewise(AND, g3.lanewise(XOR, g10)).lanewise(OR, a5.not().lanewise(AND, g3.not().lanewise(AND, g10.not())));
        LongVector g12 = a1.lanewise(AND, g11).lanewise(OR, a1.not().lanewise(AND, g10));
        LongVector g13 = a6.lanewise(AND, g12).lanewise(OR, a6.not().lanewise(AND, g7));
        LongVector.fromArray(S, y, 19 * W).lanewise(XOR, g13).intoArray(y, 19 * W);
        LongVector g14 = a3.lanewise(AND, a5).lanewise(OR, a3.not().lanewise(AND, a4.lanewise(OR, a5.not())));
        LongVector g15 = a6.lanewise(AND, g9.not()).lanewise(OR, a6.not().lanewise(AND, g14));
        LongVector g16 = a4.not().lanewise(OR, g13);
        LongVector g17 = a4.lanewise(AND, a5.not().lanewise(AND, a6.not())).lanewise(OR, a4.not().lanewise(AND, a5.lanewise(XOR, a6)));
        LongVector g18 = g16.lanewise(AND, a3.not().lanewise(OR, g17));
        LongVector g19 = a1.lanewise(AND, g18).lanewise(OR, a1.not().lanewise(AND, g15));
        LongVector g20 = a1.lanewise(AND, g4.not()).lanewise(OR, a1.not().lanewise(AND, g4.lanewise(AND, g11)));
        LongVector g21 = a1.lanewise(AND, g2).lanewise(OR, a1.not().lanewise(AND, g5.not()));
        LongVector g22 = a6.lanewise(AND, g21).lanewise(OR, a6.not().lanewise(AND, g20));
        LongVector g23 = a2.lanewise(AND, g22).lanewise(OR, a2.not().lanewise(AND, g19));
        LongVector.fromArray(S, y, 9 * W).lanewise(XOR, g23).intoArray(y, 9 * W);
        LongVector g24 = g5.lanewise(XOR, a2.not().lanewise(AND, g4));
        LongVector g25 = g2.lanewise(XOR, a2.lanewise(OR, g16.not()));
        LongVector g26 = a1.lanewise(AND, g25).lanewise(OR, a1.not().lanewise(AND, g24));
        LongVector g27 = a3.lanewise(XOR, g16.lanewise(XOR, g21));
        LongVector g28 = a2.lanewise(AND, g20).lanewise(OR, a2.not().lanewise(AND, g27));
        LongVector g29 = a6.lanewise(AND, g28).lanewise(OR, a6.not().lanewise(AND, g26));
        LongVector.fromArray(S, y, 0 * W).lanewise(XOR, g29).intoArray(y, 0 * W);
        LongVector g30 = a6.lanewise(AND, g7).lanewise(OR, a6.not().lanewise(AND, g12.not()));
        LongVector.fromArray(S, y, 25 * W).lanewise(XOR, g30).intoArray(y, 25 * W);
    }

    /** S5: 91 gates, generated by gen/des_sbox_circuits.py. */
    private static void s5(long[] x, long[] y, long[] ks, int k) {
        LongVector ones = LongVector.broadcast(S, -1L);
        LongVector a1 = LongVector.fromArray(S, x, 15 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 24 * W));
        LongVector a2 = LongVector.fromArray(S, x, 16 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 25 * W));
        LongVector a3 = LongVector.fromArray(S, x, 17 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 26 * W));
        LongVector a4 = LongVector.fromArray(S, x, 18 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 27 * W));
        LongVector a5 = LongVector.fromArray(S, x, 19 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 28 * W));
        LongVector a6 = LongVector.fromArray(S, x, 20 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 29 * W));
        LongVector t1 = a3.lanewise(OR, a1);
        LongVector t2 = t1.lanewise(XOR, a5);
        LongVector t3 = a5.lanewise(OR, a3);
        LongVector t4 = t3.lanewise(AND, a1);
        LongVector t5 = t4.lanewise(AND, a4);
        LongVector t6 = t2.lanewise(XOR, t5);
        LongVector t7 = a3.lanewise(AND, t4);
        LongVector t8 = t7.lanewise(OR, a4);
        LongVector t9 = a2.lanewise(XOR, ones);
        LongVector t10 = t8.lanewise(AND, t9);
        LongVector t11 = t6.lanewise(XOR, t10);
        LongVector t12 = a3.lanewise(XOR, ones);
        LongVector t13 = a5.lanewise(OR, t12);
        LongVector t14 = a5.lanewise(AND, a1);
        LongVector t15 = t13.lanewise(XOR, t14);
        LongVector t16 = t1.lanewise(AND, a2);
        LongVector t17 = t15.lanewise(XOR, t16);
        LongVector t18 = t17.lanewise(OR, a4);
        LongVector t19 = t18.lanewise(AND, a6);
        LongVector t20 = t11.lanewise(XOR, t19);
        LongVector.fromArray(S, y, 13 * W).lanewise(XOR, t20).intoArray(y, 13 * W);
        LongVector t21 = a6.lanewise(OR, a4);
        LongVector t22 = t21.lanewise(AND, a5);
        LongVector t23 = a6.lanewise(XOR, t22);
        LongVector t24 = t23.lanewise(AND, a3);
        LongVector t25 = a4.lanewise(XOR, t24);
        LongVector t26 = a4.lanewise(XOR, ones);
        LongVector t27 = a5.lanewise(OR, t26);
        LongVector t28 = a5.lanewise(XOR, a4);
        LongVector t29 = a6.lanewise(XOR, ones);
        LongVector t30 = t28.lanewise(AND, t29);
        LongVector t31 = t30.lanewise(AND, t12);
        LongVector t32 = t27.lanewise(XOR, t31);
        LongVector t33 = t32.lanewise(AND, t9);
        LongVector t34 = t25.lanewise(XOR, t33);
        LongVector t35 = a5.lanewise(XOR, a3);
        LongVector t36 = t3.lanewise(AND, a2);
        LongVector t37 = t35.lanewise(XOR, t36);
        LongVector t38 = a5.lanewise(XOR, ones);
        LongVector t39 = t38.lanewise(AND, a2);
        LongVector t40 = t39.lanewise(OR, a6);
        LongVector t41 = t40.lanewise(AND, t26);
        LongVector t42 = t37.lanewise(XOR, t41);
        LongVector t43 = t34.lanewise(XOR, t42);
        LongVector t44 = t43.lanewise(AND, a1);
        LongVector t45 = t34.lanewise(XOR, t44);
        LongVector.fromArray(S, y, 24 * W).lanewise(XOR, t45).intoArray(y, 24 * W);
        LongVector t46 = a5.lanewise(XOR, a1);
        LongVector t47 = t2.lanewise(OR, a3);
        LongVector t48 = t47.lanewise(AND, t29);
        LongVector t49 = t46.lanewise(XOR, t48);
        LongVector t50 = t30.lanewise(XOR, t21);
        LongVector t51 = t50.lanewise(AND, a3);
        LongVector t52 = a5.lanewise(XOR, t51);
        LongVector t53 = t52.lanewise(OR, a1);
        LongVector t54 = t53.lanewise(AND, a4);
        LongVector t55 = t49.lanewise(XOR, t54);
        LongVector t56 = a1.lanewise(XOR, ones);
        LongVector t57 = a4.lanewise(AND, t56);
        LongVector t58 = t21.lanewise(AND, t38);
        LongVector t59 = t57.lanewise(OR, t58);
        LongVector t60 = t29.lanewise(AND, a1);
        LongVector t61 = t60.lanewise(OR, a5);
        LongVector t62 = a1.lanewise(AND, a4);
        LongVector t63 = t61.lanewise(XOR, t62);
        LongVector t64 = t63.lanewise(AND, t12);
        LongVector t65 = t59.lanewise(XOR, t64);
        LongVector t66 = t65.lanewise(AND, a2);
        LongVector t67 = t55.lanewise(XOR, t66);
        LongVector.fromArray(S, y, 2 * W).lanewise(XOR, t67).intoArray(y, 2 * W);
        LongVector t68 = t9.lanewise(XOR, t29);
        LongVector t69 = t21.lanewise(AND, a2);
        LongVector t70 = a4.lanewise(OR, t69);
        LongVector t71 = t70.lanewise(AND, a5);
        LongVector t72 = t68.lanewise(XOR, t71);
        LongVector t73 = a6.lanewise(AND, t22);
        LongVector t74 = t73.lanewise(AND, t9);
        LongVector t75 = a5.lanewise(XOR, t74);
        LongVector t76 = t40.lanewise(AND, a4);
        LongVector t77 = t75.lanewise(XOR, t76);
        LongVector t78 = t77.lanewise(AND, t56);
        LongVector t79 = t72.lanewise(XOR, t78);
        LongVector t80 = t26.lanewise(AND, a1);
        LongVector t81 = a6.lanewise(XOR, t80);
        LongVector t82 = t60.lanewise(XOR, t21);
        LongVector t83 = t82.lanewise(AND, t38);
        LongVector t84 = t81.lanewise(OR, t83);
        LongVector t85 = t46.lanewise(XOR, ones);
        LongVector t86 = t85.lanewise(AND, a6);
        LongVector t87 = t62.lanewise(XOR, t86);
        LongVector t88 = t87.lanewise(AND, a2);
        LongVector t89 = t84.lanewise(XOR, t88);
        LongVector t90 = t89.lanewise(AND, a3);
        LongVector t91 = t79.lanewise(XOR, t90);
        LongVector.fromArray(S, y, 7 * W).lanewise(XOR, t91).intoArray(y, 7 * W);
    }

    /** S5: 37 three-input gates, generated by gen/des_sbox_circuits.py (gen/des_sbox_lut3.py). */
    private static void u5(long[] x, long[] y, long[] ks, int k) {
        LongVector opaque = LongVector.fromArray(S, OPAQUE_ZERO, 0);
        LongVector a1 = LongVector.fromArray(S, x, 15 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 24 * W)).add(opaque);
        LongVector a2 = LongVector.fromArray(S, x, 16 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 25 * W)).add(opaque);
        LongVector a3 = LongVector.fromArray(S, x, 17 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 26 * W)).add(opaque);
        LongVector a4 = LongVector.fromArray(S, x, 18 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 27 * W)).add(opaque);
        LongVector a5 = LongVector.fromArray(S, x, 19 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 28 * W)).add(opaque);
        LongVector a6 = LongVector.fromArray(S, x, 20 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 29 * W)).add(opaque);
        LongVector g1 = a4.lanewise(XOR, a5.lanewise(XOR, a6));
        LongVector g2 = a4.lanewise(AND, a5.lanewise(XOR, a6)).lanewise(OR, a4.not().lanewise(AND, a5.not().lanewise(OR, a6)));
        LongVector g3 = a3.lanewise(AND, g2).lanewise(OR, a3.not().lanewise(AND, g1));
        LongVector g4 = a4.lanewise(AND, a6).lanewise(OR, a4.not().lanewise(AND, a3));
        LongVector g5 = a5.lanewise(AND, g4).lanewise(OR, a5.not().lanewise(AND, g3.not()));
        LongVector g6 = a1.lanewise(AND, g5).lanewise(OR, a1.not().lanewise(AND, g3));
        LongVector g7 = a3.lanewise(AND, a5.not().lanewise(AND, a6.not())).lanewise(OR, a3.not().lanewise(AND, a5.lanewise(XOR, a6)));
        LongVector g8 = a5.lanewise(AND, a6).lanewise(OR, a5.not().lanewise(AND, a3.not().lanewise(OR, a6.not())));
        LongVector g9 = a1.lanewise(AND, g8).lanewise(OR, a1.not().lanewise(AND, g7));
        LongVector g10 = a4.lanewise(AND, g6.not()).lanewise(OR, a4.not().lanewise(AND, g9));
        LongVector g11 = a2.lanewise(AND, g10).lanewise(OR, a2.not().lanewise(AND, g6));
        LongVector.fromArray(S, y, 13 * W).lanewise(XOR, g11).intoArray(y, 13 * W);
        LongVector g12 = g2.lanewise(AND, g8);
        LongVector g13 = a5.lanewise(XOR, g10);
        LongVector g14 = a3.lanewise(AND, g13).lanewise(OR, a3.not().lanewise(AND, g12));
        LongVector g15 = a3.lanewise(XOR, g1);
        LongVector g16 = a6.lanewise(AND, g15).lanewise(OR, a6.not().lanewise(AND, g7));
        LongVector g17 = a1.lanewise(AND, g16).lanewise(OR, a1.not().lanewise(AND, g14));
        LongVector g18 = g3.lanewise(AND, g1.lanewise(AND, g10.not())).lanewise(OR, g3.not().lanewise(AND, g10));
        LongVector g19 = a5.lanewise(AND, g16.not()).lanewise(OR, a5.not().lanewise(AND, a4.not()));
        LongVector g20 = a1.lanewise(AND, g19).lanewise(OR, a1.not().lanewise(AND, g18));
        LongVector g21 = a2.lanewise(AND, g20).lanewise(OR, a2.not().lanewise(AND, g17));
        LongVector.fromArray(S, y, 24 * W).lanewise(XOR, g21).intoArray(y, 24 * W);
        LongVector g22 = a5.lanewise(AND, g1.not());
        LongVector g23 = g8.lanewise(OR, g16);
        LongVector g24 = g23.lanewise(AND, a3.lanewise(OR, g22));
        LongVector g25 = g5.lanewise(XOR, a6.not().lanewise(OR, g1));
        LongVector g26 = a2.lanewise(AND, g25).lanewise(OR, a2.not().lanewise(AND, g24));
        LongVector g27 = g1.lanewise(XOR, a3.not().lanewise(AND, g8.not()));
        LongVector g28 = g7.lanewise(AND, a5.lanewise(AND, g25)).lanewise(OR, g7.not().lanewise(AND, g25.not()));
        LongVector g29 = a2.lanewise(AND, g28).lanewise(OR, a2.not().lanewise(AND, g27));
        LongVector g30 = a1.lanewise(AND, g29).lanewise(OR, a1.not().lanewise(AND, g26));
        LongVector.fromArray(S, y, 2 * W).lanewise(XOR, g30).intoArray(y, 2 * W);
        LongVector g31 = a4.lanewise(AND, g11.lanewise(AND, g29.not())).lanewise(OR, a4.not().lanewise(AND, g29));
        LongVector g32 = g11.lanewise(AND, g20.lanewise(OR, g30.not())).lanewise(OR, g11.not().lanewise(AND, g20.lanewise(XOR, g30)));
        LongVector g33 = a5.lanewise(AND, g32).lanewise(OR, a5.not().lanewise(AND, g31));
        LongVector g34 = g1.lanewise(AND, a6.not().lanewise(AND, g21)).lanewise(OR, g1.not().lanewise(AND, g21.not()));
        LongVector g35 = g32.lanewise(AND, a2.not().lanewise(OR, g8.not()));
        LongVector g36 = a1.lanewise(AND, g35).lanewise(OR, a1.not().lanewise(AND, g34));
        LongVector g37 = a3.lanewise(AND, g36).lanewise(OR, a3.not().lanewise(AND, g33));
        LongVector.fromArray(S, y, 7 * W).lanewise(XOR, g37).intoArray(y, 7 * W);
    }

    /** S6: 78 gates, generated by gen/des_sbox_circuits.py. */
    private static void s6(long[] x, long[] y, long[] ks, int k) {
        LongVector ones = LongVector.broadcast(S, -1L);
        LongVector a1 = LongVector.fromArray(S, x, 19 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 30 * W));
        LongVector a2 = LongVector.fromArray(S, x, 20 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 31 * W));
        LongVector a3 = LongVector.fromArray(S, x, 21 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 32 * W));
        LongVector a4 = LongVector.fromArray(S, x, 22 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 33 * W));
        LongVector a5 = LongVector.fromArray(S, x, 23 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 34 * W));
        LongVector a6 = LongVector.fromArray(S, x, 24 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 35 * W));
        LongVector t1 = a6.lanewise(XOR, a4);
        LongVector t2 = t1.lanewise(XOR, a1);
        LongVector t3 = a1.lanewise(XOR, ones);
        LongVector t4 = a6.lanewise(AND, t3);
        LongVector t5 = t4.lanewise(AND, a4);
        LongVector t6 = a3.lanewise(XOR, ones);
        LongVector t7 = t5.lanewise(OR, t6);
        LongVector t8 = t7.lanewise(AND, a2);
        LongVector t9 = t2.lanewise(XOR, t8);
        LongVector t10 = a6.lanewise(XOR, ones);
        LongVector t11 = a4.lanewise(XOR, ones);
        LongVector t12 = t10.lanewise(AND, t11);
        LongVector t13 = t12.lanewise(OR, a3);
        LongVector t14 = t6.lanewise(XOR, a4);
        LongVector t15 = t14.lanewise(OR, a2);
        LongVector t16 = t15.lanewise(AND, a6);
        LongVector t17 = t6.lanewise(XOR, t16);
        LongVector t18 = t17.lanewise(AND, a1);
        LongVector t19 = t13.lanewise(XOR, t18);
        LongVector t20 = a5.lanewise(XOR, ones);
        LongVector t21 = t19.lanewise(AND, t20);
        LongVector t22 = t9.lanewise(XOR, t21);
        LongVector.fromArray(S, y, 3 * W).lanewise(XOR, t22).intoArray(y, 3 * W);
        LongVector t23 = a6.lanewise(XOR, a2);
        LongVector t24 = t6.lanewise(AND, a1);
        LongVector t25 = t23.lanewise(XOR, t24);
        LongVector t26 = t23.lanewise(OR, t16);
        LongVector t27 = t26.lanewise(AND, a1);
        LongVector t28 = t27.lanewise(OR, t6);
        LongVector t29 = t28.lanewise(AND, t20);
        LongVector t30 = t25.lanewise(XOR, t29);
        LongVector t31 = a6.lanewise(AND, a3);
        LongVector t32 = t31.lanewise(AND, a1);
        LongVector t33 = a2.lanewise(XOR, ones);
        LongVector t34 = t32.lanewise(OR, t33);
        LongVector t35 = t6.lanewise(XOR, t10);
        LongVector t36 = t35.lanewise(AND, t3);
        LongVector t37 = t3.lanewise(XOR, t10);
        LongVector t38 = t37.lanewise(AND, t33);
        LongVector t39 = t36.lanewise(XOR, t38);
        LongVector t40 = t39.lanewise(AND, a5);
        LongVector t41 = t34.lanewise(XOR, t40);
        LongVector t42 = t41.lanewise(AND, a4);
        LongVector t43 = t30.lanewise(XOR, t42);
        LongVector.fromArray(S, y, 28 * W).lanewise(XOR, t43).intoArray(y, 28 * W);
        LongVector t44 = t23.lanewise(AND, a1);
        LongVector t45 = t1.lanewise(XOR, t44);
        LongVector t46 = t23.lanewise(XOR, t26);
        LongVector t47 = t46.lanewise(XOR, a1);
        LongVector t48 = t38.lanewise(OR, t26);
        LongVector t49 = t48.lanewise(AND, a4);
        LongVector t50 = t47.lanewise(OR, t49);
        LongVector t51 = t50.lanewise(AND, a5);
        LongVector t52 = t45.lanewise(XOR, t51);
        LongVector t53 = t3.lanewise(AND, a2);
        LongVector t54 = t53.lanewise(OR, a5);
        LongVector t55 = t20.lanewise(OR, a2);
        LongVector t56 = t55.lanewise(AND, a1);
        LongVector t57 = t56.lanewise(AND, t10);
        LongVector t58 = t54.lanewise(XOR, t57);
        LongVector t59 = t58.lanewise(AND, a3);
        LongVector t60 = t52.lanewise(XOR, t59);
        LongVector.fromArray(S, y, 10 * W).lanewise(XOR, t60).intoArray(y, 10 * W);
        LongVector t61 = t11.lanewise(AND, a5);
        LongVector t62 = t61.lanewise(XOR, a3);
        LongVector t63 = a5.lanewise(AND, a3);
        LongVector t64 = t63.lanewise(AND, a1);
        LongVector t65 = t62.lanewise(XOR, t64);
        LongVector t66 = t65.lanewise(OR, a5);
        LongVector t67 = t66.lanewise(AND, a4);
        LongVector t68 = t67.lanewise(OR, a1);
        LongVector t69 = t68.lanewise(AND, t10);
        LongVector t70 = t65.lanewise(XOR, t69);
        LongVector t71 = t12.lanewise(XOR, t10);
        LongVector t72 = a6.lanewise(AND, a1);
        LongVector t73 = t71.lanewise(XOR, t72);
        LongVector t74 = t73.lanewise(OR, a3);
        LongVector t75 = t5.lanewise(AND, t20);
        LongVector t76 = t74.lanewise(XOR, t75);
        LongVector t77 = t76.lanewise(AND, a2);
        LongVector t78 = t70.lanewise(XOR, t77);
        LongVector.fromArray(S, y, 18 * W).lanewise(XOR, t78).intoArray(y, 18 * W);
    }

    /** S6: 33 three-input gates, generated by gen/des_sbox_circuits.py (gen/des_sbox_lut3.py). */
    private static void u6(long[] x, long[] y, long[] ks, int k) {
        LongVector opaque = LongVector.fromArray(S, OPAQUE_ZERO, 0);
        LongVector a1 = LongVector.fromArray(S, x, 19 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 30 * W)).add(opaque);
        LongVector a2 = LongVector.fromArray(S, x, 20 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 31 * W)).add(opaque);
        LongVector a3 = LongVector.fromArray(S, x, 21 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 32 * W)).add(opaque);
        LongVector a4 = LongVector.fromArray(S, x, 22 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 33 * W)).add(opaque);
        LongVector a5 = LongVector.fromArray(S, x, 23 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 34 * W)).add(opaque);
        LongVector a6 = LongVector.fromArray(S, x, 24 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 35 * W)).add(opaque);
        LongVector g1 = a3.lanewise(AND, a4.not().lanewise(XOR, a6)).lanewise(OR, a3.not().lanewise(AND, a4.not().lanewise(OR, a6.not())));
        LongVector g2 = a3.lanewise(AND, a4.lanewise(OR, a6)).lanewise(OR, a3.not().lanewise(AND, a6.not()));
        LongVector g3 = a1.lanewise(AND, g2).lanewise(OR, a1.not().lanewise(AND, g1));
        LongVector g4 = a1.lanewise(XOR, a4.lanewise(XOR, a6));
        LongVector g5 = a5.lanewise(AND, g4).lanewise(OR, a5.not().lanewise(AND, g3));
        LongVector g6 = g4.not().lanewise(AND, g5.not());
        LongVector g7 = a1.lanewise(AND, a4).lanewise(OR, a1.not().lanewise(AND, a5));
        LongVector g8 = a6.lanewise(AND, g7).lanewise(OR, a6.not().lanewise(AND, g5));
        LongVector g9 = a3.lanewise(AND, g8).lanewise(OR, a3.not().lanewise(AND, g6));
        LongVector g10 = a2.lanewise(AND, g9).lanewise(OR, a2.not().lanewise(AND, g5));
        LongVector.fromArray(S, y, 3 * W).lanewise(XOR, g10).intoArray(y, 3 * W);
        LongVector g11 = a2.lanewise(XOR, a5.not().lanewise(XOR, g4));
        LongVector g12 = a1.lanewise(AND, a2.not().lanewise(OR, a6)).lanewise(OR, a1.not().lanewise(AND, a2.lanewise(OR, a6.not())));
        LongVector g13 = a5.lanewise(AND, g12).lanewise(OR, a5.not().lanewise(AND, g4.not()));
        LongVector g14 = a4.lanewise(AND, g13).lanewise(OR, a4.not().lanewise(AND, g11));
        LongVector g15 = g14.lanewise(XOR, a4.lanewise(OR, a5.not()));
        LongVector g16 = a2.lanewise(AND, a5).lanewise(OR, a2.not().lanewise(AND, a4.lanewise(AND, a5.not())));
        LongVector g17 = a6.lanewise(AND, g11.not()).lanewise(OR, a6.not().lanewise(AND, g16));
        LongVector g18 = a1.lanewise(AND, g17).lanewise(OR, a1.not().lanewise(AND, g15));
        LongVector g19 = a3.lanewise(AND, g18).lanewise(OR, a3.not().lanewise(AND, g14));
        LongVector.fromArray(S, y, 28 * W).lanewise(XOR, g19).intoArray(y, 28 * W);
        LongVector g20 = a5.lanewise(AND, a2.not().lanewise(OR, a6)).lanewise(OR, a5.not().lanewise(AND, a6.not()));
        LongVector g21 = a4.lanewise(AND, g20).lanewise(OR, a4.not().lanewise(AND, g13.not()));
        LongVector g22 = a6.lanewise(AND, g11.not().lanewise(OR, g16)).lanewise(OR, a6.not().lanewise(AND, g11));
        LongVector g23 = a1.lanewise(AND, g22).lanewise(OR, a1.not().lanewise(AND, g21));
        LongVector g24 = g12.lanewise(AND, g23.not()).lanewise(OR, g12.not().lanewise(AND, a1.lanewise(AND, g23)));
        LongVector g25 = a5.lanewise(AND, g24).lanewise(OR, a5.not().lanewise(AND, g11.not()));
        LongVector g26 = a3.lanewise(AND, g25).lanewise(OR, a3.not().lanewise(AND, g23));
        LongVector.fromArray(S, y, 10 * W).lanewise(XOR, g26).intoArray(y, 10 * W);
        LongVector g27 = g19.lanewise(AND, g22.lanewise(AND, g26)).lanewise(OR, g19.not().lanewise(AND, g26.not()));
        LongVector g28 = g4.lanewise(XOR, a1.lanewise(OR, g26.not()));
        LongVector g29 = a5.lanewise(AND, g28).lanewise(OR, a5.not().lanewise(AND, g27));
        LongVector g30 = g2.lanewise(AND, g5.not().lanewise(XOR, g26)).lanewise(OR, g2.not().lanewise(AND, g5.not().lanewise(OR, g26.not())));
        LongVector g31 = g27.lanewise(XOR, a3.lanewise(OR, g4.not()));
        LongVector g32 = a6.lanewise(AND, g31).lanewise(OR, a6.not().lanewise(AND, g30));
        LongVector g33 = a2.lanewise(AND, g32).lanewise(OR, a2.not().lanewise(AND, g29));
        LongVector.fromArray(S, y, 18 * W).lanewise(XOR, g33).intoArray(y, 18 * W);
    }

    /** S7: 79 gates, generated by gen/des_sbox_circuits.py. */
    private static void s7(long[] x, long[] y, long[] ks, int k) {
        LongVector ones = LongVector.broadcast(S, -1L);
        LongVector a1 = LongVector.fromArray(S, x, 23 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 36 * W));
        LongVector a2 = LongVector.fromArray(S, x, 24 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 37 * W));
        LongVector a3 = LongVector.fromArray(S, x, 25 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 38 * W));
        LongVector a4 = LongVector.fromArray(S, x, 26 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 39 * W));
        LongVector a5 = LongVector.fromArray(S, x, 27 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 40 * W));
        LongVector a6 = LongVector.fromArray(S, x, 28 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 41 * W));
        LongVector t1 = a6.lanewise(XOR, a3);
        LongVector t2 = t1.lanewise(AND, a6);
        LongVector t3 = t2.lanewise(XOR, a4);
        LongVector t4 = t3.lanewise(AND, a1);
        LongVector t5 = t1.lanewise(XOR, t4);
        LongVector t6 = t2.lanewise(XOR, t1);
        LongVector t7 = t6.lanewise(OR, a4);
        LongVector t8 = t7.lanewise(OR, a1);
        LongVector t9 = t8.lanewise(AND, a2);
        LongVector t10 = t5.lanewise(XOR, t9);
        LongVector t11 = a1.lanewise(XOR, ones);
        LongVector t12 = a3.lanewise(OR, a1);
        LongVector t13 = t12.lanewise(AND, a4);
        LongVector t14 = t11.lanewise(XOR, t13);
        LongVector t15 = t14.lanewise(OR, a6);
        LongVector t16 = a4.lanewise(XOR, a3);
        LongVector t17 = t16.lanewise(AND, a1);
        LongVector t18 = a2.lanewise(XOR, ones);
        LongVector t19 = t17.lanewise(AND, t18);
        LongVector t20 = t15.lanewise(XOR, t19);
        LongVector t21 = t20.lanewise(AND, a5);
        LongVector t22 = t10.lanewise(XOR, t21);
        LongVector.fromArray(S, y, 31 * W).lanewise(XOR, t22).intoArray(y, 31 * W);
        LongVector t23 = a6.lanewise(XOR, a5);
        LongVector t24 = a6.lanewise(OR, t3);
        LongVector t25 = t24.lanewise(AND, a2);
        LongVector t26 = t23.lanewise(XOR, t25);
        LongVector t27 = a6.lanewise(XOR, ones);
        LongVector t28 = t27.lanewise(XOR, a4);
        LongVector t29 = a4.lanewise(XOR, ones);
        LongVector t30 = a5.lanewise(OR, t29);
        LongVector t31 = t30.lanewise(OR, t27);
        LongVector t32 = t31.lanewise(AND, a2);
        LongVector t33 = t28.lanewise(XOR, t32);
        LongVector t34 = t33.lanewise(AND, t11);
        LongVector t35 = t26.lanewise(XOR, t34);
        LongVector t36 = t11.lanewise(XOR, t27);
        LongVector t37 = t36.lanewise(AND, a5);
        LongVector t38 = t37.lanewise(AND, a4);
        LongVector t39 = a1.lanewise(XOR, t38);
        LongVector t40 = t11.lanewise(OR, t28);
        LongVector t41 = t40.lanewise(AND, a2);
        LongVector t42 = t39.lanewise(XOR, t41);
        LongVector t43 = t42.lanewise(AND, a3);
        LongVector t44 = t35.lanewise(XOR, t43);
        LongVector.fromArray(S, y, 11 * W).lanewise(XOR, t44).intoArray(y, 11 * W);
        LongVector t45 = t18.lanewise(XOR, t29);
        LongVector t46 = a6.lanewise(XOR, t24);
        LongVector t47 = t46.lanewise(AND, t18);
        LongVector t48 = t27.lanewise(XOR, t47);
        LongVector t49 = t48.lanewise(AND, a5);
        LongVector t50 = t45.lanewise(XOR, t49);
        LongVector t51 = a4.lanewise(AND, a2);
        LongVector t52 = a6.lanewise(XOR, t51);
        LongVector t53 = t52.lanewise(OR, a5);
        LongVector t54 = t53.lanewise(AND, a1);
        LongVector t55 = t50.lanewise(XOR, t54);
        LongVector t56 = t30.lanewise(XOR, ones);
        LongVector t57 = t56.lanewise(XOR, t51);
        LongVector t58 = t57.lanewise(OR, t27);
        LongVector t59 = t41.lanewise(OR, t53);
        LongVector t60 = t58.lanewise(XOR, t59);
        LongVector t61 = t60.lanewise(AND, a1);
        LongVector t62 = t58.lanewise(XOR, t61);
        LongVector t63 = t62.lanewise(AND, a3);
        LongVector t64 = t55.lanewise(XOR, t63);
        LongVector.fromArray(S, y, 21 * W).lanewise(XOR, t64).intoArray(y, 21 * W);
        LongVector t65 = t1.lanewise(XOR, a5);
        LongVector t66 = t65.lanewise(XOR, a1);
        LongVector t67 = a6.lanewise(AND, a1);
        LongVector t68 = t67.lanewise(OR, a5);
        LongVector t69 = t68.lanewise(OR, a3);
        LongVector t70 = t69.lanewise(AND, a4);
        LongVector t71 = t66.lanewise(XOR, t70);
        LongVector t72 = a3.lanewise(XOR, ones);
        LongVector t73 = t16.lanewise(XOR, a5);
        LongVector t74 = t73.lanewise(AND, a1);
        LongVector t75 = t56.lanewise(XOR, t74);
        LongVector t76 = t75.lanewise(AND, a6);
        LongVector t77 = t72.lanewise(XOR, t76);
        LongVector t78 = t77.lanewise(AND, a2);
        LongVector t79 = t71.lanewise(XOR, t78);
        LongVector.fromArray(S, y, 6 * W).lanewise(XOR, t79).intoArray(y, 6 * W);
    }

    /** S7: 32 three-input gates, generated by gen/des_sbox_circuits.py (gen/des_sbox_lut3.py). */
    private static void u7(long[] x, long[] y, long[] ks, int k) {
        LongVector opaque = LongVector.fromArray(S, OPAQUE_ZERO, 0);
        LongVector a1 = LongVector.fromArray(S, x, 23 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 36 * W)).add(opaque);
        LongVector a2 = LongVector.fromArray(S, x, 24 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 37 * W)).add(opaque);
        LongVector a3 = LongVector.fromArray(S, x, 25 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 38 * W)).add(opaque);
        LongVector a4 = LongVector.fromArray(S, x, 26 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 39 * W)).add(opaque);
        LongVector a5 = LongVector.fromArray(S, x, 27 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 40 * W)).add(opaque);
        LongVector a6 = LongVector.fromArray(S, x, 28 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 41 * W)).add(opaque);
        LongVector g1 = a6.lanewise(XOR, a4.not().lanewise(AND, a5));
        LongVector g2 = a4.lanewise(XOR, a5.not().lanewise(XOR, a6));
        LongVector g3 = a3.lanewise(AND, g2).lanewise(OR, a3.not().lanewise(AND, g1));
        LongVector g4 = a3.lanewise(AND, g1.not().lanewise(AND, g2)).lanewise(OR, a3.not().lanewise(AND, g1.not().lanewise(OR, g2)));
        LongVector g5 = a2.lanewise(AND, g4).lanewise(OR, a2.not().lanewise(AND, g3));
        LongVector g6 = a3.lanewise(AND, g2.not()).lanewise(OR, a3.not().lanewise(AND, g1.not().lanewise(OR, g2)));
        LongVector g7 = g4.lanewise(XOR, a6.not().lanewise(OR, g3));
        LongVector g8 = a2.lanewise(AND, g7).lanewise(OR, a2.not().lanewise(AND, g6));
        LongVector g9 = a1.lanewise(AND, g8).lanewise(OR, a1.not().lanewise(AND, g5));
        LongVector.fromArray(S, y, 6 * W).lanewise(XOR, g9).intoArray(y, 6 * W);
        LongVector g10 = g2.lanewise(XOR, a2.lanewise(OR, a4.not()));
        LongVector g11 = a2.lanewise(XOR, g1.not());
        LongVector g12 = a6.lanewise(AND, g10.not()).lanewise(OR, a6.not().lanewise(AND, g11));
        LongVector g13 = a3.lanewise(AND, g12).lanewise(OR, a3.not().lanewise(AND, g10));
        LongVector g14 = a4.lanewise(OR, a5.lanewise(AND, a6));
        LongVector g15 = a4.lanewise(AND, a5).lanewise(OR, a4.not().lanewise(AND, a5.not().lanewise(OR, a6.not())));
        LongVector g16 = a2.lanewise(AND, g15).lanewise(OR, a2.not().lanewise(AND, g14));
        LongVector g17 = a4.lanewise(AND, a5.not().lanewise(XOR, g11)).lanewise(OR, a4.not().lanewise(AND, a5.not().lanewise(AND, g11)));
        LongVector g18 = a3.lanewise(AND, g17).lanewise(OR, a3.not().lanewise(AND, g16));
        LongVector g19 = a1.lanewise(AND, g18).lanewise(OR, a1.not().lanewise(AND, g13));
        LongVector.fromArray(S, y, 31 * W).lanewise(XOR, g19).intoArray(y, 31 * W);
        LongVector g20 = a2.lanewise(AND, g3).lanewise(OR, a2.not().lanewise(AND, a5.not()));
        LongVector g21 = a3.lanewise(XOR, g5.lanewise(XOR, g13));
        LongVector g22 = a4.lanewise(AND, g21).lanewise(OR, a4.not().lanewise(AND, g20));
        LongVector g23 = g7.lanewise(AND, a5).lanewise(OR, g7.not().lanewise(AND, g2.not()));
        LongVector g24 = a2.lanewise(AND, g23).lanewise(OR, a2.not().lanewise(AND, g13));
        LongVector g25 = a1.lanewise(AND, g24).lanewise(OR, a1.not().lanewise(AND, g22));
        LongVector.fromArray(S, y, 11 * W).lanewise(XOR, g25).intoArray(y, 11 * W);
        LongVector g26 = a2.lanewise(XOR, a6.not().lanewise(AND, g3));
        LongVector g27 = g5.lanewise(AND, g13.not().lanewise(XOR, g20)).lanewise(OR, g5.not().lanewise(AND, g13.not().lanewise(OR, g20.not())));
        LongVector g28 = a4.lanewise(AND, g27).lanewise(OR, a4.not().lanewise(AND, g26));
        LongVector g29 = g7.lanewise(AND, g26.not()).lanewise(OR, g7.not().lanewise(AND, a2.lanewise(AND, g26)));
        LongVector g30 = g21.lanewise(XOR, g3.not().lanewise(OR, g24.not()));
        LongVector g31 = a4.lanewise(AND, g30).lanewise(OR, a4.not().lanewise(AND, g29));
        LongVector g32 = a1.lanewise(AND, g31).lanewise(OR, a1.not().lanewise(AND, g28));
        LongVector.fromArray(S, y, 21 * W).lanewise(XOR, g32).intoArray(y, 21 * W);
    }

    /** S8: 79 gates, generated by gen/des_sbox_circuits.py. */
    private static void s8(long[] x, long[] y, long[] ks, int k) {
        LongVector ones = LongVector.broadcast(S, -1L);
        LongVector a1 = LongVector.fromArray(S, x, 27 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 42 * W));
        LongVector a2 = LongVector.fromArray(S, x, 28 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 43 * W));
        LongVector a3 = LongVector.fromArray(S, x, 29 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 44 * W));
        LongVector a4 = LongVector.fromArray(S, x, 30 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 45 * W));
        LongVector a5 = LongVector.fromArray(S, x, 31 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 46 * W));
        LongVector a6 = LongVector.fromArray(S, x, 0 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 47 * W));
        LongVector t1 = a3.lanewise(AND, a1);
        LongVector t2 = a3.lanewise(XOR, t1);
        LongVector t3 = a4.lanewise(XOR, ones);
        LongVector t4 = t2.lanewise(OR, t3);
        LongVector t5 = t4.lanewise(OR, a2);
        LongVector t6 = a2.lanewise(XOR, t5);
        LongVector t7 = a2.lanewise(XOR, a1);
        LongVector t8 = t7.lanewise(AND, a4);
        LongVector t9 = a2.lanewise(XOR, t8);
        LongVector t10 = t1.lanewise(XOR, t9);
        LongVector t11 = t10.lanewise(AND, a5);
        LongVector t12 = t6.lanewise(XOR, t11);
        LongVector t13 = a4.lanewise(XOR, t12);
        LongVector t14 = t1.lanewise(XOR, a1);
        LongVector t15 = a4.lanewise(XOR, t14);
        LongVector t16 = t15.lanewise(OR, a5);
        LongVector t17 = a5.lanewise(XOR, t16);
        LongVector t18 = a5.lanewise(OR, a1);
        LongVector t19 = a5.lanewise(XOR, t18);
        LongVector t20 = t19.lanewise(OR, a4);
        LongVector t21 = t20.lanewise(AND, a2);
        LongVector t22 = t17.lanewise(OR, t21);
        LongVector t23 = t13.lanewise(XOR, t22);
        LongVector t24 = t23.lanewise(AND, a6);
        LongVector t25 = t13.lanewise(XOR, t24);
        LongVector t26 = a5.lanewise(XOR, t25);
        LongVector t27 = a3.lanewise(XOR, t26);
        LongVector t28 = a1.lanewise(XOR, t27);
        LongVector t29 = a2.lanewise(XOR, t28);
        LongVector.fromArray(S, y, 4 * W).lanewise(XOR, t29).intoArray(y, 4 * W);
        LongVector t30 = a5.lanewise(XOR, a2);
        LongVector t31 = t30.lanewise(OR, a3);
        LongVector t32 = a3.lanewise(XOR, t31);
        LongVector t33 = a6.lanewise(OR, a5);
        LongVector t34 = a6.lanewise(XOR, t33);
        LongVector t35 = t34.lanewise(OR, a3);
        LongVector t36 = a3.lanewise(AND, a2);
        LongVector t37 = a3.lanewise(XOR, t36);
        LongVector t38 = t37.lanewise(OR, a6);
        LongVector t39 = t38.lanewise(AND, a4);
        LongVector t40 = t35.lanewise(XOR, t39);
        LongVector t41 = t32.lanewise(XOR, t40);
        LongVector t42 = t41.lanewise(AND, a1);
        LongVector t43 = t32.lanewise(XOR, t42);
        LongVector t44 = a4.lanewise(XOR, t43);
        LongVector t45 = t20.lanewise(XOR, t44);
        LongVector t46 = t11.lanewise(XOR, t45);
        LongVector t47 = t21.lanewise(XOR, t46);
        LongVector t48 = t19.lanewise(XOR, t47);
        LongVector t49 = t3.lanewise(XOR, t48);
        LongVector t50 = a6.lanewise(XOR, t49);
        LongVector.fromArray(S, y, 26 * W).lanewise(XOR, t50).intoArray(y, 26 * W);
        LongVector t51 = a5.lanewise(OR, a3);
        LongVector t52 = a6.lanewise(OR, a2);
        LongVector t53 = a6.lanewise(XOR, t52);
        LongVector t54 = t53.lanewise(OR, a3);
        LongVector t55 = t54.lanewise(AND, a5);
        LongVector t56 = a6.lanewise(XOR, t55);
        LongVector t57 = t56.lanewise(AND, a1);
        LongVector t58 = t51.lanewise(XOR, t57);
        LongVector t59 = t7.lanewise(OR, a2);
        LongVector t60 = t59.lanewise(AND, a5);
        LongVector t61 = t36.lanewise(XOR, t60);
        LongVector t62 = t7.lanewise(XOR, t61);
        LongVector t63 = t62.lanewise(AND, a6);
        LongVector t64 = t18.lanewise(XOR, t63);
        LongVector t65 = t64.lanewise(AND, t3);
        LongVector t66 = t58.lanewise(XOR, t65);
        LongVector t67 = t30.lanewise(XOR, t66);
        LongVector.fromArray(S, y, 14 * W).lanewise(XOR, t67).intoArray(y, 14 * W);
        LongVector t68 = a3.lanewise(XOR, ones);
        LongVector t69 = t1.lanewise(OR, a2);
        LongVector t70 = t31.lanewise(XOR, t69);
        LongVector t71 = t61.lanewise(XOR, t70);
        LongVector t72 = t71.lanewise(AND, t3);
        LongVector t73 = t22.lanewise(XOR, t72);
        LongVector t74 = t37.lanewise(XOR, t73);
        LongVector t75 = t74.lanewise(AND, a6);
        LongVector t76 = t68.lanewise(XOR, t75);
        LongVector t77 = a5.lanewise(XOR, t76);
        LongVector t78 = t7.lanewise(XOR, t77);
        LongVector t79 = t22.lanewise(XOR, t78);
        LongVector.fromArray(S, y, 20 * W).lanewise(XOR, t79).intoArray(y, 20 * W);
    }

    /** S8: 32 three-input gates, generated by gen/des_sbox_circuits.py (gen/des_sbox_lut3.py). */
    private static void u8(long[] x, long[] y, long[] ks, int k) {
        LongVector opaque = LongVector.fromArray(S, OPAQUE_ZERO, 0);
        LongVector a1 = LongVector.fromArray(S, x, 27 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 42 * W)).add(opaque);
        LongVector a2 = LongVector.fromArray(S, x, 28 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 43 * W)).add(opaque);
        LongVector a3 = LongVector.fromArray(S, x, 29 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 44 * W)).add(opaque);
        LongVector a4 = LongVector.fromArray(S, x, 30 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 45 * W)).add(opaque);
        LongVector a5 = LongVector.fromArray(S, x, 31 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 46 * W)).add(opaque);
        LongVector a6 = LongVector.fromArray(S, x, 0 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 47 * W)).add(opaque);
        LongVector g1 = a4.lanewise(XOR, a3.lanewise(OR, a5.not()));
        LongVector g2 = a5.lanewise(AND, a4).lanewise(OR, a5.not().lanewise(AND, a3));
        LongVector g3 = a2.lanewise(AND, g2).lanewise(OR, a2.not().lanewise(AND, g1));
        LongVector g4 = a5.lanewise(XOR, a3.not().lanewise(OR, a4));
        LongVector g5 = a3.lanewise(XOR, a5);
        LongVector g6 = a2.lanewise(AND, g5).lanewise(OR, a2.not().lanewise(AND, g4));
        LongVector g7 = a1.lanewise(AND, g6).lanewise(OR, a1.not().lanewise(AND, g3));
        LongVector g8 = a2.lanewise(XOR, g1.not().lanewise(XOR, g5));
        LongVector g9 = a1.lanewise(AND, g8).lanewise(OR, a1.not().lanewise(AND, g3.not()));
        LongVector g10 = a6.lanewise(AND, g9).lanewise(OR, a6.not().lanewise(AND, g7));
        LongVector.fromArray(S, y, 26 * W).lanewise(XOR, g10).intoArray(y, 26 * W);
        LongVector g11 = a3.lanewise(OR, a5);
        LongVector g12 = a3.lanewise(AND, a5.lanewise(AND, a6)).lanewise(OR, a3.not().lanewise(AND, a5.not().lanewise(AND, a6.not())));
        LongVector g13 = a2.lanewise(AND, g12).lanewise(OR, a2.not().lanewise(AND, g11));
        LongVector g14 = a4.lanewise(AND, g8.not()).lanewise(OR, a4.not().lanewise(AND, g13));
        LongVector g15 = g14.lanewise(XOR, a4.not().lanewise(OR, a6));
        LongVector g16 = a6.lanewise(AND, g3.lanewise(AND, g13)).lanewise(OR, a6.not().lanewise(AND, g3.not()));
        LongVector g17 = a5.lanewise(AND, g16).lanewise(OR, a5.not().lanewise(AND, g15));
        LongVector g18 = a1.lanewise(AND, g17).lanewise(OR, a1.not().lanewise(AND, g14));
        LongVector.fromArray(S, y, 14 * W).lanewise(XOR, g18).intoArray(y, 14 * W);
        LongVector g19 = a1.lanewise(AND, g3).lanewise(OR, a1.not().lanewise(AND, g8.not()));
        LongVector g20 = a1.lanewise(AND, g4.lanewise(XOR, g6)).lanewise(OR, a1.not().lanewise(AND, g4.lanewise(AND, g6)));
        LongVector g21 = a6.lanewise(AND, g20).lanewise(OR, a6.not().lanewise(AND, g19));
        LongVector g22 = a3.lanewise(AND, g20).lanewise(OR, a3.not().lanewise(AND, g20.not().lanewise(AND, g21.not())));
        LongVector g23 = a3.lanewise(AND, a6.not()).lanewise(OR, a3.not().lanewise(AND, a2.lanewise(AND, a6)));
        LongVector g24 = a1.lanewise(AND, g23.not().lanewise(AND, g23.not())).lanewise(OR, a1.not().lanewise(AND, g23.lanewise(AND, g23)));
        LongVector g25 = a4.lanewise(AND, g24).lanewise(OR, a4.not().lanewise(AND, g22));
        LongVector g26 = a5.lanewise(AND, g25).lanewise(OR, a5.not().lanewise(AND, g21));
        LongVector.fromArray(S, y, 20 * W).lanewise(XOR, g26).intoArray(y, 20 * W);
        LongVector g27 = a4.lanewise(AND, g9.not().lanewise(OR, g20)).lanewise(OR, a4.not().lanewise(AND, g9.lanewise(XOR, g20)));
        LongVector g28 = a6.lanewise(AND, g19.not()).lanewise(OR, a6.not().lanewise(AND, g27));
        LongVector g29 = a1.lanewise(AND, g8.not()).lanewise(OR, a1.not().lanewise(AND, g6));
        LongVector g30 = a1.lanewise(XOR, g14.lanewise(XOR, g16));
        LongVector g31 = a6.lanewise(AND, g30).lanewise(OR, a6.not().lanewise(AND, g29));
        LongVector g32 = a5.lanewise(AND, g31).lanewise(OR, a5.not().lanewise(AND, g28));
        LongVector.fromArray(S, y, 4 * W).lanewise(XOR, g32).intoArray(y, 4 * W);
    }
    // END GENERATED CODE
}
