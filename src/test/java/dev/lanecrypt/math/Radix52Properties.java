package dev.lanecrypt.math;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lanecrypt.math.kernel.Mont52Kernel;
import dev.lanecrypt.math.kernel.MontKernels;
import dev.lanecrypt.math.kernel.ScalarMont52;
import java.math.BigInteger;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * Exponentiations on the radix-2^52 kernels, both lane arrangements, every width and the scalar reference:
 * equal to BigInteger's for random mixes of modulus sizes (several limb counts in one call, a partly filled
 * last group), exponents shorter than their bounds, zero, one, {@code m - 1} and bases above the modulus.
 */
class Radix52Properties {

    private static List<Mont52Kernel> kernels() {
        return List.of(new ScalarMont52(4), new ScalarMont52(2), MontKernels.fma52ForBits(128),
                MontKernels.fma52ForBits(256), MontKernels.fma52ForBits(512));
    }

    @Property(tries = 6)
    void bothArrangementsEqualBigInteger(@ForAll @IntRange(min = 1, max = 7) int count, @ForAll long seed) {
        Random r = new Random(seed);
        int[] sizes = {r.nextInt(700) + 60, r.nextInt(300) + 500};
        MontgomeryContext[] ctx = new MontgomeryContext[count];
        MpInt[] b = new MpInt[count];
        MpInt[] e = new MpInt[count];
        int[] bound = new int[count];
        for (int i = 0; i < count; i++) {
            int bits = sizes[r.nextInt(2)] + r.nextInt(3);
            BigInteger mod = new BigInteger(bits, r).setBit(bits - 1).setBit(0);
            ctx[i] = new MontgomeryContext(MpInt.fromBigInteger(mod));
            BigInteger base = switch (r.nextInt(5)) {
                case 0 -> BigInteger.ZERO;
                case 1 -> BigInteger.ONE;
                case 2 -> mod.subtract(BigInteger.ONE);
                case 3 -> mod;
                default -> new BigInteger(bits + 8, r);
            };
            b[i] = MpInt.fromBigInteger(base);
            bound[i] = 1 + r.nextInt(bits);
            e[i] = MpInt.fromBigInteger(new BigInteger(r.nextInt(bound[i] + 1), r));
        }
        for (Mont52Kernel k : kernels()) {
            MpInt[] batch = Radix52.batch(k, ctx, b, e, bound);
            MpInt[] ladder = Radix52.ladder(k, ctx, b, e, bound);
            for (int i = 0; i < count; i++) {
                BigInteger want = b[i].toBigInteger().modPow(e[i].toBigInteger(), ctx[i].modulus().toBigInteger());
                assertEquals(want, batch[i].toBigInteger(), k.name() + " batch " + i);
                assertEquals(want, ladder[i].toBigInteger(), k.name() + " ladder " + i);
            }
        }
    }

    @Property(tries = 5)
    void publicExponentsEqualBigInteger(@ForAll @IntRange(min = 1, max = 9) int count, @ForAll long seed) {
        Random r = new Random(seed);
        MontgomeryContext[] ctx = new MontgomeryContext[count];
        MpInt[] b = new MpInt[count];
        MpInt[] e = new MpInt[count];
        long[] small = {0, 1, 3, 17, 65537};
        for (int i = 0; i < count; i++) {
            int bits = 100 + r.nextInt(1100);
            BigInteger mod = new BigInteger(bits, r).setBit(bits - 1).setBit(0);
            ctx[i] = new MontgomeryContext(MpInt.fromBigInteger(mod));
            b[i] = MpInt.fromBigInteger(new BigInteger(bits + 3, r));
            e[i] = MpInt.fromBigInteger(r.nextInt(3) == 0 ? new BigInteger(r.nextInt(200) + 1, r)
                    : BigInteger.valueOf(small[r.nextInt(small.length)]));
        }
        for (Mont52Kernel k : kernels()) {
            MpInt[] got = Radix52.batchPublic(k, ctx, b, e);
            for (int i = 0; i < count; i++) {
                assertEquals(b[i].toBigInteger().modPow(e[i].toBigInteger(), ctx[i].modulus().toBigInteger()),
                        got[i].toBigInteger(), k.name() + " public " + i);
            }
        }
        MpInt[] front = SecretEngines.publicBatch(b, e, ctx);
        for (int i = 0; i < count; i++) {
            assertEquals(b[i].toBigInteger().modPow(e[i].toBigInteger(), ctx[i].modulus().toBigInteger()),
                    front[i].toBigInteger(), "publicBatch " + i);
        }
    }

    /** Moduli of 2 to 120 bits (one limb's worth is padded to the kernels' two): the batch APIs take any odd modulus. */
    @Property(tries = 10)
    void smallModuliEqualBigInteger(@ForAll @IntRange(min = 2, max = 120) int bits, @ForAll long seed) {
        Random r = new Random(seed);
        int count = 3;
        MontgomeryContext[] ctx = new MontgomeryContext[count];
        MpInt[] b = new MpInt[count];
        MpInt[] e = new MpInt[count];
        int[] bound = new int[count];
        for (int i = 0; i < count; i++) {
            BigInteger mod = new BigInteger(bits, r).setBit(bits - 1).setBit(0);
            ctx[i] = new MontgomeryContext(MpInt.fromBigInteger(mod));
            b[i] = MpInt.fromBigInteger(new BigInteger(bits + 4, r));
            bound[i] = bits;
            e[i] = MpInt.fromBigInteger(new BigInteger(bits, r));
        }
        for (Mont52Kernel k : kernels()) {
            MpInt[] batch = Radix52.batch(k, ctx, b, e, bound);
            MpInt[] ladder = Radix52.ladder(k, ctx, b, e, bound);
            MpInt[] pub = Radix52.batchPublic(k, ctx, b, e);
            for (int i = 0; i < count; i++) {
                BigInteger want = b[i].toBigInteger().modPow(e[i].toBigInteger(), ctx[i].modulus().toBigInteger());
                assertEquals(want, batch[i].toBigInteger(), k.name() + " batch " + i);
                assertEquals(want, ladder[i].toBigInteger(), k.name() + " ladder " + i);
                assertEquals(want, pub[i].toBigInteger(), k.name() + " public " + i);
            }
        }
    }

    @Property(tries = 30)
    void limbsRoundTrip(@ForAll @IntRange(min = 0, max = 3000) int bits, @ForAll long seed) {
        BigInteger x = new BigInteger(bits, new Random(seed));
        int n = Math.max(1, (bits + 51) / 52 + new Random(seed).nextInt(2));
        assertEquals(x, Radix52.value(Radix52.limbs(MpInt.fromBigInteger(x), n)).toBigInteger());
    }
}
