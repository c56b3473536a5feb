package dev.lanecrypt.rsa;

import dev.lanecrypt.math.ConstantTimeModPow;
import dev.lanecrypt.math.MpInt;
import dev.lanecrypt.math.SlidingWindowModPow;
import java.security.SecureRandom;

/**
 * The RSA primitives RSAEP/RSAVP1 and RSADP/RSASP1 (PKCS#1 v2.2, RFC 8017 section 5).
 *
 * <p>The private operation:
 * <ol>
 * <li>blinding (Kocher 1996; RFC 8017 note to 5.1.2): a fresh random {@code r} coprime to n per
 *     operation, {@code c' = c * r^e mod n}, so the exponentiations see a value unrelated to the input;</li>
 * <li>CRT (Quisquater-Couvreur): {@code m1 = c'^dP mod p}, {@code m2 = c'^dQ mod q} by the
 *     constant-time modexp, Garner's recombination {@code m2 + q*(qInv*(m1 - m2) mod p)};</li>
 * <li>unblinding by {@code r^-1}, then the fault check (Boneh-DeMillo-Lipton): the result is released
 *     only if {@code s^e mod n == c}; otherwise an exception, never the faulty value.</li>
 * </ol>
 * Keys without CRT parts run one constant-time exponentiation modulo n (still blinded when e is known).
 * The reductions and recombination outside the modexp work on blinded values only.
 */
public final class RsaCore {

    private RsaCore() {
    }

    /** {@code x^e mod n}; the caller has checked {@code 0 <= x < n}. */
    public static MpInt publicOp(RsaPublicKeyParts key, MpInt x) {
        return SlidingWindowModPow.modPow(key.ctx, x, key.e);
    }

    /** {@code x^d mod n} for {@code 0 <= x < n}, blinded, by CRT when the key has it, fault-checked. */
    public static MpInt privateOp(RsaPrivateKeyParts key, MpInt x, SecureRandom random) {
        MpInt n = key.n;
        if (key.e == null) {
            return ConstantTimeModPow.modPow(key.ctxN, x, key.d);
        }
        MpInt r;
        do {
            byte[] bytes = new byte[key.byteLength() + 8];
            random.nextBytes(bytes);
            r = MpInt.fromUnsignedBytes(bytes).mod(n);
        } while (r.signum() == 0 || !r.gcd(n).equals(MpInt.ONE));
        MpInt rE = SlidingWindowModPow.modPow(key.ctxN, r, key.e);
        MpInt blinded = x.multiply(rE).mod(n);
        MpInt s;
        if (key.p != null) {
            MpInt m1 = ConstantTimeModPow.modPow(key.ctxP, blinded.mod(key.p), key.dP);
            MpInt m2 = ConstantTimeModPow.modPow(key.ctxQ, blinded.mod(key.q), key.dQ);
            MpInt h = key.qInv.multiply(m1.subtract(m2)).mod(key.p);
            s = m2.add(h.multiply(key.q));
        } else {
            s = ConstantTimeModPow.modPow(key.ctxN, blinded, key.d);
        }
        s = s.multiply(r.modInverse(n)).mod(n);
        if (!SlidingWindowModPow.modPow(key.ctxN, s, key.e).equals(x)) {
            throw new ArithmeticException("RSA private operation failed its check against the public operation");
        }
        return s;
    }
}
