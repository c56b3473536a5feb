package dev.lanecrypt.scalar;

import static dev.lanecrypt.scalar.BlowfishScalar.f;

/**
 * Blowfish key setup for many keys at once, for workloads that change key per message. One key's
 * setup is 521 strictly dependent encryptions, so a single setup cannot overlap its S-box loads; four
 * setups interleaved step by step can (the same idea as {@link BlowfishInterleave4}, with a table per
 * key). Each result equals {@link BlowfishKey#expand} of the same key.
 *
 * <p>Not constant time (secret-indexed lookups, as in every Blowfish key setup).
 */
public final class BlowfishKeyBatch {

    /** Keys set up side by side. */
    public static final int WIDTH = 4;

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
        int i = 0;
        for (; i + WIDTH <= keys.length; i += WIDTH) {
            expandFour(keys, i, out);
        }
        for (; i < keys.length; i++) {
            out[i] = BlowfishKey.expand(keys[i]);
        }
        return out;
    }

    private static void expandFour(byte[][] keys, int at, BlowfishKey[] out) {
        int[] t0 = BlowfishKey.initialTable(keys[at]);
        int[] t1 = BlowfishKey.initialTable(keys[at + 1]);
        int[] t2 = BlowfishKey.initialTable(keys[at + 2]);
        int[] t3 = BlowfishKey.initialTable(keys[at + 3]);
        // the block each setup encrypts next: all zero at the start, then each one's last output
        int l0 = 0;
        int r0 = 0;
        int l1 = 0;
        int r1 = 0;
        int l2 = 0;
        int r2 = 0;
        int l3 = 0;
        int r3 = 0;
        for (int w = 0; w < BlowfishKey.TABLE_WORDS; w += 2) {
            l0 ^= t0[0];
            l1 ^= t1[0];
            l2 ^= t2[0];
            l3 ^= t3[0];
            for (int round = 1; round < 17; round += 2) {
                r0 ^= f(t0, l0) ^ t0[round];
                r1 ^= f(t1, l1) ^ t1[round];
                r2 ^= f(t2, l2) ^ t2[round];
                r3 ^= f(t3, l3) ^ t3[round];
                l0 ^= f(t0, r0) ^ t0[round + 1];
                l1 ^= f(t1, r1) ^ t1[round + 1];
                l2 ^= f(t2, r2) ^ t2[round + 1];
                l3 ^= f(t3, r3) ^ t3[round + 1];
            }
            // output block = (r ^ P18, l): it is both the two new table words and the next input
            int x0 = r0 ^ t0[17];
            int x1 = r1 ^ t1[17];
            int x2 = r2 ^ t2[17];
            int x3 = r3 ^ t3[17];
            r0 = l0;
            r1 = l1;
            r2 = l2;
            r3 = l3;
            l0 = x0;
            l1 = x1;
            l2 = x2;
            l3 = x3;
            t0[w] = l0;
            t0[w + 1] = r0;
            t1[w] = l1;
            t1[w + 1] = r1;
            t2[w] = l2;
            t2[w + 1] = r2;
            t3[w] = l3;
            t3[w + 1] = r3;
        }
        out[at] = BlowfishKey.ofTable(t0);
        out[at + 1] = BlowfishKey.ofTable(t1);
        out[at + 2] = BlowfishKey.ofTable(t2);
        out[at + 3] = BlowfishKey.ofTable(t3);
    }
}
