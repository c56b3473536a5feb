package dev.lanecrypt.cli;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * {@code enc -a}: base64 as OpenSSL's base64 BIO writes it, and a reader for what it and others write.
 *
 * <p><b>Writing</b> (OpenSSL's {@code EVP_EncodeUpdate}): every 48 bytes of input become a line of 64
 * characters and a newline, written as soon as the 48 bytes are there, so a shorter start ({@code Salted__}
 * and the salt) waits in the encoder as in OpenSSL; at the end the rest (with {@code =} padding) and a
 * newline, nothing at all for no input. With {@code -A} ({@code oneLine}) the same characters with no
 * newline anywhere.
 *
 * <p><b>Reading</b> skips white space (so lines of any length, with or without {@code -A}) and takes a last
 * group without its {@code =} padding. Anything else that is not base64 is an error where OpenSSL passes
 * on what it decoded so far, or nothing, and exits 0: a line of more than about 80 characters without
 * {@code -A}, a line break with it, a stray character.
 */
final class Base64Streams {

    private static final char[] ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".toCharArray();

    private Base64Streams() {
    }

    /** Encodes to {@code out}; {@link OutputStream#close} writes the end and flushes {@code out}, which stays open. */
    static OutputStream encoder(OutputStream out, boolean oneLine) {
        return new Encoder(out, oneLine);
    }

    /** Decodes {@code in}; a malformed input is an {@link IOException} at the point it is read. */
    static InputStream decoder(InputStream in) {
        return new Decoder(in);
    }

    private static final class Encoder extends FilterOutputStream {

        private final boolean oneLine;
        private final byte[] pending = new byte[48];
        private int n;
        private final byte[] line = new byte[65];
        private boolean finished;

        Encoder(OutputStream out, boolean oneLine) {
            super(out);
            this.oneLine = oneLine;
        }

        @Override
        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            while (len > 0) {
                int take = Math.min(len, 48 - n);
                System.arraycopy(b, off, pending, n, take);
                n += take;
                off += take;
                len -= take;
                if (n == 48) {
                    int chars = encode(pending, 48, line);
                    if (!oneLine) {
                        line[chars++] = '\n';
                    }
                    out.write(line, 0, chars);
                    n = 0;
                }
            }
        }

        /** Writes nothing until the end: a partial line stays in the encoder, as in OpenSSL. */
        @Override
        public void flush() throws IOException {
            out.flush();
        }

        @Override
        public void close() throws IOException {
            if (!finished) {
                finished = true;
                if (n > 0) {
                    int chars = encode(pending, n, line);
                    if (!oneLine) {
                        line[chars++] = '\n';
                    }
                    out.write(line, 0, chars);
                    n = 0;
                }
            }
            out.flush();
        }

        private static int encode(byte[] in, int len, byte[] to) {
            int o = 0;
            for (int i = 0; i < len; i += 3) {
                int b0 = in[i] & 0xff;
                int b1 = i + 1 < len ? in[i + 1] & 0xff : 0;
                int b2 = i + 2 < len ? in[i + 2] & 0xff : 0;
                to[o++] = (byte) ALPHABET[b0 >>> 2];
                to[o++] = (byte) ALPHABET[(b0 & 3) << 4 | b1 >>> 4];
                to[o++] = (byte) (i + 1 < len ? ALPHABET[(b1 & 15) << 2 | b2 >>> 6] : '=');
                to[o++] = (byte) (i + 2 < len ? ALPHABET[b2 & 63] : '=');
            }
            return o;
        }
    }

    private static final class Decoder extends InputStream {

        private final InputStream in;
        private final byte[] raw = new byte[1 << 16];
        private int rawAt;
        private int rawEnd;
        private final byte[] out = new byte[3];
        private int outAt;
        private int outEnd;
        private boolean ended;            // padding or end of input seen
        private long position;            // characters read, for the error message

        Decoder(InputStream in) {
            this.in = in;
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            if (len == 0) {
                return 0;
            }
            int done = 0;
            while (done < len) {
                if (outAt == outEnd && !group()) {
                    break;
                }
                int take = Math.min(len - done, outEnd - outAt);
                System.arraycopy(out, outAt, b, off + done, take);
                outAt += take;
                done += take;
            }
            return done == 0 ? -1 : done;
        }

        /** The next character that is not white space, -1 at the end. */
        private int next() throws IOException {
            while (true) {
                if (rawAt == rawEnd) {
                    rawEnd = in.read(raw, 0, raw.length);
                    rawAt = 0;
                    if (rawEnd <= 0) {
                        rawEnd = 0;
                        return -1;
                    }
                }
                int c = raw[rawAt++] & 0xff;
                position++;
                if (c != ' ' && c != '\t' && c != '\n' && c != '\r' && c != '\f' && c != 0x0b) {
                    return c;
                }
            }
        }

        private static int value(int c) {
            if (c >= 'A' && c <= 'Z') {
                return c - 'A';
            }
            if (c >= 'a' && c <= 'z') {
                return c - 'a' + 26;
            }
            if (c >= '0' && c <= '9') {
                return c - '0' + 52;
            }
            return c == '+' ? 62 : c == '/' ? 63 : -1;
        }

        /** Decodes the next group of four characters into {@code out}; false at the end. */
        private boolean group() throws IOException {
            if (ended) {
                int c = next();
                if (c >= 0) {
                    throw bad(c, "after the end of the base64 data");
                }
                return false;
            }
            int[] v = new int[4];
            int got = 0;
            int pad = 0;
            while (got + pad < 4) {
                int c = next();
                if (c < 0) {
                    break;
                }
                if (c == '=') {
                    if (got < 2) {
                        throw bad(c, "where a base64 digit belongs");
                    }
                    pad++;
                    continue;
                }
                if (pad > 0) {
                    throw bad(c, "after '=' padding");
                }
                int x = value(c);
                if (x < 0) {
                    throw bad(c, "not a base64 character");
                }
                v[got++] = x;
            }
            if (got == 0) {
                ended = true;
                return false;
            }
            if (got == 1) {
                throw new IOException("the base64 data ends in the middle of a byte");
            }
            if (pad > 0 || got < 4) {
                ended = true;
            }
            int bits = v[0] << 18 | v[1] << 12 | v[2] << 6 | v[3];
            out[0] = (byte) (bits >>> 16);
            out[1] = (byte) (bits >>> 8);
            out[2] = (byte) bits;
            outAt = 0;
            outEnd = got - 1;
            return true;
        }

        private IOException bad(int c, String what) {
            String shown = c >= 0x21 && c < 0x7f ? "'" + (char) c + "'" : String.format("byte 0x%02x", c);
            return new IOException("not base64: " + shown + " at character " + position + " (" + what + ")");
        }

        @Override
        public void close() throws IOException {
            in.close();
        }
    }
}
