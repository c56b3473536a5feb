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

class MainTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        CommandIo io = new CommandIo(new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return Main.run(List.of(args), io);
    }

    @Test
    void versionNamesTheProject() {
        assertEquals(0, run("--version"));
        assertTrue(out.toString(StandardCharsets.UTF_8).startsWith("lanecrypt "));
    }

    @Test
    void helpListsEveryCommand() {
        assertEquals(0, run("--help"));
        String text = out.toString(StandardCharsets.UTF_8);
        for (Command c : Commands.all()) {
            assertTrue(text.contains(c.name()), c.name());
        }
    }

    @Test
    void unknownCommandIsAUsageErrorOnOneLine() {
        assertEquals(2, run("frobnicate"));
        String e = err.toString(StandardCharsets.UTF_8);
        assertEquals(1, e.lines().count(), e);
        assertFalse(e.contains("Exception"), e);
    }

    @Test
    void noCommandIsAUsageError() {
        assertEquals(2, run());
    }
}
