package dev.lanecrypt.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanecrypt.timing.TimingOptions;
import dev.lanecrypt.timing.TimingRow;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@code timing --forks}: each path timed in JVMs of its own, started as this one was. */
class TimingForksTest {

    private static final TimingOptions TWO_SIZES = new TimingOptions(List.of(4, 8), 1);

    @Test
    void aPathIsTimedInAJvmOfItsOwnWithTheParentsClock() throws Exception {
        try (TimingForks forks = new TimingForks(false, 3.0)) {
            List<TimingRow> rows = forks.run("mul", "scalar", TWO_SIZES);
            assertEquals(List.of(4, 8), rows.stream().map(TimingRow::size).toList());
            for (TimingRow r : rows) {
                assertEquals("mul", r.section());
                assertEquals("scalar", r.path());
                assertEquals("digits", r.sizeName());
                assertTrue(r.measurement().bestNs() > 0 && r.measurement().medianNs() >= r.measurement().bestNs(), r.toString());
                assertEquals(3.0 * r.measurement().bestNs(), r.measurement().bestCycles(), 1e-9 * r.measurement().bestCycles(),
                        "cycles at the parent's estimated frequency");
            }
        }
    }

    @Test
    void everyForkHasAFixedPreTouchedHeapThatTheParentsOptionsCanOverride() throws Exception {
        try (TimingForks forks = new TimingForks(false, 3.0)) {
            List<String> cmd = forks.command();
            // right after java, so that an -Xmx among the parent's options (which follow) wins
            assertEquals(List.of("-Xms512m", "-Xmx512m", "-XX:+AlwaysPreTouch"), cmd.subList(1, 4), cmd.toString());
            assertEquals(TimingFork.class.getName(), cmd.get(cmd.size() - 1), cmd.toString());
        }
    }

    @Test
    void aForkThatFailsIsOneLineNamingThePathAndWhy() throws Exception {
        try (TimingForks forks = new TimingForks(false, 3.0)) {
            CommandFailure f = assertThrows(CommandFailure.class, () -> forks.run("mul", "no-such-kernel", TWO_SIZES));
            assertTrue(f.getMessage().startsWith("timing mul no-such-kernel: its JVM exited with status 1: "), f.getMessage());
            assertTrue(f.getMessage().contains("section mul has no path no-such-kernel"), f.getMessage());
            assertTrue(!f.getMessage().contains("\n"), "one line");
        }
    }

    @Test
    void theRowsLineIsFoundAmongWhatJvmOptionsPrint() {
        String out = "    123   45       3       java.lang.String::hashCode (60 bytes)\n"
                + "{\"rows\":[{\"size\":4,\"unit\":\"digits\",\"bestNs\":10.0,\"medianNs\":11.0,\"bestCycles\":30.0,"
                + "\"medianCycles\":33.0,\"settled\":false}]}\n";
        TimingRow r = TimingFork.parse("mul", "scalar", out).get(0);
        assertEquals(30.0, r.measurement().bestCycles());
        assertTrue(!r.measurement().settled());
        assertThrows(IllegalArgumentException.class, () -> TimingFork.parse("mul", "scalar", "nothing\n"));
    }

    @Test
    void theCommandReportsEveryForkAndTheSpread() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = Main.run(List.of("timing", "sqr", "--digits", "4", "--runs", "1", "--forks", "2", "--json"),
                new CommandIo(new ByteArrayInputStream(new byte[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8)));
        assertEquals(0, exit, err.toString(StandardCharsets.UTF_8));
        Map<String, Object> top = JsonReader.object(JsonReader.parse(out.toString(StandardCharsets.UTF_8).strip()));
        assertEquals(2, ((Number) top.get("forks")).intValue());
        List<Map<String, Object>> results = JsonReader.objects(top.get("results"));
        assertTrue(results.stream().anyMatch(r -> r.get("path").equals("scalar")), results.toString());
        assertTrue(results.stream().anyMatch(r -> r.get("path").equals("biginteger")), results.toString());
        double probeMargin = ((Number) top.get("probeMargin")).doubleValue();
        double reference = ((Number) top.get("probeNs")).doubleValue();
        for (Map<String, Object> r : results) {
            List<?> forks = (List<?>) r.get("forkCycles");
            List<?> probes = (List<?>) r.get("forkProbeNs");
            // two JVMs, and up to two more where one ran while the machine was slow
            assertTrue(forks.size() >= 2 && forks.size() <= 4, r.toString());
            assertEquals(forks.size(), probes.size(), r.toString());
            // the figures come from the forks whose machine probe was within the margin of the fastest's
            double fastest = Math.min(reference,
                    probes.stream().mapToDouble(p -> ((Number) p).doubleValue()).min().getAsDouble());
            List<Double> clean = new java.util.ArrayList<>();
            for (int f = 0; f < forks.size(); f++) {
                if (((Number) probes.get(f)).doubleValue() <= fastest * probeMargin) {
                    clean.add(((Number) forks.get(f)).doubleValue());
                }
            }
            assertEquals(forks.size() - clean.size(), ((Number) r.get("disturbedForks")).intValue(), r.toString());
            if (clean.isEmpty()) {   // every JVM slow: all count, and the cell says so
                forks.forEach(f -> clean.add(((Number) f).doubleValue()));
                assertEquals(Boolean.FALSE, r.get("settled"), r.toString());
            }
            double best = ((Number) r.get("cycles")).doubleValue();
            // the best over every JVM (a slow spell only slows), the spread from the slowest clean one
            double min = forks.stream().mapToDouble(f -> ((Number) f).doubleValue()).min().getAsDouble();
            double max = clean.stream().mapToDouble(Double::doubleValue).max().getAsDouble();
            assertEquals(min, best, 0.05 + 1e-9 * best, "the best fork's best");
            // the JSON's cycles are rounded to 0.1, the spread comes from the unrounded figures
            double rounding = max / min * 0.05 * (1 / min + 1 / max);
            assertEquals(max / min, ((Number) r.get("spread")).doubleValue(), 0.002 + rounding, r.toString());
            if (max / min > TimingRow.SPREAD_MARGIN) {
                assertEquals(Boolean.FALSE, r.get("settled"), "forks past the margin are not settled: " + r);
            }
            assertTrue(r.get("settled") instanceof Boolean, r.toString());
        }
    }
}
