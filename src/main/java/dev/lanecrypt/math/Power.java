package dev.lanecrypt.math;

/**
 * {@code a^e} for a magnitude: left-to-right binary exponentiation (HAC 14.79 without a modulus) of the
 * odd part of {@code a}, its powers of two put back by one shift, as {@code BigInteger.pow} does.
 *
 * <p>Results outside the supported range ({@link Magnitude#MAX_BITS}) are refused before any work, as
 * JDK 25's BigInteger refuses them: {@code a >= 2^(b-1)} for {@code b = bitLength(a)}, so
 * {@code a^e} has at least {@code (b-1)*e + 1} bits (BigInteger's test
 * {@code scaleFactor + bitsToShift - exponent >= Integer.MAX_VALUE} is this bound written with the
 * odd part's bits and the shift). A result that passes the bound and still comes out too long is refused
 * by {@link MpInt#of}, after the work, as BigInteger's final shift refuses it.
 */
final class Power {

    private Power() {
    }

    /** {@code a^e} for a trimmed non-zero magnitude and {@code e >= 0} (trimmed result). */
    static int[] pow(int[] a, int e) {
        if (e == 0) {
            return new int[] {1};
        }
        Magnitude.checkRange((Magnitude.bitLength(a) - 1) * e + 1);
        long twos = Magnitude.lowestSetBit(a);
        int[] odd = Magnitude.shiftRight(a, twos);
        int[] result = {1};
        if (odd.length != 1 || odd[0] != 1) {
            for (int bit = 31 - Integer.numberOfLeadingZeros(e); bit >= 0; bit--) {
                result = Multiplication.square(result);
                if (((e >>> bit) & 1) != 0) {
                    result = Multiplication.multiply(result, odd);
                }
            }
        }
        return Magnitude.shiftLeft(result, twos * e);
    }
}
