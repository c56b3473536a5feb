package dev.lanecrypt.blowfish;

import dev.lanecrypt.select.SpeciesClasses;
import dev.lanecrypt.math.kernel.SimdComba;
import java.lang.invoke.MethodHandles;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * Blowfish on 8 or 16 blocks at once, one block per lane of a 256- or 512-bit {@code IntVector}, the S-box lookups
 * done by gathers. Gathers are fast on some CPUs and slower than interleaved
 * scalar code on others (AMD Zen 4/5, Intel parts with the GDS microcode fix), hence the measurement in
 * {@code BlowfishEngines}. Bit-identical to {@code BlowfishScalar}; the tail of fewer than one vector of blocks runs
 * through it.
 *
 * <p>The species is a {@code static final} constant (a species held in a field or passed around boxes
 * every vector: a shared F taking the species as a parameter measured 3-12x slower). One source serves
 * both widths: {@link BlowfishGathers} defines this class once per species as a hidden class whose class
 * data is the species ({@link SpeciesClasses}, as {@link SimdComba} does), so it is never loaded by name.
 *
 * <p>Loop-carried vectors (the halves l and r) are only ever arguments, never receivers ({@code zero.add(l)}
 * where l itself would be the receiver): C2 turns a vector op into an intrinsic only when it knows the
 * receiver's exact class, which for a loop phi comes only from the type profile, and a compile without one
 * (it happens by chance in a JVM that runs many kernels; {@code -XX:-UseTypeProfile} forces it) boxed every
 * vector: 114 KB allocated per 64-block call. The same rule as {@link SimdComba}'s accumulators.
 *
 * <p>Index and half-block arrays are per thread and reused, never allocated per call.
 * Not constant time (secret-indexed gathers); the engine itself is immutable and thread-safe.
 */
public final class BlowfishGather extends BlowfishBatched {

    private static final VectorSpecies<Integer> SPECIES = SpeciesClasses.species(MethodHandles.lookup());

    private static final int LANES = SPECIES.length();

    private static final ThreadLocal<int[]> SCRATCH = ThreadLocal.withInitial(() -> new int[6 * LANES]);

    public BlowfishGather(BlowfishKey key) {
        super(key);
    }

    @Override
    public int width() {
        return LANES;
    }

    @Override
    protected void cryptBlocks(int[] p, long[] blocks, int off, int count) {
        int[] s = table;
        int[] w = SCRATCH.get();
        int end = off + count;
        int i = off;
        for (; i + LANES <= end; i += LANES) {
            BlowfishLanes.split(blocks, i, w, LANES);
            IntVector l = IntVector.fromArray(SPECIES, w, 4 * LANES).lanewise(VectorOperators.XOR, p[0]);
            IntVector r = IntVector.fromArray(SPECIES, w, 5 * LANES);
            // One round per iteration, then the halves swap. F is written out here, not called: as a
            // method of its own (160 bytes) C2 compiled it first and then refused to inline it into this
            // loop ("already compiled into a big method"), so every vector crossing the call was boxed.
            // The loop-carried l and r are never receivers, only arguments (see the class comment).
            for (int round = 1; round <= 16; round++) {
                IntVector x = IntVector.zero(SPECIES).add(l);
                x.lanewise(VectorOperators.LSHR, 24).intoArray(w, 0);
                x.lanewise(VectorOperators.LSHR, 16).and(0xFF).intoArray(w, LANES);
                x.lanewise(VectorOperators.LSHR, 8).and(0xFF).intoArray(w, 2 * LANES);
                x.and(0xFF).intoArray(w, 3 * LANES);
                IntVector a = IntVector.fromArray(SPECIES, s, BlowfishKey.S0, w, 0);
                IntVector b = IntVector.fromArray(SPECIES, s, BlowfishKey.S1, w, LANES);
                IntVector c = IntVector.fromArray(SPECIES, s, BlowfishKey.S2, w, 2 * LANES);
                IntVector d = IntVector.fromArray(SPECIES, s, BlowfishKey.S3, w, 3 * LANES);
                IntVector y = IntVector.broadcast(SPECIES, p[round]).lanewise(VectorOperators.XOR, r)
                        .lanewise(VectorOperators.XOR, a.add(b).lanewise(VectorOperators.XOR, c).add(d));
                r = l;
                l = y;
            }
            // the output is (r ^ P18, l): the last swap undone
            IntVector.broadcast(SPECIES, p[17]).lanewise(VectorOperators.XOR, r).intoArray(w, 4 * LANES);
            IntVector.zero(SPECIES).add(l).intoArray(w, 5 * LANES);
            BlowfishLanes.join(w, blocks, i, LANES);
        }
        cryptTail(p, blocks, i, end);
    }
}
