package dev.lanecrypt.cli;

import java.util.List;

/**
 * One sub-command of the {@code lanecrypt} tool ({@code timing}, {@code cpu}, {@code enc}, ...).
 *
 * <p>Contract shared by every command: a usage error throws {@link UsageException} (exit 2), a failure
 * throws {@link CommandFailure} (exit 1); {@link Main} prints the message as one line, never a stack
 * trace. A command that writes a file writes a temporary file and renames it on success.
 */
public interface Command {

    /** The word that selects this command on the command line. */
    String name();

    /** One line for {@code lanecrypt --help}. */
    String summary();

    /** Runs the command; returns the exit status (0 on success). */
    int run(List<String> args, CommandIo io) throws UsageException, CommandFailure;
}
