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
 * {@link DivstepJacobi} against the textbook recursion ({@link BinaryJacobiProperties#reference}) for random
 * and edge shapes, common factors included; its batch-limit fallback against the same; and the number of
 * batches a 2048-bit symbol takes against the class's stated figure.
 */
class DivstepJacobiProperties {

    private static BigInteger operand(Random r, BigInteger n, int aBits, int aShape) {
        return switch (aShape) {
            case 6 -> n.multiply(BigInteger.valueOf(r.nextInt(5))).add(BigInteger.valueOf(r.nextInt(3)));  // 0, 1, 2 mod n
            case 7 -> n.subtract(BigInteger.ONE);
            case 8 -> n.subtract(BigInteger.valueOf(r.nextInt(1 << 20)).abs()).max(BigInteger.ZERO);         // near n
            default -> aBits == 0 ? BigInteger.ZERO : BinaryJacobiProperties.shaped(r, aBits, aShape);
        };
    }

    @Property(tries = 800)
    void matchesTheReference(@ForAll @IntRange(min = 1, max = 4200) int nBits,
                             @ForAll @IntRange(min = 0, max = 4300) int aBits,
                             @ForAll @IntRange(min = 0, max = 5) int nShape, @ForAll @IntRange(min = 0, max = 8) int aShape,
                             @ForAll @IntRange(min = 0, max = 3) int commonFactor, @ForAll long seed) {
        Random r = new Random(seed);
        BigInteger n = BinaryJacobiProperties.shaped(r, nBits, nShape).setBit(0);
        BigInteger a = operand(r, n, aBits, aShape);
        if (commonFactor > 0) {
            // a shared odd factor: the symbol is 0 (the f = g fixed point or g = 0 with f > 1)
            BigInteger d = BigInteger.valueOf(2L * r.nextInt(1 << (10 * commonFactor)) + 3);
            n = n.multiply(d);
            a = a.multiply(d);
        }
        BigInteger fn = n;
        BigInteger fa = a;
        int expected = BinaryJacobiProperties.reference(a, n);
        assertEquals(expected, DivstepJacobi.symbol(MpInt.fromBigInteger(a), MpInt.fromBigInteger(n)),
                () -> "(" + fa.toString(16) + " / " + fn.toString(16) + ")");
        // and the divsteps alone answer it, inside the batch limit (the fallback is not what passed)
        assertEquals(expected, core(a.mod(n), n, DivstepJacobi.batchLimit(n.bitLength())));
    }

    /** The divstep core on its own: {@link DivstepJacobi#UNKNOWN} if the batches ran out. */
    private static int core(BigInteger a, BigInteger n, int batches) {
        int len = Math.max(1, (n.bitLength() + 61) / 62);
        return DivstepJacobi.symbol(DivstepJacobi.limbs62(MpInt.fromBigInteger(n), len),
                DivstepJacobi.limbs62(MpInt.fromBigInteger(a), len), len, batches);
    }

    @Property(tries = 200)
    void theFallbackAnswersWhenTheBatchesRunOut(@ForAll @IntRange(min = 1, max = 2100) int nBits,
                                                @ForAll @IntRange(min = 0, max = 2100) int aBits,
                                                @ForAll @IntRange(min = 0, max = 4) int batches, @ForAll long seed) {
        Random r = new Random(seed);
        BigInteger n = new BigInteger(nBits, r).setBit(0);
        BigInteger a = aBits == 0 ? BigInteger.ZERO : new BigInteger(aBits, r);
        assertEquals(BinaryJacobiProperties.reference(a, n),
                DivstepJacobi.symbol(MpInt.fromBigInteger(a), MpInt.fromBigInteger(n), batches));
    }

    @Property(tries = 60)
    void eulerCriterionForPrimes(@ForAll @IntRange(min = 3, max = 1100) int bits, @ForAll long seed) {
        Random r = new Random(seed);
        BigInteger p = BigInteger.probablePrime(bits, r);
        BigInteger a = new BigInteger(bits + 8, r);
        BigInteger e = a.modPow(p.subtract(BigInteger.ONE).shiftRight(1), p);
        int euler = e.signum() == 0 ? 0 : e.equals(BigInteger.ONE) ? 1 : -1;
        assertEquals(euler, DivstepJacobi.symbol(MpInt.fromBigInteger(a), MpInt.fromBigInteger(p)));
    }

    /**
     * The batch limit is twice the steps seen: random 2048-bit symbols finish in the 98-101 batches the class
     * states (the limit is 200), and the core alone answers them.
     */
    @Test
    void random2048BitSymbolsTakeAboutNinetyEightBatches() {
        Random r = new Random(7);
        for (int i = 0; i < 100; i++) {
            BigInteger n = new BigInteger(2048, r).setBit(2047).setBit(0);
            BigInteger a = new BigInteger(2047, r);
            assertEquals(BinaryJacobiProperties.reference(a, n), core(a, n, 105));
            assertEquals(DivstepJacobi.UNKNOWN, core(a, n, 90));
        }
    }

    /**
     * The shapes plain divsteps are slow on (a small value, a value near n, the all-ones and 2^k + 1 moduli:
     * up to 247 batches at 2048 bits without the rebalancing step) finish inside a random symbol's budget.
     */
    @Property(tries = 120)
    void structuredValuesAreRebalanced(@ForAll @IntRange(min = 0, max = 2) int nShape,
                                       @ForAll @IntRange(min = 0, max = 3) int aShape,
                                       @ForAll @IntRange(min = 1, max = 1 << 30) int k, @ForAll long seed) {
        Random r = new Random(seed);
        BigInteger n = nShape == 2 ? new BigInteger(2048, r).setBit(2047).setBit(0)
                : BinaryJacobiProperties.shaped(r, 2048, nShape);
        BigInteger small = BigInteger.valueOf(k);
        BigInteger a = switch (aShape) {
            case 0 -> small;
            case 1 -> n.subtract(small);
            case 2 -> BigInteger.ONE.shiftLeft(100 + k % 900).add(small);
            default -> n.shiftRight(1 + k % 3).add(small);
        };
        assertEquals(BinaryJacobiProperties.reference(a, n), core(a, n, 105));
    }

    @Test
    void badModuliAreRefused() {
        assertThrows(ArithmeticException.class, () -> DivstepJacobi.symbol(MpInt.ONE, MpInt.valueOf(4)));
        assertThrows(ArithmeticException.class, () -> DivstepJacobi.symbol(MpInt.ONE, MpInt.ZERO));
        assertThrows(ArithmeticException.class, () -> DivstepJacobi.symbol(MpInt.valueOf(-1), MpInt.valueOf(5)));
        assertEquals(1, DivstepJacobi.symbol(MpInt.ZERO, MpInt.ONE));
        assertEquals(0, DivstepJacobi.symbol(MpInt.ZERO, MpInt.valueOf(9)));
        assertEquals(-1, DivstepJacobi.symbol(MpInt.valueOf(2), MpInt.valueOf(3)));
    }
}
