package dev.lanecrypt.math.kernel;

import dev.lanecrypt.select.SpeciesClasses;
import java.util.Arrays;
import java.lang.invoke.MethodHandles;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorSpecies;

import static jdk.incubator.vector.VectorOperators.ADD;
import static jdk.incubator.vector.VectorOperators.AND;
import static jdk.incubator.vector.VectorOperators.ASHR;
import static jdk.incubator.vector.VectorOperators.LSHR;
import static jdk.incubator.vector.VectorOperators.MUL;
import static jdk.incubator.vector.VectorOperators.OR;
import static jdk.incubator.vector.VectorOperators.SUB;
import static jdk.incubator.vector.VectorOperators.XOR;

/**
 * Multi-buffer Montgomery multiplication (Intel crypto_mb's design on the Vector API): lane {@code l} of
 * every vector belongs to operation {@code l}, so the whole of {@link ScalarMontgomery}'s algorithm runs
 * lane-wise: the quotient digit {@code q = ((t_i mod 2^28) + a_i b_0) m0inv mod 2^28}, the row update, the
 * carry of lane {@code i} into {@code i+1} and the periodic normalization are all vertical operations.
 * Per lane the sums are the scalar kernel's, so the bound proved there holds and the results are
 * bit-identical. Products use {@code vpmuludq}: both operands visibly masked to 32 bits (all are below
 * {@code 2^28} after the masks shown). One body, three widths: defined once per species as a hidden class
 * ({@link SpeciesClasses}). The Vector API is called as in {@link SimdMontgomery} ({@code lanewise} with vector
 * operands, fresh loads as receivers, stores through the species' class): with the conveniences the 256-bit kernel
 * allocated 1.3 GB in the allocation check's compile from the interpreter's profiles.
 *
 * <p>Limit: an {@code n}-digit product is {@code 2 n^2} vector multiplies (each {@code W} lane products),
 * each accumulated once and fed by one masked operand load. On AVX2 Zen 3 this kernel takes about 1.4x the
 * cycles the vector pipes need for that work, and product scanning and register-blocked variants were no
 * faster (measured: docs/modexp-kernels.md, "The limit on this CPU" and "What was tried for the
 * multi-buffer kernel"). On AVX-512 the same instructions carry 8 lanes.
 */
final class SimdMontBatch implements MontBatchKernel {

    private static final VectorSpecies<Long> S = SpeciesClasses.species(MethodHandles.lookup());

    private static final long LOW32 = 0xFFFFFFFFL;

    private static final long MASK = (1L << 28) - 1;

    SimdMontBatch() {
    }

    @Override
    public String name() {
        return "simd" + S.vectorBitSize();
    }

    @Override
    public int lanes() {
        return S.length();
    }

    /**
     * The rows {@code i < n}, each followed by its lane carry; every {@code NORMALIZE_EVERY} rows and once
     * at the end (into {@code out}) the live lanes are normalized. The normalization loop is written here,
     * not in a helper method: C2 sometimes declined to inline the helper (NodeCountInliningCutoff, which
     * depends on what was compiled before), and then its vector ops ran out of line, in the Java fallback
     * until the helper itself reached C2: 170,726 bytes allocated and twice the time per 3072-bit public
     * operation, in one JVM of two (bench/results/2026-11-30-rsa-epyc.md, "Batch public operations settled";
     * docs/vector-api.md, "No helper methods around vector code in a kernel").
     */
    @Override
    public void mul(long[] a, long[] b, long[] m, int n, long[] m0inv, long[] t, long[] out) {
        int w = S.length();
        Arrays.fill(t, 0, (2 * n + 1) * w, 0L);
        LongVector low32 = LongVector.broadcast(S, LOW32);
        LongVector digit = LongVector.broadcast(S, MASK);
        LongVector vInv = LongVector.fromArray(S, m0inv, 0).lanewise(AND, low32);
        LongVector vb0 = LongVector.fromArray(S, b, 0).lanewise(AND, low32);
        for (int i = 0; i <= n; i++) {
            boolean last = i == n;
            if (!last) {
                LongVector va = LongVector.fromArray(S, a, i * w).lanewise(AND, low32);
                LongVector low = LongVector.fromArray(S, t, i * w).lanewise(AND, digit)
                        .lanewise(ADD, va.lanewise(MUL, vb0)).lanewise(AND, digit);
                LongVector vq = low.lanewise(MUL, vInv).lanewise(AND, digit);
                for (int j = 0; j < n; j++) {
                    int k = (i + j) * w;
                    LongVector vb = LongVector.fromArray(S, b, j * w).lanewise(AND, low32);
                    LongVector vm = LongVector.fromArray(S, m, j * w).lanewise(AND, low32);
                    ((LongVector) S.vectorType().cast(LongVector.fromArray(S, t, k).lanewise(ADD, vb.lanewise(MUL, va))
                            .lanewise(ADD, vm.lanewise(MUL, vq)))).intoArray(t, k);
                }
                LongVector carry = LongVector.fromArray(S, t, i * w).lanewise(LSHR, 28);
                ((LongVector) S.vectorType().cast(LongVector.fromArray(S, t, (i + 1) * w).lanewise(ADD, carry)))
                        .intoArray(t, (i + 1) * w);
            }
            if (last || i % ScalarMontgomery.NORMALIZE_EVERY == ScalarMontgomery.NORMALIZE_EVERY - 1) {
                // lanes from .. to-1 to digits below 2^28 (in t, or the result lanes n .. 2n-1 into out)
                int from = last ? n : i + 1;
                int to = last ? 2 * n : i + n + 1;
                long[] dst = last ? out : t;
                int shift = last ? n : 0;
                LongVector c = LongVector.zero(S);
                for (int k = from; k < to; k++) {
                    LongVector v = LongVector.fromArray(S, t, k * w).lanewise(ADD, c);
                    ((LongVector) S.vectorType().cast(v.lanewise(AND, digit))).intoArray(dst, (k - shift) * w);
                    c = v.lanewise(LSHR, 28);
                }
                if (!last) {
                    ((LongVector) S.vectorType().cast(LongVector.fromArray(S, t, to * w).lanewise(ADD, c)))
                            .intoArray(t, to * w);
                }
            }
        }
    }

    /**
     * Montgomery squaring, lane-wise: as {@link #mul} with {@code b = a}, but row {@code i} adds of
     * {@code a a} only {@code a_i^2} (at {@code j = i}) and {@code 2 a_i a_j} ({@code j > i}); the lower
     * triangle is the doubled terms earlier rows added. The columns up to {@code i} are complete when row
     * {@code i} starts, so the quotient digits and the result are {@code mul(a, a)}'s (the argument is on
     * {@code SimdMontgomery#sqr}); a quarter of the products are skipped. Bound: a row adds at most
     * {@code 1.5 * 2^57} to a lane, so the lanes stay below {@code 2^63} between the normalizations as in
     * {@code ScalarMontgomery}.
     */
    @Override
    public void sqr(long[] a, long[] m, int n, long[] m0inv, long[] t, long[] out) {
        int w = S.length();
        Arrays.fill(t, 0, (2 * n + 1) * w, 0L);
        LongVector digit = LongVector.broadcast(S, MASK);
        for (int i = 0; i <= n; i++) {
            boolean last = i == n;
            if (!last) {
                squareRow(a, m, n, m0inv, t, i);
                LongVector carry = LongVector.fromArray(S, t, i * w).lanewise(LSHR, 28);
                ((LongVector) S.vectorType().cast(LongVector.fromArray(S, t, (i + 1) * w).lanewise(ADD, carry)))
                        .intoArray(t, (i + 1) * w);
            }
            // the normalization written out as in mul, for the reason given there (a helper C2 left out of line)
            if (last || i % ScalarMontgomery.NORMALIZE_EVERY == ScalarMontgomery.NORMALIZE_EVERY - 1) {
                int from = last ? n : i + 1;
                int to = last ? 2 * n : i + n + 1;
                long[] dst = last ? out : t;
                int shift = last ? n : 0;
                LongVector c = LongVector.zero(S);
                for (int k = from; k < to; k++) {
                    LongVector v = LongVector.fromArray(S, t, k * w).lanewise(ADD, c);
                    ((LongVector) S.vectorType().cast(v.lanewise(AND, digit))).intoArray(dst, (k - shift) * w);
                    c = v.lanewise(LSHR, 28);
                }
                if (!last) {
                    ((LongVector) S.vectorType().cast(LongVector.fromArray(S, t, to * w).lanewise(ADD, c)))
                            .intoArray(t, to * w);
                }
            }
        }
    }

    /**
     * Row {@code i} of {@link #sqr}: the quotient digits from lane {@code i}, then {@code a_i^2},
     * {@code 2 a_i a_j (j > i)} and {@code q m} into lanes {@code 2i} and up, {@code q m} alone below. A
     * method of its own with no vector crossing its boundary, so that {@code sqr} stays as small as
     * {@link #mul} (the allocation test guards both against boxed vectors).
     */
    private static void squareRow(long[] a, long[] m, int n, long[] m0inv, long[] t, int i) {
        int w = S.length();
        LongVector low32 = LongVector.broadcast(S, LOW32);
        LongVector digit = LongVector.broadcast(S, MASK);
        LongVector vInv = LongVector.fromArray(S, m0inv, 0).lanewise(AND, low32);
        LongVector va = LongVector.fromArray(S, a, i * w).lanewise(AND, low32);
        // a_0^2 joins column 0 only (a scalar select: no vector phi)
        LongVector own = va.lanewise(MUL, va).lanewise(AND, LongVector.broadcast(S, i == 0 ? -1L : 0L));
        LongVector low = LongVector.fromArray(S, t, i * w).lanewise(AND, digit).lanewise(ADD, own).lanewise(AND, digit);
        LongVector vq = low.lanewise(MUL, vInv).lanewise(AND, digit);
        LongVector va2 = va.lanewise(ADD, va).lanewise(AND, low32);
        int d = 2 * i * w;
        LongVector vmd = LongVector.fromArray(S, m, i * w).lanewise(AND, low32);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, t, d).lanewise(ADD, vq.lanewise(MUL, vmd))
                .lanewise(ADD, va.lanewise(MUL, va)))).intoArray(t, d);
        for (int j = i + 1; j < n; j++) {
            int k = (i + j) * w;
            LongVector vm = LongVector.fromArray(S, m, j * w).lanewise(AND, low32);
            LongVector vaj = LongVector.fromArray(S, a, j * w).lanewise(AND, low32);
            ((LongVector) S.vectorType().cast(LongVector.fromArray(S, t, k).lanewise(ADD, vm.lanewise(MUL, vq))
                    .lanewise(ADD, vaj.lanewise(MUL, va2)))).intoArray(t, k);
        }
        // below the diagonal, q m only; this loop comes last: placed first, C2 kept vq boxed for it
        // (0.9 KB allocated per 37-digit square with -Xbatch -XX:-UseTypeProfile)
        for (int j = 0; j < i; j++) {
            int k = (i + j) * w;
            LongVector vm = LongVector.fromArray(S, m, j * w).lanewise(AND, low32);
            ((LongVector) S.vectorType().cast(LongVector.fromArray(S, t, k).lanewise(ADD, vm.lanewise(MUL, vq))))
                    .intoArray(t, k);
        }
    }

    /**
     * The table read of {@link MontBatchKernel#select}, one vector of lanes at a time: the lane masks
     * {@code ((k ^ window) - 1) >> 63} are computed lane-wise (XOR, subtract, arithmetic shift), so every
     * entry is read whole and combined with AND and OR, with no branch on a window.
     */
    @Override
    public void select(long[][] table, long[] window, int n, long[] out) {
        int w = S.length();
        int len = n * w;
        LongVector idx = LongVector.fromArray(S, window, 0);
        LongVector one = LongVector.broadcast(S, 1L);
        Arrays.fill(out, 0, len, 0L);
        for (int k = 0; k < table.length; k++) {
            LongVector mask = idx.lanewise(XOR, LongVector.broadcast(S, (long) k)).lanewise(SUB, one)
                    .lanewise(ASHR, 63);
            long[] entry = table[k];
            for (int j = 0; j < len; j += w) {
                ((LongVector) S.vectorType().cast(LongVector.fromArray(S, out, j)
                        .lanewise(OR, LongVector.fromArray(S, entry, j).lanewise(AND, mask)))).intoArray(out, j);
            }
        }
    }
}
