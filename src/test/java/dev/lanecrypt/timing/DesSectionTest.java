package dev.lanecrypt.timing;

import dev.lanecrypt.measure.Measurement;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code lanecrypt timing des}: its known answers pass on every timed kernel, and the lines it prints. */
class DesSectionTest {

    @Test
    void knownAnswersOfEveryTimedKernelPass() {
        List<KnownAnswer> answers = new DesSection().knownAnswers(new TimingOptions(List.of(4), 1));
        assertTrue(answers.size() >= 2);
        for (KnownAnswer a : answers) {
            assertTrue(a.passed(), a.label() + ": " + a.result() + " != " + a.expected());
        }
    }

    @Test
    void printsEricYoungsSpeedLines() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        // 8192 bytes in 20 us: 409.6 MB/s, 0.02 us per block; 40960 cycles: 5 cycles/byte.
        TimingRow row = new TimingRow("des", "des bitslice256", "bytes", 8192, new Measurement(20_000, 21_000, 40_960, 42_000));
        new DesSection().print(List.of(row), new PrintStream(out, true, StandardCharsets.UTF_8));
        String line = out.toString(StandardCharsets.UTF_8).lines().skip(1).findFirst().orElseThrow();
        assertEquals("  des bitslice256        bytes per sec =   409600000 (  0.020 uS per block)    5.00 cycles/byte", line);
    }
}
