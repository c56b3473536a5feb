package dev.lanecrypt.math;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/** Bad input gets BigInteger's exception types, with messages naming MpInt or the parameter. */
class MpIntBadInputTest {

    private static final MpInt A = MpInt.valueOf(12345);

    @Test
    void badStringsThrowNumberFormatException() {
        for (String bad : List.of("", "-", "+", "12x", "1-2", "--1", "+-1", "-+1", "1+", " 1", "1 ", "0x10", "1.0")) {
            assertThrows(NumberFormatException.class, () -> new BigInteger(bad, 10), bad);
            assertThrows(NumberFormatException.class, () -> MpInt.parse(bad, 10), bad);
        }
        assertThrows(NumberFormatException.class, () -> MpInt.parse("z", 35));
        // BigInteger's order: a misplaced sign is reported before a bad digit that comes earlier.
        for (String bad : List.of("1x-2", "x+", "-1-", "1+2", "-+1")) {
            assertEquals(assertThrows(NumberFormatException.class, () -> new BigInteger(bad, 10)).getMessage(),
                    assertThrows(NumberFormatException.class, () -> MpInt.parse(bad, 10)).getMessage(), bad);
        }
        assertEquals("Zero length MpInt", assertThrows(NumberFormatException.class, () -> MpInt.parse("", 10)).getMessage());
        assertThrows(NumberFormatException.class, () -> MpInt.fromByteArray(new byte[0]));
    }

    @Test
    void radixOutOfRange() {
        for (int radix : new int[] {-1, 0, 1, 37, Integer.MAX_VALUE}) {
            assertThrows(NumberFormatException.class, () -> MpInt.parse("1", radix));
            assertEquals(BigInteger.valueOf(-255).toString(radix), MpInt.valueOf(-255).toString(radix));
        }
    }

    @Test
    void divisionByZero() {
        for (Executable e : List.<Executable>of(() -> A.divide(MpInt.ZERO), () -> A.remainder(MpInt.ZERO),
                () -> A.divideAndRemainder(MpInt.ZERO), () -> MpInt.ZERO.divide(MpInt.ZERO))) {
            assertEquals("MpInt divide by zero", assertThrows(ArithmeticException.class, e).getMessage());
        }
    }

    @Test
    void nonPositiveModulus() {
        for (MpInt m : new MpInt[] {MpInt.ZERO, MpInt.valueOf(-7)}) {
            for (Executable e : List.<Executable>of(() -> A.mod(m), () -> A.modInverse(m),
                    () -> A.modPow(MpInt.ONE, m), () -> A.modPow(MpInt.valueOf(-1), m))) {
                assertEquals("MpInt: modulus not positive", assertThrows(ArithmeticException.class, e).getMessage());
            }
        }
    }

    @Test
    void notInvertible() {
        assertEquals("MpInt not invertible.",
                assertThrows(ArithmeticException.class, () -> MpInt.valueOf(6).modInverse(MpInt.valueOf(9))).getMessage());
        assertThrows(ArithmeticException.class, () -> MpInt.ZERO.modInverse(MpInt.valueOf(9)));
        assertThrows(ArithmeticException.class, () -> MpInt.valueOf(3).modPow(MpInt.valueOf(-2), MpInt.valueOf(9)));
        assertEquals(MpInt.ZERO, MpInt.valueOf(6).modInverse(MpInt.ONE));
    }

    @Test
    void negativeArguments() {
        assertEquals("Negative exponent", assertThrows(ArithmeticException.class, () -> A.pow(-1)).getMessage());
        assertEquals("Negative MpInt", assertThrows(ArithmeticException.class, () -> A.negate().sqrt()).getMessage());
        assertThrows(ArithmeticException.class, () -> A.testBit(-1));
        assertThrows(ArithmeticException.class, () -> A.setBit(-1));
        assertThrows(ArithmeticException.class, () -> A.clearBit(-1));
        assertThrows(ArithmeticException.class, () -> A.flipBit(-1));
        assertEquals("MpInt out of long range",
                assertThrows(ArithmeticException.class, () -> MpInt.ONE.shiftLeft(63).longValueExact()).getMessage());
    }

    @Test
    void shiftsBeyondTheSupportedRange() {
        assertEquals("MpInt would overflow supported range",
                assertThrows(ArithmeticException.class, () -> MpInt.ONE.shiftLeft(Integer.MAX_VALUE)).getMessage());
        assertThrows(ArithmeticException.class, () -> MpInt.ONE.shiftRight(Integer.MIN_VALUE));
        assertEquals(MpInt.ZERO, MpInt.TEN.shiftLeft(Integer.MIN_VALUE));
        assertEquals(MpInt.valueOf(-1), MpInt.TEN.negate().shiftLeft(Integer.MIN_VALUE));
        assertEquals(MpInt.ZERO, MpInt.ZERO.shiftLeft(Integer.MAX_VALUE));
    }

    @Test
    void unsignedBytesThatDoNotFit() {
        assertThrows(IllegalArgumentException.class, () -> A.negate().toUnsignedBytes(8));
        assertThrows(IllegalArgumentException.class, () -> MpInt.valueOf(256).toUnsignedBytes(1));
        assertThrows(IllegalArgumentException.class, () -> A.toUnsignedBytes(-1));
        assertEquals(0, MpInt.ZERO.toUnsignedBytes(0).length);
        assertThrows(IllegalArgumentException.class, () -> MpInt.fromDigits(new int[] {1 << 28}));
        assertThrows(IllegalArgumentException.class, () -> MpInt.fromDigits(new int[] {-1}));
    }

    @Test
    void nullArgumentsNameTheParameter() {
        assertNpe("val", () -> A.add(null));
        assertNpe("val", () -> A.subtract(null));
        assertNpe("val", () -> A.multiply(null));
        assertNpe("val", () -> A.divide(null));
        assertNpe("val", () -> A.remainder(null));
        assertNpe("val", () -> A.divideAndRemainder(null));
        assertNpe("m", () -> A.mod(null));
        assertNpe("val", () -> A.gcd(null));
        assertNpe("m", () -> A.modInverse(null));
        assertNpe("exponent", () -> A.modPow(null, MpInt.TEN));
        assertNpe("m", () -> A.modPow(MpInt.ONE, null));
        assertNpe("val", () -> A.and(null));
        assertNpe("val", () -> A.or(null));
        assertNpe("val", () -> A.xor(null));
        assertNpe("val", () -> A.compareTo(null));
        assertNpe("val", () -> A.min(null));
        assertNpe("val", () -> A.max(null));
        assertNpe("val", () -> MpInt.parse(null, 10));
        assertNpe("val", () -> MpInt.fromBigInteger(null));
        assertNpe("val", () -> MpInt.fromByteArray(null));
        assertNpe("val", () -> MpInt.fromUnsignedBytes(null));
        assertNpe("digits", () -> MpInt.fromDigits(null));
        assertEquals(false, A.equals(null));
    }

    private static void assertNpe(String parameter, Executable e) {
        assertEquals(parameter, assertThrows(NullPointerException.class, e).getMessage());
    }
}
