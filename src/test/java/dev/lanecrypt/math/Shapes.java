package dev.lanecrypt.math;

import dev.lanecrypt.math.kernel.MulKernel;
import java.math.BigInteger;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;

/**
 * Generators of test values as BigIntegers: random magnitudes of 0..maxDigits 28-bit digits and the
 * edge shapes of the issue (0, +-1, 2^(28k) +- 1, all digits 0x0FFFFFFF, alternating 0/0x0FFFFFFF
 * digits), each possibly negated.
 */
final class Shapes {

    static final int MASK = MulKernel.DIGIT_MASK;

    private Shapes() {
    }

    /** Random and edge-shaped values of up to {@code maxDigits} digits, either sign. */
    static Arbitrary<BigInteger> signed(int maxDigits) {
        return Arbitraries.oneOf(nonNegative(maxDigits), nonNegative(maxDigits).map(BigInteger::negate));
    }

    /** Random and edge-shaped values of up to {@code maxDigits} digits, {@code >= 0}. */
    static Arbitrary<BigInteger> nonNegative(int maxDigits) {
        Arbitrary<Integer> k = Arbitraries.integers().between(0, maxDigits);
        Arbitrary<Integer> k1 = Arbitraries.integers().between(1, maxDigits);
        return Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(6, random(maxDigits)),
                net.jqwik.api.Tuple.of(1, Arbitraries.of(BigInteger.ZERO, BigInteger.ONE, BigInteger.TWO)),
                net.jqwik.api.Tuple.of(1, k.map(n -> BigInteger.ONE.shiftLeft(28 * n))),
                net.jqwik.api.Tuple.of(1, k.map(n -> BigInteger.ONE.shiftLeft(28 * n).add(BigInteger.ONE))),
                net.jqwik.api.Tuple.of(1, k1.map(n -> BigInteger.ONE.shiftLeft(28 * n).subtract(BigInteger.ONE))),
                net.jqwik.api.Tuple.of(1, k1.map(Shapes::alternating)),
                net.jqwik.api.Tuple.of(1, k1.map(Shapes::alternatingHigh)),
                net.jqwik.api.Tuple.of(1, Arbitraries.longs().map(v -> BigInteger.valueOf(v).abs())));
    }

    /** Uniform digits (with some 0 and 0x0FFFFFFF) of a random length in 0..maxDigits. */
    static Arbitrary<BigInteger> random(int maxDigits) {
        Arbitrary<Integer> digit = Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(8, Arbitraries.integers().between(0, MASK)),
                net.jqwik.api.Tuple.of(1, Arbitraries.of(0, 1, MASK)));
        return Arbitraries.integers().between(0, maxDigits)
                .flatMap(n -> digit.array(int[].class).ofSize(n))
                .map(Shapes::value);
    }

    /** Non-zero divisors: any shape, one digit long, or with a small top digit; either sign. */
    static Arbitrary<BigInteger> divisors(int maxDigits) {
        Arbitrary<BigInteger> oneDigit = Arbitraries.integers().between(1, MASK).map(BigInteger::valueOf);
        Arbitrary<BigInteger> smallTop = Arbitraries.integers().between(1, maxDigits - 1)
                .flatMap(n -> random(n).flatMap(low -> Arbitraries.integers().between(1, 15)
                        .map(top -> BigInteger.valueOf(top).shiftLeft(28 * n).add(low))));
        Arbitrary<BigInteger> any = nonNegative(maxDigits).filter(v -> v.signum() != 0);
        Arbitrary<BigInteger> positive = Arbitraries.oneOf(oneDigit, smallTop, any);
        return Arbitraries.oneOf(positive, positive.map(BigInteger::negate));
    }

    static BigInteger alternating(int digits) {
        int[] d = new int[digits];
        for (int i = 0; i < digits; i += 2) {
            d[i] = MASK;
        }
        return value(d);
    }

    static BigInteger alternatingHigh(int digits) {
        int[] d = new int[digits];
        for (int i = digits - 1; i >= 0; i -= 2) {
            d[i] = MASK;
        }
        return value(d);
    }

    /**
     * The value of 28-bit digits (least significant first), their bits packed into big-endian bytes:
     * linear time, so that checks of products of thousands of digits stay cheap.
     *
     * @throws IllegalArgumentException for a digit outside {@code [0, 2^28)}
     */
    static BigInteger value(int[] digits) {
        byte[] bytes = new byte[(28 * digits.length + 7) / 8 + 1];
        long buffer = 0; // fewer than 8 bits waiting, plus one digit: below 2^36
        int bits = 0;
        int k = bytes.length - 1;
        for (int d : digits) {
            if ((d & ~MASK) != 0) {
                throw new IllegalArgumentException("digit " + d + " not in [0, 2^28)");
            }
            buffer |= (long) d << bits;
            for (bits += 28; bits >= 8; bits -= 8) {
                bytes[k--] = (byte) buffer;
                buffer >>>= 8;
            }
        }
        bytes[k] = (byte) buffer;
        return new BigInteger(1, bytes);
    }

    /**
     * Waits for this JVM's kernel choice, so that the cutoffs read from {@code Kernels} (which give the
     * scalar comba's while the calibration runs) are the ones the operations will use.
     */
    static void settleKernelChoice() {
        dev.lanecrypt.select.Selector.select(dev.lanecrypt.math.kernel.Kernels.MUL).join();
    }

    static MpInt mp(BigInteger v) {
        return MpInt.fromBigInteger(v);
    }

    /** {@code actual} equals {@code expected} and its digits are normalized (in range, no zero top). */
    static void same(BigInteger expected, MpInt actual) {
        int[] d = actual.digits();
        for (int x : d) {
            org.junit.jupiter.api.Assertions.assertEquals(0, x & ~MASK, "digit out of range");
        }
        org.junit.jupiter.api.Assertions.assertTrue(d.length == 0 || d[d.length - 1] != 0, "zero top digit");
        org.junit.jupiter.api.Assertions.assertEquals(expected.abs(), value(d));
        org.junit.jupiter.api.Assertions.assertEquals(expected.signum(), actual.signum());
        org.junit.jupiter.api.Assertions.assertEquals(expected, actual.toBigInteger());
    }
}
