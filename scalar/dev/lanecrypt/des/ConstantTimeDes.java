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

    /** The packed round keys, 32 words a DES ({@link DesRounds#packChain}): E_K1 (then D_K2, E_K3). */
    private final int[] enc;
    /** D_K1, or D_K3, E_K2, D_K1. */
    private final int[] dec;

    /** {@code keys}: one DES key or the three of Triple-DES (K1, K2, K3), 64 bits each, parity bits ignored. */
    public ConstantTimeDes(long... keys) {
        enc = DesRounds.packChain(false, keys);
        dec = DesRounds.packChain(true, keys);
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
