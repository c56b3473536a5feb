package dev.lanecrypt.math.kernel;

import dev.lanecrypt.select.Selection;

/**
 * The kernel {@link Kernels#base()} returns when the selection chose different kernels for different
 * size classes, or a kernel with entry points per length: multiply goes by the shorter operand's length, square by
 * the operand's length, each to the kernel chosen for that class, as {@link MulKernel#forLength} gives it for that
 * length. When one kernel won everywhere and has no such entry points it is returned itself.
 *
 * <p>The kernels are kept per length, {@code 0 ..} {@link #MAX_SHORT_DIGITS}, so a call costs one array load:
 * walking the class bounds cost about 1.5 ns of a 12-digit product's 61 through {@code MpInt} (Zen 3, docs/mpint.md).
 *
 * <p>One exception to "by the shorter operand": a shorter operand of {@value #BY_LONGER_SHORTER_FROM} to
 * {@value #WRITTEN_OUT_MAX} digits whose class chose a scalar kernel, against a longer one from the length on which
 * every class chose a vector kernel, goes to the longer one's kernel. The selection times equal lengths only; past
 * their written-out range the scalar kernels run a generic form (the unrolled comba's head/loop/tail) that grows as
 * {@code n m}, the register kernels by blocks. Zen 3, kernel alone, the unrolled comba / rows256 ns: 16 x 8 digits
 * 64 / 56, 24 x 8 92 / 64, 40 x 8 148 / 82, 100 x 8 358 / 272, 24 x 12 144 / 80, 32 x 14 226 / 103, 200 x 15 1178 /
 * 708; a shorter operand of 1-5 digits stays ahead on the scalar code (20 x 2 29 / 57, 24 x 5 64 / 68), of 6-7 digits
 * about even or behind (16 x 6 52 / 55, 24 x 7 85 / 67). Inside the written-out range too, where the longer
 * operand's class chose the vector kernel (15 digits on Zen 3: rows256, 10-14 paired), paired / rows256 ns: 15 x 8
 * 59-60 / 49, 15 x 10 81 / 59-60, 15 x 12 71-72 / 60, 15 x 14 79 / 70-78; where it did not, the paired comba
 * mostly stays ahead (12 x 8 43-44 / 47-49, 14 x 10 54 / 59-61, 13 x 8 57-62 / 50).
 */
class SizeDispatch implements MulKernel {

    /** The longest operand the written-out scalar combas have code of their own for. */
    static final int WRITTEN_OUT_MAX = PairedComba.MAX_DIGITS;

    /** The shortest shorter operand that may go by the longer one (the class from 8 digits). */
    static final int BY_LONGER_SHORTER_FROM = 8;

    /** By digits of the shorter operand (multiply) and of the operand (square); index 0 is never called. */
    private final MulKernel[] multiply;
    private final MulKernel[] square;

    /**
     * By digits of the shorter operand (up to {@link #WRITTEN_OUT_MAX}): the shortest longer operand a product goes by,
     * {@code Integer.MAX_VALUE} where none does.
     */
    private final int[] byLongerFrom;

    /** The kernels' name where every length runs one kernel's entry points, else {@code auto}. */
    private final String name;

    private SizeDispatch(MulKernel[] multiply, MulKernel[] square, String name) {
        this.name = name;
        this.multiply = multiply;
        this.square = square;
        this.byLongerFrom = new int[WRITTEN_OUT_MAX + 1];
        int vectorFrom = multiply.length;                  // every class from here on runs a vector kernel
        while (vectorFrom > 1 && multiply[vectorFrom - 1].vectorBits() > 0) {
            vectorFrom--;
        }
        for (int d = 0; d <= WRITTEN_OUT_MAX; d++) {
            boolean by = d >= BY_LONGER_SHORTER_FROM && multiply[d].vectorBits() == 0 && vectorFrom < multiply.length;
            byLongerFrom[d] = by ? Math.max(vectorFrom, d + 1) : Integer.MAX_VALUE;
        }
    }

    /** The selection's kernel per length ({@link MulKernel#forLength}), or the one kernel if it is the same everywhere. */
    static MulKernel of(Selection<MulKernel> s) {
        int n = Kernels.BOUNDS.length;
        MulKernel[] mul = new MulKernel[MAX_SHORT_DIGITS + 1];
        MulKernel[] sqr = new MulKernel[MAX_SHORT_DIGITS + 1];
        boolean oneKernel = true;                          // every class chose s.get(0)
        boolean itself = true;                             // and every length runs the class's kernel itself
        for (int d = 0; d <= MAX_SHORT_DIGITS; d++) {
            MulKernel m = s.get(sizeClass(d, Kernels.BOUNDS));
            MulKernel q = s.get(n + sizeClass(d, Kernels.SQUARE_BOUNDS));
            mul[d] = m.forLength(d);
            sqr[d] = q.forLength(d);
            oneKernel &= m == s.get(0) && q == s.get(0);
            itself &= mul[d] == m && sqr[d] == q;
        }
        return oneKernel && itself ? s.get(0) : new SizeDispatch(mul, sqr, oneKernel ? s.get(0).name() : "auto");
    }

    /**
     * What runs while the calibration does: {@link #of}'s kernels for {@code s} (the warm-up's leaders) or
     * {@code k}'s entry points at every length (before them), always through {@link Interim}, never the kernel
     * itself, so that the one call into the kernels above this one sees this class while the calibration runs and
     * the chosen kernel's after it.
     */
    static MulKernel interim(Selection<MulKernel> s) {
        MulKernel d = of(s);
        return d instanceof SizeDispatch sd ? new Interim(sd.multiply, sd.square, sd.name)
                : interim(d);
    }

    /** As {@link #interim(Selection)}, for one kernel at every length. */
    static MulKernel interim(MulKernel k) {
        MulKernel[] mul = new MulKernel[MAX_SHORT_DIGITS + 1];
        for (int d = 0; d <= MAX_SHORT_DIGITS; d++) {
            mul[d] = k.forLength(d);
        }
        return new Interim(mul, mul, k.name());
    }

    private static int sizeClass(int digits, int[] b) {
        int c = b.length - 1;
        while (c > 0 && digits < b[c]) {
            c--;
        }
        return c;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public void multiply(int[] a, int aLen, int[] b, int bLen, int[] out) {
        kernel(aLen, bLen).multiply(a, aLen, b, bLen, out);
    }

    /** The kernel for a square of this length. */
    MulKernel kernelForSquare(int aLen) {
        return square[aLen];
    }

    /** The kernel for a product of these lengths (see the class comment). */
    MulKernel kernel(int aLen, int bLen) {
        int shorter = Math.min(aLen, bLen);
        int longer = Math.max(aLen, bLen);
        // equal lengths and products of two long operands are decided by the two comparisons, without a load
        return shorter != longer && shorter <= WRITTEN_OUT_MAX && longer >= byLongerFrom[shorter]
                ? multiply[Math.min(longer, MAX_SHORT_DIGITS)] : multiply[shorter];
    }

    @Override
    public void square(int[] a, int aLen, int[] out) {
        square[aLen].square(a, aLen, out);
    }

    /**
     * The dispatch as the calibration's leaders run it: the same two calls, at bytecodes of their own. C2 keeps the
     * receivers of a call per bytecode; when the leaders ran through {@link SizeDispatch#multiply}'s call, the kernels
     * they passed through left it megamorphic, and a caller C2 compiled then kept a virtual call to the chosen kernel
     * for the rest of the run (16 digits through {@code MpInt}, one JVM each, multiplying from the start: 64.6-70.5 ns
     * against 60.8-62.8 with the first product after the choice, Zen 4, docs/mpint.md).
     */
    static final class Interim extends SizeDispatch {

        private Interim(MulKernel[] multiply, MulKernel[] square, String name) {
            super(multiply, square, name);
        }

        @Override
        public void multiply(int[] a, int aLen, int[] b, int bLen, int[] out) {
            kernel(aLen, bLen).multiply(a, aLen, b, bLen, out);
        }

        @Override
        public void square(int[] a, int aLen, int[] out) {
            kernelForSquare(aLen).square(a, aLen, out);
        }
    }
}
