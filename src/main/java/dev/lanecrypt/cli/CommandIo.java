package dev.lanecrypt.cli;

import java.io.InputStream;
import java.io.PrintStream;

/** The standard streams a command runs with (tests pass their own). */
public record CommandIo(InputStream in, PrintStream out, PrintStream err) {

    public static CommandIo system() {
        return new CommandIo(System.in, System.out, System.err);
    }
}
