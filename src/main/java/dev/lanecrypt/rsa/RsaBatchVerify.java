package dev.lanecrypt.rsa;

import dev.lanecrypt.math.MpInt;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * RSASSA-PKCS1-v1_5 verification (RFC 8017 section 8.2.2) of many signatures at once: the length and
 * range checks per signature, then all the RSAVP1 operations in one multi-buffer call
 * ({@link RsaCore#publicOpBatch(RsaPublicKeyParts[], MpInt[])}), then each result compared whole with
 * the EMSA-PKCS1-v1_5 encoding of its hash, as the provider's one-at-a-time {@code Signature.verify}
 * does (a signature of the wrong length, not below the modulus, or under a key too short for the digest
 * is simply invalid). Every input is public; nothing here needs constant time.
 */
public final class RsaBatchVerify {

    private RsaBatchVerify() {
    }

    /**
     * For every i, whether {@code signatures[i]} is a valid PKCS#1 v1.5 signature by {@code keys[i]} of the
     * message whose {@code digest} (a JDK digest name, e.g. "SHA-256") is {@code hashes[i]}.
     */
    public static boolean[] pkcs1(String digest, RsaPublicKeyParts[] keys, byte[][] hashes, byte[][] signatures)
            throws NoSuchAlgorithmException {
        int count = keys.length;
        if (hashes.length != count || signatures.length != count) {
            throw new IllegalArgumentException("keys, hashes and signatures differ in number");
        }
        boolean[] valid = new boolean[count];
        int[] index = new int[count];
        int candidates = 0;
        for (int i = 0; i < count; i++) {
            byte[] s = signatures[i];
            int len = keys[i].byteLength();
            if (s.length == len && len >= EmsaPkcs1.minLength(digest, hashes[i].length)
                    && MpInt.fromUnsignedBytes(s).compareTo(keys[i].modulus()) < 0) {
                index[candidates++] = i;
            }
        }
        RsaPublicKeyParts[] k = new RsaPublicKeyParts[candidates];
        MpInt[] s = new MpInt[candidates];
        for (int c = 0; c < candidates; c++) {
            k[c] = keys[index[c]];
            s[c] = MpInt.fromUnsignedBytes(signatures[index[c]]);
        }
        MpInt[] m = RsaCore.publicOpBatch(k, s);
        for (int c = 0; c < candidates; c++) {
            int len = k[c].byteLength();
            valid[index[c]] = MessageDigest.isEqual(m[c].toUnsignedBytes(len),
                    EmsaPkcs1.encode(digest, hashes[index[c]], len));
        }
        return valid;
    }
}
