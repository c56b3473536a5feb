package dev.lanecrypt.des;

import dev.lanecrypt.select.SpeciesClasses;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import jdk.incubator.vector.VectorShape;
import jdk.incubator.vector.VectorSpecies;

/**
 * The bit-sliced DES kernels on vectors ({@code bitslice128}, {@code bitslice256}, {@code bitslice512}, and
 * the same on three-input gates, {@code ternary128/256/512}): {@link BitslicedDesEngine} defined as a
 * hidden class per vector species (each defined twice, once per design) (the species as class data,
 * a {@code static final} constant for C2), run by {@link BitslicedKernel}.
 */
public final class BitslicedDes {

    private BitslicedDes() {
    }

    /** The kernel of {@code bits}-bit vectors (128, 256 or 512), through {@code dev.lanecrypt.select.Simd}. */
    public static DesKernel forBits(int bits) {
        return kernel(VectorSpecies.of(long.class, VectorShape.forBitSize(bits)), false);
    }

    /** The same on the three-input-gate circuits ({@code ternary128/256/512}). */
    public static DesKernel ternaryForBits(int bits) {
        return kernel(VectorSpecies.of(long.class, VectorShape.forBitSize(bits)), true);
    }

    private static DesKernel kernel(VectorSpecies<Long> species, boolean ternary) {
        MethodHandle newPass = define(species);
        return new BitslicedKernel((ternary ? "ternary" : "bitslice") + species.vectorBitSize(), species.length(), () -> {
            try {
                return (BitslicedPass) newPass.invoke(ternary);
            } catch (Throwable e) {
                throw new IllegalStateException(e);
            }
        });
    }

    private static MethodHandle define(VectorSpecies<Long> species) {
        try {
            MethodHandles.Lookup l = SpeciesClasses.define(MethodHandles.lookup(), BitslicedDesEngine.class, species);
            return l.findConstructor(l.lookupClass(), MethodType.methodType(void.class, boolean.class));
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot define the bit-sliced DES engine for " + species, e);
        }
    }
}
