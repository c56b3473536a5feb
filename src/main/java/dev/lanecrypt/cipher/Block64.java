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

    /**
     * Encrypts {@code count} independent blocks held as bytes (8 each, big-endian as above) from {@code in} at byte
     * {@code inAt} to {@code out} at byte {@code outAt}, each result xor-ed with the 8 bytes of {@code xor} at
     * {@code xorAt + 8 i} where {@code xor} is not null, if this engine works on byte arrays itself: multi-block
     * engines that read and write the caller's arrays spare it copying the blocks into longs and back. Returns
     * false, having done nothing, if it does not; the caller then moves the blocks through
     * {@link #encryptBlocks}. {@code out} may be {@code in} at the same place or earlier (what an engine has
     * written never overtakes what it reads); {@code xor}'s bytes must not overlap {@code out}'s.
     *
     * @throws IndexOutOfBoundsException if a range leaves its array, checked before anything is written (an engine
     *     that does not work on bytes may return false instead)
     */
    default boolean encryptBytes(byte[] in, int inAt, byte[] out, int outAt, int count, byte[] xor, int xorAt) {
        return false;
    }

    /** {@link #encryptBytes} with the block cipher's decryption: CBC decryption xors the ciphertext before. */
    default boolean decryptBytes(byte[] in, int inAt, byte[] out, int outAt, int count, byte[] xor, int xorAt) {
        return false;
    }
}
