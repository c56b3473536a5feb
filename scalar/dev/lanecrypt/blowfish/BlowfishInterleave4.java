package dev.lanecrypt.blowfish;

import static dev.lanecrypt.blowfish.BlowfishScalar.f;
import static dev.lanecrypt.blowfish.BlowfishScalar.join;

/**
 * Blowfish on 4 independent blocks in flight per loop iteration, in plain Java: the S-box loads of one
 * block hide the latency of the others' (Eric Young's reason for his BF_PTR/BF_PTR2 variants: which
 * ordering wins depends on the CPU, so {@code BlowfishEngines} measures). Bit-identical to
 * {@link BlowfishScalar}; the tail of fewer than 4 blocks runs through it.
 *
 * <p>Not constant time (secret-indexed table lookups); immutable and thread-safe.
 */
public final class BlowfishInterleave4 extends BlowfishBatched {

    public BlowfishInterleave4(BlowfishKey key) {
        super(key);
    }

    @Override
    public int width() {
        return 4;
    }

    @Override
    protected void cryptBlocks(int[] p, long[] b, int off, int count) {
        int end = off + count;
        int i = off;
        if (count < MIN_BULK_BLOCKS) {
            cryptTail(p, b, i, end);
            return;
        }
        int[] s = boundsProvenTable(p);
        for (; i + 4 <= end; i += 4) {
            int l0 = (int) (b[i] >>> 32) ^ s[0];
            int r0 = (int) b[i];
            int l1 = (int) (b[i + 1] >>> 32) ^ s[0];
            int r1 = (int) b[i + 1];
            int l2 = (int) (b[i + 2] >>> 32) ^ s[0];
            int r2 = (int) b[i + 2];
            int l3 = (int) (b[i + 3] >>> 32) ^ s[0];
            int r3 = (int) b[i + 3];
            for (int round = 1; round < 17; round += 2) {
                int pOdd = s[round];
                int pEven = s[round + 1];
                r0 ^= f(s, l0) ^ pOdd;
                r1 ^= f(s, l1) ^ pOdd;
                r2 ^= f(s, l2) ^ pOdd;
                r3 ^= f(s, l3) ^ pOdd;
                l0 ^= f(s, r0) ^ pEven;
                l1 ^= f(s, r1) ^ pEven;
                l2 ^= f(s, r2) ^ pEven;
                l3 ^= f(s, r3) ^ pEven;
            }
            int p17 = s[17];
            b[i] = join(r0 ^ p17, l0);
            b[i + 1] = join(r1 ^ p17, l1);
            b[i + 2] = join(r2 ^ p17, l2);
            b[i + 3] = join(r3 ^ p17, l3);
        }
        cryptTail(p, b, i, end);
    }
}
