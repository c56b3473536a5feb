package dev.lanecrypt.simd;

import java.util.Arrays;

/**
 * Per-thread scratch of {@link SimdComba}: the zero-padded {@code long} copy of an operand, the square
 * terms and the column sums. Grown on demand, never shrunk. A top-level class (not nested) because
 * {@code SimdComba} runs as hidden classes, which are not nestmates of a nested class's host.
 */
final class CombaScratch {

    private long[] padded = new long[0];
    private long[] squares = new long[0];
    private long[] columns = new long[0];

    /** {@code [0, L)} zero, {@code [L, L+n)} the digits, {@code [L+n, L+n+L)} zero. */
    long[] padded(int[] d, int n, int lanes) {
        if (padded.length < n + 2 * lanes) {
            padded = new long[Math.max(n + 2 * lanes, 2 * padded.length)];
        }
        for (int j = 0; j < n; j++) {
            padded[lanes + j] = d[j];
        }
        Arrays.fill(padded, lanes + n, lanes + n + lanes, 0L);
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

    long[] columns(int n) {
        if (columns.length < n) {
            columns = new long[Math.max(n, 2 * columns.length)];
        }
        return columns;
    }
}
