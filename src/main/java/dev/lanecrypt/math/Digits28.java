package dev.lanecrypt.math;

import dev.lanecrypt.math.kernel.MontKernel;

/**
 * Moves non-negative integers between {@link MpInt} and the Montgomery kernels' layout: the same 28-bit
 * digits, one per {@code long} (so that SIMD lanes load them without widening), padded with zeros.
 */
final class Digits28 {

    private Digits28() {
    }

    /** {@code x} as {@code n} digits padded to {@link MontKernel#padded(int)}; requires {@code 0 <= x < 2^(28n)}. */
    static long[] of(MpInt x, int n) {
        if (x.signum() < 0 || x.digitLength() > n) {
            throw new IllegalArgumentException("value does not fit " + n + " digits");
        }
        long[] d = new long[MontKernel.padded(n)];
        for (int i = 0; i < x.digitLength(); i++) {
            d[i] = x.digit(i);
        }
        return d;
    }

    /** The value of digits {@code d[0 .. n)} (each below {@code 2^28}). */
    static MpInt value(long[] d, int n) {
        int[] digits = new int[n];
        for (int i = 0; i < n; i++) {
            digits[i] = (int) d[i];
        }
        return MpInt.of(1, Magnitude.trim(digits, n));
    }
}
