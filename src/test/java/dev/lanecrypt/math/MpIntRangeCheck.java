package dev.lanecrypt.math;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.concurrent.Callable;

/**
 * The fresh JVM of {@link MpIntRangeTest} (heap 1200 MiB): values at BigInteger's bound, 2^31 - 1 bits
 * (293 MiB of 28-bit digits each, at most three alive at once), and byte strings of 2^28 bytes. Each
 * operation that would leave the range must throw BigInteger's exception; the largest values in range
 * must work and convert to and from BigInteger. Prints {@code passed <n>}; any failure exits non-zero.
 */
final class MpIntRangeCheck {

    static final int CASES = 29;
    private static final int MAX = Integer.MAX_VALUE;
    private static int passed;

    private MpIntRangeCheck() {
    }

    public static void main(String[] args) {
        powerOfTwo();
        largest();
        byteStrings();
        System.out.println("passed " + passed);
    }

    /** {@code x = 2^(2^31 - 2)}: the value; everything that doubles it must refuse. */
    private static void powerOfTwo() {
        MpInt x = MpInt.valueOf(4).pow((1 << 30) - 1);
        MpInt nx = x.negate();
        check(x.bitLength() == MAX && x.bitCount() == 1 && x.getLowestSetBit() == MAX - 1, "4^(2^30-1) = 2^(2^31-2)");
        check(nx.bitLength() == MAX - 1, "-2^(2^31-2) has BigInteger's bitLength");
        overflow("add", () -> x.add(x));
        overflow("subtract", () -> x.subtract(nx));
        overflow("add negatives", () -> nx.add(nx));
        overflow("subtract from a negative", () -> nx.subtract(x));
        overflow("multiply by 2", () -> x.multiply(MpInt.TWO));
        overflow("multiply by -3", () -> MpInt.valueOf(-3).multiply(x));
        overflow("square", x::square);
        overflow("pow", () -> x.pow(2));
        overflow("shiftLeft", () -> x.shiftLeft(1));
        overflow("shiftRight by -1", () -> nx.shiftRight(-1));
        overflow("setBit", () -> x.setBit(MAX));
        overflow("flipBit", () -> x.flipBit(MAX));
        overflow("xor", () -> x.xor(nx)); // -2^(2^31 - 1)
        check(x.or(nx).equals(nx), "or stays in range");
        MpInt y = MpInt.valueOf(-3).shiftLeft(MAX - 2); // bits ...1 0 1 0...0: in range
        overflow("and of negatives", () -> nx.and(y)); // -2^(2^31 - 1)
    }

    /** {@code m = 2^(2^31 - 1) - 1}, the largest value in range. */
    private static void largest() {
        MpInt x = MpInt.ONE.shiftLeft(MAX - 1);
        MpInt m = x.subtract(MpInt.ONE).add(x);
        x = null;
        check(m.bitLength() == MAX && m.bitCount() == MAX, "2^(2^31-1) - 1");
        overflow("add 1", () -> m.add(MpInt.ONE));
        overflow("not", m::not); // -2^(2^31 - 1)
        overflow("negate, subtract 1", () -> m.negate().subtract(MpInt.ONE));
        byte[] bytes = m.toByteArray();
        check(bytes.length == 1 << 28 && bytes[0] == 0x7F, "toByteArray: 2^28 bytes");
        BigInteger big = new BigInteger(bytes);
        check(big.bitLength() == MAX && big.bitCount() == MAX, "BigInteger reads toByteArray");
        big = null;
        MpInt back = MpInt.fromByteArray(bytes);
        check(back.equals(m), "fromByteArray of the largest value");
    }

    /** 2^28 bytes: {@code 0x80 00 ... 00} is 2^(2^31 - 1) unsigned and -2^(2^31 - 1) signed, both outside. */
    private static void byteStrings() {
        byte[] b = new byte[1 << 28];
        b[0] = (byte) 0x80;
        overflow("fromUnsignedBytes", () -> MpInt.fromUnsignedBytes(b));
        overflow("fromByteArray", () -> MpInt.fromByteArray(b));
        try {
            new BigInteger(b);
            throw new AssertionError("BigInteger accepted -2^(2^31-1)");
        } catch (ArithmeticException expected) {
            check(expected.getMessage().equals("BigInteger would overflow supported range"), "BigInteger agrees");
        }
        b[b.length - 1] = 1; // -(2^(2^31 - 1) - 1): in range
        check(MpInt.fromByteArray(b).bitLength() == MAX, "fromByteArray of the most negative value");
        Arrays.fill(b, (byte) 0);
        b[b.length - 1] = 7;
        check(MpInt.fromUnsignedBytes(b).equals(MpInt.valueOf(7)), "leading zero bytes do not count");
    }

    private static void check(boolean ok, String what) {
        if (!ok) {
            throw new AssertionError(what);
        }
        passed++;
    }

    private static void overflow(String what, Callable<?> op) {
        try {
            Object r = op.call();
            throw new AssertionError(what + ": no exception, got a value of " + ((MpInt) r).bitLength() + " bits");
        } catch (ArithmeticException e) {
            check(e.getMessage().equals(MpIntRangeTest.OVERFLOW), what + ": " + e.getMessage());
        } catch (Exception e) {
            throw new AssertionError(what, e);
        }
    }
}
