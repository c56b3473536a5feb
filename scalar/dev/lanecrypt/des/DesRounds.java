package dev.lanecrypt.des;

/**
 * The sixteen Feistel rounds of DES with the S-boxes and P folded into eight tables of 64 ints (the
 * "SP" tables of the classic table-driven implementations: SP[i][x] = P(S_i(x) in its nibble)).
 *
 * <p>The expansion E needs no table: S-box i reads bits 4i..4i+5 of the half R (cyclically), so
 * rotl(R, 5) holds the inputs of S-boxes 0, 6, 4, 2 in its bytes 0..3 (bits 0..5 of each) and rotl(R, 1)
 * those of 7, 5, 3, 1. A round key is stored in the same two words ({@link #packRoundKey}), so a round is
 * two rotations, two XORs, eight masked lookups and eight XORs.
 *
 * <p>Not constant time: the table index depends on key and data (cache timing, as in every table-driven
 * DES). The bit-sliced engine in {@code dev.lanecrypt.simd} is the constant-time one.
 */
public final class DesRounds {

    private DesRounds() {
    }

    /** SP[64 * i + x]: S-box i on input x, its 4 output bits placed at their P positions. */
    private static final int[] SP = buildSp();

    private static int[] buildSp() {
        int[] sp = new int[8 * 64];
        for (int box = 0; box < 8; box++) {
            for (int x = 0; x < 64; x++) {
                long s = (long) DesTables.sbox(box, x) << (28 - 4 * box);
                sp[64 * box + x] = (int) DesTables.select(s, DesTables.P, 32);
            }
        }
        return sp;
    }

    /** The S-box order of the bytes of rotl(R, 5) (first) and rotl(R, 1) (second), byte 0 first. */
    private static final int[] BOX_OF_BYTE_A = {0, 6, 4, 2};
    private static final int[] BOX_OF_BYTE_B = {7, 5, 3, 1};

    /**
     * Splits a 48-bit round key (bit 47 first, six bits per S-box) into the two words XORed into
     * rotl(R, 5) and rotl(R, 1): entry {@code 2 * i} and {@code 2 * i + 1} of the returned pair.
     */
    public static int[] packRoundKey(long k48) {
        int a = 0;
        int b = 0;
        for (int byteIdx = 0; byteIdx < 4; byteIdx++) {
            a |= (int) ((k48 >>> (42 - 6 * BOX_OF_BYTE_A[byteIdx])) & 63) << (8 * byteIdx);
            b |= (int) ((k48 >>> (42 - 6 * BOX_OF_BYTE_B[byteIdx])) & 63) << (8 * byteIdx);
        }
        return new int[] {a, b};
    }

    /** Packs 16 round keys, in the order given, into 32 words for {@link #sixteen}. */
    public static int[] pack(long[] roundKeys, boolean reverse) {
        int[] ks = new int[32];
        for (int i = 0; i < 16; i++) {
            int[] ab = packRoundKey(roundKeys[reverse ? 15 - i : i]);
            ks[2 * i] = ab[0];
            ks[2 * i + 1] = ab[1];
        }
        return ks;
    }

    /**
     * The packed keys ({@link #pack}, 32 words a DES) of one DES ({@code keys} = K) or of Triple-DES EDE ({@code keys}
     * = K1, K2, K3), in the order the rounds run them: encryption E_K (E_K1, D_K2, E_K3), decryption D_K (D_K3, E_K2,
     * D_K1). The one key layout of the engines on these words ({@link ScalarDes}, {@link ScalarTripleDes},
     * {@link ConstantTimeDes}).
     */
    static int[] packChain(boolean decrypt, long... keys) {
        if (keys.length != 1 && keys.length != 3) {
            throw new IllegalArgumentException("one or three DES keys, not " + keys.length);
        }
        int n = keys.length;
        int[] ks = new int[32 * n];
        for (int i = 0; i < n; i++) {
            boolean backwards = i % 2 == 1;                // EDE: the middle DES runs backwards
            int at = decrypt ? n - 1 - i : i;
            System.arraycopy(pack(DesKeySchedule.roundKeys(keys[i]), backwards != decrypt), 0, ks, 32 * at, 32);
        }
        return ks;
    }

    private static int f(int r, int ka, int kb) {
        int a = Integer.rotateLeft(r, 5) ^ ka;
        int b = Integer.rotateLeft(r, 1) ^ kb;
        return SP[a & 63] ^ SP[384 + ((a >>> 8) & 63)] ^ SP[256 + ((a >>> 16) & 63)] ^ SP[128 + ((a >>> 24) & 63)]
                ^ SP[448 + (b & 63)] ^ SP[320 + ((b >>> 8) & 63)] ^ SP[192 + ((b >>> 16) & 63)]
                ^ SP[64 + ((b >>> 24) & 63)];
    }

    /**
     * Sixteen rounds on the permuted block {@code lr} = L0||R0 with the packed keys
     * {@code ks[off .. off+32)}; returns the pre-output R16||L16 (which is also the L0||R0 of a following
     * DES in Triple-DES, since FP and IP cancel).
     */
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
