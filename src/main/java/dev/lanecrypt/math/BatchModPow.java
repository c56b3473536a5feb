package dev.lanecrypt.math;

import dev.lanecrypt.kernel.MontBatchKernel;
import dev.lanecrypt.kernel.MontKernels;
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
 * modulus bit length of its group (public), every window does {@code w} squarings and one multiplication,
 * and the table entry of each lane is selected by reading all entries under per-lane masks. Results equal
 * the one-at-a-time ones (the lanes compute exactly the scalar kernel's digits).
 */
public final class BatchModPow {

    private BatchModPow() {
    }

    /**
     * {@code bases[i]^exponents[i] mod moduli[i]} for every i; moduli odd and positive (ArithmeticException
     * otherwise), {@code 0 <= exponents[i] < 2^(moduli[i].bitLength())}, bases any non-negative value.
     */
    public static MpInt[] modPow(MpInt[] bases, MpInt[] exponents, MpInt[] moduli) {
        return modPow(bases, exponents, moduli, MontKernels.batch());
    }

    /** As {@link #modPow(MpInt[], MpInt[], MpInt[])} on a given batch kernel (tests, benchmarks). */
    public static MpInt[] modPow(MpInt[] bases, MpInt[] exponents, MpInt[] moduli, MontBatchKernel kernel) {
        int count = moduli.length;
        if (bases.length != count || exponents.length != count) {
            throw new IllegalArgumentException("bases, exponents and moduli differ in number");
        }
        MontgomeryContext[] ctx = new MontgomeryContext[count];
        Map<Integer, List<Integer>> byDigits = new LinkedHashMap<>();
        for (int i = 0; i < count; i++) {
            ctx[i] = new MontgomeryContext(moduli[i], MontKernels.scalarKernel());
            if (exponents[i].signum() < 0 || exponents[i].bitLength() > moduli[i].bitLength()) {
                throw new ArithmeticException("exponent out of range for the constant-time path");
            }
            byDigits.computeIfAbsent(ctx[i].digits(), k -> new ArrayList<>()).add(i);
        }
        MpInt[] out = new MpInt[count];
        int lanes = kernel.lanes();
        for (List<Integer> group : byDigits.values()) {
            for (int from = 0; from < group.size(); from += lanes) {
                int[] idx = new int[lanes];
                for (int l = 0; l < lanes; l++) {
                    idx[l] = group.get(Math.min(from + l, group.size() - 1)); // dummies repeat the last one
                }
                MpInt[] r = run(kernel, ctx, bases, exponents, idx);
                for (int l = 0; l < lanes && from + l < group.size(); l++) {
                    out[idx[l]] = r[l];
                }
            }
        }
        return out;
    }

    private static MpInt[] run(MontBatchKernel k, MontgomeryContext[] ctx, MpInt[] bases, MpInt[] exps, int[] idx) {
        int lanes = k.lanes();
        int n = ctx[idx[0]].digits();
        int bits = 0;
        for (int i : idx) {
            bits = Math.max(bits, ctx[i].modulus().bitLength());
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
        int w = ConstantTimeModPow.window(bits);
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
        select(table, e, (windows - 1) * w, w, lanes, acc);
        for (int win = windows - 2; win >= 0; win--) {
            for (int s = 0; s < w; s++) {
                k.mul(acc, acc, m, n, m0inv, t, acc);
            }
            select(table, e, win * w, w, lanes, sel);
            k.mul(acc, sel, m, n, m0inv, t, acc);
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

    /** Per lane, {@code out = table[window of that lane's exponent at pos]}, reading every entry under masks. */
    private static void select(long[][] table, long[][] e, int pos, int w, int lanes, long[] out) {
        int[] window = new int[lanes];
        for (int l = 0; l < lanes; l++) {
            window[l] = ConstantTimeModPow.windowAt(e[l], pos, w);
        }
        long[] masks = new long[lanes];
        java.util.Arrays.fill(out, 0L);
        for (int k = 0; k < table.length; k++) {
            for (int l = 0; l < lanes; l++) {
                masks[l] = ((long) (k ^ window[l]) - 1) >> 63;
            }
            long[] entry = table[k];
            for (int j = 0; j < out.length; j += lanes) {
                for (int l = 0; l < lanes; l++) {
                    out[j + l] |= entry[j + l] & masks[l];
                }
            }
        }
    }
}
