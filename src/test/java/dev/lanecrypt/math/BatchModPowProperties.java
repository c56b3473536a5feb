package dev.lanecrypt.math;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.lanecrypt.math.kernel.MontBatchKernel;
import dev.lanecrypt.math.kernel.MontKernels;
import dev.lanecrypt.math.kernel.ScalarMontBatch;
import dev.lanecrypt.math.kernel.ScalarMontgomery;
import java.math.BigInteger;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * Batch modexp equals one-at-a-time results for every batch kernel (scalar reference, SIMD 128/256/512),
 * with mixed modulus sizes and a partly filled last group; every lane of every batch kernel's raw
 * Montgomery product is bit-identical to the scalar single-operation kernel.
 */
class BatchModPowProperties {

    /**
     * Moduli of 3220 to 3600 bits (115 to 129 digits, where the kernel once lost its normalization to an
     * out-of-line helper) mixed in one call with a 2048-bit one; every result equals BigInteger's.
     */
    @Property(tries = 3)
    void largeModuliMixWithSmallerOnes(@ForAll long seed) {
        Random r = new Random(seed);
        int[] bits = {3220, 3221, 3600, 2048, 3600};
        int count = bits.length;
        MpInt[] b = new MpInt[count];
        MpInt[] e = new MpInt[count];
        MpInt[] eBig = new MpInt[count];
        MpInt[] m = new MpInt[count];
        MontgomeryContext[] ctx = new MontgomeryContext[count];
        for (int i = 0; i < count; i++) {
            BigInteger mod = new BigInteger(bits[i], r).setBit(bits[i] - 1).setBit(0);
            m[i] = MpInt.fromBigInteger(mod);
            ctx[i] = new MontgomeryContext(m[i]);
            b[i] = MpInt.fromBigInteger(new BigInteger(bits[i] + 8, r));
            e[i] = MpInt.fromBigInteger(BigInteger.valueOf(65537));
            eBig[i] = MpInt.fromBigInteger(new BigInteger(bits[i] - 1, r));
        }
        MpInt[] pub = BatchModPow.modPowPublic(b, e, ctx);
        MpInt[] ct = BatchModPow.modPow(b, eBig, m);
        for (int i = 0; i < count; i++) {
            BigInteger mod = m[i].toBigInteger();
            assertEquals(b[i].toBigInteger().modPow(BigInteger.valueOf(65537), mod), pub[i].toBigInteger(), "public " + i);
            assertEquals(b[i].toBigInteger().modPow(eBig[i].toBigInteger(), mod), ct[i].toBigInteger(), "secret " + i);
        }
    }

    private static List<MontBatchKernel> kernels() {
        return List.of(new ScalarMontBatch(4), MontKernels.batchForBits(128), MontKernels.batchForBits(256),
                MontKernels.batchForBits(512));
    }

    @Property(tries = 8)
    void batchEqualsOneAtATime(@ForAll @IntRange(min = 1, max = 9) int count, @ForAll long seed) {
        Random r = new Random(seed);
        int[] sizes = {r.nextInt(600) + 2, r.nextInt(600) + 2};
        MpInt[] b = new MpInt[count];
        MpInt[] e = new MpInt[count];
        MpInt[] m = new MpInt[count];
        for (int i = 0; i < count; i++) {
            int bits = sizes[r.nextInt(2)] + r.nextInt(3);
            BigInteger mod = new BigInteger(bits, r).setBit(bits - 1).setBit(0);
            m[i] = MpInt.fromBigInteger(mod);
            b[i] = MpInt.fromBigInteger(new BigInteger(bits + 8, r));
            e[i] = MpInt.fromBigInteger(new BigInteger(r.nextInt(bits + 1), r));
        }
        for (MontBatchKernel k : kernels()) {
            MpInt[] got = BatchModPow.modPow(b, e, m, k);
            for (int i = 0; i < count; i++) {
                assertEquals(b[i].toBigInteger().modPow(e[i].toBigInteger(), m[i].toBigInteger()),
                        got[i].toBigInteger(), k.name() + " op " + i);
            }
        }
    }

    /**
     * Exponents under public bounds shorter than the modulus (a DH private value's 224 bits, an odd bound,
     * the modulus' own length), bounds mixed within one digit count, equal BigInteger's and the
     * single-operation path over the same bound; an exponent past its bound is refused as the single path
     * refuses it.
     */
    @Property(tries = 6)
    void exponentBoundsEqualOneAtATime(@ForAll @IntRange(min = 1, max = 9) int count, @ForAll long seed) {
        Random r = new Random(seed);
        int[] sizes = {r.nextInt(1200) + 64, r.nextInt(300) + 64};
        MontgomeryContext[] ctx = new MontgomeryContext[count];
        MpInt[] b = new MpInt[count];
        MpInt[] e = new MpInt[count];
        int[] bound = new int[count];
        for (int i = 0; i < count; i++) {
            int bits = sizes[r.nextInt(2)] + r.nextInt(3);
            ctx[i] = new MontgomeryContext(MpInt.fromBigInteger(new BigInteger(bits, r).setBit(bits - 1).setBit(0)));
            b[i] = MpInt.fromBigInteger(new BigInteger(bits + 8, r));
            int[] choices = {Math.min(224, bits), 1 + r.nextInt(bits), bits};
            bound[i] = choices[r.nextInt(choices.length)];
            e[i] = MpInt.fromBigInteger(new BigInteger(r.nextInt(bound[i] + 1), r));
        }
        for (MontBatchKernel k : kernels()) {
            MpInt[] got = BatchModPow.modPow(ctx, b, e, bound, k);
            for (int i = 0; i < count; i++) {
                BigInteger m = ctx[i].modulus().toBigInteger();
                assertEquals(b[i].toBigInteger().modPow(e[i].toBigInteger(), m), got[i].toBigInteger(),
                        k.name() + " op " + i + " bound " + bound[i]);
                assertEquals(ConstantTimeModPow.modPow(ctx[i], b[i], e[i], bound[i]), got[i]);
            }
        }
        int last = count - 1;
        MpInt[] tooLong = e.clone();
        tooLong[last] = MpInt.ONE.shiftLeft(bound[last]);
        assertThrows(ArithmeticException.class, () -> BatchModPow.modPow(ctx, b, tooLong, bound));
        assertThrows(ArithmeticException.class, () -> SecretModPow.DIRECT.modPow(ctx, b, tooLong, bound));
        assertArrayEquals(SecretModPow.DIRECT.modPow(ctx, b, e, bound), SecretModPow.BATCH.modPow(ctx, b, e, bound));
    }

    @Property(tries = 15)
    void everyLaneIsBitIdenticalToTheScalarKernel(@ForAll @IntRange(min = 1, max = 150) int n, @ForAll long seed) {
        Random r = new Random(seed);
        for (MontBatchKernel k : kernels()) {
            int lanes = k.lanes();
            long[] a = new long[n * lanes];
            long[] b = new long[n * lanes];
            long[] m = new long[n * lanes];
            long[] inv = new long[lanes];
            long[][] expected = new long[lanes][];
            for (int l = 0; l < lanes; l++) {
                BigInteger mod = new BigInteger(28 * n - 2, r).setBit(0);
                MontgomeryContext ctx = new MontgomeryContext(MpInt.fromBigInteger(mod), ScalarMontgomery.INSTANCE);
                BigInteger twoM = mod.shiftLeft(1);
                long[] la = ctx.toDigits(MpInt.fromBigInteger(r.nextInt(3) == 0 ? twoM.subtract(BigInteger.ONE)
                        : new BigInteger(twoM.bitLength(), r).mod(twoM)));
                long[] lb = ctx.toDigits(MpInt.fromBigInteger(new BigInteger(twoM.bitLength(), r).mod(twoM)));
                long[] lm = ctx.modulusDigits();
                for (int j = 0; j < n; j++) {
                    a[j * lanes + l] = la[j];
                    b[j * lanes + l] = lb[j];
                    m[j * lanes + l] = lm[j];
                }
                inv[l] = ctx.m0inv();
                expected[l] = ctx.newDigits();
                ctx.mul(la, lb, ctx.newScratch(), expected[l]);
            }
            long[] out = new long[n * lanes];
            k.mul(a, b, m, n, inv, new long[MontBatchKernel.scratch(n, lanes)], out);
            for (int l = 0; l < lanes; l++) {
                long[] lane = new long[expected[l].length];
                for (int j = 0; j < n; j++) {
                    lane[j] = out[j * lanes + l];
                }
                assertArrayEquals(expected[l], lane, k.name() + " lane " + l);
            }
        }
    }

    @Property(tries = 6)
    void publicExponentBatchEqualsBigInteger(@ForAll @IntRange(min = 1, max = 9) int count, @ForAll long seed) {
        Random r = new Random(seed);
        int[] sizes = {r.nextInt(1100) + 2, r.nextInt(600) + 2};
        MpInt[] b = new MpInt[count];
        MpInt[] e = new MpInt[count];
        MontgomeryContext[] ctx = new MontgomeryContext[count];
        BigInteger[] fixed = {BigInteger.ZERO, BigInteger.ONE, BigInteger.valueOf(3), BigInteger.valueOf(65537)};
        for (int i = 0; i < count; i++) {
            int bits = sizes[r.nextInt(2)] + r.nextInt(3);
            BigInteger mod = new BigInteger(bits, r).setBit(bits - 1).setBit(0);
            ctx[i] = new MontgomeryContext(MpInt.fromBigInteger(mod));
            b[i] = MpInt.fromBigInteger(new BigInteger(bits + 8, r));
            int kind = r.nextInt(3);
            e[i] = MpInt.fromBigInteger(kind == 0 ? fixed[r.nextInt(fixed.length)]
                    : new BigInteger(kind == 1 ? r.nextInt(80) : r.nextInt(bits + 40), r));
        }
        for (MontBatchKernel k : kernels()) {
            MpInt[] got = BatchModPow.modPowPublic(b, e, ctx, k);
            for (int i = 0; i < count; i++) {
                assertEquals(b[i].toBigInteger().modPow(e[i].toBigInteger(), ctx[i].modulus().toBigInteger()),
                        got[i].toBigInteger(), k.name() + " op " + i + " exponent " + e[i]);
            }
        }
    }

    /**
     * Every batch kernel's squaring gives the digits of its multiplication of a value by itself, on the
     * edge shapes (all-ones digits, {@code 2m - 1}) and random ones, at every size up to 150 digits.
     */
    @Property(tries = 25)
    void squaringIsBitIdenticalToMultiplyingByItself(@ForAll @IntRange(min = 1, max = 150) int n,
                                                     @ForAll boolean extreme, @ForAll long seed) {
        Random r = new Random(seed);
        for (MontBatchKernel k : kernels()) {
            int lanes = k.lanes();
            long[] a = new long[n * lanes];
            long[] m = new long[n * lanes];
            long[] inv = new long[lanes];
            for (int l = 0; l < lanes; l++) {
                BigInteger mod = extreme ? BigInteger.ONE.shiftLeft(28 * n - 2).subtract(BigInteger.ONE)
                        : new BigInteger(28 * n - 2, r).setBit(0);
                MontgomeryContext ctx = new MontgomeryContext(MpInt.fromBigInteger(mod), ScalarMontgomery.INSTANCE);
                BigInteger twoM = mod.shiftLeft(1);
                long[] la = ctx.toDigits(MpInt.fromBigInteger(extreme ? twoM.subtract(BigInteger.ONE)
                        : new BigInteger(twoM.bitLength(), r).mod(twoM)));
                long[] lm = ctx.modulusDigits();
                for (int j = 0; j < n; j++) {
                    a[j * lanes + l] = la[j];
                    m[j * lanes + l] = lm[j];
                }
                inv[l] = ctx.m0inv();
            }
            long[] product = new long[n * lanes];
            long[] square = new long[n * lanes];
            long[] t = new long[MontBatchKernel.scratch(n, lanes)];
            k.mul(a, a, m, n, inv, t, product);
            long[] aliased = a.clone();
            k.sqr(aliased, m, n, inv, t, aliased);
            k.sqr(a, m, n, inv, t, square);
            assertArrayEquals(product, square, k.name() + " n " + n);
            assertArrayEquals(product, aliased, k.name() + " in place, n " + n);
        }
    }

    /** The SIMD table reads return, per lane, the entry of that lane's window, as the scalar one does. */
    @Property(tries = 20)
    void tableSelectPicksEachLanesEntry(@ForAll @IntRange(min = 1, max = 80) int n,
                                        @ForAll @IntRange(min = 1, max = 6) int w, @ForAll long seed) {
        Random r = new Random(seed);
        for (MontBatchKernel k : kernels()) {
            int lanes = k.lanes();
            long[][] table = new long[1 << w][n * lanes];
            for (long[] entry : table) {
                for (int j = 0; j < entry.length; j++) {
                    entry[j] = r.nextLong();
                }
            }
            long[] window = new long[lanes];
            for (int l = 0; l < lanes; l++) {
                window[l] = r.nextInt(1 << w);
            }
            long[] out = new long[n * lanes];
            java.util.Arrays.fill(out, -1L);
            k.select(table, window, n, out);
            for (int l = 0; l < lanes; l++) {
                for (int j = 0; j < n; j++) {
                    assertEquals(table[(int) window[l]][j * lanes + l], out[j * lanes + l], k.name() + " lane " + l);
                }
            }
        }
    }
}
