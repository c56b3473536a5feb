package dev.lanecrypt.des;

import dev.lanecrypt.cipher.Block64;
import dev.lanecrypt.cipher.Blocks;

/**
 * DES and Triple-DES EDE (FIPS 46-3, NIST SP 800-67) one block at a time in constant time: IP and FP by swap steps
 * ({@link DesPermutation}) around 16 or 48 rounds of {@link TruthTableRounds} (no lookup indexed by key or data; the
 * key schedule has none either). For the calls where a bit-sliced pass, which costs the same for one block as for
 * its full width, is the slower constant-time choice: a few blocks.
 */
public final class ConstantTimeDes implements Block64 {

    /** The packed round keys ({@link DesRounds#pack}), 32 words a DES: E_K1 (then D_K2, E_K3). */
    private final int[] enc;
    /** D_K1, or D_K3, E_K2, D_K1. */
    private final int[] dec;

    /** {@code keys}: one DES key or the three of Triple-DES (K1, K2, K3), 64 bits each, parity bits ignored. */
    public ConstantTimeDes(long... keys) {
        if (keys.length != 1 && keys.length != 3) {
            throw new IllegalArgumentException("one or three DES keys, not " + keys.length);
        }
        int n = keys.length;
        enc = new int[32 * n];
        dec = new int[32 * n];
        for (int i = 0; i < n; i++) {
            long[] rk = DesKeySchedule.roundKeys(keys[i]);
            boolean decrypting = i % 2 == 1;               // EDE: the middle DES runs backwards
            System.arraycopy(DesRounds.pack(rk, decrypting), 0, enc, 32 * i, 32);
            System.arraycopy(DesRounds.pack(rk, !decrypting), 0, dec, 32 * (n - 1 - i), 32);
        }
    }

    private static long crypt(long block, int[] ks) {
        long x = DesPermutation.ip(block);
        for (int off = 0; off < ks.length; off += 32) {
            x = TruthTableRounds.sixteen(x, ks, off);       // FP of one DES and IP of the next cancel
        }
        return DesPermutation.fp(x);
    }

    @Override
    public long encrypt(long block) {
        return crypt(block, enc);
    }

    @Override
    public long decrypt(long block) {
        return crypt(block, dec);
    }

    @Override
    public boolean encryptBytes(byte[] in, int inAt, byte[] out, int outAt, int count, byte[] xor, int xorAt) {
        return Blocks.oneByOne(this, true, in, inAt, out, outAt, count, xor, xorAt);
    }

    @Override
    public boolean decryptBytes(byte[] in, int inAt, byte[] out, int outAt, int count, byte[] xor, int xorAt) {
        return Blocks.oneByOne(this, false, in, inAt, out, outAt, count, xor, xorAt);
    }
}
