package dev.lanecrypt.cipher;

/**
 * A keyed 64-bit block cipher (DES, Triple-DES, Blowfish) on blocks held as big-endian {@code long}s:
 * byte 0 of the block is bits 63..56. The modes, the batch API and the JCA ciphers work on this
 * interface; engines in {@code scalar/} and {@code simd/} implement it.
 *
 * <p>Multi-block engines (bit-sliced, interleaved, gather) override the bulk methods; the defaults
 * process one block at a time.
 */
public interface Block64 {

    long encrypt(long block);

    long decrypt(long block);

    /** Encrypts {@code blocks[off .. off+count)} in place; the blocks are independent (ECB, CTR, ...). */
    default void encryptBlocks(long[] blocks, int off, int count) {
        for (int i = off; i < off + count; i++) {
            blocks[i] = encrypt(blocks[i]);
        }
    }

    /** Decrypts {@code blocks[off .. off+count)} in place; the blocks are independent. */
    default void decryptBlocks(long[] blocks, int off, int count) {
        for (int i = off; i < off + count; i++) {
            blocks[i] = decrypt(blocks[i]);
        }
    }
}
