package dev.lanecrypt.simd;

import dev.lanecrypt.kernel.MontKernel;
import dev.lanecrypt.scalar.ScalarMontgomery;
import java.lang.invoke.MethodHandles;
import java.util.Arrays;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * Fused operand-scanning Montgomery multiplication with the row update {@code t[i+j] += a[i]*b[j] +
 * q*m[j]} done {@code W} lanes at a time (OpenSSL rsaz-avx2's layout: one 28-bit digit per 64-bit lane,
 * products by {@code vpmuludq}). Bit-identical to {@link ScalarMontgomery}: the result
 * {@code (ab + Qm)/R} is fixed by the quotient digits, and {@code q_i} by digit {@code i} of the running
 * value mod {@code 2^28}, however the carries are scheduled.
 *
 * <p>Two differences from the scalar kernel, both measured faster on AVX2 (README, "RSA and DH"):
 * <ul>
 * <li>The carry out of lane {@code i} stays in a register: {@code u = t[i] + carry + a_i b_0},
 *     {@code q = u m0inv mod 2^28}, {@code carry = (u + q m_0) >>> 28} ({@code u + q m_0} is lane
 *     {@code i}'s final value plus the carry, a multiple of {@code 2^28}), so no lane is written by a scalar
 *     store between the vector rows.</li>
 * <li>Every {@value #NORMALIZE_EVERY} steps the live lanes are not normalized by a carry chain but split at
 *     once ({@link #spreadCarries}): each keeps its low 28 bits and adds the high part of the lane below.</li>
 * </ul>
 * Bound: a step adds to a lane at most {@code 2(2^28-1)^2 < 2^57}; after a split every lane is below
 * {@code 2^28 + 2^35 < 2^36} (the pending carry, below {@code 2^36}, is added to the lowest live lane before
 * the split); lanes receive no carries between splits. So a lane stays below
 * {@code 2^36 + 32 * 2^57 < 2^63}, and {@code u + q m_0 < 2^63 + 2^36 + 2^57 < 2^64} is exact as an unsigned
 * value ({@code >>>}), giving {@code carry < 2^36}. The final value (lanes {@code n .. 2n} plus the carry)
 * is normalized by {@link ScalarMontgomery#finish}.
 *
 * <p>Operands are masked with {@code and(0xFFFFFFFF)} before {@code mul} so that C2 emits one
 * {@code vpmuludq} per multiply (JDK-8341137); the digits are below {@code 2^28}, so the mask changes no
 * value. One body, three widths: defined once per species as a hidden class whose class data is the
 * species ({@link SpeciesClasses}; the reason is on {@link SimdComba}).
 *
 * <p>Loops run over {@link MontKernel#padded(int)} digits: the padding digits of {@code b} and {@code m}
 * are zero, so the extra lanes add nothing; the scratch is zeroed up to {@code 2 padded(n) + 2 PAD} so they
 * stay zero, and the split's high parts use the scratch above that.
 */
final class SimdMontgomery implements MontKernel {

    private static final VectorSpecies<Long> S = SpeciesClasses.species(MethodHandles.lookup());

    private static final int W = S.length();

    private static final long LOW32 = 0xFFFFFFFFL;

    private static final long MASK = (1L << 28) - 1;

    /** Steps between splits of the live lanes (see the bound above). */
    static final int NORMALIZE_EVERY = 32;

    SimdMontgomery() {
    }

    @Override
    public String name() {
        return "simd" + S.vectorBitSize();
    }

    @Override
    public void mul(long[] a, long[] b, long[] m, int n, long m0inv, long[] t, long[] out) {
        int len = MontKernel.padded(n);
        int high = 2 * len + 2 * PAD;
        Arrays.fill(t, 0, high, 0L);
        long b0 = b[0];
        long m0 = m[0];
        long carry = 0;
        for (int i = 0; i < n; i++) {
            long ai = a[i];
            long u = t[i] + carry + ai * b0;
            long q = (u * m0inv) & MASK;
            carry = (u + q * m0) >>> 28;
            LongVector va = LongVector.broadcast(S, ai).and(LOW32);
            LongVector vq = LongVector.broadcast(S, q).and(LOW32);
            for (int j = 0; j < len; j += W) {
                LongVector vb = LongVector.fromArray(S, b, j).and(LOW32);
                LongVector vm = LongVector.fromArray(S, m, j).and(LOW32);
                LongVector.fromArray(S, t, i + j).add(va.mul(vb)).add(vq.mul(vm)).intoArray(t, i + j);
            }
            if (i % NORMALIZE_EVERY == NORMALIZE_EVERY - 1) {
                t[i + 1] += carry;
                carry = 0;
                spreadCarries(t, i + 1, n, high);
            }
        }
        t[n] += carry;
        ScalarMontgomery.finish(t, n, out);
    }

    /**
     * Lanes {@code from .. from+n-2} (the live ones after step {@code from-1}) each keep their low 28 bits and
     * pass the rest to the next lane, all at once: {@code t[k] = (t[k] mod 2^28) + (t[k-1] >>> 28)}, the
     * top lane's high part into lane {@code from+n-1} (zero until then). Not a full normalization (no
     * carry ripples), but every lane ends below {@code 2^28 + 2^35 < 2^36}, which is all the bound needs;
     * W lanes per operation instead of a scalar carry chain. The high parts go through {@code t[h ..]}.
     */
    private static void spreadCarries(long[] t, int from, int n, int h) {
        int count = n - 1;
        t[h] = 0;
        for (int j = 0; j < count; j += W) {
            LongVector v = LongVector.fromArray(S, t, from + j);
            v.and(MASK).intoArray(t, from + j);
            v.lanewise(VectorOperators.LSHR, 28).intoArray(t, h + 1 + j);
        }
        for (int j = 0; j < count; j += W) {
            LongVector.fromArray(S, t, from + j).add(LongVector.fromArray(S, t, h + j)).intoArray(t, from + j);
        }
        int rounded = (count + W - 1) / W * W;
        t[from + rounded] += t[h + rounded];
    }
}
