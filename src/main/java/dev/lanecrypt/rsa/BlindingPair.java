package dev.lanecrypt.rsa;

import dev.lanecrypt.math.MpInt;
import dev.lanecrypt.math.SlidingWindowModPow;
import java.security.SecureRandom;

/**
 * RSA blinding factors (Kocher 1996; RFC 8017, note to section 5.1.2) for one private key, renewed by
 * squaring as OpenSSL's {@code BN_BLINDING_update} and the JDK's {@code RSACore} do. A pair
 * {@code (A, Ai) = (r^e mod n, r^-1 mod n)} from a fresh random r costs an exponentiation by e and a
 * modular inverse (about 120 us at 2048 bits, 8% of a signature here); {@code (A^2, Ai^2)} is the pair of
 * {@code r^2}, as valid and as unrelated to the input, for two modular squarings (a few us). A fresh r is
 * drawn for the first use and then every {@value #USES_PER_RANDOM} uses (OpenSSL's counter), so a pair is
 * never derived from one random value for long.
 *
 * <p>Constant time as far as the operations allow: the squarings are {@code MontgomeryContext.modMul}
 * (branch-free in the values); the inverse of a fresh r is variable-time in r only, which is random and
 * never revealed. Thread-safe: {@link #next} is synchronized and gives each caller its own pair, so threads
 * signing with one key never share a factor.
 */
final class BlindingPair {

    /** Uses of the pairs derived from one random r, as OpenSSL's {@code BN_BLINDING_COUNTER}. */
    static final int USES_PER_RANDOM = 32;

    private MpInt a;
    private MpInt ai;
    private int uses;

    /** The next pair for {@code key}: {@code {r^-1 mod n, r^e mod n}}; {@code random} is read only for a fresh r. */
    synchronized MpInt[] next(RsaPrivateKeyParts key, SecureRandom random) {
        if (a == null || uses == USES_PER_RANDOM) {
            MpInt[] fresh = fresh(key, random);
            ai = fresh[0];
            a = fresh[1];
            uses = 0;
        } else {
            a = key.ctxN.modMul(a, a);
            ai = key.ctxN.modMul(ai, ai);
        }
        uses++;
        return new MpInt[] {ai, a};
    }

    /** A random {@code r} in {@code [1, n)} coprime to n: {@code {r^-1 mod n, r^e mod n}}. */
    private static MpInt[] fresh(RsaPrivateKeyParts key, SecureRandom random) {
        while (true) {
            byte[] bytes = new byte[key.byteLength() + 8];
            random.nextBytes(bytes);
            MpInt r = MpInt.fromUnsignedBytes(bytes).mod(key.n);
            try {
                return new MpInt[] {r.modInverse(key.n), SlidingWindowModPow.modPow(key.ctxN, r, key.e)};
            } catch (ArithmeticException notCoprime) {
                // r = 0 or shares a prime with n (probability about 2^-1023): draw again
            }
        }
    }
}
