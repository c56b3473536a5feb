#!/usr/bin/env python3
"""Writes simd/dev/lanecrypt/math/kernel/SimdRowBlockComba.java: the 256-bit comba multiply with every column
sum in a register, one block of four rows at a time, written out for every pair of block counts.

Run from the repository root:
    python3 gen/gen_rows_comba.py > simd/dev/lanecrypt/math/kernel/SimdRowBlockComba.java
GeneratedSourcesTest checks that the file is this program's output.

Why written out: C2 keeps vectors in registers only when they are separate local variables; the column block a
row adds into depends on the row block (q + j), so a loop over row blocks would index an array of vectors,
which boxes. One method per (blocks of a, blocks of b) keeps every index a constant.
"""

import sys

MAX_BLOCKS = 10  # operands up to 40 digits: at most 11 column sums live at once, of AVX2's 16 registers
MAX_PRODUCTS = 56  # what C1 compiles in one method, counted as the products of a row (qa (qb + 1)) plus, after the
#                    first part, the column sums read back (qb): at tier 3 (with its profiling) "out of virtual
#                    registers in linear scan" for 7 x 8 (63), 6 x 9 (60) and the second halves of 9 x 10 and 10 x 10
#                    (55 + 10), which then waited for C2 in the interpreter (a quick calibration timed rows256's
#                    32-256 multiply class at 12,337 ns against about 850; AVX2 on an Intel Xeon); 7 x 7 (56) and
#                    5 x 10 (55) compiled

# Every row block's four rows are a loop of constant trip count (L), which C2 unrolls whole, and every row ends by
# storing the block's first column sum into cols (complete after the last row; ROW_STORE in the generated code). The
# store is the point: C2 cannot tell cols from s (both long[]), so it keeps the next row's window loads below the store.
# Without it C2 issued a whole row block's 20-odd window loads at the block's start and spilled them (mul4_4 wrote 51
# vectors to the stack and read 30 back), and where the rows ran out of registers the rows were a loop whose trip count
# was read from an array (ROWS, 6 and more blocks of b, and squares of 4 to 7 blocks). A spill reload then waited on
# its spill for some stack alignments of the caller: JMH through MpInt at 16 digits read 84-86 or 103-106 ns by build
# and flags, with the samples of the slow state on the reloads of one stack slot (Zen 3, 2026-12-05). With the store
# (mul4_4: 24 stores to the stack, none read back in the hot path), kernel with an allocation per call, best of three
# JVMs, four stack depths each (Zen 3): multiply 16 digits 72-76 ns against 76-86 with spikes to 100-129, 20 digits 93
# against 99-104, 24 digits 106-108 (the ROWS loop 121-128), 28 digits 130-132 against 142-149; square 20 digits 84
# against 92, 28 digits 119 against 128, 32 to 40 digits 0.89-0.93 of the time.

# Stationary windows (STATIONARY): where the windows of one r (qb + 1) and every column sum (qa + qb) fit AVX2's 16
# registers with the broadcast (qa + 2 qb + 2 <= 14: up to 4 x 4 blocks), the loops go the other way round: for each r
# the qb + 1 windows are loaded and masked once, and each row block's row r multiplies them by its broadcast, so
# 4 (qb + 1) windows a call instead of 4 qa (qb + 1). Each row block's row ends by storing its first column sum as
# ROW_STORE does, which keeps the next broadcast's load, and so that row's products, below it: without the store C2
# issued every product of the loop body first and spilled six of the eight sums (4 x 4: 70.6 against 64.0 ns, kernel
# alone). With it, two sums go to the stack at 4 x 4. Kernel with an allocation per call, eight stack depths (Zen 3):
# 16 digits 66-68 ns at every depth against 70-78 with a spike to 91, 12 digits 54.3-54.9 against 57.8-58.4, 8 digits
# 47.0-47.6 against 48.3-49.2. JMH through MpInt, three forks (Zen 3): 15 digits 76.7 against 83.6 ns, 16 digits 78.1
# against 84.0. Where a's last digit is a row of its own (lastRow after the blocks: 9, 13 and 17 digits) and b has no
# more blocks than a's full ones, the row blocks stay: 17 digits through MpInt ran 116-117 ns in five forks with
# stationary windows, and 89-91 or 121-129 by fork without (a slow state of its own, not explained; the kernel alone
# was faster stationary, 76-77 against 81). Where b has more blocks (16 x 13, 15 x 9), a's lone digit takes a block of
# its own with stationary windows (STATIONARY_BLOCKS in the generated class, with the figures).
STATIONARY_BLOCKS = 4
STATIONARY = {(qa, qb) for qb in range(2, STATIONARY_BLOCKS + 1) for qa in range(2, qb + 1)}
assert all(qa + 2 * qb + 2 <= 14 for qa, qb in STATIONARY)

HEADER = '''package dev.lanecrypt.math.kernel;

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
 * Through {@code MpInt} at 15 and 16 digits 7-8%% less time (Zen 3; the generator's comment has the figures). Not where
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
 * Through {@code MpInt} 5-12%% less time at 17-37 digits (Zen 3; the generator's comment).
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
    public static final int MAX_DIGITS = %(max)d;

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
    private static final int TAIL_MAX = %(tail)d;

    /**
     * The most blocks of {@code b} with stationary windows ({@code mul2_2s} .. {@code mul%(sb)d_%(sb)ds}). Where
     * {@code a}'s last digit is alone in its block and {@code b} has more blocks than {@code a}'s full ones, up to this
     * many, that digit takes a block of its own with stationary windows instead of {@link #lastRow}: kernel alone, two
     * JVMs each (Zen 3): 16 x 13 digits 63.2 against 67.1-67.7 ns, 15 x 9 54.7-56.8 against 57.6-57.7. Not for equal
     * blocks: 13 x 13 60.3-60.7 against 58.5-59.5, 9 x 9 48.7-48.8 against 46.6-47.3 (and 17 x 17 through MpInt, the
     * generator's comment).
     */
    private static final int STATIONARY_BLOCKS = %(sb)d;

    /** The lengths {@code 4 qa + 1} whose square takes its last digit as a row of its own ({@code sqr2r} ..). */
    private static final int SQUARE_ROW_MIN = %(sqmin)d;

    private static final int SQUARE_ROW_MAX = %(sqmax)d;

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
        boolean row = aLen %% L == 1 && aLen >= 2 * L && aLen <= TAIL_MAX;
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
%(row_cases)s
%(cases)s
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
     * before it stores the sums: 6-8%% less time for the kernel alone at 9-21 digits (Zen 3; the generator's comment).
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
        boolean row = aLen %% L == 1 && aLen >= SQUARE_ROW_MIN && aLen <= SQUARE_ROW_MAX;
        int n = row ? aLen - 1 : aLen;
        int qa = (n + L - 1) / L;
        widen(a, n, s, PAD);                                   // and zeros to the end of the top window
        for (int q = 0; q <= qa; q++) {                        // doubled at A, read back from where widen stored them
            LongVector.fromArray(S, s, PAD + L * q).lanewise(LSHL, 1).intoArray(s, A + L * q);
        }
        if (row) {
            s[LONE] = a[n];
            switch (qa) {
%(square_row_cases)s
                default -> throw new AssertionError();
            }
        } else {
            switch (qa) {
%(square_cases)s
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
    }'''


def parts_of(qa, qb):
    """The row blocks of each method of (qa, qb): all in one, or split into the fewest parts (the first the longest)
    of at most MAX_PRODUCTS each, a later part counting the column sums it reads back from cols."""
    for k in range(1, qa + 1):
        sizes = [qa // k + (1 if i < qa % k else 0) for i in range(k)]
        if all(n * (qb + 1) + (qb if i else 0) <= MAX_PRODUCTS for i, n in enumerate(sizes)):
            bounds = [sum(sizes[:i]) for i in range(k + 1)]
            return [(bounds[i], bounds[i + 1]) for i in range(k)]
    raise ValueError((qa, qb))


def doc_lengths(w, qa, a_top, qb, a_exact=False):
    """A product method's comment up to its first line: the lengths it takes ({@code a} up to a_top digits, or exactly
    a_top)."""
    w('')
    w('    /**')
    a = ('{@code aLen = %d}' % a_top) if a_exact else ('{@code aLen} in {@code (%d, %d]}' % (4 * qa - 4, a_top))
    w('     * %s, {@code bLen} in {@code (%d, %d]}, {@code aLen <= bLen}: the column sums' % (a, 4 * qb - 4, 4 * qb + 1))


def body_start(w, name):
    """A method's signature, the zero and the mask every method starts with."""
    w('    private static void %s(long[] s, long[] cols) {' % name)
    w('        LongVector z = LongVector.zero(S);')
    w('        LongVector low = LongVector.broadcast(S, LOW32);')


def method(qa, qb, first, last, name, row=False):
    nt = qa + qb
    o = []
    w = o.append
    doc_lengths(w, qa, 4 * qa + 1, qb, row)
    if row:
        w('     * {@code t[0 .. %d]} into {@code cols}, from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at' % nt)
        w('     * {@link #A}. Digit %d of {@code b} is in the top window; digit %d of {@code a} is a row of its own, added'
          % (4 * qb, 4 * qa))
        w('     * to the sums in registers as {@link #lastRow} adds it in memory (generator comment).')
    elif (first, last) == (0, qa):
        w('     * {@code t[0 .. %d)} into {@code cols}, from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at' % nt)
        w('     * {@link #A}. Digit %d of {@code b} is in the top window; digit %d of {@code a} is not read ({@link #lastRow}).'
          % (4 * qb, 4 * qa))
    else:
        w('     * of row blocks %d .. %d, added to what {@code cols} holds from the row blocks before (one method of' % (first, last - 1))
        w('     * all %d would be too big for C1), from {@code b} padded in {@code s} at {@link #PAD} and {@code a} at' % qa)
        w('     * {@link #A}.')
    w('     */')
    body_start(w, name)
    live = range(first, min(last + qb, nt))
    carried = [m for m in live if m < first + qb] if first > 0 else []
    w('        LongVector %s;' % ', '.join(
        't%d = %s' % (m, 'LongVector.fromArray(S, cols, %d)' % (4 * m) if m in carried else 'z') for m in live))
    for q in range(first, last):
        w('        for (int r = 0; r < L; r++) {')
        w('            LongVector x = LongVector.broadcast(S, s[A + %d + r]).lanewise(AND, low);' % (4 * q))
        for j in range(qb + 1):
            m = q + j
            w('            t%d = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + %d - r).lanewise(AND, low)).lanewise(ADD, t%d);'
              % (m, 4 * j, m))
        w('            ((LongVector) S.vectorType().cast(t%d)).intoArray(cols, %d);   // ROW_STORE' % (q, 4 * q))
        w('        }')
    if row:
        assert last == qa
        w('        LongVector xl = LongVector.broadcast(S, s[A + %d]).lanewise(AND, low);' % (4 * qa))
        for j in range(qb + 1):
            m = qa + j
            w('        %st%d = xl.lanewise(MUL, LongVector.fromArray(S, s, PAD + %d).lanewise(AND, low))%s;'
              % ('LongVector ' if m == nt else '', m, 4 * j, '.lanewise(ADD, t%d)' % m if m < nt else ''))
        live = list(live) + [nt]
    for m in live:
        if m >= last:
            w('        ((LongVector) S.vectorType().cast(t%d)).intoArray(cols, %d);' % (m, 4 * m))
    w('    }')
    return '\n'.join(o)


def stationary_method(qa, qb, name):
    """The product of (qa, qb) blocks with the windows of each r loaded once (STATIONARY): every column sum live."""
    nt = qa + qb
    o = []
    w = o.append
    doc_lengths(w, qa, 4 * qa, qb)
    w('     * {@code t[0 .. %d)} into {@code cols}, as {@link #mul%d_%d} but with the %d windows of each {@code r} loaded'
      % (nt, qa, qb, qb + 1))
    w('     * once for all %d row blocks (stationary windows, generator comment); rows past {@code aLen} read zeros.' % qa)
    w('     */')
    body_start(w, name)
    w('        LongVector %s;' % ', '.join('t%d = z' % m for m in range(nt)))
    w('        for (int r = 0; r < L; r++) {')
    for j in range(qb + 1):
        w('            LongVector w%d = LongVector.fromArray(S, s, PAD + %d - r).lanewise(AND, low);' % (j, 4 * j))
    for q in range(qa):
        w('            %sx = LongVector.broadcast(S, s[A + %d + r]).lanewise(AND, low);' % ('LongVector ' if q == 0 else '', 4 * q))
        for j in range(qb + 1):
            w('            t%d = x.lanewise(MUL, w%d).lanewise(ADD, t%d);' % (q + j, j, q + j))
        w('            ((LongVector) S.vectorType().cast(t%d)).intoArray(cols, %d);   // ROW_STORE' % (q, 4 * q))
    w('        }')
    for m in range(qa, nt):
        w('        ((LongVector) S.vectorType().cast(t%d)).intoArray(cols, %d);' % (m, 4 * m))
    w('    }')
    return '\n'.join(o)


# A square of 4 qa + 1 digits, from SQUARE_ROW_MIN to SQUARE_ROW_MAX, squares qa blocks and adds its last digit as a
# row of its own instead of a block of rows that add nothing: in the methods ending in r, each column block from qa on
# adds the digit times its doubled window just before it is stored (qa products, in registers), and column 8 qa is the
# digit squared. Zen 3, the kernel alone (KS, one JVM per kernel and shape, two each), block / row ns: 9 digits 49-50 /
# 42, 13 61-63 / 59-60, 17 73-75 / 68-71, 21 91 / 84, 25 107-108 / 99, 29 129 / 116-120, 33 147-149 / 137-144, 37
# 167-171 / 156-161. JMH through MpInt (MulBench.square, three forks): 17 86.9 / 81.4, 21 101.5 / 92.6, 25 117.2 /
# 110.9, 29 148.0 / 136.5, 33 170.6 / 149.9, 37 197.2 / 180.7. The row first added in memory after the blocks' stores
# (a load, a product and a store per column block) was as fast for the kernel alone but not through MpInt: 25 digits
# 117-128 against 117-121 in JMH, 37 digits 194-209 against 184-191.
# The equal-block products whose a has a lone last digit (4 qa + 1 digits up to TAIL_MAX, b in as many blocks) add that
# row in registers, after the last row block and before the final stores (mulq_qr), instead of lastRow's loads and
# stores of the column sums, as the squares do (SQUARE_ROW_MIN). Zen 3, kernel alone (KS, two JVMs each), lastRow / in
# registers ns: 9 digits 45.9 / 41.5-41.9, 13 58.0-58.2 / 54.8, 17 73.6-73.9 / 67.7-67.8, 21 90.9 / 84.1-85.3. JMH
# through MpInt (MulBench.multiply, seven forks each): 17 digits 88.6 (87.9-89.3) / 84.3 (84.0-85.7, one fork 97.0), 21
# digits 106.2 (105.2-109.1) / 104.1 (102.4-113.5).
TAIL_MAX = 21
MULTIPLY_ROWS = list(range(2, TAIL_MAX // 4 + 1))   # qa of 9, 13, .. TAIL_MAX digits
SQUARE_ROW_MIN = 9
SQUARE_ROW_MAX = 37


def square_parts(qa, row=False):
    """The row blocks of each square method of qa blocks: all in one up to 7 blocks (6 with the last digit's row);
    sqr8 in one made C1 give up ("out of virtual registers in linear scan", so it stayed interpreted, 100x slower), and
    so did sqr7r (29 digits: 11 us a square against 116 ns), so their two halves are two methods."""
    return [(0, qa)] if qa <= (6 if row else 7) else [(0, qa // 2), (qa // 2, qa)]


def square_method(qa, first, last, name, row=False):
    """The triangle of a square of qa blocks (class comment), row blocks first .. last - 1: row block q adds into
    column blocks 2q .. q + qa and leaves 2q and 2q + 1 final. Sums begun by the row blocks before first come from
    cols, and those left unfinished at last go back there."""
    o = []
    w = o.append
    w('')
    w('    /**')
    lengths = ('{@code aLen = %d}' % (4 * qa + 1)) if row else ('{@code aLen} in {@code (%d, %d]}' % (4 * qa - 4, 4 * qa))
    if (first, last) == (0, qa):
        w('     * %s: the column sums {@code t[0 .. %d)} of the square into {@code cols}, from' % (lengths, 2 * qa))
    else:
        w('     * %s: the square\'s row blocks %d .. %d, added to what {@code cols} holds from'
          % (lengths, first, last - 1))
        w('     * the row blocks before (one method of all %d was too big for C1), from' % qa)
    w('     * the digits padded in {@code s} at {@link #PAD} and doubled at {@link #A}.')
    if row and 2 * last - 1 >= qa:
        lo = max(qa, 2 * first)
        w('     * The last digit, digit %d at {@link #LONE}, is a row of its own: column blocks %d .. %d add its products'
          % (4 * qa, lo, 2 * last - 1))
        w('     * with the doubled windows%s (generator comment).'
          % (', and column %d is its square' % (8 * qa) if last == qa else ''))
    w('     */')
    body_start(w, name)
    carried = list(range(2 * first, first + qa)) if first > 0 else []
    if carried:
        w('        LongVector %s;' % ', '.join('t%d = LongVector.fromArray(S, cols, %d)' % (m, 4 * m) for m in carried))
    declared = carried[-1] + 1 if carried else 0
    for q in range(first, last):
        # each sum declared where it is first added to, at most qa + 1 live at once
        if declared <= q + qa:
            w('        LongVector %s;' % ', '.join('t%d = z' % m for m in range(declared, q + qa + 1)))
            declared = q + qa + 1
        w('        for (int r = 0; r < L; r++) {')
        w('            LongVector x = LongVector.broadcast(S, s[PAD + %d + r]).lanewise(AND, low);' % (4 * q))
        w('            t%d = x.lanewise(MUL, LongVector.fromArray(S, s, PAD + %d - r)'
          '.lanewise(AND, LongVector.fromArray(S, DIAGONAL, L * r)).lanewise(AND, low)).lanewise(ADD, t%d);' % (2 * q, 4 * q, 2 * q))
        w('            LongVector u = LongVector.fromArray(S, s, PAD + %d - r);' % (4 * q + 4))
        w('            t%d = x.lanewise(MUL, u.lanewise(AND, LongVector.fromArray(S, DOUBLED, L * r)).lanewise(ADD, u)'
          '.lanewise(AND, low)).lanewise(ADD, t%d);' % (2 * q + 1, 2 * q + 1))
        for j in range(q + 2, qa + 1):
            m = q + j
            w('            t%d = x.lanewise(MUL, LongVector.fromArray(S, s, A + %d - r).lanewise(AND, low)).lanewise(ADD, t%d);'
              % (m, 4 * j, m))
        w('            ((LongVector) S.vectorType().cast(t%d)).intoArray(cols, %d);   // ROW_STORE' % (2 * q, 8 * q))
        w('        }')
        for m in (2 * q, 2 * q + 1) if row else ():
            # the last digit's products with block m - qa, doubled, in column block m: the digit is broadcast again
            # at each use, so that no register holds it through the row blocks (one held broadcast, as the multiply's
            # mulq_qr use after their last row block, was not measured here)
            if m >= qa:
                w('        t%d = LongVector.broadcast(S, s[LONE]).lanewise(AND, low)'
                  '.lanewise(MUL, LongVector.fromArray(S, s, A + %d).lanewise(AND, low)).lanewise(ADD, t%d);'
                  % (m, 4 * (m - qa), m))
        if row and 2 * q >= qa:
            w('        ((LongVector) S.vectorType().cast(t%d)).intoArray(cols, %d);' % (2 * q, 8 * q))
        w('        ((LongVector) S.vectorType().cast(t%d)).intoArray(cols, %d);' % (2 * q + 1, 8 * q + 4))
    if row and last == qa:
        w('        cols[%d] = s[LONE] * s[LONE];   // the last digit squared, column %d' % (8 * qa, 8 * qa))
    if last < qa:
        for m in range(2 * last, last - 1 + qa + 1):
            w('        ((LongVector) S.vectorType().cast(t%d)).intoArray(cols, %d);' % (m, 4 * m))
    w('    }')
    return '\n'.join(o)


def square_names(qa, row=False):
    parts = square_parts(qa, row)
    return [('sqr%d' % qa) + ('' if len(parts) == 1 else 'ab'[i]) + ('r' if row else '') for i in range(len(parts))]


def square_row_blocks():
    """The block counts qa whose 4 qa + 1 digits square with the last digit as a row (SQUARE_ROW_MIN ..)."""
    return [q for q in range(2, MAX_BLOCKS + 1) if SQUARE_ROW_MIN <= 4 * q + 1 <= SQUARE_ROW_MAX]


def square_case(q, names, indent):
    if len(names) == 1:
        return '%scase %d -> %s(s, cols);' % (indent, q, names[0])
    return '%scase %d -> {\n%s\n%s}' % (indent, q, '\n'.join('%s    %s(s, cols);' % (indent, n) for n in names), indent)


def main():
    pairs = [(qa, qb) for qa in range(2, MAX_BLOCKS + 1) for qb in range(qa, MAX_BLOCKS + 1)]
    cases, methods = [], []
    for qa, qb in pairs:
        split = parts_of(qa, qb)
        names = ['mul%d_%d' % (qa, qb) + ('' if len(split) == 1 else 'abc'[i]) for i in range(len(split))]
        if (qa, qb) in STATIONARY:
            cases.append('            case %d -> {\n                if (row) {\n                    %s(s, cols);\n'
                         '                } else {\n                    %ss(s, cols);\n                }\n            }'
                         % (qa * 16 + qb, names[0], names[0]))
        else:
            cases.append('            case %d -> {\n%s\n            }' % (qa * 16 + qb, '\n'.join(
                '                %s(s, cols);' % n for n in names)) if len(split) > 1
                         else '            case %d -> %s(s, cols);' % (qa * 16 + qb, names[0]))
        methods += [method(qa, qb, f, l, n) for (f, l), n in zip(split, names)]
        if (qa, qb) in STATIONARY:
            assert len(split) == 1, (qa, qb)  # the case above calls names[0] for a lone last digit
            methods.append(stationary_method(qa, qb, names[0] + 's'))
    row_cases = []
    for q in MULTIPLY_ROWS:
        assert parts_of(q, q) == [(0, q)], q
        row_cases.append('            case %d -> mul%d_%dr(s, cols);' % (q, q, q))
        methods.append(method(q, q, 0, q, 'mul%d_%dr' % (q, q), True))
    square_cases = [square_case(q, square_names(q), '                ') for q in range(2, MAX_BLOCKS + 1)]
    square_row_cases = [square_case(q, square_names(q, True), '                ') for q in square_row_blocks()]
    parts = [HEADER % {'max': 4 * MAX_BLOCKS, 'cases': '\n'.join(cases), 'square_cases': '\n'.join(square_cases),
                       'square_row_cases': '\n'.join(square_row_cases), 'row_cases': '\n'.join(row_cases),
                       'sb': STATIONARY_BLOCKS, 'sqmin': SQUARE_ROW_MIN, 'sqmax': SQUARE_ROW_MAX,
                       'tail': TAIL_MAX}]
    parts += methods
    for q in range(2, MAX_BLOCKS + 1):
        parts += [square_method(q, f, l, n) for (f, l), n in zip(square_parts(q), square_names(q))]
    for q in square_row_blocks():
        parts += [square_method(q, f, l, n, True) for (f, l), n in zip(square_parts(q, True), square_names(q, True))]
    parts.append('}')
    sys.stdout.write('\n'.join(parts) + '\n')


if __name__ == '__main__':
    main()
