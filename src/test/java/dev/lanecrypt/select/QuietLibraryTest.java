package dev.lanecrypt.select;

import dev.lanecrypt.cli.Operations;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The library is quiet by default (issue 15): a program that uses it with the Vector API prints nothing
 * on standard error, the kernel choices are DEBUG records (java.util.logging FINE, shown when asked
 * for), and without {@code --add-modules jdk.incubator.vector} there is exactly one line, saying how to
 * enable it (one record: java.util.logging's default format gives it a date line). Each case runs {@link QuietLibraryCheck} in a JVM of its own with java.util.logging's
 * default configuration (or the one given) and an empty cache directory (no profile).
 */
class QuietLibraryTest {

    @TempDir
    Path dir;

    record Run(int exit, String out, String err) {
    }

    private Run fork(List<String> flags, String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.addAll(flags);
        cmd.addAll(List.of("-XX:-UsePerfData", "-cp",
                System.getProperty("java.class.path"), QuietLibraryCheck.class.getName()));
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd);
        pb.environment().put("XDG_CACHE_HOME", dir.resolve("cache").toString());
        Path out = dir.resolve("out");
        Path err = dir.resolve("err");
        Process p = pb.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("fork timed out: " + cmd);
        }
        return new Run(p.exitValue(), Files.readString(out), Files.readString(err, StandardCharsets.UTF_8));
    }

    /** stderr without the JVM's own notice that an incubator module is in use (printed before main). */
    private static List<String> libraryLines(String err) {
        return err.lines().filter(l -> !l.equals("WARNING: Using incubator modules: jdk.incubator.vector")).toList();
    }

    @Test
    void withTheVectorApiNothingIsPrintedEvenAfterTheCalibration() throws Exception {
        Run r = fork(List.of("--add-modules", "jdk.incubator.vector"));
        assertEquals(0, r.exit(), r.toString());
        assertEquals("DONE\n", r.out());
        assertEquals(List.of(), libraryLines(r.err()), "nothing on standard error");
    }

    @Test
    void theChoicesAreDebugRecords() throws Exception {
        Path config = dir.resolve("logging.properties");
        Files.writeString(config, """
                handlers=java.util.logging.ConsoleHandler
                java.util.logging.ConsoleHandler.level=ALL
                java.util.logging.SimpleFormatter.format=%4$s: %5$s%n
                dev.lanecrypt.level=FINE
                """);
        Run r = fork(List.of("--add-modules", "jdk.incubator.vector", "-Djava.util.logging.config.file=" + config),
                "forced");
        assertEquals(0, r.exit(), r.toString());
        List<String> lines = libraryLines(r.err());
        for (Operation<?> op : Operations.all()) {
            assertEquals(1, lines.stream().filter(l -> l.startsWith("FINE: lanecrypt: " + op.name() + ":")).count(),
                    op.name() + " in " + lines);
        }
        assertTrue(lines.stream().allMatch(l -> l.startsWith("FINE: ")), lines.toString());
    }

    @Test
    void withoutTheModuleOneLineSaysHowToEnableIt() throws Exception {
        Run r = fork(List.of());
        assertEquals(0, r.exit(), r.toString());
        // one record; java.util.logging's default format puts a date and source line before its message
        List<String> lines = libraryLines(r.err());
        assertEquals(2, lines.size(), r.err());
        assertTrue(lines.get(0).endsWith(" dev.lanecrypt.select.Hardware detect"), lines.get(0));
        assertEquals("INFO: lanecrypt: SIMD kernels disabled, scalar only: jdk.incubator.vector is not in the boot"
                + " layer; start the JVM with --add-modules jdk.incubator.vector", lines.get(1));
    }
}
