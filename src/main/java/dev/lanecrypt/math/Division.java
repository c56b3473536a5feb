package dev.lanecrypt.math;

import dev.lanecrypt.math.kernel.Kernels;

/**
 * The division cascade, as {@link Multiplication} is the multiplication one (and as BigInteger's
 * {@code MutableBigInteger.divide} chooses): Knuth's Algorithm D ({@link KnuthDivision}) for short
 * divisors or short quotients, Burnikel-Ziegler ({@link BurnikelZiegler}) when the divisor has at least
 * {@link Kernels#burnikelZieglerCutoff()} digits and the dividend at least
 * {@link Kernels#burnikelZieglerOffset()} more. Algorithm D costs about {@code n * (m - n)} digit
 * products for {@code m / n} digits; recursive division about two multiplications of size {@code n}
 * per {@code n} quotient digits, which wins once the quotient is long enough and the products are in
 * Karatsuba's range.
 */
final class Division {

    private Division() {
    }

    static int bzCutoff() {
        return Math.max(4, Kernels.burnikelZieglerCutoff());
    }

    static int bzOffset() {
        return Kernels.burnikelZieglerOffset();
    }

    /** {@code {u / v, u mod v}} for trimmed magnitudes, {@code v} non-zero; both results trimmed. */
    static int[][] divideAndRemainder(int[] u, int[] v) {
        if (v.length < bzCutoff() || u.length - v.length < bzOffset()) {
            return KnuthDivision.divideAndRemainder(u, v);
        }
        return BurnikelZiegler.divideAndRemainder(u, v);
    }
}
