package dev.lanecrypt.blowfish;

import static dev.lanecrypt.blowfish.BlowfishScalar.f;
import static dev.lanecrypt.blowfish.BlowfishScalar.join;

/**
 * Blowfish on 2 independent blocks in flight per loop iteration, in plain Java: the S-box loads of one
 * block hide the latency of the others' (Eric Young's reason for his BF_PTR/BF_PTR2 variants: which
 * ordering wins depends on the CPU, so {@code BlowfishEngines} measures). Bit-identical to
 * {@link BlowfishScalar}; the tail of fewer than 2 blocks runs through it.
 *
 * <p>Not constant time (secret-indexed table lookups); immutable and thread-safe.
 */
public final class BlowfishInterleave2 extends BlowfishBatched {

    public BlowfishInterleave2(BlowfishKey key) {
        super(key);
    }

    @Override
    public int width() {
        return 2;
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
        for (; i + 2 <= end; i += 2) {
            int l0 = (int) (b[i] >>> 32) ^ s[0];
            int r0 = (int) b[i];
            int l1 = (int) (b[i + 1] >>> 32) ^ s[0];
            int r1 = (int) b[i + 1];
            for (int round = 1; round < 17; round += 2) {
                int pOdd = s[round];
                int pEven = s[round + 1];
                r0 ^= f(s, l0) ^ pOdd;
                r1 ^= f(s, l1) ^ pOdd;
                l0 ^= f(s, r0) ^ pEven;
                l1 ^= f(s, r1) ^ pEven;
            }
            int p17 = s[17];
            b[i] = join(r0 ^ p17, l0);
            b[i + 1] = join(r1 ^ p17, l1);
        }
        cryptTail(p, b, i, end);
    }
}
