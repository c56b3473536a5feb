package dev.lanecrypt.math.kernel;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * The scalar written-out combas ({@link UnrolledComba} on digits, {@link PairedComba} on pairs of digits) against
 * BigInteger and bit-identical to {@link ScalarComba}: every pair of lengths with the shorter one written out (equal
 * lengths, the head/loop/tail form for a longer operand, either order), the lengths just past it (the fallback), and
 * every column at its maximum (all digits {@code 2^28 - 1}: the paired comba's limb products and column sums at their
 * bounds). The SIMD ones: {@link WrittenOutCombaProperties}.
 */
class ScalarWrittenOutCombaProperties {

    private static final int MAX = UnrolledComba.MAX_DIGITS;

    private static final List<MulKernel> KERNELS = List.of(UnrolledComba.INSTANCE, PairedComba.INSTANCE);

    @Test
    void bothWriteOutTheSameLengths() {
        assertEquals(MAX, PairedComba.MAX_DIGITS);
        assertEquals(MAX, PairedComba.INSTANCE.ownDigits());
        assertEquals(MAX, UnrolledComba.INSTANCE.ownSquareDigits());
        assertEquals(PairedComba.SQUARE_MAX_DIGITS, PairedComba.INSTANCE.ownSquareDigits());
        assertTrue(PairedComba.SQUARE_MAX_DIGITS > MAX, "the paired comba squares past its products");
    }

    @Property(tries = 400)
    void multiplyMatchesBigIntegerAndTheScalarComba(@ForAll("kernels") MulKernel k, @ForAll("digits") int[] a,
            @ForAll("digits") int[] b) {
        int[] out = new int[a.length + b.length];
        k.multiply(a, a.length, b, b.length, out);
        assertEquals(ScalarCombaProperties.value(a).multiply(ScalarCombaProperties.value(b)),
                ScalarCombaProperties.value(out));
        int[] scalar = new int[out.length];
        ScalarComba.INSTANCE.multiply(a, a.length, b, b.length, scalar);
        assertArrayEquals(scalar, out);
    }

    @Property(tries = 400)
    void squareMatchesBigInteger(@ForAll("kernels") MulKernel k, @ForAll("digits") int[] a) {
        int[] out = new int[2 * a.length];
        k.square(a, a.length, out);
        assertEquals(ScalarCombaProperties.value(a).pow(2), ScalarCombaProperties.value(out));
    }

    /**
     * Every (shorter, longer) pair and every square up to a few digits past the written-out range, random and
     * all-maximal digits.
     */
    @Test
    void everyShapeAtTheEdges() {
        for (MulKernel k : KERNELS) {
            everyShapeAtTheEdges(k);
        }
    }

    /**
     * The paired comba's entry points per length ({@link MulKernel#forLength}, what {@link SizeDispatch} calls) give
     * the kernel's digits for every shape, their own length's and every other one's.
     */
    @Test
    void everyEntryPointMultipliesEveryShape() {
        int entries = 0;
        for (int d = 0; d <= PairedComba.SQUARE_MAX_DIGITS + 2; d++) {
            MulKernel e = PairedComba.INSTANCE.forLength(d);
            assertEquals(PairedComba.INSTANCE.name(), e.name());
            assertEquals(PairedComba.INSTANCE.ownDigits(), e.ownDigits());
            assertEquals(PairedComba.INSTANCE.ownSquareDigits(), e.ownSquareDigits());
            assertEquals(0, e.vectorBits());
            if (e != PairedComba.INSTANCE) {
                entries++;
                everyShapeAtTheEdges(e);
            }
        }
        assertEquals(PairedComba.SQUARE_MAX_DIGITS - 2, entries,
                "an entry for every written-out length but 1 and 3 digits, squares' lengths included");
        assertSame(UnrolledComba.INSTANCE, UnrolledComba.INSTANCE.forLength(9));
    }

    private static void everyShapeAtTheEdges(MulKernel k) {
        SplittableRandom random = new SplittableRandom(18);
        for (int n = 1; n <= PairedComba.SQUARE_MAX_DIGITS + 3; n++) {   // every square written out, and past them
            for (boolean maximal : new boolean[] {false, true}) {
                int[] a = digits(n, random, maximal);
                int[] out = new int[2 * n + 3];
                Arrays.fill(out, -1);
                k.square(a, n, out);
                int[] expected = new int[2 * n];
                ScalarComba.INSTANCE.multiply(a, n, a, n, expected);
                assertArrayEquals(expected, Arrays.copyOf(out, 2 * n), k.name() + ": " + n + " digits squared");
                assertArrayEquals(new int[] {-1, -1, -1}, Arrays.copyOfRange(out, 2 * n, 2 * n + 3));
            }
        }
        for (int m = 1; m <= MAX + 2; m++) {
            for (int n = m; n <= MAX + 20; n++) {
                for (boolean maximal : new boolean[] {false, true}) {
                    int[] a = digits(n, random, maximal);
                    int[] b = digits(m, random, maximal);
                    int[] out = new int[n + m + 3];
                    Arrays.fill(out, -1);                  // nothing past n + m is written
                    k.multiply(a, n, b, m, out);
                    int[] expected = new int[n + m];
                    ScalarComba.INSTANCE.multiply(a, n, b, m, expected);
                    assertArrayEquals(expected, Arrays.copyOf(out, n + m), k.name() + ": " + m + " x " + n + " digits");
                    assertArrayEquals(new int[] {-1, -1, -1}, Arrays.copyOfRange(out, n + m, n + m + 3));
                    k.multiply(b, m, a, n, out);
                    assertArrayEquals(expected, Arrays.copyOf(out, n + m), k.name() + ": " + n + " x " + m + " digits");
                }
            }
        }
    }

    @Test
    void emptyOperandsAreRefusedAsByTheScalarComba() {
        int[] a = {1, 2};
        for (MulKernel k : KERNELS) {
            assertThrows(IllegalArgumentException.class, () -> k.multiply(a, 2, a, 0, new int[4]), k.name());
            assertThrows(IllegalArgumentException.class, () -> k.multiply(a, 0, a, 0, new int[4]), k.name());
            assertThrows(IllegalArgumentException.class, () -> k.square(a, 0, new int[4]), k.name());
        }
    }

    private static int[] digits(int n, SplittableRandom random, boolean maximal) {
        int[] d = new int[n];
        for (int i = 0; i < n; i++) {
            d[i] = maximal ? MulKernel.DIGIT_MASK : random.nextInt(1 << MulKernel.DIGIT_BIT);
        }
        return d;
    }

    @Provide
    Arbitrary<MulKernel> kernels() {
        return Arbitraries.of(KERNELS);
    }

    @Provide
    Arbitrary<int[]> digits() {
        Arbitrary<Integer> digit = Arbitraries.oneOf(
                Arbitraries.integers().between(0, MulKernel.DIGIT_MASK),
                Arbitraries.of(0, 1, MulKernel.DIGIT_MASK));
        return digit.array(int[].class).ofMinSize(1).ofMaxSize(MAX + 8);
    }
}
