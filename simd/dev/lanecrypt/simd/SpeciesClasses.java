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

    /** A new instance of {@code template} defined as a hidden class with {@code species} as its class data. */
    static <T> T instance(Class<?> template, VectorSpecies<Long> species, Class<T> type) {
        try (InputStream in = template.getResourceAsStream(template.getSimpleName() + ".class")) {
            if (in == null) {
                throw new IllegalStateException(template.getSimpleName() + ".class missing from the class path");
            }
            Class<?> c = MethodHandles.lookup().defineHiddenClassWithClassData(in.readAllBytes(), species, true)
                    .lookupClass();
            return type.cast(c.getDeclaredConstructor().newInstance());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot define " + template.getSimpleName() + " for " + species, e);
        }
    }

    /** The species a hidden class was defined with; called from the template's static initializer. */
    @SuppressWarnings("unchecked")
    static VectorSpecies<Long> species(MethodHandles.Lookup lookup) {
        try {
            VectorSpecies<Long> s = MethodHandles.classData(lookup, "_", VectorSpecies.class);
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
