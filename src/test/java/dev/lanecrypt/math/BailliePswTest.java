package dev.lanecrypt.math;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The two halves of Baillie-PSW separately, on the published pseudoprimes that tell them apart: strong
 * pseudoprimes to base 2 (OEIS A001262) pass Miller-Rabin base 2 and must fail the strong Lucas test;
 * strong Lucas pseudoprimes with Selfridge's parameters (OEIS A217255) pass the Lucas test and must
 * fail Miller-Rabin base 2. Together with primes, which pass both.
 */
class BailliePswTest {

    private static final long[] STRONG_BASE2 = {2047, 3277, 4033, 4681, 8321, 15841, 29341, 42799, 49141, 52633,
        65281, 74665, 80581, 85489, 88357, 90751};

    private static final long[] STRONG_LUCAS = {5459, 5777, 10877, 16109, 18971, 22499, 24569, 25199, 40309, 58519,
        75077, 97439};

    @Test
    void strongPseudoprimesToBase2FailTheLucasTest() {
        for (long n : STRONG_BASE2) {
            MpInt v = MpInt.valueOf(n);
            assertTrue(BailliePsw.millerRabin(v, MpInt.TWO), n + " is a strong pseudoprime to base 2");
            assertEquals(false, BailliePsw.strongLucas(v), n + " must fail the strong Lucas test");
        }
    }

    @Test
    void strongLucasPseudoprimesFailMillerRabinBase2() {
        for (long n : STRONG_LUCAS) {
            MpInt v = MpInt.valueOf(n);
            assertTrue(BailliePsw.strongLucas(v), n + " is a strong Lucas pseudoprime");
            assertEquals(false, BailliePsw.millerRabin(v, MpInt.TWO), n + " must fail Miller-Rabin base 2");
        }
    }

    @Test
    void primesPassBothAndOtherCompositesFailTheLucasTest() {
        Random rnd = new Random(7);
        for (int bits : new int[] {21, 64, 100, 300, 400}) {
            BigInteger p = BigInteger.probablePrime(bits, rnd);
            BigInteger q = BigInteger.probablePrime(bits, rnd);
            assertTrue(BailliePsw.millerRabin(MpInt.fromBigInteger(p), MpInt.TWO));
            assertTrue(BailliePsw.strongLucas(MpInt.fromBigInteger(p)), p.toString());
            assertEquals(false, BailliePsw.strongLucas(MpInt.fromBigInteger(p.multiply(q))));
            assertEquals(false, BailliePsw.strongLucas(MpInt.fromBigInteger(p.multiply(p))));
        }
    }
}
