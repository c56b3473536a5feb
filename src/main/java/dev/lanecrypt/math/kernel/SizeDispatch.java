package dev.lanecrypt.math.kernel;

import dev.lanecrypt.select.Selection;

/**
 * The kernel {@link Kernels#base()} returns when the selection chose different kernels for different
 * size classes: multiply goes by the shorter operand's length, square by the operand's length, each to
 * the kernel chosen for that class. When one kernel won everywhere it is returned itself.
 */
final class SizeDispatch implements MulKernel {

    private final MulKernel[] multiply;
    private final MulKernel[] square;

    private SizeDispatch(MulKernel[] multiply, MulKernel[] square) {
        this.multiply = multiply;
        this.square = square;
    }

    static MulKernel of(Selection<MulKernel> s) {
        int n = Kernels.BOUNDS.length;
        MulKernel[] mul = new MulKernel[n];
        MulKernel[] sqr = new MulKernel[n];
        boolean same = true;
        for (int c = 0; c < n; c++) {
            mul[c] = s.get(c);
            sqr[c] = s.get(n + c);
            same &= mul[c] == mul[0] && sqr[c] == mul[0];
        }
        return same ? mul[0] : new SizeDispatch(mul, sqr);
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
        multiply[sizeClass(Math.min(aLen, bLen))].multiply(a, aLen, b, bLen, out);
    }

    @Override
    public void square(int[] a, int aLen, int[] out) {
        square[sizeClass(aLen)].square(a, aLen, out);
    }
}
