package dev.lanecrypt.cli;

import dev.lanecrypt.cipher.BlockModeCipher;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import javax.crypto.BadPaddingException;
import javax.crypto.IllegalBlockSizeException;

/**
 * Streams input through a {@link BlockModeCipher} to an output stream in bounded memory (two 1 MiB
 * buffers whatever the size): standard input is read in chunks, a file is memory-mapped and fed to the
 * cipher from the mapping without a copy. Used by {@code enc} and {@code des}.
 */
final class CipherPump {

    static final int CHUNK = 1 << 20;

    private CipherPump() {
    }

    /**
     * Runs all of {@code in} (a file when {@code inFile} is set) through {@code c} into {@code out};
     * returns the number of input bytes.
     */
    static long run(BlockModeCipher c, InputStream in, Path inFile, OutputStream out)
            throws IOException, IllegalBlockSizeException, BadPaddingException {
        byte[] outBuf = new byte[CHUNK + 16];
        MemorySegment outSeg = MemorySegment.ofArray(outBuf);
        if (inFile != null) {
            try (FileChannel ch = FileChannel.open(inFile, StandardOpenOption.READ); Arena arena = Arena.ofConfined()) {
                long size = ch.size();
                MemorySegment map = size == 0 ? MemorySegment.NULL : ch.map(FileChannel.MapMode.READ_ONLY, 0, size, arena);
                long at = 0;
                while (size - at > CHUNK) {
                    int n = (int) c.update(map, at, CHUNK, outSeg, 0);
                    out.write(outBuf, 0, n);
                    at += CHUNK;
                }
                int n = (int) c.doFinal(map, at, size - at, outSeg, 0);
                out.write(outBuf, 0, n);
                return size;
            }
        }
        byte[] inBuf = new byte[CHUNK];
        MemorySegment inSeg = MemorySegment.ofArray(inBuf);
        long total = 0;
        while (true) {
            int got = in.readNBytes(inBuf, 0, CHUNK);
            total += got;
            if (got < CHUNK) {
                int n = (int) c.doFinal(inSeg, 0, got, outSeg, 0);
                out.write(outBuf, 0, n);
                return total;
            }
            int n = (int) c.update(inSeg, 0, got, outSeg, 0);
            out.write(outBuf, 0, n);
        }
    }
}
