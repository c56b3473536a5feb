package dev.lanecrypt.des;

/**
 * One width of bit-sliced DES: encrypts up to {@link #blocksPerPass()} blocks per pass with round-key
 * slices made by {@link BitslicedKernel}. Implemented on plain longs (64 blocks,
 * {@code dev.lanecrypt.des.BitslicedDes64}) and on vectors ({@code dev.lanecrypt.des.BitslicedDesEngine},
 * 64 x the long lanes of the species). An instance keeps its state between calls: one per engine.
 */
public interface BitslicedPass {

    /** 64 x the longs per slice. */
    int blocksPerPass();

    /**
     * Runs {@code rounds} (16 or 48) rounds over {@code blocks[off .. off+count)} in place, count at most
     * {@link #blocksPerPass()}, with the round keys {@code ks} (48 slices per round, in order of use).
     * {@code inSlot[i]} is the transposed row that becomes state slice i (IP as renaming: slices
     * 0..31 are L, 32..63 are R), {@code outSlot[r]} the state slice written to output row r (FP).
     * {@code oneKey}: every lane has the same key, so each slice of {@code ks} is all zeros or all ones
     * and may be read as its first long; false when the lanes carry keys of their own.
     */
    void pass(long[] blocks, int off, int count, long[] ks, boolean oneKey, int rounds, int[] inSlot, int[] outSlot);
}
