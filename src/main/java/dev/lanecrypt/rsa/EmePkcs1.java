package dev.lanecrypt.rsa;

import java.security.SecureRandom;
import javax.crypto.BadPaddingException;

/**
 * EME-PKCS1-v1_5 (RFC 8017 sections 7.2.1 and 7.2.2): {@code 0x00 0x02 PS 0x00 M} with at least eight
 * random non-zero octets of PS.
 *
 * <p>Decoding is constant-time in the block's contents (one pass over every octet, the outcome collected
 * in masks, a single exception with the JDK's one message "Decryption error"): the caller learns
 * nothing about why a block was rejected (Bleichenbacher 1998). The length of a valid message is
 * revealed by the result itself.
 */
public final class EmePkcs1 {

    private EmePkcs1() {
    }

    /** The most message octets a {@code k}-octet modulus carries. */
    public static int maxMessage(int k) {
        return k - 11;
    }

    public static byte[] encode(byte[] m, int off, int len, int k, SecureRandom random) {
        if (len > maxMessage(k)) {
            throw new IllegalArgumentException("message too long");
        }
        byte[] em = new byte[k];
        em[1] = 0x02;
        int psEnd = k - len - 1;
        byte[] one = new byte[1];
        for (int i = 2; i < psEnd; i++) {
            do {
                random.nextBytes(one);
            } while (one[0] == 0);
            em[i] = one[0];
        }
        System.arraycopy(m, off, em, k - len, len);
        return em;
    }

    public static byte[] decode(byte[] em) throws BadPaddingException {
        int k = em.length;
        int bad = ~Octets.isZero(em[0] & 0xFF) | ~Octets.equal(em[1] & 0xFF, 2);
        int found = 0;      // all ones once the separator has been seen
        int separator = 0;  // its index
        for (int i = 2; i < k; i++) {
            int zero = Octets.isZero(em[i] & 0xFF);
            separator |= i & zero & ~found;
            found |= zero;
        }
        bad |= ~found;
        bad |= (separator - 10) >> 31; // PS shorter than 8 octets: separator index below 10
        if (bad != 0) {
            throw new BadPaddingException("Decryption error");
        }
        return java.util.Arrays.copyOfRange(em, separator + 1, k);
    }
}
