package dev.lanecrypt.measure;

import java.lang.ref.WeakReference;

/**
 * The bookkeeping of choosing where an array lies by timing (the multiply's {@code PlacedScratch}, the DES engines'
 * {@code PlacedState}): when a choice is due, and which candidate was fastest.
 *
 * <p>A choice is due at the first call once {@code minCalls} calls were counted since the last choice (or since this
 * was made) and a garbage collection ran since the last choice (a weakly held object found cleared; before the
 * first choice there is none to wait for). The count lets the first choice wait until the kernels are compiled and
 * bounds what choices cost a caller that calls rarely between collections; the collection is what may have moved the
 * arrays. In the fast path: a compare and an increment, or a compare and a load.
 *
 * <p>Not thread-safe: one per holder of the arrays.
 */
public final class Placement {

    /** Candidates per choice: the eight residues of an 8-byte aligned address modulo 64 bytes. */
    public static final int CANDIDATES = 8;

    private final int minCalls;

    private int calls;

    /** Cleared by the next collection after a choice. Clear until the first. */
    private WeakReference<Object> epoch = new WeakReference<>(null);

    /** Choices at most once per {@code minCalls} calls of {@link #due()}. */
    public Placement(int minCalls) {
        this.minCalls = minCalls;
    }

    /** Counts a call; whether a choice is due now (then make it and call {@link #chosen()}). */
    public boolean due() {
        if (calls < minCalls) {
            calls++;
            return false;
        }
        return epoch.refersTo(null);
    }

    /** A choice was just made: the next waits for {@code minCalls} calls and a collection. */
    public void chosen() {
        epoch = new WeakReference<>(new Object());
        calls = 0;
    }

    /** The index of the smallest time, the lowest on ties. */
    public static int fastestOf(long[] times) {
        int best = 0;
        for (int c = 1; c < times.length; c++) {
            if (times[c] < times[best]) {
                best = c;
            }
        }
        return best;
    }
}
