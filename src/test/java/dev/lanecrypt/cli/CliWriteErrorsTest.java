package dev.lanecrypt.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A write to standard output that fails is one line on standard error and exit 1, for every command
 * (issue 14): a full device ({@code >/dev/full}: standard output redirected, never {@code -out}), a
 * closed pipe (the run ends at the first write after the reader left, not when the input ends: the
 * input here never ends). Real processes through the launcher.
 */
class CliWriteErrorsTest {

    private static final String ENC = "enc -e -des-ecb -K 0011223344556677";

    @ParameterizedTest
    @ValueSource(strings = {ENC, "des -e -K 0011223344556677", "--help", "--version", "timing --help", "enc --help"})
    void aFullDeviceIsOneLineAndExit1(String command) {
        CliProcess.Result r = CliProcess.sh("printf 'hello world' | \"$LC\" " + command + " > /dev/full");
        assertEquals(1, r.exit(), r.toString());
        assertEquals(List.of("lanecrypt: error writing standard output: No space left on device"), r.errLines(), r.toString());
    }

    @Test
    void aClosedPipeEndsTheRunAtOnce() {
        // the input never ends: only the closed pipe can end the run (CliProcess fails a hang)
        CliProcess.Result r = CliProcess.sh("\"$LC\" " + ENC + " < /dev/zero | head -c 10 | wc -c; exit ${PIPESTATUS[0]}");
        assertEquals(1, r.exit(), r.toString());
        assertEquals("10", r.outText().strip());
        assertEquals(List.of("lanecrypt: error writing standard output: Broken pipe"), r.errLines(), r.toString());
    }

    @Test
    void aFailedWriteToTheOutFileIsOneLineAndLeavesNothing(@TempDir Path dir) throws Exception {
        // a file size limit (ulimit -f, in KiB) makes write(2) fail with EFBIG as a full disk fails with
        // ENOSPC (the JVM ignores SIGXFSZ); /dev/full itself is never given as -out
        CliProcess.Result r = CliProcess.sh("cd '" + dir + "' && ulimit -f 256 && \"$LC\" " + ENC + " -out x.enc < /dev/zero");
        assertEquals(1, r.exit(), r.toString());
        assertEquals(List.of("lanecrypt: error writing x.enc: File too large"), r.errLines(), r.toString());
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(), files.toList(), "no output or temporary file left");
        }
    }
}
