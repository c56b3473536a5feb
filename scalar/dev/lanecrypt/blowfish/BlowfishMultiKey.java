package dev.lanecrypt.blowfish;

import static dev.lanecrypt.blowfish.BlowfishScalar.f;
import static dev.lanecrypt.blowfish.BlowfishScalar.join;

import dev.lanecrypt.cipher.Mode;
import dev.lanecrypt.cipher.MultiKeyBlock64;
import dev.lanecrypt.cipher.SerialStep;

/**
 * Blowfish under many keys at once ({@link MultiKeyBlock64}): stream i with key i. This runs the serial
 * modes (CBC/CFB encryption, OFB) of many streams side by side in the batch API, many steps per call
 * ({@link #chain}): four streams at a time, so that the S-box loads of one hide the latency of the
 * others, with their four schedules copied into one array allocated in the kernel, so that, as in
 * {@link BlowfishBatched#boundsProvenTable}, C2 knows its length and drops the range checks, and the
 * schedules stay in L1 for all the steps (one step per call over 64 streams cycles through 260 KiB of
 * S-boxes). Measured: bench/results/2026-11-30-blowfish-epyc.md, "Many messages with their own keys (batch
 * API), CBC encryption".
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

    /** One block per key, key by key on the scalar code (the batch API runs {@link #chain}). */
    @Override
    public void encryptEach(long[] blocks, int count) {
        for (int i = 0; i < count; i++) {
            blocks[i] = BlowfishScalar.crypt(keys[i].table(), keys[i].table(), blocks[i]);
        }
    }

    @Override
    public void decryptEach(long[] blocks, int count) {
        for (int i = 0; i < count; i++) {
            blocks[i] = BlowfishScalar.crypt(keys[i].decryptP(), keys[i].table(), blocks[i]);
        }
    }

    /** The serial modes four streams at a time, the one to three left over one by one. */
    @Override
    public void chain(Mode mode, long[] data, int lanes, int steps, long[] reg) {
        int j = 0;
        for (; j + 4 <= lanes; j += 4) {
            chainFour(mode, j, data, steps, reg);
        }
        for (; j < lanes; j++) {
            int[] t = keys[j].table();
            long c = reg[j];
            for (int s = j * steps; s < (j + 1) * steps; s++) {
                long in = data[s];
                long y = BlowfishScalar.crypt(t, t, SerialStep.feed(mode, c, in));
                c = SerialStep.next(mode, y, in);
                data[s] = SerialStep.output(mode, y, in);
            }
            reg[j] = c;
        }
    }

    /**
     * {@code steps} steps of streams {@code first .. first+3} in place ({@link SerialStep}): the four
     * schedules in one array at offsets 0, W, 2W, 3W (W = 1042 words), so every index is a constant plus a
     * byte, below the array's length.
     */
    private void chainFour(Mode mode, int first, long[] data, int steps, long[] reg) {
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
            long x0 = SerialStep.feed(mode, c0, data[i0]);
            long x1 = SerialStep.feed(mode, c1, data[i1]);
            long x2 = SerialStep.feed(mode, c2, data[i2]);
            long x3 = SerialStep.feed(mode, c3, data[i3]);
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
            long y0 = join(r0 ^ s[17], l0);
            long y1 = join(r1 ^ s[w + 17], l1);
            long y2 = join(r2 ^ s[2 * w + 17], l2);
            long y3 = join(r3 ^ s[3 * w + 17], l3);
            long in0 = data[i0];
            long in1 = data[i1];
            long in2 = data[i2];
            long in3 = data[i3];
            c0 = SerialStep.next(mode, y0, in0);
            c1 = SerialStep.next(mode, y1, in1);
            c2 = SerialStep.next(mode, y2, in2);
            c3 = SerialStep.next(mode, y3, in3);
            data[i0] = SerialStep.output(mode, y0, in0);
            data[i1] = SerialStep.output(mode, y1, in1);
            data[i2] = SerialStep.output(mode, y2, in2);
            data[i3] = SerialStep.output(mode, y3, in3);
        }
        reg[first] = c0;
        reg[first + 1] = c1;
        reg[first + 2] = c2;
        reg[first + 3] = c3;
    }
}
