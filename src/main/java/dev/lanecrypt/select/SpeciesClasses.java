package dev.lanecrypt.select;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * The one hidden-class definer: a SIMD template class (in {@code simd/}) defined once per vector species as
 * a hidden class whose class data is the species, so that one source body gets a {@code static final}
 * species constant per width, which C2 needs to compile the Vector API calls to native vectors (a species
 * read from a field C2 cannot prove constant leaves every vector boxed; see docs/vector-api.md).
 *
 * <p>Contract: the caller passes its own full-privilege lookup ({@code MethodHandles.lookup()}), and the
 * template lies in the caller's package (a hidden class joins its lookup's package). The template reads
 * its species back with {@link #species} in its static initializer. The species is passed as an
 * {@code Object} so that this class, outside {@code simd/}, never names the Vector API.
 */
public final class SpeciesClasses {

    private SpeciesClasses() {
    }

    /** A new instance (no-argument constructor) of {@code template} defined for {@code species}. */
    public static <T> T instance(MethodHandles.Lookup caller, Class<?> template, Object species, Class<T> type) {
        return construct(define(caller, template, species), type, MethodType.methodType(void.class));
    }

    /**
     * A new instance of the hidden class {@code hidden} looks up ({@link #define}), by its constructor of type
     * {@code constructor} given {@code args}: for a template whose instances differ in more than the species.
     */
    public static <T> T construct(MethodHandles.Lookup hidden, Class<T> type, MethodType constructor, Object... args) {
        try {
            return type.cast(hidden.findConstructor(hidden.lookupClass(), constructor).invokeWithArguments(args));
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException("cannot instantiate " + hidden.lookupClass().getSimpleName(), e);
        }
    }

    /**
     * {@code template} defined as a new hidden class in the caller's package with {@code species} as its
     * class data; the lookup has full privilege on it (a hidden class cannot be named, so constructors are
     * found through it).
     */
    public static MethodHandles.Lookup define(MethodHandles.Lookup caller, Class<?> template, Object species) {
        if (!template.getPackageName().equals(caller.lookupClass().getPackageName())) {
            throw new IllegalArgumentException(template.getName() + " is not in the package of "
                    + caller.lookupClass().getName());
        }
        try (InputStream in = template.getResourceAsStream(template.getSimpleName() + ".class")) {
            if (in == null) {
                throw new IllegalStateException(template.getSimpleName() + ".class missing from the class path");
            }
            return caller.defineHiddenClassWithClassData(in.readAllBytes(), species, true);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot define " + template.getSimpleName() + " for " + species, e);
        }
    }

    /**
     * The species a hidden class was defined with; called from the template's static initializer with the
     * template's own lookup, into a {@code static final} field.
     */
    @SuppressWarnings("unchecked")
    public static <S> S species(MethodHandles.Lookup lookup) {
        try {
            Object s = MethodHandles.classData(lookup, "_", Object.class);
            if (s == null) {
                throw new IllegalStateException(lookup.lookupClass().getSimpleName()
                        + " is defined only as a hidden class (see SpeciesClasses)");
            }
            return (S) s;
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }
}
