package dev.lanecrypt.math;

import static dev.lanecrypt.math.Shapes.mp;
import static dev.lanecrypt.math.Shapes.same;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.util.Arrays;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/** Every conversion against BigInteger and round trips: BigInteger, bytes, unsigned bytes, strings, digits, longs. */
class MpIntConversionProperties {

    @Property(tries = 300)
    void bigIntegerAndDigits(@ForAll("values") BigInteger a) {
        MpInt m = mp(a);
        assertEquals(a, m.toBigInteger());
        int[] digits = m.digits();
        assertEquals(digits.length, m.digitLength());
        same(a.abs(), MpInt.fromDigits(digits));
        same(a.abs(), MpInt.fromDigits(Arrays.copyOf(digits, digits.length + 3)));
        for (int i = 0; i <= digits.length; i++) {
            assertEquals(a.abs().shiftRight(28 * i).intValue() & Shapes.MASK, m.digit(i));
        }
    }

    @Property(tries = 300)
    void twosComplementBytes(@ForAll("values") BigInteger a) {
        assertArrayEquals(a.toByteArray(), mp(a).toByteArray());
        same(a, MpInt.fromByteArray(a.toByteArray()));
    }

    @Property(tries = 300)
    void arbitraryByteStrings(@ForAll("bytes") byte[] b) {
        if (b.length > 0) {
            same(new BigInteger(b), MpInt.fromByteArray(b));
        }
        same(new BigInteger(1, b), MpInt.fromUnsignedBytes(b));
        assertArrayEquals(b, MpInt.fromUnsignedBytes(b).toUnsignedBytes(b.length));
    }

    @Property(tries = 300)
    void unsignedBytes(@ForAll("values") BigInteger a, @ForAll @IntRange(min = 0, max = 8) int pad) {
        BigInteger v = a.abs();
        int len = (v.bitLength() + 7) / 8 + pad;
        byte[] expected = new byte[len];
        byte[] raw = v.toByteArray();
        int copy = Math.min(raw.length, len);
        System.arraycopy(raw, raw.length - copy, expected, len - copy, copy);
        assertArrayEquals(expected, mp(v).toUnsignedBytes(len));
        same(v, MpInt.fromUnsignedBytes(expected));
    }

    @Property(tries = 200)
    void strings(@ForAll("values") BigInteger a, @ForAll @IntRange(min = 2, max = 36) int radix) {
        assertEquals(a.toString(radix), mp(a).toString(radix));
        assertEquals(a.toString(), mp(a).toString());
        same(a, MpInt.parse(a.toString(radix), radix));
        same(a, MpInt.parse(a.toString(radix).toUpperCase(), radix));
        same(a, MpInt.parse(new StringBuilder(a.toString(radix)), radix));
    }

    /** Every radix on the same values, with leading zeros and an explicit plus sign. */
    @Property(tries = 20)
    void allRadixes(@ForAll("values") BigInteger a) {
        for (int radix = Character.MIN_RADIX; radix <= Character.MAX_RADIX; radix++) {
            String s = a.toString(radix);
            assertEquals(s, mp(a).toString(radix), "radix " + radix);
            String padded = a.signum() < 0 ? "-000" + s.substring(1) : "+000" + s;
            same(new BigInteger(padded, radix), MpInt.parse(padded, radix));
        }
    }

    /** Powers of the radix and their neighbours: long runs of '0' or of the top digit in every split half. */
    @Property(tries = 60)
    void stringsOfRadixPowers(@ForAll @IntRange(min = 2, max = 36) int radix, @ForAll @IntRange(min = 0, max = 2500) int n,
            @ForAll @IntRange(min = -2, max = 2) int delta) {
        BigInteger a = BigInteger.valueOf(radix).pow(n).add(BigInteger.valueOf(delta));
        assertEquals(a.toString(radix), mp(a).toString(radix));
        same(a, MpInt.parse(a.toString(radix), radix));
    }

    @Property(tries = 300)
    void longAndIntValues(@ForAll("values") BigInteger a, @ForAll long v) {
        assertEquals(a.longValue(), mp(a).longValue());
        assertEquals(a.intValue(), mp(a).intValue());
        same(BigInteger.valueOf(v), MpInt.valueOf(v));
        assertEquals(v, MpInt.valueOf(v).longValueExact());
        if (a.bitLength() <= 63) {
            assertEquals(a.longValueExact(), mp(a).longValueExact());
        }
    }

    @Property(tries = 1)
    void longEdges() {
        for (long v : new long[] {0, 1, -1, Long.MAX_VALUE, Long.MIN_VALUE, Integer.MAX_VALUE, Integer.MIN_VALUE,
                1L << 28, (1L << 56) - 1, -(1L << 56)}) {
            same(BigInteger.valueOf(v), MpInt.valueOf(v));
            assertEquals(v, MpInt.valueOf(v).longValueExact());
            assertEquals((int) v, MpInt.valueOf(v).intValue());
        }
        same(BigInteger.ZERO, MpInt.ZERO);
        same(BigInteger.ONE, MpInt.ONE);
        same(BigInteger.TWO, MpInt.TWO);
        same(BigInteger.TEN, MpInt.TEN);
    }

    @Provide
    Arbitrary<BigInteger> values() {
        return Shapes.signed(300);
    }

    @Provide
    Arbitrary<byte[]> bytes() {
        return Arbitraries.oneOf(
                Arbitraries.bytes().array(byte[].class).ofMaxSize(300),
                Arbitraries.of((byte) 0, (byte) -1, (byte) 0x80, (byte) 0x7F).array(byte[].class).ofMaxSize(40));
    }
}
