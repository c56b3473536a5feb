package dev.lanecrypt.math;

import dev.lanecrypt.math.kernel.Kernels;
import dev.lanecrypt.math.kernel.MulKernel;
import dev.lanecrypt.math.kernel.MulPlan;

/**
 * The multiplication cascade of LibTomMath's {@code mp_mul} / {@code mp_sqr}: the selected base
 * kernel ({@link Kernels#plan()}, comba) below the Karatsuba cutoffs, {@link Karatsuba} above them,
 * {@link Toom3} above the Toom-3 cutoffs (for operands within two thirds of each other's length),
 * and unbalanced operands cut into blocks as long as the shorter one (each block product is then
 * balanced) and summed at their offsets.
 *
 * <p>The base kernel is never given a shorter operand over {@link MulKernel#MAX_SHORT_DIGITS}: the
 * effective cutoffs are clamped to at most {@code MAX_SHORT_DIGITS + 1}. They are also clamped to at
 * least {@value #MIN_KARATSUBA}, the smallest length at which Karatsuba's half-size operands (plus one
 * carry digit) are shorter than the operand itself, so the recursion always shrinks.
 */
final class Multiplication {

    /** With {@code n >= 4} and {@code m = ceil(n/2)}: {@code m + 1 < n}, so recursion shrinks. */
    static final int MIN_KARATSUBA = 4;

    private Multiplication() {
    }

    static int mulCutoff() {
        return mulCutoff(Kernels.plan());
    }

    static int sqrCutoff() {
        return sqrCutoff(Kernels.plan());
    }

    /** Toom-3's cutoffs, at least {@value #MIN_TOOM3}: there {@code k + 1 < n} for {@code k = ceil(n/3)}. */
    static int toom3MulCutoff() {
        return toom3MulCutoff(Kernels.plan());
    }

    static int toom3SqrCutoff() {
        return toom3SqrCutoff(Kernels.plan());
    }

    private static int mulCutoff(MulPlan plan) {
        return clamp(plan.karatsubaMul());
    }

    private static int sqrCutoff(MulPlan plan) {
        return clamp(plan.karatsubaSqr());
    }

    private static int toom3MulCutoff(MulPlan plan) {
        return Math.max(MIN_TOOM3, plan.toom3Mul());
    }

    private static int toom3SqrCutoff(MulPlan plan) {
        return Math.max(MIN_TOOM3, plan.toom3Sqr());
    }

    /** With {@code n >= 9} and {@code k = ceil(n/3)}: an evaluation has at most {@code k + 1 < n} digits. */
    static final int MIN_TOOM3 = 9;

    private static int clamp(int cutoff) {
        return Math.max(MIN_KARATSUBA, Math.min(cutoff, MulKernel.MAX_SHORT_DIGITS + 1));
    }

    /** {@code a * b} for magnitudes (trimmed result). */
    static int[] multiply(int[] a, int[] b) {
        if (a.length == 0 || b.length == 0) {
            return Magnitude.ZERO;
        }
        if (a == b) {
            return square(a);
        }
        boolean full = topSet(a[a.length - 1], b[b.length - 1]);
        int[] out = new int[a.length + b.length];
        multiplyInto(a, a.length, b, b.length, out);
        return full ? out : Magnitude.trim(out);
    }

    /**
     * Whether a product of trimmed magnitudes with these top digits fills its top digit, decided before the
     * product is read: with {@code ta + tb} the bits of the two top digits, {@code a * b >= 2^(28 (aLen + bLen - 2)
     * + ta + tb - 2)}, which reaches the top digit (from bit {@code 28 (aLen + bLen - 1)}) when
     * {@code ta + tb >= 30}. Otherwise the product is trimmed by reading it. (Reading the top digit right after
     * the kernel's vector stores cost about 1.3 ns of an 8-digit product's 27 on Zen 5: docs/mpint.md.)
     */
    private static boolean topSet(int aTop, int bTop) {
        return 64 - Integer.numberOfLeadingZeros(aTop) - Integer.numberOfLeadingZeros(bTop) >= 30;
    }

    /** {@code a^2} for a magnitude (trimmed result). */
    static int[] square(int[] a) {
        if (a.length == 0) {
            return Magnitude.ZERO;
        }
        int[] out = new int[2 * a.length];
        squareInto(a, a.length, out);
        return topSet(a[a.length - 1], a[a.length - 1]) ? out : Magnitude.trim(out);
    }

    /**
     * {@code out[0 .. aLen+bLen) = a[0 .. aLen) * b[0 .. bLen)}, both lengths at least 1; {@code out}
     * is fully written (no need to clear it) and aliases neither input.
     */
    static void multiplyInto(int[] a, int aLen, int[] b, int bLen, int[] out) {
        if (aLen < bLen) {
            int[] t = a;
            a = b;
            b = t;
            int tl = aLen;
            aLen = bLen;
            bLen = tl;
        }
        // Now aLen >= bLen >= 1.
        MulPlan plan = Kernels.plan();              // the kernel and the cutoffs in one read
        if (bLen < mulCutoff(plan)) {
            plan.kernel().multiply(a, aLen, b, bLen, out);
        } else if (bLen <= (aLen + 1) / 2) {
            // Karatsuba needs bLen > ceil(aLen/2) (else b's high half is empty: aLen = 2m-1, bLen = m)
            multiplyBlocks(a, aLen, b, bLen, out);
        } else if (bLen >= toom3MulCutoff(plan) && bLen > 2 * ((aLen + 2) / 3)) {
            // Toom-3 with every third of b non-empty (bLen > 2 ceil(aLen/3)); between half and two
            // thirds of aLen, Karatsuba's halves are balanced enough.
            Toom3.multiply(a, aLen, b, bLen, out);
        } else {
            Karatsuba.multiply(a, aLen, b, bLen, out);
        }
    }

    /** {@code out[0 .. 2*aLen) = a[0 .. aLen)^2}, {@code aLen >= 1}. */
    static void squareInto(int[] a, int aLen, int[] out) {
        MulPlan plan = Kernels.plan();
        if (aLen < sqrCutoff(plan)) {
            plan.kernel().square(a, aLen, out);
        } else if (aLen >= toom3SqrCutoff(plan)) {
            Toom3.square(a, aLen, out);
        } else {
            Karatsuba.square(a, aLen, out);
        }
    }

    /**
     * {@code a * b} with {@code bLen <= ceil(aLen / 2)}: {@code a} is cut into blocks of {@code bLen} digits
     * (the last one shorter), each multiplied by {@code b} and added at its offset.
     */
    private static void multiplyBlocks(int[] a, int aLen, int[] b, int bLen, int[] out) {
        java.util.Arrays.fill(out, 0, aLen + bLen, 0);
        int[] block = new int[bLen];
        int[] product = new int[2 * bLen];
        for (int off = 0; off < aLen; off += bLen) {
            int len = Math.min(bLen, aLen - off);
            System.arraycopy(a, off, block, 0, len);
            multiplyInto(block, len, b, bLen, product);
            // out[off ..] holds the sum of the earlier blocks, below 2^(28*(off+bLen)); adding a
            // product below 2^(28*(len+bLen)) at offset off keeps the total below a*b, which fits out.
            Magnitude.addInto(out, off, product, len + bLen);
        }
    }
}
