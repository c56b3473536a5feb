package dev.lanecrypt.des;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanecrypt.select.Hardware;
import dev.lanecrypt.testutil.AllocationFork;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The compiled bit-sliced DES engine allocates nothing per bulk call at the widths the hardware runs
 * natively. It did: each S-box method (~120 vector operations) passed C2's inlining cutoff of 18000
 * nodes per compile unit, so its last calls to a helper method of ours stayed calls that boxed their
 * vectors (16 MiB allocated per MiB encrypted, 2.6x slower). The generated S-boxes now call only the
 * Vector API's {@code @ForceInline} methods; a helper, or a circuit grown past C2's later limits, fails
 * here. Counts bytes, never time; the fork runs Triple-DES (48 rounds) with {@code -Xbatch}, so every
 * S-box is compiled before the count. Both designs: the three-input circuits boxed on AVX2 through their
 * {@code not()} and {@code add(opaque)} conveniences (52 MB in the check, ternary256) while they allocated
 * nothing on AVX-512, so an AVX-512 machine also forks with {@code -XX:UseAVX=2}, the instruction set of the
 * other CPU class. The byte-array bulk calls ({@code <kernel>-bytes}) and the batch API's serial steps ({@code <kernel>-chain})
 * are counted the same way. A third fork
 * runs without type profiles ({@code -XX:-UseTypeProfile}), as the Montgomery kernels' checks do: where the
 * Vector API's shared call sites have seen other classes, C2 decides as if it had no profile, and the RSA ladder
 * boxed there (bench/results/2026-12-02-intel-xeon-avx512.md). The DES passes allocate nothing either way
 * (Intel Xeon, 2026-12-03); without profiles the JCA's DES ECB ran 3.6x slower all the same (515-539 against
 * 1,806-1,957 MiB/s, JMH, six forks each), in the code around the kernel (the calibration timed ternary512 at
 * 1,775 ns per 512 blocks without profiles, 1,718-1,847 with): the staging's segment accesses, which
 * {@code Blocks} now makes through the array where the segment has one. A fourth fork runs C2 alone
 * ({@code -XX:-TieredCompilation}), so every compile works from the interpreter's profiles, as a compile from tier 2
 * does in a JVM whose C2 queue was long when the engine got hot: there {@code LongVector.intoArray} dispatched on the
 * shared profile of the species it had seen and kept a box at every store (docs/des.md, "The slow ternary JVMs: boxes
 * from tier 2"). The engine before its stores were cast to the species' class (936e6da) fails this fork:
 * bitslice256 allocated 138 MB in its calls, 133 MB in its byte passes and 90 MB in its chains. The same fork under
 * {@code -XX:UseAVX=2} found the AVX2 engines' transposition boxing at its masks, given as scalar operands (29-39 MB
 * in bitslice256, ternary128 and ternary256), until the generator made them broadcast vectors.
 */
class BitslicedDesAllocationTest {

    @TempDir
    Path dir;

    @Test
    void compiledBulkPassesAllocateNothing() throws IOException, InterruptedException {
        check();
    }

    @Test
    void compiledBulkPassesAllocateNothingWithAvx2Only() throws IOException, InterruptedException {
        Assumptions.assumeTrue(Hardware.get().useAvx() >= 3, "the hardware runs AVX2 at most: the other test is this one");
        check("-XX:UseAVX=2");
    }

    @Test
    void compiledBulkPassesAllocateNothingWithoutTypeProfiles() throws IOException, InterruptedException {
        check("-XX:-UseTypeProfile");
    }

    @Test
    void compiledBulkPassesAllocateNothingCompiledFromInterpreterProfiles() throws IOException, InterruptedException {
        check(AllocationFork.FROM_INTERPRETER_PROFILES);
    }

    @Test
    void compiledBulkPassesAllocateNothingCompiledFromInterpreterProfilesWithAvx2Only() throws IOException, InterruptedException {
        Assumptions.assumeTrue(Hardware.get().useAvx() >= 3, "the hardware runs AVX2 at most: the other test is this one");
        check("-XX:UseAVX=2", AllocationFork.FROM_INTERPRETER_PROFILES);
    }

    private void check(String... flags) throws IOException, InterruptedException {
        AllocationFork.Report r = AllocationFork.run(dir, DesAllocationCheck.class, List.of("bitslice", "ternary"), 240, flags);
        assertFalse(r.bytes().isEmpty(), "no bit-sliced width runs natively here: " + r.output());
        assertTrue(r.bytes().containsKey("bitslice128"), r.output());
        // 0 expected; the slack covers a stray VM allocation, far below one boxed vector per pass
        r.bytes().forEach((name, bytes) -> assertTrue(bytes < 16L * DesAllocationCheck.CALLS,
                name + " allocated " + bytes + " bytes in its calls after warm-up (" + 2 * DesAllocationCheck.CALLS
                        + " bulk calls of " + DesAllocationCheck.BLOCKS + " blocks, or " + DesAllocationCheck.CALLS
                        + " chains; boxed vectors?)\n" + r.output()));
    }
}
