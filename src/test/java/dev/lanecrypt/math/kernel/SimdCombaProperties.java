package dev.lanecrypt.math.kernel;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import org.junit.jupiter.api.Test;

/**
 * Every SIMD comba width (128, 256, 512: all run on any x86-64 JVM with the Vector API, 512 emulated on
 * AVX2), the 512-bit comba with an operand in registers ({@code permute512}, which hands operands over 40 digits
 * to simd512), the one whose rows share windows of an operand ({@code window512}, 17 to 40 digits) and the 256-bit one with the column sums in registers ({@code rows256}, simd256 over 40; their own
 * ranges in {@link WrittenOutCombaProperties}), against the scalar comba and BigInteger: identical digits, every
 * length, the all-0x0FFFFFFF worst case of the column bound, lengths around the lane counts, very unequal operands.
 */
class SimdCombaProperties {

    private static final List<String> WIDTHS = List.of("simd128", "simd256", "simd512", "permute512", "window512", "rows256");

    private static final int MAX = MulKernel.MAX_SHORT_DIGITS;

    private static List<MulKernel> simd() {
        List<MulKernel> all = Kernels.candidates();
        List<MulKernel> simd = all.stream().filter(k -> WIDTHS.contains(k.name())).toList();
        assertEquals(WIDTHS, simd.stream().map(MulKernel::name).toList(), "the test JVM runs with the Vector API");
        return simd;
    }

    @Test
    void candidatesAreTheScalarKernelsThenEveryWidth() {
        assertEquals(List.of("scalar", "unrolled", "paired", "simd128", "simd256", "simd512", "permute512", "window512", "rows256"),
                Kernels.candidates().stream().map(MulKernel::name).toList());
    }

    @Test
    void everyLengthUpToTheBoundAgreesWithScalarAndBigInteger() {
        SplittableRandom rnd = new SplittableRandom(28);
        List<MulKernel> simd = simd();
        for (int n = 1; n <= MAX; n++) {
            int[] a = random(rnd, n);
            int[] b = random(rnd, n + rnd.nextInt(3) - 1 == 0 ? 1 : n + rnd.nextInt(3) - 1);
            check(simd, a, b);
            checkSquare(simd, a);
        }
    }

    /**
     * Equal lengths to 40 digits, eight random pairs and squares each: rows256 multiplies and squares {@code 4 q + 1}
     * digits with the last digit's row added in registers ({@code mul2_2r} .. {@code mul5_5r}, {@code sqr2r} ..),
     * where one window wrong in the multiply's last row changes a single column (a pair of lengths tried once above
     * missed it).
     */
    @Test
    void equalLengthsAgree() {
        SplittableRandom rnd = new SplittableRandom(31);
        List<MulKernel> simd = simd();
        for (int n = 1; n <= 40; n++) {
            for (int t = 0; t < 8; t++) {
                check(simd, random(rnd, n), random(rnd, n));
                checkSquare(simd, random(rnd, n));
            }
        }
    }

    @Test
    void longerOperandBeyondTheBound() {
        SplittableRandom rnd = new SplittableRandom(29);
        List<MulKernel> simd = simd();
        for (int m = MAX + 1; m <= 300; m++) {
            check(simd, random(rnd, 1 + rnd.nextInt(MAX)), random(rnd, m));
        }
        check(simd, ones(MAX), ones(300));
        check(simd, ones(1), ones(300));
    }

    @Test
    void allOnesAroundEveryLaneMultiple() {
        List<MulKernel> simd = simd();
        for (int lanes : new int[] {2, 4, 8}) {
            for (int k = 1; k * lanes - 1 <= MAX; k = k < 8 ? k + 1 : k * 2) {
                for (int n = k * lanes - 1; n <= Math.min(MAX, k * lanes + 1); n++) {
                    check(simd, ones(n), ones(n));
                    checkSquare(simd, ones(n));
                    check(simd, ones(n), ones(n + 1));
                }
            }
        }
        for (int n = MAX - 2; n <= MAX; n++) {
            check(simd, ones(n), ones(n));
            checkSquare(simd, ones(n));
        }
    }

    @Test
    void veryUnequalAndOneDigit() {
        SplittableRandom rnd = new SplittableRandom(30);
        List<MulKernel> simd = simd();
        for (int m : new int[] {1, 2, 3, 7, 9, 17, 33, 100, 256}) {
            check(simd, random(rnd, 1), random(rnd, m));
            check(simd, random(rnd, m), random(rnd, 1));
            check(simd, ones(2), random(rnd, m));
            check(simd, new int[] {0}, random(rnd, m));
        }
        checkSquare(simd, new int[] {MulKernel.DIGIT_MASK});
        checkSquare(simd, new int[] {0});
    }

    @Test
    void lengthsOutsideTheContractAreRejectedAsScalarRejectsThem() {
        for (MulKernel k : simd()) {
            int[] big = new int[MAX + 1];
            assertThrows(IllegalArgumentException.class, () -> k.square(big, MAX + 1, new int[2 * MAX + 2]));
            assertThrows(IllegalArgumentException.class,
                    () -> k.multiply(big, MAX + 1, big, MAX + 1, new int[2 * MAX + 2]));
            assertThrows(IllegalArgumentException.class, () -> k.square(big, 0, new int[2]));
        }
    }

    @Property(tries = 150)
    void randomShapesAgree(@ForAll("operands") Tuple.Tuple2<int[], int[]> ab) {
        check(simd(), ab.get1(), ab.get2());
        checkSquare(simd(), ab.get1());
    }

    @Provide
    Arbitrary<Tuple.Tuple2<int[], int[]>> operands() {
        Arbitrary<Integer> digit = Arbitraries.oneOf(
                Arbitraries.integers().between(0, MulKernel.DIGIT_MASK),
                Arbitraries.of(0, 1, MulKernel.DIGIT_MASK, MulKernel.DIGIT_MASK - 1));
        Arbitrary<int[]> shortOne = digit.array(int[].class).ofMinSize(1).ofMaxSize(MAX);
        Arbitrary<int[]> any = digit.array(int[].class).ofMinSize(1).ofMaxSize(300);
        return Combinators.combine(shortOne, any).as(Tuple::of);
    }

    /** All kernels give the scalar digits, and those are BigInteger's product. */
    private static void check(List<MulKernel> simd, int[] a, int[] b) {
        int[] expected = new int[a.length + b.length];
        ScalarComba.INSTANCE.multiply(a, a.length, b, b.length, expected);
        assertEquals(value(a).multiply(value(b)), value(expected), "scalar " + a.length + "x" + b.length);
        for (MulKernel k : simd) {
            int[] out = new int[a.length + b.length];
            Arrays.fill(out, -1);
            k.multiply(a, a.length, b, b.length, out);
            assertArrayEquals(expected, out, k.name() + " " + a.length + "x" + b.length);
        }
    }

    static void checkSquare(List<MulKernel> simd, int[] a) {
        int[] expected = new int[2 * a.length];
        ScalarComba.INSTANCE.square(a, a.length, expected);
        assertEquals(value(a).pow(2), value(expected), "scalar square " + a.length);
        for (MulKernel k : simd) {
            int[] out = new int[2 * a.length];
            Arrays.fill(out, -1);
            k.square(a, a.length, out);
            assertArrayEquals(expected, out, k.name() + " square " + a.length);
        }
    }

    static int[] random(SplittableRandom rnd, int n) {
        int[] d = new int[n];
        for (int i = 0; i < n; i++) {
            d[i] = rnd.nextInt(4) == 0 ? MulKernel.DIGIT_MASK : rnd.nextInt(MulKernel.DIGIT_MASK + 1);
        }
        return d;
    }

    static int[] ones(int n) {
        int[] d = new int[n];
        Arrays.fill(d, MulKernel.DIGIT_MASK);
        return d;
    }

    static BigInteger value(int[] digits) {
        return ScalarCombaProperties.value(digits);
    }
}
