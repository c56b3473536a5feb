package dev.lanecrypt.math;

/**
 * Karatsuba multiplication and squaring (A. Karatsuba and Yu. Ofman, 1962; Knuth TAOCP vol. 2,
 * 4.3.3.A; LibTomMath {@code s_mp_karatsuba_mul} / {@code s_mp_karatsuba_sqr}). With
 * {@code a = a1*B^m + a0}, {@code b = b1*B^m + b0} ({@code B = 2^28}):
 * {@code a*b = z2*B^(2m) + (z1 - z2 - z0)*B^m + z0}, {@code z0 = a0*b0}, {@code z2 = a1*b1},
 * {@code z1 = (a0 + a1)(b0 + b1)}. The three half-size products go back through
 * {@link Multiplication}, so the recursion bottoms out in the base kernel.
 *
 * <p>Callers ({@link Multiplication}) guarantee {@code aLen >= bLen > m = ceil(aLen / 2)} and
 * {@code aLen >= 4}, so every half is non-empty and shorter than the input. The middle term
 * {@code z1 - z0 - z2 = a0*b1 + a1*b0} is non-negative, and all partial sums stay below the final
 * product, which fits {@code out}.
 */
final class Karatsuba {

    private Karatsuba() {
    }

    static void multiply(int[] a, int aLen, int[] b, int bLen, int[] out) {
        int m = (aLen + 1) / 2;
        int[] a0 = java.util.Arrays.copyOf(a, m);
        int[] a1 = java.util.Arrays.copyOfRange(a, m, aLen);
        int[] b0 = java.util.Arrays.copyOf(b, m);
        int[] b1 = java.util.Arrays.copyOfRange(b, m, bLen);

        int[] z0 = new int[2 * m];
        Multiplication.multiplyInto(a0, m, b0, m, z0);
        int[] z2 = new int[a1.length + b1.length];
        Multiplication.multiplyInto(a1, a1.length, b1, b1.length, z2);

        int[] sa = sum(a0, a1);
        int[] sb = sum(b0, b1);
        int[] z1 = new int[sa.length + sb.length];
        Multiplication.multiplyInto(sa, sa.length, sb, sb.length, z1);
        combine(z0, z1, z2, m, aLen + bLen, out);
    }

    static void square(int[] a, int aLen, int[] out) {
        int m = (aLen + 1) / 2;
        int[] a0 = java.util.Arrays.copyOf(a, m);
        int[] a1 = java.util.Arrays.copyOfRange(a, m, aLen);

        int[] z0 = new int[2 * m];
        Multiplication.squareInto(a0, m, z0);
        int[] z2 = new int[2 * a1.length];
        Multiplication.squareInto(a1, a1.length, z2);

        int[] s = sum(a0, a1);
        int[] z1 = new int[2 * s.length];
        Multiplication.squareInto(s, s.length, z1);
        combine(z0, z1, z2, m, 2 * aLen, out);
    }

    /** {@code x + y} in {@code max(len) + 1} digits (the top one may be zero but the array is never empty). */
    private static int[] sum(int[] x, int[] y) {
        int[] s = new int[Math.max(x.length, y.length) + 1];
        System.arraycopy(x, 0, s, 0, x.length);
        Magnitude.addInto(s, 0, y, y.length);
        return s;
    }

    /** {@code out[0 .. outLen) = z2*B^(2m) + (z1 - z0 - z2)*B^m + z0}. */
    private static void combine(int[] z0, int[] z1, int[] z2, int m, int outLen, int[] out) {
        // z1 >= z0 + z2 as integers; subtract them in place (z1 has the most digits of the three).
        Magnitude.subtractInto(z1, 0, z0, z0.length);
        Magnitude.subtractInto(z1, 0, z2, z2.length);
        java.util.Arrays.fill(out, 0, outLen, 0);
        System.arraycopy(z0, 0, out, 0, z0.length);
        System.arraycopy(z2, 0, out, 2 * m, z2.length); // 2m + z2.length == outLen
        // z0 < B^(2m) and z2*B^(2m) occupy disjoint digits; the middle term is a0*b1 + a1*b0, whose
        // significant digits fit below outLen - m, so only its zero top digits are cut.
        int middle = Math.min(z1.length, outLen - m);
        Magnitude.addInto(out, m, z1, middle);
    }
}
