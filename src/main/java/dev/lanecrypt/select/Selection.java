package dev.lanecrypt.select;

import java.util.List;

/**
 * What {@link Selector} decided for one {@link Operation}: one {@link Choice} per size class, in the
 * operation's order, and how ({@code source}: "forced by -D...", "profile ...", "quick calibration ...",
 * "full calibration ...").
 */
public record Selection<T>(Operation<T> operation, List<Choice<T>> choices, String source) {

    public Selection {
        choices = List.copyOf(choices);
    }

    /** The implementation chosen for size class {@code index} (as listed by the operation). */
    public T get(int index) {
        return choices.get(index).impl();
    }

    /** One line: "mul: multiply 1-7 scalar, multiply 8-9 unrolled, ... (quick calibration, 80 ms)". */
    public String summary() {
        StringBuilder sb = new StringBuilder(operation.name()).append(':');
        for (int i = 0; i < choices.size(); i++) {
            Choice<T> c = choices.get(i);
            sb.append(i == 0 ? " " : ", ").append(c.sizeClass()).append(' ').append(c.chosen().name());
        }
        return sb.append(" (").append(source).append(')').toString();
    }
}
