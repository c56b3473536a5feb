package dev.lanecrypt.des;

import dev.lanecrypt.cipher.Mode;
import dev.lanecrypt.cipher.ParallelStep;

/**
 * The steps of a parallel direction (ECB, CBC and CFB decryption, CTR: NIST SP 800-38A) for streams with their
 * own keys, several steps of every stream in one pass of a {@link BitslicedPass}.
 *
 * <p>One step of up to 64 streams fills one long of a slice, and a pass costs its whole width however few
 * lanes are used; but the steps of a parallel direction do not wait for each other, so a pass of W longs per
 * slice takes {@code T = W / G} steps of every stream at once (G the longs the streams fill,
 * {@code 64 * G >= streams}): stream i of step u is bit {@code i / G} of long {@code (i mod G) * T + u}
 * ({@link StreamLanes}), with each stream's round keys in all T of its longs. A batch of 64 short
 * messages then makes 8 times fewer passes at 512 bits, 2 times fewer at 128.
 *
 * <p>Constant time: no branch and no memory index depends on keys or data.
 */
final class StepsInLanes {

    private final BitslicedPass pass;
    private final long[] enc;
    private final long[] dec;
    private final int rounds;
    private final StreamLanes layout;
    /** The blocks of a pass, then its results; and each block's chaining value (CBC: the ciphertext before). */
    private final long[] rows;
    private final long[] regs;

    /** {@code enc}, {@code dec}: the key slices of each direction, every stream's in all T of its longs. */
    StepsInLanes(BitslicedPass pass, long[] enc, long[] dec, int rounds, int g) {
        this.pass = pass;
        this.enc = enc;
        this.dec = dec;
        this.rounds = rounds;
        this.layout = new StreamLanes(pass.blocksPerPass() / 64, g);
        int w = layout.w;
        rows = new long[64 * w];
        regs = new long[64 * w];
    }

    /**
     * Copies each stream's round-key slices (laid out by {@link BitslicedKernel#keySlices} with {@code g} longs
     * used, so in long {@code (i mod g) * T} of a slice) into the other T - 1 longs of its steps, in place.
     */
    static long[] spreadOverSteps(long[] ks, int w, int g) {
        int t = w / g;
        for (int at = 0; at < ks.length; at += t) {
            for (int u = 1; u < t; u++) {
                ks[at + u] = ks[at];
            }
        }
        return ks;
    }

    /** {@link dev.lanecrypt.cipher.MultiKeyBlock64#parallel}, for {@code lanes <= 64 * g} streams. */
    void run(Mode mode, boolean encrypt, long[] data, int lanes, int steps, long[] reg) {
        StreamLanes at = layout;
        int t = at.t;
        long[] ks = ParallelStep.decrypts(mode, encrypt) ? dec : enc;
        for (int s0 = 0; s0 < steps; s0 += t) {
            int n = Math.min(t, steps - s0);
            for (int i = 0; i < lanes; i++) {
                long r = reg[i];
                for (int u = 0, row = at.row(i), from = i * steps + s0; u < n; u++) {
                    long in = data[from + u];
                    regs[row + u] = r;
                    rows[row + u] = ParallelStep.feed(mode, r, in);
                    r = ParallelStep.next(mode, r, in);
                }
                reg[i] = r;
            }
            pass.pass(rows, 0, rows.length, ks, false, rounds, BitslicedKernel.IN_IP, BitslicedKernel.OUT_FP);
            for (int i = 0; i < lanes; i++) {
                for (int u = 0, row = at.row(i), to = i * steps + s0; u < n; u++) {
                    data[to + u] = ParallelStep.output(mode, rows[row + u], regs[row + u], data[to + u]);
                }
            }
        }
    }

}
