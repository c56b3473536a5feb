package dev.lanecrypt.math;

/**
 * Integer square root by Newton's iteration (Crandall and Pomerance, "Prime Numbers", Algorithm
 * 9.2.11; HAC 3.4 note): start from {@code x = 2^ceil(bits/2) >= sqrt(n)} and iterate
 * {@code y = (x + n/x) / 2} while it decreases; the sequence decreases monotonically to
 * {@code floor(sqrt(n))} and the first non-decrease stops there.
 */
final class NewtonSqrt {

    private NewtonSqrt() {
    }

    /** {@code floor(sqrt(n))} of a trimmed magnitude. */
    static int[] sqrt(int[] n) {
        if (n.length == 0) {
            return n;
        }
        int[] x = Magnitude.shiftLeft(new int[] {1}, (Magnitude.bitLength(n) + 1) / 2);
        while (true) {
            int[] y = Magnitude.shiftRight(Magnitude.add(x, KnuthDivision.divideAndRemainder(n, x)[0]), 1);
            if (Magnitude.compare(y, x) >= 0) {
                return x;
            }
            x = y;
        }
    }
}
