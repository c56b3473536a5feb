package dev.lanecrypt.timing;

import dev.lanecrypt.math.kernel.MulKernel;
import dev.lanecrypt.math.MpInt;
import java.math.BigInteger;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.HexFormat;

/**
 * The operands {@code lanecrypt timing} multiplies, the same on every run and machine, and the bridge
 * between 28-bit digits and {@link BigInteger} (through {@link MpInt}). The generator is specified in
 * {@code vectors/timing/product_digests.py}, which computes the known answers with Python's integers:
 * Knuth's MMIX LCG, one 28-bit digit from the top of each state, every third digit {@code 2^28 - 1} so
 * that columns carry, and a non-zero top digit so an operand of n digits has 28n significant bits.
 */
final class FixedOperands {

    private FixedOperands() {
    }

    /** Operand {@code seed} (1 = a, 2 = b) of {@code n} digits, least significant first. */
    static int[] digits(int n, int seed) {
        long x = seed * 1_000_003L + n;
        int[] d = new int[n];
        for (int i = 0; i < n; i++) {
            x = x * 6364136223846793005L + 1442695040888963407L;
            d[i] = i % 3 == 2 ? MulKernel.DIGIT_MASK : (int) (x >>> 36);
        }
        if (d[n - 1] == 0) {
            d[n - 1] = 1;
        }
        return d;
    }

    static BigInteger toBigInteger(int[] digits, int n) {
        return MpInt.fromDigits(Arrays.copyOf(digits, n)).toBigInteger();
    }

    /** {@code v} as {@code n} digits (zero digits on top); {@code v} must be below {@code 2^(28n)}. */
    static int[] toDigits(BigInteger v, int n) {
        return Arrays.copyOf(MpInt.fromBigInteger(v).digits(), n);
    }

    /** A SHA-1 over a series of digit strings, each fed as {@code 7 * len / 2} big-endian bytes. */
    static final class Digest {

        private final MessageDigest sha1;

        Digest() {
            try {
                sha1 = MessageDigest.getInstance("SHA-1");
            } catch (NoSuchAlgorithmException e) {
                throw new IllegalStateException("every Java platform has SHA-1", e);
            }
        }

        /** Adds an even number {@code len} of digits: 28 * len bits = 7 * len / 2 bytes. */
        void add(int[] digits, int len) {
            byte[] bytes = toBigInteger(digits, len).toByteArray();
            int width = 7 * len / 2;
            byte[] fixed = new byte[width];
            int copy = Math.min(bytes.length, width);
            System.arraycopy(bytes, bytes.length - copy, fixed, width - copy, copy);
            sha1.update(fixed);
        }

        String hex() {
            return HexFormat.of().formatHex(sha1.digest());
        }
    }
}
