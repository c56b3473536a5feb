package dev.lanecrypt.math.kernel;

import dev.lanecrypt.select.Cutoffs;


/**
 * Comba multiplication and squaring on 28-bit digits (P. G. Comba, "Exponentiation cryptosystems on the
 * IBM PC", IBM Systems Journal 29(4), 1990; LibTomMath's {@code s_mp_mul_comba}, {@code s_mp_sqr_comba}):
 * every column of the product is summed in its own 64-bit accumulator with no carry between digits, and
 * one pass at the end stores the low 28 bits of each column and carries the rest into the next.
 *
 * <p>From {@value #ROWS_FROM_MUL} digits (multiply) and {@value #ROWS_FROM_SQR} (square) the column
 * accumulators {@code t[k] = sum a[i]*b[k-i]} are filled row by row ({@code t[i+j] +=
 * a[i]*b[j]} over j for each i), not column by column as LibTomMath does (shorter operands still are): the
 * sums are the same, but a row is one straight loop C2 compiles to a multiply-add per digit (and
 * vectorizes), while a column's two indices run in opposite directions over a short, varying range
 * (3.5-5x faster at 32-96 digits: docs/mpint.md, "Scalar comba: column accumulators filled row by row").
 *
 * <p>The accumulators are this thread's {@link CombaScratch} columns, zeroed per call, and the carry pass is
 * {@link CombaScratch#carry}. An array allocated per call (as before) cost as much as the products at 32
 * digits, and a time that varied 1.5-2x from JVM to JVM with the state of the young generation's memory
 * (docs/mpint.md, "Scalar comba: one shape").
 *
 * <p>Bound (unsigned 64-bit accumulators, shifted with {@code >>>}; Java's signed overflow wraps, which
 * is unsigned addition): each product is at most {@code (2^28-1)^2 = 2^56 - 2^29 + 1}. Column k sums at
 * most {@code min(aLen, bLen) <= 256} products, at most {@code 256 * (2^56 - 2^29 + 1) = 2^64 - 2^37 + 2^8}.
 * The carry into a column is the previous column's total shifted right by 28, so below {@code 2^36};
 * {@code 2^64 - 2^37 + 2^8 + 2^36 < 2^64}: no overflow, and the next carry is again below {@code 2^36}.
 * {@link MulKernel#MAX_SHORT_DIGITS} is checked on entry.
 *
 * <p>Squaring sums each cross product {@code a[i]*a[j], i < j} once, then doubles the column and adds the
 * square term and the carry: column k has at most 128 cross products (127 when k is even, where the square
 * term comes in), so doubled at most {@code 2^64 - 2^38 + 2^8}, or {@code 254 (2^56 - 2^29 + 1) + 2^56}
 * with the square term; plus a carry below {@code 2^36}, below {@code 2^64} either way.
 */
public final class ScalarComba implements MulKernel {

    public static final ScalarComba INSTANCE = new ScalarComba();

    private static final long MASK = DIGIT_MASK;

    private static final ThreadLocal<CombaScratch> SCRATCH = ThreadLocal.withInitial(CombaScratch::new);

    /**
     * Shorter operands than these are summed column by column (LibTomMath's loop order, one running
     * accumulator, no array): there the rows' accumulator array and second pass cost more than they save
     * ({@link Cutoffs}; measured: docs/cutoffs.md).
     */
    static final int ROWS_FROM_MUL = Cutoffs.COMBA_ROWS_FROM_MUL;
    static final int ROWS_FROM_SQR = Cutoffs.COMBA_ROWS_FROM_SQR;

    private ScalarComba() {
    }

    @Override
    public String name() {
        return "scalar";
    }

    @Override
    public void multiply(int[] a, int aLen, int[] b, int bLen, int[] out) {
        checkShort(Math.min(aLen, bLen));
        if (aLen < bLen) {                             // the longer operand in the inner loop
            multiply(b, bLen, a, aLen, out);
            return;
        }
        if (bLen < ROWS_FROM_MUL) {
            multiplyColumns(a, aLen, b, bLen, out);
            return;
        }
        int top = aLen + bLen - 1;
        long[] t = SCRATCH.get().zeroColumns(top);
        for (int i = 0; i < bLen; i++) {
            long bi = b[i];
            for (int j = 0; j < aLen; j++) {
                t[i + j] += bi * a[j];
            }
        }
        CombaScratch.carry(t, top, out);   // bound in the class comment
    }

    @Override
    public void square(int[] a, int aLen, int[] out) {
        checkShort(aLen);
        if (aLen < ROWS_FROM_SQR) {
            squareColumns(a, aLen, out);
            return;
        }
        int top = 2 * aLen - 1;
        long[] t = SCRATCH.get().zeroColumns(top);
        for (int i = 0; i < aLen; i++) {
            long ai = a[i];
            for (int j = i + 1; j < aLen; j++) {
                t[i + j] += ai * a[j];
            }
        }
        long carry = 0;
        for (int k = 0; k < top; k++) {
            long acc = (t[k] << 1) + carry;
            if ((k & 1) == 0) {
                long d = a[k >>> 1];
                acc += d * d;
            }
            out[k] = (int) (acc & MASK);
            carry = acc >>> DIGIT_BIT;
        }
        out[top] = (int) carry;
    }

    /** Column k summed in one running accumulator, its low 28 bits stored, the rest carried (same bound). */
    private static void multiplyColumns(int[] a, int aLen, int[] b, int bLen, int[] out) {
        int top = aLen + bLen - 1;
        long acc = 0;
        for (int k = 0; k < top; k++) {
            int lo = Math.max(0, k - bLen + 1);
            int hi = Math.min(k, aLen - 1);
            for (int i = lo, j = k - lo; i <= hi; i++, j--) {
                acc += (long) a[i] * b[j];
            }
            out[k] = (int) (acc & MASK);
            acc >>>= DIGIT_BIT;
        }
        out[top] = (int) acc;
    }

    /** Column by column: the cross products once, doubled, then the square term and the carry (same bound). */
    private static void squareColumns(int[] a, int aLen, int[] out) {
        int top = 2 * aLen - 1;
        long carry = 0;
        for (int k = 0; k < top; k++) {
            int lo = Math.max(0, k - aLen + 1);
            long cross = 0;
            for (int i = lo, j = k - lo; i < j; i++, j--) {
                cross += (long) a[i] * a[j];
            }
            long acc = (cross << 1) + carry;
            if ((k & 1) == 0) {
                long d = a[k >>> 1];
                acc += d * d;
            }
            out[k] = (int) (acc & MASK);
            carry = acc >>> DIGIT_BIT;
        }
        out[top] = (int) carry;
    }

    private static void checkShort(int n) {
        if (n < 1 || n > MAX_SHORT_DIGITS) {
            throw new IllegalArgumentException("comba operand length " + n + " not in 1.." + MAX_SHORT_DIGITS);
        }
    }
}
