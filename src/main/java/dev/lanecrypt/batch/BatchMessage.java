package dev.lanecrypt.batch;

import java.lang.foreign.MemorySegment;
import java.nio.ByteBuffer;

/**
 * One message of a {@link BatchCipher} call: its own key, IV (null in ECB) and input; the output goes to
 * {@code output} from its start. Input and output are {@link MemorySegment}s, so a message may live in a
 * {@code byte[]}, a heap or direct {@link ByteBuffer}, off-heap memory or a memory-mapped file, and is
 * read and written in place (zero copy). The output may be the input itself (in-place encryption), but
 * must not otherwise overlap it or another message's memory. With an executor, off-heap segments must be
 * accessible from its threads (a shared or global arena, or a mapping made with one).
 */
public record BatchMessage(byte[] key, byte[] iv, MemorySegment input, MemorySegment output) {

    public static BatchMessage of(byte[] key, byte[] iv, byte[] input, byte[] output) {
        return new BatchMessage(key, iv, MemorySegment.ofArray(input), MemorySegment.ofArray(output));
    }

    /** The buffers' bytes from position to limit; the positions are not moved. */
    public static BatchMessage of(byte[] key, byte[] iv, ByteBuffer input, ByteBuffer output) {
        return new BatchMessage(key, iv, MemorySegment.ofBuffer(input), MemorySegment.ofBuffer(output));
    }
}
