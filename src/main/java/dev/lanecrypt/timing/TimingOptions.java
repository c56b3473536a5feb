package dev.lanecrypt.timing;

import java.util.List;
import java.util.Set;

/**
 * What the command line asked of every section: {@code digits} are the operand sizes of the digit
 * sections (mul, sqr; others ignore them), {@code runs} is how many timed runs the stopwatch takes
 * (the best and the median are reported), {@code only} names the paths to time (empty: all of them;
 * a forked JVM of {@code timing --forks} times one).
 */
public record TimingOptions(List<Integer> digits, int runs, Set<String> only) {

    public TimingOptions {
        digits = List.copyOf(digits);
        only = Set.copyOf(only);
    }

    public TimingOptions(List<Integer> digits, int runs) {
        this(digits, runs, Set.of());
    }

    /** These options for the one path {@code path}. */
    public TimingOptions onlyPath(String path) {
        return new TimingOptions(digits, runs, Set.of(path));
    }

    /** Whether {@code path} is to be timed. */
    public boolean includes(String path) {
        return only.isEmpty() || only.contains(path);
    }
}
