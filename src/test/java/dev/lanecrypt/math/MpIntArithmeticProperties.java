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

/** add, subtract, negate, abs, signum, multiply, square, compareTo, equals, hashCode, min, max vs BigInteger. */
class MpIntArithmeticProperties {

    @Property(tries = 300)
    void addSubtractNegateAbs(@ForAll("values") BigInteger a, @ForAll("values") BigInteger b) {
        same(a.add(b), mp(a).add(mp(b)));
        same(a.subtract(b), mp(a).subtract(mp(b)));
        same(a.negate(), mp(a).negate());
        same(a.abs(), mp(a).abs());
        assertEquals(a.signum(), mp(a).signum());
        same(BigInteger.ZERO, mp(a).subtract(mp(a)));
    }

    @Property(tries = 300)
    void multiplyAndSquare(@ForAll("values") BigInteger a, @ForAll("values") BigInteger b) {
        same(a.multiply(b), mp(a).multiply(mp(b)));
        same(a.multiply(a), mp(a).square());
        same(a.multiply(a), mp(a).multiply(mp(a)));
    }

    /** Very different lengths: one side short (blocks path), the other up to 300 digits. */
    @Property(tries = 100)
    void multiplyUnbalanced(@ForAll("short") BigInteger a, @ForAll("values") BigInteger b) {
        same(a.multiply(b), mp(a).multiply(mp(b)));
        same(b.multiply(a), mp(b).multiply(mp(a)));
    }

    /** Every length around the Karatsuba cutoffs and the blocks split, all digits 0x0FFFFFFF (largest carries). */
    @Property(tries = 40)
    void multiplyAllOnesAroundCutoffs(@ForAll("lengths") int n, @ForAll("lengths") int m) {
        BigInteger a = BigInteger.ONE.shiftLeft(28 * n).subtract(BigInteger.ONE);
        BigInteger b = BigInteger.ONE.shiftLeft(28 * m).subtract(BigInteger.ONE);
        same(a.multiply(b), mp(a).multiply(mp(b)));
        same(a.multiply(a), mp(a).square());
    }

    /** The boundary between Karatsuba and blocks: the shorter operand about half the longer. */
    @Property(tries = 60)
    void multiplyHalfLengths(@ForAll("lengths") int n, @ForAll @IntRange(min = -1, max = 1) int delta) {
        Random rnd = new Random(31L * n + delta);
        BigInteger a = new BigInteger(28 * n, rnd).setBit(28 * n - 1);
        int half = Math.max(1, (n + 1) / 2 + delta);
        BigInteger b = new BigInteger(28 * half, rnd).setBit(28 * half - 1);
        same(a.multiply(b), mp(a).multiply(mp(b)));
        same(b.multiply(a), mp(b).multiply(mp(a)));
    }

    /**
     * Top digits of every bit length, at their smallest, largest and random values: the product fills its top
     * digit or not, decided from the top digits' bits where they tell ({@code Multiplication.topSet}, at 30 bits
     * between them) and by reading the product otherwise; the smallest values put the product exactly on that
     * boundary.
     */
    @Property(tries = 400)
    void multiplyTopDigitsOfEveryLength(@ForAll @IntRange(min = 1, max = 40) int n,
            @ForAll @IntRange(min = 1, max = 40) int m, @ForAll @IntRange(min = 1, max = 28) int ta,
            @ForAll @IntRange(min = 1, max = 28) int tb, @ForAll @IntRange(min = 0, max = 2) int kind,
            @ForAll long seed) {
        Random random = new Random(seed);
        BigInteger a = withTopBits(n, ta, kind, random);
        BigInteger b = withTopBits(m, tb, kind, random);
        same(a.multiply(b), mp(a).multiply(mp(b)));
        same(a.multiply(a), mp(a).square());
    }

    /** {@code digits} digits, the top one of exactly {@code topBits} bits: smallest (0), largest (1) or random. */
    private static BigInteger withTopBits(int digits, int topBits, int kind, Random random) {
        BigInteger top = BigInteger.ONE.shiftLeft(topBits - 1);
        int rest = 28 * (digits - 1);
        return switch (kind) {
            case 0 -> top.shiftLeft(rest);
            case 1 -> top.shiftLeft(1).shiftLeft(rest).subtract(BigInteger.ONE);
            default -> top.add(new BigInteger(topBits - 1, random)).shiftLeft(rest).add(new BigInteger(rest, random));
        };
    }

    @Property(tries = 300)
    void compareEqualsHashMinMax(@ForAll("values") BigInteger a, @ForAll("values") BigInteger b) {
        assertEquals(Integer.signum(a.compareTo(b)), Integer.signum(mp(a).compareTo(mp(b))));
        assertEquals(a.equals(b), mp(a).equals(mp(b)));
        assertEquals(mp(a).hashCode(), mp(a.add(BigInteger.ZERO)).hashCode());
        assertEquals(mp(a), MpInt.fromBigInteger(new BigInteger(a.toByteArray())));
        same(a.min(b), mp(a).min(mp(b)));
        same(a.max(b), mp(a).max(mp(b)));
    }

    @Provide
    Arbitrary<BigInteger> values() {
        return Shapes.signed(300);
    }

    @Provide
    Arbitrary<Integer> lengths() {
        Shapes.settleKernelChoice();
        int mul = Multiplication.mulCutoff();
        int sqr = Multiplication.sqrCutoff();
        return Arbitraries.oneOf(
                Arbitraries.integers().between(1, 300),
                Arbitraries.integers().between(Math.max(1, mul - 2), mul + 2),
                Arbitraries.integers().between(Math.max(1, sqr - 2), sqr + 2),
                Arbitraries.integers().between(2 * mul - 2, 2 * mul + 2));
    }

    @Provide("short")
    Arbitrary<BigInteger> shortValues() {
        return Shapes.signed(3);
    }
}
