package dev.lanecrypt.math;

/**
 * The Jacobi symbol {@code (a/n)} by batched non-negative divsteps: Bernstein and Yang's divsteps ("Fast
 * constant-time gcd computation and modular inversion", 2019) decide every step from the low bits of
 * {@code f} and {@code g} alone, so 62 steps run on one 64-bit word each and their effect on the full values
 * is one 2x2 matrix; Hamburg ("Computing the Jacobi symbol using Bernstein-Yang", ePrint 2021/1271) showed
 * the symbol can be followed through them from the same low bits. The variant here adds instead of
 * subtracting ({@code g <- (g + f)/2}), as libsecp256k1's variable-time Jacobi does, so both values stay in
 * {@code [0, n]}, every matrix entry is non-negative and no sign ever needs the high bits.
 *
 * <p>The state is {@code (eta, f, g, J)} with {@code f} odd, the invariant {@code J * (g/f) = (a/n)}, starting
 * from {@code (-1, n, a mod n, 1)}. One step: if {@code g} is odd and {@code eta < 0}, swap {@code f} and
 * {@code g} (reciprocity: {@code J} flips when both are 3 mod 4) and negate {@code eta}; if {@code g} is odd,
 * {@code g += f} (no change: {@code (g+f/f) = (g/f)}); then {@code g /= 2} ({@code J} flips when
 * {@code f = 3, 5 mod 8}) and {@code eta -= 1}. Only {@code f mod 8} and {@code g mod 4} are read, and after
 * {@code k} steps on the low 64 bits the low {@code 64 - k} bits are still exact, so a batch of 62 steps
 * needs no other bit. The symbol is known once {@code g = 0} ({@code (0/f) = [f = 1]}), {@code f = 1}, or
 * {@code f = g} (the fixed point; {@code (f/f) = [f = 1]}); a 2048-bit symbol takes about 98 batches (3.0
 * steps per bit, simulated; the maximum seen over 300 random pairs was 101).
 *
 * <p>The adding variant is slow on skewed states (a small value against a large one, {@code g} within a few
 * bits of {@code f}: up to 7.5 steps per bit, against 3.0 for random values), so between batches such a
 * state takes one exact step on the whole values instead (Euclid's, or {@code g <- f - g}); random values
 * never need it. No bound on the number of batches is proven for the adding variant, so a batch limit (6
 * steps per bit) hands anything slower to {@link BinaryJacobi}, which always terminates: the answer is exact
 * either way.
 *
 * <p>Cost, Zen 5, one JVM, interleaved with {@link BinaryJacobi} on the same values (ffdhe2048's prime and
 * random values below it): 28-34 us against 50-63 us; 3072 bits 50-54 against 96-103; 4096 bits 78-83 against
 * 156-165. Per batch about 120-170 ns of steps (a data-dependent loop over the odd values of g) and the
 * matrix on the limbs left (8 multiplies a limb, 85 ns at 17 limbs).
 *
 * <p>Variable time: for public values only (a Diffie-Hellman peer's public value, the subgroup test of a
 * safe-prime group).
 */
public final class DivstepJacobi {

    /** Steps per batch: bits 0-2 of f and g stay exact for 62 halvings of a 64-bit word. */
    private static final int STEPS = 62;
    private static final long M62 = (1L << 62) - 1;
    /** Length skew (bits) past which a state is rebalanced by one exact step on the whole values. */
    private static final int SKEW = 24;
    /** Returned by the core when the batch limit ran out. */
    static final int UNKNOWN = 2;

    private DivstepJacobi() {
    }

    /**
     * {@code (a/n)}: 1, -1 or 0, for {@code a >= 0} and odd {@code n > 0}.
     *
     * @throws ArithmeticException if {@code n} is not odd and positive, or {@code a} is negative
     */
    public static int symbol(MpInt a, MpInt n) {
        return symbol(a, n, batchLimit(n.bitLength()));
    }

    /** {@link #symbol(MpInt, MpInt)} with a given batch limit (tests drive the fallback with a small one). */
    static int symbol(MpInt a, MpInt n, int batches) {
        if (n.signum() <= 0 || !n.testBit(0)) {
            throw new ArithmeticException("Jacobi symbol needs an odd positive modulus");
        }
        if (a.signum() < 0) {
            throw new ArithmeticException("Jacobi symbol of a negative value");
        }
        MpInt r = a.compareTo(n) < 0 ? a : a.mod(n);
        int len = Math.max(1, (n.bitLength() + 61) / 62);
        int j = symbol(limbs62(n, len), limbs62(r, len), len, batches);
        return j != UNKNOWN ? j : BinaryJacobi.symbol(r, n);
    }

    /** Six steps per bit of n in batches of 62, at least two batches. */
    static int batchLimit(int bits) {
        return (6 * bits) / STEPS + 2;
    }

    /** The little-endian 62-bit limbs of {@code 0 <= x < 2^(62 len)}, in {@code len + 1} longs (a zero spare). */
    static long[] limbs62(MpInt x, int len) {
        long[] w = new long[len + 1];
        fill(w, x);
        return w;
    }

    /** ORs the 62-bit limbs of {@code x >= 0} into w (zero, long enough). */
    private static void fill(long[] w, MpInt x) {
        for (int bit = 0, d = 0; d < x.digitLength(); d++, bit += 28) {
            long v = x.digit(d);
            int limb = bit / 62;
            int at = bit % 62;
            w[limb] |= (v << at) & M62;
            if (at > 34) {
                w[limb + 1] |= v >>> (62 - at);
            }
        }
    }

    /**
     * {@code J * (g/f)} for odd {@code f > 0}, {@code 0 <= g <= f}, both in {@code len} 62-bit limbs (arrays one
     * longer, spare zero); both arrays are consumed. {@link #UNKNOWN} when {@code batches} ran out.
     */
    static int symbol(long[] f, long[] g, int len, int batches) {
        int eta = -1;
        long jac = 0; // bit 0: J = -1
        for (int batch = 0; batch <= batches; batch++) {
            int known = known(f, g, len);
            if (known != UNKNOWN) {
                return known == 1 && (jac & 1) == 1 ? -1 : known;
            }
            if (batch == batches) {
                break;
            }
            if (unbalanced(f, g, len)) {
                jac ^= rebalance(f, g, len);
                eta = -1;
                continue;
            }
            long f0 = f[0] | (f[1] << 62);
            long g0 = g[0] | (g[1] << 62);
            // transition matrix, scaled by 2^(steps so far): 2^k f_k = u f + v g, 2^k g_k = q f + r g.
            // Bound: each row sums to at most 2^k (a halving doubles the f row, an addition makes the g row
            // the sum of two rows each at most 2^k), so after 62 steps every entry is in [0, 2^62].
            long u = 1;
            long v = 0;
            long q = 0;
            long r = 1;
            int left = STEPS;
            while (true) {
                // the halvings up to the next odd g, at most the steps left
                int zeros = Long.numberOfTrailingZeros(g0 | (-1L << left));
                g0 >>>= zeros;
                u <<= zeros;
                v <<= zeros;
                eta -= zeros;
                left -= zeros;
                // (2/f) = -1 for f = 3, 5 (mod 8): bit 1 xor bit 2 of f; it counts once per halving
                jac ^= zeros & ((f0 >>> 1) ^ (f0 >>> 2));
                if (left == 0) {
                    break;
                }
                // swap when eta < 0, by masks (the sign is a coin toss on real values: a branch on it
                // mispredicted, 170 against 120 ns a batch); (g/f) = (f/g) * (-1)^((f-1)/2 (g-1)/2), both odd
                // and positive
                long swap = eta >> 31;
                jac ^= swap & ((f0 & g0) >>> 1);
                long t = (f0 ^ g0) & swap;
                f0 ^= t;
                g0 ^= t;
                t = (u ^ q) & swap;
                u ^= t;
                q ^= t;
                t = (v ^ r) & swap;
                v ^= t;
                r ^= t;
                eta = (eta ^ (int) swap) - (int) swap;
                // g odd: g += f, then the halving that follows is the next iteration's first zero
                g0 += f0;
                q += u;
                r += v;
            }
            apply(f, g, len, u, v, q, r);
            while (len > 1 && f[len - 1] == 0 && g[len - 1] == 0) {
                len--;
            }
        }
        return UNKNOWN;
    }

    /**
     * Whether the state is one the divsteps are slow on: one value {@link #SKEW} bits longer than the other
     * (the shorter one then takes that many steps per swap; a small peer value, or a batch after
     * {@code g = 0 mod f}), or both of one length and within {@code 2^(length - SKEW)} of each other
     * ({@code g = f - k} for a small k, the all-ones moduli). Random values never are (no rebalance in 300
     * simulated 2048-bit symbols); structured ones took 7.5 steps per bit without this.
     */
    private static boolean unbalanced(long[] f, long[] g, int len) {
        int bf = bitLength(f, len);
        int bg = bitLength(g, len);
        if (bf > bg + SKEW || bg > bf + SKEW) {
            return true;
        }
        if (bf != bg || bf < 62 + SKEW) {
            return false;
        }
        long d = window(f, bf - 62) - window(g, bf - 62);
        return Math.abs(d) < 1L << (62 - SKEW);
    }

    private static int bitLength(long[] x, int len) {
        int k = len - 1;
        while (k > 0 && x[k] == 0) {
            k--;
        }
        return 62 * k + 64 - Long.numberOfLeadingZeros(x[k]);
    }

    /** Bits {@code [at, at + 62)} of x (the limb above is the zero spare at most). */
    private static long window(long[] x, int at) {
        int k = at / 62;
        int b = at % 62;
        return ((x[k] >>> b) | (x[k + 1] << (62 - b))) & M62;
    }

    /**
     * One exact step on the whole values for an {@link #unbalanced} state, through {@link MpInt} (a rare path):
     * {@code g > f}: {@code g mod f}; {@code g} near {@code f}: {@code f - g} (the symbol times
     * {@code (-1/f)}); {@code g} much shorter: the factors of two leave {@code g} ({@code (2/f)} each), then
     * reciprocity and {@code (f mod g / g)}, Euclid's step. Returns the flip in bit 0.
     */
    private static long rebalance(long[] f, long[] g, int len) {
        MpInt mf = toMpInt(f, len);
        MpInt mg = toMpInt(g, len);
        int c = mg.compareTo(mf);
        long flip = 0;
        if (c > 0) {
            mg = mg.bitLength() > mf.bitLength() + SKEW ? mg.mod(mf) : mg.subtract(mf);
        } else if (mg.bitLength() + SKEW >= mf.bitLength()) {
            mg = mf.subtract(mg);
            flip = (mf.digit(0) >>> 1) & 1; // (-1/f) = -1 for f = 3 (mod 4)
        } else {
            int s = mg.getLowestSetBit();
            mg = mg.shiftRight(s);
            int f8 = mf.digit(0) & 7;
            flip = s & ((f8 >>> 1) ^ (f8 >>> 2));
            flip ^= (mf.digit(0) & mg.digit(0)) >>> 1 & 1;
            MpInt t = mf;
            mf = mg;
            mg = t.mod(mg);
        }
        java.util.Arrays.fill(f, 0L);
        java.util.Arrays.fill(g, 0L);
        fill(f, mf);
        fill(g, mg);
        return flip;
    }

    private static MpInt toMpInt(long[] x, int len) {
        int[] digits = new int[(62 * len + 27) / 28];
        for (int d = 0, bit = 0; d < digits.length; d++, bit += 28) {
            int k = bit / 62;
            int b = bit % 62;
            long v = x[k] >>> b;
            if (b > 34) {
                v |= x[k + 1] << (62 - b);
            }
            digits[d] = (int) (v & ((1 << 28) - 1));
        }
        return MpInt.fromDigits(digits);
    }

    /** {@code (g/f)} when the state decides it (1 or 0), else {@link #UNKNOWN}. */
    private static int known(long[] f, long[] g, int len) {
        boolean fIsOne = f[0] == 1;
        boolean gIsZero = g[0] == 0;
        boolean equal = f[0] == g[0];
        for (int k = 1; k < len; k++) {
            fIsOne &= f[k] == 0;
            gIsZero &= g[k] == 0;
            equal &= f[k] == g[k];
        }
        if (fIsOne) {
            return 1;          // (g/1) = 1
        }
        if (gIsZero || equal) {
            return 0;          // (0/f) and (f/f) for f > 1
        }
        return UNKNOWN;
    }

    /**
     * {@code f <- (u f + v g) / 2^62}, {@code g <- (q f + r g) / 2^62} in place, the divisions exact (the
     * batch made the low 62 bits zero). Bound: entries at most 2^62 with {@code u + v, q + r <= 2^62} and limbs
     * below 2^62, so a limb's sum {@code u f_k + v g_k + c < 2^124 + c}, and with the carry
     * {@code c <= 2^62 + 1} the next carry is again at most {@code 2^62 + 1}; the low parts add three values
     * below 2^62 (under 2^64 unsigned), the high parts three below 2^62 and at most 2.
     */
    private static void apply(long[] f, long[] g, int len, long u, long v, long q, long r) {
        long cf = 0;
        long cg = 0;
        for (int k = 0; k < len; k++) {
            long fk = f[k];
            long gk = g[k];
            long uf = u * fk;
            long vg = v * gk;
            long qf = q * fk;
            long rg = r * gk;
            long lf = (uf & M62) + (vg & M62) + (cf & M62);
            long lg = (qf & M62) + (rg & M62) + (cg & M62);
            cf = ((Math.multiplyHigh(u, fk) << 2) | (uf >>> 62)) + ((Math.multiplyHigh(v, gk) << 2) | (vg >>> 62))
                    + (cf >>> 62) + (lf >>> 62);
            cg = ((Math.multiplyHigh(q, fk) << 2) | (qf >>> 62)) + ((Math.multiplyHigh(r, gk) << 2) | (rg >>> 62))
                    + (cg >>> 62) + (lg >>> 62);
            if (k > 0) {
                f[k - 1] = lf & M62;
                g[k - 1] = lg & M62;
            }
        }
        f[len - 1] = cf;
        g[len - 1] = cg;
    }
}
