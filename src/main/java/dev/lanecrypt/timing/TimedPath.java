package dev.lanecrypt.timing;

import dev.lanecrypt.measure.Stopwatch;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * One path of a timing section: the name its rows carry (the JSON {@code "path"}, e.g. {@code simd256}
 * or {@code cbc-decrypt interleave8}) and how to time it at every size the options ask for. The timer
 * builds its own inputs when it runs, so listing a section's paths is cheap, and a forked JVM that times
 * one path builds nothing for the others ({@code lanecrypt timing --forks}).
 */
public record TimedPath(String name, Function<Stopwatch, List<TimingRow>> timer) {

    public TimedPath {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(timer, "timer");
    }

    /** A path timed at one size: its timer returns one row. */
    static TimedPath one(String name, Function<Stopwatch, TimingRow> timer) {
        return new TimedPath(name, sw -> List.of(timer.apply(sw)));
    }
}
