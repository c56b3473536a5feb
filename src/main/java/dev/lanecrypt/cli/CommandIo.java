package dev.lanecrypt.cli;

import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.PrintStream;

/** The standard streams a command runs with (tests pass their own). */
public record CommandIo(InputStream in, PrintStream out, PrintStream err) {

    /**
     * The process's streams. Standard output is not {@code System.out} but the same kind of stream (a
     * PrintStream flushed on each line) over a {@link WriteFailure#guard guarded} descriptor 1, so that a
     * failed write ends the command instead of being swallowed. Standard error stays {@code System.err}:
     * where it cannot be written there is nowhere to say so, and the exit status still tells.
     */
    public static CommandIo system() {
        PrintStream out = new PrintStream(new BufferedOutputStream(
                WriteFailure.guard(new FileOutputStream(FileDescriptor.out), "standard output"), 1 << 13),
                true, System.out.charset());
        return new CommandIo(System.in, out, System.err);
    }
}
