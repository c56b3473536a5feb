package dev.lanecrypt.math;

import dev.lanecrypt.math.kernel.Mont52Kernel;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Constant-time exponentiations on a radix-{@code 2^52} multi-buffer kernel ({@link Mont52Kernel}), in two
 * arrangements of the lanes:
 * <ul>
 * <li>{@link #batch}: one operation per lane, left-to-right with a fixed window and a per-lane masked table
 *     read, as {@link BatchModPow} does on 28-bit digits (many signatures, the coalescer's batches);</li>
 * <li>{@link #ladder}: one operation per pair of lanes, right to left (HAC 14.76): the even lane squares
 *     the power {@code y = b^(2^i)}, the odd lane multiplies its accumulator by {@code y} where bit
 *     {@code i} of the exponent is one and by one elsewhere. The two products of a step are independent,
 *     so one kernel call does both, and an RSA signature's two CRT halves fill four lanes: one call per
 *     exponent bit for the whole signature, against about {@code 2 (1 + 1/w)} products for two
 *     left-to-right exponentiations with {@code w}-bit windows.</li>
 * </ul>
 * Both follow {@link ConstantTimeModPow}'s contract per exponentiation: the loop covers the largest of the
 * group's public bounds ({@code bits[i]}: a Diffie-Hellman private value's length, an RSA prime's), every
 * step does the same products whatever the exponent, and exponent bits reach the lanes only as masks.
 * Operations are grouped by limb count; a short last group is filled with copies of its last operation,
 * whose results are dropped. Results are fully reduced and equal {@code BigInteger.modPow}'s.
 */
public final class Radix52 {

    private static final long MASK = (1L << 52) - 1;

    private Radix52() {
    }

    /**
     * A modulus' constants in radix {@code 2^52}: {@code n} limbs with {@code 4m < R = 2^(52n)},
     * {@code -m^-1 mod 2^52}, {@code R^2 mod m} and {@code R mod m} (one, in Montgomery form).
     */
    record Params(int n, long[] m, long minv, long[] r2, long[] one) {

        static Params of(MpInt modulus) {
            int n = Math.max(2, Mont52Kernel.limbs(modulus.bitLength()));   // the kernels need two limbs
            long[] m = limbs(modulus, n);
            long inv = m[0];
            for (int k = 0; k < 6; k++) {
                inv *= 2 - m[0] * inv;   // Newton: m[0] inv = 1 mod 2^64 after six steps
            }
            return new Params(n, m, -inv & MASK, limbs(MpInt.ONE.shiftLeft(104 * n).mod(modulus), n),
                    limbs(MpInt.ONE.shiftLeft(52 * n).mod(modulus), n));
        }
    }

    /** {@code bases[i]^exponents[i] mod contexts[i].modulus()} for every i, one operation per lane. */
    public static MpInt[] batch(Mont52Kernel k, MontgomeryContext[] contexts, MpInt[] bases, MpInt[] exponents,
            int[] bits) {
        return grouped(k, k.lanes(), contexts, bases, exponents, bits, false, false);
    }

    /**
     * {@code bases[i]^exponents[i] mod contexts[i].modulus()} for public exponents (RSA verification and
     * encryption), one operation per lane, as {@link BatchModPow#modPowPublic}: the loop covers the longest
     * exponent of a group, exponents up to 64 bits take one-bit windows (e = 65537: 16 squarings and one
     * product) and a window where every lane's bits are zero skips its product. Time depends on the
     * exponents, never on the bases.
     */
    public static MpInt[] batchPublic(Mont52Kernel k, MontgomeryContext[] contexts, MpInt[] bases, MpInt[] exponents) {
        int[] bits = new int[exponents.length];
        for (int i = 0; i < bits.length; i++) {
            if (exponents[i].signum() < 0) {
                throw new ArithmeticException("negative exponent");
            }
            bits[i] = Math.max(1, exponents[i].bitLength());
        }
        return grouped(k, k.lanes(), contexts, bases, exponents, bits, false, true);
    }

    /** As {@link #batch}, one operation per pair of lanes ({@code k.lanes() >= 2}). */
    public static MpInt[] ladder(Mont52Kernel k, MontgomeryContext[] contexts, MpInt[] bases, MpInt[] exponents,
            int[] bits) {
        if (k.lanes() < 2) {
            throw new IllegalArgumentException("the ladder needs lane pairs");
        }
        return grouped(k, k.lanes() / 2, contexts, bases, exponents, bits, true, false);
    }

    private static MpInt[] grouped(Mont52Kernel k, int perCall, MontgomeryContext[] ctx, MpInt[] bases,
            MpInt[] exps, int[] bits, boolean ladder, boolean publicExponents) {
        int count = ctx.length;
        if (bases.length != count || exps.length != count || bits.length != count) {
            throw new IllegalArgumentException("bases, exponents, moduli and bounds differ in number");
        }
        Params[] params = new Params[count];
        Map<Integer, List<Integer>> byLimbs = new LinkedHashMap<>();
        for (int i = 0; i < count; i++) {
            if (exps[i].signum() < 0 || bits[i] < 1 || exps[i].bitLength() > bits[i]) {
                throw new ArithmeticException("exponent out of range for the constant-time path");
            }
            params[i] = ctx[i].radix52();
            byLimbs.computeIfAbsent(params[i].n(), x -> new ArrayList<>()).add(i);
        }
        MpInt[] out = new MpInt[count];
        for (List<Integer> group : byLimbs.values()) {
            for (int from = 0; from < group.size(); from += perCall) {
                int[] idx = new int[perCall];
                for (int g = 0; g < perCall; g++) {
                    idx[g] = group.get(Math.min(from + g, group.size() - 1));
                }
                Group grp = new Group(k, ctx, params, idx, ladder);
                int bound = 1;
                for (int i : idx) {
                    bound = Math.max(bound, bits[i]);
                }
                MpInt[] r = ladder ? grp.ladder(bases, exps, bound) : grp.window(bases, exps, bound, publicExponents);
                for (int g = 0; g < perCall && from + g < group.size(); g++) {
                    out[idx[g]] = r[g];
                }
            }
        }
        return out;
    }

    /** The lanes of one kernel call: operation {@code idx[g]} in lane {@code g} (or lanes {@code 2g, 2g+1}). */
    private static final class Group {
        final Mont52Kernel k;
        final MontgomeryContext[] ctx;
        final Params[] params;
        final int[] idx;
        final int lanes;
        final int per;
        final int n;
        final double[] m;
        final double[] r2;
        final double[] one;
        final double[] unit;
        final long[] minv;
        final long[] t;

        Group(Mont52Kernel k, MontgomeryContext[] ctx, Params[] params, int[] idx, boolean ladder) {
            this.k = k;
            this.ctx = ctx;
            this.params = params;
            this.idx = idx;
            this.lanes = k.lanes();
            this.per = ladder ? 2 : 1;
            this.n = params[idx[0]].n();
            int size = n * lanes;
            m = new double[size];
            r2 = new double[size];
            one = new double[size];
            unit = new double[size];
            minv = new long[lanes];
            for (int l = 0; l < lanes; l++) {
                int g = Math.min(l / per, idx.length - 1);
                Params p = params[idx[g]];
                put(p.m(), l, m);
                put(p.r2(), l, r2);
                put(p.one(), l, one);
                unit[l] = 1;
                minv[l] = p.minv();
            }
            t = new long[Mont52Kernel.scratch(n, lanes)];
        }

        /** Limbs {@code v} into lane {@code l}. */
        void put(long[] v, int l, double[] into) {
            for (int j = 0; j < n; j++) {
                into[j * lanes + l] = v[j];
            }
        }

        /** Lane {@code l}'s limbs, reduced below the modulus, as a value. */
        MpInt reduced(double[] x, int l, Params p) {
            long[] v = new long[n];
            for (int j = 0; j < n; j++) {
                v[j] = (long) x[j * lanes + l];
            }
            return Radix52.reduced(v, p);
        }

        /** The bases in Montgomery form, {@code b R mod m}, one lane each (or the even lane of each pair). */
        double[] powers(MpInt[] bases) {
            double[] b = new double[n * lanes];
            for (int l = 0; l < lanes; l++) {
                int g = Math.min(l / per, idx.length - 1);
                int i = idx[g];
                if (per == 1 || l % 2 == 0) {
                    put(limbs(bases[i].mod(ctx[i].modulus()), n), l, b);
                } else {
                    b[l] = 1;   // the accumulator lane: 1 R^2 R^-1 = R, one in Montgomery form
                }
            }
            k.mul(b, r2, m, n, minv, t, b);
            return b;
        }

        /** Left to right, {@code w}-bit windows, one operation per lane (public: see {@link #batchPublic}). */
        MpInt[] window(MpInt[] bases, MpInt[] exps, int bits, boolean publicExponents) {
            int w = publicExponents && bits <= 64 ? 1 : ConstantTimeModPow.window(bits);
            long[][] e = new long[lanes][];
            for (int l = 0; l < lanes; l++) {
                e[l] = Digits28.of(exps[idx[Math.min(l, idx.length - 1)]], (bits + 27) / 28 + 1);
            }
            double[][] table = new double[1 << w][];
            table[0] = one.clone();
            table[1] = powers(bases);
            for (int j = 2; j < table.length; j++) {
                table[j] = new double[n * lanes];
                k.mul(table[j - 1], table[1], m, n, minv, t, table[j]);
            }
            int windows = (bits + w - 1) / w;
            double[] acc = new double[n * lanes];
            double[] sel = new double[n * lanes];
            long[] window = new long[lanes];
            k.select(table, BatchModPow.windows(e, (windows - 1) * w, w, window), n, acc);
            for (int win = windows - 2; win >= 0; win--) {
                for (int s = 0; s < w; s++) {
                    k.sqr(acc, m, n, minv, t, acc);
                }
                BatchModPow.windows(e, win * w, w, window);
                if (!publicExponents || !BatchModPow.allZero(window)) {
                    k.select(table, window, n, sel);
                    k.mul(acc, sel, m, n, minv, t, acc);
                }
            }
            k.mul(acc, unit, m, n, minv, t, acc);
            MpInt[] out = new MpInt[idx.length];
            for (int g = 0; g < idx.length; g++) {
                out[g] = reduced(acc, g, params[idx[g]]);
            }
            return out;
        }

        /** Right to left in lane pairs: {@code bits} steps of one call each. */
        MpInt[] ladder(MpInt[] bases, MpInt[] exps, int bits) {
            long[][] e = new long[lanes][];
            for (int l = 1; l < lanes; l += 2) {
                e[l] = Digits28.of(exps[idx[Math.min(l / 2, idx.length - 1)]], (bits + 27) / 28 + 1);
            }
            double[] s = powers(bases);   // even lanes b R, odd lanes R
            double[] b = new double[n * lanes];
            long[] take = new long[lanes];
            for (int i = 0; i < bits; i++) {
                for (int l = 1; l < lanes; l += 2) {
                    take[l] = -(long) ConstantTimeModPow.windowAt(e[l], i, 1);
                }
                k.ladderOperand(s, one, take, n, b);
                k.mul(s, b, m, n, minv, t, s);
            }
            k.mul(s, unit, m, n, minv, t, s);
            MpInt[] out = new MpInt[idx.length];
            for (int g = 0; g < idx.length; g++) {
                out[g] = reduced(s, 2 * g + 1, params[idx[g]]);
            }
            return out;
        }
    }

    /**
     * The value of limbs {@code v < 2m} reduced below the modulus: {@code v - m} where that does not borrow,
     * chosen by a mask (no branch on the value). {@code v} is overwritten.
     */
    static MpInt reduced(long[] v, Params p) {
        int n = v.length;
        long[] d = new long[n];
        long borrow = 0;
        for (int j = 0; j < n; j++) {
            long s = v[j] - p.m()[j] - borrow;
            d[j] = s & MASK;
            borrow = s >>> 63;
        }
        long keep = -borrow;   // all ones when v < m
        for (int j = 0; j < n; j++) {
            v[j] = (v[j] & keep) | (d[j] & ~keep);
        }
        return value(v);
    }

    /**
     * {@link FixedBaseModPow}'s table and product on a one-lane radix-{@code 2^52} kernel
     * ({@link Mont52Kernel.Row}): {@code T[i][j] = g^(j 2^(w i)) R mod m} in limbs, one kernel product and
     * one masked read of a row ({@link Mont52Kernel#select}) per window, under the same contract (every
     * window does its product, the zero window's entry is one in Montgomery form).
     */
    static final class FixedBase {
        private final Mont52Kernel k;
        private final Params p;
        private final int bits;
        private final int w;
        private final double[][][] table;
        /** The modulus' limbs as the kernel reads them, {@code -m^-1 mod 2^52}, and one (to leave Montgomery form). */
        private final double[] m;
        private final long[] minv;
        private final double[] unit;

        FixedBase(Mont52Kernel k, MontgomeryContext ctx, MpInt base, int bits, int w) {
            if (k.lanes() != 1) {
                throw new IllegalArgumentException("a one-lane kernel");
            }
            this.k = k;
            this.p = ctx.radix52();
            this.bits = bits;
            this.w = w;
            int n = p.n();
            int rows = (bits + w - 1) / w;
            table = new double[rows][1 << w][];
            long[] t = new long[Mont52Kernel.scratch(n, 1)];
            m = doubles(p.m());
            minv = new long[] {p.minv()};
            unit = new double[n];
            unit[0] = 1;
            double[] g = doubles(limbs(base.mod(ctx.modulus()), n));
            k.mul(g, doubles(p.r2()), m, n, minv, t, g);   // g R: g^(2^(w i)) for the row
            for (double[][] row : table) {
                row[0] = doubles(p.one());
                row[1] = g.clone();
                for (int j = 2; j < row.length; j++) {
                    row[j] = new double[n];
                    k.mul(row[j - 1], g, m, n, minv, t, row[j]);
                }
                for (int s = 0; s < w; s++) {
                    k.sqr(g, m, n, minv, t, g);
                }
            }
        }

        Mont52Kernel kernel() {
            return k;
        }

        /** {@code base^exponent mod m}, fully reduced, for {@code 0 <= exponent < 2^bits} (checked by the caller). */
        MpInt modPow(MpInt exponent) {
            int n = p.n();
            long[] e = Digits28.of(exponent, (bits + 27) / 28 + 1);
            long[] t = new long[Mont52Kernel.scratch(n, 1)];
            double[] acc = new double[n];
            double[] sel = new double[n];
            long[] window = new long[1];
            window[0] = ConstantTimeModPow.windowAt(e, 0, w);
            k.select(table[0], window, n, acc);
            for (int i = 1; i < table.length; i++) {
                window[0] = ConstantTimeModPow.windowAt(e, i * w, w);
                k.select(table[i], window, n, sel);
                k.mul(acc, sel, m, n, minv, t, acc);
            }
            k.mul(acc, unit, m, n, minv, t, acc);   // out of Montgomery form: below 2m
            long[] v = new long[n];
            for (int j = 0; j < n; j++) {
                v[j] = (long) acc[j];
            }
            return reduced(v, p);
        }
    }

    /** Limbs as the doubles the kernels read. */
    private static double[] doubles(long[] limbs) {
        double[] d = new double[limbs.length];
        for (int j = 0; j < d.length; j++) {
            d[j] = limbs[j];
        }
        return d;
    }

    /** {@code x} as {@code n} limbs of 52 bits; requires {@code 0 <= x < 2^(52n)}. */
    static long[] limbs(MpInt x, int n) {
        if (x.signum() < 0 || x.bitLength() > 52 * n) {
            throw new IllegalArgumentException("value does not fit " + n + " limbs");
        }
        long[] out = new long[n];
        for (int j = 0; j < n; j++) {
            // bits 52j .. 52j+51 lie in digits d .. d+2 (offset o < 28, and 52 + o < 84)
            int d = 52 * j / 28;
            int o = 52 * j % 28;
            long v = ((long) x.digit(d) >>> o) | ((long) x.digit(d + 1) << (28 - o)) | ((long) x.digit(d + 2) << (56 - o));
            out[j] = v & MASK;
        }
        return out;
    }

    /** The value of 52-bit limbs. */
    static MpInt value(long[] limbs) {
        int[] digits = new int[(limbs.length * 52 + 27) / 28];
        for (int i = 0; i < digits.length; i++) {
            // bits 28i .. 28i+27 lie in limbs l and l+1 (offset o < 52, and 28 + o < 104)
            int l = 28 * i / 52;
            int o = 28 * i % 52;
            long v = limbs[l] >>> o;
            if (l + 1 < limbs.length) {
                v |= limbs[l + 1] << (52 - o);
            }
            digits[i] = (int) (v & ((1L << 28) - 1));
        }
        return MpInt.fromDigits(digits);
    }
}
