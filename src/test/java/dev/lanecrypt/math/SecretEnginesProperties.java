package dev.lanecrypt.math;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanecrypt.select.Candidate;
import java.math.BigInteger;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * Every engine the selections can choose (the 28-bit paths, the radix-2^52 ladder, batch and one-lane
 * kernels at every width) gives BigInteger's values for CRT-like pairs and for batches mixing size classes; the front doors
 * ({@link SecretEngines#SINGLE}, {@link SecretEngines#MANY}) too, whatever the calibration has chosen so far.
 */
class SecretEnginesProperties {

    @Property(tries = 5)
    void everyPairEngineEqualsBigInteger(@ForAll @IntRange(min = 200, max = 2100) int halfBits, @ForAll long seed) {
        Random r = new Random(seed);
        MontgomeryContext[] ctx = new MontgomeryContext[2];
        MpInt[] b = new MpInt[2];
        MpInt[] e = new MpInt[2];
        int[] bits = new int[2];
        for (int i = 0; i < 2; i++) {
            BigInteger p = new BigInteger(halfBits, r).setBit(halfBits - 1).setBit(0);
            ctx[i] = new MontgomeryContext(MpInt.fromBigInteger(p));
            b[i] = MpInt.fromBigInteger(new BigInteger(halfBits, r).mod(p));
            e[i] = MpInt.fromBigInteger(new BigInteger(halfBits - r.nextInt(3), r));
            bits[i] = halfBits;
        }
        List<Candidate<SecretModPow>> cands = SecretEngines.PAIR.candidates().get();
        assertTrue(cands.size() >= 7, "digits28, three ladder widths and three row widths listed");
        for (Candidate<SecretModPow> c : cands) {
            if (c.available()) {
                check(c.name(), c.impl().modPow(ctx, b, e, bits), ctx, b, e);
            }
        }
        check("SINGLE", SecretEngines.SINGLE.modPow(ctx, b, e, bits), ctx, b, e);
    }

    /**
     * One exponentiation alone on every engine {@link SecretEngines#LONE} lists (the 28-bit kernel and the
     * one-lane radix-2^52 kernel at every width) and through {@link SecretEngines#SINGLE}: moduli of every
     * size class, bases up to the modulus and beyond, exponents below their bound, zero and one among them.
     */
    @Property(tries = 8)
    void everyLoneEngineEqualsBigInteger(@ForAll @IntRange(min = 60, max = 3200) int mb, @ForAll long seed,
            @ForAll @IntRange(min = 0, max = 3) int shape) {
        Random r = new Random(seed);
        BigInteger m = new BigInteger(mb, r).setBit(mb - 1).setBit(0);
        MontgomeryContext[] ctx = {new MontgomeryContext(MpInt.fromBigInteger(m))};
        int bound = 1 + r.nextInt(Math.min(mb, 1100));
        BigInteger x = switch (shape) {
            case 0 -> BigInteger.ZERO;
            case 1 -> BigInteger.ONE;
            default -> new BigInteger(bound, r);
        };
        MpInt[] b = {MpInt.fromBigInteger(shape == 3 ? m.subtract(BigInteger.ONE) : new BigInteger(mb + 3, r))};
        MpInt[] e = {MpInt.fromBigInteger(x)};
        int[] bits = {bound};
        List<Candidate<SecretModPow>> cands = SecretEngines.LONE.candidates().get();
        assertTrue(cands.size() >= 4, "digits28 and three widths listed");
        for (Candidate<SecretModPow> c : cands) {
            if (c.available()) {
                check(c.name(), c.impl().modPow(ctx, b, e, bits), ctx, b, e);
            }
        }
        check("SINGLE", SecretEngines.SINGLE.modPow(ctx, b, e, bits), ctx, b, e);
    }

    @Property(tries = 4)
    void everyBatchEngineEqualsBigInteger(@ForAll @IntRange(min = 1, max = 11) int count, @ForAll long seed) {
        Random r = new Random(seed);
        int[] sizes = {300 + r.nextInt(300), 900 + r.nextInt(200), 1500 + r.nextInt(600)};
        MontgomeryContext[] ctx = new MontgomeryContext[count];
        MpInt[] b = new MpInt[count];
        MpInt[] e = new MpInt[count];
        int[] bits = new int[count];
        for (int i = 0; i < count; i++) {
            int mb = sizes[r.nextInt(sizes.length)];
            BigInteger m = new BigInteger(mb, r).setBit(mb - 1).setBit(0);
            ctx[i] = new MontgomeryContext(MpInt.fromBigInteger(m));
            b[i] = MpInt.fromBigInteger(new BigInteger(mb + 5, r));
            bits[i] = 1 + r.nextInt(mb);
            e[i] = MpInt.fromBigInteger(new BigInteger(bits[i], r));
        }
        for (Candidate<SecretModPow> c : SecretEngines.BATCH.candidates().get()) {
            if (c.available()) {
                check(c.name(), c.impl().modPow(ctx, b, e, bits), ctx, b, e);
            }
        }
        check("MANY", SecretEngines.MANY.modPow(ctx, b, e, bits), ctx, b, e);
    }

    private static void check(String name, MpInt[] got, MontgomeryContext[] ctx, MpInt[] b, MpInt[] e) {
        for (int i = 0; i < ctx.length; i++) {
            BigInteger want = b[i].toBigInteger().modPow(e[i].toBigInteger(), ctx[i].modulus().toBigInteger());
            assertEquals(want, got[i].toBigInteger(), name + " " + i);
        }
    }
}
