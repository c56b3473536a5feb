package dev.lanecrypt.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code lanecrypt compare} on reports made by hand in {@code timing --json}'s format: the table across
 * machines with ratios to the base, the before/after change against the runs' own spread, and every bad
 * input as one line with exit 2 and nothing on standard output.
 */
class CompareCommandTest {

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        CommandIo io = new CommandIo(new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return Main.run(List.of(args), io);
    }

    private static Map<String, Object> machine(String flag, int bits) {
        Map<String, Object> cpu = new LinkedHashMap<>();
        cpu.put("model", "AMD EPYC");
        cpu.put("cores", 2);
        cpu.put("flags", List.of("avx2", flag));
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("cpu", cpu);
        m.put("jvm", Map.of("name", "OpenJDK", "version", "25.0.3", "vendor", "x"));
        m.put("vectorApi", Map.of("usable", true, "bits", bits));
        return m;
    }

    /** A report with rows {path, size, best, median}. */
    private Path report(String name, Map<String, Object> machine, Object format, Object[]... rows) throws IOException {
        Map<String, Object> top = new LinkedHashMap<>();
        top.put("version", "0.1.0-SNAPSHOT");
        top.put("command", "timing");
        top.put("machine", machine);
        top.put("format", format);
        top.put("date", "2026-12-01T15:00:00Z");
        top.put("commit", "abc1234");
        top.put("clock", Map.of("source", "estimated 3.24 GHz from a dependent add/xor chain", "ghz", 3.24));
        List<Object> results = new ArrayList<>();
        for (Object[] r : rows) {
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("section", "mul");
            o.put("path", r[0]);
            o.put("size", r[1]);
            o.put("unit", "digits");
            o.put("cycles", r[2]);
            o.put("ns", r[2]);
            o.put("medianCycles", r[3]);
            o.put("medianNs", r[3]);
            results.add(o);
        }
        top.put("results", results);
        Path p = dir.resolve(name + ".json");
        Files.writeString(p, Json.write(top));
        return p;
    }

    private String stdout() {
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void machinesSideBySideWithRatiosToTheBase() throws Exception {
        Path zen3 = report("zen3", machine("bmi2", 256), 1, new Object[] {"scalar", 16, 900.0, 910.0},
                new Object[] {"simd256", 16, 300.0, 310.0});
        Path zen5 = report("zen5", machine("avx512f", 512), 1, new Object[] {"scalar", 16, 450.0, 460.0},
                new Object[] {"simd256", 16, 200.0, 205.0}, new Object[] {"simd512", 16, 100.0, 101.0});
        assertEquals(0, run("compare", zen3.toString(), zen5.toString()));
        String t = stdout();
        assertTrue(t.contains("relative to zen3"), t);
        assertTrue(t.contains("AMD EPYC (AVX2, 2 cores)") && t.contains("AMD EPYC (AVX-512, 2 cores)"), t);
        assertTrue(t.matches("(?s).*scalar 16 digits\\s+900\\s+450 0\\.50x\\n.*"), t);
        assertTrue(t.matches("(?s).*simd256 16 digits\\s+300\\s+200 0\\.67x\\n.*"), t);
        assertTrue(!t.contains("simd512"), "a path in one report only is not a row: " + t);
        assertTrue(!t.contains("within noise"), "two machines: no before/after column");

        out.reset();
        assertEquals(0, run("compare", zen3.toString(), zen5.toString(), "--base", "2"));
        assertTrue(stdout().matches("(?s).*scalar 16 digits\\s+900 2\\.00x\\s+450\\n.*"), stdout());
    }

    @Test
    void cpusNamedAndFlaggedAlikeButOfAnotherModelAreTwoMachines() throws Exception {
        Map<String, Object> zen4 = machine("avx512f", 512);
        Map<String, Object> zen5 = machine("avx512f", 512);
        zen4.put("cpu", withSignature(zen4.get("cpu"), "family 25 model 17 stepping 1"));
        zen5.put("cpu", withSignature(zen5.get("cpu"), "family 26 model 2 stepping 0"));
        Path a = report("zen4", zen4, 1, new Object[] {"scalar", 16, 500.0, 510.0});
        Path b = report("zen5", zen5, 1, new Object[] {"scalar", 16, 450.0, 460.0});
        assertEquals(0, run("compare", a.toString(), b.toString()));
        String t = stdout();
        assertTrue(t.contains("AMD EPYC family 25 model 17 stepping 1 (AVX-512, 2 cores)")
                && t.contains("AMD EPYC family 26 model 2 stepping 0 (AVX-512, 2 cores)"), t);
        assertTrue(!t.contains("same machine") && !t.contains("within noise"), "two machines, not a before/after: " + t);
    }

    private static Map<String, Object> withSignature(Object cpu, String signature) {
        Map<String, Object> c = new LinkedHashMap<>(JsonReader.object(cpu));
        c.put("signature", signature);
        return c;
    }

    /** Two runs of one machine: scalar +3% against its 5% spread (1050 / 1000), simd256 -20% against 1%. */
    private Path[] beforeAndAfter() throws Exception {
        return new Path[] {
            report("before", machine("bmi2", 256), 1, new Object[] {"scalar", 16, 1000.0, 1050.0},
                    new Object[] {"simd256", 16, 300.0, 303.0}),
            report("after", machine("bmi2", 256), 1, new Object[] {"scalar", 16, 1030.0, 1040.0},
                    new Object[] {"simd256", 16, 240.0, 242.4})};
    }

    @Test
    void twoRunsOfOneMachineMarkEachChangeAgainstTheirOwnSpread() throws Exception {
        Path[] runs = beforeAndAfter();
        Path before = runs[0];
        Path after = runs[1];
        assertEquals(0, run("compare", before.toString(), after.toString()));
        String t = stdout();
        assertTrue(t.contains("same machine"), t);
        // scalar: +3% against a spread of 5% (1050 / 1000): noise; simd256: -20% against 1%: faster
        assertTrue(t.matches("(?s).*scalar 16 digits.*\\+3\\.0% within noise \\(5\\.0%\\)\\n.*"), t);
        assertTrue(t.matches("(?s).*simd256 16 digits.*-20\\.0% faster \\(noise 1\\.0%\\)\\n.*"), t);
    }

    @Test
    void theSvgDrawsEachReportsRatioAndMarksWhatIsWithinNoise() throws Exception {
        Path[] runs = beforeAndAfter();
        Path before = runs[0];
        Path after = runs[1];
        Path svg = dir.resolve("c.svg");
        assertEquals(0, run("compare", before.toString(), after.toString(), "--svg", svg.toString()));
        assertTrue(stdout().contains("same machine"), "the table still goes to standard output");
        org.w3c.dom.Document doc = javax.xml.parsers.DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(svg.toFile());
        String text = doc.getDocumentElement().getTextContent();
        assertTrue(text.contains("relative to before"), text);
        assertTrue(text.contains("scalar 16 digits (1,000)") && text.contains("1.03x (1,030) within noise"), text);
        assertTrue(text.contains("simd256 16 digits (300)") && text.contains("0.80x (240)") && !text.contains("0.80x (240) within"), text);
        // two bars (one per row; the base report has none) plus the legend's swatch and the background
        assertEquals(4, doc.getElementsByTagName("rect").getLength());

        Path zen5 = report("zen5", machine("avx512f", 512), 1, new Object[] {"scalar", 16, 450.0, 460.0});
        Path three = dir.resolve("three.svg");
        assertEquals(0, run("compare", before.toString(), after.toString(), zen5.toString(), "--svg", three.toString()));
        String t3 = javax.xml.parsers.DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(three.toFile())
                .getDocumentElement().getTextContent();
        assertTrue(t3.contains("0.45x (450)") && !t3.contains("within noise"), "three reports: no before/after " + t3);
    }

    private void assertUsageError(String why, String... args) {
        out.reset();
        err.reset();
        assertEquals(2, run(args), why);
        String e = err.toString(StandardCharsets.UTF_8);
        assertEquals(1, e.lines().count(), why + ": one line, got " + e);
        assertTrue(e.startsWith("lanecrypt"), e);
        assertEquals("", stdout(), why + ": nothing on standard output");
    }

    @Test
    void badInputIsOneLineAndExitTwo() throws Exception {
        Path good = report("good", machine("bmi2", 256), 1, new Object[] {"scalar", 16, 900.0, 910.0});
        Path other = report("other", machine("bmi2", 256), 1, new Object[] {"scalar", 24, 900.0, 910.0});
        Path oldFormat = report("old", machine("bmi2", 256), 0, new Object[] {"scalar", 16, 900.0, 910.0});
        Path notJson = Files.writeString(dir.resolve("notes.json"), "cycles: 900\n");
        Path cpu = Files.writeString(dir.resolve("cpu.json"), "{\"version\":\"0.1.0\",\"command\":\"cpu\",\"machine\":{}}");
        Path truncated = Files.writeString(dir.resolve("cut.json"), "{\"version\":\"0.1.0\",\"command\":\"timing\",\"format\":1}");
        assertUsageError("missing file", "compare", good.toString(), dir.resolve("absent.json").toString());
        assertUsageError("not JSON", "compare", good.toString(), notJson.toString());
        assertUsageError("another format", "compare", good.toString(), oldFormat.toString());
        assertUsageError("another command", "compare", good.toString(), cpu.toString());
        assertUsageError("incomplete report", "compare", good.toString(), truncated.toString());
        assertUsageError("no common paths", "compare", good.toString(), other.toString());
        assertUsageError("one report", "compare", good.toString());
        assertUsageError("bad base", "compare", good.toString(), good.toString(), "--base", "3");
        assertUsageError("unknown option", "compare", good.toString(), good.toString(), "--frob");
        assertUsageError("--svg without a file", "compare", good.toString(), good.toString(), "--svg");
        assertUsageError("--svg in no directory", "compare", good.toString(), good.toString(), "--svg",
                dir.resolve("none").resolve("c.svg").toString());
        assertUsageError("--svg a directory", "compare", good.toString(), good.toString(), "--svg", dir.toString());
        assertTrue(!Files.exists(dir.resolve("none")), "nothing created");
    }

    @Test
    void aRealTimingReportReadsBack() throws Exception {
        assertEquals(0, run("timing", "mul", "--digits", "4", "--runs", "1", "--forks", "1", "--json"));
        Path a = Files.writeString(dir.resolve("a.json"), stdout());
        out.reset();
        assertEquals(0, run("compare", a.toString(), a.toString()));
        assertTrue(stdout().matches("(?s).*scalar 4 digits.*\\+0\\.0% within noise.*"), stdout());
    }
}
