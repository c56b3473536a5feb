package dev.lanecrypt.simd;

/**
 * One width of the bit-sliced DES engine ({@link BitslicedDesEngine} loaded for one vector species):
 * encrypts up to {@link #blocksPerPass()} blocks per pass with round-key slices made by
 * {@link BitslicedDes}.
 */
interface BitslicedDesPass {

    /** 64 x the long lanes of the species. */
    int blocksPerPass();

    /**
     * Runs {@code rounds} (16 or 48) rounds over {@code blocks[off .. off+count)} in place, count at most
     * {@link #blocksPerPass()}, with the round keys {@code ks} (48 slices of W longs per round, in order of
     * use). {@code inSlot[i]} is the transposed row that becomes state slice i (IP as renaming: slices
     * 0..31 are L, 32..63 are R), {@code outSlot[r]} the state slice written to output row r (FP).
     */
    void pass(long[] blocks, int off, int count, long[] ks, int rounds, int[] inSlot, int[] outSlot);
}
