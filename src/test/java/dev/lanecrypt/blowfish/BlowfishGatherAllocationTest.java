package dev.lanecrypt.blowfish;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanecrypt.select.Hardware;
import dev.lanecrypt.testutil.AllocationFork;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The compiled gather Blowfish engines and the byte-permute engine allocate nothing per bulk call, and the gather key setups nothing
 * beyond the tables they return, at the widths the hardware runs natively. They did: the round function F was a method of its own, C2 compiled it before the block
 * loop and then refused to inline it there ("already compiled into a big method", seen with
 * {@code -XX:+PrintInlining}), so each vector crossing the call was boxed on the heap; and with F inlined,
 * a compile without a type profile (by chance in a JVM running many kernels) still boxed the loop-carried
 * halves, which were receivers of vector ops. The fork runs with {@code -XX:-UseTypeProfile}, which forces
 * that compile. Counts bytes, never time.
 *
 * <p>A second fork runs C2 alone ({@code -XX:-TieredCompilation}: every compile from the interpreter's profiles, the
 * state of DES's slow JVMs, docs/des.md) and checks the byte-permute engine, the one the JCA's bulk calls choose on
 * AVX-512 with VBMI. The gather engines and their key setups are not checked there: they allocate in that fork (114 MB
 * and 11-15 MB in the check, inside the JDK's gather; docs/vector-api.md, "Compiles from the interpreter's profiles").
 */
class BlowfishGatherAllocationTest {

    @TempDir
    Path dir;

    @Test
    void compiledGatherEnginesAllocateNothing() throws IOException, InterruptedException {
        Assumptions.assumeTrue(Hardware.get().vectorApi() && Hardware.get().vectorBits() >= 256,
                "no gather width runs natively on this JVM");
        AllocationFork.Report r = AllocationFork.run(dir, BlowfishGatherAllocationCheck.class, List.of("gather", "permute"), 300,
                "-XX:-UseTypeProfile");
        Map<String, Long> bytes = r.bytes();
        assertFalse(bytes.isEmpty(), "no gather engine was checked: " + r.output());
        assertTrue(bytes.containsKey("gather256"), r.output());
        if (Hardware.get().vectorBits() >= 512 && Hardware.get().cpu().flags().contains("avx512vbmi")) {
            assertTrue(bytes.containsKey("permute512"), r.output());
        }
        assertTrue(bytes.containsKey("gather256" + BlowfishGatherAllocationCheck.SETUP_SUFFIX), r.output());
        // what a key setup call must allocate: its result tables and the interleaved working copy, x 1.5
        long setupBudget = 3L * BlowfishGatherAllocationCheck.SETUP_KEYS * 4 * (BlowfishKey.TABLE_WORDS + 18);
        bytes.forEach((name, b) -> {
            if (name.endsWith(BlowfishGatherAllocationCheck.SETUP_SUFFIX)) {
                assertTrue(b < setupBudget, name + " allocated " + b + " bytes per call setting up "
                        + BlowfishGatherAllocationCheck.SETUP_KEYS + " keys, over " + setupBudget
                        + " (boxed vectors?)\n" + r.output());
            } else {
                // 0 expected; the slack covers a stray VM allocation, far below one boxed vector per call
                assertTrue(b < 16L * BlowfishGatherAllocationCheck.CALLS, name + " allocated " + b + " bytes in "
                        + 2 * BlowfishGatherAllocationCheck.CALLS + " bulk calls of "
                        + BlowfishGatherAllocationCheck.BLOCKS + " blocks after warm-up (boxed vectors?)\n" + r.output());
            }
        });
    }

    @Test
    void compiledPermuteEngineAllocatesNothingCompiledFromInterpreterProfiles() throws IOException, InterruptedException {
        Assumptions.assumeTrue(Hardware.get().vectorApi() && Hardware.get().vectorBits() >= 512
                && Hardware.get().cpu().flags().contains("avx512vbmi"), "permute512 does not run natively on this JVM");
        AllocationFork.Report r = AllocationFork.run(dir, BlowfishGatherAllocationCheck.class, List.of("permute"), 300,
                AllocationFork.FROM_INTERPRETER_PROFILES);
        Long b = r.bytes().get("permute512");
        assertTrue(b != null, r.output());
        // 0 expected; the slack covers a stray VM allocation, far below one boxed vector per call
        assertTrue(b < 16L * BlowfishGatherAllocationCheck.CALLS, "permute512 allocated " + b + " bytes in "
                + 2 * BlowfishGatherAllocationCheck.CALLS + " bulk calls after warm-up (boxed vectors?)\n" + r.output());
    }
}
