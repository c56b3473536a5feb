package dev.lanecrypt.cipher;

import dev.lanecrypt.hw.Candidate;
import dev.lanecrypt.hw.Hardware;
import java.util.List;

/**
 * The gather designs of the Blowfish operations (engines in {@link BlowfishEngines}, key setup in
 * {@link BlowfishKeySetups}) as selector candidates: {@code gather256} and {@code gather512}, loaded
 * reflectively from {@code dev.lanecrypt.simd.BlowfishGathers} (src/ never names SIMD classes) and only when
 * {@link Hardware#vectorApi()}; a width above the JVM's preferred vector size is available (forcible,
 * tested) but not timed, since it runs emulated.
 */
final class BlowfishGatherDesigns {

    private BlowfishGatherDesigns() {
    }

    /** Adds gather256 and gather512, made by {@code BlowfishGathers.<factory>(bits)}, to {@code list}. */
    static <T> void addTo(List<Candidate<T>> list, String factory, Class<T> type) {
        Hardware hw = Hardware.get();
        for (int bits = 256; bits <= 512; bits *= 2) {
            String name = "gather" + bits;
            if (!hw.vectorApi()) {
                list.add(Candidate.unavailable(name, hw.refusal()));
            } else if (bits <= hw.vectorBits()) {
                list.add(Candidate.of(name, load(factory, bits, type)));
            } else {
                list.add(Candidate.untimed(name, load(factory, bits, type), bits + "-bit vectors are wider than"
                        + " this JVM's preferred " + hw.vectorBits() + " bits, so they run emulated"));
            }
        }
    }

    private static <T> T load(String factory, int bits, Class<T> type) {
        try {
            return type.cast(Class.forName("dev.lanecrypt.simd.BlowfishGathers").getMethod(factory, int.class)
                    .invoke(null, bits));
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot load the " + bits + "-bit gather design (" + factory + ")", e);
        }
    }
}
