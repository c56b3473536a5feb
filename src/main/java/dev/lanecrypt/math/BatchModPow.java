package dev.lanecrypt.math;

import dev.lanecrypt.math.kernel.MontBatchKernel;
import dev.lanecrypt.math.kernel.MontKernels;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Many independent constant-time exponentiations {@code base_i ^ exponent_i mod m_i} in one call, one per
 * lane of a multi-buffer Montgomery kernel ({@link MontBatchKernel}; Intel crypto_mb's design). Operations
 * are grouped by the digit count of their modulus and run {@code lanes()} at a time; a short last group is
 * filled with dummy lanes whose results are dropped.
 *
 * <p>Each lane follows {@link ConstantTimeModPow}'s contract: the window loop runs over the largest
 * modulus bit length of its group, or the largest of the exponent bounds the caller gives (both public;
 * a Diffie-Hellman private value's length, an RSA prime's), every window does {@code w} squarings and one multiplication,
 * and the table entry of each lane is selected by reading all entries under per-lane masks. Results equal
 * the one-at-a-time ones (the lanes compute exactly the scalar kernel's digits).
 *
 * <p>{@link #modPowPublic} is the variant for public exponents (RSA verification and encryption): the
 * loop runs over the longest exponent of the group instead of the modulus, exponents up to 64 bits use
 * a one-bit window (e = 65537: 16 squarings and one multiplication), and a window position where every
 * lane's exponent bits are zero skips its multiplication. Its time depends on the exponents, never on the
 * bases.
 */
public final class BatchModPow {

    private BatchModPow() {
    }

    /**
     * {@code bases[i]^exponents[i] mod moduli[i]} for every i; moduli odd and positive (ArithmeticException
     * otherwise), {@code 0 <= exponents[i] < 2^(moduli[i].bitLength())}, bases any non-negative value.
     */
    public static MpInt[] modPow(MpInt[] bases, MpInt[] exponents, MpInt[] moduli) {
        return modPow(bases, exponents, moduli, (MontBatchKernel) null);
    }

    /**
     * As {@link #modPow(MpInt[], MpInt[], MpInt[])} on a given batch kernel (tests, benchmarks); null: the
     * one measured best per modulus size ({@link MontKernels#batchForDigits}).
     */
    public static MpInt[] modPow(MpInt[] bases, MpInt[] exponents, MpInt[] moduli, MontBatchKernel kernel) {
        int count = moduli.length;
        if (bases.length != count || exponents.length != count) {
            throw new IllegalArgumentException("bases, exponents and moduli differ in number");
        }
        MontgomeryContext[] ctx = new MontgomeryContext[count];
        int[] bits = new int[count];
        for (int i = 0; i < count; i++) {
            ctx[i] = new MontgomeryContext(moduli[i], MontKernels.scalarKernel());
            bits[i] = moduli[i].bitLength();
        }
        return modPow(ctx, bases, exponents, bits, kernel);
    }

    /**
     * {@code bases[i]^exponents[i] mod contexts[i].modulus()} for every i, constant time over a public
     * bound of each exponent's length, as {@link ConstantTimeModPow#modPow(MontgomeryContext, MpInt, MpInt,
     * int)} for one: {@code 0 <= exponents[i] < 2^bits[i]} (ArithmeticException otherwise). The window loop
     * of a group of lanes covers the largest bound among them, so it depends on the bounds (public) and
     * never on the exponents' values or lengths. The contexts only lend their parameters (modulus,
     * {@code R^2}, {@code m0inv}); their kernels are not used.
     */
    public static MpInt[] modPow(MontgomeryContext[] contexts, MpInt[] bases, MpInt[] exponents, int[] bits) {
        return modPow(contexts, bases, exponents, bits, null);
    }

    /** As {@link #modPow(MontgomeryContext[], MpInt[], MpInt[], int[])} on a given batch kernel (null: measured best). */
    public static MpInt[] modPow(MontgomeryContext[] contexts, MpInt[] bases, MpInt[] exponents, int[] bits,
            MontBatchKernel kernel) {
        int count = contexts.length;
        if (bases.length != count || exponents.length != count || bits.length != count) {
            throw new IllegalArgumentException("bases, exponents, moduli and bounds differ in number");
        }
        for (int i = 0; i < count; i++) {
            if (exponents[i].signum() < 0 || bits[i] < 1 || exponents[i].bitLength() > bits[i]) {
                throw new ArithmeticException("exponent out of range for the constant-time path");
            }
        }
        return grouped(contexts, bases, exponents, bits.clone(), kernel, false);
    }

    /**
     * {@code bases[i]^exponents[i] mod contexts[i].modulus()} for every i, variable time in the exponents
     * (public values only), exponents non-negative, bases any non-negative value.
     */
    public static MpInt[] modPowPublic(MpInt[] bases, MpInt[] exponents, MontgomeryContext[] contexts) {
        return modPowPublic(bases, exponents, contexts, null);
    }

    /** As {@link #modPowPublic(MpInt[], MpInt[], MontgomeryContext[])} on a given batch kernel. */
    public static MpInt[] modPowPublic(MpInt[] bases, MpInt[] exponents, MontgomeryContext[] contexts,
            MontBatchKernel kernel) {
        int count = contexts.length;
        if (bases.length != count || exponents.length != count) {
            throw new IllegalArgumentException("bases, exponents and moduli differ in number");
        }
        int[] bits = new int[count];
        for (int i = 0; i < count; i++) {
            if (exponents[i].signum() < 0) {
                throw new ArithmeticException("negative exponent");
            }
            bits[i] = exponents[i].bitLength();
        }
        return grouped(contexts, bases, exponents, bits, kernel, true);
    }

    /**
     * Groups the operations by digit count and runs each group {@code lanes()} at a time; {@code bits[i]}
     * is operation i's exponent bound (public: the loop of its group covers the largest).
     */
    private static MpInt[] grouped(MontgomeryContext[] ctx, MpInt[] bases, MpInt[] exponents, int[] bits,
            MontBatchKernel kernel, boolean publicExponents) {
        Map<Integer, List<Integer>> byDigits = new LinkedHashMap<>();
        for (int i = 0; i < ctx.length; i++) {
            byDigits.computeIfAbsent(ctx[i].digits(), k -> new ArrayList<>()).add(i);
        }
        MpInt[] out = new MpInt[ctx.length];
        for (List<Integer> group : byDigits.values()) {
            // no kernel given: the one measured best for this modulus size
            MontBatchKernel k = kernel != null ? kernel : MontKernels.batchForDigits(ctx[group.get(0)].digits());
            int lanes = k.lanes();
            for (int from = 0; from < group.size(); from += lanes) {
                int[] idx = new int[lanes];
                for (int l = 0; l < lanes; l++) {
                    idx[l] = group.get(Math.min(from + l, group.size() - 1)); // dummies repeat the last one
                }
                MpInt[] r = run(k, ctx, bases, exponents, bits, idx, publicExponents);
                for (int l = 0; l < lanes && from + l < group.size(); l++) {
                    out[idx[l]] = r[l];
                }
            }
        }
        return out;
    }

    /**
     * One group of {@code lanes} operations. The window loop covers the largest of their bounds: the
     * exponent bounds (constant time) or, for public exponents, the longest exponent.
     */
    private static MpInt[] run(MontBatchKernel k, MontgomeryContext[] ctx, MpInt[] bases, MpInt[] exps, int[] bounds,
            int[] idx, boolean publicExponents) {
        int lanes = k.lanes();
        int n = ctx[idx[0]].digits();
        int bits = 1;
        for (int i : idx) {
            bits = Math.max(bits, bounds[i]);
        }
        int size = n * lanes;
        long[] m = new long[size];
        long[] r2 = new long[size];
        long[] base = new long[size];
        long[] one = new long[size];
        long[] m0inv = new long[lanes];
        long[][] e = new long[lanes][];
        for (int l = 0; l < lanes; l++) {
            MontgomeryContext c = ctx[idx[l]];
            interleave(c.modulusDigits(), l, lanes, n, m);
            interleave(c.r2(), l, lanes, n, r2);
            interleave(c.toDigits(bases[idx[l]].mod(c.modulus())), l, lanes, n, base);
            one[l] = 1;
            m0inv[l] = c.m0inv();
            e[l] = Digits28.of(exps[idx[l]], (bits + 27) / 28 + 1);
        }
        long[] t = new long[MontBatchKernel.scratch(n, lanes)];
        int w = publicExponents && bits <= 64 ? 1 : ConstantTimeModPow.window(bits);
        long[][] table = new long[1 << w][];
        table[0] = new long[size];
        k.mul(one, r2, m, n, m0inv, t, table[0]);
        table[1] = new long[size];
        k.mul(base, r2, m, n, m0inv, t, table[1]);
        for (int j = 2; j < table.length; j++) {
            table[j] = new long[size];
            k.mul(table[j - 1], table[1], m, n, m0inv, t, table[j]);
        }
        int windows = (bits + w - 1) / w;
        long[] acc = new long[size];
        long[] sel = new long[size];
        long[] window = new long[lanes];
        k.select(table, windows(e, (windows - 1) * w, w, window), n, acc);
        for (int win = windows - 2; win >= 0; win--) {
            for (int s = 0; s < w; s++) {
                k.sqr(acc, m, n, m0inv, t, acc);
            }
            windows(e, win * w, w, window);
            if (!publicExponents || !allZero(window)) {
                k.select(table, window, n, sel);
                k.mul(acc, sel, m, n, m0inv, t, acc);
            }
        }
        k.mul(acc, one, m, n, m0inv, t, acc);
        MpInt[] out = new MpInt[lanes];
        long[] lane = new long[ctx[idx[0]].newDigits().length];
        for (int l = 0; l < lanes; l++) {
            for (int j = 0; j < n; j++) {
                lane[j] = acc[j * lanes + l];
            }
            ctx[idx[l]].subtractIfNotBelow(lane);
            out[l] = ctx[idx[l]].value(lane);
        }
        return out;
    }

    private static void interleave(long[] digits, int lane, int lanes, int n, long[] into) {
        for (int j = 0; j < n; j++) {
            into[j * lanes + lane] = digits[j];
        }
    }

    /** Each lane's exponent window of {@code w} bits at {@code pos}, into {@code window}. */
    static long[] windows(long[][] e, int pos, int w, long[] window) {
        for (int l = 0; l < window.length; l++) {
            window[l] = ConstantTimeModPow.windowAt(e[l], pos, w);
        }
        return window;
    }

    /** Whether every lane's window is zero (public exponents only: the answer is not secret there). */
    static boolean allZero(long[] window) {
        for (long v : window) {
            if (v != 0) {
                return false;
            }
        }
        return true;
    }
}
