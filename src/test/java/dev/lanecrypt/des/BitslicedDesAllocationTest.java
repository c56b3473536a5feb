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
 * natively. It did: each S-box method (~120 vector operations) passed C2's inlining cutoff of 18000
 * nodes per compile unit, so its last calls to a helper method of ours stayed calls that boxed their
 * vectors (16 MiB allocated per MiB encrypted, 2.6x slower). The generated S-boxes now call only the
 * Vector API's {@code @ForceInline} methods; a helper, or a circuit grown past C2's later limits, fails
 * here. Counts bytes, never time; the fork runs Triple-DES (48 rounds) with {@code -Xbatch}, so every
 * S-box is compiled before the count.
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
