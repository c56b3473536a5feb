package dev.lanecrypt.math.kernel;

import java.util.Arrays;

/**
 * Fused operand-scanning Montgomery multiplication on 28-bit digits in 64-bit lanes, the scalar
 * reference (OpenSSL rsaz-avx2's structure with one lane per digit; see {@link MontKernel}).
 *
 * <p>The accumulator {@code t[0 .. 2n]} is never shifted: step {@code i} adds {@code a[i]*b[j] + q*m[j]}
 * into lane {@code i+j}, then moves lane {@code i}'s carry (its low 28 bits are zero by the choice of
 * {@code q}) into lane {@code i+1}. The result is lanes {@code n .. 2n}.
 *
 * <p>Bound: a step adds to a lane at most {@code 2(2^28-1)^2 < 2^57}. Every {@value #NORMALIZE_EVERY}
 * steps the live lanes {@code i+1 .. i+n} are normalized to digits below {@code 2^28}, their carry
 * (below {@code 2^36}) going into the untouched lane {@code i+n+1}. Between normalizations a lane holds at
 * most {@code 2^36 + 32*2^57 + 2^35 < 2^63} (its start, 32 steps of products, one carry-in of a lane below
 * {@code 2^63} shifted by 28), so signed 64-bit arithmetic never overflows and {@code >>>} is exact.
 */
public final class ScalarMontgomery implements MontKernel {

    public static final ScalarMontgomery INSTANCE = new ScalarMontgomery();

    /** Steps between normalizations of the live lanes (see the bound above). */
    public static final int NORMALIZE_EVERY = 32;

    private static final long MASK = (1L << 28) - 1;

    private ScalarMontgomery() {
    }

    @Override
    public String name() {
        return "scalar";
    }

    @Override
    public void mul(long[] a, long[] b, long[] m, int n, long m0inv, long[] t, long[] out) {
        Arrays.fill(t, 0, 2 * n + 1, 0L);
        for (int i = 0; i < n; i++) {
            long ai = a[i];
            // Only the low 28 bits of the product matter, so wrap-around of the 64-bit product is harmless.
            long q = ((t[i] + ai * b[0]) * m0inv) & MASK;
            for (int j = 0; j < n; j++) {
                t[i + j] += ai * b[j] + q * m[j];
            }
            t[i + 1] += t[i] >>> 28;
            if (i % NORMALIZE_EVERY == NORMALIZE_EVERY - 1) {
                normalize(t, i + 1, i + n + 1);
            }
        }
        finish(t, n, out);
    }

    /**
     * Carries lanes {@code from .. to-1} into digits below {@code 2^28}, the last carry into lane
     * {@code to}. Shared with the SIMD kernels (same lanes, same carries, hence bit-identical results).
     */
    public static void normalize(long[] t, int from, int to) {
        long c = 0;
        for (int k = from; k < to; k++) {
            long v = t[k] + c;
            t[k] = v & MASK;
            c = v >>> 28;
        }
        t[to] += c;
    }

    /**
     * Writes the result lanes {@code t[n .. 2n]} normalized into {@code out[0 .. n)} and zeroes the padding.
     * The value is below {@code 2m < R}, so nothing is carried out of digit {@code n-1}.
     */
    public static void finish(long[] t, int n, long[] out) {
        long c = 0;
        for (int j = 0; j < n; j++) {
            long v = t[n + j] + c;
            out[j] = v & MASK;
            c = v >>> 28;
        }
        Arrays.fill(out, n, MontKernel.padded(n), 0L);
    }
}
