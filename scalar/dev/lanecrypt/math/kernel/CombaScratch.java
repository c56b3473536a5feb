package dev.lanecrypt.math.kernel;

import java.util.Arrays;

/**
 * Per-thread scratch of the combas that keep their column sums in memory ({@link ScalarComba},
 * {@code SimdComba}, {@code rows256}): the zero-padded {@code long} copy of an operand, the square terms and
 * the column sums. Grown on demand, never shrunk. A top-level class (not nested) because {@code SimdComba}
 * runs as hidden classes, which are not nestmates of a nested class's host. No Vector API here: it lives
 * in {@code scalar/} so the scalar comba shares it.
 */
final class CombaScratch {

    private long[] copy = new long[0];
    private long[] padded = new long[0];
    private long[] squares = new long[0];
    private long[] columns = new long[0];

    /** {@code d[0 .. n)} as longs (the broadcast side of a multiply). */
    long[] copy(int[] d, int n) {
        if (copy.length < n) {
            copy = new long[Math.max(n, 2 * copy.length)];
        }
        for (int j = 0; j < n; j++) {
            copy[j] = d[j];
        }
        return copy;
    }

    /**
     * {@code [0, pad)} zero, {@code [pad, pad+n)} the digits, {@code [pad+n, pad+n+pad)} zero. The
     * leading zeros are never written, as {@code pad} is fixed per kernel (one scratch per kernel width).
     */
    long[] padded(int[] d, int n, int pad) {
        if (padded.length < n + 2 * pad) {
            padded = new long[Math.max(n + 2 * pad, 2 * padded.length)];
        }
        for (int j = 0; j < n; j++) {
            padded[pad + j] = d[j];
        }
        Arrays.fill(padded, pad + n, pad + n + pad, 0L);
        return padded;
    }

    /** {@code sq[2i] = d[i]^2}, {@code sq[2i+1] = 0}, zero up to {@code 2n + lanes}. */
    long[] squares(int[] d, int n, int lanes) {
        if (squares.length < 2 * n + lanes) {
            squares = new long[Math.max(2 * n + lanes, 2 * squares.length)];
        }
        for (int j = 0; j < n; j++) {
            long x = d[j];
            squares[2 * j] = x * x;
            squares[2 * j + 1] = 0;
        }
        Arrays.fill(squares, 2 * n, 2 * n + lanes, 0L);
        return squares;
    }

    /** At least {@code n} column sums, their contents left from the last call. */
    long[] columns(int n) {
        if (columns.length < n) {
            columns = new long[Math.max(n, 2 * columns.length)];
        }
        return columns;
    }

    /** At least {@code n} column sums, the first {@code n} zero. */
    long[] zeroColumns(int n) {
        long[] cols = columns(n);
        Arrays.fill(cols, 0, n, 0L);
        return cols;
    }

    /**
     * The scalar carry pass of the combas whose column sums end in memory ({@link ScalarComba}, {@code SimdComba},
     * {@code rows256}): {@code out[0 .. top]} the digits of {@code sum cols[k] 2^(28k)}, {@code k < top}, the sums
     * read as unsigned. Each kernel's class comment bounds its sums so that {@code cols[k]} plus the carry in
     * stays below {@code 2^64} (the carry out is then below {@code 2^36}); the last carry is the top digit.
     */
    static void carry(long[] cols, int top, int[] out) {
        long carry = 0;
        for (int k = 0; k < top; k++) {
            long t = cols[k] + carry;
            out[k] = (int) (t & MulKernel.DIGIT_MASK);
            carry = t >>> MulKernel.DIGIT_BIT;
        }
        out[top] = (int) carry;
    }
}
