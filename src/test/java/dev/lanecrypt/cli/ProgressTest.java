package dev.lanecrypt.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Progress of the long runs on standard error only when it is a terminal (issue 15): the line is drawn
 * and wiped in place and never lands in standard output; through a pipe, a file or a test's stream
 * nothing is written. The terminal case runs {@code ./lanecrypt timing} under {@code script(1)}, which
 * gives it a pseudo-terminal (skipped, saying so, where there is no {@code script}).
 */
class ProgressTest {

    @Test
    void aStepIsDrawnInPlaceAndWipedBeforeOutput() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try (Progress p = new Progress(new PrintStream(err, true, StandardCharsets.UTF_8), "lanecrypt tune: ", 3_600_000)) {
            assertTrue(p.active());
            p.step("timing mul (1/6)");
            p.clear();
            p.step("timing des (2/6)");
        }
        assertEquals("\rlanecrypt tune: timing mul (1/6)\033[K\r\033[K\rlanecrypt tune: timing des (2/6)\033[K\r\033[K",
                err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void notATerminalMeansNothingAtAll() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        CommandIo io = new CommandIo(new ByteArrayInputStream(new byte[0]), new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(err, true));
        try (Progress p = Progress.of(io, "timing")) {
            assertFalse(p.active());
            p.step("x");
        }
        assertEquals(0, err.size());
    }

    @Test
    void throughTheLauncherOnlyATerminalGetsIt(@TempDir Path dir) throws Exception {
        String run = "\"$LC\" timing sqr --digits 4 --runs 1";
        CliProcess.Result file = CliProcess.sh(run);
        assertEquals(0, file.exit(), file.toString());
        assertEquals(java.util.List.of(), file.errLines(), "nothing on a standard error that is a file");

        assumeTrue(Files.isExecutable(Path.of("/usr/bin/script")), "script(1) not installed: the terminal case is skipped");
        Path out = dir.resolve("stdout");
        // script runs the command on a pseudo-terminal and copies what the terminal showed to its stdout
        CliProcess.Result tty = CliProcess.sh("script -qec '" + run.replace("\"$LC\"", "$LC") + " > " + out + "' /dev/null");
        assertEquals(0, tty.exit(), tty.toString());
        String screen = tty.outText();
        // three JVMs for each path timed at 4 digits (the scalar kernels and BigInteger; the SIMD ones where they run)
        java.util.regex.Matcher first = java.util.regex.Pattern
                .compile("\rlanecrypt timing: timing sqr \\(1/1\\): scalar, JVM 1 of 3 \\[0/(\\d+) JVMs done]").matcher(screen);
        assertTrue(first.find(), "progress on the terminal, per forked JVM: " + screen);
        int jvms = Integer.parseInt(first.group(1));
        assertTrue(jvms % 3 == 0 && jvms >= 9, "three JVMs per path: " + screen);
        assertTrue(screen.contains(": biginteger, JVM 3 of 3 [" + (jvms - 1) + "/" + jvms + " JVMs done, about "),
                "the time left: " + screen);
        assertTrue(screen.endsWith("\r\033[K"), "wiped at the end: " + screen);
        String text = Files.readString(out);
        assertTrue(text.contains("Timing Squaring:"), text);
        assertFalse(text.contains("lanecrypt timing:") || text.contains("\033"), "none of it in standard output");
    }
}
