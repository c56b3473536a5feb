package dev.lanecrypt.math.kernel;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

    /**
     * Every pair of lengths {@code window512} multiplies itself (the shorter 1 to 40, the longer 17 to 40) and every
     * square it owns, random and all-0x0FFFFFFF, and for each shape operands whose product carries across a pair of
     * column blocks. Its carries (class comment) resolve two blocks of 8 columns at a time, the last step a carry of 0
     * or 1 per column from generate and propagate bits, passed from one pair to the next; random digits almost never
     * produce one there (a column must end on 2^28 - 1 or above after two rounds of carries), so the operands are
     * drawn mostly of 2^28 - 1 until {@link #carriesIntoPair} finds one. It stores the last 16 digits ending at the
     * product's length, so every length modulo 16 takes its own path. The other widths get the crossing operands too.
     */
    @Test
    void window512EveryShapeItOwns() {
        SplittableRandom rnd = new SplittableRandom(32);
        List<MulKernel> all = simd();
        List<MulKernel> window = all.stream().filter(k -> k.name().equals("window512")).toList();
        for (int m = 17; m <= 40; m++) {
            for (int n = 1; n <= 40; n++) {
                check(window, random(rnd, n), random(rnd, m));
                check(window, ones(n), ones(m));
                int[][] crossing = crossing(rnd, n, m, false);
                if (n >= 2) {
                    assertTrue(crossing != null, "no operands of " + n + "x" + m + " carry into a pair of blocks");
                }
                if (crossing != null) {
                    check(all, crossing[0], crossing[1]);
                    check(all, crossing[1], crossing[0]);
                }
            }
            checkSquare(window, random(rnd, m));
            checkSquare(window, ones(m));
            int[][] crossing = crossing(rnd, m, m, true);
            assertTrue(crossing != null, "no square of " + m + " digits carries into a pair of blocks");
            checkSquare(all, crossing[0]);
        }
    }

    /** Operands of {@code n} and {@code m} digits, mostly 2^28 - 1, whose product carries into a pair; null if 400 tries find none. */
    private static int[][] crossing(SplittableRandom rnd, int n, int m, boolean square) {
        for (int t = 0; t < 400; t++) {
            int[] a = mostlyOnes(rnd, n);
            int[] b = square ? a : mostlyOnes(rnd, m);
            if (carriesIntoPair(a, b)) {
                return new int[][] {a, b};
            }
        }
        return null;
    }

    private static int[] mostlyOnes(SplittableRandom rnd, int n) {
        int[] d = new int[n];
        for (int i = 0; i < n; i++) {
            d[i] = rnd.nextInt(8) == 0 ? rnd.nextInt(MulKernel.DIGIT_MASK + 1) : MulKernel.DIGIT_MASK;
        }
        return d;
    }

    /**
     * Whether window512's last step (its class comment: column sums {@code t}, then {@code v_k = (t_k mod 2^28) +
     * (t_(k-1) >> 28)}, {@code u_k = (v_k mod 2^28) + (v_(k-1) >> 28)}, then carries of 0 or 1) carries into a column
     * {@code 16 h}, {@code h >= 1}: the carry that passes from one pair of blocks to the next.
     */
    static boolean carriesIntoPair(int[] a, int[] b) {
        int n = a.length + b.length;
        long[] t = new long[n];
        for (int i = 0; i < a.length; i++) {
            for (int j = 0; j < b.length; j++) {
                t[i + j] += (long) a[i] * b[j];
            }
        }
        long m = MulKernel.DIGIT_MASK;
        long[] v = new long[n];
        long[] u = new long[n];
        for (int k = 0; k < n; k++) {
            v[k] = (t[k] & m) + (k > 0 ? t[k - 1] >>> MulKernel.DIGIT_BIT : 0);
        }
        long carry = 0;
        for (int k = 0; k < n; k++) {
            u[k] = (v[k] & m) + (k > 0 ? v[k - 1] >>> MulKernel.DIGIT_BIT : 0);
            if (carry == 1 && k % 16 == 0) {
                return true;
            }
            carry = u[k] + carry > m ? 1 : 0;
        }
        return false;
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
