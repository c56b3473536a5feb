package dev.lanecrypt.math;

/**
 * Fixed-window modular exponentiation for secret exponents (HAC 14.82 with a fixed window, the
 * table read whole as in OpenSSL's {@code BN_mod_exp_mont_consttime} / rsaz-avx2).
 *
 * <p>Contract: for a given context (modulus) the sequence of operations, memory addresses and branches
 * is the same for every base and every exponent below {@code 2^(bit length of the modulus)}:
 * <ul>
 * <li>the loop runs over {@code ceil(bits / w) * w} exponent bits where {@code bits} is the modulus'
 *     bit length, or a public bound the caller gives ({@link #modPow(MontgomeryContext, MpInt, MpInt, int)}),
 *     never the exponent's own length (leading zero windows are processed like any other);</li>
 * <li>every window does {@code w} Montgomery squarings and one Montgomery multiplication, including by
 *     the table entry for a zero window ({@code R mod m}, the Montgomery one);</li>
 * <li>the table entry is selected by reading all {@code 2^w} entries and combining them with masks
 *     derived arithmetically from the window value: no secret-dependent index or branch;</li>
 * <li>the Montgomery kernel is branch-free on values ("almost Montgomery", no conditional subtraction)
 *     and the final reduction subtracts under a mask.</li>
 * </ul>
 * What it does not cover: the JIT may compile the code differently over time (same for every secret);
 * the conversion of the inputs to digits and of the result back are linear in the public lengths.
 * The base and modulus are not secret-protected beyond that (RSA blinds the base anyway).
 */
public final class ConstantTimeModPow {

    private ConstantTimeModPow() {
    }

    /** The window width for a modulus of {@code bits} bits (table of {@code 2^w} entries). */
    static int window(int bits) {
        return bits > 768 ? 5 : 4;
    }

    /**
     * {@code base^exponent mod m} for {@code 0 <= base}, {@code 0 <= exponent < 2^(m.bitLength())}; the
     * base is reduced first (variable time in the base's length only).
     */
    public static MpInt modPow(MontgomeryContext ctx, MpInt base, MpInt exponent) {
        return modPow(ctx, base, exponent, ctx.modulus().bitLength());
    }

    /**
     * {@code base^exponent mod m} for {@code 0 <= exponent < 2^bits}, where {@code bits} is a public bound
     * (a Diffie-Hellman private value's length, for one): the loop covers {@code bits} exponent bits, so
     * the sequence of operations is the same for every exponent below the bound, whatever its value and
     * its actual length.
     *
     * @throws ArithmeticException if the exponent is negative or not below {@code 2^bits}
     */
    public static MpInt modPow(MontgomeryContext ctx, MpInt base, MpInt exponent, int bits) {
        if (exponent.signum() < 0 || exponent.bitLength() > bits || bits < 1) {
            throw new ArithmeticException("exponent out of range for the constant-time path");
        }
        long[] b = ctx.toDigits(base.mod(ctx.modulus()));
        long[] e = Digits28.of(exponent, (bits + 27) / 28 + 1);
        long[] out = ctx.newDigits();
        modPow(ctx, b, e, bits, out);
        return ctx.value(out);
    }

    /**
     * {@code out = b^e mod m}, fully reduced. {@code b < m} in digits; {@code e} holds at least
     * {@code ceil(bits/28) + 1} digits (the extra digit zero) with the exponent below {@code 2^bits}.
     */
    public static void modPow(MontgomeryContext ctx, long[] b, long[] e, int bits, long[] out) {
        int w = window(bits);
        int size = 1 << w;
        int len = b.length;
        long[] t = ctx.newScratch();
        long[][] table = new long[size][];
        table[0] = ctx.newDigits();
        long[] one = ctx.newDigits();
        one[0] = 1;
        ctx.toMontgomery(one, t, table[0]);
        table[1] = ctx.newDigits();
        ctx.toMontgomery(b, t, table[1]);
        for (int k = 2; k < size; k++) {
            table[k] = ctx.newDigits();
            ctx.mul(table[k - 1], table[1], t, table[k]);
        }
        int windows = (bits + w - 1) / w;
        long[] acc = ctx.newDigits();
        long[] sel = ctx.newDigits();
        select(table, windowAt(e, (windows - 1) * w, w), len, acc);
        for (int win = windows - 2; win >= 0; win--) {
            for (int s = 0; s < w; s++) {
                ctx.mul(acc, acc, t, acc);
            }
            select(table, windowAt(e, win * w, w), len, sel);
            ctx.mul(acc, sel, t, acc);
        }
        ctx.fromMontgomery(acc, t, out);
    }

    /** Bits {@code pos .. pos+w-1} of the exponent; {@code pos} is public, only the value is secret. */
    static int windowAt(long[] e, int pos, int w) {
        int idx = pos / 28;
        int off = pos % 28;
        long v = (e[idx] >>> off) | (e[idx + 1] << (28 - off));
        return (int) (v & ((1L << w) - 1));
    }

    /**
     * {@code out = table[idx]} reading every entry: entry {@code k} contributes under the mask
     * {@code ((k ^ idx) - 1) >> 63}, all ones exactly when {@code k == idx} (the difference is in
     * {@code [-1, 2^w - 1)}, negative only for zero).
     */
    static void select(long[][] table, int idx, int len, long[] out) {
        java.util.Arrays.fill(out, 0L);
        for (int k = 0; k < table.length; k++) {
            long mask = ((long) (k ^ idx) - 1) >> 63;
            long[] entry = table[k];
            for (int j = 0; j < len; j++) {
                out[j] |= entry[j] & mask;
            }
        }
    }
}
