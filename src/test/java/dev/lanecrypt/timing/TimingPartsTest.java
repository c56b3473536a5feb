package dev.lanecrypt.timing;

import dev.lanecrypt.measure.Measurement;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The pieces of the timing tool that need no clock. */
class TimingPartsTest {

    @Test
    void fixedOperandsRoundTripThroughBigIntegerAndHaveFullLength() {
        for (int n = 1; n <= 40; n++) {
            int[] a = FixedOperands.digits(n, 1);
            BigInteger v = FixedOperands.toBigInteger(a, n);
            assertTrue(v.bitLength() > 28 * (n - 1), "top digit non-zero at " + n);
            assertArrayEquals(a, FixedOperands.toDigits(v, n), "n " + n);
        }
    }

    @Test
    void theTableShowsEveryPathSideBySidePerSize() {
        Measurement m = new Measurement(10, 11, 40, 44);
        List<TimingRow> rows = List.of(new TimingRow("mul", "scalar", "digits", 4, m),
                new TimingRow("mul", "scalar", "digits", 8, m),
                new TimingRow("mul", "biginteger", "digits", 4, new Measurement(20, 21, 80, 84)),
                new TimingRow("mul", "biginteger", "digits", 8, m));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        TimingText.table("Timing Multiplying:", rows, new PrintStream(bytes, true, StandardCharsets.UTF_8));
        List<String> lines = bytes.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals("Timing Multiplying:", lines.get(0));
        assertTrue(lines.get(1).strip().matches("scalar\\s+biginteger"), lines.get(1));
        assertTrue(lines.get(2).matches("\\s+4 digits:\\s+40 cycles\\s+80 cycles"), lines.get(2));
        assertTrue(lines.get(3).matches("\\s+8 digits:\\s+40 cycles\\s+40 cycles"), lines.get(3));
    }

    @Test
    void svgStepsAreOneTwoOrFiveTimesAPowerOfTen() {
        assertEquals(1, SvgPlot.niceStep(0.7));
        assertEquals(200, SvgPlot.niceStep(130));
        assertEquals(500, SvgPlot.niceStep(420));
        assertEquals(1000, SvgPlot.niceStep(1000));
    }
}
