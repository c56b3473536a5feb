package dev.lanecrypt.math.kernel;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Runs an allocation check ({@link CombaAllocationCheck}, {@link MontAllocationCheck}) in a forked JVM with
 * {@code -Xbatch} ({@link dev.lanecrypt.testutil.AllocationFork}) and asserts that every kernel line it
 * prints ({@code <kernel> <bytes>}) reports (almost) no allocation; it counts allocated bytes, never time.
 * Two ways of compiling, each deterministic under {@code -Xbatch}, each of which has boxed vectors in a
 * kernel that the other did not:
 * <ul>
 * <li>{@link #WITHOUT_TYPE_PROFILES}: C2 may compile a kernel without a receiver type profile (inlined into
 *     a caller before its own profile exists); if an accumulator's vector type then depends on the profile,
 *     C2 cannot intrinsify the ops on it and boxes every vector, 5-40x slower (docs/vector-api.md,
 *     "Loop-carried vectors are arguments, never receivers").</li>
 * <li>{@link #WITH_TYPE_PROFILES}: the check warms the narrower widths first, so the profiles of call sites
 *     inside the shared {@code jdk.incubator.vector} classes have seen two vector classes by the time a
 *     wider kernel compiles; a convenience method reached with a receiver whose exact type C2 does not know
 *     (a loop phi, a reinterpretation) then dispatches on that bimorphic profile, and the split result
 *     boxes the vectors after it (the 256-bit radix-2^52 kernel: 198 MB in 800 calls; docs/vector-api.md,
 *     "Type profiles are shared between species").</li>
 * <li>{@link #FROM_INTERPRETER_PROFILES}: C2 alone ({@code -XX:-TieredCompilation}), every compile made from the
 *     interpreter's profiles, as a compile from tier 2 is in a JVM whose C2 queue was long when the kernel got hot;
 *     the narrower widths run first here too. A vector whose class C2 did not know at parse time (a loop phi, a
 *     {@code broadcast} or {@code zero}, a reinterpretation), used as a receiver or stored, then dispatched on the
 *     shared profile and stayed boxed: the 256-bit Montgomery kernels allocated 145 MB to 1.3 GB in the check
 *     before their stores went through the species' class and their conveniences ({@code and(long)},
 *     {@code mul}, {@code fma}, {@code reinterpretAsLongs}) became {@code lanewise} and {@code reinterpretShape}
 *     calls from the kernel (docs/vector-api.md, "Compiles from the interpreter's profiles").</li>
 * </ul>
 */
final class AllocationFork {

    private AllocationFork() {
    }

    /** The JVM flags of a fork whose C2 compiles without receiver type profiles. */
    static final String[] WITHOUT_TYPE_PROFILES = {"-XX:-UseTypeProfile"};

    /** The JVM flags of a fork whose C2 uses the type profiles, as in production. */
    static final String[] WITH_TYPE_PROFILES = {};

    /** The JVM flags of a fork whose C2 compiles from the interpreter's profiles alone. */
    static final String[] FROM_INTERPRETER_PROFILES = {dev.lanecrypt.testutil.AllocationFork.FROM_INTERPRETER_PROFILES};

    /**
     * Forks {@code main} with the test class path and {@code flags} and checks each printed line starting with
     * one of {@code prefixes}: at least one such line, one for {@code simd128}, and each below 16 bytes per call.
     */
    static void assertNoAllocation(Class<?> main, Path dir, int calls, List<String> prefixes, String... flags)
            throws IOException, InterruptedException {
        dev.lanecrypt.testutil.AllocationFork.Report r =
                dev.lanecrypt.testutil.AllocationFork.run(dir, main, prefixes, 180, flags);
        assertFalse(r.bytes().isEmpty(), "no SIMD width runs natively here: " + r.output());
        assertTrue(r.bytes().containsKey("simd128"), r.output());
        if (prefixes.contains("rows") && r.bytes().containsKey("simd256")) {
            assertTrue(r.bytes().containsKey("rows256"), r.output());
        }
        r.bytes().forEach((kernel, bytes) ->
                // 0 expected; the slack covers a stray allocation by the VM, far below one boxed vector per call
                assertTrue(bytes < 16L * calls, kernel + " allocated " + bytes + " bytes in " + calls
                        + " calls after warm-up (boxed vectors?)\n" + r.output()));
    }
}
