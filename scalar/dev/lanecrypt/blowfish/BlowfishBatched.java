package dev.lanecrypt.blowfish;

import dev.lanecrypt.select.Cutoffs;
import dev.lanecrypt.cipher.Block64;
import java.util.Objects;

/**
 * Base of the multi-block Blowfish engines (interleaved scalar here, Vector API gathers in
 * {@code BlowfishGather}, in the {@code simd/} source root): single blocks go to
 * {@link BlowfishScalar#crypt}, runs of independent blocks to {@link #cryptBlocks}, which encryption and
 * decryption share because decryption is the same network with P reversed.
 */
public abstract class BlowfishBatched implements Block64 {

    protected final int[] table;
    protected final int[] decryptP;

    protected BlowfishBatched(BlowfishKey key) {
        this.table = key.table();
        this.decryptP = key.decryptP();
    }

    /** Blocks processed side by side per loop iteration. */
    public abstract int width();

    /**
     * Runs the network with round keys {@code p} (P or P reversed) and this key's S-boxes over
     * {@code blocks[off .. off+count)} in place; a tail shorter than {@link #width()} may go to the
     * scalar code.
     */
    protected abstract void cryptBlocks(int[] p, long[] blocks, int off, int count);

    @Override
    public final long encrypt(long block) {
        return BlowfishScalar.crypt(table, table, block);
    }

    @Override
    public final long decrypt(long block) {
        return BlowfishScalar.crypt(decryptP, table, block);
    }

    @Override
    public final void encryptBlocks(long[] blocks, int off, int count) {
        Objects.checkFromIndexSize(off, count, blocks.length);
        cryptBlocks(table, blocks, off, count);
    }

    @Override
    public final void decryptBlocks(long[] blocks, int off, int count) {
        Objects.checkFromIndexSize(off, count, blocks.length);
        cryptBlocks(decryptP, blocks, off, count);
    }

    /**
     * Calls with fewer blocks go to the scalar code: the bounds-proven copy costs about 0.3 us per call, and
     * below about 10 blocks the scalar code is faster (measured: docs/blowfish.md, "Bulk calls: where the
     * copy pays").
     */
    protected static final int MIN_BULK_BLOCKS = Cutoffs.BLOWFISH_MIN_BULK_BLOCKS;

    /**
     * The round keys {@code p} (P, or P reversed to decrypt) and this key's S-boxes copied into one array
     * allocated here, laid out as {@link BlowfishKey#table()}, for the bulk loops. C2 knows the length of
     * an array allocated in the code it compiles (this method is small enough to be inlined into every
     * caller), so it proves each S-box index in bounds (a byte plus a constant offset, at most 1041, below
     * the length 1042) and drops the four range checks per F; and with the round keys in the same array
     * the loop keeps one array base live instead of two. Through the fields neither holds: the checks stay,
     * their operands stay live across them, 4 or 8 blocks in flight spill registers, and which values
     * spill, and so the speed, depended on the call sizes C2 had profiled (interleave4 at 27.4 or 23.3 ns
     * per block, interleave8 at 42 or 26; measured: docs/blowfish.md, "Bulk kernels: an S-box array whose
     * length C2 knows"). The copy is 4 KiB, about 0.3 us per call.
     */
    protected final int[] boundsProvenTable(int[] p) {
        int[] s = new int[BlowfishKey.TABLE_WORDS];
        System.arraycopy(p, 0, s, 0, BlowfishKey.S0);
        System.arraycopy(table, BlowfishKey.S0, s, BlowfishKey.S0, BlowfishKey.TABLE_WORDS - BlowfishKey.S0);
        return s;
    }

    /** The scalar code over {@code blocks[from .. to)}: the tail of the wide loops. */
    protected final void cryptTail(int[] p, long[] blocks, int from, int to) {
        for (int i = from; i < to; i++) {
            blocks[i] = BlowfishScalar.crypt(p, table, blocks[i]);
        }
    }
}
