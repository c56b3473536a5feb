package dev.lanecrypt.cli;

/** The command line is wrong: one line saying what and the right form; exit status 2. */
public final class UsageException extends Exception {

    public UsageException(String message) {
        super(message, null, false, false);
    }
}
