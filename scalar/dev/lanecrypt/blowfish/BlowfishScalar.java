package dev.lanecrypt.blowfish;

import dev.lanecrypt.cipher.Block64;

/**
 * Blowfish (Schneier, FSE 1993), one block at a time, the 16 rounds unrolled as in Eric Young's
 * {@code BF_encrypt}. The fastest serial code: single-stream CBC encryption and CFB/OFB use it, and
 * every batched engine checks against it.
 *
 * <p>Round function F(x) = ((S1[a] + S2[b]) xor S3[c]) + S4[d] on the bytes a..d of x (a most
 * significant), sums modulo 2^32 (Java int overflow wraps, as the specification wants). Decryption is
 * the same network with P reversed. Blocks are big-endian longs: the left half is bits 63..32.
 *
 * <p>Not constant time (secret-indexed table lookups, like every table Blowfish); see {@link BlowfishKey}.
 * Immutable, so one engine may serve many threads.
 */
public final class BlowfishScalar implements Block64 {

    private final int[] table;
    private final int[] decryptP;

    public BlowfishScalar(BlowfishKey key) {
        this.table = key.table();
        this.decryptP = key.decryptP();
    }

    @Override
    public long encrypt(long block) {
        return crypt(table, table, block);
    }

    @Override
    public long decrypt(long block) {
        return crypt(decryptP, table, block);
    }

    /** Blowfish's F on the S-boxes of {@code s} (laid out as in {@link BlowfishKey#table()}). */
    public static int f(int[] s, int x) {
        return f(s, 0, x);
    }

    /**
     * Blowfish's F on the S-boxes of a table laid out as {@link BlowfishKey#table()} that starts at
     * {@code s[base]} (batched key setup keeps several tables in one array). Bytes b and c are taken
     * with rotations: with BMI2 a rotation is one non-destructive {@code rorx}, where a shift needs a
     * register copy first, so F issues two instructions fewer (measured on the batched key setup).
     */
    public static int f(int[] s, int base, int x) {
        return ((s[base + BlowfishKey.S0 + (x >>> 24)] + s[base + BlowfishKey.S1 + (Integer.rotateRight(x, 16) & 0xFF)])
                ^ s[base + BlowfishKey.S2 + (Integer.rotateRight(x, 8) & 0xFF)]) + s[base + BlowfishKey.S3 + (x & 0xFF)];
    }

    /**
     * The 16-round network with round keys {@code p[0..17]} and S-boxes from {@code s}: encryption with
     * {@link BlowfishKey#table()} as p, decryption with {@link BlowfishKey#decryptP()}. Each round is
     * written {@code r = (r ^ P[i]) ^ F(l)} so that the xor with the round key is off the dependency chain
     * through the S-box loads (one xor after F instead of two).
     */
    public static long crypt(int[] p, int[] s, long block) {
        int l = (int) (block >>> 32) ^ p[0];
        int r = (int) block;
        r = (r ^ p[1]) ^ f(s, l);
        l = (l ^ p[2]) ^ f(s, r);
        r = (r ^ p[3]) ^ f(s, l);
        l = (l ^ p[4]) ^ f(s, r);
        r = (r ^ p[5]) ^ f(s, l);
        l = (l ^ p[6]) ^ f(s, r);
        r = (r ^ p[7]) ^ f(s, l);
        l = (l ^ p[8]) ^ f(s, r);
        r = (r ^ p[9]) ^ f(s, l);
        l = (l ^ p[10]) ^ f(s, r);
        r = (r ^ p[11]) ^ f(s, l);
        l = (l ^ p[12]) ^ f(s, r);
        r = (r ^ p[13]) ^ f(s, l);
        l = (l ^ p[14]) ^ f(s, r);
        r = (r ^ p[15]) ^ f(s, l);
        l = (l ^ p[16]) ^ f(s, r);
        return join(r ^ p[17], l);
    }

    /** The block with left half {@code l} and right half {@code r}. */
    public static long join(int l, int r) {
        return ((long) l << 32) | (r & 0xFFFFFFFFL);
    }
}
