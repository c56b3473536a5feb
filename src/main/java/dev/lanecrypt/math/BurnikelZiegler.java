package dev.lanecrypt.math;

import java.util.Arrays;

/**
 * Recursive division (C. Burnikel and J. Ziegler, "Fast Recursive Division", MPI-I-98-1-022, 1998;
 * the layout of {@code MutableBigInteger.divideAndRemainderBurnikelZiegler}), in base {@code B = 2^28}.
 * Its two mutually recursive steps divide a {@code 2n}-digit number by an {@code n}-digit one
 * (Algorithm 1, {@link #divide2n1n}) and a {@code 3h}-digit number by a {@code 2h}-digit one
 * (Algorithm 2, {@link #divide3n2n}): each of the latter costs one half-size recursive division and one
 * {@code h x h} product, so the whole costs about twice a multiplication of the divisor's size
 * ({@link Multiplication}: Karatsuba or Toom-3) instead of Algorithm D's quadratic time.
 *
 * <p>Preconditions, which every step keeps for the steps it calls: the divisor is <em>normalized</em>
 * (exactly {@code n} digits, bit 27 of the top one set) and the dividend of a {@code 2n/n} step is
 * below {@code divisor * B^n}, so the quotient has at most {@code n} digits. Division of any size
 * (Algorithm 3, {@link #divideAndRemainder}) shifts both operands so that the divisor fills {@code n =
 * j * 2^k} digits with {@code j} below the cutoff, cuts the dividend into {@code t} blocks of
 * {@code n} digits, the top one with its top bit clear (so below the divisor), and runs a schoolbook
 * division of base {@code B^n} whose digit steps are {@code 2n/n} divisions. Base cases (an odd or
 * small {@code n}) go to {@link KnuthDivision}.
 *
 * <p>Algorithm 2's correction loop runs at most twice (the paper's Lemma 2, from the normalized
 * divisor: the trial quotient from the top half is at most 2 too large, as in Knuth's Theorem B).
 */
final class BurnikelZiegler {

    private BurnikelZiegler() {
    }

    /**
     * {@code {u / v, u mod v}} for trimmed magnitudes, {@code v} at least {@code 2} digits; best for
     * {@code v} of at least {@link Division#bzCutoff()} digits (below it this is Algorithm D with extra steps).
     */
    static int[][] divideAndRemainder(int[] u, int[] v) {
        if (Magnitude.compare(u, v) < 0) {
            return new int[][] {Magnitude.ZERO, u};
        }
        int s = v.length;
        int cutoff = Division.bzCutoff();
        int m = 1 << (32 - Integer.numberOfLeadingZeros(s / cutoff)); // least power of 2 with m * cutoff > s
        int j = (s + m - 1) / m;
        int n = j * m; // >= s; halving n reaches j (< cutoff... or odd) after log2(m) steps
        long sigma = (long) Magnitude.BITS * n - Magnitude.bitLength(v);
        int[] b = Magnitude.shiftLeft(v, sigma); // n digits, normalized
        int[] a = Magnitude.shiftLeft(u, sigma);
        long blockBits = (long) Magnitude.BITS * n;
        // t blocks with t * blockBits > bitLength(a): the top block's top bit is clear, so it is below b.
        int t = (int) Math.max(2, (Magnitude.bitLength(a) + blockBits) / blockBits);
        int[] q = new int[(t - 1) * n];
        int[] z = block(a, (t - 2) * n, t * n);
        for (int i = t - 2; ; i--) {
            int[][] qr = divide2n1n(z, b, n);
            System.arraycopy(qr[0], 0, q, i * n, qr[0].length); // each quotient below B^n: no overlap
            if (i == 0) {
                return new int[][] {Magnitude.trim(q), Magnitude.shiftRight(qr[1], sigma)};
            }
            z = concat(qr[1], block(a, (i - 1) * n, i * n), n);
        }
    }

    /** Algorithm 1: {@code a / b} with {@code b} normalized of {@code n} digits and {@code a < b * B^n}. */
    private static int[][] divide2n1n(int[] a, int[] b, int n) {
        if ((n & 1) != 0 || n < Division.bzCutoff()) {
            return KnuthDivision.divideAndRemainder(a, b);
        }
        int h = n / 2;
        // a = [a1 a2 a3 a4] in halves of h digits: [a1 a2 a3] / b, then [r a4] / b (each below b * B^h).
        int[][] qr1 = divide3n2n(block(a, h, a.length), b, h);
        int[][] qr2 = divide3n2n(concat(qr1[1], block(a, 0, h), h), b, h);
        return new int[][] {concat(qr1[0], qr2[0], h), qr2[1]};
    }

    /**
     * Algorithm 2: {@code a / b} with {@code b = [b1 b2]} normalized of {@code 2h} digits and
     * {@code a = [a1 a2 a3] < b * B^h}. The quotient is estimated from {@code [a1 a2] / b1} (at most 2 too
     * large), the remainder corrected by {@code qhat * b2}.
     */
    private static int[][] divide3n2n(int[] a, int[] b, int h) {
        int[] a1 = block(a, 2 * h, a.length);
        int[] b1 = block(b, h, 2 * h);
        int[] b2 = block(b, 0, h);
        int[] qhat;
        int[] r1;
        if (Magnitude.compare(a1, b1) < 0) {
            int[][] qr = divide2n1n(block(a, h, a.length), b1, h); // [a1 a2] < b1 * B^h
            qhat = qr[0];
            r1 = qr[1];
        } else {
            // a < b * B^h forces a1 == b1: qhat = B^h - 1, r1 = [a1 a2] - qhat * b1 = a2 + b1.
            qhat = new int[h];
            Arrays.fill(qhat, Magnitude.MASK);
            r1 = Magnitude.add(block(a, h, 2 * h), b1);
        }
        int[] d = Multiplication.multiply(qhat, b2);
        int[] x = concat(r1, block(a, 0, h), h); // r1 * B^h + a3
        while (Magnitude.compare(x, d) < 0) { // at most twice
            x = Magnitude.add(x, b);
            qhat = Magnitude.subtract(qhat, ONE);
        }
        return new int[][] {qhat, Magnitude.subtract(x, d)};
    }

    private static final int[] ONE = {1};

    /** Digits {@code [from, to)} of {@code a} (zero beyond its length), trimmed. */
    private static int[] block(int[] a, int from, int to) {
        if (from >= a.length) {
            return Magnitude.ZERO;
        }
        return Magnitude.trim(Arrays.copyOfRange(a, from, Math.min(to, a.length)));
    }

    /** {@code hi * B^k + lo} for {@code lo < B^k}, trimmed when {@code hi} is. */
    private static int[] concat(int[] hi, int[] lo, int k) {
        if (hi.length == 0) {
            return lo;
        }
        int[] r = Arrays.copyOf(lo, k + hi.length);
        System.arraycopy(hi, 0, r, k, hi.length);
        return r;
    }
}
