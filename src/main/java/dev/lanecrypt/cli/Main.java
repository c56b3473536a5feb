package dev.lanecrypt.cli;

import dev.lanecrypt.provider.Version;
import dev.lanecrypt.select.KernelChoiceException;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;

/**
 * Entry point of {@code lanecrypt}: dispatches to a {@link Command}. Usage errors exit 2, failures exit
 * 1 (a failed write to standard output among them, see {@link WriteFailure}), each reported as one line
 * on standard error with no stack trace.
 */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        // java.util.logging (System.Logger's default backend) prints two lines per record; one is enough
        if (System.getProperty("java.util.logging.SimpleFormatter.format") == null) {
            System.setProperty("java.util.logging.SimpleFormatter.format", "%4$s: %5$s%6$s%n");
        }
        CommandLineBytes.capture(args);       // a password's bytes as given, where the decoded strings lost them
        CommandIo io = CommandIo.system();
        System.setOut(io.out());              // anything printed to System.out is checked the same way
        System.exit(run(Arrays.asList(args), io));
    }

    /**
     * Runs one command line and returns its exit status (tests call this directly). A write to standard
     * output that fails, during the command or in the final flush, is one line and exit 1; so is a
     * caller's PrintStream that swallowed an error ({@link PrintStream#checkError}).
     */
    public static int run(List<String> args, CommandIo io) {
        int status;
        try {
            status = dispatch(args, io);
            io.out().flush();
        } catch (WriteFailure e) {
            io.err().println("lanecrypt: " + e.getMessage());
            return 1;
        }
        if (io.out().checkError()) {
            io.err().println("lanecrypt: error writing standard output");
            return 1;
        }
        return status;
    }

    private static int dispatch(List<String> args, CommandIo io) {
        if (args.isEmpty()) {
            io.err().println("lanecrypt: no command given; try 'lanecrypt --help'");
            return 2;
        }
        String first = args.get(0);
        switch (first) {
            case "--version", "-version", "version" -> {
                io.out().println("lanecrypt " + Version.get() + " (Java " + Runtime.version() + ")");
                return 0;
            }
            case "--help", "-h", "help" -> {
                printHelp(io);
                return 0;
            }
            default -> {
            }
        }
        Command command = Commands.find(first).orElse(null);
        if (command == null) {
            io.err().println("lanecrypt: unknown command '" + first + "'; try 'lanecrypt --help'");
            return 2;
        }
        try {
            return command.run(args.subList(1, args.size()), io);
        } catch (UsageException e) {
            io.err().println("lanecrypt: " + e.getMessage());
            return 2;
        } catch (KernelChoiceException e) {
            io.err().println("lanecrypt: " + e.getMessage());
            return 2;
        } catch (CommandFailure e) {
            io.err().println("lanecrypt: " + e.getMessage());
            return 1;
        } catch (WriteFailure e) {
            throw e;
        } catch (RuntimeException | OutOfMemoryError e) {
            io.err().println("lanecrypt: " + command.name() + " failed: " + e);
            return 1;
        }
    }

    private static void printHelp(CommandIo io) {
        io.out().println("usage: lanecrypt <command> [options]");
        io.out().println();
        io.out().println("commands:");
        for (Command c : Commands.all()) {
            io.out().printf("  %-8s %s%n", c.name(), c.summary());
        }
        io.out().println();
        io.out().println("  --version  print the version");
        io.out().println("  --help     this list");
        io.out().println();
        io.out().println("JVM options go in LANECRYPT_JAVA_OPTS (for example -Dlanecrypt.kernel=scalar).");
    }
}
