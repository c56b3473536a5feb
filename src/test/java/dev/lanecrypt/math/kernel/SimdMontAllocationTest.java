package dev.lanecrypt.math.kernel;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The compiled SIMD Montgomery kernels, single-operation, multi-buffer and radix-2^52, allocate nothing per product
 * whether C2 compiles them without receiver type profiles, with the shared profiles every width feeds or from the
 * interpreter's profiles alone (the reasons and the method are on {@link AllocationFork}): a boxed vector in the
 * modexp loop would cost every RSA and DH operation.
 */
class SimdMontAllocationTest {

    @TempDir
    Path dir;

    @Test
    void compiledKernelsAllocateNothingWithoutTypeProfiles() throws IOException, InterruptedException {
        AllocationFork.assertNoAllocation(MontAllocationCheck.class, dir, 4 * MontAllocationCheck.CALLS,
                List.of("simd", "batch", "fma52"), AllocationFork.WITHOUT_TYPE_PROFILES);
    }

    @Test
    void compiledKernelsAllocateNothingWithSharedTypeProfiles() throws IOException, InterruptedException {
        AllocationFork.assertNoAllocation(MontAllocationCheck.class, dir, 4 * MontAllocationCheck.CALLS,
                List.of("simd", "batch", "fma52"), AllocationFork.WITH_TYPE_PROFILES);
    }

    @Test
    void compiledKernelsAllocateNothingCompiledFromInterpreterProfiles() throws IOException, InterruptedException {
        AllocationFork.assertNoAllocation(MontAllocationCheck.class, dir, 4 * MontAllocationCheck.CALLS,
                List.of("simd", "batch", "fma52"), AllocationFork.FROM_INTERPRETER_PROFILES);
    }
}
