package dev.lanecrypt.rsa;

import java.security.MessageDigest;

/** MGF1, the mask generation function of PKCS#1 (RFC 8017 appendix B.2.1). */
final class Mgf1 {

    private Mgf1() {
    }

    /** XORs {@code MGF1(seed, len)} into {@code target[off .. off+len)}. */
    static void mask(MessageDigest digest, byte[] seed, int seedOff, int seedLen, byte[] target, int off, int len) {
        byte[] counter = new byte[4];
        int done = 0;
        for (int c = 0; done < len; c++) {
            counter[0] = (byte) (c >>> 24);
            counter[1] = (byte) (c >>> 16);
            counter[2] = (byte) (c >>> 8);
            counter[3] = (byte) c;
            digest.reset();
            digest.update(seed, seedOff, seedLen);
            byte[] block = digest.digest(counter);
            for (int i = 0; i < block.length && done < len; i++, done++) {
                target[off + done] ^= block[i];
            }
        }
    }
}
