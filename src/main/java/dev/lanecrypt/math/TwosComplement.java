package dev.lanecrypt.math;

import java.util.function.IntBinaryOperator;

/**
 * Bitwise {@code and}, {@code or}, {@code xor} on signed values in two's complement, as BigInteger
 * defines them (an infinite sign extension to the left). Both operands are written as 28-bit two's
 * complement digit strings one digit longer than the longer magnitude, so the top digit is pure sign
 * extension (0 or {@code 0x0FFFFFFF}); the digits are combined and the result read back the same way.
 *
 * <p>Negation in 28-bit digits is complement-and-add-one; the carry is 0 or 1 and each sum is at most
 * {@code 2^28}, so it fits an {@code int}.
 */
final class TwosComplement {

    private static final int MASK = Magnitude.MASK;

    private TwosComplement() {
    }

    static MpInt and(MpInt a, MpInt b) {
        return combine(a, b, (x, y) -> x & y);
    }

    static MpInt or(MpInt a, MpInt b) {
        return combine(a, b, (x, y) -> x | y);
    }

    static MpInt xor(MpInt a, MpInt b) {
        return combine(a, b, (x, y) -> x ^ y);
    }

    private static MpInt combine(MpInt a, MpInt b, IntBinaryOperator op) {
        int len = Math.max(a.digitLength(), b.digitLength()) + 1;
        int[] x = digits(a, len);
        int[] y = digits(b, len);
        for (int i = 0; i < len; i++) {
            x[i] = op.applyAsInt(x[i], y[i]) & MASK;
        }
        if (x[len - 1] == 0) {
            return MpInt.of(1, Magnitude.trim(x));
        }
        negateInPlace(x);
        return MpInt.of(-1, Magnitude.trim(x));
    }

    /** {@code v} as {@code len} digits of two's complement (modulo {@code 2^(28*len)}). */
    private static int[] digits(MpInt v, int len) {
        int[] d = java.util.Arrays.copyOf(v.mag(), len);
        if (v.signum() < 0) {
            negateInPlace(d);
        }
        return d;
    }

    /** {@code d = 2^(28*len) - d} (mod {@code 2^(28*len)}). */
    private static void negateInPlace(int[] d) {
        int carry = 1;
        for (int i = 0; i < d.length; i++) {
            int s = (~d[i] & MASK) + carry; // <= 2^28
            d[i] = s & MASK;
            carry = s >>> Magnitude.BITS;
        }
    }
}
