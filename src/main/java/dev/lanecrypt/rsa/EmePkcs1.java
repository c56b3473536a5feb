package dev.lanecrypt.rsa;

import java.security.SecureRandom;
import javax.crypto.BadPaddingException;

/**
 * PKCS#1 v1.5 blocks (RFC 8017 sections 7.2.1 and 7.2.2; block type 1 from PKCS#1 v1.5, RFC 2313 section
 * 8.1): {@code 0x00 BT PS 0x00 M} with at least eight octets of PS. Block type 2 (encryption) fills PS with
 * random non-zero octets; block type 1 (private-key "encryption", the raw signature block that EMSA-PKCS1
 * also uses) fills it with 0xFF, so it is deterministic.
 *
 * <p>Decoding is constant-time in the block's contents (one pass over every octet, the outcome collected
 * in masks, a single BadPaddingException whatever the cause): the caller learns nothing about why a block
 * was rejected (Bleichenbacher 1998). The length of a valid message is revealed by the result itself.
 */
public final class EmePkcs1 {

    /** Block type 1: PS all 0xFF (private-key operation). */
    public static final int SIGNATURE_BLOCK = 1;

    /** Block type 2: PS random non-zero (public-key encryption). */
    public static final int ENCRYPTION_BLOCK = 2;

    private EmePkcs1() {
    }

    /** The most message octets a {@code k}-octet modulus carries. */
    public static int maxMessage(int k) {
        return k - 11;
    }

    /**
     * A block type 2 of {@code k} octets around {@code m[off, off+len)}. The padding string is drawn in one
     * {@code nextBytes} call and each zero octet replaced by the next nonzero octet of a further draw
     * (rejection sampling: uniform over 1..255). One call per octet, as before, cost 221 calls for a
     * 2048-bit key, about half of an encryption's time.
     */
    public static byte[] encode(byte[] m, int off, int len, int k, SecureRandom random) {
        byte[] em = frame(ENCRYPTION_BLOCK, m, off, len, k);
        int psEnd = k - len - 1;
        byte[] ps = new byte[psEnd - 2];
        random.nextBytes(ps);
        byte[] spare = new byte[16];
        int next = spare.length;
        for (int i = 0; i < ps.length; i++) {
            while (ps[i] == 0) {
                if (next == spare.length) {
                    random.nextBytes(spare);
                    next = 0;
                }
                ps[i] = spare[next++];
            }
        }
        System.arraycopy(ps, 0, em, 2, ps.length);
        return em;
    }

    /** A block type 1 of {@code k} octets around {@code m[off, off+len)}: {@code 00 01 FF..FF 00 M}. */
    public static byte[] encodeSignatureBlock(byte[] m, int off, int len, int k) {
        byte[] em = frame(SIGNATURE_BLOCK, m, off, len, k);
        java.util.Arrays.fill(em, 2, k - len - 1, (byte) 0xFF);
        return em;
    }

    /** {@code 00 type <zeros> 00 M}: the fixed octets and the message; PS is the caller's to fill. */
    private static byte[] frame(int type, byte[] m, int off, int len, int k) {
        if (len > maxMessage(k)) {
            throw new IllegalArgumentException("message too long");
        }
        byte[] em = new byte[k];
        em[1] = (byte) type;
        System.arraycopy(m, off, em, k - len, len);
        return em;
    }

    /** The message of a block type 2; BadPaddingException("Decryption error") for any defect. */
    public static byte[] decode(byte[] em) throws BadPaddingException {
        return decode(em, ENCRYPTION_BLOCK, "Decryption error");
    }

    /** The message of a block type 1 (PS must be all 0xFF); BadPaddingException for any defect. */
    public static byte[] decodeSignatureBlock(byte[] em) throws BadPaddingException {
        return decode(em, SIGNATURE_BLOCK, "Padding error in verification");
    }

    private static byte[] decode(byte[] em, int type, String failure) throws BadPaddingException {
        int k = em.length;
        int bad = ~Octets.isZero(em[0] & 0xFF) | ~Octets.equal(em[1] & 0xFF, type);
        int ffOnly = Octets.equal(type, SIGNATURE_BLOCK); // all ones when PS must be 0xFF octets
        int found = 0;      // all ones once the separator has been seen
        int separator = 0;  // its index
        for (int i = 2; i < k; i++) {
            int b = em[i] & 0xFF;
            int zero = Octets.isZero(b);
            bad |= ffOnly & ~found & ~zero & ~Octets.equal(b, 0xFF);
            separator |= i & zero & ~found;
            found |= zero;
        }
        bad |= ~found;
        bad |= (separator - 10) >> 31; // PS shorter than 8 octets: separator index below 10
        if (bad != 0) {
            throw new BadPaddingException(failure);
        }
        return java.util.Arrays.copyOfRange(em, separator + 1, k);
    }
}
