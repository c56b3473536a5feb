package dev.lanecrypt.math;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanecrypt.math.kernel.MontKernel;
import dev.lanecrypt.math.kernel.MontKernels;
import dev.lanecrypt.math.kernel.ScalarMontgomery;
import java.math.BigInteger;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * Montgomery multiplication against BigInteger, and every kernel (scalar, SIMD 128/256/512) bit-identical
 * to the scalar one on raw almost-reduced operands, including edge shapes (all-ones digits, operands
 * {@code 2m - 1}, moduli right under {@code R/4}).
 */
class MontgomeryProperties {

    @Provide
    Arbitrary<BigInteger> oddModulus() {
        Arbitrary<BigInteger> random = Arbitraries.integers().between(1, 4100)
                .flatMap(bits -> Arbitraries.randomValue(r -> new BigInteger(bits, r).setBit(0).setBit(bits - 1)));
        Arbitrary<BigInteger> edges = Arbitraries.integers().between(1, 4100).flatMap(bits -> Arbitraries.of(
                BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE),
                BigInteger.ONE.shiftLeft(bits).add(BigInteger.ONE),
                BigInteger.ONE.shiftLeft(28 * ((bits + 27) / 28) - 2).subtract(BigInteger.ONE)));
        return Arbitraries.frequencyOf(net.jqwik.api.Tuple.of(3, random), net.jqwik.api.Tuple.of(1, edges));
    }

    @Property(tries = 60)
    void productMatchesBigInteger(@ForAll("oddModulus") BigInteger m, @ForAll long seed) {
        Random r = new Random(seed);
        BigInteger a = new BigInteger(m.bitLength() + 8, r).mod(m);
        BigInteger b = r.nextBoolean() ? m.subtract(BigInteger.ONE) : new BigInteger(m.bitLength(), r).mod(m);
        for (MontKernel k : MontKernels.candidates()) {
            MontgomeryContext ctx = new MontgomeryContext(MpInt.fromBigInteger(m), k);
            long[] t = ctx.newScratch();
            long[] x = ctx.newDigits();
            long[] y = ctx.newDigits();
            ctx.toMontgomery(ctx.toDigits(MpInt.fromBigInteger(a)), t, x);
            ctx.toMontgomery(ctx.toDigits(MpInt.fromBigInteger(b)), t, y);
            ctx.mul(x, y, t, x);
            ctx.fromMontgomery(x, t, x);
            assertEquals(a.multiply(b).mod(m), ctx.value(x).toBigInteger(), k.name());
        }
    }

    @Property(tries = 60)
    void kernelsAreBitIdenticalOnAlmostReducedOperands(@ForAll("oddModulus") BigInteger m, @ForAll long seed) {
        Random r = new Random(seed);
        BigInteger twoM = m.shiftLeft(1);
        BigInteger a = r.nextInt(4) == 0 ? twoM.subtract(BigInteger.ONE) : new BigInteger(twoM.bitLength(), r).mod(twoM);
        BigInteger b = r.nextInt(4) == 0 ? twoM.subtract(BigInteger.ONE) : new BigInteger(twoM.bitLength(), r).mod(twoM);
        MontgomeryContext ref = new MontgomeryContext(MpInt.fromBigInteger(m), ScalarMontgomery.INSTANCE);
        long[] expected = ref.newDigits();
        ref.mul(ref.toDigits(MpInt.fromBigInteger(a)), ref.toDigits(MpInt.fromBigInteger(b)), garbage(ref.newScratch(), r), expected);
        BigInteger value = ref.value(expected).toBigInteger();
        BigInteger rInv = BigInteger.ONE.shiftLeft(28 * ref.digits()).modInverse(m);
        assertEquals(a.multiply(b).multiply(rInv).mod(m), value.mod(m));
        assertTrue(value.compareTo(twoM) < 0, "almost reduced: below 2m");
        for (MontKernel k : MontKernels.candidates()) {
            MontgomeryContext ctx = new MontgomeryContext(MpInt.fromBigInteger(m), k);
            long[] out = ctx.toDigits(MpInt.fromBigInteger(a)); // aliasing out with an input is allowed
            ctx.mul(out, ctx.toDigits(MpInt.fromBigInteger(b)), garbage(ctx.newScratch(), r), out);
            assertArrayEquals(expected, out, k.name());
        }
    }

    @Example
    void allSimdWidthsAreCandidates() {
        assertEquals(java.util.List.of("scalar", "simd128", "simd256", "simd512"),
                MontKernels.candidates().stream().map(MontKernel::name).toList());
    }

    @Property(tries = 30)
    void constantTimeModPowMatchesBigInteger(@ForAll("oddModulus") BigInteger m, @ForAll long seed) {
        Random r = new Random(seed);
        BigInteger base = new BigInteger(m.bitLength() + 3, r);
        BigInteger e = new BigInteger(r.nextInt(m.bitLength() + 1), r);
        MontgomeryContext ctx = new MontgomeryContext(MpInt.fromBigInteger(m), MontKernels.candidates().get(r.nextInt(3)));
        BigInteger expected = base.modPow(e, m);
        assertEquals(expected, ConstantTimeModPow.modPow(ctx, MpInt.fromBigInteger(base), MpInt.fromBigInteger(e)).toBigInteger());
        assertEquals(expected, SlidingWindowModPow.modPow(ctx, MpInt.fromBigInteger(base.mod(m)), MpInt.fromBigInteger(e)).toBigInteger());
    }

    @Property(tries = 40)
    void modPowSmallShapes(@ForAll @IntRange(min = 1, max = 200) int bits, @ForAll @IntRange(min = 0, max = 70) int eBits,
            @ForAll long seed) {
        Random r = new Random(seed);
        BigInteger m = new BigInteger(bits, r).setBit(0);
        BigInteger base = new BigInteger(bits + 2, r);
        BigInteger e = new BigInteger(eBits, r);
        MontgomeryContext ctx = new MontgomeryContext(MpInt.fromBigInteger(m));
        assertEquals(base.modPow(e, m), SlidingWindowModPow.modPow(ctx, MpInt.fromBigInteger(base.mod(m)), MpInt.fromBigInteger(e)).toBigInteger());
        if (e.bitLength() <= m.bitLength()) {
            assertEquals(base.modPow(e, m), ConstantTimeModPow.modPow(ctx, MpInt.fromBigInteger(base), MpInt.fromBigInteger(e)).toBigInteger());
        }
    }

    @Example
    void evenOrNonPositiveModulusIsRejected() {
        assertThrows(ArithmeticException.class, () -> new MontgomeryContext(MpInt.valueOf(10)));
        assertThrows(ArithmeticException.class, () -> new MontgomeryContext(MpInt.ZERO));
        assertThrows(ArithmeticException.class, () -> new MontgomeryContext(MpInt.valueOf(-7)));
    }

    @Example
    void negInverseIsMinusTheInverseModulo2To28() {
        for (long x : new long[] {1, 3, 0x0FFFFFFF, 0x0ABCDEF1, 12345677}) {
            assertEquals(0x0FFFFFFFL, (x * MontgomeryContext.negInverse(x)) & 0x0FFFFFFFL);
        }
    }

    private static long[] garbage(long[] t, Random r) {
        for (int i = 0; i < t.length; i++) {
            t[i] = r.nextLong();
        }
        return t;
    }
}
