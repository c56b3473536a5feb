package dev.lanecrypt.cli;

import dev.lanecrypt.measure.CycleClock;
import dev.lanecrypt.measure.Measurement;
import dev.lanecrypt.measure.Stopwatch;
import dev.lanecrypt.timing.Clocks;
import dev.lanecrypt.timing.TimingOptions;
import dev.lanecrypt.timing.TimingRow;
import dev.lanecrypt.timing.TimingSection;
import dev.lanecrypt.timing.TimingSections;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The JVM that {@code lanecrypt timing} starts for one path of one section ({@link TimingForks}): it
 * times that path alone, at every size, with the parent's clock, and prints its rows as one JSON object
 * on standard output. Not a command of its own: its arguments are the parent's, in this order:
 * <pre>
 * SECTION PATH RUNS DIGITS COUNTER GHZ
 *   DIGITS   the sizes, comma-separated (e.g. 4,8,12)
 *   COUNTER  "counter" (the parent counted with perf_event_open) or "estimate"
 *   GHZ      the parent's clock frequency
 * </pre>
 * Known answers are not checked here: the parent checked every path before it started any fork. Any
 * failure is one line on standard error and exit 1, which the parent reports as that path's.
 */
public final class TimingFork {

    /** How the one line of results begins. */
    static final String ROWS = "{\"rows\":";

    private TimingFork() {
    }

    public static void main(String[] args) {
        try {
            System.out.println(run(Arrays.asList(args)));
            System.out.flush();
            System.exit(System.out.checkError() ? 1 : 0);
        } catch (RuntimeException | Error e) {
            System.err.println("lanecrypt timing fork: " + e);
            System.exit(1);
        }
    }

    static String run(List<String> args) {
        if (args.size() != 6) {
            throw new IllegalArgumentException("expected SECTION PATH RUNS DIGITS COUNTER GHZ, got " + args);
        }
        String sectionName = args.get(0);
        TimingSection section = TimingSections.all().stream().filter(s -> s.name().equals(sectionName)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no timing section " + sectionName));
        int runs = Integer.parseInt(args.get(2));
        List<Integer> digits = Arrays.stream(args.get(3).split(",")).map(Integer::valueOf).toList();
        TimingOptions options = new TimingOptions(digits, runs).onlyPath(args.get(1));
        if (section.paths(options).stream().noneMatch(p -> p.name().equals(args.get(1)))) {
            throw new IllegalArgumentException("section " + sectionName + " has no path " + args.get(1));
        }
        List<TimingRow> rows;
        try (CycleClock clock = Clocks.forFork(args.get(4).equals("counter"), Double.parseDouble(args.get(5)))) {
            rows = section.measure(options, new Stopwatch(clock, Stopwatch.Settings.defaults(runs)));
        }
        List<Object> out = new ArrayList<>();
        for (TimingRow r : rows) {
            Measurement m = r.measurement();
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("size", r.size());
            o.put("unit", r.sizeName());
            o.put("bestNs", m.bestNs());
            o.put("medianNs", m.medianNs());
            o.put("bestCycles", m.bestCycles());
            o.put("medianCycles", m.medianCycles());
            o.put("settled", m.settled());
            o.put("probeNs", Double.isNaN(m.probeNs()) ? null : m.probeNs());
            out.add(o);
        }
        return Json.write(Map.of("rows", out));
    }

    /**
     * Parses what {@link #run} printed back into rows of {@code section}'s {@code path}: the last line of
     * {@code output} that is a rows object (a JVM option such as {@code -XX:+PrintCompilation} that a
     * user passed writes lines of its own to standard output).
     */
    static List<TimingRow> parse(String section, String path, String output) {
        String json = output.lines().filter(l -> l.startsWith(ROWS)).reduce((a, b) -> b)
                .orElseThrow(() -> new IllegalArgumentException("no line starting " + ROWS));
        List<TimingRow> rows = new ArrayList<>();
        for (Map<String, Object> o : JsonReader.objects(JsonReader.object(JsonReader.parse(json)).get("rows"))) {
            rows.add(new TimingRow(section, path, (String) o.get("unit"), ((Number) o.get("size")).intValue(),
                    new Measurement(number(o, "bestNs"), number(o, "medianNs"), number(o, "bestCycles"),
                            number(o, "medianCycles"), Boolean.TRUE.equals(o.get("settled")),
                            o.get("probeNs") instanceof Number p ? p.doubleValue() : Double.NaN)));
        }
        return rows;
    }

    private static double number(Map<String, Object> o, String key) {
        if (!(o.get(key) instanceof Number n)) {
            throw new IllegalArgumentException("no " + key + " in " + o);
        }
        return n.doubleValue();
    }
}
