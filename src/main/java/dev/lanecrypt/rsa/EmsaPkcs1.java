package dev.lanecrypt.rsa;

import java.security.NoSuchAlgorithmException;

/**
 * EMSA-PKCS1-v1_5 (RFC 8017 section 9.2): {@code 0x00 0x01 FF..FF 0x00 DigestInfo}. Verification
 * re-encodes and compares the whole block, so no parser sits on the attacker's bytes (Bleichenbacher's
 * 2006 forgery needs a lax parser).
 */
public final class EmsaPkcs1 {

    private EmsaPkcs1() {
    }

    /** The smallest {@code emLen} for a hash of {@code hashLen} octets: DigestInfo plus 11. */
    public static int minLength(String digest, int hashLen) throws NoSuchAlgorithmException {
        return DigestInfo.encode(digest, new byte[hashLen]).length + 11;
    }

    /** The encoded block of {@code emLen} octets; IllegalArgumentException when too short. */
    public static byte[] encode(String digest, byte[] hash, int emLen) throws NoSuchAlgorithmException {
        byte[] t = DigestInfo.encode(digest, hash);
        if (emLen < t.length + 11) {
            throw new IllegalArgumentException("intended encoded message length too short");
        }
        return EmePkcs1.encodeSignatureBlock(t, 0, t.length, emLen);
    }
}
