package dev.lanecrypt.dh;

import dev.lanecrypt.math.MpInt;

/**
 * {@code floor(2^bits * e)} and {@code floor(2^bits * pi)}, the digits the RFC 3526 / RFC 7919 primes
 * are built from ("nothing up my sleeve"), computed in fixed point with 64 guard bits:
 * <ul>
 * <li>e as {@code sum 1/k!}: each term {@code floor(previous / k)} is off by less than 1, so the sum of
 *     about {@code bits/log2(bits)} terms is off by far less than {@code 2^64};</li>
 * <li>pi by Machin's formula {@code 16 atan(1/5) - 4 atan(1/239)}, the arctangents by their alternating
 *     series with the same per-term truncation.</li>
 * </ul>
 * Dropping the guard bits gives the exact floor unless the true value lies within {@code 2^-50} of an
 * integer, which the tests exclude by comparing with OpenSSL's and the JDK's copies of the primes.
 */
final class Constants {

    private static final int GUARD = 64;

    private Constants() {
    }

    static MpInt floorE(int bits) {
        MpInt term = MpInt.ONE.shiftLeft(bits + GUARD);
        MpInt sum = MpInt.ZERO;
        for (int k = 1; term.signum() > 0; k++) {
            sum = sum.add(term);
            term = term.divide(MpInt.valueOf(k));
        }
        return sum.shiftRight(GUARD);
    }

    static MpInt floorPi(int bits) {
        int scale = bits + GUARD;
        MpInt pi = arctanInverse(5, scale).shiftLeft(4).subtract(arctanInverse(239, scale).shiftLeft(2));
        return pi.shiftRight(GUARD);
    }

    /** {@code 2^scale * atan(1/x)} by {@code sum (-1)^k / ((2k+1) x^(2k+1))}. */
    private static MpInt arctanInverse(int x, int scale) {
        MpInt x2 = MpInt.valueOf((long) x * x);
        MpInt power = MpInt.ONE.shiftLeft(scale).divide(MpInt.valueOf(x));
        MpInt sum = MpInt.ZERO;
        for (int k = 0; power.signum() > 0; k++) {
            MpInt term = power.divide(MpInt.valueOf(2L * k + 1));
            sum = (k & 1) == 0 ? sum.add(term) : sum.subtract(term);
            power = power.divide(x2);
        }
        return sum;
    }
}
