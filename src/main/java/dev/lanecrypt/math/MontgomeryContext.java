package dev.lanecrypt.math;

import dev.lanecrypt.math.kernel.MontKernel;
import dev.lanecrypt.math.kernel.MontKernels;

/**
 * Montgomery arithmetic modulo one odd modulus {@code m} (P. L. Montgomery, "Modular multiplication
 * without trial division", Math. Comp. 44, 1985; HAC 14.36): {@code R = 2^(28n)} with {@code n} the
 * smallest digit count such that {@code 4m < R}, {@code m0inv = -m^-1 mod 2^28} (Newton's iteration) and {@code R^2 mod m}
 * precomputed. Values are 28-bit digits, one per {@code long}, padded (see {@link MontKernel}).
 *
 * <p>Values in Montgomery form are kept "almost reduced" ({@code < 2m}); only {@link #fromMontgomery}
 * reduces fully, with a constant-time final subtraction. The context itself is immutable and may be
 * shared by threads; each thread brings its own scratch ({@link #newScratch()}).
 */
public final class MontgomeryContext {

    private static final long MASK = (1L << 28) - 1;

    private final MpInt modulus;
    private final int n;
    private final long[] m;
    private final long m0inv;
    private final long[] r2;
    private final long[] one;
    private final MontKernel kernel;
    /** The radix-2^52 constants, made at the first use of the FMA kernels (benign race: all equal). */
    private Radix52.Params radix52;

    /** A context for {@code modulus} on the selected kernel; ArithmeticException unless it is odd and positive. */
    public MontgomeryContext(MpInt modulus) {
        this(modulus, MontKernels.forDigits(digitsFor(modulus)));
    }

    /** The smallest {@code n} with {@code 4m < 2^(28n)}. */
    private static int digitsFor(MpInt modulus) {
        return (modulus.bitLength() + 2 + 27) / 28;
    }

    /** A context for {@code modulus} on a given kernel (tests and calibration). */
    public MontgomeryContext(MpInt modulus, MontKernel kernel) {
        if (modulus.signum() <= 0) {
            throw new ArithmeticException("Montgomery modulus not positive: " + modulus);
        }
        if (!modulus.testBit(0)) {
            throw new ArithmeticException("Montgomery modulus is even");
        }
        this.modulus = modulus;
        this.kernel = kernel;
        this.n = digitsFor(modulus);
        this.m = Digits28.of(modulus, n);
        this.m0inv = negInverse(m[0]);
        this.r2 = Digits28.of(MpInt.ONE.shiftLeft(56 * n).mod(modulus), n);
        this.one = newDigits();
        one[0] = 1;
    }

    /** {@code -x^-1 mod 2^28} for odd {@code x}. */
    static long negInverse(long x) {
        return -MontKernels.inverse(x) & MASK;
    }

    public MpInt modulus() {
        return modulus;
    }

    /** Digits per value ({@code R = 2^(28n)}). */
    public int digits() {
        return n;
    }

    /** The modulus' digits (padded); read-only by convention (the batch path copies them into lanes). */
    long[] modulusDigits() {
        return m;
    }

    long m0inv() {
        return m0inv;
    }

    /** {@code R^2 mod m} in digits; read-only by convention. */
    long[] r2() {
        return r2;
    }

    /** This modulus' constants for the radix-2^52 kernels ({@link Radix52}). */
    Radix52.Params radix52() {
        Radix52.Params p = radix52;
        if (p == null) {
            p = Radix52.Params.of(modulus);
            radix52 = p;
        }
        return p;
    }

    public MontKernel kernel() {
        return kernel;
    }

    /** A zero value of the right (padded) length. */
    public long[] newDigits() {
        return new long[MontKernel.padded(n)];
    }

    /** Scratch for {@link #mul}: one per thread. */
    public long[] newScratch() {
        return new long[MontKernel.scratch(n)];
    }

    /** {@code out = a*b*R^-1 mod m} (almost reduced). {@code out} may alias an input. */
    public void mul(long[] a, long[] b, long[] t, long[] out) {
        kernel.mul(a, b, m, n, m0inv, t, out);
    }

    /** {@code out = x*R mod m} (almost reduced), for {@code x < 2m}. */
    public void toMontgomery(long[] x, long[] t, long[] out) {
        kernel.mul(x, r2, m, n, m0inv, t, out);
    }

    /**
     * {@code out = x*R^-1 mod m}, fully reduced. {@code x*1 + Qm < 2m + Rm}, so the Montgomery product is at
     * most {@code m} and one subtraction, selected by a mask, reduces it: no branch on the value.
     */
    public void fromMontgomery(long[] x, long[] t, long[] out) {
        kernel.mul(x, one, m, n, m0inv, t, out);
        subtractIfNotBelow(out);
    }

    /**
     * {@code a*b mod m}, fully reduced, for {@code 0 <= a, b < m}: two Montgomery products,
     * {@code (a b R^-1) R^2 R^-1 = a b}, and the masked final subtraction; no division, and branch-free
     * in the values (the RSA blinding and CRT recombination steps use it).
     */
    public MpInt modMul(MpInt a, MpInt b) {
        long[] t = newScratch();
        long[] x = toDigits(a);
        mul(x, toDigits(b), t, x);
        mul(x, r2, t, x);
        subtractIfNotBelow(x);
        return value(x);
    }

    /** {@code x -= m} when {@code x >= m}, in constant time. */
    void subtractIfNotBelow(long[] x) {
        long[] d = new long[n];
        long borrow = 0;
        for (int j = 0; j < n; j++) {
            long v = x[j] - m[j] - borrow;
            d[j] = v & MASK;
            borrow = v >>> 63;
        }
        long keep = -borrow; // all ones when x < m (keep x), zero otherwise (take d)
        for (int j = 0; j < n; j++) {
            x[j] = (x[j] & keep) | (d[j] & ~keep);
        }
    }

    /** The padded digits of {@code x}, which must satisfy {@code 0 <= x < 2^(28n)}. */
    public long[] toDigits(MpInt x) {
        return Digits28.of(x, n);
    }

    /** The value of the first {@code n} digits. */
    public MpInt value(long[] x) {
        return Digits28.value(x, n);
    }
}
