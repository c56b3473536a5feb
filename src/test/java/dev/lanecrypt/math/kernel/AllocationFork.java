package dev.lanecrypt.math.kernel;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Runs an allocation check ({@link CombaAllocationCheck}, {@link MontAllocationCheck}) in a forked JVM with
 * {@code -Xbatch -XX:-UseTypeProfile} ({@link dev.lanecrypt.testutil.AllocationFork}) and asserts that every
 * kernel line it prints ({@code <kernel> <bytes>}) reports (almost) no allocation. Why the flags: C2 may
 * compile a kernel without a receiver type profile (inlined into a caller before its own profile exists);
 * if an accumulator's vector type then depends on the profile, C2 cannot intrinsify the ops on it and boxes
 * every vector, 5-40x slower (docs/vector-api.md, "Loop-carried vectors are arguments, never receivers").
 * {@code -XX:-UseTypeProfile} makes that compile the only one, so the check is deterministic; it counts
 * allocated bytes, never time.
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
        dev.lanecrypt.testutil.AllocationFork.Report r =
                dev.lanecrypt.testutil.AllocationFork.run(dir, main, prefixes, 180, "-XX:-UseTypeProfile");
        assertFalse(r.bytes().isEmpty(), "no SIMD width runs natively here: " + r.output());
        assertTrue(r.bytes().containsKey("simd128"), r.output());
        r.bytes().forEach((kernel, bytes) ->
                // 0 expected; the slack covers a stray allocation by the VM, far below one boxed vector per call
                assertTrue(bytes < 16L * calls, kernel + " allocated " + bytes + " bytes in " + calls
                        + " calls after warm-up (boxed vectors?)\n" + r.output()));
    }
}
