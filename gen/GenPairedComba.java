// Writes scalar/dev/lanecrypt/math/kernel/PairedComba.java: the comba multiply and square of operands of equal
// length from 1 to MAX digits, on 56-bit limbs made of two 28-bit digits each, one 64 x 64 -> 128-bit multiply
// (two instructions) per four digit products.
//
// Run from the repository root:
//   java gen/GenPairedComba.java > scalar/dev/lanecrypt/math/kernel/PairedComba.java
// GeneratedSourcesTest checks that the file is this program's output.
public class GenPairedComba {

    /** The longest operand written out: the top of the size classes 1-7, 8-9, 10-11, 12-14 and 15 (Cutoffs.mulClasses). */
    static final int MAX = 15;

    /**
     * The longest square written out, the top of the squares' class 16-20 (Cutoffs.squareClasses). A square keeps one
     * operand's limbs live where a product keeps two, and C2 spills no more at 16-20 digits than at 15. Zen 4, kernel
     * alone (medians of 21 batches, second of two JVMs each), ns at 16 / 17 / 18 / 19 / 20 / 21 / 22 / 24 digits: this
     * square 42.2 / 47.9 / 50.3 / 59.3 / 60.4 / 72.1 / 75.6 / 87.5, window512's (AVX-512) 53.3 / 59.2 / 61.0 / 62.5 /
     * 61.5 / 63.1 / 64.1 / 65.1, rows256's (AVX2 code, same core) 63.0 / 69.2 / 74.2 / 75.5 / 71.2 / 73.5 / 85.4 / 86.1;
     * from 21 digits window512 leads and rows256 ties (docs/mpint.md, "Squares of 16-20 digits written out").
     */
    static final int SQUARE_MAX = 20;

    /**
     * The lengths from which the first digit of each limb column is stored behind a test of its index against
     * {@code top = n + m}, the digits the product has (a square: {@code m = n}). The test is always true there, but C2
     * cannot fold it, so each column ends a basic block; its global code motion then keeps a column's multiplies in
     * the column's block instead of hoisting all of them to the top of the method, where their results spilled.
     * Zen 3, the kernel alone, guarded / unguarded time: multiply 8, 10, 12, 14 digits 0.88, 0.91, 0.86, 0.98 (4
     * JVMs each, each within 0.02), 7 and 9 digits 0.96-0.99 and 1.02-1.03, 4 digits 1.25; square 10, 12, 15 digits
     * 0.89, 0.93, 0.97, 8 digits 1.03-1.15 (docs/mpint.md).
     */
    static final int GUARDED_MULTIPLY_FROM = 7;

    static final int GUARDED_SQUARE_FROM = 10;

    /**
     * Odd lengths up to this one take their top digit apart from the limbs: its products with the other digits
     * are digit products (one {@code imul} each, no {@code mul}), added at digit {@code 2k} to a limb column and at
     * digit {@code 2k + 1} after the column's first digit is taken. Zen 3, the kernel alone, one JVM, old / new
     * time: multiply 5, 7, 9, 11 digits 0.95, 0.89, 0.93, 0.94, square 0.90, 0.81, 0.90, 0.93; 13 and 15 digits were
     * slower so (multiply 1.04-1.10 and 0.97-0.98, square 1.02-1.05: C2 spilled more there).
     */
    static final int LONE_DIGIT_MAX = 11;

    public static void main(String[] args) {
        StringBuilder o = new StringBuilder();
        o.append("""
                package dev.lanecrypt.math.kernel;

                /**
                 * Comba (product-scanning) multiplication of operands up to {@value #MAX_DIGITS} digits and squaring of operands
                 * up to {@value #SQUARE_MAX_DIGITS}, written out per length of the longer one, on <b>paired digits</b>: digits
                 * {@code 2i} and {@code 2i + 1} make one 56-bit limb, and each limb product, up to 112 bits, is split at
                 * {@code 2^56} by two 64-bit multiplies. With the first limb shifted left by 8 ({@code A' = A * 2^8 < 2^64}),
                 * {@code A' * B = A * B * 2^8}, so
                 * <ul>
                 *   <li>the low part, {@code A * B mod 2^56}, is the low 64 bits of {@code A' * B} shifted right by 8, and</li>
                 *   <li>the high part, {@code floor(A * B / 2^56)}, is the high 64 bits of {@code A' * B}
                 *   ({@link Math#unsignedMultiplyHigh}, one {@code mul} on x86-64).</li>
                 * </ul>
                 * A limb column sums the low parts of its products and the high parts of the column below, then gives two
                 * digits. Four digit products cost two multiplies and two shifts, where the written-out comba ({@link
                 * UnrolledComba}) spends four multiplies (three with its Karatsuba) and four adds on them, and keeps twice
                 * as many digits live: at 10-15 digits C2 spilled half of them (docs/mpint.md). Column order as LibTomMath's
                 * {@code s_mp_mul_comba} (P. G. Comba, IBM Systems Journal 29(4), 1990); the limb split is this file's.
                 * A shorter operand of {@code m} digits against {@code n} is read with zeros past its end and the {@code n}-digit
                 * product skips the digits past {@code n + m}, when {@code 2nm > 5 L^2} ({@code L = ceil(n/2)} limbs): the
                 * {@code L^2} limb products cost about 2.5 digit products of the written-out comba's head/loop/tail form
                 * each (Zen 3, through {@code MpInt}: 10 x 9 digits 51 against 65 ns, 14 x 13 78 against 120, 15 x 8 99 against
                 * 76, 12 x 7 65 against 60). Shorter operands go to {@link UnrolledComba}, longer ones to {@link ScalarComba};
                 * the selector ({@link Kernels#MUL}) times this kernel with the others per size class.
                 *
                 * <p>Bound: with {@code L <= 8} limbs per operand (a square: {@code L <= 10}), a column adds at most {@code L}
                 * low parts and {@code L} high parts (a square: at most {@code L / 2} cross products, doubled, and one square
                 * term, so {@code L + 1} of each), each below {@code 2^56}, and the carry in, below {@code 2^6}: the
                 * accumulator stays below {@code 22 * 2^56 + 2^6 < 2^61}, so no overflow, and the carry out ({@code >>> 56}) is
                 * below {@code 2^5}.
                 * The product has at most {@code 28 (n + m)} bits, so the digits written ({@code n + m}) are the whole product
                 * and what a shorter operand's columns would give past them is zero.
                 *
                 * <p>An odd length up to %d digits keeps its top digit {@code d} (and {@code b}'s, {@code e}; a square: {@code d}
                 * doubled) out of the limbs: its products with the other digits, below {@code 2^56} (doubled: {@code 2^57}), are
                 * added to the limb column of their digit, two to its sum {@code c} (at digit {@code 2k}) and two to
                 * {@code (c >>> 28)} once digit {@code 2k} is stored (at {@code 2k + 1}). The column stays below
                 * {@code (2 (L - 1) + 2) 2^56 + 2^31 < 2^61} (a square: at most {@code L + 2} terms of {@code 2^56}),
                 * {@code (c >>> 28)} plus its two products (a square: one, doubled) below {@code 2^58}, and the carry on
                 * ({@code >>> 28}) below {@code 2^30}. At 13 and 15 digits C2
                 * spilled more that way than the lone limb's multiplies cost (gen/GenPairedComba.java).
                 *
                 * <p>From %d digits (squares: %d) the first digit of each column is stored behind a test against
                 * {@code top = n + m} that always holds: it ends a basic block there, which keeps C2 from hoisting every
                 * multiply to the top of the method, where their results spilled (0.86-0.93 of the time at 8-12 digits on
                 * Zen 3; gen/GenPairedComba.java).
                 *
                 * <p>Not constant time in the lengths (public); the digit values do not change the instructions or
                 * the addresses. Stateless and thread-safe.
                 *
                 * <p>GENERATED by {@code java gen/GenPairedComba.java}; do not edit.
                 */
                public final class PairedComba implements MulKernel {

                    public static final PairedComba INSTANCE = new PairedComba();

                    /** The longest operand written out; longer ones go to {@link UnrolledComba} (and {@link ScalarComba}). */
                    public static final int MAX_DIGITS = %d;

                    /** The longest square written out; longer ones go to {@link ScalarComba}. */
                    public static final int SQUARE_MAX_DIGITS = %d;

                    private static final long MASK = DIGIT_MASK;

                    private PairedComba() {
                    }

                    @Override
                    public String name() {
                        return "paired";
                    }

                    @Override
                    public int ownDigits() {
                        return MAX_DIGITS;
                    }

                    @Override
                    public int ownSquareDigits() {
                        return SQUARE_MAX_DIGITS;
                    }

                    /**
                     * An entry point of its own for each length whose equal-length product or square is written out here (the
                     * others, and lengths past {@link #SQUARE_MAX_DIGITS}, this kernel itself).
                     */
                    @Override
                    public MulKernel forLength(int digits) {
                        return digits > 0 && digits <= SQUARE_MAX_DIGITS ? BY_LENGTH[digits] : this;
                    }

                    @Override
                    public void multiply(int[] a, int aLen, int[] b, int bLen, int[] out) {
                        if (aLen < bLen) {
                            multiply(b, bLen, a, aLen, out);
                            return;
                        }
                        int limbs = (aLen + 1) / 2;
                        if (aLen > MAX_DIGITS || 2 * aLen * bLen <= 5 * limbs * limbs) {
                            UnrolledComba.INSTANCE.multiply(a, aLen, b, bLen, out);
                            return;
                        }
                        writtenOut(a, aLen, b, bLen, out);
                    }

                    /**
                     * The written-out product of {@code aLen} digits: a method of its own, so that {@link #multiply} stays under
                     * C2's inlining limit for hot methods (325 bytes of bytecode; it had 330 with the switch, and each
                     * product paid a call more than a square).
                     */
                    private static void writtenOut(int[] a, int aLen, int[] b, int bLen, int[] out) {
                        switch (aLen) {
                """.formatted(LONE_DIGIT_MAX, GUARDED_MULTIPLY_FROM, GUARDED_SQUARE_FROM, MAX, SQUARE_MAX));
        for (int m = 1; m <= MAX; m++) {
            o.append("            case %d -> mul%d(a, b, bLen, out);\n".formatted(m, m));
        }
        o.append("""
                            default -> ScalarComba.INSTANCE.multiply(a, aLen, b, bLen, out);
                        }
                    }

                    @Override
                    public void square(int[] a, int aLen, int[] out) {
                        switch (aLen) {
                """);
        for (int m = 1; m <= SQUARE_MAX; m++) {
            o.append("            case %d -> sqr%d(a, %sout);\n".formatted(m, m, m >= GUARDED_SQUARE_FROM ? "aLen, " : ""));
        }
        o.append("""
                            default -> ScalarComba.INSTANCE.square(a, aLen, out);
                        }
                    }

                    /**
                     * {@link #forLength}'s kernels by digits: one class per length, so that the type profile at the size
                     * dispatch's call names the method it reaches and C2 calls {@code mulEqual<n>} (two {@code n}-digit
                     * operands, without {@code mul<n>}'s tests of the shorter length) or {@code sqr<n>} directly. Through
                     * {@link #multiply} a product went through {@link #writtenOut}'s switch, which C2 compiled into the
                     * cascade above the kernel with a call site per length, until that method was too big to be inlined
                     * into {@code MpInt.multiply} (docs/mpint.md, "One entry point per length").
                     */
                    private static final MulKernel[] BY_LENGTH = {
                        null,
                """);
        for (int m = 1; m <= SQUARE_MAX; m++) {
            o.append(writtenOutEqual(m) ? "        new Length%d(),\n".formatted(m) : "        INSTANCE,\n");
        }
        o.append("""
                    };

                    /** What the entry points share: the kernel's name and range. */
                    private abstract static class Entry implements MulKernel {

                        @Override
                        public final String name() {
                            return INSTANCE.name();
                        }

                        @Override
                        public final int ownDigits() {
                            return MAX_DIGITS;
                        }

                        @Override
                        public final int ownSquareDigits() {
                            return SQUARE_MAX_DIGITS;
                        }
                    }
                """);
        for (int m = 1; m <= MAX; m++) {
            if (writtenOutEqual(m)) {
                o.append("""

                            /** Products of two %1$d-digit operands and squares of one; other lengths through the kernel itself. */
                            private static final class Length%1$d extends Entry {

                                @Override
                                public void multiply(int[] a, int aLen, int[] b, int bLen, int[] out) {
                                    if (aLen == %1$d && bLen == %1$d) {
                                        mulEqual%1$d(a, b, out);
                                    } else {
                                        INSTANCE.multiply(a, aLen, b, bLen, out);
                                    }
                                }

                                @Override
                                public void square(int[] a, int aLen, int[] out) {
                                    if (aLen == %1$d) {
                                        sqr%1$d(a, %2$sout);
                                    } else {
                                        INSTANCE.square(a, aLen, out);
                                    }
                                }
                            }
                        """.formatted(m, m >= GUARDED_SQUARE_FROM ? m + ", " : ""));
            }
        }
        for (int m = MAX + 1; m <= SQUARE_MAX; m++) {
            o.append("""

                        /** Squares of one %1$d-digit operand; products through the kernel itself. */
                        private static final class Length%1$d extends Entry {

                            @Override
                            public void multiply(int[] a, int aLen, int[] b, int bLen, int[] out) {
                                INSTANCE.multiply(a, aLen, b, bLen, out);
                            }

                            @Override
                            public void square(int[] a, int aLen, int[] out) {
                                if (aLen == %1$d) {
                                    sqr%1$d(a, %1$d, out);
                                } else {
                                    INSTANCE.square(a, aLen, out);
                                }
                            }
                        }
                    """.formatted(m));
        }
        for (int m = 1; m <= MAX; m++) {
            product(o, m, false, false);
        }
        for (int m = 1; m <= MAX; m++) {
            if (writtenOutEqual(m)) {
                product(o, m, false, true);
            }
        }
        for (int m = 1; m <= SQUARE_MAX; m++) {
            product(o, m, true, false);
        }
        o.append("}\n");
        System.out.print(o);
    }

    /**
     * Whether {@code multiply} writes out the product of two {@code n}-digit operands ({@code 2 n n > 5 L^2}, as its
     * test): at 1 and 3 digits the unrolled comba's form is cheaper and the kernel hands them on.
     */
    private static boolean writtenOutEqual(int n) {
        int limbs = (n + 1) / 2;
        return 2 * n * n > 5 * limbs * limbs;
    }

    /** {@code mul<n>} ({@code a * b}) or {@code sqr<n>} ({@code a * a}) of {@code n}-digit operands. */
    private static void product(StringBuilder o, int n, boolean square, boolean equal) {
        int limbs = (n + 1) / 2;
        boolean lone = n % 2 == 1 && n > 1 && n <= LONE_DIGIT_MAX;   // the top digit apart: digit products
        int full = lone ? limbs - 1 : limbs;                // limbs of two digits
        if (square) {
            o.append("\n    /** {@code out[0 .. %1$d) = a[0 .. %2$d)^2}. */\n".formatted(2 * n, n));
            o.append("    private static void sqr%d(int[] a, %sint[] out) {\n".formatted(n, n >= GUARDED_SQUARE_FROM ? "int m, " : ""));
        } else if (equal) {
            o.append("""

                        /**
                         * {@code out[0 .. %1$d) = a[0 .. %2$d) * b[0 .. %2$d)}: {@code mul%2$d} with {@code m = %2$d} folded (its blocks end at
                         * tests against {@code out.length}, at least {@code %1$d}, which also stand for the stores' range checks).
                         */
                    """.formatted(2 * n, n));
            o.append("    private static void mulEqual%d(int[] a, int[] b, int[] out) {\n".formatted(n));
        } else {
            o.append("\n    /** {@code out[0 .. %1$d + m) = a[0 .. %1$d) * b[0 .. m)}, {@code m <= %1$d}. */\n".formatted(n));
            o.append("    private static void mul%d(int[] a, int[] b, int m, int[] out) {\n".formatted(n));
        }
        boolean blocks = n >= (square ? GUARDED_SQUARE_FROM : GUARDED_MULTIPLY_FROM);
        if (equal) {
            if (blocks) {
                o.append("        int top = out.length;\n");
            }
        } else if (blocks || (!square && n > 1)) {          // digits past n may be skipped, or blocks: tested
            o.append("        int top = %d + m;\n".formatted(n));
        }
        for (int i = 0; i < full; i++) {                    // A: shifted left by 8; B (a square: A unshifted)
            o.append("        long x%d = %s << 8;\n".formatted(i, limb("a", i, n)));
        }
        for (int i = 0; i < full; i++) {
            o.append("        long y%d = %s;\n".formatted(i, square ? limb("a", i, n) : equal ? limb("b", i, n) : shorterLimb(i, n)));
        }
        if (lone) {                                         // square: the top digit doubled for the cross products
            o.append("        long d = a[%d];\n".formatted(n - 1));
            o.append(square ? "        long d2 = 2 * d;\n" : equal ? "        long e = b[%d];\n".formatted(n - 1)
                    : "        long e = m > %1$d ? (long) b[%1$d] : 0;\n".formatted(n - 1));
        }
        for (int k = 0; k < n; k++) {                         // limb column k gives digits 2k and 2k + 1
            StringBuilder low = new StringBuilder();
            StringBuilder up = new StringBuilder();
            StringBuilder mid = new StringBuilder();          // lone digit products at digit 2k + 1
            if (square) {
                StringBuilder crossLow = new StringBuilder();
                StringBuilder crossUp = new StringBuilder();
                int cross = 0;
                for (int i = Math.max(0, k - full + 1); 2 * i < k; i++, cross++) {
                    append(crossLow, "((x%d * y%d) >>> 8)".formatted(i, k - i));
                    append(crossUp, "Math.unsignedMultiplyHigh(x%d, y%d)".formatted(i, k - i));
                }
                if (cross > 0) {
                    append(low, cross > 1 ? "2 * (" + crossLow + ")" : "2 * " + crossLow);
                    append(up, cross > 1 ? "2 * (" + crossUp + ")" : "2 * " + crossUp);
                }
                if (k % 2 == 0 && k / 2 < full) {
                    append(low, "((x%d * y%d) >>> 8)".formatted(k / 2, k / 2));
                    append(up, "Math.unsignedMultiplyHigh(x%d, y%d)".formatted(k / 2, k / 2));
                }
            } else {
                for (int i = Math.max(0, k - full + 1); i <= Math.min(k, full - 1); i++) {
                    append(low, "((x%d * y%d) >>> 8)".formatted(i, k - i));
                    append(up, "Math.unsignedMultiplyHigh(x%d, y%d)".formatted(i, k - i));
                }
            }
            if (lone && k >= full && k < 2 * full) {          // the top digit times limb j = k - full, digit by digit
                int j = k - full;
                if (square) {
                    append(low, "d2 * a[%d]".formatted(2 * j));
                    append(mid, "d2 * a[%d]".formatted(2 * j + 1));
                } else {
                    append(low, "d * (y%1$d & MASK) + e * a[%2$d]".formatted(j, 2 * j));
                    append(mid, "d * (y%1$d >>> DIGIT_BIT) + e * a[%2$d]".formatted(j, 2 * j + 1));
                }
            } else if (lone && k == 2 * full) {
                append(low, square ? "d * d" : "d * e");
            }
            if (k == 0) {
                o.append("        long c = %s;\n".formatted(low));
            } else {
                o.append("        c += high%s;\n".formatted(low.length() > 0 ? " + " + low : ""));
            }
            if (2 * k + 2 < 2 * n) {                          // a column above reads this one's high parts
                o.append("        %s = %s;\n".formatted(k == 0 ? "long high" : "high", up.length() > 0 ? up : "0"));
            }
            o.append(store(2 * k, n, square || equal, blocks, "(int) (c & MASK)"));
            if (mid.length() > 0) {                           // digit 2k + 1 adds the products at its weight
                o.append("        c = (c >>> DIGIT_BIT) + %s;\n".formatted(mid));
                o.append(store(2 * k + 1, n, square || equal, false, "(int) (c & MASK)"));
                o.append("        c >>>= DIGIT_BIT;\n");
                continue;
            }
            if (2 * k + 1 < 2 * n) {
                o.append(store(2 * k + 1, n, square || equal, false, "(int) ((c >>> DIGIT_BIT) & MASK)"));
            }
            if (2 * k + 2 < 2 * n) {
                o.append("        c >>>= 2 * DIGIT_BIT;\n");
            }
        }
        o.append("    }\n");
    }

    /** Limb {@code i} of {@code v[0 .. n)}: digits {@code 2i} and {@code 2i + 1} (the last limb of an odd length: one digit). */
    private static String limb(String v, int i, int n) {
        return 2 * i + 1 < n ? "(%1$s[%2$d] | (long) %1$s[%3$d] << DIGIT_BIT)".formatted(v, 2 * i, 2 * i + 1)
                : "(long) %s[%d]".formatted(v, 2 * i);
    }

    /**
     * Limb {@code i} of the shorter operand {@code b[0 .. m)}, {@code m <= n}: its digits past {@code m} read as zero
     * (the first digit always exists).
     */
    private static String shorterLimb(int i, int n) {
        if (2 * i + 1 >= n) {                                   // the lone top digit: there only when m == n
            return "m > %1$d ? (long) b[%1$d] : 0".formatted(2 * i);
        }
        String both = "(b[%d] | (long) b[%d] << DIGIT_BIT)".formatted(2 * i, 2 * i + 1);
        String low = i == 0 ? "(long) b[0]" : "(m > %1$d ? (long) b[%1$d] : 0)".formatted(2 * i);
        return "m > %d ? %s : %s".formatted(2 * i + 1, both, low);
    }

    /**
     * Digit {@code d} of the product: a multiply by a shorter operand skips it past {@code top = n + m} (zero there),
     * and with {@code block} it is tested against {@code top} even where that always holds (see
     * {@link #GUARDED_MULTIPLY_FROM}).
     */
    private static String store(int d, int n, boolean square, boolean block, String value) {
        String s = "out[%d] = %s;".formatted(d, value);
        return (square || d <= n) && !block ? "        " + s + "\n"
                : "        if (%d < top) {\n            %s\n        }\n".formatted(d, s);
    }

    private static void append(StringBuilder sum, String term) {
        if (sum.length() > 0) {
            sum.append(" + ");
        }
        sum.append(term);
    }
}
