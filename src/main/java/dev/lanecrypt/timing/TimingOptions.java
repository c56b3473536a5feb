package dev.lanecrypt.timing;

import java.util.List;

/**
 * What the command line asked of every section: {@code digits} are the operand sizes of the digit
 * sections (mul, sqr; others ignore them), {@code runs} is how many timed runs the stopwatch takes
 * (the best and the median are reported).
 */
public record TimingOptions(List<Integer> digits, int runs) {

    public TimingOptions {
        digits = List.copyOf(digits);
    }
}
