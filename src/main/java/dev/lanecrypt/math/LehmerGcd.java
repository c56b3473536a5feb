package dev.lanecrypt.math;

/**
 * Lehmer's gcd (D. H. Lehmer, "Euclid's algorithm for large numbers", Amer. Math. Monthly 45 (1938);
 * Knuth TAOCP vol. 2, 4.5.2 Algorithm L; HAC 14.57). Euclid's steps are simulated on the leading 62
 * bits {@code x, y} of {@code a >= b} (the same shift for both) with cofactors {@code A, B, C, D}, as
 * long as Knuth's test proves the simulated quotient equals the true one:
 * {@code floor((x + A)/(y + C)) == floor((x + B)/(y + D))}. Then one pass replaces
 * {@code (a, b)} by {@code (A a + B b, C a + D b)}, which are the true remainders; when no step could be
 * simulated ({@code B = 0}) one full division step ({@link KnuthDivision}) is taken instead. Below 62
 * bits, Euclid runs on longs.
 *
 * <p>Bounds: {@code x, y < 2^62}. Simulation stops before a quotient reaches {@code 2^30} or a
 * cofactor reaches {@code 2^32} (stopping early is always allowed), so {@code q*C < 2^62},
 * {@code |A - q*C| < 2^63}, and {@code x + A} does not overflow. In the combination pass each product
 * of a digit and a cofactor is below {@code 2^60}, the two of them plus a carry below {@code 2^34}
 * stay below {@code 2^61}: a signed long holds them, and the arithmetic shift keeps the carry exact.
 */
final class LehmerGcd {

    private static final int BITS = Magnitude.BITS;
    private static final int TOP = 62;
    private static final long MAX_QUOTIENT = 1L << 30;
    private static final long MAX_COFACTOR = 1L << 32;

    private LehmerGcd() {
    }

    /** {@code gcd(a, b)} of trimmed magnitudes ({@code gcd(0, b) = b}). */
    static int[] gcd(int[] a, int[] b) {
        if (Magnitude.compare(a, b) < 0) {
            int[] t = a;
            a = b;
            b = t;
        }
        while (b.length > 0) {
            long bits = Magnitude.bitLength(a);
            if (bits <= TOP) {
                return Magnitude.ofUnsignedLong(gcd(Magnitude.lowLong(a), Magnitude.lowLong(b)));
            }
            long[] c = cofactors(a, b);
            if (c[1] == 0) {
                int[] r = Division.divideAndRemainder(a, b)[1];
                a = b;
                b = r;
            } else {
                int[] na = combine(c[0], a, c[1], b);
                b = combine(c[2], a, c[3], b);
                a = na;
            }
        }
        return a;
    }

    /**
     * The cofactors {@code {A, B, C, D}} of the Euclid steps on {@code a >= b > 0} (with
     * {@code bitLength(a) > 62}) that the leading 62 bits prove: afterwards the pair is
     * {@code (A a + B b, C a + D b)}. {@code B == 0} when not even one step is proven.
     */
    static long[] cofactors(int[] a, int[] b) {
        long shift = Magnitude.bitLength(a) - TOP;
        long x = top(a, shift);
        long y = top(b, shift);
        long ca = 1;
        long cb = 0;
        long cc = 0;
        long cd = 1;
        while (y + cc > 0 && y + cd > 0) {
            long q = (x + ca) / (y + cc);
            if (q != (x + cb) / (y + cd) || q >= MAX_QUOTIENT) {
                break;
            }
            long nc = ca - q * cc;
            long nd = cb - q * cd;
            if (Math.abs(nc) >= MAX_COFACTOR || Math.abs(nd) >= MAX_COFACTOR) {
                break;
            }
            ca = cc;
            cc = nc;
            cb = cd;
            cd = nd;
            long t = x - q * y;
            x = y;
            y = t;
        }
        return new long[] {ca, cb, cc, cd};
    }

    /** Euclid on non-negative longs. */
    private static long gcd(long a, long b) {
        while (b != 0) {
            long t = a % b;
            a = b;
            b = t;
        }
        return a;
    }

    /** {@code floor(a / 2^shift)} for {@code a < 2^(shift + 62)}, read without a shifted copy. */
    private static long top(int[] a, long shift) {
        int i = (int) (shift / BITS);
        int off = (int) (shift % BITS);
        long v = i < a.length ? a[i] >>> off : 0;
        // Digit i+j lands at bit 28j - off; every set bit of it lies below bit 62, so the shift is < 62.
        for (int j = 1; i + j < a.length && 28 * j - off < TOP; j++) {
            v |= (long) a[i + j] << (28 * j - off);
        }
        return v;
    }

    /** {@code p*u + q*v}, known to be non-negative and no longer than the longer input; {@code |p|, |q| < 2^32}. */
    static int[] combine(long p, int[] u, long q, int[] v) {
        int n = Math.max(u.length, v.length);
        int[] r = new int[n];
        long carry = 0;
        for (int i = 0; i < n; i++) {
            long ui = i < u.length ? u[i] : 0;
            long vi = i < v.length ? v[i] : 0;
            long t = p * ui + q * vi + carry; // |t| < 2^61, see the class comment
            r[i] = (int) (t & Magnitude.MASK);
            carry = t >> BITS;
        }
        return Magnitude.trim(r);
    }
}
