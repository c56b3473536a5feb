package dev.lanecrypt.des;

import dev.lanecrypt.cipher.Mode;

/**
 * The serial steps of a mode (CBC and CFB encryption, OFB: NIST SP 800-38A) for many streams with their
 * own keys on one {@link BitslicedPass}, the chaining values kept in slices from step to step.
 *
 * <p>A step encrypts one block of every stream, and the next step needs its result, so the streams are all
 * the parallelism there is: 64 streams fill one long of a slice, and a pass of W longs per slice costs its
 * whole width in any case (its gates are instructions, whatever their width). What a step need not pay is
 * the transposition in and out of a whole pass, a quarter of it, and reading its 64 blocks from 64
 * streams' rows, one cache line each. Both follow from the chaining in slices:
 * <ul>
 *   <li>IP is linear and FP its inverse, so with {@code Q = IP(p)} and the rounds' pre-output
 *   {@code Y = R16 || L16 = IP(E(x))}: CBC feeds {@code IP(c ^ p) = Y' ^ Q} (Y' the last step's), CFB
 *   feeds {@code IP(c) = Y' ^ Q'}, OFB feeds {@code Y'}. The block to encrypt is made in slices from the
 *   last step's slices and the plaintext's, and a step runs {@link BitslicedPass#rounds} only.</li>
 *   <li>The plaintexts of {@code T = W / G} steps are transposed together (G the longs the streams fill:
 *   {@code 64 * G >= streams}), and so are their outputs: stream i of step u is bit {@code i / G} of long
 *   {@code (i mod G) * T + u}, so a row of the transposition is T consecutive blocks of one stream, read
 *   from and written to the caller's array at once.</li>
 * </ul>
 * The state and the round keys are laid out as step 0 ({@link StreamLanes}):
 * the longs of a slice between those are idle lanes with zero keys, their state never read. With G = 1 (up to
 * 64 streams) the rounds could read each key slice as its first long, as the one-key passes do (at 512 bits one
 * broadcast instead of a 64-byte load: the rounds of a ternary512 step took 762 ns instead of 1,150 in an
 * instrumented build), but they read whole slices: the broadcast S-boxes ({@code u12k} .., since replaced by
 * the key-folded {@code u12f} ..) were the JCA's
 * one-key ECB code, and once the calibration's chain trial had run them from here, ECB DES through the JCA
 * was slower (JMH, ternary512 chosen, two runs of 4-5 forks in either order: 2,210 and 2,148 MiB/s median with
 * the broadcasts here, 2,647 and 2,348 without; Zen 5). The 64-key class mostly chooses ternary128 anyway,
 * where slices are read whole.
 * Measured whole with the broadcasts, in one JVM against the pass per step this replaced (docs/des.md, "The
 * batch's chaining in slices"): a 512-bit step 0.73-0.85x its former time, a 128-bit one 1.02-1.11x; the
 * rounds are most of a step at any width. Without the broadcasts the 512-bit step was not timed alone again.
 *
 * <p>Constant time: no branch and no memory index depends on keys or data; the loops' bounds are the
 * public counts of streams and steps.
 */
final class SlicedChain {

    /** Output row {@code IN_IP[i]} is slice i: IP undone, the rows of the blocks whose IP the slices hold. */
    private static final int[] UNDO_IP = new int[64];

    static {
        for (int i = 0; i < 64; i++) {
            UNDO_IP[BitslicedKernel.IN_IP[i]] = i;
        }
    }

    private final BitslicedPass pass;
    private final long[] ks;
    private final int rounds;
    private final StreamLanes layout;

    private final long[] rows;
    private final long[] ql;
    private final long[] qr;
    private final long[] yl;
    private final long[] yr;
    private final long[] ol;
    private final long[] or;
    /** Each stream's input block of the last step (OFB's chaining value is that step's output xor it). */
    private final long[] lastIn;

    /**
     * {@code ks}: the key slices of the streams in the layout above ({@code g} longs per slice used); {@code g}
     * at most the pass's longs per slice.
     */
    SlicedChain(BitslicedPass pass, long[] ks, int rounds, int g) {
        this.pass = pass;
        this.ks = ks;
        this.rounds = rounds;
        this.layout = new StreamLanes(pass.blocksPerPass() / 64, g);
        int w = layout.w;
        rows = new long[64 * w];
        ql = new long[32 * w];
        qr = new long[32 * w];
        yl = new long[32 * w];
        yr = new long[32 * w];
        ol = new long[32 * w];
        or = new long[32 * w];
        lastIn = new long[64 * g];
    }

    /** {@link dev.lanecrypt.cipher.MultiKeyBlock64#chain}, for {@code lanes <= 64 * g} streams. */
    void run(Mode mode, long[] data, int lanes, int steps, long[] reg) {
        StreamLanes at = layout;
        int w = at.w;
        int t = at.t;
        for (int i = 0; i < lanes; i++) {
            rows[at.row(i)] = reg[i];
            lastIn[i] = data[i * steps + steps - 1];
        }
        pass.slice(rows, 0, BitslicedKernel.IN_IP, yl, yr);   // IP of the chaining values, in the rounds' state
        long pre = mode == Mode.CBC ? -1L : 0L;           // CBC encrypts Q ^ the chaining value
        long post = ~pre;                                  // CFB and OFB output Q ^ Y
        long cfb = mode == Mode.CFB ? -1L : 0L;           // CFB chains on its output, CBC and OFB on Y
        for (int s0 = 0; s0 < steps; s0 += t) {
            int n = Math.min(t, steps - s0);
            for (int i = 0; i < lanes; i++) {               // a loop: n is at most 8, too short for arraycopy
                for (int u = 0, from = i * steps + s0, to = at.row(i); u < n; u++) {
                    rows[to + u] = data[from + u];
                }
            }
            pass.slice(rows, 0, BitslicedKernel.IN_IP, ql, qr);
            // c: the streams' longs (every t-th of the 32 slices of w longs), c + u: step u's in Q and the output
            for (int c = 0; c < 32 * w; c += t) {
                yl[c] ^= ql[c] & pre;
                yr[c] ^= qr[c] & pre;
            }
            for (int u = 0; u < n; u++) {
                pass.rounds(yl, yr, ks, false, rounds);   // whole key slices: see the class comment
                // the next step's block, made where this one's output is: its Q is in this group, or the
                // next group's start adds it (above)
                int next = u + 1 < n ? u + 1 : u;
                long preNext = u + 1 < n ? pre : 0L;
                for (int c = 0; c < 32 * w; c += t) {
                    long hi = yr[c];                       // Y = R16 || L16: its first half is yr
                    long lo = yl[c];
                    long outHi = hi ^ (ql[c + u] & post);
                    long outLo = lo ^ (qr[c + u] & post);
                    ol[c + u] = outHi;
                    or[c + u] = outLo;
                    yl[c] = (hi ^ ((outHi ^ hi) & cfb)) ^ (ql[c + next] & preNext);
                    yr[c] = (lo ^ ((outLo ^ lo) & cfb)) ^ (qr[c + next] & preNext);
                }
            }
            pass.unslice(ol, or, UNDO_IP, rows, 0);
            for (int i = 0; i < lanes; i++) {
                for (int u = 0, from = at.row(i), to = i * steps + s0; u < n; u++) {
                    data[to + u] = rows[from + u];
                }
            }
        }
        for (int i = 0; i < lanes; i++) {
            long out = data[i * steps + steps - 1];
            reg[i] = mode == Mode.OFB ? out ^ lastIn[i] : out;   // OFB chains on y = out ^ in
        }
    }

}
