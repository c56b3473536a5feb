package dev.lanecrypt.math.kernel;

import dev.lanecrypt.select.SpeciesClasses;
import java.lang.invoke.MethodHandles;
import java.util.List;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorSpecies;

/**
 * The SIMD comba kernels at 128, 256 and 512 bits: {@link SimdComba} defined once per species as a
 * hidden class whose class data is the species (why: see {@link SimdComba}). Reached from {@code src/}
 * only reflectively ({@code dev.lanecrypt.math.kernel.Kernels}), after detection found the Vector API usable.
 */
public final class SimdKernels {

    private static final List<MulKernel> ALL = List.of(
            define(LongVector.SPECIES_128), define(LongVector.SPECIES_256), define(LongVector.SPECIES_512));

    private SimdKernels() {
    }

    /** The kernel of {@code bits}-bit vectors, 128, 256 or 512 (each runs on any JVM with the Vector API; widths above the hardware's are emulated). */
    public static MulKernel forBits(int bits) {
        return ALL.get(SimdMontKernels.index(bits));
    }

    /** The 512-bit comba with the longer operand in registers, {@link SimdComba} at 512 bits beyond 40 digits. */
    public static Kernels.RegisterOperand permute512() {
        return Permute.INSTANCE;
    }

    /** The 512-bit comba whose rows share windows of the longer operand, 17 to 40 digits: permute512 below, simd512 above. */
    public static Kernels.Windows window512() {
        return Windows.INSTANCE;
    }

    /** The 256-bit comba with the column sums in registers, {@link SimdComba} at 256 bits beyond 32 digits. */
    public static Kernels.RowBlocks rows256() {
        return RowBlocks.INSTANCE;
    }

    private static final class RowBlocks {
        static final SimdRowBlockComba INSTANCE = new SimdRowBlockComba(forBits(256));
    }

    private static final class Permute {
        static final SimdPermuteComba INSTANCE = new SimdPermuteComba(forBits(512));
    }

    private static final class Windows {
        static final SimdWindowComba INSTANCE = new SimdWindowComba(permute512(), forBits(512));
    }

    private static MulKernel define(VectorSpecies<Long> species) {
        return SpeciesClasses.instance(MethodHandles.lookup(), SimdComba.class, species, MulKernel.class);
    }
}
