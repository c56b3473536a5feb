package dev.lanecrypt.blowfish;

/**
 * Moving blocks between {@code long}s and the lane arrays of the gather engines
 * ({@link BlowfishGather} at 256 and 512 bits).
 *
 * <p>The round function F is not here but in the engine, next to its {@code static final} species: a
 * shared helper taking the species as an argument gets compiled on its own first, with the species
 * unknown, and is then too big to inline, so every vector is boxed (measured here: 3 to 12 times slower).
 *
 * <p>Scratch layout of the per-thread array {@code w} of {@code 6 * lanes} ints: the indices of bytes
 * a, b, c, d at {@code [0, 4 lanes)}, the left halves at {@code [4 lanes, 5 lanes)}, the right halves at
 * {@code [5 lanes, 6 lanes)}.
 */
final class BlowfishLanes {

    private BlowfishLanes() {
    }

    /** Splits {@code lanes} blocks from {@code blocks[at..]} into left and right halves in {@code w}. */
    static void split(long[] blocks, int at, int[] w, int lanes) {
        for (int k = 0; k < lanes; k++) {
            long x = blocks[at + k];
            w[4 * lanes + k] = (int) (x >>> 32);
            w[5 * lanes + k] = (int) x;
        }
    }

    /** Joins the halves in {@code w} back into {@code lanes} blocks at {@code blocks[at..]}. */
    static void join(int[] w, long[] blocks, int at, int lanes) {
        for (int k = 0; k < lanes; k++) {
            blocks[at + k] = ((long) w[4 * lanes + k] << 32) | (w[5 * lanes + k] & 0xFFFFFFFFL);
        }
    }
}
