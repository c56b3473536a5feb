package dev.lanecrypt.des;

/**
 * Where the batch API's streams sit in a bit-sliced pass when they leave most of it empty ({@link SlicedChain},
 * {@link StepsInLanes}): with W longs per slice and G the longs the streams fill (a power of two,
 * {@code 64 * G >= streams}), a pass holds {@code T = W / G} steps of every stream, stream i of step u in
 * bit {@code i / G} of long {@code (i mod G) * T + u}. A transposition row is then T consecutive blocks of one
 * stream, and step 0's longs are where {@link BitslicedKernel#keySlices} puts the keys with G longs used.
 */
final class StreamLanes {

    /** Longs per slice of the pass. */
    final int w;
    /** Longs per slice the streams fill. */
    final int g;
    /** Steps per pass, {@code w / g}: the distance between the streams' longs in a slice. */
    final int t;
    private final int gShift;

    StreamLanes(int w, int g) {
        this.w = w;
        this.g = g;
        this.t = w / g;
        this.gShift = Integer.numberOfTrailingZeros(g);
    }

    /** The longs per slice {@code streams} streams fill: the least power of two with 64 bits each for them. */
    static int longsFor(int streams) {
        return Math.max(1, Integer.highestOneBit((streams + 63) / 64 * 2 - 1));
    }

    /** Where stream i's block of step 0 sits among the pass's blocks (shifts: g is a power of two). */
    int row(int i) {
        return (i >>> gShift) * w + (i & (g - 1)) * t;
    }
}
