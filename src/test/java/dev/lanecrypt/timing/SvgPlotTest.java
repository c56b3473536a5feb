package dev.lanecrypt.timing;

import dev.lanecrypt.measure.Measurement;
import dev.lanecrypt.measure.Stopwatch;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanecrypt.cli.CommandIo;
import dev.lanecrypt.cli.Main;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * {@code timing --svg} as issue 15 asks: DES and Blowfish (one buffer size) as bar charts of cycles per
 * byte per path, Blowfish's key setups in a panel of their own (per key), the products as lines against
 * digits; each panel states its one scale; a header with CPU, JVM, clock, date and version; no label
 * outside the picture; and the file created readable as any new file ({@code 0666} less the umask).
 * The rows are made up in the shape the sections return (no timing here); the picture is written to
 * {@code target/timing-sample.svg} for a look in a browser.
 */
class SvgPlotTest {

    private static final SvgPlot.Header HEADER = new SvgPlot.Header("AMD EPYC, 2 cores, flags sse2 avx avx2 bmi2 adx (no AVX-512)",
            "OpenJDK 64-Bit Server VM 25.0.3+9-LTS (Eclipse Adoptium)", "estimated 3.21 GHz (from a dependent add/xor chain)",
            "2026-12-01 10:00:00Z", "0.1.0-SNAPSHOT");

    private static TimingRow row(String section, String path, String unit, int size, double cycles) {
        return new TimingRow(section, path, unit, size, new Measurement(cycles / 3.2, cycles / 3.0, cycles, cycles * 1.07));
    }

    private static final class Section implements TimingSection {
        private final String name;
        private final String title;

        Section(String name, String title) {
            this.name = name;
            this.title = title;
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public String title() {
            return title;
        }

        @Override
        public List<KnownAnswer> knownAnswers(TimingOptions options) {
            return List.of();
        }

        @Override
        public List<TimedPath> paths(TimingOptions options) {
            return List.of();
        }
    }

    static List<TimingRow> rows() {
        Random r = new Random(19);
        List<TimingRow> rows = new ArrayList<>();
        for (String k : List.of("scalar", "simd128", "simd256", "simd512", "biginteger")) {
            for (int d = 4; d <= 36; d += 4) {
                rows.add(row("mul", k, "digits", d, d * d * (k.equals("simd512") ? 60 : 3 + r.nextInt(3))));
            }
        }
        for (String k : List.of("scalar", "bitslice64", "bitslice128", "bitslice256", "bitslice512")) {
            rows.add(row("des", "des " + k, "bytes", 8192, 8192 * (k.equals("bitslice512") ? 400 : 20 + r.nextInt(30))));
            rows.add(row("des", "des-ede3 " + k, "bytes", 8192, 8192 * (60 + r.nextInt(60))));
            rows.add(row("des", "transpose " + k, "bytes", 8192, 8192 * (2 + r.nextInt(3))));
        }
        rows.add(row("des", "des SunJCE", "bytes", 8192, 8192 * 60));
        rows.add(row("des", "des-ede3 SunJCE", "bytes", 8192, 8192 * 180));
        rows.add(row("bf", BlowfishSection.SET_KEY, "keys", 1, 9000));
        for (String k : List.of("scalar", "gather256", "lanes256")) {
            rows.add(row("bf", BlowfishSection.SET_KEY_BATCHED + " " + k, "keys", 64, 64 * (4000 + r.nextInt(5000))));
        }
        for (String k : List.of("scalar", "gather128", "gather256", "gather512")) {
            rows.add(row("bf", "ecb " + k, "bytes", 8192, 8192 * (6 + r.nextInt(8))));
        }
        rows.add(row("bf", BlowfishSection.CBC_ENCRYPT, "bytes", 8192, 8192 * 12));
        for (String k : List.of("scalar", "gather128", "gather256", "gather512")) {
            rows.add(row("bf", "cbc-decrypt " + k, "bytes", 8192, 8192 * (6 + r.nextInt(8))));
        }
        rows.add(row("bf", "ecb SunJCE", "bytes", 8192, 8192 * 25));
        return rows;
    }

    @Test
    void aFigureTheForksDisagreeOnIsMarkedAndTheMarkExplained() {
        TimingRow fast = row("mul", "simd256", "digits", 8, 180);
        TimingRow slow = row("mul", "simd256", "digits", 8, 320);
        List<TimingRow> rows = new ArrayList<>(List.of(TimingRow.ofForks(List.of(fast, slow)),
                TimingRow.ofForks(List.of(row("mul", "simd256", "digits", 16, 300), row("mul", "simd256", "digits", 16, 301)))));
        TimingRow desFast = row("des", "des bitslice256", "bytes", 8192, 8192 * 3.25);
        rows.add(TimingRow.ofForks(List.of(desFast, row("des", "des bitslice256", "bytes", 8192, 8192 * 4.5))));
        rows.add(row("des", "des SunJCE", "bytes", 8192, 8192 * 50.5));
        String svg = SvgPlot.render(sections(), rows, HEADER);
        assertEquals(1, svg.split("fill=\"white\" stroke=", -1).length - 1, "one hollow point: " + svg);
        assertTrue(svg.contains("a hollow point: not settled"), svg);
        assertTrue(svg.contains(">3.25*</text>"), "the unsettled bar's figure is marked: " + svg);
        assertTrue(svg.contains(">50.5</text>"), "a settled one is not: " + svg);
        assertTrue(svg.contains("*: not settled"), svg);
    }

    static List<TimingSection> sections() {
        return List.of(new Section("mul", "Timing Multiplying:"), new Section("des", "Timing DES:"),
                new Section("bf", "Timing Blowfish:"));
    }

    @Test
    void barsPerPathOneScalePerPanelAHeaderAndNothingCut() throws Exception {
        List<TimingRow> rows = rows();
        String svg = SvgPlot.render(sections(), rows, HEADER);
        Path sample = Path.of(System.getProperty("lanecrypt.basedir", "."), "target", "timing-sample.svg");
        Files.createDirectories(sample.getParent());
        Files.writeString(sample, svg);
        Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new java.io.ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
        Element root = doc.getDocumentElement();
        double width = Double.parseDouble(root.getAttribute("width"));

        // one bar per DES and Blowfish path, one line per product path
        NodeList rects = doc.getElementsByTagName("rect");
        long barRows = rows.stream().filter(r -> !r.section().equals("mul")).count();
        assertEquals(barRows + 1, rects.getLength(), "a bar each, and the background");
        assertEquals(5, doc.getElementsByTagName("polyline").getLength());

        List<String> texts = new ArrayList<>();
        NodeList t = doc.getElementsByTagName("text");
        for (int i = 0; i < t.getLength(); i++) {
            Element e = (Element) t.item(i);
            String s = e.getTextContent();
            texts.add(s);
            if (e.hasAttribute("transform")) {
                continue;
            }
            double x = Double.parseDouble(e.getAttribute("x"));
            double w = s.length() * 7;
            String anchor = e.getAttribute("text-anchor");
            double left = anchor.equals("end") ? x - w : anchor.equals("middle") ? x - w / 2 : x;
            assertTrue(left >= 0 && left + w <= width, "'" + s + "' lies inside the " + width + " px picture");
        }
        for (String h : List.of(HEADER.cpu(), HEADER.jvm(), HEADER.clock(), HEADER.date(), HEADER.version())) {
            assertTrue(texts.stream().anyMatch(s -> s.contains(h)), "the header has " + h);
        }
        for (TimingRow r : rows) {
            assertTrue(texts.contains(r.path()), "labelled: " + r.path());
        }
        List<String> titles = texts.stream().filter(s -> s.startsWith("Timing ")).toList();
        assertEquals(List.of("Timing Multiplying: cycles per operation against digits",
                "Timing DES: cycles per byte per path, shorter is faster",
                "Timing Blowfish (keys): cycles per key per path, shorter is faster",
                "Timing Blowfish (bytes): cycles per byte per path, shorter is faster"), titles);
        assertEquals(4, texts.stream().filter(s -> s.startsWith("one scale for the panel: ")).count(), "each panel states its scale");
        assertTrue(texts.stream().anyMatch(s -> s.startsWith("one scale for the panel: log, ")),
                "DES's emulated 512-bit path is 20x the others and more: a stated log scale");
        assertFalse(svg.contains("against keys") || svg.contains("against bytes"), "no axis of sizes for buffers");
    }

    @Test
    void theFileIsCreatedAsAnyNewFile(@TempDir Path dir) throws Exception {
        Path svg = dir.resolve("t.svg");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = Main.run(List.of("timing", "sqr", "--digits", "4", "--runs", "1", "--forks", "0", "--svg", svg.toString()),
                new CommandIo(new ByteArrayInputStream(new byte[0]), new PrintStream(new ByteArrayOutputStream()),
                        new PrintStream(err, true, StandardCharsets.UTF_8)));
        assertEquals(0, exit, err.toString(StandardCharsets.UTF_8));
        Process p = new ProcessBuilder("sh", "-c", "umask").start();
        int umask = Integer.parseInt(new String(p.getInputStream().readAllBytes(), StandardCharsets.US_ASCII).strip(), 8);
        int want = 0666 & ~umask;
        int got = 0;
        for (PosixFilePermission perm : Files.getPosixFilePermissions(svg)) {
            got |= 1 << (8 - perm.ordinal());
        }
        assertEquals(Integer.toOctalString(want), Integer.toOctalString(got), "0666 less the umask");
        if (umask == 022) {
            assertTrue(Files.getPosixFilePermissions(svg).containsAll(Set.of(PosixFilePermission.OTHERS_READ,
                    PosixFilePermission.GROUP_READ)), "readable by others (0644)");
        }
        String text = Files.readString(svg);
        assertTrue(text.contains("Timing Squaring: cycles per operation") && text.contains("lanecrypt timing "), text);
    }
}
