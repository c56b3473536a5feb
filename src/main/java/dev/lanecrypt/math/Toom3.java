package dev.lanecrypt.math;

import java.util.Arrays;

/**
 * Toom-Cook 3-way multiplication and squaring (A. L. Toom, 1963; S. A. Cook, 1966) with Bodrato's
 * evaluation points and interpolation sequence (M. Bodrato and A. Zanoni, "Integer and Polynomial
 * Multiplication: Towards Optimal Toom-Cook Matrices", ISSAC 2007; the sequence of BigInteger's
 * {@code multiplyToomCook3}). With {@code x = B^k}, {@code k = ceil(n/3)} for the longer length
 * {@code n}, {@code a = a2 x^2 + a1 x + a0} and {@code b} alike, the product polynomial
 * {@code c4 x^4 + ... + c0} is evaluated at 0, 1, -1, 2 and infinity by five products of about
 * {@code n/3} digits, which go back through {@link Multiplication} (Karatsuba or Toom-3 again):
 * <pre>
 *   v0 = a0 b0,  v1 = p(1) q(1),  vm1 = p(-1) q(-1),  v2 = p(2) q(2),  vinf = a2 b2
 *   t2 = (v2 - vm1) / 3;  tm1 = (v1 - vm1) / 2;  t1 = v1 - v0;  t2 = (t2 - t1) / 2;
 *   t1 = t1 - tm1 - vinf;  t2 = t2 - 2 vinf;  tm1 = tm1 - t2
 *   a b = vinf x^4 + t2 x^3 + t1 x^2 + tm1 x + v0
 * </pre>
 * Signs: every coefficient is non-negative, so only {@code p(-1) = a0 - a1 + a2}, {@code q(-1)} and
 * {@code vm1} can be negative (kept as a sign and a magnitude). Every other intermediate is non-negative
 * and every subtraction below is of a smaller value from a larger one: {@code v2 >= |vm1|} and
 * {@code v1 >= |vm1|} (the point 2 and 1 values dominate the point -1 ones term by term), {@code t2 - t1
 * = 2 (c3 + 2 c4)}, {@code t1 - tm1 = c2 + c4}, {@code tm1 - t2 = c1}. Both divisions are exact:
 * by 2 a shift, by 3 {@link #divideExactlyBy3}.
 *
 * <p>Callers ({@link Multiplication}) use it when the shorter operand has more than {@code 2k} digits,
 * so that every third is non-empty, and at lengths where {@code k + 1} (the most digits of an
 * evaluation) is below {@code n}, so the recursion shrinks. Each coefficient times its power of
 * {@code x} is at most the product, which fits {@code out}, so the additions below never run past it.
 */
final class Toom3 {

    /** The inverse of 3 modulo {@code 2^28}: {@code 3 * 0x0AAAAAAB = 2 * 2^28 + 1}. */
    private static final long INVERSE_3 = 0x0AAAAAABL;

    private Toom3() {
    }

    /** {@code out[0 .. aLen+bLen) = a[0 .. aLen) * b[0 .. bLen)} (fully written). */
    static void multiply(int[] a, int aLen, int[] b, int bLen, int[] out) {
        int k = (Math.max(aLen, bLen) + 2) / 3;
        int[] a0 = slice(a, aLen, 0, k);
        int[] a1 = slice(a, aLen, k, 2 * k);
        int[] a2 = slice(a, aLen, 2 * k, aLen);
        int[] b0 = slice(b, bLen, 0, k);
        int[] b1 = slice(b, bLen, k, 2 * k);
        int[] b2 = slice(b, bLen, 2 * k, bLen);

        int[] v0 = Multiplication.multiply(a0, b0);
        int[] vinf = Multiplication.multiply(a2, b2);
        int[] pa = Magnitude.add(a0, a2);
        int[] pb = Magnitude.add(b0, b2);
        int sa = Magnitude.compare(pa, a1);
        int sb = Magnitude.compare(pb, b1);
        int[] vm1 = Multiplication.multiply(difference(pa, a1, sa), difference(pb, b1, sb));
        boolean vm1Negative = sa * sb < 0;
        pa = Magnitude.add(pa, a1); // p(1)
        pb = Magnitude.add(pb, b1);
        int[] v1 = Multiplication.multiply(pa, pb);
        int[] v2 = Multiplication.multiply(atTwo(pa, a2, a0), atTwo(pb, b2, b0));
        interpolate(v0, v1, vm1, vm1Negative, v2, vinf, k, aLen + bLen, out);
    }

    /** {@code out[0 .. 2 aLen) = a[0 .. aLen)^2} (fully written): the same with five squares. */
    static void square(int[] a, int aLen, int[] out) {
        int k = (aLen + 2) / 3;
        int[] a0 = slice(a, aLen, 0, k);
        int[] a1 = slice(a, aLen, k, 2 * k);
        int[] a2 = slice(a, aLen, 2 * k, aLen);

        int[] v0 = Multiplication.square(a0);
        int[] vinf = Multiplication.square(a2);
        int[] pa = Magnitude.add(a0, a2);
        int s = Magnitude.compare(pa, a1);
        int[] vm1 = Multiplication.square(difference(pa, a1, s)); // a square: never negative
        pa = Magnitude.add(pa, a1);
        int[] v1 = Multiplication.square(pa);
        int[] v2 = Multiplication.square(atTwo(pa, a2, a0));
        interpolate(v0, v1, vm1, false, v2, vinf, k, 2 * aLen, out);
    }

    /** Bodrato's interpolation and the recomposition into {@code out[0 .. outLen)}. */
    private static void interpolate(int[] v0, int[] v1, int[] vm1, boolean vm1Negative, int[] v2, int[] vinf,
            int k, int outLen, int[] out) {
        int[] t2 = divideExactlyBy3(vm1Negative ? Magnitude.add(v2, vm1) : Magnitude.subtract(v2, vm1));
        int[] tm1 = Magnitude.shiftRight(vm1Negative ? Magnitude.add(v1, vm1) : Magnitude.subtract(v1, vm1), 1);
        int[] t1 = Magnitude.subtract(v1, v0);
        t2 = Magnitude.shiftRight(Magnitude.subtract(t2, t1), 1);
        t1 = Magnitude.subtract(Magnitude.subtract(t1, tm1), vinf);
        t2 = Magnitude.subtract(t2, Magnitude.shiftLeft(vinf, 1));
        tm1 = Magnitude.subtract(tm1, t2);

        // v0 < x^2 and vinf x^4 take disjoint digits; the middle terms are added over them.
        Arrays.fill(out, 0, outLen, 0);
        System.arraycopy(v0, 0, out, 0, v0.length);
        System.arraycopy(vinf, 0, out, 4 * k, vinf.length);
        Magnitude.addInto(out, k, tm1, tm1.length);
        Magnitude.addInto(out, 2 * k, t1, t1.length);
        Magnitude.addInto(out, 3 * k, t2, t2.length);
    }

    /** {@code |x - y|}, {@code c} the sign of {@code x - y}. */
    private static int[] difference(int[] x, int[] y, int c) {
        return c >= 0 ? Magnitude.subtract(x, y) : Magnitude.subtract(y, x);
    }

    /** {@code p(2) = 2 (p(1) + a2) - a0 = a0 + 2 a1 + 4 a2}. */
    private static int[] atTwo(int[] p1, int[] a2, int[] a0) {
        return Magnitude.subtract(Magnitude.shiftLeft(Magnitude.add(p1, a2), 1), a0);
    }

    /** Digits {@code [from, min(to, len))} of {@code a}, trimmed. */
    private static int[] slice(int[] a, int len, int from, int to) {
        to = Math.min(to, len);
        return from >= to ? Magnitude.ZERO : Magnitude.trim(Arrays.copyOfRange(a, from, to));
    }

    /**
     * {@code v / 3} for {@code v} divisible by 3 (Jebelean's exact division, GMP's
     * {@code mpn_divexact_by3}), from the low digit up: {@code q = (v[i] - c) * 3^-1 mod 2^28}, then the
     * carry into the next digit is the borrow of {@code v[i] - c} plus {@code floor(3q / 2^28)} (so that
     * {@code 3q = v[i] - c + carry * 2^28}). Bounds: {@code q < 2^28}, so {@code 3q < 3 * 2^28} and
     * {@code floor(3q / 2^28) <= 2}; the carry is at most 3 and {@code v[i] - c >= -3}: one borrow of
     * {@code 2^28} restores it. The product {@code (v[i] - c) * 3^-1} is below {@code 2^56}: a long.
     */
    static int[] divideExactlyBy3(int[] v) {
        int[] q = new int[v.length];
        long c = 0;
        for (int i = 0; i < v.length; i++) {
            long s = v[i] - c;
            long borrow = 0;
            if (s < 0) {
                s += 1L << Magnitude.BITS;
                borrow = 1;
            }
            long d = (s * INVERSE_3) & Magnitude.MASK;
            q[i] = (int) d;
            c = borrow + ((3 * d) >>> Magnitude.BITS);
        }
        return Magnitude.trim(q);
    }
}
