package dev.lanecrypt.des;

import dev.lanecrypt.cipher.Block64;

/**
 * Triple-DES EDE (NIST SP 800-67): C = E_K3(D_K2(E_K1(P))), with K3 = K1 for the two-key variant. One IP
 * and one FP around 48 rounds: the FP of one DES and the IP of the next cancel. Not constant time (see
 * {@link DesRounds}).
 */
public final class ScalarTripleDes implements Block64 {

    /** 96 words: the packed keys of E_K1, D_K2, E_K3 (encryption), in that order ({@link DesRounds#packChain}). */
    private final int[] enc;
    /** D_K3, E_K2, D_K1 (decryption). */
    private final int[] dec;

    public ScalarTripleDes(long k1, long k2, long k3) {
        enc = DesRounds.packChain(false, k1, k2, k3);
        dec = DesRounds.packChain(true, k1, k2, k3);
    }

    private static long crypt(long block, int[] ks) {
        long x = DesPermutation.ip(block);
        x = DesRounds.sixteen(x, ks, 0);
        x = DesRounds.sixteen(x, ks, 32);
        x = DesRounds.sixteen(x, ks, 64);
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
}
