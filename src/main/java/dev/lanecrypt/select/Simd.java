package dev.lanecrypt.select;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.List;

/**
 * The one door into the {@code simd/} source root (as Lucene's {@code VectorizationProvider.lookup}): the
 * engines that use {@code jdk.incubator.vector} are reached only here, by the name of their entry class
 * {@value #ENTRY}, and only after {@link Hardware} found the Vector API usable, so that no class outside
 * {@code simd/} links against the incubator module and the library runs, scalar, without it.
 *
 * <p>Contract: {@link #engine} MUST be called only when {@code Hardware.get().vectorApi()}; {@link
 * #candidates} checks that itself and is what an {@link Operation}'s candidate list uses.
 */
public final class Simd {

    static final String ENTRY = "dev.lanecrypt.simd.SimdEngines";

    /** The vector widths of the SIMD engines, ascending. */
    public static final int[] WIDTHS = {128, 256, 512};

    private Simd() {
    }

    /** The SIMD engine of interface {@code type} on {@code bits}-bit vectors (the Vector API must be usable). */
    public static <T> T engine(Class<T> type, int bits) {
        try {
            return type.cast((Object) Entry.ENGINE.invokeExact((Class<?>) type, bits));
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException("cannot load the " + bits + "-bit " + type.getSimpleName(), t);
        }
    }

    /**
     * One candidate per width, named {@code prefix + bits} ({@code simd128}, {@code bitslice256}, ...): without
     * a usable Vector API each is {@link Candidate#unavailable} with detection's reason and no SIMD class is
     * loaded; a width above the JVM's preferred one is {@link Candidate#untimed} (it runs, emulated and slow,
     * and may be forced); the others are plain candidates.
     */
    public static <T> List<Candidate<T>> candidates(String prefix, Class<T> type, int... widths) {
        Hardware hw = Hardware.get();
        List<Candidate<T>> list = new ArrayList<>();
        for (int bits : widths) {
            String name = prefix + bits;
            if (!hw.vectorApi()) {
                list.add(Candidate.unavailable(name, hw.refusal()));
            } else if (bits > hw.vectorBits()) {
                list.add(Candidate.untimed(name, engine(type, bits), bits + "-bit vectors are wider than this JVM's "
                        + "preferred " + hw.vectorBits() + " bits, so they run emulated"));
            } else {
                list.add(Candidate.of(name, engine(type, bits)));
            }
        }
        return list;
    }

    /** {@link #candidates} at 128, 256 and 512 bits. */
    public static <T> List<Candidate<T>> candidates(String prefix, Class<T> type) {
        return candidates(prefix, type, WIDTHS);
    }

    /** The entry's preferred vector width (detection's last step; throws what loading the entry throws). */
    static int preferredBits() throws Throwable {
        return (int) Entry.PREFERRED.invokeExact();
    }

    /** Loaded on first use, which happens only after the module and compiler checks passed. */
    private static final class Entry {
        static final MethodHandle ENGINE;
        static final MethodHandle PREFERRED;

        static {
            try {
                Class<?> c = Class.forName(ENTRY);
                MethodHandles.Lookup l = MethodHandles.publicLookup();
                ENGINE = l.findStatic(c, "engine", MethodType.methodType(Object.class, Class.class, int.class));
                PREFERRED = l.findStatic(c, "preferredBits", MethodType.methodType(int.class));
            } catch (ReflectiveOperationException e) {
                throw new ExceptionInInitializerError(e);
            }
        }
    }
}
