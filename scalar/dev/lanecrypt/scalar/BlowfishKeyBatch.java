package dev.lanecrypt.scalar;

/**
 * Blowfish key setup for many keys at once, for workloads that change key per message. One key's
 * setup is 521 strictly dependent encryptions, so a single setup cannot overlap its S-box loads; four
 * setups interleaved step by step can ({@link BlowfishMultiKey#cryptFour}, a table per key). Each result equals {@link BlowfishKey#expand} of the same key.
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
        // the block each setup encrypts next: all zero at the start, then its own last output
        long[] blocks = new long[WIDTH];
        for (int w = 0; w < BlowfishKey.TABLE_WORDS; w += 2) {
            BlowfishMultiKey.cryptFour(t0, t0, t1, t1, t2, t2, t3, t3, blocks, 0);
            t0[w] = (int) (blocks[0] >>> 32);
            t0[w + 1] = (int) blocks[0];
            t1[w] = (int) (blocks[1] >>> 32);
            t1[w + 1] = (int) blocks[1];
            t2[w] = (int) (blocks[2] >>> 32);
            t2[w + 1] = (int) blocks[2];
            t3[w] = (int) (blocks[3] >>> 32);
            t3[w + 1] = (int) blocks[3];
        }
        out[at] = BlowfishKey.ofTable(t0);
        out[at + 1] = BlowfishKey.ofTable(t1);
        out[at + 2] = BlowfishKey.ofTable(t2);
        out[at + 3] = BlowfishKey.ofTable(t3);
    }
}
