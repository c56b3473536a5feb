package dev.lanecrypt.math;

import static dev.lanecrypt.math.Shapes.mp;
import static dev.lanecrypt.math.Shapes.same;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * Toom-3 against BigInteger: its algebra called directly at small lengths (every shape of the thirds:
 * {@code p(-1)} of either sign, empty or short top thirds, all-ones digits for the largest carries in
 * the evaluations and the exact division by 3), and through {@link MpInt} at lengths around the Toom-3
 * cutoffs and around the two-thirds boundary where {@link Multiplication} switches between it and
 * Karatsuba.
 */
class MpIntToom3Properties {

    @Property(tries = 300)
    void toom3AtSmallLengths(@ForAll @IntRange(min = 9, max = 120) int aLen, @ForAll @IntRange(min = 0, max = 100) int bPercent,
            @ForAll @IntRange(min = 0, max = 4) int shapeA, @ForAll @IntRange(min = 0, max = 4) int shapeB,
            @ForAll long seed) {
        Random rnd = new Random(seed);
        int k = (aLen + 2) / 3;
        int bLen = 2 * k + 1 + (int) ((long) (aLen - 2 * k - 1) * bPercent / 100); // every third of b non-empty
        int[] a = digits(aLen, shapeA, rnd);
        int[] b = digits(bLen, shapeB, rnd);
        int[] out = new int[aLen + bLen];
        java.util.Arrays.fill(out, 0x5A5A5A5); // fully written
        Toom3.multiply(a, aLen, b, bLen, out);
        assertEquals(value(a).multiply(value(b)), value(out));
        int[] sq = new int[2 * aLen];
        java.util.Arrays.fill(sq, 0x5A5A5A5);
        Toom3.square(a, aLen, sq);
        assertEquals(value(a).pow(2), value(sq));
    }

    @Property(tries = 200)
    void exactDivisionBy3(@ForAll("values") BigInteger a) {
        BigInteger v = a.abs().multiply(BigInteger.valueOf(3));
        same(a.abs(), MpInt.of(1, Toom3.divideExactlyBy3(mp(v).mag())));
    }

    @Property(tries = 40)
    void multiplyAroundTheToomCutoffs(@ForAll("toomLengths") int n, @ForAll @IntRange(min = -3, max = 3) int delta,
            @ForAll @IntRange(min = 0, max = 4) int shape, @ForAll long seed) {
        Random rnd = new Random(seed);
        BigInteger a = value(digits(n, shape, rnd));
        BigInteger b = value(digits(Math.max(1, n + delta), (shape + 1) % 5, rnd));
        same(a.multiply(b), mp(a).multiply(mp(b)));
        same(a.multiply(a), mp(a).square());
    }

    /** The shorter operand around two thirds of the longer (Toom-3 against Karatsuba) above the cutoff. */
    @Property(tries = 30)
    void multiplyAroundTwoThirds(@ForAll @IntRange(min = -2, max = 2) int delta, @ForAll @IntRange(min = 0, max = 4) int shape,
            @ForAll long seed) {
        Random rnd = new Random(seed);
        Shapes.settleKernelChoice();
        int bLen = Multiplication.toom3MulCutoff() + 20;
        int aLen = (3 * bLen) / 2 + delta;
        BigInteger a = value(digits(aLen, shape, rnd));
        BigInteger b = value(digits(bLen, shape, rnd));
        same(a.multiply(b), mp(a).multiply(mp(b)));
        same(b.multiply(a), mp(b).multiply(mp(a)));
    }

    /** {@code len} digits: all-ones, one top bit, alternating, small top digit, random. */
    static int[] digits(int len, int shape, Random rnd) {
        int[] d = new int[len];
        for (int i = 0; i < len; i++) {
            d[i] = switch (shape) {
                case 0 -> Shapes.MASK;
                case 1 -> i == len - 1 ? 1 << 27 : 0;
                case 2 -> (i & 1) == 0 ? Shapes.MASK : 0;
                case 3 -> i == len - 1 ? 1 + rnd.nextInt(3) : rnd.nextInt(1 << 28);
                default -> rnd.nextInt(1 << 28);
            };
        }
        d[len - 1] |= 1;
        return d;
    }

    static BigInteger value(int[] digits) {
        return Shapes.value(digits);
    }

    @Provide
    Arbitrary<BigInteger> values() {
        return Shapes.signed(300);
    }

    @Provide
    Arbitrary<Integer> toomLengths() {
        Shapes.settleKernelChoice();
        int m = Multiplication.toom3MulCutoff();
        int s = Multiplication.toom3SqrCutoff();
        return Arbitraries.oneOf(Arbitraries.integers().between(m - 2, m + 2), Arbitraries.integers().between(s - 2, s + 2),
                Arbitraries.integers().between(3 * m - 3, 3 * m + 3));
    }
}
