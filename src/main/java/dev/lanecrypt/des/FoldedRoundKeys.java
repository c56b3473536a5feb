package dev.lanecrypt.des;

/**
 * Key folding for bit-sliced DES with one key for all lanes: the round keys carried in the state instead of
 * xor-ed into every S-box input (docs/des.md, "Key folding").
 *
 * <p><b>The algebra.</b> With one key every round-key slice is all zeros or all ones, a constant c. Each state
 * slice s is kept as {@code true ^ m_s}, m_s a constant tracked here. E reads 16 of the 32 slices of the read
 * half twice: S-box j's inputs 5 and 6 are S-box j+1's (mod 8) inputs 1 and 2; every slice has exactly one
 * reader among the inputs 1 to 4 of the S-boxes, its <i>primary</i> reader. Before round i the read half is
 * masked with the key bits of its primary readers, so those inputs are plain loads; inputs 5 and 6 take a
 * correction (their key bit xor the primary reader's). The written half's slices take the S-box output and a
 * constant that moves each slice from its mask to the one its next reader wants ({@code y ^ g ^ c}, one
 * three-input xor). So a round's key work is 16 corrections, where it was 48 key xors.
 *
 * <p><b>The table</b> ({@link #of}), for the rounds of {@link BitslicedPass#rounds} (the read half of round i is
 * R where {@link BitslicedPass#writesL}, else L): for each 16-round stage, 32 constants that remask the read
 * half of its first round (the first stage: from no mask; later stages: from the masks the previous stage left,
 * since EDE reads the same half in the last round of a stage and the first of the next), then each of its
 * rounds as 48 constants, the 16 corrections (S-box j's input 5 at {@code 2j}, input 6 at {@code 2j + 1}) and
 * the 32 for the written half's slices; at the end 32 constants that unmask L and 32 that unmask R. The last
 * round leaves the half it writes unmasked (no reader follows), so that half's 32 unmask constants are zeros and
 * a pass may skip them ({@link #lastWrittenUnmasked}). Each constant is 0 or -1, read as one long broadcast.
 *
 * <p>Made once per key from the key slices; no branch or index depends on key bits.
 */
public final class FoldedRoundKeys {

    private FoldedRoundKeys() {
    }

    /** Longs per round: 16 corrections and 32 output constants. */
    public static final int PER_ROUND = 48;

    /** Longs per 16-round stage: the remask of its first round's read half, then its rounds. */
    public static final int PER_STAGE = 32 + 16 * PER_ROUND;

    /** The slice of the read half that S-box input q (0..47, box 6j + m) reads: E, 0-based. */
    static int slice(int q) {
        return DesTables.expansion(q + 1) - 1;
    }

    /** PRIMARY[s]: the S-box input (0..47) among the inputs 1..4 of the S-boxes that reads slice s. */
    private static final int[] PRIMARY = new int[32];

    static {
        for (int q = 0; q < 48; q++) {
            if (q % 6 < 4) {
                PRIMARY[slice(q)] = q;
            }
        }
    }

    /**
     * Whether the unmask of the half that round {@code rounds - 1} writes is all zeros: true by construction (the
     * last round's output constants take each written slice to no mask); ternary512's folded rounds skip that
     * half's unmask, and FoldedRoundKeysProperties checks the table for it.
     */
    static boolean lastWrittenUnmasked(long[] table, int rounds) {
        int at = rounds / 16 * PER_STAGE + (BitslicedPass.writesL(rounds - 1) ? 0 : 32);
        long any = 0;
        for (int s = 0; s < 32; s++) {
            any |= table[at + s];
        }
        return any == 0;
    }

    /** The longs of the table for {@code rounds} (a multiple of 16). */
    public static int length(int rounds) {
        return rounds / 16 * PER_STAGE + 64;
    }

    /**
     * The table for the first {@code rounds} rounds of {@code ks} (one key: each slice of {@code w} longs all
     * zeros or all ones, 48 slices a round in order of use).
     */
    public static long[] of(long[] ks, int w, int rounds) {
        if (rounds % 16 != 0 || ks.length < rounds * 48 * w) {
            throw new IllegalArgumentException("rounds " + rounds + " for " + ks.length + " key longs");
        }
        long[] out = new long[length(rounds)];
        long[] maskL = new long[32];
        long[] maskR = new long[32];
        int at = 0;
        for (int i = 0; i < rounds; i++) {
            boolean intoL = BitslicedPass.writesL(i);
            long[] mx = intoL ? maskR : maskL;
            long[] my = intoL ? maskL : maskR;
            int k = i * 48 * w;
            if (i % 16 == 0) {
                for (int s = 0; s < 32; s++) {
                    long want = ks[k + PRIMARY[s] * w];
                    out[at++] = mx[s] ^ want;
                    mx[s] = want;
                }
            }
            for (int j = 0; j < 8; j++) {
                for (int m = 4; m < 6; m++) {
                    int q = 6 * j + m;
                    out[at++] = ks[k + q * w] ^ ks[k + PRIMARY[slice(q)] * w];
                }
            }
            boolean nextReadsY = i + 1 < rounds && BitslicedPass.writesL(i + 1) != intoL;  // reads this y
            for (int t = 0; t < 32; t++) {
                long want = nextReadsY ? ks[k + 48 * w + PRIMARY[t] * w] : 0;
                out[at++] = my[t] ^ want;
                my[t] = want;
            }
        }
        System.arraycopy(maskL, 0, out, at, 32);
        System.arraycopy(maskR, 0, out, at + 32, 32);
        return out;
    }
}
