package dev.lanecrypt.math.kernel;

import dev.lanecrypt.select.Selection;

/**
 * The kernel {@link Kernels#base()} returns when the selection chose different kernels for different
 * size classes: multiply goes by the shorter operand's length, square by the operand's length, each to
 * the kernel chosen for that class. When one kernel won everywhere it is returned itself.
 *
 * <p>The kernels are kept per length, {@code 0 ..} {@link #MAX_SHORT_DIGITS}, so a call costs one array load:
 * walking the class bounds cost about 1.5 ns of a 12-digit product's 61 through {@code MpInt} (Zen 3, docs/mpint.md).
 */
final class SizeDispatch implements MulKernel {

    /** By digits of the shorter operand (multiply) and of the operand (square); index 0 is never called. */
    private final MulKernel[] multiply;
    private final MulKernel[] square;

    private SizeDispatch(MulKernel[] multiply, MulKernel[] square) {
        this.multiply = multiply;
        this.square = square;
    }

    static MulKernel of(Selection<MulKernel> s) {
        int n = Kernels.BOUNDS.length;
        boolean same = true;
        for (int c = 0; c < n; c++) {
            same &= s.get(c) == s.get(0) && s.get(n + c) == s.get(0);
        }
        if (same) {
            return s.get(0);
        }
        MulKernel[] mul = new MulKernel[MAX_SHORT_DIGITS + 1];
        MulKernel[] sqr = new MulKernel[MAX_SHORT_DIGITS + 1];
        for (int d = 0; d <= MAX_SHORT_DIGITS; d++) {
            mul[d] = s.get(sizeClass(d));
            sqr[d] = s.get(n + sizeClass(d));
        }
        return new SizeDispatch(mul, sqr);
    }

    private static int sizeClass(int digits) {
        int[] b = Kernels.BOUNDS;
        int c = b.length - 1;
        while (c > 0 && digits < b[c]) {
            c--;
        }
        return c;
    }

    @Override
    public String name() {
        return "auto";
    }

    @Override
    public void multiply(int[] a, int aLen, int[] b, int bLen, int[] out) {
        multiply[Math.min(aLen, bLen)].multiply(a, aLen, b, bLen, out);
    }

    @Override
    public void square(int[] a, int aLen, int[] out) {
        square[aLen].square(a, aLen, out);
    }
}
