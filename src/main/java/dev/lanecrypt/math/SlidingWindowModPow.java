package dev.lanecrypt.math;

/**
 * Left-to-right sliding-window exponentiation in Montgomery form (HAC 14.85) for public exponents:
 * a table of the odd powers {@code b, b^3, ..., b^(2^w - 1)}, runs of zero bits cost one squaring each,
 * each window one multiplication. Variable time in the exponent: never for secrets
 * (see {@link ConstantTimeModPow}).
 */
public final class SlidingWindowModPow {

    private SlidingWindowModPow() {
    }

    /** Window width for an exponent of {@code bits} bits (HAC table 14.16's break-even points). */
    static int window(int bits) {
        return bits > 671 ? 6 : bits > 239 ? 5 : bits > 79 ? 4 : bits > 23 ? 3 : 1;
    }

    /** {@code base^exponent mod m} for {@code 0 <= base < m} and {@code exponent >= 0}. */
    public static MpInt modPow(MontgomeryContext ctx, MpInt base, MpInt exponent) {
        long[] out = ctx.newDigits();
        modPow(ctx, ctx.toDigits(base), exponent, out);
        return ctx.value(out);
    }

    /** {@code out = b^exponent mod m}, fully reduced; {@code b < m} in digits. */
    public static void modPow(MontgomeryContext ctx, long[] b, MpInt exponent, long[] out) {
        long[] t = ctx.newScratch();
        long[] acc = ctx.newDigits();
        long[] one = ctx.newDigits();
        one[0] = 1;
        int bits = exponent.bitLength();
        if (bits == 0) {
            ctx.toMontgomery(one, t, acc);
            ctx.fromMontgomery(acc, t, out);
            return;
        }
        int w = window(bits);
        long[][] odd = new long[1 << (w - 1)][];
        odd[0] = ctx.newDigits();
        ctx.toMontgomery(b, t, odd[0]);
        long[] b2 = ctx.newDigits();
        ctx.mul(odd[0], odd[0], t, b2);
        for (int k = 1; k < odd.length; k++) {
            odd[k] = ctx.newDigits();
            ctx.mul(odd[k - 1], b2, t, odd[k]);
        }
        boolean started = false;
        int i = bits - 1;
        while (i >= 0) {
            if (!exponent.testBit(i)) {
                ctx.mul(acc, acc, t, acc);
                i--;
                continue;
            }
            int low = Math.max(i - w + 1, 0);
            while (!exponent.testBit(low)) {
                low++;
            }
            int value = 0;
            for (int k = i; k >= low; k--) {
                value = (value << 1) | (exponent.testBit(k) ? 1 : 0);
            }
            if (started) {
                for (int k = i; k >= low; k--) {
                    ctx.mul(acc, acc, t, acc);
                }
                ctx.mul(acc, odd[value >>> 1], t, acc);
            } else {
                System.arraycopy(odd[value >>> 1], 0, acc, 0, acc.length);
                started = true;
            }
            i = low - 1;
        }
        ctx.fromMontgomery(acc, t, out);
    }
}
