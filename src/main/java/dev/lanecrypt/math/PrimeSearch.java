package dev.lanecrypt.math;

import java.util.Random;

/**
 * The next probable prime above a number, and a random probable prime of a given length, as
 * {@link java.math.BigInteger#nextProbablePrime} and {@link java.math.BigInteger#probablePrime} promise them: a
 * composite at most with probability {@code 2^-100} ({@link MpInt#isProbablePrime}{@code (100)}: Baillie-PSW and
 * random-base Miller-Rabin rounds, after trial division by the primes below 1000), and no prime skipped (the tests
 * never reject a prime). Candidates are the odd numbers in turn; the JDK sieves a stretch of them first, which
 * finds the same first prime.
 */
final class PrimeSearch {

    /** BigInteger's bound: a composite with probability at most 2^-100. */
    private static final int CERTAINTY = 100;

    private PrimeSearch() {
    }

    /** The least probable prime greater than {@code n >= 0}. */
    static MpInt nextProbablePrime(MpInt n) {
        if (n.compareTo(MpInt.TWO) < 0) {
            return MpInt.TWO;
        }
        MpInt c = n.add(MpInt.ONE);
        if (!c.testBit(0)) {
            c = c.add(MpInt.ONE);
        }
        while (!c.isProbablePrime(CERTAINTY)) {
            c = c.add(MpInt.TWO);
        }
        return c;
    }

    /**
     * A probable prime of exactly {@code bits >= 2} bits: a random number of that length (top bit set) and the
     * first probable prime from it on, again from a new random number when that one runs past the length.
     */
    static MpInt probablePrime(int bits, Random rnd) {
        MpInt limit = MpInt.ONE.shiftLeft(bits);
        while (true) {
            MpInt start = random(bits, rnd);
            MpInt p = start.isProbablePrime(CERTAINTY) ? start : nextProbablePrime(start);
            if (p.compareTo(limit) < 0) {
                return p;
            }
        }
    }

    /** Uniform in {@code [2^(bits-1), 2^bits)}. */
    private static MpInt random(int bits, Random rnd) {
        byte[] b = new byte[(bits + 7) / 8];
        rnd.nextBytes(b);
        int spare = 8 * b.length - bits;
        b[0] &= (byte) (0xFF >>> spare);
        b[0] |= (byte) (0x80 >>> spare);
        return MpInt.fromUnsignedBytes(b);
    }
}
