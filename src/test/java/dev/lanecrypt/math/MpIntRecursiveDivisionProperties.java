package dev.lanecrypt.math;

import static dev.lanecrypt.math.Shapes.mp;
import static dev.lanecrypt.math.Shapes.same;

import java.math.BigInteger;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * Division at the sizes where {@link Division} switches to Burnikel-Ziegler (divisor lengths around the
 * cutoff and its multiples, quotient lengths around the offset, several recursion levels) against
 * BigInteger, with the shapes recursive division must survive: all-ones digits (Algorithm 2's
 * {@code qhat = B^h - 1} branch), power-of-two divisors (no normalizing shift), maximal quotient digits
 * and remainders (the correction loop), and divisors just under the dividend.
 */
class MpIntRecursiveDivisionProperties {

    private static final BigInteger B = BigInteger.ONE.shiftLeft(28);

    @Property(tries = 150)
    void divideAroundTheCutoffs(@ForAll("divisorLengths") int n, @ForAll("quotientLengths") int q,
            @ForAll @IntRange(min = 0, max = 5) int shapeU, @ForAll @IntRange(min = 0, max = 5) int shapeV,
            @ForAll long seed) {
        Random rnd = new Random(seed);
        BigInteger v = shaped(n, shapeV, rnd);
        BigInteger u = shaped(n + q, shapeU, rnd);
        check(u, v);
        check(u.negate(), v);
        check(u, v.negate());
    }

    /** {@code u = v * (B^q - 1) + r} with {@code r} at most {@code v - 1}: every quotient digit 0x0FFFFFFF. */
    @Property(tries = 60)
    void maximalQuotientDigits(@ForAll("divisorLengths") int n, @ForAll("quotientLengths") int q,
            @ForAll @IntRange(min = 0, max = 5) int shapeV, @ForAll @IntRange(min = 0, max = 2) int rem,
            @ForAll long seed) {
        Random rnd = new Random(seed);
        BigInteger v = shaped(n, shapeV, rnd);
        BigInteger r = switch (rem) {
            case 0 -> v.subtract(BigInteger.ONE);
            case 1 -> BigInteger.ZERO;
            default -> new BigInteger(v.bitLength(), rnd).mod(v);
        };
        check(v.multiply(B.pow(q).subtract(BigInteger.ONE)).add(r), v);
    }

    /** Quotients of 1 or 2 and small ones: {@code v = u - 1}, {@code u/2 + 1}, {@code u / B^k + 1}. */
    @Property(tries = 60)
    void divisorJustUnderTheDividend(@ForAll("divisorLengths") int n, @ForAll @IntRange(min = 0, max = 5) int shape,
            @ForAll @IntRange(min = 0, max = 30) int k, @ForAll long seed) {
        BigInteger u = shaped(n + k, shape, new Random(seed));
        check(u, u.subtract(BigInteger.ONE));
        check(u, u.shiftRight(1).add(BigInteger.ONE));
        check(u, u.shiftRight(28 * k).add(BigInteger.ONE));
        check(u, u);
    }

    /** Powers of two and their neighbours as divisors, at every bit offset within a digit. */
    @Property(tries = 60)
    void powerOfTwoDivisors(@ForAll("divisorLengths") int n, @ForAll("quotientLengths") int q,
            @ForAll @IntRange(min = 0, max = 27) int bit, @ForAll @IntRange(min = -1, max = 1) int delta,
            @ForAll long seed) {
        BigInteger v = BigInteger.ONE.shiftLeft(28 * (n - 1) + bit).add(BigInteger.valueOf(delta));
        check(shaped(n + q, (int) Math.floorMod(seed, 6), new Random(seed)), v);
    }

    private static void check(BigInteger u, BigInteger v) {
        BigInteger[] expected = u.divideAndRemainder(v);
        MpInt[] actual = mp(u).divideAndRemainder(mp(v));
        same(expected[0], actual[0]);
        same(expected[1], actual[1]);
    }

    /** A value of exactly {@code digits} 28-bit digits (at least 1) of shape 0..5. */
    static BigInteger shaped(int digits, int shape, Random rnd) {
        int bits = 28 * digits;
        BigInteger ones = BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE);
        return switch (shape) {
            case 0 -> ones;                                                        // all digits 0x0FFFFFFF
            case 1 -> BigInteger.ONE.shiftLeft(bits - 1);                          // 2^(28n-1)
            case 2 -> Shapes.alternatingHigh(digits).max(BigInteger.ONE);          // 0x0FFFFFFF, 0, ... from the top
            case 3 -> ones.shiftRight(27).shiftLeft(27).add(BigInteger.valueOf(rnd.nextInt(1 << 20)));  // ones, noisy low digit
            case 4 -> BigInteger.ONE.shiftLeft(bits - 28).multiply(BigInteger.valueOf(1 + rnd.nextInt(15)))
                    .add(new BigInteger(bits - 28, rnd));                          // small top digit
            default -> new BigInteger(bits, rnd).setBit(bits - 1 - rnd.nextInt(28)); // random
        };
    }

    @Provide
    Arbitrary<Integer> divisorLengths() {
        int c = Division.bzCutoff();
        return Arbitraries.oneOf(
                Arbitraries.integers().between(Math.max(2, c - 2), c + 2),
                Arbitraries.integers().between(2 * c - 2, 2 * c + 2),
                Arbitraries.integers().between(4 * c - 1, 4 * c + 1),
                Arbitraries.integers().between(2, 8 * c));
    }

    @Provide
    Arbitrary<Integer> quotientLengths() {
        int o = Division.bzOffset();
        int c = Division.bzCutoff();
        return Arbitraries.oneOf(
                Arbitraries.integers().between(Math.max(0, o - 2), o + 2),
                Arbitraries.integers().between(0, 3),
                Arbitraries.integers().between(0, 10 * c));
    }
}
