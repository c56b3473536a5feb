package dev.lanecrypt.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs an allocation check ({@link CombaAllocationCheck}, {@link MontAllocationCheck}) in a forked JVM with
 * {@code -Xbatch -XX:-UseTypeProfile} and asserts that every kernel line it prints ({@code <kernel> <bytes>})
 * reports (almost) no allocation. Why the flags: C2 may compile a kernel without a receiver type profile
 * (inlined into a caller before its own profile exists); if an accumulator's vector type then depends on
 * the profile, C2 cannot intrinsify the ops on it and boxes every vector, 5-40x slower ({@code README.md},
 * "./lanecrypt timing"). {@code -XX:-UseTypeProfile} makes that compile the only one, so the check is
 * deterministic; it counts allocated bytes, never time.
 */
final class AllocationFork {

    private AllocationFork() {
    }

    /**
     * Forks {@code main} with the test class path and checks each printed line starting with one of
     * {@code prefixes}: at least one such line, one for {@code simd128}, and each below 16 bytes per call.
     */
    static void assertNoAllocation(Class<?> main, Path dir, int calls, List<String> prefixes)
            throws IOException, InterruptedException {
        List<String> cmd = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--add-modules=jdk.incubator.vector", "-Xbatch", "-XX:-UseTypeProfile",
                "-cp", System.getProperty("java.class.path"), main.getName());
        ProcessBuilder pb = new ProcessBuilder(cmd);
        pb.environment().put("XDG_CACHE_HOME", dir.toString());
        Path out = dir.resolve("stdout");
        Path err = dir.resolve("stderr");
        pb.redirectOutput(out.toFile()).redirectError(err.toFile());
        Process p = pb.start();
        if (!p.waitFor(180, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("fork timed out: " + cmd);
        }
        String stdout = Files.readString(out, StandardCharsets.UTF_8);
        String report = stdout + Files.readString(err, StandardCharsets.UTF_8);
        assertEquals(0, p.exitValue(), report);
        List<String> lines = stdout.lines().filter(l -> prefixes.stream().anyMatch(l::startsWith)).toList();
        assertFalse(lines.isEmpty(), "no SIMD width runs natively here: " + report);
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("simd128 ")), report);
        for (String line : lines) {
            long bytes = Long.parseLong(line.split(" ")[1]);
            // 0 expected; the slack covers a stray allocation by the VM, far below one boxed vector per call
            assertTrue(bytes < 16L * calls, line.split(" ")[0] + " allocated " + bytes + " bytes in " + calls
                    + " calls after warm-up (boxed vectors?)\n" + report);
        }
    }
}
