package dev.lanecrypt.math;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * {@code MpInt.modPow} (Montgomery for odd moduli, division for even) against {@code BigInteger.modPow} for
 * every sign of base and exponent and moduli up to 4096 bits; the constant-time and the variable-time
 * Montgomery exponentiations against each other.
 */
class ModPowProperties {

    @Property(tries = 40)
    void modPowMatchesBigInteger(@ForAll @IntRange(min = 1, max = 4096) int bits, @ForAll boolean odd,
            @ForAll @IntRange(min = 0, max = 3) int signs, @ForAll long seed) {
        Random r = new Random(seed);
        BigInteger m = new BigInteger(bits, r).setBit(bits - 1);
        m = odd ? m.setBit(0) : m.clearBit(0);
        if (m.signum() == 0) {
            m = BigInteger.TWO;
        }
        BigInteger base = new BigInteger(bits + r.nextInt(64), r);
        BigInteger e = new BigInteger(r.nextInt(Math.min(bits, 1024) + 1), r);
        if ((signs & 1) != 0) {
            base = base.negate();
        }
        if ((signs & 2) != 0 && base.gcd(m).equals(BigInteger.ONE)) {
            e = e.negate();
        }
        assertEquals(base.modPow(e, m), MpInt.fromBigInteger(base).modPow(MpInt.fromBigInteger(e),
                MpInt.fromBigInteger(m)).toBigInteger());
    }

    @Property(tries = 20)
    void constantTimeEqualsVariableTime(@ForAll @IntRange(min = 2, max = 4096) int bits, @ForAll long seed) {
        Random r = new Random(seed);
        MpInt m = MpInt.fromBigInteger(new BigInteger(bits, r).setBit(bits - 1).setBit(0));
        MpInt base = MpInt.fromBigInteger(new BigInteger(bits, r)).mod(m);
        MpInt e = MpInt.fromBigInteger(new BigInteger(r.nextInt(bits + 1), r));
        MontgomeryContext ctx = new MontgomeryContext(m);
        assertEquals(SlidingWindowModPow.modPow(ctx, base, e), ConstantTimeModPow.modPow(ctx, base, e));
    }
}
