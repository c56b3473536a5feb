package dev.lanecrypt.math;

import static dev.lanecrypt.math.Shapes.mp;
import static dev.lanecrypt.math.Shapes.same;

import java.math.BigInteger;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** divide, remainder, mod, divideAndRemainder vs BigInteger, with the divisor shapes Algorithm D must survive. */
class MpIntDivisionProperties {

    @Property(tries = 400)
    void divideAndRemainder(@ForAll("values") BigInteger a, @ForAll("divisors") BigInteger b) {
        BigInteger[] expected = a.divideAndRemainder(b);
        MpInt[] actual = mp(a).divideAndRemainder(mp(b));
        same(expected[0], actual[0]);
        same(expected[1], actual[1]);
        same(a.divide(b), mp(a).divide(mp(b)));
        same(a.remainder(b), mp(a).remainder(mp(b)));
        same(a.mod(b.abs()), mp(a).mod(mp(b.abs())));
    }

    /** Quotient digits near 2^28 - 1 and add-back cases: a = q*b + r built from edge shapes. */
    @Property(tries = 200)
    void reconstructsFromQuotientAndRemainder(@ForAll("values") BigInteger q, @ForAll("divisors") BigInteger b,
            @ForAll("values") BigInteger r) {
        BigInteger rem = r.abs().mod(b.abs());
        BigInteger a = q.abs().multiply(b.abs()).add(rem);
        MpInt[] actual = mp(a).divideAndRemainder(mp(b.abs()));
        same(q.abs(), actual[0]);
        same(rem, actual[1]);
    }

    @Provide
    Arbitrary<BigInteger> values() {
        return Shapes.signed(300);
    }

    @Provide
    Arbitrary<BigInteger> divisors() {
        return Shapes.divisors(300);
    }
}
