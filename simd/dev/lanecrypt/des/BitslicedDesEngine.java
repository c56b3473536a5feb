package dev.lanecrypt.des;

import static jdk.incubator.vector.VectorOperators.ADD;
import static jdk.incubator.vector.VectorOperators.AND;
import static jdk.incubator.vector.VectorOperators.LSHL;
import static jdk.incubator.vector.VectorOperators.LSHR;
import static jdk.incubator.vector.VectorOperators.NOT;
import static jdk.incubator.vector.VectorOperators.OR;
import static jdk.incubator.vector.VectorOperators.XOR;

import dev.lanecrypt.select.SpeciesClasses;
import java.lang.invoke.MethodHandles;
import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorSpecies;

/**
 * Bit-sliced DES (Biham, "A Fast New DES Implementation in Software", FSE 1997) on {@link LongVector}s:
 * bit b of 64 x W blocks lives in one vector of W longs (a "slice"), so every boolean operation works on
 * 64 x W blocks at once: 128 blocks per pass on 128-bit vectors, 256 on 256-bit, 512 on 512-bit.
 *
 * <ul>
 *   <li>Transposition in and out: the 64 x 64 bit matrix of each lane is transposed by the recursive
 *   swap-step method (Hacker's Delight 7-3 widened to 64: six stages of 32 delta swaps at distances
 *   32, 16, ..., 1), on whole vectors, so all W lanes transpose together, three steps at a time on
 *   eight rows held in registers (each row loaded and stored twice per transposition, not six times;
 *   generated with constant shifts and masks; with {@code vpternlog} each swap is two bit-selects), read
 *   straight from the caller's blocks and written back to them. Row j of lane g is block
 *   {@code j * W + g}; afterwards row r holds bit r (LSB numbering) of the 64 blocks of its lane.</li>
 *   <li>IP, FP, E and P are renamings of slices: IP and FP pick which rows become the halves L and R
 *   ({@code inSlot}, {@code outSlot}): the last stage in stores each row into its slice of L or R, the
 *   first stage out loads it from there (a copy of the rows in between cost a third of the transposition);
 *   E and P are the constant slice offsets the generated S-box code loads from and XORs into. Nothing is
 *   computed for them.</li>
 *   <li>The S-boxes are straight-line circuits, generated from the tables by
 *   {@code gen/des_sbox_circuits.py} (between the GENERATED markers below), one method each, made
 *   of Vector API calls only, in two designs: {@code s1..s8} of two-input and/or/xor/not gates (56
 *   per S-box on average, from Kwan's masked search in {@code gen/des_gate2_search.c}), and {@code u1..u8}
 *   of three-input gates (26 on average), each gate one
 *   expression over its three inputs, which C2 compiles to one {@code vpternlog} on AVX-512 (JDK-8241040)
 *   and to the expression's operations elsewhere. An engine runs one design ({@code ternary}); the
 *   selector times both ({@code bitslice*} and {@code ternary*}). A helper method of ours would not do: C2 stops inlining ordinary methods
 *   into a compile unit past 18000 nodes (NodeCountInliningCutoff), which an S-box of ~110 vector
 *   operations reaches, and a helper left as a call boxes the vectors it takes (the load/xorInto
 *   helpers did: 32 KiB allocated per pass, 2.6x slower). The Vector API's methods are
 *   {@code @ForceInline}, which C2 still inlines past that cutoff.</li>
 *   <li>Round keys are slices too (48 per round, built once per key by {@link dev.lanecrypt.des.BitslicedKernel}), so each lane
 *   bit may carry its own key: that is the multi-key engine of the batch API. With one key for all lanes
 *   (the JCA's engines) a key slice is all zeros or all ones, and the S-boxes {@code s1k..s8k} and
 *   {@code u1k..u8k} (generated from the same circuits) read it as one {@code long} broadcast at 512 bits: an
 *   8-byte load, where a 512-bit slice of a heap array crosses a cache line in 7 alignments of 8, and Zen 5
 *   issues those loads at half rate (docs/des.md, "Slices that cross cache lines"). There, with
 *   {@code vpternlog}, the three-input circuits take the key folded into the state instead ({@link
 *   dev.lanecrypt.des.FoldedRoundKeys}, the pairs {@code u12f..u78f}): 16 corrections a round where the
 *   inputs took 48 key xors.</li>
 * </ul>
 *
 * <p><b>One source, three widths.</b> The vector species must be a compile-time constant for C2
 * (a species in a field or parameter boxes every vector). This class is therefore never loaded by
 * name: {@link BitslicedDes} defines it as a hidden class once per species, passing the species as class
 * data, which becomes the {@code static final} {@link #S} of that copy.
 *
 * <p>Constant time: no branch and no memory index depends on keys or data.
 */
final class BitslicedDesEngine implements BitslicedPass {

    private static final VectorSpecies<Long> S = SpeciesClasses.species(MethodHandles.lookup());

    /** Longs per slice. */
    private static final int W = S.length();

    /** The bytes of the same shape: blocks read and written as bytes ({@link #passBytes}). */
    private static final VectorSpecies<Byte> SB = S.withLanes(byte.class);

    private static final int P = 64 * W;

    /**
     * Whether one-key passes read key slices as broadcasts ({@code s1k..s8k}, {@code u1k..u8k}): at 512 bits,
     * where a slice crosses a cache line in 7 alignments of 8. At 256 bits (3 in 8) they showed no gain (Zen 5
     * under {@code -XX:UseAVX=2}, DES ECB through the JCA, two JVMs each: bitslice256 1,136-1,337 MB/s against
     * 1,265-1,348, ternary256 845-874 against 913-928), so narrower widths keep reading slices.
     */
    private static final boolean BROADCAST_KEYS = S.vectorBitSize() >= 512;

    /**
     * Whether the transposition's swaps run as bit-selects, one {@code vpternlog} and one shift per row
     * (with AVX-512, {@link DesEngines#hasTernaryLogic}), instead of the xor form's five operations per two
     * rows; without {@code vpternlog} a select costs three. Zen 5, ternary512, a pass without rounds: 0.47-0.55
     * against 0.55-0.62 ns a block (best of 150 rounds, three JVMs each). Also whether the three-input S-boxes
     * run in interleaved pairs ({@code u12} .. {@code u78}): without {@code vpternlog} a pair passed C2's
     * inlining budget and boxed, so there they run one by one.
     */
    private static final boolean TERNLOG = DesEngines.hasTernaryLogic();

    /** Whether the rounds run the three-input-gate circuits ({@code u1..u8}) instead of the two-input ones. */
    private final boolean ternary;

    BitslicedDesEngine(boolean ternary) {
        this.ternary = ternary;
    }

    /**
     * The 64 rows being transposed, W longs each (and a partial pass's zero-padded blocks), and the state: L
     * (slices 0..31) and R (32..63), DES bit order within each half, W longs per slice; the set of arrays chosen by
     * timing full passes ({@link PlacedState}: about 10% on a Zen 4 in half the engines).
     */
    private final PlacedState state = new PlacedState(W);

    /** The inverse of the last {@code inSlot} a pass was given (the state slice each transposed row becomes). */
    private final int[] slotOfRow = new int[64];
    private int[] slotOfRowFor;

    private int[] slotOfRow(int[] inSlot) {
        if (inSlot != slotOfRowFor) {
            for (int i = 0; i < 64; i++) {
                slotOfRow[inSlot[i]] = i;
            }
            slotOfRowFor = inSlot;
        }
        return slotOfRow;
    }

    @Override
    public int blocksPerPass() {
        return P;
    }

    /** One-key passes of the three-input circuits at 512 bits with vpternlog: {@link #foldedRounds}. */
    @Override
    public boolean foldsOneKey() {
        return ternary && BROADCAST_KEYS && TERNLOG;
    }

    @Override
    public void pass(long[] blocks, int off, int count, long[] ks, boolean oneKey, int rounds, int[] inSlot, int[] outSlot) {
        boolean timed = count == P && state.timePass();
        long start = timed ? System.nanoTime() : 0;
        long[] rows = state.rows();
        long[] l = state.l();
        long[] r = state.r();
        long[] io = blocks;
        int base = off;
        if (count < P) {                                     // a partial pass works on a zero-padded copy
            System.arraycopy(blocks, off, rows, 0, count);
            java.util.Arrays.fill(rows, count, P, 0L);
            io = rows;
            base = 0;
        }
        slice(io, base, inSlot, l, r);
        rounds(l, r, ks, oneKey, rounds);
        unslice(l, r, outSlot, io, base);
        if (count < P) {
            System.arraycopy(rows, 0, blocks, off, count);
        }
        if (timed) {
            state.took(System.nanoTime() - start);
        }
    }

    /** A partial pass's zero-padded blocks and their xor bytes, for {@link #passBytes}; made at first use. */
    private byte[] paddedBytes;
    private byte[] paddedXor;

    /**
     * The transposition's outer stage reads the blocks as little-endian longs straight from {@code src}
     * ({@code outerFromBytes}) and its last stage writes them to {@code dst} ({@code innerToBytes}, the xor
     * there): the JCA's byte arrays without the copies into longs and back. A big-endian block read little-endian
     * is a renaming of the transposed rows (the slots given), so no byte shuffle either. DES and DESede through
     * {@code Cipher.doFinal} on 1 MiB 4-10% faster, best against best, over five alternated pairs of JVMs (Zen 4,
     * ternary512; docs/des.md, "Blocks as bytes").
     */
    @Override
    public boolean passBytes(byte[] src, int srcAt, byte[] dst, int dstAt, byte[] xor, int xorAt, int count, long[] ks,
            boolean oneKey, int rounds, int[] inSlot, int[] outSlot) {
        if (count < P) {
            passPaddedBytes(src, srcAt, dst, dstAt, xor, xorAt, count, ks, oneKey, rounds, inSlot, outSlot);
            return true;
        }
        boolean timed = state.timePass();
        long start = timed ? System.nanoTime() : 0;
        long[] rows = state.rows();
        long[] l = state.l();
        long[] r = state.r();
        for (int j = 0; j < 8; j++) {
            outerFromBytes(src, srcAt, rows, j);
        }
        if (inSlot == BitslicedKernel.IN_IP_BYTES) {        // DES's IP, its slots written into the code
            for (int g = 0; g < 64; g += 8) {
                innerToStateIp(rows, g, l, r);
            }
        } else {
            int[] slotOfRow = slotOfRow(inSlot);
            for (int g = 0; g < 64; g += 8) {
                innerToState(rows, g, l, r, slotOfRow);
            }
        }
        rounds(l, r, ks, oneKey, rounds);
        if (outSlot == BitslicedKernel.OUT_FP_BYTES) {      // FP, the same
            outerFromStateFp(l, r, rows);
        } else {
            for (int j = 0; j < 8; j++) {
                outerFromState(l, r, outSlot, rows, j);
            }
        }
        for (int g = 0; g < 64; g += 8) {
            innerToBytes(rows, g, dst, dstAt, xor, xorAt);
        }
        if (timed) {
            state.took(System.nanoTime() - start);
        }
        return true;
    }

    /** A partial pass of {@link #passBytes}: its blocks and xor bytes copied into whole zero-padded ones and back. */
    private void passPaddedBytes(byte[] src, int srcAt, byte[] dst, int dstAt, byte[] xor, int xorAt, int count,
            long[] ks, boolean oneKey, int rounds, int[] inSlot, int[] outSlot) {
        if (paddedBytes == null) {
            paddedBytes = new byte[8 * P];
            paddedXor = new byte[8 * P];
        }
        int n = 8 * count;
        System.arraycopy(src, srcAt, paddedBytes, 0, n);
        java.util.Arrays.fill(paddedBytes, n, 8 * P, (byte) 0);
        if (xor != null) {
            System.arraycopy(xor, xorAt, paddedXor, 0, n);    // past n: stale bytes into blocks nobody reads
        }
        passBytes(paddedBytes, 0, paddedBytes, 0, xor == null ? null : paddedXor, 0, P, ks, oneKey, rounds, inSlot,
                outSlot);
        System.arraycopy(paddedBytes, 0, dst, dstAt, n);
    }

    @Override
    public void slice(long[] blocks, int off, int[] inSlot, long[] l, long[] r) {
        // Transposition in (its own inverse, out below): the swap steps at distances 32, 16, 8 act
        // within the rows j, j + 8, ..., j + 56, then 4, 2, 1 within the rows 8g .. 8g + 7.
        long[] rows = state.rows();
        for (int j = 0; j < 8; j++) {
            outer(blocks, off, rows, 0, j);
        }
        int[] slotOfRow = slotOfRow(inSlot);
        for (int g = 0; g < 64; g += 8) {
            innerToState(rows, g, l, r, slotOfRow);         // the last stage writes the rows into L and R
        }
    }

    @Override
    public void rounds(long[] l, long[] r, long[] ks, boolean oneKey, int rounds) {
        if (oneKey && foldsOneKey()) {                   // S-boxes in interleaved pairs: see u12
            foldedRounds(l, r, ks, rounds);
            return;
        }
        for (int i = 0; i < rounds; i++) {
            boolean intoL = BitslicedPass.writesL(i);
            long[] x = intoL ? r : l;
            long[] y = intoL ? l : r;
            int k = i * 48 * W;
            boolean broadcastKeys = oneKey && BROADCAST_KEYS;
            if (ternary && broadcastKeys) {           // without vpternlog (with it: foldedRounds)
                u1k(x, y, ks, k);
                u2k(x, y, ks, k);
                u3k(x, y, ks, k);
                u4k(x, y, ks, k);
                u5k(x, y, ks, k);
                u6k(x, y, ks, k);
                u7k(x, y, ks, k);
                u8k(x, y, ks, k);
            } else if (ternary) {
                if (TERNLOG) {                         // S-boxes in interleaved pairs: see u12
                    u12(x, y, ks, k);
                    u34(x, y, ks, k);
                    u56(x, y, ks, k);
                    u78(x, y, ks, k);
                } else {
                    u1(x, y, ks, k);
                    u2(x, y, ks, k);
                    u3(x, y, ks, k);
                    u4(x, y, ks, k);
                    u5(x, y, ks, k);
                    u6(x, y, ks, k);
                    u7(x, y, ks, k);
                    u8(x, y, ks, k);
                }
            } else if (broadcastKeys) {
                s1k(x, y, ks, k);
                s2k(x, y, ks, k);
                s3k(x, y, ks, k);
                s4k(x, y, ks, k);
                s5k(x, y, ks, k);
                s6k(x, y, ks, k);
                s7k(x, y, ks, k);
                s8k(x, y, ks, k);
            } else {
                s1(x, y, ks, k);
                s2(x, y, ks, k);
                s3(x, y, ks, k);
                s4(x, y, ks, k);
                s5(x, y, ks, k);
                s6(x, y, ks, k);
                s7(x, y, ks, k);
                s8(x, y, ks, k);
            }
        }
    }

    /**
     * The rounds of a one-key pass with the key folded into the state ({@link FoldedRoundKeys}, whose table
     * follows the key slices in {@code ks}): each stage's read half remasked, the folded pairs, the half the
     * last round read unmasked at the end.
     */
    private static void foldedRounds(long[] l, long[] r, long[] ks, int rounds) {
        int at = rounds * 48 * W;
        for (int i = 0; i < rounds; i++) {
            boolean intoL = BitslicedPass.writesL(i);
            long[] x = intoL ? r : l;
            long[] y = intoL ? l : r;
            if (i % 16 == 0) {
                remask(x, ks, at);
                at += 32;
            }
            u12f(x, y, ks, at);
            u34f(x, y, ks, at);
            u56f(x, y, ks, at);
            u78f(x, y, ks, at);
            at += FoldedRoundKeys.PER_ROUND;
        }
        // the half the last round wrote ends unmasked already (FoldedRoundKeys#lastWrittenUnmasked): 32 slices
        // loaded, xor-ed and stored again at the end of a pass, not 64
        if (BitslicedPass.writesL(rounds - 1)) {
            remask(r, ks, at + 32);
        } else {
            remask(l, ks, at);
        }
    }

    /** Slice s of {@code h} xor-ed with the constant {@code ks[at + s]}, for the 32 slices. */
    private static void remask(long[] h, long[] ks, int at) {
        for (int s = 0; s < 32; s++) {
            LongVector v = LongVector.fromArray(S, h, s * W).lanewise(XOR, LongVector.broadcast(S, ks[at + s]));
            ((LongVector) S.vectorType().cast(v)).intoArray(h, s * W);   // exact class: see the generator's exact_stores
        }
    }

    @Override
    public void unslice(long[] l, long[] r, int[] outSlot, long[] blocks, int off) {
        long[] rows = state.rows();
        for (int j = 0; j < 8; j++) {
            outerFromState(l, r, outSlot, rows, j);         // the first stage reads the rows from L and R
        }
        for (int g = 0; g < 64; g += 8) {
            inner(rows, 0, blocks, off, g);
        }
    }

    // BEGIN GENERATED CODE (gen/des_sbox_circuits.py)
    /** Distances 32, 16, 8 of the transposition on the rows first + 8 i, from a at ao to b at bo. */
    private static void outer(long[] a, int ao, long[] b, int bo, int first) {
        LongVector v0 = LongVector.fromArray(S, a, ao + (first + 0) * W);
        LongVector v1 = LongVector.fromArray(S, a, ao + (first + 8) * W);
        LongVector v2 = LongVector.fromArray(S, a, ao + (first + 16) * W);
        LongVector v3 = LongVector.fromArray(S, a, ao + (first + 24) * W);
        LongVector v4 = LongVector.fromArray(S, a, ao + (first + 32) * W);
        LongVector v5 = LongVector.fromArray(S, a, ao + (first + 40) * W);
        LongVector v6 = LongVector.fromArray(S, a, ao + (first + 48) * W);
        LongVector v7 = LongVector.fromArray(S, a, ao + (first + 56) * W);
        if (TERNLOG) {
            LongVector xs0, ys0, xs1, ys1, xs2, ys2, xs3, ys3, m, n;
            xs0 = v0.lanewise(LSHR, 32);
            ys0 = v4.lanewise(LSHL, 32);
            xs1 = v1.lanewise(LSHR, 32);
            ys1 = v5.lanewise(LSHL, 32);
            xs2 = v2.lanewise(LSHR, 32);
            ys2 = v6.lanewise(LSHL, 32);
            xs3 = v3.lanewise(LSHR, 32);
            ys3 = v7.lanewise(LSHL, 32);
            m = LongVector.broadcast(S, 0x00000000FFFFFFFFL);
            n = LongVector.broadcast(S, 0xFFFFFFFF00000000L);
            v4 = m.lanewise(AND, xs0).lanewise(OR, m.lanewise(NOT).lanewise(AND, v4));
            v0 = n.lanewise(AND, ys0).lanewise(OR, n.lanewise(NOT).lanewise(AND, v0));
            v5 = m.lanewise(AND, xs1).lanewise(OR, m.lanewise(NOT).lanewise(AND, v5));
            v1 = n.lanewise(AND, ys1).lanewise(OR, n.lanewise(NOT).lanewise(AND, v1));
            v6 = m.lanewise(AND, xs2).lanewise(OR, m.lanewise(NOT).lanewise(AND, v6));
            v2 = n.lanewise(AND, ys2).lanewise(OR, n.lanewise(NOT).lanewise(AND, v2));
            v7 = m.lanewise(AND, xs3).lanewise(OR, m.lanewise(NOT).lanewise(AND, v7));
            v3 = n.lanewise(AND, ys3).lanewise(OR, n.lanewise(NOT).lanewise(AND, v3));
            xs0 = v0.lanewise(LSHR, 16);
            ys0 = v2.lanewise(LSHL, 16);
            xs1 = v1.lanewise(LSHR, 16);
            ys1 = v3.lanewise(LSHL, 16);
            xs2 = v4.lanewise(LSHR, 16);
            ys2 = v6.lanewise(LSHL, 16);
            xs3 = v5.lanewise(LSHR, 16);
            ys3 = v7.lanewise(LSHL, 16);
            m = LongVector.broadcast(S, 0x0000FFFF0000FFFFL);
            n = LongVector.broadcast(S, 0xFFFF0000FFFF0000L);
            v2 = m.lanewise(AND, xs0).lanewise(OR, m.lanewise(NOT).lanewise(AND, v2));
            v0 = n.lanewise(AND, ys0).lanewise(OR, n.lanewise(NOT).lanewise(AND, v0));
            v3 = m.lanewise(AND, xs1).lanewise(OR, m.lanewise(NOT).lanewise(AND, v3));
            v1 = n.lanewise(AND, ys1).lanewise(OR, n.lanewise(NOT).lanewise(AND, v1));
            v6 = m.lanewise(AND, xs2).lanewise(OR, m.lanewise(NOT).lanewise(AND, v6));
            v4 = n.lanewise(AND, ys2).lanewise(OR, n.lanewise(NOT).lanewise(AND, v4));
            v7 = m.lanewise(AND, xs3).lanewise(OR, m.lanewise(NOT).lanewise(AND, v7));
            v5 = n.lanewise(AND, ys3).lanewise(OR, n.lanewise(NOT).lanewise(AND, v5));
            xs0 = v0.lanewise(LSHR, 8);
            ys0 = v1.lanewise(LSHL, 8);
            xs1 = v2.lanewise(LSHR, 8);
            ys1 = v3.lanewise(LSHL, 8);
            xs2 = v4.lanewise(LSHR, 8);
            ys2 = v5.lanewise(LSHL, 8);
            xs3 = v6.lanewise(LSHR, 8);
            ys3 = v7.lanewise(LSHL, 8);
            m = LongVector.broadcast(S, 0x00FF00FF00FF00FFL);
            n = LongVector.broadcast(S, 0xFF00FF00FF00FF00L);
            v1 = m.lanewise(AND, xs0).lanewise(OR, m.lanewise(NOT).lanewise(AND, v1));
            v0 = n.lanewise(AND, ys0).lanewise(OR, n.lanewise(NOT).lanewise(AND, v0));
            v3 = m.lanewise(AND, xs1).lanewise(OR, m.lanewise(NOT).lanewise(AND, v3));
            v2 = n.lanewise(AND, ys1).lanewise(OR, n.lanewise(NOT).lanewise(AND, v2));
            v5 = m.lanewise(AND, xs2).lanewise(OR, m.lanewise(NOT).lanewise(AND, v5));
            v4 = n.lanewise(AND, ys2).lanewise(OR, n.lanewise(NOT).lanewise(AND, v4));
            v7 = m.lanewise(AND, xs3).lanewise(OR, m.lanewise(NOT).lanewise(AND, v7));
            v6 = n.lanewise(AND, ys3).lanewise(OR, n.lanewise(NOT).lanewise(AND, v6));
        } else {
            LongVector t, m;
            m = LongVector.broadcast(S, 0x00000000FFFFFFFFL);
            t = v0.lanewise(LSHR, 32).lanewise(XOR, v4).lanewise(AND, m);
            v4 = v4.lanewise(XOR, t);
            v0 = v0.lanewise(XOR, t.lanewise(LSHL, 32));
            t = v1.lanewise(LSHR, 32).lanewise(XOR, v5).lanewise(AND, m);
            v5 = v5.lanewise(XOR, t);
            v1 = v1.lanewise(XOR, t.lanewise(LSHL, 32));
            t = v2.lanewise(LSHR, 32).lanewise(XOR, v6).lanewise(AND, m);
            v6 = v6.lanewise(XOR, t);
            v2 = v2.lanewise(XOR, t.lanewise(LSHL, 32));
            t = v3.lanewise(LSHR, 32).lanewise(XOR, v7).lanewise(AND, m);
            v7 = v7.lanewise(XOR, t);
            v3 = v3.lanewise(XOR, t.lanewise(LSHL, 32));
            m = LongVector.broadcast(S, 0x0000FFFF0000FFFFL);
            t = v0.lanewise(LSHR, 16).lanewise(XOR, v2).lanewise(AND, m);
            v2 = v2.lanewise(XOR, t);
            v0 = v0.lanewise(XOR, t.lanewise(LSHL, 16));
            t = v1.lanewise(LSHR, 16).lanewise(XOR, v3).lanewise(AND, m);
            v3 = v3.lanewise(XOR, t);
            v1 = v1.lanewise(XOR, t.lanewise(LSHL, 16));
            t = v4.lanewise(LSHR, 16).lanewise(XOR, v6).lanewise(AND, m);
            v6 = v6.lanewise(XOR, t);
            v4 = v4.lanewise(XOR, t.lanewise(LSHL, 16));
            t = v5.lanewise(LSHR, 16).lanewise(XOR, v7).lanewise(AND, m);
            v7 = v7.lanewise(XOR, t);
            v5 = v5.lanewise(XOR, t.lanewise(LSHL, 16));
            m = LongVector.broadcast(S, 0x00FF00FF00FF00FFL);
            t = v0.lanewise(LSHR, 8).lanewise(XOR, v1).lanewise(AND, m);
            v1 = v1.lanewise(XOR, t);
            v0 = v0.lanewise(XOR, t.lanewise(LSHL, 8));
            t = v2.lanewise(LSHR, 8).lanewise(XOR, v3).lanewise(AND, m);
            v3 = v3.lanewise(XOR, t);
            v2 = v2.lanewise(XOR, t.lanewise(LSHL, 8));
            t = v4.lanewise(LSHR, 8).lanewise(XOR, v5).lanewise(AND, m);
            v5 = v5.lanewise(XOR, t);
            v4 = v4.lanewise(XOR, t.lanewise(LSHL, 8));
            t = v6.lanewise(LSHR, 8).lanewise(XOR, v7).lanewise(AND, m);
            v7 = v7.lanewise(XOR, t);
            v6 = v6.lanewise(XOR, t.lanewise(LSHL, 8));
        }
        ((LongVector) S.vectorType().cast(v0)).intoArray(b, bo + (first + 0) * W);
        ((LongVector) S.vectorType().cast(v1)).intoArray(b, bo + (first + 8) * W);
        ((LongVector) S.vectorType().cast(v2)).intoArray(b, bo + (first + 16) * W);
        ((LongVector) S.vectorType().cast(v3)).intoArray(b, bo + (first + 24) * W);
        ((LongVector) S.vectorType().cast(v4)).intoArray(b, bo + (first + 32) * W);
        ((LongVector) S.vectorType().cast(v5)).intoArray(b, bo + (first + 40) * W);
        ((LongVector) S.vectorType().cast(v6)).intoArray(b, bo + (first + 48) * W);
        ((LongVector) S.vectorType().cast(v7)).intoArray(b, bo + (first + 56) * W);
    }

    /** Distances 4, 2, 1 of the transposition on the rows first + 1 i, from a at ao to b at bo. */
    private static void inner(long[] a, int ao, long[] b, int bo, int first) {
        LongVector v0 = LongVector.fromArray(S, a, ao + (first + 0) * W);
        LongVector v1 = LongVector.fromArray(S, a, ao + (first + 1) * W);
        LongVector v2 = LongVector.fromArray(S, a, ao + (first + 2) * W);
        LongVector v3 = LongVector.fromArray(S, a, ao + (first + 3) * W);
        LongVector v4 = LongVector.fromArray(S, a, ao + (first + 4) * W);
        LongVector v5 = LongVector.fromArray(S, a, ao + (first + 5) * W);
        LongVector v6 = LongVector.fromArray(S, a, ao + (first + 6) * W);
        LongVector v7 = LongVector.fromArray(S, a, ao + (first + 7) * W);
        if (TERNLOG) {
            LongVector xs0, ys0, xs1, ys1, xs2, ys2, xs3, ys3, m, n;
            xs0 = v0.lanewise(LSHR, 4);
            ys0 = v4.lanewise(LSHL, 4);
            xs1 = v1.lanewise(LSHR, 4);
            ys1 = v5.lanewise(LSHL, 4);
            xs2 = v2.lanewise(LSHR, 4);
            ys2 = v6.lanewise(LSHL, 4);
            xs3 = v3.lanewise(LSHR, 4);
            ys3 = v7.lanewise(LSHL, 4);
            m = LongVector.broadcast(S, 0x0F0F0F0F0F0F0F0FL);
            n = LongVector.broadcast(S, 0xF0F0F0F0F0F0F0F0L);
            v4 = m.lanewise(AND, xs0).lanewise(OR, m.lanewise(NOT).lanewise(AND, v4));
            v0 = n.lanewise(AND, ys0).lanewise(OR, n.lanewise(NOT).lanewise(AND, v0));
            v5 = m.lanewise(AND, xs1).lanewise(OR, m.lanewise(NOT).lanewise(AND, v5));
            v1 = n.lanewise(AND, ys1).lanewise(OR, n.lanewise(NOT).lanewise(AND, v1));
            v6 = m.lanewise(AND, xs2).lanewise(OR, m.lanewise(NOT).lanewise(AND, v6));
            v2 = n.lanewise(AND, ys2).lanewise(OR, n.lanewise(NOT).lanewise(AND, v2));
            v7 = m.lanewise(AND, xs3).lanewise(OR, m.lanewise(NOT).lanewise(AND, v7));
            v3 = n.lanewise(AND, ys3).lanewise(OR, n.lanewise(NOT).lanewise(AND, v3));
            xs0 = v0.lanewise(LSHR, 2);
            ys0 = v2.lanewise(LSHL, 2);
            xs1 = v1.lanewise(LSHR, 2);
            ys1 = v3.lanewise(LSHL, 2);
            xs2 = v4.lanewise(LSHR, 2);
            ys2 = v6.lanewise(LSHL, 2);
            xs3 = v5.lanewise(LSHR, 2);
            ys3 = v7.lanewise(LSHL, 2);
            m = LongVector.broadcast(S, 0x3333333333333333L);
            n = LongVector.broadcast(S, 0xCCCCCCCCCCCCCCCCL);
            v2 = m.lanewise(AND, xs0).lanewise(OR, m.lanewise(NOT).lanewise(AND, v2));
            v0 = n.lanewise(AND, ys0).lanewise(OR, n.lanewise(NOT).lanewise(AND, v0));
            v3 = m.lanewise(AND, xs1).lanewise(OR, m.lanewise(NOT).lanewise(AND, v3));
            v1 = n.lanewise(AND, ys1).lanewise(OR, n.lanewise(NOT).lanewise(AND, v1));
            v6 = m.lanewise(AND, xs2).lanewise(OR, m.lanewise(NOT).lanewise(AND, v6));
            v4 = n.lanewise(AND, ys2).lanewise(OR, n.lanewise(NOT).lanewise(AND, v4));
            v7 = m.lanewise(AND, xs3).lanewise(OR, m.lanewise(NOT).lanewise(AND, v7));
            v5 = n.lanewise(AND, ys3).lanewise(OR, n.lanewise(NOT).lanewise(AND, v5));
            xs0 = v0.lanewise(LSHR, 1);
            ys0 = v1.lanewise(LSHL, 1);
            xs1 = v2.lanewise(LSHR, 1);
            ys1 = v3.lanewise(LSHL, 1);
            xs2 = v4.lanewise(LSHR, 1);
            ys2 = v5.lanewise(LSHL, 1);
            xs3 = v6.lanewise(LSHR, 1);
            ys3 = v7.lanewise(LSHL, 1);
            m = LongVector.broadcast(S, 0x5555555555555555L);
            n = LongVector.broadcast(S, 0xAAAAAAAAAAAAAAAAL);
            v1 = m.lanewise(AND, xs0).lanewise(OR, m.lanewise(NOT).lanewise(AND, v1));
            v0 = n.lanewise(AND, ys0).lanewise(OR, n.lanewise(NOT).lanewise(AND, v0));
            v3 = m.lanewise(AND, xs1).lanewise(OR, m.lanewise(NOT).lanewise(AND, v3));
            v2 = n.lanewise(AND, ys1).lanewise(OR, n.lanewise(NOT).lanewise(AND, v2));
            v5 = m.lanewise(AND, xs2).lanewise(OR, m.lanewise(NOT).lanewise(AND, v5));
            v4 = n.lanewise(AND, ys2).lanewise(OR, n.lanewise(NOT).lanewise(AND, v4));
            v7 = m.lanewise(AND, xs3).lanewise(OR, m.lanewise(NOT).lanewise(AND, v7));
            v6 = n.lanewise(AND, ys3).lanewise(OR, n.lanewise(NOT).lanewise(AND, v6));
        } else {
            LongVector t, m;
            m = LongVector.broadcast(S, 0x0F0F0F0F0F0F0F0FL);
            t = v0.lanewise(LSHR, 4).lanewise(XOR, v4).lanewise(AND, m);
            v4 = v4.lanewise(XOR, t);
            v0 = v0.lanewise(XOR, t.lanewise(LSHL, 4));
            t = v1.lanewise(LSHR, 4).lanewise(XOR, v5).lanewise(AND, m);
            v5 = v5.lanewise(XOR, t);
            v1 = v1.lanewise(XOR, t.lanewise(LSHL, 4));
            t = v2.lanewise(LSHR, 4).lanewise(XOR, v6).lanewise(AND, m);
            v6 = v6.lanewise(XOR, t);
            v2 = v2.lanewise(XOR, t.lanewise(LSHL, 4));
            t = v3.lanewise(LSHR, 4).lanewise(XOR, v7).lanewise(AND, m);
            v7 = v7.lanewise(XOR, t);
            v3 = v3.lanewise(XOR, t.lanewise(LSHL, 4));
            m = LongVector.broadcast(S, 0x3333333333333333L);
            t = v0.lanewise(LSHR, 2).lanewise(XOR, v2).lanewise(AND, m);
            v2 = v2.lanewise(XOR, t);
            v0 = v0.lanewise(XOR, t.lanewise(LSHL, 2));
            t = v1.lanewise(LSHR, 2).lanewise(XOR, v3).lanewise(AND, m);
            v3 = v3.lanewise(XOR, t);
            v1 = v1.lanewise(XOR, t.lanewise(LSHL, 2));
            t = v4.lanewise(LSHR, 2).lanewise(XOR, v6).lanewise(AND, m);
            v6 = v6.lanewise(XOR, t);
            v4 = v4.lanewise(XOR, t.lanewise(LSHL, 2));
            t = v5.lanewise(LSHR, 2).lanewise(XOR, v7).lanewise(AND, m);
            v7 = v7.lanewise(XOR, t);
            v5 = v5.lanewise(XOR, t.lanewise(LSHL, 2));
            m = LongVector.broadcast(S, 0x5555555555555555L);
            t = v0.lanewise(LSHR, 1).lanewise(XOR, v1).lanewise(AND, m);
            v1 = v1.lanewise(XOR, t);
            v0 = v0.lanewise(XOR, t.lanewise(LSHL, 1));
            t = v2.lanewise(LSHR, 1).lanewise(XOR, v3).lanewise(AND, m);
            v3 = v3.lanewise(XOR, t);
            v2 = v2.lanewise(XOR, t.lanewise(LSHL, 1));
            t = v4.lanewise(LSHR, 1).lanewise(XOR, v5).lanewise(AND, m);
            v5 = v5.lanewise(XOR, t);
            v4 = v4.lanewise(XOR, t.lanewise(LSHL, 1));
            t = v6.lanewise(LSHR, 1).lanewise(XOR, v7).lanewise(AND, m);
            v7 = v7.lanewise(XOR, t);
            v6 = v6.lanewise(XOR, t.lanewise(LSHL, 1));
        }
        ((LongVector) S.vectorType().cast(v0)).intoArray(b, bo + (first + 0) * W);
        ((LongVector) S.vectorType().cast(v1)).intoArray(b, bo + (first + 1) * W);
        ((LongVector) S.vectorType().cast(v2)).intoArray(b, bo + (first + 2) * W);
        ((LongVector) S.vectorType().cast(v3)).intoArray(b, bo + (first + 3) * W);
        ((LongVector) S.vectorType().cast(v4)).intoArray(b, bo + (first + 4) * W);
        ((LongVector) S.vectorType().cast(v5)).intoArray(b, bo + (first + 5) * W);
        ((LongVector) S.vectorType().cast(v6)).intoArray(b, bo + (first + 6) * W);
        ((LongVector) S.vectorType().cast(v7)).intoArray(b, bo + (first + 7) * W);
    }

    /** Distances 4, 2, 1 of the transposition on the rows first + 1 i, from a to the state slices slot[row] (L: 0..31, R: 32..63). */
    private static void innerToState(long[] a, int first, long[] l, long[] r, int[] slot) {
        LongVector v0 = LongVector.fromArray(S, a, (first + 0) * W);
        LongVector v1 = LongVector.fromArray(S, a, (first + 1) * W);
        LongVector v2 = LongVector.fromArray(S, a, (first + 2) * W);
        LongVector v3 = LongVector.fromArray(S, a, (first + 3) * W);
        LongVector v4 = LongVector.fromArray(S, a, (first + 4) * W);
        LongVector v5 = LongVector.fromArray(S, a, (first + 5) * W);
        LongVector v6 = LongVector.fromArray(S, a, (first + 6) * W);
        LongVector v7 = LongVector.fromArray(S, a, (first + 7) * W);
        if (TERNLOG) {
            LongVector xs0, ys0, xs1, ys1, xs2, ys2, xs3, ys3, m, n;
            xs0 = v0.lanewise(LSHR, 4);
            ys0 = v4.lanewise(LSHL, 4);
            xs1 = v1.lanewise(LSHR, 4);
            ys1 = v5.lanewise(LSHL, 4);
            xs2 = v2.lanewise(LSHR, 4);
            ys2 = v6.lanewise(LSHL, 4);
            xs3 = v3.lanewise(LSHR, 4);
            ys3 = v7.lanewise(LSHL, 4);
            m = LongVector.broadcast(S, 0x0F0F0F0F0F0F0F0FL);
            n = LongVector.broadcast(S, 0xF0F0F0F0F0F0F0F0L);
            v4 = m.lanewise(AND, xs0).lanewise(OR, m.lanewise(NOT).lanewise(AND, v4));
            v0 = n.lanewise(AND, ys0).lanewise(OR, n.lanewise(NOT).lanewise(AND, v0));
            v5 = m.lanewise(AND, xs1).lanewise(OR, m.lanewise(NOT).lanewise(AND, v5));
            v1 = n.lanewise(AND, ys1).lanewise(OR, n.lanewise(NOT).lanewise(AND, v1));
            v6 = m.lanewise(AND, xs2).lanewise(OR, m.lanewise(NOT).lanewise(AND, v6));
            v2 = n.lanewise(AND, ys2).lanewise(OR, n.lanewise(NOT).lanewise(AND, v2));
            v7 = m.lanewise(AND, xs3).lanewise(OR, m.lanewise(NOT).lanewise(AND, v7));
            v3 = n.lanewise(AND, ys3).lanewise(OR, n.lanewise(NOT).lanewise(AND, v3));
            xs0 = v0.lanewise(LSHR, 2);
            ys0 = v2.lanewise(LSHL, 2);
            xs1 = v1.lanewise(LSHR, 2);
            ys1 = v3.lanewise(LSHL, 2);
            xs2 = v4.lanewise(LSHR, 2);
            ys2 = v6.lanewise(LSHL, 2);
            xs3 = v5.lanewise(LSHR, 2);
            ys3 = v7.lanewise(LSHL, 2);
            m = LongVector.broadcast(S, 0x3333333333333333L);
            n = LongVector.broadcast(S, 0xCCCCCCCCCCCCCCCCL);
            v2 = m.lanewise(AND, xs0).lanewise(OR, m.lanewise(NOT).lanewise(AND, v2));
            v0 = n.lanewise(AND, ys0).lanewise(OR, n.lanewise(NOT).lanewise(AND, v0));
            v3 = m.lanewise(AND, xs1).lanewise(OR, m.lanewise(NOT).lanewise(AND, v3));
            v1 = n.lanewise(AND, ys1).lanewise(OR, n.lanewise(NOT).lanewise(AND, v1));
            v6 = m.lanewise(AND, xs2).lanewise(OR, m.lanewise(NOT).lanewise(AND, v6));
            v4 = n.lanewise(AND, ys2).lanewise(OR, n.lanewise(NOT).lanewise(AND, v4));
            v7 = m.lanewise(AND, xs3).lanewise(OR, m.lanewise(NOT).lanewise(AND, v7));
            v5 = n.lanewise(AND, ys3).lanewise(OR, n.lanewise(NOT).lanewise(AND, v5));
            xs0 = v0.lanewise(LSHR, 1);
            ys0 = v1.lanewise(LSHL, 1);
            xs1 = v2.lanewise(LSHR, 1);
            ys1 = v3.lanewise(LSHL, 1);
            xs2 = v4.lanewise(LSHR, 1);
            ys2 = v5.lanewise(LSHL, 1);
            xs3 = v6.lanewise(LSHR, 1);
            ys3 = v7.lanewise(LSHL, 1);
            m = LongVector.broadcast(S, 0x5555555555555555L);
            n = LongVector.broadcast(S, 0xAAAAAAAAAAAAAAAAL);
            v1 = m.lanewise(AND, xs0).lanewise(OR, m.lanewise(NOT).lanewise(AND, v1));
            v0 = n.lanewise(AND, ys0).lanewise(OR, n.lanewise(NOT).lanewise(AND, v0));
            v3 = m.lanewise(AND, xs1).lanewise(OR, m.lanewise(NOT).lanewise(AND, v3));
            v2 = n.lanewise(AND, ys1).lanewise(OR, n.lanewise(NOT).lanewise(AND, v2));
            v5 = m.lanewise(AND, xs2).lanewise(OR, m.lanewise(NOT).lanewise(AND, v5));
            v4 = n.lanewise(AND, ys2).lanewise(OR, n.lanewise(NOT).lanewise(AND, v4));
            v7 = m.lanewise(AND, xs3).lanewise(OR, m.lanewise(NOT).lanewise(AND, v7));
            v6 = n.lanewise(AND, ys3).lanewise(OR, n.lanewise(NOT).lanewise(AND, v6));
        } else {
            LongVector t, m;
            m = LongVector.broadcast(S, 0x0F0F0F0F0F0F0F0FL);
            t = v0.lanewise(LSHR, 4).lanewise(XOR, v4).lanewise(AND, m);
            v4 = v4.lanewise(XOR, t);
            v0 = v0.lanewise(XOR, t.lanewise(LSHL, 4));
            t = v1.lanewise(LSHR, 4).lanewise(XOR, v5).lanewise(AND, m);
            v5 = v5.lanewise(XOR, t);
            v1 = v1.lanewise(XOR, t.lanewise(LSHL, 4));
            t = v2.lanewise(LSHR, 4).lanewise(XOR, v6).lanewise(AND, m);
            v6 = v6.lanewise(XOR, t);
            v2 = v2.lanewise(XOR, t.lanewise(LSHL, 4));
            t = v3.lanewise(LSHR, 4).lanewise(XOR, v7).lanewise(AND, m);
            v7 = v7.lanewise(XOR, t);
            v3 = v3.lanewise(XOR, t.lanewise(LSHL, 4));
            m = LongVector.broadcast(S, 0x3333333333333333L);
            t = v0.lanewise(LSHR, 2).lanewise(XOR, v2).lanewise(AND, m);
            v2 = v2.lanewise(XOR, t);
            v0 = v0.lanewise(XOR, t.lanewise(LSHL, 2));
            t = v1.lanewise(LSHR, 2).lanewise(XOR, v3).lanewise(AND, m);
            v3 = v3.lanewise(XOR, t);
            v1 = v1.lanewise(XOR, t.lanewise(LSHL, 2));
            t = v4.lanewise(LSHR, 2).lanewise(XOR, v6).lanewise(AND, m);
            v6 = v6.lanewise(XOR, t);
            v4 = v4.lanewise(XOR, t.lanewise(LSHL, 2));
            t = v5.lanewise(LSHR, 2).lanewise(XOR, v7).lanewise(AND, m);
            v7 = v7.lanewise(XOR, t);
            v5 = v5.lanewise(XOR, t.lanewise(LSHL, 2));
            m = LongVector.broadcast(S, 0x5555555555555555L);
            t = v0.lanewise(LSHR, 1).lanewise(XOR, v1).lanewise(AND, m);
            v1 = v1.lanewise(XOR, t);
            v0 = v0.lanewise(XOR, t.lanewise(LSHL, 1));
            t = v2.lanewise(LSHR, 1).lanewise(XOR, v3).lanewise(AND, m);
            v3 = v3.lanewise(XOR, t);
            v2 = v2.lanewise(XOR, t.lanewise(LSHL, 1));
            t = v4.lanewise(LSHR, 1).lanewise(XOR, v5).lanewise(AND, m);
            v5 = v5.lanewise(XOR, t);
            v4 = v4.lanewise(XOR, t.lanewise(LSHL, 1));
            t = v6.lanewise(LSHR, 1).lanewise(XOR, v7).lanewise(AND, m);
            v7 = v7.lanewise(XOR, t);
            v6 = v6.lanewise(XOR, t.lanewise(LSHL, 1));
        }
        int s0 = slot[first + 0];
        ((LongVector) S.vectorType().cast(v0)).intoArray(s0 < 32 ? l : r, (s0 & 31) * W);
        int s1 = slot[first + 1];
        ((LongVector) S.vectorType().cast(v1)).intoArray(s1 < 32 ? l : r, (s1 & 31) * W);
        int s2 = slot[first + 2];
        ((LongVector) S.vectorType().cast(v2)).intoArray(s2 < 32 ? l : r, (s2 & 31) * W);
        int s3 = slot[first + 3];
        ((LongVector) S.vectorType().cast(v3)).intoArray(s3 < 32 ? l : r, (s3 & 31) * W);
        int s4 = slot[first + 4];
        ((LongVector) S.vectorType().cast(v4)).intoArray(s4 < 32 ? l : r, (s4 & 31) * W);
        int s5 = slot[first + 5];
        ((LongVector) S.vectorType().cast(v5)).intoArray(s5 < 32 ? l : r, (s5 & 31) * W);
        int s6 = slot[first + 6];
        ((LongVector) S.vectorType().cast(v6)).intoArray(s6 < 32 ? l : r, (s6 & 31) * W);
        int s7 = slot[first + 7];
        ((LongVector) S.vectorType().cast(v7)).intoArray(s7 < 32 ? l : r, (s7 & 31) * W);
    }

    /** Distances 32, 16, 8 of the transposition on the rows first + 8 i, from the state slices slot[row] (L: 0..31, R: 32..63) to b. */
    private static void outerFromState(long[] l, long[] r, int[] slot, long[] b, int first) {
        int s0 = slot[first + 0];
        LongVector v0 = LongVector.fromArray(S, s0 < 32 ? l : r, (s0 & 31) * W);
        int s1 = slot[first + 8];
        LongVector v1 = LongVector.fromArray(S, s1 < 32 ? l : r, (s1 & 31) * W);
        int s2 = slot[first + 16];
        LongVector v2 = LongVector.fromArray(S, s2 < 32 ? l : r, (s2 & 31) * W);
        int s3 = slot[first + 24];
        LongVector v3 = LongVector.fromArray(S, s3 < 32 ? l : r, (s3 & 31) * W);
        int s4 = slot[first + 32];
        LongVector v4 = LongVector.fromArray(S, s4 < 32 ? l : r, (s4 & 31) * W);
        int s5 = slot[first + 40];
        LongVector v5 = LongVector.fromArray(S, s5 < 32 ? l : r, (s5 & 31) * W);
        int s6 = slot[first + 48];
        LongVector v6 = LongVector.fromArray(S, s6 < 32 ? l : r, (s6 & 31) * W);
        int s7 = slot[first + 56];
        LongVector v7 = LongVector.fromArray(S, s7 < 32 ? l : r, (s7 & 31) * W);
        if (TERNLOG) {
            LongVector xs0, ys0, xs1, ys1, xs2, ys2, xs3, ys3, m, n;
            xs0 = v0.lanewise(LSHR, 32);
            ys0 = v4.lanewise(LSHL, 32);
            xs1 = v1.lanewise(LSHR, 32);
            ys1 = v5.lanewise(LSHL, 32);
            xs2 = v2.lanewise(LSHR, 32);
            ys2 = v6.lanewise(LSHL, 32);
            xs3 = v3.lanewise(LSHR, 32);
            ys3 = v7.lanewise(LSHL, 32);
            m = LongVector.broadcast(S, 0x00000000FFFFFFFFL);
            n = LongVector.broadcast(S, 0xFFFFFFFF00000000L);
            v4 = m.lanewise(AND, xs0).lanewise(OR, m.lanewise(NOT).lanewise(AND, v4));
            v0 = n.lanewise(AND, ys0).lanewise(OR, n.lanewise(NOT).lanewise(AND, v0));
            v5 = m.lanewise(AND, xs1).lanewise(OR, m.lanewise(NOT).lanewise(AND, v5));
            v1 = n.lanewise(AND, ys1).lanewise(OR, n.lanewise(NOT).lanewise(AND, v1));
            v6 = m.lanewise(AND, xs2).lanewise(OR, m.lanewise(NOT).lanewise(AND, v6));
            v2 = n.lanewise(AND, ys2).lanewise(OR, n.lanewise(NOT).lanewise(AND, v2));
            v7 = m.lanewise(AND, xs3).lanewise(OR, m.lanewise(NOT).lanewise(AND, v7));
            v3 = n.lanewise(AND, ys3).lanewise(OR, n.lanewise(NOT).lanewise(AND, v3));
            xs0 = v0.lanewise(LSHR, 16);
            ys0 = v2.lanewise(LSHL, 16);
            xs1 = v1.lanewise(LSHR, 16);
            ys1 = v3.lanewise(LSHL, 16);
            xs2 = v4.lanewise(LSHR, 16);
            ys2 = v6.lanewise(LSHL, 16);
            xs3 = v5.lanewise(LSHR, 16);
            ys3 = v7.lanewise(LSHL, 16);
            m = LongVector.broadcast(S, 0x0000FFFF0000FFFFL);
            n = LongVector.broadcast(S, 0xFFFF0000FFFF0000L);
            v2 = m.lanewise(AND, xs0).lanewise(OR, m.lanewise(NOT).lanewise(AND, v2));
            v0 = n.lanewise(AND, ys0).lanewise(OR, n.lanewise(NOT).lanewise(AND, v0));
            v3 = m.lanewise(AND, xs1).lanewise(OR, m.lanewise(NOT).lanewise(AND, v3));
            v1 = n.lanewise(AND, ys1).lanewise(OR, n.lanewise(NOT).lanewise(AND, v1));
            v6 = m.lanewise(AND, xs2).lanewise(OR, m.lanewise(NOT).lanewise(AND, v6));
            v4 = n.lanewise(AND, ys2).lanewise(OR, n.lanewise(NOT).lanewise(AND, v4));
            v7 = m.lanewise(AND, xs3).lanewise(OR, m.lanewise(NOT).lanewise(AND, v7));
            v5 = n.lanewise(AND, ys3).lanewise(OR, n.lanewise(NOT).lanewise(AND, v5));
            xs0 = v0.lanewise(LSHR, 8);
            ys0 = v1.lanewise(LSHL, 8);
            xs1 = v2.lanewise(LSHR, 8);
            ys1 = v3.lanewise(LSHL, 8);
            xs2 = v4.lanewise(LSHR, 8);
            ys2 = v5.lanewise(LSHL, 8);
            xs3 = v6.lanewise(LSHR, 8);
            ys3 = v7.lanewise(LSHL, 8);
            m = LongVector.broadcast(S, 0x00FF00FF00FF00FFL);
            n = LongVector.broadcast(S, 0xFF00FF00FF00FF00L);
            v1 = m.lanewise(AND, xs0).lanewise(OR, m.lanewise(NOT).lanewise(AND, v1));
            v0 = n.lanewise(AND, ys0).lanewise(OR, n.lanewise(NOT).lanewise(AND, v0));
            v3 = m.lanewise(AND, xs1).lanewise(OR, m.lanewise(NOT).lanewise(AND, v3));
            v2 = n.lanewise(AND, ys1).lanewise(OR, n.lanewise(NOT).lanewise(AND, v2));
            v5 = m.lanewise(AND, xs2).lanewise(OR, m.lanewise(NOT).lanewise(AND, v5));
            v4 = n.lanewise(AND, ys2).lanewise(OR, n.lanewise(NOT).lanewise(AND, v4));
            v7 = m.lanewise(AND, xs3).lanewise(OR, m.lanewise(NOT).lanewise(AND, v7));
            v6 = n.lanewise(AND, ys3).lanewise(OR, n.lanewise(NOT).lanewise(AND, v6));
        } else {
            LongVector t, m;
            m = LongVector.broadcast(S, 0x00000000FFFFFFFFL);
            t = v0.lanewise(LSHR, 32).lanewise(XOR, v4).lanewise(AND, m);
            v4 = v4.lanewise(XOR, t);
            v0 = v0.lanewise(XOR, t.lanewise(LSHL, 32));
            t = v1.lanewise(LSHR, 32).lanewise(XOR, v5).lanewise(AND, m);
            v5 = v5.lanewise(XOR, t);
            v1 = v1.lanewise(XOR, t.lanewise(LSHL, 32));
            t = v2.lanewise(LSHR, 32).lanewise(XOR, v6).lanewise(AND, m);
            v6 = v6.lanewise(XOR, t);
            v2 = v2.lanewise(XOR, t.lanewise(LSHL, 32));
            t = v3.lanewise(LSHR, 32).lanewise(XOR, v7).lanewise(AND, m);
            v7 = v7.lanewise(XOR, t);
            v3 = v3.lanewise(XOR, t.lanewise(LSHL, 32));
            m = LongVector.broadcast(S, 0x0000FFFF0000FFFFL);
            t = v0.lanewise(LSHR, 16).lanewise(XOR, v2).lanewise(AND, m);
            v2 = v2.lanewise(XOR, t);
            v0 = v0.lanewise(XOR, t.lanewise(LSHL, 16));
            t = v1.lanewise(LSHR, 16).lanewise(XOR, v3).lanewise(AND, m);
            v3 = v3.lanewise(XOR, t);
            v1 = v1.lanewise(XOR, t.lanewise(LSHL, 16));
            t = v4.lanewise(LSHR, 16).lanewise(XOR, v6).lanewise(AND, m);
            v6 = v6.lanewise(XOR, t);
            v4 = v4.lanewise(XOR, t.lanewise(LSHL, 16));
            t = v5.lanewise(LSHR, 16).lanewise(XOR, v7).lanewise(AND, m);
            v7 = v7.lanewise(XOR, t);
            v5 = v5.lanewise(XOR, t.lanewise(LSHL, 16));
            m = LongVector.broadcast(S, 0x00FF00FF00FF00FFL);
            t = v0.lanewise(LSHR, 8).lanewise(XOR, v1).lanewise(AND, m);
            v1 = v1.lanewise(XOR, t);
            v0 = v0.lanewise(XOR, t.lanewise(LSHL, 8));
            t = v2.lanewise(LSHR, 8).lanewise(XOR, v3).lanewise(AND, m);
            v3 = v3.lanewise(XOR, t);
            v2 = v2.lanewise(XOR, t.lanewise(LSHL, 8));
            t = v4.lanewise(LSHR, 8).lanewise(XOR, v5).lanewise(AND, m);
            v5 = v5.lanewise(XOR, t);
            v4 = v4.lanewise(XOR, t.lanewise(LSHL, 8));
            t = v6.lanewise(LSHR, 8).lanewise(XOR, v7).lanewise(AND, m);
            v7 = v7.lanewise(XOR, t);
            v6 = v6.lanewise(XOR, t.lanewise(LSHL, 8));
        }
        ((LongVector) S.vectorType().cast(v0)).intoArray(b, (first + 0) * W);
        ((LongVector) S.vectorType().cast(v1)).intoArray(b, (first + 8) * W);
        ((LongVector) S.vectorType().cast(v2)).intoArray(b, (first + 16) * W);
        ((LongVector) S.vectorType().cast(v3)).intoArray(b, (first + 24) * W);
        ((LongVector) S.vectorType().cast(v4)).intoArray(b, (first + 32) * W);
        ((LongVector) S.vectorType().cast(v5)).intoArray(b, (first + 40) * W);
        ((LongVector) S.vectorType().cast(v6)).intoArray(b, (first + 48) * W);
        ((LongVector) S.vectorType().cast(v7)).intoArray(b, (first + 56) * W);
    }

    /** Distances 4, 2, 1 of the transposition on the rows first + 1 i, first = 8 g, from a to the state slices that IP makes of rows read as bytes, row 8 g + k to slice low(k) + 7 - g of one half (ip_bytes_slots() and slot_runs() in the generator), with no slot table. */
    private static void innerToStateIp(long[] a, int first, long[] l, long[] r) {
        LongVector v0 = LongVector.fromArray(S, a, (first + 0) * W);
        LongVector v1 = LongVector.fromArray(S, a, (first + 1) * W);
        LongVector v2 = LongVector.fromArray(S, a, (first + 2) * W);
        LongVector v3 = LongVector.fromArray(S, a, (first + 3) * W);
        LongVector v4 = LongVector.fromArray(S, a, (first + 4) * W);
        LongVector v5 = LongVector.fromArray(S, a, (first + 5) * W);
        LongVector v6 = LongVector.fromArray(S, a, (first + 6) * W);
        LongVector v7 = LongVector.fromArray(S, a, (first + 7) * W);
        if (TERNLOG) {
            LongVector xs0, ys0, xs1, ys1, xs2, ys2, xs3, ys3, m, n;
            xs0 = v0.lanewise(LSHR, 4);
            ys0 = v4.lanewise(LSHL, 4);
            xs1 = v1.lanewise(LSHR, 4);
            ys1 = v5.lanewise(LSHL, 4);
            xs2 = v2.lanewise(LSHR, 4);
            ys2 = v6.lanewise(LSHL, 4);
            xs3 = v3.lanewise(LSHR, 4);
            ys3 = v7.lanewise(LSHL, 4);
            m = LongVector.broadcast(S, 0x0F0F0F0F0F0F0F0FL);
            n = LongVector.broadcast(S, 0xF0F0F0F0F0F0F0F0L);
            v4 = m.lanewise(AND, xs0).lanewise(OR, m.lanewise(NOT).lanewise(AND, v4));
            v0 = n.lanewise(AND, ys0).lanewise(OR, n.lanewise(NOT).lanewise(AND, v0));
            v5 = m.lanewise(AND, xs1).lanewise(OR, m.lanewise(NOT).lanewise(AND, v5));
            v1 = n.lanewise(AND, ys1).lanewise(OR, n.lanewise(NOT).lanewise(AND, v1));
            v6 = m.lanewise(AND, xs2).lanewise(OR, m.lanewise(NOT).lanewise(AND, v6));
            v2 = n.lanewise(AND, ys2).lanewise(OR, n.lanewise(NOT).lanewise(AND, v2));
            v7 = m.lanewise(AND, xs3).lanewise(OR, m.lanewise(NOT).lanewise(AND, v7));
            v3 = n.lanewise(AND, ys3).lanewise(OR, n.lanewise(NOT).lanewise(AND, v3));
            xs0 = v0.lanewise(LSHR, 2);
            ys0 = v2.lanewise(LSHL, 2);
            xs1 = v1.lanewise(LSHR, 2);
            ys1 = v3.lanewise(LSHL, 2);
            xs2 = v4.lanewise(LSHR, 2);
            ys2 = v6.lanewise(LSHL, 2);
            xs3 = v5.lanewise(LSHR, 2);
            ys3 = v7.lanewise(LSHL, 2);
            m = LongVector.broadcast(S, 0x3333333333333333L);
            n = LongVector.broadcast(S, 0xCCCCCCCCCCCCCCCCL);
            v2 = m.lanewise(AND, xs0).lanewise(OR, m.lanewise(NOT).lanewise(AND, v2));
            v0 = n.lanewise(AND, ys0).lanewise(OR, n.lanewise(NOT).lanewise(AND, v0));
            v3 = m.lanewise(AND, xs1).lanewise(OR, m.lanewise(NOT).lanewise(AND, v3));
            v1 = n.lanewise(AND, ys1).lanewise(OR, n.lanewise(NOT).lanewise(AND, v1));
            v6 = m.lanewise(AND, xs2).lanewise(OR, m.lanewise(NOT).lanewise(AND, v6));
            v4 = n.lanewise(AND, ys2).lanewise(OR, n.lanewise(NOT).lanewise(AND, v4));
            v7 = m.lanewise(AND, xs3).lanewise(OR, m.lanewise(NOT).lanewise(AND, v7));
            v5 = n.lanewise(AND, ys3).lanewise(OR, n.lanewise(NOT).lanewise(AND, v5));
            xs0 = v0.lanewise(LSHR, 1);
            ys0 = v1.lanewise(LSHL, 1);
            xs1 = v2.lanewise(LSHR, 1);
            ys1 = v3.lanewise(LSHL, 1);
            xs2 = v4.lanewise(LSHR, 1);
            ys2 = v5.lanewise(LSHL, 1);
            xs3 = v6.lanewise(LSHR, 1);
            ys3 = v7.lanewise(LSHL, 1);
            m = LongVector.broadcast(S, 0x5555555555555555L);
            n = LongVector.broadcast(S, 0xAAAAAAAAAAAAAAAAL);
            v1 = m.lanewise(AND, xs0).lanewise(OR, m.lanewise(NOT).lanewise(AND, v1));
            v0 = n.lanewise(AND, ys0).lanewise(OR, n.lanewise(NOT).lanewise(AND, v0));
            v3 = m.lanewise(AND, xs1).lanewise(OR, m.lanewise(NOT).lanewise(AND, v3));
            v2 = n.lanewise(AND, ys1).lanewise(OR, n.lanewise(NOT).lanewise(AND, v2));
            v5 = m.lanewise(AND, xs2).lanewise(OR, m.lanewise(NOT).lanewise(AND, v5));
            v4 = n.lanewise(AND, ys2).lanewise(OR, n.lanewise(NOT).lanewise(AND, v4));
            v7 = m.lanewise(AND, xs3).lanewise(OR, m.lanewise(NOT).lanewise(AND, v7));
            v6 = n.lanewise(AND, ys3).lanewise(OR, n.lanewise(NOT).lanewise(AND, v6));
        } else {
            LongVector t, m;
            m = LongVector.broadcast(S, 0x0F0F0F0F0F0F0F0FL);
            t = v0.lanewise(LSHR, 4).lanewise(XOR, v4).lanewise(AND, m);
            v4 = v4.lanewise(XOR, t);
            v0 = v0.lanewise(XOR, t.lanewise(LSHL, 4));
            t = v1.lanewise(LSHR, 4).lanewise(XOR, v5).lanewise(AND, m);
            v5 = v5.lanewise(XOR, t);
            v1 = v1.lanewise(XOR, t.lanewise(LSHL, 4));
            t = v2.lanewise(LSHR, 4).lanewise(XOR, v6).lanewise(AND, m);
            v6 = v6.lanewise(XOR, t);
            v2 = v2.lanewise(XOR, t.lanewise(LSHL, 4));
            t = v3.lanewise(LSHR, 4).lanewise(XOR, v7).lanewise(AND, m);
            v7 = v7.lanewise(XOR, t);
            v3 = v3.lanewise(XOR, t.lanewise(LSHL, 4));
            m = LongVector.broadcast(S, 0x3333333333333333L);
            t = v0.lanewise(LSHR, 2).lanewise(XOR, v2).lanewise(AND, m);
            v2 = v2.lanewise(XOR, t);
            v0 = v0.lanewise(XOR, t.lanewise(LSHL, 2));
            t = v1.lanewise(LSHR, 2).lanewise(XOR, v3).lanewise(AND, m);
            v3 = v3.lanewise(XOR, t);
            v1 = v1.lanewise(XOR, t.lanewise(LSHL, 2));
            t = v4.lanewise(LSHR, 2).lanewise(XOR, v6).lanewise(AND, m);
            v6 = v6.lanewise(XOR, t);
            v4 = v4.lanewise(XOR, t.lanewise(LSHL, 2));
            t = v5.lanewise(LSHR, 2).lanewise(XOR, v7).lanewise(AND, m);
            v7 = v7.lanewise(XOR, t);
            v5 = v5.lanewise(XOR, t.lanewise(LSHL, 2));
            m = LongVector.broadcast(S, 0x5555555555555555L);
            t = v0.lanewise(LSHR, 1).lanewise(XOR, v1).lanewise(AND, m);
            v1 = v1.lanewise(XOR, t);
            v0 = v0.lanewise(XOR, t.lanewise(LSHL, 1));
            t = v2.lanewise(LSHR, 1).lanewise(XOR, v3).lanewise(AND, m);
            v3 = v3.lanewise(XOR, t);
            v2 = v2.lanewise(XOR, t.lanewise(LSHL, 1));
            t = v4.lanewise(LSHR, 1).lanewise(XOR, v5).lanewise(AND, m);
            v5 = v5.lanewise(XOR, t);
            v4 = v4.lanewise(XOR, t.lanewise(LSHL, 1));
            t = v6.lanewise(LSHR, 1).lanewise(XOR, v7).lanewise(AND, m);
            v7 = v7.lanewise(XOR, t);
            v6 = v6.lanewise(XOR, t.lanewise(LSHL, 1));
        }
        int g = first >> 3;
        ((LongVector) S.vectorType().cast(v0)).intoArray(l, (31 - g) * W);
        ((LongVector) S.vectorType().cast(v1)).intoArray(r, (31 - g) * W);
        ((LongVector) S.vectorType().cast(v2)).intoArray(l, (23 - g) * W);
        ((LongVector) S.vectorType().cast(v3)).intoArray(r, (23 - g) * W);
        ((LongVector) S.vectorType().cast(v4)).intoArray(l, (15 - g) * W);
        ((LongVector) S.vectorType().cast(v5)).intoArray(r, (15 - g) * W);
        ((LongVector) S.vectorType().cast(v6)).intoArray(l, (7 - g) * W);
        ((LongVector) S.vectorType().cast(v7)).intoArray(r, (7 - g) * W);
    }

    /** Distances 32, 16, 8 of the transposition on the rows first + 8 i, from the slices low + 7, low + 6, ..., low of h to b. */
    private static void outerFromRun(long[] h, int low, long[] b, int first) {
        LongVector v0 = LongVector.fromArray(S, h, (low + 7) * W);
        LongVector v1 = LongVector.fromArray(S, h, (low + 6) * W);
        LongVector v2 = LongVector.fromArray(S, h, (low + 5) * W);
        LongVector v3 = LongVector.fromArray(S, h, (low + 4) * W);
        LongVector v4 = LongVector.fromArray(S, h, (low + 3) * W);
        LongVector v5 = LongVector.fromArray(S, h, (low + 2) * W);
        LongVector v6 = LongVector.fromArray(S, h, (low + 1) * W);
        LongVector v7 = LongVector.fromArray(S, h, (low + 0) * W);
        if (TERNLOG) {
            LongVector xs0, ys0, xs1, ys1, xs2, ys2, xs3, ys3, m, n;
            xs0 = v0.lanewise(LSHR, 32);
            ys0 = v4.lanewise(LSHL, 32);
            xs1 = v1.lanewise(LSHR, 32);
            ys1 = v5.lanewise(LSHL, 32);
            xs2 = v2.lanewise(LSHR, 32);
            ys2 = v6.lanewise(LSHL, 32);
            xs3 = v3.lanewise(LSHR, 32);
            ys3 = v7.lanewise(LSHL, 32);
            m = LongVector.broadcast(S, 0x00000000FFFFFFFFL);
            n = LongVector.broadcast(S, 0xFFFFFFFF00000000L);
            v4 = m.lanewise(AND, xs0).lanewise(OR, m.lanewise(NOT).lanewise(AND, v4));
            v0 = n.lanewise(AND, ys0).lanewise(OR, n.lanewise(NOT).lanewise(AND, v0));
            v5 = m.lanewise(AND, xs1).lanewise(OR, m.lanewise(NOT).lanewise(AND, v5));
            v1 = n.lanewise(AND, ys1).lanewise(OR, n.lanewise(NOT).lanewise(AND, v1));
            v6 = m.lanewise(AND, xs2).lanewise(OR, m.lanewise(NOT).lanewise(AND, v6));
            v2 = n.lanewise(AND, ys2).lanewise(OR, n.lanewise(NOT).lanewise(AND, v2));
            v7 = m.lanewise(AND, xs3).lanewise(OR, m.lanewise(NOT).lanewise(AND, v7));
            v3 = n.lanewise(AND, ys3).lanewise(OR, n.lanewise(NOT).lanewise(AND, v3));
            xs0 = v0.lanewise(LSHR, 16);
            ys0 = v2.lanewise(LSHL, 16);
            xs1 = v1.lanewise(LSHR, 16);
            ys1 = v3.lanewise(LSHL, 16);
            xs2 = v4.lanewise(LSHR, 16);
            ys2 = v6.lanewise(LSHL, 16);
            xs3 = v5.lanewise(LSHR, 16);
            ys3 = v7.lanewise(LSHL, 16);
            m = LongVector.broadcast(S, 0x0000FFFF0000FFFFL);
            n = LongVector.broadcast(S, 0xFFFF0000FFFF0000L);
            v2 = m.lanewise(AND, xs0).lanewise(OR, m.lanewise(NOT).lanewise(AND, v2));
            v0 = n.lanewise(AND, ys0).lanewise(OR, n.lanewise(NOT).lanewise(AND, v0));
            v3 = m.lanewise(AND, xs1).lanewise(OR, m.lanewise(NOT).lanewise(AND, v3));
            v1 = n.lanewise(AND, ys1).lanewise(OR, n.lanewise(NOT).lanewise(AND, v1));
            v6 = m.lanewise(AND, xs2).lanewise(OR, m.lanewise(NOT).lanewise(AND, v6));
            v4 = n.lanewise(AND, ys2).lanewise(OR, n.lanewise(NOT).lanewise(AND, v4));
            v7 = m.lanewise(AND, xs3).lanewise(OR, m.lanewise(NOT).lanewise(AND, v7));
            v5 = n.lanewise(AND, ys3).lanewise(OR, n.lanewise(NOT).lanewise(AND, v5));
            xs0 = v0.lanewise(LSHR, 8);
            ys0 = v1.lanewise(LSHL, 8);
            xs1 = v2.lanewise(LSHR, 8);
            ys1 = v3.lanewise(LSHL, 8);
            xs2 = v4.lanewise(LSHR, 8);
            ys2 = v5.lanewise(LSHL, 8);
            xs3 = v6.lanewise(LSHR, 8);
            ys3 = v7.lanewise(LSHL, 8);
            m = LongVector.broadcast(S, 0x00FF00FF00FF00FFL);
            n = LongVector.broadcast(S, 0xFF00FF00FF00FF00L);
            v1 = m.lanewise(AND, xs0).lanewise(OR, m.lanewise(NOT).lanewise(AND, v1));
            v0 = n.lanewise(AND, ys0).lanewise(OR, n.lanewise(NOT).lanewise(AND, v0));
            v3 = m.lanewise(AND, xs1).lanewise(OR, m.lanewise(NOT).lanewise(AND, v3));
            v2 = n.lanewise(AND, ys1).lanewise(OR, n.lanewise(NOT).lanewise(AND, v2));
            v5 = m.lanewise(AND, xs2).lanewise(OR, m.lanewise(NOT).lanewise(AND, v5));
            v4 = n.lanewise(AND, ys2).lanewise(OR, n.lanewise(NOT).lanewise(AND, v4));
            v7 = m.lanewise(AND, xs3).lanewise(OR, m.lanewise(NOT).lanewise(AND, v7));
            v6 = n.lanewise(AND, ys3).lanewise(OR, n.lanewise(NOT).lanewise(AND, v6));
        } else {
            LongVector t, m;
            m = LongVector.broadcast(S, 0x00000000FFFFFFFFL);
            t = v0.lanewise(LSHR, 32).lanewise(XOR, v4).lanewise(AND, m);
            v4 = v4.lanewise(XOR, t);
            v0 = v0.lanewise(XOR, t.lanewise(LSHL, 32));
            t = v1.lanewise(LSHR, 32).lanewise(XOR, v5).lanewise(AND, m);
            v5 = v5.lanewise(XOR, t);
            v1 = v1.lanewise(XOR, t.lanewise(LSHL, 32));
            t = v2.lanewise(LSHR, 32).lanewise(XOR, v6).lanewise(AND, m);
            v6 = v6.lanewise(XOR, t);
            v2 = v2.lanewise(XOR, t.lanewise(LSHL, 32));
            t = v3.lanewise(LSHR, 32).lanewise(XOR, v7).lanewise(AND, m);
            v7 = v7.lanewise(XOR, t);
            v3 = v3.lanewise(XOR, t.lanewise(LSHL, 32));
            m = LongVector.broadcast(S, 0x0000FFFF0000FFFFL);
            t = v0.lanewise(LSHR, 16).lanewise(XOR, v2).lanewise(AND, m);
            v2 = v2.lanewise(XOR, t);
            v0 = v0.lanewise(XOR, t.lanewise(LSHL, 16));
            t = v1.lanewise(LSHR, 16).lanewise(XOR, v3).lanewise(AND, m);
            v3 = v3.lanewise(XOR, t);
            v1 = v1.lanewise(XOR, t.lanewise(LSHL, 16));
            t = v4.lanewise(LSHR, 16).lanewise(XOR, v6).lanewise(AND, m);
            v6 = v6.lanewise(XOR, t);
            v4 = v4.lanewise(XOR, t.lanewise(LSHL, 16));
            t = v5.lanewise(LSHR, 16).lanewise(XOR, v7).lanewise(AND, m);
            v7 = v7.lanewise(XOR, t);
            v5 = v5.lanewise(XOR, t.lanewise(LSHL, 16));
            m = LongVector.broadcast(S, 0x00FF00FF00FF00FFL);
            t = v0.lanewise(LSHR, 8).lanewise(XOR, v1).lanewise(AND, m);
            v1 = v1.lanewise(XOR, t);
            v0 = v0.lanewise(XOR, t.lanewise(LSHL, 8));
            t = v2.lanewise(LSHR, 8).lanewise(XOR, v3).lanewise(AND, m);
            v3 = v3.lanewise(XOR, t);
            v2 = v2.lanewise(XOR, t.lanewise(LSHL, 8));
            t = v4.lanewise(LSHR, 8).lanewise(XOR, v5).lanewise(AND, m);
            v5 = v5.lanewise(XOR, t);
            v4 = v4.lanewise(XOR, t.lanewise(LSHL, 8));
            t = v6.lanewise(LSHR, 8).lanewise(XOR, v7).lanewise(AND, m);
            v7 = v7.lanewise(XOR, t);
            v6 = v6.lanewise(XOR, t.lanewise(LSHL, 8));
        }
        ((LongVector) S.vectorType().cast(v0)).intoArray(b, (first + 0) * W);
        ((LongVector) S.vectorType().cast(v1)).intoArray(b, (first + 8) * W);
        ((LongVector) S.vectorType().cast(v2)).intoArray(b, (first + 16) * W);
        ((LongVector) S.vectorType().cast(v3)).intoArray(b, (first + 24) * W);
        ((LongVector) S.vectorType().cast(v4)).intoArray(b, (first + 32) * W);
        ((LongVector) S.vectorType().cast(v5)).intoArray(b, (first + 40) * W);
        ((LongVector) S.vectorType().cast(v6)).intoArray(b, (first + 48) * W);
        ((LongVector) S.vectorType().cast(v7)).intoArray(b, (first + 56) * W);
    }

    /** Distances 32, 16, 8 of the transposition from the state with FP, for blocks written as bytes (BitslicedKernel.OUT_FP_BYTES). */
    private static void outerFromStateFp(long[] l, long[] r, long[] b) {
        outerFromRun(r, 24, b, 0);
        outerFromRun(l, 24, b, 1);
        outerFromRun(r, 16, b, 2);
        outerFromRun(l, 16, b, 3);
        outerFromRun(r, 8, b, 4);
        outerFromRun(l, 8, b, 5);
        outerFromRun(r, 0, b, 6);
        outerFromRun(l, 0, b, 7);
    }

    /** Distances 32, 16, 8 of the transposition on the rows first + 8 i, from the bytes of a at byte ao, each block read little-endian, to b. */
    private static void outerFromBytes(byte[] a, int ao, long[] b, int first) {
        LongVector v0 = (LongVector) S.vectorType().cast(ByteVector.fromArray(SB, a, ao + (first + 0) * 8 * W)
                .reinterpretAsLongs());
        LongVector v1 = (LongVector) S.vectorType().cast(ByteVector.fromArray(SB, a, ao + (first + 8) * 8 * W)
                .reinterpretAsLongs());
        LongVector v2 = (LongVector) S.vectorType().cast(ByteVector.fromArray(SB, a, ao + (first + 16) * 8 * W)
                .reinterpretAsLongs());
        LongVector v3 = (LongVector) S.vectorType().cast(ByteVector.fromArray(SB, a, ao + (first + 24) * 8 * W)
                .reinterpretAsLongs());
        LongVector v4 = (LongVector) S.vectorType().cast(ByteVector.fromArray(SB, a, ao + (first + 32) * 8 * W)
                .reinterpretAsLongs());
        LongVector v5 = (LongVector) S.vectorType().cast(ByteVector.fromArray(SB, a, ao + (first + 40) * 8 * W)
                .reinterpretAsLongs());
        LongVector v6 = (LongVector) S.vectorType().cast(ByteVector.fromArray(SB, a, ao + (first + 48) * 8 * W)
                .reinterpretAsLongs());
        LongVector v7 = (LongVector) S.vectorType().cast(ByteVector.fromArray(SB, a, ao + (first + 56) * 8 * W)
                .reinterpretAsLongs());
        if (TERNLOG) {
            LongVector xs0, ys0, xs1, ys1, xs2, ys2, xs3, ys3, m, n;
            xs0 = v0.lanewise(LSHR, 32);
            ys0 = v4.lanewise(LSHL, 32);
            xs1 = v1.lanewise(LSHR, 32);
            ys1 = v5.lanewise(LSHL, 32);
            xs2 = v2.lanewise(LSHR, 32);
            ys2 = v6.lanewise(LSHL, 32);
            xs3 = v3.lanewise(LSHR, 32);
            ys3 = v7.lanewise(LSHL, 32);
            m = LongVector.broadcast(S, 0x00000000FFFFFFFFL);
            n = LongVector.broadcast(S, 0xFFFFFFFF00000000L);
            v4 = m.lanewise(AND, xs0).lanewise(OR, m.lanewise(NOT).lanewise(AND, v4));
            v0 = n.lanewise(AND, ys0).lanewise(OR, n.lanewise(NOT).lanewise(AND, v0));
            v5 = m.lanewise(AND, xs1).lanewise(OR, m.lanewise(NOT).lanewise(AND, v5));
            v1 = n.lanewise(AND, ys1).lanewise(OR, n.lanewise(NOT).lanewise(AND, v1));
            v6 = m.lanewise(AND, xs2).lanewise(OR, m.lanewise(NOT).lanewise(AND, v6));
            v2 = n.lanewise(AND, ys2).lanewise(OR, n.lanewise(NOT).lanewise(AND, v2));
            v7 = m.lanewise(AND, xs3).lanewise(OR, m.lanewise(NOT).lanewise(AND, v7));
            v3 = n.lanewise(AND, ys3).lanewise(OR, n.lanewise(NOT).lanewise(AND, v3));
            xs0 = v0.lanewise(LSHR, 16);
            ys0 = v2.lanewise(LSHL, 16);
            xs1 = v1.lanewise(LSHR, 16);
            ys1 = v3.lanewise(LSHL, 16);
            xs2 = v4.lanewise(LSHR, 16);
            ys2 = v6.lanewise(LSHL, 16);
            xs3 = v5.lanewise(LSHR, 16);
            ys3 = v7.lanewise(LSHL, 16);
            m = LongVector.broadcast(S, 0x0000FFFF0000FFFFL);
            n = LongVector.broadcast(S, 0xFFFF0000FFFF0000L);
            v2 = m.lanewise(AND, xs0).lanewise(OR, m.lanewise(NOT).lanewise(AND, v2));
            v0 = n.lanewise(AND, ys0).lanewise(OR, n.lanewise(NOT).lanewise(AND, v0));
            v3 = m.lanewise(AND, xs1).lanewise(OR, m.lanewise(NOT).lanewise(AND, v3));
            v1 = n.lanewise(AND, ys1).lanewise(OR, n.lanewise(NOT).lanewise(AND, v1));
            v6 = m.lanewise(AND, xs2).lanewise(OR, m.lanewise(NOT).lanewise(AND, v6));
            v4 = n.lanewise(AND, ys2).lanewise(OR, n.lanewise(NOT).lanewise(AND, v4));
            v7 = m.lanewise(AND, xs3).lanewise(OR, m.lanewise(NOT).lanewise(AND, v7));
            v5 = n.lanewise(AND, ys3).lanewise(OR, n.lanewise(NOT).lanewise(AND, v5));
            xs0 = v0.lanewise(LSHR, 8);
            ys0 = v1.lanewise(LSHL, 8);
            xs1 = v2.lanewise(LSHR, 8);
            ys1 = v3.lanewise(LSHL, 8);
            xs2 = v4.lanewise(LSHR, 8);
            ys2 = v5.lanewise(LSHL, 8);
            xs3 = v6.lanewise(LSHR, 8);
            ys3 = v7.lanewise(LSHL, 8);
            m = LongVector.broadcast(S, 0x00FF00FF00FF00FFL);
            n = LongVector.broadcast(S, 0xFF00FF00FF00FF00L);
            v1 = m.lanewise(AND, xs0).lanewise(OR, m.lanewise(NOT).lanewise(AND, v1));
            v0 = n.lanewise(AND, ys0).lanewise(OR, n.lanewise(NOT).lanewise(AND, v0));
            v3 = m.lanewise(AND, xs1).lanewise(OR, m.lanewise(NOT).lanewise(AND, v3));
            v2 = n.lanewise(AND, ys1).lanewise(OR, n.lanewise(NOT).lanewise(AND, v2));
            v5 = m.lanewise(AND, xs2).lanewise(OR, m.lanewise(NOT).lanewise(AND, v5));
            v4 = n.lanewise(AND, ys2).lanewise(OR, n.lanewise(NOT).lanewise(AND, v4));
            v7 = m.lanewise(AND, xs3).lanewise(OR, m.lanewise(NOT).lanewise(AND, v7));
            v6 = n.lanewise(AND, ys3).lanewise(OR, n.lanewise(NOT).lanewise(AND, v6));
        } else {
            LongVector t, m;
            m = LongVector.broadcast(S, 0x00000000FFFFFFFFL);
            t = v0.lanewise(LSHR, 32).lanewise(XOR, v4).lanewise(AND, m);
            v4 = v4.lanewise(XOR, t);
            v0 = v0.lanewise(XOR, t.lanewise(LSHL, 32));
            t = v1.lanewise(LSHR, 32).lanewise(XOR, v5).lanewise(AND, m);
            v5 = v5.lanewise(XOR, t);
            v1 = v1.lanewise(XOR, t.lanewise(LSHL, 32));
            t = v2.lanewise(LSHR, 32).lanewise(XOR, v6).lanewise(AND, m);
            v6 = v6.lanewise(XOR, t);
            v2 = v2.lanewise(XOR, t.lanewise(LSHL, 32));
            t = v3.lanewise(LSHR, 32).lanewise(XOR, v7).lanewise(AND, m);
            v7 = v7.lanewise(XOR, t);
            v3 = v3.lanewise(XOR, t.lanewise(LSHL, 32));
            m = LongVector.broadcast(S, 0x0000FFFF0000FFFFL);
            t = v0.lanewise(LSHR, 16).lanewise(XOR, v2).lanewise(AND, m);
            v2 = v2.lanewise(XOR, t);
            v0 = v0.lanewise(XOR, t.lanewise(LSHL, 16));
            t = v1.lanewise(LSHR, 16).lanewise(XOR, v3).lanewise(AND, m);
            v3 = v3.lanewise(XOR, t);
            v1 = v1.lanewise(XOR, t.lanewise(LSHL, 16));
            t = v4.lanewise(LSHR, 16).lanewise(XOR, v6).lanewise(AND, m);
            v6 = v6.lanewise(XOR, t);
            v4 = v4.lanewise(XOR, t.lanewise(LSHL, 16));
            t = v5.lanewise(LSHR, 16).lanewise(XOR, v7).lanewise(AND, m);
            v7 = v7.lanewise(XOR, t);
            v5 = v5.lanewise(XOR, t.lanewise(LSHL, 16));
            m = LongVector.broadcast(S, 0x00FF00FF00FF00FFL);
            t = v0.lanewise(LSHR, 8).lanewise(XOR, v1).lanewise(AND, m);
            v1 = v1.lanewise(XOR, t);
            v0 = v0.lanewise(XOR, t.lanewise(LSHL, 8));
            t = v2.lanewise(LSHR, 8).lanewise(XOR, v3).lanewise(AND, m);
            v3 = v3.lanewise(XOR, t);
            v2 = v2.lanewise(XOR, t.lanewise(LSHL, 8));
            t = v4.lanewise(LSHR, 8).lanewise(XOR, v5).lanewise(AND, m);
            v5 = v5.lanewise(XOR, t);
            v4 = v4.lanewise(XOR, t.lanewise(LSHL, 8));
            t = v6.lanewise(LSHR, 8).lanewise(XOR, v7).lanewise(AND, m);
            v7 = v7.lanewise(XOR, t);
            v6 = v6.lanewise(XOR, t.lanewise(LSHL, 8));
        }
        ((LongVector) S.vectorType().cast(v0)).intoArray(b, (first + 0) * W);
        ((LongVector) S.vectorType().cast(v1)).intoArray(b, (first + 8) * W);
        ((LongVector) S.vectorType().cast(v2)).intoArray(b, (first + 16) * W);
        ((LongVector) S.vectorType().cast(v3)).intoArray(b, (first + 24) * W);
        ((LongVector) S.vectorType().cast(v4)).intoArray(b, (first + 32) * W);
        ((LongVector) S.vectorType().cast(v5)).intoArray(b, (first + 40) * W);
        ((LongVector) S.vectorType().cast(v6)).intoArray(b, (first + 48) * W);
        ((LongVector) S.vectorType().cast(v7)).intoArray(b, (first + 56) * W);
    }

    /** Distances 4, 2, 1 of the transposition on the rows first + 1 i, from a to the bytes of b at byte bo, each block written little-endian and xor-ed with the 8 bytes of x at the same place from xo where x is not null. */
    private static void innerToBytes(long[] a, int first, byte[] b, int bo, byte[] x, int xo) {
        LongVector v0 = LongVector.fromArray(S, a, (first + 0) * W);
        LongVector v1 = LongVector.fromArray(S, a, (first + 1) * W);
        LongVector v2 = LongVector.fromArray(S, a, (first + 2) * W);
        LongVector v3 = LongVector.fromArray(S, a, (first + 3) * W);
        LongVector v4 = LongVector.fromArray(S, a, (first + 4) * W);
        LongVector v5 = LongVector.fromArray(S, a, (first + 5) * W);
        LongVector v6 = LongVector.fromArray(S, a, (first + 6) * W);
        LongVector v7 = LongVector.fromArray(S, a, (first + 7) * W);
        if (TERNLOG) {
            LongVector xs0, ys0, xs1, ys1, xs2, ys2, xs3, ys3, m, n;
            xs0 = v0.lanewise(LSHR, 4);
            ys0 = v4.lanewise(LSHL, 4);
            xs1 = v1.lanewise(LSHR, 4);
            ys1 = v5.lanewise(LSHL, 4);
            xs2 = v2.lanewise(LSHR, 4);
            ys2 = v6.lanewise(LSHL, 4);
            xs3 = v3.lanewise(LSHR, 4);
            ys3 = v7.lanewise(LSHL, 4);
            m = LongVector.broadcast(S, 0x0F0F0F0F0F0F0F0FL);
            n = LongVector.broadcast(S, 0xF0F0F0F0F0F0F0F0L);
            v4 = m.lanewise(AND, xs0).lanewise(OR, m.lanewise(NOT).lanewise(AND, v4));
            v0 = n.lanewise(AND, ys0).lanewise(OR, n.lanewise(NOT).lanewise(AND, v0));
            v5 = m.lanewise(AND, xs1).lanewise(OR, m.lanewise(NOT).lanewise(AND, v5));
            v1 = n.lanewise(AND, ys1).lanewise(OR, n.lanewise(NOT).lanewise(AND, v1));
            v6 = m.lanewise(AND, xs2).lanewise(OR, m.lanewise(NOT).lanewise(AND, v6));
            v2 = n.lanewise(AND, ys2).lanewise(OR, n.lanewise(NOT).lanewise(AND, v2));
            v7 = m.lanewise(AND, xs3).lanewise(OR, m.lanewise(NOT).lanewise(AND, v7));
            v3 = n.lanewise(AND, ys3).lanewise(OR, n.lanewise(NOT).lanewise(AND, v3));
            xs0 = v0.lanewise(LSHR, 2);
            ys0 = v2.lanewise(LSHL, 2);
            xs1 = v1.lanewise(LSHR, 2);
            ys1 = v3.lanewise(LSHL, 2);
            xs2 = v4.lanewise(LSHR, 2);
            ys2 = v6.lanewise(LSHL, 2);
            xs3 = v5.lanewise(LSHR, 2);
            ys3 = v7.lanewise(LSHL, 2);
            m = LongVector.broadcast(S, 0x3333333333333333L);
            n = LongVector.broadcast(S, 0xCCCCCCCCCCCCCCCCL);
            v2 = m.lanewise(AND, xs0).lanewise(OR, m.lanewise(NOT).lanewise(AND, v2));
            v0 = n.lanewise(AND, ys0).lanewise(OR, n.lanewise(NOT).lanewise(AND, v0));
            v3 = m.lanewise(AND, xs1).lanewise(OR, m.lanewise(NOT).lanewise(AND, v3));
            v1 = n.lanewise(AND, ys1).lanewise(OR, n.lanewise(NOT).lanewise(AND, v1));
            v6 = m.lanewise(AND, xs2).lanewise(OR, m.lanewise(NOT).lanewise(AND, v6));
            v4 = n.lanewise(AND, ys2).lanewise(OR, n.lanewise(NOT).lanewise(AND, v4));
            v7 = m.lanewise(AND, xs3).lanewise(OR, m.lanewise(NOT).lanewise(AND, v7));
            v5 = n.lanewise(AND, ys3).lanewise(OR, n.lanewise(NOT).lanewise(AND, v5));
            xs0 = v0.lanewise(LSHR, 1);
            ys0 = v1.lanewise(LSHL, 1);
            xs1 = v2.lanewise(LSHR, 1);
            ys1 = v3.lanewise(LSHL, 1);
            xs2 = v4.lanewise(LSHR, 1);
            ys2 = v5.lanewise(LSHL, 1);
            xs3 = v6.lanewise(LSHR, 1);
            ys3 = v7.lanewise(LSHL, 1);
            m = LongVector.broadcast(S, 0x5555555555555555L);
            n = LongVector.broadcast(S, 0xAAAAAAAAAAAAAAAAL);
            v1 = m.lanewise(AND, xs0).lanewise(OR, m.lanewise(NOT).lanewise(AND, v1));
            v0 = n.lanewise(AND, ys0).lanewise(OR, n.lanewise(NOT).lanewise(AND, v0));
            v3 = m.lanewise(AND, xs1).lanewise(OR, m.lanewise(NOT).lanewise(AND, v3));
            v2 = n.lanewise(AND, ys1).lanewise(OR, n.lanewise(NOT).lanewise(AND, v2));
            v5 = m.lanewise(AND, xs2).lanewise(OR, m.lanewise(NOT).lanewise(AND, v5));
            v4 = n.lanewise(AND, ys2).lanewise(OR, n.lanewise(NOT).lanewise(AND, v4));
            v7 = m.lanewise(AND, xs3).lanewise(OR, m.lanewise(NOT).lanewise(AND, v7));
            v6 = n.lanewise(AND, ys3).lanewise(OR, n.lanewise(NOT).lanewise(AND, v6));
        } else {
            LongVector t, m;
            m = LongVector.broadcast(S, 0x0F0F0F0F0F0F0F0FL);
            t = v0.lanewise(LSHR, 4).lanewise(XOR, v4).lanewise(AND, m);
            v4 = v4.lanewise(XOR, t);
            v0 = v0.lanewise(XOR, t.lanewise(LSHL, 4));
            t = v1.lanewise(LSHR, 4).lanewise(XOR, v5).lanewise(AND, m);
            v5 = v5.lanewise(XOR, t);
            v1 = v1.lanewise(XOR, t.lanewise(LSHL, 4));
            t = v2.lanewise(LSHR, 4).lanewise(XOR, v6).lanewise(AND, m);
            v6 = v6.lanewise(XOR, t);
            v2 = v2.lanewise(XOR, t.lanewise(LSHL, 4));
            t = v3.lanewise(LSHR, 4).lanewise(XOR, v7).lanewise(AND, m);
            v7 = v7.lanewise(XOR, t);
            v3 = v3.lanewise(XOR, t.lanewise(LSHL, 4));
            m = LongVector.broadcast(S, 0x3333333333333333L);
            t = v0.lanewise(LSHR, 2).lanewise(XOR, v2).lanewise(AND, m);
            v2 = v2.lanewise(XOR, t);
            v0 = v0.lanewise(XOR, t.lanewise(LSHL, 2));
            t = v1.lanewise(LSHR, 2).lanewise(XOR, v3).lanewise(AND, m);
            v3 = v3.lanewise(XOR, t);
            v1 = v1.lanewise(XOR, t.lanewise(LSHL, 2));
            t = v4.lanewise(LSHR, 2).lanewise(XOR, v6).lanewise(AND, m);
            v6 = v6.lanewise(XOR, t);
            v4 = v4.lanewise(XOR, t.lanewise(LSHL, 2));
            t = v5.lanewise(LSHR, 2).lanewise(XOR, v7).lanewise(AND, m);
            v7 = v7.lanewise(XOR, t);
            v5 = v5.lanewise(XOR, t.lanewise(LSHL, 2));
            m = LongVector.broadcast(S, 0x5555555555555555L);
            t = v0.lanewise(LSHR, 1).lanewise(XOR, v1).lanewise(AND, m);
            v1 = v1.lanewise(XOR, t);
            v0 = v0.lanewise(XOR, t.lanewise(LSHL, 1));
            t = v2.lanewise(LSHR, 1).lanewise(XOR, v3).lanewise(AND, m);
            v3 = v3.lanewise(XOR, t);
            v2 = v2.lanewise(XOR, t.lanewise(LSHL, 1));
            t = v4.lanewise(LSHR, 1).lanewise(XOR, v5).lanewise(AND, m);
            v5 = v5.lanewise(XOR, t);
            v4 = v4.lanewise(XOR, t.lanewise(LSHL, 1));
            t = v6.lanewise(LSHR, 1).lanewise(XOR, v7).lanewise(AND, m);
            v7 = v7.lanewise(XOR, t);
            v6 = v6.lanewise(XOR, t.lanewise(LSHL, 1));
        }
        if (x == null) {
            ((ByteVector) SB.vectorType().cast(v0.reinterpretAsBytes())).intoArray(b, bo + (first + 0) * 8 * W);
            ((ByteVector) SB.vectorType().cast(v1.reinterpretAsBytes())).intoArray(b, bo + (first + 1) * 8 * W);
            ((ByteVector) SB.vectorType().cast(v2.reinterpretAsBytes())).intoArray(b, bo + (first + 2) * 8 * W);
            ((ByteVector) SB.vectorType().cast(v3.reinterpretAsBytes())).intoArray(b, bo + (first + 3) * 8 * W);
            ((ByteVector) SB.vectorType().cast(v4.reinterpretAsBytes())).intoArray(b, bo + (first + 4) * 8 * W);
            ((ByteVector) SB.vectorType().cast(v5.reinterpretAsBytes())).intoArray(b, bo + (first + 5) * 8 * W);
            ((ByteVector) SB.vectorType().cast(v6.reinterpretAsBytes())).intoArray(b, bo + (first + 6) * 8 * W);
            ((ByteVector) SB.vectorType().cast(v7.reinterpretAsBytes())).intoArray(b, bo + (first + 7) * 8 * W);
        } else {
            ((ByteVector) SB.vectorType().cast(ByteVector.fromArray(SB, x, xo + (first + 0) * 8 * W)
                    .lanewise(XOR, v0.reinterpretAsBytes()))).intoArray(b, bo + (first + 0) * 8 * W);
            ((ByteVector) SB.vectorType().cast(ByteVector.fromArray(SB, x, xo + (first + 1) * 8 * W)
                    .lanewise(XOR, v1.reinterpretAsBytes()))).intoArray(b, bo + (first + 1) * 8 * W);
            ((ByteVector) SB.vectorType().cast(ByteVector.fromArray(SB, x, xo + (first + 2) * 8 * W)
                    .lanewise(XOR, v2.reinterpretAsBytes()))).intoArray(b, bo + (first + 2) * 8 * W);
            ((ByteVector) SB.vectorType().cast(ByteVector.fromArray(SB, x, xo + (first + 3) * 8 * W)
                    .lanewise(XOR, v3.reinterpretAsBytes()))).intoArray(b, bo + (first + 3) * 8 * W);
            ((ByteVector) SB.vectorType().cast(ByteVector.fromArray(SB, x, xo + (first + 4) * 8 * W)
                    .lanewise(XOR, v4.reinterpretAsBytes()))).intoArray(b, bo + (first + 4) * 8 * W);
            ((ByteVector) SB.vectorType().cast(ByteVector.fromArray(SB, x, xo + (first + 5) * 8 * W)
                    .lanewise(XOR, v5.reinterpretAsBytes()))).intoArray(b, bo + (first + 5) * 8 * W);
            ((ByteVector) SB.vectorType().cast(ByteVector.fromArray(SB, x, xo + (first + 6) * 8 * W)
                    .lanewise(XOR, v6.reinterpretAsBytes()))).intoArray(b, bo + (first + 6) * 8 * W);
            ((ByteVector) SB.vectorType().cast(ByteVector.fromArray(SB, x, xo + (first + 7) * 8 * W)
                    .lanewise(XOR, v7.reinterpretAsBytes()))).intoArray(b, bo + (first + 7) * 8 * W);
        }
    }

    /** Zeros the S-box pairs add to their inputs, from an array so that C2 does not fold them. */
    private static final long[] OPAQUE_ZERO = new long[8];

    /** S1: 61 gates, generated by gen/des_sbox_circuits.py. */
    private static void s1(long[] x, long[] y, long[] ks, int k) {
        LongVector ones = LongVector.broadcast(S, -1L);
        LongVector a1 = LongVector.fromArray(S, x, 31 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 0 * W));
        LongVector a2 = LongVector.fromArray(S, x, 0 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 1 * W));
        LongVector a3 = LongVector.fromArray(S, x, 1 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 2 * W));
        LongVector a4 = LongVector.fromArray(S, x, 2 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 3 * W));
        LongVector a5 = LongVector.fromArray(S, x, 3 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 4 * W));
        LongVector a6 = LongVector.fromArray(S, x, 4 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 5 * W));
        LongVector t1 = a4.lanewise(XOR, a1);
        LongVector t2 = a6.lanewise(XOR, ones);
        LongVector t3 = a4.lanewise(OR, t2);
        LongVector t4 = a1.lanewise(OR, t3);
        LongVector t5 = a3.lanewise(AND, t4);
        LongVector t6 = t1.lanewise(XOR, t5);
        LongVector t7 = t5.lanewise(XOR, a6);
        LongVector t8 = t3.lanewise(XOR, t6);
        LongVector t9 = t2.lanewise(AND, t8);
        LongVector t10 = a1.lanewise(AND, t9);
        LongVector t11 = t7.lanewise(XOR, t10);
        LongVector t12 = a5.lanewise(AND, t11);
        LongVector t13 = t6.lanewise(XOR, t12);
        LongVector t14 = a2.lanewise(XOR, ones);
        LongVector t15 = a3.lanewise(XOR, t9);
        LongVector t16 = t10.lanewise(OR, t15);
        LongVector t17 = a1.lanewise(OR, a4);
        LongVector t18 = t10.lanewise(XOR, t17);
        LongVector t19 = a5.lanewise(AND, t18);
        LongVector t20 = t16.lanewise(XOR, t19);
        LongVector t21 = t14.lanewise(AND, t20);
        LongVector t22 = t13.lanewise(XOR, t21);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 16 * W).lanewise(XOR, t22))).intoArray(y, 16 * W);
        LongVector t23 = t1.lanewise(OR, t15);
        LongVector t24 = t11.lanewise(XOR, t23);
        LongVector t25 = t17.lanewise(OR, t7);
        LongVector t26 = t14.lanewise(AND, t25);
        LongVector t27 = t24.lanewise(XOR, t26);
        LongVector t28 = t6.lanewise(XOR, a6);
        LongVector t29 = t23.lanewise(XOR, t28);
        LongVector t30 = t20.lanewise(OR, t28);
        LongVector t31 = t24.lanewise(AND, t30);
        LongVector t32 = a2.lanewise(AND, t31);
        LongVector t33 = t29.lanewise(XOR, t32);
        LongVector t34 = a5.lanewise(AND, t33);
        LongVector t35 = t27.lanewise(XOR, t34);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 22 * W).lanewise(XOR, t35))).intoArray(y, 22 * W);
        LongVector t36 = a1.lanewise(XOR, t28);
        LongVector t37 = t22.lanewise(AND, t36);
        LongVector t38 = t8.lanewise(OR, t37);
        LongVector t39 = t30.lanewise(XOR, t17);
        LongVector t40 = t24.lanewise(OR, t39);
        LongVector t41 = a2.lanewise(AND, t40);
        LongVector t42 = t38.lanewise(XOR, t41);
        LongVector t43 = t16.lanewise(AND, t31);
        LongVector t44 = t37.lanewise(OR, t35);
        LongVector t45 = a4.lanewise(AND, t44);
        LongVector t46 = t43.lanewise(OR, t45);
        LongVector t47 = a5.lanewise(AND, t46);
        LongVector t48 = t42.lanewise(XOR, t47);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 8 * W).lanewise(XOR, t48))).intoArray(y, 8 * W);
        LongVector t49 = t1.lanewise(XOR, t44);
        LongVector t50 = t23.lanewise(XOR, t49);
        LongVector t51 = t24.lanewise(XOR, t37);
        LongVector t52 = a1.lanewise(OR, t51);
        LongVector t53 = a5.lanewise(AND, t52);
        LongVector t54 = t50.lanewise(XOR, t53);
        LongVector t55 = t54.lanewise(XOR, a1);
        LongVector t56 = t15.lanewise(XOR, t55);
        LongVector t57 = t40.lanewise(AND, t56);
        LongVector t58 = t53.lanewise(AND, t48);
        LongVector t59 = t57.lanewise(XOR, t58);
        LongVector t60 = a2.lanewise(AND, t59);
        LongVector t61 = t54.lanewise(XOR, t60);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 30 * W).lanewise(XOR, t61))).intoArray(y, 30 * W);
    }

    /** S1: 61 gates, one key for all lanes, generated by gen/des_sbox_circuits.py. */
    private static void s1k(long[] x, long[] y, long[] ks, int k) {
        LongVector ones = LongVector.broadcast(S, -1L);
        LongVector a1 = LongVector.fromArray(S, x, 31 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 0 * W]));
        LongVector a2 = LongVector.fromArray(S, x, 0 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 1 * W]));
        LongVector a3 = LongVector.fromArray(S, x, 1 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 2 * W]));
        LongVector a4 = LongVector.fromArray(S, x, 2 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 3 * W]));
        LongVector a5 = LongVector.fromArray(S, x, 3 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 4 * W]));
        LongVector a6 = LongVector.fromArray(S, x, 4 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 5 * W]));
        LongVector t1 = a4.lanewise(XOR, a1);
        LongVector t2 = a6.lanewise(XOR, ones);
        LongVector t3 = a4.lanewise(OR, t2);
        LongVector t4 = a1.lanewise(OR, t3);
        LongVector t5 = a3.lanewise(AND, t4);
        LongVector t6 = t1.lanewise(XOR, t5);
        LongVector t7 = t5.lanewise(XOR, a6);
        LongVector t8 = t3.lanewise(XOR, t6);
        LongVector t9 = t2.lanewise(AND, t8);
        LongVector t10 = a1.lanewise(AND, t9);
        LongVector t11 = t7.lanewise(XOR, t10);
        LongVector t12 = a5.lanewise(AND, t11);
        LongVector t13 = t6.lanewise(XOR, t12);
        LongVector t14 = a2.lanewise(XOR, ones);
        LongVector t15 = a3.lanewise(XOR, t9);
        LongVector t16 = t10.lanewise(OR, t15);
        LongVector t17 = a1.lanewise(OR, a4);
        LongVector t18 = t10.lanewise(XOR, t17);
        LongVector t19 = a5.lanewise(AND, t18);
        LongVector t20 = t16.lanewise(XOR, t19);
        LongVector t21 = t14.lanewise(AND, t20);
        LongVector t22 = t13.lanewise(XOR, t21);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 16 * W).lanewise(XOR, t22))).intoArray(y, 16 * W);
        LongVector t23 = t1.lanewise(OR, t15);
        LongVector t24 = t11.lanewise(XOR, t23);
        LongVector t25 = t17.lanewise(OR, t7);
        LongVector t26 = t14.lanewise(AND, t25);
        LongVector t27 = t24.lanewise(XOR, t26);
        LongVector t28 = t6.lanewise(XOR, a6);
        LongVector t29 = t23.lanewise(XOR, t28);
        LongVector t30 = t20.lanewise(OR, t28);
        LongVector t31 = t24.lanewise(AND, t30);
        LongVector t32 = a2.lanewise(AND, t31);
        LongVector t33 = t29.lanewise(XOR, t32);
        LongVector t34 = a5.lanewise(AND, t33);
        LongVector t35 = t27.lanewise(XOR, t34);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 22 * W).lanewise(XOR, t35))).intoArray(y, 22 * W);
        LongVector t36 = a1.lanewise(XOR, t28);
        LongVector t37 = t22.lanewise(AND, t36);
        LongVector t38 = t8.lanewise(OR, t37);
        LongVector t39 = t30.lanewise(XOR, t17);
        LongVector t40 = t24.lanewise(OR, t39);
        LongVector t41 = a2.lanewise(AND, t40);
        LongVector t42 = t38.lanewise(XOR, t41);
        LongVector t43 = t16.lanewise(AND, t31);
        LongVector t44 = t37.lanewise(OR, t35);
        LongVector t45 = a4.lanewise(AND, t44);
        LongVector t46 = t43.lanewise(OR, t45);
        LongVector t47 = a5.lanewise(AND, t46);
        LongVector t48 = t42.lanewise(XOR, t47);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 8 * W).lanewise(XOR, t48))).intoArray(y, 8 * W);
        LongVector t49 = t1.lanewise(XOR, t44);
        LongVector t50 = t23.lanewise(XOR, t49);
        LongVector t51 = t24.lanewise(XOR, t37);
        LongVector t52 = a1.lanewise(OR, t51);
        LongVector t53 = a5.lanewise(AND, t52);
        LongVector t54 = t50.lanewise(XOR, t53);
        LongVector t55 = t54.lanewise(XOR, a1);
        LongVector t56 = t15.lanewise(XOR, t55);
        LongVector t57 = t40.lanewise(AND, t56);
        LongVector t58 = t53.lanewise(AND, t48);
        LongVector t59 = t57.lanewise(XOR, t58);
        LongVector t60 = a2.lanewise(AND, t59);
        LongVector t61 = t54.lanewise(XOR, t60);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 30 * W).lanewise(XOR, t61))).intoArray(y, 30 * W);
    }

    /** S2: 57 gates, generated by gen/des_sbox_circuits.py. */
    private static void s2(long[] x, long[] y, long[] ks, int k) {
        LongVector ones = LongVector.broadcast(S, -1L);
        LongVector a1 = LongVector.fromArray(S, x, 3 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 6 * W));
        LongVector a2 = LongVector.fromArray(S, x, 4 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 7 * W));
        LongVector a3 = LongVector.fromArray(S, x, 5 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 8 * W));
        LongVector a4 = LongVector.fromArray(S, x, 6 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 9 * W));
        LongVector a5 = LongVector.fromArray(S, x, 7 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 10 * W));
        LongVector a6 = LongVector.fromArray(S, x, 8 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 11 * W));
        LongVector t1 = a5.lanewise(XOR, ones);
        LongVector t2 = a4.lanewise(XOR, t1);
        LongVector t3 = a6.lanewise(XOR, ones);
        LongVector t4 = a1.lanewise(AND, t3);
        LongVector t5 = t2.lanewise(XOR, t4);
        LongVector t6 = a5.lanewise(AND, a1);
        LongVector t7 = a6.lanewise(XOR, t6);
        LongVector t8 = t4.lanewise(OR, t7);
        LongVector t9 = a3.lanewise(AND, t8);
        LongVector t10 = t5.lanewise(XOR, t9);
        LongVector t11 = a2.lanewise(XOR, ones);
        LongVector t12 = a3.lanewise(XOR, t9);
        LongVector t13 = t8.lanewise(XOR, a1);
        LongVector t14 = t12.lanewise(OR, t13);
        LongVector t15 = t1.lanewise(OR, t4);
        LongVector t16 = a4.lanewise(AND, t15);
        LongVector t17 = t14.lanewise(XOR, t16);
        LongVector t18 = t11.lanewise(AND, t17);
        LongVector t19 = t10.lanewise(XOR, t18);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 12 * W).lanewise(XOR, t19))).intoArray(y, 12 * W);
        LongVector t20 = t3.lanewise(XOR, a4);
        LongVector t21 = a3.lanewise(XOR, t20);
        LongVector t22 = t6.lanewise(OR, t21);
        LongVector t23 = a2.lanewise(AND, t22);
        LongVector t24 = t5.lanewise(XOR, t23);
        LongVector t25 = a1.lanewise(XOR, t23);
        LongVector t26 = a3.lanewise(XOR, ones);
        LongVector t27 = t5.lanewise(AND, t21);
        LongVector t28 = t11.lanewise(XOR, t27);
        LongVector t29 = t26.lanewise(AND, t28);
        LongVector t30 = t25.lanewise(XOR, t29);
        LongVector t31 = a6.lanewise(AND, t30);
        LongVector t32 = t24.lanewise(XOR, t31);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 27 * W).lanewise(XOR, t32))).intoArray(y, 27 * W);
        LongVector t33 = t21.lanewise(OR, t31);
        LongVector t34 = t9.lanewise(XOR, t33);
        LongVector t35 = t18.lanewise(AND, t31);
        LongVector t36 = t8.lanewise(XOR, t35);
        LongVector t37 = t11.lanewise(AND, t36);
        LongVector t38 = t34.lanewise(XOR, t37);
        LongVector t39 = t10.lanewise(AND, t3);
        LongVector t40 = t12.lanewise(XOR, t39);
        LongVector t41 = t11.lanewise(AND, t40);
        LongVector t42 = t10.lanewise(XOR, t41);
        LongVector t43 = a5.lanewise(AND, t42);
        LongVector t44 = t38.lanewise(XOR, t43);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 17 * W).lanewise(XOR, t44))).intoArray(y, 17 * W);
        LongVector t45 = t13.lanewise(XOR, t11);
        LongVector t46 = t17.lanewise(XOR, t45);
        LongVector t47 = t26.lanewise(AND, t25);
        LongVector t48 = t46.lanewise(XOR, t47);
        LongVector t49 = a4.lanewise(XOR, ones);
        LongVector t50 = a5.lanewise(AND, t30);
        LongVector t51 = t12.lanewise(XOR, t50);
        LongVector t52 = t24.lanewise(OR, a1);
        LongVector t53 = t1.lanewise(XOR, t52);
        LongVector t54 = a2.lanewise(AND, t53);
        LongVector t55 = t51.lanewise(XOR, t54);
        LongVector t56 = t49.lanewise(AND, t55);
        LongVector t57 = t48.lanewise(XOR, t56);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 1 * W).lanewise(XOR, t57))).intoArray(y, 1 * W);
    }

    /** S2: 57 gates, one key for all lanes, generated by gen/des_sbox_circuits.py. */
    private static void s2k(long[] x, long[] y, long[] ks, int k) {
        LongVector ones = LongVector.broadcast(S, -1L);
        LongVector a1 = LongVector.fromArray(S, x, 3 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 6 * W]));
        LongVector a2 = LongVector.fromArray(S, x, 4 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 7 * W]));
        LongVector a3 = LongVector.fromArray(S, x, 5 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 8 * W]));
        LongVector a4 = LongVector.fromArray(S, x, 6 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 9 * W]));
        LongVector a5 = LongVector.fromArray(S, x, 7 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 10 * W]));
        LongVector a6 = LongVector.fromArray(S, x, 8 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 11 * W]));
        LongVector t1 = a5.lanewise(XOR, ones);
        LongVector t2 = a4.lanewise(XOR, t1);
        LongVector t3 = a6.lanewise(XOR, ones);
        LongVector t4 = a1.lanewise(AND, t3);
        LongVector t5 = t2.lanewise(XOR, t4);
        LongVector t6 = a5.lanewise(AND, a1);
        LongVector t7 = a6.lanewise(XOR, t6);
        LongVector t8 = t4.lanewise(OR, t7);
        LongVector t9 = a3.lanewise(AND, t8);
        LongVector t10 = t5.lanewise(XOR, t9);
        LongVector t11 = a2.lanewise(XOR, ones);
        LongVector t12 = a3.lanewise(XOR, t9);
        LongVector t13 = t8.lanewise(XOR, a1);
        LongVector t14 = t12.lanewise(OR, t13);
        LongVector t15 = t1.lanewise(OR, t4);
        LongVector t16 = a4.lanewise(AND, t15);
        LongVector t17 = t14.lanewise(XOR, t16);
        LongVector t18 = t11.lanewise(AND, t17);
        LongVector t19 = t10.lanewise(XOR, t18);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 12 * W).lanewise(XOR, t19))).intoArray(y, 12 * W);
        LongVector t20 = t3.lanewise(XOR, a4);
        LongVector t21 = a3.lanewise(XOR, t20);
        LongVector t22 = t6.lanewise(OR, t21);
        LongVector t23 = a2.lanewise(AND, t22);
        LongVector t24 = t5.lanewise(XOR, t23);
        LongVector t25 = a1.lanewise(XOR, t23);
        LongVector t26 = a3.lanewise(XOR, ones);
        LongVector t27 = t5.lanewise(AND, t21);
        LongVector t28 = t11.lanewise(XOR, t27);
        LongVector t29 = t26.lanewise(AND, t28);
        LongVector t30 = t25.lanewise(XOR, t29);
        LongVector t31 = a6.lanewise(AND, t30);
        LongVector t32 = t24.lanewise(XOR, t31);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 27 * W).lanewise(XOR, t32))).intoArray(y, 27 * W);
        LongVector t33 = t21.lanewise(OR, t31);
        LongVector t34 = t9.lanewise(XOR, t33);
        LongVector t35 = t18.lanewise(AND, t31);
        LongVector t36 = t8.lanewise(XOR, t35);
        LongVector t37 = t11.lanewise(AND, t36);
        LongVector t38 = t34.lanewise(XOR, t37);
        LongVector t39 = t10.lanewise(AND, t3);
        LongVector t40 = t12.lanewise(XOR, t39);
        LongVector t41 = t11.lanewise(AND, t40);
        LongVector t42 = t10.lanewise(XOR, t41);
        LongVector t43 = a5.lanewise(AND, t42);
        LongVector t44 = t38.lanewise(XOR, t43);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 17 * W).lanewise(XOR, t44))).intoArray(y, 17 * W);
        LongVector t45 = t13.lanewise(XOR, t11);
        LongVector t46 = t17.lanewise(XOR, t45);
        LongVector t47 = t26.lanewise(AND, t25);
        LongVector t48 = t46.lanewise(XOR, t47);
        LongVector t49 = a4.lanewise(XOR, ones);
        LongVector t50 = a5.lanewise(AND, t30);
        LongVector t51 = t12.lanewise(XOR, t50);
        LongVector t52 = t24.lanewise(OR, a1);
        LongVector t53 = t1.lanewise(XOR, t52);
        LongVector t54 = a2.lanewise(AND, t53);
        LongVector t55 = t51.lanewise(XOR, t54);
        LongVector t56 = t49.lanewise(AND, t55);
        LongVector t57 = t48.lanewise(XOR, t56);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 1 * W).lanewise(XOR, t57))).intoArray(y, 1 * W);
    }

    /** S3: 56 gates, generated by gen/des_sbox_circuits.py. */
    private static void s3(long[] x, long[] y, long[] ks, int k) {
        LongVector ones = LongVector.broadcast(S, -1L);
        LongVector a1 = LongVector.fromArray(S, x, 7 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 12 * W));
        LongVector a2 = LongVector.fromArray(S, x, 8 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 13 * W));
        LongVector a3 = LongVector.fromArray(S, x, 9 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 14 * W));
        LongVector a4 = LongVector.fromArray(S, x, 10 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 15 * W));
        LongVector a5 = LongVector.fromArray(S, x, 11 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 16 * W));
        LongVector a6 = LongVector.fromArray(S, x, 12 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 17 * W));
        LongVector t1 = a3.lanewise(XOR, a6);
        LongVector t2 = a2.lanewise(XOR, t1);
        LongVector t3 = a2.lanewise(XOR, ones);
        LongVector t4 = t3.lanewise(OR, t1);
        LongVector t5 = a6.lanewise(AND, t4);
        LongVector t6 = a4.lanewise(OR, t5);
        LongVector t7 = a1.lanewise(AND, t6);
        LongVector t8 = t2.lanewise(XOR, t7);
        LongVector t9 = a5.lanewise(XOR, ones);
        LongVector t10 = a4.lanewise(XOR, a3);
        LongVector t11 = t4.lanewise(XOR, t10);
        LongVector t12 = a1.lanewise(AND, t11);
        LongVector t13 = t10.lanewise(XOR, t12);
        LongVector t14 = t9.lanewise(AND, t13);
        LongVector t15 = t8.lanewise(XOR, t14);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 5 * W).lanewise(XOR, t15))).intoArray(y, 5 * W);
        LongVector t16 = t7.lanewise(XOR, ones);
        LongVector t17 = t14.lanewise(XOR, t3);
        LongVector t18 = a1.lanewise(XOR, t17);
        LongVector t19 = t16.lanewise(AND, t18);
        LongVector t20 = t19.lanewise(XOR, t8);
        LongVector t21 = t3.lanewise(AND, t10);
        LongVector t22 = t20.lanewise(XOR, t21);
        LongVector t23 = a4.lanewise(AND, t22);
        LongVector t24 = t19.lanewise(XOR, t23);
        LongVector t25 = t13.lanewise(XOR, ones);
        LongVector t26 = t8.lanewise(OR, t25);
        LongVector t27 = a6.lanewise(OR, t26);
        LongVector t28 = a5.lanewise(AND, t27);
        LongVector t29 = t24.lanewise(XOR, t28);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 23 * W).lanewise(XOR, t29))).intoArray(y, 23 * W);
        LongVector t30 = t15.lanewise(OR, t29);
        LongVector t31 = t13.lanewise(AND, t30);
        LongVector t32 = t7.lanewise(OR, t24);
        LongVector t33 = t1.lanewise(XOR, t32);
        LongVector t34 = t9.lanewise(AND, t33);
        LongVector t35 = t31.lanewise(XOR, t34);
        LongVector t36 = t28.lanewise(OR, t33);
        LongVector t37 = t16.lanewise(XOR, t36);
        LongVector t38 = t29.lanewise(XOR, t35);
        LongVector t39 = t1.lanewise(OR, t38);
        LongVector t40 = a6.lanewise(AND, t39);
        LongVector t41 = t37.lanewise(XOR, t40);
        LongVector t42 = t3.lanewise(AND, t41);
        LongVector t43 = t35.lanewise(XOR, t42);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 29 * W).lanewise(XOR, t43))).intoArray(y, 29 * W);
        LongVector t44 = a1.lanewise(XOR, t2);
        LongVector t45 = t39.lanewise(AND, t44);
        LongVector t46 = t39.lanewise(XOR, t43);
        LongVector t47 = a6.lanewise(AND, t46);
        LongVector t48 = a4.lanewise(AND, t47);
        LongVector t49 = t45.lanewise(XOR, t48);
        LongVector t50 = t18.lanewise(OR, t4);
        LongVector t51 = t10.lanewise(AND, t50);
        LongVector t52 = t41.lanewise(AND, t13);
        LongVector t53 = t3.lanewise(AND, t52);
        LongVector t54 = t51.lanewise(XOR, t53);
        LongVector t55 = a5.lanewise(AND, t54);
        LongVector t56 = t49.lanewise(XOR, t55);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 15 * W).lanewise(XOR, t56))).intoArray(y, 15 * W);
    }

    /** S3: 56 gates, one key for all lanes, generated by gen/des_sbox_circuits.py. */
    private static void s3k(long[] x, long[] y, long[] ks, int k) {
        LongVector ones = LongVector.broadcast(S, -1L);
        LongVector a1 = LongVector.fromArray(S, x, 7 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 12 * W]));
        LongVector a2 = LongVector.fromArray(S, x, 8 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 13 * W]));
        LongVector a3 = LongVector.fromArray(S, x, 9 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 14 * W]));
        LongVector a4 = LongVector.fromArray(S, x, 10 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 15 * W]));
        LongVector a5 = LongVector.fromArray(S, x, 11 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 16 * W]));
        LongVector a6 = LongVector.fromArray(S, x, 12 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 17 * W]));
        LongVector t1 = a3.lanewise(XOR, a6);
        LongVector t2 = a2.lanewise(XOR, t1);
        LongVector t3 = a2.lanewise(XOR, ones);
        LongVector t4 = t3.lanewise(OR, t1);
        LongVector t5 = a6.lanewise(AND, t4);
        LongVector t6 = a4.lanewise(OR, t5);
        LongVector t7 = a1.lanewise(AND, t6);
        LongVector t8 = t2.lanewise(XOR, t7);
        LongVector t9 = a5.lanewise(XOR, ones);
        LongVector t10 = a4.lanewise(XOR, a3);
        LongVector t11 = t4.lanewise(XOR, t10);
        LongVector t12 = a1.lanewise(AND, t11);
        LongVector t13 = t10.lanewise(XOR, t12);
        LongVector t14 = t9.lanewise(AND, t13);
        LongVector t15 = t8.lanewise(XOR, t14);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 5 * W).lanewise(XOR, t15))).intoArray(y, 5 * W);
        LongVector t16 = t7.lanewise(XOR, ones);
        LongVector t17 = t14.lanewise(XOR, t3);
        LongVector t18 = a1.lanewise(XOR, t17);
        LongVector t19 = t16.lanewise(AND, t18);
        LongVector t20 = t19.lanewise(XOR, t8);
        LongVector t21 = t3.lanewise(AND, t10);
        LongVector t22 = t20.lanewise(XOR, t21);
        LongVector t23 = a4.lanewise(AND, t22);
        LongVector t24 = t19.lanewise(XOR, t23);
        LongVector t25 = t13.lanewise(XOR, ones);
        LongVector t26 = t8.lanewise(OR, t25);
        LongVector t27 = a6.lanewise(OR, t26);
        LongVector t28 = a5.lanewise(AND, t27);
        LongVector t29 = t24.lanewise(XOR, t28);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 23 * W).lanewise(XOR, t29))).intoArray(y, 23 * W);
        LongVector t30 = t15.lanewise(OR, t29);
        LongVector t31 = t13.lanewise(AND, t30);
        LongVector t32 = t7.lanewise(OR, t24);
        LongVector t33 = t1.lanewise(XOR, t32);
        LongVector t34 = t9.lanewise(AND, t33);
        LongVector t35 = t31.lanewise(XOR, t34);
        LongVector t36 = t28.lanewise(OR, t33);
        LongVector t37 = t16.lanewise(XOR, t36);
        LongVector t38 = t29.lanewise(XOR, t35);
        LongVector t39 = t1.lanewise(OR, t38);
        LongVector t40 = a6.lanewise(AND, t39);
        LongVector t41 = t37.lanewise(XOR, t40);
        LongVector t42 = t3.lanewise(AND, t41);
        LongVector t43 = t35.lanewise(XOR, t42);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 29 * W).lanewise(XOR, t43))).intoArray(y, 29 * W);
        LongVector t44 = a1.lanewise(XOR, t2);
        LongVector t45 = t39.lanewise(AND, t44);
        LongVector t46 = t39.lanewise(XOR, t43);
        LongVector t47 = a6.lanewise(AND, t46);
        LongVector t48 = a4.lanewise(AND, t47);
        LongVector t49 = t45.lanewise(XOR, t48);
        LongVector t50 = t18.lanewise(OR, t4);
        LongVector t51 = t10.lanewise(AND, t50);
        LongVector t52 = t41.lanewise(AND, t13);
        LongVector t53 = t3.lanewise(AND, t52);
        LongVector t54 = t51.lanewise(XOR, t53);
        LongVector t55 = a5.lanewise(AND, t54);
        LongVector t56 = t49.lanewise(XOR, t55);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 15 * W).lanewise(XOR, t56))).intoArray(y, 15 * W);
    }

    /** S4: 43 gates, generated by gen/des_sbox_circuits.py. */
    private static void s4(long[] x, long[] y, long[] ks, int k) {
        LongVector ones = LongVector.broadcast(S, -1L);
        LongVector a1 = LongVector.fromArray(S, x, 11 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 18 * W));
        LongVector a2 = LongVector.fromArray(S, x, 12 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 19 * W));
        LongVector a3 = LongVector.fromArray(S, x, 13 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 20 * W));
        LongVector a4 = LongVector.fromArray(S, x, 14 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 21 * W));
        LongVector a5 = LongVector.fromArray(S, x, 15 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 22 * W));
        LongVector a6 = LongVector.fromArray(S, x, 16 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 23 * W));
        LongVector t1 = a4.lanewise(XOR, a5);
        LongVector t2 = a2.lanewise(XOR, ones);
        LongVector t3 = t1.lanewise(AND, a5);
        LongVector t4 = a3.lanewise(XOR, t3);
        LongVector t5 = t2.lanewise(AND, t4);
        LongVector t6 = t1.lanewise(XOR, t5);
        LongVector t7 = t4.lanewise(AND, t6);
        LongVector t8 = t2.lanewise(XOR, t7);
        LongVector t9 = a2.lanewise(OR, t4);
        LongVector t10 = a4.lanewise(AND, t9);
        LongVector t11 = t8.lanewise(XOR, t10);
        LongVector t12 = a1.lanewise(AND, t11);
        LongVector t13 = t6.lanewise(XOR, t12);
        LongVector t14 = a6.lanewise(XOR, ones);
        LongVector t15 = t6.lanewise(OR, a1);
        LongVector t16 = t2.lanewise(XOR, t15);
        LongVector t17 = t16.lanewise(XOR, t4);
        LongVector t18 = t7.lanewise(OR, t17);
        LongVector t19 = a1.lanewise(OR, t7);
        LongVector t20 = a5.lanewise(AND, t19);
        LongVector t21 = t18.lanewise(XOR, t20);
        LongVector t22 = t14.lanewise(AND, t21);
        LongVector t23 = t13.lanewise(XOR, t22);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 9 * W).lanewise(XOR, t23))).intoArray(y, 9 * W);
        LongVector t24 = t11.lanewise(XOR, a1);
        LongVector t25 = a5.lanewise(AND, t17);
        LongVector t26 = t24.lanewise(XOR, t25);
        LongVector t27 = t25.lanewise(XOR, t13);
        LongVector t28 = a2.lanewise(AND, t27);
        LongVector t29 = t26.lanewise(XOR, t28);
        LongVector t30 = t9.lanewise(XOR, t25);
        LongVector t31 = a3.lanewise(AND, a2);
        LongVector t32 = t30.lanewise(XOR, t31);
        LongVector t33 = t27.lanewise(XOR, t32);
        LongVector t34 = a2.lanewise(AND, t15);
        LongVector t35 = t33.lanewise(XOR, t34);
        LongVector t36 = a4.lanewise(AND, t35);
        LongVector t37 = t32.lanewise(XOR, t36);
        LongVector t38 = a6.lanewise(AND, t37);
        LongVector t39 = t29.lanewise(XOR, t38);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 19 * W).lanewise(XOR, t39))).intoArray(y, 19 * W);
        LongVector t40 = t14.lanewise(XOR, t37);
        LongVector t41 = t39.lanewise(XOR, t40);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 25 * W).lanewise(XOR, t41))).intoArray(y, 25 * W);
        LongVector t42 = t14.lanewise(OR, t21);
        LongVector t43 = t13.lanewise(XOR, t42);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 0 * W).lanewise(XOR, t43))).intoArray(y, 0 * W);
    }

    /** S4: 43 gates, one key for all lanes, generated by gen/des_sbox_circuits.py. */
    private static void s4k(long[] x, long[] y, long[] ks, int k) {
        LongVector ones = LongVector.broadcast(S, -1L);
        LongVector a1 = LongVector.fromArray(S, x, 11 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 18 * W]));
        LongVector a2 = LongVector.fromArray(S, x, 12 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 19 * W]));
        LongVector a3 = LongVector.fromArray(S, x, 13 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 20 * W]));
        LongVector a4 = LongVector.fromArray(S, x, 14 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 21 * W]));
        LongVector a5 = LongVector.fromArray(S, x, 15 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 22 * W]));
        LongVector a6 = LongVector.fromArray(S, x, 16 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 23 * W]));
        LongVector t1 = a4.lanewise(XOR, a5);
        LongVector t2 = a2.lanewise(XOR, ones);
        LongVector t3 = t1.lanewise(AND, a5);
        LongVector t4 = a3.lanewise(XOR, t3);
        LongVector t5 = t2.lanewise(AND, t4);
        LongVector t6 = t1.lanewise(XOR, t5);
        LongVector t7 = t4.lanewise(AND, t6);
        LongVector t8 = t2.lanewise(XOR, t7);
        LongVector t9 = a2.lanewise(OR, t4);
        LongVector t10 = a4.lanewise(AND, t9);
        LongVector t11 = t8.lanewise(XOR, t10);
        LongVector t12 = a1.lanewise(AND, t11);
        LongVector t13 = t6.lanewise(XOR, t12);
        LongVector t14 = a6.lanewise(XOR, ones);
        LongVector t15 = t6.lanewise(OR, a1);
        LongVector t16 = t2.lanewise(XOR, t15);
        LongVector t17 = t16.lanewise(XOR, t4);
        LongVector t18 = t7.lanewise(OR, t17);
        LongVector t19 = a1.lanewise(OR, t7);
        LongVector t20 = a5.lanewise(AND, t19);
        LongVector t21 = t18.lanewise(XOR, t20);
        LongVector t22 = t14.lanewise(AND, t21);
        LongVector t23 = t13.lanewise(XOR, t22);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 9 * W).lanewise(XOR, t23))).intoArray(y, 9 * W);
        LongVector t24 = t11.lanewise(XOR, a1);
        LongVector t25 = a5.lanewise(AND, t17);
        LongVector t26 = t24.lanewise(XOR, t25);
        LongVector t27 = t25.lanewise(XOR, t13);
        LongVector t28 = a2.lanewise(AND, t27);
        LongVector t29 = t26.lanewise(XOR, t28);
        LongVector t30 = t9.lanewise(XOR, t25);
        LongVector t31 = a3.lanewise(AND, a2);
        LongVector t32 = t30.lanewise(XOR, t31);
        LongVector t33 = t27.lanewise(XOR, t32);
        LongVector t34 = a2.lanewise(AND, t15);
        LongVector t35 = t33.lanewise(XOR, t34);
        LongVector t36 = a4.lanewise(AND, t35);
        LongVector t37 = t32.lanewise(XOR, t36);
        LongVector t38 = a6.lanewise(AND, t37);
        LongVector t39 = t29.lanewise(XOR, t38);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 19 * W).lanewise(XOR, t39))).intoArray(y, 19 * W);
        LongVector t40 = t14.lanewise(XOR, t37);
        LongVector t41 = t39.lanewise(XOR, t40);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 25 * W).lanewise(XOR, t41))).intoArray(y, 25 * W);
        LongVector t42 = t14.lanewise(OR, t21);
        LongVector t43 = t13.lanewise(XOR, t42);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 0 * W).lanewise(XOR, t43))).intoArray(y, 0 * W);
    }

    /** S5: 63 gates, generated by gen/des_sbox_circuits.py. */
    private static void s5(long[] x, long[] y, long[] ks, int k) {
        LongVector ones = LongVector.broadcast(S, -1L);
        LongVector a1 = LongVector.fromArray(S, x, 15 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 24 * W));
        LongVector a2 = LongVector.fromArray(S, x, 16 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 25 * W));
        LongVector a3 = LongVector.fromArray(S, x, 17 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 26 * W));
        LongVector a4 = LongVector.fromArray(S, x, 18 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 27 * W));
        LongVector a5 = LongVector.fromArray(S, x, 19 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 28 * W));
        LongVector a6 = LongVector.fromArray(S, x, 20 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 29 * W));
        LongVector t1 = a1.lanewise(XOR, a5);
        LongVector t2 = a6.lanewise(XOR, ones);
        LongVector t3 = t1.lanewise(OR, a3);
        LongVector t4 = t2.lanewise(AND, t3);
        LongVector t5 = t1.lanewise(XOR, t4);
        LongVector t6 = a5.lanewise(OR, t5);
        LongVector t7 = a3.lanewise(XOR, t6);
        LongVector t8 = a1.lanewise(OR, t7);
        LongVector t9 = a4.lanewise(AND, t8);
        LongVector t10 = t5.lanewise(XOR, t9);
        LongVector t11 = t7.lanewise(OR, a4);
        LongVector t12 = t9.lanewise(XOR, t11);
        LongVector t13 = a5.lanewise(XOR, ones);
        LongVector t14 = a2.lanewise(XOR, t12);
        LongVector t15 = a6.lanewise(AND, t14);
        LongVector t16 = t15.lanewise(XOR, a3);
        LongVector t17 = t2.lanewise(OR, t16);
        LongVector t18 = a1.lanewise(AND, t17);
        LongVector t19 = t15.lanewise(XOR, t18);
        LongVector t20 = t13.lanewise(AND, t19);
        LongVector t21 = t12.lanewise(XOR, t20);
        LongVector t22 = a2.lanewise(AND, t21);
        LongVector t23 = t10.lanewise(XOR, t22);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 2 * W).lanewise(XOR, t23))).intoArray(y, 2 * W);
        LongVector t24 = a6.lanewise(XOR, t14);
        LongVector t25 = t12.lanewise(XOR, t1);
        LongVector t26 = a3.lanewise(AND, t25);
        LongVector t27 = t24.lanewise(XOR, t26);
        LongVector t28 = a4.lanewise(XOR, ones);
        LongVector t29 = t14.lanewise(AND, a2);
        LongVector t30 = t4.lanewise(XOR, t29);
        LongVector t31 = t7.lanewise(XOR, t23);
        LongVector t32 = t24.lanewise(AND, t31);
        LongVector t33 = a5.lanewise(AND, t32);
        LongVector t34 = t30.lanewise(XOR, t33);
        LongVector t35 = t28.lanewise(AND, t34);
        LongVector t36 = t27.lanewise(XOR, t35);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 13 * W).lanewise(XOR, t36))).intoArray(y, 13 * W);
        LongVector t37 = t25.lanewise(AND, t34);
        LongVector t38 = t8.lanewise(XOR, t37);
        LongVector t39 = a3.lanewise(AND, t10);
        LongVector t40 = t30.lanewise(XOR, t39);
        LongVector t41 = a2.lanewise(AND, t40);
        LongVector t42 = t38.lanewise(XOR, t41);
        LongVector t43 = t32.lanewise(XOR, t6);
        LongVector t44 = t28.lanewise(XOR, t43);
        LongVector t45 = t37.lanewise(OR, t44);
        LongVector t46 = a1.lanewise(OR, t24);
        LongVector t47 = t13.lanewise(OR, t46);
        LongVector t48 = t45.lanewise(AND, t47);
        LongVector t49 = a6.lanewise(AND, t48);
        LongVector t50 = t42.lanewise(XOR, t49);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 7 * W).lanewise(XOR, t50))).intoArray(y, 7 * W);
        LongVector t51 = t35.lanewise(OR, t11);
        LongVector t52 = a1.lanewise(AND, t51);
        LongVector t53 = t16.lanewise(XOR, t52);
        LongVector t54 = t25.lanewise(OR, t45);
        LongVector t55 = a6.lanewise(XOR, t54);
        LongVector t56 = a2.lanewise(AND, t55);
        LongVector t57 = t53.lanewise(XOR, t56);
        LongVector t58 = t44.lanewise(XOR, t7);
        LongVector t59 = t40.lanewise(AND, t10);
        LongVector t60 = t2.lanewise(AND, t59);
        LongVector t61 = t58.lanewise(XOR, t60);
        LongVector t62 = t13.lanewise(AND, t61);
        LongVector t63 = t57.lanewise(XOR, t62);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 24 * W).lanewise(XOR, t63))).intoArray(y, 24 * W);
    }

    /** S5: 63 gates, one key for all lanes, generated by gen/des_sbox_circuits.py. */
    private static void s5k(long[] x, long[] y, long[] ks, int k) {
        LongVector ones = LongVector.broadcast(S, -1L);
        LongVector a1 = LongVector.fromArray(S, x, 15 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 24 * W]));
        LongVector a2 = LongVector.fromArray(S, x, 16 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 25 * W]));
        LongVector a3 = LongVector.fromArray(S, x, 17 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 26 * W]));
        LongVector a4 = LongVector.fromArray(S, x, 18 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 27 * W]));
        LongVector a5 = LongVector.fromArray(S, x, 19 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 28 * W]));
        LongVector a6 = LongVector.fromArray(S, x, 20 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 29 * W]));
        LongVector t1 = a1.lanewise(XOR, a5);
        LongVector t2 = a6.lanewise(XOR, ones);
        LongVector t3 = t1.lanewise(OR, a3);
        LongVector t4 = t2.lanewise(AND, t3);
        LongVector t5 = t1.lanewise(XOR, t4);
        LongVector t6 = a5.lanewise(OR, t5);
        LongVector t7 = a3.lanewise(XOR, t6);
        LongVector t8 = a1.lanewise(OR, t7);
        LongVector t9 = a4.lanewise(AND, t8);
        LongVector t10 = t5.lanewise(XOR, t9);
        LongVector t11 = t7.lanewise(OR, a4);
        LongVector t12 = t9.lanewise(XOR, t11);
        LongVector t13 = a5.lanewise(XOR, ones);
        LongVector t14 = a2.lanewise(XOR, t12);
        LongVector t15 = a6.lanewise(AND, t14);
        LongVector t16 = t15.lanewise(XOR, a3);
        LongVector t17 = t2.lanewise(OR, t16);
        LongVector t18 = a1.lanewise(AND, t17);
        LongVector t19 = t15.lanewise(XOR, t18);
        LongVector t20 = t13.lanewise(AND, t19);
        LongVector t21 = t12.lanewise(XOR, t20);
        LongVector t22 = a2.lanewise(AND, t21);
        LongVector t23 = t10.lanewise(XOR, t22);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 2 * W).lanewise(XOR, t23))).intoArray(y, 2 * W);
        LongVector t24 = a6.lanewise(XOR, t14);
        LongVector t25 = t12.lanewise(XOR, t1);
        LongVector t26 = a3.lanewise(AND, t25);
        LongVector t27 = t24.lanewise(XOR, t26);
        LongVector t28 = a4.lanewise(XOR, ones);
        LongVector t29 = t14.lanewise(AND, a2);
        LongVector t30 = t4.lanewise(XOR, t29);
        LongVector t31 = t7.lanewise(XOR, t23);
        LongVector t32 = t24.lanewise(AND, t31);
        LongVector t33 = a5.lanewise(AND, t32);
        LongVector t34 = t30.lanewise(XOR, t33);
        LongVector t35 = t28.lanewise(AND, t34);
        LongVector t36 = t27.lanewise(XOR, t35);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 13 * W).lanewise(XOR, t36))).intoArray(y, 13 * W);
        LongVector t37 = t25.lanewise(AND, t34);
        LongVector t38 = t8.lanewise(XOR, t37);
        LongVector t39 = a3.lanewise(AND, t10);
        LongVector t40 = t30.lanewise(XOR, t39);
        LongVector t41 = a2.lanewise(AND, t40);
        LongVector t42 = t38.lanewise(XOR, t41);
        LongVector t43 = t32.lanewise(XOR, t6);
        LongVector t44 = t28.lanewise(XOR, t43);
        LongVector t45 = t37.lanewise(OR, t44);
        LongVector t46 = a1.lanewise(OR, t24);
        LongVector t47 = t13.lanewise(OR, t46);
        LongVector t48 = t45.lanewise(AND, t47);
        LongVector t49 = a6.lanewise(AND, t48);
        LongVector t50 = t42.lanewise(XOR, t49);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 7 * W).lanewise(XOR, t50))).intoArray(y, 7 * W);
        LongVector t51 = t35.lanewise(OR, t11);
        LongVector t52 = a1.lanewise(AND, t51);
        LongVector t53 = t16.lanewise(XOR, t52);
        LongVector t54 = t25.lanewise(OR, t45);
        LongVector t55 = a6.lanewise(XOR, t54);
        LongVector t56 = a2.lanewise(AND, t55);
        LongVector t57 = t53.lanewise(XOR, t56);
        LongVector t58 = t44.lanewise(XOR, t7);
        LongVector t59 = t40.lanewise(AND, t10);
        LongVector t60 = t2.lanewise(AND, t59);
        LongVector t61 = t58.lanewise(XOR, t60);
        LongVector t62 = t13.lanewise(AND, t61);
        LongVector t63 = t57.lanewise(XOR, t62);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 24 * W).lanewise(XOR, t63))).intoArray(y, 24 * W);
    }

    /** S6: 57 gates, generated by gen/des_sbox_circuits.py. */
    private static void s6(long[] x, long[] y, long[] ks, int k) {
        LongVector ones = LongVector.broadcast(S, -1L);
        LongVector a1 = LongVector.fromArray(S, x, 19 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 30 * W));
        LongVector a2 = LongVector.fromArray(S, x, 20 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 31 * W));
        LongVector a3 = LongVector.fromArray(S, x, 21 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 32 * W));
        LongVector a4 = LongVector.fromArray(S, x, 22 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 33 * W));
        LongVector a5 = LongVector.fromArray(S, x, 23 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 34 * W));
        LongVector a6 = LongVector.fromArray(S, x, 24 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 35 * W));
        LongVector t1 = a1.lanewise(OR, a5);
        LongVector t2 = a2.lanewise(XOR, t1);
        LongVector t3 = a5.lanewise(XOR, a1);
        LongVector t4 = a3.lanewise(AND, t3);
        LongVector t5 = t2.lanewise(OR, t4);
        LongVector t6 = t2.lanewise(XOR, t4);
        LongVector t7 = a4.lanewise(XOR, ones);
        LongVector t8 = t6.lanewise(OR, a3);
        LongVector t9 = t3.lanewise(XOR, t8);
        LongVector t10 = t7.lanewise(AND, t9);
        LongVector t11 = t6.lanewise(XOR, t10);
        LongVector t12 = t8.lanewise(AND, a1);
        LongVector t13 = t11.lanewise(OR, a5);
        LongVector t14 = t9.lanewise(XOR, t13);
        LongVector t15 = a4.lanewise(AND, t14);
        LongVector t16 = t12.lanewise(OR, t15);
        LongVector t17 = a6.lanewise(AND, t16);
        LongVector t18 = t11.lanewise(XOR, t17);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 18 * W).lanewise(XOR, t18))).intoArray(y, 18 * W);
        LongVector t19 = a4.lanewise(XOR, a3);
        LongVector t20 = t9.lanewise(XOR, t19);
        LongVector t21 = t13.lanewise(AND, t17);
        LongVector t22 = a6.lanewise(XOR, t21);
        LongVector t23 = t20.lanewise(XOR, t22);
        LongVector t24 = t5.lanewise(XOR, t23);
        LongVector t25 = t3.lanewise(XOR, t15);
        LongVector t26 = a1.lanewise(AND, t25);
        LongVector t27 = t24.lanewise(XOR, t26);
        LongVector t28 = t18.lanewise(AND, t27);
        LongVector t29 = t2.lanewise(OR, t28);
        LongVector t30 = a2.lanewise(AND, t29);
        LongVector t31 = t23.lanewise(XOR, t30);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 10 * W).lanewise(XOR, t31))).intoArray(y, 10 * W);
        LongVector t32 = a3.lanewise(OR, t7);
        LongVector t33 = t20.lanewise(XOR, t32);
        LongVector t34 = t27.lanewise(XOR, ones);
        LongVector t35 = t11.lanewise(AND, t10);
        LongVector t36 = t34.lanewise(OR, t35);
        LongVector t37 = a6.lanewise(AND, t36);
        LongVector t38 = t33.lanewise(XOR, t37);
        LongVector t39 = t32.lanewise(XOR, a3);
        LongVector t40 = t22.lanewise(OR, t29);
        LongVector t41 = t24.lanewise(AND, t40);
        LongVector t42 = a6.lanewise(AND, t41);
        LongVector t43 = t39.lanewise(XOR, t42);
        LongVector t44 = a5.lanewise(AND, t43);
        LongVector t45 = t38.lanewise(XOR, t44);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 3 * W).lanewise(XOR, t45))).intoArray(y, 3 * W);
        LongVector t46 = t9.lanewise(OR, t17);
        LongVector t47 = t34.lanewise(XOR, t46);
        LongVector t48 = t46.lanewise(OR, a5);
        LongVector t49 = t18.lanewise(XOR, t48);
        LongVector t50 = t7.lanewise(AND, t49);
        LongVector t51 = t47.lanewise(XOR, t50);
        LongVector t52 = t31.lanewise(OR, t44);
        LongVector t53 = a2.lanewise(XOR, t52);
        LongVector t54 = t2.lanewise(OR, t53);
        LongVector t55 = t26.lanewise(OR, t54);
        LongVector t56 = a2.lanewise(AND, t55);
        LongVector t57 = t51.lanewise(XOR, t56);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 28 * W).lanewise(XOR, t57))).intoArray(y, 28 * W);
    }

    /** S6: 57 gates, one key for all lanes, generated by gen/des_sbox_circuits.py. */
    private static void s6k(long[] x, long[] y, long[] ks, int k) {
        LongVector ones = LongVector.broadcast(S, -1L);
        LongVector a1 = LongVector.fromArray(S, x, 19 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 30 * W]));
        LongVector a2 = LongVector.fromArray(S, x, 20 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 31 * W]));
        LongVector a3 = LongVector.fromArray(S, x, 21 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 32 * W]));
        LongVector a4 = LongVector.fromArray(S, x, 22 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 33 * W]));
        LongVector a5 = LongVector.fromArray(S, x, 23 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 34 * W]));
        LongVector a6 = LongVector.fromArray(S, x, 24 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 35 * W]));
        LongVector t1 = a1.lanewise(OR, a5);
        LongVector t2 = a2.lanewise(XOR, t1);
        LongVector t3 = a5.lanewise(XOR, a1);
        LongVector t4 = a3.lanewise(AND, t3);
        LongVector t5 = t2.lanewise(OR, t4);
        LongVector t6 = t2.lanewise(XOR, t4);
        LongVector t7 = a4.lanewise(XOR, ones);
        LongVector t8 = t6.lanewise(OR, a3);
        LongVector t9 = t3.lanewise(XOR, t8);
        LongVector t10 = t7.lanewise(AND, t9);
        LongVector t11 = t6.lanewise(XOR, t10);
        LongVector t12 = t8.lanewise(AND, a1);
        LongVector t13 = t11.lanewise(OR, a5);
        LongVector t14 = t9.lanewise(XOR, t13);
        LongVector t15 = a4.lanewise(AND, t14);
        LongVector t16 = t12.lanewise(OR, t15);
        LongVector t17 = a6.lanewise(AND, t16);
        LongVector t18 = t11.lanewise(XOR, t17);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 18 * W).lanewise(XOR, t18))).intoArray(y, 18 * W);
        LongVector t19 = a4.lanewise(XOR, a3);
        LongVector t20 = t9.lanewise(XOR, t19);
        LongVector t21 = t13.lanewise(AND, t17);
        LongVector t22 = a6.lanewise(XOR, t21);
        LongVector t23 = t20.lanewise(XOR, t22);
        LongVector t24 = t5.lanewise(XOR, t23);
        LongVector t25 = t3.lanewise(XOR, t15);
        LongVector t26 = a1.lanewise(AND, t25);
        LongVector t27 = t24.lanewise(XOR, t26);
        LongVector t28 = t18.lanewise(AND, t27);
        LongVector t29 = t2.lanewise(OR, t28);
        LongVector t30 = a2.lanewise(AND, t29);
        LongVector t31 = t23.lanewise(XOR, t30);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 10 * W).lanewise(XOR, t31))).intoArray(y, 10 * W);
        LongVector t32 = a3.lanewise(OR, t7);
        LongVector t33 = t20.lanewise(XOR, t32);
        LongVector t34 = t27.lanewise(XOR, ones);
        LongVector t35 = t11.lanewise(AND, t10);
        LongVector t36 = t34.lanewise(OR, t35);
        LongVector t37 = a6.lanewise(AND, t36);
        LongVector t38 = t33.lanewise(XOR, t37);
        LongVector t39 = t32.lanewise(XOR, a3);
        LongVector t40 = t22.lanewise(OR, t29);
        LongVector t41 = t24.lanewise(AND, t40);
        LongVector t42 = a6.lanewise(AND, t41);
        LongVector t43 = t39.lanewise(XOR, t42);
        LongVector t44 = a5.lanewise(AND, t43);
        LongVector t45 = t38.lanewise(XOR, t44);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 3 * W).lanewise(XOR, t45))).intoArray(y, 3 * W);
        LongVector t46 = t9.lanewise(OR, t17);
        LongVector t47 = t34.lanewise(XOR, t46);
        LongVector t48 = t46.lanewise(OR, a5);
        LongVector t49 = t18.lanewise(XOR, t48);
        LongVector t50 = t7.lanewise(AND, t49);
        LongVector t51 = t47.lanewise(XOR, t50);
        LongVector t52 = t31.lanewise(OR, t44);
        LongVector t53 = a2.lanewise(XOR, t52);
        LongVector t54 = t2.lanewise(OR, t53);
        LongVector t55 = t26.lanewise(OR, t54);
        LongVector t56 = a2.lanewise(AND, t55);
        LongVector t57 = t51.lanewise(XOR, t56);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 28 * W).lanewise(XOR, t57))).intoArray(y, 28 * W);
    }

    /** S7: 57 gates, generated by gen/des_sbox_circuits.py. */
    private static void s7(long[] x, long[] y, long[] ks, int k) {
        LongVector ones = LongVector.broadcast(S, -1L);
        LongVector a1 = LongVector.fromArray(S, x, 23 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 36 * W));
        LongVector a2 = LongVector.fromArray(S, x, 24 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 37 * W));
        LongVector a3 = LongVector.fromArray(S, x, 25 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 38 * W));
        LongVector a4 = LongVector.fromArray(S, x, 26 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 39 * W));
        LongVector a5 = LongVector.fromArray(S, x, 27 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 40 * W));
        LongVector a6 = LongVector.fromArray(S, x, 28 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 41 * W));
        LongVector t1 = a6.lanewise(XOR, a5);
        LongVector t2 = a4.lanewise(AND, a2);
        LongVector t3 = t1.lanewise(XOR, t2);
        LongVector t4 = a4.lanewise(AND, t3);
        LongVector t5 = a2.lanewise(XOR, ones);
        LongVector t6 = t5.lanewise(AND, a3);
        LongVector t7 = t4.lanewise(XOR, t6);
        LongVector t8 = t7.lanewise(OR, a6);
        LongVector t9 = a3.lanewise(AND, t8);
        LongVector t10 = t3.lanewise(XOR, t9);
        LongVector t11 = t7.lanewise(XOR, ones);
        LongVector t12 = a5.lanewise(OR, t11);
        LongVector t13 = t5.lanewise(OR, a3);
        LongVector t14 = t12.lanewise(AND, t13);
        LongVector t15 = a6.lanewise(XOR, ones);
        LongVector t16 = a1.lanewise(XOR, a4);
        LongVector t17 = t10.lanewise(XOR, t16);
        LongVector t18 = t2.lanewise(OR, t17);
        LongVector t19 = t15.lanewise(AND, t18);
        LongVector t20 = t14.lanewise(XOR, t19);
        LongVector t21 = a1.lanewise(AND, t20);
        LongVector t22 = t10.lanewise(XOR, t21);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 31 * W).lanewise(XOR, t22))).intoArray(y, 31 * W);
        LongVector t23 = t9.lanewise(XOR, t17);
        LongVector t24 = t13.lanewise(XOR, t23);
        LongVector t25 = t10.lanewise(XOR, t24);
        LongVector t26 = a1.lanewise(AND, t25);
        LongVector t27 = t24.lanewise(XOR, t26);
        LongVector t28 = t16.lanewise(XOR, t5);
        LongVector t29 = t24.lanewise(OR, t11);
        LongVector t30 = a1.lanewise(XOR, t29);
        LongVector t31 = t21.lanewise(OR, t30);
        LongVector t32 = a4.lanewise(AND, t31);
        LongVector t33 = t28.lanewise(XOR, t32);
        LongVector t34 = a6.lanewise(AND, t33);
        LongVector t35 = t27.lanewise(XOR, t34);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 11 * W).lanewise(XOR, t35))).intoArray(y, 11 * W);
        LongVector t36 = t7.lanewise(XOR, t3);
        LongVector t37 = a2.lanewise(XOR, t36);
        LongVector t38 = t9.lanewise(XOR, t34);
        LongVector t39 = a4.lanewise(AND, t38);
        LongVector t40 = t37.lanewise(XOR, t39);
        LongVector t41 = t34.lanewise(OR, t40);
        LongVector t42 = t17.lanewise(XOR, t41);
        LongVector t43 = t15.lanewise(OR, t42);
        LongVector t44 = a1.lanewise(AND, t43);
        LongVector t45 = t40.lanewise(XOR, t44);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 6 * W).lanewise(XOR, t45))).intoArray(y, 6 * W);
        LongVector t46 = t35.lanewise(XOR, t31);
        LongVector t47 = t2.lanewise(XOR, t46);
        LongVector t48 = t7.lanewise(OR, t47);
        LongVector t49 = t29.lanewise(AND, t48);
        LongVector t50 = t39.lanewise(XOR, t18);
        LongVector t51 = t11.lanewise(AND, t50);
        LongVector t52 = t39.lanewise(OR, t51);
        LongVector t53 = t24.lanewise(XOR, t52);
        LongVector t54 = t5.lanewise(AND, t53);
        LongVector t55 = t51.lanewise(XOR, t54);
        LongVector t56 = a6.lanewise(AND, t55);
        LongVector t57 = t49.lanewise(XOR, t56);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 21 * W).lanewise(XOR, t57))).intoArray(y, 21 * W);
    }

    /** S7: 57 gates, one key for all lanes, generated by gen/des_sbox_circuits.py. */
    private static void s7k(long[] x, long[] y, long[] ks, int k) {
        LongVector ones = LongVector.broadcast(S, -1L);
        LongVector a1 = LongVector.fromArray(S, x, 23 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 36 * W]));
        LongVector a2 = LongVector.fromArray(S, x, 24 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 37 * W]));
        LongVector a3 = LongVector.fromArray(S, x, 25 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 38 * W]));
        LongVector a4 = LongVector.fromArray(S, x, 26 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 39 * W]));
        LongVector a5 = LongVector.fromArray(S, x, 27 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 40 * W]));
        LongVector a6 = LongVector.fromArray(S, x, 28 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 41 * W]));
        LongVector t1 = a6.lanewise(XOR, a5);
        LongVector t2 = a4.lanewise(AND, a2);
        LongVector t3 = t1.lanewise(XOR, t2);
        LongVector t4 = a4.lanewise(AND, t3);
        LongVector t5 = a2.lanewise(XOR, ones);
        LongVector t6 = t5.lanewise(AND, a3);
        LongVector t7 = t4.lanewise(XOR, t6);
        LongVector t8 = t7.lanewise(OR, a6);
        LongVector t9 = a3.lanewise(AND, t8);
        LongVector t10 = t3.lanewise(XOR, t9);
        LongVector t11 = t7.lanewise(XOR, ones);
        LongVector t12 = a5.lanewise(OR, t11);
        LongVector t13 = t5.lanewise(OR, a3);
        LongVector t14 = t12.lanewise(AND, t13);
        LongVector t15 = a6.lanewise(XOR, ones);
        LongVector t16 = a1.lanewise(XOR, a4);
        LongVector t17 = t10.lanewise(XOR, t16);
        LongVector t18 = t2.lanewise(OR, t17);
        LongVector t19 = t15.lanewise(AND, t18);
        LongVector t20 = t14.lanewise(XOR, t19);
        LongVector t21 = a1.lanewise(AND, t20);
        LongVector t22 = t10.lanewise(XOR, t21);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 31 * W).lanewise(XOR, t22))).intoArray(y, 31 * W);
        LongVector t23 = t9.lanewise(XOR, t17);
        LongVector t24 = t13.lanewise(XOR, t23);
        LongVector t25 = t10.lanewise(XOR, t24);
        LongVector t26 = a1.lanewise(AND, t25);
        LongVector t27 = t24.lanewise(XOR, t26);
        LongVector t28 = t16.lanewise(XOR, t5);
        LongVector t29 = t24.lanewise(OR, t11);
        LongVector t30 = a1.lanewise(XOR, t29);
        LongVector t31 = t21.lanewise(OR, t30);
        LongVector t32 = a4.lanewise(AND, t31);
        LongVector t33 = t28.lanewise(XOR, t32);
        LongVector t34 = a6.lanewise(AND, t33);
        LongVector t35 = t27.lanewise(XOR, t34);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 11 * W).lanewise(XOR, t35))).intoArray(y, 11 * W);
        LongVector t36 = t7.lanewise(XOR, t3);
        LongVector t37 = a2.lanewise(XOR, t36);
        LongVector t38 = t9.lanewise(XOR, t34);
        LongVector t39 = a4.lanewise(AND, t38);
        LongVector t40 = t37.lanewise(XOR, t39);
        LongVector t41 = t34.lanewise(OR, t40);
        LongVector t42 = t17.lanewise(XOR, t41);
        LongVector t43 = t15.lanewise(OR, t42);
        LongVector t44 = a1.lanewise(AND, t43);
        LongVector t45 = t40.lanewise(XOR, t44);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 6 * W).lanewise(XOR, t45))).intoArray(y, 6 * W);
        LongVector t46 = t35.lanewise(XOR, t31);
        LongVector t47 = t2.lanewise(XOR, t46);
        LongVector t48 = t7.lanewise(OR, t47);
        LongVector t49 = t29.lanewise(AND, t48);
        LongVector t50 = t39.lanewise(XOR, t18);
        LongVector t51 = t11.lanewise(AND, t50);
        LongVector t52 = t39.lanewise(OR, t51);
        LongVector t53 = t24.lanewise(XOR, t52);
        LongVector t54 = t5.lanewise(AND, t53);
        LongVector t55 = t51.lanewise(XOR, t54);
        LongVector t56 = a6.lanewise(AND, t55);
        LongVector t57 = t49.lanewise(XOR, t56);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 21 * W).lanewise(XOR, t57))).intoArray(y, 21 * W);
    }

    /** S8: 56 gates, generated by gen/des_sbox_circuits.py. */
    private static void s8(long[] x, long[] y, long[] ks, int k) {
        LongVector ones = LongVector.broadcast(S, -1L);
        LongVector a1 = LongVector.fromArray(S, x, 27 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 42 * W));
        LongVector a2 = LongVector.fromArray(S, x, 28 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 43 * W));
        LongVector a3 = LongVector.fromArray(S, x, 29 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 44 * W));
        LongVector a4 = LongVector.fromArray(S, x, 30 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 45 * W));
        LongVector a5 = LongVector.fromArray(S, x, 31 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 46 * W));
        LongVector a6 = LongVector.fromArray(S, x, 0 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 47 * W));
        LongVector t1 = a5.lanewise(XOR, ones);
        LongVector t2 = a6.lanewise(XOR, t1);
        LongVector t3 = a1.lanewise(XOR, t2);
        LongVector t4 = a1.lanewise(AND, t3);
        LongVector t5 = a5.lanewise(XOR, t4);
        LongVector t6 = a4.lanewise(AND, t5);
        LongVector t7 = t2.lanewise(XOR, t6);
        LongVector t8 = a3.lanewise(XOR, ones);
        LongVector t9 = t1.lanewise(OR, t4);
        LongVector t10 = t8.lanewise(AND, t9);
        LongVector t11 = t7.lanewise(XOR, t10);
        LongVector t12 = a2.lanewise(XOR, ones);
        LongVector t13 = a4.lanewise(XOR, a1);
        LongVector t14 = t5.lanewise(OR, t13);
        LongVector t15 = a1.lanewise(AND, t14);
        LongVector t16 = t8.lanewise(XOR, t15);
        LongVector t17 = t8.lanewise(AND, t16);
        LongVector t18 = t14.lanewise(XOR, t17);
        LongVector t19 = t12.lanewise(AND, t18);
        LongVector t20 = t11.lanewise(XOR, t19);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 26 * W).lanewise(XOR, t20))).intoArray(y, 26 * W);
        LongVector t21 = t16.lanewise(XOR, t12);
        LongVector t22 = t11.lanewise(AND, t20);
        LongVector t23 = t18.lanewise(AND, t22);
        LongVector t24 = t8.lanewise(AND, t23);
        LongVector t25 = t21.lanewise(XOR, t24);
        LongVector t26 = t17.lanewise(XOR, t13);
        LongVector t27 = t23.lanewise(OR, t26);
        LongVector t28 = t5.lanewise(AND, t27);
        LongVector t29 = a5.lanewise(AND, t28);
        LongVector t30 = t25.lanewise(XOR, t29);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 14 * W).lanewise(XOR, t30))).intoArray(y, 14 * W);
        LongVector t31 = t12.lanewise(OR, t3);
        LongVector t32 = t27.lanewise(XOR, t31);
        LongVector t33 = t24.lanewise(OR, t32);
        LongVector t34 = t24.lanewise(XOR, t13);
        LongVector t35 = a2.lanewise(AND, t34);
        LongVector t36 = t30.lanewise(XOR, t35);
        LongVector t37 = a5.lanewise(AND, t36);
        LongVector t38 = t33.lanewise(XOR, t37);
        LongVector t39 = a6.lanewise(XOR, ones);
        LongVector t40 = t30.lanewise(OR, t20);
        LongVector t41 = t25.lanewise(OR, t1);
        LongVector t42 = a1.lanewise(AND, t41);
        LongVector t43 = t40.lanewise(XOR, t42);
        LongVector t44 = t39.lanewise(AND, t43);
        LongVector t45 = t38.lanewise(XOR, t44);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 4 * W).lanewise(XOR, t45))).intoArray(y, 4 * W);
        LongVector t46 = t12.lanewise(XOR, t38);
        LongVector t47 = t38.lanewise(OR, t25);
        LongVector t48 = t20.lanewise(XOR, t47);
        LongVector t49 = a1.lanewise(AND, t48);
        LongVector t50 = t46.lanewise(XOR, t49);
        LongVector t51 = t20.lanewise(XOR, t42);
        LongVector t52 = t38.lanewise(AND, t51);
        LongVector t53 = t29.lanewise(OR, t52);
        LongVector t54 = t47.lanewise(AND, t53);
        LongVector t55 = a6.lanewise(AND, t54);
        LongVector t56 = t50.lanewise(XOR, t55);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 20 * W).lanewise(XOR, t56))).intoArray(y, 20 * W);
    }

    /** S8: 56 gates, one key for all lanes, generated by gen/des_sbox_circuits.py. */
    private static void s8k(long[] x, long[] y, long[] ks, int k) {
        LongVector ones = LongVector.broadcast(S, -1L);
        LongVector a1 = LongVector.fromArray(S, x, 27 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 42 * W]));
        LongVector a2 = LongVector.fromArray(S, x, 28 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 43 * W]));
        LongVector a3 = LongVector.fromArray(S, x, 29 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 44 * W]));
        LongVector a4 = LongVector.fromArray(S, x, 30 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 45 * W]));
        LongVector a5 = LongVector.fromArray(S, x, 31 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 46 * W]));
        LongVector a6 = LongVector.fromArray(S, x, 0 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 47 * W]));
        LongVector t1 = a5.lanewise(XOR, ones);
        LongVector t2 = a6.lanewise(XOR, t1);
        LongVector t3 = a1.lanewise(XOR, t2);
        LongVector t4 = a1.lanewise(AND, t3);
        LongVector t5 = a5.lanewise(XOR, t4);
        LongVector t6 = a4.lanewise(AND, t5);
        LongVector t7 = t2.lanewise(XOR, t6);
        LongVector t8 = a3.lanewise(XOR, ones);
        LongVector t9 = t1.lanewise(OR, t4);
        LongVector t10 = t8.lanewise(AND, t9);
        LongVector t11 = t7.lanewise(XOR, t10);
        LongVector t12 = a2.lanewise(XOR, ones);
        LongVector t13 = a4.lanewise(XOR, a1);
        LongVector t14 = t5.lanewise(OR, t13);
        LongVector t15 = a1.lanewise(AND, t14);
        LongVector t16 = t8.lanewise(XOR, t15);
        LongVector t17 = t8.lanewise(AND, t16);
        LongVector t18 = t14.lanewise(XOR, t17);
        LongVector t19 = t12.lanewise(AND, t18);
        LongVector t20 = t11.lanewise(XOR, t19);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 26 * W).lanewise(XOR, t20))).intoArray(y, 26 * W);
        LongVector t21 = t16.lanewise(XOR, t12);
        LongVector t22 = t11.lanewise(AND, t20);
        LongVector t23 = t18.lanewise(AND, t22);
        LongVector t24 = t8.lanewise(AND, t23);
        LongVector t25 = t21.lanewise(XOR, t24);
        LongVector t26 = t17.lanewise(XOR, t13);
        LongVector t27 = t23.lanewise(OR, t26);
        LongVector t28 = t5.lanewise(AND, t27);
        LongVector t29 = a5.lanewise(AND, t28);
        LongVector t30 = t25.lanewise(XOR, t29);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 14 * W).lanewise(XOR, t30))).intoArray(y, 14 * W);
        LongVector t31 = t12.lanewise(OR, t3);
        LongVector t32 = t27.lanewise(XOR, t31);
        LongVector t33 = t24.lanewise(OR, t32);
        LongVector t34 = t24.lanewise(XOR, t13);
        LongVector t35 = a2.lanewise(AND, t34);
        LongVector t36 = t30.lanewise(XOR, t35);
        LongVector t37 = a5.lanewise(AND, t36);
        LongVector t38 = t33.lanewise(XOR, t37);
        LongVector t39 = a6.lanewise(XOR, ones);
        LongVector t40 = t30.lanewise(OR, t20);
        LongVector t41 = t25.lanewise(OR, t1);
        LongVector t42 = a1.lanewise(AND, t41);
        LongVector t43 = t40.lanewise(XOR, t42);
        LongVector t44 = t39.lanewise(AND, t43);
        LongVector t45 = t38.lanewise(XOR, t44);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 4 * W).lanewise(XOR, t45))).intoArray(y, 4 * W);
        LongVector t46 = t12.lanewise(XOR, t38);
        LongVector t47 = t38.lanewise(OR, t25);
        LongVector t48 = t20.lanewise(XOR, t47);
        LongVector t49 = a1.lanewise(AND, t48);
        LongVector t50 = t46.lanewise(XOR, t49);
        LongVector t51 = t20.lanewise(XOR, t42);
        LongVector t52 = t38.lanewise(AND, t51);
        LongVector t53 = t29.lanewise(OR, t52);
        LongVector t54 = t47.lanewise(AND, t53);
        LongVector t55 = a6.lanewise(AND, t54);
        LongVector t56 = t50.lanewise(XOR, t55);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 20 * W).lanewise(XOR, t56))).intoArray(y, 20 * W);
    }

    /** S1: 27 three-input gates, generated by gen/des_sbox_circuits.py (gen/des_sbox_lut3_circuits.txt). */
    private static void u1(long[] x, long[] y, long[] ks, int k) {
        LongVector a1 = LongVector.fromArray(S, x, 31 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 0 * W));
        LongVector a2 = LongVector.fromArray(S, x, 0 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 1 * W));
        LongVector a3 = LongVector.fromArray(S, x, 1 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 2 * W));
        LongVector a4 = LongVector.fromArray(S, x, 2 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 3 * W));
        LongVector a5 = LongVector.fromArray(S, x, 3 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 4 * W));
        LongVector a6 = LongVector.fromArray(S, x, 4 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 5 * W));
        LongVector g1 = a4.lanewise(AND, a5.lanewise(OR, a1.lanewise(NOT))).lanewise(OR, a4.lanewise(NOT).lanewise(AND, a1));
        LongVector g2 = a2.lanewise(AND, g1).lanewise(OR, a2.lanewise(NOT).lanewise(AND, a5.lanewise(NOT).lanewise(OR, g1.lanewise(NOT))));
        LongVector g3 = a5.lanewise(XOR, a4.lanewise(NOT).lanewise(XOR, a1));
        LongVector g4 = g3.lanewise(XOR, a2.lanewise(OR, g2));
        LongVector g5 = a6.lanewise(AND, g4).lanewise(OR, a6.lanewise(NOT).lanewise(AND, g2));
        LongVector g6 = a6.lanewise(AND, g1.lanewise(OR, a4.lanewise(NOT))).lanewise(OR, a6.lanewise(NOT).lanewise(AND, g1.lanewise(AND, a4.lanewise(NOT))));
        LongVector g7 = g3.lanewise(AND, g6.lanewise(NOT)).lanewise(OR, g3.lanewise(NOT).lanewise(AND, a5.lanewise(AND, g6)));
        LongVector g8 = g6.lanewise(XOR, a5.lanewise(AND, g5));
        LongVector g9 = a2.lanewise(AND, g7).lanewise(OR, a2.lanewise(NOT).lanewise(AND, g8));
        LongVector g10 = a3.lanewise(AND, g9).lanewise(OR, a3.lanewise(NOT).lanewise(AND, g5));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 16 * W).lanewise(XOR, g10))).intoArray(y, 16 * W);
        LongVector g11 = a5.lanewise(AND, a6.lanewise(NOT).lanewise(XOR, a4)).lanewise(OR, a5.lanewise(NOT).lanewise(AND, a6.lanewise(AND, a4.lanewise(NOT))));
        LongVector g12 = g11.lanewise(XOR, a2.lanewise(NOT).lanewise(AND, g1));
        LongVector g13 = a4.lanewise(AND, g5.lanewise(NOT).lanewise(OR, a2)).lanewise(OR, a4.lanewise(NOT).lanewise(AND, a2.lanewise(NOT)));
        LongVector g14 = a6.lanewise(XOR, g13);
        LongVector g15 = g4.lanewise(AND, g14.lanewise(NOT)).lanewise(OR, g4.lanewise(NOT).lanewise(AND, g9.lanewise(NOT).lanewise(OR, g14)));
        LongVector g16 = a3.lanewise(AND, g12).lanewise(OR, a3.lanewise(NOT).lanewise(AND, g15));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 8 * W).lanewise(XOR, g16))).intoArray(y, 8 * W);
        LongVector g17 = g6.lanewise(AND, g5.lanewise(NOT).lanewise(OR, g7)).lanewise(OR, g6.lanewise(NOT).lanewise(AND, g5.lanewise(OR, g7.lanewise(NOT))));
        LongVector g18 = a6.lanewise(AND, g3.lanewise(NOT)).lanewise(OR, a6.lanewise(NOT).lanewise(AND, g16.lanewise(AND, g3)));
        LongVector g19 = a3.lanewise(AND, g17).lanewise(OR, a3.lanewise(NOT).lanewise(AND, g18));
        LongVector g20 = a6.lanewise(AND, a3.lanewise(NOT).lanewise(OR, g19.lanewise(NOT))).lanewise(OR, a6.lanewise(NOT).lanewise(AND, a3.lanewise(NOT).lanewise(XOR, g19)));
        LongVector g21 = g9.lanewise(AND, g20).lanewise(OR, g9.lanewise(NOT).lanewise(AND, g19.lanewise(NOT)));
        LongVector g22 = a2.lanewise(AND, g21).lanewise(OR, a2.lanewise(NOT).lanewise(AND, g19));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 22 * W).lanewise(XOR, g22))).intoArray(y, 22 * W);
        LongVector g23 = a3.lanewise(XOR, g7.lanewise(OR, g2));
        LongVector g24 = g9.lanewise(AND, g23.lanewise(NOT)).lanewise(OR, g9.lanewise(NOT).lanewise(AND, g20.lanewise(AND, g23)));
        LongVector g25 = g10.lanewise(AND, g16).lanewise(OR, g10.lanewise(NOT).lanewise(AND, g11.lanewise(NOT).lanewise(AND, g16.lanewise(NOT))));
        LongVector g26 = g19.lanewise(AND, g21.lanewise(OR, g25.lanewise(NOT))).lanewise(OR, g19.lanewise(NOT).lanewise(AND, g21.lanewise(NOT).lanewise(OR, g25)));
        LongVector g27 = a5.lanewise(AND, g24).lanewise(OR, a5.lanewise(NOT).lanewise(AND, g26));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 30 * W).lanewise(XOR, g27))).intoArray(y, 30 * W);
    }

    /** S1: 27 three-input gates, one key for all lanes, generated by gen/des_sbox_circuits.py (gen/des_sbox_lut3_circuits.txt). */
    private static void u1k(long[] x, long[] y, long[] ks, int k) {
        LongVector a1 = LongVector.fromArray(S, x, 31 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 0 * W]));
        LongVector a2 = LongVector.fromArray(S, x, 0 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 1 * W]));
        LongVector a3 = LongVector.fromArray(S, x, 1 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 2 * W]));
        LongVector a4 = LongVector.fromArray(S, x, 2 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 3 * W]));
        LongVector a5 = LongVector.fromArray(S, x, 3 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 4 * W]));
        LongVector a6 = LongVector.fromArray(S, x, 4 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 5 * W]));
        LongVector g1 = a4.lanewise(AND, a5.lanewise(OR, a1.lanewise(NOT))).lanewise(OR, a4.lanewise(NOT).lanewise(AND, a1));
        LongVector g2 = a2.lanewise(AND, g1).lanewise(OR, a2.lanewise(NOT).lanewise(AND, a5.lanewise(NOT).lanewise(OR, g1.lanewise(NOT))));
        LongVector g3 = a5.lanewise(XOR, a4.lanewise(NOT).lanewise(XOR, a1));
        LongVector g4 = g3.lanewise(XOR, a2.lanewise(OR, g2));
        LongVector g5 = a6.lanewise(AND, g4).lanewise(OR, a6.lanewise(NOT).lanewise(AND, g2));
        LongVector g6 = a6.lanewise(AND, g1.lanewise(OR, a4.lanewise(NOT))).lanewise(OR, a6.lanewise(NOT).lanewise(AND, g1.lanewise(AND, a4.lanewise(NOT))));
        LongVector g7 = g3.lanewise(AND, g6.lanewise(NOT)).lanewise(OR, g3.lanewise(NOT).lanewise(AND, a5.lanewise(AND, g6)));
        LongVector g8 = g6.lanewise(XOR, a5.lanewise(AND, g5));
        LongVector g9 = a2.lanewise(AND, g7).lanewise(OR, a2.lanewise(NOT).lanewise(AND, g8));
        LongVector g10 = a3.lanewise(AND, g9).lanewise(OR, a3.lanewise(NOT).lanewise(AND, g5));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 16 * W).lanewise(XOR, g10))).intoArray(y, 16 * W);
        LongVector g11 = a5.lanewise(AND, a6.lanewise(NOT).lanewise(XOR, a4)).lanewise(OR, a5.lanewise(NOT).lanewise(AND, a6.lanewise(AND, a4.lanewise(NOT))));
        LongVector g12 = g11.lanewise(XOR, a2.lanewise(NOT).lanewise(AND, g1));
        LongVector g13 = a4.lanewise(AND, g5.lanewise(NOT).lanewise(OR, a2)).lanewise(OR, a4.lanewise(NOT).lanewise(AND, a2.lanewise(NOT)));
        LongVector g14 = a6.lanewise(XOR, g13);
        LongVector g15 = g4.lanewise(AND, g14.lanewise(NOT)).lanewise(OR, g4.lanewise(NOT).lanewise(AND, g9.lanewise(NOT).lanewise(OR, g14)));
        LongVector g16 = a3.lanewise(AND, g12).lanewise(OR, a3.lanewise(NOT).lanewise(AND, g15));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 8 * W).lanewise(XOR, g16))).intoArray(y, 8 * W);
        LongVector g17 = g6.lanewise(AND, g5.lanewise(NOT).lanewise(OR, g7)).lanewise(OR, g6.lanewise(NOT).lanewise(AND, g5.lanewise(OR, g7.lanewise(NOT))));
        LongVector g18 = a6.lanewise(AND, g3.lanewise(NOT)).lanewise(OR, a6.lanewise(NOT).lanewise(AND, g16.lanewise(AND, g3)));
        LongVector g19 = a3.lanewise(AND, g17).lanewise(OR, a3.lanewise(NOT).lanewise(AND, g18));
        LongVector g20 = a6.lanewise(AND, a3.lanewise(NOT).lanewise(OR, g19.lanewise(NOT))).lanewise(OR, a6.lanewise(NOT).lanewise(AND, a3.lanewise(NOT).lanewise(XOR, g19)));
        LongVector g21 = g9.lanewise(AND, g20).lanewise(OR, g9.lanewise(NOT).lanewise(AND, g19.lanewise(NOT)));
        LongVector g22 = a2.lanewise(AND, g21).lanewise(OR, a2.lanewise(NOT).lanewise(AND, g19));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 22 * W).lanewise(XOR, g22))).intoArray(y, 22 * W);
        LongVector g23 = a3.lanewise(XOR, g7.lanewise(OR, g2));
        LongVector g24 = g9.lanewise(AND, g23.lanewise(NOT)).lanewise(OR, g9.lanewise(NOT).lanewise(AND, g20.lanewise(AND, g23)));
        LongVector g25 = g10.lanewise(AND, g16).lanewise(OR, g10.lanewise(NOT).lanewise(AND, g11.lanewise(NOT).lanewise(AND, g16.lanewise(NOT))));
        LongVector g26 = g19.lanewise(AND, g21.lanewise(OR, g25.lanewise(NOT))).lanewise(OR, g19.lanewise(NOT).lanewise(AND, g21.lanewise(NOT).lanewise(OR, g25)));
        LongVector g27 = a5.lanewise(AND, g24).lanewise(OR, a5.lanewise(NOT).lanewise(AND, g26));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 30 * W).lanewise(XOR, g27))).intoArray(y, 30 * W);
    }

    /** S2: 26 three-input gates, generated by gen/des_sbox_circuits.py (gen/des_sbox_lut3_circuits.txt). */
    private static void u2(long[] x, long[] y, long[] ks, int k) {
        LongVector a1 = LongVector.fromArray(S, x, 3 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 6 * W));
        LongVector a2 = LongVector.fromArray(S, x, 4 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 7 * W));
        LongVector a3 = LongVector.fromArray(S, x, 5 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 8 * W));
        LongVector a4 = LongVector.fromArray(S, x, 6 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 9 * W));
        LongVector a5 = LongVector.fromArray(S, x, 7 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 10 * W));
        LongVector a6 = LongVector.fromArray(S, x, 8 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 11 * W));
        LongVector g1 = a5.lanewise(NOT).lanewise(OR, a4.lanewise(AND, a3.lanewise(NOT)));
        LongVector g2 = a1.lanewise(XOR, a4.lanewise(XOR, g1));
        LongVector g3 = a5.lanewise(AND, a3.lanewise(NOT).lanewise(OR, a1)).lanewise(OR, a5.lanewise(NOT).lanewise(AND, a3.lanewise(XOR, a1)));
        LongVector g4 = g3.lanewise(AND, g2.lanewise(NOT).lanewise(OR, g1));
        LongVector g5 = g2.lanewise(XOR, g1.lanewise(AND, a5));
        LongVector g6 = g3.lanewise(XOR, a2.lanewise(XOR, a4));
        LongVector g7 = g3.lanewise(XOR, g2.lanewise(AND, a2));
        LongVector g8 = a5.lanewise(AND, g6).lanewise(OR, a5.lanewise(NOT).lanewise(AND, g7));
        LongVector g9 = g4.lanewise(AND, g8.lanewise(NOT).lanewise(AND, a3.lanewise(NOT))).lanewise(OR, g4.lanewise(NOT).lanewise(AND, g8.lanewise(NOT).lanewise(OR, a3.lanewise(NOT))));
        LongVector g10 = g5.lanewise(XOR, a1.lanewise(AND, a3));
        LongVector g11 = a2.lanewise(AND, g4).lanewise(OR, a2.lanewise(NOT).lanewise(AND, g5));
        LongVector g12 = a4.lanewise(XOR, g11.lanewise(AND, a6.lanewise(NOT)));
        LongVector g13 = a2.lanewise(AND, a3).lanewise(OR, a2.lanewise(NOT).lanewise(AND, g12));
        LongVector g14 = g10.lanewise(XOR, g1.lanewise(AND, g13.lanewise(NOT)));
        LongVector g15 = a6.lanewise(AND, g3.lanewise(NOT).lanewise(XOR, g14)).lanewise(OR, a6.lanewise(NOT).lanewise(AND, g3.lanewise(NOT).lanewise(OR, g14.lanewise(NOT))));
        LongVector g16 = g6.lanewise(AND, g11.lanewise(AND, g15.lanewise(NOT))).lanewise(OR, g6.lanewise(NOT).lanewise(AND, g15));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 1 * W).lanewise(XOR, g16))).intoArray(y, 1 * W);
        LongVector g17 = g2.lanewise(XOR, a2.lanewise(NOT).lanewise(AND, a3.lanewise(NOT)));
        LongVector g18 = a2.lanewise(AND, g10.lanewise(NOT)).lanewise(OR, a2.lanewise(NOT).lanewise(AND, g9.lanewise(NOT)));
        LongVector g19 = a6.lanewise(AND, g8.lanewise(NOT)).lanewise(OR, a6.lanewise(NOT).lanewise(AND, g18));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 12 * W).lanewise(XOR, g19.lanewise(NOT)))).intoArray(y, 12 * W);
        LongVector g20 = a6.lanewise(AND, g17).lanewise(OR, a6.lanewise(NOT).lanewise(AND, g11));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 27 * W).lanewise(XOR, g20))).intoArray(y, 27 * W);
        LongVector g21 = a2.lanewise(AND, g20.lanewise(NOT).lanewise(AND, a3)).lanewise(OR, a2.lanewise(NOT).lanewise(AND, a3.lanewise(NOT)));
        LongVector g22 = g1.lanewise(AND, g4.lanewise(NOT).lanewise(AND, g21.lanewise(NOT))).lanewise(OR, g1.lanewise(NOT).lanewise(AND, g21));
        LongVector g23 = g17.lanewise(AND, g12.lanewise(NOT).lanewise(AND, g22)).lanewise(OR, g17.lanewise(NOT).lanewise(AND, g22.lanewise(NOT)));
        LongVector g24 = g13.lanewise(AND, g11.lanewise(NOT)).lanewise(OR, g13.lanewise(NOT).lanewise(AND, g14.lanewise(NOT)));
        LongVector g25 = g2.lanewise(XOR, g22.lanewise(OR, g24.lanewise(NOT)));
        LongVector g26 = a6.lanewise(AND, g25).lanewise(OR, a6.lanewise(NOT).lanewise(AND, g23));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 17 * W).lanewise(XOR, g26))).intoArray(y, 17 * W);
    }

    /** S2: 26 three-input gates, one key for all lanes, generated by gen/des_sbox_circuits.py (gen/des_sbox_lut3_circuits.txt). */
    private static void u2k(long[] x, long[] y, long[] ks, int k) {
        LongVector a1 = LongVector.fromArray(S, x, 3 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 6 * W]));
        LongVector a2 = LongVector.fromArray(S, x, 4 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 7 * W]));
        LongVector a3 = LongVector.fromArray(S, x, 5 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 8 * W]));
        LongVector a4 = LongVector.fromArray(S, x, 6 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 9 * W]));
        LongVector a5 = LongVector.fromArray(S, x, 7 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 10 * W]));
        LongVector a6 = LongVector.fromArray(S, x, 8 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 11 * W]));
        LongVector g1 = a5.lanewise(NOT).lanewise(OR, a4.lanewise(AND, a3.lanewise(NOT)));
        LongVector g2 = a1.lanewise(XOR, a4.lanewise(XOR, g1));
        LongVector g3 = a5.lanewise(AND, a3.lanewise(NOT).lanewise(OR, a1)).lanewise(OR, a5.lanewise(NOT).lanewise(AND, a3.lanewise(XOR, a1)));
        LongVector g4 = g3.lanewise(AND, g2.lanewise(NOT).lanewise(OR, g1));
        LongVector g5 = g2.lanewise(XOR, g1.lanewise(AND, a5));
        LongVector g6 = g3.lanewise(XOR, a2.lanewise(XOR, a4));
        LongVector g7 = g3.lanewise(XOR, g2.lanewise(AND, a2));
        LongVector g8 = a5.lanewise(AND, g6).lanewise(OR, a5.lanewise(NOT).lanewise(AND, g7));
        LongVector g9 = g4.lanewise(AND, g8.lanewise(NOT).lanewise(AND, a3.lanewise(NOT))).lanewise(OR, g4.lanewise(NOT).lanewise(AND, g8.lanewise(NOT).lanewise(OR, a3.lanewise(NOT))));
        LongVector g10 = g5.lanewise(XOR, a1.lanewise(AND, a3));
        LongVector g11 = a2.lanewise(AND, g4).lanewise(OR, a2.lanewise(NOT).lanewise(AND, g5));
        LongVector g12 = a4.lanewise(XOR, g11.lanewise(AND, a6.lanewise(NOT)));
        LongVector g13 = a2.lanewise(AND, a3).lanewise(OR, a2.lanewise(NOT).lanewise(AND, g12));
        LongVector g14 = g10.lanewise(XOR, g1.lanewise(AND, g13.lanewise(NOT)));
        LongVector g15 = a6.lanewise(AND, g3.lanewise(NOT).lanewise(XOR, g14)).lanewise(OR, a6.lanewise(NOT).lanewise(AND, g3.lanewise(NOT).lanewise(OR, g14.lanewise(NOT))));
        LongVector g16 = g6.lanewise(AND, g11.lanewise(AND, g15.lanewise(NOT))).lanewise(OR, g6.lanewise(NOT).lanewise(AND, g15));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 1 * W).lanewise(XOR, g16))).intoArray(y, 1 * W);
        LongVector g17 = g2.lanewise(XOR, a2.lanewise(NOT).lanewise(AND, a3.lanewise(NOT)));
        LongVector g18 = a2.lanewise(AND, g10.lanewise(NOT)).lanewise(OR, a2.lanewise(NOT).lanewise(AND, g9.lanewise(NOT)));
        LongVector g19 = a6.lanewise(AND, g8.lanewise(NOT)).lanewise(OR, a6.lanewise(NOT).lanewise(AND, g18));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 12 * W).lanewise(XOR, g19.lanewise(NOT)))).intoArray(y, 12 * W);
        LongVector g20 = a6.lanewise(AND, g17).lanewise(OR, a6.lanewise(NOT).lanewise(AND, g11));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 27 * W).lanewise(XOR, g20))).intoArray(y, 27 * W);
        LongVector g21 = a2.lanewise(AND, g20.lanewise(NOT).lanewise(AND, a3)).lanewise(OR, a2.lanewise(NOT).lanewise(AND, a3.lanewise(NOT)));
        LongVector g22 = g1.lanewise(AND, g4.lanewise(NOT).lanewise(AND, g21.lanewise(NOT))).lanewise(OR, g1.lanewise(NOT).lanewise(AND, g21));
        LongVector g23 = g17.lanewise(AND, g12.lanewise(NOT).lanewise(AND, g22)).lanewise(OR, g17.lanewise(NOT).lanewise(AND, g22.lanewise(NOT)));
        LongVector g24 = g13.lanewise(AND, g11.lanewise(NOT)).lanewise(OR, g13.lanewise(NOT).lanewise(AND, g14.lanewise(NOT)));
        LongVector g25 = g2.lanewise(XOR, g22.lanewise(OR, g24.lanewise(NOT)));
        LongVector g26 = a6.lanewise(AND, g25).lanewise(OR, a6.lanewise(NOT).lanewise(AND, g23));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 17 * W).lanewise(XOR, g26))).intoArray(y, 17 * W);
    }

    /** S3: 25 three-input gates, generated by gen/des_sbox_circuits.py (gen/des_sbox_lut3_circuits.txt). */
    private static void u3(long[] x, long[] y, long[] ks, int k) {
        LongVector a1 = LongVector.fromArray(S, x, 7 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 12 * W));
        LongVector a2 = LongVector.fromArray(S, x, 8 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 13 * W));
        LongVector a3 = LongVector.fromArray(S, x, 9 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 14 * W));
        LongVector a4 = LongVector.fromArray(S, x, 10 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 15 * W));
        LongVector a5 = LongVector.fromArray(S, x, 11 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 16 * W));
        LongVector a6 = LongVector.fromArray(S, x, 12 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 17 * W));
        LongVector g1 = a3.lanewise(NOT).lanewise(OR, a5.lanewise(AND, a6));
        LongVector g2 = a2.lanewise(AND, a5.lanewise(NOT).lanewise(XOR, g1)).lanewise(OR, a2.lanewise(NOT).lanewise(AND, a5.lanewise(NOT).lanewise(AND, g1)));
        LongVector g3 = a3.lanewise(AND, g1.lanewise(NOT)).lanewise(OR, a3.lanewise(NOT).lanewise(AND, a2));
        LongVector g4 = a6.lanewise(XOR, g2.lanewise(XOR, g3));
        LongVector g5 = a1.lanewise(AND, g4).lanewise(OR, a1.lanewise(NOT).lanewise(AND, g2));
        LongVector g6 = a6.lanewise(OR, a5.lanewise(NOT).lanewise(OR, a2));
        LongVector g7 = g6.lanewise(XOR, a3.lanewise(XOR, a4));
        LongVector g8 = a1.lanewise(AND, a2.lanewise(NOT).lanewise(AND, g7)).lanewise(OR, a1.lanewise(NOT).lanewise(AND, a2.lanewise(NOT).lanewise(XOR, g7)));
        LongVector g9 = g2.lanewise(AND, a4.lanewise(NOT).lanewise(AND, g3)).lanewise(OR, g2.lanewise(NOT).lanewise(AND, a4.lanewise(NOT).lanewise(XOR, g3)));
        LongVector g10 = a1.lanewise(AND, g9).lanewise(OR, a1.lanewise(NOT).lanewise(AND, a5));
        LongVector g11 = a6.lanewise(XOR, g7.lanewise(OR, g10.lanewise(NOT)));
        LongVector g12 = g4.lanewise(XOR, a1.lanewise(OR, g6.lanewise(NOT)));
        LongVector g13 = a6.lanewise(AND, g2).lanewise(OR, a6.lanewise(NOT).lanewise(AND, g7));
        LongVector g14 = a4.lanewise(AND, a1).lanewise(OR, a4.lanewise(NOT).lanewise(AND, g13));
        LongVector g15 = g8.lanewise(XOR, g12.lanewise(AND, g14));
        LongVector g16 = g5.lanewise(AND, g8.lanewise(XOR, a2)).lanewise(OR, g5.lanewise(NOT).lanewise(AND, g8.lanewise(NOT).lanewise(AND, a2.lanewise(NOT))));
        LongVector g17 = g15.lanewise(AND, g2.lanewise(NOT).lanewise(OR, g16.lanewise(NOT))).lanewise(OR, g15.lanewise(NOT).lanewise(AND, g16));
        LongVector g18 = a4.lanewise(AND, g12).lanewise(OR, a4.lanewise(NOT).lanewise(AND, g5));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 23 * W).lanewise(XOR, g18))).intoArray(y, 23 * W);
        LongVector g19 = g9.lanewise(AND, a4.lanewise(NOT).lanewise(AND, g17.lanewise(NOT))).lanewise(OR, g9.lanewise(NOT).lanewise(AND, a4.lanewise(AND, g17)));
        LongVector g20 = g13.lanewise(XOR, a3.lanewise(AND, g19));
        LongVector g21 = a3.lanewise(XOR, g8.lanewise(NOT).lanewise(XOR, g11));
        LongVector g22 = a1.lanewise(AND, g20).lanewise(OR, a1.lanewise(NOT).lanewise(AND, g21));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 5 * W).lanewise(XOR, g22))).intoArray(y, 5 * W);
        LongVector g23 = a5.lanewise(AND, g16).lanewise(OR, a5.lanewise(NOT).lanewise(AND, g17));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 29 * W).lanewise(XOR, g23))).intoArray(y, 29 * W);
        LongVector g24 = g11.lanewise(AND, a4).lanewise(OR, g11.lanewise(NOT).lanewise(AND, g4.lanewise(NOT).lanewise(OR, a4.lanewise(NOT))));
        LongVector g25 = g8.lanewise(AND, g15.lanewise(AND, g24.lanewise(NOT))).lanewise(OR, g8.lanewise(NOT).lanewise(AND, g24));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 15 * W).lanewise(XOR, g25))).intoArray(y, 15 * W);
    }

    /** S3: 25 three-input gates, one key for all lanes, generated by gen/des_sbox_circuits.py (gen/des_sbox_lut3_circuits.txt). */
    private static void u3k(long[] x, long[] y, long[] ks, int k) {
        LongVector a1 = LongVector.fromArray(S, x, 7 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 12 * W]));
        LongVector a2 = LongVector.fromArray(S, x, 8 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 13 * W]));
        LongVector a3 = LongVector.fromArray(S, x, 9 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 14 * W]));
        LongVector a4 = LongVector.fromArray(S, x, 10 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 15 * W]));
        LongVector a5 = LongVector.fromArray(S, x, 11 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 16 * W]));
        LongVector a6 = LongVector.fromArray(S, x, 12 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 17 * W]));
        LongVector g1 = a3.lanewise(NOT).lanewise(OR, a5.lanewise(AND, a6));
        LongVector g2 = a2.lanewise(AND, a5.lanewise(NOT).lanewise(XOR, g1)).lanewise(OR, a2.lanewise(NOT).lanewise(AND, a5.lanewise(NOT).lanewise(AND, g1)));
        LongVector g3 = a3.lanewise(AND, g1.lanewise(NOT)).lanewise(OR, a3.lanewise(NOT).lanewise(AND, a2));
        LongVector g4 = a6.lanewise(XOR, g2.lanewise(XOR, g3));
        LongVector g5 = a1.lanewise(AND, g4).lanewise(OR, a1.lanewise(NOT).lanewise(AND, g2));
        LongVector g6 = a6.lanewise(OR, a5.lanewise(NOT).lanewise(OR, a2));
        LongVector g7 = g6.lanewise(XOR, a3.lanewise(XOR, a4));
        LongVector g8 = a1.lanewise(AND, a2.lanewise(NOT).lanewise(AND, g7)).lanewise(OR, a1.lanewise(NOT).lanewise(AND, a2.lanewise(NOT).lanewise(XOR, g7)));
        LongVector g9 = g2.lanewise(AND, a4.lanewise(NOT).lanewise(AND, g3)).lanewise(OR, g2.lanewise(NOT).lanewise(AND, a4.lanewise(NOT).lanewise(XOR, g3)));
        LongVector g10 = a1.lanewise(AND, g9).lanewise(OR, a1.lanewise(NOT).lanewise(AND, a5));
        LongVector g11 = a6.lanewise(XOR, g7.lanewise(OR, g10.lanewise(NOT)));
        LongVector g12 = g4.lanewise(XOR, a1.lanewise(OR, g6.lanewise(NOT)));
        LongVector g13 = a6.lanewise(AND, g2).lanewise(OR, a6.lanewise(NOT).lanewise(AND, g7));
        LongVector g14 = a4.lanewise(AND, a1).lanewise(OR, a4.lanewise(NOT).lanewise(AND, g13));
        LongVector g15 = g8.lanewise(XOR, g12.lanewise(AND, g14));
        LongVector g16 = g5.lanewise(AND, g8.lanewise(XOR, a2)).lanewise(OR, g5.lanewise(NOT).lanewise(AND, g8.lanewise(NOT).lanewise(AND, a2.lanewise(NOT))));
        LongVector g17 = g15.lanewise(AND, g2.lanewise(NOT).lanewise(OR, g16.lanewise(NOT))).lanewise(OR, g15.lanewise(NOT).lanewise(AND, g16));
        LongVector g18 = a4.lanewise(AND, g12).lanewise(OR, a4.lanewise(NOT).lanewise(AND, g5));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 23 * W).lanewise(XOR, g18))).intoArray(y, 23 * W);
        LongVector g19 = g9.lanewise(AND, a4.lanewise(NOT).lanewise(AND, g17.lanewise(NOT))).lanewise(OR, g9.lanewise(NOT).lanewise(AND, a4.lanewise(AND, g17)));
        LongVector g20 = g13.lanewise(XOR, a3.lanewise(AND, g19));
        LongVector g21 = a3.lanewise(XOR, g8.lanewise(NOT).lanewise(XOR, g11));
        LongVector g22 = a1.lanewise(AND, g20).lanewise(OR, a1.lanewise(NOT).lanewise(AND, g21));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 5 * W).lanewise(XOR, g22))).intoArray(y, 5 * W);
        LongVector g23 = a5.lanewise(AND, g16).lanewise(OR, a5.lanewise(NOT).lanewise(AND, g17));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 29 * W).lanewise(XOR, g23))).intoArray(y, 29 * W);
        LongVector g24 = g11.lanewise(AND, a4).lanewise(OR, g11.lanewise(NOT).lanewise(AND, g4.lanewise(NOT).lanewise(OR, a4.lanewise(NOT))));
        LongVector g25 = g8.lanewise(AND, g15.lanewise(AND, g24.lanewise(NOT))).lanewise(OR, g8.lanewise(NOT).lanewise(AND, g24));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 15 * W).lanewise(XOR, g25))).intoArray(y, 15 * W);
    }

    /** S4: 19 three-input gates, generated by gen/des_sbox_circuits.py (gen/des_sbox_lut3_circuits.txt). */
    private static void u4(long[] x, long[] y, long[] ks, int k) {
        LongVector a1 = LongVector.fromArray(S, x, 11 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 18 * W));
        LongVector a2 = LongVector.fromArray(S, x, 12 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 19 * W));
        LongVector a3 = LongVector.fromArray(S, x, 13 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 20 * W));
        LongVector a4 = LongVector.fromArray(S, x, 14 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 21 * W));
        LongVector a5 = LongVector.fromArray(S, x, 15 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 22 * W));
        LongVector a6 = LongVector.fromArray(S, x, 16 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 23 * W));
        LongVector g1 = a2.lanewise(AND, a4.lanewise(NOT).lanewise(XOR, a5)).lanewise(OR, a2.lanewise(NOT).lanewise(AND, a4.lanewise(NOT).lanewise(AND, a5)));
        LongVector g2 = g1.lanewise(XOR, a2.lanewise(NOT).lanewise(AND, a3));
        LongVector g3 = a2.lanewise(AND, a3).lanewise(OR, a2.lanewise(NOT).lanewise(AND, a5.lanewise(NOT).lanewise(AND, a3.lanewise(NOT))));
        LongVector g4 = g1.lanewise(AND, a5).lanewise(OR, g1.lanewise(NOT).lanewise(AND, g3));
        LongVector g5 = a3.lanewise(XOR, g2.lanewise(OR, a5));
        LongVector g6 = g5.lanewise(XOR, a4.lanewise(OR, a2));
        LongVector g7 = a1.lanewise(AND, g2).lanewise(OR, a1.lanewise(NOT).lanewise(AND, g4));
        LongVector g8 = a1.lanewise(AND, g4).lanewise(OR, a1.lanewise(NOT).lanewise(AND, g1.lanewise(NOT)));
        LongVector g9 = g8.lanewise(AND, g6.lanewise(AND, a5.lanewise(NOT))).lanewise(OR, g8.lanewise(NOT).lanewise(AND, a5));
        LongVector g10 = g6.lanewise(XOR, g9.lanewise(OR, a1.lanewise(NOT)));
        LongVector g11 = a6.lanewise(AND, g10).lanewise(OR, a6.lanewise(NOT).lanewise(AND, g7));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 19 * W).lanewise(XOR, g11))).intoArray(y, 19 * W);
        LongVector g12 = g8.lanewise(AND, g6.lanewise(NOT).lanewise(AND, a1.lanewise(NOT))).lanewise(OR, g8.lanewise(NOT).lanewise(AND, g6.lanewise(AND, a1)));
        LongVector g13 = g5.lanewise(AND, g12.lanewise(NOT)).lanewise(OR, g5.lanewise(NOT).lanewise(AND, a2.lanewise(NOT).lanewise(AND, g12)));
        LongVector g14 = g6.lanewise(XOR, g7.lanewise(NOT).lanewise(AND, a5.lanewise(NOT)));
        LongVector g15 = g8.lanewise(XOR, a2.lanewise(OR, g14));
        LongVector g16 = g7.lanewise(AND, g9.lanewise(NOT).lanewise(XOR, g13)).lanewise(OR, g7.lanewise(NOT).lanewise(AND, g9.lanewise(OR, g13)));
        LongVector g17 = a6.lanewise(AND, g15).lanewise(OR, a6.lanewise(NOT).lanewise(AND, g16));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 9 * W).lanewise(XOR, g17.lanewise(NOT)))).intoArray(y, 9 * W);
        LongVector g18 = a6.lanewise(AND, g7).lanewise(OR, a6.lanewise(NOT).lanewise(AND, g10.lanewise(NOT)));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 25 * W).lanewise(XOR, g18))).intoArray(y, 25 * W);
        LongVector g19 = a6.lanewise(AND, g16.lanewise(NOT)).lanewise(OR, a6.lanewise(NOT).lanewise(AND, g15));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 0 * W).lanewise(XOR, g19))).intoArray(y, 0 * W);
    }

    /** S4: 19 three-input gates, one key for all lanes, generated by gen/des_sbox_circuits.py (gen/des_sbox_lut3_circuits.txt). */
    private static void u4k(long[] x, long[] y, long[] ks, int k) {
        LongVector a1 = LongVector.fromArray(S, x, 11 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 18 * W]));
        LongVector a2 = LongVector.fromArray(S, x, 12 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 19 * W]));
        LongVector a3 = LongVector.fromArray(S, x, 13 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 20 * W]));
        LongVector a4 = LongVector.fromArray(S, x, 14 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 21 * W]));
        LongVector a5 = LongVector.fromArray(S, x, 15 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 22 * W]));
        LongVector a6 = LongVector.fromArray(S, x, 16 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 23 * W]));
        LongVector g1 = a2.lanewise(AND, a4.lanewise(NOT).lanewise(XOR, a5)).lanewise(OR, a2.lanewise(NOT).lanewise(AND, a4.lanewise(NOT).lanewise(AND, a5)));
        LongVector g2 = g1.lanewise(XOR, a2.lanewise(NOT).lanewise(AND, a3));
        LongVector g3 = a2.lanewise(AND, a3).lanewise(OR, a2.lanewise(NOT).lanewise(AND, a5.lanewise(NOT).lanewise(AND, a3.lanewise(NOT))));
        LongVector g4 = g1.lanewise(AND, a5).lanewise(OR, g1.lanewise(NOT).lanewise(AND, g3));
        LongVector g5 = a3.lanewise(XOR, g2.lanewise(OR, a5));
        LongVector g6 = g5.lanewise(XOR, a4.lanewise(OR, a2));
        LongVector g7 = a1.lanewise(AND, g2).lanewise(OR, a1.lanewise(NOT).lanewise(AND, g4));
        LongVector g8 = a1.lanewise(AND, g4).lanewise(OR, a1.lanewise(NOT).lanewise(AND, g1.lanewise(NOT)));
        LongVector g9 = g8.lanewise(AND, g6.lanewise(AND, a5.lanewise(NOT))).lanewise(OR, g8.lanewise(NOT).lanewise(AND, a5));
        LongVector g10 = g6.lanewise(XOR, g9.lanewise(OR, a1.lanewise(NOT)));
        LongVector g11 = a6.lanewise(AND, g10).lanewise(OR, a6.lanewise(NOT).lanewise(AND, g7));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 19 * W).lanewise(XOR, g11))).intoArray(y, 19 * W);
        LongVector g12 = g8.lanewise(AND, g6.lanewise(NOT).lanewise(AND, a1.lanewise(NOT))).lanewise(OR, g8.lanewise(NOT).lanewise(AND, g6.lanewise(AND, a1)));
        LongVector g13 = g5.lanewise(AND, g12.lanewise(NOT)).lanewise(OR, g5.lanewise(NOT).lanewise(AND, a2.lanewise(NOT).lanewise(AND, g12)));
        LongVector g14 = g6.lanewise(XOR, g7.lanewise(NOT).lanewise(AND, a5.lanewise(NOT)));
        LongVector g15 = g8.lanewise(XOR, a2.lanewise(OR, g14));
        LongVector g16 = g7.lanewise(AND, g9.lanewise(NOT).lanewise(XOR, g13)).lanewise(OR, g7.lanewise(NOT).lanewise(AND, g9.lanewise(OR, g13)));
        LongVector g17 = a6.lanewise(AND, g15).lanewise(OR, a6.lanewise(NOT).lanewise(AND, g16));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 9 * W).lanewise(XOR, g17.lanewise(NOT)))).intoArray(y, 9 * W);
        LongVector g18 = a6.lanewise(AND, g7).lanewise(OR, a6.lanewise(NOT).lanewise(AND, g10.lanewise(NOT)));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 25 * W).lanewise(XOR, g18))).intoArray(y, 25 * W);
        LongVector g19 = a6.lanewise(AND, g16.lanewise(NOT)).lanewise(OR, a6.lanewise(NOT).lanewise(AND, g15));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 0 * W).lanewise(XOR, g19))).intoArray(y, 0 * W);
    }

    /** S5: 27 three-input gates, generated by gen/des_sbox_circuits.py (gen/des_sbox_lut3_circuits.txt). */
    private static void u5(long[] x, long[] y, long[] ks, int k) {
        LongVector a1 = LongVector.fromArray(S, x, 15 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 24 * W));
        LongVector a2 = LongVector.fromArray(S, x, 16 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 25 * W));
        LongVector a3 = LongVector.fromArray(S, x, 17 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 26 * W));
        LongVector a4 = LongVector.fromArray(S, x, 18 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 27 * W));
        LongVector a5 = LongVector.fromArray(S, x, 19 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 28 * W));
        LongVector a6 = LongVector.fromArray(S, x, 20 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 29 * W));
        LongVector g1 = a1.lanewise(AND, a5.lanewise(NOT).lanewise(AND, a3.lanewise(NOT))).lanewise(OR, a1.lanewise(NOT).lanewise(AND, a3));
        LongVector g2 = a6.lanewise(XOR, a5.lanewise(XOR, g1));
        LongVector g3 = g2.lanewise(XOR, a2.lanewise(NOT));
        LongVector g4 = a3.lanewise(AND, a6).lanewise(OR, a3.lanewise(NOT).lanewise(AND, a6.lanewise(NOT).lanewise(AND, a1)));
        LongVector g5 = g2.lanewise(AND, g1.lanewise(OR, g4.lanewise(NOT))).lanewise(OR, g2.lanewise(NOT).lanewise(AND, g4));
        LongVector g6 = g4.lanewise(XOR, a1.lanewise(XOR, g5));
        LongVector g7 = a2.lanewise(AND, g6).lanewise(OR, a2.lanewise(NOT).lanewise(AND, g5));
        LongVector g8 = a4.lanewise(AND, g3).lanewise(OR, a4.lanewise(NOT).lanewise(AND, g7));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 13 * W).lanewise(XOR, g8))).intoArray(y, 13 * W);
        LongVector g9 = a3.lanewise(XOR, a5.lanewise(OR, g3));
        LongVector g10 = a2.lanewise(XOR, g5.lanewise(AND, g9.lanewise(NOT)));
        LongVector g11 = a1.lanewise(AND, g1.lanewise(NOT).lanewise(AND, g10.lanewise(NOT))).lanewise(OR, a1.lanewise(NOT).lanewise(AND, g1.lanewise(XOR, g10)));
        LongVector g12 = g2.lanewise(AND, g6.lanewise(NOT).lanewise(XOR, a5)).lanewise(OR, g2.lanewise(NOT).lanewise(AND, g6.lanewise(AND, a5.lanewise(NOT))));
        LongVector g13 = a1.lanewise(AND, g3.lanewise(XOR, g12)).lanewise(OR, a1.lanewise(NOT).lanewise(AND, g3.lanewise(NOT).lanewise(AND, g12.lanewise(NOT))));
        LongVector g14 = g5.lanewise(AND, g13).lanewise(OR, g5.lanewise(NOT).lanewise(AND, g8.lanewise(OR, g13.lanewise(NOT))));
        LongVector g15 = a4.lanewise(AND, g11).lanewise(OR, a4.lanewise(NOT).lanewise(AND, g14));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 24 * W).lanewise(XOR, g15))).intoArray(y, 24 * W);
        LongVector g16 = g3.lanewise(XOR, a1.lanewise(XOR, a6));
        LongVector g17 = a3.lanewise(AND, g12.lanewise(NOT).lanewise(OR, g16.lanewise(NOT))).lanewise(OR, a3.lanewise(NOT).lanewise(AND, g12.lanewise(NOT).lanewise(XOR, g16)));
        LongVector g18 = g17.lanewise(AND, g2.lanewise(OR, g9));
        LongVector g19 = g2.lanewise(AND, a6).lanewise(OR, g2.lanewise(NOT).lanewise(AND, g16.lanewise(AND, a6.lanewise(NOT))));
        LongVector g20 = g10.lanewise(AND, g16.lanewise(XOR, g19)).lanewise(OR, g10.lanewise(NOT).lanewise(AND, g16.lanewise(NOT).lanewise(OR, g19)));
        LongVector g21 = g6.lanewise(AND, a5.lanewise(OR, g20)).lanewise(OR, g6.lanewise(NOT).lanewise(AND, g20.lanewise(NOT)));
        LongVector g22 = a4.lanewise(AND, g21).lanewise(OR, a4.lanewise(NOT).lanewise(AND, g18));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 2 * W).lanewise(XOR, g22))).intoArray(y, 2 * W);
        LongVector g23 = g22.lanewise(AND, g1.lanewise(NOT)).lanewise(OR, g22.lanewise(NOT).lanewise(AND, g16.lanewise(NOT)));
        LongVector g24 = g8.lanewise(AND, g15.lanewise(NOT).lanewise(OR, g23.lanewise(NOT))).lanewise(OR, g8.lanewise(NOT).lanewise(AND, g15.lanewise(NOT).lanewise(XOR, g23)));
        LongVector g25 = g24.lanewise(NOT).lanewise(OR, a4.lanewise(AND, a5.lanewise(NOT)));
        LongVector g26 = a2.lanewise(AND, g24.lanewise(OR, g25.lanewise(NOT))).lanewise(OR, a2.lanewise(NOT).lanewise(AND, g25));
        LongVector g27 = g1.lanewise(AND, g17.lanewise(AND, g26)).lanewise(OR, g1.lanewise(NOT).lanewise(AND, g26.lanewise(NOT)));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 7 * W).lanewise(XOR, g27))).intoArray(y, 7 * W);
    }

    /** S5: 27 three-input gates, one key for all lanes, generated by gen/des_sbox_circuits.py (gen/des_sbox_lut3_circuits.txt). */
    private static void u5k(long[] x, long[] y, long[] ks, int k) {
        LongVector a1 = LongVector.fromArray(S, x, 15 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 24 * W]));
        LongVector a2 = LongVector.fromArray(S, x, 16 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 25 * W]));
        LongVector a3 = LongVector.fromArray(S, x, 17 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 26 * W]));
        LongVector a4 = LongVector.fromArray(S, x, 18 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 27 * W]));
        LongVector a5 = LongVector.fromArray(S, x, 19 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 28 * W]));
        LongVector a6 = LongVector.fromArray(S, x, 20 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 29 * W]));
        LongVector g1 = a1.lanewise(AND, a5.lanewise(NOT).lanewise(AND, a3.lanewise(NOT))).lanewise(OR, a1.lanewise(NOT).lanewise(AND, a3));
        LongVector g2 = a6.lanewise(XOR, a5.lanewise(XOR, g1));
        LongVector g3 = g2.lanewise(XOR, a2.lanewise(NOT));
        LongVector g4 = a3.lanewise(AND, a6).lanewise(OR, a3.lanewise(NOT).lanewise(AND, a6.lanewise(NOT).lanewise(AND, a1)));
        LongVector g5 = g2.lanewise(AND, g1.lanewise(OR, g4.lanewise(NOT))).lanewise(OR, g2.lanewise(NOT).lanewise(AND, g4));
        LongVector g6 = g4.lanewise(XOR, a1.lanewise(XOR, g5));
        LongVector g7 = a2.lanewise(AND, g6).lanewise(OR, a2.lanewise(NOT).lanewise(AND, g5));
        LongVector g8 = a4.lanewise(AND, g3).lanewise(OR, a4.lanewise(NOT).lanewise(AND, g7));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 13 * W).lanewise(XOR, g8))).intoArray(y, 13 * W);
        LongVector g9 = a3.lanewise(XOR, a5.lanewise(OR, g3));
        LongVector g10 = a2.lanewise(XOR, g5.lanewise(AND, g9.lanewise(NOT)));
        LongVector g11 = a1.lanewise(AND, g1.lanewise(NOT).lanewise(AND, g10.lanewise(NOT))).lanewise(OR, a1.lanewise(NOT).lanewise(AND, g1.lanewise(XOR, g10)));
        LongVector g12 = g2.lanewise(AND, g6.lanewise(NOT).lanewise(XOR, a5)).lanewise(OR, g2.lanewise(NOT).lanewise(AND, g6.lanewise(AND, a5.lanewise(NOT))));
        LongVector g13 = a1.lanewise(AND, g3.lanewise(XOR, g12)).lanewise(OR, a1.lanewise(NOT).lanewise(AND, g3.lanewise(NOT).lanewise(AND, g12.lanewise(NOT))));
        LongVector g14 = g5.lanewise(AND, g13).lanewise(OR, g5.lanewise(NOT).lanewise(AND, g8.lanewise(OR, g13.lanewise(NOT))));
        LongVector g15 = a4.lanewise(AND, g11).lanewise(OR, a4.lanewise(NOT).lanewise(AND, g14));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 24 * W).lanewise(XOR, g15))).intoArray(y, 24 * W);
        LongVector g16 = g3.lanewise(XOR, a1.lanewise(XOR, a6));
        LongVector g17 = a3.lanewise(AND, g12.lanewise(NOT).lanewise(OR, g16.lanewise(NOT))).lanewise(OR, a3.lanewise(NOT).lanewise(AND, g12.lanewise(NOT).lanewise(XOR, g16)));
        LongVector g18 = g17.lanewise(AND, g2.lanewise(OR, g9));
        LongVector g19 = g2.lanewise(AND, a6).lanewise(OR, g2.lanewise(NOT).lanewise(AND, g16.lanewise(AND, a6.lanewise(NOT))));
        LongVector g20 = g10.lanewise(AND, g16.lanewise(XOR, g19)).lanewise(OR, g10.lanewise(NOT).lanewise(AND, g16.lanewise(NOT).lanewise(OR, g19)));
        LongVector g21 = g6.lanewise(AND, a5.lanewise(OR, g20)).lanewise(OR, g6.lanewise(NOT).lanewise(AND, g20.lanewise(NOT)));
        LongVector g22 = a4.lanewise(AND, g21).lanewise(OR, a4.lanewise(NOT).lanewise(AND, g18));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 2 * W).lanewise(XOR, g22))).intoArray(y, 2 * W);
        LongVector g23 = g22.lanewise(AND, g1.lanewise(NOT)).lanewise(OR, g22.lanewise(NOT).lanewise(AND, g16.lanewise(NOT)));
        LongVector g24 = g8.lanewise(AND, g15.lanewise(NOT).lanewise(OR, g23.lanewise(NOT))).lanewise(OR, g8.lanewise(NOT).lanewise(AND, g15.lanewise(NOT).lanewise(XOR, g23)));
        LongVector g25 = g24.lanewise(NOT).lanewise(OR, a4.lanewise(AND, a5.lanewise(NOT)));
        LongVector g26 = a2.lanewise(AND, g24.lanewise(OR, g25.lanewise(NOT))).lanewise(OR, a2.lanewise(NOT).lanewise(AND, g25));
        LongVector g27 = g1.lanewise(AND, g17.lanewise(AND, g26)).lanewise(OR, g1.lanewise(NOT).lanewise(AND, g26.lanewise(NOT)));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 7 * W).lanewise(XOR, g27))).intoArray(y, 7 * W);
    }

    /** S6: 25 three-input gates, generated by gen/des_sbox_circuits.py (gen/des_sbox_lut3_circuits.txt). */
    private static void u6(long[] x, long[] y, long[] ks, int k) {
        LongVector a1 = LongVector.fromArray(S, x, 19 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 30 * W));
        LongVector a2 = LongVector.fromArray(S, x, 20 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 31 * W));
        LongVector a3 = LongVector.fromArray(S, x, 21 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 32 * W));
        LongVector a4 = LongVector.fromArray(S, x, 22 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 33 * W));
        LongVector a5 = LongVector.fromArray(S, x, 23 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 34 * W));
        LongVector a6 = LongVector.fromArray(S, x, 24 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 35 * W));
        LongVector g1 = a5.lanewise(XOR, a1.lanewise(NOT).lanewise(XOR, a4));
        LongVector g2 = a2.lanewise(AND, g1.lanewise(OR, a5)).lanewise(OR, a2.lanewise(NOT).lanewise(AND, g1.lanewise(NOT).lanewise(OR, a5.lanewise(NOT))));
        LongVector g3 = g2.lanewise(AND, a4.lanewise(OR, g1.lanewise(NOT)));
        LongVector g4 = a6.lanewise(AND, g3).lanewise(OR, a6.lanewise(NOT).lanewise(AND, g1));
        LongVector g5 = a2.lanewise(XOR, g1.lanewise(XOR, a6));
        LongVector g6 = g4.lanewise(AND, a6.lanewise(NOT).lanewise(AND, g5)).lanewise(OR, g4.lanewise(NOT).lanewise(AND, g5.lanewise(NOT)));
        LongVector g7 = a5.lanewise(AND, g5).lanewise(OR, a5.lanewise(NOT).lanewise(AND, g6));
        LongVector g8 = a3.lanewise(AND, g4).lanewise(OR, a3.lanewise(NOT).lanewise(AND, g7));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 3 * W).lanewise(XOR, g8))).intoArray(y, 3 * W);
        LongVector g9 = a1.lanewise(AND, a6.lanewise(NOT)).lanewise(OR, a1.lanewise(NOT).lanewise(AND, a2));
        LongVector g10 = g5.lanewise(XOR, a3.lanewise(OR, g9.lanewise(NOT)));
        LongVector g11 = g10.lanewise(AND, a3.lanewise(XOR, g9)).lanewise(OR, g10.lanewise(NOT).lanewise(AND, a3.lanewise(NOT).lanewise(OR, g9)));
        LongVector g12 = g4.lanewise(XOR, a4.lanewise(NOT).lanewise(OR, g8.lanewise(NOT)));
        LongVector g13 = a3.lanewise(AND, g1.lanewise(NOT)).lanewise(OR, a3.lanewise(NOT).lanewise(AND, a4.lanewise(NOT)));
        LongVector g14 = g11.lanewise(XOR, a5.lanewise(AND, g13));
        LongVector g15 = g1.lanewise(XOR, g9.lanewise(OR, g14.lanewise(NOT)));
        LongVector g16 = a2.lanewise(XOR, a1.lanewise(NOT).lanewise(OR, a5.lanewise(NOT)));
        LongVector g17 = g12.lanewise(XOR, a3.lanewise(AND, g16));
        LongVector g18 = a6.lanewise(AND, g15).lanewise(OR, a6.lanewise(NOT).lanewise(AND, g17));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 18 * W).lanewise(XOR, g18))).intoArray(y, 18 * W);
        LongVector g19 = g5.lanewise(XOR, g14.lanewise(NOT).lanewise(OR, a3.lanewise(NOT)));
        LongVector g20 = g6.lanewise(NOT).lanewise(AND, g15.lanewise(XOR, a3));
        LongVector g21 = a4.lanewise(AND, g20).lanewise(OR, a4.lanewise(NOT).lanewise(AND, g19));
        LongVector g22 = g11.lanewise(AND, g21).lanewise(OR, g11.lanewise(NOT).lanewise(AND, g12.lanewise(OR, g21.lanewise(NOT))));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 28 * W).lanewise(XOR, g22.lanewise(NOT)))).intoArray(y, 28 * W);
        LongVector g23 = g2.lanewise(AND, g22.lanewise(XOR, g15)).lanewise(OR, g2.lanewise(NOT).lanewise(AND, g22.lanewise(OR, g15.lanewise(NOT))));
        LongVector g24 = g3.lanewise(AND, g13.lanewise(AND, g23)).lanewise(OR, g3.lanewise(NOT).lanewise(AND, g23.lanewise(NOT)));
        LongVector g25 = g10.lanewise(XOR, a5.lanewise(AND, g24));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 10 * W).lanewise(XOR, g25))).intoArray(y, 10 * W);
    }

    /** S6: 25 three-input gates, one key for all lanes, generated by gen/des_sbox_circuits.py (gen/des_sbox_lut3_circuits.txt). */
    private static void u6k(long[] x, long[] y, long[] ks, int k) {
        LongVector a1 = LongVector.fromArray(S, x, 19 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 30 * W]));
        LongVector a2 = LongVector.fromArray(S, x, 20 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 31 * W]));
        LongVector a3 = LongVector.fromArray(S, x, 21 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 32 * W]));
        LongVector a4 = LongVector.fromArray(S, x, 22 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 33 * W]));
        LongVector a5 = LongVector.fromArray(S, x, 23 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 34 * W]));
        LongVector a6 = LongVector.fromArray(S, x, 24 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 35 * W]));
        LongVector g1 = a5.lanewise(XOR, a1.lanewise(NOT).lanewise(XOR, a4));
        LongVector g2 = a2.lanewise(AND, g1.lanewise(OR, a5)).lanewise(OR, a2.lanewise(NOT).lanewise(AND, g1.lanewise(NOT).lanewise(OR, a5.lanewise(NOT))));
        LongVector g3 = g2.lanewise(AND, a4.lanewise(OR, g1.lanewise(NOT)));
        LongVector g4 = a6.lanewise(AND, g3).lanewise(OR, a6.lanewise(NOT).lanewise(AND, g1));
        LongVector g5 = a2.lanewise(XOR, g1.lanewise(XOR, a6));
        LongVector g6 = g4.lanewise(AND, a6.lanewise(NOT).lanewise(AND, g5)).lanewise(OR, g4.lanewise(NOT).lanewise(AND, g5.lanewise(NOT)));
        LongVector g7 = a5.lanewise(AND, g5).lanewise(OR, a5.lanewise(NOT).lanewise(AND, g6));
        LongVector g8 = a3.lanewise(AND, g4).lanewise(OR, a3.lanewise(NOT).lanewise(AND, g7));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 3 * W).lanewise(XOR, g8))).intoArray(y, 3 * W);
        LongVector g9 = a1.lanewise(AND, a6.lanewise(NOT)).lanewise(OR, a1.lanewise(NOT).lanewise(AND, a2));
        LongVector g10 = g5.lanewise(XOR, a3.lanewise(OR, g9.lanewise(NOT)));
        LongVector g11 = g10.lanewise(AND, a3.lanewise(XOR, g9)).lanewise(OR, g10.lanewise(NOT).lanewise(AND, a3.lanewise(NOT).lanewise(OR, g9)));
        LongVector g12 = g4.lanewise(XOR, a4.lanewise(NOT).lanewise(OR, g8.lanewise(NOT)));
        LongVector g13 = a3.lanewise(AND, g1.lanewise(NOT)).lanewise(OR, a3.lanewise(NOT).lanewise(AND, a4.lanewise(NOT)));
        LongVector g14 = g11.lanewise(XOR, a5.lanewise(AND, g13));
        LongVector g15 = g1.lanewise(XOR, g9.lanewise(OR, g14.lanewise(NOT)));
        LongVector g16 = a2.lanewise(XOR, a1.lanewise(NOT).lanewise(OR, a5.lanewise(NOT)));
        LongVector g17 = g12.lanewise(XOR, a3.lanewise(AND, g16));
        LongVector g18 = a6.lanewise(AND, g15).lanewise(OR, a6.lanewise(NOT).lanewise(AND, g17));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 18 * W).lanewise(XOR, g18))).intoArray(y, 18 * W);
        LongVector g19 = g5.lanewise(XOR, g14.lanewise(NOT).lanewise(OR, a3.lanewise(NOT)));
        LongVector g20 = g6.lanewise(NOT).lanewise(AND, g15.lanewise(XOR, a3));
        LongVector g21 = a4.lanewise(AND, g20).lanewise(OR, a4.lanewise(NOT).lanewise(AND, g19));
        LongVector g22 = g11.lanewise(AND, g21).lanewise(OR, g11.lanewise(NOT).lanewise(AND, g12.lanewise(OR, g21.lanewise(NOT))));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 28 * W).lanewise(XOR, g22.lanewise(NOT)))).intoArray(y, 28 * W);
        LongVector g23 = g2.lanewise(AND, g22.lanewise(XOR, g15)).lanewise(OR, g2.lanewise(NOT).lanewise(AND, g22.lanewise(OR, g15.lanewise(NOT))));
        LongVector g24 = g3.lanewise(AND, g13.lanewise(AND, g23)).lanewise(OR, g3.lanewise(NOT).lanewise(AND, g23.lanewise(NOT)));
        LongVector g25 = g10.lanewise(XOR, a5.lanewise(AND, g24));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 10 * W).lanewise(XOR, g25))).intoArray(y, 10 * W);
    }

    /** S7: 26 three-input gates, generated by gen/des_sbox_circuits.py (gen/des_sbox_lut3_circuits.txt). */
    private static void u7(long[] x, long[] y, long[] ks, int k) {
        LongVector a1 = LongVector.fromArray(S, x, 23 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 36 * W));
        LongVector a2 = LongVector.fromArray(S, x, 24 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 37 * W));
        LongVector a3 = LongVector.fromArray(S, x, 25 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 38 * W));
        LongVector a4 = LongVector.fromArray(S, x, 26 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 39 * W));
        LongVector a5 = LongVector.fromArray(S, x, 27 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 40 * W));
        LongVector a6 = LongVector.fromArray(S, x, 28 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 41 * W));
        LongVector g1 = a4.lanewise(NOT).lanewise(OR, a5.lanewise(NOT).lanewise(AND, a3.lanewise(NOT)));
        LongVector g2 = a5.lanewise(XOR, a1.lanewise(XOR, g1));
        LongVector g3 = a1.lanewise(AND, a3.lanewise(NOT)).lanewise(OR, a1.lanewise(NOT).lanewise(AND, g2.lanewise(NOT)));
        LongVector g4 = g3.lanewise(XOR, a5.lanewise(NOT).lanewise(AND, a4));
        LongVector g5 = a6.lanewise(AND, g4).lanewise(OR, a6.lanewise(NOT).lanewise(AND, g2));
        LongVector g6 = a6.lanewise(XOR, g2.lanewise(NOT).lanewise(XOR, a3));
        LongVector g7 = g6.lanewise(OR, a3.lanewise(NOT).lanewise(AND, g5.lanewise(NOT)));
        LongVector g8 = g6.lanewise(AND, g4).lanewise(OR, g6.lanewise(NOT).lanewise(AND, g2));
        LongVector g9 = g8.lanewise(OR, a6.lanewise(NOT).lanewise(AND, a2));
        LongVector g10 = g4.lanewise(AND, g5.lanewise(AND, a3.lanewise(NOT))).lanewise(OR, g4.lanewise(NOT).lanewise(AND, g5.lanewise(NOT).lanewise(AND, a3)));
        LongVector g11 = a1.lanewise(AND, g9).lanewise(OR, a1.lanewise(NOT).lanewise(AND, g10));
        LongVector g12 = g11.lanewise(AND, a5.lanewise(NOT).lanewise(AND, a6.lanewise(NOT))).lanewise(OR, g11.lanewise(NOT).lanewise(AND, a6));
        LongVector g13 = g12.lanewise(AND, g1.lanewise(XOR, a2)).lanewise(OR, g12.lanewise(NOT).lanewise(AND, g1.lanewise(NOT).lanewise(OR, a2)));
        LongVector g14 = g6.lanewise(AND, g13.lanewise(NOT).lanewise(AND, g7)).lanewise(OR, g6.lanewise(NOT).lanewise(AND, g13.lanewise(AND, g7.lanewise(NOT))));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 21 * W).lanewise(XOR, g14))).intoArray(y, 21 * W);
        LongVector g15 = a2.lanewise(AND, g5).lanewise(OR, a2.lanewise(NOT).lanewise(AND, g7));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 6 * W).lanewise(XOR, g15))).intoArray(y, 6 * W);
        LongVector g16 = g15.lanewise(AND, g11).lanewise(OR, g15.lanewise(NOT).lanewise(AND, g6));
        LongVector g17 = g4.lanewise(XOR, a6.lanewise(AND, g16));
        LongVector g18 = g13.lanewise(XOR, g8.lanewise(NOT).lanewise(AND, a5.lanewise(NOT)));
        LongVector g19 = g12.lanewise(XOR, g18.lanewise(OR, g14));
        LongVector g20 = a3.lanewise(AND, g18).lanewise(OR, a3.lanewise(NOT).lanewise(AND, g19));
        LongVector g21 = a2.lanewise(AND, g17).lanewise(OR, a2.lanewise(NOT).lanewise(AND, g20));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 31 * W).lanewise(XOR, g21))).intoArray(y, 31 * W);
        LongVector g22 = a3.lanewise(AND, g1.lanewise(AND, a2)).lanewise(OR, a3.lanewise(NOT).lanewise(AND, g1.lanewise(XOR, a2)));
        LongVector g23 = g12.lanewise(AND, g21.lanewise(NOT).lanewise(AND, g22.lanewise(NOT))).lanewise(OR, g12.lanewise(NOT).lanewise(AND, g21.lanewise(XOR, g22)));
        LongVector g24 = g23.lanewise(XOR, g14.lanewise(XOR, g15));
        LongVector g25 = g19.lanewise(AND, g24.lanewise(NOT)).lanewise(OR, g19.lanewise(NOT).lanewise(AND, g14.lanewise(NOT).lanewise(AND, g24)));
        LongVector g26 = a6.lanewise(AND, g25.lanewise(NOT)).lanewise(OR, a6.lanewise(NOT).lanewise(AND, g23));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 11 * W).lanewise(XOR, g26))).intoArray(y, 11 * W);
    }

    /** S7: 26 three-input gates, one key for all lanes, generated by gen/des_sbox_circuits.py (gen/des_sbox_lut3_circuits.txt). */
    private static void u7k(long[] x, long[] y, long[] ks, int k) {
        LongVector a1 = LongVector.fromArray(S, x, 23 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 36 * W]));
        LongVector a2 = LongVector.fromArray(S, x, 24 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 37 * W]));
        LongVector a3 = LongVector.fromArray(S, x, 25 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 38 * W]));
        LongVector a4 = LongVector.fromArray(S, x, 26 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 39 * W]));
        LongVector a5 = LongVector.fromArray(S, x, 27 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 40 * W]));
        LongVector a6 = LongVector.fromArray(S, x, 28 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 41 * W]));
        LongVector g1 = a4.lanewise(NOT).lanewise(OR, a5.lanewise(NOT).lanewise(AND, a3.lanewise(NOT)));
        LongVector g2 = a5.lanewise(XOR, a1.lanewise(XOR, g1));
        LongVector g3 = a1.lanewise(AND, a3.lanewise(NOT)).lanewise(OR, a1.lanewise(NOT).lanewise(AND, g2.lanewise(NOT)));
        LongVector g4 = g3.lanewise(XOR, a5.lanewise(NOT).lanewise(AND, a4));
        LongVector g5 = a6.lanewise(AND, g4).lanewise(OR, a6.lanewise(NOT).lanewise(AND, g2));
        LongVector g6 = a6.lanewise(XOR, g2.lanewise(NOT).lanewise(XOR, a3));
        LongVector g7 = g6.lanewise(OR, a3.lanewise(NOT).lanewise(AND, g5.lanewise(NOT)));
        LongVector g8 = g6.lanewise(AND, g4).lanewise(OR, g6.lanewise(NOT).lanewise(AND, g2));
        LongVector g9 = g8.lanewise(OR, a6.lanewise(NOT).lanewise(AND, a2));
        LongVector g10 = g4.lanewise(AND, g5.lanewise(AND, a3.lanewise(NOT))).lanewise(OR, g4.lanewise(NOT).lanewise(AND, g5.lanewise(NOT).lanewise(AND, a3)));
        LongVector g11 = a1.lanewise(AND, g9).lanewise(OR, a1.lanewise(NOT).lanewise(AND, g10));
        LongVector g12 = g11.lanewise(AND, a5.lanewise(NOT).lanewise(AND, a6.lanewise(NOT))).lanewise(OR, g11.lanewise(NOT).lanewise(AND, a6));
        LongVector g13 = g12.lanewise(AND, g1.lanewise(XOR, a2)).lanewise(OR, g12.lanewise(NOT).lanewise(AND, g1.lanewise(NOT).lanewise(OR, a2)));
        LongVector g14 = g6.lanewise(AND, g13.lanewise(NOT).lanewise(AND, g7)).lanewise(OR, g6.lanewise(NOT).lanewise(AND, g13.lanewise(AND, g7.lanewise(NOT))));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 21 * W).lanewise(XOR, g14))).intoArray(y, 21 * W);
        LongVector g15 = a2.lanewise(AND, g5).lanewise(OR, a2.lanewise(NOT).lanewise(AND, g7));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 6 * W).lanewise(XOR, g15))).intoArray(y, 6 * W);
        LongVector g16 = g15.lanewise(AND, g11).lanewise(OR, g15.lanewise(NOT).lanewise(AND, g6));
        LongVector g17 = g4.lanewise(XOR, a6.lanewise(AND, g16));
        LongVector g18 = g13.lanewise(XOR, g8.lanewise(NOT).lanewise(AND, a5.lanewise(NOT)));
        LongVector g19 = g12.lanewise(XOR, g18.lanewise(OR, g14));
        LongVector g20 = a3.lanewise(AND, g18).lanewise(OR, a3.lanewise(NOT).lanewise(AND, g19));
        LongVector g21 = a2.lanewise(AND, g17).lanewise(OR, a2.lanewise(NOT).lanewise(AND, g20));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 31 * W).lanewise(XOR, g21))).intoArray(y, 31 * W);
        LongVector g22 = a3.lanewise(AND, g1.lanewise(AND, a2)).lanewise(OR, a3.lanewise(NOT).lanewise(AND, g1.lanewise(XOR, a2)));
        LongVector g23 = g12.lanewise(AND, g21.lanewise(NOT).lanewise(AND, g22.lanewise(NOT))).lanewise(OR, g12.lanewise(NOT).lanewise(AND, g21.lanewise(XOR, g22)));
        LongVector g24 = g23.lanewise(XOR, g14.lanewise(XOR, g15));
        LongVector g25 = g19.lanewise(AND, g24.lanewise(NOT)).lanewise(OR, g19.lanewise(NOT).lanewise(AND, g14.lanewise(NOT).lanewise(AND, g24)));
        LongVector g26 = a6.lanewise(AND, g25.lanewise(NOT)).lanewise(OR, a6.lanewise(NOT).lanewise(AND, g23));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 11 * W).lanewise(XOR, g26))).intoArray(y, 11 * W);
    }

    /** S8: 24 three-input gates, generated by gen/des_sbox_circuits.py (gen/des_sbox_lut3_circuits.txt). */
    private static void u8(long[] x, long[] y, long[] ks, int k) {
        LongVector a1 = LongVector.fromArray(S, x, 27 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 42 * W));
        LongVector a2 = LongVector.fromArray(S, x, 28 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 43 * W));
        LongVector a3 = LongVector.fromArray(S, x, 29 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 44 * W));
        LongVector a4 = LongVector.fromArray(S, x, 30 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 45 * W));
        LongVector a5 = LongVector.fromArray(S, x, 31 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 46 * W));
        LongVector a6 = LongVector.fromArray(S, x, 0 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 47 * W));
        LongVector g1 = a4.lanewise(AND, a2.lanewise(AND, a3.lanewise(NOT))).lanewise(OR, a4.lanewise(NOT).lanewise(AND, a2.lanewise(NOT).lanewise(XOR, a3)));
        LongVector g2 = a4.lanewise(XOR, a5.lanewise(XOR, g1));
        LongVector g3 = a4.lanewise(AND, a2.lanewise(NOT)).lanewise(OR, a4.lanewise(NOT).lanewise(AND, a5.lanewise(AND, a2)));
        LongVector g4 = g3.lanewise(XOR, g2.lanewise(OR, a3));
        LongVector g5 = a1.lanewise(AND, g2).lanewise(OR, a1.lanewise(NOT).lanewise(AND, g4));
        LongVector g6 = a2.lanewise(AND, a4.lanewise(NOT)).lanewise(OR, a2.lanewise(NOT).lanewise(AND, a3.lanewise(NOT)));
        LongVector g7 = a5.lanewise(AND, a2.lanewise(OR, g6.lanewise(NOT))).lanewise(OR, a5.lanewise(NOT).lanewise(AND, g6));
        LongVector g8 = g4.lanewise(XOR, a1.lanewise(NOT).lanewise(OR, g7));
        LongVector g9 = g8.lanewise(XOR, g7.lanewise(NOT));
        LongVector g10 = a1.lanewise(XOR, g7.lanewise(NOT).lanewise(OR, g1));
        LongVector g11 = a4.lanewise(AND, a1.lanewise(AND, a2)).lanewise(OR, a4.lanewise(NOT).lanewise(AND, a1.lanewise(XOR, a2)));
        LongVector g12 = g2.lanewise(XOR, a5.lanewise(OR, g11.lanewise(NOT)));
        LongVector g13 = g5.lanewise(AND, g8.lanewise(NOT).lanewise(AND, g12.lanewise(NOT))).lanewise(OR, g5.lanewise(NOT).lanewise(AND, g8.lanewise(NOT).lanewise(OR, g12.lanewise(NOT))));
        LongVector g14 = a5.lanewise(AND, g10).lanewise(OR, a5.lanewise(NOT).lanewise(AND, g9));
        LongVector g15 = a6.lanewise(AND, g8).lanewise(OR, a6.lanewise(NOT).lanewise(AND, g5));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 26 * W).lanewise(XOR, g15))).intoArray(y, 26 * W);
        LongVector g16 = a6.lanewise(AND, g14).lanewise(OR, a6.lanewise(NOT).lanewise(AND, g13));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 4 * W).lanewise(XOR, g16))).intoArray(y, 4 * W);
        LongVector g17 = g16.lanewise(AND, g7.lanewise(NOT)).lanewise(OR, g16.lanewise(NOT).lanewise(AND, g2));
        LongVector g18 = g17.lanewise(AND, g6.lanewise(OR, a6)).lanewise(OR, g17.lanewise(NOT).lanewise(AND, a6.lanewise(NOT)));
        LongVector g19 = g1.lanewise(AND, g2.lanewise(OR, g18.lanewise(NOT))).lanewise(OR, g1.lanewise(NOT).lanewise(AND, g2.lanewise(XOR, g18)));
        LongVector g20 = a1.lanewise(AND, a4.lanewise(XOR, g19)).lanewise(OR, a1.lanewise(NOT).lanewise(AND, a4.lanewise(OR, g19.lanewise(NOT))));
        LongVector g21 = g9.lanewise(XOR, g20);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 14 * W).lanewise(XOR, g21))).intoArray(y, 14 * W);
        LongVector g22 = a5.lanewise(AND, g13.lanewise(OR, g7)).lanewise(OR, a5.lanewise(NOT).lanewise(AND, g13.lanewise(NOT).lanewise(XOR, g7)));
        LongVector g23 = a4.lanewise(AND, g3.lanewise(AND, g22.lanewise(NOT))).lanewise(OR, a4.lanewise(NOT).lanewise(AND, g22));
        LongVector g24 = g14.lanewise(XOR, a6.lanewise(NOT).lanewise(OR, g23));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 20 * W).lanewise(XOR, g24))).intoArray(y, 20 * W);
    }

    /** S8: 24 three-input gates, one key for all lanes, generated by gen/des_sbox_circuits.py (gen/des_sbox_lut3_circuits.txt). */
    private static void u8k(long[] x, long[] y, long[] ks, int k) {
        LongVector a1 = LongVector.fromArray(S, x, 27 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 42 * W]));
        LongVector a2 = LongVector.fromArray(S, x, 28 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 43 * W]));
        LongVector a3 = LongVector.fromArray(S, x, 29 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 44 * W]));
        LongVector a4 = LongVector.fromArray(S, x, 30 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 45 * W]));
        LongVector a5 = LongVector.fromArray(S, x, 31 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 46 * W]));
        LongVector a6 = LongVector.fromArray(S, x, 0 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 47 * W]));
        LongVector g1 = a4.lanewise(AND, a2.lanewise(AND, a3.lanewise(NOT))).lanewise(OR, a4.lanewise(NOT).lanewise(AND, a2.lanewise(NOT).lanewise(XOR, a3)));
        LongVector g2 = a4.lanewise(XOR, a5.lanewise(XOR, g1));
        LongVector g3 = a4.lanewise(AND, a2.lanewise(NOT)).lanewise(OR, a4.lanewise(NOT).lanewise(AND, a5.lanewise(AND, a2)));
        LongVector g4 = g3.lanewise(XOR, g2.lanewise(OR, a3));
        LongVector g5 = a1.lanewise(AND, g2).lanewise(OR, a1.lanewise(NOT).lanewise(AND, g4));
        LongVector g6 = a2.lanewise(AND, a4.lanewise(NOT)).lanewise(OR, a2.lanewise(NOT).lanewise(AND, a3.lanewise(NOT)));
        LongVector g7 = a5.lanewise(AND, a2.lanewise(OR, g6.lanewise(NOT))).lanewise(OR, a5.lanewise(NOT).lanewise(AND, g6));
        LongVector g8 = g4.lanewise(XOR, a1.lanewise(NOT).lanewise(OR, g7));
        LongVector g9 = g8.lanewise(XOR, g7.lanewise(NOT));
        LongVector g10 = a1.lanewise(XOR, g7.lanewise(NOT).lanewise(OR, g1));
        LongVector g11 = a4.lanewise(AND, a1.lanewise(AND, a2)).lanewise(OR, a4.lanewise(NOT).lanewise(AND, a1.lanewise(XOR, a2)));
        LongVector g12 = g2.lanewise(XOR, a5.lanewise(OR, g11.lanewise(NOT)));
        LongVector g13 = g5.lanewise(AND, g8.lanewise(NOT).lanewise(AND, g12.lanewise(NOT))).lanewise(OR, g5.lanewise(NOT).lanewise(AND, g8.lanewise(NOT).lanewise(OR, g12.lanewise(NOT))));
        LongVector g14 = a5.lanewise(AND, g10).lanewise(OR, a5.lanewise(NOT).lanewise(AND, g9));
        LongVector g15 = a6.lanewise(AND, g8).lanewise(OR, a6.lanewise(NOT).lanewise(AND, g5));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 26 * W).lanewise(XOR, g15))).intoArray(y, 26 * W);
        LongVector g16 = a6.lanewise(AND, g14).lanewise(OR, a6.lanewise(NOT).lanewise(AND, g13));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 4 * W).lanewise(XOR, g16))).intoArray(y, 4 * W);
        LongVector g17 = g16.lanewise(AND, g7.lanewise(NOT)).lanewise(OR, g16.lanewise(NOT).lanewise(AND, g2));
        LongVector g18 = g17.lanewise(AND, g6.lanewise(OR, a6)).lanewise(OR, g17.lanewise(NOT).lanewise(AND, a6.lanewise(NOT)));
        LongVector g19 = g1.lanewise(AND, g2.lanewise(OR, g18.lanewise(NOT))).lanewise(OR, g1.lanewise(NOT).lanewise(AND, g2.lanewise(XOR, g18)));
        LongVector g20 = a1.lanewise(AND, a4.lanewise(XOR, g19)).lanewise(OR, a1.lanewise(NOT).lanewise(AND, a4.lanewise(OR, g19.lanewise(NOT))));
        LongVector g21 = g9.lanewise(XOR, g20);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 14 * W).lanewise(XOR, g21))).intoArray(y, 14 * W);
        LongVector g22 = a5.lanewise(AND, g13.lanewise(OR, g7)).lanewise(OR, a5.lanewise(NOT).lanewise(AND, g13.lanewise(NOT).lanewise(XOR, g7)));
        LongVector g23 = a4.lanewise(AND, g3.lanewise(AND, g22.lanewise(NOT))).lanewise(OR, a4.lanewise(NOT).lanewise(AND, g22));
        LongVector g24 = g14.lanewise(XOR, a6.lanewise(NOT).lanewise(OR, g23));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 20 * W).lanewise(XOR, g24))).intoArray(y, 20 * W);
    }

    /** S1 and S2 interleaved: 27 and 26 three-input gates, generated by gen/des_sbox_circuits.py (gen/des_sbox_lut3_circuits.txt). */
    private static void u12(long[] x, long[] y, long[] ks, int k) {
        LongVector opaque = LongVector.fromArray(S, OPAQUE_ZERO, 0);
        LongVector a1a = LongVector.fromArray(S, x, 31 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 0 * W)).lanewise(ADD, opaque);
        LongVector a2a = LongVector.fromArray(S, x, 0 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 1 * W)).lanewise(ADD, opaque);
        LongVector a3a = LongVector.fromArray(S, x, 1 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 2 * W)).lanewise(ADD, opaque);
        LongVector a4a = LongVector.fromArray(S, x, 2 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 3 * W)).lanewise(ADD, opaque);
        LongVector a5a = LongVector.fromArray(S, x, 3 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 4 * W)).lanewise(ADD, opaque);
        LongVector a6a = LongVector.fromArray(S, x, 4 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 5 * W)).lanewise(ADD, opaque);
        LongVector a1b = LongVector.fromArray(S, x, 3 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 6 * W)).lanewise(ADD, opaque);
        LongVector a2b = LongVector.fromArray(S, x, 4 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 7 * W)).lanewise(ADD, opaque);
        LongVector a3b = LongVector.fromArray(S, x, 5 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 8 * W)).lanewise(ADD, opaque);
        LongVector a4b = LongVector.fromArray(S, x, 6 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 9 * W)).lanewise(ADD, opaque);
        LongVector a5b = LongVector.fromArray(S, x, 7 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 10 * W)).lanewise(ADD, opaque);
        LongVector a6b = LongVector.fromArray(S, x, 8 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 11 * W)).lanewise(ADD, opaque);
        LongVector h1a = a4a.lanewise(AND, a5a.lanewise(NOT).lanewise(AND, a1a)).lanewise(OR, a4a.lanewise(NOT).lanewise(AND, a1a.lanewise(NOT)));
        LongVector h1b = a4b.lanewise(AND, a3b.lanewise(AND, a5b)).lanewise(OR, a4b.lanewise(NOT).lanewise(AND, a5b));
        LongVector h2a = a5a.lanewise(AND, a2a.lanewise(XOR, h1a.lanewise(NOT))).lanewise(OR, a5a.lanewise(NOT).lanewise(AND, a2a.lanewise(AND, h1a)));
        LongVector g2b = a1b.lanewise(XOR, a4b.lanewise(XOR, h1b.lanewise(NOT)));
        LongVector g3a = a4a.lanewise(XOR, a5a.lanewise(NOT).lanewise(XOR, a1a));
        LongVector g3b = a5b.lanewise(AND, a3b.lanewise(NOT).lanewise(OR, a1b)).lanewise(OR, a5b.lanewise(NOT).lanewise(AND, a3b.lanewise(XOR, a1b)));
        LongVector g4a = g3a.lanewise(XOR, a2a.lanewise(OR, h2a.lanewise(NOT)));
        LongVector g4b = g3b.lanewise(AND, g2b.lanewise(NOT).lanewise(OR, h1b.lanewise(NOT)));
        LongVector g5a = a6a.lanewise(AND, g4a).lanewise(OR, a6a.lanewise(NOT).lanewise(AND, h2a.lanewise(NOT)));
        LongVector g5b = g2b.lanewise(XOR, h1b.lanewise(NOT).lanewise(AND, a5b));
        LongVector g6a = a6a.lanewise(AND, h1a.lanewise(NOT).lanewise(OR, a4a.lanewise(NOT))).lanewise(OR, a6a.lanewise(NOT).lanewise(AND, h1a.lanewise(NOT).lanewise(AND, a4a.lanewise(NOT))));
        LongVector g6b = g3b.lanewise(XOR, a2b.lanewise(XOR, a4b));
        LongVector g7a = g3a.lanewise(AND, g6a.lanewise(NOT)).lanewise(OR, g3a.lanewise(NOT).lanewise(AND, a5a.lanewise(AND, g6a)));
        LongVector g7b = g3b.lanewise(XOR, g2b.lanewise(AND, a2b));
        LongVector g8a = g6a.lanewise(XOR, a5a.lanewise(AND, g5a));
        LongVector g8b = a5b.lanewise(AND, g6b).lanewise(OR, a5b.lanewise(NOT).lanewise(AND, g7b));
        LongVector g9a = g8a.lanewise(AND, a2a.lanewise(NOT).lanewise(OR, g7a)).lanewise(OR, g8a.lanewise(NOT).lanewise(AND, a2a.lanewise(AND, g7a)));
        LongVector g9b = g4b.lanewise(AND, g8b.lanewise(NOT).lanewise(AND, a3b.lanewise(NOT))).lanewise(OR, g4b.lanewise(NOT).lanewise(AND, g8b.lanewise(NOT).lanewise(OR, a3b.lanewise(NOT))));
        LongVector g10a = a3a.lanewise(AND, g9a).lanewise(OR, a3a.lanewise(NOT).lanewise(AND, g5a));
        LongVector g10b = g5b.lanewise(XOR, a1b.lanewise(AND, a3b));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 16 * W).lanewise(XOR, g10a))).intoArray(y, 16 * W);
        LongVector g11b = g5b.lanewise(AND, g4b.lanewise(OR, a2b.lanewise(NOT))).lanewise(OR, g5b.lanewise(NOT).lanewise(AND, g4b.lanewise(AND, a2b)));
        LongVector g11a = a5a.lanewise(AND, a6a.lanewise(NOT).lanewise(XOR, a4a)).lanewise(OR, a5a.lanewise(NOT).lanewise(AND, a6a.lanewise(AND, a4a.lanewise(NOT))));
        LongVector g12b = a4b.lanewise(XOR, g11b.lanewise(AND, a6b.lanewise(NOT)));
        LongVector g12a = h1a.lanewise(NOT).lanewise(AND, a2a.lanewise(NOT).lanewise(XOR, g11a)).lanewise(OR, h1a.lanewise(AND, g11a));
        LongVector g13b = a2b.lanewise(AND, a3b).lanewise(OR, a2b.lanewise(NOT).lanewise(AND, g12b));
        LongVector g13a = a4a.lanewise(AND, g5a.lanewise(NOT).lanewise(OR, a2a)).lanewise(OR, a4a.lanewise(NOT).lanewise(AND, a2a.lanewise(NOT)));
        LongVector g14b = g10b.lanewise(XOR, h1b.lanewise(NOT).lanewise(AND, g13b.lanewise(NOT)));
        LongVector g14a = a6a.lanewise(XOR, g13a);
        LongVector g15b = g3b.lanewise(AND, a6b.lanewise(NOT).lanewise(XOR, g14b)).lanewise(OR, g3b.lanewise(NOT).lanewise(AND, a6b.lanewise(NOT).lanewise(OR, g14b.lanewise(NOT))));
        LongVector g15a = g4a.lanewise(AND, g14a.lanewise(NOT)).lanewise(OR, g4a.lanewise(NOT).lanewise(AND, g9a.lanewise(NOT).lanewise(OR, g14a)));
        LongVector g16b = g6b.lanewise(AND, g11b.lanewise(AND, g15b.lanewise(NOT))).lanewise(OR, g6b.lanewise(NOT).lanewise(AND, g15b));
        LongVector g16a = a3a.lanewise(AND, g12a).lanewise(OR, a3a.lanewise(NOT).lanewise(AND, g15a));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 1 * W).lanewise(XOR, g16b))).intoArray(y, 1 * W);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 8 * W).lanewise(XOR, g16a))).intoArray(y, 8 * W);
        LongVector g17b = g2b.lanewise(XOR, a2b.lanewise(NOT).lanewise(AND, a3b.lanewise(NOT)));
        LongVector g17a = g6a.lanewise(AND, g5a.lanewise(NOT).lanewise(OR, g7a)).lanewise(OR, g6a.lanewise(NOT).lanewise(AND, g5a.lanewise(OR, g7a.lanewise(NOT))));
        LongVector g18b = a2b.lanewise(AND, g10b.lanewise(NOT)).lanewise(OR, a2b.lanewise(NOT).lanewise(AND, g9b.lanewise(NOT)));
        LongVector g18a = g3a.lanewise(AND, g16a.lanewise(AND, a6a.lanewise(NOT))).lanewise(OR, g3a.lanewise(NOT).lanewise(AND, a6a));
        LongVector g19b = g8b.lanewise(AND, g18b.lanewise(AND, a6b.lanewise(NOT))).lanewise(OR, g8b.lanewise(NOT).lanewise(AND, g18b.lanewise(OR, a6b)));
        LongVector g19a = a3a.lanewise(AND, g17a).lanewise(OR, a3a.lanewise(NOT).lanewise(AND, g18a));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 12 * W).lanewise(XOR, g19b.lanewise(NOT)))).intoArray(y, 12 * W);
        LongVector g20a = a3a.lanewise(AND, a6a.lanewise(XOR, g19a)).lanewise(OR, a3a.lanewise(NOT).lanewise(AND, a6a.lanewise(OR, g19a.lanewise(NOT))));
        LongVector g20b = a6b.lanewise(AND, g17b).lanewise(OR, a6b.lanewise(NOT).lanewise(AND, g11b));
        LongVector g21a = g9a.lanewise(AND, g20a).lanewise(OR, g9a.lanewise(NOT).lanewise(AND, g19a.lanewise(NOT)));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 27 * W).lanewise(XOR, g20b))).intoArray(y, 27 * W);
        LongVector g22a = a2a.lanewise(AND, g21a).lanewise(OR, a2a.lanewise(NOT).lanewise(AND, g19a));
        LongVector g21b = a2b.lanewise(AND, g20b.lanewise(NOT).lanewise(AND, a3b)).lanewise(OR, a2b.lanewise(NOT).lanewise(AND, a3b.lanewise(NOT)));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 22 * W).lanewise(XOR, g22a))).intoArray(y, 22 * W);
        LongVector g22b = h1b.lanewise(NOT).lanewise(AND, g4b.lanewise(NOT).lanewise(AND, g21b.lanewise(NOT))).lanewise(OR, h1b.lanewise(AND, g21b));
        LongVector g23a = a3a.lanewise(XOR, g7a.lanewise(OR, h2a.lanewise(NOT)));
        LongVector g23b = g17b.lanewise(AND, g12b.lanewise(NOT).lanewise(AND, g22b)).lanewise(OR, g17b.lanewise(NOT).lanewise(AND, g22b.lanewise(NOT)));
        LongVector g24a = g9a.lanewise(AND, g23a.lanewise(NOT)).lanewise(OR, g9a.lanewise(NOT).lanewise(AND, g20a.lanewise(AND, g23a)));
        LongVector g24b = g13b.lanewise(AND, g11b.lanewise(NOT)).lanewise(OR, g13b.lanewise(NOT).lanewise(AND, g14b.lanewise(NOT)));
        LongVector g25a = g10a.lanewise(AND, g16a).lanewise(OR, g10a.lanewise(NOT).lanewise(AND, g11a.lanewise(NOT).lanewise(AND, g16a.lanewise(NOT))));
        LongVector g25b = g2b.lanewise(XOR, g22b.lanewise(OR, g24b.lanewise(NOT)));
        LongVector g26a = g19a.lanewise(AND, g21a.lanewise(OR, g25a.lanewise(NOT))).lanewise(OR, g19a.lanewise(NOT).lanewise(AND, g21a.lanewise(NOT).lanewise(OR, g25a)));
        LongVector g26b = a6b.lanewise(AND, g25b).lanewise(OR, a6b.lanewise(NOT).lanewise(AND, g23b));
        LongVector g27a = a5a.lanewise(AND, g24a).lanewise(OR, a5a.lanewise(NOT).lanewise(AND, g26a));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 17 * W).lanewise(XOR, g26b))).intoArray(y, 17 * W);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 30 * W).lanewise(XOR, g27a))).intoArray(y, 30 * W);
    }

    /** S1 and S2 interleaved: 27 and 26 three-input gates, key folded (FoldedRoundKeys), generated by gen/des_sbox_circuits.py (gen/des_sbox_lut3_circuits.txt). */
    private static void u12f(long[] x, long[] y, long[] ks, int k) {
        LongVector opaque = LongVector.fromArray(S, OPAQUE_ZERO, 0);
        LongVector a1a = LongVector.fromArray(S, x, 31 * W);
        LongVector a2a = LongVector.fromArray(S, x, 0 * W);
        LongVector a3a = LongVector.fromArray(S, x, 1 * W);
        LongVector a4a = LongVector.fromArray(S, x, 2 * W);
        LongVector a5a = LongVector.fromArray(S, x, 3 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 0])).lanewise(ADD, opaque);
        LongVector a6a = LongVector.fromArray(S, x, 4 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 1])).lanewise(ADD, opaque);
        LongVector a1b = LongVector.fromArray(S, x, 3 * W);
        LongVector a2b = LongVector.fromArray(S, x, 4 * W);
        LongVector a3b = LongVector.fromArray(S, x, 5 * W);
        LongVector a4b = LongVector.fromArray(S, x, 6 * W);
        LongVector a5b = LongVector.fromArray(S, x, 7 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 2])).lanewise(ADD, opaque);
        LongVector a6b = LongVector.fromArray(S, x, 8 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 3])).lanewise(ADD, opaque);
        LongVector h1a = a4a.lanewise(AND, a5a.lanewise(NOT).lanewise(AND, a1a)).lanewise(OR, a4a.lanewise(NOT).lanewise(AND, a1a.lanewise(NOT)));
        LongVector h1b = a4b.lanewise(AND, a3b.lanewise(AND, a5b)).lanewise(OR, a4b.lanewise(NOT).lanewise(AND, a5b));
        LongVector h2a = a5a.lanewise(AND, a2a.lanewise(XOR, h1a.lanewise(NOT))).lanewise(OR, a5a.lanewise(NOT).lanewise(AND, a2a.lanewise(AND, h1a)));
        LongVector g2b = a1b.lanewise(XOR, a4b.lanewise(XOR, h1b.lanewise(NOT)));
        LongVector g3a = a4a.lanewise(XOR, a5a.lanewise(NOT).lanewise(XOR, a1a));
        LongVector g3b = a5b.lanewise(AND, a3b.lanewise(NOT).lanewise(OR, a1b)).lanewise(OR, a5b.lanewise(NOT).lanewise(AND, a3b.lanewise(XOR, a1b)));
        LongVector g4a = g3a.lanewise(XOR, a2a.lanewise(OR, h2a.lanewise(NOT)));
        LongVector g4b = g3b.lanewise(AND, g2b.lanewise(NOT).lanewise(OR, h1b.lanewise(NOT)));
        LongVector g5a = a6a.lanewise(AND, g4a).lanewise(OR, a6a.lanewise(NOT).lanewise(AND, h2a.lanewise(NOT)));
        LongVector g5b = g2b.lanewise(XOR, h1b.lanewise(NOT).lanewise(AND, a5b));
        LongVector g6a = a6a.lanewise(AND, h1a.lanewise(NOT).lanewise(OR, a4a.lanewise(NOT))).lanewise(OR, a6a.lanewise(NOT).lanewise(AND, h1a.lanewise(NOT).lanewise(AND, a4a.lanewise(NOT))));
        LongVector g6b = g3b.lanewise(XOR, a2b.lanewise(XOR, a4b));
        LongVector g7a = g3a.lanewise(AND, g6a.lanewise(NOT)).lanewise(OR, g3a.lanewise(NOT).lanewise(AND, a5a.lanewise(AND, g6a)));
        LongVector g7b = g3b.lanewise(XOR, g2b.lanewise(AND, a2b));
        LongVector g8a = g6a.lanewise(XOR, a5a.lanewise(AND, g5a));
        LongVector g8b = a5b.lanewise(AND, g6b).lanewise(OR, a5b.lanewise(NOT).lanewise(AND, g7b));
        LongVector g9a = g8a.lanewise(AND, a2a.lanewise(NOT).lanewise(OR, g7a)).lanewise(OR, g8a.lanewise(NOT).lanewise(AND, a2a.lanewise(AND, g7a)));
        LongVector g9b = g4b.lanewise(AND, g8b.lanewise(NOT).lanewise(AND, a3b.lanewise(NOT))).lanewise(OR, g4b.lanewise(NOT).lanewise(AND, g8b.lanewise(NOT).lanewise(OR, a3b.lanewise(NOT))));
        LongVector g10a = a3a.lanewise(AND, g9a).lanewise(OR, a3a.lanewise(NOT).lanewise(AND, g5a));
        LongVector g10b = g5b.lanewise(XOR, a1b.lanewise(AND, a3b));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 16 * W).lanewise(XOR, g10a).lanewise(XOR, LongVector.broadcast(S, ks[k + 32])))).intoArray(y, 16 * W);
        LongVector g11b = g5b.lanewise(AND, g4b.lanewise(OR, a2b.lanewise(NOT))).lanewise(OR, g5b.lanewise(NOT).lanewise(AND, g4b.lanewise(AND, a2b)));
        LongVector g11a = a5a.lanewise(AND, a6a.lanewise(NOT).lanewise(XOR, a4a)).lanewise(OR, a5a.lanewise(NOT).lanewise(AND, a6a.lanewise(AND, a4a.lanewise(NOT))));
        LongVector g12b = a4b.lanewise(XOR, g11b.lanewise(AND, a6b.lanewise(NOT)));
        LongVector g12a = h1a.lanewise(NOT).lanewise(AND, a2a.lanewise(NOT).lanewise(XOR, g11a)).lanewise(OR, h1a.lanewise(AND, g11a));
        LongVector g13b = a2b.lanewise(AND, a3b).lanewise(OR, a2b.lanewise(NOT).lanewise(AND, g12b));
        LongVector g13a = a4a.lanewise(AND, g5a.lanewise(NOT).lanewise(OR, a2a)).lanewise(OR, a4a.lanewise(NOT).lanewise(AND, a2a.lanewise(NOT)));
        LongVector g14b = g10b.lanewise(XOR, h1b.lanewise(NOT).lanewise(AND, g13b.lanewise(NOT)));
        LongVector g14a = a6a.lanewise(XOR, g13a);
        LongVector g15b = g3b.lanewise(AND, a6b.lanewise(NOT).lanewise(XOR, g14b)).lanewise(OR, g3b.lanewise(NOT).lanewise(AND, a6b.lanewise(NOT).lanewise(OR, g14b.lanewise(NOT))));
        LongVector g15a = g4a.lanewise(AND, g14a.lanewise(NOT)).lanewise(OR, g4a.lanewise(NOT).lanewise(AND, g9a.lanewise(NOT).lanewise(OR, g14a)));
        LongVector g16b = g6b.lanewise(AND, g11b.lanewise(AND, g15b.lanewise(NOT))).lanewise(OR, g6b.lanewise(NOT).lanewise(AND, g15b));
        LongVector g16a = a3a.lanewise(AND, g12a).lanewise(OR, a3a.lanewise(NOT).lanewise(AND, g15a));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 1 * W).lanewise(XOR, g16b).lanewise(XOR, LongVector.broadcast(S, ks[k + 17])))).intoArray(y, 1 * W);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 8 * W).lanewise(XOR, g16a).lanewise(XOR, LongVector.broadcast(S, ks[k + 24])))).intoArray(y, 8 * W);
        LongVector g17b = g2b.lanewise(XOR, a2b.lanewise(NOT).lanewise(AND, a3b.lanewise(NOT)));
        LongVector g17a = g6a.lanewise(AND, g5a.lanewise(NOT).lanewise(OR, g7a)).lanewise(OR, g6a.lanewise(NOT).lanewise(AND, g5a.lanewise(OR, g7a.lanewise(NOT))));
        LongVector g18b = a2b.lanewise(AND, g10b.lanewise(NOT)).lanewise(OR, a2b.lanewise(NOT).lanewise(AND, g9b.lanewise(NOT)));
        LongVector g18a = g3a.lanewise(AND, g16a.lanewise(AND, a6a.lanewise(NOT))).lanewise(OR, g3a.lanewise(NOT).lanewise(AND, a6a));
        LongVector g19b = g8b.lanewise(AND, g18b.lanewise(AND, a6b.lanewise(NOT))).lanewise(OR, g8b.lanewise(NOT).lanewise(AND, g18b.lanewise(OR, a6b)));
        LongVector g19a = a3a.lanewise(AND, g17a).lanewise(OR, a3a.lanewise(NOT).lanewise(AND, g18a));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 12 * W).lanewise(XOR, g19b.lanewise(NOT)).lanewise(XOR, LongVector.broadcast(S, ks[k + 28])))).intoArray(y, 12 * W);
        LongVector g20a = a3a.lanewise(AND, a6a.lanewise(XOR, g19a)).lanewise(OR, a3a.lanewise(NOT).lanewise(AND, a6a.lanewise(OR, g19a.lanewise(NOT))));
        LongVector g20b = a6b.lanewise(AND, g17b).lanewise(OR, a6b.lanewise(NOT).lanewise(AND, g11b));
        LongVector g21a = g9a.lanewise(AND, g20a).lanewise(OR, g9a.lanewise(NOT).lanewise(AND, g19a.lanewise(NOT)));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 27 * W).lanewise(XOR, g20b).lanewise(XOR, LongVector.broadcast(S, ks[k + 43])))).intoArray(y, 27 * W);
        LongVector g22a = a2a.lanewise(AND, g21a).lanewise(OR, a2a.lanewise(NOT).lanewise(AND, g19a));
        LongVector g21b = a2b.lanewise(AND, g20b.lanewise(NOT).lanewise(AND, a3b)).lanewise(OR, a2b.lanewise(NOT).lanewise(AND, a3b.lanewise(NOT)));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 22 * W).lanewise(XOR, g22a).lanewise(XOR, LongVector.broadcast(S, ks[k + 38])))).intoArray(y, 22 * W);
        LongVector g22b = h1b.lanewise(NOT).lanewise(AND, g4b.lanewise(NOT).lanewise(AND, g21b.lanewise(NOT))).lanewise(OR, h1b.lanewise(AND, g21b));
        LongVector g23a = a3a.lanewise(XOR, g7a.lanewise(OR, h2a.lanewise(NOT)));
        LongVector g23b = g17b.lanewise(AND, g12b.lanewise(NOT).lanewise(AND, g22b)).lanewise(OR, g17b.lanewise(NOT).lanewise(AND, g22b.lanewise(NOT)));
        LongVector g24a = g9a.lanewise(AND, g23a.lanewise(NOT)).lanewise(OR, g9a.lanewise(NOT).lanewise(AND, g20a.lanewise(AND, g23a)));
        LongVector g24b = g13b.lanewise(AND, g11b.lanewise(NOT)).lanewise(OR, g13b.lanewise(NOT).lanewise(AND, g14b.lanewise(NOT)));
        LongVector g25a = g10a.lanewise(AND, g16a).lanewise(OR, g10a.lanewise(NOT).lanewise(AND, g11a.lanewise(NOT).lanewise(AND, g16a.lanewise(NOT))));
        LongVector g25b = g2b.lanewise(XOR, g22b.lanewise(OR, g24b.lanewise(NOT)));
        LongVector g26a = g19a.lanewise(AND, g21a.lanewise(OR, g25a.lanewise(NOT))).lanewise(OR, g19a.lanewise(NOT).lanewise(AND, g21a.lanewise(NOT).lanewise(OR, g25a)));
        LongVector g26b = a6b.lanewise(AND, g25b).lanewise(OR, a6b.lanewise(NOT).lanewise(AND, g23b));
        LongVector g27a = a5a.lanewise(AND, g24a).lanewise(OR, a5a.lanewise(NOT).lanewise(AND, g26a));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 17 * W).lanewise(XOR, g26b).lanewise(XOR, LongVector.broadcast(S, ks[k + 33])))).intoArray(y, 17 * W);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 30 * W).lanewise(XOR, g27a).lanewise(XOR, LongVector.broadcast(S, ks[k + 46])))).intoArray(y, 30 * W);
    }

    /** S3 and S4 interleaved: 25 and 19 three-input gates, generated by gen/des_sbox_circuits.py (gen/des_sbox_lut3_circuits.txt). */
    private static void u34(long[] x, long[] y, long[] ks, int k) {
        LongVector opaque = LongVector.fromArray(S, OPAQUE_ZERO, 0);
        LongVector a1a = LongVector.fromArray(S, x, 7 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 12 * W)).lanewise(ADD, opaque);
        LongVector a2a = LongVector.fromArray(S, x, 8 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 13 * W)).lanewise(ADD, opaque);
        LongVector a3a = LongVector.fromArray(S, x, 9 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 14 * W)).lanewise(ADD, opaque);
        LongVector a4a = LongVector.fromArray(S, x, 10 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 15 * W)).lanewise(ADD, opaque);
        LongVector a5a = LongVector.fromArray(S, x, 11 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 16 * W)).lanewise(ADD, opaque);
        LongVector a6a = LongVector.fromArray(S, x, 12 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 17 * W)).lanewise(ADD, opaque);
        LongVector a1b = LongVector.fromArray(S, x, 11 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 18 * W)).lanewise(ADD, opaque);
        LongVector a2b = LongVector.fromArray(S, x, 12 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 19 * W)).lanewise(ADD, opaque);
        LongVector a3b = LongVector.fromArray(S, x, 13 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 20 * W)).lanewise(ADD, opaque);
        LongVector a4b = LongVector.fromArray(S, x, 14 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 21 * W)).lanewise(ADD, opaque);
        LongVector a5b = LongVector.fromArray(S, x, 15 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 22 * W)).lanewise(ADD, opaque);
        LongVector a6b = LongVector.fromArray(S, x, 16 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 23 * W)).lanewise(ADD, opaque);
        LongVector h1a = a5a.lanewise(AND, a3a.lanewise(AND, a6a.lanewise(NOT))).lanewise(OR, a5a.lanewise(NOT).lanewise(AND, a3a));
        LongVector h1b = a2b.lanewise(AND, a4b.lanewise(XOR, a5b)).lanewise(OR, a2b.lanewise(NOT).lanewise(AND, a4b.lanewise(OR, a5b.lanewise(NOT))));
        LongVector g2a = a2a.lanewise(AND, a5a.lanewise(NOT).lanewise(XOR, h1a.lanewise(NOT))).lanewise(OR, a2a.lanewise(NOT).lanewise(AND, a5a.lanewise(NOT).lanewise(AND, h1a.lanewise(NOT))));
        LongVector g2b = h1b.lanewise(NOT).lanewise(XOR, a2b.lanewise(NOT).lanewise(AND, a3b));
        LongVector g3a = h1a.lanewise(NOT).lanewise(AND, a3a.lanewise(NOT).lanewise(AND, a2a)).lanewise(OR, h1a.lanewise(AND, a3a.lanewise(OR, a2a)));
        LongVector g3b = a2b.lanewise(AND, a3b).lanewise(OR, a2b.lanewise(NOT).lanewise(AND, a5b.lanewise(NOT).lanewise(AND, a3b.lanewise(NOT))));
        LongVector g4a = a6a.lanewise(XOR, g2a.lanewise(XOR, g3a));
        LongVector g4b = h1b.lanewise(NOT).lanewise(AND, a5b).lanewise(OR, h1b.lanewise(AND, g3b));
        LongVector g5a = a1a.lanewise(AND, g4a).lanewise(OR, a1a.lanewise(NOT).lanewise(AND, g2a));
        LongVector g5b = a3b.lanewise(XOR, g2b.lanewise(OR, a5b));
        LongVector g6a = a6a.lanewise(OR, a5a.lanewise(NOT).lanewise(OR, a2a));
        LongVector g6b = g5b.lanewise(XOR, a4b.lanewise(OR, a2b));
        LongVector g7a = g6a.lanewise(XOR, a3a.lanewise(XOR, a4a));
        LongVector g7b = a1b.lanewise(AND, g2b).lanewise(OR, a1b.lanewise(NOT).lanewise(AND, g4b));
        LongVector h8a = a1a.lanewise(AND, a2a.lanewise(OR, g7a.lanewise(NOT))).lanewise(OR, a1a.lanewise(NOT).lanewise(AND, a2a.lanewise(XOR, g7a)));
        LongVector g8b = a1b.lanewise(AND, g4b).lanewise(OR, a1b.lanewise(NOT).lanewise(AND, h1b));
        LongVector g9a = a4a.lanewise(AND, g2a.lanewise(NOT).lanewise(AND, g3a)).lanewise(OR, a4a.lanewise(NOT).lanewise(AND, g2a.lanewise(NOT).lanewise(XOR, g3a)));
        LongVector g9b = g8b.lanewise(AND, g6b.lanewise(AND, a5b.lanewise(NOT))).lanewise(OR, g8b.lanewise(NOT).lanewise(AND, a5b));
        LongVector g10a = a1a.lanewise(AND, g9a).lanewise(OR, a1a.lanewise(NOT).lanewise(AND, a5a));
        LongVector g10b = g6b.lanewise(XOR, g9b.lanewise(OR, a1b.lanewise(NOT)));
        LongVector g11a = g10a.lanewise(AND, a6a.lanewise(XOR, g7a)).lanewise(OR, g10a.lanewise(NOT).lanewise(AND, a6a.lanewise(NOT)));
        LongVector g11b = a6b.lanewise(AND, g10b).lanewise(OR, a6b.lanewise(NOT).lanewise(AND, g7b));
        LongVector g12a = g6a.lanewise(AND, a1a.lanewise(XOR, g4a)).lanewise(OR, g6a.lanewise(NOT).lanewise(AND, g4a.lanewise(NOT)));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 19 * W).lanewise(XOR, g11b))).intoArray(y, 19 * W);
        LongVector g13a = a6a.lanewise(AND, g2a).lanewise(OR, a6a.lanewise(NOT).lanewise(AND, g7a));
        LongVector g12b = g8b.lanewise(AND, g6b.lanewise(NOT).lanewise(AND, a1b.lanewise(NOT))).lanewise(OR, g8b.lanewise(NOT).lanewise(AND, g6b.lanewise(AND, a1b)));
        LongVector g14a = a4a.lanewise(AND, a1a).lanewise(OR, a4a.lanewise(NOT).lanewise(AND, g13a));
        LongVector g13b = g5b.lanewise(AND, g12b.lanewise(NOT)).lanewise(OR, g5b.lanewise(NOT).lanewise(AND, a2b.lanewise(NOT).lanewise(AND, g12b)));
        LongVector g15a = g14a.lanewise(AND, h8a.lanewise(NOT).lanewise(XOR, g12a)).lanewise(OR, g14a.lanewise(NOT).lanewise(AND, h8a.lanewise(NOT)));
        LongVector g14b = g6b.lanewise(XOR, g7b.lanewise(NOT).lanewise(AND, a5b.lanewise(NOT)));
        LongVector g16a = h8a.lanewise(NOT).lanewise(AND, g5a.lanewise(AND, a2a.lanewise(NOT))).lanewise(OR, h8a.lanewise(AND, g5a.lanewise(NOT).lanewise(XOR, a2a)));
        LongVector g15b = g8b.lanewise(XOR, a2b.lanewise(OR, g14b));
        LongVector g17a = g2a.lanewise(AND, g15a.lanewise(XOR, g16a)).lanewise(OR, g2a.lanewise(NOT).lanewise(AND, g15a.lanewise(OR, g16a)));
        LongVector g16b = g9b.lanewise(AND, g7b.lanewise(NOT).lanewise(OR, g13b)).lanewise(OR, g9b.lanewise(NOT).lanewise(AND, g7b.lanewise(XOR, g13b)));
        LongVector g18a = a4a.lanewise(AND, g12a).lanewise(OR, a4a.lanewise(NOT).lanewise(AND, g5a));
        LongVector g17b = a6b.lanewise(AND, g15b).lanewise(OR, a6b.lanewise(NOT).lanewise(AND, g16b));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 23 * W).lanewise(XOR, g18a))).intoArray(y, 23 * W);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 9 * W).lanewise(XOR, g17b.lanewise(NOT)))).intoArray(y, 9 * W);
        LongVector g19a = g9a.lanewise(AND, a4a.lanewise(NOT).lanewise(AND, g17a.lanewise(NOT))).lanewise(OR, g9a.lanewise(NOT).lanewise(AND, a4a.lanewise(AND, g17a)));
        LongVector g18b = g7b.lanewise(AND, a6b.lanewise(OR, g10b.lanewise(NOT))).lanewise(OR, g7b.lanewise(NOT).lanewise(AND, a6b.lanewise(NOT).lanewise(AND, g10b.lanewise(NOT))));
        LongVector g20a = g13a.lanewise(XOR, a3a.lanewise(AND, g19a));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 25 * W).lanewise(XOR, g18b))).intoArray(y, 25 * W);
        LongVector g21a = a3a.lanewise(XOR, h8a.lanewise(XOR, g11a));
        LongVector g19b = a6b.lanewise(AND, g16b.lanewise(NOT)).lanewise(OR, a6b.lanewise(NOT).lanewise(AND, g15b));
        LongVector g22a = a1a.lanewise(AND, g20a).lanewise(OR, a1a.lanewise(NOT).lanewise(AND, g21a));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 0 * W).lanewise(XOR, g19b))).intoArray(y, 0 * W);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 5 * W).lanewise(XOR, g22a))).intoArray(y, 5 * W);
        LongVector g23a = a5a.lanewise(AND, g16a).lanewise(OR, a5a.lanewise(NOT).lanewise(AND, g17a));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 29 * W).lanewise(XOR, g23a))).intoArray(y, 29 * W);
        LongVector g24a = g11a.lanewise(AND, a4a).lanewise(OR, g11a.lanewise(NOT).lanewise(AND, g4a.lanewise(NOT).lanewise(OR, a4a.lanewise(NOT))));
        LongVector g25a = h8a.lanewise(NOT).lanewise(AND, g15a.lanewise(AND, g24a.lanewise(NOT))).lanewise(OR, h8a.lanewise(AND, g24a));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 15 * W).lanewise(XOR, g25a))).intoArray(y, 15 * W);
    }

    /** S3 and S4 interleaved: 25 and 19 three-input gates, key folded (FoldedRoundKeys), generated by gen/des_sbox_circuits.py (gen/des_sbox_lut3_circuits.txt). */
    private static void u34f(long[] x, long[] y, long[] ks, int k) {
        LongVector opaque = LongVector.fromArray(S, OPAQUE_ZERO, 0);
        LongVector a1a = LongVector.fromArray(S, x, 7 * W);
        LongVector a2a = LongVector.fromArray(S, x, 8 * W);
        LongVector a3a = LongVector.fromArray(S, x, 9 * W);
        LongVector a4a = LongVector.fromArray(S, x, 10 * W);
        LongVector a5a = LongVector.fromArray(S, x, 11 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 4])).lanewise(ADD, opaque);
        LongVector a6a = LongVector.fromArray(S, x, 12 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 5])).lanewise(ADD, opaque);
        LongVector a1b = LongVector.fromArray(S, x, 11 * W);
        LongVector a2b = LongVector.fromArray(S, x, 12 * W);
        LongVector a3b = LongVector.fromArray(S, x, 13 * W);
        LongVector a4b = LongVector.fromArray(S, x, 14 * W);
        LongVector a5b = LongVector.fromArray(S, x, 15 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 6])).lanewise(ADD, opaque);
        LongVector a6b = LongVector.fromArray(S, x, 16 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 7])).lanewise(ADD, opaque);
        LongVector h1a = a5a.lanewise(AND, a3a.lanewise(AND, a6a.lanewise(NOT))).lanewise(OR, a5a.lanewise(NOT).lanewise(AND, a3a));
        LongVector h1b = a2b.lanewise(AND, a4b.lanewise(XOR, a5b)).lanewise(OR, a2b.lanewise(NOT).lanewise(AND, a4b.lanewise(OR, a5b.lanewise(NOT))));
        LongVector g2a = a2a.lanewise(AND, a5a.lanewise(NOT).lanewise(XOR, h1a.lanewise(NOT))).lanewise(OR, a2a.lanewise(NOT).lanewise(AND, a5a.lanewise(NOT).lanewise(AND, h1a.lanewise(NOT))));
        LongVector g2b = h1b.lanewise(NOT).lanewise(XOR, a2b.lanewise(NOT).lanewise(AND, a3b));
        LongVector g3a = h1a.lanewise(NOT).lanewise(AND, a3a.lanewise(NOT).lanewise(AND, a2a)).lanewise(OR, h1a.lanewise(AND, a3a.lanewise(OR, a2a)));
        LongVector g3b = a2b.lanewise(AND, a3b).lanewise(OR, a2b.lanewise(NOT).lanewise(AND, a5b.lanewise(NOT).lanewise(AND, a3b.lanewise(NOT))));
        LongVector g4a = a6a.lanewise(XOR, g2a.lanewise(XOR, g3a));
        LongVector g4b = h1b.lanewise(NOT).lanewise(AND, a5b).lanewise(OR, h1b.lanewise(AND, g3b));
        LongVector g5a = a1a.lanewise(AND, g4a).lanewise(OR, a1a.lanewise(NOT).lanewise(AND, g2a));
        LongVector g5b = a3b.lanewise(XOR, g2b.lanewise(OR, a5b));
        LongVector g6a = a6a.lanewise(OR, a5a.lanewise(NOT).lanewise(OR, a2a));
        LongVector g6b = g5b.lanewise(XOR, a4b.lanewise(OR, a2b));
        LongVector g7a = g6a.lanewise(XOR, a3a.lanewise(XOR, a4a));
        LongVector g7b = a1b.lanewise(AND, g2b).lanewise(OR, a1b.lanewise(NOT).lanewise(AND, g4b));
        LongVector h8a = a1a.lanewise(AND, a2a.lanewise(OR, g7a.lanewise(NOT))).lanewise(OR, a1a.lanewise(NOT).lanewise(AND, a2a.lanewise(XOR, g7a)));
        LongVector g8b = a1b.lanewise(AND, g4b).lanewise(OR, a1b.lanewise(NOT).lanewise(AND, h1b));
        LongVector g9a = a4a.lanewise(AND, g2a.lanewise(NOT).lanewise(AND, g3a)).lanewise(OR, a4a.lanewise(NOT).lanewise(AND, g2a.lanewise(NOT).lanewise(XOR, g3a)));
        LongVector g9b = g8b.lanewise(AND, g6b.lanewise(AND, a5b.lanewise(NOT))).lanewise(OR, g8b.lanewise(NOT).lanewise(AND, a5b));
        LongVector g10a = a1a.lanewise(AND, g9a).lanewise(OR, a1a.lanewise(NOT).lanewise(AND, a5a));
        LongVector g10b = g6b.lanewise(XOR, g9b.lanewise(OR, a1b.lanewise(NOT)));
        LongVector g11a = g10a.lanewise(AND, a6a.lanewise(XOR, g7a)).lanewise(OR, g10a.lanewise(NOT).lanewise(AND, a6a.lanewise(NOT)));
        LongVector g11b = a6b.lanewise(AND, g10b).lanewise(OR, a6b.lanewise(NOT).lanewise(AND, g7b));
        LongVector g12a = g6a.lanewise(AND, a1a.lanewise(XOR, g4a)).lanewise(OR, g6a.lanewise(NOT).lanewise(AND, g4a.lanewise(NOT)));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 19 * W).lanewise(XOR, g11b).lanewise(XOR, LongVector.broadcast(S, ks[k + 35])))).intoArray(y, 19 * W);
        LongVector g13a = a6a.lanewise(AND, g2a).lanewise(OR, a6a.lanewise(NOT).lanewise(AND, g7a));
        LongVector g12b = g8b.lanewise(AND, g6b.lanewise(NOT).lanewise(AND, a1b.lanewise(NOT))).lanewise(OR, g8b.lanewise(NOT).lanewise(AND, g6b.lanewise(AND, a1b)));
        LongVector g14a = a4a.lanewise(AND, a1a).lanewise(OR, a4a.lanewise(NOT).lanewise(AND, g13a));
        LongVector g13b = g5b.lanewise(AND, g12b.lanewise(NOT)).lanewise(OR, g5b.lanewise(NOT).lanewise(AND, a2b.lanewise(NOT).lanewise(AND, g12b)));
        LongVector g15a = g14a.lanewise(AND, h8a.lanewise(NOT).lanewise(XOR, g12a)).lanewise(OR, g14a.lanewise(NOT).lanewise(AND, h8a.lanewise(NOT)));
        LongVector g14b = g6b.lanewise(XOR, g7b.lanewise(NOT).lanewise(AND, a5b.lanewise(NOT)));
        LongVector g16a = h8a.lanewise(NOT).lanewise(AND, g5a.lanewise(AND, a2a.lanewise(NOT))).lanewise(OR, h8a.lanewise(AND, g5a.lanewise(NOT).lanewise(XOR, a2a)));
        LongVector g15b = g8b.lanewise(XOR, a2b.lanewise(OR, g14b));
        LongVector g17a = g2a.lanewise(AND, g15a.lanewise(XOR, g16a)).lanewise(OR, g2a.lanewise(NOT).lanewise(AND, g15a.lanewise(OR, g16a)));
        LongVector g16b = g9b.lanewise(AND, g7b.lanewise(NOT).lanewise(OR, g13b)).lanewise(OR, g9b.lanewise(NOT).lanewise(AND, g7b.lanewise(XOR, g13b)));
        LongVector g18a = a4a.lanewise(AND, g12a).lanewise(OR, a4a.lanewise(NOT).lanewise(AND, g5a));
        LongVector g17b = a6b.lanewise(AND, g15b).lanewise(OR, a6b.lanewise(NOT).lanewise(AND, g16b));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 23 * W).lanewise(XOR, g18a).lanewise(XOR, LongVector.broadcast(S, ks[k + 39])))).intoArray(y, 23 * W);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 9 * W).lanewise(XOR, g17b.lanewise(NOT)).lanewise(XOR, LongVector.broadcast(S, ks[k + 25])))).intoArray(y, 9 * W);
        LongVector g19a = g9a.lanewise(AND, a4a.lanewise(NOT).lanewise(AND, g17a.lanewise(NOT))).lanewise(OR, g9a.lanewise(NOT).lanewise(AND, a4a.lanewise(AND, g17a)));
        LongVector g18b = g7b.lanewise(AND, a6b.lanewise(OR, g10b.lanewise(NOT))).lanewise(OR, g7b.lanewise(NOT).lanewise(AND, a6b.lanewise(NOT).lanewise(AND, g10b.lanewise(NOT))));
        LongVector g20a = g13a.lanewise(XOR, a3a.lanewise(AND, g19a));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 25 * W).lanewise(XOR, g18b).lanewise(XOR, LongVector.broadcast(S, ks[k + 41])))).intoArray(y, 25 * W);
        LongVector g21a = a3a.lanewise(XOR, h8a.lanewise(XOR, g11a));
        LongVector g19b = a6b.lanewise(AND, g16b.lanewise(NOT)).lanewise(OR, a6b.lanewise(NOT).lanewise(AND, g15b));
        LongVector g22a = a1a.lanewise(AND, g20a).lanewise(OR, a1a.lanewise(NOT).lanewise(AND, g21a));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 0 * W).lanewise(XOR, g19b).lanewise(XOR, LongVector.broadcast(S, ks[k + 16])))).intoArray(y, 0 * W);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 5 * W).lanewise(XOR, g22a).lanewise(XOR, LongVector.broadcast(S, ks[k + 21])))).intoArray(y, 5 * W);
        LongVector g23a = a5a.lanewise(AND, g16a).lanewise(OR, a5a.lanewise(NOT).lanewise(AND, g17a));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 29 * W).lanewise(XOR, g23a).lanewise(XOR, LongVector.broadcast(S, ks[k + 45])))).intoArray(y, 29 * W);
        LongVector g24a = g11a.lanewise(AND, a4a).lanewise(OR, g11a.lanewise(NOT).lanewise(AND, g4a.lanewise(NOT).lanewise(OR, a4a.lanewise(NOT))));
        LongVector g25a = h8a.lanewise(NOT).lanewise(AND, g15a.lanewise(AND, g24a.lanewise(NOT))).lanewise(OR, h8a.lanewise(AND, g24a));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 15 * W).lanewise(XOR, g25a).lanewise(XOR, LongVector.broadcast(S, ks[k + 31])))).intoArray(y, 15 * W);
    }

    /** S5 and S6 interleaved: 27 and 25 three-input gates, generated by gen/des_sbox_circuits.py (gen/des_sbox_lut3_circuits.txt). */
    private static void u56(long[] x, long[] y, long[] ks, int k) {
        LongVector opaque = LongVector.fromArray(S, OPAQUE_ZERO, 0);
        LongVector a1a = LongVector.fromArray(S, x, 15 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 24 * W)).lanewise(ADD, opaque);
        LongVector a2a = LongVector.fromArray(S, x, 16 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 25 * W)).lanewise(ADD, opaque);
        LongVector a3a = LongVector.fromArray(S, x, 17 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 26 * W)).lanewise(ADD, opaque);
        LongVector a4a = LongVector.fromArray(S, x, 18 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 27 * W)).lanewise(ADD, opaque);
        LongVector a5a = LongVector.fromArray(S, x, 19 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 28 * W)).lanewise(ADD, opaque);
        LongVector a6a = LongVector.fromArray(S, x, 20 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 29 * W)).lanewise(ADD, opaque);
        LongVector a1b = LongVector.fromArray(S, x, 19 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 30 * W)).lanewise(ADD, opaque);
        LongVector a2b = LongVector.fromArray(S, x, 20 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 31 * W)).lanewise(ADD, opaque);
        LongVector a3b = LongVector.fromArray(S, x, 21 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 32 * W)).lanewise(ADD, opaque);
        LongVector a4b = LongVector.fromArray(S, x, 22 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 33 * W)).lanewise(ADD, opaque);
        LongVector a5b = LongVector.fromArray(S, x, 23 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 34 * W)).lanewise(ADD, opaque);
        LongVector a6b = LongVector.fromArray(S, x, 24 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 35 * W)).lanewise(ADD, opaque);
        LongVector h1a = a5a.lanewise(AND, a1a.lanewise(OR, a3a.lanewise(NOT))).lanewise(OR, a5a.lanewise(NOT).lanewise(AND, a1a.lanewise(NOT).lanewise(XOR, a3a)));
        LongVector g1b = a5b.lanewise(XOR, a1b.lanewise(NOT).lanewise(XOR, a4b));
        LongVector h2a = a6a.lanewise(XOR, a5a.lanewise(NOT).lanewise(XOR, h1a.lanewise(NOT)));
        LongVector g2b = g1b.lanewise(AND, a2b.lanewise(OR, a5b.lanewise(NOT))).lanewise(OR, g1b.lanewise(NOT).lanewise(AND, a2b.lanewise(NOT).lanewise(OR, a5b)));
        LongVector h3a = h2a.lanewise(NOT).lanewise(XOR, a2a);
        LongVector g3b = g2b.lanewise(AND, a4b.lanewise(OR, g1b.lanewise(NOT)));
        LongVector g4a = a3a.lanewise(AND, a6a).lanewise(OR, a3a.lanewise(NOT).lanewise(AND, a6a.lanewise(NOT).lanewise(AND, a1a)));
        LongVector g4b = a6b.lanewise(AND, g3b).lanewise(OR, a6b.lanewise(NOT).lanewise(AND, g1b));
        LongVector g5a = h2a.lanewise(NOT).lanewise(AND, h1a.lanewise(NOT).lanewise(OR, g4a.lanewise(NOT))).lanewise(OR, h2a.lanewise(AND, g4a));
        LongVector h5b = a2b.lanewise(XOR, g1b.lanewise(NOT).lanewise(XOR, a6b));
        LongVector g6a = g4a.lanewise(XOR, a1a.lanewise(XOR, g5a));
        LongVector g6b = g4b.lanewise(AND, a6b.lanewise(NOT).lanewise(AND, h5b.lanewise(NOT))).lanewise(OR, g4b.lanewise(NOT).lanewise(AND, h5b));
        LongVector g7a = a2a.lanewise(AND, g6a).lanewise(OR, a2a.lanewise(NOT).lanewise(AND, g5a));
        LongVector g7b = a5b.lanewise(AND, h5b.lanewise(NOT)).lanewise(OR, a5b.lanewise(NOT).lanewise(AND, g6b));
        LongVector g8a = g7a.lanewise(AND, a4a.lanewise(NOT).lanewise(OR, h3a.lanewise(NOT))).lanewise(OR, g7a.lanewise(NOT).lanewise(AND, a4a.lanewise(AND, h3a.lanewise(NOT))));
        LongVector g8b = g7b.lanewise(AND, a3b.lanewise(NOT).lanewise(OR, g4b)).lanewise(OR, g7b.lanewise(NOT).lanewise(AND, a3b.lanewise(AND, g4b)));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 13 * W).lanewise(XOR, g8a))).intoArray(y, 13 * W);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 3 * W).lanewise(XOR, g8b))).intoArray(y, 3 * W);
        LongVector g9a = a3a.lanewise(XOR, a5a.lanewise(OR, h3a.lanewise(NOT)));
        LongVector g9b = a1b.lanewise(AND, a6b.lanewise(NOT)).lanewise(OR, a1b.lanewise(NOT).lanewise(AND, a2b));
        LongVector g10a = a2a.lanewise(XOR, g5a.lanewise(AND, g9a.lanewise(NOT)));
        LongVector g10b = h5b.lanewise(NOT).lanewise(XOR, a3b.lanewise(OR, g9b.lanewise(NOT)));
        LongVector g11a = a1a.lanewise(AND, h1a.lanewise(AND, g10a.lanewise(NOT))).lanewise(OR, a1a.lanewise(NOT).lanewise(AND, h1a.lanewise(NOT).lanewise(XOR, g10a)));
        LongVector g11b = a3b.lanewise(AND, g10b.lanewise(XOR, g9b)).lanewise(OR, a3b.lanewise(NOT).lanewise(AND, g10b.lanewise(NOT).lanewise(OR, g9b)));
        LongVector g12a = h2a.lanewise(NOT).lanewise(AND, g6a.lanewise(NOT).lanewise(XOR, a5a)).lanewise(OR, h2a.lanewise(AND, g6a.lanewise(AND, a5a.lanewise(NOT))));
        LongVector g12b = g4b.lanewise(XOR, a4b.lanewise(NOT).lanewise(OR, g8b.lanewise(NOT)));
        LongVector h13a = g12a.lanewise(AND, a1a.lanewise(NOT).lanewise(OR, h3a.lanewise(NOT))).lanewise(OR, g12a.lanewise(NOT).lanewise(AND, a1a.lanewise(XOR, h3a.lanewise(NOT))));
        LongVector g13b = a3b.lanewise(AND, g1b.lanewise(NOT)).lanewise(OR, a3b.lanewise(NOT).lanewise(AND, a4b.lanewise(NOT)));
        LongVector g14a = g5a.lanewise(AND, h13a.lanewise(NOT)).lanewise(OR, g5a.lanewise(NOT).lanewise(AND, g8a.lanewise(OR, h13a)));
        LongVector g14b = g11b.lanewise(XOR, a5b.lanewise(AND, g13b));
        LongVector g15a = a4a.lanewise(AND, g11a).lanewise(OR, a4a.lanewise(NOT).lanewise(AND, g14a));
        LongVector g15b = g1b.lanewise(XOR, g9b.lanewise(OR, g14b.lanewise(NOT)));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 24 * W).lanewise(XOR, g15a))).intoArray(y, 24 * W);
        LongVector g16b = a2b.lanewise(XOR, a1b.lanewise(NOT).lanewise(OR, a5b.lanewise(NOT)));
        LongVector g16a = h3a.lanewise(NOT).lanewise(XOR, a1a.lanewise(XOR, a6a));
        LongVector g17b = g16b.lanewise(AND, a3b.lanewise(XOR, g12b)).lanewise(OR, g16b.lanewise(NOT).lanewise(AND, g12b));
        LongVector g17a = a3a.lanewise(AND, g12a.lanewise(NOT).lanewise(OR, g16a.lanewise(NOT))).lanewise(OR, a3a.lanewise(NOT).lanewise(AND, g12a.lanewise(NOT).lanewise(XOR, g16a)));
        LongVector g18b = a6b.lanewise(AND, g15b).lanewise(OR, a6b.lanewise(NOT).lanewise(AND, g17b));
        LongVector g18a = g9a.lanewise(AND, g17a).lanewise(OR, g9a.lanewise(NOT).lanewise(AND, h2a.lanewise(NOT).lanewise(AND, g17a)));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 18 * W).lanewise(XOR, g18b))).intoArray(y, 18 * W);
        LongVector h19a = h2a.lanewise(NOT).lanewise(AND, a6a.lanewise(NOT)).lanewise(OR, h2a.lanewise(AND, g16a.lanewise(NOT).lanewise(OR, a6a)));
        LongVector g19b = h5b.lanewise(NOT).lanewise(XOR, g14b.lanewise(NOT).lanewise(OR, a3b.lanewise(NOT)));
        LongVector g20a = g10a.lanewise(AND, g16a.lanewise(XOR, h19a.lanewise(NOT))).lanewise(OR, g10a.lanewise(NOT).lanewise(AND, g16a.lanewise(NOT).lanewise(OR, h19a.lanewise(NOT))));
        LongVector g20b = g6b.lanewise(NOT).lanewise(AND, g15b.lanewise(XOR, a3b));
        LongVector g21a = g6a.lanewise(AND, a5a.lanewise(OR, g20a)).lanewise(OR, g6a.lanewise(NOT).lanewise(AND, g20a.lanewise(NOT)));
        LongVector g21b = a4b.lanewise(AND, g20b).lanewise(OR, a4b.lanewise(NOT).lanewise(AND, g19b));
        LongVector g22a = a4a.lanewise(AND, g21a).lanewise(OR, a4a.lanewise(NOT).lanewise(AND, g18a));
        LongVector g22b = g11b.lanewise(AND, g21b).lanewise(OR, g11b.lanewise(NOT).lanewise(AND, g12b.lanewise(OR, g21b.lanewise(NOT))));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 2 * W).lanewise(XOR, g22a))).intoArray(y, 2 * W);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 28 * W).lanewise(XOR, g22b.lanewise(NOT)))).intoArray(y, 28 * W);
        LongVector g23a = g16a.lanewise(AND, g22a.lanewise(AND, h1a)).lanewise(OR, g16a.lanewise(NOT).lanewise(AND, g22a.lanewise(NOT).lanewise(OR, h1a)));
        LongVector g23b = g2b.lanewise(AND, g22b.lanewise(XOR, g15b)).lanewise(OR, g2b.lanewise(NOT).lanewise(AND, g22b.lanewise(OR, g15b.lanewise(NOT))));
        LongVector g24a = g8a.lanewise(AND, g15a.lanewise(NOT).lanewise(OR, g23a.lanewise(NOT))).lanewise(OR, g8a.lanewise(NOT).lanewise(AND, g15a.lanewise(NOT).lanewise(XOR, g23a)));
        LongVector g24b = g3b.lanewise(AND, g13b.lanewise(AND, g23b)).lanewise(OR, g3b.lanewise(NOT).lanewise(AND, g23b.lanewise(NOT)));
        LongVector g25a = a4a.lanewise(AND, g24a.lanewise(NOT).lanewise(OR, a5a.lanewise(NOT))).lanewise(OR, a4a.lanewise(NOT).lanewise(AND, g24a.lanewise(NOT)));
        LongVector g25b = g10b.lanewise(XOR, a5b.lanewise(AND, g24b));
        LongVector g26a = a2a.lanewise(AND, g24a.lanewise(OR, g25a.lanewise(NOT))).lanewise(OR, a2a.lanewise(NOT).lanewise(AND, g25a));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 10 * W).lanewise(XOR, g25b))).intoArray(y, 10 * W);
        LongVector g27a = h1a.lanewise(NOT).lanewise(AND, g17a.lanewise(AND, g26a)).lanewise(OR, h1a.lanewise(AND, g26a.lanewise(NOT)));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 7 * W).lanewise(XOR, g27a))).intoArray(y, 7 * W);
    }

    /** S5 and S6 interleaved: 27 and 25 three-input gates, key folded (FoldedRoundKeys), generated by gen/des_sbox_circuits.py (gen/des_sbox_lut3_circuits.txt). */
    private static void u56f(long[] x, long[] y, long[] ks, int k) {
        LongVector opaque = LongVector.fromArray(S, OPAQUE_ZERO, 0);
        LongVector a1a = LongVector.fromArray(S, x, 15 * W);
        LongVector a2a = LongVector.fromArray(S, x, 16 * W);
        LongVector a3a = LongVector.fromArray(S, x, 17 * W);
        LongVector a4a = LongVector.fromArray(S, x, 18 * W);
        LongVector a5a = LongVector.fromArray(S, x, 19 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 8])).lanewise(ADD, opaque);
        LongVector a6a = LongVector.fromArray(S, x, 20 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 9])).lanewise(ADD, opaque);
        LongVector a1b = LongVector.fromArray(S, x, 19 * W);
        LongVector a2b = LongVector.fromArray(S, x, 20 * W);
        LongVector a3b = LongVector.fromArray(S, x, 21 * W);
        LongVector a4b = LongVector.fromArray(S, x, 22 * W);
        LongVector a5b = LongVector.fromArray(S, x, 23 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 10])).lanewise(ADD, opaque);
        LongVector a6b = LongVector.fromArray(S, x, 24 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 11])).lanewise(ADD, opaque);
        LongVector h1a = a5a.lanewise(AND, a1a.lanewise(OR, a3a.lanewise(NOT))).lanewise(OR, a5a.lanewise(NOT).lanewise(AND, a1a.lanewise(NOT).lanewise(XOR, a3a)));
        LongVector g1b = a5b.lanewise(XOR, a1b.lanewise(NOT).lanewise(XOR, a4b));
        LongVector h2a = a6a.lanewise(XOR, a5a.lanewise(NOT).lanewise(XOR, h1a.lanewise(NOT)));
        LongVector g2b = g1b.lanewise(AND, a2b.lanewise(OR, a5b.lanewise(NOT))).lanewise(OR, g1b.lanewise(NOT).lanewise(AND, a2b.lanewise(NOT).lanewise(OR, a5b)));
        LongVector h3a = h2a.lanewise(NOT).lanewise(XOR, a2a);
        LongVector g3b = g2b.lanewise(AND, a4b.lanewise(OR, g1b.lanewise(NOT)));
        LongVector g4a = a3a.lanewise(AND, a6a).lanewise(OR, a3a.lanewise(NOT).lanewise(AND, a6a.lanewise(NOT).lanewise(AND, a1a)));
        LongVector g4b = a6b.lanewise(AND, g3b).lanewise(OR, a6b.lanewise(NOT).lanewise(AND, g1b));
        LongVector g5a = h2a.lanewise(NOT).lanewise(AND, h1a.lanewise(NOT).lanewise(OR, g4a.lanewise(NOT))).lanewise(OR, h2a.lanewise(AND, g4a));
        LongVector h5b = a2b.lanewise(XOR, g1b.lanewise(NOT).lanewise(XOR, a6b));
        LongVector g6a = g4a.lanewise(XOR, a1a.lanewise(XOR, g5a));
        LongVector g6b = g4b.lanewise(AND, a6b.lanewise(NOT).lanewise(AND, h5b.lanewise(NOT))).lanewise(OR, g4b.lanewise(NOT).lanewise(AND, h5b));
        LongVector g7a = a2a.lanewise(AND, g6a).lanewise(OR, a2a.lanewise(NOT).lanewise(AND, g5a));
        LongVector g7b = a5b.lanewise(AND, h5b.lanewise(NOT)).lanewise(OR, a5b.lanewise(NOT).lanewise(AND, g6b));
        LongVector g8a = g7a.lanewise(AND, a4a.lanewise(NOT).lanewise(OR, h3a.lanewise(NOT))).lanewise(OR, g7a.lanewise(NOT).lanewise(AND, a4a.lanewise(AND, h3a.lanewise(NOT))));
        LongVector g8b = g7b.lanewise(AND, a3b.lanewise(NOT).lanewise(OR, g4b)).lanewise(OR, g7b.lanewise(NOT).lanewise(AND, a3b.lanewise(AND, g4b)));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 13 * W).lanewise(XOR, g8a).lanewise(XOR, LongVector.broadcast(S, ks[k + 29])))).intoArray(y, 13 * W);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 3 * W).lanewise(XOR, g8b).lanewise(XOR, LongVector.broadcast(S, ks[k + 19])))).intoArray(y, 3 * W);
        LongVector g9a = a3a.lanewise(XOR, a5a.lanewise(OR, h3a.lanewise(NOT)));
        LongVector g9b = a1b.lanewise(AND, a6b.lanewise(NOT)).lanewise(OR, a1b.lanewise(NOT).lanewise(AND, a2b));
        LongVector g10a = a2a.lanewise(XOR, g5a.lanewise(AND, g9a.lanewise(NOT)));
        LongVector g10b = h5b.lanewise(NOT).lanewise(XOR, a3b.lanewise(OR, g9b.lanewise(NOT)));
        LongVector g11a = a1a.lanewise(AND, h1a.lanewise(AND, g10a.lanewise(NOT))).lanewise(OR, a1a.lanewise(NOT).lanewise(AND, h1a.lanewise(NOT).lanewise(XOR, g10a)));
        LongVector g11b = a3b.lanewise(AND, g10b.lanewise(XOR, g9b)).lanewise(OR, a3b.lanewise(NOT).lanewise(AND, g10b.lanewise(NOT).lanewise(OR, g9b)));
        LongVector g12a = h2a.lanewise(NOT).lanewise(AND, g6a.lanewise(NOT).lanewise(XOR, a5a)).lanewise(OR, h2a.lanewise(AND, g6a.lanewise(AND, a5a.lanewise(NOT))));
        LongVector g12b = g4b.lanewise(XOR, a4b.lanewise(NOT).lanewise(OR, g8b.lanewise(NOT)));
        LongVector h13a = g12a.lanewise(AND, a1a.lanewise(NOT).lanewise(OR, h3a.lanewise(NOT))).lanewise(OR, g12a.lanewise(NOT).lanewise(AND, a1a.lanewise(XOR, h3a.lanewise(NOT))));
        LongVector g13b = a3b.lanewise(AND, g1b.lanewise(NOT)).lanewise(OR, a3b.lanewise(NOT).lanewise(AND, a4b.lanewise(NOT)));
        LongVector g14a = g5a.lanewise(AND, h13a.lanewise(NOT)).lanewise(OR, g5a.lanewise(NOT).lanewise(AND, g8a.lanewise(OR, h13a)));
        LongVector g14b = g11b.lanewise(XOR, a5b.lanewise(AND, g13b));
        LongVector g15a = a4a.lanewise(AND, g11a).lanewise(OR, a4a.lanewise(NOT).lanewise(AND, g14a));
        LongVector g15b = g1b.lanewise(XOR, g9b.lanewise(OR, g14b.lanewise(NOT)));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 24 * W).lanewise(XOR, g15a).lanewise(XOR, LongVector.broadcast(S, ks[k + 40])))).intoArray(y, 24 * W);
        LongVector g16b = a2b.lanewise(XOR, a1b.lanewise(NOT).lanewise(OR, a5b.lanewise(NOT)));
        LongVector g16a = h3a.lanewise(NOT).lanewise(XOR, a1a.lanewise(XOR, a6a));
        LongVector g17b = g16b.lanewise(AND, a3b.lanewise(XOR, g12b)).lanewise(OR, g16b.lanewise(NOT).lanewise(AND, g12b));
        LongVector g17a = a3a.lanewise(AND, g12a.lanewise(NOT).lanewise(OR, g16a.lanewise(NOT))).lanewise(OR, a3a.lanewise(NOT).lanewise(AND, g12a.lanewise(NOT).lanewise(XOR, g16a)));
        LongVector g18b = a6b.lanewise(AND, g15b).lanewise(OR, a6b.lanewise(NOT).lanewise(AND, g17b));
        LongVector g18a = g9a.lanewise(AND, g17a).lanewise(OR, g9a.lanewise(NOT).lanewise(AND, h2a.lanewise(NOT).lanewise(AND, g17a)));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 18 * W).lanewise(XOR, g18b).lanewise(XOR, LongVector.broadcast(S, ks[k + 34])))).intoArray(y, 18 * W);
        LongVector h19a = h2a.lanewise(NOT).lanewise(AND, a6a.lanewise(NOT)).lanewise(OR, h2a.lanewise(AND, g16a.lanewise(NOT).lanewise(OR, a6a)));
        LongVector g19b = h5b.lanewise(NOT).lanewise(XOR, g14b.lanewise(NOT).lanewise(OR, a3b.lanewise(NOT)));
        LongVector g20a = g10a.lanewise(AND, g16a.lanewise(XOR, h19a.lanewise(NOT))).lanewise(OR, g10a.lanewise(NOT).lanewise(AND, g16a.lanewise(NOT).lanewise(OR, h19a.lanewise(NOT))));
        LongVector g20b = g6b.lanewise(NOT).lanewise(AND, g15b.lanewise(XOR, a3b));
        LongVector g21a = g6a.lanewise(AND, a5a.lanewise(OR, g20a)).lanewise(OR, g6a.lanewise(NOT).lanewise(AND, g20a.lanewise(NOT)));
        LongVector g21b = a4b.lanewise(AND, g20b).lanewise(OR, a4b.lanewise(NOT).lanewise(AND, g19b));
        LongVector g22a = a4a.lanewise(AND, g21a).lanewise(OR, a4a.lanewise(NOT).lanewise(AND, g18a));
        LongVector g22b = g11b.lanewise(AND, g21b).lanewise(OR, g11b.lanewise(NOT).lanewise(AND, g12b.lanewise(OR, g21b.lanewise(NOT))));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 2 * W).lanewise(XOR, g22a).lanewise(XOR, LongVector.broadcast(S, ks[k + 18])))).intoArray(y, 2 * W);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 28 * W).lanewise(XOR, g22b.lanewise(NOT)).lanewise(XOR, LongVector.broadcast(S, ks[k + 44])))).intoArray(y, 28 * W);
        LongVector g23a = g16a.lanewise(AND, g22a.lanewise(AND, h1a)).lanewise(OR, g16a.lanewise(NOT).lanewise(AND, g22a.lanewise(NOT).lanewise(OR, h1a)));
        LongVector g23b = g2b.lanewise(AND, g22b.lanewise(XOR, g15b)).lanewise(OR, g2b.lanewise(NOT).lanewise(AND, g22b.lanewise(OR, g15b.lanewise(NOT))));
        LongVector g24a = g8a.lanewise(AND, g15a.lanewise(NOT).lanewise(OR, g23a.lanewise(NOT))).lanewise(OR, g8a.lanewise(NOT).lanewise(AND, g15a.lanewise(NOT).lanewise(XOR, g23a)));
        LongVector g24b = g3b.lanewise(AND, g13b.lanewise(AND, g23b)).lanewise(OR, g3b.lanewise(NOT).lanewise(AND, g23b.lanewise(NOT)));
        LongVector g25a = a4a.lanewise(AND, g24a.lanewise(NOT).lanewise(OR, a5a.lanewise(NOT))).lanewise(OR, a4a.lanewise(NOT).lanewise(AND, g24a.lanewise(NOT)));
        LongVector g25b = g10b.lanewise(XOR, a5b.lanewise(AND, g24b));
        LongVector g26a = a2a.lanewise(AND, g24a.lanewise(OR, g25a.lanewise(NOT))).lanewise(OR, a2a.lanewise(NOT).lanewise(AND, g25a));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 10 * W).lanewise(XOR, g25b).lanewise(XOR, LongVector.broadcast(S, ks[k + 26])))).intoArray(y, 10 * W);
        LongVector g27a = h1a.lanewise(NOT).lanewise(AND, g17a.lanewise(AND, g26a)).lanewise(OR, h1a.lanewise(AND, g26a.lanewise(NOT)));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 7 * W).lanewise(XOR, g27a).lanewise(XOR, LongVector.broadcast(S, ks[k + 23])))).intoArray(y, 7 * W);
    }

    /** S7 and S8 interleaved: 26 and 24 three-input gates, generated by gen/des_sbox_circuits.py (gen/des_sbox_lut3_circuits.txt). */
    private static void u78(long[] x, long[] y, long[] ks, int k) {
        LongVector opaque = LongVector.fromArray(S, OPAQUE_ZERO, 0);
        LongVector a1a = LongVector.fromArray(S, x, 23 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 36 * W)).lanewise(ADD, opaque);
        LongVector a2a = LongVector.fromArray(S, x, 24 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 37 * W)).lanewise(ADD, opaque);
        LongVector a3a = LongVector.fromArray(S, x, 25 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 38 * W)).lanewise(ADD, opaque);
        LongVector a4a = LongVector.fromArray(S, x, 26 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 39 * W)).lanewise(ADD, opaque);
        LongVector a5a = LongVector.fromArray(S, x, 27 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 40 * W)).lanewise(ADD, opaque);
        LongVector a6a = LongVector.fromArray(S, x, 28 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 41 * W)).lanewise(ADD, opaque);
        LongVector a1b = LongVector.fromArray(S, x, 27 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 42 * W)).lanewise(ADD, opaque);
        LongVector a2b = LongVector.fromArray(S, x, 28 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 43 * W)).lanewise(ADD, opaque);
        LongVector a3b = LongVector.fromArray(S, x, 29 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 44 * W)).lanewise(ADD, opaque);
        LongVector a4b = LongVector.fromArray(S, x, 30 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 45 * W)).lanewise(ADD, opaque);
        LongVector a5b = LongVector.fromArray(S, x, 31 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 46 * W)).lanewise(ADD, opaque);
        LongVector a6b = LongVector.fromArray(S, x, 0 * W).lanewise(XOR, LongVector.fromArray(S, ks, k + 47 * W)).lanewise(ADD, opaque);
        LongVector g1a = a4a.lanewise(NOT).lanewise(OR, a5a.lanewise(NOT).lanewise(AND, a3a.lanewise(NOT)));
        LongVector g1b = a4b.lanewise(AND, a2b.lanewise(AND, a3b.lanewise(NOT))).lanewise(OR, a4b.lanewise(NOT).lanewise(AND, a2b.lanewise(NOT).lanewise(XOR, a3b)));
        LongVector g2a = a5a.lanewise(XOR, a1a.lanewise(XOR, g1a));
        LongVector g2b = a4b.lanewise(XOR, a5b.lanewise(XOR, g1b));
        LongVector g3a = a1a.lanewise(AND, a3a.lanewise(NOT)).lanewise(OR, a1a.lanewise(NOT).lanewise(AND, g2a.lanewise(NOT)));
        LongVector g3b = a4b.lanewise(AND, a2b.lanewise(NOT)).lanewise(OR, a4b.lanewise(NOT).lanewise(AND, a5b.lanewise(AND, a2b)));
        LongVector g4a = g3a.lanewise(XOR, a5a.lanewise(NOT).lanewise(AND, a4a));
        LongVector g4b = g3b.lanewise(XOR, g2b.lanewise(OR, a3b));
        LongVector g5a = a6a.lanewise(AND, g4a).lanewise(OR, a6a.lanewise(NOT).lanewise(AND, g2a));
        LongVector g5b = a1b.lanewise(AND, g2b).lanewise(OR, a1b.lanewise(NOT).lanewise(AND, g4b));
        LongVector g6a = a6a.lanewise(XOR, g2a.lanewise(NOT).lanewise(XOR, a3a));
        LongVector g6b = a4b.lanewise(AND, a2b.lanewise(NOT).lanewise(AND, a3b.lanewise(NOT))).lanewise(OR, a4b.lanewise(NOT).lanewise(AND, a2b.lanewise(OR, a3b.lanewise(NOT))));
        LongVector g7a = g6a.lanewise(OR, a3a.lanewise(NOT).lanewise(AND, g5a.lanewise(NOT)));
        LongVector g7b = a5b.lanewise(AND, a2b.lanewise(OR, g6b.lanewise(NOT))).lanewise(OR, a5b.lanewise(NOT).lanewise(AND, g6b));
        LongVector g8a = g2a.lanewise(AND, g6a.lanewise(NOT).lanewise(OR, g4a)).lanewise(OR, g2a.lanewise(NOT).lanewise(AND, g6a.lanewise(AND, g4a)));
        LongVector g8b = g4b.lanewise(XOR, a1b.lanewise(NOT).lanewise(OR, g7b));
        LongVector g9a = g8a.lanewise(OR, a6a.lanewise(NOT).lanewise(AND, a2a));
        LongVector g9b = g8b.lanewise(XOR, g7b.lanewise(NOT));
        LongVector g10a = g4a.lanewise(AND, g5a.lanewise(AND, a3a.lanewise(NOT))).lanewise(OR, g4a.lanewise(NOT).lanewise(AND, g5a.lanewise(NOT).lanewise(AND, a3a)));
        LongVector g10b = a1b.lanewise(XOR, g7b.lanewise(NOT).lanewise(OR, g1b));
        LongVector g11a = a1a.lanewise(AND, g9a).lanewise(OR, a1a.lanewise(NOT).lanewise(AND, g10a));
        LongVector h11b = a4b.lanewise(AND, a1b.lanewise(NOT).lanewise(OR, a2b.lanewise(NOT))).lanewise(OR, a4b.lanewise(NOT).lanewise(AND, a1b.lanewise(NOT).lanewise(XOR, a2b)));
        LongVector g12a = g11a.lanewise(AND, a5a.lanewise(NOT).lanewise(AND, a6a.lanewise(NOT))).lanewise(OR, g11a.lanewise(NOT).lanewise(AND, a6a));
        LongVector g12b = g2b.lanewise(XOR, a5b.lanewise(OR, h11b));
        LongVector g13a = g12a.lanewise(AND, g1a.lanewise(XOR, a2a)).lanewise(OR, g12a.lanewise(NOT).lanewise(AND, g1a.lanewise(NOT).lanewise(OR, a2a)));
        LongVector g13b = g12b.lanewise(AND, g5b.lanewise(NOT).lanewise(AND, g8b.lanewise(NOT))).lanewise(OR, g12b.lanewise(NOT).lanewise(AND, g5b.lanewise(NOT).lanewise(OR, g8b.lanewise(NOT))));
        LongVector h14a = g6a.lanewise(AND, g13a.lanewise(OR, g7a.lanewise(NOT))).lanewise(OR, g6a.lanewise(NOT).lanewise(AND, g13a.lanewise(NOT).lanewise(OR, g7a)));
        LongVector g14b = g10b.lanewise(AND, a5b.lanewise(OR, g9b)).lanewise(OR, g10b.lanewise(NOT).lanewise(AND, a5b.lanewise(NOT).lanewise(AND, g9b)));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 21 * W).lanewise(XOR, h14a.lanewise(NOT)))).intoArray(y, 21 * W);
        LongVector g15b = g8b.lanewise(AND, a6b.lanewise(OR, g5b)).lanewise(OR, g8b.lanewise(NOT).lanewise(AND, a6b.lanewise(NOT).lanewise(AND, g5b)));
        LongVector g15a = a2a.lanewise(AND, g5a).lanewise(OR, a2a.lanewise(NOT).lanewise(AND, g7a));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 26 * W).lanewise(XOR, g15b))).intoArray(y, 26 * W);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 6 * W).lanewise(XOR, g15a))).intoArray(y, 6 * W);
        LongVector g16b = a6b.lanewise(AND, g14b).lanewise(OR, a6b.lanewise(NOT).lanewise(AND, g13b));
        LongVector g16a = g15a.lanewise(AND, g11a).lanewise(OR, g15a.lanewise(NOT).lanewise(AND, g6a));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 4 * W).lanewise(XOR, g16b))).intoArray(y, 4 * W);
        LongVector g17a = g4a.lanewise(XOR, a6a.lanewise(AND, g16a));
        LongVector g17b = g16b.lanewise(AND, g7b.lanewise(NOT)).lanewise(OR, g16b.lanewise(NOT).lanewise(AND, g2b));
        LongVector g18a = g13a.lanewise(XOR, g8a.lanewise(NOT).lanewise(AND, a5a.lanewise(NOT)));
        LongVector g18b = g17b.lanewise(AND, g6b.lanewise(OR, a6b)).lanewise(OR, g17b.lanewise(NOT).lanewise(AND, a6b.lanewise(NOT)));
        LongVector g19a = g12a.lanewise(XOR, g18a.lanewise(OR, h14a.lanewise(NOT)));
        LongVector g19b = g1b.lanewise(AND, g2b.lanewise(OR, g18b.lanewise(NOT))).lanewise(OR, g1b.lanewise(NOT).lanewise(AND, g2b.lanewise(XOR, g18b)));
        LongVector g20a = a3a.lanewise(AND, g18a).lanewise(OR, a3a.lanewise(NOT).lanewise(AND, g19a));
        LongVector g20b = a1b.lanewise(AND, a4b.lanewise(XOR, g19b)).lanewise(OR, a1b.lanewise(NOT).lanewise(AND, a4b.lanewise(OR, g19b.lanewise(NOT))));
        LongVector g21a = a2a.lanewise(AND, g17a).lanewise(OR, a2a.lanewise(NOT).lanewise(AND, g20a));
        LongVector g21b = g9b.lanewise(XOR, g20b);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 31 * W).lanewise(XOR, g21a))).intoArray(y, 31 * W);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 14 * W).lanewise(XOR, g21b))).intoArray(y, 14 * W);
        LongVector g22a = a3a.lanewise(AND, g1a.lanewise(AND, a2a)).lanewise(OR, a3a.lanewise(NOT).lanewise(AND, g1a.lanewise(XOR, a2a)));
        LongVector g22b = a5b.lanewise(AND, g13b.lanewise(OR, g7b)).lanewise(OR, a5b.lanewise(NOT).lanewise(AND, g13b.lanewise(NOT).lanewise(XOR, g7b)));
        LongVector g23a = g12a.lanewise(AND, g21a.lanewise(NOT).lanewise(AND, g22a.lanewise(NOT))).lanewise(OR, g12a.lanewise(NOT).lanewise(AND, g21a.lanewise(XOR, g22a)));
        LongVector g23b = a4b.lanewise(AND, g3b.lanewise(AND, g22b.lanewise(NOT))).lanewise(OR, a4b.lanewise(NOT).lanewise(AND, g22b));
        LongVector g24a = g15a.lanewise(XOR, g23a.lanewise(XOR, h14a.lanewise(NOT)));
        LongVector g24b = g14b.lanewise(XOR, a6b.lanewise(NOT).lanewise(OR, g23b));
        LongVector g25a = g19a.lanewise(AND, g24a.lanewise(NOT)).lanewise(OR, g19a.lanewise(NOT).lanewise(AND, h14a.lanewise(AND, g24a)));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 20 * W).lanewise(XOR, g24b))).intoArray(y, 20 * W);
        LongVector g26a = a6a.lanewise(AND, g25a.lanewise(NOT)).lanewise(OR, a6a.lanewise(NOT).lanewise(AND, g23a));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 11 * W).lanewise(XOR, g26a))).intoArray(y, 11 * W);
    }

    /** S7 and S8 interleaved: 26 and 24 three-input gates, key folded (FoldedRoundKeys), generated by gen/des_sbox_circuits.py (gen/des_sbox_lut3_circuits.txt). */
    private static void u78f(long[] x, long[] y, long[] ks, int k) {
        LongVector opaque = LongVector.fromArray(S, OPAQUE_ZERO, 0);
        LongVector a1a = LongVector.fromArray(S, x, 23 * W);
        LongVector a2a = LongVector.fromArray(S, x, 24 * W);
        LongVector a3a = LongVector.fromArray(S, x, 25 * W);
        LongVector a4a = LongVector.fromArray(S, x, 26 * W);
        LongVector a5a = LongVector.fromArray(S, x, 27 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 12])).lanewise(ADD, opaque);
        LongVector a6a = LongVector.fromArray(S, x, 28 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 13])).lanewise(ADD, opaque);
        LongVector a1b = LongVector.fromArray(S, x, 27 * W);
        LongVector a2b = LongVector.fromArray(S, x, 28 * W);
        LongVector a3b = LongVector.fromArray(S, x, 29 * W);
        LongVector a4b = LongVector.fromArray(S, x, 30 * W);
        LongVector a5b = LongVector.fromArray(S, x, 31 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 14])).lanewise(ADD, opaque);
        LongVector a6b = LongVector.fromArray(S, x, 0 * W).lanewise(XOR, LongVector.broadcast(S, ks[k + 15])).lanewise(ADD, opaque);
        LongVector g1a = a4a.lanewise(NOT).lanewise(OR, a5a.lanewise(NOT).lanewise(AND, a3a.lanewise(NOT)));
        LongVector g1b = a4b.lanewise(AND, a2b.lanewise(AND, a3b.lanewise(NOT))).lanewise(OR, a4b.lanewise(NOT).lanewise(AND, a2b.lanewise(NOT).lanewise(XOR, a3b)));
        LongVector g2a = a5a.lanewise(XOR, a1a.lanewise(XOR, g1a));
        LongVector g2b = a4b.lanewise(XOR, a5b.lanewise(XOR, g1b));
        LongVector g3a = a1a.lanewise(AND, a3a.lanewise(NOT)).lanewise(OR, a1a.lanewise(NOT).lanewise(AND, g2a.lanewise(NOT)));
        LongVector g3b = a4b.lanewise(AND, a2b.lanewise(NOT)).lanewise(OR, a4b.lanewise(NOT).lanewise(AND, a5b.lanewise(AND, a2b)));
        LongVector g4a = g3a.lanewise(XOR, a5a.lanewise(NOT).lanewise(AND, a4a));
        LongVector g4b = g3b.lanewise(XOR, g2b.lanewise(OR, a3b));
        LongVector g5a = a6a.lanewise(AND, g4a).lanewise(OR, a6a.lanewise(NOT).lanewise(AND, g2a));
        LongVector g5b = a1b.lanewise(AND, g2b).lanewise(OR, a1b.lanewise(NOT).lanewise(AND, g4b));
        LongVector g6a = a6a.lanewise(XOR, g2a.lanewise(NOT).lanewise(XOR, a3a));
        LongVector g6b = a4b.lanewise(AND, a2b.lanewise(NOT).lanewise(AND, a3b.lanewise(NOT))).lanewise(OR, a4b.lanewise(NOT).lanewise(AND, a2b.lanewise(OR, a3b.lanewise(NOT))));
        LongVector g7a = g6a.lanewise(OR, a3a.lanewise(NOT).lanewise(AND, g5a.lanewise(NOT)));
        LongVector g7b = a5b.lanewise(AND, a2b.lanewise(OR, g6b.lanewise(NOT))).lanewise(OR, a5b.lanewise(NOT).lanewise(AND, g6b));
        LongVector g8a = g2a.lanewise(AND, g6a.lanewise(NOT).lanewise(OR, g4a)).lanewise(OR, g2a.lanewise(NOT).lanewise(AND, g6a.lanewise(AND, g4a)));
        LongVector g8b = g4b.lanewise(XOR, a1b.lanewise(NOT).lanewise(OR, g7b));
        LongVector g9a = g8a.lanewise(OR, a6a.lanewise(NOT).lanewise(AND, a2a));
        LongVector g9b = g8b.lanewise(XOR, g7b.lanewise(NOT));
        LongVector g10a = g4a.lanewise(AND, g5a.lanewise(AND, a3a.lanewise(NOT))).lanewise(OR, g4a.lanewise(NOT).lanewise(AND, g5a.lanewise(NOT).lanewise(AND, a3a)));
        LongVector g10b = a1b.lanewise(XOR, g7b.lanewise(NOT).lanewise(OR, g1b));
        LongVector g11a = a1a.lanewise(AND, g9a).lanewise(OR, a1a.lanewise(NOT).lanewise(AND, g10a));
        LongVector h11b = a4b.lanewise(AND, a1b.lanewise(NOT).lanewise(OR, a2b.lanewise(NOT))).lanewise(OR, a4b.lanewise(NOT).lanewise(AND, a1b.lanewise(NOT).lanewise(XOR, a2b)));
        LongVector g12a = g11a.lanewise(AND, a5a.lanewise(NOT).lanewise(AND, a6a.lanewise(NOT))).lanewise(OR, g11a.lanewise(NOT).lanewise(AND, a6a));
        LongVector g12b = g2b.lanewise(XOR, a5b.lanewise(OR, h11b));
        LongVector g13a = g12a.lanewise(AND, g1a.lanewise(XOR, a2a)).lanewise(OR, g12a.lanewise(NOT).lanewise(AND, g1a.lanewise(NOT).lanewise(OR, a2a)));
        LongVector g13b = g12b.lanewise(AND, g5b.lanewise(NOT).lanewise(AND, g8b.lanewise(NOT))).lanewise(OR, g12b.lanewise(NOT).lanewise(AND, g5b.lanewise(NOT).lanewise(OR, g8b.lanewise(NOT))));
        LongVector h14a = g6a.lanewise(AND, g13a.lanewise(OR, g7a.lanewise(NOT))).lanewise(OR, g6a.lanewise(NOT).lanewise(AND, g13a.lanewise(NOT).lanewise(OR, g7a)));
        LongVector g14b = g10b.lanewise(AND, a5b.lanewise(OR, g9b)).lanewise(OR, g10b.lanewise(NOT).lanewise(AND, a5b.lanewise(NOT).lanewise(AND, g9b)));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 21 * W).lanewise(XOR, h14a.lanewise(NOT)).lanewise(XOR, LongVector.broadcast(S, ks[k + 37])))).intoArray(y, 21 * W);
        LongVector g15b = g8b.lanewise(AND, a6b.lanewise(OR, g5b)).lanewise(OR, g8b.lanewise(NOT).lanewise(AND, a6b.lanewise(NOT).lanewise(AND, g5b)));
        LongVector g15a = a2a.lanewise(AND, g5a).lanewise(OR, a2a.lanewise(NOT).lanewise(AND, g7a));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 26 * W).lanewise(XOR, g15b).lanewise(XOR, LongVector.broadcast(S, ks[k + 42])))).intoArray(y, 26 * W);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 6 * W).lanewise(XOR, g15a).lanewise(XOR, LongVector.broadcast(S, ks[k + 22])))).intoArray(y, 6 * W);
        LongVector g16b = a6b.lanewise(AND, g14b).lanewise(OR, a6b.lanewise(NOT).lanewise(AND, g13b));
        LongVector g16a = g15a.lanewise(AND, g11a).lanewise(OR, g15a.lanewise(NOT).lanewise(AND, g6a));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 4 * W).lanewise(XOR, g16b).lanewise(XOR, LongVector.broadcast(S, ks[k + 20])))).intoArray(y, 4 * W);
        LongVector g17a = g4a.lanewise(XOR, a6a.lanewise(AND, g16a));
        LongVector g17b = g16b.lanewise(AND, g7b.lanewise(NOT)).lanewise(OR, g16b.lanewise(NOT).lanewise(AND, g2b));
        LongVector g18a = g13a.lanewise(XOR, g8a.lanewise(NOT).lanewise(AND, a5a.lanewise(NOT)));
        LongVector g18b = g17b.lanewise(AND, g6b.lanewise(OR, a6b)).lanewise(OR, g17b.lanewise(NOT).lanewise(AND, a6b.lanewise(NOT)));
        LongVector g19a = g12a.lanewise(XOR, g18a.lanewise(OR, h14a.lanewise(NOT)));
        LongVector g19b = g1b.lanewise(AND, g2b.lanewise(OR, g18b.lanewise(NOT))).lanewise(OR, g1b.lanewise(NOT).lanewise(AND, g2b.lanewise(XOR, g18b)));
        LongVector g20a = a3a.lanewise(AND, g18a).lanewise(OR, a3a.lanewise(NOT).lanewise(AND, g19a));
        LongVector g20b = a1b.lanewise(AND, a4b.lanewise(XOR, g19b)).lanewise(OR, a1b.lanewise(NOT).lanewise(AND, a4b.lanewise(OR, g19b.lanewise(NOT))));
        LongVector g21a = a2a.lanewise(AND, g17a).lanewise(OR, a2a.lanewise(NOT).lanewise(AND, g20a));
        LongVector g21b = g9b.lanewise(XOR, g20b);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 31 * W).lanewise(XOR, g21a).lanewise(XOR, LongVector.broadcast(S, ks[k + 47])))).intoArray(y, 31 * W);
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 14 * W).lanewise(XOR, g21b).lanewise(XOR, LongVector.broadcast(S, ks[k + 30])))).intoArray(y, 14 * W);
        LongVector g22a = a3a.lanewise(AND, g1a.lanewise(AND, a2a)).lanewise(OR, a3a.lanewise(NOT).lanewise(AND, g1a.lanewise(XOR, a2a)));
        LongVector g22b = a5b.lanewise(AND, g13b.lanewise(OR, g7b)).lanewise(OR, a5b.lanewise(NOT).lanewise(AND, g13b.lanewise(NOT).lanewise(XOR, g7b)));
        LongVector g23a = g12a.lanewise(AND, g21a.lanewise(NOT).lanewise(AND, g22a.lanewise(NOT))).lanewise(OR, g12a.lanewise(NOT).lanewise(AND, g21a.lanewise(XOR, g22a)));
        LongVector g23b = a4b.lanewise(AND, g3b.lanewise(AND, g22b.lanewise(NOT))).lanewise(OR, a4b.lanewise(NOT).lanewise(AND, g22b));
        LongVector g24a = g15a.lanewise(XOR, g23a.lanewise(XOR, h14a.lanewise(NOT)));
        LongVector g24b = g14b.lanewise(XOR, a6b.lanewise(NOT).lanewise(OR, g23b));
        LongVector g25a = g19a.lanewise(AND, g24a.lanewise(NOT)).lanewise(OR, g19a.lanewise(NOT).lanewise(AND, h14a.lanewise(AND, g24a)));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 20 * W).lanewise(XOR, g24b).lanewise(XOR, LongVector.broadcast(S, ks[k + 36])))).intoArray(y, 20 * W);
        LongVector g26a = a6a.lanewise(AND, g25a.lanewise(NOT)).lanewise(OR, a6a.lanewise(NOT).lanewise(AND, g23a));
        ((LongVector) S.vectorType().cast(LongVector.fromArray(S, y, 11 * W).lanewise(XOR, g26a).lanewise(XOR, LongVector.broadcast(S, ks[k + 27])))).intoArray(y, 11 * W);
    }
    // END GENERATED CODE
}
