package dev.lanecrypt.math.kernel;

/**
 * Multi-buffer Montgomery multiplication: {@link #lanes()} independent products, one per SIMD lane, as in
 * Intel's multi-buffer RSA (ipp-crypto {@code crypto_mb}); every lane has its own modulus and
 * {@code m0inv}, all lanes have {@code n} digits. No value crosses lanes, so there is no horizontal carry.
 *
 * <p>Layout: digit {@code j} of lane {@code l} at index {@code j*lanes + l} (28-bit digits in
 * {@code long}s). {@code a}, {@code b}, {@code m}, {@code out} hold at least {@code n*lanes} entries,
 * {@code t} at least {@link #scratch(int, int) scratch(n, lanes)}. The per-lane contract, the algorithm,
 * the order of carries and the normalization points are {@link MontKernel}'s and the scalar kernel's, so
 * each lane's result is bit-identical to {@code ScalarMontgomery}'s on that lane's operands.
 */
public interface MontBatchKernel {

    /** Scratch length for {@code n}-digit lanes. */
    static int scratch(int n, int lanes) {
        return (2 * n + 2) * lanes;
    }

    String name();

    /** Products computed at once. */
    int lanes();

    /** {@code out_l = a_l * b_l * R^-1 mod m_l} (almost reduced, below {@code 2 m_l}) for every lane {@code l}. */
    void mul(long[] a, long[] b, long[] m, int n, long[] m0inv, long[] t, long[] out);

    /** {@code out_l = a_l^2 R^-1 mod m_l}, the digits of {@code mul(a, a, ...)} (see {@link MontKernel#sqr}). */
    default void sqr(long[] a, long[] m, int n, long[] m0inv, long[] t, long[] out) {
        mul(a, a, m, n, m0inv, t, out);
    }

    /**
     * Per lane, {@code out_l = table[window[l]]_l} over {@code n} digits, reading every entry of the
     * table whatever the windows: entry {@code k} contributes to lane {@code l} under the mask
     * {@code ((k ^ window[l]) - 1) >> 63}, all ones exactly when {@code k == window[l]} (the difference is
     * in {@code [-1, table.length - 1)}, negative only for zero). No branch or index depends on a window
     * value: constant time for secret exponent windows. {@code window} holds {@link #lanes()} values in
     * {@code [0, table.length)}.
     */
    default void select(long[][] table, long[] window, int n, long[] out) {
        int lanes = lanes();
        int len = n * lanes;
        java.util.Arrays.fill(out, 0, len, 0L);
        for (int k = 0; k < table.length; k++) {
            long[] entry = table[k];
            for (int l = 0; l < lanes; l++) {
                long mask = ((k ^ window[l]) - 1) >> 63;
                for (int j = l; j < len; j += lanes) {
                    out[j] |= entry[j] & mask;
                }
            }
        }
    }
}
