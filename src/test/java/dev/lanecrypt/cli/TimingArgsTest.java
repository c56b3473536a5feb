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

    @Test
    void forksDefaultToThreeAndTakeZeroToAHundred() throws Exception {
        assertEquals(TimingArgs.DEFAULT_FORKS, TimingArgs.parse(List.of(), List.of("mul")).forks());
        assertEquals(3, TimingArgs.DEFAULT_FORKS);
        assertEquals(0, TimingArgs.parse(List.of("--forks", "0"), List.of("mul")).forks());
        assertEquals(100, TimingArgs.parse(List.of("--forks", "100"), List.of("mul")).forks());
        for (String bad : List.of("-1", "101", "x", "")) {
            UsageException e = org.junit.jupiter.api.Assertions.assertThrows(UsageException.class,
                    () -> TimingArgs.parse(List.of("--forks", bad), List.of("mul")));
            org.junit.jupiter.api.Assertions.assertTrue(e.getMessage().contains("from 0 to 100"), e.getMessage());
        }
    }

}
