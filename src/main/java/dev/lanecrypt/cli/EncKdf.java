package dev.lanecrypt.cli;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * OpenSSL's {@code enc} key derivations from a password: {@code EVP_BytesToKey} (one round, what
 * {@code enc} does without {@code -pbkdf2}) and PBKDF2-HMAC (RFC 8018), each giving the key and then the
 * IV from one output, with the digest {@code -md} names (OpenSSL 3's default: SHA-256). HMAC is written
 * out over {@link MessageDigest} because the JCA's {@code Mac} refuses an empty key, and {@code -pass pass:}
 * is a valid empty password for OpenSSL.
 */
final class EncKdf {

    /** A digest {@code -md} accepts: its JCA name and its block size in bytes (for HMAC). */
    record Digest(String name, String jcaName, int blockBytes) {

        MessageDigest create() {
            try {
                return MessageDigest.getInstance(jcaName);
            } catch (NoSuchAlgorithmException e) {
                throw new IllegalStateException(jcaName + " is missing from this JDK", e);
            }
        }
    }

    /** OpenSSL's names and aliases (any case), each to its digest; the first name of each is the one shown. */
    private static final Map<String, Digest> DIGESTS = new LinkedHashMap<>();

    private static void add(String jca, int block, String... names) {
        Digest d = new Digest(names[0], jca, block);
        for (String n : names) {
            DIGESTS.put(n, d);
        }
    }

    static {
        add("MD5", 64, "md5");
        add("SHA-1", 64, "sha1", "sha-1");
        add("SHA-224", 64, "sha224", "sha-224", "sha2-224");
        add("SHA-256", 64, "sha256", "sha-256", "sha2-256");
        add("SHA-384", 128, "sha384", "sha-384", "sha2-384");
        add("SHA-512", 128, "sha512", "sha-512", "sha2-512");
        add("SHA-512/224", 128, "sha512-224", "sha-512/224", "sha2-512/224");
        add("SHA-512/256", 128, "sha512-256", "sha-512/256", "sha2-512/256");
        add("SHA3-224", 144, "sha3-224");
        add("SHA3-256", 136, "sha3-256");
        add("SHA3-384", 104, "sha3-384");
        add("SHA3-512", 72, "sha3-512");
    }

    static final Digest DEFAULT = DIGESTS.get("sha256");

    private EncKdf() {
    }

    static Optional<Digest> digest(String name) {
        return Optional.ofNullable(DIGESTS.get(name.toLowerCase(Locale.ROOT)));
    }

    /** The names {@code -md} takes, for the error message. */
    static String digestNames() {
        return String.join(", ", DIGESTS.values().stream().map(Digest::name).distinct().toList());
    }

    /**
     * EVP_BytesToKey with one round: D_1 = H(pass || salt), D_i = H(D_(i-1) || pass || salt), concatenated
     * until {@code length} bytes; {@code salt} may be null (-nosalt).
     */
    static byte[] bytesToKey(Digest d, byte[] pass, byte[] salt, int length) {
        MessageDigest md = d.create();
        byte[] out = new byte[length];
        byte[] prev = new byte[0];
        for (int at = 0; at < length; ) {
            md.update(prev);
            md.update(pass);
            if (salt != null) {
                md.update(salt);
            }
            prev = md.digest();
            int n = Math.min(prev.length, length - at);
            System.arraycopy(prev, 0, out, at, n);
            at += n;
        }
        return out;
    }

    /** PBKDF2-HMAC-{@code d}(pass, salt, iterations, length); {@code salt} may be null (no salt). */
    static byte[] pbkdf2(Digest d, byte[] pass, byte[] salt, int iterations, int length) {
        Hmac mac = new Hmac(d, pass);
        byte[] s = salt == null ? new byte[0] : salt;
        byte[] out = new byte[length];
        for (int block = 1, at = 0; at < length; block++) {
            byte[] u = mac.of(s, new byte[] {(byte) (block >>> 24), (byte) (block >>> 16), (byte) (block >>> 8), (byte) block});
            byte[] t = u.clone();
            for (int i = 1; i < iterations; i++) {
                u = mac.of(u, null);
                for (int j = 0; j < t.length; j++) {
                    t[j] ^= u[j];
                }
            }
            int n = Math.min(t.length, length - at);
            System.arraycopy(t, 0, out, at, n);
            at += n;
        }
        return out;
    }

    /** HMAC (RFC 2104) with the inner and outer pads hashed once and cloned for every message. */
    private static final class Hmac {

        private final MessageDigest inner;
        private final MessageDigest outer;

        Hmac(Digest d, byte[] key) {
            MessageDigest md = d.create();
            byte[] k = key.length > d.blockBytes() ? md.digest(key) : key;
            byte[] ipad = Arrays.copyOf(k, d.blockBytes());
            byte[] opad = ipad.clone();
            for (int i = 0; i < ipad.length; i++) {
                ipad[i] ^= 0x36;
                opad[i] ^= 0x5c;
            }
            inner = d.create();
            inner.update(ipad);
            outer = d.create();
            outer.update(opad);
        }

        byte[] of(byte[] a, byte[] b) {
            try {
                MessageDigest i = (MessageDigest) inner.clone();
                i.update(a);
                if (b != null) {
                    i.update(b);
                }
                MessageDigest o = (MessageDigest) outer.clone();
                return o.digest(i.digest());
            } catch (CloneNotSupportedException e) {
                throw new IllegalStateException(e);
            }
        }
    }
}
