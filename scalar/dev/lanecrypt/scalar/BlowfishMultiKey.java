package dev.lanecrypt.scalar;

import static dev.lanecrypt.scalar.BlowfishScalar.f;
import static dev.lanecrypt.scalar.BlowfishScalar.join;

import dev.lanecrypt.cipher.Mode;
import dev.lanecrypt.cipher.MultiKeyBlock64;

/**
 * Blowfish under many keys at once ({@link MultiKeyBlock64}): block i with key i, four keys in flight per
 * loop iteration so the S-box loads of one hide the latency of the others. This runs the serial modes
 * (CBC/CFB encryption, OFB) of many streams side by side in the batch API.
 *
 * <p>CBC encryption runs many steps per call ({@link #chain}): four streams at a time, their four schedules
 * copied into one array allocated in the kernel, so that, as in {@link BlowfishBatched#boundsProvenTable},
 * C2 knows its length and drops the range checks, and the schedules stay in L1 for all the steps (one step
 * per call over 64 streams cycles through 260 KiB of S-boxes). Measured in the README ("Blowfish").
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

    /** CBC encryption four streams at a time (the rest one by one); the other modes by the default. */
    @Override
    public void chain(Mode mode, boolean encrypt, long[] data, int lanes, int steps, long[] reg) {
        if (mode != Mode.CBC || !encrypt) {
            MultiKeyBlock64.super.chain(mode, encrypt, data, lanes, steps, reg);
            return;
        }
        int j = 0;
        for (; j + 4 <= lanes; j += 4) {
            cbcEncryptFour(j, data, steps, reg);
        }
        for (; j < lanes; j++) {
            int[] t = keys[j].table();
            long c = reg[j];
            for (int s = j * steps; s < (j + 1) * steps; s++) {
                c = BlowfishScalar.crypt(t, t, data[s] ^ c);
                data[s] = c;
            }
            reg[j] = c;
        }
    }

    /**
     * CBC encryption of streams {@code first .. first+3}, {@code steps} blocks each, in place: the four
     * schedules in one array at offsets 0, W, 2W, 3W (W = 1042 words), so every index is a constant plus
     * a byte, below the array's length.
     */
    private void cbcEncryptFour(int first, long[] data, int steps, long[] reg) {
        final int w = BlowfishKey.TABLE_WORDS;
        int[] s = new int[4 * BlowfishKey.TABLE_WORDS];
        for (int k = 0; k < 4; k++) {
            System.arraycopy(keys[first + k].table(), 0, s, k * w, w);
        }
        long c0 = reg[first];
        long c1 = reg[first + 1];
        long c2 = reg[first + 2];
        long c3 = reg[first + 3];
        int at0 = first * steps;
        for (int t = 0; t < steps; t++) {
            int i0 = at0 + t;
            int i1 = i0 + steps;
            int i2 = i1 + steps;
            int i3 = i2 + steps;
            long x0 = data[i0] ^ c0;
            long x1 = data[i1] ^ c1;
            long x2 = data[i2] ^ c2;
            long x3 = data[i3] ^ c3;
            int l0 = (int) (x0 >>> 32) ^ s[0];
            int r0 = (int) x0;
            int l1 = (int) (x1 >>> 32) ^ s[w];
            int r1 = (int) x1;
            int l2 = (int) (x2 >>> 32) ^ s[2 * w];
            int r2 = (int) x2;
            int l3 = (int) (x3 >>> 32) ^ s[3 * w];
            int r3 = (int) x3;
            for (int round = 1; round < 17; round += 2) {
                r0 ^= f(s, 0, l0) ^ s[round];
                r1 ^= f(s, w, l1) ^ s[w + round];
                r2 ^= f(s, 2 * w, l2) ^ s[2 * w + round];
                r3 ^= f(s, 3 * w, l3) ^ s[3 * w + round];
                l0 ^= f(s, 0, r0) ^ s[round + 1];
                l1 ^= f(s, w, r1) ^ s[w + round + 1];
                l2 ^= f(s, 2 * w, r2) ^ s[2 * w + round + 1];
                l3 ^= f(s, 3 * w, r3) ^ s[3 * w + round + 1];
            }
            c0 = join(r0 ^ s[17], l0);
            c1 = join(r1 ^ s[w + 17], l1);
            c2 = join(r2 ^ s[2 * w + 17], l2);
            c3 = join(r3 ^ s[3 * w + 17], l3);
            data[i0] = c0;
            data[i1] = c1;
            data[i2] = c2;
            data[i3] = c3;
        }
        reg[first] = c0;
        reg[first + 1] = c1;
        reg[first + 2] = c2;
        reg[first + 3] = c3;
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
