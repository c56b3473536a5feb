package dev.lanecrypt.des;


/**
 * Bit-sliced DES (Biham, "A Fast New DES Implementation in Software", FSE 1997) on plain longs: bit b of
 * 64 blocks in one long, 64 blocks per pass, with S-box circuits of two-input and/or/xor/not gates
 * generated from the FIPS tables by {@code gen/des_sbox_circuits.py} (between the GENERATED markers below):
 * its own synthesis (81 gates per S-box on average), which ran faster here than the 56-gate searched ones of
 * the vector engine ({@code dev.lanecrypt.des.BitslicedDesEngine}). For the passes the
 * vector widths would mostly leave empty: the batch API's serial modes over at most 64 streams (one key
 * per lane), where a 256-lane pass costs as much with 64 lanes in use as with 256; and the bulk engine
 * of a JVM without the Vector API.
 *
 * <ul>
 *   <li>Transposition in and out: the 64 x 64 bit matrix by six stages of delta swaps at distances 32,
 *   16, ..., 1 (Hacker's Delight 7-3 widened to 64), three at a time on eight rows in registers; row j
 *   is block j, afterwards row r holds bit r (LSB numbering) of the 64 blocks.</li>
 *   <li>IP, FP, E and P are renamings: IP and FP pick the rows that become L and R ({@code inSlot},
 *   {@code outSlot}); E and P are the constant indices of the generated S-box code.</li>
 * </ul>
 *
 * <p>Constant time: no branch and no memory index depends on keys or data.
 */
public final class BitslicedDes64 implements BitslicedPass {

    /** The 64 rows being transposed. */
    private final long[] rows = new long[64];

    /** The state: L (slices 0..31) and R (32..63), DES bit order within each half. */
    private final long[] l = new long[32];
    private final long[] r = new long[32];

    @Override
    public int blocksPerPass() {
        return 64;
    }

    @Override
    public void pass(long[] blocks, int off, int count, long[] ks, boolean oneKey, int rounds, int[] inSlot, int[] outSlot) {
        System.arraycopy(blocks, off, rows, 0, count);
        java.util.Arrays.fill(rows, count, 64, 0L);
        slice(rows, 0, inSlot, l, r);
        rounds(l, r, ks, oneKey, rounds);
        unslice(l, r, outSlot, rows, 0);
        System.arraycopy(rows, 0, blocks, off, count);
    }

    @Override
    public void slice(long[] blocks, int off, int[] inSlot, long[] l, long[] r) {
        if (blocks != rows || off != 0) {
            System.arraycopy(blocks, off, rows, 0, 64);
        }
        transpose(rows);
        for (int i = 0; i < 32; i++) {
            l[i] = rows[inSlot[i]];
            r[i] = rows[inSlot[32 + i]];
        }
    }

    @Override
    public void rounds(long[] l, long[] r, long[] ks, boolean oneKey, int rounds) {
        // oneKey needs nothing here: a slice is one long already
        for (int i = 0; i < rounds; i++) {
            boolean intoL = BitslicedPass.writesL(i);
            long[] x = intoL ? r : l;
            long[] y = intoL ? l : r;
            int k = i * 48;
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

    @Override
    public void unslice(long[] l, long[] r, int[] outSlot, long[] blocks, int off) {
        for (int row = 0; row < 64; row++) {
            int s = outSlot[row];
            rows[row] = s < 32 ? l[s] : r[s - 32];
        }
        transpose(rows);
        if (blocks != rows || off != 0) {
            System.arraycopy(rows, 0, blocks, off, 64);
        }
    }

    /**
     * Transposes the 64 x 64 bit matrix in place (the transposition is its own inverse): the swap steps
     * at distances 32, 16, 8 act within the rows j, j + 8, ..., j + 56, then 4, 2, 1 within the rows
     * 8g .. 8g + 7, eight rows in registers at a time (generated, below, with constant shifts).
     */
    private static void transpose(long[] m) {
        for (int j = 0; j < 8; j++) {
            outer(m, j);
        }
        for (int g = 0; g < 64; g += 8) {
            inner(m, g);
        }
    }

    // BEGIN GENERATED CODE (gen/des_sbox_circuits.py)
    /** Distances 32, 16, 8 of the transposition on the rows first + 8 i of m, in place. */
    private static void outer(long[] m, int first) {
        long v0 = m[first + 0];
        long v1 = m[first + 8];
        long v2 = m[first + 16];
        long v3 = m[first + 24];
        long v4 = m[first + 32];
        long v5 = m[first + 40];
        long v6 = m[first + 48];
        long v7 = m[first + 56];
        long t;
        t = ((v0 >>> 32) ^ v4) & 0x00000000FFFFFFFFL;
        v4 ^= t;
        v0 ^= t << 32;
        t = ((v1 >>> 32) ^ v5) & 0x00000000FFFFFFFFL;
        v5 ^= t;
        v1 ^= t << 32;
        t = ((v2 >>> 32) ^ v6) & 0x00000000FFFFFFFFL;
        v6 ^= t;
        v2 ^= t << 32;
        t = ((v3 >>> 32) ^ v7) & 0x00000000FFFFFFFFL;
        v7 ^= t;
        v3 ^= t << 32;
        t = ((v0 >>> 16) ^ v2) & 0x0000FFFF0000FFFFL;
        v2 ^= t;
        v0 ^= t << 16;
        t = ((v1 >>> 16) ^ v3) & 0x0000FFFF0000FFFFL;
        v3 ^= t;
        v1 ^= t << 16;
        t = ((v4 >>> 16) ^ v6) & 0x0000FFFF0000FFFFL;
        v6 ^= t;
        v4 ^= t << 16;
        t = ((v5 >>> 16) ^ v7) & 0x0000FFFF0000FFFFL;
        v7 ^= t;
        v5 ^= t << 16;
        t = ((v0 >>> 8) ^ v1) & 0x00FF00FF00FF00FFL;
        v1 ^= t;
        v0 ^= t << 8;
        t = ((v2 >>> 8) ^ v3) & 0x00FF00FF00FF00FFL;
        v3 ^= t;
        v2 ^= t << 8;
        t = ((v4 >>> 8) ^ v5) & 0x00FF00FF00FF00FFL;
        v5 ^= t;
        v4 ^= t << 8;
        t = ((v6 >>> 8) ^ v7) & 0x00FF00FF00FF00FFL;
        v7 ^= t;
        v6 ^= t << 8;
        m[first + 0] = v0;
        m[first + 8] = v1;
        m[first + 16] = v2;
        m[first + 24] = v3;
        m[first + 32] = v4;
        m[first + 40] = v5;
        m[first + 48] = v6;
        m[first + 56] = v7;
    }

    /** Distances 4, 2, 1 of the transposition on the rows first + 1 i of m, in place. */
    private static void inner(long[] m, int first) {
        long v0 = m[first + 0];
        long v1 = m[first + 1];
        long v2 = m[first + 2];
        long v3 = m[first + 3];
        long v4 = m[first + 4];
        long v5 = m[first + 5];
        long v6 = m[first + 6];
        long v7 = m[first + 7];
        long t;
        t = ((v0 >>> 4) ^ v4) & 0x0F0F0F0F0F0F0F0FL;
        v4 ^= t;
        v0 ^= t << 4;
        t = ((v1 >>> 4) ^ v5) & 0x0F0F0F0F0F0F0F0FL;
        v5 ^= t;
        v1 ^= t << 4;
        t = ((v2 >>> 4) ^ v6) & 0x0F0F0F0F0F0F0F0FL;
        v6 ^= t;
        v2 ^= t << 4;
        t = ((v3 >>> 4) ^ v7) & 0x0F0F0F0F0F0F0F0FL;
        v7 ^= t;
        v3 ^= t << 4;
        t = ((v0 >>> 2) ^ v2) & 0x3333333333333333L;
        v2 ^= t;
        v0 ^= t << 2;
        t = ((v1 >>> 2) ^ v3) & 0x3333333333333333L;
        v3 ^= t;
        v1 ^= t << 2;
        t = ((v4 >>> 2) ^ v6) & 0x3333333333333333L;
        v6 ^= t;
        v4 ^= t << 2;
        t = ((v5 >>> 2) ^ v7) & 0x3333333333333333L;
        v7 ^= t;
        v5 ^= t << 2;
        t = ((v0 >>> 1) ^ v1) & 0x5555555555555555L;
        v1 ^= t;
        v0 ^= t << 1;
        t = ((v2 >>> 1) ^ v3) & 0x5555555555555555L;
        v3 ^= t;
        v2 ^= t << 1;
        t = ((v4 >>> 1) ^ v5) & 0x5555555555555555L;
        v5 ^= t;
        v4 ^= t << 1;
        t = ((v6 >>> 1) ^ v7) & 0x5555555555555555L;
        v7 ^= t;
        v6 ^= t << 1;
        m[first + 0] = v0;
        m[first + 1] = v1;
        m[first + 2] = v2;
        m[first + 3] = v3;
        m[first + 4] = v4;
        m[first + 5] = v5;
        m[first + 6] = v6;
        m[first + 7] = v7;
    }

    /** S1: 89 gates, generated by gen/des_sbox_circuits.py. */
    private static void s1(long[] x, long[] y, long[] ks, int k) {
        long a1 = x[31] ^ ks[k + 0];
        long a2 = x[0] ^ ks[k + 1];
        long a3 = x[1] ^ ks[k + 2];
        long a4 = x[2] ^ ks[k + 3];
        long a5 = x[3] ^ ks[k + 4];
        long a6 = x[4] ^ ks[k + 5];
        long t1 = a6 ^ a5;
        long t2 = a6 & a5;
        long t3 = t1 & a3;
        long t4 = t2 ^ t3;
        long t5 = t4 & a4;
        long t6 = t1 ^ t5;
        long t7 = ~a3;
        long t8 = a4 | t7;
        long t9 = ~a2;
        long t10 = t8 & t9;
        long t11 = t6 ^ t10;
        long t12 = a6 ^ a4;
        long t13 = ~a5;
        long t14 = t12 | t13;
        long t15 = t14 & t7;
        long t16 = t12 & a4;
        long t17 = t16 | a3;
        long t18 = a6 & a3;
        long t19 = t12 ^ t18;
        long t20 = t19 & a5;
        long t21 = t17 ^ t20;
        long t22 = t21 & t9;
        long t23 = t15 ^ t22;
        long t24 = t23 & a1;
        long t25 = t11 ^ t24;
        y[8] ^= t25;
        long t26 = a4 ^ a1;
        long t27 = t16 & a1;
        long t28 = a6 ^ t27;
        long t29 = t28 & a5;
        long t30 = t26 ^ t29;
        long t31 = ~a6;
        long t32 = t31 | a4;
        long t33 = t32 & t13;
        long t34 = ~t2;
        long t35 = t34 & a1;
        long t36 = t33 | t35;
        long t37 = t36 & a3;
        long t38 = t30 ^ t37;
        long t39 = t26 | a4;
        long t40 = t39 & a5;
        long t41 = ~t26;
        long t42 = t41 | a5;
        long t43 = t42 & t31;
        long t44 = t40 | t43;
        long t45 = t31 & t35;
        long t46 = t45 & t13;
        long t47 = t28 ^ t46;
        long t48 = t47 & a3;
        long t49 = t44 ^ t48;
        long t50 = t49 & t9;
        long t51 = t38 ^ t50;
        y[16] ^= t51;
        long t52 = t13 & a1;
        long t53 = t1 ^ t52;
        long t54 = t53 & a4;
        long t55 = t35 ^ t54;
        long t56 = ~t33;
        long t57 = ~a1;
        long t58 = t56 | t57;
        long t59 = t58 & t7;
        long t60 = t55 ^ t59;
        long t61 = a6 | t17;
        long t62 = t61 | a1;
        long t63 = ~t19;
        long t64 = a4 ^ a3;
        long t65 = t64 | a6;
        long t66 = t65 & t57;
        long t67 = t63 ^ t66;
        long t68 = t67 & a5;
        long t69 = t62 ^ t68;
        long t70 = t69 & t9;
        long t71 = t60 ^ t70;
        y[22] ^= t71;
        long t72 = t18 ^ t4;
        long t73 = t72 ^ a4;
        long t74 = ~t1;
        long t75 = t74 | a4;
        long t76 = t31 ^ t34;
        long t77 = t76 & a3;
        long t78 = t75 ^ t77;
        long t79 = t78 & a2;
        long t80 = t73 ^ t79;
        long t81 = t76 | t4;
        long t82 = t81 | a4;
        long t83 = t16 ^ t17;
        long t84 = t63 & a5;
        long t85 = t83 ^ t84;
        long t86 = t85 & t9;
        long t87 = t82 ^ t86;
        long t88 = t87 & a1;
        long t89 = t80 ^ t88;
        y[30] ^= t89;
    }

    /** S2: 75 gates, generated by gen/des_sbox_circuits.py. */
    private static void s2(long[] x, long[] y, long[] ks, int k) {
        long a1 = x[3] ^ ks[k + 6];
        long a2 = x[4] ^ ks[k + 7];
        long a3 = x[5] ^ ks[k + 8];
        long a4 = x[6] ^ ks[k + 9];
        long a5 = x[7] ^ ks[k + 10];
        long a6 = x[8] ^ ks[k + 11];
        long t1 = ~a4;
        long t2 = t1 ^ a1;
        long t3 = ~a6;
        long t4 = t3 & a4;
        long t5 = t4 | a1;
        long t6 = t5 & a3;
        long t7 = t2 ^ t6;
        long t8 = ~a1;
        long t9 = a6 | t8;
        long t10 = a3 | a1;
        long t11 = t10 & t1;
        long t12 = t9 ^ t11;
        long t13 = t12 & a5;
        long t14 = t7 ^ t13;
        long t15 = ~a5;
        long t16 = t15 & t1;
        long t17 = t16 ^ a3;
        long t18 = t17 | t3;
        long t19 = a6 | a5;
        long t20 = t19 ^ a4;
        long t21 = t20 | a3;
        long t22 = t18 ^ t21;
        long t23 = t22 & a1;
        long t24 = t18 ^ t23;
        long t25 = t24 & a2;
        long t26 = t14 ^ t25;
        y[1] ^= t26;
        long t27 = a5 ^ t19;
        long t28 = a6 & a3;
        long t29 = t27 | t28;
        long t30 = t29 ^ a4;
        long t31 = t16 ^ t1;
        long t32 = ~a3;
        long t33 = a5 | t32;
        long t34 = t33 & t3;
        long t35 = t31 | t34;
        long t36 = t35 & t8;
        long t37 = t30 ^ t36;
        long t38 = a5 & t32;
        long t39 = t31 ^ t38;
        long t40 = t39 | a6;
        long t41 = t15 & t32;
        long t42 = t1 ^ t41;
        long t43 = t42 & a6;
        long t44 = t15 ^ t43;
        long t45 = t44 & a1;
        long t46 = t40 ^ t45;
        long t47 = t46 & a2;
        long t48 = t37 ^ t47;
        y[17] ^= t48;
        long t49 = t32 ^ a6;
        long t50 = t49 ^ a1;
        long t51 = a6 | a3;
        long t52 = t51 & t8;
        long t53 = a4 ^ t52;
        long t54 = t53 & a2;
        long t55 = t50 ^ t54;
        long t56 = t1 | a2;
        long t57 = t4 ^ a6;
        long t58 = ~a2;
        long t59 = t57 & t58;
        long t60 = t28 ^ t59;
        long t61 = t60 & a1;
        long t62 = t56 ^ t61;
        long t63 = t62 & a5;
        long t64 = t55 ^ t63;
        y[12] ^= t64;
        long t65 = t1 ^ a5;
        long t66 = t43 | t27;
        long t67 = t66 & t32;
        long t68 = t65 ^ t67;
        long t69 = t68 ^ a1;
        long t70 = t39 & a1;
        long t71 = a4 ^ t70;
        long t72 = t71 & t3;
        long t73 = t32 ^ t72;
        long t74 = t73 & a2;
        long t75 = t69 ^ t74;
        y[27] ^= t75;
    }

    /** S3: 78 gates, generated by gen/des_sbox_circuits.py. */
    private static void s3(long[] x, long[] y, long[] ks, int k) {
        long a1 = x[7] ^ ks[k + 12];
        long a2 = x[8] ^ ks[k + 13];
        long a3 = x[9] ^ ks[k + 14];
        long a4 = x[10] ^ ks[k + 15];
        long a5 = x[11] ^ ks[k + 16];
        long a6 = x[12] ^ ks[k + 17];
        long t1 = a2 & a1;
        long t2 = a2 ^ t1;
        long t3 = t2 | a6;
        long t4 = a6 ^ t3;
        long t5 = t4 | a5;
        long t6 = t5 | a3;
        long t7 = a5 ^ t6;
        long t8 = ~a3;
        long t9 = t2 & t8;
        long t10 = t8 & a1;
        long t11 = ~a5;
        long t12 = t10 | t11;
        long t13 = a2 ^ t12;
        long t14 = t13 & a6;
        long t15 = t9 ^ t14;
        long t16 = a5 ^ t15;
        long t17 = t16 & a4;
        long t18 = t7 ^ t17;
        long t19 = a1 ^ t18;
        long t20 = a2 ^ t19;
        long t21 = a6 ^ t20;
        y[15] ^= t21;
        long t22 = a3 ^ a1;
        long t23 = t22 | a4;
        long t24 = t23 & t11;
        long t25 = a5 & a4;
        long t26 = a3 ^ t25;
        long t27 = t26 & a2;
        long t28 = t24 ^ t27;
        long t29 = t11 ^ t28;
        long t30 = t13 ^ t29;
        long t31 = t8 ^ t11;
        long t32 = t31 | a2;
        long t33 = t32 | a1;
        long t34 = t22 ^ t33;
        long t35 = ~a4;
        long t36 = t34 | t35;
        long t37 = t30 ^ t36;
        long t38 = t37 & a6;
        long t39 = t30 ^ t38;
        long t40 = t8 ^ t39;
        long t41 = t2 ^ t40;
        long t42 = t5 ^ t41;
        long t43 = t17 ^ t42;
        y[29] ^= t43;
        long t44 = t35 & a1;
        long t45 = t44 | a6;
        long t46 = t8 ^ t35;
        long t47 = t46 | a1;
        long t48 = t47 & t11;
        long t49 = t45 ^ t48;
        long t50 = a6 ^ a3;
        long t51 = t50 | a5;
        long t52 = a6 & a3;
        long t53 = t52 & t35;
        long t54 = t51 ^ t53;
        long t55 = t54 & a1;
        long t56 = t55 & a2;
        long t57 = t49 ^ t56;
        long t58 = t2 ^ t57;
        long t59 = t22 ^ t58;
        y[5] ^= t59;
        long t60 = a5 & a3;
        long t61 = t60 | a4;
        long t62 = t61 | a1;
        long t63 = t62 & a6;
        long t64 = t22 | t47;
        long t65 = a6 | a4;
        long t66 = a6 ^ t65;
        long t67 = t66 | a1;
        long t68 = t22 ^ t67;
        long t69 = t52 ^ t68;
        long t70 = t69 & a5;
        long t71 = t64 ^ t70;
        long t72 = t8 ^ t71;
        long t73 = ~a2;
        long t74 = t72 & t73;
        long t75 = t63 ^ t74;
        long t76 = a4 ^ t75;
        long t77 = a5 ^ t76;
        long t78 = t22 ^ t77;
        y[23] ^= t78;
    }

    /** S4: 78 gates, generated by gen/des_sbox_circuits.py. */
    private static void s4(long[] x, long[] y, long[] ks, int k) {
        long a1 = x[11] ^ ks[k + 18];
        long a2 = x[12] ^ ks[k + 19];
        long a3 = x[13] ^ ks[k + 20];
        long a4 = x[14] ^ ks[k + 21];
        long a5 = x[15] ^ ks[k + 22];
        long a6 = x[16] ^ ks[k + 23];
        long t1 = a5 | a4;
        long t2 = a5 ^ t1;
        long t3 = t2 | a6;
        long t4 = t3 | a3;
        long t5 = a3 ^ t4;
        long t6 = a4 ^ t1;
        long t7 = ~a6;
        long t8 = t6 | t7;
        long t9 = a6 | a4;
        long t10 = t9 & a3;
        long t11 = t8 ^ t10;
        long t12 = ~a2;
        long t13 = t11 & t12;
        long t14 = t5 ^ t13;
        long t15 = a3 ^ t14;
        long t16 = a6 ^ t15;
        long t17 = t12 ^ t7;
        long t18 = t17 | a5;
        long t19 = t18 | a4;
        long t20 = a6 & a5;
        long t21 = a6 ^ t20;
        long t22 = t21 | a2;
        long t23 = a5 & a2;
        long t24 = t23 & a4;
        long t25 = t22 ^ t24;
        long t26 = t19 ^ t25;
        long t27 = t26 & a3;
        long t28 = t19 ^ t27;
        long t29 = t10 ^ t28;
        long t30 = t29 & a1;
        long t31 = t16 ^ t30;
        long t32 = a4 ^ t31;
        long t33 = a5 ^ t32;
        y[9] ^= t33;
        long t34 = t12 & a1;
        long t35 = t34 | a5;
        long t36 = t35 & a3;
        long t37 = t36 & a5;
        long t38 = a5 ^ t37;
        long t39 = t38 | a1;
        long t40 = a3 & a2;
        long t41 = t39 ^ t40;
        long t42 = t23 ^ t41;
        long t43 = ~a4;
        long t44 = t42 & t43;
        long t45 = t36 ^ t44;
        long t46 = t6 ^ t45;
        long t47 = t17 ^ t46;
        long t48 = t31 ^ t47;
        y[0] ^= t48;
        long t49 = t34 & t7;
        long t50 = t49 | a3;
        long t51 = t50 & a5;
        long t52 = t37 ^ a3;
        long t53 = t52 | a1;
        long t54 = a3 ^ t53;
        long t55 = t54 | a6;
        long t56 = t38 | t53;
        long t57 = t56 & a2;
        long t58 = t55 ^ t57;
        long t59 = t40 ^ t58;
        long t60 = t59 & a4;
        long t61 = t51 ^ t60;
        long t62 = a4 ^ t61;
        long t63 = t27 ^ t62;
        long t64 = t12 ^ t63;
        long t65 = t42 ^ t64;
        long t66 = t13 ^ t65;
        y[25] ^= t66;
        long t67 = t38 ^ t52;
        long t68 = t67 & a1;
        long t69 = t37 ^ t68;
        long t70 = t69 | a4;
        long t71 = t67 & t53;
        long t72 = t71 & t12;
        long t73 = t70 ^ t72;
        long t74 = a6 ^ t73;
        long t75 = t12 ^ t74;
        long t76 = t44 ^ t75;
        long t77 = t54 ^ t76;
        long t78 = t66 ^ t77;
        y[19] ^= t78;
    }

    /** S5: 91 gates, generated by gen/des_sbox_circuits.py. */
    private static void s5(long[] x, long[] y, long[] ks, int k) {
        long a1 = x[15] ^ ks[k + 24];
        long a2 = x[16] ^ ks[k + 25];
        long a3 = x[17] ^ ks[k + 26];
        long a4 = x[18] ^ ks[k + 27];
        long a5 = x[19] ^ ks[k + 28];
        long a6 = x[20] ^ ks[k + 29];
        long t1 = a3 | a1;
        long t2 = t1 ^ a5;
        long t3 = a5 | a3;
        long t4 = t3 & a1;
        long t5 = t4 & a4;
        long t6 = t2 ^ t5;
        long t7 = a3 & t4;
        long t8 = t7 | a4;
        long t9 = ~a2;
        long t10 = t8 & t9;
        long t11 = t6 ^ t10;
        long t12 = ~a3;
        long t13 = a5 | t12;
        long t14 = a5 & a1;
        long t15 = t13 ^ t14;
        long t16 = t1 & a2;
        long t17 = t15 ^ t16;
        long t18 = t17 | a4;
        long t19 = t18 & a6;
        long t20 = t11 ^ t19;
        y[13] ^= t20;
        long t21 = a6 | a4;
        long t22 = t21 & a5;
        long t23 = a6 ^ t22;
        long t24 = t23 & a3;
        long t25 = a4 ^ t24;
        long t26 = ~a4;
        long t27 = a5 | t26;
        long t28 = a5 ^ a4;
        long t29 = ~a6;
        long t30 = t28 & t29;
        long t31 = t30 & t12;
        long t32 = t27 ^ t31;
        long t33 = t32 & t9;
        long t34 = t25 ^ t33;
        long t35 = a5 ^ a3;
        long t36 = t3 & a2;
        long t37 = t35 ^ t36;
        long t38 = ~a5;
        long t39 = t38 & a2;
        long t40 = t39 | a6;
        long t41 = t40 & t26;
        long t42 = t37 ^ t41;
        long t43 = t34 ^ t42;
        long t44 = t43 & a1;
        long t45 = t34 ^ t44;
        y[24] ^= t45;
        long t46 = a5 ^ a1;
        long t47 = t2 | a3;
        long t48 = t47 & t29;
        long t49 = t46 ^ t48;
        long t50 = t30 ^ t21;
        long t51 = t50 & a3;
        long t52 = a5 ^ t51;
        long t53 = t52 | a1;
        long t54 = t53 & a4;
        long t55 = t49 ^ t54;
        long t56 = ~a1;
        long t57 = a4 & t56;
        long t58 = t21 & t38;
        long t59 = t57 | t58;
        long t60 = t29 & a1;
        long t61 = t60 | a5;
        long t62 = a1 & a4;
        long t63 = t61 ^ t62;
        long t64 = t63 & t12;
        long t65 = t59 ^ t64;
        long t66 = t65 & a2;
        long t67 = t55 ^ t66;
        y[2] ^= t67;
        long t68 = t9 ^ t29;
        long t69 = t21 & a2;
        long t70 = a4 | t69;
        long t71 = t70 & a5;
        long t72 = t68 ^ t71;
        long t73 = a6 & t22;
        long t74 = t73 & t9;
        long t75 = a5 ^ t74;
        long t76 = t40 & a4;
        long t77 = t75 ^ t76;
        long t78 = t77 & t56;
        long t79 = t72 ^ t78;
        long t80 = t26 & a1;
        long t81 = a6 ^ t80;
        long t82 = t60 ^ t21;
        long t83 = t82 & t38;
        long t84 = t81 | t83;
        long t85 = ~t46;
        long t86 = t85 & a6;
        long t87 = t62 ^ t86;
        long t88 = t87 & a2;
        long t89 = t84 ^ t88;
        long t90 = t89 & a3;
        long t91 = t79 ^ t90;
        y[7] ^= t91;
    }

    /** S6: 78 gates, generated by gen/des_sbox_circuits.py. */
    private static void s6(long[] x, long[] y, long[] ks, int k) {
        long a1 = x[19] ^ ks[k + 30];
        long a2 = x[20] ^ ks[k + 31];
        long a3 = x[21] ^ ks[k + 32];
        long a4 = x[22] ^ ks[k + 33];
        long a5 = x[23] ^ ks[k + 34];
        long a6 = x[24] ^ ks[k + 35];
        long t1 = a6 ^ a4;
        long t2 = t1 ^ a1;
        long t3 = ~a1;
        long t4 = a6 & t3;
        long t5 = t4 & a4;
        long t6 = ~a3;
        long t7 = t5 | t6;
        long t8 = t7 & a2;
        long t9 = t2 ^ t8;
        long t10 = ~a6;
        long t11 = ~a4;
        long t12 = t10 & t11;
        long t13 = t12 | a3;
        long t14 = t6 ^ a4;
        long t15 = t14 | a2;
        long t16 = t15 & a6;
        long t17 = t6 ^ t16;
        long t18 = t17 & a1;
        long t19 = t13 ^ t18;
        long t20 = ~a5;
        long t21 = t19 & t20;
        long t22 = t9 ^ t21;
        y[3] ^= t22;
        long t23 = a6 ^ a2;
        long t24 = t6 & a1;
        long t25 = t23 ^ t24;
        long t26 = t23 | t16;
        long t27 = t26 & a1;
        long t28 = t27 | t6;
        long t29 = t28 & t20;
        long t30 = t25 ^ t29;
        long t31 = a6 & a3;
        long t32 = t31 & a1;
        long t33 = ~a2;
        long t34 = t32 | t33;
        long t35 = t6 ^ t10;
        long t36 = t35 & t3;
        long t37 = t3 ^ t10;
        long t38 = t37 & t33;
        long t39 = t36 ^ t38;
        long t40 = t39 & a5;
        long t41 = t34 ^ t40;
        long t42 = t41 & a4;
        long t43 = t30 ^ t42;
        y[28] ^= t43;
        long t44 = t23 & a1;
        long t45 = t1 ^ t44;
        long t46 = t23 ^ t26;
        long t47 = t46 ^ a1;
        long t48 = t38 | t26;
        long t49 = t48 & a4;
        long t50 = t47 | t49;
        long t51 = t50 & a5;
        long t52 = t45 ^ t51;
        long t53 = t3 & a2;
        long t54 = t53 | a5;
        long t55 = t20 | a2;
        long t56 = t55 & a1;
        long t57 = t56 & t10;
        long t58 = t54 ^ t57;
        long t59 = t58 & a3;
        long t60 = t52 ^ t59;
        y[10] ^= t60;
        long t61 = t11 & a5;
        long t62 = t61 ^ a3;
        long t63 = a5 & a3;
        long t64 = t63 & a1;
        long t65 = t62 ^ t64;
        long t66 = t65 | a5;
        long t67 = t66 & a4;
        long t68 = t67 | a1;
        long t69 = t68 & t10;
        long t70 = t65 ^ t69;
        long t71 = t12 ^ t10;
        long t72 = a6 & a1;
        long t73 = t71 ^ t72;
        long t74 = t73 | a3;
        long t75 = t5 & t20;
        long t76 = t74 ^ t75;
        long t77 = t76 & a2;
        long t78 = t70 ^ t77;
        y[18] ^= t78;
    }

    /** S7: 79 gates, generated by gen/des_sbox_circuits.py. */
    private static void s7(long[] x, long[] y, long[] ks, int k) {
        long a1 = x[23] ^ ks[k + 36];
        long a2 = x[24] ^ ks[k + 37];
        long a3 = x[25] ^ ks[k + 38];
        long a4 = x[26] ^ ks[k + 39];
        long a5 = x[27] ^ ks[k + 40];
        long a6 = x[28] ^ ks[k + 41];
        long t1 = a6 ^ a3;
        long t2 = t1 & a6;
        long t3 = t2 ^ a4;
        long t4 = t3 & a1;
        long t5 = t1 ^ t4;
        long t6 = t2 ^ t1;
        long t7 = t6 | a4;
        long t8 = t7 | a1;
        long t9 = t8 & a2;
        long t10 = t5 ^ t9;
        long t11 = ~a1;
        long t12 = a3 | a1;
        long t13 = t12 & a4;
        long t14 = t11 ^ t13;
        long t15 = t14 | a6;
        long t16 = a4 ^ a3;
        long t17 = t16 & a1;
        long t18 = ~a2;
        long t19 = t17 & t18;
        long t20 = t15 ^ t19;
        long t21 = t20 & a5;
        long t22 = t10 ^ t21;
        y[31] ^= t22;
        long t23 = a6 ^ a5;
        long t24 = a6 | t3;
        long t25 = t24 & a2;
        long t26 = t23 ^ t25;
        long t27 = ~a6;
        long t28 = t27 ^ a4;
        long t29 = ~a4;
        long t30 = a5 | t29;
        long t31 = t30 | t27;
        long t32 = t31 & a2;
        long t33 = t28 ^ t32;
        long t34 = t33 & t11;
        long t35 = t26 ^ t34;
        long t36 = t11 ^ t27;
        long t37 = t36 & a5;
        long t38 = t37 & a4;
        long t39 = a1 ^ t38;
        long t40 = t11 | t28;
        long t41 = t40 & a2;
        long t42 = t39 ^ t41;
        long t43 = t42 & a3;
        long t44 = t35 ^ t43;
        y[11] ^= t44;
        long t45 = t18 ^ t29;
        long t46 = a6 ^ t24;
        long t47 = t46 & t18;
        long t48 = t27 ^ t47;
        long t49 = t48 & a5;
        long t50 = t45 ^ t49;
        long t51 = a4 & a2;
        long t52 = a6 ^ t51;
        long t53 = t52 | a5;
        long t54 = t53 & a1;
        long t55 = t50 ^ t54;
        long t56 = ~t30;
        long t57 = t56 ^ t51;
        long t58 = t57 | t27;
        long t59 = t41 | t53;
        long t60 = t58 ^ t59;
        long t61 = t60 & a1;
        long t62 = t58 ^ t61;
        long t63 = t62 & a3;
        long t64 = t55 ^ t63;
        y[21] ^= t64;
        long t65 = t1 ^ a5;
        long t66 = t65 ^ a1;
        long t67 = a6 & a1;
        long t68 = t67 | a5;
        long t69 = t68 | a3;
        long t70 = t69 & a4;
        long t71 = t66 ^ t70;
        long t72 = ~a3;
        long t73 = t16 ^ a5;
        long t74 = t73 & a1;
        long t75 = t56 ^ t74;
        long t76 = t75 & a6;
        long t77 = t72 ^ t76;
        long t78 = t77 & a2;
        long t79 = t71 ^ t78;
        y[6] ^= t79;
    }

    /** S8: 79 gates, generated by gen/des_sbox_circuits.py. */
    private static void s8(long[] x, long[] y, long[] ks, int k) {
        long a1 = x[27] ^ ks[k + 42];
        long a2 = x[28] ^ ks[k + 43];
        long a3 = x[29] ^ ks[k + 44];
        long a4 = x[30] ^ ks[k + 45];
        long a5 = x[31] ^ ks[k + 46];
        long a6 = x[0] ^ ks[k + 47];
        long t1 = a3 & a1;
        long t2 = a3 ^ t1;
        long t3 = ~a4;
        long t4 = t2 | t3;
        long t5 = t4 | a2;
        long t6 = a2 ^ t5;
        long t7 = a2 ^ a1;
        long t8 = t7 & a4;
        long t9 = a2 ^ t8;
        long t10 = t1 ^ t9;
        long t11 = t10 & a5;
        long t12 = t6 ^ t11;
        long t13 = a4 ^ t12;
        long t14 = t1 ^ a1;
        long t15 = a4 ^ t14;
        long t16 = t15 | a5;
        long t17 = a5 ^ t16;
        long t18 = a5 | a1;
        long t19 = a5 ^ t18;
        long t20 = t19 | a4;
        long t21 = t20 & a2;
        long t22 = t17 | t21;
        long t23 = t13 ^ t22;
        long t24 = t23 & a6;
        long t25 = t13 ^ t24;
        long t26 = a5 ^ t25;
        long t27 = a3 ^ t26;
        long t28 = a1 ^ t27;
        long t29 = a2 ^ t28;
        y[4] ^= t29;
        long t30 = a5 ^ a2;
        long t31 = t30 | a3;
        long t32 = a3 ^ t31;
        long t33 = a6 | a5;
        long t34 = a6 ^ t33;
        long t35 = t34 | a3;
        long t36 = a3 & a2;
        long t37 = a3 ^ t36;
        long t38 = t37 | a6;
        long t39 = t38 & a4;
        long t40 = t35 ^ t39;
        long t41 = t32 ^ t40;
        long t42 = t41 & a1;
        long t43 = t32 ^ t42;
        long t44 = a4 ^ t43;
        long t45 = t20 ^ t44;
        long t46 = t11 ^ t45;
        long t47 = t21 ^ t46;
        long t48 = t19 ^ t47;
        long t49 = t3 ^ t48;
        long t50 = a6 ^ t49;
        y[26] ^= t50;
        long t51 = a5 | a3;
        long t52 = a6 | a2;
        long t53 = a6 ^ t52;
        long t54 = t53 | a3;
        long t55 = t54 & a5;
        long t56 = a6 ^ t55;
        long t57 = t56 & a1;
        long t58 = t51 ^ t57;
        long t59 = t7 | a2;
        long t60 = t59 & a5;
        long t61 = t36 ^ t60;
        long t62 = t7 ^ t61;
        long t63 = t62 & a6;
        long t64 = t18 ^ t63;
        long t65 = t64 & t3;
        long t66 = t58 ^ t65;
        long t67 = t30 ^ t66;
        y[14] ^= t67;
        long t68 = ~a3;
        long t69 = t1 | a2;
        long t70 = t31 ^ t69;
        long t71 = t61 ^ t70;
        long t72 = t71 & t3;
        long t73 = t22 ^ t72;
        long t74 = t37 ^ t73;
        long t75 = t74 & a6;
        long t76 = t68 ^ t75;
        long t77 = a5 ^ t76;
        long t78 = t7 ^ t77;
        long t79 = t22 ^ t78;
        y[20] ^= t79;
    }
    // END GENERATED CODE
}
