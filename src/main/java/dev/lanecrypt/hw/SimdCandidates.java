package dev.lanecrypt.hw;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/**
 * The SIMD half of a candidate list, the same for every subsystem: one candidate per vector width,
 * named {@code prefix + bits} ({@code simd128}, {@code bitslice256}, ...). Without a usable Vector API
 * each is {@link Candidate#unavailable} with detection's reason and {@code load} is never called (so no
 * SIMD class is loaded); a width above the JVM's preferred one is {@link Candidate#untimed} (it runs,
 * emulated and slow, and may be forced); the others are plain candidates.
 */
public final class SimdCandidates {

    private SimdCandidates() {
    }

    /**
     * @param prefix name prefix, e.g. "simd"
     * @param widths vector widths in bits, ascending, e.g. {128, 256, 512}
     * @param load   loads the implementation for a width (reflectively: see {@link Operation})
     */
    public static <T> List<Candidate<T>> byWidth(String prefix, int[] widths, IntFunction<T> load) {
        Hardware hw = Hardware.get();
        List<Candidate<T>> list = new ArrayList<>();
        for (int bits : widths) {
            String name = prefix + bits;
            if (!hw.vectorApi()) {
                list.add(Candidate.unavailable(name, hw.refusal()));
            } else if (bits > hw.vectorBits()) {
                list.add(Candidate.untimed(name, load.apply(bits), bits + "-bit vectors are wider than this JVM's "
                        + "preferred " + hw.vectorBits() + " bits, so they run emulated"));
            } else {
                list.add(Candidate.of(name, load.apply(bits)));
            }
        }
        return list;
    }
}
