package dev.lanecrypt.cli;

import dev.lanecrypt.cipher.BlockModeCipher;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import javax.crypto.BadPaddingException;
import javax.crypto.IllegalBlockSizeException;

/**
 * Streams input through a {@link BlockModeCipher} to an output stream in bounded memory (two 1 MiB
 * buffers whatever the size). Used by {@code enc} and {@code des}.
 *
 * <p>What is read is what is there, as {@code read(2)} gives it. A regular file with a size is
 * memory-mapped and fed to the cipher from the mapping without a copy; everything else is read in
 * chunks until end of file: standard input, a pipe ({@code -in /dev/stdin}, process substitution), a
 * device ({@code /dev/zero} never ends, as with openssl), and files whose size says nothing
 * ({@code /proc} reports 0, sysfs 4096, and refuses the mapping). A mapped file that shrinks while it is
 * read (someone truncates it) is an {@link IOException}, never a fault or zeros passed off as data.
 */
final class CipherPump {

    static final int CHUNK = 1 << 20;

    private CipherPump() {
    }

    /**
     * An input opened for {@link #run}: standard input, or a file that is not a directory. What is read
     * through {@link #stream} before {@link #run} (enc's {@code Salted__} header) is not read again: a
     * mapped file is mapped from where the stream stopped.
     */
    static final class Source implements AutoCloseable {

        final String name;
        private final InputStream stream;
        private final FileChannel channel;
        private final boolean regular;
        private final long[] read;              // bytes taken from the input, shared with a decoded view

        /** {@code counted}: the stream is the input itself, whose bytes count in {@code read}. */
        private Source(String name, InputStream stream, FileChannel channel, boolean regular, long[] read, boolean counted) {
            this.name = name;
            this.channel = channel;
            this.regular = regular;
            this.read = read;
            this.stream = !counted ? stream : new java.io.FilterInputStream(stream) {
                @Override
                public int read() throws IOException {
                    int b = super.read();
                    if (b >= 0) {
                        read[0]++;
                    }
                    return b;
                }

                @Override
                public int read(byte[] b, int off, int len) throws IOException {
                    int n = super.read(b, off, len);
                    if (n > 0) {
                        read[0] += n;
                    }
                    return n;
                }
            };
        }

        private Source(String name, InputStream stream, FileChannel channel, boolean regular) {
            this(name, stream, channel, regular, new long[1], true);
        }

        /** The input as a stream (counted in {@link #bytesRead}). */
        InputStream stream() {
            return stream;
        }

        /**
         * The same input seen through {@code view} (a decoder of {@link #stream}), never mapped; its
         * {@link #bytesRead} are still those of the input. Closing either closes the file.
         */
        Source through(java.util.function.UnaryOperator<InputStream> view) {
            return new Source(name, view.apply(stream), channel, false, read, false);
        }

        /** Bytes taken from the file or standard input so far, mapped or read (before any decoding view). */
        long bytesRead() {
            return read[0];
        }

        static Source of(InputStream stdin) {
            return new Source("standard input", stdin, null, false);
        }

        /** Opens {@code file} for reading (a FIFO waits for its writer, as open(2) does). */
        static Source open(Path file) throws IOException {
            BasicFileAttributes a = Files.readAttributes(file, BasicFileAttributes.class);
            if (a.isDirectory()) {
                throw new java.nio.file.FileSystemException(file.toString(), null, "Is a directory");
            }
            FileChannel ch = FileChannel.open(file, StandardOpenOption.READ);
            return new Source(file.toString(), Channels.newInputStream(ch), ch, a.isRegularFile());
        }

        @Override
        public void close() throws IOException {
            if (channel != null) {
                channel.close();
            }
        }
    }

    /** Runs all of {@code in} through {@code c} into {@code out}; returns the number of input bytes. */
    static long run(BlockModeCipher c, Source in, OutputStream out)
            throws IOException, IllegalBlockSizeException, BadPaddingException {
        byte[] outBuf = new byte[CHUNK + 16];
        MemorySegment outSeg = MemorySegment.ofArray(outBuf);
        long start = in.regular ? in.channel.position() : 0;      // past what was read as a stream
        long size = in.regular ? in.channel.size() - start : 0;
        if (size > 0) {
            try (Arena arena = Arena.ofConfined()) {
                MemorySegment map;
                try {
                    map = in.channel.map(FileChannel.MapMode.READ_ONLY, start, size, arena);
                } catch (IOException e) {
                    map = null;                         // a file that cannot be mapped (sysfs) is read
                }
                if (map != null) {
                    long n = mapped(c, in, map, start, outSeg, outBuf, out);
                    in.read[0] += n;
                    return n;
                }
            }
        }
        return streamed(c, in.stream, outSeg, outBuf, out);
    }

    private static long mapped(BlockModeCipher c, Source in, MemorySegment map, long start, MemorySegment outSeg,
            byte[] outBuf, OutputStream out) throws IOException, IllegalBlockSizeException, BadPaddingException {
        long size = map.byteSize();
        try {
            long at = 0;
            while (size - at > CHUNK) {
                int n = (int) c.update(map, at, CHUNK, outSeg, 0);
                out.write(outBuf, 0, n);
                at += CHUNK;
            }
            int n = (int) c.doFinal(map, at, size - at, outSeg, 0);
            // a truncation within the last page reads as zeros, not as a fault: the size tells
            if (in.channel.size() < start + size) {
                throw shrank(in, start + size);
            }
            out.write(outBuf, 0, n);
            return size;
        } catch (InternalError e) {
            // HotSpot's report of SIGBUS on a mapped page past the end of a file truncated under it
            throw shrank(in, start + size);
        }
    }

    private static IOException shrank(Source in, long size) {
        return new IOException("it shrank while being read (it had " + size + " bytes)");
    }

    private static long streamed(BlockModeCipher c, InputStream in, MemorySegment outSeg, byte[] outBuf,
            OutputStream out) throws IOException, IllegalBlockSizeException, BadPaddingException {
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
