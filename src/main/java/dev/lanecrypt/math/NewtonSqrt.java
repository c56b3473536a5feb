package dev.lanecrypt.math;

/**
 * Integer square root by Newton's iteration (Crandall and Pomerance, "Prime Numbers", Algorithm
 * 9.2.11) started from a recursive estimate (the idea of Zimmermann's "Karatsuba square root",
 * INRIA RR-3805, without its remainder bookkeeping).
 *
 * <p>From any {@code x >= floor(sqrt(n))}, the iteration {@code y = floor((x + floor(n/x)) / 2)}
 * decreases strictly while {@code x > floor(sqrt(n))} and never goes below it, so the first step that
 * does not decrease returns the root. The start is {@code x = (floor(sqrt(n / 4^k)) + 1) * 2^k}, which
 * is above {@code sqrt(n)} since {@code (s + 1)^2 > floor(n / 4^k)}. With {@code k} about a quarter of
 * n's bits, its relative error is about {@code 2^-(bits/4)}, so two or three divisions finish the
 * level (Newton doubles the correct bits); the recursion halves the size, so the total is a small
 * multiple of one full-size division. Values below {@code 2^52} take the root in double precision,
 * then one correction step each way.
 */
final class NewtonSqrt {

    private NewtonSqrt() {
    }

    /** {@code floor(sqrt(n))} of a trimmed magnitude. */
    static int[] sqrt(int[] n) {
        long bits = Magnitude.bitLength(n);
        if (bits <= 52) {
            long v = Magnitude.lowLong(n);
            long r = (long) Math.sqrt((double) v); // v is exact in a double; r within 1 of the root
            while (r * r > v) {
                r--;
            }
            while ((r + 1) * (r + 1) <= v) { // r < 2^27, no overflow
                r++;
            }
            return Magnitude.ofUnsignedLong(r);
        }
        long k = bits / 4;
        int[] x = Magnitude.shiftLeft(Magnitude.increment(sqrt(Magnitude.shiftRight(n, 2 * k))), k);
        while (true) {
            int[] y = Magnitude.shiftRight(Magnitude.add(x, Division.divideAndRemainder(n, x)[0]), 1);
            if (Magnitude.compare(y, x) >= 0) {
                return x;
            }
            x = y;
        }
    }
}
