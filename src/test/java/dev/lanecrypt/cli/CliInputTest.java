package dev.lanecrypt.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code -in} reads what is there (issue 14): pipes, process substitution, {@code /proc} and sysfs files,
 * endless devices, each as a real process through the launcher and compared with the same bytes given
 * on standard input; a directory is refused in words that are true; a file truncated while it is mapped
 * is one line, exit 1 and no output file.
 */
class CliInputTest {

    private static final String KEY = CliProcess.KEY;
    private static final String ENC = "enc -e -des-ecb -K " + KEY;

    private static byte[] encrypt(byte[] data) {
        return CliProcess.desEcb(data);
    }

    private static final byte[] HELLO = "hello world".getBytes(StandardCharsets.US_ASCII);

    @Test
    void devStdinOnAPipeIsRead() {
        CliProcess.Result r = CliProcess.sh("printf 'hello world' | \"$LC\" " + ENC + " -in /dev/stdin");
        assertEquals(0, r.exit(), r.toString());
        assertArrayEquals(encrypt(HELLO), r.out());
    }

    @Test
    void processSubstitutionIsRead() {
        CliProcess.Result r = CliProcess.sh("\"$LC\" " + ENC + " -in <(printf 'hello world')");
        assertEquals(0, r.exit(), r.toString());
        assertArrayEquals(encrypt(HELLO), r.out());
    }

    @Test
    void procAndSysfsFilesAreReadThoughTheirSizeSaysNothing() throws Exception {
        byte[] version = Files.readAllBytes(Path.of("/proc/version"));      // st_size 0
        assertTrue(version.length > 0);
        CliProcess.Result r = CliProcess.run(new byte[0], (ENC + " -in /proc/version").split(" "));
        assertEquals(0, r.exit(), r.toString());
        assertArrayEquals(encrypt(version), r.out());
        Path sys = Path.of("/sys/devices/system/cpu/online");                // st_size 4096, cannot be mapped
        assumeTrue(Files.isReadable(sys), "no " + sys + " here");
        r = CliProcess.run(new byte[0], (ENC + " -in " + sys).split(" "));
        assertEquals(0, r.exit(), r.toString());
        assertArrayEquals(encrypt(Files.readAllBytes(sys)), r.out());
    }

    @Test
    void anEndlessDeviceIsReadUntilTheReaderStops() {
        CliProcess.Result r = CliProcess.sh("\"$LC\" " + ENC + " -in /dev/zero | head -c 4096");
        assertEquals(0, r.exit(), r.toString());
        assertArrayEquals(Arrays.copyOf(encrypt(new byte[8192]), 4096), r.out());
    }

    @Test
    void aDirectoryIsRefusedAsADirectory(@TempDir Path dir) {
        CliProcess.Result r = CliProcess.run(new byte[0], (ENC + " -in " + dir + " -out " + dir.resolve("x")).split(" "));
        assertEquals(1, r.exit(), r.toString());
        assertEquals(List.of("lanecrypt: cannot read " + dir + ": Is a directory"), r.errLines());
        assertEquals(List.of("lanecrypt: cannot read /nonexistent/x: No such file or directory"),
                CliProcess.run(new byte[0], (ENC + " -in /nonexistent/x").split(" ")).errLines());
    }

    @Test
    void aFileTruncatedWhileMappedIsOneLineAndNoOutput(@TempDir Path dir) throws Exception {
        Path in = dir.resolve("big");
        try (RandomAccessFile f = new RandomAccessFile(in.toFile(), "rw")) {
            f.setLength(200L << 20);                                          // sparse: costs no disk
        }
        Process p = CliProcess.builder(List.of("enc", "-e", "-des-ecb", "-K", KEY, "-in", in.toString(),
                "-out", dir.resolve("big.enc").toString())).redirectErrorStream(true).start();
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(CliProcess.LIMIT_S);
        while (temp(dir).map(t -> t.toFile().length()).orElse(0L) == 0) {  // it is reading the mapping
            assertTrue(p.isAlive() && System.nanoTime() < until, "no output began");
            Thread.sleep(5);
        }
        try (RandomAccessFile f = new RandomAccessFile(in.toFile(), "rw")) {
            f.setLength(1 << 20);
        }
        assertTrue(p.waitFor(CliProcess.LIMIT_S, TimeUnit.SECONDS), "still running");
        String err = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(1, p.exitValue(), err);
        assertEquals(List.of("lanecrypt: error reading " + in + ": it shrank while being read (it had 209715200 bytes)"),
                err.lines().filter(l -> !l.startsWith("INFO: ")).toList());
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(in), files.toList(), "no output or temporary file left");
        }
    }

    private static Optional<Path> temp(Path dir) throws java.io.IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> f.getFileName().toString().startsWith(".big.enc.")).findFirst();
        }
    }
}
