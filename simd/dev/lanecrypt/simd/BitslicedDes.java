package dev.lanecrypt.simd;

import dev.lanecrypt.des.BitslicedKernel;
import dev.lanecrypt.des.BitslicedPass;
import dev.lanecrypt.des.DesKernel;
import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.List;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorSpecies;

/**
 * The bit-sliced DES kernels on vectors ({@code bitslice128}, {@code bitslice256}, {@code bitslice512}):
 * {@link BitslicedDesEngine} defined as a hidden class per vector species (the species as class data,
 * a {@code static final} constant for C2), run by {@link BitslicedKernel}.
 */
public final class BitslicedDes {

    private BitslicedDes() {
    }

    /** The three widths; the factory {@code dev.lanecrypt.des.DesEngines} calls reflectively. */
    public static List<DesKernel> all() {
        return List.of(kernel(LongVector.SPECIES_128), kernel(LongVector.SPECIES_256), kernel(LongVector.SPECIES_512));
    }

    private static DesKernel kernel(VectorSpecies<Long> species) {
        MethodHandle newPass = define(species);
        return new BitslicedKernel("bitslice" + species.vectorBitSize(), species.length(), () -> {
            try {
                return (BitslicedPass) newPass.invoke();
            } catch (Throwable e) {
                throw new IllegalStateException(e);
            }
        });
    }

    private static MethodHandle define(VectorSpecies<Long> species) {
        try (InputStream in = BitslicedDes.class.getResourceAsStream("BitslicedDesEngine.class")) {
            byte[] bytes = in.readAllBytes();
            MethodHandles.Lookup l = MethodHandles.lookup().defineHiddenClassWithClassData(bytes, species, true);
            return l.findConstructor(l.lookupClass(), MethodType.methodType(void.class));
        } catch (IOException | ReflectiveOperationException e) {
            throw new IllegalStateException("cannot define the bit-sliced DES engine for " + species, e);
        }
    }
}
