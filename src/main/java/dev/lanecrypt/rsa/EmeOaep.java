package dev.lanecrypt.rsa;

import java.security.MessageDigest;
import java.security.SecureRandom;
import javax.crypto.BadPaddingException;

/**
 * EME-OAEP (RFC 8017 sections 7.1.1 and 7.1.2; Bellare-Rogaway 1994) with MGF1:
 * {@code 0x00 || maskedSeed || maskedDB}, {@code DB = lHash || PS || 0x01 || M}.
 *
 * <p>Decoding checks the leading zero, lHash, the zero run and the 0x01 separator in one pass over
 * every octet, collecting the outcome in masks, and fails with one message (Manger 2001: the reason must
 * not show).
 */
public final class EmeOaep {

    private EmeOaep() {
    }

    public static int maxMessage(int k, int hLen) {
        return k - 2 * hLen - 2;
    }

    public static byte[] encode(byte[] m, int off, int len, int k, byte[] label, MessageDigest hash,
            MessageDigest mgfHash, SecureRandom random) {
        int hLen = hash.getDigestLength();
        if (len > maxMessage(k, hLen)) {
            throw new IllegalArgumentException("message too long");
        }
        byte[] em = new byte[k];
        byte[] seed = new byte[hLen];
        random.nextBytes(seed);
        hash.reset();
        byte[] lHash = hash.digest(label);
        int db = 1 + hLen;
        int dbLen = k - hLen - 1;
        System.arraycopy(lHash, 0, em, db, hLen);
        em[k - len - 1] = 0x01;
        System.arraycopy(m, off, em, k - len, len);
        Mgf1.mask(mgfHash, seed, 0, hLen, em, db, dbLen);
        System.arraycopy(seed, 0, em, 1, hLen);
        Mgf1.mask(mgfHash, em, db, dbLen, em, 1, hLen);
        return em;
    }

    public static byte[] decode(byte[] em, byte[] label, MessageDigest hash, MessageDigest mgfHash)
            throws BadPaddingException {
        int k = em.length;
        int hLen = hash.getDigestLength();
        if (k < 2 * hLen + 2) {
            throw new BadPaddingException("Decryption error");
        }
        byte[] work = em.clone();
        int db = 1 + hLen;
        int dbLen = k - hLen - 1;
        Mgf1.mask(mgfHash, work, db, dbLen, work, 1, hLen);
        Mgf1.mask(mgfHash, work, 1, hLen, work, db, dbLen);
        hash.reset();
        byte[] lHash = hash.digest(label);
        int bad = ~Octets.isZero(work[0] & 0xFF);
        for (int i = 0; i < hLen; i++) {
            bad |= ~Octets.equal(work[db + i] & 0xFF, lHash[i] & 0xFF);
        }
        int found = 0;
        int separator = 0;
        for (int i = db + hLen; i < k; i++) {
            int v = work[i] & 0xFF;
            int isOne = Octets.equal(v, 1) & ~found;
            separator |= i & isOne;
            bad |= ~found & ~Octets.isZero(v) & ~isOne; // a non-zero octet other than 0x01 before the separator
            found |= isOne;
        }
        bad |= ~found;
        if (bad != 0) {
            throw new BadPaddingException("Decryption error");
        }
        return java.util.Arrays.copyOfRange(work, separator + 1, k);
    }
}
