package dev.lanecrypt.math.kernel;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The compiled SIMD comba kernels allocate nothing per call, whether C2 compiles them without receiver type
 * profiles or with the shared profiles every width feeds (the reasons and the method are on
 * {@link AllocationFork}).
 */
class SimdCombaAllocationTest {

    /** The kernels' name prefixes the fork reports (the scalar combas too: they reuse scratch, as the SIMD ones). */
    private static final List<String> KERNELS = List.of("simd", "permute", "window", "rows", "scalar", "unrolled", "paired");

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
     * One length at a time, where a kernel once boxed only when nothing else ran (so the default lengths, multiplied
     * pairwise, never showed it; docs/vector-api.md): 33, whose last block of 8 holds one digit, when permute512
     * skipped the rows past it by a branch (288 bytes a call); 22 and 30 on AVX2, when rows256 stored its sums
     * through a receiver typed by the shared profiles (48-192 bytes a call); 9, the only length of permute512's
     * {@code product9}, which the default lengths do not reach; 40, rows256's 10 x 10 blocks in three methods.
     */
    @ParameterizedTest
    @ValueSource(ints = {9, 22, 30, 33, 40})
    void compiledKernelsAllocateNothingAtOneLength(int digits) throws IOException, InterruptedException {
        AllocationFork.assertNoAllocation(CombaAllocationCheck.class, dir, 2 * CombaAllocationCheck.CALLS, KERNELS,
                "-D" + CombaAllocationCheck.LENGTHS + "=" + digits);
    }

    /**
     * Products whose length is not a multiple of 8 (window512 stores its last digits as the 8 that end there: a masked
     * store reaching past the end of the product boxed its mask's range check, 32 bytes a call, with type profiles)
     * and 3 x 19 digits (its loop bounded by aLen once boxed the column sums without type profiles), both ways.
     */
    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void compiledKernelsAllocateNothingForOddProducts(boolean typeProfiles) throws IOException, InterruptedException {
        String lengths = "-D" + CombaAllocationCheck.LENGTHS + "=3,5,19,21,35";
        String[] flags = typeProfiles ? new String[] {lengths}
                : new String[] {AllocationFork.WITHOUT_TYPE_PROFILES[0], lengths};
        AllocationFork.assertNoAllocation(CombaAllocationCheck.class, dir, 2 * CombaAllocationCheck.CALLS, KERNELS, flags);
    }

    @Test
    void compiledKernelsAllocateNothingWithSharedTypeProfiles() throws IOException, InterruptedException {
        AllocationFork.assertNoAllocation(CombaAllocationCheck.class, dir, 2 * CombaAllocationCheck.CALLS, KERNELS,
                AllocationFork.WITH_TYPE_PROFILES);
    }
}
