package dev.lanecrypt.math.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.util.Arrays;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/** The scalar comba kernel against BigInteger, including the all-0x0FFFFFFF worst case for the bound. */
class ScalarCombaProperties {

    @Property(tries = 300)
    void multiplyMatchesBigInteger(@ForAll("digits") int[] a, @ForAll("digits") int[] b) {
        int[] out = new int[a.length + b.length];
        ScalarComba.INSTANCE.multiply(a, a.length, b, b.length, out);
        assertEquals(value(a).multiply(value(b)), value(out));
    }

    @Property(tries = 300)
    void squareMatchesBigInteger(@ForAll("digits") int[] a) {
        int[] out = new int[2 * a.length];
        ScalarComba.INSTANCE.square(a, a.length, out);
        assertEquals(value(a).pow(2), value(out));
    }

    @Property(tries = 20)
    void allOnesAtTheBound(@ForAll @IntRange(min = 250, max = 256) int n) {
        int[] a = new int[n];
        Arrays.fill(a, MulKernel.DIGIT_MASK);
        int[] out = new int[2 * n];
        ScalarComba.INSTANCE.multiply(a, n, a, n, out);
        assertEquals(value(a).pow(2), value(out));
        ScalarComba.INSTANCE.square(a, n, out);
        assertEquals(value(a).pow(2), value(out));
    }

    /** A long operand against a short one at the bound: 256 products per middle column, all maximal. */
    @Property(tries = 10)
    void unbalancedAllOnesAtTheBound(@ForAll @IntRange(min = 257, max = 1200) int longLen) {
        int[] a = new int[longLen];
        int[] b = new int[MulKernel.MAX_SHORT_DIGITS];
        Arrays.fill(a, MulKernel.DIGIT_MASK);
        Arrays.fill(b, MulKernel.DIGIT_MASK);
        int[] out = new int[a.length + b.length];
        ScalarComba.INSTANCE.multiply(a, a.length, b, b.length, out);
        assertEquals(value(a).multiply(value(b)), value(out));
        ScalarComba.INSTANCE.multiply(b, b.length, a, a.length, out);
        assertEquals(value(a).multiply(value(b)), value(out));
    }

    @Provide
    Arbitrary<int[]> digits() {
        Arbitrary<Integer> digit = Arbitraries.oneOf(
                Arbitraries.integers().between(0, MulKernel.DIGIT_MASK),
                Arbitraries.of(0, 1, MulKernel.DIGIT_MASK));
        return digit.array(int[].class).ofMinSize(1).ofMaxSize(80);
    }

    static BigInteger value(int[] digits) {
        BigInteger v = BigInteger.ZERO;
        for (int i = digits.length - 1; i >= 0; i--) {
            v = v.shiftLeft(MulKernel.DIGIT_BIT).add(BigInteger.valueOf(digits[i]));
        }
        return v;
    }
}
