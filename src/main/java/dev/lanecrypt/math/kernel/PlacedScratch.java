package dev.lanecrypt.math.kernel;

import dev.lanecrypt.measure.Placement;

/**
 * A per-thread kernel scratch array chosen, of {@value #CANDIDATES} allocated one after the other, by timing the
 * kernel on each; chosen again after garbage collections.
 *
 * <p>Why. A heap array's elements start at an address the program neither chooses nor learns (objects are aligned
 * to 8 bytes, the header is 16, and the collector moves them), and a vector kernel that stores and reloads whole
 * vectors in its scratch can run at a speed that follows that address. On a Zen 4 (512-bit operations as two
 * 256-bit halves), {@code window512} with its scratch 32-byte aligned ran {@code MpInt.square} of 32 digits in
 * 93.5 ns and in 104-115 ns at the three other residues of the address mod 32, the 24- and 36-digit multiplies in
 * 78 / 126.5 against 83-92 / 139-150 ns (docs/mpint.md, "Where the scratch starts"): in three JVMs of four, and
 * again after a collection moved the array, 7-20% slower.
 *
 * <p>How. The candidates have {@code 8k + 7} {@code long}s, so each takes {@code 16 + 8 * size} bytes, 8 modulo 64,
 * and eight allocated one after the other (as a thread's allocation buffer places them, unless it fills up in
 * between) start at the eight residues of an 8-byte aligned address modulo 64: among them a 32-byte boundary (what
 * a Zen 4's 256-bit halves need) and a 64-byte one (what a core with whole 512-bit accesses needs). {@link #ROUNDS}
 * rounds of {@link #CALLS} calls of the kernel's {@link Probe} on each, in turn, and the candidate whose fastest
 * round was the fastest is kept, the others left to the collector: 512 calls (a 32-digit square: some 45 us) per
 * choice. The indexes the kernel uses are unchanged
 * (constants, as C2 compiles best), only the array is another. The first choice is made at the thread's
 * {@value #MIN_CALLS}th call, when the kernels have been compiled (timing them earlier would measure the compiler;
 * the calibration's own threads get there during their warm-up, so the kernels are timed placed, as they run); the
 * next ones at the first call after a collection ({@link #array()} finds a weakly held object cleared: a load and a
 * compare a call) once the thread has made {@value #MIN_CALLS} calls since the last choice, so a thread that
 * multiplies rarely between collections pays at most about 0.7 ns a call for its choices. The choice changes only the speed, never a result: a kernel writes
 * its scratch before reading it on every call, and the probe's operands are fixed, not the caller's.
 *
 * <p>Not thread-safe: one per thread, as the scratch.
 */
public final class PlacedScratch {

    /** The kernel's call timed on a candidate. */
    @FunctionalInterface
    public interface Probe {
        void run(long[] scratch);
    }

    /** Candidates per choice: the eight residues of an 8-byte aligned address modulo 64 bytes. */
    public static final int CANDIDATES = Placement.CANDIDATES;

    /** Rounds over the candidates per choice; the fastest round of each counts. */
    static final int ROUNDS = 8;

    /**
     * Probe calls per timed round: a 32-digit square is about 80 ns, and a misplaced scratch costs it 6-15 ns, a
     * tick or two of this clock (10 ns steps on the Zen 4 guest); with 4 calls a round the choice missed in 1 JVM of
     * 5, so 8.
     */
    static final int CALLS = 8;

    /** Calls of {@link #array()} since the last choice before a collection leads to another. */
    static final int MIN_CALLS = 1 << 16;

    private final int size;

    private final Probe probe;

    private long[] array;

    private final Placement placement = new Placement(MIN_CALLS);

    /** A scratch of at least {@code size} longs ({@code size | 7}) for the kernel {@code probe} calls. */
    public PlacedScratch(int size, Probe probe) {
        this.size = size | 7;
        this.probe = probe;
        this.array = new long[this.size];
    }

    /** The scratch for the next call: chosen first at the thread's first call after enough, and after collections. */
    public long[] array() {
        if (placement.due()) {
            choose();
        }
        return array;
    }

    private void choose() {
        long[][] candidates = new long[CANDIDATES][];
        for (int c = 0; c < CANDIDATES; c++) {
            candidates[c] = new long[size];
        }
        long[] fastest = new long[CANDIDATES];
        java.util.Arrays.fill(fastest, Long.MAX_VALUE);
        for (int round = 0; round < ROUNDS; round++) {
            for (int c = 0; c < CANDIDATES; c++) {
                long start = System.nanoTime();
                for (int call = 0; call < CALLS; call++) {
                    probe.run(candidates[c]);
                }
                fastest[c] = Math.min(fastest[c], System.nanoTime() - start);
            }
        }
        array = candidates[Placement.fastestOf(fastest)];
        placement.chosen();
    }
}
