package dev.lanecrypt.math.kernel;

import dev.lanecrypt.select.Cutoffs;

/**
 * What one multiply needs from the selection, read together: the base kernel (per size class, see
 * {@link SizeDispatch}) and the cutoffs of the algorithms above it, which depend on the kernel chosen for
 * the largest size class of multiply and of square ({@link Cutoffs}). {@link Kernels#plan()} hands it out
 * with one volatile read; the cascade reading the kernel and each cutoff from its own holder cost about
 * 1 ns of an 8-digit product's 44 through {@code MpInt} (Zen 3, docs/mpint.md).
 *
 * @param kernel       the base-case kernel for shorter operands below {@code karatsubaMul}
 * @param karatsubaMul operands with at least this many digits (both) are multiplied by Karatsuba
 * @param karatsubaSqr operands with at least this many digits are squared by Karatsuba
 * @param toom3Mul     shorter operands with at least this many digits (and more than two thirds of the longer)
 *                     are multiplied by Toom-3
 * @param toom3Sqr     operands with at least this many digits are squared by Toom-3
 */
public record MulPlan(MulKernel kernel, int karatsubaMul, int karatsubaSqr, int toom3Mul, int toom3Sqr) {

    /** The plan for {@code kernel} with the cutoffs for the kernels chosen at the largest size class. */
    static MulPlan of(MulKernel kernel, MulKernel largestMultiply, MulKernel largestSquare) {
        return new MulPlan(kernel, Cutoffs.karatsubaMul(largestMultiply.vectorBits()),
                Cutoffs.karatsubaSqr(largestSquare.vectorBits()), Cutoffs.toom3Mul(largestMultiply.vectorBits()),
                Cutoffs.toom3Sqr(largestSquare.vectorBits()));
    }
}
