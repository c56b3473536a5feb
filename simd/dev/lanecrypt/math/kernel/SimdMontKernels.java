package dev.lanecrypt.math.kernel;

import dev.lanecrypt.select.SpeciesClasses;
import java.lang.invoke.MethodHandles;
import java.util.List;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorSpecies;

/**
 * The SIMD Montgomery kernels at 128, 256 and 512 bits, single-operation ({@link SimdMontgomery}) and
 * multi-buffer ({@link SimdMontBatch} on 28-bit digits, {@link SimdMont52} on 52-bit limbs) and
 * one product across the lanes on 52-bit limbs ({@link SimdMont52Row}), each defined
 * once per species. Reached from {@code src/} only
 * reflectively ({@code dev.lanecrypt.math.kernel.MontKernels}), after detection found the Vector API usable.
 */
public final class SimdMontKernels {

    private static final List<VectorSpecies<Long>> SPECIES =
            List.of(LongVector.SPECIES_128, LongVector.SPECIES_256, LongVector.SPECIES_512);

    private static final List<MontKernel> SINGLE = SPECIES.stream()
            .map(s -> SpeciesClasses.instance(MethodHandles.lookup(), SimdMontgomery.class, s, MontKernel.class)).toList();

    private static final List<MontBatchKernel> BATCH = SPECIES.stream()
            .map(s -> SpeciesClasses.instance(MethodHandles.lookup(), SimdMontBatch.class, s, MontBatchKernel.class)).toList();

    private static final List<Mont52Kernel> FMA52 = SPECIES.stream()
            .map(s -> SpeciesClasses.instance(MethodHandles.lookup(), SimdMont52.class, s, Mont52Kernel.class)).toList();

    private static final List<Mont52Kernel.Row> FMA52_ROW = SPECIES.stream()
            .map(s -> SpeciesClasses.instance(MethodHandles.lookup(), SimdMont52Row.class, s, Mont52Kernel.Row.class)).toList();

    private SimdMontKernels() {
    }

    /** The radix-2^52 multi-buffer kernel for 128-, 256- or 512-bit vectors (2, 4 or 8 lanes). */
    public static Mont52Kernel fma52ForBits(int bits) {
        return FMA52.get(index(bits));
    }

    /** The radix-2^52 one-product kernel (one lane, limbs across the vector) for 128-, 256- or 512-bit vectors. */
    public static Mont52Kernel.Row fma52RowForBits(int bits) {
        return FMA52_ROW.get(index(bits));
    }

    /** The single-operation kernel for 128-, 256- or 512-bit vectors. */
    public static MontKernel forBits(int bits) {
        return SINGLE.get(index(bits));
    }

    /** The multi-buffer kernel for 128-, 256- or 512-bit vectors (2, 4 or 8 lanes). */
    public static MontBatchKernel batchForBits(int bits) {
        return BATCH.get(index(bits));
    }

    static int index(int bits) {
        return switch (bits) {
            case 128 -> 0;
            case 256 -> 1;
            case 512 -> 2;
            default -> throw new IllegalArgumentException("no Montgomery kernel for " + bits + "-bit vectors");
        };
    }
}
