package dev.lanecrypt.rsa;

import java.security.MessageDigest;
import java.security.SecureRandom;

/**
 * EMSA-PSS encoding and verification (RFC 8017 sections 9.1.1 and 9.1.2; Bellare-Rogaway's
 * probabilistic signature scheme) with MGF1 and trailer field 0xBC. {@code emBits = modBits - 1}.
 */
public final class EmsaPss {

    private EmsaPss() {
    }

    /** EM for message hash {@code mHash}; IllegalArgumentException when the key is too short for the parameters. */
    public static byte[] encode(byte[] mHash, int emBits, int sLen, MessageDigest hash, MessageDigest mgfHash,
            SecureRandom random) {
        int hLen = hash.getDigestLength();
        int emLen = (emBits + 7) / 8;
        if (!fits(emBits, hLen, sLen)) {
            throw new IllegalArgumentException("key too short for the PSS parameters");
        }
        byte[] salt = new byte[sLen];
        random.nextBytes(salt);
        byte[] h = mPrimeHash(hash, mHash, salt, 0, sLen);
        byte[] em = new byte[emLen];
        int dbLen = emLen - hLen - 1;
        em[dbLen - sLen - 1] = 0x01;
        System.arraycopy(salt, 0, em, dbLen - sLen, sLen);
        Mgf1.mask(mgfHash, h, 0, hLen, em, 0, dbLen);
        em[0] &= (byte) (0xFF >>> (8 * emLen - emBits));
        System.arraycopy(h, 0, em, dbLen, hLen);
        em[emLen - 1] = (byte) 0xBC;
        return em;
    }

    /** Whether {@code em} (exactly {@code ceil(emBits/8)} octets) is a valid encoding of {@code mHash}. */
    public static boolean verify(byte[] mHash, byte[] em, int emBits, int sLen, MessageDigest hash,
            MessageDigest mgfHash) {
        int hLen = hash.getDigestLength();
        int emLen = (emBits + 7) / 8;
        if (em.length != emLen || !fits(emBits, hLen, sLen) || em[emLen - 1] != (byte) 0xBC) {
            return false;
        }
        int topBits = 8 * emLen - emBits;
        if ((em[0] & (0xFF << (8 - topBits)) & 0xFF) != 0) {
            return false;
        }
        int dbLen = emLen - hLen - 1;
        byte[] db = java.util.Arrays.copyOf(em, dbLen);
        Mgf1.mask(mgfHash, em, dbLen, hLen, db, 0, dbLen);
        db[0] &= (byte) (0xFF >>> topBits);
        int psEnd = dbLen - sLen - 1;
        for (int i = 0; i < psEnd; i++) {
            if (db[i] != 0) {
                return false;
            }
        }
        if (db[psEnd] != 0x01) {
            return false;
        }
        byte[] h = mPrimeHash(hash, mHash, db, dbLen - sLen, sLen);
        return MessageDigest.isEqual(h, java.util.Arrays.copyOfRange(em, dbLen, dbLen + hLen));
    }

    /**
     * Whether an encoding of {@code emBits} bits holds a hash of {@code hLen} octets and a salt of {@code sLen}
     * (RFC 8017 9.1.1 step 3: {@code emLen >= hLen + sLen + 2}), in longs: a salt length near
     * {@code Integer.MAX_VALUE} must not wrap to a small sum.
     */
    public static boolean fits(int emBits, int hLen, int sLen) {
        return sLen >= 0 && (emBits + 7L) / 8 >= (long) hLen + sLen + 2;
    }

    /** {@code Hash(0x00 * 8 || mHash || salt)}. */
    private static byte[] mPrimeHash(MessageDigest hash, byte[] mHash, byte[] salt, int off, int len) {
        hash.reset();
        hash.update(new byte[8]);
        hash.update(mHash);
        hash.update(salt, off, len);
        return hash.digest();
    }
}
