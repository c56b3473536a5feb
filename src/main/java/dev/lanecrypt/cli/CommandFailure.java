package dev.lanecrypt.cli;

/** The command line was right but the work failed (bad decrypt, I/O error, ...): exit status 1. */
public final class CommandFailure extends Exception {

    public CommandFailure(String message) {
        super(message, null, false, false);
    }

    public CommandFailure(String message, Throwable cause) {
        super(message, cause, false, false);
    }
}
