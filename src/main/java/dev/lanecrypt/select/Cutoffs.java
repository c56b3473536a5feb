package dev.lanecrypt.select;

/**
 * Every tuned constant of the library, one line each on how it was found (LibTomMath's
 * {@code tommath_cutoffs.h}): the size at which an algorithm hands over to another, and the size classes
 * the selector times separately. The measurements behind them are in docs/cutoffs.md, whose sections
 * follow this file's order. These are constants, not choices: what runs inside each range is chosen per
 * machine by {@link Selector}; a cutoff that depends on the chosen kernel is a method of its vector width
 * (0 for the scalar kernel).
 *
 * <p>Lives in {@code select}, the ground floor every domain package depends on, so that one file serves
 * them all without a package cycle.
 */
public final class Cutoffs {

    private Cutoffs() {
    }

    // ---- MpInt: base case (the comba kernels) --------------------------------------------------------

    /** Scalar comba: rows (accumulator array) from 7 digits of multiply, columns below (JMH MulBench, AVX2). */
    public static final int COMBA_ROWS_FROM_MUL = 7;

    /** Scalar comba: rows from 12 digits of square (JMH MulBench, AVX2). */
    public static final int COMBA_ROWS_FROM_SQR = 12;

    /**
     * SIMD comba: squares of fewer digits than this are the kernel's multiply of the operand by itself,
     * which beats its triangle of cross products below: simd128 40, simd256 64 (AVX2), simd512 192 (Zen 5,
     * AVX-512; docs/cutoffs.md).
     */
    public static int simdSquareFrom(int vectorBits) {
        return vectorBits == 128 ? 40 : vectorBits == 256 ? 64 : 192;
    }

    /**
     * ... but the 512-bit comba behind permute512 and window512 (their operands over 40 digits) squares by the triangle
     * from 64 digits: on a Zen 4, whose 512-bit multiplies run in two halves, the triangle takes 0.79-0.91 of the
     * multiply's time at 64-128 digits (JMH, kernel alone), where on Zen 5 it took 1.02-1.09 at 64. The square class
     * from 64 digits ({@link #squareClasses()}) times simd512 (the multiply to 192) beside them (the triangle), so
     * each machine runs the faster form.
     */
    public static final int REGISTER_KERNELS_SQUARE_TRIANGLE_FROM = 64;

    // ---- MpInt: recursive multiplication (operand digits) --------------------------------------------

    /** Karatsuba multiply from: scalar 192, simd128 96, simd256 (and the unmeasured simd512) 160 (AVX2, one level vs the comba). */
    public static int karatsubaMul(int vectorBits) {
        return vectorBits == 0 ? 192 : vectorBits == 128 ? 96 : 160;
    }

    /** Karatsuba square from: scalar 192; a SIMD square stays ahead up to the comba bound, 256 (AVX2). */
    public static int karatsubaSqr(int vectorBits) {
        return vectorBits == 0 ? 192 : 256;
    }

    /** Toom-3 multiply from: over the scalar comba 700, over a SIMD one 1600 (AVX2, one level vs Karatsuba). */
    public static int toom3Mul(int vectorBits) {
        return vectorBits == 0 ? 700 : 1600;
    }

    /** Toom-3 square from 1200 digits over either kernel (AVX2, one level vs Karatsuba). */
    public static int toom3Sqr(int vectorBits) {
        return 1200;
    }

    // ---- MpInt: division and radix conversion ---------------------------------------------------------

    /** Burnikel-Ziegler from 48-digit divisors, for both kernels (AVX2, 2n/n divisions vs Algorithm D). */
    public static final int BURNIKEL_ZIEGLER = 48;

    /** ... and a dividend at least 24 digits longer than the divisor (AVX2, quotients of 8-24 digits). */
    public static final int BURNIKEL_ZIEGLER_OFFSET = 24;

    /** toString splits values of 40 digits or more (32-64 within noise, decimal strings of 200-6400 characters). */
    public static final int RADIX_SPLIT_DIGITS = 40;

    /** Parsing combines runs of at most 40 chunks by multiply-add (measured with the split above). */
    public static final int RADIX_PARSE_CHUNKS = 40;

    // ---- modular exponentiation -----------------------------------------------------------------------

    /** Sliding window width k + 1 from exponents above the k-th length in bits: BigInteger's thresholds, not re-measured. */
    public static int[] slidingWindowThresholds() {
        return new int[] {7, 25, 81, 241, 673, 1793};
    }

    /** Fixed-base tables (DH key generation): windows of 4 bits, 16 entries per row. */
    public static final int FIXED_BASE_WINDOW = 4;

    /** Fixed-base tables for exponent bounds up to 1024 bits (DH private values; beyond, the variable-base path). */
    public static final int FIXED_BASE_MAX_BITS = 1024;

    /** Fixed-base tables of at most 4 MiB (a bound on memory per group, not a speed cutoff). */
    public static final long FIXED_BASE_MAX_BYTES = 4L << 20;

    // ---- batch API -------------------------------------------------------------------------------------

    /**
     * DES and Triple-DES messages of the batch API's parallel directions (ECB, CBC- and CFB-decrypt, CTR) below
     * 2048 blocks (16 KiB) run side by side in a multi-key engine instead of an engine each. Zen 5, CBC
     * decryption, 256 messages a call (docs/des.md): DESede 8 KiB 366 against 205 MB/s, 32 KiB 275 against 364;
     * DES 4 KiB 774 against 226, 16 KiB equal (806), 64 KiB 545 against 986. Blowfish stays an engine per
     * message (its key setup, not its rounds, is the cost of a short message either way).
     */
    public static final long DES_BATCH_LANES_BELOW_BLOCKS = 2048;

    // ---- size classes of the selection (digits of 28 bits) --------------------------------------------

    /**
     * Multiply/square kernel: classes from 1, 8, 10, 12, 15, 16, 32 digits of the shorter operand. The written-out
     * scalar combas grow as {@code n^2} and the register kernels by blocks of digits, so they cross between 8 and 16
     * digits, at a length that depends on the core: on an Intel Xeon with AVX-512 (2026-12-03, one JVM, kernel alone,
     * best of 40 batches) the written-out multiply took 20.4 / 27.6 / 35.2 ns at 8 / 9 / 10 digits against
     * permute512's 26.4 / 32.2 / 30.7, where on Zen 5 permute512 wins from 8 (17 against 20-22). One class for 8-15
     * chose permute512 there by its sum, and 8-9 digits lost 6 ns. 15 digits, the written-out combas' longest and
     * dearest length (the paired comba's odd lengths cost about what the next even one does) and a full block of
     * digits for the register kernels, is a class of its own: on Zen 3 (2026-12-05, {@code lanecrypt cpu mul}, three JVMs)
     * rows256 multiplies 15 digits in 78-81 ns against the paired comba's 86, which won 10-14 (40-72 ns against 57-80);
     * with 15 in that class, paired ran it. 12-14 digits are a class apart from 10-11 since 2026-12-07: on a Zen 4 (one
     * JVM per kernel, three each, medians of 21 batches, kernel alone) the paired comba multiplies 10 / 11 / 12 / 13 / 14
     * digits in 29.2 / 37.2 / 42.3 / 54.6 / 57.8 ns, permute512 in 39.9 / 40.9 / 42.1 / 46.9 / 49.3 (and 3-4 ns less at
     * 10-15 digits since its last store is no longer masked), and the AVX2 code's rows256 (same core) in 42.2 / 43.0 /
     * 42.9 / 47.9 / 52.2: the register kernels win 13 and 14 by 10-15%, the paired comba 10 and 11, 12 is even, and
     * 10-14 timed at 10, 12, 14 chose paired by its sum. (Squares, classes of their own: {@link #squareClasses()}.)
     * A class per length from 8 to 15 found no other length that changed kernel on Zen 3 (2026-12-05) and doubled the
     * calibration (7.7-8.1 s against 3.5-4.7).
     */
    public static int[] mulClasses() {
        return new int[] {1, 8, 10, 12, 15, 16, 32};
    }

    /**
     * ... each timed at two or three lengths across it, weighed alike ({@code MulTrial}), 15 digits at its own (so
     * every length from 8 to 15 is timed, and C2 compiles the written-out combas' odd lengths before a program's
     * first call, not at it: docs/mpint.md, "Sweeps: lengths the calibration never ran"): a
     * class's kernels can cross inside it (Zen 5, multiply: the written-out comba 2x the SIMD comba's speed at 8
     * digits, ~10% at 12, equal at 15), and one length near the crossover let a quick calibration pick either. The
     * last class stays near its bottom, where most operands are.
     */
    public static int[][] mulProbes() {
        return new int[][] {{2, 5, 7}, {8, 9}, {10, 11}, {12, 13, 14}, {15}, {16, 24, 31}, {32, 40, 48}};
    }

    /**
     * Square kernel: the multiply's classes with 16-31 cut at 21, since 2026-12-07. The paired comba squares up to 20
     * digits written out (one operand's limbs live, where a product keeps two), and on a Zen 4 (kernel alone, medians
     * of 21 batches, ns at 16 / 18 / 20 / 21 / 24 digits) it takes 42.2 / 50.3 / 60.4 / 72.1 / 87.5 against
     * window512's (AVX-512) 53.3 / 61.0 / 61.5 / 63.1 / 65.1 and rows256's (AVX2 code, same core) 63.0 / 74.2 / 71.2 /
     * 73.5 / 86.1. In one class 16-31 it could not win (past 20 digits it is the scalar comba, timed at 24 and 31), so
     * 16-20 is a class of its own for squares. The last class is cut at 64 since the evening of 2026-12-07: simd512
     * squares as a product below {@link #simdSquareFrom} 192 digits (Zen 5's crossover), the 512-bit comba behind
     * permute512 and window512 by its triangle from {@link #REGISTER_KERNELS_SQUARE_TRIANGLE_FROM} 64, and the class
     * 64-256 times both. One class 32-256, timed at 32-48 digits (where both run the product), ran every length to 256
     * as a product: on a Zen 4 the squares of 74-300 digits through {@code MpInt} had become 5-29% slower than on
     * 2026-12-01, when simd512 squared by its triangle at every length.
     */
    public static int[] squareClasses() {
        return new int[] {1, 8, 10, 12, 15, 16, 21, 32, 64};
    }

    /**
     * ... timed as {@link #mulProbes()}, 16-20 at 16, 18 and 20 digits, 21-31 at 21, 24 and 31, 64-256 at 64, 96 and
     * 128 (Karatsuba's halves bring the squares of 256-511 digits down to 128-256).
     */
    public static int[][] squareProbes() {
        return new int[][] {{2, 5, 7}, {8, 9}, {10, 11}, {12, 13, 14}, {15}, {16, 18, 20}, {21, 24, 31}, {32, 40, 48},
                {64, 96, 128}};
    }

    /** Montgomery kernels: moduli from 1, 19, 38, 75 digits (up to 512, 1024, 2048 bits and beyond). */
    public static int[] montClasses() {
        return new int[] {1, 19, 38, 75};
    }

    /** ... timed at 10, 37, 74, 147 digits. */
    public static int[] montProbes() {
        return new int[] {10, 37, 74, 147};
    }

    /** Exponentiation engines: moduli from 1, 19, 38, 56, 75 digits (each CRT half of RSA-1024..4096 alone). */
    public static int[] modexpClasses() {
        return new int[] {1, 19, 38, 56, 75};
    }

    /** ... timed at 278, 1034, 1538, 2070, 4114 bits (the top of each class). */
    public static int[] modexpProbeBits() {
        return new int[] {278, 1034, 1538, 2070, 4114};
    }

    // ---- block ciphers (64-bit blocks) -----------------------------------------------------------------

    /** Blocks per call of the modes to an engine's bulk methods: 16 KiB of longs, 64 passes of a 256-lane engine. */
    public static final int STAGE_BLOCKS = 2048;

    /**
     * DES: bulk calls of fewer blocks run on the constant-time one-block engine ({@code ConstantTimeDes}) whatever was
     * chosen, as do the short calls until the choice: a bit-sliced pass costs the same for one block as for its width.
     * Zen 4, ECB `doFinal` through the JCA, ns at 1 / 2 / 4 / 6 blocks (medians of five, one JVM each): DES one-block
     * engine 303 / 519 / 950 / 1,369, the chosen short-call pass 939 / 958 / 937 / 953; DESede 730 / 1,339 / 2,496 /
     * 3,695 against 2,118-3,896 / 2,138 / 2,536 / 2,128 (docs/des.md).
     */
    public static final int DES_FEW_BLOCKS = 4;

    /** DES: bulk calls of at least 64 blocks use the second size class's choice (timed at 32 and 512 blocks; the boundary itself not swept). */
    public static final int DES_BULK_BLOCKS = 64;

    /** DES: up to 64 keys, a multi-key engine uses the third size class's choice (timed at 64 keys x 8 CBC steps, the batch API's chain). */
    public static final int DES_MULTI_KEY_LANES = 64;

    /** Blowfish: runs of 64 blocks or more use the choice for long runs (timed at 16 and 512 blocks; the boundary itself not swept). */
    public static final int BLOWFISH_LONG_RUN = 64;

    /** Blowfish: calls of fewer than 10 blocks stay scalar (the bounds-proven copy costs about 0.3 us; interleave4 vs scalar at 4-16 blocks). */
    public static final int BLOWFISH_MIN_BULK_BLOCKS = 10;
}
