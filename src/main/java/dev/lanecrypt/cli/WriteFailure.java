package dev.lanecrypt.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;

/**
 * A write the CLI could not make: {@link Main} reports it as one line ("error writing standard output:
 * Broken pipe") and exits 1.
 *
 * <p>Unchecked on purpose. {@link java.io.PrintStream} (what {@code System.out} is, and what commands
 * print through) catches every {@link IOException} and only sets a flag, so a command writing to a full
 * disk or a closed pipe would run to its end and exit 0. {@link #guard} wraps the stream under a
 * PrintStream (or any sink) so that each IOException becomes this exception, which PrintStream lets
 * through: the first failed write ends the command, and a closed pipe ({@code EPIPE}; the JVM ignores
 * SIGPIPE) ends {@code lanecrypt enc < /dev/zero | head -c 10} at once.
 */
final class WriteFailure extends UncheckedIOException {

    private WriteFailure(String target, IOException cause) {
        super("error writing " + target + ": " + CommandFailure.reason(cause), cause);
    }

    /** {@code out}, whose every failure throws a WriteFailure naming {@code target}. */
    static OutputStream guard(OutputStream out, String target) {
        return new OutputStream() {
            @Override
            public void write(int b) {
                try {
                    out.write(b);
                } catch (IOException e) {
                    throw new WriteFailure(target, e);
                }
            }

            @Override
            public void write(byte[] b, int off, int len) {
                try {
                    out.write(b, off, len);
                } catch (IOException e) {
                    throw new WriteFailure(target, e);
                }
            }

            @Override
            public void flush() {
                try {
                    out.flush();
                } catch (IOException e) {
                    throw new WriteFailure(target, e);
                }
            }

            @Override
            public void close() {
                try {
                    out.close();
                } catch (IOException e) {
                    throw new WriteFailure(target, e);
                }
            }
        };
    }
}
