package dev.lanecrypt.math.kernel;

import dev.lanecrypt.select.Cutoffs;
import dev.lanecrypt.select.SpeciesClasses;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.List;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorSpecies;

/**
 * The SIMD comba kernels at 128, 256 and 512 bits: {@link SimdComba} defined once per species as a
 * hidden class whose class data is the species (why: see {@link SimdComba}). Reached from {@code src/}
 * only reflectively ({@code dev.lanecrypt.math.kernel.Kernels}), after detection found the Vector API usable.
 */
public final class SimdKernels {

    /** The 512-bit {@link SimdComba}, defined once: the selection's {@code simd512} and {@link #BEHIND} are its instances. */
    private static final MethodHandles.Lookup C512 =
            SpeciesClasses.define(MethodHandles.lookup(), SimdComba.class, LongVector.SPECIES_512);

    private static final List<MulKernel> ALL = List.of(
            define(LongVector.SPECIES_128), define(LongVector.SPECIES_256), instance512());

    /**
     * The 512-bit comba that permute512 and window512 hand operands over 40 digits to: it squares by the triangle from
     * {@link Cutoffs#REGISTER_KERNELS_SQUARE_TRIANGLE_FROM} 64 digits, where the selection's {@code simd512} squares by
     * its multiply up to {@link Cutoffs#simdSquareFrom} 192, so that the square class from 64 digits times both forms.
     */
    private static final MulKernel BEHIND = instance512(Cutoffs.REGISTER_KERNELS_SQUARE_TRIANGLE_FROM);

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
        static final SimdPermuteComba INSTANCE = new SimdPermuteComba(BEHIND);
    }

    private static final class Windows {
        static final SimdWindowComba INSTANCE = new SimdWindowComba(permute512(), BEHIND);
    }

    private static MulKernel define(VectorSpecies<Long> species) {
        return SpeciesClasses.instance(MethodHandles.lookup(), SimdComba.class, species, MulKernel.class);
    }

    /** An instance of the 512-bit comba with the selection's cutoffs. */
    private static MulKernel instance512() {
        return SpeciesClasses.construct(C512, MulKernel.class, MethodType.methodType(void.class));
    }

    /** An instance of the 512-bit comba that squares by the triangle from {@code squareFrom} digits. */
    private static MulKernel instance512(int squareFrom) {
        return SpeciesClasses.construct(C512, MulKernel.class, MethodType.methodType(void.class, int.class), squareFrom);
    }
}
