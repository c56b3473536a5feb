package dev.lanecrypt.simd;

import dev.lanecrypt.kernel.MontKernel;
import dev.lanecrypt.scalar.ScalarMontgomery;
import java.lang.invoke.MethodHandles;
import java.util.Arrays;
import java.util.List;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorSpecies;

/**
 * Fused operand-scanning Montgomery multiplication with the row update {@code t[i+j] += a[i]*b[j] +
 * q*m[j]} done {@code L} lanes at a time (OpenSSL rsaz-avx2's layout: one 28-bit digit per 64-bit lane,
 * products by {@code vpmuludq}). Same lanes, same order of carries and the same normalization points as
 * {@link ScalarMontgomery}, so the results are bit-identical; the bound proved there holds unchanged
 * (each lane receives the same sums).
 *
 * <p>Operands are masked with {@code and(0xFFFFFFFF)} before {@code mul} so that C2 emits one
 * {@code vpmuludq} per multiply (JDK-8341137); the digits are below {@code 2^28}, so the mask changes no
 * value. One body, three widths: defined once per species as a hidden class whose class data is the
 * species ({@link SpeciesClasses}; the reason is on {@link SimdComba}).
 *
 * <p>Loops run over {@link MontKernel#padded(int)} digits: the padding digits of {@code b} and {@code m}
 * are zero, so the extra lanes add nothing; the scratch is zeroed in full so they stay zero.
 */
final class SimdMontgomery implements MontKernel {

    private static final VectorSpecies<Long> S = SpeciesClasses.species(MethodHandles.lookup());

    private static final long LOW32 = 0xFFFFFFFFL;

    private static final long MASK = (1L << 28) - 1;

    SimdMontgomery() {
    }

    @Override
    public String name() {
        return "simd" + S.vectorBitSize();
    }

    @Override
    public void mul(long[] a, long[] b, long[] m, int n, long m0inv, long[] t, long[] out) {
        int len = MontKernel.padded(n);
        Arrays.fill(t, 0, 2 * len + 1, 0L);
        for (int i = 0; i < n; i++) {
            long ai = a[i];
            long q = ((t[i] + ai * b[0]) * m0inv) & MASK;
            LongVector va = LongVector.broadcast(S, ai).and(LOW32);
            LongVector vq = LongVector.broadcast(S, q).and(LOW32);
            for (int j = 0; j < len; j += S.length()) {
                LongVector vb = LongVector.fromArray(S, b, j).and(LOW32);
                LongVector vm = LongVector.fromArray(S, m, j).and(LOW32);
                LongVector.fromArray(S, t, i + j).add(va.mul(vb)).add(vq.mul(vm)).intoArray(t, i + j);
            }
            t[i + 1] += t[i] >>> 28;
            if (i % ScalarMontgomery.NORMALIZE_EVERY == ScalarMontgomery.NORMALIZE_EVERY - 1) {
                ScalarMontgomery.normalize(t, i + 1, i + n + 1);
            }
        }
        ScalarMontgomery.finish(t, n, out);
    }
}
