package dev.lanecrypt.simd;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.invoke.MethodHandles;
import jdk.incubator.vector.VectorSpecies;

/**
 * Defines a kernel class once per vector species as a hidden class whose class data is the species, so
 * that one source body gets a {@code static final} species constant per width (the reason is on
 * {@link SimdComba}). The template reads its species with {@link #species()} in its static initializer.
 */
final class SpeciesClasses {

    private SpeciesClasses() {
    }

    /** A new instance (no-argument constructor) of {@code template} defined for {@code species}. */
    static <T> T instance(Class<?> template, VectorSpecies<?> species, Class<T> type) {
        try {
            return type.cast(define(template, species).lookupClass().getDeclaredConstructor().newInstance());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot instantiate " + template.getSimpleName() + " for " + species, e);
        }
    }

    /**
     * {@code template} defined as a new hidden class with {@code species} as its class data; the lookup has
     * full privilege on it (a hidden class cannot be named, so constructors are found through it).
     */
    static MethodHandles.Lookup define(Class<?> template, VectorSpecies<?> species) {
        try (InputStream in = template.getResourceAsStream(template.getSimpleName() + ".class")) {
            if (in == null) {
                throw new IllegalStateException(template.getSimpleName() + ".class missing from the class path");
            }
            return MethodHandles.lookup().defineHiddenClassWithClassData(in.readAllBytes(), species, true);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot define " + template.getSimpleName() + " for " + species, e);
        }
    }

    /** The species a hidden class was defined with; called from the template's static initializer. */
    @SuppressWarnings("unchecked")
    static <E> VectorSpecies<E> species(MethodHandles.Lookup lookup) {
        try {
            VectorSpecies<E> s = MethodHandles.classData(lookup, "_", VectorSpecies.class);
            if (s == null) {
                throw new IllegalStateException(lookup.lookupClass().getSimpleName()
                        + " is defined only as a hidden class (see SpeciesClasses)");
            }
            return s;
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }
}
