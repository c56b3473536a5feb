package dev.lanecrypt.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanecrypt.timing.ProductSection;
import dev.lanecrypt.math.kernel.Kernels;
import dev.lanecrypt.math.kernel.MulKernel;
import dev.lanecrypt.cli.JsonReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.w3c.dom.Document;

/** {@code lanecrypt timing} run in-process through {@link Main#run}, with one size and one run. */
class TimingCommandTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        List<String> line = new ArrayList<>(List.of("timing", "--forks", "0"));   // forks: TimingForksTest
        line.addAll(List.of(args));
        return Main.run(line, new CommandIo(new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8)));
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    /** Every path the mul section times: each kernel this JVM runs natively (not emulated), then BigInteger. */
    private static List<String> paths() {
        List<String> p = new ArrayList<>(Kernels.candidates().stream()
                .filter(k -> k.vectorBits() <= dev.lanecrypt.select.Hardware.get().vectorBits()).map(MulKernel::name).toList());
        p.add(ProductSection.BIGINTEGER);
        return p;
    }

    @ParameterizedTest
    @ValueSource(strings = {"--digits 0..8/4", "--digits abc", "--digits 8..4/4", "--digits 4..300/4",
        "--digits 4..8/0", "--digits", "frobnicate", "--runs 0", "--runs x", "--runs", "--frob",
        "--json --csv", "--svg /nonexistent-dir/timing.svg", "--svg ."})
    void badInputIsOneUsageLineAndExitTwoWithNothingTimed(String args) {
        assertEquals(2, run(args.split(" ")), err());
        String e = err();
        assertEquals(1, e.lines().count(), e);
        assertTrue(e.startsWith("lanecrypt: "), e);
        assertFalse(e.contains("Exception") || e.contains("\tat "), e);
        assertTrue(e.contains("--") || e.contains("sections are"), "names the right form: " + e);
        assertEquals("", out());
    }

    @Test
    void unknownSectionListsTheKnownOnes() {
        assertEquals(2, run("mul", "nope"));
        assertTrue(err().contains("'nope'") && err().contains("mul, sqr"), err());
    }

    /**
     * A kernel is timed only at the sizes where it runs code of its own: the written-out combas up to their
     * {@code ownDigits()}, beyond which it is the scalar comba (its column reads "-"), and not at all when
     * every size is beyond.
     */
    @Test
    void theWrittenOutCombaIsTimedOnlyWithinItsOwnLengths() {
        int own = dev.lanecrypt.math.kernel.UnrolledComba.INSTANCE.ownDigits();
        assertEquals(0, run("mul", "--digits", own + ".." + (own + 1) + "/1", "--runs", "1", "--forks", "0", "--json"), err());
        assertEquals(own, dev.lanecrypt.math.kernel.PairedComba.INSTANCE.ownDigits());
        for (String path : List.of("unrolled", "paired")) {
            List<String> sizes = new ArrayList<>();
            for (Object o : JsonReader.objects(JsonReader.object(JsonReader.parse(out().strip())).get("results"))) {
                Map<String, Object> r = JsonReader.object(o);
                if (path.equals(r.get("path"))) {
                    sizes.add(r.get("size").toString());
                }
            }
            assertEquals(List.of(Integer.toString(own)), sizes, path);
        }
        out.reset();
        assertEquals(0, run("mul", "--digits", (own + 1) + ".." + (own + 1) + "/1", "--runs", "1", "--forks", "0"), err());
        List<String> lines = out().lines().toList();
        String header = lines.get(lines.indexOf("Timing Multiplying:") + 1);   // the table's column names
        assertTrue(header.contains("scalar") && !header.contains("unrolled") && !header.contains("paired"), out());
        assertTrue(out().contains("mul unrolled: SHA-1") && out().contains("mul paired: SHA-1"),
                "their known answers are still checked: " + out());
    }

    /** The paired comba squares past its products' lengths, so the squaring table times it up to there. */
    @Test
    void thePairedCombaIsTimedUpToItsOwnSquares() {
        int own = dev.lanecrypt.math.kernel.PairedComba.INSTANCE.ownSquareDigits();
        assertEquals(0, run("sqr", "--digits", own + ".." + (own + 1) + "/1", "--runs", "1", "--forks", "0", "--json"), err());
        List<String> paired = new ArrayList<>();
        List<String> unrolled = new ArrayList<>();
        for (Object o : JsonReader.objects(JsonReader.object(JsonReader.parse(out().strip())).get("results"))) {
            Map<String, Object> r = JsonReader.object(o);
            if (r.get("path").equals("paired")) {
                paired.add(r.get("size").toString());
            } else if (r.get("path").equals("unrolled")) {
                unrolled.add(r.get("size").toString());
            }
        }
        assertEquals(List.of(Integer.toString(own)), paired);
        assertEquals(List.of(), unrolled, "the unrolled comba squares its own lengths only");
    }

    @Test
    void jsonHasTheClockAndOneRowPerPathAndSizeAndTheSvgParses(@TempDir Path dir) throws Exception {
        Path svg = dir.resolve("plot.svg");
        assertEquals(0, run("mul", "--digits", "4..8/4", "--runs", "1", "--json", "--svg", svg.toString()), err());
        Map<String, Object> top = JsonReader.object(JsonReader.parse(out().strip()));
        Map<String, Object> clock = JsonReader.object(top.get("clock"));
        String source = (String) clock.get("source");
        assertTrue(source.equals("perf_event_open cycles") || source.startsWith("estimated "), source);
        double ghz = ((Number) clock.get("ghz")).doubleValue();
        assertTrue(ghz > 0.2 && ghz < 10, "ghz " + ghz);
        @SuppressWarnings("unchecked")
        List<Object> results = (List<Object>) top.get("results");
        assertEquals(paths().size() * 2, results.size());
        List<String> seen = new ArrayList<>();
        for (Object o : results) {
            Map<String, Object> r = JsonReader.object(o);
            assertEquals("mul", r.get("section"));
            assertEquals("digits", r.get("unit"));
            int digits = ((Number) r.get("size")).intValue();
            assertTrue(digits == 4 || digits == 8, r.toString());
            double cycles = ((Number) r.get("cycles")).doubleValue();
            double ns = ((Number) r.get("ns")).doubleValue();
            assertTrue(cycles > 0 && ns > 0, r.toString());
            assertTrue(((Number) r.get("medianNs")).doubleValue() >= ns, r.toString());
            if (source.startsWith("estimated")) {
                assertEquals(ns * ghz, cycles, 0.002 * cycles + 0.2, "cycles = ns x ghz: " + r);
            }
            seen.add((String) r.get("path"));
        }
        assertEquals(paths(), seen.stream().distinct().toList());

        Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(svg.toFile());
        assertEquals("svg", doc.getDocumentElement().getNodeName());
        assertEquals(paths().size(), doc.getElementsByTagName("polyline").getLength());
        String svgText = Files.readString(svg);
        for (String p : paths()) {
            assertTrue(svgText.contains(">" + p + "</text>"), "legend names " + p);
        }
        try (Stream<Path> left = Files.list(dir)) {
            assertEquals(List.of(svg), left.toList(), "no temporary file left beside the plot");
        }
    }

    @Test
    void csvHasAHeaderAndOneRowPerPathAndSize() {
        assertEquals(0, run("sqr", "--digits", "4", "--runs", "1", "--csv"), err());
        List<String> lines = out().lines().toList();
        assertEquals(TimingReports.CSV_HEADER, lines.get(0));
        assertEquals(paths().size() + 1, lines.size(), out());
        for (String line : lines.subList(1, lines.size())) {
            String[] f = line.split(",");
            assertEquals(8, f.length, line);
            assertEquals("sqr", f[0]);
            assertEquals("4", f[2]);
            assertEquals("digits", f[3]);
            for (int i = 4; i < 8; i++) {
                assertTrue(Double.parseDouble(f[i]) > 0, line);
            }
        }
    }

    @Test
    void textHasTheHeaderTheAnswersAndTheTable() {
        assertEquals(0, run("mul", "--digits", "4", "--runs", "1"), err());
        String text = out();
        for (String s : List.of("CPU: ", "JVM: ", "vector shape: ", "clock: ", "Result:   ", "Expected: ",
                "Timing Multiplying:", "   4 digits:")) {
            assertTrue(text.contains(s), s + " in\n" + text);
        }
        assertFalse(text.contains("Timing Squaring:"), "only the section asked for");
        String row = text.lines().filter(l -> l.contains("4 digits:")).findFirst().orElseThrow();
        assertEquals(paths().size(), row.split(" cycles", -1).length - 1, row);
    }
}
