package dev.lanecrypt.math;

/**
 * Binary gcd (Stein 1967; Knuth TAOCP vol. 2, 4.5.2 Algorithm B; HAC 14.54): remove the common power
 * of two, then repeatedly replace the larger odd value by the difference (even) stripped of its
 * factors of two. Uses only subtraction and shifts, each linear in the length; about two steps per bit.
 */
final class BinaryGcd {

    private BinaryGcd() {
    }

    /** {@code gcd(a, b)} of trimmed magnitudes ({@code gcd(0, b) = b}). */
    static int[] gcd(int[] a, int[] b) {
        if (a.length == 0) {
            return b;
        }
        if (b.length == 0) {
            return a;
        }
        long za = Magnitude.lowestSetBit(a);
        long zb = Magnitude.lowestSetBit(b);
        int[] u = Magnitude.shiftRight(a, za);
        int[] v = Magnitude.shiftRight(b, zb);
        // Invariant: u and v odd, gcd(u, v) = gcd(a, b) / 2^min(za, zb).
        while (true) {
            int c = Magnitude.compare(u, v);
            if (c == 0) {
                return Magnitude.shiftLeft(u, Math.min(za, zb));
            }
            if (c < 0) {
                int[] t = u;
                u = v;
                v = t;
            }
            int[] d = Magnitude.subtract(u, v); // even, non-zero
            u = Magnitude.shiftRight(d, Magnitude.lowestSetBit(d));
        }
    }
}
