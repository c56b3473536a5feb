package dev.lanecrypt.blowfish;

import static dev.lanecrypt.blowfish.BlowfishScalar.f;

import java.util.Arrays;

/**
 * Blowfish key setup (Schneier, FSE 1993) for many keys at once, for workloads that change key per
 * message. One key's setup is 521 strictly dependent encryptions, bound by the latency of its S-box
 * loads (see {@link BlowfishKey#expand}); the setups of different keys are independent, so six of them
 * run interleaved round by round and the CPU overlaps their loads. Each result equals
 * {@link BlowfishKey#expand} of the same key.
 *
 * <p>Shape of the kernel (measured on the 2-core AMD EPYC test machine, docs/blowfish.md, "Key setup: why
 * the code has this shape"; 4 and 8 keys were within a few percent, 2 keys clearly slower): the six tables
 * sit in one array of {@code 6 x 1042} words allocated in {@link #setUpGroup}, so every index is a constant
 * offset plus a byte and C2 drops all range checks; the twelve half-blocks are locals. A group with fewer
 * keys than {@value #WIDTH} repeats its last key in the free slots, or, below {@value #ONE_BY_ONE_BELOW}
 * keys, runs them one by one (one dependent setup costs about a third of a group).
 *
 * <p>This is the plain-Java {@link BlowfishKeySetup} design ({@code interleave6}); {@code BlowfishKeySetups}
 * times it against the gather design ({@code BlowfishGatherKeys}, in the {@code simd/} source root) and
 * picks one.
 *
 * <p>Not constant time (secret-indexed lookups, as in every Blowfish key setup).
 */
public final class BlowfishKeyBatch {

    /** Keys set up side by side. */
    public static final int WIDTH = 6;

    /** Groups with fewer keys than this are set up one by one. */
    static final int ONE_BY_ONE_BELOW = 3;

    private static final int W = BlowfishKey.TABLE_WORDS;

    private BlowfishKeyBatch() {
    }

    /**
     * The schedules of {@code keys}, in order.
     *
     * @throws IllegalArgumentException when a key is not 1 to 56 bytes long (before any work is done)
     */
    public static BlowfishKey[] expandAll(byte[][] keys) {
        for (byte[] key : keys) {
            BlowfishKey.checkLength(key);
        }
        BlowfishKey[] out = new BlowfishKey[keys.length];
        for (int at = 0; at < keys.length; at += WIDTH) {
            int count = Math.min(WIDTH, keys.length - at);
            if (count < ONE_BY_ONE_BELOW) {
                for (int k = 0; k < count; k++) {
                    out[at + k] = BlowfishKey.expand(keys[at + k]);
                }
            } else {
                int[] tables = setUpGroup(keys, at, count);
                for (int k = 0; k < count; k++) {
                    out[at + k] = BlowfishKey.ofTable(Arrays.copyOfRange(tables, k * W, (k + 1) * W));
                }
            }
        }
        return out;
    }

    /**
     * The filled tables of {@code keys[at .. at + count)} (and copies of the last one up to {@value #WIDTH}),
     * table k at {@code [k * 1042, (k + 1) * 1042)}. Two rounds per iteration, so the halves need no swap;
     * each round is {@code (r ^ P[i]) ^ F(l)} as in {@link BlowfishKey#expand}.
     */
    private static int[] setUpGroup(byte[][] keys, int at, int count) {
        int[] t = new int[WIDTH * W];
        for (int k = 0; k < WIDTH; k++) {
            // the two steps of BlowfishKey.initialState, called directly: through initialState the same
            // kernel measured 16.7 instead of 13.1 us per key (C2 inlines differently; three runs each)
            BlowfishPi.copyInto(t, k * W);
            BlowfishKey.xorIntoP(keys[at + Math.min(k, count - 1)], t, k * W);
        }
        int l0 = 0, r0 = 0, l1 = 0, r1 = 0, l2 = 0, r2 = 0, l3 = 0, r3 = 0, l4 = 0, r4 = 0, l5 = 0, r5 = 0;
        for (int w = 0; w < W; w += 2) {
            l0 ^= t[0];
            l1 ^= t[W];
            l2 ^= t[2 * W];
            l3 ^= t[3 * W];
            l4 ^= t[4 * W];
            l5 ^= t[5 * W];
            for (int i = 1; i < 17; i += 2) {
                r0 = (r0 ^ t[i]) ^ f(t, 0, l0);
                r1 = (r1 ^ t[W + i]) ^ f(t, W, l1);
                r2 = (r2 ^ t[2 * W + i]) ^ f(t, 2 * W, l2);
                r3 = (r3 ^ t[3 * W + i]) ^ f(t, 3 * W, l3);
                r4 = (r4 ^ t[4 * W + i]) ^ f(t, 4 * W, l4);
                r5 = (r5 ^ t[5 * W + i]) ^ f(t, 5 * W, l5);
                l0 = (l0 ^ t[i + 1]) ^ f(t, 0, r0);
                l1 = (l1 ^ t[W + i + 1]) ^ f(t, W, r1);
                l2 = (l2 ^ t[2 * W + i + 1]) ^ f(t, 2 * W, r2);
                l3 = (l3 ^ t[3 * W + i + 1]) ^ f(t, 3 * W, r3);
                l4 = (l4 ^ t[4 * W + i + 1]) ^ f(t, 4 * W, r4);
                l5 = (l5 ^ t[5 * W + i + 1]) ^ f(t, 5 * W, r5);
            }
            // each output is (r ^ P18, l): the last swap undone, then written as the next two words
            int y0 = r0 ^ t[17];
            int y1 = r1 ^ t[W + 17];
            int y2 = r2 ^ t[2 * W + 17];
            int y3 = r3 ^ t[3 * W + 17];
            int y4 = r4 ^ t[4 * W + 17];
            int y5 = r5 ^ t[5 * W + 17];
            r0 = l0;
            r1 = l1;
            r2 = l2;
            r3 = l3;
            r4 = l4;
            r5 = l5;
            l0 = y0;
            l1 = y1;
            l2 = y2;
            l3 = y3;
            l4 = y4;
            l5 = y5;
            t[w] = l0;
            t[w + 1] = r0;
            t[W + w] = l1;
            t[W + w + 1] = r1;
            t[2 * W + w] = l2;
            t[2 * W + w + 1] = r2;
            t[3 * W + w] = l3;
            t[3 * W + w + 1] = r3;
            t[4 * W + w] = l4;
            t[4 * W + w + 1] = r4;
            t[5 * W + w] = l5;
            t[5 * W + w + 1] = r5;
        }
        return t;
    }
}
