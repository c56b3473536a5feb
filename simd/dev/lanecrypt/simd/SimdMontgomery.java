package dev.lanecrypt.simd;

import dev.lanecrypt.kernel.MontKernel;
import dev.lanecrypt.scalar.ScalarMontgomery;
import java.util.Arrays;
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
 * value. One subclass per vector width because a species must be a {@code static final} constant for
 * the Vector API to compile to vector instructions (a species held in a field or passed as an argument
 * boxes every vector); the row loop is the only width-specific code.
 *
 * <p>Loops run over {@link MontKernel#padded(int)} digits: the padding digits of {@code b} and {@code m}
 * are zero, so the extra lanes add nothing; the scratch is zeroed in full so they stay zero.
 */
public abstract sealed class SimdMontgomery implements MontKernel {

    private static final long LOW32 = 0xFFFFFFFFL;

    private static final long MASK = (1L << 28) - 1;

    /** The kernel for the given vector width in bits (128, 256 or 512). */
    public static MontKernel forBits(int bits) {
        return switch (bits) {
            case 128 -> Lanes128.INSTANCE;
            case 256 -> Lanes256.INSTANCE;
            case 512 -> Lanes512.INSTANCE;
            default -> throw new IllegalArgumentException("no Montgomery kernel for " + bits + "-bit vectors");
        };
    }

    /** The kernel for this JVM's preferred vector width (what C2 compiles to native vectors). */
    public static MontKernel preferred() {
        return forBits(LongVector.SPECIES_PREFERRED.vectorBitSize());
    }

    @Override
    public final void mul(long[] a, long[] b, long[] m, int n, long m0inv, long[] t, long[] out) {
        int len = MontKernel.padded(n);
        Arrays.fill(t, 0, 2 * len + 1, 0L);
        for (int i = 0; i < n; i++) {
            long ai = a[i];
            long q = ((t[i] + ai * b[0]) * m0inv) & MASK;
            row(t, i, ai, q, b, m, len);
            t[i + 1] += t[i] >>> 28;
            if (i % ScalarMontgomery.NORMALIZE_EVERY == ScalarMontgomery.NORMALIZE_EVERY - 1) {
                ScalarMontgomery.normalize(t, i + 1, i + n + 1);
            }
        }
        ScalarMontgomery.finish(t, n, out);
    }

    /** {@code t[off+j] += ai*b[j] + q*m[j]} for {@code j < len}. */
    abstract void row(long[] t, int off, long ai, long q, long[] b, long[] m, int len);

    /** 128-bit vectors: 2 lanes. */
    static final class Lanes128 extends SimdMontgomery {
        static final Lanes128 INSTANCE = new Lanes128();
        private static final VectorSpecies<Long> S = LongVector.SPECIES_128;

        @Override
        public String name() {
            return "simd128";
        }

        @Override
        void row(long[] t, int off, long ai, long q, long[] b, long[] m, int len) {
            LongVector va = LongVector.broadcast(S, ai).and(LOW32);
            LongVector vq = LongVector.broadcast(S, q).and(LOW32);
            for (int j = 0; j < len; j += S.length()) {
                LongVector vb = LongVector.fromArray(S, b, j).and(LOW32);
                LongVector vm = LongVector.fromArray(S, m, j).and(LOW32);
                LongVector.fromArray(S, t, off + j).add(va.mul(vb)).add(vq.mul(vm)).intoArray(t, off + j);
            }
        }
    }

    /** 256-bit vectors: 4 lanes (AVX2). */
    static final class Lanes256 extends SimdMontgomery {
        static final Lanes256 INSTANCE = new Lanes256();
        private static final VectorSpecies<Long> S = LongVector.SPECIES_256;

        @Override
        public String name() {
            return "simd256";
        }

        @Override
        void row(long[] t, int off, long ai, long q, long[] b, long[] m, int len) {
            LongVector va = LongVector.broadcast(S, ai).and(LOW32);
            LongVector vq = LongVector.broadcast(S, q).and(LOW32);
            for (int j = 0; j < len; j += S.length()) {
                LongVector vb = LongVector.fromArray(S, b, j).and(LOW32);
                LongVector vm = LongVector.fromArray(S, m, j).and(LOW32);
                LongVector.fromArray(S, t, off + j).add(va.mul(vb)).add(vq.mul(vm)).intoArray(t, off + j);
            }
        }
    }

    /** 512-bit vectors: 8 lanes (AVX-512; a slow Java fallback elsewhere, correct everywhere). */
    static final class Lanes512 extends SimdMontgomery {
        static final Lanes512 INSTANCE = new Lanes512();
        private static final VectorSpecies<Long> S = LongVector.SPECIES_512;

        @Override
        public String name() {
            return "simd512";
        }

        @Override
        void row(long[] t, int off, long ai, long q, long[] b, long[] m, int len) {
            LongVector va = LongVector.broadcast(S, ai).and(LOW32);
            LongVector vq = LongVector.broadcast(S, q).and(LOW32);
            for (int j = 0; j < len; j += S.length()) {
                LongVector vb = LongVector.fromArray(S, b, j).and(LOW32);
                LongVector vm = LongVector.fromArray(S, m, j).and(LOW32);
                LongVector.fromArray(S, t, off + j).add(va.mul(vb)).add(vq.mul(vm)).intoArray(t, off + j);
            }
        }
    }
}
