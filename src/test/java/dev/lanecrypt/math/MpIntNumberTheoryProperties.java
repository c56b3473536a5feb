package dev.lanecrypt.math;

import static dev.lanecrypt.math.Shapes.mp;
import static dev.lanecrypt.math.Shapes.same;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/** pow, sqrt, gcd, modInverse, modPow, isProbablePrime vs BigInteger. */
class MpIntNumberTheoryProperties {

    @Property(tries = 150)
    void pow(@ForAll("small") BigInteger a, @ForAll @IntRange(min = 0, max = 40) int e) {
        same(a.pow(e), mp(a).pow(e));
    }

    @Property(tries = 200)
    void sqrt(@ForAll("values") BigInteger a) {
        same(a.abs().sqrt(), mp(a.abs()).sqrt());
        BigInteger s = a.abs().sqrt();
        same(s, mp(s.multiply(s)).sqrt());
    }

    /**
     * Zimmermann's square root at lengths whose top-level division (about half the digits by a
     * quarter) is below, around and well above the Burnikel-Ziegler cutoff, on the shapes that test its
     * correction step: squares, squares minus one, the largest remainder {@code s^2 + 2s}, all-ones,
     * powers of two with even and odd exponents.
     */
    @Property(tries = 150)
    void sqrtOfLargeShapes(@ForAll("sqrtLengths") int digits, @ForAll @IntRange(min = 0, max = 5) int shape,
            @ForAll long seed) {
        Random rnd = new Random(seed);
        int bits = 28 * digits - rnd.nextInt(28);
        int half = Math.max(1, bits / 2);
        BigInteger s = new BigInteger(half, rnd).setBit(half - 1);
        BigInteger a = switch (shape) {
            case 0 -> s.multiply(s);
            case 1 -> s.multiply(s).subtract(BigInteger.ONE);
            case 2 -> s.multiply(s).add(s.shiftLeft(1));
            case 3 -> BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE);
            case 4 -> BigInteger.ONE.shiftLeft(bits);
            default -> new BigInteger(bits, rnd);
        };
        same(a.sqrt(), mp(a).sqrt());
    }

    @Provide
    Arbitrary<Integer> sqrtLengths() {
        int c = Division.bzCutoff();
        return Arbitraries.oneOf(Arbitraries.integers().between(1, 12),
                Arbitraries.integers().between(4 * c - 8, 4 * c + 8),
                Arbitraries.integers().between(1, 40 * c));
    }

    @Property(tries = 200)
    void gcd(@ForAll("values") BigInteger a, @ForAll("values") BigInteger b, @ForAll("small") BigInteger c) {
        same(a.gcd(b), mp(a).gcd(mp(b)));
        BigInteger ac = a.multiply(c);
        BigInteger bc = b.multiply(c);
        same(ac.gcd(bc), mp(ac).gcd(mp(bc)));
    }

    /** Fibonacci numbers: all Euclid quotients 1 (Lehmer's longest runs); gcd(F_m, F_n) = F_gcd(m, n). */
    @Property(tries = 30)
    void gcdOfFibonacciNumbers(@ForAll @IntRange(min = 1, max = 4000) int m, @ForAll @IntRange(min = 1, max = 4000) int n) {
        same(fibonacci(BigInteger.valueOf(m).gcd(BigInteger.valueOf(n)).intValue()), mp(fibonacci(m)).gcd(mp(fibonacci(n))));
        same(BigInteger.ONE, mp(fibonacci(n)).gcd(mp(fibonacci(n + 1))));
    }

    private static BigInteger fibonacci(int n) {
        BigInteger a = BigInteger.ZERO;
        BigInteger b = BigInteger.ONE;
        for (int i = 0; i < n; i++) {
            BigInteger t = a.add(b);
            a = b;
            b = t;
        }
        return a;
    }

    @Property(tries = 120)
    void modInverse(@ForAll("values") BigInteger a, @ForAll("moduli") BigInteger m) {
        BigInteger expected;
        try {
            expected = a.modInverse(m);
        } catch (ArithmeticException notInvertible) {
            assertThrows(ArithmeticException.class, () -> mp(a).modInverse(mp(m)));
            return;
        }
        same(expected, mp(a).modInverse(mp(m)));
    }

    /** Full-length exponents on moduli up to 40 digits (1120 bits), either sign of base and exponent. */
    @Property(tries = 60)
    void modPow(@ForAll("small") BigInteger a, @ForAll("small") BigInteger e, @ForAll("smallModuli") BigInteger m) {
        checkModPow(a, e, m);
    }

    /** Moduli up to 300 digits with exponents of at most 2 digits. */
    @Property(tries = 40)
    void modPowLargeModulus(@ForAll("values") BigInteger a, @ForAll("tiny") BigInteger e,
            @ForAll("moduli") BigInteger m) {
        checkModPow(a, e, m);
    }

    /** Tiny moduli (1 included), bases and exponents of both signs, 0^0 and non-invertible bases. */
    @Property(tries = 1)
    void modPowAndModInverseOnTinyValues() {
        for (int m = 1; m <= 12; m++) {
            for (int a = -13; a <= 13; a++) {
                for (int e = -4; e <= 4; e++) {
                    checkModPow(BigInteger.valueOf(a), BigInteger.valueOf(e), BigInteger.valueOf(m));
                }
                BigInteger ba = BigInteger.valueOf(a);
                BigInteger bm = BigInteger.valueOf(m);
                if (ba.gcd(bm).equals(BigInteger.ONE) || m == 1) {
                    same(ba.modInverse(bm), mp(ba).modInverse(mp(bm)));
                } else {
                    assertThrows(ArithmeticException.class, () -> mp(ba).modInverse(mp(bm)));
                }
            }
        }
    }

    private static void checkModPow(BigInteger a, BigInteger e, BigInteger m) {
        BigInteger expected;
        try {
            expected = a.modPow(e, m);
        } catch (ArithmeticException notInvertible) {
            assertThrows(ArithmeticException.class, () -> mp(a).modPow(mp(e), mp(m)));
            return;
        }
        same(expected, mp(a).modPow(mp(e), mp(m)));
    }

    /** Random values up to 40 digits (mostly composite) and their nearest BigInteger primes. */
    @Property(tries = 60)
    void isProbablePrime(@ForAll("small") BigInteger a) {
        assertEquals(a.isProbablePrime(100), mp(a).isProbablePrime(100), a.toString(16));
        if (a.signum() > 0) {
            BigInteger p = a.nextProbablePrime();
            assertTrue(mp(p).isProbablePrime(50), p.toString(16));
            assertEquals(false, mp(p.multiply(p)).isProbablePrime(50));
        }
        assertTrue(mp(a).isProbablePrime(0));
        assertTrue(mp(a).isProbablePrime(-5));
    }

    @Property(tries = 8)
    void isProbablePrimeOfProducts(@ForAll @IntRange(min = 16, max = 320) int bits, @ForAll long seed) {
        Random rnd = new Random(seed);
        BigInteger p = BigInteger.probablePrime(bits, rnd);
        BigInteger q = BigInteger.probablePrime(bits, rnd);
        assertTrue(mp(p).isProbablePrime(100));
        assertTrue(mp(p.negate()).isProbablePrime(100));
        assertEquals(false, mp(p.multiply(q)).isProbablePrime(100));
    }

    /** Every n below 20000 against BigInteger (all small primes, squares, prime powers, Carmichael 561 ...). */
    @Property(tries = 1)
    void isProbablePrimeSmall() {
        for (int n = -20; n < 20000; n++) {
            assertEquals(BigInteger.valueOf(n).isProbablePrime(100), MpInt.valueOf(n).isProbablePrime(100), "n=" + n);
        }
    }

    @Provide
    Arbitrary<BigInteger> values() {
        return Shapes.signed(300);
    }

    @Provide
    Arbitrary<BigInteger> small() {
        return Shapes.signed(40);
    }

    @Provide
    Arbitrary<BigInteger> tiny() {
        return Shapes.signed(2);
    }

    @Provide
    Arbitrary<BigInteger> moduli() {
        return Shapes.divisors(300).map(BigInteger::abs);
    }

    @Provide
    Arbitrary<BigInteger> smallModuli() {
        return Arbitraries.oneOf(Shapes.divisors(40).map(BigInteger::abs),
                Shapes.random(40).map(v -> v.setBit(0).add(BigInteger.TWO)));
    }
}
