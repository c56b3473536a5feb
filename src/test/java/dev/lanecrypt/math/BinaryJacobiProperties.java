package dev.lanecrypt.math;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigInteger;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * {@link BinaryJacobi} against the textbook recursion on BigInteger (reciprocity and the supplementary
 * laws applied to {@code a mod n}), for random and edge shapes, and against Euler's criterion for primes.
 */
class BinaryJacobiProperties {

    /** The Jacobi symbol by the classical Euclidean recursion (Cohen 1.4.10 without the binary step). */
    static int reference(BigInteger a, BigInteger n) {
        a = a.mod(n);
        int t = 1;
        BigInteger three = BigInteger.valueOf(3);
        while (a.signum() != 0) {
            while (!a.testBit(0)) {
                a = a.shiftRight(1);
                int r = n.mod(BigInteger.valueOf(8)).intValue();
                if (r == 3 || r == 5) {
                    t = -t;
                }
            }
            BigInteger tmp = a;
            a = n;
            n = tmp;
            if (a.and(three).intValue() == 3 && n.and(three).intValue() == 3) {
                t = -t;
            }
            a = a.mod(n);
        }
        return n.equals(BigInteger.ONE) ? t : 0;
    }

    static BigInteger shaped(Random r, int bits, int shape) {
        return switch (shape) {
            case 0 -> BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE);            // all ones
            case 1 -> BigInteger.ONE.shiftLeft(bits - 1).add(BigInteger.ONE);             // 2^k + 1
            case 2 -> BigInteger.ONE.shiftLeft(bits - 1).subtract(BigInteger.ONE.shiftLeft(bits / 2)).add(BigInteger.ONE);
            default -> new BigInteger(bits, r).setBit(0);
        };
    }

    @Property(tries = 600)
    void matchesTheReference(@ForAll @IntRange(min = 1, max = 2100) int nBits,
                             @ForAll @IntRange(min = 0, max = 2200) int aBits,
                             @ForAll @IntRange(min = 0, max = 5) int nShape, @ForAll @IntRange(min = 0, max = 6) int aShape,
                             @ForAll long seed) {
        Random r = new Random(seed);
        BigInteger n = shaped(r, nBits, nShape).setBit(0);
        BigInteger a = aShape == 6
                ? n.multiply(BigInteger.valueOf(r.nextInt(5))).add(BigInteger.valueOf(r.nextInt(3)))  // 0, 1, 2 mod n
                : aBits == 0 ? BigInteger.ZERO : shaped(r, aBits, aShape);
        int expected = reference(a, n);
        assertEquals(expected, BinaryJacobi.symbol(MpInt.fromBigInteger(a), MpInt.fromBigInteger(n)),
                () -> "(" + a.toString(16) + " / " + n.toString(16) + ")");
    }

    @Property(tries = 60)
    void eulerCriterionForPrimes(@ForAll @IntRange(min = 3, max = 1100) int bits, @ForAll long seed) {
        Random r = new Random(seed);
        BigInteger p = BigInteger.probablePrime(bits, r);
        if (p.equals(BigInteger.TWO)) {
            return;
        }
        BigInteger a = new BigInteger(bits + 8, r);
        BigInteger e = a.modPow(p.subtract(BigInteger.ONE).shiftRight(1), p);
        int euler = e.signum() == 0 ? 0 : e.equals(BigInteger.ONE) ? 1 : -1;
        assertEquals(euler, BinaryJacobi.symbol(MpInt.fromBigInteger(a), MpInt.fromBigInteger(p)));
    }

    @Test
    void badModuliAreRefused() {
        assertThrows(ArithmeticException.class, () -> BinaryJacobi.symbol(MpInt.ONE, MpInt.valueOf(4)));
        assertThrows(ArithmeticException.class, () -> BinaryJacobi.symbol(MpInt.ONE, MpInt.ZERO));
        assertThrows(ArithmeticException.class, () -> BinaryJacobi.symbol(MpInt.valueOf(-1), MpInt.valueOf(5)));
        assertEquals(1, BinaryJacobi.symbol(MpInt.ZERO, MpInt.ONE));
        assertEquals(0, BinaryJacobi.symbol(MpInt.ZERO, MpInt.valueOf(9)));
    }
}
