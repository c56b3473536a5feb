package dev.lanecrypt.math;

/**
 * Integer square root with remainder by Zimmermann's "Karatsuba Square Root" (P. Zimmermann, INRIA
 * RR-3805, 1999, Algorithm SqrtRem; GMP's {@code mpn_dc_sqrtrem}), on bits rather than words. For
 * {@code n} of {@code 2m - 1} or {@code 2m} bits (so its top two bits are not both zero: normalized),
 * with {@code l = floor(m/2) <= h = m - l} and {@code n = a3a2 * 2^(2l) + a1 * 2^l + a0}
 * ({@code a1, a0 < 2^l}):
 * <pre>
 *   (s', r') = SqrtRem(a3a2)                  -- a3a2 has 2h - 1 or 2h bits: normalized again
 *   (q, u)   = DivRem(r' * 2^l + a1, 2 s')
 *   s = s' * 2^l + q,  r = u * 2^l + a0 - q^2
 *   if r < 0:  r = r + 2s - 1,  s = s - 1
 * </pre>
 * Zimmermann's Theorem 1: with {@code s' >= 2^(h-1) >= 2^(l-1)} (from the normalization), {@code q <=
 * 2^l} and one correction suffices. Each level costs one division of about {@code m} by {@code m/2}
 * bits ({@link Division}: Burnikel-Ziegler when large) and one square of {@code m/2} bits, and there is a
 * single recursive call on the top half, so the whole is a small multiple of the top level's division,
 * a quarter of {@code n}'s size: far below Newton's iteration, which divides {@code n} itself. The
 * recursion ends at {@code n < 2^62}, taken in double precision and corrected in 64-bit arithmetic.
 */
final class KaratsubaSqrt {

    private KaratsubaSqrt() {
    }

    /** {@code floor(sqrt(n))} of a trimmed magnitude. */
    static int[] sqrt(int[] n) {
        if (n.length == 0) {
            return Magnitude.ZERO;
        }
        return sqrtRem(n, (Magnitude.bitLength(n) + 1) / 2)[0];
    }

    /** {@code {s, n - s^2}} with {@code s = floor(sqrt(n))}, for a trimmed {@code n} of {@code 2m - 1} or {@code 2m} bits. */
    static int[][] sqrtRem(int[] n, long m) {
        if (m <= 31) {
            long v = Magnitude.lowLong(n); // n < 2^62
            long s = (long) Math.sqrt((double) v); // within one of the root (v rounded to 53 bits)
            while (s * s > v) {
                s--;
            }
            while ((s + 1) * (s + 1) <= v) { // s < 2^31: no overflow
                s++;
            }
            return new int[][] {Magnitude.ofUnsignedLong(s), Magnitude.ofUnsignedLong(v - s * s)};
        }
        long l = m / 2;
        long h = m - l;
        int[][] sr = sqrtRem(Magnitude.shiftRight(n, 2 * l), h);
        int[] a1 = Magnitude.shiftRight(lowBits(n, 2 * l), l);
        int[] a0 = lowBits(n, l);
        int[][] qu = Division.divideAndRemainder(Magnitude.add(Magnitude.shiftLeft(sr[1], l), a1),
                Magnitude.shiftLeft(sr[0], 1));
        int[] q = qu[0];
        int[] s = Magnitude.add(Magnitude.shiftLeft(sr[0], l), q);
        int[] plus = Magnitude.add(Magnitude.shiftLeft(qu[1], l), a0); // r = plus - q^2
        int[] q2 = Multiplication.square(q);
        if (Magnitude.compare(plus, q2) >= 0) {
            return new int[][] {s, Magnitude.subtract(plus, q2)};
        }
        // r < 0: r + 2s - 1 = plus + 2s - 1 - q^2, non-negative by the theorem; s - 1.
        int[] r = Magnitude.subtract(Magnitude.add(plus, Magnitude.shiftLeft(s, 1)), Magnitude.add(q2, ONE));
        return new int[][] {Magnitude.subtract(s, ONE), r};
    }

    private static final int[] ONE = {1};

    /** {@code a mod 2^bits}, trimmed. */
    private static int[] lowBits(int[] a, long bits) {
        long digits = (bits + Magnitude.BITS - 1) / Magnitude.BITS;
        if (digits >= a.length) {
            return a;
        }
        int[] r = java.util.Arrays.copyOf(a, (int) digits);
        int extra = (int) (digits * Magnitude.BITS - bits);
        r[r.length - 1] &= Magnitude.MASK >>> extra;
        return Magnitude.trim(r);
    }
}
