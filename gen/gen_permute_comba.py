#!/usr/bin/env python3
"""Writes simd/dev/lanecrypt/math/kernel/SimdPermuteComba.java: the 512-bit comba multiply with the longer
operand held in registers and shifted by lane permutes, written out for every pair of block counts.

Run from the repository root:
    python3 gen/gen_permute_comba.py > simd/dev/lanecrypt/math/kernel/SimdPermuteComba.java
GeneratedSourcesTest checks that the file is this program's output.

Why written out: C2 keeps vectors in registers only when they are separate local variables; the
accumulator a row adds into depends on the row (column block q + j), so a loop over rows would index an
array of vectors, which boxes. One method per (blocks of a, blocks of b) keeps every index a constant.
"""

import sys

MAX_BLOCKS = 5   # operands up to 40 digits (registers: 2*5 columns + 5 + 6 shifted + a few, of 32)

HEADER = '''package dev.lanecrypt.math.kernel;

import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorSpecies;

import static jdk.incubator.vector.VectorOperators.ADD;
import static jdk.incubator.vector.VectorOperators.AND;
import static jdk.incubator.vector.VectorOperators.EQ;
import static jdk.incubator.vector.VectorOperators.GT;
import static jdk.incubator.vector.VectorOperators.I2L;
import static jdk.incubator.vector.VectorOperators.L2I;
import static jdk.incubator.vector.VectorOperators.LSHR;
import static jdk.incubator.vector.VectorOperators.MUL;

/**
 * Comba multiplication of 28-bit digits on 512-bit vectors for operands of up to {@value #MAX_DIGITS}
 * digits, with every column sum and the longer operand in registers: product scanning (P. G. Comba, IBM
 * Systems Journal 29(4), 1990; LibTomMath's {@code s_mp_mul_comba}) reorganized so that no row reloads
 * the operand from memory.
 *
 * <p><b>Rows by phase.</b> Let {@code b} (the longer operand, {@code qb} blocks of 8 digits) be held as
 * vectors {@code B[0..qb)}, lane {@code l} of {@code B[j]} digit {@code 8j+l}. Row {@code i = 8q + r} adds
 * {@code a[i] * b[k-i]} to every column {@code k}; the digits it needs for the columns of block {@code m}
 * are {@code b[8m-i ..]}, which is {@code B} shifted up by {@code r} lanes, i.e. lane {@code l} of
 * {@code B_r[j] = select(B[j-1], B[j])} at index {@code 8 + l - r} ({@code vpermi2q}, the Vector API's
 * two-table {@code selectFrom}), added into column block {@code q + j}. The 8 phases {@code r} compute
 * {@code B_r} once ({@code qb + 1} permutes) for the {@code qa} rows that share it; phase 0 uses {@code B}
 * itself. The {@link SimdComba} loop instead loads two sliding windows of a padded copy per row, 7 of 8
 * of them crossing a cache line, which Zen 5 issues at half rate (docs/mpint.md).
 *
 * <p><b>Carries in lanes.</b> Column {@code k} holds {@code t_k = sum a[i] b[k-i]}, at most
 * {@value #MAX_DIGITS} products of at most {@code (2^28-1)^2}: {@code t_k < 40 * 2^56 < 2^62}. Split as
 * {@code t = lo + 2^28 mid + 2^56 hi} ({@code lo, mid < 2^28}, {@code hi < 40}), the value
 * {@code sum t_k 2^(28k)} equals {@code sum s_k 2^(28k)} with {@code s_k = lo_k + mid_(k-1) + hi_(k-2) <
 * 2^29 + 40}; then {@code u_k = (s_k mod 2^28) + (s_(k-1) >> 28)} with {@code s >> 28 <= 2}, so
 * {@code u_k <= 2^28 + 1}. What remains is a carry of 0 or 1 per column: column {@code k} generates one
 * when {@code u_k >= 2^28} (then its digit is 0 or 1 and cannot overflow again) and passes one on when
 * {@code u_k = 2^28 - 1}. Those are the generate and propagate bits {@code G}, {@code P} (disjoint) of a
 * binary addition of {@code G|P} and {@code G}, whose carries into each position are
 * {@code ((G|P) + G) ^ P}: one 64-bit addition per 64 columns ({@code toLong} of the compare masks), and
 * the digit is {@code (u_k + c_k) mod 2^28}. Shifts across lanes are the same two-table permutes; the
 * shifts out of the top block drop nothing, as the product has at most {@code aLen + bLen} digits and
 * every term is non-negative. The column sums pass through a per-thread scratch only as whole vectors, each
 * reloaded from the address and at the width it was stored (forwarded from the store), never as scalars (a
 * scalar carry pass over columns just written by 512-bit stores waits for each store: docs/mpint.md,
 * radix-2^52 products).
 *
 * <p><b>Shape for the JIT</b> (docs/vector-api.md, "Written-out kernels and the two compilers"). One method per
 * pair of block counts, its 8 phases a loop whose body is written out, so that C1 can compile it and it
 * reaches C2 soon (the first carry pass is in it too, for the loop iterations); the last step, the narrowing
 * to {@code int} digits, a method of its own without vector parameters ({@link #digits}), where C2 does not
 * box it. The column sums are loop-carried arguments, never receivers ({@code x.lanewise(MUL, s).lanewise(ADD,
 * t)}), and every operation is a {@code lanewise} from here, not a convenience with a scalar operand whose call
 * site inside the Vector API other kernels share. Both factors of each multiply are visibly masked to 32 bits
 * ({@code lanewise(AND, low)}, so {@code vpmuludq}, JDK-8341137), the shifted blocks after their permute.
 * Lanes beyond {@code bLen} load as 0 (a masked load); the top shifted block of {@code b} is skipped in the phases
 * where it holds none of its digits. The rows of the last block beyond {@code aLen} multiply a zero digit rather
 * than being skipped: skipped, a row's sums were merges of two vectors, which C2 boxed (288 bytes a call at 33
 * digits once other kernels had run; 3-11%% more time at partly filled blocks, none at full ones). Operands of up
 * to 16 digits (both) take {@link #product8}, {@link #productTo24} or {@link #product16}, which keep everything in
 * registers to the store of the product.
 *
 * <p>Longer operands go to {@link SimdComba} at 512 bits; a square is the multiply of the operand by itself
 * (a triangle of doubled cross products measured slower here: docs/mpint.md). 512-bit only: the column sums
 * (up to 10), {@code B} (5) and its shifted blocks (6) take most of the 32 vector registers AVX-512 has (AVX2
 * has 16). Not constant time in the lengths (public); the digit values change neither the instructions nor
 * the addresses. Thread-safe: the scratch is per thread.
 *
 * <p>GENERATED by {@code python3 gen/gen_permute_comba.py}; do not edit.
 */
public final class SimdPermuteComba implements Kernels.RegisterOperand {

    private static final VectorSpecies<Long> S = LongVector.SPECIES_512;

    private static final VectorSpecies<Integer> I = IntVector.SPECIES_256;

    /** The longest operand (both) written out here; {@link SimdComba} beyond. */
    public static final int MAX_DIGITS = %(max)d;

    private static final long LOW32 = 0xFFFFFFFFL;

    private static final long M28 = DIGIT_MASK;

    /** Row {@code r} (8 lanes): the two-table indexes {@code 8 + l - r} that shift a block up by {@code r} lanes. */
    private static final long[] SHIFT = shiftRows();

    private final MulKernel beyond;

    /** {@code beyond}: the 512-bit {@link SimdComba}, for operands longer than {@value #MAX_DIGITS} digits. */
    SimdPermuteComba(MulKernel beyond) {
        this.beyond = beyond;
    }

    @Override
    public String name() {
        return "permute512";
    }

    @Override
    public int vectorBits() {
        return 512;
    }

    @Override
    public int ownDigits() {
        return MAX_DIGITS;
    }

    /**
     * Small enough for C2 to inline into its caller (the size dispatch): operands of up to 16 digits go straight to
     * the method that multiplies them in registers, the rest to {@link #blocks} (1 ns less at 9-16 digits through
     * {@code MpInt}, Zen 5).
     */
    @Override
    public void multiply(int[] a, int aLen, int[] b, int bLen, int[] out) {
        if (aLen > bLen) {
            ordered(b, bLen, a, aLen, out);
        } else {
            ordered(a, aLen, b, bLen, out);
        }
    }

    private void ordered(int[] a, int aLen, int[] b, int bLen, int[] out) {
        if (aLen < 1 || bLen > 2 * L) {
            blocks(a, aLen, b, bLen, out);
        } else if (bLen <= L) {
            product8(a, aLen, b, bLen, out);
        } else if (bLen == L + 1) {
            product9(a, aLen, b, bLen, out);
        } else if (aLen + bLen <= 3 * L) {
            productTo24(a, aLen, b, bLen, out);
        } else {
            product16(a, aLen, b, bLen, out);
        }
    }

    /** {@code aLen <= bLen}, and one of them out of {@code [1, 16]}. */
    private void blocks(int[] a, int aLen, int[] b, int bLen, int[] out) {
        if (aLen < 1 || bLen > MAX_DIGITS) {
            beyond.multiply(a, aLen, b, bLen, out);
            return;
        }
        long[] cols = COLUMNS.get();
        int qa = (aLen + 7) >> 3;
        int qb = (bLen + 7) >> 3;
        switch (qa * 8 + qb) {
%(cases)s
            default -> throw new AssertionError();
        }
        digits(cols, qa + qb, aLen + bLen, out);
    }

    @Override
    public void square(int[] a, int aLen, int[] out) {
        if (aLen > MAX_DIGITS) {
            beyond.square(a, aLen, out);
            return;
        }
        multiply(a, aLen, a, aLen, out);
    }

    /**
     * The digits {@code out[0 .. n)} from the {@code blocks} blocks of {@code u} in {@code cols} and the carries
     * into each column in {@code cols[CARRY_IN]}, {@code cols[CARRY_IN + 1]} (class comment). Its own method,
     * without vector parameters: inside the larger product methods C2 boxed the narrowing conversion's result
     * (48 bytes a block) once other kernels' vectors had run through the Vector API's shared code.
     */
    private static void digits(long[] cols, int blocks, int n, int[] out) {
        LongVector unit = LongVector.broadcast(S, 1);
        LongVector m28 = LongVector.broadcast(S, M28);
        long c0 = cols[CARRY_IN];
        long c1 = cols[CARRY_IN + 1];
        for (int m = 0; m < blocks; m++) {
            long carries = m < L ? c0 >>> (m * L) : c1 >>> (m * L - 64);
            IntVector digits = (IntVector) LongVector.fromArray(S, cols, m * L)
                    .lanewise(ADD, unit, VectorMask.fromLong(S, carries)).lanewise(AND, m28).convertShape(L2I, I, 0);
            if (n >= m * L + L) {
                digits.intoArray(out, m * L);
            } else {
                digits.intoArray(out, m * L, I.indexInRange(m * L, n));
            }
        }
    }

%(products)s
    /** The 16 even {@code int} lanes of two 512-bit blocks of {@code long} digits (little-endian: the low halves). */
    private static final int[] EVEN = {0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30};

    /**
     * {@code 0 .. 31}: from offset {@code k}, the two-table indexes of the 16 lanes that start at lane {@code k}. The
     * last store of a product whose digits end inside a block of 16 (here and in {@link SimdWindowComba}) writes the
     * 16 digits that end at digit {@code n}, taken from two stores' digits from {@code n - 16 h} on, at {@code n - 16},
     * over digits the store below wrote with the same values, instead of a masked store, which cost about 3 ns a
     * product on a Zen 4 (docs/mpint.md).
     */
    static final int[] SLIDE = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
            16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31};

    /** Lane 0 only (a mask of {@code long}s): {@link #product9}'s column 16. */
    private static final long[] LANE0 = {-1, 0, 0, 0, 0, 0, 0, 0};

    private static final VectorSpecies<Integer> I2 = IntVector.SPECIES_512;

    private static long[] shiftRows() {
        long[] rows = new long[L * L];
        for (int r = 0; r < L; r++) {
            for (int l = 0; l < L; l++) {
                rows[r * L + l] = L + l - r;
            }
        }
        return rows;
    }

    private static final int L = 8;

    /** Where the carry words follow the column blocks in the scratch. */
    private static final int CARRY_IN = 2 * MAX_DIGITS;

    /** Per thread: the column sums of {@code 2 * MAX_DIGITS / 8} blocks, then the two words of carries. */
    private static final ThreadLocal<long[]> COLUMNS = ThreadLocal.withInitial(() -> new long[CARRY_IN + 2]);'''


CARRY = '''        LongVector one = LongVector.fromArray(S, SHIFT, L);
        LongVector two = LongVector.fromArray(S, SHIFT, 2 * L);
        LongVector m28 = LongVector.broadcast(S, M28);
        LongVector mid = z;
        LongVector high = z;
        LongVector over = z;
        long g0 = 0;
        long p0 = 0;
        long g1 = 0;
        long p1 = 0;
        for (int m = 0; m < %(blocks)d; m++) {
            LongVector col = LongVector.fromArray(S, cols, m * L);
            LongVector d = col.lanewise(LSHR, DIGIT_BIT).lanewise(AND, m28);
            LongVector h = col.lanewise(LSHR, 2 * DIGIT_BIT);
            LongVector v = col.lanewise(AND, m28).lanewise(ADD, one.selectFrom(mid, d)).lanewise(ADD, two.selectFrom(high, h));
            LongVector c = v.lanewise(LSHR, DIGIT_BIT);
            // u is stored and compared: its class made known where it is made (docs/vector-api.md, "Compiles from
            // the interpreter's profiles"; 480 bytes a call at 22 digits without it)
            LongVector u = (LongVector) S.vectorType().cast(v.lanewise(AND, m28).lanewise(ADD, one.selectFrom(over, c)));
            u.intoArray(cols, m * L);
            long g = u.compare(GT, m28).toLong();
            long e = u.compare(EQ, m28).toLong();
            if (m < L) {
                g0 |= g << (m * L);
                p0 |= e << (m * L);
            } else {
                g1 |= g << (m * L - 64);
                p1 |= e << (m * L - 64);
            }
            mid = d;
            high = h;
            over = c;
        }
        long a0 = g0 | p0;
        long sum0 = a0 + g0;
        long c0 = sum0 ^ p0;                                      // carries into columns 0..63
        long out0 = ((a0 & g0) | ((a0 | g0) & ~sum0)) >>> 63;      // carry out of column 63
        long c1 = ((g1 | p1) + g1 + out0) ^ p1;                   // carries into columns 64..
        cols[CARRY_IN] = c0;
        cols[CARRY_IN + 1] = c1;
'''


def operands(w, qb):
    """The constants every method starts with and the qb blocks of b, widened to longs (the last one masked)."""
    w('        LongVector z = LongVector.zero(S);')
    w('        LongVector low = LongVector.broadcast(S, LOW32);')
    for j in range(qb):
        if j < qb - 1:
            load = 'IntVector.fromArray(I, b, %d)' % (8 * j)
        else:
            load = 'IntVector.fromArray(I, b, %d, I.indexInRange(%d, bLen))' % (8 * j, 8 * j)
        w('        LongVector b%d = (LongVector) %s.convertShape(I2L, S, 0);' % (j, load))


def in_registers(qb, nt=None, name=None, ninth=False):
    """The method for operands of up to 8 qb digits (both) with nothing in memory between the loads of a and b and
    the store of the product: the phases of the larger methods with the column sums kept in registers, the carries
    of the class comment across all 2 qb column blocks at once, and the digits taken from the even int lanes of each
    pair of blocks by one two-table permute. qb = 1 is product8, qb = 2 product16; nt, fewer blocks of columns than
    2 qb, for products known to be that short (productTo24); ninth: product8 with a ninth digit of b (product9)."""
    nt = nt or 2 * qb
    n = 8 * qb
    name = name or 'product%d' % n
    o = []
    w = o.append
    w('    /**')
    if ninth:
        w('     * {@code out[0 .. aLen+bLen) = a * b} for {@code 1 <= aLen <= bLen = 9}: {@link #product8} on the first 8 digits of')
        w('     * each, and the ninth digits, whose products with the other operand\'s first 8 fall on the columns of block 1')
        w('     * lane for lane (no shift), and with each other on column 16: two multiplies and one scalar product more than')
        w('     * 8 digits, where {@link #productTo24} runs 8 phases of three shifted blocks (23 ns against 17 at 8 digits).')
    elif qb == 1:
        w('     * {@code out[0 .. aLen+bLen) = a * b} for {@code 1 <= aLen <= bLen <= 8}, all in registers: the phases of the')
        w('     * larger methods (one block of {@code b}, two of columns), the carries of the class comment across the two')
        w('     * blocks, and the 16 digits taken from the even {@code int} lanes of both blocks by one two-table permute')
        w('     * ({@link #EVEN}) and stored at once. No scratch and no second method (a quarter of the 8-digit multiply\'s')
        w('     * time was the per-thread scratch, the call to {@link #digits} and its two narrowing stores); the narrowing is')
        w('     * a reinterpretation of the same 512 bits, not a conversion to another shape (which C2 boxed in methods of')
        w('     * this size). A row form with one multiply and one rotation (blend and mask per row) ran no faster and boxed')
        w('     * in the allocation check\'s orders (docs/mpint.md).')
    elif nt < 2 * qb:
        w('     * {@code out[0 .. aLen+bLen) = a * b} for {@code 1 <= aLen <= bLen}, {@code bLen} in {@code (%d, %d]} and' % (n - 8, n))
        w('     * {@code aLen + bLen <= %d}: {@link #product%d} without its top block of columns, which no row reaches when the' % (8 * nt, n))
        w('     * product has at most %d digits (its top column is {@code aLen + bLen - 2}): %d blocks of column sums and' % (8 * nt, nt))
        w('     * carries instead of %d, 2-3 ns less at 9-12 digits (Zen 5, docs/mpint.md).' % (2 * qb))
    else:
        w('     * {@code out[0 .. aLen+bLen) = a * b} for {@code 1 <= aLen <= bLen}, {@code bLen} in {@code (%d, %d]}, all in' % (n - 8, n))
        w('     * registers as {@link #product8} (%d blocks of columns, the carries of the class comment across all of them,' % nt)
        w('     * the digits of each pair of blocks by one two-table permute): without the per-thread scratch, the stores')
        w('     * and reloads of the column sums and the call to {@link #digits} of the general methods.')
    w('     */')
    w('    private static void %s(int[] a, int aLen, int[] b, int bLen, int[] out) {' % name)
    operands(w, qb)
    if ninth:
        w('        LongVector a0 = (LongVector) IntVector.fromArray(I, a, 0, I.indexInRange(0, aLen)).convertShape(I2L, S, 0);')
    w('        LongVector %s;' % ', '.join('t%d = z' % m for m in range(nt)))
    w('        for (int r = 0; r < L; r++) {')
    w('            LongVector p = LongVector.fromArray(S, SHIFT, r * L);')
    for j in range(qb + 1):
        lo = 'z' if j == 0 else 'b%d' % (j - 1)
        hi = 'b%d' % j if j < qb else 'z'
        if j == qb and qb > 1:
            continue
        w('            LongVector s%d = p.selectFrom(%s, %s).lanewise(AND, low);' % (j, lo, hi))
    for q in range(qb):
        i = 'r + %d' % (8 * q) if q else 'r'
        w('            if (%s < aLen) {' % i)
        w('                LongVector x%d = LongVector.broadcast(S, a[%s]).lanewise(AND, low);' % (q, i))
        for j in range(qb + 1 if qb == 1 else qb):
            w('                t%d = x%d.lanewise(MUL, s%d).lanewise(ADD, (LongVector) S.vectorType().cast(t%d));' % (q + j, q, j, q + j))
        w('            }')
    if qb > 1:
        # the top shifted block holds only b's last block's digits moved up by r lanes: none while r <= 8 qb - bLen
        w('            if (r > %d - bLen) {' % n)
        w('                LongVector s%d = p.selectFrom(b%d, z).lanewise(AND, low);' % (qb, qb - 1))
        for q in range(qb):
            i = 'r + %d' % (8 * q) if q else 'r'
            if q + qb >= nt:
                continue
            w('                if (%s < aLen) {' % i)
            w('                    LongVector y%d = LongVector.broadcast(S, a[%s]).lanewise(AND, low);' % (q, i))
            w('                    t%d = y%d.lanewise(MUL, s%d).lanewise(ADD, (LongVector) S.vectorType().cast(t%d));' % (q + qb, q, qb, q + qb))
            w('                }')
        w('            }')
    w('        }')
    if ninth:
        w('        // the ninth digits: a[8] b[0..8) and b[8] a[0..8) into block 1 lane for lane (columns 8..15, now at most 10')
        w('        // products each), a[8] b[8] into column 16')
        w('        long a8 = aLen > L ? a[L] : 0;')
        w('        long b8 = b[L];')
        w('        t1 = LongVector.broadcast(S, a8).lanewise(AND, low).lanewise(MUL, low.lanewise(AND, b0)).lanewise(ADD, t1);')
        w('        t1 = LongVector.broadcast(S, b8).lanewise(AND, low).lanewise(MUL, low.lanewise(AND, a0)).lanewise(ADD, t1);')
        w('        t2 = LongVector.broadcast(S, a8 * b8).lanewise(AND, LongVector.fromArray(S, LANE0, 0));')
    w('        // the carries (class comment), %s at once: u_k <= 2^28 + 1, then one carry of 0 or 1 per column'
      % ('both blocks' if nt == 2 else 'all %d blocks' % nt))
    w('        LongVector one = LongVector.fromArray(S, SHIFT, L);')
    w('        LongVector two = LongVector.fromArray(S, SHIFT, 2 * L);')
    w('        LongVector m28 = LongVector.broadcast(S, M28);')
    for m in range(nt):
        w('        LongVector d%d = t%d.lanewise(LSHR, DIGIT_BIT).lanewise(AND, m28);' % (m, m))
        w('        LongVector h%d = t%d.lanewise(LSHR, 2 * DIGIT_BIT);' % (m, m))
    for m in range(nt):
        pd = 'z' if m == 0 else 'd%d' % (m - 1)
        ph = 'z' if m == 0 else 'h%d' % (m - 1)
        w('        LongVector v%d = t%d.lanewise(AND, m28).lanewise(ADD, one.selectFrom(%s, d%d)).lanewise(ADD, two.selectFrom(%s, h%d));'
          % (m, m, pd, m, ph, m))
    for m in range(nt):
        w('        LongVector c%d = v%d.lanewise(LSHR, DIGIT_BIT);' % (m, m))
    for m in range(nt):
        pc = 'z' if m == 0 else 'c%d' % (m - 1)
        w('        LongVector u%d = v%d.lanewise(AND, m28).lanewise(ADD, one.selectFrom(%s, c%d));' % (m, m, pc, m))
    def bits(op):
        return ' | '.join('u%d.compare(%s, m28).toLong()%s' % (m, op, ['', ' << L'][m] if m < 2 else ' << %d' % (8 * m))
                          for m in range(nt))
    w('        long g = %s;' % bits('GT'))
    w('        long e = %s;' % bits('EQ'))
    w('        long carries = ((g | e) + g) ^ e;                        // %d columns: no carry out of the word' % (8 * nt))
    w('        LongVector unit = LongVector.broadcast(S, 1);')
    for m in range(nt):
        sh = 'carries' if m == 0 else ('carries >>> L' if m == 1 else 'carries >>> %d' % (8 * m))
        w('        IntVector w%d = u%d.lanewise(ADD, unit, VectorMask.fromLong(S, %s)).lanewise(AND, m28).reinterpretAsInts();'
          % (m, m, sh))
    if qb == 1 and nt == 2:
        w('        // of exact type for the store (class Int512Vector, a constant): the packing\'s result is typed by the shared')
        w('        // profile until C2 inlines it, and a store through that type boxed it once other kernels had run first')
        w('        IntVector digits = (IntVector) I2.vectorType().cast(IntVector.fromArray(I2, EVEN, 0).selectFrom(w0, w1));')
        w('        int n = aLen + bLen;')
        w('        if (n == 2 * L) {')
        w('            digits.intoArray(out, 0);')
        w('        } else {')
        w('            digits.intoArray(out, 0, I2.indexInRange(0, n));')
        w('        }')
    else:
        w('        int n = aLen + bLen;')
        w('        // each packing of exact type for its store, as in product8 (without the cast the stores boxed: 160 bytes a call)')
        w('        IntVector even = IntVector.fromArray(I2, EVEN, 0);')
        if nt % 2:
            w('        IntVector w%d = IntVector.zero(I2);' % nt)
        for h in range((nt + 1) // 2):
            w('        IntVector digits%d = (IntVector) I2.vectorType().cast(even.selectFrom(w%d, w%d));' % (h, 2 * h, 2 * h + 1))
        for h in range((nt + 1) // 2):
            if h == 0:                                     # below 16 digits: masked (out may be shorter than a store)
                w('        if (n >= 16) {')
                w('            digits0.intoArray(out, 0);')
                w('        } else {')
                w('            digits0.intoArray(out, 0, I2.indexInRange(0, n));')
                w('        }')
                continue
            # the digits 16 h .. n - 1, n < 16 h + 16: the 16 that end at n, from this store's digits and the ones
            # below them, one two-table permute and a store over the last digits the store before wrote (SLIDE)
            full = 16 * h + 16 <= 8 * nt
            if full:
                w('        if (n >= %d) {' % (16 * h + 16))
                w('            digits%d.intoArray(out, %d);' % (h, 16 * h))
                w('        } else if (n > %d) {' % (16 * h))
            else:
                w('        if (n > %d) {' % (16 * h))
            w('            ((IntVector) I2.vectorType().cast(IntVector.fromArray(I2, SLIDE, n - %d).selectFrom(digits%d, digits%d)))'
              '.intoArray(out, n - 16);' % (16 * h, h - 1, h))
            w('        }')
    w('    }')
    return '\n'.join(o) + '\n'


def method(qa, qb):
    nt = qa + qb
    o = []
    w = o.append
    w('')
    w('    /**')
    w('     * {@code aLen <= bLen}, {@code aLen} in {@code (%d, %d]}, {@code bLen} in {@code (%d, %d]}: the column sums'
      % (8 * qa - 8, 8 * qa, 8 * qb - 8, 8 * qb))
    w('     * carried as far as {@code u_k} into {@code cols[0 .. %d)}, and the carries into each column (for'
      % (8 * nt))
    w('     * {@link #digits}).')
    w('     */')
    w('    private static void mul%d%d(int[] a, int aLen, int[] b, int bLen, long[] cols) {' % (qa, qb))
    operands(w, qb)
    w('        LongVector %s;' % ', '.join('t%d = z' % m for m in range(nt)))
    w('        for (int r = 0; r < L; r++) {')
    w('            LongVector p = LongVector.fromArray(S, SHIFT, r * L);')
    for j in range(qb):
        lo = 'z' if j == 0 else 'b%d' % (j - 1)
        w('            LongVector s%d = p.selectFrom(%s, b%d).lanewise(AND, low);' % (j, lo, j))
    for q in range(qa):
        i = 'r + %d' % (8 * q) if q else 'r'
        # the last block's rows beyond aLen multiply a zero digit: a row under a condition makes its sums merges of
        # two vectors, which C2 boxed where the Vector API's shared profiles had seen other kernels (33 digits)
        digit = 'a[%s]' % i if q < qa - 1 else '%s < aLen ? a[%s] : 0' % (i, i)
        w('            LongVector x%d = LongVector.broadcast(S, %s).lanewise(AND, low);' % (q, digit))
        for j in range(qb):
            m = q + j
            w('            t%d = x%d.lanewise(MUL, s%d).lanewise(ADD, t%d);' % (m, q, j, m))
    # the top shifted block holds only b's last block's digits moved up by r lanes: none of them while r <= 8 qb - bLen
    w('            if (r > %d - bLen) {' % (8 * qb))
    w('                LongVector s%d = p.selectFrom(b%d, z).lanewise(AND, low);' % (qb, qb - 1))
    for q in range(qa):
        m = q + qb
        w('                t%d = x%d.lanewise(MUL, s%d).lanewise(ADD, (LongVector) S.vectorType().cast(t%d));' % (m, q, qb, m))
    w('            }')
    w('        }')
    for m in range(nt):
        w('        ((LongVector) S.vectorType().cast(t%d)).intoArray(cols, %d);' % (m, 8 * m))
    w('        // the carries (class comment): u_k <= 2^28 + 1 into cols, the generate and propagate bits resolved into the')
    w('        // carry into each column; each block is reloaded as the vector that was stored there (same address and')
    w('        // width: forwarded from the store)')
    o.append(CARRY.rstrip('\n') % {'blocks': nt})
    w('    }')
    return '\n'.join(o)


def main():
    cases = []
    for qa in range(1, MAX_BLOCKS + 1):
        for qb in range(max(qa, 3), MAX_BLOCKS + 1):   # up to two blocks: product8, product16
            cases.append('            case %d -> mul%d%d(a, aLen, b, bLen, cols);' % (qa * 8 + qb, qa, qb))
    body = HEADER % {'max': 8 * MAX_BLOCKS, 'cases': '\n'.join(cases),
                     'products': '\n'.join([in_registers(1), in_registers(1, 3, 'product9', True), in_registers(2),
                                             in_registers(2, 3, 'productTo24')])}
    parts = [body]
    for qa in range(1, MAX_BLOCKS + 1):
        for qb in range(max(qa, 3), MAX_BLOCKS + 1):
            parts.append(method(qa, qb))
    parts.append('}')
    sys.stdout.write('\n'.join(parts) + '\n')


if __name__ == '__main__':
    main()
