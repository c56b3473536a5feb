package dev.lanecrypt.math;

import dev.lanecrypt.kernel.MontKernel;
import java.math.BigInteger;

/** Conversions between non-negative integers and 28-bit digits held one per {@code long}, least significant first. */
final class Digits28 {

    private Digits28() {
    }

    /** {@code x} as {@code n} digits padded to {@link MontKernel#padded(int)}; requires {@code 0 <= x < 2^(28n)}. */
    static long[] of(BigInteger x, int n) {
        if (x.signum() < 0 || x.bitLength() > 28 * n) {
            throw new IllegalArgumentException("value does not fit " + n + " digits");
        }
        long[] d = new long[MontKernel.padded(n)];
        byte[] be = x.toByteArray();
        int bit = 0;
        for (int k = be.length - 1; k >= 0; k--, bit += 8) {
            long b = be[k] & 0xFF;
            int idx = bit / 28;
            int off = bit % 28;
            if (idx < n) {
                d[idx] |= (b << off) & 0x0FFFFFFFL;
            }
            if (off > 20 && idx + 1 < n) {
                d[idx + 1] |= b >>> (28 - off);
            }
        }
        return d;
    }

    /** The value of digits {@code d[0 .. n)}. */
    static BigInteger value(long[] d, int n) {
        byte[] be = new byte[(28 * n + 7) / 8 + 1];
        for (int j = 0; j < n; j++) {
            int bit = 28 * j;
            long v = d[j];
            for (int s = 0; s < 28; s += 4) {
                int pos = bit + s;
                be[be.length - 1 - pos / 8] |= (byte) (((v >>> s) & 0xF) << (pos % 8));
            }
        }
        return new BigInteger(1, be);
    }
}
