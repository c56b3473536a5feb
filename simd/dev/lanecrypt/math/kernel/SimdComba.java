package dev.lanecrypt.math.kernel;

import dev.lanecrypt.select.Cutoffs;
import dev.lanecrypt.select.SpeciesClasses;
import java.lang.invoke.MethodHandles;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorSpecies;

import static jdk.incubator.vector.VectorOperators.ADD;
import static jdk.incubator.vector.VectorOperators.AND;
import static jdk.incubator.vector.VectorOperators.MUL;

/**
 * Comba (product-scanning) multiplication and squaring of 28-bit digits on {@code LongVector} lanes:
 * LibTomMath's {@code s_mp_mul_comba} / {@code s_mp_sqr_comba} (after P. G. Comba, IBM Systems Journal
 * 29(4), 1990), with two blocks of {@code L} adjacent output columns summed side by side in the lanes of
 * two vectors.
 *
 * <p><b>Multiply.</b> Let {@code a} be the shorter operand. For the {@code 2L} columns
 * {@code k0 .. k0+2L-1}, lane {@code l} must sum {@code a[i] * b[k0+l-i]} over every valid {@code i}. For
 * a fixed {@code i} those {@code b} digits are adjacent and ascending, so one vector load per block from
 * a zero-padded {@code long} copy of {@code b} supplies all lanes, digits outside {@code b} reading as 0:
 * {@code acc0 += broadcast(a[i]) * b[k0-i ..]}, {@code acc1 += broadcast(a[i]) * b[k0+L-i ..]}. The two
 * blocks share the broadcast and the loop; measured on AVX2 (256 bits, 32 digits) this is 30% faster than
 * one block per pass, and four blocks are within 3% of two (the saved broadcasts go to wasted lanes at
 * the edges of the product triangle). Both factors are visibly masked with {@code and(0xFFFFFFFFL)} so
 * that C2 emits one unsigned 32x32->64 multiply ({@code vpmuludq}, JDK-8341137) instead of a 64x64
 * multiply that AVX2 lacks (without the masks: 1.2-1.4x slower); the broadcast reads a {@code long} copy
 * of {@code a} (one {@code vpbroadcastq}).
 *
 * <p><b>Square.</b> Each cross product {@code a[i]*a[j], i < j} is summed once and the column doubled
 * (the column added twice), then the square terms {@code a[k/2]^2} of the even columns are added from a precomputed
 * array {@code sq[2i] = a[i]^2, sq[2i+1] = 0}. Lane {@code l} of the block starting at column {@code c}
 * needs {@code i < j = c+l-i}, i.e. {@code l > 2i-c}: while {@code 2i < k0} every lane of both blocks
 * qualifies; for the at most {@code L} later rows the loaded digits are masked with the lane-mask row
 * {@code EDGE[2i-c]} (all lanes for a negative row, none from row {@code L-1} on).
 *
 * <p><b>Bound (no overflow).</b> Column {@code k} of the vector pass holds {@code sum a[i]*b[k-i]} over at
 * most {@code n = min(aLen, bLen) <= 256} products, each {@code <= (2^28-1)^2 = 2^56 - 2^29 + 1}, so at
 * most {@code 2^64 - 2^37 + 2^8}, as an unsigned 64-bit lane (lane addition wraps, and nothing here is
 * read as signed). For the square, {@code 2*cross + sq[k]} is the same sum of {@code m <= n} ordered
 * products, and before the doubling {@code cross <= 128 * (2^56-2^29+1) < 2^63}, so the doubling (added twice)
 * loses nothing. The carry pass then adds a carry below {@code 2^36} to each column: at most
 * {@code 2^64 - 2^37 + 2^36 + 2^8 < 2^64}, and {@code >>> 28} leaves again a carry below {@code 2^36}.
 * The last carry is the top digit, below {@code 2^28} because the product has at most
 * {@code 28*(aLen+bLen)} bits. Carries are thus deferred to one scalar pass per product.
 *
 * <p><b>One body, three widths.</b> A species passed as a parameter or read from an instance field is
 * not a constant to C2, which then boxes every vector. A species must be a {@code static final}
 * constant, yet three classes differing only in their species would be three copies of this body. So
 * this class is never loaded by name: {@link SimdKernels} defines it three times as a hidden class
 * ({@code Lookup.defineHiddenClassWithClassData}) whose class data is the species; {@link #S} reads it
 * once in the static initializer, and for C2 a static final field is a constant in each of the three
 * classes. Stack traces show it as {@code SimdComba/0x...}.
 *
 * <p><b>Accumulators only as arguments.</b> Every vector op is a virtual call on its receiver, which C2
 * can turn into an intrinsic only when it knows the receiver's exact class. A loop-carried accumulator is
 * a phi of {@code zero()} and the result of the previous iteration's op, so as a receiver
 * ({@code acc = acc.add(p)}) its class is known only from the receiver type profile: a C2 compile
 * without a mature profile (the kernel inlined into a caller after running at tier 2, which does not
 * profile) left the adds and stores virtual and boxed every vector, 5-40x slower and about 70 KB
 * allocated per 28-digit multiply and square ({@code -XX:-UseTypeProfile} forces that compile;
 * {@code SimdCombaAllocationTest}). So an accumulator is only ever an argument ({@code p.add(acc)},
 * {@code sq.add(acc).add(acc)} for {@code sq + 2*acc}), and every receiver is the direct result of an
 * intrinsic on the constant species, whose class C2 knows without a profile. For the same reason the operations are
 * {@code lanewise} calls with vector operands (the mask broadcast once; {@code and(long)} and {@code mul} dispatch
 * again inside the shared Vector API classes), each multiply's receiver is the fresh load and the broadcast digit its
 * argument, and the sums (loop phis) are stored through the species' class: compiled from the interpreter's
 * profiles ({@code -XX:-TieredCompilation}) the 256-bit kernel allocated 54 MB in the allocation check before
 * (docs/vector-api.md, "Compiles from the interpreter's profiles").
 *
 * <p>Scratch arrays (the padded copies and the column sums) are reused per thread ({@link CombaScratch}):
 * allocating them per call measured 1.2x (16 digits) to 1.4x (32 digits) slower on AVX2, while the
 * {@code ThreadLocal} lookup was within noise of static arrays.
 * Not constant-time in the lengths (which are public); the digit values do not change the instruction
 * sequence or the memory addresses.
 */
public final class SimdComba implements MulKernel {

    private static final VectorSpecies<Long> S = SpeciesClasses.species(MethodHandles.lookup());

    /** Lanes per vector: the number of columns one accumulator sums side by side. */
    private static final int L = S.length();

    /** Zero padding on each side of a copied operand: the loads reach up to {@code 2L} digits outside. */
    private static final int PAD = 2 * L;

    private static final long LOW32 = 0xFFFFFFFFL;

    /**
     * Lane masks for the square's diagonal: row {@code r} (stored at {@code (r + L) * L}, for
     * {@code -L <= r < 2L}) holds {@code 0xFFFFFFFF} in lane {@code l} where {@code l > r}, else 0.
     */
    private static final long[] EDGE = edgeRows();

    private static final ThreadLocal<CombaScratch> SCRATCH = ThreadLocal.withInitial(CombaScratch::new);

    /**
     * Below this many digits a square is {@link #multiply} of the operand by itself ({@link Cutoffs}):
     * there the triangle's edge rows (masked loads, the square terms, short loops) cost more than the
     * products it saves. Measured on AVX2, best of 30 interleaved batches, square over multiply: simd256
     * 1.32 at 8 digits, 1.14 at 32, 1.07 at 48, 0.97 at 64, 0.65 at 255; simd128 1.23 at 8, 1.03 at 32,
     * 0.92 at 48, 0.57 at 255; simd512 on Zen 5 (AVX-512) 1.34 at 8, 1.39 at 32, 1.02-1.09 at 64, 0.92-1.01 at
     * 192, 0.84 at 255; on a Zen 4 (AVX-512 in 256-bit halves, JMH, kernel alone) 0.91 at 64 and 74 digits, 0.88 at 96,
     * 0.79 at 128. The kernel of the selection uses {@link Cutoffs#simdSquareFrom}; the 512-bit kernel behind
     * permute512 and window512 uses {@link Cutoffs#REGISTER_KERNELS_SQUARE_TRIANGLE_FROM}, so that the
     * selection's square class from 64 digits times both forms ({@link SimdKernels}).
     */
    private final int squareFrom;

    SimdComba() {
        this(Cutoffs.simdSquareFrom(S.vectorBitSize()));
    }

    /** A kernel whose squares of {@code squareFrom} digits and more take the triangle (fewer: the multiply). */
    SimdComba(int squareFrom) {
        this.squareFrom = squareFrom;
    }

    @Override
    public String name() {
        return "simd" + S.vectorBitSize();
    }

    @Override
    public int vectorBits() {
        return S.vectorBitSize();
    }

    @Override
    public void multiply(int[] a, int aLen, int[] b, int bLen, int[] out) {
        if (aLen > bLen) {
            multiply(b, bLen, a, aLen, out);
            return;
        }
        checkShort(aLen);
        CombaScratch s = SCRATCH.get();
        long[] ap = s.copy(a, aLen);
        long[] bp = s.padded(b, bLen, PAD);
        int top = aLen + bLen - 1;
        long[] cols = s.columns(top + 2 * L);
        LongVector low32 = LongVector.broadcast(S, LOW32);
        for (int k0 = 0; k0 < top; k0 += 2 * L) {
            int lo = Math.max(0, k0 - bLen + 1);
            int end = Math.min(aLen, k0 + 2 * L);                // exclusive: an i <= hi loop costs C2 a loop-limit trap
            LongVector acc0 = LongVector.zero(S);
            LongVector acc1 = acc0;
            for (int i = lo; i < end; i++) {
                LongVector x = LongVector.broadcast(S, ap[i]).lanewise(AND, low32);
                acc0 = LongVector.fromArray(S, bp, PAD + k0 - i).lanewise(AND, low32).lanewise(MUL, x)
                        .lanewise(ADD, acc0);
                acc1 = LongVector.fromArray(S, bp, PAD + k0 + L - i).lanewise(AND, low32).lanewise(MUL, x)
                        .lanewise(ADD, acc1);
            }
            // the sums are loop phis: stored through the species' class, which C2 knows at parse time
            ((LongVector) S.vectorType().cast(acc0)).intoArray(cols, k0);
            ((LongVector) S.vectorType().cast(acc1)).intoArray(cols, k0 + L);
        }
        CombaScratch.carry(cols, top, out);   // bound in the class comment
    }

    @Override
    public void square(int[] a, int aLen, int[] out) {
        if (aLen < squareFrom) {
            multiply(a, aLen, a, aLen, out);
            return;
        }
        checkShort(aLen);
        CombaScratch s = SCRATCH.get();
        long[] ap = s.padded(a, aLen, PAD);
        int top = 2 * aLen - 1;
        long[] sq = s.squares(a, aLen, 2 * L);
        long[] cols = s.columns(top + 2 * L);
        LongVector low32 = LongVector.broadcast(S, LOW32);
        for (int k0 = 0; k0 < top; k0 += 2 * L) {
            int lo = Math.max(0, k0 - aLen + 1);
            int allLanes = Math.max(lo, (k0 + 1) >> 1);          // i < allLanes: 2i < k0, every lane has i < j
            int end = Math.min(aLen, ((k0 + 2 * L - 2) >> 1) + 1); // some lane has i < j: 2i <= k0+2L-2
            LongVector acc0 = LongVector.zero(S);
            LongVector acc1 = acc0;
            int i = lo;
            for (int full = Math.min(allLanes, end); i < full; i++) {
                LongVector x = LongVector.broadcast(S, ap[PAD + i]).lanewise(AND, low32);
                acc0 = LongVector.fromArray(S, ap, PAD + k0 - i).lanewise(AND, low32).lanewise(MUL, x)
                        .lanewise(ADD, acc0);
                acc1 = LongVector.fromArray(S, ap, PAD + k0 + L - i).lanewise(AND, low32).lanewise(MUL, x)
                        .lanewise(ADD, acc1);
            }
            for (; i < end; i++) {
                int row = 2 * i - k0;                               // 0 <= row <= 2L-2
                LongVector x = LongVector.broadcast(S, ap[PAD + i]).lanewise(AND, low32);
                LongVector y0 = LongVector.fromArray(S, ap, PAD + k0 - i)
                        .lanewise(AND, LongVector.fromArray(S, EDGE, (row + L) * L));
                LongVector y1 = LongVector.fromArray(S, ap, PAD + k0 + L - i)
                        .lanewise(AND, LongVector.fromArray(S, EDGE, row * L));
                acc0 = y0.lanewise(AND, low32).lanewise(MUL, x).lanewise(ADD, acc0);
                acc1 = y1.lanewise(AND, low32).lanewise(MUL, x).lanewise(ADD, acc1);
            }
            LongVector.fromArray(S, sq, k0).lanewise(ADD, acc0).lanewise(ADD, acc0).intoArray(cols, k0);
            LongVector.fromArray(S, sq, k0 + L).lanewise(ADD, acc1).lanewise(ADD, acc1).intoArray(cols, k0 + L);
        }
        CombaScratch.carry(cols, top, out);   // bound in the class comment
    }

    private static void checkShort(int n) {
        if (n < 1 || n > MAX_SHORT_DIGITS) {
            throw new IllegalArgumentException("comba operand length " + n + " not in 1.." + MAX_SHORT_DIGITS);
        }
    }

    private static long[] edgeRows() {
        long[] rows = new long[3 * L * L];
        for (int r = -L; r < 2 * L; r++) {
            for (int l = Math.max(0, r + 1); l < L; l++) {
                rows[(r + L) * L + l] = LOW32;
            }
        }
        return rows;
    }
}
