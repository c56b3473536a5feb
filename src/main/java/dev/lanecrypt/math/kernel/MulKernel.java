package dev.lanecrypt.math.kernel;

/**
 * A base-case multiplier of magnitudes in LibTomMath's layout: {@code int} digits of
 * {@link #DIGIT_BIT} = 28 bits, least significant first. Implementations live in {@code scalar/}
 * (plain Java) and {@code simd/} (Vector API); {@code src/} sees only this interface.
 *
 * <p>Contract: inputs are digits in {@code [0, 2^28)}; {@code out} has room for the whole product,
 * does not alias an input, and receives normalized digits in {@code [0, 2^28)} (the top digit may be
 * 0). The shorter operand may be at most {@link #MAX_SHORT_DIGITS} digits: a 64-bit column accumulator
 * holds that many 56-bit products plus the carry-in (proof on each implementation). Callers split
 * longer operands (Karatsuba, or blocks of the shorter operand).
 */
public interface MulKernel {

    /** Bits per digit (LibTomMath's DIGIT_BIT). */
    int DIGIT_BIT = 28;

    /** {@code 2^28 - 1}. */
    int DIGIT_MASK = (1 << DIGIT_BIT) - 1;

    /**
     * The most products one column may sum: {@code 256 * (2^28-1)^2 + 2^36 < 2^64}, so 256 products and
     * a carry-in below {@code 2^36} fit an unsigned 64-bit accumulator.
     */
    int MAX_SHORT_DIGITS = 256;

    /** The name used by {@code -Dlanecrypt.kernel}, {@code lanecrypt cpu} and the timing tables. */
    String name();

    /** The vector width the kernel runs on, 0 for plain Java: what the cutoffs above it depend on. */
    default int vectorBits() {
        return 0;
    }

    /**
     * The longest shorter operand this kernel multiplies with code of its own; beyond it, it hands the
     * operands to another kernel (whose figures the timing tool already shows, so it times this one only
     * up to here). {@link #MAX_SHORT_DIGITS} for every kernel but the written-out comba.
     */
    default int ownDigits() {
        return MAX_SHORT_DIGITS;
    }

    /** As {@link #ownDigits}, for squares: the longest operand this kernel squares with code of its own. */
    default int ownSquareDigits() {
        return ownDigits();
    }

    /**
     * {@code out[0 .. aLen+bLen) = a[0 .. aLen) * b[0 .. bLen)}, with
     * {@code 1 <= min(aLen, bLen) <= MAX_SHORT_DIGITS}.
     */
    void multiply(int[] a, int aLen, int[] b, int bLen, int[] out);

    /**
     * This kernel for callers that know the length: a kernel (this one, or an entry point of it) that is fastest
     * for products of two {@code digits}-long operands and squares of one, and multiplies and squares every other
     * shape as this kernel does (same contract, same results). {@link SizeDispatch} keeps one per length, so that a
     * written-out kernel can go to its code for that length without a switch.
     */
    default MulKernel forLength(int digits) {
        return this;
    }

    /** {@code out[0 .. 2*aLen) = a[0 .. aLen)^2}, with {@code 1 <= aLen <= MAX_SHORT_DIGITS}. */
    void square(int[] a, int aLen, int[] out);
}
