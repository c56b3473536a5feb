package dev.lanecrypt.math;

/**
 * The Jacobi symbol {@code (a/n)} for a small signed {@code a} and an odd positive multi-digit
 * {@code n} (Cohen, "A Course in Computational Algebraic Number Theory", Algorithm 1.4.10): the
 * supplementary laws for {@code -1} and {@code 2} read {@code n mod 8} from the low digit, one step of
 * quadratic reciprocity turns {@code (a/n)} into {@code (n mod a / a)}, and the rest runs on ints.
 */
final class Jacobi {

    private Jacobi() {
    }

    /** {@code (a/n)} for odd {@code n > 0}, {@code |a| < 2^28}. */
    static int symbol(int a, int[] n) {
        int nMod8 = n[0] & 7;
        int result = 1;
        if (a < 0) {
            a = -a;
            if ((nMod8 & 3) == 3) {
                result = -result; // (-1/n) = (-1)^((n-1)/2)
            }
        }
        if (a == 0) {
            return n.length == 1 && n[0] == 1 ? 1 : 0;
        }
        while ((a & 1) == 0) {
            a >>>= 1;
            if (nMod8 == 3 || nMod8 == 5) {
                result = -result; // (2/n) = (-1)^((n^2-1)/8)
            }
        }
        if ((a & 3) == 3 && (nMod8 & 3) == 3) {
            result = -result; // reciprocity: (a/n)(n/a) = (-1)^((a-1)/2 * (n-1)/2)
        }
        return result * small(KnuthDivision.remainderByDigit(n, a), a);
    }

    /** {@code (a/n)} for {@code 0 <= a}, odd {@code n > 0}, both ints. */
    private static int small(int a, int n) {
        int result = 1;
        a %= n;
        while (a != 0) {
            while ((a & 1) == 0) {
                a >>>= 1;
                int r = n & 7;
                if (r == 3 || r == 5) {
                    result = -result;
                }
            }
            int t = a;
            a = n;
            n = t;
            if ((a & 3) == 3 && (n & 3) == 3) {
                result = -result;
            }
            a %= n;
        }
        return n == 1 ? result : 0;
    }
}
