package dev.lanecrypt.timing;

import java.util.List;

/** The registry of timing sections, in the order a plain {@code lanecrypt timing} runs them. */
public final class TimingSections {

    private TimingSections() {
    }

    /** Every section; add new ones here (one line each). */
    public static List<TimingSection> all() {
        return List.of(
                ProductSection.multiply(),
                ProductSection.square(),
                new ModexpSection(),
                new DesSection(),
                new BlowfishSection());
    }
}
