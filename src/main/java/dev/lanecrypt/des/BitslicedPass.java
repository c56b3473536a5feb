package dev.lanecrypt.des;

/**
 * One width of bit-sliced DES: encrypts up to {@link #blocksPerPass()} blocks per pass with round-key
 * slices made by {@link BitslicedKernel}. Implemented on plain longs (64 blocks,
 * {@code dev.lanecrypt.des.BitslicedDes64}) and on vectors ({@code dev.lanecrypt.des.BitslicedDesEngine},
 * 64 x the long lanes of the species). An instance keeps its state between calls: one per engine.
 *
 * <p>A pass is {@link #slice}, {@link #rounds} and {@link #unslice}; the three are open on their own for
 * {@link SlicedChain}, which keeps the serial modes' chaining values in slices between steps. The state
 * they share is two arrays of 32 slices, W longs each (W = {@link #blocksPerPass()} / 64): L (DES bits 1..32
 * of the round input) and R (33..64), slice i's longs at {@code i * W .. i * W + W)}; bit j of long g of a
 * slice is block {@code j * W + g} of the pass.
 */
public interface BitslicedPass {

    /** 64 x the longs per slice. */
    int blocksPerPass();

    /**
     * Whether round {@code i} (0-based, over all stages) writes L, reading R; else it writes R, reading L. In
     * place: L ^= f(R), then R ^= f(L); each 16-round stage of EDE starts with the halves exchanged (FP of one
     * DES and IP of the next cancel, leaving R16 || L16), hence {@code i / 16}. Every engine and the folded key
     * table follow this one rule.
     */
    static boolean writesL(int i) {
        return ((i + i / 16) & 1) == 0;
    }

    /**
     * Whether one-key passes read the key folded into the state: the {@link FoldedRoundKeys} table right after
     * the slices of the rounds they run, which the caller then puts there ({@link #pass}).
     */
    default boolean foldsOneKey() {
        return false;
    }

    /**
     * Runs {@code rounds} (16 or 48) rounds over {@code blocks[off .. off+count)} in place, count at most
     * {@link #blocksPerPass()}, with the round keys {@code ks} (48 slices per round, in order of use).
     * {@code inSlot[i]} is the transposed row that becomes state slice i (IP as renaming: slices
     * 0..31 are L, 32..63 are R), {@code outSlot[r]} the state slice written to output row r (FP).
     * {@code oneKey}: every lane has the same key, so each slice of {@code ks} is all zeros or all ones
     * and may be read as its first long (and where {@link #foldsOneKey} the slices of the {@code rounds} rounds
     * are followed by their {@link FoldedRoundKeys} table); false when the lanes carry keys of their own.
     */
    void pass(long[] blocks, int off, int count, long[] ks, boolean oneKey, int rounds, int[] inSlot, int[] outSlot);

    /**
     * {@link #pass} on blocks held as bytes, if this pass works on them (the vector engines): {@code count} blocks (at
     * most {@link #blocksPerPass()}) of 8 bytes from {@code src} at byte {@code srcAt}, the results to {@code dst} at
     * byte {@code dstAt}, each xor-ed with the 8 bytes of {@code xor} at {@code xorAt + 8 i} where {@code xor} is
     * not null, with no copy of the blocks into longs; returns false, having done nothing, where it does not (the
     * pass on plain longs), and its caller stages the blocks as longs. The pass reads all its blocks before it writes
     * any, so {@code dst} may be {@code src} at the same place or earlier; {@code xor}'s bytes must not overlap
     * {@code dst}'s. Each block's 8 bytes are read as a little-endian long, so its big-endian bit r (the ciphers'
     * order) is transposed row {@code r ^ 56}: {@code inSlot} and {@code outSlot} are those of {@link #pass} renamed
     * so ({@link BitslicedKernel#littleEndianIn}, {@link BitslicedKernel#littleEndianOut}).
     */
    default boolean passBytes(byte[] src, int srcAt, byte[] dst, int dstAt, byte[] xor, int xorAt, int count,
            long[] ks, boolean oneKey, int rounds, int[] inSlot, int[] outSlot) {
        return false;
    }

    /**
     * The transposition in of a whole pass: {@code blocks[off .. off + blocksPerPass())} into the slices
     * {@code l} and {@code r}, transposed row {@code inSlot[i]} becoming slice i (i < 32 in l, else in r).
     */
    void slice(long[] blocks, int off, int[] inSlot, long[] l, long[] r);

    /**
     * The rounds on {@code l} and {@code r} in place, as {@link #pass} runs them: afterwards the
     * pre-output R16 || L16 of the last stage is r || l. {@code oneKey} as for {@link #pass}.
     */
    void rounds(long[] l, long[] r, long[] ks, boolean oneKey, int rounds);

    /** The transposition out of a whole pass: output row j is slice {@code outSlot[j]} of l || r. */
    void unslice(long[] l, long[] r, int[] outSlot, long[] blocks, int off);
}
