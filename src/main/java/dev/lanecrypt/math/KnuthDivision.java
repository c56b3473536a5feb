package dev.lanecrypt.math;

/**
 * Division of magnitudes by Knuth's Algorithm D (TAOCP vol. 2, 4.3.1; HAC 14.20) in base
 * {@code B = 2^28}, with a one-digit fast path (HAC 14.20's special case, plain short division).
 *
 * <p>D1 normalizes: both operands are shifted left until the divisor's top digit has bit 27 set, so
 * the trial quotient {@code qhat = (u[j+n]*B + u[j+n-1]) / v[n-1]} is at most 2 too large (Knuth's
 * Theorem B) and the D3 test with {@code v[n-2]} leaves at most one add-back.
 *
 * <p>Bounds: {@code u[j+n]*B + u[j+n-1] < 2^56}; after D3 {@code qhat < B}, so each product
 * {@code qhat * v[i] + carry < (2^28-1)^2 + 2^28 < 2^56} fits a long, and its carry stays below
 * {@code 2^28}. Each digit difference is at least {@code -(2^28-1) - 1 = -2^28}: one borrow restores it.
 * In D3, {@code qhat * v[n-2] < 2^29 * 2^28} and {@code rhat < B} keeps {@code rhat*B + u < 2^56}.
 */
final class KnuthDivision {

    private static final int BITS = Magnitude.BITS;
    private static final long MASK = Magnitude.MASK;
    private static final long BASE = 1L << BITS;

    private KnuthDivision() {
    }

    /** {@code {u / v, u mod v}} for trimmed magnitudes, {@code v} non-zero; both results trimmed. */
    static int[][] divideAndRemainder(int[] u, int[] v) {
        if (Magnitude.compare(u, v) < 0) {
            return new int[][] {Magnitude.ZERO, u};
        }
        if (v.length == 1) {
            int[] q = new int[u.length];
            int r = divideByDigit(u, v[0], q);
            return new int[][] {Magnitude.trim(q), r == 0 ? Magnitude.ZERO : new int[] {r}};
        }
        int n = v.length;
        int m = u.length - n;
        int shift = BITS - (32 - Integer.numberOfLeadingZeros(v[n - 1]));
        int[] vn = shiftLeftBits(v, n, shift);
        int[] un = shiftLeftBits(u, u.length + 1, shift);
        int[] q = new int[m + 1];
        long vTop = vn[n - 1];
        long vNext = vn[n - 2];
        for (int j = m; j >= 0; j--) {
            // D3: estimate qhat from the top two digits, then correct it with the next one.
            long num = ((long) un[j + n] << BITS) | un[j + n - 1];
            long qhat = num / vTop;
            long rhat = num - qhat * vTop;
            while (qhat >= BASE || qhat * vNext > ((rhat << BITS) | un[j + n - 2])) {
                qhat--;
                rhat += vTop;
                if (rhat >= BASE) {
                    break;
                }
            }
            // D4: un[j .. j+n] -= qhat * vn.
            long carry = 0;
            long borrow = 0;
            for (int i = 0; i < n; i++) {
                long p = qhat * vn[i] + carry; // < 2^56
                carry = p >>> BITS;
                long d = un[i + j] - (p & MASK) - borrow; // >= -2^28
                un[i + j] = (int) (d & MASK);
                borrow = d >>> 63;
            }
            long top = un[j + n] - carry - borrow;
            un[j + n] = (int) (top & MASK);
            if (top < 0) {
                // D6: qhat was one too large (probability about 2/B); add vn back.
                qhat--;
                long c = 0;
                for (int i = 0; i < n; i++) {
                    long s = un[i + j] + vn[i] + c; // < 2^29
                    un[i + j] = (int) (s & MASK);
                    c = s >>> BITS;
                }
                un[j + n] = (int) ((un[j + n] + c) & MASK);
            }
            q[j] = (int) qhat;
        }
        // D8: the remainder is un[0 .. n) shifted back.
        int[] r = Magnitude.shiftRight(Magnitude.trim(un, n), shift);
        return new int[][] {Magnitude.trim(q), r};
    }

    /** {@code q = u / d} (q as long as u), returns {@code u mod d}; {@code 0 < d < 2^28}. */
    static int divideByDigit(int[] u, int d, int[] q) {
        return divideByDigit(u, u.length, d, q);
    }

    /**
     * {@code q[0 .. len) = u[0 .. len) / d}, returns the remainder; {@code 0 < d < 2^28}; {@code q}
     * may be {@code u} (each digit is read before it is written).
     */
    static int divideByDigit(int[] u, int len, int d, int[] q) {
        long r = 0;
        for (int i = len - 1; i >= 0; i--) {
            long num = (r << BITS) | u[i]; // r < d < 2^28, so num < 2^56
            q[i] = (int) (num / d);
            r = num % d;
        }
        return (int) r;
    }

    /** {@code u mod d} for {@code 0 < d < 2^28}. */
    static int remainderByDigit(int[] u, int d) {
        long r = 0;
        for (int i = u.length - 1; i >= 0; i--) {
            r = ((r << BITS) | u[i]) % d; // r < 2^28 before the shift, so below 2^56
        }
        return (int) r;
    }

    /** The first {@code len} digits of {@code a * 2^shift}, {@code 0 <= shift < 28}, as a new array. */
    private static int[] shiftLeftBits(int[] a, int len, int shift) {
        int[] r = new int[len];
        int carry = 0;
        for (int i = 0; i < a.length; i++) {
            r[i] = ((a[i] << shift) & Magnitude.MASK) | carry;
            carry = shift == 0 ? 0 : a[i] >>> (BITS - shift);
        }
        if (a.length < len) {
            r[a.length] = carry;
        }
        return r;
    }
}
