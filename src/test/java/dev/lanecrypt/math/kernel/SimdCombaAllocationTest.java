package dev.lanecrypt.math.kernel;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
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
     * The lengths {@code 4 q + 1} to 37 digits, where rows256 squares {@code q} blocks and the last digit as a row
     * ({@code sqr2r} ..), every pair multiplied, in a fork whose C1 compiles the kernels' loops on stack replacement
     * before the methods (the invocation thresholds raised): no compiler gave up on a method of rows256. {@code sqr7r}
     * in one method was more than C1's linear scan could allocate there ("out of virtual registers"); where a JVM had
     * compiled it at tier 2 first, that left it on the tier-2 code, 100x slower (29 digits: 11 us a square against
     * 116 ns), in 3 JVMs of 5. It is two methods since.
     */
    @Test
    void everyRowMethodCompilesOnStackReplacement() throws IOException, InterruptedException {
        dev.lanecrypt.testutil.AllocationFork.Report r = dev.lanecrypt.testutil.AllocationFork.run(dir,
                CombaAllocationCheck.class, KERNELS, 300, "-D" + CombaAllocationCheck.LENGTHS + "=9,13,17,21,25,29,33,37",
                "-XX:Tier3InvocationThreshold=100000", "-XX:Tier3MinInvocationThreshold=100000",
                "-XX:Tier3CompileThreshold=100000", "-XX:Tier3BackEdgeThreshold=2000",
                "-XX:+PrintCompilation", "-XX:+DisplayVMOutputToStderr");
        assumeTrue(r.bytes().containsKey("rows256"), "rows256 does not run here");
        String compilations = Files.readString(dir.resolve("stderr"));
        assertTrue(compilations.contains("SimdRowBlockComba::sqr2r"), "no compilation of the row methods printed:\n"
                + compilations);
        compilations.lines().filter(l -> l.contains("SimdRowBlockComba") && l.contains("COMPILE SKIPPED"))
                .findFirst().ifPresent(l -> fail("a compiler gave up on a rows256 method: " + l));
    }

    /**
     * The {@code 4 q + 1} lengths whose row methods ({@code sqr3r}, {@code sqr4r}, {@code sqr6r}, {@code sqr7ar}/{@code
     * sqr7br}, {@code sqr9ar}/{@code sqr9br}, {@code mul3_3r}, {@code mul4_4r}) no other length here reaches; 9, 21
     * and 33 are in the tests above and below.
     */
    @Test
    void compiledRowMethodsAllocateNothing() throws IOException, InterruptedException {
        AllocationFork.assertNoAllocation(CombaAllocationCheck.class, dir, 2 * CombaAllocationCheck.CALLS, KERNELS,
                "-D" + CombaAllocationCheck.LENGTHS + "=13,17,25,29,37");
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

    /**
     * C2 alone, compiling from the interpreter's profiles ({@link AllocationFork#FROM_INTERPRETER_PROFILES}), the
     * warm-up in the counted calls' order ({@link CombaAllocationCheck#INTERLEAVED}, so that what is counted is boxes,
     * not the deoptimizations of a length branch the profile never saw taken). The kernels before 1c8c94c allocated
     * here: simd256 54 MB (its sums stored through a receiver typed by the shared profile), permute512 1.1 MB, rows256
     * 0.4 MB.
     */
    @Test
    void compiledKernelsAllocateNothingFromTheInterpretersProfiles() throws IOException, InterruptedException {
        String[] flags = {AllocationFork.FROM_INTERPRETER_PROFILES[0],
                "-D" + CombaAllocationCheck.INTERLEAVED + "=true"};
        AllocationFork.assertNoAllocation(CombaAllocationCheck.class, dir, 2 * CombaAllocationCheck.CALLS, KERNELS,
                flags);
    }

    @Test
    void compiledKernelsAllocateNothingWithSharedTypeProfiles() throws IOException, InterruptedException {
        AllocationFork.assertNoAllocation(CombaAllocationCheck.class, dir, 2 * CombaAllocationCheck.CALLS, KERNELS,
                AllocationFork.WITH_TYPE_PROFILES);
    }
}
