package dev.lanecrypt.math.kernel;

import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorSpecies;

import static jdk.incubator.vector.VectorOperators.ADD;
import static jdk.incubator.vector.VectorOperators.AND;
import static jdk.incubator.vector.VectorOperators.I2L;
import static jdk.incubator.vector.VectorOperators.LSHL;
import static jdk.incubator.vector.VectorOperators.MUL;

/**
 * Comba multiplication of 28-bit digits on 256-bit vectors for operands of up to {@value #MAX_DIGITS} digits,
 * with the column sums in registers: product scanning (P. G. Comba, IBM Systems Journal 29(4), 1990;
 * LibTomMath's {@code s_mp_mul_comba}) taken one block of four rows at a time, for AVX2's 16 registers
 * ({@code permute512} keeps the operand in registers too, which needs AVX-512's 32).
 *
 * <p><b>Row blocks.</b> Row {@code i = 4q + r} of the shorter operand {@code a} adds {@code a[i] * b[k - i]} to
 * every column {@code k}; for the four columns of block {@code q + j} it needs the digits {@code b[4j - r ..
 * 4j - r + 3]}, a window of a zero-padded {@code long} copy of {@code b} (one load per window, the same for
 * every row block). So row block {@code q} adds into the column sums {@code t[q] .. t[q + qb]} ({@code qb} the
 * blocks of {@code b}): its four rows are a loop over {@code r} (one broadcast of {@code a[i]} and {@code qb + 1}
 * window loads, multiplies and adds a row), after which {@code t[q]} is final and stored, so at most
 * {@code qb + 1} column sums are live at a time (11 at 40 digits, with the broadcast, the mask and a window or
 * two: AVX2's 16 registers hold them; where one method would hold more than 56 products a row, 7 x 8 and 6 x 9 blocks
 * and up, the row blocks are two or three methods, the column sums passed through {@code cols}, as one was too big
 * for C1). {@link SimdComba} instead sums two column blocks at a time over every
 * row, reloading the broadcast and two windows for every two products: 1.1-1.3x the time at 16, 24, 28 and
 * 29-32 digits, about the same at 20 (AVX2 on a Zen 5 guest; docs/mpint.md).
 *
 * <p><b>Bound.</b> Column {@code k} sums at most {@code aLen <= }{@value #MAX_DIGITS} products of at most
 * {@code (2^28-1)^2 < 2^56}, so below {@code 40 * 2^56 < 2^61.4}; the carry pass adds a carry below {@code 2^34} and
 * keeps the low 28 bits, so no sum reaches {@code 2^62} and the next carry is again below {@code 2^34}. The top
 * digit is the last carry, below {@code 2^28} because the product has at most {@code 28 (aLen + bLen)} bits.
 *
 * <p><b>Shape for the JIT</b> (docs/vector-api.md, "Written-out kernels and the two compilers"): the column sums
 * are loop-carried arguments, never receivers ({@code x.lanewise(MUL, w).lanewise(ADD, t)}; stored through
 * {@code (LongVector) S.vectorType().cast(t)}, a cast to the species' class that C2 knows at parse time, so that the
 * store does not dispatch on the Vector API's shared profiles: stored as {@code z.lanewise(ADD, t)}, the sums were
 * boxed, 48-192 bytes a call at 21-24 and 29-32 digits, once other kernels had run), every operation
 * a {@code lanewise}; both factors of each multiply are visibly masked to 32 bits ({@code lanewise(AND, low)},
 * so {@code vpmuludq}, JDK-8341137). The four rows of a block are a loop so that C1 compiles the methods and C2
 * receives them soon (backedges; methods of one row block, up to 4 digits, got too few of them to reach C2 in
 * the allocation check's 3,000 calls, so those products go to {@link SimdComba}, which the selection does not
 * pick there either). No branch depends on the lengths inside a method: {@code a} is copied into the scratch
 * with zeros to the end of its last block, whose rows past {@code aLen} then add nothing. The carry pass is
 * scalar, over the stored sums.
 *
 * <p><b>A store every row</b> ({@code ROW_STORE}): each row ends by storing the row block's first column sum, complete
 * after the block's last row. {@code cols} and {@code s} are both {@code long[]}, which C2 cannot tell apart, so the
 * next row's window loads stay below the store; without it C2 issued a row block's 20-odd window loads at its start and
 * spilled them to the stack, whose reloads waited on their spills for some stack alignments of the caller (through
 * {@code MpInt} at 16 digits, 84-86 or 103-106 ns by build and JVM flags; the generator's comment has the figures).
 *
 * <p><b>Stationary windows</b> ({@code mul2_2s} .. {@code mul4_4s}): where the {@code qb + 1} windows of one {@code r}
 * and every column sum fit the registers (up to 4 x 4 blocks: both operands up to 16 digits), the loops turn round: for
 * each {@code r} the windows are loaded and masked once and every row block's row {@code r} multiplies them (at 4 x 4
 * blocks 20 window loads a call instead of 80), the stores above again keeping each broadcast below the row before.
 * Through {@code MpInt} at 15 and 16 digits 7-8% less time (Zen 3; the generator's comment has the figures). Not where
 * {@code a}'s last digit is a row of its own ({@link #lastRow}).
 *
 * <p><b>Square.</b> Column {@code k} of a square is the multiply's, {@code sum a[i] a[k-i]}, summed as the triangle:
 * row block {@code q} adds, for each of its rows {@code i = 4q + r}, {@code a[i] a[j]} for the digits {@code j} of its
 * own block (the block's full 4 x 4 product, both {@code a[i] a[j]} and {@code a[j] a[i]}) and {@code 2 a[i] a[j]} for
 * every digit of a later block; earlier blocks add nothing. Its windows are those of column blocks
 * {@code 2q .. q + qb}, not {@code q .. q + qb}: at 16 digits 14 windows for each r, over the four row blocks, against
 * the multiply's 20, at 32 digits 44 against 72. Window {@code 2q} reads digits {@code 4q - r .. 4q + 3 - r}, whose
 * lanes below {@code r} belong to the block before and are masked to zero ({@link #DIAGONAL}); window {@code 2q + 1}
 * reads {@code 4q + 4 - r ..}, whose lanes below {@code r} are the own block's and the rest the next block's, doubled
 * by adding them a second time ({@link #DOUBLED}); later windows read a copy of the digits doubled once per call.
 * Every partial sum is part of the multiply's column sum, so the bound below holds as it is, and the column sums,
 * hence the digits, are those of the multiply of the operand by itself. An operand of {@code 4 qa + 1} digits
 * ({@value #SQUARE_ROW_MIN} to {@value #SQUARE_ROW_MAX}) squares its {@code qa} full blocks so, and its last digit
 * {@code d} is a row of its own ({@code sqr2r} ..): column block {@code qa + j} adds {@code d} times the doubled
 * window {@code j} (aligned, one product each) just before it is stored, and column {@code 8 qa} is {@code d^2}.
 * Through {@code MpInt} 5-12% less time at 17-37 digits (Zen 3; the generator's comment).
 *
 * <p>Longer operands, and shorter operands of up to 4 digits, go to {@link SimdComba} at 256 bits. Not constant time
 * in the lengths (public); the digit values change neither the instructions nor the addresses. Thread-safe: the
 * scratch is per thread.
 *
 * <p>GENERATED by {@code python3 gen/gen_rows_comba.py}; do not edit.
 */
public final class SimdRowBlockComba implements Kernels.RowBlocks {

    private static final VectorSpecies<Long> S = LongVector.SPECIES_256;

    /** Four digits, widened to {@link #S}'s lanes by {@link #widen}. */
    private static final VectorSpecies<Integer> I = IntVector.SPECIES_128;

    /** The longest operand (both) written out here; {@link SimdComba} beyond. */
    public static final int MAX_DIGITS = 40;

    private static final int L = 4;

    private static final long LOW32 = 0xFFFFFFFFL;

    /**
     * The longest {@code a} whose last digit goes to {@link #lastRow} when it is alone in its block (9, 13, 17, 21
     * digits). Kernel alone, 5 x 5 blocks against 4 x 4 and a row, two JVMs each (Zen 3): 17 digits 90-97 against
     * 82-85 ns, 21 digits 113-121 against 106-113, 13 digits 69-76 against 62-68. At 25 digits one JVM gained 9 ns and
     * one lost 15; two or three rows of their own were slower (18, 19, 22 digits: 3-9 ns), and so was one at 33 digits
     * (8 x 8 blocks against 9 x 9 in two methods: 15-20 ns). b's blocks reaching 4 qb + 1 digits alone, where a has no
     * lone digit: 16 x 17 digits 83 against 75-76 ns, 24 x 25 120-127 against 116, 28 x 33 147-149 against 138, 20 x 21
     * the same.
     */
    private static final int TAIL_MAX = 21;

    /**
     * The most blocks of {@code b} with stationary windows ({@code mul2_2s} .. {@code mul4_4s}). Where
     * {@code a}'s last digit is alone in its block and {@code b} has more blocks than {@code a}'s full ones, up to this
     * many, that digit takes a block of its own with stationary windows instead of {@link #lastRow}: kernel alone, two
     * JVMs each (Zen 3): 16 x 13 digits 63.2 against 67.1-67.7 ns, 15 x 9 54.7-56.8 against 57.6-57.7. Not for equal
     * blocks: 13 x 13 60.3-60.7 against 58.5-59.5, 9 x 9 48.7-48.8 against 46.6-47.3 (and 17 x 17 through MpInt, the
     * generator's comment).
     */
    private static final int STATIONARY_BLOCKS = 4;

    /** The lengths {@code 4 qa + 1} whose square takes its last digit as a row of its own ({@code sqr2r} ..). */
    private static final int SQUARE_ROW_MIN = 9;

    private static final int SQUARE_ROW_MAX = 37;

    /** Zeros before {@code b} in the scratch: a window starts up to 3 digits below digit 0. */
    private static final int PAD = L;

    /**
     * Where the digits of {@code a} start in the scratch, after the padded copy of {@code b} and its last window (a
     * square's doubled digits, zeros to the end of the top window).
     */
    private static final int A = PAD + MAX_DIGITS + 2 * L;

    /** A square's last digit, when it is a row of its own ({@code sqr2r} ..): after the digits of {@code a}. */
    private static final int LONE = A + MAX_DIGITS + L;

    /**
     * Row {@code r} of a square's block, window {@code 2q}: lanes below {@code r} zero. The window is then masked with
     * {@code low} as every other factor, the form in which C2 emits {@code vpmuludq}.
     */
    private static final long[] DIAGONAL = {
        LOW32, LOW32, LOW32, LOW32,
        0, LOW32, LOW32, LOW32,
        0, 0, LOW32, LOW32,
        0, 0, 0, LOW32,
    };

    /**
     * Row {@code r} of a square's block, window {@code 2q + 1}: the lanes from {@code r} on, added to the window a second
     * time (doubled). A variable shift instead costs two more instructions: the shift counts masked to 63 first.
     */
    private static final long[] DOUBLED = {
        -1, -1, -1, -1,
        0, -1, -1, -1,
        0, 0, -1, -1,
        0, 0, 0, -1,
    };

    /**
     * Per thread: the operands ({@code PAD} zeros, the digits of {@code b} and zeros up to its top window, the
     * digits of {@code a} and zeros to the end of its last block), and the column sums in an array of their own,
     * so that C2 need not order the loads of the next row block after the stores of the last.
     */
    private static final ThreadLocal<long[][]> SCRATCH =
            ThreadLocal.withInitial(() -> new long[][] {new long[LONE + 1], new long[2 * MAX_DIGITS]});

    private final MulKernel beyond;

    /** {@code beyond}: the 256-bit {@link SimdComba}, for operands over {@value #MAX_DIGITS} digits or up to 4. */
    SimdRowBlockComba(MulKernel beyond) {
        this.beyond = beyond;
    }

    @Override
    public String name() {
        return "rows256";
    }

    @Override
    public int vectorBits() {
        return 256;
    }

    @Override
    public void multiply(int[] a, int aLen, int[] b, int bLen, int[] out) {
        if (aLen > bLen) {
            multiply(b, bLen, a, aLen, out);
            return;
        }
        if (aLen <= L || bLen > MAX_DIGITS) {                   // one row block: too few backedges, below
            beyond.multiply(a, aLen, b, bLen, out);
            return;
        }
        long[][] scratch = SCRATCH.get();
        long[] s = scratch[0];
        long[] cols = scratch[1];
        // From 8 digits b's blocks reach bLen <= 4 qb + 1 (the top window holds digit 4 qb: 16 x 17 digits take
        // 4 x 4 blocks); where aLen = 4 qa + 1, up to TAIL_MAX digits, a's last digit is a row of its own (lastRow),
        // so 17 x 17 digits take 4 x 4 blocks and a row.
        boolean row = aLen % L == 1 && aLen >= 2 * L && aLen <= TAIL_MAX;
        int qa = row ? aLen / L : (aLen + L - 1) / L;
        int qb = aLen >= 2 * L ? Math.max(qa, (bLen + 2) / L) : (bLen + L - 1) / L;   // qa <= qb: 25 x 25 takes 7 x 7
        if (row && qa < qb && qb <= STATIONARY_BLOCKS) {       // a's lone digit a block of its own, stationary windows
            row = false;
            qa++;
        }
        widen(b, bLen, s, PAD);                                // and zeros to the end of the top window
        widen(a, aLen, s, A);                                  // the last row block's rows past aLen add nothing
        boolean inRegisters = row && qa == qb;                 // equal blocks: the last row added by mul2_2r .. mul5_5r
        switch (inRegisters ? qa : qa * 16 + qb) {
            case 2 -> mul2_2r(s, cols);
            case 3 -> mul3_3r(s, cols);
            case 4 -> mul4_4r(s, cols);
            case 5 -> mul5_5r(s, cols);
            case 34 -> {
                if (row) {
                    mul2_2(s, cols);
                } else {
                    mul2_2s(s, cols);
                }
            }
            case 35 -> {
                if (row) {
                    mul2_3(s, cols);
                } else {
                    mul2_3s(s, cols);
                }
            }
            case 36 -> {
                if (row) {
                    mul2_4(s, cols);
                } else {
                    mul2_4s(s, cols);
                }
            }
            case 37 -> mul2_5(s, cols);
            case 38 -> mul2_6(s, cols);
            case 39 -> mul2_7(s, cols);
            case 40 -> mul2_8(s, cols);
            case 41 -> mul2_9(s, cols);
            case 42 -> mul2_10(s, cols);
            case 51 -> {
                if (row) {
                    mul3_3(s, cols);
                } else {
                    mul3_3s(s, cols);
                }
            }
            case 52 -> {
                if (row) {
                    mul3_4(s, cols);
                } else {
                    mul3_4s(s, cols);
                }
            }
            case 53 -> mul3_5(s, cols);
            case 54 -> mul3_6(s, cols);
            case 55 -> mul3_7(s, cols);
            case 56 -> mul3_8(s, cols);
            case 57 -> mul3_9(s, cols);
            case 58 -> mul3_10(s, cols);
            case 68 -> {
                if (row) {
                    mul4_4(s, cols);
                } else {
                    mul4_4s(s, cols);
                }
            }
            case 69 -> mul4_5(s, cols);
            case 70 -> mul4_6(s, cols);
            case 71 -> mul4_7(s, cols);
            case 72 -> mul4_8(s, cols);
            case 73 -> mul4_9(s, cols);
            case 74 -> mul4_10(s, cols);
            case 85 -> mul5_5(s, cols);
            case 86 -> mul5_6(s, cols);
            case 87 -> mul5_7(s, cols);
            case 88 -> mul5_8(s, cols);
            case 89 -> mul5_9(s, cols);
            case 90 -> mul5_10(s, cols);
            case 102 -> mul6_6(s, cols);
            case 103 -> mul6_7(s, cols);
            case 104 -> mul6_8(s, cols);
            case 105 -> {
                mul6_9a(s, cols);
                mul6_9b(s, cols);
            }
            case 106 -> {
                mul6_10a(s, cols);
                mul6_10b(s, cols);
            }
            case 119 -> mul7_7(s, cols);
            case 120 -> {
                mul7_8a(s, cols);
                mul7_8b(s, cols);
            }
            case 121 -> {
                mul7_9a(s, cols);
                mul7_9b(s, cols);
            }
            case 122 -> {
                mul7_10a(s, cols);
                mul7_10b(s, cols);
            }
            case 136 -> {
                mul8_8a(s, cols);
                mul8_8b(s, cols);
            }
            case 137 -> {
                mul8_9a(s, cols);
                mul8_9b(s, cols);
            }
            case 138 -> {
                mul8_10a(s, cols);
                mul8_10b(s, cols);
            }
            case 153 -> {
                mul9_9a(s, cols);
                mul9_9b(s, cols);
            }
            case 154 -> {
                mul9_10a(s, cols);
                mul9_10b(s, cols);
            }
            case 170 -> {
                mul10_10a(s, cols);
                mul10_10b(s, cols);
                mul10_10c(s, cols);
            }
            default -> throw new AssertionError();
        }
        if (row && !inRegisters) {
            lastRow(s, cols, qa, qb);
        }
        CombaScratch.carry(cols, aLen + bLen - 1, out);   // the sums below 2^61.4 (class comment)
    }

    /**
     * Row {@code 4 qa} of {@code a}, its last digit, added into column blocks {@code qa .. qa + qb} of {@code cols}
     * (the last zeroed first) with the windows of row 0. Each column sum is still one of at most {@code aLen} products
     * (class comment). In memory, not in registers: one row's {@code qb + 1} products, where a fifth row block of rows
     * that add nothing cost more (17 digits: 5 x 5 blocks, 120 products, against 4 x 4 and this row, 85). Where
     * {@code b} has as many blocks ({@code mul2_2r} .. {@code mul5_5r}), the method adds this row itself, in registers,
     * before it stores the sums: 6-8% less time for the kernel alone at 9-21 digits (Zen 3; the generator's comment).
     */
    private static void lastRow(long[] s, long[] cols, int qa, int qb) {
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector x = LongVector.broadcast(S, s[A + L * qa]).lanewise(AND, low);
        LongVector.zero(S).intoArray(cols, L * (qa + qb));
        for (int j = 0; j <= qb; j++) {
            LongVector w = LongVector.fromArray(S, s, PAD + L * j).lanewise(AND, low);
            x.lanewise(MUL, w).lanewise(ADD, LongVector.fromArray(S, cols, L * (qa + j))).intoArray(cols, L * (qa + j));
        }
    }

    @Override
    public void square(int[] a, int aLen, int[] out) {
        if (aLen <= L || aLen > MAX_DIGITS) {
            beyond.square(a, aLen, out);
            return;
        }
        long[][] scratch = SCRATCH.get();
        long[] s = scratch[0];
        long[] cols = scratch[1];
        // where aLen = 4 qa + 1 (SQUARE_ROW_MIN ..), the last digit is left out of the blocks (zero in the copies) and
        // added as a row of its own by the methods ending in r
        boolean row = aLen % L == 1 && aLen >= SQUARE_ROW_MIN && aLen <= SQUARE_ROW_MAX;
        int n = row ? aLen - 1 : aLen;
        int qa = (n + L - 1) / L;
        widen(a, n, s, PAD);                                   // and zeros to the end of the top window
        for (int q = 0; q <= qa; q++) {                        // doubled at A, read back from where widen stored them
            LongVector.fromArray(S, s, PAD + L * q).lanewise(LSHL, 1).intoArray(s, A + L * q);
        }
        if (row) {
            s[LONE] = a[n];
            switch (qa) {
                case 2 -> sqr2r(s, cols);
                case 3 -> sqr3r(s, cols);
                case 4 -> sqr4r(s, cols);
                case 5 -> sqr5r(s, cols);
                case 6 -> sqr6r(s, cols);
                case 7 -> {
                    sqr7ar(s, cols);
                    sqr7br(s, cols);
                }
                case 8 -> {
                    sqr8ar(s, cols);
                    sqr8br(s, cols);
                }
                case 9 -> {
                    sqr9ar(s, cols);
                    sqr9br(s, cols);
                }
                default -> throw new AssertionError();
            }
        } else {
            switch (qa) {
                case 2 -> sqr2(s, cols);
                case 3 -> sqr3(s, cols);
                case 4 -> sqr4(s, cols);
                case 5 -> sqr5(s, cols);
                case 6 -> sqr6(s, cols);
                case 7 -> sqr7(s, cols);
                case 8 -> {
                    sqr8a(s, cols);
                    sqr8b(s, cols);
                }
                case 9 -> {
                    sqr9a(s, cols);
                    sqr9b(s, cols);
                }
                case 10 -> {
                    sqr10a(s, cols);
                    sqr10b(s, cols);
                }
                default -> throw new AssertionError();
            }
        }
        CombaScratch.carry(cols, 2 * aLen - 1, out);   // the multiply's column sums, below 2^61.4 (class comment)
    }

    /**
     * {@code s[at .. at + 4 ceil(n / 4) + 4)} the digits {@code d[0 .. n)} as longs, then zeros: one vector load of
     * four digits, one widening and one store per block, the last block's load masked to the digits below {@code n},
     * then a block of zeros (the top window). The loops of scalar stores before (a store per digit and per zero) took
     * 3-6 ns more of a 9- to 24-digit multiply (50-120 ns), 8-11 ns more with a scratch not looked up per thread, about
     * the same for a square (Zen 3; on an Intel Xeon's AVX2 code 1-4 ns at 16-32 digits). A full fence after either
     * copy added nothing on both machines.
     */
    private static void widen(int[] d, int n, long[] s, int at) {
        int last = (n - 1) / L;
        for (int q = 0; q < last; q++) {
            ((LongVector) IntVector.fromArray(I, d, L * q).convertShape(I2L, S, 0)).intoArray(s, at + L * q);
        }
        ((LongVector) IntVector.fromArray(I, d, L * last, I.indexInRange(L * last, n)).convertShape(I2L, S, 0))
                .intoArray(s, at + L * last);
        LongVector.zero(S).intoArray(s, at + L * last + L);
    }

    /**
     * {@code aLen} in {@code (4, 9]}, {@code bLen} in {@code (4, 9]}, {@code aLen <= bLen}: the column sums
     * {@code t[0 .. 4)} into {@code cols}, from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}. Digit 8 of {@code b} is in the top window; digit 8 of {@code a} is not read ({@link #lastRow}).
     */
    private static void mul2_2(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t3);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);
    }

    /**
     * {@code aLen} in {@code (4, 8]}, {@code bLen} in {@code (4, 9]}, {@code aLen <= bLen}: the column sums
     * {@code t[0 .. 4)} into {@code cols}, as {@link #mul2_2} but with the 3 windows of each {@code r} loaded
     * once for all 2 row blocks (stationary windows, generator comment); rows past {@code aLen} read zeros.
     */
    private static void mul2_2s(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z;
        for (int r = 0; r < L; r++) {
            LongVector w0 = LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low);
            LongVector w1 = LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low);
            LongVector w2 = LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low);
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, w0).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, w1).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, w2).lanewise(ADD, t2);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
            x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, w0).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, w1).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, w2).lanewise(ADD, t3);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);
    }

    /**
     * {@code aLen} in {@code (4, 9]}, {@code bLen} in {@code (8, 13]}, {@code aLen <= bLen}: the column sums
     * {@code t[0 .. 5)} into {@code cols}, from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}. Digit 12 of {@code b} is in the top window; digit 8 of {@code a} is not read ({@link #lastRow}).
     */
    private static void mul2_3(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);
    }

    /**
     * {@code aLen} in {@code (4, 8]}, {@code bLen} in {@code (8, 13]}, {@code aLen <= bLen}: the column sums
     * {@code t[0 .. 5)} into {@code cols}, as {@link #mul2_3} but with the 4 windows of each {@code r} loaded
     * once for all 2 row blocks (stationary windows, generator comment); rows past {@code aLen} read zeros.
     */
    private static void mul2_3s(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z;
        for (int r = 0; r < L; r++) {
            LongVector w0 = LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low);
            LongVector w1 = LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low);
            LongVector w2 = LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low);
            LongVector w3 = LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low);
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, w0).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, w1).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, w2).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, w3).lanewise(ADD, t3);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
            x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, w0).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, w1).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, w2).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, w3).lanewise(ADD, t4);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);
    }

    /**
     * {@code aLen} in {@code (4, 9]}, {@code bLen} in {@code (12, 17]}, {@code aLen <= bLen}: the column sums
     * {@code t[0 .. 6)} into {@code cols}, from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}. Digit 16 of {@code b} is in the top window; digit 8 of {@code a} is not read ({@link #lastRow}).
     */
    private static void mul2_4(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
    }

    /**
     * {@code aLen} in {@code (4, 8]}, {@code bLen} in {@code (12, 17]}, {@code aLen <= bLen}: the column sums
     * {@code t[0 .. 6)} into {@code cols}, as {@link #mul2_4} but with the 5 windows of each {@code r} loaded
     * once for all 2 row blocks (stationary windows, generator comment); rows past {@code aLen} read zeros.
     */
    private static void mul2_4s(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z;
        for (int r = 0; r < L; r++) {
            LongVector w0 = LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low);
            LongVector w1 = LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low);
            LongVector w2 = LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low);
            LongVector w3 = LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low);
            LongVector w4 = LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low);
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, w0).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, w1).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, w2).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, w3).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, w4).lanewise(ADD, t4);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
            x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, w0).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, w1).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, w2).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, w3).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, w4).lanewise(ADD, t5);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
    }

    /**
     * {@code aLen} in {@code (4, 9]}, {@code bLen} in {@code (16, 21]}, {@code aLen <= bLen}: the column sums
     * {@code t[0 .. 7)} into {@code cols}, from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}. Digit 20 of {@code b} is in the top window; digit 8 of {@code a} is not read ({@link #lastRow}).
     */
    private static void mul2_5(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
    }

    /**
     * {@code aLen} in {@code (4, 9]}, {@code bLen} in {@code (20, 25]}, {@code aLen <= bLen}: the column sums
     * {@code t[0 .. 8)} into {@code cols}, from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}. Digit 24 of {@code b} is in the top window; digit 8 of {@code a} is not read ({@link #lastRow}).
     */
    private static void mul2_6(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t6);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t7);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
    }

    /**
     * {@code aLen} in {@code (4, 9]}, {@code bLen} in {@code (24, 29]}, {@code aLen <= bLen}: the column sums
     * {@code t[0 .. 9)} into {@code cols}, from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}. Digit 28 of {@code b} is in the top window; digit 8 of {@code a} is not read ({@link #lastRow}).
     */
    private static void mul2_7(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z, t8 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t7);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t8);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
    }

    /**
     * {@code aLen} in {@code (4, 9]}, {@code bLen} in {@code (28, 33]}, {@code aLen <= bLen}: the column sums
     * {@code t[0 .. 10)} into {@code cols}, from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}. Digit 32 of {@code b} is in the top window; digit 8 of {@code a} is not read ({@link #lastRow}).
     */
    private static void mul2_8(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z, t8 = z, t9 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t8);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t9);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
    }

    /**
     * {@code aLen} in {@code (4, 9]}, {@code bLen} in {@code (32, 37]}, {@code aLen <= bLen}: the column sums
     * {@code t[0 .. 11)} into {@code cols}, from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}. Digit 36 of {@code b} is in the top window; digit 8 of {@code a} is not read ({@link #lastRow}).
     */
    private static void mul2_9(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z, t8 = z, t9 = z, t10 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t9);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t10);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
    }

    /**
     * {@code aLen} in {@code (4, 9]}, {@code bLen} in {@code (36, 41]}, {@code aLen <= bLen}: the column sums
     * {@code t[0 .. 12)} into {@code cols}, from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}. Digit 40 of {@code b} is in the top window; digit 8 of {@code a} is not read ({@link #lastRow}).
     */
    private static void mul2_10(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z, t8 = z, t9 = z, t10 = z, t11 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t10);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t11);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
    }

    /**
     * {@code aLen} in {@code (8, 13]}, {@code bLen} in {@code (8, 13]}, {@code aLen <= bLen}: the column sums
     * {@code t[0 .. 6)} into {@code cols}, from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}. Digit 12 of {@code b} is in the top window; digit 12 of {@code a} is not read ({@link #lastRow}).
     */
    private static void mul3_3(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 8 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t5);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
    }

    /**
     * {@code aLen} in {@code (8, 12]}, {@code bLen} in {@code (8, 13]}, {@code aLen <= bLen}: the column sums
     * {@code t[0 .. 6)} into {@code cols}, as {@link #mul3_3} but with the 4 windows of each {@code r} loaded
     * once for all 3 row blocks (stationary windows, generator comment); rows past {@code aLen} read zeros.
     */
    private static void mul3_3s(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z;
        for (int r = 0; r < L; r++) {
            LongVector w0 = LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low);
            LongVector w1 = LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low);
            LongVector w2 = LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low);
            LongVector w3 = LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low);
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, w0).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, w1).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, w2).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, w3).lanewise(ADD, t3);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
            x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, w0).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, w1).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, w2).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, w3).lanewise(ADD, t4);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
            x = LongVector.broadcast(S, s[A + 8 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, w0).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, w1).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, w2).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, w3).lanewise(ADD, t5);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
    }

    /**
     * {@code aLen} in {@code (8, 13]}, {@code bLen} in {@code (12, 17]}, {@code aLen <= bLen}: the column sums
     * {@code t[0 .. 7)} into {@code cols}, from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}. Digit 16 of {@code b} is in the top window; digit 12 of {@code a} is not read ({@link #lastRow}).
     */
    private static void mul3_4(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 8 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t6);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
    }

    /**
     * {@code aLen} in {@code (8, 12]}, {@code bLen} in {@code (12, 17]}, {@code aLen <= bLen}: the column sums
     * {@code t[0 .. 7)} into {@code cols}, as {@link #mul3_4} but with the 5 windows of each {@code r} loaded
     * once for all 3 row blocks (stationary windows, generator comment); rows past {@code aLen} read zeros.
     */
    private static void mul3_4s(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z;
        for (int r = 0; r < L; r++) {
            LongVector w0 = LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low);
            LongVector w1 = LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low);
            LongVector w2 = LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low);
            LongVector w3 = LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low);
            LongVector w4 = LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low);
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, w0).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, w1).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, w2).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, w3).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, w4).lanewise(ADD, t4);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
            x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, w0).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, w1).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, w2).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, w3).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, w4).lanewise(ADD, t5);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
            x = LongVector.broadcast(S, s[A + 8 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, w0).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, w1).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, w2).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, w3).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, w4).lanewise(ADD, t6);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
    }

    /**
     * {@code aLen} in {@code (8, 13]}, {@code bLen} in {@code (16, 21]}, {@code aLen <= bLen}: the column sums
     * {@code t[0 .. 8)} into {@code cols}, from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}. Digit 20 of {@code b} is in the top window; digit 12 of {@code a} is not read ({@link #lastRow}).
     */
    private static void mul3_5(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 8 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t7);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
    }

    /**
     * {@code aLen} in {@code (8, 13]}, {@code bLen} in {@code (20, 25]}, {@code aLen <= bLen}: the column sums
     * {@code t[0 .. 9)} into {@code cols}, from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}. Digit 24 of {@code b} is in the top window; digit 12 of {@code a} is not read ({@link #lastRow}).
     */
    private static void mul3_6(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z, t8 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t6);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t7);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 8 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t8);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
    }

    /**
     * {@code aLen} in {@code (8, 13]}, {@code bLen} in {@code (24, 29]}, {@code aLen <= bLen}: the column sums
     * {@code t[0 .. 10)} into {@code cols}, from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}. Digit 28 of {@code b} is in the top window; digit 12 of {@code a} is not read ({@link #lastRow}).
     */
    private static void mul3_7(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z, t8 = z, t9 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t7);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t8);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 8 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t9);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
    }

    /**
     * {@code aLen} in {@code (8, 13]}, {@code bLen} in {@code (28, 33]}, {@code aLen <= bLen}: the column sums
     * {@code t[0 .. 11)} into {@code cols}, from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}. Digit 32 of {@code b} is in the top window; digit 12 of {@code a} is not read ({@link #lastRow}).
     */
    private static void mul3_8(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z, t8 = z, t9 = z, t10 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t8);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t9);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 8 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t10);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
    }

    /**
     * {@code aLen} in {@code (8, 13]}, {@code bLen} in {@code (32, 37]}, {@code aLen <= bLen}: the column sums
     * {@code t[0 .. 12)} into {@code cols}, from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}. Digit 36 of {@code b} is in the top window; digit 12 of {@code a} is not read ({@link #lastRow}).
     */
    private static void mul3_9(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z, t8 = z, t9 = z, t10 = z, t11 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t9);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t10);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 8 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t11);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
    }

    /**
     * {@code aLen} in {@code (8, 13]}, {@code bLen} in {@code (36, 41]}, {@code aLen <= bLen}: the column sums
     * {@code t[0 .. 13)} into {@code cols}, from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}. Digit 40 of {@code b} is in the top window; digit 12 of {@code a} is not read ({@link #lastRow}).
     */
    private static void mul3_10(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z, t8 = z, t9 = z, t10 = z, t11 = z, t12 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t10);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t11);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 8 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t12);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
        ((LongVector) S.vectorType().cast(t12)).intoArray(cols, 48);
    }

    /**
     * {@code aLen} in {@code (12, 17]}, {@code bLen} in {@code (12, 17]}, {@code aLen <= bLen}: the column sums
     * {@code t[0 .. 8)} into {@code cols}, from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}. Digit 16 of {@code b} is in the top window; digit 16 of {@code a} is not read ({@link #lastRow}).
     */
    private static void mul4_4(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 8 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t6);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 12 + r]).lanewise(AND, low);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t7);
            ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
    }

    /**
     * {@code aLen} in {@code (12, 16]}, {@code bLen} in {@code (12, 17]}, {@code aLen <= bLen}: the column sums
     * {@code t[0 .. 8)} into {@code cols}, as {@link #mul4_4} but with the 5 windows of each {@code r} loaded
     * once for all 4 row blocks (stationary windows, generator comment); rows past {@code aLen} read zeros.
     */
    private static void mul4_4s(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z;
        for (int r = 0; r < L; r++) {
            LongVector w0 = LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low);
            LongVector w1 = LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low);
            LongVector w2 = LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low);
            LongVector w3 = LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low);
            LongVector w4 = LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low);
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, w0).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, w1).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, w2).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, w3).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, w4).lanewise(ADD, t4);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
            x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, w0).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, w1).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, w2).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, w3).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, w4).lanewise(ADD, t5);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
            x = LongVector.broadcast(S, s[A + 8 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, w0).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, w1).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, w2).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, w3).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, w4).lanewise(ADD, t6);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
            x = LongVector.broadcast(S, s[A + 12 + r]).lanewise(AND, low);
            t3 = x.lanewise(MUL, w0).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, w1).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, w2).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, w3).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, w4).lanewise(ADD, t7);
            ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
    }

    /**
     * {@code aLen} in {@code (12, 17]}, {@code bLen} in {@code (16, 21]}, {@code aLen <= bLen}: the column sums
     * {@code t[0 .. 9)} into {@code cols}, from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}. Digit 20 of {@code b} is in the top window; digit 16 of {@code a} is not read ({@link #lastRow}).
     */
    private static void mul4_5(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z, t8 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 8 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t7);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 12 + r]).lanewise(AND, low);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t8);
            ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
    }

    /**
     * {@code aLen} in {@code (12, 17]}, {@code bLen} in {@code (20, 25]}, {@code aLen <= bLen}: the column sums
     * {@code t[0 .. 10)} into {@code cols}, from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}. Digit 24 of {@code b} is in the top window; digit 16 of {@code a} is not read ({@link #lastRow}).
     */
    private static void mul4_6(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z, t8 = z, t9 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t6);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t7);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 8 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t8);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 12 + r]).lanewise(AND, low);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t9);
            ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
    }

    /**
     * {@code aLen} in {@code (12, 17]}, {@code bLen} in {@code (24, 29]}, {@code aLen <= bLen}: the column sums
     * {@code t[0 .. 11)} into {@code cols}, from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}. Digit 28 of {@code b} is in the top window; digit 16 of {@code a} is not read ({@link #lastRow}).
     */
    private static void mul4_7(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z, t8 = z, t9 = z, t10 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t7);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t8);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 8 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t9);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 12 + r]).lanewise(AND, low);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t10);
            ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
    }

    /**
     * {@code aLen} in {@code (12, 17]}, {@code bLen} in {@code (28, 33]}, {@code aLen <= bLen}: the column sums
     * {@code t[0 .. 12)} into {@code cols}, from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}. Digit 32 of {@code b} is in the top window; digit 16 of {@code a} is not read ({@link #lastRow}).
     */
    private static void mul4_8(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z, t8 = z, t9 = z, t10 = z, t11 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t8);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t9);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 8 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t10);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 12 + r]).lanewise(AND, low);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t11);
            ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
    }

    /**
     * {@code aLen} in {@code (12, 17]}, {@code bLen} in {@code (32, 37]}, {@code aLen <= bLen}: the column sums
     * {@code t[0 .. 13)} into {@code cols}, from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}. Digit 36 of {@code b} is in the top window; digit 16 of {@code a} is not read ({@link #lastRow}).
     */
    private static void mul4_9(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z, t8 = z, t9 = z, t10 = z, t11 = z, t12 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t9);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t10);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 8 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t11);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 12 + r]).lanewise(AND, low);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t12);
            ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
        ((LongVector) S.vectorType().cast(t12)).intoArray(cols, 48);
    }

    /**
     * {@code aLen} in {@code (12, 17]}, {@code bLen} in {@code (36, 41]}, {@code aLen <= bLen}: the column sums
     * {@code t[0 .. 14)} into {@code cols}, from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}. Digit 40 of {@code b} is in the top window; digit 16 of {@code a} is not read ({@link #lastRow}).
     */
    private static void mul4_10(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z, t8 = z, t9 = z, t10 = z, t11 = z, t12 = z, t13 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t10);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t11);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 8 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t12);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 12 + r]).lanewise(AND, low);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t13);
            ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
        ((LongVector) S.vectorType().cast(t12)).intoArray(cols, 48);
        ((LongVector) S.vectorType().cast(t13)).intoArray(cols, 52);
    }

    /**
     * {@code aLen} in {@code (16, 21]}, {@code bLen} in {@code (16, 21]}, {@code aLen <= bLen}: the column sums
     * {@code t[0 .. 10)} into {@code cols}, from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}. Digit 20 of {@code b} is in the top window; digit 20 of {@code a} is not read ({@link #lastRow}).
     */
    private static void mul5_5(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z, t8 = z, t9 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 8 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t7);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 12 + r]).lanewise(AND, low);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t8);
            ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 16 + r]).lanewise(AND, low);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t9);
            ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
    }

    /**
     * {@code aLen} in {@code (16, 21]}, {@code bLen} in {@code (20, 25]}, {@code aLen <= bLen}: the column sums
     * {@code t[0 .. 11)} into {@code cols}, from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}. Digit 24 of {@code b} is in the top window; digit 20 of {@code a} is not read ({@link #lastRow}).
     */
    private static void mul5_6(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z, t8 = z, t9 = z, t10 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t6);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t7);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 8 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t8);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 12 + r]).lanewise(AND, low);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t9);
            ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 16 + r]).lanewise(AND, low);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t10);
            ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
    }

    /**
     * {@code aLen} in {@code (16, 21]}, {@code bLen} in {@code (24, 29]}, {@code aLen <= bLen}: the column sums
     * {@code t[0 .. 12)} into {@code cols}, from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}. Digit 28 of {@code b} is in the top window; digit 20 of {@code a} is not read ({@link #lastRow}).
     */
    private static void mul5_7(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z, t8 = z, t9 = z, t10 = z, t11 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t7);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t8);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 8 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t9);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 12 + r]).lanewise(AND, low);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t10);
            ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 16 + r]).lanewise(AND, low);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t11);
            ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
    }

    /**
     * {@code aLen} in {@code (16, 21]}, {@code bLen} in {@code (28, 33]}, {@code aLen <= bLen}: the column sums
     * {@code t[0 .. 13)} into {@code cols}, from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}. Digit 32 of {@code b} is in the top window; digit 20 of {@code a} is not read ({@link #lastRow}).
     */
    private static void mul5_8(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z, t8 = z, t9 = z, t10 = z, t11 = z, t12 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t8);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t9);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 8 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t10);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 12 + r]).lanewise(AND, low);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t11);
            ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 16 + r]).lanewise(AND, low);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t12);
            ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
        ((LongVector) S.vectorType().cast(t12)).intoArray(cols, 48);
    }

    /**
     * {@code aLen} in {@code (16, 21]}, {@code bLen} in {@code (32, 37]}, {@code aLen <= bLen}: the column sums
     * {@code t[0 .. 14)} into {@code cols}, from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}. Digit 36 of {@code b} is in the top window; digit 20 of {@code a} is not read ({@link #lastRow}).
     */
    private static void mul5_9(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z, t8 = z, t9 = z, t10 = z, t11 = z, t12 = z, t13 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t9);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t10);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 8 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t11);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 12 + r]).lanewise(AND, low);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t12);
            ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 16 + r]).lanewise(AND, low);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t13);
            ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
        ((LongVector) S.vectorType().cast(t12)).intoArray(cols, 48);
        ((LongVector) S.vectorType().cast(t13)).intoArray(cols, 52);
    }

    /**
     * {@code aLen} in {@code (16, 21]}, {@code bLen} in {@code (36, 41]}, {@code aLen <= bLen}: the column sums
     * {@code t[0 .. 15)} into {@code cols}, from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}. Digit 40 of {@code b} is in the top window; digit 20 of {@code a} is not read ({@link #lastRow}).
     */
    private static void mul5_10(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z, t8 = z, t9 = z, t10 = z, t11 = z, t12 = z, t13 = z, t14 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t10);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t11);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 8 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t12);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 12 + r]).lanewise(AND, low);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t13);
            ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 16 + r]).lanewise(AND, low);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t13);
            t14 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t14);
            ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
        ((LongVector) S.vectorType().cast(t12)).intoArray(cols, 48);
        ((LongVector) S.vectorType().cast(t13)).intoArray(cols, 52);
        ((LongVector) S.vectorType().cast(t14)).intoArray(cols, 56);
    }

    /**
     * {@code aLen} in {@code (20, 25]}, {@code bLen} in {@code (20, 25]}, {@code aLen <= bLen}: the column sums
     * {@code t[0 .. 12)} into {@code cols}, from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}. Digit 24 of {@code b} is in the top window; digit 24 of {@code a} is not read ({@link #lastRow}).
     */
    private static void mul6_6(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z, t8 = z, t9 = z, t10 = z, t11 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t6);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t7);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 8 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t8);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 12 + r]).lanewise(AND, low);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t9);
            ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 16 + r]).lanewise(AND, low);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t10);
            ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 20 + r]).lanewise(AND, low);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t11);
            ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
    }

    /**
     * {@code aLen} in {@code (20, 25]}, {@code bLen} in {@code (24, 29]}, {@code aLen <= bLen}: the column sums
     * {@code t[0 .. 13)} into {@code cols}, from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}. Digit 28 of {@code b} is in the top window; digit 24 of {@code a} is not read ({@link #lastRow}).
     */
    private static void mul6_7(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z, t8 = z, t9 = z, t10 = z, t11 = z, t12 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t7);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t8);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 8 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t9);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 12 + r]).lanewise(AND, low);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t10);
            ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 16 + r]).lanewise(AND, low);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t11);
            ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 20 + r]).lanewise(AND, low);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t12);
            ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
        ((LongVector) S.vectorType().cast(t12)).intoArray(cols, 48);
    }

    /**
     * {@code aLen} in {@code (20, 25]}, {@code bLen} in {@code (28, 33]}, {@code aLen <= bLen}: the column sums
     * {@code t[0 .. 14)} into {@code cols}, from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}. Digit 32 of {@code b} is in the top window; digit 24 of {@code a} is not read ({@link #lastRow}).
     */
    private static void mul6_8(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z, t8 = z, t9 = z, t10 = z, t11 = z, t12 = z, t13 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t8);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t9);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 8 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t10);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 12 + r]).lanewise(AND, low);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t11);
            ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 16 + r]).lanewise(AND, low);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t12);
            ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 20 + r]).lanewise(AND, low);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t13);
            ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
        ((LongVector) S.vectorType().cast(t12)).intoArray(cols, 48);
        ((LongVector) S.vectorType().cast(t13)).intoArray(cols, 52);
    }

    /**
     * {@code aLen} in {@code (20, 25]}, {@code bLen} in {@code (32, 37]}, {@code aLen <= bLen}: the column sums
     * of row blocks 0 .. 2, added to what {@code cols} holds from the row blocks before (one method of
     * all 6 would be too big for C1), from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}.
     */
    private static void mul6_9a(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z, t8 = z, t9 = z, t10 = z, t11 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t9);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t10);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 8 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t11);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
    }

    /**
     * {@code aLen} in {@code (20, 25]}, {@code bLen} in {@code (32, 37]}, {@code aLen <= bLen}: the column sums
     * of row blocks 3 .. 5, added to what {@code cols} holds from the row blocks before (one method of
     * all 6 would be too big for C1), from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}.
     */
    private static void mul6_9b(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t3 = LongVector.fromArray(S, cols, 12), t4 = LongVector.fromArray(S, cols, 16), t5 = LongVector.fromArray(S, cols, 20), t6 = LongVector.fromArray(S, cols, 24), t7 = LongVector.fromArray(S, cols, 28), t8 = LongVector.fromArray(S, cols, 32), t9 = LongVector.fromArray(S, cols, 36), t10 = LongVector.fromArray(S, cols, 40), t11 = LongVector.fromArray(S, cols, 44), t12 = z, t13 = z, t14 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 12 + r]).lanewise(AND, low);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t12);
            ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 16 + r]).lanewise(AND, low);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t13);
            ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 20 + r]).lanewise(AND, low);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t13);
            t14 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t14);
            ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
        ((LongVector) S.vectorType().cast(t12)).intoArray(cols, 48);
        ((LongVector) S.vectorType().cast(t13)).intoArray(cols, 52);
        ((LongVector) S.vectorType().cast(t14)).intoArray(cols, 56);
    }

    /**
     * {@code aLen} in {@code (20, 25]}, {@code bLen} in {@code (36, 41]}, {@code aLen <= bLen}: the column sums
     * of row blocks 0 .. 2, added to what {@code cols} holds from the row blocks before (one method of
     * all 6 would be too big for C1), from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}.
     */
    private static void mul6_10a(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z, t8 = z, t9 = z, t10 = z, t11 = z, t12 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t10);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t11);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 8 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t12);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
        ((LongVector) S.vectorType().cast(t12)).intoArray(cols, 48);
    }

    /**
     * {@code aLen} in {@code (20, 25]}, {@code bLen} in {@code (36, 41]}, {@code aLen <= bLen}: the column sums
     * of row blocks 3 .. 5, added to what {@code cols} holds from the row blocks before (one method of
     * all 6 would be too big for C1), from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}.
     */
    private static void mul6_10b(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t3 = LongVector.fromArray(S, cols, 12), t4 = LongVector.fromArray(S, cols, 16), t5 = LongVector.fromArray(S, cols, 20), t6 = LongVector.fromArray(S, cols, 24), t7 = LongVector.fromArray(S, cols, 28), t8 = LongVector.fromArray(S, cols, 32), t9 = LongVector.fromArray(S, cols, 36), t10 = LongVector.fromArray(S, cols, 40), t11 = LongVector.fromArray(S, cols, 44), t12 = LongVector.fromArray(S, cols, 48), t13 = z, t14 = z, t15 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 12 + r]).lanewise(AND, low);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t13);
            ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 16 + r]).lanewise(AND, low);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t13);
            t14 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t14);
            ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 20 + r]).lanewise(AND, low);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t13);
            t14 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t14);
            t15 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t15);
            ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
        ((LongVector) S.vectorType().cast(t12)).intoArray(cols, 48);
        ((LongVector) S.vectorType().cast(t13)).intoArray(cols, 52);
        ((LongVector) S.vectorType().cast(t14)).intoArray(cols, 56);
        ((LongVector) S.vectorType().cast(t15)).intoArray(cols, 60);
    }

    /**
     * {@code aLen} in {@code (24, 29]}, {@code bLen} in {@code (24, 29]}, {@code aLen <= bLen}: the column sums
     * {@code t[0 .. 14)} into {@code cols}, from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}. Digit 28 of {@code b} is in the top window; digit 28 of {@code a} is not read ({@link #lastRow}).
     */
    private static void mul7_7(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z, t8 = z, t9 = z, t10 = z, t11 = z, t12 = z, t13 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t7);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t8);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 8 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t9);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 12 + r]).lanewise(AND, low);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t10);
            ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 16 + r]).lanewise(AND, low);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t11);
            ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 20 + r]).lanewise(AND, low);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t12);
            ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 24 + r]).lanewise(AND, low);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t13);
            ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
        ((LongVector) S.vectorType().cast(t12)).intoArray(cols, 48);
        ((LongVector) S.vectorType().cast(t13)).intoArray(cols, 52);
    }

    /**
     * {@code aLen} in {@code (24, 29]}, {@code bLen} in {@code (28, 33]}, {@code aLen <= bLen}: the column sums
     * of row blocks 0 .. 3, added to what {@code cols} holds from the row blocks before (one method of
     * all 7 would be too big for C1), from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}.
     */
    private static void mul7_8a(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z, t8 = z, t9 = z, t10 = z, t11 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t8);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t9);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 8 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t10);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 12 + r]).lanewise(AND, low);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t11);
            ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
    }

    /**
     * {@code aLen} in {@code (24, 29]}, {@code bLen} in {@code (28, 33]}, {@code aLen <= bLen}: the column sums
     * of row blocks 4 .. 6, added to what {@code cols} holds from the row blocks before (one method of
     * all 7 would be too big for C1), from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}.
     */
    private static void mul7_8b(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t4 = LongVector.fromArray(S, cols, 16), t5 = LongVector.fromArray(S, cols, 20), t6 = LongVector.fromArray(S, cols, 24), t7 = LongVector.fromArray(S, cols, 28), t8 = LongVector.fromArray(S, cols, 32), t9 = LongVector.fromArray(S, cols, 36), t10 = LongVector.fromArray(S, cols, 40), t11 = LongVector.fromArray(S, cols, 44), t12 = z, t13 = z, t14 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 16 + r]).lanewise(AND, low);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t12);
            ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 20 + r]).lanewise(AND, low);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t13);
            ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 24 + r]).lanewise(AND, low);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t13);
            t14 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t14);
            ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
        ((LongVector) S.vectorType().cast(t12)).intoArray(cols, 48);
        ((LongVector) S.vectorType().cast(t13)).intoArray(cols, 52);
        ((LongVector) S.vectorType().cast(t14)).intoArray(cols, 56);
    }

    /**
     * {@code aLen} in {@code (24, 29]}, {@code bLen} in {@code (32, 37]}, {@code aLen <= bLen}: the column sums
     * of row blocks 0 .. 3, added to what {@code cols} holds from the row blocks before (one method of
     * all 7 would be too big for C1), from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}.
     */
    private static void mul7_9a(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z, t8 = z, t9 = z, t10 = z, t11 = z, t12 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t9);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t10);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 8 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t11);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 12 + r]).lanewise(AND, low);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t12);
            ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
        ((LongVector) S.vectorType().cast(t12)).intoArray(cols, 48);
    }

    /**
     * {@code aLen} in {@code (24, 29]}, {@code bLen} in {@code (32, 37]}, {@code aLen <= bLen}: the column sums
     * of row blocks 4 .. 6, added to what {@code cols} holds from the row blocks before (one method of
     * all 7 would be too big for C1), from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}.
     */
    private static void mul7_9b(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t4 = LongVector.fromArray(S, cols, 16), t5 = LongVector.fromArray(S, cols, 20), t6 = LongVector.fromArray(S, cols, 24), t7 = LongVector.fromArray(S, cols, 28), t8 = LongVector.fromArray(S, cols, 32), t9 = LongVector.fromArray(S, cols, 36), t10 = LongVector.fromArray(S, cols, 40), t11 = LongVector.fromArray(S, cols, 44), t12 = LongVector.fromArray(S, cols, 48), t13 = z, t14 = z, t15 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 16 + r]).lanewise(AND, low);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t13);
            ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 20 + r]).lanewise(AND, low);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t13);
            t14 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t14);
            ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 24 + r]).lanewise(AND, low);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t13);
            t14 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t14);
            t15 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t15);
            ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
        ((LongVector) S.vectorType().cast(t12)).intoArray(cols, 48);
        ((LongVector) S.vectorType().cast(t13)).intoArray(cols, 52);
        ((LongVector) S.vectorType().cast(t14)).intoArray(cols, 56);
        ((LongVector) S.vectorType().cast(t15)).intoArray(cols, 60);
    }

    /**
     * {@code aLen} in {@code (24, 29]}, {@code bLen} in {@code (36, 41]}, {@code aLen <= bLen}: the column sums
     * of row blocks 0 .. 3, added to what {@code cols} holds from the row blocks before (one method of
     * all 7 would be too big for C1), from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}.
     */
    private static void mul7_10a(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z, t8 = z, t9 = z, t10 = z, t11 = z, t12 = z, t13 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t10);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t11);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 8 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t12);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 12 + r]).lanewise(AND, low);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t13);
            ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
        ((LongVector) S.vectorType().cast(t12)).intoArray(cols, 48);
        ((LongVector) S.vectorType().cast(t13)).intoArray(cols, 52);
    }

    /**
     * {@code aLen} in {@code (24, 29]}, {@code bLen} in {@code (36, 41]}, {@code aLen <= bLen}: the column sums
     * of row blocks 4 .. 6, added to what {@code cols} holds from the row blocks before (one method of
     * all 7 would be too big for C1), from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}.
     */
    private static void mul7_10b(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t4 = LongVector.fromArray(S, cols, 16), t5 = LongVector.fromArray(S, cols, 20), t6 = LongVector.fromArray(S, cols, 24), t7 = LongVector.fromArray(S, cols, 28), t8 = LongVector.fromArray(S, cols, 32), t9 = LongVector.fromArray(S, cols, 36), t10 = LongVector.fromArray(S, cols, 40), t11 = LongVector.fromArray(S, cols, 44), t12 = LongVector.fromArray(S, cols, 48), t13 = LongVector.fromArray(S, cols, 52), t14 = z, t15 = z, t16 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 16 + r]).lanewise(AND, low);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t13);
            t14 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t14);
            ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 20 + r]).lanewise(AND, low);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t13);
            t14 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t14);
            t15 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t15);
            ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 24 + r]).lanewise(AND, low);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t13);
            t14 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t14);
            t15 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t15);
            t16 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t16);
            ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
        ((LongVector) S.vectorType().cast(t12)).intoArray(cols, 48);
        ((LongVector) S.vectorType().cast(t13)).intoArray(cols, 52);
        ((LongVector) S.vectorType().cast(t14)).intoArray(cols, 56);
        ((LongVector) S.vectorType().cast(t15)).intoArray(cols, 60);
        ((LongVector) S.vectorType().cast(t16)).intoArray(cols, 64);
    }

    /**
     * {@code aLen} in {@code (28, 33]}, {@code bLen} in {@code (28, 33]}, {@code aLen <= bLen}: the column sums
     * of row blocks 0 .. 3, added to what {@code cols} holds from the row blocks before (one method of
     * all 8 would be too big for C1), from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}.
     */
    private static void mul8_8a(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z, t8 = z, t9 = z, t10 = z, t11 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t8);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t9);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 8 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t10);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 12 + r]).lanewise(AND, low);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t11);
            ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
    }

    /**
     * {@code aLen} in {@code (28, 33]}, {@code bLen} in {@code (28, 33]}, {@code aLen <= bLen}: the column sums
     * of row blocks 4 .. 7, added to what {@code cols} holds from the row blocks before (one method of
     * all 8 would be too big for C1), from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}.
     */
    private static void mul8_8b(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t4 = LongVector.fromArray(S, cols, 16), t5 = LongVector.fromArray(S, cols, 20), t6 = LongVector.fromArray(S, cols, 24), t7 = LongVector.fromArray(S, cols, 28), t8 = LongVector.fromArray(S, cols, 32), t9 = LongVector.fromArray(S, cols, 36), t10 = LongVector.fromArray(S, cols, 40), t11 = LongVector.fromArray(S, cols, 44), t12 = z, t13 = z, t14 = z, t15 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 16 + r]).lanewise(AND, low);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t12);
            ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 20 + r]).lanewise(AND, low);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t13);
            ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 24 + r]).lanewise(AND, low);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t13);
            t14 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t14);
            ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 28 + r]).lanewise(AND, low);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t13);
            t14 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t14);
            t15 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t15);
            ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
        ((LongVector) S.vectorType().cast(t12)).intoArray(cols, 48);
        ((LongVector) S.vectorType().cast(t13)).intoArray(cols, 52);
        ((LongVector) S.vectorType().cast(t14)).intoArray(cols, 56);
        ((LongVector) S.vectorType().cast(t15)).intoArray(cols, 60);
    }

    /**
     * {@code aLen} in {@code (28, 33]}, {@code bLen} in {@code (32, 37]}, {@code aLen <= bLen}: the column sums
     * of row blocks 0 .. 3, added to what {@code cols} holds from the row blocks before (one method of
     * all 8 would be too big for C1), from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}.
     */
    private static void mul8_9a(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z, t8 = z, t9 = z, t10 = z, t11 = z, t12 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t9);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t10);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 8 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t11);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 12 + r]).lanewise(AND, low);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t12);
            ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
        ((LongVector) S.vectorType().cast(t12)).intoArray(cols, 48);
    }

    /**
     * {@code aLen} in {@code (28, 33]}, {@code bLen} in {@code (32, 37]}, {@code aLen <= bLen}: the column sums
     * of row blocks 4 .. 7, added to what {@code cols} holds from the row blocks before (one method of
     * all 8 would be too big for C1), from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}.
     */
    private static void mul8_9b(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t4 = LongVector.fromArray(S, cols, 16), t5 = LongVector.fromArray(S, cols, 20), t6 = LongVector.fromArray(S, cols, 24), t7 = LongVector.fromArray(S, cols, 28), t8 = LongVector.fromArray(S, cols, 32), t9 = LongVector.fromArray(S, cols, 36), t10 = LongVector.fromArray(S, cols, 40), t11 = LongVector.fromArray(S, cols, 44), t12 = LongVector.fromArray(S, cols, 48), t13 = z, t14 = z, t15 = z, t16 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 16 + r]).lanewise(AND, low);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t13);
            ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 20 + r]).lanewise(AND, low);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t13);
            t14 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t14);
            ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 24 + r]).lanewise(AND, low);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t13);
            t14 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t14);
            t15 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t15);
            ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 28 + r]).lanewise(AND, low);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t13);
            t14 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t14);
            t15 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t15);
            t16 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t16);
            ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
        ((LongVector) S.vectorType().cast(t12)).intoArray(cols, 48);
        ((LongVector) S.vectorType().cast(t13)).intoArray(cols, 52);
        ((LongVector) S.vectorType().cast(t14)).intoArray(cols, 56);
        ((LongVector) S.vectorType().cast(t15)).intoArray(cols, 60);
        ((LongVector) S.vectorType().cast(t16)).intoArray(cols, 64);
    }

    /**
     * {@code aLen} in {@code (28, 33]}, {@code bLen} in {@code (36, 41]}, {@code aLen <= bLen}: the column sums
     * of row blocks 0 .. 3, added to what {@code cols} holds from the row blocks before (one method of
     * all 8 would be too big for C1), from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}.
     */
    private static void mul8_10a(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z, t8 = z, t9 = z, t10 = z, t11 = z, t12 = z, t13 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t10);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t11);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 8 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t12);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 12 + r]).lanewise(AND, low);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t13);
            ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
        ((LongVector) S.vectorType().cast(t12)).intoArray(cols, 48);
        ((LongVector) S.vectorType().cast(t13)).intoArray(cols, 52);
    }

    /**
     * {@code aLen} in {@code (28, 33]}, {@code bLen} in {@code (36, 41]}, {@code aLen <= bLen}: the column sums
     * of row blocks 4 .. 7, added to what {@code cols} holds from the row blocks before (one method of
     * all 8 would be too big for C1), from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}.
     */
    private static void mul8_10b(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t4 = LongVector.fromArray(S, cols, 16), t5 = LongVector.fromArray(S, cols, 20), t6 = LongVector.fromArray(S, cols, 24), t7 = LongVector.fromArray(S, cols, 28), t8 = LongVector.fromArray(S, cols, 32), t9 = LongVector.fromArray(S, cols, 36), t10 = LongVector.fromArray(S, cols, 40), t11 = LongVector.fromArray(S, cols, 44), t12 = LongVector.fromArray(S, cols, 48), t13 = LongVector.fromArray(S, cols, 52), t14 = z, t15 = z, t16 = z, t17 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 16 + r]).lanewise(AND, low);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t13);
            t14 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t14);
            ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 20 + r]).lanewise(AND, low);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t13);
            t14 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t14);
            t15 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t15);
            ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 24 + r]).lanewise(AND, low);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t13);
            t14 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t14);
            t15 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t15);
            t16 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t16);
            ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 28 + r]).lanewise(AND, low);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t13);
            t14 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t14);
            t15 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t15);
            t16 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t16);
            t17 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t17);
            ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
        ((LongVector) S.vectorType().cast(t12)).intoArray(cols, 48);
        ((LongVector) S.vectorType().cast(t13)).intoArray(cols, 52);
        ((LongVector) S.vectorType().cast(t14)).intoArray(cols, 56);
        ((LongVector) S.vectorType().cast(t15)).intoArray(cols, 60);
        ((LongVector) S.vectorType().cast(t16)).intoArray(cols, 64);
        ((LongVector) S.vectorType().cast(t17)).intoArray(cols, 68);
    }

    /**
     * {@code aLen} in {@code (32, 37]}, {@code bLen} in {@code (32, 37]}, {@code aLen <= bLen}: the column sums
     * of row blocks 0 .. 4, added to what {@code cols} holds from the row blocks before (one method of
     * all 9 would be too big for C1), from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}.
     */
    private static void mul9_9a(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z, t8 = z, t9 = z, t10 = z, t11 = z, t12 = z, t13 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t9);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t10);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 8 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t11);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 12 + r]).lanewise(AND, low);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t12);
            ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 16 + r]).lanewise(AND, low);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t13);
            ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
        ((LongVector) S.vectorType().cast(t12)).intoArray(cols, 48);
        ((LongVector) S.vectorType().cast(t13)).intoArray(cols, 52);
    }

    /**
     * {@code aLen} in {@code (32, 37]}, {@code bLen} in {@code (32, 37]}, {@code aLen <= bLen}: the column sums
     * of row blocks 5 .. 8, added to what {@code cols} holds from the row blocks before (one method of
     * all 9 would be too big for C1), from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}.
     */
    private static void mul9_9b(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t5 = LongVector.fromArray(S, cols, 20), t6 = LongVector.fromArray(S, cols, 24), t7 = LongVector.fromArray(S, cols, 28), t8 = LongVector.fromArray(S, cols, 32), t9 = LongVector.fromArray(S, cols, 36), t10 = LongVector.fromArray(S, cols, 40), t11 = LongVector.fromArray(S, cols, 44), t12 = LongVector.fromArray(S, cols, 48), t13 = LongVector.fromArray(S, cols, 52), t14 = z, t15 = z, t16 = z, t17 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 20 + r]).lanewise(AND, low);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t13);
            t14 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t14);
            ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 24 + r]).lanewise(AND, low);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t13);
            t14 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t14);
            t15 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t15);
            ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 28 + r]).lanewise(AND, low);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t13);
            t14 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t14);
            t15 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t15);
            t16 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t16);
            ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 32 + r]).lanewise(AND, low);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t13);
            t14 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t14);
            t15 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t15);
            t16 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t16);
            t17 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t17);
            ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
        ((LongVector) S.vectorType().cast(t12)).intoArray(cols, 48);
        ((LongVector) S.vectorType().cast(t13)).intoArray(cols, 52);
        ((LongVector) S.vectorType().cast(t14)).intoArray(cols, 56);
        ((LongVector) S.vectorType().cast(t15)).intoArray(cols, 60);
        ((LongVector) S.vectorType().cast(t16)).intoArray(cols, 64);
        ((LongVector) S.vectorType().cast(t17)).intoArray(cols, 68);
    }

    /**
     * {@code aLen} in {@code (32, 37]}, {@code bLen} in {@code (36, 41]}, {@code aLen <= bLen}: the column sums
     * of row blocks 0 .. 4, added to what {@code cols} holds from the row blocks before (one method of
     * all 9 would be too big for C1), from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}.
     */
    private static void mul9_10a(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z, t8 = z, t9 = z, t10 = z, t11 = z, t12 = z, t13 = z, t14 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t10);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t11);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 8 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t12);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 12 + r]).lanewise(AND, low);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t13);
            ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 16 + r]).lanewise(AND, low);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t13);
            t14 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t14);
            ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
        ((LongVector) S.vectorType().cast(t12)).intoArray(cols, 48);
        ((LongVector) S.vectorType().cast(t13)).intoArray(cols, 52);
        ((LongVector) S.vectorType().cast(t14)).intoArray(cols, 56);
    }

    /**
     * {@code aLen} in {@code (32, 37]}, {@code bLen} in {@code (36, 41]}, {@code aLen <= bLen}: the column sums
     * of row blocks 5 .. 8, added to what {@code cols} holds from the row blocks before (one method of
     * all 9 would be too big for C1), from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}.
     */
    private static void mul9_10b(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t5 = LongVector.fromArray(S, cols, 20), t6 = LongVector.fromArray(S, cols, 24), t7 = LongVector.fromArray(S, cols, 28), t8 = LongVector.fromArray(S, cols, 32), t9 = LongVector.fromArray(S, cols, 36), t10 = LongVector.fromArray(S, cols, 40), t11 = LongVector.fromArray(S, cols, 44), t12 = LongVector.fromArray(S, cols, 48), t13 = LongVector.fromArray(S, cols, 52), t14 = LongVector.fromArray(S, cols, 56), t15 = z, t16 = z, t17 = z, t18 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 20 + r]).lanewise(AND, low);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t13);
            t14 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t14);
            t15 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t15);
            ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 24 + r]).lanewise(AND, low);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t13);
            t14 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t14);
            t15 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t15);
            t16 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t16);
            ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 28 + r]).lanewise(AND, low);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t13);
            t14 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t14);
            t15 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t15);
            t16 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t16);
            t17 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t17);
            ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 32 + r]).lanewise(AND, low);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t13);
            t14 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t14);
            t15 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t15);
            t16 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t16);
            t17 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t17);
            t18 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t18);
            ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
        ((LongVector) S.vectorType().cast(t12)).intoArray(cols, 48);
        ((LongVector) S.vectorType().cast(t13)).intoArray(cols, 52);
        ((LongVector) S.vectorType().cast(t14)).intoArray(cols, 56);
        ((LongVector) S.vectorType().cast(t15)).intoArray(cols, 60);
        ((LongVector) S.vectorType().cast(t16)).intoArray(cols, 64);
        ((LongVector) S.vectorType().cast(t17)).intoArray(cols, 68);
        ((LongVector) S.vectorType().cast(t18)).intoArray(cols, 72);
    }

    /**
     * {@code aLen} in {@code (36, 41]}, {@code bLen} in {@code (36, 41]}, {@code aLen <= bLen}: the column sums
     * of row blocks 0 .. 3, added to what {@code cols} holds from the row blocks before (one method of
     * all 10 would be too big for C1), from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}.
     */
    private static void mul10_10a(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z, t8 = z, t9 = z, t10 = z, t11 = z, t12 = z, t13 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t10);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t11);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 8 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t12);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 12 + r]).lanewise(AND, low);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t13);
            ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
        ((LongVector) S.vectorType().cast(t12)).intoArray(cols, 48);
        ((LongVector) S.vectorType().cast(t13)).intoArray(cols, 52);
    }

    /**
     * {@code aLen} in {@code (36, 41]}, {@code bLen} in {@code (36, 41]}, {@code aLen <= bLen}: the column sums
     * of row blocks 4 .. 6, added to what {@code cols} holds from the row blocks before (one method of
     * all 10 would be too big for C1), from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}.
     */
    private static void mul10_10b(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t4 = LongVector.fromArray(S, cols, 16), t5 = LongVector.fromArray(S, cols, 20), t6 = LongVector.fromArray(S, cols, 24), t7 = LongVector.fromArray(S, cols, 28), t8 = LongVector.fromArray(S, cols, 32), t9 = LongVector.fromArray(S, cols, 36), t10 = LongVector.fromArray(S, cols, 40), t11 = LongVector.fromArray(S, cols, 44), t12 = LongVector.fromArray(S, cols, 48), t13 = LongVector.fromArray(S, cols, 52), t14 = z, t15 = z, t16 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 16 + r]).lanewise(AND, low);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t13);
            t14 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t14);
            ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 20 + r]).lanewise(AND, low);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t13);
            t14 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t14);
            t15 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t15);
            ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 24 + r]).lanewise(AND, low);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t13);
            t14 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t14);
            t15 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t15);
            t16 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t16);
            ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
        ((LongVector) S.vectorType().cast(t12)).intoArray(cols, 48);
        ((LongVector) S.vectorType().cast(t13)).intoArray(cols, 52);
        ((LongVector) S.vectorType().cast(t14)).intoArray(cols, 56);
        ((LongVector) S.vectorType().cast(t15)).intoArray(cols, 60);
        ((LongVector) S.vectorType().cast(t16)).intoArray(cols, 64);
    }

    /**
     * {@code aLen} in {@code (36, 41]}, {@code bLen} in {@code (36, 41]}, {@code aLen <= bLen}: the column sums
     * of row blocks 7 .. 9, added to what {@code cols} holds from the row blocks before (one method of
     * all 10 would be too big for C1), from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}.
     */
    private static void mul10_10c(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t7 = LongVector.fromArray(S, cols, 28), t8 = LongVector.fromArray(S, cols, 32), t9 = LongVector.fromArray(S, cols, 36), t10 = LongVector.fromArray(S, cols, 40), t11 = LongVector.fromArray(S, cols, 44), t12 = LongVector.fromArray(S, cols, 48), t13 = LongVector.fromArray(S, cols, 52), t14 = LongVector.fromArray(S, cols, 56), t15 = LongVector.fromArray(S, cols, 60), t16 = LongVector.fromArray(S, cols, 64), t17 = z, t18 = z, t19 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 28 + r]).lanewise(AND, low);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t13);
            t14 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t14);
            t15 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t15);
            t16 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t16);
            t17 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t17);
            ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 32 + r]).lanewise(AND, low);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t13);
            t14 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t14);
            t15 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t15);
            t16 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t16);
            t17 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t17);
            t18 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t18);
            ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 36 + r]).lanewise(AND, low);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t13);
            t14 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t14);
            t15 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, low)).lanewise(ADD, t15);
            t16 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, low)).lanewise(ADD, t16);
            t17 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, low)).lanewise(ADD, t17);
            t18 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, low)).lanewise(ADD, t18);
            t19 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 40 - r).lanewise(AND, low)).lanewise(ADD, t19);
            ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
        ((LongVector) S.vectorType().cast(t12)).intoArray(cols, 48);
        ((LongVector) S.vectorType().cast(t13)).intoArray(cols, 52);
        ((LongVector) S.vectorType().cast(t14)).intoArray(cols, 56);
        ((LongVector) S.vectorType().cast(t15)).intoArray(cols, 60);
        ((LongVector) S.vectorType().cast(t16)).intoArray(cols, 64);
        ((LongVector) S.vectorType().cast(t17)).intoArray(cols, 68);
        ((LongVector) S.vectorType().cast(t18)).intoArray(cols, 72);
        ((LongVector) S.vectorType().cast(t19)).intoArray(cols, 76);
    }

    /**
     * {@code aLen = 9}, {@code bLen} in {@code (4, 9]}, {@code aLen <= bLen}: the column sums
     * {@code t[0 .. 4]} into {@code cols}, from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}. Digit 8 of {@code b} is in the top window; digit 8 of {@code a} is a row of its own, added
     * to the sums in registers as {@link #lastRow} adds it in memory (generator comment).
     */
    private static void mul2_2r(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t3);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        LongVector xl = LongVector.broadcast(S, s[A + 8]).lanewise(AND, low);
        t2 = xl.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0).lanewise(AND, low)).lanewise(ADD, t2);
        t3 = xl.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4).lanewise(AND, low)).lanewise(ADD, t3);
        LongVector t4 = xl.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8).lanewise(AND, low));
        ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);
    }

    /**
     * {@code aLen = 13}, {@code bLen} in {@code (8, 13]}, {@code aLen <= bLen}: the column sums
     * {@code t[0 .. 6]} into {@code cols}, from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}. Digit 12 of {@code b} is in the top window; digit 12 of {@code a} is a row of its own, added
     * to the sums in registers as {@link #lastRow} adds it in memory (generator comment).
     */
    private static void mul3_3r(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 8 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t5);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        LongVector xl = LongVector.broadcast(S, s[A + 12]).lanewise(AND, low);
        t3 = xl.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0).lanewise(AND, low)).lanewise(ADD, t3);
        t4 = xl.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4).lanewise(AND, low)).lanewise(ADD, t4);
        t5 = xl.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8).lanewise(AND, low)).lanewise(ADD, t5);
        LongVector t6 = xl.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12).lanewise(AND, low));
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
    }

    /**
     * {@code aLen = 17}, {@code bLen} in {@code (12, 17]}, {@code aLen <= bLen}: the column sums
     * {@code t[0 .. 8]} into {@code cols}, from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}. Digit 16 of {@code b} is in the top window; digit 16 of {@code a} is a row of its own, added
     * to the sums in registers as {@link #lastRow} adds it in memory (generator comment).
     */
    private static void mul4_4r(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 8 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t6);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 12 + r]).lanewise(AND, low);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t7);
            ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);   // ROW_STORE
        }
        LongVector xl = LongVector.broadcast(S, s[A + 16]).lanewise(AND, low);
        t4 = xl.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0).lanewise(AND, low)).lanewise(ADD, t4);
        t5 = xl.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4).lanewise(AND, low)).lanewise(ADD, t5);
        t6 = xl.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8).lanewise(AND, low)).lanewise(ADD, t6);
        t7 = xl.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12).lanewise(AND, low)).lanewise(ADD, t7);
        LongVector t8 = xl.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16).lanewise(AND, low));
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
    }

    /**
     * {@code aLen = 21}, {@code bLen} in {@code (16, 21]}, {@code aLen <= bLen}: the column sums
     * {@code t[0 .. 10]} into {@code cols}, from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at
     * {@link #A}. Digit 20 of {@code b} is in the top window; digit 20 of {@code a} is a row of its own, added
     * to the sums in registers as {@link #lastRow} adds it in memory (generator comment).
     */
    private static void mul5_5r(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z, t8 = z, t9 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t0);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 4 + r]).lanewise(AND, low);
            t1 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 8 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t7);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 12 + r]).lanewise(AND, low);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t8);
            ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);   // ROW_STORE
        }
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[A + 16 + r]).lanewise(AND, low);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, low)).lanewise(ADD, t9);
            ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);   // ROW_STORE
        }
        LongVector xl = LongVector.broadcast(S, s[A + 20]).lanewise(AND, low);
        t5 = xl.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0).lanewise(AND, low)).lanewise(ADD, t5);
        t6 = xl.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4).lanewise(AND, low)).lanewise(ADD, t6);
        t7 = xl.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8).lanewise(AND, low)).lanewise(ADD, t7);
        t8 = xl.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12).lanewise(AND, low)).lanewise(ADD, t8);
        t9 = xl.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16).lanewise(AND, low)).lanewise(ADD, t9);
        LongVector t10 = xl.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20).lanewise(AND, low));
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
    }

    /**
     * {@code aLen} in {@code (4, 8]}: the column sums {@code t[0 .. 4)} of the square into {@code cols}, from
     * the digits padded in {@code s} at {@link #PAD} and doubled at {@link #A}.
     */
    private static void sqr2(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t0);
            LongVector u = LongVector.fromArray(S, s, PAD + 4 - r);
            t1 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);
        LongVector t3 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 4 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t2);
            LongVector u = LongVector.fromArray(S, s, PAD + 8 - r);
            t3 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t3);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);
    }

    /**
     * {@code aLen} in {@code (8, 12]}: the column sums {@code t[0 .. 6)} of the square into {@code cols}, from
     * the digits padded in {@code s} at {@link #PAD} and doubled at {@link #A}.
     */
    private static void sqr3(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t0);
            LongVector u = LongVector.fromArray(S, s, PAD + 4 - r);
            t1 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);
        LongVector t4 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 4 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t2);
            LongVector u = LongVector.fromArray(S, s, PAD + 8 - r);
            t3 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);
        LongVector t5 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 8 + r]).lanewise(AND, low);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t4);
            LongVector u = LongVector.fromArray(S, s, PAD + 12 - r);
            t5 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t5);
            ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
    }

    /**
     * {@code aLen} in {@code (12, 16]}: the column sums {@code t[0 .. 8)} of the square into {@code cols}, from
     * the digits padded in {@code s} at {@link #PAD} and doubled at {@link #A}.
     */
    private static void sqr4(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t0);
            LongVector u = LongVector.fromArray(S, s, PAD + 4 - r);
            t1 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);
        LongVector t5 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 4 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t2);
            LongVector u = LongVector.fromArray(S, s, PAD + 8 - r);
            t3 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);
        LongVector t6 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 8 + r]).lanewise(AND, low);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t4);
            LongVector u = LongVector.fromArray(S, s, PAD + 12 - r);
            t5 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 16 - r).lanewise(AND, low)).lanewise(ADD, t6);
            ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        LongVector t7 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 12 + r]).lanewise(AND, low);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t6);
            LongVector u = LongVector.fromArray(S, s, PAD + 16 - r);
            t7 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t7);
            ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
    }

    /**
     * {@code aLen} in {@code (16, 20]}: the column sums {@code t[0 .. 10)} of the square into {@code cols}, from
     * the digits padded in {@code s} at {@link #PAD} and doubled at {@link #A}.
     */
    private static void sqr5(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t0);
            LongVector u = LongVector.fromArray(S, s, PAD + 4 - r);
            t1 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);
        LongVector t6 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 4 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t2);
            LongVector u = LongVector.fromArray(S, s, PAD + 8 - r);
            t3 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);
        LongVector t7 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 8 + r]).lanewise(AND, low);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t4);
            LongVector u = LongVector.fromArray(S, s, PAD + 12 - r);
            t5 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 16 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 20 - r).lanewise(AND, low)).lanewise(ADD, t7);
            ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        LongVector t8 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 12 + r]).lanewise(AND, low);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t6);
            LongVector u = LongVector.fromArray(S, s, PAD + 16 - r);
            t7 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 20 - r).lanewise(AND, low)).lanewise(ADD, t8);
            ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        LongVector t9 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 16 + r]).lanewise(AND, low);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t8);
            LongVector u = LongVector.fromArray(S, s, PAD + 20 - r);
            t9 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t9);
            ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
    }

    /**
     * {@code aLen} in {@code (20, 24]}: the column sums {@code t[0 .. 12)} of the square into {@code cols}, from
     * the digits padded in {@code s} at {@link #PAD} and doubled at {@link #A}.
     */
    private static void sqr6(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t0);
            LongVector u = LongVector.fromArray(S, s, PAD + 4 - r);
            t1 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 24 - r).lanewise(AND, low)).lanewise(ADD, t6);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);
        LongVector t7 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 4 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t2);
            LongVector u = LongVector.fromArray(S, s, PAD + 8 - r);
            t3 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 24 - r).lanewise(AND, low)).lanewise(ADD, t7);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);
        LongVector t8 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 8 + r]).lanewise(AND, low);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t4);
            LongVector u = LongVector.fromArray(S, s, PAD + 12 - r);
            t5 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 16 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 20 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 24 - r).lanewise(AND, low)).lanewise(ADD, t8);
            ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        LongVector t9 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 12 + r]).lanewise(AND, low);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t6);
            LongVector u = LongVector.fromArray(S, s, PAD + 16 - r);
            t7 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 20 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 24 - r).lanewise(AND, low)).lanewise(ADD, t9);
            ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        LongVector t10 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 16 + r]).lanewise(AND, low);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t8);
            LongVector u = LongVector.fromArray(S, s, PAD + 20 - r);
            t9 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 24 - r).lanewise(AND, low)).lanewise(ADD, t10);
            ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        LongVector t11 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 20 + r]).lanewise(AND, low);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t10);
            LongVector u = LongVector.fromArray(S, s, PAD + 24 - r);
            t11 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t11);
            ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
    }

    /**
     * {@code aLen} in {@code (24, 28]}: the column sums {@code t[0 .. 14)} of the square into {@code cols}, from
     * the digits padded in {@code s} at {@link #PAD} and doubled at {@link #A}.
     */
    private static void sqr7(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t0);
            LongVector u = LongVector.fromArray(S, s, PAD + 4 - r);
            t1 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 24 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 28 - r).lanewise(AND, low)).lanewise(ADD, t7);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);
        LongVector t8 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 4 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t2);
            LongVector u = LongVector.fromArray(S, s, PAD + 8 - r);
            t3 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 24 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 28 - r).lanewise(AND, low)).lanewise(ADD, t8);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);
        LongVector t9 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 8 + r]).lanewise(AND, low);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t4);
            LongVector u = LongVector.fromArray(S, s, PAD + 12 - r);
            t5 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 16 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 20 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 24 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 28 - r).lanewise(AND, low)).lanewise(ADD, t9);
            ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        LongVector t10 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 12 + r]).lanewise(AND, low);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t6);
            LongVector u = LongVector.fromArray(S, s, PAD + 16 - r);
            t7 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 20 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 24 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 28 - r).lanewise(AND, low)).lanewise(ADD, t10);
            ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        LongVector t11 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 16 + r]).lanewise(AND, low);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t8);
            LongVector u = LongVector.fromArray(S, s, PAD + 20 - r);
            t9 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 24 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 28 - r).lanewise(AND, low)).lanewise(ADD, t11);
            ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        LongVector t12 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 20 + r]).lanewise(AND, low);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t10);
            LongVector u = LongVector.fromArray(S, s, PAD + 24 - r);
            t11 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 28 - r).lanewise(AND, low)).lanewise(ADD, t12);
            ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
        LongVector t13 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 24 + r]).lanewise(AND, low);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t12);
            LongVector u = LongVector.fromArray(S, s, PAD + 28 - r);
            t13 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t13);
            ((LongVector) S.vectorType().cast(t12)).intoArray(cols, 48);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t13)).intoArray(cols, 52);
    }

    /**
     * {@code aLen} in {@code (28, 32]}: the square's row blocks 0 .. 3, added to what {@code cols} holds from
     * the row blocks before (one method of all 8 was too big for C1), from
     * the digits padded in {@code s} at {@link #PAD} and doubled at {@link #A}.
     */
    private static void sqr8a(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z, t8 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t0);
            LongVector u = LongVector.fromArray(S, s, PAD + 4 - r);
            t1 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 24 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 28 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 32 - r).lanewise(AND, low)).lanewise(ADD, t8);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);
        LongVector t9 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 4 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t2);
            LongVector u = LongVector.fromArray(S, s, PAD + 8 - r);
            t3 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 24 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 28 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 32 - r).lanewise(AND, low)).lanewise(ADD, t9);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);
        LongVector t10 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 8 + r]).lanewise(AND, low);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t4);
            LongVector u = LongVector.fromArray(S, s, PAD + 12 - r);
            t5 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 16 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 20 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 24 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 28 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 32 - r).lanewise(AND, low)).lanewise(ADD, t10);
            ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        LongVector t11 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 12 + r]).lanewise(AND, low);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t6);
            LongVector u = LongVector.fromArray(S, s, PAD + 16 - r);
            t7 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 20 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 24 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 28 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 32 - r).lanewise(AND, low)).lanewise(ADD, t11);
            ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
    }

    /**
     * {@code aLen} in {@code (28, 32]}: the square's row blocks 4 .. 7, added to what {@code cols} holds from
     * the row blocks before (one method of all 8 was too big for C1), from
     * the digits padded in {@code s} at {@link #PAD} and doubled at {@link #A}.
     */
    private static void sqr8b(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t8 = LongVector.fromArray(S, cols, 32), t9 = LongVector.fromArray(S, cols, 36), t10 = LongVector.fromArray(S, cols, 40), t11 = LongVector.fromArray(S, cols, 44);
        LongVector t12 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 16 + r]).lanewise(AND, low);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t8);
            LongVector u = LongVector.fromArray(S, s, PAD + 20 - r);
            t9 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 24 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 28 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 32 - r).lanewise(AND, low)).lanewise(ADD, t12);
            ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        LongVector t13 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 20 + r]).lanewise(AND, low);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t10);
            LongVector u = LongVector.fromArray(S, s, PAD + 24 - r);
            t11 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 28 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 32 - r).lanewise(AND, low)).lanewise(ADD, t13);
            ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
        LongVector t14 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 24 + r]).lanewise(AND, low);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t12);
            LongVector u = LongVector.fromArray(S, s, PAD + 28 - r);
            t13 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t13);
            t14 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 32 - r).lanewise(AND, low)).lanewise(ADD, t14);
            ((LongVector) S.vectorType().cast(t12)).intoArray(cols, 48);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t13)).intoArray(cols, 52);
        LongVector t15 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 28 + r]).lanewise(AND, low);
            t14 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t14);
            LongVector u = LongVector.fromArray(S, s, PAD + 32 - r);
            t15 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t15);
            ((LongVector) S.vectorType().cast(t14)).intoArray(cols, 56);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t15)).intoArray(cols, 60);
    }

    /**
     * {@code aLen} in {@code (32, 36]}: the square's row blocks 0 .. 3, added to what {@code cols} holds from
     * the row blocks before (one method of all 9 was too big for C1), from
     * the digits padded in {@code s} at {@link #PAD} and doubled at {@link #A}.
     */
    private static void sqr9a(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z, t8 = z, t9 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t0);
            LongVector u = LongVector.fromArray(S, s, PAD + 4 - r);
            t1 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 24 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 28 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 32 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 36 - r).lanewise(AND, low)).lanewise(ADD, t9);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);
        LongVector t10 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 4 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t2);
            LongVector u = LongVector.fromArray(S, s, PAD + 8 - r);
            t3 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 24 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 28 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 32 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 36 - r).lanewise(AND, low)).lanewise(ADD, t10);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);
        LongVector t11 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 8 + r]).lanewise(AND, low);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t4);
            LongVector u = LongVector.fromArray(S, s, PAD + 12 - r);
            t5 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 16 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 20 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 24 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 28 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 32 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 36 - r).lanewise(AND, low)).lanewise(ADD, t11);
            ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        LongVector t12 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 12 + r]).lanewise(AND, low);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t6);
            LongVector u = LongVector.fromArray(S, s, PAD + 16 - r);
            t7 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 20 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 24 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 28 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 32 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 36 - r).lanewise(AND, low)).lanewise(ADD, t12);
            ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
        ((LongVector) S.vectorType().cast(t12)).intoArray(cols, 48);
    }

    /**
     * {@code aLen} in {@code (32, 36]}: the square's row blocks 4 .. 8, added to what {@code cols} holds from
     * the row blocks before (one method of all 9 was too big for C1), from
     * the digits padded in {@code s} at {@link #PAD} and doubled at {@link #A}.
     */
    private static void sqr9b(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t8 = LongVector.fromArray(S, cols, 32), t9 = LongVector.fromArray(S, cols, 36), t10 = LongVector.fromArray(S, cols, 40), t11 = LongVector.fromArray(S, cols, 44), t12 = LongVector.fromArray(S, cols, 48);
        LongVector t13 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 16 + r]).lanewise(AND, low);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t8);
            LongVector u = LongVector.fromArray(S, s, PAD + 20 - r);
            t9 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 24 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 28 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 32 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 36 - r).lanewise(AND, low)).lanewise(ADD, t13);
            ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        LongVector t14 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 20 + r]).lanewise(AND, low);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t10);
            LongVector u = LongVector.fromArray(S, s, PAD + 24 - r);
            t11 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 28 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 32 - r).lanewise(AND, low)).lanewise(ADD, t13);
            t14 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 36 - r).lanewise(AND, low)).lanewise(ADD, t14);
            ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
        LongVector t15 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 24 + r]).lanewise(AND, low);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t12);
            LongVector u = LongVector.fromArray(S, s, PAD + 28 - r);
            t13 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t13);
            t14 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 32 - r).lanewise(AND, low)).lanewise(ADD, t14);
            t15 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 36 - r).lanewise(AND, low)).lanewise(ADD, t15);
            ((LongVector) S.vectorType().cast(t12)).intoArray(cols, 48);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t13)).intoArray(cols, 52);
        LongVector t16 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 28 + r]).lanewise(AND, low);
            t14 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t14);
            LongVector u = LongVector.fromArray(S, s, PAD + 32 - r);
            t15 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t15);
            t16 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 36 - r).lanewise(AND, low)).lanewise(ADD, t16);
            ((LongVector) S.vectorType().cast(t14)).intoArray(cols, 56);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t15)).intoArray(cols, 60);
        LongVector t17 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 32 + r]).lanewise(AND, low);
            t16 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t16);
            LongVector u = LongVector.fromArray(S, s, PAD + 36 - r);
            t17 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t17);
            ((LongVector) S.vectorType().cast(t16)).intoArray(cols, 64);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t17)).intoArray(cols, 68);
    }

    /**
     * {@code aLen} in {@code (36, 40]}: the square's row blocks 0 .. 4, added to what {@code cols} holds from
     * the row blocks before (one method of all 10 was too big for C1), from
     * the digits padded in {@code s} at {@link #PAD} and doubled at {@link #A}.
     */
    private static void sqr10a(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z, t8 = z, t9 = z, t10 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t0);
            LongVector u = LongVector.fromArray(S, s, PAD + 4 - r);
            t1 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 24 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 28 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 32 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 36 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 40 - r).lanewise(AND, low)).lanewise(ADD, t10);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);
        LongVector t11 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 4 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t2);
            LongVector u = LongVector.fromArray(S, s, PAD + 8 - r);
            t3 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 24 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 28 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 32 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 36 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 40 - r).lanewise(AND, low)).lanewise(ADD, t11);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);
        LongVector t12 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 8 + r]).lanewise(AND, low);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t4);
            LongVector u = LongVector.fromArray(S, s, PAD + 12 - r);
            t5 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 16 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 20 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 24 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 28 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 32 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 36 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 40 - r).lanewise(AND, low)).lanewise(ADD, t12);
            ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        LongVector t13 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 12 + r]).lanewise(AND, low);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t6);
            LongVector u = LongVector.fromArray(S, s, PAD + 16 - r);
            t7 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 20 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 24 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 28 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 32 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 36 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 40 - r).lanewise(AND, low)).lanewise(ADD, t13);
            ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        LongVector t14 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 16 + r]).lanewise(AND, low);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t8);
            LongVector u = LongVector.fromArray(S, s, PAD + 20 - r);
            t9 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 24 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 28 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 32 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 36 - r).lanewise(AND, low)).lanewise(ADD, t13);
            t14 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 40 - r).lanewise(AND, low)).lanewise(ADD, t14);
            ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
        ((LongVector) S.vectorType().cast(t12)).intoArray(cols, 48);
        ((LongVector) S.vectorType().cast(t13)).intoArray(cols, 52);
        ((LongVector) S.vectorType().cast(t14)).intoArray(cols, 56);
    }

    /**
     * {@code aLen} in {@code (36, 40]}: the square's row blocks 5 .. 9, added to what {@code cols} holds from
     * the row blocks before (one method of all 10 was too big for C1), from
     * the digits padded in {@code s} at {@link #PAD} and doubled at {@link #A}.
     */
    private static void sqr10b(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t10 = LongVector.fromArray(S, cols, 40), t11 = LongVector.fromArray(S, cols, 44), t12 = LongVector.fromArray(S, cols, 48), t13 = LongVector.fromArray(S, cols, 52), t14 = LongVector.fromArray(S, cols, 56);
        LongVector t15 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 20 + r]).lanewise(AND, low);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t10);
            LongVector u = LongVector.fromArray(S, s, PAD + 24 - r);
            t11 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 28 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 32 - r).lanewise(AND, low)).lanewise(ADD, t13);
            t14 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 36 - r).lanewise(AND, low)).lanewise(ADD, t14);
            t15 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 40 - r).lanewise(AND, low)).lanewise(ADD, t15);
            ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
        LongVector t16 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 24 + r]).lanewise(AND, low);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t12);
            LongVector u = LongVector.fromArray(S, s, PAD + 28 - r);
            t13 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t13);
            t14 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 32 - r).lanewise(AND, low)).lanewise(ADD, t14);
            t15 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 36 - r).lanewise(AND, low)).lanewise(ADD, t15);
            t16 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 40 - r).lanewise(AND, low)).lanewise(ADD, t16);
            ((LongVector) S.vectorType().cast(t12)).intoArray(cols, 48);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t13)).intoArray(cols, 52);
        LongVector t17 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 28 + r]).lanewise(AND, low);
            t14 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t14);
            LongVector u = LongVector.fromArray(S, s, PAD + 32 - r);
            t15 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t15);
            t16 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 36 - r).lanewise(AND, low)).lanewise(ADD, t16);
            t17 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 40 - r).lanewise(AND, low)).lanewise(ADD, t17);
            ((LongVector) S.vectorType().cast(t14)).intoArray(cols, 56);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t15)).intoArray(cols, 60);
        LongVector t18 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 32 + r]).lanewise(AND, low);
            t16 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t16);
            LongVector u = LongVector.fromArray(S, s, PAD + 36 - r);
            t17 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t17);
            t18 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 40 - r).lanewise(AND, low)).lanewise(ADD, t18);
            ((LongVector) S.vectorType().cast(t16)).intoArray(cols, 64);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t17)).intoArray(cols, 68);
        LongVector t19 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 36 + r]).lanewise(AND, low);
            t18 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 36 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t18);
            LongVector u = LongVector.fromArray(S, s, PAD + 40 - r);
            t19 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t19);
            ((LongVector) S.vectorType().cast(t18)).intoArray(cols, 72);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t19)).intoArray(cols, 76);
    }

    /**
     * {@code aLen = 9}: the column sums {@code t[0 .. 4)} of the square into {@code cols}, from
     * the digits padded in {@code s} at {@link #PAD} and doubled at {@link #A}.
     * The last digit, digit 8 at {@link #LONE}, is a row of its own: column blocks 2 .. 3 add its products
     * with the doubled windows, and column 16 is its square (generator comment).
     */
    private static void sqr2r(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t0);
            LongVector u = LongVector.fromArray(S, s, PAD + 4 - r);
            t1 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);
        LongVector t3 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 4 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t2);
            LongVector u = LongVector.fromArray(S, s, PAD + 8 - r);
            t3 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t3);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        t2 = LongVector.broadcast(S, s[LONE]).lanewise(AND, low).lanewise(MUL, LongVector.fromArray(S, s, A + 0).lanewise(AND, low)).lanewise(ADD, t2);
        t3 = LongVector.broadcast(S, s[LONE]).lanewise(AND, low).lanewise(MUL, LongVector.fromArray(S, s, A + 4).lanewise(AND, low)).lanewise(ADD, t3);
        ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);
        cols[16] = s[LONE] * s[LONE];   // the last digit squared, column 16
    }

    /**
     * {@code aLen = 13}: the column sums {@code t[0 .. 6)} of the square into {@code cols}, from
     * the digits padded in {@code s} at {@link #PAD} and doubled at {@link #A}.
     * The last digit, digit 12 at {@link #LONE}, is a row of its own: column blocks 3 .. 5 add its products
     * with the doubled windows, and column 24 is its square (generator comment).
     */
    private static void sqr3r(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t0);
            LongVector u = LongVector.fromArray(S, s, PAD + 4 - r);
            t1 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);
        LongVector t4 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 4 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t2);
            LongVector u = LongVector.fromArray(S, s, PAD + 8 - r);
            t3 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        t3 = LongVector.broadcast(S, s[LONE]).lanewise(AND, low).lanewise(MUL, LongVector.fromArray(S, s, A + 0).lanewise(AND, low)).lanewise(ADD, t3);
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);
        LongVector t5 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 8 + r]).lanewise(AND, low);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t4);
            LongVector u = LongVector.fromArray(S, s, PAD + 12 - r);
            t5 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t5);
            ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);   // ROW_STORE
        }
        t4 = LongVector.broadcast(S, s[LONE]).lanewise(AND, low).lanewise(MUL, LongVector.fromArray(S, s, A + 4).lanewise(AND, low)).lanewise(ADD, t4);
        t5 = LongVector.broadcast(S, s[LONE]).lanewise(AND, low).lanewise(MUL, LongVector.fromArray(S, s, A + 8).lanewise(AND, low)).lanewise(ADD, t5);
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        cols[24] = s[LONE] * s[LONE];   // the last digit squared, column 24
    }

    /**
     * {@code aLen = 17}: the column sums {@code t[0 .. 8)} of the square into {@code cols}, from
     * the digits padded in {@code s} at {@link #PAD} and doubled at {@link #A}.
     * The last digit, digit 16 at {@link #LONE}, is a row of its own: column blocks 4 .. 7 add its products
     * with the doubled windows, and column 32 is its square (generator comment).
     */
    private static void sqr4r(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t0);
            LongVector u = LongVector.fromArray(S, s, PAD + 4 - r);
            t1 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);
        LongVector t5 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 4 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t2);
            LongVector u = LongVector.fromArray(S, s, PAD + 8 - r);
            t3 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);
        LongVector t6 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 8 + r]).lanewise(AND, low);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t4);
            LongVector u = LongVector.fromArray(S, s, PAD + 12 - r);
            t5 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 16 - r).lanewise(AND, low)).lanewise(ADD, t6);
            ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);   // ROW_STORE
        }
        t4 = LongVector.broadcast(S, s[LONE]).lanewise(AND, low).lanewise(MUL, LongVector.fromArray(S, s, A + 0).lanewise(AND, low)).lanewise(ADD, t4);
        t5 = LongVector.broadcast(S, s[LONE]).lanewise(AND, low).lanewise(MUL, LongVector.fromArray(S, s, A + 4).lanewise(AND, low)).lanewise(ADD, t5);
        ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        LongVector t7 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 12 + r]).lanewise(AND, low);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t6);
            LongVector u = LongVector.fromArray(S, s, PAD + 16 - r);
            t7 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t7);
            ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);   // ROW_STORE
        }
        t6 = LongVector.broadcast(S, s[LONE]).lanewise(AND, low).lanewise(MUL, LongVector.fromArray(S, s, A + 8).lanewise(AND, low)).lanewise(ADD, t6);
        t7 = LongVector.broadcast(S, s[LONE]).lanewise(AND, low).lanewise(MUL, LongVector.fromArray(S, s, A + 12).lanewise(AND, low)).lanewise(ADD, t7);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        cols[32] = s[LONE] * s[LONE];   // the last digit squared, column 32
    }

    /**
     * {@code aLen = 21}: the column sums {@code t[0 .. 10)} of the square into {@code cols}, from
     * the digits padded in {@code s} at {@link #PAD} and doubled at {@link #A}.
     * The last digit, digit 20 at {@link #LONE}, is a row of its own: column blocks 5 .. 9 add its products
     * with the doubled windows, and column 40 is its square (generator comment).
     */
    private static void sqr5r(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t0);
            LongVector u = LongVector.fromArray(S, s, PAD + 4 - r);
            t1 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);
        LongVector t6 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 4 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t2);
            LongVector u = LongVector.fromArray(S, s, PAD + 8 - r);
            t3 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);
        LongVector t7 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 8 + r]).lanewise(AND, low);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t4);
            LongVector u = LongVector.fromArray(S, s, PAD + 12 - r);
            t5 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 16 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 20 - r).lanewise(AND, low)).lanewise(ADD, t7);
            ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);   // ROW_STORE
        }
        t5 = LongVector.broadcast(S, s[LONE]).lanewise(AND, low).lanewise(MUL, LongVector.fromArray(S, s, A + 0).lanewise(AND, low)).lanewise(ADD, t5);
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        LongVector t8 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 12 + r]).lanewise(AND, low);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t6);
            LongVector u = LongVector.fromArray(S, s, PAD + 16 - r);
            t7 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 20 - r).lanewise(AND, low)).lanewise(ADD, t8);
            ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);   // ROW_STORE
        }
        t6 = LongVector.broadcast(S, s[LONE]).lanewise(AND, low).lanewise(MUL, LongVector.fromArray(S, s, A + 4).lanewise(AND, low)).lanewise(ADD, t6);
        t7 = LongVector.broadcast(S, s[LONE]).lanewise(AND, low).lanewise(MUL, LongVector.fromArray(S, s, A + 8).lanewise(AND, low)).lanewise(ADD, t7);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        LongVector t9 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 16 + r]).lanewise(AND, low);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t8);
            LongVector u = LongVector.fromArray(S, s, PAD + 20 - r);
            t9 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t9);
            ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);   // ROW_STORE
        }
        t8 = LongVector.broadcast(S, s[LONE]).lanewise(AND, low).lanewise(MUL, LongVector.fromArray(S, s, A + 12).lanewise(AND, low)).lanewise(ADD, t8);
        t9 = LongVector.broadcast(S, s[LONE]).lanewise(AND, low).lanewise(MUL, LongVector.fromArray(S, s, A + 16).lanewise(AND, low)).lanewise(ADD, t9);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        cols[40] = s[LONE] * s[LONE];   // the last digit squared, column 40
    }

    /**
     * {@code aLen = 25}: the column sums {@code t[0 .. 12)} of the square into {@code cols}, from
     * the digits padded in {@code s} at {@link #PAD} and doubled at {@link #A}.
     * The last digit, digit 24 at {@link #LONE}, is a row of its own: column blocks 6 .. 11 add its products
     * with the doubled windows, and column 48 is its square (generator comment).
     */
    private static void sqr6r(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t0);
            LongVector u = LongVector.fromArray(S, s, PAD + 4 - r);
            t1 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 24 - r).lanewise(AND, low)).lanewise(ADD, t6);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);
        LongVector t7 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 4 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t2);
            LongVector u = LongVector.fromArray(S, s, PAD + 8 - r);
            t3 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 24 - r).lanewise(AND, low)).lanewise(ADD, t7);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);
        LongVector t8 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 8 + r]).lanewise(AND, low);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t4);
            LongVector u = LongVector.fromArray(S, s, PAD + 12 - r);
            t5 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 16 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 20 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 24 - r).lanewise(AND, low)).lanewise(ADD, t8);
            ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        LongVector t9 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 12 + r]).lanewise(AND, low);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t6);
            LongVector u = LongVector.fromArray(S, s, PAD + 16 - r);
            t7 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 20 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 24 - r).lanewise(AND, low)).lanewise(ADD, t9);
            ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);   // ROW_STORE
        }
        t6 = LongVector.broadcast(S, s[LONE]).lanewise(AND, low).lanewise(MUL, LongVector.fromArray(S, s, A + 0).lanewise(AND, low)).lanewise(ADD, t6);
        t7 = LongVector.broadcast(S, s[LONE]).lanewise(AND, low).lanewise(MUL, LongVector.fromArray(S, s, A + 4).lanewise(AND, low)).lanewise(ADD, t7);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        LongVector t10 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 16 + r]).lanewise(AND, low);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t8);
            LongVector u = LongVector.fromArray(S, s, PAD + 20 - r);
            t9 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 24 - r).lanewise(AND, low)).lanewise(ADD, t10);
            ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);   // ROW_STORE
        }
        t8 = LongVector.broadcast(S, s[LONE]).lanewise(AND, low).lanewise(MUL, LongVector.fromArray(S, s, A + 8).lanewise(AND, low)).lanewise(ADD, t8);
        t9 = LongVector.broadcast(S, s[LONE]).lanewise(AND, low).lanewise(MUL, LongVector.fromArray(S, s, A + 12).lanewise(AND, low)).lanewise(ADD, t9);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        LongVector t11 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 20 + r]).lanewise(AND, low);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t10);
            LongVector u = LongVector.fromArray(S, s, PAD + 24 - r);
            t11 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t11);
            ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);   // ROW_STORE
        }
        t10 = LongVector.broadcast(S, s[LONE]).lanewise(AND, low).lanewise(MUL, LongVector.fromArray(S, s, A + 16).lanewise(AND, low)).lanewise(ADD, t10);
        t11 = LongVector.broadcast(S, s[LONE]).lanewise(AND, low).lanewise(MUL, LongVector.fromArray(S, s, A + 20).lanewise(AND, low)).lanewise(ADD, t11);
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
        cols[48] = s[LONE] * s[LONE];   // the last digit squared, column 48
    }

    /**
     * {@code aLen = 29}: the square's row blocks 0 .. 2, added to what {@code cols} holds from
     * the row blocks before (one method of all 7 was too big for C1), from
     * the digits padded in {@code s} at {@link #PAD} and doubled at {@link #A}.
     */
    private static void sqr7ar(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t0);
            LongVector u = LongVector.fromArray(S, s, PAD + 4 - r);
            t1 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 24 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 28 - r).lanewise(AND, low)).lanewise(ADD, t7);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);
        LongVector t8 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 4 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t2);
            LongVector u = LongVector.fromArray(S, s, PAD + 8 - r);
            t3 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 24 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 28 - r).lanewise(AND, low)).lanewise(ADD, t8);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);
        LongVector t9 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 8 + r]).lanewise(AND, low);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t4);
            LongVector u = LongVector.fromArray(S, s, PAD + 12 - r);
            t5 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 16 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 20 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 24 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 28 - r).lanewise(AND, low)).lanewise(ADD, t9);
            ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
    }

    /**
     * {@code aLen = 29}: the square's row blocks 3 .. 6, added to what {@code cols} holds from
     * the row blocks before (one method of all 7 was too big for C1), from
     * the digits padded in {@code s} at {@link #PAD} and doubled at {@link #A}.
     * The last digit, digit 28 at {@link #LONE}, is a row of its own: column blocks 7 .. 13 add its products
     * with the doubled windows, and column 56 is its square (generator comment).
     */
    private static void sqr7br(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t6 = LongVector.fromArray(S, cols, 24), t7 = LongVector.fromArray(S, cols, 28), t8 = LongVector.fromArray(S, cols, 32), t9 = LongVector.fromArray(S, cols, 36);
        LongVector t10 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 12 + r]).lanewise(AND, low);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t6);
            LongVector u = LongVector.fromArray(S, s, PAD + 16 - r);
            t7 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 20 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 24 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 28 - r).lanewise(AND, low)).lanewise(ADD, t10);
            ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);   // ROW_STORE
        }
        t7 = LongVector.broadcast(S, s[LONE]).lanewise(AND, low).lanewise(MUL, LongVector.fromArray(S, s, A + 0).lanewise(AND, low)).lanewise(ADD, t7);
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        LongVector t11 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 16 + r]).lanewise(AND, low);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t8);
            LongVector u = LongVector.fromArray(S, s, PAD + 20 - r);
            t9 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 24 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 28 - r).lanewise(AND, low)).lanewise(ADD, t11);
            ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);   // ROW_STORE
        }
        t8 = LongVector.broadcast(S, s[LONE]).lanewise(AND, low).lanewise(MUL, LongVector.fromArray(S, s, A + 4).lanewise(AND, low)).lanewise(ADD, t8);
        t9 = LongVector.broadcast(S, s[LONE]).lanewise(AND, low).lanewise(MUL, LongVector.fromArray(S, s, A + 8).lanewise(AND, low)).lanewise(ADD, t9);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        LongVector t12 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 20 + r]).lanewise(AND, low);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t10);
            LongVector u = LongVector.fromArray(S, s, PAD + 24 - r);
            t11 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 28 - r).lanewise(AND, low)).lanewise(ADD, t12);
            ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);   // ROW_STORE
        }
        t10 = LongVector.broadcast(S, s[LONE]).lanewise(AND, low).lanewise(MUL, LongVector.fromArray(S, s, A + 12).lanewise(AND, low)).lanewise(ADD, t10);
        t11 = LongVector.broadcast(S, s[LONE]).lanewise(AND, low).lanewise(MUL, LongVector.fromArray(S, s, A + 16).lanewise(AND, low)).lanewise(ADD, t11);
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
        LongVector t13 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 24 + r]).lanewise(AND, low);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t12);
            LongVector u = LongVector.fromArray(S, s, PAD + 28 - r);
            t13 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t13);
            ((LongVector) S.vectorType().cast(t12)).intoArray(cols, 48);   // ROW_STORE
        }
        t12 = LongVector.broadcast(S, s[LONE]).lanewise(AND, low).lanewise(MUL, LongVector.fromArray(S, s, A + 20).lanewise(AND, low)).lanewise(ADD, t12);
        t13 = LongVector.broadcast(S, s[LONE]).lanewise(AND, low).lanewise(MUL, LongVector.fromArray(S, s, A + 24).lanewise(AND, low)).lanewise(ADD, t13);
        ((LongVector) S.vectorType().cast(t12)).intoArray(cols, 48);
        ((LongVector) S.vectorType().cast(t13)).intoArray(cols, 52);
        cols[56] = s[LONE] * s[LONE];   // the last digit squared, column 56
    }

    /**
     * {@code aLen = 33}: the square's row blocks 0 .. 3, added to what {@code cols} holds from
     * the row blocks before (one method of all 8 was too big for C1), from
     * the digits padded in {@code s} at {@link #PAD} and doubled at {@link #A}.
     */
    private static void sqr8ar(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z, t8 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t0);
            LongVector u = LongVector.fromArray(S, s, PAD + 4 - r);
            t1 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 24 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 28 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 32 - r).lanewise(AND, low)).lanewise(ADD, t8);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);
        LongVector t9 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 4 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t2);
            LongVector u = LongVector.fromArray(S, s, PAD + 8 - r);
            t3 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 24 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 28 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 32 - r).lanewise(AND, low)).lanewise(ADD, t9);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);
        LongVector t10 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 8 + r]).lanewise(AND, low);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t4);
            LongVector u = LongVector.fromArray(S, s, PAD + 12 - r);
            t5 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 16 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 20 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 24 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 28 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 32 - r).lanewise(AND, low)).lanewise(ADD, t10);
            ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        LongVector t11 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 12 + r]).lanewise(AND, low);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t6);
            LongVector u = LongVector.fromArray(S, s, PAD + 16 - r);
            t7 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 20 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 24 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 28 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 32 - r).lanewise(AND, low)).lanewise(ADD, t11);
            ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
    }

    /**
     * {@code aLen = 33}: the square's row blocks 4 .. 7, added to what {@code cols} holds from
     * the row blocks before (one method of all 8 was too big for C1), from
     * the digits padded in {@code s} at {@link #PAD} and doubled at {@link #A}.
     * The last digit, digit 32 at {@link #LONE}, is a row of its own: column blocks 8 .. 15 add its products
     * with the doubled windows, and column 64 is its square (generator comment).
     */
    private static void sqr8br(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t8 = LongVector.fromArray(S, cols, 32), t9 = LongVector.fromArray(S, cols, 36), t10 = LongVector.fromArray(S, cols, 40), t11 = LongVector.fromArray(S, cols, 44);
        LongVector t12 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 16 + r]).lanewise(AND, low);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t8);
            LongVector u = LongVector.fromArray(S, s, PAD + 20 - r);
            t9 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 24 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 28 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 32 - r).lanewise(AND, low)).lanewise(ADD, t12);
            ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);   // ROW_STORE
        }
        t8 = LongVector.broadcast(S, s[LONE]).lanewise(AND, low).lanewise(MUL, LongVector.fromArray(S, s, A + 0).lanewise(AND, low)).lanewise(ADD, t8);
        t9 = LongVector.broadcast(S, s[LONE]).lanewise(AND, low).lanewise(MUL, LongVector.fromArray(S, s, A + 4).lanewise(AND, low)).lanewise(ADD, t9);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        LongVector t13 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 20 + r]).lanewise(AND, low);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t10);
            LongVector u = LongVector.fromArray(S, s, PAD + 24 - r);
            t11 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 28 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 32 - r).lanewise(AND, low)).lanewise(ADD, t13);
            ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);   // ROW_STORE
        }
        t10 = LongVector.broadcast(S, s[LONE]).lanewise(AND, low).lanewise(MUL, LongVector.fromArray(S, s, A + 8).lanewise(AND, low)).lanewise(ADD, t10);
        t11 = LongVector.broadcast(S, s[LONE]).lanewise(AND, low).lanewise(MUL, LongVector.fromArray(S, s, A + 12).lanewise(AND, low)).lanewise(ADD, t11);
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
        LongVector t14 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 24 + r]).lanewise(AND, low);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t12);
            LongVector u = LongVector.fromArray(S, s, PAD + 28 - r);
            t13 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t13);
            t14 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 32 - r).lanewise(AND, low)).lanewise(ADD, t14);
            ((LongVector) S.vectorType().cast(t12)).intoArray(cols, 48);   // ROW_STORE
        }
        t12 = LongVector.broadcast(S, s[LONE]).lanewise(AND, low).lanewise(MUL, LongVector.fromArray(S, s, A + 16).lanewise(AND, low)).lanewise(ADD, t12);
        t13 = LongVector.broadcast(S, s[LONE]).lanewise(AND, low).lanewise(MUL, LongVector.fromArray(S, s, A + 20).lanewise(AND, low)).lanewise(ADD, t13);
        ((LongVector) S.vectorType().cast(t12)).intoArray(cols, 48);
        ((LongVector) S.vectorType().cast(t13)).intoArray(cols, 52);
        LongVector t15 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 28 + r]).lanewise(AND, low);
            t14 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t14);
            LongVector u = LongVector.fromArray(S, s, PAD + 32 - r);
            t15 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t15);
            ((LongVector) S.vectorType().cast(t14)).intoArray(cols, 56);   // ROW_STORE
        }
        t14 = LongVector.broadcast(S, s[LONE]).lanewise(AND, low).lanewise(MUL, LongVector.fromArray(S, s, A + 24).lanewise(AND, low)).lanewise(ADD, t14);
        t15 = LongVector.broadcast(S, s[LONE]).lanewise(AND, low).lanewise(MUL, LongVector.fromArray(S, s, A + 28).lanewise(AND, low)).lanewise(ADD, t15);
        ((LongVector) S.vectorType().cast(t14)).intoArray(cols, 56);
        ((LongVector) S.vectorType().cast(t15)).intoArray(cols, 60);
        cols[64] = s[LONE] * s[LONE];   // the last digit squared, column 64
    }

    /**
     * {@code aLen = 37}: the square's row blocks 0 .. 3, added to what {@code cols} holds from
     * the row blocks before (one method of all 9 was too big for C1), from
     * the digits padded in {@code s} at {@link #PAD} and doubled at {@link #A}.
     */
    private static void sqr9ar(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z, t8 = z, t9 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 0 + r]).lanewise(AND, low);
            t0 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 0 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t0);
            LongVector u = LongVector.fromArray(S, s, PAD + 4 - r);
            t1 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t1);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 8 - r).lanewise(AND, low)).lanewise(ADD, t2);
            t3 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 12 - r).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 16 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 20 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 24 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 28 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 32 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 36 - r).lanewise(AND, low)).lanewise(ADD, t9);
            ((LongVector) S.vectorType().cast(t0)).intoArray(cols, 0);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t1)).intoArray(cols, 4);
        LongVector t10 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 4 + r]).lanewise(AND, low);
            t2 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 4 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t2);
            LongVector u = LongVector.fromArray(S, s, PAD + 8 - r);
            t3 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t3);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 12 - r).lanewise(AND, low)).lanewise(ADD, t4);
            t5 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 16 - r).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 20 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 24 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 28 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 32 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 36 - r).lanewise(AND, low)).lanewise(ADD, t10);
            ((LongVector) S.vectorType().cast(t2)).intoArray(cols, 8);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t3)).intoArray(cols, 12);
        LongVector t11 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 8 + r]).lanewise(AND, low);
            t4 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 8 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t4);
            LongVector u = LongVector.fromArray(S, s, PAD + 12 - r);
            t5 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t5);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 16 - r).lanewise(AND, low)).lanewise(ADD, t6);
            t7 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 20 - r).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 24 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 28 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 32 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 36 - r).lanewise(AND, low)).lanewise(ADD, t11);
            ((LongVector) S.vectorType().cast(t4)).intoArray(cols, 16);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t5)).intoArray(cols, 20);
        LongVector t12 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 12 + r]).lanewise(AND, low);
            t6 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 12 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t6);
            LongVector u = LongVector.fromArray(S, s, PAD + 16 - r);
            t7 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t7);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 20 - r).lanewise(AND, low)).lanewise(ADD, t8);
            t9 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 24 - r).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 28 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 32 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 36 - r).lanewise(AND, low)).lanewise(ADD, t12);
            ((LongVector) S.vectorType().cast(t6)).intoArray(cols, 24);   // ROW_STORE
        }
        ((LongVector) S.vectorType().cast(t7)).intoArray(cols, 28);
        ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
        ((LongVector) S.vectorType().cast(t12)).intoArray(cols, 48);
    }

    /**
     * {@code aLen = 37}: the square's row blocks 4 .. 8, added to what {@code cols} holds from
     * the row blocks before (one method of all 9 was too big for C1), from
     * the digits padded in {@code s} at {@link #PAD} and doubled at {@link #A}.
     * The last digit, digit 36 at {@link #LONE}, is a row of its own: column blocks 9 .. 17 add its products
     * with the doubled windows, and column 72 is its square (generator comment).
     */
    private static void sqr9br(long[] s, long[] cols) {
        LongVector z = LongVector.zero(S);
        LongVector low = LongVector.broadcast(S, LOW32);
        LongVector t8 = LongVector.fromArray(S, cols, 32), t9 = LongVector.fromArray(S, cols, 36), t10 = LongVector.fromArray(S, cols, 40), t11 = LongVector.fromArray(S, cols, 44), t12 = LongVector.fromArray(S, cols, 48);
        LongVector t13 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 16 + r]).lanewise(AND, low);
            t8 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 16 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t8);
            LongVector u = LongVector.fromArray(S, s, PAD + 20 - r);
            t9 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t9);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 24 - r).lanewise(AND, low)).lanewise(ADD, t10);
            t11 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 28 - r).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 32 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 36 - r).lanewise(AND, low)).lanewise(ADD, t13);
            ((LongVector) S.vectorType().cast(t8)).intoArray(cols, 32);   // ROW_STORE
        }
        t9 = LongVector.broadcast(S, s[LONE]).lanewise(AND, low).lanewise(MUL, LongVector.fromArray(S, s, A + 0).lanewise(AND, low)).lanewise(ADD, t9);
        ((LongVector) S.vectorType().cast(t9)).intoArray(cols, 36);
        LongVector t14 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 20 + r]).lanewise(AND, low);
            t10 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 20 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t10);
            LongVector u = LongVector.fromArray(S, s, PAD + 24 - r);
            t11 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t11);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 28 - r).lanewise(AND, low)).lanewise(ADD, t12);
            t13 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 32 - r).lanewise(AND, low)).lanewise(ADD, t13);
            t14 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 36 - r).lanewise(AND, low)).lanewise(ADD, t14);
            ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);   // ROW_STORE
        }
        t10 = LongVector.broadcast(S, s[LONE]).lanewise(AND, low).lanewise(MUL, LongVector.fromArray(S, s, A + 4).lanewise(AND, low)).lanewise(ADD, t10);
        t11 = LongVector.broadcast(S, s[LONE]).lanewise(AND, low).lanewise(MUL, LongVector.fromArray(S, s, A + 8).lanewise(AND, low)).lanewise(ADD, t11);
        ((LongVector) S.vectorType().cast(t10)).intoArray(cols, 40);
        ((LongVector) S.vectorType().cast(t11)).intoArray(cols, 44);
        LongVector t15 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 24 + r]).lanewise(AND, low);
            t12 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 24 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t12);
            LongVector u = LongVector.fromArray(S, s, PAD + 28 - r);
            t13 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t13);
            t14 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 32 - r).lanewise(AND, low)).lanewise(ADD, t14);
            t15 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 36 - r).lanewise(AND, low)).lanewise(ADD, t15);
            ((LongVector) S.vectorType().cast(t12)).intoArray(cols, 48);   // ROW_STORE
        }
        t12 = LongVector.broadcast(S, s[LONE]).lanewise(AND, low).lanewise(MUL, LongVector.fromArray(S, s, A + 12).lanewise(AND, low)).lanewise(ADD, t12);
        t13 = LongVector.broadcast(S, s[LONE]).lanewise(AND, low).lanewise(MUL, LongVector.fromArray(S, s, A + 16).lanewise(AND, low)).lanewise(ADD, t13);
        ((LongVector) S.vectorType().cast(t12)).intoArray(cols, 48);
        ((LongVector) S.vectorType().cast(t13)).intoArray(cols, 52);
        LongVector t16 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 28 + r]).lanewise(AND, low);
            t14 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 28 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t14);
            LongVector u = LongVector.fromArray(S, s, PAD + 32 - r);
            t15 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t15);
            t16 = x.lanewise(MUL, LongVector.fromArray(S, s, A + 36 - r).lanewise(AND, low)).lanewise(ADD, t16);
            ((LongVector) S.vectorType().cast(t14)).intoArray(cols, 56);   // ROW_STORE
        }
        t14 = LongVector.broadcast(S, s[LONE]).lanewise(AND, low).lanewise(MUL, LongVector.fromArray(S, s, A + 20).lanewise(AND, low)).lanewise(ADD, t14);
        t15 = LongVector.broadcast(S, s[LONE]).lanewise(AND, low).lanewise(MUL, LongVector.fromArray(S, s, A + 24).lanewise(AND, low)).lanewise(ADD, t15);
        ((LongVector) S.vectorType().cast(t14)).intoArray(cols, 56);
        ((LongVector) S.vectorType().cast(t15)).intoArray(cols, 60);
        LongVector t17 = z;
        for (int r = 0; r < L; r++) {
            LongVector x = LongVector.broadcast(S, s[PAD + 32 + r]).lanewise(AND, low);
            t16 = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + 32 - r).lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t16);
            LongVector u = LongVector.fromArray(S, s, PAD + 36 - r);
            t17 = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u).lanewise(AND, low)).lanewise(ADD, t17);
            ((LongVector) S.vectorType().cast(t16)).intoArray(cols, 64);   // ROW_STORE
        }
        t16 = LongVector.broadcast(S, s[LONE]).lanewise(AND, low).lanewise(MUL, LongVector.fromArray(S, s, A + 28).lanewise(AND, low)).lanewise(ADD, t16);
        t17 = LongVector.broadcast(S, s[LONE]).lanewise(AND, low).lanewise(MUL, LongVector.fromArray(S, s, A + 32).lanewise(AND, low)).lanewise(ADD, t17);
        ((LongVector) S.vectorType().cast(t16)).intoArray(cols, 64);
        ((LongVector) S.vectorType().cast(t17)).intoArray(cols, 68);
        cols[72] = s[LONE] * s[LONE];   // the last digit squared, column 72
    }
}
