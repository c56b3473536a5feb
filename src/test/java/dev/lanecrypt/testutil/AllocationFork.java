package dev.lanecrypt.testutil;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Runs a check in a fresh JVM ({@code --add-modules=jdk.incubator.vector -Xbatch}, so every
 * compilation finishes before the calls go on and the compile order is the same each time) and reads the
 * lines {@code <name> <count> ...} it prints; for the allocation checks, the bytes a kernel's thread
 * allocated in a counted number of calls after warm-up. A fresh JVM because whether C2 inlines (and so keeps vectors in registers) depends
 * on what was compiled before, which a shared test JVM does not control.
 */
public final class AllocationFork {

    /** The fork's report: bytes per kernel, and everything it printed (for failure messages). */
    public record Report(Map<String, Long> bytes, String output) {
    }

    /**
     * The flag of a fork whose C2 compiles from the interpreter's profiles alone, as a compile from tier 2 does in a
     * JVM whose C2 queue was long when a kernel got hot (docs/vector-api.md, "Compiles from the interpreter's
     * profiles"): the DES, Blowfish, Montgomery and comba checks each fork one.
     */
    public static final String FROM_INTERPRETER_PROFILES = "-XX:-TieredCompilation";

    private AllocationFork() {
    }

    /**
     * Runs {@code mainClass} (with {@code jvmFlags} besides the two above) and returns the lines of its
     * standard output that start with one of {@code prefixes}; fails when the fork does not exit 0 within
     * {@code timeoutSeconds}.
     */
    public static Report run(Path dir, Class<?> mainClass, List<String> prefixes, int timeoutSeconds,
                             String... jvmFlags) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--add-modules=jdk.incubator.vector", "-Xbatch"));
        cmd.addAll(List.of(jvmFlags));
        cmd.addAll(List.of("-cp", System.getProperty("java.class.path"), mainClass.getName()));
        ProcessBuilder pb = new ProcessBuilder(cmd);
        pb.environment().put("XDG_CACHE_HOME", dir.toString());
        Path out = dir.resolve("stdout");
        Path err = dir.resolve("stderr");
        pb.redirectOutput(out.toFile()).redirectError(err.toFile());
        Process p = pb.start();
        if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("fork timed out: " + cmd);
        }
        String stdout = Files.readString(out, StandardCharsets.UTF_8);
        String output = stdout + Files.readString(err, StandardCharsets.UTF_8);
        assertEquals(0, p.exitValue(), output);
        Map<String, Long> bytes = new LinkedHashMap<>();
        stdout.lines().filter(l -> prefixes.stream().anyMatch(l::startsWith))
                .forEach(l -> bytes.put(l.split(" ")[0], Long.parseLong(l.split(" ")[1])));
        return new Report(bytes, output);
    }
}
