package dev.lanecrypt.math;

import static dev.lanecrypt.math.Shapes.mp;
import static dev.lanecrypt.math.Shapes.same;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.Random;
import java.util.function.Function;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * The rest of BigInteger's API on MpInt (a differential fuzzer listed what was missing, 2026-12-06): the nearest
 * {@code double} and {@code float}, the exact narrowing conversions, {@code andNot}, {@code sqrtAndRemainder},
 * {@code nextProbablePrime} and {@code probablePrime}, each against BigInteger's results and exception types.
 */
class MpIntBigIntegerRestProperties {

    /** Random values, and values at the rounding's edges: a 54-bit (25-bit) head of ties and near-ties, shifted. */
    @Provide
    Arbitrary<BigInteger> floating() {
        Arbitrary<BigInteger> edges = Arbitraries.longs().between(1L << 52, (1L << 55) - 1).flatMap(head ->
                Arbitraries.integers().between(0, 1200).flatMap(shift ->
                        Arbitraries.integers().between(-2, 2).map(nudge -> BigInteger.valueOf(head).shiftLeft(shift)
                                .add(BigInteger.valueOf(nudge)))));
        Arbitrary<BigInteger> floatEdges = Arbitraries.longs().between(1L << 23, (1L << 26) - 1).flatMap(head ->
                Arbitraries.integers().between(0, 140).flatMap(shift ->
                        Arbitraries.integers().between(-2, 2).map(nudge -> BigInteger.valueOf(head).shiftLeft(shift)
                                .add(BigInteger.valueOf(nudge)))));
        Arbitrary<BigInteger> signs = Arbitraries.of(1, -1).map(BigInteger::valueOf);
        return Arbitraries.oneOf(Shapes.signed(45), edges.flatMap(v -> signs.map(v::multiply)),
                floatEdges.flatMap(v -> signs.map(v::multiply)));
    }

    @Property(tries = 2000)
    void nearestDoubleAndFloat(@ForAll("floating") BigInteger a) {
        MpInt m = mp(a);
        assertEquals(a.doubleValue(), m.doubleValue(), a.toString(16));
        assertEquals(a.floatValue(), m.floatValue(), a.toString(16));
    }

    @Test
    void doubleAndFloatAtTheirLimits() {
        BigInteger[] edges = {
            BigInteger.ONE.shiftLeft(1024), BigInteger.ONE.shiftLeft(1024).subtract(BigInteger.ONE),
            BigInteger.ONE.shiftLeft(1024).subtract(BigInteger.ONE.shiftLeft(970)),   // rounds up to 2^1024: infinity
            BigInteger.ONE.shiftLeft(1024).subtract(BigInteger.ONE.shiftLeft(971)),   // the largest double
            BigInteger.ONE.shiftLeft(128).subtract(BigInteger.ONE.shiftLeft(103)),    // rounds to infinity as a float
            BigInteger.ONE.shiftLeft(128).subtract(BigInteger.ONE.shiftLeft(104)), BigInteger.ONE.shiftLeft(5000),
            BigInteger.ONE.shiftLeft(63), BigInteger.ONE.shiftLeft(63).subtract(BigInteger.ONE),
            BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE), BigInteger.ZERO,
        };
        for (BigInteger e : edges) {
            for (BigInteger v : new BigInteger[] {e, e.negate()}) {
                assertEquals(v.doubleValue(), mp(v).doubleValue(), v.toString(16));
                assertEquals(v.floatValue(), mp(v).floatValue(), v.toString(16));
            }
        }
    }

    @Property(tries = 500)
    void exactNarrowing(@ForAll @IntRange(min = 0, max = 40) int bits, @ForAll long seed) {
        Random r = new Random(seed);
        BigInteger a = new BigInteger(bits, r);
        for (BigInteger v : new BigInteger[] {a, a.negate(), a.negate().subtract(BigInteger.ONE)}) {
            MpInt m = mp(v);
            assertEquals(v.shortValue(), m.shortValue());
            assertEquals(v.byteValue(), m.byteValue());
            sameOutcome(v, m, BigInteger::intValueExact, MpInt::intValueExact);
            sameOutcome(v, m, BigInteger::shortValueExact, MpInt::shortValueExact);
            sameOutcome(v, m, BigInteger::byteValueExact, MpInt::byteValueExact);
        }
    }

    private static <T> void sameOutcome(BigInteger v, MpInt m, Function<BigInteger, T> big, Function<MpInt, T> ours) {
        T expected;
        try {
            expected = big.apply(v);
        } catch (ArithmeticException e) {
            assertThrows(ArithmeticException.class, () -> ours.apply(m), v.toString());
            return;
        }
        assertEquals(expected, ours.apply(m), v.toString());
    }

    @Property(tries = 300)
    void andNot(@ForAll("signed") BigInteger a, @ForAll("signed") BigInteger b) {
        same(a.andNot(b), mp(a).andNot(mp(b)));
    }

    @Property(tries = 200)
    void sqrtAndRemainder(@ForAll("nonNegative") BigInteger a) {
        BigInteger[] expected = a.sqrtAndRemainder();
        MpInt[] actual = mp(a).sqrtAndRemainder();
        same(expected[0], actual[0]);
        same(expected[1], actual[1]);
    }

    @Test
    void sqrtAndRemainderOfANegativeNumberThrows() {
        assertThrows(ArithmeticException.class, () -> MpInt.valueOf(-4).sqrtAndRemainder());
    }

    /** Both return the first probable prime above the start: the same one (composites pass with probability 2^-100). */
    @Property(tries = 120)
    void nextProbablePrime(@ForAll @IntRange(min = 0, max = 700) int bits, @ForAll long seed) {
        BigInteger a = new BigInteger(bits, new Random(seed));
        same(a.nextProbablePrime(), mp(a).nextProbablePrime());
    }

    @Test
    void nextProbablePrimeOfSmallAndNegativeStarts() {
        for (int i = 0; i < 200; i++) {
            same(BigInteger.valueOf(i).nextProbablePrime(), MpInt.valueOf(i).nextProbablePrime());
        }
        assertThrows(ArithmeticException.class, () -> MpInt.valueOf(-1).nextProbablePrime());
    }

    @Property(tries = 60)
    void probablePrimeHasTheLengthAndIsPrime(@ForAll @IntRange(min = 2, max = 600) int bits, @ForAll long seed) {
        MpInt p = MpInt.probablePrime(bits, new Random(seed));
        assertEquals(bits, p.bitLength());
        assertTrue(p.toBigInteger().isProbablePrime(100), p.toString());
    }

    @Test
    void probablePrimeRefusesWhatBigIntegerRefuses() {
        for (int bits : new int[] {-1, 0, 1}) {
            assertThrows(ArithmeticException.class, () -> BigInteger.probablePrime(bits, new Random(1)));
            assertThrows(ArithmeticException.class, () -> MpInt.probablePrime(bits, new Random(1)));
        }
        assertThrows(NullPointerException.class, () -> MpInt.probablePrime(64, null));
    }

    @Provide
    Arbitrary<BigInteger> signed() {
        return Shapes.signed(30);
    }

    @Provide
    Arbitrary<BigInteger> nonNegative() {
        return Shapes.nonNegative(80);
    }
}
