package dev.lanecrypt.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The launcher and the JVM under signals and closed descriptors (issue 14): a signal sent to the
 * {@code ./lanecrypt} launcher mid-run reaches the JVM, which removes its temporary output and exits
 * 128 + the signal, and no JVM is left running; with standard input or output closed the launcher
 * refuses in one line; with standard error closed the run still works; binary on standard error passes
 * the launcher's warning filter unchanged; a signal while {@code timing} runs its forked JVMs ends them
 * and removes their temporary directory.
 */
class CliSignalsTest {

    @TempDir
    Path dir;

    @ParameterizedTest
    @CsvSource({"TERM, 15", "INT, 2", "HUP, 1", "ALRM, 14"})
    void aSignalToTheLauncherRemovesTheTemporaryFileAndEndsTheJvm(String signal, int number) throws Exception {
        // a build started as a background job of a non-interactive shell (`mvn verify &`, nohup) runs with SIGINT
        // (and SIGQUIT, HUP for nohup) ignored; the launcher and the JVM rightly keep a signal their caller ignores
        Assumptions.assumeFalse(ignoredHere(number), "SIG" + signal + " is ignored in this process: inherited");
        Process p = CliProcess.builder(List.of("enc", "-e", "-des-ecb", "-K", CliProcess.KEY, "-in", "/dev/zero",
                "-out", dir.resolve("x.enc").toString())).redirectErrorStream(true).start();
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(CliProcess.LIMIT_S);
        while (!writing()) {                          // the temporary file has bytes: the JVM is mid-run
            assertTrue(p.isAlive() && System.nanoTime() < until, "no output began");
            Thread.sleep(5);
        }
        List<ProcessHandle> jvm = p.descendants().toList();
        assertFalse(jvm.isEmpty());
        Process kill = new ProcessBuilder("kill", "-s", signal, Long.toString(p.pid())).inheritIO().start();
        assertEquals(0, kill.waitFor());
        boolean ended = p.waitFor(CliProcess.LIMIT_S, TimeUnit.SECONDS);
        if (!ended) {
            jvm.forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
        }
        assertTrue(ended, "the launcher did not end on SIG" + signal);
        String err = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertEquals(128 + number, p.exitValue(), err);
        for (ProcessHandle h : jvm) {
            h.onExit().get(CliProcess.LIMIT_S, TimeUnit.SECONDS);    // no orphan keeps writing
        }
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(), files.toList(), "no output or temporary file left");
        }
    }

    @Test
    void aSignalMidTimingEndsTheForkedJvmsAndRemovesTheirDirectory() throws Exception {
        ProcessBuilder pb = CliProcess.builder(List.of("timing", "mul", "--digits", "4", "--runs", "1"));
        pb.environment().merge("LANECRYPT_JAVA_OPTS", " -Djava.io.tmpdir=" + dir, String::concat);
        Process p = pb.redirectErrorStream(true).start();
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(CliProcess.LIMIT_S);
        while (p.descendants().noneMatch(h -> h.info().commandLine().orElse("").contains("TimingFork"))) {
            assertTrue(p.isAlive() && System.nanoTime() < until, "no forked JVM started");
            Thread.sleep(5);
        }
        List<ProcessHandle> jvms = p.descendants().toList();
        Process kill = new ProcessBuilder("kill", "-s", "TERM", Long.toString(p.pid())).inheritIO().start();
        assertEquals(0, kill.waitFor());
        boolean ended = p.waitFor(CliProcess.LIMIT_S, TimeUnit.SECONDS);
        if (!ended) {
            jvms.forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
        }
        assertTrue(ended, "the launcher did not end on SIGTERM");
        String out = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertEquals(128 + 15, p.exitValue(), out);
        for (ProcessHandle h : jvms) {
            h.onExit().get(CliProcess.LIMIT_S, TimeUnit.SECONDS);    // the fork is gone with its parent
        }
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(), files.toList(), "the forks' temporary directory is removed");
        }
    }

    /** Whether signal {@code number} is ignored in this JVM (Linux: SigIgn in /proc/self/status; else false). */
    private static boolean ignoredHere(int number) throws java.io.IOException {
        Path status = Path.of("/proc/self/status");
        if (!Files.isReadable(status)) {
            return false;
        }
        for (String line : Files.readAllLines(status)) {
            if (line.startsWith("SigIgn:")) {
                return (Long.parseUnsignedLong(line.substring(7).trim(), 16) >>> (number - 1) & 1) != 0;
            }
        }
        return false;
    }

    private boolean writing() throws java.io.IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.anyMatch(f -> f.getFileName().toString().startsWith(".x.enc.") && f.toFile().length() > 0);
        }
    }

    @Test
    void closedStandardInputOrOutputIsRefusedInOneLine() {
        CliProcess.Result r = CliProcess.sh("\"$LC\" enc -e -des-ecb -K " + CliProcess.KEY + " 0<&-");
        assertEquals(1, r.exit(), r.toString());
        assertEquals(List.of("lanecrypt: standard input is closed"), r.errLines());
        assertEquals(0, r.out().length);
        r = CliProcess.sh("printf 'hello world' | \"$LC\" enc -e -des-ecb -K " + CliProcess.KEY + " >&-");
        assertEquals(1, r.exit(), r.toString());
        assertEquals(List.of("lanecrypt: standard output is closed"), r.errLines());
    }

    @Test
    void closedStandardErrorStillRuns() {
        CliProcess.Result r = CliProcess.sh("printf 'hello world' | \"$LC\" enc -e -des-ecb -K " + CliProcess.KEY + " 2>&-");
        assertEquals(0, r.exit(), r.toString());
        assertArrayEquals(CliProcess.desEcb("hello world".getBytes(java.nio.charset.StandardCharsets.US_ASCII)), r.out());
    }

    @Test
    void binaryOnStandardErrorPassesTheFilterUnchanged() {
        // the ciphertext has no newline at the end, and bytes a text filter would call binary
        CliProcess.Result r = CliProcess.sh("printf 'hello world' | \"$LC\" enc -e -des-ecb -K " + CliProcess.KEY
                + " -out /dev/stderr 2>&1 >/dev/null | tail -c 16 | od -An -tx1 | tr -d ' \\n'");
        assertEquals(0, r.exit(), r.toString());
        assertEquals(HexFormat.of().formatHex(CliProcess.desEcb("hello world".getBytes(java.nio.charset.StandardCharsets.US_ASCII))),
                r.outText());
    }
}
