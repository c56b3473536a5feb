package dev.lanecrypt.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The command line of {@code lanecrypt timing}. */
class TimingArgsTest {

    @Test
    void digitsRangesExpand() throws Exception {
        assertEquals(List.of(4, 8, 12), TimingArgs.digits("4..12/4"));
        assertEquals(List.of(4, 8, 12), TimingArgs.digits("4..14/4"));
        assertEquals(List.of(7), TimingArgs.digits("7"));
        assertEquals(TimingArgs.DEFAULT_DIGITS, TimingArgs.parse(List.of(), List.of("mul")).digits());
    }

}
