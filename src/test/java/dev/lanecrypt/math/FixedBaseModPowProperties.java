package dev.lanecrypt.math;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigInteger;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * {@link FixedBaseModPow} against BigInteger: random moduli and bases, exponents of every length up to the
 * bound and the edge ones (0, 1, all ones, a single top bit), bounds that are and are not multiples of the
 * window, on whichever representation the selection gives and on the radix-2^52 one at every width;
 * exponents past the bound refused.
 */
class FixedBaseModPowProperties {

    @Property(tries = 40)
    void matchesBigInteger(@ForAll @IntRange(min = 2, max = 1100) int modBits, @ForAll @IntRange(min = 1, max = 300) int bound,
                           @ForAll @IntRange(min = 0, max = 4) int shape, @ForAll long seed) {
        Random r = new Random(seed);
        BigInteger m = new BigInteger(modBits, r).setBit(modBits - 1).setBit(0);
        if (m.equals(BigInteger.ONE)) {
            m = BigInteger.valueOf(3);
        }
        BigInteger g = new BigInteger(modBits + 5, r);
        FixedBaseModPow table = new FixedBaseModPow(new MontgomeryContext(MpInt.fromBigInteger(m)), MpInt.fromBigInteger(g), bound);
        for (int k = 0; k < 6; k++) {
            BigInteger x = exponent(shape, bound, r);
            assertEquals(g.modPow(x, m), table.modPow(MpInt.fromBigInteger(x)).toBigInteger(), "x = " + x.toString(16));
        }
    }

    /**
     * The radix-2^52 table ({@link Radix52.FixedBase}) on the one-lane kernel of every width, whatever the
     * lone-exponentiation choice is: the same moduli, bounds and exponent shapes.
     */
    @Property(tries = 25)
    void radix52TableMatchesBigIntegerOnEveryWidth(@ForAll @IntRange(min = 2, max = 2100) int modBits,
            @ForAll @IntRange(min = 1, max = 300) int bound, @ForAll @IntRange(min = 0, max = 4) int shape,
            @ForAll long seed) {
        if (!dev.lanecrypt.select.Hardware.get().vectorApi()) {
            return;   // the kernels run only where the Vector API does
        }
        Random r = new Random(seed);
        BigInteger m = new BigInteger(modBits, r).setBit(modBits - 1).setBit(0);
        if (m.equals(BigInteger.ONE)) {
            m = BigInteger.valueOf(3);
        }
        BigInteger g = new BigInteger(modBits + 5, r);
        MontgomeryContext ctx = new MontgomeryContext(MpInt.fromBigInteger(m));
        for (int width : new int[] {128, 256, 512}) {
            Radix52.FixedBase table = new Radix52.FixedBase(dev.lanecrypt.math.kernel.MontKernels.fma52RowForBits(width),
                    ctx, MpInt.fromBigInteger(g), bound, FixedBaseModPow.W);
            for (int k = 0; k < 3; k++) {
                BigInteger x = exponent(shape, bound, r);
                assertEquals(g.modPow(x, m), table.modPow(MpInt.fromBigInteger(x)).toBigInteger(),
                        width + "-bit, x = " + x.toString(16));
            }
        }
    }

    /** An exponent below {@code 2^bound}: 0, 1, all ones, the top bit alone, or random of random length. */
    private static BigInteger exponent(int shape, int bound, Random r) {
        return switch (shape) {
            case 0 -> BigInteger.ZERO;
            case 1 -> BigInteger.ONE;
            case 2 -> BigInteger.ONE.shiftLeft(bound).subtract(BigInteger.ONE);
            case 3 -> BigInteger.ONE.shiftLeft(bound - 1);
            default -> new BigInteger(r.nextInt(bound + 1), r);
        };
    }

    @Test
    void exponentsPastTheBoundAreRefused() {
        FixedBaseModPow table = new FixedBaseModPow(new MontgomeryContext(MpInt.valueOf(1_000_003)), MpInt.TWO, 20);
        assertThrows(ArithmeticException.class, () -> table.modPow(MpInt.ONE.shiftLeft(20)));
        assertThrows(ArithmeticException.class, () -> table.modPow(MpInt.valueOf(-1)));
        assertEquals(BigInteger.TWO.modPow(BigInteger.valueOf(0xFFFFF), BigInteger.valueOf(1_000_003)),
                table.modPow(MpInt.valueOf(0xFFFFF)).toBigInteger());
    }
}
