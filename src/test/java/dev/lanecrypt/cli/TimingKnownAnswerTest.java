package dev.lanecrypt.cli;

import dev.lanecrypt.timing.ProductSection;
import dev.lanecrypt.measure.Stopwatch;
import dev.lanecrypt.timing.TimingSection;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanecrypt.math.kernel.MulKernel;
import dev.lanecrypt.math.kernel.ScalarComba;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A wrong kernel is caught by the known-answer check, and then nothing is timed. */
class TimingKnownAnswerTest {

    /** Scalar comba with one flipped bit in the lowest digit of products of 30 digits and more. */
    private static final MulKernel BROKEN = new MulKernel() {
        @Override
        public String name() {
            return "broken";
        }

        @Override
        public void multiply(int[] a, int aLen, int[] b, int bLen, int[] out) {
            ScalarComba.INSTANCE.multiply(a, aLen, b, bLen, out);
            out[0] ^= aLen >= 30 ? 1 : 0;
        }

        @Override
        public void square(int[] a, int aLen, int[] out) {
            ScalarComba.INSTANCE.square(a, aLen, out);
        }
    };

    private static final Stopwatch.Settings FAST = new Stopwatch.Settings(100_000L, 100L, 1_000_000L, 20_000_000L, 1);

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(List<TimingSection> sections, String... args) throws Exception {
        List<String> line = new java.util.ArrayList<>(List.of("--forks", "0"));   // a fork runs the real sections
        line.addAll(List.of(args));
        return new TimingTool(sections, FAST).execute(line, new CommandIo(new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8)));
    }

    private static List<TimingSection> sections() {
        return List.of(new ProductSection(ProductSection.Op.MULTIPLY, () -> List.of(ScalarComba.INSTANCE, BROKEN)),
                new ProductSection(ProductSection.Op.SQUARE, () -> List.of(ScalarComba.INSTANCE, BROKEN)));
    }

    @Test
    void aWrongProductFailsTheCheckAndNothingIsTimed() {
        CommandFailure f = assertThrows(CommandFailure.class, () -> run(sections(), "--digits", "4"));
        assertTrue(f.getMessage().contains("mul broken") && f.getMessage().contains("nothing was timed"), f.getMessage());
        assertFalse(f.getMessage().contains("sqr broken"), "squaring is right: " + f.getMessage());
        String text = out.toString(StandardCharsets.UTF_8);
        assertTrue(text.contains("mul broken"), text);
        List<String> lines = text.lines().toList();
        int at = lines.indexOf(lines.stream().filter(l -> l.startsWith("mul broken")).findFirst().orElseThrow());
        String result = lines.get(at + 1);
        String expected = lines.get(at + 2);
        assertTrue(result.startsWith("Result:") && expected.startsWith("Expected:"), text);
        assertFalse(result.substring(8).strip().equals(expected.substring(9).strip()), text);
        assertFalse(text.contains("clock:") || text.contains("Timing Multiplying") || text.contains("cycles"), text);
    }

    @Test
    void inJsonModeTheFailureGoesToStandardErrorAndNothingToStandardOutput() {
        assertThrows(CommandFailure.class, () -> run(sections(), "mul", "--json"));
        assertEquals("", out.toString(StandardCharsets.UTF_8));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("Result:"), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aWrongProductAboveTheFixedSizesIsCaughtAgainstBigInteger() {
        // Only sizes above 40 digits: the fixed digest still fails (30..40 are in it); the check against
        // BigInteger at the timed sizes must fail too.
        assertThrows(CommandFailure.class, () -> run(sections(), "mul", "--digits", "44..48/4"));
        String text = out.toString(StandardCharsets.UTF_8);
        assertTrue(text.contains("mul broken: SHA-1 of the products at the timed sizes [44, 48], against BigInteger"), text);
        assertTrue(text.contains("mul scalar: SHA-1 of the products at the timed sizes [44, 48], against BigInteger"), text);
    }

    @Test
    void rightKernelsPassAndAreTimed() throws Exception {
        List<TimingSection> right = List.of(new ProductSection(ProductSection.Op.MULTIPLY, () -> List.of(ScalarComba.INSTANCE)));
        assertEquals(0, run(right, "--digits", "44", "--csv"));
        List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals(3, lines.size(), lines.toString()); // header, scalar, biginteger
    }
}
