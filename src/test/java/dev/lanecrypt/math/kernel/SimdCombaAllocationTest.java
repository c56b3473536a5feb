package dev.lanecrypt.math.kernel;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The compiled SIMD comba kernels allocate nothing per call, whether C2 compiles them without receiver type
 * profiles or with the shared profiles every width feeds (the reasons and the method are on
 * {@link AllocationFork}).
 */
class SimdCombaAllocationTest {

    /** The kernels' name prefixes the fork reports. */
    private static final List<String> KERNELS = List.of("simd", "permute", "rows");

    @TempDir
    Path dir;

    @Test
    void compiledKernelsAllocateNothingWithoutTypeProfiles() throws IOException, InterruptedException {
        // CALLS multiplies and CALLS squares
        AllocationFork.assertNoAllocation(CombaAllocationCheck.class, dir, 2 * CombaAllocationCheck.CALLS, KERNELS,
                AllocationFork.WITHOUT_TYPE_PROFILES);
    }

    @Test
    void compiledKernelsAllocateNothingWhenShortAndLongAlternate() throws IOException, InterruptedException {
        AllocationFork.assertNoAllocation(CombaAllocationCheck.class, dir, 2 * CombaAllocationCheck.CALLS, KERNELS,
                "-D" + CombaAllocationCheck.LENGTHS + "=4,36");
    }

    /**
     * One length whose last block of 8 holds one digit, so that permute512's rows past it never run: when they were
     * skipped by a branch, C2 boxed the sums they would have added to (288 bytes a call, docs/vector-api.md).
     */
    @Test
    void compiledKernelsAllocateNothingWithOneDigitInTheLastBlock() throws IOException, InterruptedException {
        AllocationFork.assertNoAllocation(CombaAllocationCheck.class, dir, 2 * CombaAllocationCheck.CALLS, KERNELS,
                "-D" + CombaAllocationCheck.LENGTHS + "=33");
    }

    @Test
    void compiledKernelsAllocateNothingWithSharedTypeProfiles() throws IOException, InterruptedException {
        AllocationFork.assertNoAllocation(CombaAllocationCheck.class, dir, 2 * CombaAllocationCheck.CALLS, KERNELS,
                AllocationFork.WITH_TYPE_PROFILES);
    }
}
