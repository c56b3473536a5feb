package dev.lanecrypt.math.kernel;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

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
 * The written-out combas, {@code permute512} ({@code SimdPermuteComba}, up to 40 digits), {@code window512}
 * ({@code SimdWindowComba}, 17 to 40) and {@code rows256}
 * ({@code SimdRowBlockComba}, up to 32), over their own ranges and just past them, against the scalar comba and
 * BigInteger: every pair of lengths and the square at every length (each generated method, full and
 * partial blocks of both operands, in both orders), every column at its maximum (all digits {@code 2^28-1}), products
 * whose digits are long runs of {@code 2^28-1} (carries that travel far, across the 64-column word of the carry
 * pass), and no digit written past {@code aLen + bLen}. Runs emulated (slowly) on machines without AVX-512.
 */
class WrittenOutCombaProperties {

    private static final int M = MulKernel.DIGIT_MASK;

    private static final List<String> WRITTEN_OUT = List.of("permute512", "window512", "rows256");

    private static List<MulKernel> kernels() {
        List<MulKernel> ks = Kernels.candidates().stream().filter(k -> WRITTEN_OUT.contains(k.name())).toList();
        assertEquals(WRITTEN_OUT, ks.stream().map(MulKernel::name).toList(), "the test JVM runs with the Vector API");
        return ks;
    }

    @Test
    void everyPairOfLengthsAgrees() {
        SplittableRandom rnd = new SplittableRandom(512);
        for (int an = 1; an <= 42; an++) {
            int[] x = random(rnd, an);
            for (MulKernel k : kernels()) {
                checkSquare(k, x);        // the squares have methods of their own (rows256's triangle)
            }
            for (int bn = 1; bn <= 42; bn++) {
                int[] a = random(rnd, an);
                int[] b = random(rnd, bn);
                for (MulKernel k : kernels()) {
                    check(k, a, b);
                }
            }
        }
    }

    @Test
    void everyColumnAtItsMaximum() {
        for (MulKernel k : kernels()) {
            for (int an = 1; an <= 41; an++) {
                for (int bn = an; bn <= 41; bn++) {
                    check(k, ones(an), ones(bn));
                }
                checkSquare(k, ones(an));
            }
        }
    }

    /** {@code (2^(28n) - 1) * y}: the product's digits are runs of 2^28-1 and of 0, so carries propagate far. */
    @Test
    void carriesThatPropagateAcrossManyColumns() {
        SplittableRandom rnd = new SplittableRandom(64);
        for (int n = 1; n <= 40; n++) {
            for (int m = 1; m <= 40; m++) {
                int[] y = new int[m];
                y[m - 1] = 1 + rnd.nextInt(M);
                y[0] = 1;
                int[] z = ones(m);
                z[0] = M - 1 - rnd.nextInt(3);
                for (MulKernel k : kernels()) {
                    check(k, ones(n), y);
                    check(k, ones(n), z);
                }
            }
        }
    }

    @Property(tries = 300)
    void randomOperandsAgree(@ForAll("operands") Tuple.Tuple2<int[], int[]> ab) {
        for (MulKernel k : kernels()) {
            check(k, ab.get1(), ab.get2());
            checkSquare(k, ab.get1());
        }
    }

    @Provide
    Arbitrary<Tuple.Tuple2<int[], int[]>> operands() {
        Arbitrary<Integer> digit = Arbitraries.oneOf(
                Arbitraries.integers().between(0, M),
                Arbitraries.of(0, 1, M, M - 1));
        Arbitrary<int[]> operand = digit.array(int[].class).ofMinSize(1).ofMaxSize(44);
        return Combinators.combine(operand, operand).as(Tuple::of);
    }

    private static void check(MulKernel k, int[] a, int[] b) {
        int[] expected = new int[a.length + b.length];
        ScalarComba.INSTANCE.multiply(a, a.length, b, b.length, expected);
        assertEquals(value(a).multiply(value(b)), value(expected), "scalar " + a.length + "x" + b.length);
        int[] out = new int[a.length + b.length + 9];
        Arrays.fill(out, -1);
        k.multiply(a, a.length, b, b.length, out);
        assertArrayEquals(expected, Arrays.copyOf(out, expected.length), k.name() + " " + a.length + "x" + b.length);
        for (int i = expected.length; i < out.length; i++) {
            assertEquals(-1, out[i], k.name() + " digit " + i + " written past the product " + a.length + "x"
                    + b.length);
        }
    }

    private static void checkSquare(MulKernel k, int[] a) {
        SimdCombaProperties.checkSquare(List.of(k), a);
    }

    private static int[] random(SplittableRandom rnd, int n) {
        return SimdCombaProperties.random(rnd, n);
    }

    private static int[] ones(int n) {
        return SimdCombaProperties.ones(n);
    }

    private static BigInteger value(int[] digits) {
        return ScalarCombaProperties.value(digits);
    }
}
