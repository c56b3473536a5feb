package dev.lanecrypt.math;

import static dev.lanecrypt.math.Shapes.mp;
import static dev.lanecrypt.math.Shapes.same;

import java.math.BigInteger;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

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

    /**
     * Algorithm D's rare add-back step (D6, probability about 2/B on random input): with
     * {@code v = 2^27 B^(n-1) + B^(n-2) - 1} and {@code u = B^n + low} the trial quotient from the top
     * two digits is 2 and passes the D3 test (v's second digit is 0), but the true quotient is 1.
     */
    @Property(tries = 50)
    void addBackStep(@ForAll @IntRange(min = 3, max = 60) int n, @ForAll("values") BigInteger low) {
        BigInteger b = BigInteger.ONE.shiftLeft(28);
        BigInteger v = BigInteger.ONE.shiftLeft(27).multiply(b.pow(n - 1)).add(b.pow(n - 2)).subtract(BigInteger.ONE);
        BigInteger u = b.pow(n).add(low.abs().mod(b.pow(n - 2)));
        BigInteger[] expected = u.divideAndRemainder(v);
        MpInt[] actual = mp(u).divideAndRemainder(mp(v));
        same(expected[0], actual[0]);
        same(expected[1], actual[1]);
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
