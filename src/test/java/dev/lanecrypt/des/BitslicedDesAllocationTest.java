package dev.lanecrypt.des;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The compiled bit-sliced DES engine allocates nothing per bulk call at the widths the hardware runs
 * natively. It did: each S-box was one method of ~120 vector operations, over C2's inlining budget of
 * 18000 nodes per compile unit, so the last calls of each stayed calls that boxed their vectors (16 MiB
 * allocated per MiB encrypted, 2-3x slower). The generator now cuts S-boxes into smaller compile units;
 * a circuit or a unit size that outgrows the budget again fails here. Counts bytes, never time; the
 * fork runs Triple-DES (48 rounds) and {@code -Xbatch}, so every unit is compiled before the count.
 */
class BitslicedDesAllocationTest {

    @TempDir
    Path dir;

    @Test
    void compiledBulkPassesAllocateNothing() throws IOException, InterruptedException {
        List<String> cmd = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--add-modules=jdk.incubator.vector", "-Xbatch",
                "-cp", System.getProperty("java.class.path"), DesAllocationCheck.class.getName());
        ProcessBuilder pb = new ProcessBuilder(cmd);
        pb.environment().put("XDG_CACHE_HOME", dir.toString());
        Path out = dir.resolve("stdout");
        Path err = dir.resolve("stderr");
        pb.redirectOutput(out.toFile()).redirectError(err.toFile());
        Process p = pb.start();
        if (!p.waitFor(240, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("fork timed out: " + cmd);
        }
        String stdout = Files.readString(out, StandardCharsets.UTF_8);
        String report = stdout + Files.readString(err, StandardCharsets.UTF_8);
        assertEquals(0, p.exitValue(), report);
        List<String> lines = stdout.lines().filter(l -> l.startsWith("bitslice")).toList();
        assertFalse(lines.isEmpty(), "no bit-sliced width runs natively here: " + report);
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("bitslice128 ")), report);
        for (String line : lines) {
            long bytes = Long.parseLong(line.split(" ")[1]);
            // 0 expected; the slack covers a stray VM allocation, far below one boxed vector per pass
            assertTrue(bytes < 16L * DesAllocationCheck.CALLS,
                    line.split(" ")[0] + " allocated " + bytes + " bytes in " + 2 * DesAllocationCheck.CALLS
                            + " bulk calls of " + DesAllocationCheck.BLOCKS + " blocks after warm-up (boxed vectors?)\n" + report);
        }
    }
}
