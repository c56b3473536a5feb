package dev.lanecrypt.math;

import dev.lanecrypt.math.kernel.MulKernel;
import java.util.Arrays;

/**
 * Schoolbook operations on magnitudes: {@code int[]} of 28-bit digits, least significant first
 * (LibTomMath's {@code s_mp_add}, {@code s_mp_sub}, {@code mp_cmp_mag}, {@code mp_mul_2d},
 * {@code mp_div_2d}; HAC 14.7 and 14.9). A <em>trimmed</em> magnitude has no zero top digit, so zero
 * is the empty array. Inputs are never modified unless a method says so.
 *
 * <p>Carry bounds: every sum below is of at most two digits below {@code 2^28} and a carry of 0 or 1,
 * so below {@code 2^29}: it fits an {@code int} with room to spare; every difference is at least
 * {@code -(2^28 - 1) - 1 = -2^28}, so one borrow of {@code 2^28} restores it.
 */
final class Magnitude {

    static final int BITS = MulKernel.DIGIT_BIT;
    static final int MASK = MulKernel.DIGIT_MASK;
    static final int[] ZERO = new int[0];

    /**
     * The supported range, BigInteger's: its magnitude is at most {@code MAX_MAG_LENGTH = 2^26} ints
     * ({@code Integer.MAX_VALUE / Integer.SIZE + 1}) and, at that length, a top int below {@code 2^31}
     * ({@code checkRange()}), so a magnitude has at most {@code 2^31 - 1} bits. Every MpInt stays inside
     * it, so every MpInt converts to a BigInteger and {@code bitLength()} fits an {@code int}.
     */
    static final long MAX_BITS = Integer.MAX_VALUE;

    /** Digit lengths below this hold fewer than {@link #MAX_BITS} bits, so no range check is needed. */
    static final int MIN_CHECKED_DIGITS = (int) (MAX_BITS / BITS);

    private Magnitude() {
    }

    /**
     * The one range check: throws BigInteger's {@code ArithmeticException} (with "MpInt") when a
     * magnitude of {@code bits} bits (exact, or a lower bound known before computing it) is outside the
     * supported range ({@link #MAX_BITS}).
     */
    static void checkRange(long bits) {
        if (bits > MAX_BITS) {
            throw overflow();
        }
    }

    /** BigInteger's {@code reportOverflow()}, for the few refusals decided by an estimate, not a length. */
    static ArithmeticException overflow() {
        return new ArithmeticException("MpInt would overflow supported range");
    }

    /** The first {@code len} digits of {@code a} without zero top digits (a copy only if shortened). */
    static int[] trim(int[] a, int len) {
        while (len > 0 && a[len - 1] == 0) {
            len--;
        }
        return len == a.length ? a : Arrays.copyOf(a, len);
    }

    static int[] trim(int[] a) {
        return trim(a, a.length);
    }

    /** Magnitude of {@code v} read as unsigned 64-bit (so {@code Long.MIN_VALUE} gives {@code 2^63}). */
    static int[] ofUnsignedLong(long v) {
        int[] d = new int[3];
        int n = 0;
        while (v != 0) {
            d[n++] = (int) (v & MASK);
            v >>>= BITS;
        }
        return Arrays.copyOf(d, n);
    }

    /** Low 64 bits of a magnitude (higher digits are dropped). */
    static long lowLong(int[] a) {
        long v = 0;
        for (int i = Math.min(a.length, 3) - 1; i >= 0; i--) {
            v = (v << BITS) | a[i];
        }
        return v;
    }

    /** Sign of {@code a - b} for trimmed magnitudes. */
    static int compare(int[] a, int[] b) {
        if (a.length != b.length) {
            return a.length < b.length ? -1 : 1;
        }
        for (int i = a.length - 1; i >= 0; i--) {
            if (a[i] != b[i]) {
                return a[i] < b[i] ? -1 : 1;
            }
        }
        return 0;
    }

    /** {@code a + b}, trimmed when the inputs are. */
    static int[] add(int[] a, int[] b) {
        if (a.length < b.length) {
            int[] t = a;
            a = b;
            b = t;
        }
        int[] r = new int[a.length];
        int carry = 0;
        int i = 0;
        for (; i < b.length; i++) {
            int s = a[i] + b[i] + carry; // < 2^29
            r[i] = s & MASK;
            carry = s >>> BITS;
        }
        for (; i < a.length; i++) {
            int s = a[i] + carry;
            r[i] = s & MASK;
            carry = s >>> BITS;
        }
        if (carry != 0) { // only then one digit longer (sized for the common case: no copy to trim)
            r = Arrays.copyOf(r, a.length + 1);
            r[a.length] = carry;
        }
        return r;
    }

    /** {@code a - b} for {@code a >= b}, trimmed. */
    static int[] subtract(int[] a, int[] b) {
        int[] r = new int[a.length];
        int borrow = 0;
        int i = 0;
        for (; i < b.length; i++) {
            int d = a[i] - b[i] - borrow; // >= -2^28
            r[i] = d & MASK;
            borrow = d >>> 31;
        }
        for (; i < a.length; i++) {
            int d = a[i] - borrow;
            r[i] = d & MASK;
            borrow = d >>> 31;
        }
        return trim(r);
    }

    /**
     * In place: {@code acc[off ..] += b[0 .. bLen)}, the carry running up {@code acc}; the caller
     * guarantees the sum fits {@code acc}.
     */
    static void addInto(int[] acc, int off, int[] b, int bLen) {
        int carry = 0;
        int i = 0;
        for (; i < bLen; i++) {
            int s = acc[off + i] + b[i] + carry; // < 2^29
            acc[off + i] = s & MASK;
            carry = s >>> BITS;
        }
        for (int k = off + i; carry != 0; k++) {
            int s = acc[k] + carry;
            acc[k] = s & MASK;
            carry = s >>> BITS;
        }
    }

    /**
     * In place: {@code acc[off ..] -= b[0 .. bLen)}, the borrow running up {@code acc}; the caller
     * guarantees the result is not negative.
     */
    static void subtractInto(int[] acc, int off, int[] b, int bLen) {
        int borrow = 0;
        int i = 0;
        for (; i < bLen; i++) {
            int d = acc[off + i] - b[i] - borrow; // >= -2^28
            acc[off + i] = d & MASK;
            borrow = d >>> 31;
        }
        for (int k = off + i; borrow != 0; k++) {
            int d = acc[k] - borrow;
            acc[k] = d & MASK;
            borrow = d >>> 31;
        }
    }

    /** {@code a + 1}. */
    static int[] increment(int[] a) {
        return add(a, new int[] {1});
    }

    /** {@code a - 1} for {@code a >= 1}. */
    static int[] decrement(int[] a) {
        return subtract(a, new int[] {1});
    }

    /** Bits in a trimmed magnitude. */
    static long bitLength(int[] a) {
        if (a.length == 0) {
            return 0;
        }
        return (long) (a.length - 1) * BITS + (32 - Integer.numberOfLeadingZeros(a[a.length - 1]));
    }

    static boolean testBit(int[] a, long n) {
        long digit = n / BITS;
        return digit < a.length && ((a[(int) digit] >>> (int) (n % BITS)) & 1) != 0;
    }

    /** Index of the lowest set bit of a non-zero magnitude. */
    static long lowestSetBit(int[] a) {
        int i = 0;
        while (a[i] == 0) {
            i++;
        }
        return (long) i * BITS + Integer.numberOfTrailingZeros(a[i]);
    }

    static long bitCount(int[] a) {
        long c = 0;
        for (int d : a) {
            c += Integer.bitCount(d);
        }
        return c;
    }

    /** {@code a * 2^n}, trimmed when {@code a} is. */
    static int[] shiftLeft(int[] a, long n) {
        if (a.length == 0) {
            return a;
        }
        checkRange(bitLength(a) + n); // before the allocation, which may not fit otherwise
        long digitsLong = n / BITS + a.length + 1;
        int digits = (int) (n / BITS);
        int bits = (int) (n % BITS);
        int[] r = new int[(int) digitsLong];
        if (bits == 0) {
            System.arraycopy(a, 0, r, digits, a.length);
        } else {
            int carry = 0;
            for (int i = 0; i < a.length; i++) {
                r[digits + i] = ((a[i] << bits) & MASK) | carry;
                carry = a[i] >>> (BITS - bits);
            }
            r[digits + a.length] = carry;
        }
        return trim(r);
    }

    /** {@code floor(a / 2^n)}, trimmed. */
    static int[] shiftRight(int[] a, long n) {
        long digitsLong = n / BITS;
        if (digitsLong >= a.length) {
            return ZERO;
        }
        int digits = (int) digitsLong;
        int bits = (int) (n % BITS);
        int[] r = new int[a.length - digits];
        if (bits == 0) {
            System.arraycopy(a, digits, r, 0, r.length);
        } else {
            for (int i = 0; i < r.length; i++) {
                int hi = digits + i + 1 < a.length ? a[digits + i + 1] : 0;
                r[i] = (a[digits + i] >>> bits) | ((hi << (BITS - bits)) & MASK);
            }
        }
        return trim(r);
    }

    /** Whether any of the low {@code n} bits of {@code a} is set. */
    static boolean anyLowBits(int[] a, long n) {
        long full = Math.min(n / BITS, a.length);
        for (int i = 0; i < full; i++) {
            if (a[i] != 0) {
                return true;
            }
        }
        int bits = (int) (n % BITS);
        return full < a.length && bits != 0 && (a[(int) full] & ((1 << bits) - 1)) != 0;
    }
}
