package dev.lanecrypt.rsa;

import dev.lanecrypt.math.MpInt;
import java.security.SecureRandom;

/**
 * RSA key pair generation after FIPS 186-5 appendix A.1.3 (probable primes): p and q of half the modulus
 * size each with their top two bits set (so {@code p*q} has exactly the requested size),
 * {@code gcd(e, p-1) = gcd(e, q-1) = 1}, {@code |p - q| > 2^(bits/2 - 100)}, and
 * {@code d = e^-1 mod lcm(p-1, q-1)} with {@code d > 2^(bits/2)}. Candidates are stepped through a
 * small-prime sieve before the Baillie-PSW test ({@code isProbablePrime}).
 */
public final class RsaKeyGeneration {

    /**
     * {@code isProbablePrime} certainty: Baillie-PSW (no known counterexample) plus Miller-Rabin rounds for
     * an error below {@code 2^-100}, beyond FIPS 186-5 table B.1's needs at 1024 bits and up.
     */
    private static final int PRIME_CERTAINTY = 100;

    private static final int[] SMALL_PRIMES = smallPrimes(2000);

    private RsaKeyGeneration() {
    }

    /** The CRT parts (n, e, d, p, q, dP, dQ, qInv) of a fresh key. */
    public static MpInt[] generate(int bits, MpInt e, SecureRandom random) {
        if (bits < RsaPublicKeyParts.MIN_BITS || bits > RsaPublicKeyParts.MAX_BITS) {
            throw new IllegalArgumentException("RSA key size must be " + RsaPublicKeyParts.MIN_BITS + " to "
                    + RsaPublicKeyParts.MAX_BITS + " bits");
        }
        if (e.compareTo(MpInt.valueOf(3)) < 0 || !e.testBit(0) || e.bitLength() > bits / 2) {
            throw new IllegalArgumentException("RSA public exponent must be odd, at least 3 and short");
        }
        int pBits = (bits + 1) / 2;
        int qBits = bits - pBits;
        MpInt minGap = MpInt.ONE.shiftLeft(bits / 2 - 100);
        while (true) {
            MpInt p = prime(pBits, e, random);
            MpInt q = prime(qBits, e, random);
            if (p.subtract(q).abs().compareTo(minGap) <= 0) {
                continue;
            }
            if (p.compareTo(q) < 0) {
                MpInt swap = p;
                p = q;
                q = swap;
            }
            MpInt n = p.multiply(q);
            if (n.bitLength() != bits) {
                continue;
            }
            MpInt p1 = p.subtract(MpInt.ONE);
            MpInt q1 = q.subtract(MpInt.ONE);
            MpInt lcm = p1.divide(p1.gcd(q1)).multiply(q1);
            MpInt d = e.modInverse(lcm);
            if (d.bitLength() <= bits / 2) {
                continue;
            }
            return new MpInt[] {n, e, d, p, q, d.mod(p1), d.mod(q1), q.modInverse(p)};
        }
    }

    /** A probable prime of exactly {@code bits} bits, top two bits set, with {@code gcd(e, p-1) = 1}. */
    static MpInt prime(int bits, MpInt e, SecureRandom random) {
        while (true) {
            byte[] bytes = new byte[(bits + 7) / 8];
            random.nextBytes(bytes);
            MpInt start = MpInt.fromUnsignedBytes(bytes).shiftRight(8 * bytes.length - bits)
                    .setBit(bits - 1).setBit(bits - 2).setBit(0);
            int[] residues = new int[SMALL_PRIMES.length];
            for (int i = 0; i < residues.length; i++) {
                residues[i] = start.mod(MpInt.valueOf(SMALL_PRIMES[i])).intValue();
            }
            for (int step = 0; step < 20 * bits; step += 2) {
                if (divisibleBySmallPrime(residues, step)) {
                    continue;
                }
                MpInt c = start.add(MpInt.valueOf(step));
                if (c.bitLength() != bits) {
                    break;
                }
                if (c.subtract(MpInt.ONE).gcd(e).equals(MpInt.ONE) && c.isProbablePrime(PRIME_CERTAINTY)) {
                    return c;
                }
            }
        }
    }

    private static boolean divisibleBySmallPrime(int[] residues, int step) {
        for (int i = 0; i < residues.length; i++) {
            if ((residues[i] + step) % SMALL_PRIMES[i] == 0) {
                return true;
            }
        }
        return false;
    }

    private static int[] smallPrimes(int below) {
        return java.util.stream.IntStream.range(3, below)
                .filter(x -> java.util.stream.IntStream.rangeClosed(2, (int) Math.sqrt(x)).noneMatch(d -> x % d == 0))
                .toArray();
    }
}
