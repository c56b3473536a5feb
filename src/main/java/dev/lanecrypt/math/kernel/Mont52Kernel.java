package dev.lanecrypt.math.kernel;

/**
 * Multi-buffer Montgomery multiplication in radix {@code 2^52} on double-precision fused multiply-add:
 * {@link #lanes()} independent products, one per SIMD lane, each lane with its own modulus. The idea of
 * splitting a 52-bit limb product exactly with two FMAs is the one GPU and AVX-512 codes use to emulate
 * 52-bit integer multiply-add (Emmart, Zheng and Weems, "Faster modular exponentiation using double
 * precision floating point arithmetic on the GPU", ARITH 2018; Intel's IFMA is the same radix): with
 * {@code 0 <= a, b < 2^52} held exactly in doubles,
 * <pre>
 *   hi = fma(a, b, 2^104)         (in [2^104, 2^105]: its unit in the last place is 2^52)
 *   lo = fma(a, b, 2^104 - hi)    (exact: ab - H 2^52, in [-2^51, 2^51], H = round-to-nearest(ab / 2^52))
 * </pre>
 * and both halves become integers by their bit patterns: {@code bits(hi) - bits(2^104) = H} and
 * {@code bits(lo + 1.5 2^52) - bits(1.5 2^52) = lo} (each pattern is linear in the value over its closed
 * binade). One 52x52-bit product is two FMAs, a subtraction and an addition; the 28-bit kernels need
 * 3.45 {@code vpmuludq} products, each with a mask and an add, for the same bits.
 *
 * <p>Algorithm: operand scanning as {@link MontKernel} ({@code t += a_i b; q = t_0 m' mod 2^52;
 * t = (t + q m) / 2^52}) with {@code R = 2^(52n)}.
 *
 * <p>Contract (the caller's; {@code Radix52} builds the operands):
 * <ul>
 * <li>Layout: limb {@code j} of lane {@code l} at {@code j * lanes() + l}, every limb an integer in
 *     {@code [0, 2^52)} held in a double; {@code a}, {@code b}, {@code m}, {@code out} hold at least
 *     {@code n * lanes()} entries, {@code t} at least {@link #scratch(int, int) scratch(n, lanes())}.</li>
 * <li>{@code n >= 2}; per lane {@code m} odd with {@code 4m < R}, {@code minv[l] = -m^-1 mod 2^52},
 *     {@code a, b < 2m}.</li>
 * <li>Result per lane: {@code out = (ab + Qm) / R} with {@code Q = -ab m^-1 mod R}: a value fixed by the
 *     operands alone (so every implementation gives the same limbs), {@code = ab R^-1 mod m} or that plus
 *     {@code m}, below {@code 2m} since {@code ab < 4m^2 < Rm}. Limbs normalized; {@code out} may alias
 *     {@code a} or {@code b}.</li>
 * <li>No branch, loop count or memory index depends on the limb values (only on {@code n}); FMA, add and
 *     integer lane operations on these operands (integers, never subnormal) take the same time whatever
 *     their values: constant time for secret operands.</li>
 * </ul>
 */
public interface Mont52Kernel {

    /** Bits per limb. */
    int LIMB_BITS = 52;

    /** Limbs for a modulus of {@code bits} bits: enough that {@code 4m < R}. */
    static int limbs(int bits) {
        return (bits + 2 + LIMB_BITS - 1) / LIMB_BITS;
    }

    /**
     * Scratch length for {@code n}-limb lanes: three vectors per limb (a SIMD kernel keeps {@code b_j},
     * {@code m_j} and the running limb {@code t_j} side by side, so that its inner loop reads one array);
     * for a one-lane kernel, which spreads one product across its vector, {@code 10n + 128}: two arrays of
     * column sums and zero-padded copies of {@code b} and (four) of {@code m}, for vectors of up to 8 lanes.
     */
    static int scratch(int n, int lanes) {
        return lanes == 1 ? 10 * n + 128 : 3 * n * lanes;
    }

    /**
     * A kernel of one lane that spreads one product's limbs across its vectors (for one exponentiation, where
     * a multi-buffer kernel would leave its other lanes idle); the type SIMD engines are looked up by.
     */
    interface Row extends Mont52Kernel {
    }

    String name();

    /** Products computed at once. */
    int lanes();

    /** {@code out_l = a_l b_l R^-1 mod m_l} (below {@code 2 m_l}) for every lane {@code l}, as above. */
    void mul(double[] a, double[] b, double[] m, int n, long[] minv, long[] t, double[] out);

    /**
     * {@code out_l = a_l^2 R^-1 mod m_l}: the limbs {@code mul(a, a, m, n, minv, t, out)} gives (the contract
     * fixes them), by a squaring where the kernel has one; {@code out} may alias {@code a}.
     */
    default void sqr(double[] a, double[] m, int n, long[] minv, long[] t, double[] out) {
        mul(a, a, m, n, minv, t, out);
    }

    /**
     * Per lane, {@code out_l = table[window[l]]_l} over {@code n} limbs, reading every entry whatever the
     * windows: entry {@code k} contributes to lane {@code l} under the mask {@code ((k ^ window[l]) - 1) >> 63}
     * (all ones exactly when {@code k == window[l]}), applied to the limbs' bit patterns. No branch or index
     * depends on a window value: constant time for secret exponent windows.
     */
    default void select(double[][] table, long[] window, int n, double[] out) {
        int lanes = lanes();
        for (int j = 0; j < n; j++) {
            for (int l = 0; l < lanes; l++) {
                long v = 0;
                for (int k = 0; k < table.length; k++) {
                    long mask = ((k ^ window[l]) - 1) >> 63;
                    v |= Double.doubleToRawLongBits(table[k][j * lanes + l]) & mask;
                }
                out[j * lanes + l] = Double.longBitsToDouble(v);
            }
        }
    }

    /**
     * The multiplier operand of one step of a right-to-left ladder run in lane pairs ({@code Radix52}): lane
     * {@code 2h} of {@code b} is lane {@code 2h} of {@code s} (it squares), lane {@code 2h+1} is lane
     * {@code 2h} of {@code s} where {@code take[2h+1] == -1} and lane {@code 2h+1} of {@code one} where it is
     * {@code 0} (it multiplies its accumulator by the power or by one). Masks only: constant time in
     * {@code take}, which holds exponent bits.
     */
    default void ladderOperand(double[] s, double[] one, long[] take, int n, double[] b) {
        int lanes = lanes();
        for (int j = 0; j < n; j++) {
            for (int l = 0; l + 1 < lanes; l += 2) {
                int at = j * lanes + l;
                long power = Double.doubleToRawLongBits(s[at]);
                long unit = Double.doubleToRawLongBits(one[at + 1]);
                long mask = take[l + 1];
                b[at] = s[at];
                b[at + 1] = Double.longBitsToDouble((power & mask) | (unit & ~mask));
            }
        }
    }
}
