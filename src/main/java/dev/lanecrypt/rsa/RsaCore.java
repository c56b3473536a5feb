package dev.lanecrypt.rsa;

import dev.lanecrypt.math.BatchModPow;
import dev.lanecrypt.math.ConstantTimeModPow;
import dev.lanecrypt.math.MontgomeryContext;
import dev.lanecrypt.math.MpInt;
import dev.lanecrypt.math.SlidingWindowModPow;
import java.security.SecureRandom;

/**
 * The RSA primitives RSAEP/RSAVP1 and RSADP/RSASP1 (PKCS#1 v2.2, RFC 8017 section 5).
 *
 * <p>The private operation:
 * <ol>
 * <li>blinding (Kocher 1996; RFC 8017 note to 5.1.2): {@code c' = c * r^e mod n} with a random {@code r}
 *     coprime to n, so the exponentiations see a value unrelated to the input; the key's
 *     {@link BlindingPair} squares the last pair for the next operation and draws a fresh r every 32;</li>
 * <li>CRT (Quisquater-Couvreur): {@code m1 = c'^dP mod p}, {@code m2 = c'^dQ mod q} by the
 *     constant-time modexp, Garner's recombination {@code m2 + q*(qInv*(m1 - m2) mod p)};</li>
 * <li>unblinding by {@code r^-1}, then the fault check (Boneh-DeMillo-Lipton): the result is released
 *     only if {@code s^e mod n == c}; otherwise an exception, never the faulty value.</li>
 * </ol>
 * Keys without CRT parts run one constant-time exponentiation modulo n (still blinded when e is known).
 * The reductions and recombination outside the modexp work on blinded values only.
 *
 * <p>{@link #privateOpBatch} does the same for many inputs under one key, the 2N half-size exponentiations
 * in one multi-buffer call ({@link BatchModPow}); {@link #publicOpBatch} runs many public operations (one
 * key or many) one per SIMD lane ({@link BatchModPow#modPowPublic}).
 */
public final class RsaCore {

    private RsaCore() {
    }

    /** {@code x^e mod n}; the caller has checked {@code 0 <= x < n}. */
    public static MpInt publicOp(RsaPublicKeyParts key, MpInt x) {
        return SlidingWindowModPow.modPow(key.ctx, x, key.e);
    }

    /**
     * {@link #publicOp} for every pair {@code (keys[i], xs[i])}, each {@code 0 <= xs[i] < n_i}: verify many
     * signatures or encrypt many messages in one multi-buffer call. Keys may differ; moduli of the same
     * digit count share lanes. Results equal the one-at-a-time ones.
     */
    public static MpInt[] publicOpBatch(RsaPublicKeyParts[] keys, MpInt[] xs) {
        if (keys.length != xs.length) {
            throw new IllegalArgumentException("keys and inputs differ in number");
        }
        MpInt[] exps = new MpInt[keys.length];
        MontgomeryContext[] ctx = new MontgomeryContext[keys.length];
        for (int i = 0; i < keys.length; i++) {
            exps[i] = keys[i].e;
            ctx[i] = keys[i].ctx;
        }
        return BatchModPow.modPowPublic(xs, exps, ctx);
    }

    /** {@link #publicOpBatch(RsaPublicKeyParts[], MpInt[])} with one key for every input. */
    public static MpInt[] publicOpBatch(RsaPublicKeyParts key, MpInt[] xs) {
        RsaPublicKeyParts[] keys = new RsaPublicKeyParts[xs.length];
        java.util.Arrays.fill(keys, key);
        return publicOpBatch(keys, xs);
    }

    /** {@code x^d mod n} for {@code 0 <= x < n}, blinded, by CRT when the key has it, fault-checked. */
    public static MpInt privateOp(RsaPrivateKeyParts key, MpInt x, SecureRandom random) {
        if (key.e == null) {
            return ConstantTimeModPow.modPow(key.ctxN, x, key.d);
        }
        MpInt[] r = key.blinding.next(key, random);
        MpInt blinded = key.ctxN.modMul(x, r[1]);
        MpInt s;
        if (key.p != null) {
            MpInt m1 = ConstantTimeModPow.modPow(key.ctxP, blinded.mod(key.p), key.dP);
            MpInt m2 = ConstantTimeModPow.modPow(key.ctxQ, blinded.mod(key.q), key.dQ);
            s = garner(key, m1, m2);
        } else {
            s = ConstantTimeModPow.modPow(key.ctxN, blinded, key.d);
        }
        return unblindAndCheck(key, s, r[0], x);
    }

    /**
     * {@link #privateOp} for every input (each {@code 0 <= x < n}) under one CRT key, each blinded with its
     * own r, all the exponentiations in one batch. Keys without CRT parts or e go one at a time.
     */
    public static MpInt[] privateOpBatch(RsaPrivateKeyParts key, MpInt[] xs, SecureRandom random) {
        int count = xs.length;
        MpInt[] out = new MpInt[count];
        if (key.p == null || key.e == null) {
            for (int i = 0; i < count; i++) {
                out[i] = privateOp(key, xs[i], random);
            }
            return out;
        }
        MpInt[][] r = new MpInt[count][];
        MpInt[] bases = new MpInt[2 * count];
        MpInt[] exps = new MpInt[2 * count];
        MpInt[] mods = new MpInt[2 * count];
        for (int i = 0; i < count; i++) {
            r[i] = key.blinding.next(key, random);
            MpInt blinded = key.ctxN.modMul(xs[i], r[i][1]);
            bases[2 * i] = blinded.mod(key.p);
            exps[2 * i] = key.dP;
            mods[2 * i] = key.p;
            bases[2 * i + 1] = blinded.mod(key.q);
            exps[2 * i + 1] = key.dQ;
            mods[2 * i + 1] = key.q;
        }
        MpInt[] halves = BatchModPow.modPow(bases, exps, mods);
        for (int i = 0; i < count; i++) {
            out[i] = unblindAndCheck(key, garner(key, halves[2 * i], halves[2 * i + 1]), r[i][0], xs[i]);
        }
        return out;
    }

    /** Garner's CRT recombination {@code m2 + q*(qInv*(m1 - m2) mod p)}. */
    private static MpInt garner(RsaPrivateKeyParts key, MpInt m1, MpInt m2) {
        return m2.add(key.ctxP.modMul(key.qInv, m1.subtract(m2).mod(key.p)).multiply(key.q));
    }

    /** {@code s * r^-1 mod n}, released only if it passes the check against the public operation. */
    private static MpInt unblindAndCheck(RsaPrivateKeyParts key, MpInt s, MpInt rInverse, MpInt x) {
        MpInt result = key.ctxN.modMul(s.mod(key.n), rInverse);
        if (!SlidingWindowModPow.modPow(key.ctxN, result, key.e).equals(x)) {
            throw new ArithmeticException("RSA private operation failed its check against the public operation");
        }
        return result;
    }
}
