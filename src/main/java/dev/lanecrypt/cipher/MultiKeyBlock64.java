package dev.lanecrypt.cipher;

/**
 * One 64-bit block cipher under many keys at once: block {@code i} of a call is encrypted with key
 * {@code i}. This is what runs the serial modes (CBC-encrypt, CFB-encrypt, OFB) of many independent
 * streams side by side in the batch API: step t encrypts block t of every stream still running. Streams
 * are ordered longest first, so the running ones are always keys {@code 0 .. count-1}.
 *
 * <p>Engines: a bit-sliced DES gives every lane its own round-key slices; an interleaved Blowfish keeps
 * several key schedules in flight; {@link #perKey} is the plain fallback.
 */
public interface MultiKeyBlock64 {

    /** The number of keys, fixed at construction. */
    int keys();

    /** {@code blocks[i] = E_{key i}(blocks[i])} for {@code i < count <= keys()}. */
    void encryptEach(long[] blocks, int count);

    /** {@code blocks[i] = D_{key i}(blocks[i])} for {@code i < count <= keys()}. */
    void decryptEach(long[] blocks, int count);

    /**
     * {@code steps} consecutive steps of a serial mode on streams {@code 0 .. lanes-1} ({@code lanes <=
     * keys()}): stream j's input blocks are {@code data[j*steps .. (j+1)*steps)} (plaintext, or ciphertext
     * for CFB decryption), replaced by its output blocks, and {@code reg[j]} is its chaining value (CBC:
     * the last ciphertext block; CFB: the last ciphertext block; OFB: the last keystream block), read and
     * updated. This default runs one {@link #encryptEach} per step; an engine that can keep several
     * steps of a stream in one kernel (Blowfish's CBC encryption) overrides it.
     */
    default void chain(Mode mode, boolean encrypt, long[] data, int lanes, int steps, long[] reg) {
        long[] x = new long[lanes];
        for (int s = 0; s < steps; s++) {
            for (int j = 0; j < lanes; j++) {
                x[j] = mode == Mode.CBC ? reg[j] ^ data[j * steps + s] : reg[j];
            }
            encryptEach(x, lanes);
            for (int j = 0; j < lanes; j++) {
                long in = data[j * steps + s];
                long y = x[j];
                if (mode == Mode.CBC) {
                    reg[j] = y;
                } else {                                        // CFB, OFB: XOR the keystream
                    reg[j] = mode == Mode.OFB ? y : (encrypt ? y ^ in : in);
                    y ^= in;
                }
                data[j * steps + s] = y;
            }
        }
    }

    /** One single-key engine per key, called in turn. */
    static MultiKeyBlock64 perKey(Block64[] engines) {
        Block64[] e = engines.clone();
        return new MultiKeyBlock64() {
            @Override
            public int keys() {
                return e.length;
            }

            @Override
            public void encryptEach(long[] blocks, int count) {
                for (int i = 0; i < count; i++) {
                    blocks[i] = e[i].encrypt(blocks[i]);
                }
            }

            @Override
            public void decryptEach(long[] blocks, int count) {
                for (int i = 0; i < count; i++) {
                    blocks[i] = e[i].decrypt(blocks[i]);
                }
            }
        };
    }
}
