package dev.lanecrypt.rsa;

import java.math.BigInteger;

/** The primality test RSA key generation uses: BigInteger's probable-prime test until MpInt's Baillie-PSW lands. */
final class Primes {

    private Primes() {
    }

    /** Error probability below {@code 2^-100} (FIPS 186-5 table B.1 needs far fewer rounds for 1024-bit and up). */
    static boolean isProbablePrime(BigInteger c) {
        return c.isProbablePrime(100);
    }
}
