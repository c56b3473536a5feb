package dev.lanecrypt.scalar;

import static dev.lanecrypt.scalar.BlowfishScalar.f;
import static dev.lanecrypt.scalar.BlowfishScalar.join;

import dev.lanecrypt.cipher.MultiKeyBlock64;

/**
 * Blowfish under many keys at once ({@link MultiKeyBlock64}): block i with key i, four keys in flight per
 * loop iteration so the S-box loads of one hide the latency of the others. This runs the serial modes
 * (CBC/CFB encryption, OFB) of many streams side by side in the batch API.
 *
 * <p>Not constant time (secret-indexed table lookups); the schedules are shared and only read.
 */
public final class BlowfishMultiKey implements MultiKeyBlock64 {

    private final BlowfishKey[] keys;

    public BlowfishMultiKey(BlowfishKey[] keys) {
        this.keys = keys.clone();
    }

    @Override
    public int keys() {
        return keys.length;
    }

    @Override
    public void encryptEach(long[] blocks, int count) {
        run(blocks, count, true);
    }

    @Override
    public void decryptEach(long[] blocks, int count) {
        run(blocks, count, false);
    }

    private void run(long[] blocks, int count, boolean encrypt) {
        int i = 0;
        for (; i + 4 <= count; i += 4) {
            BlowfishKey k0 = keys[i];
            BlowfishKey k1 = keys[i + 1];
            BlowfishKey k2 = keys[i + 2];
            BlowfishKey k3 = keys[i + 3];
            cryptFour(p(k0, encrypt), k0.table(), p(k1, encrypt), k1.table(),
                    p(k2, encrypt), k2.table(), p(k3, encrypt), k3.table(), blocks, i);
        }
        for (; i < count; i++) {
            blocks[i] = BlowfishScalar.crypt(p(keys[i], encrypt), keys[i].table(), blocks[i]);
        }
    }

    private static int[] p(BlowfishKey k, boolean encrypt) {
        return encrypt ? k.table() : k.decryptP();
    }

    /**
     * The 16-round network on {@code blocks[at .. at+4)}, block j with round keys {@code pj} and the
     * S-boxes of {@code sj} (P or P reversed, and a {@link BlowfishKey#table()} layout), in place.
     */
    private static void cryptFour(int[] p0, int[] s0, int[] p1, int[] s1, int[] p2, int[] s2, int[] p3, int[] s3,
                          long[] blocks, int at) {
        int l0 = (int) (blocks[at] >>> 32) ^ p0[0];
        int r0 = (int) blocks[at];
        int l1 = (int) (blocks[at + 1] >>> 32) ^ p1[0];
        int r1 = (int) blocks[at + 1];
        int l2 = (int) (blocks[at + 2] >>> 32) ^ p2[0];
        int r2 = (int) blocks[at + 2];
        int l3 = (int) (blocks[at + 3] >>> 32) ^ p3[0];
        int r3 = (int) blocks[at + 3];
        for (int round = 1; round < 17; round += 2) {
            r0 ^= f(s0, l0) ^ p0[round];
            r1 ^= f(s1, l1) ^ p1[round];
            r2 ^= f(s2, l2) ^ p2[round];
            r3 ^= f(s3, l3) ^ p3[round];
            l0 ^= f(s0, r0) ^ p0[round + 1];
            l1 ^= f(s1, r1) ^ p1[round + 1];
            l2 ^= f(s2, r2) ^ p2[round + 1];
            l3 ^= f(s3, r3) ^ p3[round + 1];
        }
        blocks[at] = join(r0 ^ p0[17], l0);
        blocks[at + 1] = join(r1 ^ p1[17], l1);
        blocks[at + 2] = join(r2 ^ p2[17], l2);
        blocks[at + 3] = join(r3 ^ p3[17], l3);
    }
}
