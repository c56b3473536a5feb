package dev.lanecrypt.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every command answers {@code --help} and {@code -h} (issue 15: {@code cpu --help} and {@code tune --help}
 * were errors) with its usage on standard output and exit 0, running nothing; and an unknown option is one
 * short line on standard error that names it and points to that help.
 */
class CommandHelpTest {

    record Run(int exit, String out, String err) {
    }

    private static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = Main.run(List.of(args), new CommandIo(new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8)));
        return new Run(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void everyCommandHasHelpAndDashH() {
        for (Command c : Commands.all()) {
            for (String flag : List.of("--help", "-h")) {
                long start = System.nanoTime();
                Run r = run(c.name(), flag);
                assertEquals(0, r.exit(), c.name() + " " + flag + ": " + r.err());
                assertTrue(r.out().startsWith("usage: lanecrypt " + c.name()), c.name() + " " + flag + ": " + r.out());
                assertEquals("", r.err(), c.name() + " " + flag);
                assertTrue(System.nanoTime() - start < 2_000_000_000L, c.name() + " " + flag + " runs nothing");
            }
            assertEquals(run(c.name(), "--help"), run(c.name(), "-h"));
        }
    }

    @Test
    void anUnknownOptionIsOneShortLineNamingItAndTheHelp() {
        for (Command c : Commands.all()) {
            Run r = run(c.name(), "--frobnicate");
            assertEquals(2, r.exit(), c.name() + ": " + r);
            assertEquals(1, r.err().lines().count(), r.err());
            assertTrue(r.err().contains("'--frobnicate'"), r.err());
            assertTrue(r.err().contains("'lanecrypt " + c.name() + " --help'"), r.err());
            assertTrue(r.err().length() < 200, c.name() + ": " + r.err().length() + " characters: " + r.err());
            assertFalse(r.err().contains("Exception"), r.err());
            assertEquals("", r.out());
        }
    }
}
