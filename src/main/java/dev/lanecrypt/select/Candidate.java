package dev.lanecrypt.select;

import java.util.Objects;

/**
 * One named implementation of an {@link Operation}: {@code ("simd256", kernel)}. Three kinds:
 * <ul>
 *   <li>{@link #of}: available and timed by the quick calibration at first use;</li>
 *   <li>{@link #untimed}: available (it may be forced, and {@code lanecrypt tune} times it) but skipped
 *       by the quick calibration, with the reason (e.g. "512-bit vectors are emulated on this CPU");</li>
 *   <li>{@link #unavailable}: this JVM cannot run it (no {@code impl}); forcing it is an error that
 *       quotes the reason.</li>
 * </ul>
 *
 * @param name   the name {@code -D<forceProperty>}, {@code lanecrypt cpu} and the profile use
 * @param impl   the implementation, null when unavailable
 * @param note   why it is untimed or unavailable, null for a plain candidate
 * @param quick  whether the quick calibration times it
 */
public record Candidate<T>(String name, T impl, String note, boolean quick) {

    public Candidate {
        Objects.requireNonNull(name, "name");
        if (impl == null && note == null) {
            throw new IllegalArgumentException("an unavailable candidate needs a reason");
        }
    }

    public static <T> Candidate<T> of(String name, T impl) {
        return new Candidate<>(name, Objects.requireNonNull(impl, "impl"), null, true);
    }

    public static <T> Candidate<T> untimed(String name, T impl, String reason) {
        return new Candidate<>(name, Objects.requireNonNull(impl, "impl"), Objects.requireNonNull(reason), false);
    }

    public static <T> Candidate<T> unavailable(String name, String reason) {
        return new Candidate<>(name, null, Objects.requireNonNull(reason), false);
    }

    public boolean available() {
        return impl != null;
    }
}
