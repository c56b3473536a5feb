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
     * {@code steps} consecutive steps of a serial direction (CBC or CFB encryption, OFB) on streams
     * {@code 0 .. lanes-1} ({@code lanes <= keys()}): stream j's input blocks are
     * {@code data[j*steps .. (j+1)*steps)}, replaced by its output blocks, and {@code reg[j]} is its
     * chaining value (CBC, CFB: the last ciphertext block; OFB: the last keystream block), read and
     * updated ({@link SerialStep}). This default runs one {@link #encryptEach} per step; an engine that
     * can keep several steps of a stream in one kernel (Blowfish) overrides it.
     */
    default void chain(Mode mode, long[] data, int lanes, int steps, long[] reg) {
        long[] x = new long[lanes];
        for (int s = 0; s < steps; s++) {
            for (int j = 0; j < lanes; j++) {
                x[j] = SerialStep.feed(mode, reg[j], data[j * steps + s]);
            }
            encryptEach(x, lanes);
            for (int j = 0; j < lanes; j++) {
                long in = data[j * steps + s];
                reg[j] = SerialStep.next(mode, x[j], in);
                data[j * steps + s] = SerialStep.output(mode, x[j], in);
            }
        }
    }

    /**
     * {@code steps} consecutive steps of a parallel direction ({@link ParallelStep}: ECB, CBC and CFB
     * decryption, CTR) on streams {@code 0 .. lanes-1} ({@code lanes <= keys()}), laid out as in {@link #chain}.
     * This default runs one {@link #encryptEach} or {@link #decryptEach} per step; a bit-sliced engine
     * whose streams leave most of a pass empty puts several steps in one pass.
     */
    default void parallel(Mode mode, boolean encrypt, long[] data, int lanes, int steps, long[] reg) {
        ParallelStep.run(this, mode, encrypt, data, lanes, steps, reg);
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
