package dev.lanecrypt.math;

/**
 * The Jacobi symbol {@code (a/n)} of two multi-precision values by the binary algorithm (Cohen, "A Course
 * in Computational Algebraic Number Theory", Algorithm 1.4.10 with Stein's subtraction step; Shallit and
 * Sorenson, "A binary algorithm for the Jacobi symbol", 1993): with both odd, the larger loses the smaller
 * (reciprocity when they swap), the factors of two leave through the supplementary law
 * {@code (2/n) = (-1)^((n^2-1)/8)}. It runs on 64-bit words in place, the lengths shrinking as the values
 * do, so a 2048-bit symbol costs about 2,000 subtract-and-shift steps over at most 32 words.
 *
 * <p>Variable time: for public values only (a Diffie-Hellman peer's public value against the prime, the
 * subgroup test of a safe-prime group).
 */
public final class BinaryJacobi {

    private BinaryJacobi() {
    }

    /**
     * {@code (a/n)}: 1, -1 or 0, for {@code a >= 0} and odd {@code n > 0}.
     *
     * @throws ArithmeticException if {@code n} is not odd and positive, or {@code a} is negative
     */
    public static int symbol(MpInt a, MpInt n) {
        if (n.signum() <= 0 || !n.testBit(0)) {
            throw new ArithmeticException("Jacobi symbol needs an odd positive modulus");
        }
        if (a.signum() < 0) {
            throw new ArithmeticException("Jacobi symbol of a negative value");
        }
        MpInt r = a.compareTo(n) < 0 ? a : a.mod(n);
        return symbol(words(r), words(n));
    }

    /** The little-endian 64-bit words of {@code x >= 0}, one spare word. */
    private static long[] words(MpInt x) {
        int len = (x.bitLength() + 63) / 64 + 1;
        long[] w = new long[len];
        for (int bit = 0, d = 0; d < x.digitLength(); d++, bit += 28) {
            long v = x.digit(d);
            w[bit >>> 6] |= v << (bit & 63);
            if ((bit & 63) > 36) {
                w[(bit >>> 6) + 1] |= v >>> (64 - (bit & 63));
            }
        }
        return w;
    }

    /** {@code (a/n)} for {@code 0 <= a < n}, n odd; both arrays are consumed. */
    private static int symbol(long[] a, long[] n) {
        int la = length(a, a.length);
        int ln = length(n, n.length);
        int t = 1;
        if (la == 0) {
            return ln == 1 && n[0] == 1 ? 1 : 0;
        }
        // make a odd: (2/n)^s
        int s = trailingZeros(a, la);
        la = shiftRight(a, la, s);
        if ((s & 1) == 1 && twoIsNonResidue(n[0])) {
            t = -t;
        }
        while (la > 0) {
            // both odd here
            int c = compare(a, la, n, ln);
            if (c == 0) {
                // a = n: gcd is n, symbol 0 unless n = 1
                return ln == 1 && n[0] == 1 ? t : 0;
            }
            if (c < 0) {
                long[] tmp = a;
                a = n;
                n = tmp;
                int tl = la;
                la = ln;
                ln = tl;
                if ((a[0] & 3) == 3 && (n[0] & 3) == 3) {
                    t = -t; // reciprocity
                }
            }
            if (a[0] != n[0]) {
                // the usual case: the difference's low word is not zero, so its trailing zeros are
                // known before it is computed and one pass subtracts and shifts
                s = Long.numberOfTrailingZeros(a[0] - n[0]);
                la = subtractShift(a, la, n, ln, s);
            } else {
                la = subtract(a, la, n, ln);
                if (la == 0) {
                    break;
                }
                s = trailingZeros(a, la);
                la = shiftRight(a, la, s);
            }
            if ((s & 1) == 1 && twoIsNonResidue(n[0])) {
                t = -t;
            }
        }
        return ln == 1 && n[0] == 1 ? t : 0;
    }

    /** {@code (2/n) = -1} exactly when {@code n = 3 or 5 (mod 8)}. */
    private static boolean twoIsNonResidue(long n0) {
        long r = n0 & 7;
        return r == 3 || r == 5;
    }

    private static int length(long[] x, int len) {
        while (len > 0 && x[len - 1] == 0) {
            len--;
        }
        return len;
    }

    private static int compare(long[] a, int la, long[] b, int lb) {
        if (la != lb) {
            return la < lb ? -1 : 1;
        }
        for (int i = la - 1; i >= 0; i--) {
            if (a[i] != b[i]) {
                return Long.compareUnsigned(a[i], b[i]);
            }
        }
        return 0;
    }

    /** {@code a -= b} for {@code a > b}; returns the new length of a. */
    private static int subtract(long[] a, int la, long[] b, int lb) {
        long borrow = 0;
        for (int i = 0; i < la; i++) {
            long bi = i < lb ? b[i] : 0;
            long d = a[i] - bi - borrow;
            // borrow out: a < b + borrow as unsigned 65-bit values
            borrow = ((~a[i] & bi) | (~(a[i] ^ bi) & d)) >>> 63;
            a[i] = d;
        }
        return length(a, la);
    }

    /**
     * {@code a = (a - b) >> s} for {@code a > b}, {@code 0 < s < 64} the trailing zeros of the difference
     * (its low word is not zero); returns the new length. One pass: word {@code i} of the result takes the
     * high bits of difference word {@code i} and the low bits of word {@code i+1}.
     */
    private static int subtractShift(long[] a, int la, long[] b, int lb, int s) {
        long borrow = 0;
        long prev = 0;
        for (int i = 0; i < la; i++) {
            long bi = i < lb ? b[i] : 0;
            long ai = a[i];
            long d = ai - bi - borrow;
            borrow = ((~ai & bi) | (~(ai ^ bi) & d)) >>> 63;
            if (i > 0) {
                a[i - 1] = (prev >>> s) | (d << (64 - s));
            }
            prev = d;
        }
        a[la - 1] = prev >>> s;
        return length(a, la);
    }

    private static int trailingZeros(long[] a, int la) {
        int i = 0;
        while (a[i] == 0) {
            i++;
        }
        return 64 * i + Long.numberOfTrailingZeros(a[i]);
    }

    /** {@code a >>= s} (s below the bit length); returns the new length. */
    private static int shiftRight(long[] a, int la, int s) {
        int words = s >>> 6;
        int bits = s & 63;
        if (words > 0) {
            System.arraycopy(a, words, a, 0, la - words);
            java.util.Arrays.fill(a, la - words, la, 0L);
            la -= words;
        }
        if (bits > 0) {
            for (int i = 0; i < la - 1; i++) {
                a[i] = (a[i] >>> bits) | (a[i + 1] << (64 - bits));
            }
            a[la - 1] >>>= bits;
        }
        return length(a, la);
    }
}
