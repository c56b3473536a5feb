package dev.lanecrypt.blowfish;

import dev.lanecrypt.select.SpeciesClasses;
import dev.lanecrypt.cipher.Block64;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import jdk.incubator.vector.VectorShape;
import jdk.incubator.vector.VectorSpecies;

/**
 * The gather Blowfish designs, gather256 and gather512: the engines ({@link BlowfishGather}) and the
 * batched key setup ({@link BlowfishGatherKeys}), each defined once per {@code IntVector} species. Reached from {@code src/} only reflectively ({@code BlowfishEngines}), after
 * detection found the Vector API usable.
 */
public final class BlowfishGathers {

    private BlowfishGathers() {
    }

    /** Key setup of {@code bits}-bit vectors (256 or 512): {@link BlowfishGatherKeys} for that species. */
    public static BlowfishKeySetup keySetup(int bits) {
        return SpeciesClasses.instance(MethodHandles.lookup(), BlowfishGatherKeys.class,
                VectorSpecies.of(int.class, VectorShape.forBitSize(bits)), BlowfishKeySetup.class);
    }

    /** Engines of {@code bits}-bit vectors (256 or 512), one per key schedule. */
    public static BlowfishEngines.Factory factory(int bits) {
        VectorSpecies<Integer> species = VectorSpecies.of(int.class, VectorShape.forBitSize(bits));
        MethodHandle ctor;
        try {
            MethodHandles.Lookup lookup = SpeciesClasses.define(MethodHandles.lookup(), BlowfishGather.class, species);
            ctor = lookup.findConstructor(lookup.lookupClass(), MethodType.methodType(void.class, BlowfishKey.class))
                    .asType(MethodType.methodType(Block64.class, BlowfishKey.class));
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot define the " + bits + "-bit gather engine", e);
        }
        return key -> {
            try {
                return (Block64) ctor.invokeExact(key);
            } catch (RuntimeException | Error e) {
                throw e;
            } catch (Throwable t) {
                throw new IllegalStateException(t);
            }
        };
    }
}
