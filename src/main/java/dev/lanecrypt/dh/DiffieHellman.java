package dev.lanecrypt.dh;

import dev.lanecrypt.math.DivstepJacobi;
import dev.lanecrypt.math.ConstantTimeModPow;
import dev.lanecrypt.math.FixedBaseModPow;
import dev.lanecrypt.math.MontgomeryContext;
import dev.lanecrypt.math.MpInt;
import dev.lanecrypt.math.SecretEngines;
import dev.lanecrypt.math.SecretModPow;
import java.security.InvalidKeyException;
import java.security.ProviderException;
import java.security.SecureRandom;

/**
 * Finite-field Diffie-Hellman (PKCS #3; NIST SP 800-56A rev. 3 sections 5.6.2.3 and 5.7.1 for the
 * public-key and shared-secret checks). Every operation with the private exponent runs in constant time:
 * {@code g^x} from the group's fixed-base table ({@link FixedBaseModPow}) or {@link ConstantTimeModPow},
 * {@code y^x} by {@link ConstantTimeModPow} (or its batch); the peer checks use only public values.
 *
 * <p>Constant time and its public bound: the exponentiation loops over a public bound of the private
 * value's length, not over the prime's ({@link #exponentBits}): the length the parameters give
 * ({@code l}), else the group's standard private length ({@link PrivateValueLength}), else the prime's,
 * the first that holds the value. Timing therefore tells which of those (at most three) classes a private
 * value falls in, and nothing about its bits: every private value this library or SunJCE generates is in
 * the first class, and within a class the sequence of operations is the same for every value.
 */
public final class DiffieHellman {

    private static final String OUT_OF_RANGE = "Generated secret is out-of-range of (1, p -1)";

    private DiffieHellman() {
    }

    /**
     * The length in bits of the private values {@link #privateExponent} draws: {@code l} when
     * {@code l > 0}, else SunJCE's default ({@link PrivateValueLength}): twice the security strength for
     * a prime known to be safe ({@code knownSafe}: SunJCE says so for parameters by key size and for the
     * JDK's own safe-prime specs), else half the prime up to 1024 bits.
     *
     * @throws IllegalArgumentException if {@code l} is negative or longer than the prime
     */
    public static int privateLength(DhGroup group, int l, boolean knownSafe) {
        int bits = group.p().bitLength();
        if (l < 0 || l > bits) {
            throw new IllegalArgumentException("private value length must be positive and no longer than the prime");
        }
        return l > 0 ? l : Math.min(PrivateValueLength.defaultFor(bits, knownSafe), bits - 1);
    }

    /**
     * A private exponent as PKCS #3 section 7.1 and SunJCE draw it: uniform among the values of exactly
     * {@link #privateLength privateLength(group, l, group.safePrime())} bits that are at most {@code p-2}
     * ({@code l > 0}: that many bits; {@code l = 0}: the standard length for a named group).
     *
     * @throws IllegalArgumentException if {@code l} is negative or longer than the prime
     */
    public static MpInt privateExponent(DhGroup group, int l, SecureRandom random) {
        int bits = privateLength(group, l, group.safePrime());
        MpInt max = group.p().subtract(MpInt.TWO);
        while (true) {
            MpInt x = randomBits(bits, random).setBit(bits - 1);
            if (x.compareTo(max) <= 0) {
                return x;
            }
        }
    }

    private static MpInt randomBits(int bits, SecureRandom random) {
        byte[] bytes = new byte[(bits + 7) / 8];
        random.nextBytes(bytes);
        return MpInt.fromUnsignedBytes(bytes).shiftRight(8 * bytes.length - bits);
    }

    /**
     * The public bound on the length of private value {@code x} that the exponentiation loops over: the
     * first of {@code l} (when positive), the group's default length and the prime's length that is at
     * least {@code x}'s length (see the class comment).
     */
    public static int exponentBits(DhGroup group, int l, MpInt x) {
        int len = x.bitLength();
        if (l > 0 && len <= l) {
            return Math.min(l, group.p().bitLength());   // an l past the prime (a foreign key's) bounds nothing more
        }
        int standard = PrivateValueLength.defaultFor(group.p().bitLength(), group.safePrime());
        return len <= standard ? standard : group.p().bitLength();
    }

    /**
     * Checks a private value: {@code 1 <= x <= p-2}, any such value (SunJCE's range, values as long as
     * the prime included).
     */
    public static void checkPrivate(DhGroup group, MpInt x) throws InvalidKeyException {
        if (x.signum() <= 0 || x.compareTo(group.p().subtract(MpInt.TWO)) > 0) {
            throw new InvalidKeyException("DH private value out of range");
        }
    }

    /**
     * {@code g^x mod p} for a private value of parameters length {@code l}, constant-time in x: from the
     * group's fixed-base table of g when the bound is short ({@link DhGroup#fixedBase}; one product per
     * 4 bits, no squarings), else by the variable-base exponentiation.
     */
    public static MpInt publicValue(DhGroup group, int l, MpInt x) {
        int bits = exponentBits(group, l, x);
        FixedBaseModPow table = group.fixedBase(bits);
        return table != null ? table.modPow(x) : SecretEngines.SINGLE.modPow(new MontgomeryContext[] {group.context()},
                new MpInt[] {group.g()}, new MpInt[] {x}, new int[] {bits})[0];
    }

    /** {@link #publicValue(DhGroup, int, MpInt)} with no length given ({@code l = 0}). */
    public static MpInt publicValue(DhGroup group, MpInt x) {
        return publicValue(group, 0, x);
    }

    /**
     * The shared secret {@code y^x mod p} after checking the peer's public value
     * ({@link #checkPublic}), for a private value of parameters length {@code l}.
     *
     * @throws InvalidKeyException the peer's value fails a check
     * @throws ProviderException the secret is 1 or {@code p-1} (a peer value of small order; SunJCE's
     *     exception and message): such a secret is never returned
     */
    public static MpInt agree(DhGroup group, int l, MpInt x, MpInt y) throws InvalidKeyException {
        return agree(group, l, x, y, SecretEngines.SINGLE);
    }

    /**
     * {@link #agree(DhGroup, int, MpInt, MpInt)} with the exponentiation run by {@code via}; the peer's
     * value is checked before it on this thread and the secret after it, so a bad value or a degenerate
     * secret fails this call only, with the same exception.
     */
    public static MpInt agree(DhGroup group, int l, MpInt x, MpInt y, SecretModPow via) throws InvalidKeyException {
        checkPublic(group, y);
        MpInt z = via.modPow(new MontgomeryContext[] {group.context()}, new MpInt[] {y}, new MpInt[] {x},
                new int[] {exponentBits(group, l, x)})[0];
        checkSecret(group, z);
        return z;
    }

    /** {@link #agree(DhGroup, int, MpInt, MpInt)} with no length given ({@code l = 0}). */
    public static MpInt agree(DhGroup group, MpInt x, MpInt y) throws InvalidKeyException {
        return agree(group, 0, x, y);
    }

    /**
     * {@link #agree} with many peers at once: every public value is checked, then all the secrets
     * {@code y_i^x mod p} come from one multi-buffer batch ({@link SecretEngines#MANY}) over the same public
     * exponent bound as {@link #agree} ({@link #exponentBits}), each checked as {@link #agree} checks it.
     */
    public static MpInt[] agreeBatch(DhGroup group, MpInt x, MpInt[] ys) throws InvalidKeyException {
        return agreeBatch(group, 0, x, ys);
    }

    /** {@link #agreeBatch(DhGroup, MpInt, MpInt[])} for a private value of parameters length {@code l}. */
    public static MpInt[] agreeBatch(DhGroup group, int l, MpInt x, MpInt[] ys) throws InvalidKeyException {
        MpInt[] exps = new MpInt[ys.length];
        MontgomeryContext[] ctx = new MontgomeryContext[ys.length];
        int[] bits = new int[ys.length];
        for (int i = 0; i < ys.length; i++) {
            checkPublic(group, ys[i]);
            exps[i] = x;
            ctx[i] = group.context();
            bits[i] = exponentBits(group, l, x);
        }
        MpInt[] z = SecretEngines.MANY.modPow(ctx, ys, exps, bits);
        for (MpInt s : z) {
            checkSecret(group, s);
        }
        return z;
    }

    /**
     * The checks of {@link #agree} on a peer's public value: {@code 2 <= y <= p-2}, and membership of the
     * prime-order subgroup when its order q is known (else a small-subgroup value could leak bits of x):
     * for a safe prime the Legendre symbol {@code (y/p) = 1} ({@link DivstepJacobi}, a small fraction of an
     * exponentiation), else {@code y^q = 1 mod p}. InvalidKeyException when a check fails.
     */
    public static void checkPublic(DhGroup group, MpInt y) throws InvalidKeyException {
        MpInt p = group.p();
        if (y.compareTo(MpInt.TWO) < 0 || y.compareTo(p.subtract(MpInt.TWO)) > 0) {
            throw new InvalidKeyException("Diffie-Hellman public value out of range");
        }
        boolean member = group.safePrime() ? DivstepJacobi.symbol(y, p) == 1
                : group.q() == null || y.modPow(group.q(), p).equals(MpInt.ONE);
        if (!member) {
            throw new InvalidKeyException("Diffie-Hellman public value not in the prime-order subgroup");
        }
    }

    /** SP 800-56A rev. 3 section 5.7.1.1: a secret of 1 or {@code p-1} is an error, never a result. */
    private static void checkSecret(DhGroup group, MpInt z) {
        if (z.compareTo(MpInt.ONE) <= 0 || z.equals(group.p().subtract(MpInt.ONE))) {
            throw new ProviderException(OUT_OF_RANGE);
        }
    }
}
