package dev.lanecrypt.math;

import dev.lanecrypt.select.Cutoffs;

/**
 * Modular exponentiation by left-to-right sliding windows (HAC 14.85; Knuth TAOCP vol. 2, 4.6.3)
 * with plain division (Knuth's Algorithm D) as the reduction after every product. The window width
 * grows with the exponent's length (BigInteger's thresholds, in {@link Cutoffs}), the
 * table holds the odd powers {@code b, b^3, ..., b^(2^w - 1)}.
 *
 * <p>Semantics are {@code BigInteger.modPow}'s: a non-positive modulus throws, a negative exponent
 * inverts the result ({@code ArithmeticException} when it has no inverse), the result lies in
 * {@code [0, m)}. Not constant time: the exponent's bits decide the sequence of operations.
 *
 * <p>Odd moduli take the Montgomery path ({@link SlidingWindowModPow}: the same windows, products reduced
 * by the fused Montgomery kernel instead of a division); even moduli keep the division path here.
 */
final class ModPow {

    private static final int[] WINDOW_THRESHOLDS = Cutoffs.slidingWindowThresholds();

    private ModPow() {
    }

    static MpInt modPow(MpInt base, MpInt exponent, MpInt m) {
        if (m.signum() <= 0) {
            throw new ArithmeticException("MpInt: modulus not positive");
        }
        MpInt result = m.testBit(0)
                ? SlidingWindowModPow.modPow(new MontgomeryContext(m), base.mod(m), exponent.abs())
                : MpInt.of(1, slidingWindow(base.mod(m).mag(), exponent.abs().mag(), m.mag()));
        return exponent.signum() < 0 ? result.modInverse(m) : result;
    }

    /** {@code b^e mod m} for magnitudes with {@code b < m}, {@code m > 0}. */
    private static int[] slidingWindow(int[] b, int[] e, int[] m) {
        int[] one = reduce(new int[] {1}, m);
        long bits = Magnitude.bitLength(e);
        if (bits == 0) {
            return one;
        }
        int w = 1;
        while (w <= WINDOW_THRESHOLDS.length && bits > WINDOW_THRESHOLDS[w - 1]) {
            w++;
        }
        int[][] oddPowers = new int[1 << (w - 1)][];
        oddPowers[0] = b;
        if (oddPowers.length > 1) {
            int[] b2 = reduce(Multiplication.square(b), m);
            for (int i = 1; i < oddPowers.length; i++) {
                oddPowers[i] = reduce(Multiplication.multiply(oddPowers[i - 1], b2), m);
            }
        }
        int[] r = one;
        boolean started = false;
        long i = bits - 1;
        while (i >= 0) {
            if (!Magnitude.testBit(e, i)) {
                r = reduce(Multiplication.square(r), m);
                i--;
                continue;
            }
            // The longest window e[i .. j] of at most w bits that ends in a set bit.
            long j = Math.max(i - w + 1, 0);
            while (!Magnitude.testBit(e, j)) {
                j++;
            }
            int value = 0;
            for (long t = i; t >= j; t--) {
                value = (value << 1) | (Magnitude.testBit(e, t) ? 1 : 0);
            }
            if (started) {
                for (long t = i; t >= j; t--) {
                    r = reduce(Multiplication.square(r), m);
                }
                r = reduce(Multiplication.multiply(r, oddPowers[value >>> 1]), m);
            } else {
                r = oddPowers[value >>> 1]; // 1 squared any number of times is 1
                started = true;
            }
            i = j - 1;
        }
        return r;
    }

    private static int[] reduce(int[] x, int[] m) {
        return Division.divideAndRemainder(x, m)[1];
    }
}
