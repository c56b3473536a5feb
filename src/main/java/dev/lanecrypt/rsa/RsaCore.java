package dev.lanecrypt.rsa;

import dev.lanecrypt.math.MontgomeryContext;
import dev.lanecrypt.math.MpInt;
import dev.lanecrypt.math.SecretEngines;
import dev.lanecrypt.math.SecretModPow;
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
 * <p>The exponentiations can run elsewhere than on the calling thread ({@link SecretModPow}: the provider's
 * coalescer pools them with other threads'); the blinding before them and the recombination, unblinding
 * and check after them always run on the caller's thread, per operation.
 * {@link #privateOpBatch} does the same for many inputs (one key or many), the 2N half-size
 * exponentiations in one multi-buffer call ({@link SecretEngines#MANY}); {@link #publicOpBatch} runs many public
 * operations (one key or many) one per SIMD lane ({@link SecretEngines#publicBatch}).
 */
public final class RsaCore {

    private static final String CHECK_FAILED = "RSA private operation failed its check against the public operation";

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
        return SecretEngines.publicBatch(xs, exps, ctx);
    }

    /** {@link #publicOpBatch(RsaPublicKeyParts[], MpInt[])} with one key for every input. */
    public static MpInt[] publicOpBatch(RsaPublicKeyParts key, MpInt[] xs) {
        RsaPublicKeyParts[] keys = new RsaPublicKeyParts[xs.length];
        java.util.Arrays.fill(keys, key);
        return publicOpBatch(keys, xs);
    }

    /** {@code x^d mod n} for {@code 0 <= x < n}, blinded, by CRT when the key has it, fault-checked. */
    public static MpInt privateOp(RsaPrivateKeyParts key, MpInt x, SecureRandom random) {
        return privateOp(key, x, random, SecretEngines.SINGLE);
    }

    /**
     * {@link #privateOp(RsaPrivateKeyParts, MpInt, SecureRandom)} with its exponentiations (the two CRT
     * halves, or the one modulo n) run by {@code via}: the blinding, recombination, unblinding and fault
     * check stay on the calling thread, so a failed check fails this call only, with the same
     * ArithmeticException, whatever {@code via} pooled the exponentiations with.
     */
    public static MpInt privateOp(RsaPrivateKeyParts key, MpInt x, SecureRandom random, SecretModPow via) {
        Blinded op = blind(key, x, random);
        return op.finish(via.modPow(op.contexts, op.bases, op.exponents, op.bits));
    }

    /**
     * {@link #privateOp} for every input (each {@code 0 <= x < n}) under one key, each blinded with its own
     * r, all the exponentiations in one batch.
     */
    public static MpInt[] privateOpBatch(RsaPrivateKeyParts key, MpInt[] xs, SecureRandom random) {
        RsaPrivateKeyParts[] keys = new RsaPrivateKeyParts[xs.length];
        java.util.Arrays.fill(keys, key);
        return privateOpBatch(keys, xs, random);
    }

    /**
     * {@link #privateOp} for every pair {@code (keys[i], xs[i])}, each {@code 0 <= xs[i] < n_i}, each blinded
     * with its own r from its key's {@link BlindingPair}; the exponentiations of all of them (two CRT
     * halves per CRT key) in one multi-buffer call, where halves of the same digit count share lanes
     * whatever their key. Results equal the one-at-a-time ones; ArithmeticException if any fails its
     * fault check.
     */
    public static MpInt[] privateOpBatch(RsaPrivateKeyParts[] keys, MpInt[] xs, SecureRandom random) {
        int count = xs.length;
        if (keys.length != count) {
            throw new IllegalArgumentException("keys and inputs differ in number");
        }
        Blinded[] ops = new Blinded[count];
        int lanes = 0;
        for (int i = 0; i < count; i++) {
            ops[i] = blind(keys[i], xs[i], random);
            lanes += ops[i].bases.length;
        }
        MontgomeryContext[] ctx = new MontgomeryContext[lanes];
        MpInt[] bases = new MpInt[lanes];
        MpInt[] exps = new MpInt[lanes];
        int[] bits = new int[lanes];
        for (int i = 0, at = 0; i < count; at += ops[i].bases.length, i++) {
            Blinded op = ops[i];
            System.arraycopy(op.contexts, 0, ctx, at, op.bases.length);
            System.arraycopy(op.bases, 0, bases, at, op.bases.length);
            System.arraycopy(op.exponents, 0, exps, at, op.bases.length);
            System.arraycopy(op.bits, 0, bits, at, op.bases.length);
        }
        MpInt[] powers = SecretEngines.MANY.modPow(ctx, bases, exps, bits);
        MpInt[] out = new MpInt[count];
        int checks = 0;
        for (int i = 0, at = 0; i < count; at += ops[i].bases.length, i++) {
            out[i] = ops[i].unblind(java.util.Arrays.copyOfRange(powers, at, at + ops[i].bases.length));
            checks += ops[i].rInverse == null ? 0 : 1;
        }
        // the fault checks in one public batch too (a 2048-bit check: 31-34 us alone, 14 us in a batch of 4)
        MpInt[] results = new MpInt[checks];
        MpInt[] es = new MpInt[checks];
        MontgomeryContext[] ns = new MontgomeryContext[checks];
        for (int i = 0, c = 0; i < count; i++) {
            if (ops[i].rInverse != null) {
                results[c] = out[i];
                es[c] = ops[i].key.e;
                ns[c++] = ops[i].key.ctxN;
            }
        }
        MpInt[] back = checks == 0 ? results : SecretEngines.publicBatch(results, es, ns);
        for (int i = 0, c = 0; i < count; i++) {
            if (ops[i].rInverse != null && !back[c++].equals(ops[i].x)) {
                throw new ArithmeticException(CHECK_FAILED);
            }
        }
        return out;
    }

    /**
     * Blinds {@code x} with the key's next pair (keys with e) and lays out the exponentiations of the
     * private operation: {@code c'^dP mod p} and {@code c'^dQ mod q} (CRT), else {@code c'^d mod n}, each
     * over its modulus' bit length (the public bound of a CRT exponent or of d).
     */
    private static Blinded blind(RsaPrivateKeyParts key, MpInt x, SecureRandom random) {
        if (key.e == null) {
            return new Blinded(key, x, null, new MontgomeryContext[] {key.ctxN}, new MpInt[] {x},
                    new MpInt[] {key.d}, new int[] {key.n.bitLength()});
        }
        MpInt[] r = key.blinding.next(key, random);
        MpInt blinded = key.ctxN.modMul(x, r[1]);
        if (key.p == null) {
            return new Blinded(key, x, r[0], new MontgomeryContext[] {key.ctxN}, new MpInt[] {blinded},
                    new MpInt[] {key.d}, new int[] {key.n.bitLength()});
        }
        return new Blinded(key, x, r[0], new MontgomeryContext[] {key.ctxP, key.ctxQ},
                new MpInt[] {blinded.mod(key.p), blinded.mod(key.q)}, new MpInt[] {key.dP, key.dQ},
                new int[] {key.p.bitLength(), key.q.bitLength()});
    }

    /**
     * A private operation between its blinding and its exponentiations: the input, the inverse of its
     * blinding factor (null for a key without e: neither blinding nor check), and the exponentiations.
     */
    private record Blinded(RsaPrivateKeyParts key, MpInt x, MpInt rInverse, MontgomeryContext[] contexts,
            MpInt[] bases, MpInt[] exponents, int[] bits) {

        /** The result from the exponentiations' values: recombined, unblinded, checked. */
        MpInt finish(MpInt[] powers) {
            MpInt result = unblind(powers);
            if (rInverse != null && !SlidingWindowModPow.modPow(key.ctxN, result, key.e).equals(x)) {
                throw new ArithmeticException(CHECK_FAILED);
            }
            return result;
        }

        /** The result, recombined and unblinded but not yet checked: never to be released before its check. */
        MpInt unblind(MpInt[] powers) {
            if (rInverse == null) {
                return powers[0];
            }
            MpInt s = powers.length == 2 ? garner(key, powers[0], powers[1]) : powers[0];
            return key.ctxN.modMul(s.mod(key.n), rInverse);
        }
    }

    /** Garner's CRT recombination {@code m2 + q*(qInv*(m1 - m2) mod p)}. */
    private static MpInt garner(RsaPrivateKeyParts key, MpInt m1, MpInt m2) {
        return m2.add(key.ctxP.modMul(key.qInv, m1.subtract(m2).mod(key.p)).multiply(key.q));
    }

}
