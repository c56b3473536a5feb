package dev.lanecrypt.math;

import dev.lanecrypt.math.kernel.MulKernel;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.Objects;

/**
 * An immutable arbitrary-precision signed integer in LibTomMath's layout: a sign and a magnitude of
 * 28-bit digits ({@link MulKernel#DIGIT_BIT}), least significant first, with no zero top digit (zero
 * is the empty magnitude). The API mirrors {@link BigInteger}: same names, results, exception types,
 * and messages with "MpInt" where BigInteger says "BigInteger". Bitwise operations and byte arrays use
 * two's complement semantics as BigInteger does.
 *
 * <p>This class only checks arguments and signs; the algorithms live one per file in this package
 * ({@link Multiplication}/{@link Karatsuba}/{@link Toom3}, {@link Division}/{@link KnuthDivision}/
 * {@link BurnikelZiegler}, {@link LehmerGcd}, {@link ModInverse}, {@link KaratsubaSqrt}, {@link ModPow},
 * {@link BailliePsw}, {@link PrimeSearch}, {@link RadixConversion}, {@link TwosComplement}, {@link ByteConversion},
 * {@link Power}, {@link FloatingConversion}).
 *
 * <p>Values are limited to BigInteger's range (magnitudes of at most {@code Integer.MAX_VALUE} bits);
 * every operation whose result would leave it throws {@code ArithmeticException("MpInt would overflow
 * supported range")}, as BigInteger does.
 *
 * <p>Not constant time: running time depends on the values. Secret-exponent paths belong elsewhere.
 */
public final class MpInt implements Comparable<MpInt> {

    public static final MpInt ZERO = new MpInt(0, Magnitude.ZERO);
    public static final MpInt ONE = valueOf(1);
    public static final MpInt TWO = valueOf(2);
    public static final MpInt TEN = valueOf(10);

    /** -1, 0 or 1. */
    private final int signum;
    /** Trimmed 28-bit digits of {@code |this|}; never modified, never shared with callers. */
    private final int[] mag;

    private MpInt(int signum, int[] mag) {
        this.signum = signum;
        this.mag = mag;
    }

    /**
     * The value {@code sign * mag}; {@code mag} must be trimmed and is taken over (not copied). Every
     * MpInt is made here, so this is where values outside BigInteger's range are refused
     * ({@link Magnitude#checkRange}); operations that can tell earlier (multiply, pow, shifts, parsing)
     * also ask before they compute.
     *
     * @throws ArithmeticException "MpInt would overflow supported range" when {@code mag} has more than
     *     {@code Integer.MAX_VALUE} bits
     */
    static MpInt of(int sign, int[] mag) {
        if (mag.length >= Magnitude.MIN_CHECKED_DIGITS) {
            Magnitude.checkRange(Magnitude.bitLength(mag));
        }
        return mag.length == 0 ? ZERO : new MpInt(sign < 0 ? -1 : 1, mag);
    }

    /** The digits, read-only by convention (package use without a copy). */
    int[] mag() {
        return mag;
    }

    // ---- construction and conversion -------------------------------------------------------------

    public static MpInt valueOf(long val) {
        return of(Long.signum(val), Magnitude.ofUnsignedLong(val < 0 ? -val : val));
    }

    /**
     * The non-negative value with the given 28-bit digits, least significant first (copied; zero top
     * digits allowed).
     *
     * @throws IllegalArgumentException if a digit is outside {@code [0, 2^28)}
     */
    public static MpInt fromDigits(int[] digits) {
        Objects.requireNonNull(digits, "digits");
        for (int d : digits) {
            if ((d & ~MulKernel.DIGIT_MASK) != 0) {
                throw new IllegalArgumentException("digit " + d + " not in [0, 2^28)");
            }
        }
        return of(1, Magnitude.trim(digits.clone(), digits.length));
    }

    /** A copy of the magnitude's 28-bit digits, least significant first, without zero top digits. */
    public int[] digits() {
        return mag.clone();
    }

    /** The number of 28-bit digits of the magnitude (0 for zero). */
    public int digitLength() {
        return mag.length;
    }

    /** The 28-bit digit {@code i} of the magnitude (0 beyond its length). */
    public int digit(int i) {
        if (i < 0) {
            throw new IndexOutOfBoundsException("negative digit index " + i);
        }
        return i < mag.length ? mag[i] : 0;
    }

    public static MpInt fromBigInteger(BigInteger val) {
        Objects.requireNonNull(val, "val");
        return of(val.signum(), ByteConversion.magnitude(val.abs().toByteArray()));
    }

    public BigInteger toBigInteger() {
        return new BigInteger(signum, ByteConversion.unsignedBytes(mag, (int) ((Magnitude.bitLength(mag) + 7) / 8)));
    }

    /** Two's complement big-endian, as {@link BigInteger#BigInteger(byte[])}. */
    public static MpInt fromByteArray(byte[] val) {
        Objects.requireNonNull(val, "val");
        return ByteConversion.fromTwosComplement(val);
    }

    /** Minimal two's complement big-endian, as {@link BigInteger#toByteArray()}. */
    public byte[] toByteArray() {
        return ByteConversion.toTwosComplement(this);
    }

    /** Unsigned big-endian (OS2IP of PKCS #1); an empty array is zero. */
    public static MpInt fromUnsignedBytes(byte[] val) {
        Objects.requireNonNull(val, "val");
        return of(1, ByteConversion.magnitude(val));
    }

    /**
     * Unsigned big-endian in exactly {@code length} bytes, zero-padded on the left (I2OSP of PKCS #1).
     *
     * @throws IllegalArgumentException if this is negative, {@code length} is negative, or the value
     *     needs more than {@code length} bytes
     */
    public byte[] toUnsignedBytes(int length) {
        if (signum < 0) {
            throw new IllegalArgumentException("negative MpInt has no unsigned encoding");
        }
        if (length < 0) {
            throw new IllegalArgumentException("negative length " + length);
        }
        if (Magnitude.bitLength(mag) > 8L * length) {
            throw new IllegalArgumentException("MpInt too large for " + length + " bytes");
        }
        return ByteConversion.unsignedBytes(mag, length);
    }

    /**
     * Parses an optional sign and digits in {@code radix}, as {@link BigInteger#BigInteger(String, int)}.
     *
     * @throws NumberFormatException for an empty string, a misplaced sign, an illegal digit or a radix
     *     outside {@code [Character.MIN_RADIX, Character.MAX_RADIX]}
     */
    public static MpInt parse(CharSequence val, int radix) {
        Objects.requireNonNull(val, "val");
        return RadixConversion.parse(val, radix);
    }

    /** Decimal, as {@link BigInteger#toString()}. */
    @Override
    public String toString() {
        return toString(10);
    }

    /** In {@code radix} (10 if out of range), lower-case letters, as {@link BigInteger#toString(int)}. */
    public String toString(int radix) {
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
            radix = 10;
        }
        String digits = RadixConversion.toString(mag, radix);
        return signum < 0 ? "-" + digits : digits;
    }

    public long longValue() {
        long low = Magnitude.lowLong(mag);
        return signum < 0 ? -low : low;
    }

    public int intValue() {
        return (int) longValue();
    }

    public long longValueExact() {
        checkFits(63, "long");
        return longValue();
    }

    public int intValueExact() {
        checkFits(31, "int");
        return intValue();
    }

    public short shortValue() {
        return (short) intValue();
    }

    public short shortValueExact() {
        checkFits(15, "short");
        return shortValue();
    }

    public byte byteValue() {
        return (byte) intValue();
    }

    public byte byteValueExact() {
        checkFits(7, "byte");
        return byteValue();
    }

    /**
     * The check of the exact narrowings, as BigInteger's: a two's-complement value of {@code bits + 1} bits fits
     * ({@link #bitLength} excludes the sign bit).
     */
    private void checkFits(int bits, String type) {
        if (bitLength() > bits) {
            throw new ArithmeticException("MpInt out of " + type + " range");
        }
    }

    /** The nearest {@code double}, ties to even, infinity past its range, as {@link BigInteger#doubleValue}. */
    public double doubleValue() {
        double d = FloatingConversion.toDouble(mag);
        return signum < 0 ? -d : d;
    }

    /** The nearest {@code float}, ties to even, infinity past its range, as {@link BigInteger#floatValue}. */
    public float floatValue() {
        float f = FloatingConversion.toFloat(mag);
        return signum < 0 ? -f : f;
    }

    // ---- arithmetic -----------------------------------------------------------------------------

    public int signum() {
        return signum;
    }

    public MpInt negate() {
        return of(-signum, mag);
    }

    public MpInt abs() {
        return signum < 0 ? negate() : this;
    }

    public MpInt add(MpInt val) {
        Objects.requireNonNull(val, "val");
        if (val.signum == 0) {
            return this;
        }
        if (signum == 0) {
            return val;
        }
        if (signum == val.signum) {
            return of(signum, Magnitude.add(mag, val.mag));
        }
        int c = Magnitude.compare(mag, val.mag);
        if (c == 0) {
            return ZERO;
        }
        return c > 0 ? of(signum, Magnitude.subtract(mag, val.mag)) : of(val.signum, Magnitude.subtract(val.mag, mag));
    }

    public MpInt subtract(MpInt val) {
        Objects.requireNonNull(val, "val");
        return add(val.negate());
    }

    public MpInt multiply(MpInt val) {
        Objects.requireNonNull(val, "val");
        int sign = signum * val.signum;
        if (sign == 0) {
            return ZERO;
        }
        // the product fits aLen + bLen digits, so only long operands need the bits counted (at least this many)
        if (mag.length + val.mag.length >= Magnitude.MIN_CHECKED_DIGITS) {
            Magnitude.checkRange(Magnitude.bitLength(mag) + Magnitude.bitLength(val.mag) - 1);
        }
        // the check above is of a lower bound (the product may have one bit more): of() checks the exact length
        return of(sign, Multiplication.multiply(mag, val.mag));
    }

    /** {@code this * this}, by the squaring kernels (about half the digit products). */
    public MpInt square() {
        if (signum == 0) {
            return ZERO;
        }
        if (2 * mag.length >= Magnitude.MIN_CHECKED_DIGITS) {
            Magnitude.checkRange(2 * Magnitude.bitLength(mag) - 1);
        }
        return of(1, Multiplication.square(mag));          // of(): the exact length's check, as for multiply
    }

    /** Truncating division, as {@link BigInteger#divide}. */
    public MpInt divide(MpInt val) {
        return divideAndRemainder(val)[0];
    }

    /** Remainder with the sign of {@code this}, as {@link BigInteger#remainder}. */
    public MpInt remainder(MpInt val) {
        return divideAndRemainder(val)[1];
    }

    /** {@code {this / val, this % val}}, as {@link BigInteger#divideAndRemainder}. */
    public MpInt[] divideAndRemainder(MpInt val) {
        Objects.requireNonNull(val, "val");
        if (val.signum == 0) {
            throw new ArithmeticException("MpInt divide by zero");
        }
        int[][] qr = Division.divideAndRemainder(mag, val.mag);
        return new MpInt[] {of(signum * val.signum, qr[0]), of(signum, qr[1])};
    }

    /** The least non-negative residue, as {@link BigInteger#mod}. */
    public MpInt mod(MpInt m) {
        Objects.requireNonNull(m, "m");
        if (m.signum <= 0) {
            throw new ArithmeticException("MpInt: modulus not positive");
        }
        MpInt r = remainder(m);
        return r.signum < 0 ? r.add(m) : r;
    }

    /**
     * {@code this^exponent}, as {@link BigInteger#pow}: a result whose least possible length is outside
     * the supported range is refused before any work, as BigInteger refuses it ({@link Power}).
     */
    public MpInt pow(int exponent) {
        if (exponent < 0) {
            throw new ArithmeticException("Negative exponent");
        }
        if (signum == 0) {
            return exponent == 0 ? ONE : this;
        }
        return of(signum < 0 && (exponent & 1) != 0 ? -1 : 1, Power.pow(mag, exponent));
    }

    /** {@code floor(sqrt(this))}, as {@link BigInteger#sqrt}. */
    public MpInt sqrt() {
        if (signum < 0) {
            throw new ArithmeticException("Negative MpInt");
        }
        return of(1, KaratsubaSqrt.sqrt(mag));
    }

    /** {@code {s, this - s*s}} with {@code s = sqrt()}, as {@link BigInteger#sqrtAndRemainder}. */
    public MpInt[] sqrtAndRemainder() {
        MpInt s = sqrt();
        return new MpInt[] {s, subtract(s.square())};
    }

    /** The non-negative greatest common divisor of {@code |this|} and {@code |val|}. */
    public MpInt gcd(MpInt val) {
        Objects.requireNonNull(val, "val");
        return of(1, LehmerGcd.gcd(mag, val.mag));
    }

    /** {@code this^-1 mod m}, as {@link BigInteger#modInverse}. */
    public MpInt modInverse(MpInt m) {
        Objects.requireNonNull(m, "m");
        if (m.signum <= 0) {
            throw new ArithmeticException("MpInt: modulus not positive");
        }
        return ModInverse.modInverse(this, m);
    }

    /** {@code this^exponent mod m}, as {@link BigInteger#modPow}. */
    public MpInt modPow(MpInt exponent, MpInt m) {
        Objects.requireNonNull(exponent, "exponent");
        Objects.requireNonNull(m, "m");
        return ModPow.modPow(this, exponent, m);
    }

    /**
     * Baillie-PSW (Miller-Rabin base 2 and a strong Lucas test with Selfridge's parameters), plus
     * random-base Miller-Rabin rounds by {@code certainty}, as {@link BigInteger#isProbablePrime}:
     * {@code certainty <= 0} gives {@code true}; the sign is ignored.
     */
    public boolean isProbablePrime(int certainty) {
        if (certainty <= 0) {
            return true;
        }
        return BailliePsw.isProbablePrime(mag, certainty);
    }

    /**
     * The least probable prime greater than this, as {@link BigInteger#nextProbablePrime}: composite with probability
     * at most {@code 2^-100}, no prime skipped ({@link PrimeSearch}).
     *
     * @throws ArithmeticException if this is negative
     */
    public MpInt nextProbablePrime() {
        if (signum < 0) {
            throw new ArithmeticException("start < 0: " + this);
        }
        return PrimeSearch.nextProbablePrime(this);
    }

    /**
     * A probable prime of exactly {@code bitLength} bits from {@code rnd}, as {@link BigInteger#probablePrime}
     * (composite with probability at most {@code 2^-100}).
     *
     * @throws ArithmeticException if {@code bitLength < 2} or the value would leave MpInt's range
     */
    public static MpInt probablePrime(int bitLength, java.util.Random rnd) {
        Objects.requireNonNull(rnd, "rnd");
        if (bitLength < 2) {
            throw new ArithmeticException("bitLength < 2");
        }
        Magnitude.checkRange(bitLength);
        return PrimeSearch.probablePrime(bitLength, rnd);
    }

    // ---- bits -----------------------------------------------------------------------------------

    /** {@code this * 2^n} ({@code floor(this / 2^-n)} for negative {@code n}). */
    public MpInt shiftLeft(int n) {
        return n >= 0 ? shiftLeftBits(n) : shiftRightBits(-(long) n);
    }

    /** {@code floor(this / 2^n)} ({@code this * 2^-n} for negative {@code n}). */
    public MpInt shiftRight(int n) {
        return n >= 0 ? shiftRightBits(n) : shiftLeftBits(-(long) n);
    }

    private MpInt shiftLeftBits(long n) {
        return of(signum, Magnitude.shiftLeft(mag, n));
    }

    private MpInt shiftRightBits(long n) {
        int[] q = Magnitude.shiftRight(mag, n);
        if (signum < 0 && Magnitude.anyLowBits(mag, n)) {
            q = Magnitude.increment(q); // floor for negatives: round the magnitude up
        }
        return of(signum, q);
    }

    public MpInt and(MpInt val) {
        Objects.requireNonNull(val, "val");
        return TwosComplement.and(this, val);
    }

    public MpInt or(MpInt val) {
        Objects.requireNonNull(val, "val");
        return TwosComplement.or(this, val);
    }

    public MpInt xor(MpInt val) {
        Objects.requireNonNull(val, "val");
        return TwosComplement.xor(this, val);
    }

    /** {@code this & ~val}, as {@link BigInteger#andNot}. */
    public MpInt andNot(MpInt val) {
        Objects.requireNonNull(val, "val");
        return TwosComplement.and(this, val.not());
    }

    /** {@code ~this = -this - 1}. */
    public MpInt not() {
        return negate().subtract(ONE);
    }

    public boolean testBit(int n) {
        checkBitAddress(n);
        return signum < 0 ? !Magnitude.testBit(Magnitude.decrement(mag), n) : Magnitude.testBit(mag, n);
    }

    public MpInt setBit(int n) {
        checkBitAddress(n);
        return testBit(n) ? this : or(ONE.shiftLeft(n));
    }

    public MpInt clearBit(int n) {
        checkBitAddress(n);
        return testBit(n) ? xor(ONE.shiftLeft(n)) : this;
    }

    public MpInt flipBit(int n) {
        checkBitAddress(n);
        return xor(ONE.shiftLeft(n));
    }

    private static void checkBitAddress(int n) {
        if (n < 0) {
            throw new ArithmeticException("Negative bit address");
        }
    }

    /** Bits in the minimal two's complement form, excluding the sign bit, as {@link BigInteger#bitLength}. */
    public int bitLength() {
        return (int) Magnitude.bitLength(signum < 0 ? Magnitude.decrement(mag) : mag);
    }

    /** Bits that differ from the sign bit, as {@link BigInteger#bitCount}. */
    public int bitCount() {
        return (int) Magnitude.bitCount(signum < 0 ? Magnitude.decrement(mag) : mag);
    }

    /** Index of the lowest set bit, -1 for zero. */
    public int getLowestSetBit() {
        return signum == 0 ? -1 : (int) Magnitude.lowestSetBit(mag);
    }

    // ---- comparison -----------------------------------------------------------------------------

    @Override
    public int compareTo(MpInt val) {
        Objects.requireNonNull(val, "val");
        if (signum != val.signum) {
            return signum < val.signum ? -1 : 1;
        }
        int c = Magnitude.compare(mag, val.mag);
        return signum < 0 ? -c : c;
    }

    public MpInt min(MpInt val) {
        return compareTo(val) <= 0 ? this : val;
    }

    public MpInt max(MpInt val) {
        return compareTo(val) >= 0 ? this : val;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof MpInt other && signum == other.signum && Arrays.equals(mag, other.mag);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(mag) + signum;
    }
}
