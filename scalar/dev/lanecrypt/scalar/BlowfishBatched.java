package dev.lanecrypt.scalar;

import dev.lanecrypt.cipher.Block64;
import java.util.Objects;

/**
 * Base of the multi-block Blowfish engines (interleaved scalar here, Vector API gathers in
 * {@code dev.lanecrypt.simd}): single blocks go to {@link BlowfishScalar#crypt}, runs of independent
 * blocks to {@link #cryptBlocks}, which encryption and decryption share because decryption is the same
 * network with P reversed.
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

    /** The scalar code over {@code blocks[from .. to)}: the tail of the wide loops. */
    protected final void cryptTail(int[] p, long[] blocks, int from, int to) {
        for (int i = from; i < to; i++) {
            blocks[i] = BlowfishScalar.crypt(p, table, blocks[i]);
        }
    }
}
