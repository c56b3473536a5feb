package dev.lanecrypt.math.kernel;

import java.util.Arrays;

/**
 * The multi-buffer layout of {@link MontBatchKernel} computed one lane after the other with
 * {@link ScalarMontgomery}'s arithmetic (same steps, same normalization points, same bound): the
 * reference the SIMD batch kernels are checked against, and the batch path where no SIMD is usable.
 */
public final class ScalarMontBatch implements MontBatchKernel {

    private static final long MASK = (1L << 28) - 1;

    private final int lanes;

    public ScalarMontBatch(int lanes) {
        if (lanes < 1) {
            throw new IllegalArgumentException("lanes must be positive");
        }
        this.lanes = lanes;
    }

    @Override
    public String name() {
        return "scalar";
    }

    @Override
    public int lanes() {
        return lanes;
    }

    @Override
    public void mul(long[] a, long[] b, long[] m, int n, long[] m0inv, long[] t, long[] out) {
        int len = 2 * n + 1;
        for (int l = 0; l < lanes; l++) {
            Arrays.fill(t, 0, len, 0L);
            for (int i = 0; i < n; i++) {
                long ai = a[i * lanes + l];
                long q = ((t[i] + ai * b[l]) * m0inv[l]) & MASK;
                for (int j = 0; j < n; j++) {
                    t[i + j] += ai * b[j * lanes + l] + q * m[j * lanes + l];
                }
                t[i + 1] += t[i] >>> 28;
                if (i % ScalarMontgomery.NORMALIZE_EVERY == ScalarMontgomery.NORMALIZE_EVERY - 1) {
                    ScalarMontgomery.normalize(t, i + 1, i + n + 1);
                }
            }
            long c = 0;
            for (int j = 0; j < n; j++) {
                long v = t[n + j] + c;
                out[j * lanes + l] = v & MASK;
                c = v >>> 28;
            }
        }
    }
}
