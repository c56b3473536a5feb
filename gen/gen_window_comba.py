#!/usr/bin/env python3
"""Writes simd/dev/lanecrypt/math/kernel/SimdWindowComba.java: the 512-bit comba multiply of operands of 17 to 40
digits whose rows share windows of the longer operand, loaded once per phase from a widened copy, written out for
every pair of block counts.

Run from the repository root:
    python3 gen/gen_window_comba.py > simd/dev/lanecrypt/math/kernel/SimdWindowComba.java
GeneratedSourcesTest checks that the file is this program's output.

Why written out: as gen_permute_comba.py (the accumulator a row adds into depends on the row; a loop over rows
would index an array of vectors, which boxes).
"""

import sys

MAX_BLOCKS = 5   # operands up to 40 digits (registers: 2*5 column sums + 6 windows + 5 digits, of 32)

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
import static jdk.incubator.vector.VectorOperators.LSHL;
import static jdk.incubator.vector.VectorOperators.LSHR;
import static jdk.incubator.vector.VectorOperators.MUL;
import static jdk.incubator.vector.VectorOperators.OR;

/**
 * Comba multiplication of 28-bit digits on 512-bit vectors for operands of 17 to {@value #MAX_DIGITS} digits, the
 * rows of each phase sharing windows of the longer operand: product scanning (P. G. Comba, IBM Systems Journal
 * 29(4), 1990; LibTomMath's {@code s_mp_mul_comba}) in the phase order of {@link SimdPermuteComba}, with its
 * shifted blocks loaded instead of permuted.
 *
 * <p><b>Rows by phase, from windows.</b> Row {@code i = 8q + r} adds {@code a[i] * b[k-i]} to every column
 * {@code k}; for the columns of block {@code q + j} it needs {@code b[8j - r + l]} in lane {@code l}, the same for
 * every row of phase {@code r}. With {@code b} widened to {@code long}s in a per-thread scratch after a block of
 * zeros (and before another), that is the 8 {@code long}s at {@code WIN + 8 + 8j - r}: one load (with the mask to
 * 32 bits that {@code vpmuludq} needs, folded into it) per block and phase, shared by the {@code qa} rows of the
 * phase, each a broadcast digit of the widened {@code a} (a load, no shuffle port). {@link SimdPermuteComba}
 * shifts registers instead: 94 vector operations a phase at 5 x 5 blocks (the permutes, the masks after them,
 * {@code b}'s blocks widened again in every phase, the broadcasts from general registers), 71 here, on a core that
 * issues 512-bit operations on two ports (Intel). 7 of 8 windows cross a cache line, one load each a phase.
 * The last block of {@code a}'s rows runs only in the phases {@code r < aLen - 8 (qa - 1)} (a second loop without
 * it after them), and the top window only in the phases where it holds a digit of {@code b} ({@code r > 8 qb -
 * bLen}).
 *
 * <p><b>Carries in lanes, two blocks at a time.</b> Column {@code k} holds {@code t_k = sum a[i] b[k-i]}, at most
 * {@value #MAX_DIGITS} products of at most {@code (2^28-1)^2}: {@code t_k < 40 * 2^56 < 2^62}. Then
 * {@code v_k = (t_k mod 2^28) + (t_(k-1) >> 28) < 2^28 + 2^34} and {@code u_k = (v_k mod 2^28) + (v_(k-1) >> 28) <
 * 2^28 + 2^7} keep the value {@code sum t_k 2^(28k)} (the shifts out of the top block drop nothing: the product has
 * at most {@code aLen + bLen} digits and every term is non-negative), each a shift, a mask, one two-table permute
 * ({@code vpermi2q}) for the neighbour's part and an addition. What remains is a carry of 0 or 1 per column:
 * column {@code k} generates one when {@code u_k >= 2^28} (its digit is then below {@code 2^7} and cannot overflow
 * again) and passes one on when {@code u_k = 2^28 - 1}: generate and propagate bits {@code G}, {@code P} (disjoint),
 * whose carries into each position are {@code ((G|P) + G + c) ^ P} for a carry {@code c} into the lowest, one
 * 64-bit addition for two blocks, carried on as {@code sum >> 16}. The two blocks' {@code u_k} (below
 * {@code 2^32}) become the 32-bit halves of one vector's lanes (a shift and an or), and one permute
 * ({@code vpermd}, {@link #ORDER}) puts those 16 back in column order: one compare each for {@code G} and
 * {@code P} ({@code toLong} of the masks), one masked addition and one mask give the 16 digits
 * {@code (u_k + c_k) mod 2^28}, stored 16 at a time (each block compared, added and narrowed apart cost 4-8%% more
 * of the square on a Zen 4: docs/mpint.md). The column sums pass
 * through the scratch only as whole vectors, each reloaded from the address and at the width it was stored
 * (forwarded from the store).
 *
 * <p><b>Shape for the JIT</b> (docs/vector-api.md). One method per pair of block counts, the phases loops whose
 * bodies are written out (C1 compiles them, and their backedges bring them to C2 soon), the carries a loop of
 * {@code ceil(blocks / 2)} iterations in the same method. What C2 boxed on the way, each found by the allocation
 * check (which runs the other kernels first, with and without type profiles) and cured by a cast to the exact
 * vector class ({@code S.vectorType().cast}) where the value reaches an intrinsic: a column sum added into only under
 * the top window's condition; the column sums' stores after a loop whose trip count was not a
 * constant; the digits. The last digits are stored as the 16 that end at {@code n} (the pair below's
 * upper lanes and then these, one two-table permute): a masked store reaching past the end of {@code out}
 * boxed its mask's range check (32 bytes a call) once other widths' masks had run through it.
 *
 * <p><b>The square's triangle.</b> {@code a^2 = sum a[i]^2 2^(56i) + sum_(i<k) 2 a[i] a[k] 2^(28(i+k))}. The
 * column sums start as the squares (one multiply a block of {@code a}, its 8 products spread to the even lanes of
 * two blocks of columns by two two-table permutes, {@link #SPREAD}); row {@code i = 8q + r} then broadcasts
 * {@code 2 a[i]} (from a doubled copy: {@code < 2^29}, still a 32-bit factor) and takes only the digits above it:
 * window {@code j} holds {@code a[8j - r + l]}, above {@code i} when {@code 8(j - q) + l - 2r > 0}. So windows
 * {@code j >= q + 2} are whole, {@code j < q} skipped, and one window a row is the edge, masked per lane after the
 * multiply: {@code j = q} in the phases {@code r < 4} (lanes {@code l > 2r}), {@code j = q + 1} in {@code r >= 4}
 * (lanes {@code l > 2r - 8}), both {@link #EDGE}{@code [r mod 4]}, one loop each. At 5 x 5 blocks about 335 vector
 * operations over the 8 phases instead of the multiply's 460-570; the column sums are the multiply's (the same
 * bound).
 *
 * <p>Operands of up to 16 digits (both) go to {@code small} ({@link SimdPermuteComba}, which multiplies them in
 * registers), longer than {@value #MAX_DIGITS} to {@code beyond} ({@link SimdComba} at 512 bits). 512-bit only
 * (AVX-512's 32 vector registers). Not constant time in the
 * lengths (public); the digit values change neither the instructions nor the addresses. Thread-safe: the
 * scratch is per thread.
 *
 * <p>GENERATED by {@code python3 gen/gen_window_comba.py}; do not edit.
 */
public final class SimdWindowComba implements Kernels.Windows {

    private static final VectorSpecies<Long> S = LongVector.SPECIES_512;

    private static final VectorSpecies<Integer> I = IntVector.SPECIES_256;

    private static final VectorSpecies<Integer> J = IntVector.SPECIES_512;

    /** The longest operand (both) written out here; {@code beyond} above. */
    public static final int MAX_DIGITS = %(max)d;

    /** Operands of up to this many digits (both) go to {@code small}. */
    private static final int SMALL_DIGITS = 16;

    private static final int L = 8;

    private static final long LOW32 = 0xFFFFFFFFL;

    private static final long M28 = DIGIT_MASK;

    /** The two-table indexes {@code 7 .. 14}, that shift a block up by one lane (lane 0 from the block below). */
    private static final long[] UP1 = {7, 8, 9, 10, 11, 12, 13, 14};

    /** Phase {@code r} of the square's triangle, {@code r mod 4}: all ones in the lanes {@code l > 2 (r mod 4)}. */
    private static final long[] EDGE = edges();

    /** A block's squares to the even lanes of two blocks of columns: lanes 0-3, then 4-7 (index 8: a zero). */
    private static final long[] SPREAD = {0, 8, 1, 8, 2, 8, 3, 8, 4, 8, 5, 8, 6, 8, 7, 8};

    /**
     * Two blocks of digits held as the 32-bit halves of one vector's lanes, back in column order: lane {@code c} from
     * lane {@code 2c} (the lower block), lane {@code 8 + c} from lane {@code 2c + 1} (the upper).
     */
    private static final int[] ORDER = {0, 2, 4, 6, 8, 10, 12, 14, 1, 3, 5, 7, 9, 11, 13, 15};

    /** Where the widened {@code b} starts in the scratch (after the column sums), a block of zeros first. */
    private static final int WIN = 2 * MAX_DIGITS;

    /** Where the widened {@code a} starts in the scratch (after {@code b}'s windows and a block of zeros). */
    private static final int AW = WIN + MAX_DIGITS + 2 * L;

    /** The probe's operand: 32 digits of {@code 2^28 - 1}, squared by {@link PlacedScratch} on each candidate. */
    private static final int[] PROBE = probeDigits();

    /**
     * Per thread: the column sums, the widened {@code b} between zeros, the widened {@code a}, in the array that
     * ran a 32-digit square fastest of eight placed at the eight residues of an address mod 64 bytes (the stores and
     * reloads of whole vectors ran 7-20%% slower on a Zen 4 unless 32-byte aligned; {@link PlacedScratch}).
     */
    private static final ThreadLocal<PlacedScratch> SCRATCH = ThreadLocal.withInitial(() -> {
        int[] out = new int[2 * PROBE.length];
        return new PlacedScratch(AW + MAX_DIGITS, cols -> sq4(PROBE, PROBE.length, cols, out));
    });

    private final MulKernel small;

    private final MulKernel beyond;

    /** {@code small}: {@link SimdPermuteComba}; {@code beyond}: the 512-bit {@link SimdComba}. */
    SimdWindowComba(MulKernel small, MulKernel beyond) {
        this.small = small;
        this.beyond = beyond;
    }

    private static int[] probeDigits() {
        int[] a = new int[32];
        java.util.Arrays.fill(a, (int) DIGIT_MASK);
        return a;
    }

    private static long[] edges() {
        long[] e = new long[4 * L];
        for (int r = 0; r < 4; r++) {
            for (int l = 2 * r + 1; l < L; l++) {
                e[r * L + l] = -1;
            }
        }
        return e;
    }

    @Override
    public String name() {
        return "window512";
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
     * Operands of up to {@value #SMALL_DIGITS} digits (both) go to {@code small} here, not in {@link #ordered}: this
     * method is small enough for C2 to inline into its caller, {@code ordered} is not, and the call to it cost 1-2 ns
     * of a 16-digit product's 62 through {@code MpInt} (Zen 4, docs/mpint.md).
     */
    @Override
    public void multiply(int[] a, int aLen, int[] b, int bLen, int[] out) {
        if (aLen <= SMALL_DIGITS && bLen <= SMALL_DIGITS) {
            small.multiply(a, aLen, b, bLen, out);
        } else if (aLen > bLen) {
            ordered(b, bLen, a, aLen, out);
        } else {
            ordered(a, aLen, b, bLen, out);
        }
    }

    @Override
    public void square(int[] a, int aLen, int[] out) {
        if (aLen > MAX_DIGITS) {
            beyond.square(a, aLen, out);
        } else if (aLen <= SMALL_DIGITS) {
            small.square(a, aLen, out);
        } else {
            long[] cols = SCRATCH.get().array();
            switch ((aLen + 7) >> 3) {
%(squares)s
                default -> throw new AssertionError();
            }
        }
    }

    /** {@code aLen <= bLen}, {@code bLen > SMALL_DIGITS} (shorter ones went to {@code small} in {@link #multiply}). */
    private void ordered(int[] a, int aLen, int[] b, int bLen, int[] out) {
        if (aLen < 1 || bLen > MAX_DIGITS) {
            beyond.multiply(a, aLen, b, bLen, out);
            return;
        }
        long[] cols = SCRATCH.get().array();
        switch (((aLen + 7) >> 3) * 8 + ((bLen + 7) >> 3)) {
%(cases)s
            default -> throw new AssertionError();
        }
    }'''

CARRIES = '''        // the carries (class comment), two blocks an iteration
        LongVector up1 = LongVector.fromArray(S, UP1, 0);
        LongVector m28 = LongVector.broadcast(S, M28);
        IntVector order = IntVector.fromArray(J, ORDER, 0);
        IntVector m28i = IntVector.broadcast(J, (int) M28);
        int n = %(n)s;
        LongVector dp = z;
        LongVector cp = z;
        IntVector below = IntVector.zero(J);
        long in = 0;
        for (int h = 0; h < %(pairs)d; h++) {
            LongVector y0 = LongVector.fromArray(S, cols, 2 * L * h);
            LongVector y1 = LongVector.fromArray(S, cols, 2 * L * h + L);
            LongVector d0 = y0.lanewise(LSHR, DIGIT_BIT);
            LongVector d1 = y1.lanewise(LSHR, DIGIT_BIT);
            LongVector v0 = y0.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(dp, d0));
            LongVector v1 = y1.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(d0, d1));
            LongVector c0 = v0.lanewise(LSHR, DIGIT_BIT);
            LongVector c1 = v1.lanewise(LSHR, DIGIT_BIT);
            LongVector u0 = v0.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(cp, c0));
            LongVector u1 = v1.lanewise(AND, m28).lanewise(ADD, up1.selectFrom(c0, c1));
            IntVector q = (IntVector) J.vectorType().cast(
                    order.selectFrom(u0.lanewise(OR, u1.lanewise(LSHL, 32)).reinterpretAsInts()));
            long g = q.compare(GT, m28i).toLong();
            long e = q.compare(EQ, m28i).toLong();
            long sum = (g | e) + g + in;
            long carries = sum ^ e;
            in = sum >>> 2 * L;
            IntVector d = (IntVector) J.vectorType().cast(
                    q.lanewise(ADD, 1, VectorMask.fromLong(J, carries)).lanewise(AND, m28i));
            int at = 2 * L * h;
            if (n >= at + 2 * L) {
                d.intoArray(out, at);
            } else if (n > at) {
                ((IntVector) J.vectorType().cast(IntVector.fromArray(J, SimdPermuteComba.SLIDE, n - at).selectFrom(below, d))).intoArray(out, n - 2 * L);
            }
            below = d;
            dp = d1;
            cp = c1;
        }
'''


def widen(w, src, length, at, blocks):
    """The blocks of src widened to longs into cols at `at`, the last one masked to length (zeros past it). Written
    out: as a loop of masked loads (more backedges, for the tier policy) the multiply at 33-40 digits took 5-9%
    longer and the calibration still timed it as C1 code as often (Selector's straggler rule handles that)."""
    for j in range(blocks):
        if j < blocks - 1:
            load = 'IntVector.fromArray(I, %s, %d)' % (src, 8 * j)
        else:
            load = 'IntVector.fromArray(I, %s, %d, I.indexInRange(%d, %s))' % (src, 8 * j, 8 * j, length)
        w('        ((LongVector) %s.convertShape(I2L, S, 0)).intoArray(cols, %s + %d);' % (load, at, 8 * j))


def sum_of(m, outside):
    """Column sum m as the argument of an addition under the top window's condition: cast to the exact vector class
    when the loop adds into it only there (typed by its phi, the sum was boxed: 672 bytes a call at 28-36 x 33-40
    digits without type profiles, 384-1440 bytes a square at 17-40 digits)."""
    return 't%d' % m if m in outside else '(LongVector) S.vectorType().cast(t%d)' % m


def phases(w, qb, init, cond, rows):
    """A loop over the phases r (init; cond) adding the rows r + 8q, q < rows, into the column sums t."""
    w('        for (int %s; %s; r++) {' % (init, cond))
    for j in range(qb):
        w('            LongVector s%d = LongVector.fromArray(S, cols, WIN + %d - r).lanewise(AND, low);' % (j, 8 * j + 8))
    outside = set()
    for q in range(rows):
        w('            LongVector x%d = LongVector.broadcast(S, cols[AW + r%s]).lanewise(AND, low);'
          % (q, ' + %d' % (8 * q) if q else ''))
        for j in range(qb):
            w('            t%d = x%d.lanewise(MUL, s%d).lanewise(ADD, t%d);' % (q + j, q, j, q + j))
            outside.add(q + j)
    # the top window holds only b's last block's digits moved up by r lanes: none of them while r <= 8 qb - bLen
    w('            if (r > %d - bLen) {' % (8 * qb))
    w('                LongVector s%d = LongVector.fromArray(S, cols, WIN + %d - r).lanewise(AND, low);' % (qb, 8 * qb + 8))
    for q in range(rows):
        w('                t%d = x%d.lanewise(MUL, s%d).lanewise(ADD, %s);' % (q + qb, q, qb, sum_of(q + qb, outside)))
    w('            }')
    w('        }')


def method(qa, qb):
    nt = qa + qb
    o = []
    w = o.append
    w('')
    w('    /**')
    w('     * {@code out[0 .. aLen+bLen) = a * b} for {@code aLen <= bLen}, {@code aLen} in {@code (%d, %d]}, {@code bLen} in'
      % (8 * qa - 8, 8 * qa))
    w('     * {@code (%d, %d]}: the phases over the windows, the %d column sums stored in {@code cols[0 .. %d)}, their'
      % (8 * qb - 8, 8 * qb, nt, 8 * nt))
    w('     * carries and digits (class comment).')
    w('     */')
    w('    private static void mul%d%d(int[] a, int aLen, int[] b, int bLen, long[] cols, int[] out) {' % (qa, qb))
    w('        LongVector z = LongVector.zero(S);')
    w('        LongVector low = LongVector.broadcast(S, LOW32);')
    w('        z.intoArray(cols, WIN);')
    widen(w, 'b', 'bLen', 'WIN + 8', qb)
    w('        z.intoArray(cols, WIN + %d);' % (8 * qb + 8))
    widen(w, 'a', 'aLen', 'AW', qa)
    w('        LongVector %s;' % ', '.join('t%d = z' % m for m in range(nt)))
    if qa > 1:
        w('        int full = aLen - %d;' % (8 * (qa - 1)))
        phases(w, qb, 'r = 0', 'r < full', qa)
        phases(w, qb, 'r = full', 'r < L', qa - 1)
    else:
        # one block of rows: all 8 phases, the rows beyond aLen multiplying zeros (with aLen as the loop's bound the
        # column sums were boxed, 2.5 KB a call at 3 x 19 digits without type profiles)
        phases(w, qb, 'r = 0', 'r < L', qa)
    for m in range(nt):
        w('        ((LongVector) S.vectorType().cast(t%d)).intoArray(cols, %d);' % (m, 8 * m))
    o.append(CARRIES.rstrip('\n') % {'pairs': (nt + 1) // 2, 'n': 'aLen + bLen'})
    w('    }')
    return '\n'.join(o)


def square_phases(w, qn, init, cond, rows, half):
    """A loop over the phases r (init; cond) of the square's triangle: row i = r + 8q (q < rows, the broadcast digit
    2 a[i]) times the digits a[k], k > i, of each window; half 0 (r < 4): the window j = q is the edge (lanes
    l > 2r), half 1 (r >= 4): the window j = q + 1 is (lanes l > 2r - 8), both through EDGE[r mod 4]."""
    w('        for (int %s; %s; r++) {' % (init, cond))
    w('            LongVector edge = LongVector.fromArray(S, EDGE, %s);' % ('r * L' if half == 0 else '(r - 4) * L'))
    for j in range(half, qn):
        w('            LongVector s%d = LongVector.fromArray(S, cols, WIN + %d - r).lanewise(AND, low);' % (j, 8 * j + 8))
    outside = set()
    for q in range(rows):
        w('            LongVector x%d = LongVector.broadcast(S, cols[AW + r%s]).lanewise(AND, low);'
          % (q, ' + %d' % (8 * q) if q else ''))
        e = q + half
        if e < qn:
            w('            t%d = x%d.lanewise(MUL, s%d).lanewise(AND, edge).lanewise(ADD, t%d);' % (q + e, q, e, q + e))
            outside.add(q + e)
        for j in range(e + 1, qn):
            w('            t%d = x%d.lanewise(MUL, s%d).lanewise(ADD, t%d);' % (q + j, q, j, q + j))
            outside.add(q + j)
    # the top window: only b's last block's digits moved up by r lanes, none of them while r <= 8 qn - aLen
    w('            if (r > %d - aLen) {' % (8 * qn))
    w('                LongVector s%d = LongVector.fromArray(S, cols, WIN + %d - r).lanewise(AND, low);' % (qn, 8 * qn + 8))
    for q in range(rows):
        m = q + qn
        prod = 'x%d.lanewise(MUL, s%d)' % (q, qn)
        if q + half == qn:
            prod += '.lanewise(AND, edge)'
        w('                t%d = %s.lanewise(ADD, %s);' % (m, prod, sum_of(m, outside)))
    w('            }')
    w('        }')


def square_method(qn):
    nt = 2 * qn
    o = []
    w = o.append
    w('')
    w('    /**')
    w('     * {@code out[0 .. 2 aLen) = a^2} for {@code aLen} in {@code (%d, %d]}: the diagonal, then the triangle\'s'
      % (8 * qn - 8, 8 * qn))
    w('     * phases (class comment), the %d column sums stored in {@code cols[0 .. %d)}, their carries and digits.' % (nt, 8 * nt))
    w('     */')
    w('    private static void sq%d(int[] a, int aLen, long[] cols, int[] out) {' % qn)
    w('        LongVector z = LongVector.zero(S);')
    w('        LongVector low = LongVector.broadcast(S, LOW32);')
    w('        LongVector lower = LongVector.fromArray(S, SPREAD, 0);')
    w('        LongVector upper = LongVector.fromArray(S, SPREAD, L);')
    w('        z.intoArray(cols, WIN);')
    # a widened: the windows (a[k]), the doubled digits for the broadcasts (2 a[i] < 2^29), the diagonal's squares
    # spread to the even lanes of two blocks of columns (a[i]^2 into column 2i)
    for q in range(qn):
        if q < qn - 1:
            load = 'IntVector.fromArray(I, a, %d)' % (8 * q)
        else:
            load = 'IntVector.fromArray(I, a, %d, I.indexInRange(%d, aLen))' % (8 * q, 8 * q)
        w('        LongVector a%d = ((LongVector) %s.convertShape(I2L, S, 0)).lanewise(AND, low);' % (q, load))
        w('        a%d.intoArray(cols, WIN + %d);' % (q, 8 * q + 8))
        w('        a%d.lanewise(ADD, a%d).intoArray(cols, AW + %d);' % (q, q, 8 * q))
        w('        LongVector sq%d = a%d.lanewise(MUL, a%d);' % (q, q, q))
        w('        LongVector t%d = lower.selectFrom(sq%d, z);' % (2 * q, q))
        w('        LongVector t%d = upper.selectFrom(sq%d, z);' % (2 * q + 1, q))
    w('        z.intoArray(cols, WIN + %d);' % (8 * qn + 8))
    # two loops, the rows of the last block past aLen multiplying zeros: with two more for the phases without that
    # row (as the multiply), sq5 was 4 KB of bytecode, which C1 gave up on (out of virtual registers), so it ran
    # interpreted until C2 took it (17 us a call for seconds)
    square_phases(w, qn, 'r = 0', 'r < 4', qn, 0)
    square_phases(w, qn, 'r = 4', 'r < L', qn, 1)
    for m in range(nt):
        w('        ((LongVector) S.vectorType().cast(t%d)).intoArray(cols, %d);' % (m, 8 * m))
    o.append(CARRIES.rstrip('\n') % {'pairs': qn, 'n': '2 * aLen'})
    w('    }')
    return '\n'.join(o)


def main():
    pairs = [(qa, qb) for qa in range(1, MAX_BLOCKS + 1) for qb in range(max(qa, 3), MAX_BLOCKS + 1)]
    cases = ['            case %d -> mul%d%d(a, aLen, b, bLen, cols, out);' % (qa * 8 + qb, qa, qb) for qa, qb in pairs]
    squares = ['                case %d -> sq%d(a, aLen, cols, out);' % (qn, qn) for qn in range(3, MAX_BLOCKS + 1)]
    parts = [HEADER % {'max': 8 * MAX_BLOCKS, 'cases': '\n'.join(cases), 'squares': '\n'.join(squares)}]
    for qa, qb in pairs:
        parts.append(method(qa, qb))
    for qn in range(3, MAX_BLOCKS + 1):
        parts.append(square_method(qn))
    parts.append('}')
    sys.stdout.write('\n'.join(parts) + '\n')


if __name__ == '__main__':
    main()
