package dev.lanecrypt.math.kernel;

import dev.lanecrypt.select.SpeciesClasses;
import java.lang.invoke.MethodHandles;
import java.util.Arrays;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorSpecies;

import static jdk.incubator.vector.VectorOperators.ADD;
import static jdk.incubator.vector.VectorOperators.AND;
import static jdk.incubator.vector.VectorOperators.MUL;

/**
 * Fused operand-scanning Montgomery multiplication with the row update {@code t[i+j] += a[i]*b[j] +
 * q*m[j]} done {@code W} lanes at a time (OpenSSL rsaz-avx2's layout: one 28-bit digit per 64-bit lane,
 * products by {@code vpmuludq}). Bit-identical to {@link ScalarMontgomery}: the result
 * {@code (ab + Qm)/R} is fixed by the quotient digits, and {@code q_i} by digit {@code i} of the running
 * value mod {@code 2^28}, however the carries are scheduled.
 *
 * <p>One difference from the scalar kernel, measured 5-10% faster on AVX2
 * (bench/results/earlier-rsa-kernel-round-zen3.md; docs/rsa-dh.md, "What was tried on the 28-bit kernels
 * (the kernel round)"): the carry out of lane {@code i} stays in a register,
 * {@code u = t[i] + carry + a_i b_0}, {@code q = u m0inv mod 2^28}, {@code carry = (u + q m_0) >>> 28}
 * ({@code u + q m_0} is lane {@code i}'s final value plus the carry, a multiple of {@code 2^28}), so no
 * scalar store lands between two vector rows. The pending carry joins the lanes only at the normalization
 * every {@link ScalarMontgomery#NORMALIZE_EVERY} steps and at the end.
 *
 * <p>Bound: a step adds to a lane at most {@code 2(2^28-1)^2 < 2^57}; after a normalization the lanes
 * are digits below {@code 2^28} and the top one below {@code 2^36}; lanes receive no carries in between.
 * So a lane stays below {@code 2^36 + 32 * 2^57 < 2^63}, and with {@code carry < 2^36},
 * {@code u + q m_0 < 2^63 + 2^36} is exact as an unsigned value ({@code >>>}) and the next carry is below
 * {@code 2^36}.
 *
 * <p>Operands are masked with {@code lanewise(AND, low32)} (0xFFFFFFFF) before the multiply so that C2 emits one
 * {@code vpmuludq} per multiply (JDK-8341137); the digits are below {@code 2^28}, so the mask changes no
 * value. One body, three widths: defined once per species as a hidden class whose class data is the
 * species ({@link SpeciesClasses}; the reason is on {@link SimdComba}).
 *
 * <p>How the Vector API is called, as in {@link SimdMont52}: {@code lanewise} from this class with vector operands,
 * never a convenience ({@code and(long)}, {@code mul}), whose dispatch inside the shared {@code jdk.incubator.vector}
 * classes follows a profile every species feeds; the receiver of each multiply is the row's fresh load, the
 * broadcast digits its arguments; the stored sum goes through the species' class. Written with the conveniences,
 * the 256-bit kernel allocated 240 MB in the allocation check's compile from the interpreter's profiles
 * ({@code SimdMontAllocationTest}).
 *
 * <p>Loops run over {@link MontKernel#padded(int)} digits: the padding digits of {@code b} and {@code m}
 * are zero, so the extra lanes add nothing; the scratch is zeroed in full so they stay zero.
 */
final class SimdMontgomery implements MontKernel {

    private static final VectorSpecies<Long> S = SpeciesClasses.species(MethodHandles.lookup());

    private static final int W = S.length();

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
        long b0 = b[0];
        long m0 = m[0];
        long carry = 0;
        LongVector low32 = LongVector.broadcast(S, LOW32);
        for (int i = 0; i < n; i++) {
            long ai = a[i];
            long u = t[i] + carry + ai * b0;
            long q = (u * m0inv) & MASK;
            carry = (u + q * m0) >>> 28;
            LongVector va = LongVector.broadcast(S, ai).lanewise(AND, low32);
            LongVector vq = LongVector.broadcast(S, q).lanewise(AND, low32);
            for (int j = 0; j < len; j += W) {
                LongVector vb = LongVector.fromArray(S, b, j).lanewise(AND, low32);
                LongVector vm = LongVector.fromArray(S, m, j).lanewise(AND, low32);
                ((LongVector) S.vectorType().cast(LongVector.fromArray(S, t, i + j).lanewise(ADD, vb.lanewise(MUL, va))
                        .lanewise(ADD, vm.lanewise(MUL, vq)))).intoArray(t, i + j);
            }
            if (i % ScalarMontgomery.NORMALIZE_EVERY == ScalarMontgomery.NORMALIZE_EVERY - 1) {
                t[i + 1] += carry;
                carry = 0;
                ScalarMontgomery.normalize(t, i + 1, i + n + 1);
            }
        }
        t[n] += carry;
        ScalarMontgomery.finish(t, n, out);
    }
}
