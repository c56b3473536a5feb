package dev.lanecrypt.des;

import dev.lanecrypt.measure.Placement;

/**
 * A bit-sliced engine's own arrays (the transposition's rows, the state halves L and R), chosen among
 * {@value #CANDIDATES} sets allocated one after the other by timing the engine's own full passes; chosen again
 * after garbage collections ({@link Placement} keeps the bookkeeping). The idea of {@code dev.lanecrypt.math.kernel.PlacedScratch}, on real passes instead
 * of a probe.
 *
 * <p>Why. A heap array's elements start at an address the program neither chooses nor learns, and the engine loads
 * and stores whole vector slices of these arrays all through a pass. On a Zen 4 (ternary512, 64 KiB calls, the
 * arrays' addresses read in a harness) engines whose arrays started 16-byte aligned ran DES ECB at 2,761-2,898 MB/s,
 * the others at 2,513-2,640: about 10% in half of the engines (docs/des.md, "Where the state lies").
 *
 * <p>How. A set is {@code rows} ({@code 64 W} longs), {@code l} ({@code 32 W}) and {@code r} ({@code 32 W + 1}): the
 * first two take a multiple of 64 bytes after their 16-byte headers, so the three start at one residue modulo 16,
 * and a set takes 56 bytes modulo 64, so eight sets allocated one after the other start at the eight residues of an
 * 8-byte aligned address modulo 64 (unless the thread's allocation buffer fills up in between). After
 * {@value #MIN_PASSES} full passes (C2 has compiled the rounds by then), the next {@code CANDIDATES * ROUNDS * 2} full
 * passes run on the sets in turn, two on each set at a time, the second timed (the first brings the set's lines
 * into the cache: timed cold, the eight sets' 64 KiB measured the L2 cache, not the placement, and the choice was
 * noise), and the set whose fastest pass was the fastest is kept; again once a
 * collection ran (a weakly held object found cleared) and the engine has made {@value #MIN_PASSES} passes since.
 * A choice allocates 8 sets (64 KiB at 512 bits) per 1,024 passes (4 MiB of blocks) at most. Every pass writes the
 * state and rows before it reads them, so which set a pass runs on changes its speed, never its result; the passes
 * timed are the caller's own, and a bit-sliced pass takes the same time whatever the keys and data (its contract),
 * so the choice follows the addresses and the machine's noise alone.
 *
 * <p>Not thread-safe: one per engine, as the engine.
 */
public final class PlacedState {

    /** Sets per choice: the eight residues of an 8-byte aligned address modulo 64 bytes. */
    public static final int CANDIDATES = Placement.CANDIDATES;

    /** Timed passes per set; the fastest counts. Each follows an untimed pass on the same set (its cache lines in). */
    static final int ROUNDS = 3;

    /** Passes per set and round: the first warms the set's lines into the cache, the second is timed. */
    static final int PASSES_PER_TRIAL = 2;

    /** Full passes since the last choice (or since the engine was made) before a choice. */
    public static final int MIN_PASSES = 1024;

    private final int longsPerSlice;

    private long[] rows;

    private long[] l;

    private long[] r;

    private long[][][] sets;

    private long[] fastest;

    /** The timed pass now running, {@code -1} when none. */
    private int trial = -1;

    private final Placement placement = new Placement(MIN_PASSES);

    /** The arrays of an engine with {@code longsPerSlice} longs per slice. */
    public PlacedState(int longsPerSlice) {
        this.longsPerSlice = longsPerSlice;
        long[][] set = new long[3][];
        fill(set);
        use(set);
    }

    /** The 64 rows being transposed, {@code W} longs each. */
    public long[] rows() {
        return rows;
    }

    /** L: slices 0..31. */
    public long[] l() {
        return l;
    }

    /** R: slices 0..31 (one long more, unused). */
    public long[] r() {
        return r;
    }

    /**
     * Before a full pass: whether to time it (then its arrays are a candidate set's, and {@link #took} follows).
     * Take the arrays after this call.
     */
    public boolean timePass() {
        if (trial >= 0) {
            return true;
        }
        if (!placement.due()) {
            return false;
        }
        sets = new long[CANDIDATES][3][];              // the holders first: the sets' arrays then lie back to back
        for (long[][] set : sets) {
            fill(set);
        }
        fastest = new long[CANDIDATES];
        java.util.Arrays.fill(fastest, Long.MAX_VALUE);
        trial = 0;
        use(sets[0]);
        return true;
    }

    /** The time of the full pass just made on the arrays {@link #timePass} gave. */
    public void took(long nanos) {
        if (trial < 0) {
            return;
        }
        int c = (trial / PASSES_PER_TRIAL) % CANDIDATES;
        if (trial % PASSES_PER_TRIAL == PASSES_PER_TRIAL - 1) {
            fastest[c] = Math.min(fastest[c], nanos);
        }
        trial++;
        if (trial < CANDIDATES * ROUNDS * PASSES_PER_TRIAL) {
            use(sets[(trial / PASSES_PER_TRIAL) % CANDIDATES]);
            return;
        }
        use(sets[Placement.fastestOf(fastest)]);
        sets = null;
        fastest = null;
        trial = -1;
        placement.chosen();
    }

    /** One set's arrays: rows, l, r allocated in that order (the residues in the class comment). */
    private void fill(long[][] set) {
        set[0] = new long[64 * longsPerSlice];
        set[1] = new long[32 * longsPerSlice];
        set[2] = new long[32 * longsPerSlice + 1];
    }

    private void use(long[][] set) {
        rows = set[0];
        l = set[1];
        r = set[2];
    }
}
