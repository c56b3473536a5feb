package dev.lanecrypt.math.kernel;

/**
 * A fused Montgomery multiplication kernel on 28-bit digits, one digit per {@code long} (so SIMD kernels
 * load lanes without a widening step). Implementations live in {@code scalar/} and {@code simd/};
 * {@code src/} sees only this interface.
 *
 * <p>Algorithm: operand-scanning ("coarsely integrated") Montgomery multiplication as in OpenSSL's
 * rsaz-avx2 (Gueron and Krasnov, "Software implementation of modular exponentiation, using advanced
 * vector instructions architectures", 2012), radix {@code 2^28}, {@code R = 2^(28n)}. For each digit
 * {@code a[i]}: {@code t += a[i]*b}, {@code q = t[i]*m0inv mod 2^28}, {@code t += q*m*2^(28i)}, the now
 * zero low digit's carry moves into the next lane. Lanes are 64-bit and are not normalized between steps
 * (the bound is on each implementation); it is "almost Montgomery": no conditional subtraction at all.
 *
 * <p>Contract (checked by {@code MontgomeryContext}, not here):
 * <ul>
 * <li>{@code m} is odd with {@code 4m < R}: its top digit {@code m[n-1] < 2^26};
 *     {@code m0inv = -m^-1 mod 2^28}.</li>
 * <li>{@code a}, {@code b} hold digits in {@code [0, 2^28)} with values below {@code 2m}.</li>
 * <li>Every digit array has length at least {@link #padded(int) padded(n)} and is zero in
 *     {@code [n, padded(n))}; the scratch {@code t} has length at least {@link #scratch(int) scratch(n)}
 *     (its contents on entry do not matter).</li>
 * <li>Result: {@code out = a*b*R^-1 mod m} or that plus {@code m}, so {@code out < 2m}:
 *     {@code out = (ab + Qm)/R} with {@code Q < R}, and {@code ab < 4m^2 < Rm}, so
 *     {@code out < (Rm + Rm)/R = 2m}. Digits normalized; {@code out} may alias {@code a} or {@code b}.</li>
 * <li>No branch, loop count or memory index depends on the digit values (only on {@code n}):
 *     constant-time for secret operands.</li>
 * </ul>
 */
public interface MontKernel {

    /** Digit arrays are padded with zeros to a multiple of this many digits (the widest SIMD lane count). */
    int PAD = 8;

    /** {@code n} rounded up to a multiple of {@link #PAD}. */
    static int padded(int n) {
        return (n + PAD - 1) / PAD * PAD;
    }

    /** Length of the scratch array for {@code n}-digit moduli. */
    static int scratch(int n) {
        return 2 * padded(n) + PAD;
    }

    /** The name shown by {@code lanecrypt cpu} and the timing tables. */
    String name();

    /** {@code out = a*b*R^-1 (mod m)}, {@code out < 2m}, under the contract above. */
    void mul(long[] a, long[] b, long[] m, int n, long m0inv, long[] t, long[] out);

    /**
     * {@code out = a*a*R^-1 (mod m)}: the same digits as {@code mul(a, a, ...)} (the quotient digits depend
     * only on the running value, which a squaring reaches by another order of the same products), under
     * the same contract. Kernels with a dedicated squaring skip the lower triangle of {@code a a}.
     */
    default void sqr(long[] a, long[] m, int n, long m0inv, long[] t, long[] out) {
        mul(a, a, m, n, m0inv, t, out);
    }
}
