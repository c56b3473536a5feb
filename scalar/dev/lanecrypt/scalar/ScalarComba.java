package dev.lanecrypt.scalar;

import dev.lanecrypt.kernel.MulKernel;

/**
 * Comba (product-scanning) multiplication and squaring on 28-bit digits: LibTomMath's
 * {@code s_mp_mul_comba} and {@code s_mp_sqr_comba} (after P. G. Comba, "Exponentiation
 * cryptosystems on the IBM PC", IBM Systems Journal 29(4), 1990).
 *
 * <p>Column {@code k} of the product is {@code sum a[i]*b[k-i]}; it is summed in one 64-bit
 * accumulator, then the low 28 bits are stored and the rest carried into column {@code k+1}.
 *
 * <p>Bound (unsigned 64-bit accumulator, shifted with {@code >>>}): each product is at most
 * {@code (2^28-1)^2 = 2^56 - 2^29 + 1}. A column sums at most {@code n = min(aLen, bLen) <= 256}
 * products, i.e. at most {@code 256 * (2^56 - 2^29 + 1) = 2^64 - 2^37 + 2^8}. The carry-in is the
 * previous accumulator shifted right by 28, so below {@code 2^36}. Total
 * {@code < 2^64 - 2^37 + 2^36 + 2^8 < 2^64}: no overflow, and the next carry is again below
 * {@code 2^36}. {@link MulKernel#MAX_SHORT_DIGITS} is checked on entry.
 *
 * <p>Squaring sums each cross product {@code a[i]*a[j], i < j} once and doubles it, then adds the
 * square term: a column with {@code m} ordered pairs carries {@code m <= n} product-equivalents, so the
 * same bound holds (the cross sum alone is at most {@code 128} products {@code < 2^63} before doubling).
 */
public final class ScalarComba implements MulKernel {

    public static final ScalarComba INSTANCE = new ScalarComba();

    private static final long MASK = DIGIT_MASK;

    private ScalarComba() {
    }

    @Override
    public String name() {
        return "scalar";
    }

    @Override
    public void multiply(int[] a, int aLen, int[] b, int bLen, int[] out) {
        checkShort(Math.min(aLen, bLen));
        int top = aLen + bLen - 1;
        long acc = 0;
        for (int k = 0; k < top; k++) {
            int lo = Math.max(0, k - bLen + 1);
            int hi = Math.min(k, aLen - 1);
            for (int i = lo, j = k - lo; i <= hi; i++, j--) {
                acc += (long) a[i] * b[j];
            }
            out[k] = (int) (acc & MASK);
            acc >>>= DIGIT_BIT;
        }
        out[top] = (int) acc;
    }

    @Override
    public void square(int[] a, int aLen, int[] out) {
        checkShort(aLen);
        int top = 2 * aLen - 1;
        long carry = 0;
        for (int k = 0; k < top; k++) {
            int lo = Math.max(0, k - aLen + 1);
            int hi = k - lo;
            long cross = 0;
            for (int i = lo, j = hi; i < j; i++, j--) {
                cross += (long) a[i] * a[j];
            }
            long acc = (cross << 1) + carry;
            if ((k & 1) == 0) {
                long d = a[k >>> 1];
                acc += d * d;
            }
            out[k] = (int) (acc & MASK);
            carry = acc >>> DIGIT_BIT;
        }
        out[top] = (int) carry;
    }

    private static void checkShort(int n) {
        if (n < 1 || n > MAX_SHORT_DIGITS) {
            throw new IllegalArgumentException("comba operand length " + n + " not in 1.." + MAX_SHORT_DIGITS);
        }
    }
}
