package dev.lanecrypt.des;

/**
 * The sixteen Feistel rounds of DES (FIPS 46-3) in constant time, one block at a time: each of the 32 output bits of
 * the round function (S-box {@code b}'s bit, at its place after P) is bit {@code x} of a 64-bit truth table, where
 * {@code x} is the S-box's 6-bit input, read by a rotation by {@code x}. The tables are stored rotated left by the
 * bit's place {@code q}, so that {@code rotr(rotl(T, q), x)} holds {@code T}'s bit {@code x} at bit {@code q}: one
 * rotation and one AND a bit, the result already where P puts it. No load's address and no branch depends on the key
 * or the data; the rotation count does, and x86-64's and AArch64's rotates by a register take the same time for every
 * count.
 *
 * <p>Same key words and expansion as {@link DesRounds} (the six inputs of S-boxes 0, 6, 4, 2 in the bytes of
 * {@code rotl(R, 5)}, of 7, 5, 3, 1 in those of {@code rotl(R, 1)}), so the engines share
 * {@link DesRounds#pack}. Per round: 32 rotations, 32 ANDs, 31 ORs and the index extractions, against
 * {@link DesRounds}'s 8 table loads: on the Zen 4, 210 ns a DES block chained, 606 a Triple-DES block, against the
 * tables' 101 and 268 (docs/des.md).
 */
public final class TruthTableRounds {

    private TruthTableRounds() {
    }

    /*
     * T<b><k>: the truth table of S-box b's k-th output bit (of the four, in the order of their places), rotated left
     * by its place; M<b><k>: the place as a one-bit mask. Static finals, so that C2 holds them as immediates: read
     * from an array, the 64 were hoisted out of the round loop, spilled, and a round took 77 cycles (Zen 4).
     */
    private static final long T00 = rotated(0, 0), T01 = rotated(0, 1), T02 = rotated(0, 2), T03 = rotated(0, 3);
    private static final long T10 = rotated(1, 0), T11 = rotated(1, 1), T12 = rotated(1, 2), T13 = rotated(1, 3);
    private static final long T20 = rotated(2, 0), T21 = rotated(2, 1), T22 = rotated(2, 2), T23 = rotated(2, 3);
    private static final long T30 = rotated(3, 0), T31 = rotated(3, 1), T32 = rotated(3, 2), T33 = rotated(3, 3);
    private static final long T40 = rotated(4, 0), T41 = rotated(4, 1), T42 = rotated(4, 2), T43 = rotated(4, 3);
    private static final long T50 = rotated(5, 0), T51 = rotated(5, 1), T52 = rotated(5, 2), T53 = rotated(5, 3);
    private static final long T60 = rotated(6, 0), T61 = rotated(6, 1), T62 = rotated(6, 2), T63 = rotated(6, 3);
    private static final long T70 = rotated(7, 0), T71 = rotated(7, 1), T72 = rotated(7, 2), T73 = rotated(7, 3);
    private static final int M00 = 1 << place(0, 0), M01 = 1 << place(0, 1),
            M02 = 1 << place(0, 2), M03 = 1 << place(0, 3);
    private static final int M10 = 1 << place(1, 0), M11 = 1 << place(1, 1),
            M12 = 1 << place(1, 2), M13 = 1 << place(1, 3);
    private static final int M20 = 1 << place(2, 0), M21 = 1 << place(2, 1),
            M22 = 1 << place(2, 2), M23 = 1 << place(2, 3);
    private static final int M30 = 1 << place(3, 0), M31 = 1 << place(3, 1),
            M32 = 1 << place(3, 2), M33 = 1 << place(3, 3);
    private static final int M40 = 1 << place(4, 0), M41 = 1 << place(4, 1),
            M42 = 1 << place(4, 2), M43 = 1 << place(4, 3);
    private static final int M50 = 1 << place(5, 0), M51 = 1 << place(5, 1),
            M52 = 1 << place(5, 2), M53 = 1 << place(5, 3);
    private static final int M60 = 1 << place(6, 0), M61 = 1 << place(6, 1),
            M62 = 1 << place(6, 2), M63 = 1 << place(6, 3);
    private static final int M70 = 1 << place(7, 0), M71 = 1 << place(7, 1),
            M72 = 1 << place(7, 2), M73 = 1 << place(7, 3);

    /** The {@code k}-th (0..3) of S-box {@code box}'s places after P, from the top: bit 0 the lowest. */
    private static int place(int box, int k) {
        for (int q = 0, found = 0; q < 32; q++) {
            if (truthTable(box, q) != 0 && found++ == k) {
                return q;
            }
        }
        throw new AssertionError("S-box " + box + " has fewer than " + (k + 1) + " output places");
    }

    /** Bit {@code x} is bit {@code q} of P(S-box {@code box}'s output for the input {@code x}, in its nibble). */
    private static long truthTable(int box, int q) {
        long table = 0;
        for (int x = 0; x < 64; x++) {
            long s = (long) DesTables.sbox(box, x) << (28 - 4 * box);
            table |= ((DesTables.select(s, DesTables.P, 32) >>> q) & 1) << x;
        }
        return table;
    }

    private static long rotated(int box, int k) {
        int q = place(box, k);
        return Long.rotateLeft(truthTable(box, q), q);
    }

    /** The bit of {@code rotl(T, q)} for the input {@code x}, at its place {@code q} ({@code m = 1 << q}). */
    private static int bit(long rotatedTable, int x, int m) {
        return (int) Long.rotateRight(rotatedTable, x) & m;
    }

    /** The round function P(S(E(r) xor k)) with the round key as {@link DesRounds#packRoundKey}'s two words. */
    static int f(int r, int ka, int kb) {
        int a = Integer.rotateLeft(r, 5) ^ ka;
        int b = Integer.rotateLeft(r, 1) ^ kb;
        int x0 = a & 63;
        int x6 = (a >>> 8) & 63;
        int x4 = (a >>> 16) & 63;
        int x2 = (a >>> 24) & 63;
        int x7 = b & 63;
        int x5 = (b >>> 8) & 63;
        int x3 = (b >>> 16) & 63;
        int x1 = (b >>> 24) & 63;
        return bit(T00, x0, M00) | bit(T01, x0, M01) | bit(T02, x0, M02) | bit(T03, x0, M03)
                | bit(T10, x1, M10) | bit(T11, x1, M11) | bit(T12, x1, M12) | bit(T13, x1, M13)
                | bit(T20, x2, M20) | bit(T21, x2, M21) | bit(T22, x2, M22) | bit(T23, x2, M23)
                | bit(T30, x3, M30) | bit(T31, x3, M31) | bit(T32, x3, M32) | bit(T33, x3, M33)
                | bit(T40, x4, M40) | bit(T41, x4, M41) | bit(T42, x4, M42) | bit(T43, x4, M43)
                | bit(T50, x5, M50) | bit(T51, x5, M51) | bit(T52, x5, M52) | bit(T53, x5, M53)
                | bit(T60, x6, M60) | bit(T61, x6, M61) | bit(T62, x6, M62) | bit(T63, x6, M63)
                | bit(T70, x7, M70) | bit(T71, x7, M71) | bit(T72, x7, M72) | bit(T73, x7, M73);
    }

    /** As {@link DesRounds#sixteen}: L0||R0 in, R16||L16 out, keys {@code ks[off .. off+32)}. */
    public static long sixteen(long lr, int[] ks, int off) {
        int l = (int) (lr >>> 32);
        int r = (int) lr;
        for (int i = off; i < off + 32; i += 4) {
            l ^= f(r, ks[i], ks[i + 1]);
            r ^= f(l, ks[i + 2], ks[i + 3]);
        }
        return ((long) r << 32) | (l & 0xFFFFFFFFL);
    }
}
