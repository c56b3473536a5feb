package dev.lanecrypt.simd;

import dev.lanecrypt.kernel.MontBatchKernel;
import dev.lanecrypt.scalar.ScalarMontgomery;
import java.util.Arrays;
import java.lang.invoke.MethodHandles;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * Multi-buffer Montgomery multiplication (Intel crypto_mb's design on the Vector API): lane {@code l} of
 * every vector belongs to operation {@code l}, so the whole of {@link ScalarMontgomery}'s algorithm runs
 * lane-wise: the quotient digit {@code q = ((t_i mod 2^28) + a_i b_0) m0inv mod 2^28}, the row update, the
 * carry of lane {@code i} into {@code i+1} and the periodic normalization are all vertical operations.
 * Per lane the sums are the scalar kernel's, so the bound proved there holds and the results are
 * bit-identical. Products use {@code vpmuludq}: both operands visibly masked to 32 bits (all are below
 * {@code 2^28} after the masks shown). One body, three widths: defined once per species as a hidden class
 * ({@link SpeciesClasses}).
 */
final class SimdMontBatch implements MontBatchKernel {

    private static final VectorSpecies<Long> S = SpeciesClasses.species(MethodHandles.lookup());

    private static final long LOW32 = 0xFFFFFFFFL;

    private static final long MASK = (1L << 28) - 1;

    SimdMontBatch() {
    }

    @Override
    public String name() {
        return "simd" + S.vectorBitSize();
    }

    @Override
    public int lanes() {
        return S.length();
    }

    /**
     * The rows {@code i < n}, each followed by its lane carry; every {@code NORMALIZE_EVERY} rows and once
     * at the end (into {@code out}) the live lanes are normalized. The normalization loop is written here,
     * not in a helper method: C2 sometimes declined to inline the helper (NodeCountInliningCutoff, which
     * depends on what was compiled before), and then its vector ops ran out of line, in the Java fallback
     * until the helper itself reached C2: 170,726 bytes allocated and twice the time per 3072-bit public
     * operation, in one JVM of two (README "RSA and DH").
     */
    @Override
    public void mul(long[] a, long[] b, long[] m, int n, long[] m0inv, long[] t, long[] out) {
        int w = S.length();
        Arrays.fill(t, 0, (2 * n + 1) * w, 0L);
        LongVector vInv = LongVector.fromArray(S, m0inv, 0).and(LOW32);
        LongVector vb0 = LongVector.fromArray(S, b, 0).and(LOW32);
        for (int i = 0; i <= n; i++) {
            boolean last = i == n;
            if (!last) {
                LongVector va = LongVector.fromArray(S, a, i * w).and(LOW32);
                LongVector low = LongVector.fromArray(S, t, i * w).and(MASK).add(va.mul(vb0)).and(MASK);
                LongVector vq = low.mul(vInv).and(MASK);
                for (int j = 0; j < n; j++) {
                    int k = (i + j) * w;
                    LongVector vb = LongVector.fromArray(S, b, j * w).and(LOW32);
                    LongVector vm = LongVector.fromArray(S, m, j * w).and(LOW32);
                    LongVector.fromArray(S, t, k).add(va.mul(vb)).add(vq.mul(vm)).intoArray(t, k);
                }
                LongVector carry = LongVector.fromArray(S, t, i * w).lanewise(VectorOperators.LSHR, 28);
                LongVector.fromArray(S, t, (i + 1) * w).add(carry).intoArray(t, (i + 1) * w);
            }
            if (last || i % ScalarMontgomery.NORMALIZE_EVERY == ScalarMontgomery.NORMALIZE_EVERY - 1) {
                // lanes from .. to-1 to digits below 2^28 (in t, or the result lanes n .. 2n-1 into out)
                int from = last ? n : i + 1;
                int to = last ? 2 * n : i + n + 1;
                long[] dst = last ? out : t;
                int shift = last ? n : 0;
                LongVector c = LongVector.zero(S);
                for (int k = from; k < to; k++) {
                    LongVector v = LongVector.fromArray(S, t, k * w).add(c);
                    v.and(MASK).intoArray(dst, (k - shift) * w);
                    c = v.lanewise(VectorOperators.LSHR, 28);
                }
                if (!last) {
                    LongVector.fromArray(S, t, to * w).add(c).intoArray(t, to * w);
                }
            }
        }
    }
}
