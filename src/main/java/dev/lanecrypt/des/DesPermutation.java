package dev.lanecrypt.des;

/**
 * DES's initial permutation IP and its inverse FP on a big-endian 64-bit block, by swap steps instead of
 * 64 single-bit moves.
 *
 * <p>Read the block as an 8x8 bit matrix M[a][b] (byte a from the top, bit b from the most significant).
 * The table IP in FIPS 46-3 is O[j][k] = M[7-k][col(j)] with col = 1,3,5,7,0,2,4,6: reverse the row order
 * (one byte reversal), transpose (three delta swaps at distances 7, 14, 28: Hacker's Delight 7-3), then
 * reorder the rows 1,3,5,7,0,2,4,6 (swap neighbouring bytes, then a two-step unshuffle of the bytes).
 * FP runs the same self-inverse steps in the opposite order. Constant time: no branches, no lookups.
 */
public final class DesPermutation {

    private DesPermutation() {
    }

    /** Exchanges the bits selected by {@code mask} with those {@code shift} places above them. */
    private static long deltaSwap(long x, int shift, long mask) {
        long t = (x ^ (x >>> shift)) & mask;
        return x ^ t ^ (t << shift);
    }

    private static long transpose8(long x) {
        x = deltaSwap(x, 7, 0x00AA00AA00AA00AAL);
        x = deltaSwap(x, 14, 0x0000CCCC0000CCCCL);
        return deltaSwap(x, 28, 0x00000000F0F0F0F0L);
    }

    private static long swapNeighbourBytes(long x) {
        return ((x >>> 8) & 0x00FF00FF00FF00FFL) | ((x & 0x00FF00FF00FF00FFL) << 8);
    }

    public static long ip(long x) {
        x = transpose8(Long.reverseBytes(x));
        x = swapNeighbourBytes(x);
        x = deltaSwap(x, 8, 0x0000FF000000FF00L);
        return deltaSwap(x, 16, 0x00000000FFFF0000L);
    }

    public static long fp(long x) {
        x = deltaSwap(x, 16, 0x00000000FFFF0000L);
        x = deltaSwap(x, 8, 0x0000FF000000FF00L);
        x = swapNeighbourBytes(x);
        return Long.reverseBytes(transpose8(x));
    }
}
