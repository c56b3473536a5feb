package dev.lanecrypt.math;

/**
 * A magnitude to the nearest {@code double} or {@code float}, ties to even, as {@link java.math.BigInteger#doubleValue}
 * and {@link java.math.BigInteger#floatValue} round (IEEE 754 round-to-nearest; too large gives infinity).
 *
 * <p>Method: a magnitude of at most 63 bits is a {@code long}, which Java converts with one rounding (JLS 5.1.2).
 * A longer one of {@code b} bits is {@code t * 2^(b-64)} plus a rest below: {@code t} its top 64 bits. Rounding to 53
 * (or 24) significant bits looks at {@code t}'s bit 10 (or 39) and, for a tie, whether anything below it is set; so
 * {@code t >>> 1} with the bit shifted out and "any bit of the rest" both or-ed into its bit 0 (nine or more bits
 * under the rounding bit) rounds the same as the whole magnitude, and is a positive {@code long} that Java converts
 * with one rounding. The scaling by a power of two ({@link Math#scalb}) is exact for integers, whose results are
 * never subnormal, and gives infinity past the largest finite value.
 */
final class FloatingConversion {

    private FloatingConversion() {
    }

    static double toDouble(int[] mag) {
        long bits = Magnitude.bitLength(mag);
        if (bits <= 63) {
            return (double) Magnitude.lowLong(mag);
        }
        long shift = bits - 64;
        return Math.scalb((double) roundingSurrogate(mag, shift), (int) Math.min(shift + 1, Integer.MAX_VALUE));
    }

    static float toFloat(int[] mag) {
        long bits = Magnitude.bitLength(mag);
        if (bits <= 63) {
            return (float) Magnitude.lowLong(mag);
        }
        long shift = bits - 64;
        return Math.scalb((float) roundingSurrogate(mag, shift), (int) Math.min(shift + 1, Integer.MAX_VALUE));
    }

    /** The top 64 bits from bit {@code shift} on, halved, with every bit below or-ed into bit 0 (class comment). */
    private static long roundingSurrogate(int[] mag, long shift) {
        int d = (int) (shift / Magnitude.BITS);
        int off = (int) (shift % Magnitude.BITS);
        long top = (long) mag[d] >>> off;
        for (int k = d + 1, at = Magnitude.BITS - off; at < 64 && k < mag.length; k++, at += Magnitude.BITS) {
            top |= (long) mag[k] << at;            // bits past 64 fall off: they are not there (top has 64 bits)
        }
        boolean rest = (mag[d] & ((1 << off) - 1)) != 0;
        for (int k = 0; k < d && !rest; k++) {
            rest = mag[k] != 0;
        }
        return (top >>> 1) | (top & 1) | (rest ? 1 : 0);
    }
}
