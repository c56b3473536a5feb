package dev.lanecrypt.blowfish;

import dev.lanecrypt.select.SpeciesClasses;
import java.lang.invoke.MethodHandles;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * Blowfish key setup (Schneier, FSE 1993) for 16 or 32 keys at once, one key per lane of two 256- or 512-bit
 * {@code IntVector}s: the 521 encryptions of every key run side by side, the S-box lookups done by gathers.
 * Two vectors are in flight because one alone waits on its gathers' latency; on the AMD EPYC test machine
 * both lose to the plain-Java {@code BlowfishKeyBatch}, so {@code BlowfishKeySetups} picks that there
 * (measured: docs/blowfish.md, "Key setup: why the code has this shape"). Each result equals
 * {@link BlowfishKey#expand}.
 *
 * <p>Layout: the group's tables are interleaved word by word in one array, word w of key k at
 * {@code w * keys + k}, so the two words an encryption writes are contiguous vector stores for all keys,
 * and round key i is a vector load per vector. The gather index of S-box entry e of key k is
 * {@code (S + e) * keys + k}: the byte shifted into place, masked, plus the key's number. At the end the
 * tables are copied out key by key. A group with fewer keys repeats its last key; below a third of a
 * group the keys are set up one by one.
 *
 * <p>One source for both widths: {@link BlowfishGathers} defines this class once per species as a hidden
 * class ({@link SpeciesClasses}). F is written out in the round loop, never a method of its own, and the
 * loop-carried halves are only arguments of vector ops, never receivers (both rules: {@link BlowfishGather}). Not constant time (secret-indexed gathers); stateless apart from a per-thread
 * index array, so one instance serves all threads.
 */
public final class BlowfishGatherKeys implements BlowfishKeySetup {

    private static final VectorSpecies<Integer> SPECIES = SpeciesClasses.species(MethodHandles.lookup());

    private static final int LANES = SPECIES.length();

    /** Keys per group: two vectors in flight, so that one's gathers overlap the other's latency. */
    private static final int KEYS = 2 * LANES;

    /** log2 of {@link #KEYS}: an S-box entry's index times the keys per group is a shift. */
    private static final int SHIFT = Integer.numberOfTrailingZeros(KEYS);

    private static final int BYTE = 0xFF << SHIFT;

    private static final int W = BlowfishKey.TABLE_WORDS;

    private static final ThreadLocal<int[]> INDEX = ThreadLocal.withInitial(() -> new int[8 * LANES]);

    @Override
    public BlowfishKey[] expandAll(byte[][] keys) {
        for (byte[] key : keys) {
            BlowfishKey.checkLength(key);
        }
        BlowfishKey[] out = new BlowfishKey[keys.length];
        for (int at = 0; at < keys.length; at += KEYS) {
            int count = Math.min(KEYS, keys.length - at);
            if (3 * count < KEYS) {
                for (int k = 0; k < count; k++) {
                    out[at + k] = BlowfishKey.expand(keys[at + k]);
                }
                continue;
            }
            int[] t = new int[KEYS * W];
            int[] one = new int[W];
            for (int k = 0; k < KEYS; k++) {
                BlowfishKey.initialState(keys[at + Math.min(k, count - 1)], one, 0);
                for (int w = 0; w < W; w++) {
                    t[w * KEYS + k] = one[w];
                }
            }
            setUp(t, INDEX.get());
            for (int k = 0; k < count; k++) {
                int[] table = new int[W];
                for (int w = 0; w < W; w++) {
                    table[w] = t[w * KEYS + k];
                }
                out[at + k] = BlowfishKey.ofTable(table);
            }
        }
        return out;
    }

    /**
     * The 521 encryptions of every key on the interleaved tables {@code t}, in place, keys 0..lanes-1 in
     * the vectors l0/r0 and the others in l1/r1. One round per iteration, {@code (r ^ P[i]) ^ F(l)}, then the
     * halves swap; the indices of F's lookups go through {@code idx} (the Vector API gathers by an index array).
     */
    private static void setUp(int[] t, int[] idx) {
        IntVector lane0 = IntVector.zero(SPECIES).addIndex(1);
        IntVector lane1 = lane0.add(LANES);
        IntVector l0 = IntVector.zero(SPECIES);
        IntVector r0 = l0;
        IntVector l1 = l0;
        IntVector r1 = l0;
        for (int w = 0; w < W; w += 2) {
            l0 = IntVector.fromArray(SPECIES, t, 0).lanewise(VectorOperators.XOR, l0);
            l1 = IntVector.fromArray(SPECIES, t, LANES).lanewise(VectorOperators.XOR, l1);
            for (int i = 1; i <= 16; i++) {
                IntVector x0 = IntVector.zero(SPECIES).add(l0);
                IntVector x1 = IntVector.zero(SPECIES).add(l1);
                x0.lanewise(VectorOperators.LSHR, 24).lanewise(VectorOperators.LSHL, SHIFT).add(lane0).intoArray(idx, 0);
                x0.lanewise(VectorOperators.LSHR, 16 - SHIFT).and(BYTE).add(lane0).intoArray(idx, LANES);
                x0.lanewise(VectorOperators.LSHR, 8 - SHIFT).and(BYTE).add(lane0).intoArray(idx, 2 * LANES);
                x0.lanewise(VectorOperators.LSHL, SHIFT).and(BYTE).add(lane0).intoArray(idx, 3 * LANES);
                x1.lanewise(VectorOperators.LSHR, 24).lanewise(VectorOperators.LSHL, SHIFT).add(lane1).intoArray(idx, 4 * LANES);
                x1.lanewise(VectorOperators.LSHR, 16 - SHIFT).and(BYTE).add(lane1).intoArray(idx, 5 * LANES);
                x1.lanewise(VectorOperators.LSHR, 8 - SHIFT).and(BYTE).add(lane1).intoArray(idx, 6 * LANES);
                x1.lanewise(VectorOperators.LSHL, SHIFT).and(BYTE).add(lane1).intoArray(idx, 7 * LANES);
                IntVector a0 = IntVector.fromArray(SPECIES, t, BlowfishKey.S0 * KEYS, idx, 0);
                IntVector b0 = IntVector.fromArray(SPECIES, t, BlowfishKey.S1 * KEYS, idx, LANES);
                IntVector c0 = IntVector.fromArray(SPECIES, t, BlowfishKey.S2 * KEYS, idx, 2 * LANES);
                IntVector d0 = IntVector.fromArray(SPECIES, t, BlowfishKey.S3 * KEYS, idx, 3 * LANES);
                IntVector a1 = IntVector.fromArray(SPECIES, t, BlowfishKey.S0 * KEYS, idx, 4 * LANES);
                IntVector b1 = IntVector.fromArray(SPECIES, t, BlowfishKey.S1 * KEYS, idx, 5 * LANES);
                IntVector c1 = IntVector.fromArray(SPECIES, t, BlowfishKey.S2 * KEYS, idx, 6 * LANES);
                IntVector d1 = IntVector.fromArray(SPECIES, t, BlowfishKey.S3 * KEYS, idx, 7 * LANES);
                IntVector y0 = IntVector.fromArray(SPECIES, t, i * KEYS).lanewise(VectorOperators.XOR, r0)
                        .lanewise(VectorOperators.XOR, a0.add(b0).lanewise(VectorOperators.XOR, c0).add(d0));
                IntVector y1 = IntVector.fromArray(SPECIES, t, i * KEYS + LANES).lanewise(VectorOperators.XOR, r1)
                        .lanewise(VectorOperators.XOR, a1.add(b1).lanewise(VectorOperators.XOR, c1).add(d1));
                r0 = l0;
                r1 = l1;
                l0 = y0;
                l1 = y1;
            }
            // the output is (r ^ P18, l): the last swap undone, then written as words w and w + 1
            IntVector left0 = IntVector.fromArray(SPECIES, t, 17 * KEYS).lanewise(VectorOperators.XOR, r0);
            IntVector left1 = IntVector.fromArray(SPECIES, t, 17 * KEYS + LANES).lanewise(VectorOperators.XOR, r1);
            IntVector.zero(SPECIES).add(l0).intoArray(t, (w + 1) * KEYS);
            IntVector.zero(SPECIES).add(l1).intoArray(t, (w + 1) * KEYS + LANES);
            left0.intoArray(t, w * KEYS);
            left1.intoArray(t, w * KEYS + LANES);
            r0 = l0;
            r1 = l1;
            l0 = left0;
            l1 = left1;
        }
    }
}
