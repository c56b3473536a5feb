package dev.lanecrypt.math;

import static dev.lanecrypt.math.Shapes.mp;
import static dev.lanecrypt.math.Shapes.same;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/** Shifts and two's complement bit operations vs BigInteger, negatives included. */
class MpIntBitProperties {

    @Property(tries = 300)
    void shifts(@ForAll("values") BigInteger a, @ForAll @IntRange(min = -9000, max = 9000) int n) {
        same(a.shiftLeft(n), mp(a).shiftLeft(n));
        same(a.shiftRight(n), mp(a).shiftRight(n));
    }

    @Property(tries = 300)
    void shiftsByDigitMultiples(@ForAll("values") BigInteger a, @ForAll @IntRange(min = 0, max = 320) int k) {
        same(a.shiftLeft(28 * k), mp(a).shiftLeft(28 * k));
        same(a.shiftRight(28 * k), mp(a).shiftRight(28 * k));
        same(a.shiftRight(28 * k - 1), mp(a).shiftRight(28 * k - 1));
    }

    @Property(tries = 300)
    void andOrXorNot(@ForAll("values") BigInteger a, @ForAll("values") BigInteger b) {
        same(a.and(b), mp(a).and(mp(b)));
        same(a.or(b), mp(a).or(mp(b)));
        same(a.xor(b), mp(a).xor(mp(b)));
        same(a.not(), mp(a).not());
    }

    @Property(tries = 300)
    void singleBits(@ForAll("values") BigInteger a, @ForAll @IntRange(min = 0, max = 8500) int n) {
        assertEquals(a.testBit(n), mp(a).testBit(n));
        same(a.setBit(n), mp(a).setBit(n));
        same(a.clearBit(n), mp(a).clearBit(n));
        same(a.flipBit(n), mp(a).flipBit(n));
        int low = Math.max(0, a.getLowestSetBit());
        assertEquals(a.testBit(low), mp(a).testBit(low));
        same(a.clearBit(low), mp(a).clearBit(low));
    }

    @Property(tries = 300)
    void counts(@ForAll("values") BigInteger a) {
        assertEquals(a.bitLength(), mp(a).bitLength());
        assertEquals(a.bitCount(), mp(a).bitCount());
        assertEquals(a.getLowestSetBit(), mp(a).getLowestSetBit());
    }

    @Provide
    Arbitrary<BigInteger> values() {
        return Shapes.signed(300);
    }
}
