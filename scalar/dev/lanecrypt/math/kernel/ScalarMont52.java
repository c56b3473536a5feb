package dev.lanecrypt.math.kernel;


/**
 * The lane layout of {@link Mont52Kernel} computed one lane after the other in exact integer arithmetic:
 * operand-scanning Montgomery multiplication (Koc, Acar and Kaliski 1996, CIOS) in radix {@code 2^52}, each
 * 52x52-bit product split by {@link Math#multiplyHigh}. Its result is the one the contract fixes
 * ({@code (ab + Qm)/R}), so it is the reference the SIMD kernels are checked against, limb for limb.
 *
 * <p>Bound: the running value {@code t} keeps {@code n + 1} limbs below {@code 2^52} plus a top word; a row
 * adds {@code a_i b + q m < 2 * 2^52 R}, and {@code t < 2m + 2^53 < 2 * 2^52 R} before it, so the top word
 * stays below 4 and every carry below {@code 2^53}. No branch on a value: constant time as the contract asks.
 */
public final class ScalarMont52 implements Mont52Kernel {

    private static final long MASK = (1L << 52) - 1;

    private final int lanes;

    public ScalarMont52(int lanes) {
        if (lanes < 1) {
            throw new IllegalArgumentException("lanes must be positive");
        }
        this.lanes = lanes;
    }

    @Override
    public String name() {
        return "scalar52";
    }

    @Override
    public int lanes() {
        return lanes;
    }

    @Override
    public void mul(double[] a, double[] b, double[] m, int n, long[] minv, long[] scratch, double[] out) {
        long[] t = new long[n + 2];
        long[] bl = new long[n];
        long[] ml = new long[n];
        for (int l = 0; l < lanes; l++) {
            java.util.Arrays.fill(t, 0L);
            for (int j = 0; j < n; j++) {
                bl[j] = (long) b[j * lanes + l];
                ml[j] = (long) m[j * lanes + l];
            }
            for (int i = 0; i < n; i++) {
                long ai = (long) a[i * lanes + l];
                long carry = 0;
                for (int j = 0; j < n; j++) {
                    carry = macc(ai, bl[j], t, j, carry);
                }
                long top = t[n] + carry;
                t[n] = top & MASK;
                t[n + 1] += top >>> 52;
                long q = (t[0] * minv[l]) & MASK;
                carry = macc(q, ml[0], t, 0, 0);   // t[0] becomes 0
                for (int j = 1; j < n; j++) {
                    carry = macc(q, ml[j], t, j, carry);
                    t[j - 1] = t[j];
                }
                top = t[n] + carry;
                t[n - 1] = top & MASK;
                top = t[n + 1] + (top >>> 52);
                t[n] = top & MASK;
                t[n + 1] = top >>> 52;
            }
            for (int j = 0; j < n; j++) {
                out[j * lanes + l] = t[j];
            }
        }
    }

    /** {@code t[j] + x y + carry}: its low 52 bits into {@code t[j]}, the rest returned. */
    private static long macc(long x, long y, long[] t, int j, long carry) {
        long lo = x * y;
        long hi = Math.multiplyHigh(x, y);
        long add = t[j] + carry;   // below 2^54
        long sum = lo + add;
        hi += ((lo & add) | ((lo | add) & ~sum)) >>> 63;   // the carry out of the low word, without a branch
        t[j] = sum & MASK;
        return (hi << 12) | (sum >>> 52);
    }
}
