package dev.lanecrypt.cipher;

import dev.lanecrypt.scalar.BlowfishBatched;
import dev.lanecrypt.scalar.BlowfishInterleave2;
import dev.lanecrypt.scalar.BlowfishInterleave4;
import dev.lanecrypt.scalar.BlowfishInterleave8;
import dev.lanecrypt.scalar.BlowfishKey;
import dev.lanecrypt.scalar.BlowfishScalar;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * The Blowfish engines this JVM can run and the one chosen for bulk work (ECB, CTR, CBC decryption),
 * in the spirit of Eric Young's {@code des_opts}/{@code bf_opts}: every variant is timed on this machine
 * and the fastest wins, because which one that is depends on the CPU (gathers lose to interleaved scalar
 * code on AMD Zen and on Intel parts with the GDS microcode fix).
 *
 * <p>{@code -Dlanecrypt.blowfish=scalar|interleave2|interleave4|interleave8|gather256|gather512} forces a
 * variant; naming one this JVM cannot run (gathers without {@code --add-modules jdk.incubator.vector})
 * or an unknown name fails with {@link IllegalStateException} on first use. The gather engines are
 * loaded reflectively, only when the {@code jdk.incubator.vector} module is in the boot layer.
 */
public final class BlowfishEngines {

    /** The system property that forces a variant. */
    public static final String PROPERTY = "lanecrypt.blowfish";

    /** Every variant name, in order of preference when timings tie. */
    public static final List<String> NAMES =
            List.of("scalar", "interleave2", "interleave4", "interleave8", "gather256", "gather512");

    /** One engine design: its name and how to build it for a key schedule. */
    public record Variant(String name, Function<BlowfishKey, Block64> factory) {

        public Block64 engine(BlowfishKey key) {
            return factory.apply(key);
        }
    }

    /** The choice made for this JVM and one line saying why. */
    public record Choice(Variant variant, String reason) {
    }

    private static final List<Variant> AVAILABLE = detect();

    private BlowfishEngines() {
    }

    /** The variants this JVM can run, scalar first. */
    public static List<Variant> available() {
        return AVAILABLE;
    }

    /**
     * The variant called {@code name}.
     *
     * @throws IllegalStateException when there is no such variant or this JVM cannot run it
     */
    public static Variant named(String name) {
        String n = name.trim().toLowerCase(Locale.ROOT);
        for (Variant v : AVAILABLE) {
            if (v.name().equals(n)) {
                return v;
            }
        }
        if (NAMES.contains(n)) {
            throw new IllegalStateException("Blowfish engine " + n + " is unavailable: it needs the Vector API"
                    + " (run with --add-modules jdk.incubator.vector)");
        }
        throw new IllegalStateException("unknown Blowfish engine '" + name + "', expected one of " + NAMES);
    }

    /** The engine for bulk work on this machine (forced by {@value #PROPERTY} or measured once). */
    public static Choice choice() {
        return Chosen.CHOICE;
    }

    /** An engine of the chosen variant for {@code key}. */
    public static Block64 engine(BlowfishKey key) {
        return Chosen.CHOICE.variant().engine(key);
    }

    private static final class Chosen {
        static final Choice CHOICE = choose();
    }

    private static Choice choose() {
        String forced = System.getProperty(PROPERTY);
        if (forced != null && !forced.isBlank()) {
            return new Choice(named(forced), "forced by -D" + PROPERTY + "=" + forced.trim());
        }
        return BlowfishCalibration.fastest(AVAILABLE);
    }

    private static List<Variant> detect() {
        List<Variant> all = new ArrayList<>();
        all.add(new Variant("scalar", BlowfishScalar::new));
        all.add(new Variant("interleave2", BlowfishInterleave2::new));
        all.add(new Variant("interleave4", BlowfishInterleave4::new));
        all.add(new Variant("interleave8", BlowfishInterleave8::new));
        if (ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent()) {
            all.add(simd("gather256", "dev.lanecrypt.simd.BlowfishGather256"));
            all.add(simd("gather512", "dev.lanecrypt.simd.BlowfishGather512"));
        }
        return Collections.unmodifiableList(all);
    }

    private static Variant simd(String name, String className) {
        MethodHandle ctor;
        try {
            Class<?> c = Class.forName(className);
            ctor = MethodHandles.publicLookup().findConstructor(c, MethodType.methodType(void.class, BlowfishKey.class))
                    .asType(MethodType.methodType(BlowfishBatched.class, BlowfishKey.class));
        } catch (ReflectiveOperationException | LinkageError e) {
            throw new IllegalStateException("cannot load " + className, e);
        }
        return new Variant(name, key -> {
            try {
                return (BlowfishBatched) ctor.invokeExact(key);
            } catch (RuntimeException | Error e) {
                throw e;
            } catch (Throwable t) {
                throw new IllegalStateException(t);
            }
        });
    }
}
