package dev.lanecrypt.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanecrypt.select.Cutoffs;
import dev.lanecrypt.select.Hardware;
import dev.lanecrypt.cli.JsonReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CpuCommandTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return Main.run(List.of(args), new CommandIo(new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8)));
    }

    @Test
    void jsonReportsTheDetectedWidthAndEveryChoice() {
        assertEquals(0, run("cpu", "--json"));
        Map<String, Object> j = JsonReader.object(JsonReader.parse(out.toString(StandardCharsets.UTF_8).strip()));
        assertEquals((long) Hardware.get().vectorBits(), ((Number) JsonReader.object(JsonReader.object(j.get("machine")).get("vectorApi")).get("bits")).longValue());
        Map<String, Object> mul = JsonReader.object(JsonReader.object(j.get("kernels")).get("mul"));
        assertEquals(Cutoffs.mulClasses().length + Cutoffs.squareClasses().length,
                JsonReader.objects(mul.get("choices")).size());
        assertEquals(List.of("scalar", "unrolled", "paired", "simd128", "simd256", "simd512", "permute512", "window512", "rows256"),
                JsonReader.objects(mul.get("candidates")).stream().map(c -> c.get("name")).toList());
    }

    @Test
    void jsonReportsTheCoalescer() {
        assertEquals(0, run("cpu", "--json", "mul"));
        Map<String, Object> j = JsonReader.object(JsonReader.parse(out.toString(StandardCharsets.UTF_8).strip()));
        Map<String, Object> c = JsonReader.object(j.get("coalescing"));
        dev.lanecrypt.provider.Coalescing.Stats s = dev.lanecrypt.provider.Coalescing.stats();
        assertEquals(s.enabled(), c.get("enabled"));
        assertEquals(s.state(), c.get("state"));
        assertEquals("lanecrypt.coalesce", c.get("property"));
        assertEquals((long) s.lanes(), ((Number) c.get("lanes")).longValue());
        assertTrue(((Number) c.get("operations")).longValue() >= 0);
        assertEquals(Math.max(0, s.lanes() - 1), ((List<?>) c.get("batches")).size());
    }

    @Test
    void namedOperationsOnly() {
        assertEquals(0, run("cpu", "--json", "mul"));
        Map<String, Object> j = JsonReader.object(JsonReader.parse(out.toString(StandardCharsets.UTF_8).strip()));
        assertEquals(List.of("mul"), List.copyOf(JsonReader.object(j.get("kernels")).keySet()));
    }

    @Test
    void textNamesTheChoicePerSizeClass() {
        assertEquals(0, run("cpu"));
        String text = out.toString(StandardCharsets.UTF_8);
        assertTrue(text.contains("Vector API"), text);
        assertTrue(text.contains("multiply 16-31"), text);
        assertTrue(text.contains("square 32-63"), text);
        assertTrue(text.contains("square 64-256"), text);
        assertTrue(text.contains("Coalescing   "), text);
    }

    @Test
    void anUnknownArgumentIsAUsageError() {
        assertEquals(2, run("cpu", "--yaml"));
        assertTrue(err.toString(StandardCharsets.UTF_8).startsWith("lanecrypt: unexpected '--yaml'; usage: lanecrypt cpu [--json] [mul|"),
                err.toString(StandardCharsets.UTF_8));
        assertEquals(2, run("tune", "now"));
    }
}
