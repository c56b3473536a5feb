package dev.lanecrypt.cli;

import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * {@code lanecrypt compare}: the seeds' cross-CPU tables from {@code timing --json} reports: one row per
 * path and size, one column per report (cycles per operation, the best run of each), each figure with
 * its ratio to a base column. Two reports of one machine (same CPU, flags, JVM, vector shape) get a
 * before/after column: the change, marked as within the noise when it is no larger than the spread the
 * runs themselves showed on that row (median over best, the larger of the two), else as faster or slower.
 *
 * <p>Bad input is a usage error (one line, exit 2): a missing or unreadable file, a file that is not
 * JSON, a report of another command or format ({@link TimingReports#FORMAT}), no path in two reports.
 */
final class CompareCommand implements Command {

    static final String USAGE = "lanecrypt compare REPORT.json REPORT.json... [--base N] [--ns] [--svg FILE]";

    @Override
    public String name() {
        return "compare";
    }

    @Override
    public String summary() {
        return "tables of paths by machine (or before/after) from timing --json reports";
    }

    /** One report: its label (file name), header facts, and the rows by key. */
    record Report(String label, Map<String, Object> machine, String clock, String date, String commit,
            Map<String, Row> rows) {

        String machineKey() {
            return String.valueOf(machine);
        }
    }

    /** One path at one size: best and median, in the unit shown. */
    record Row(String section, String path, long size, String unit, double best, double median) {

        String key() {
            return section + "\u0000" + path + "\u0000" + size + "\u0000" + unit;
        }
    }

    @Override
    public int run(List<String> args, CommandIo io) throws UsageException, CommandFailure {
        if (args.contains("--help") || args.contains("-h")) {
            io.out().println("usage: " + USAGE + """

                    Reads reports written by `lanecrypt timing --json > FILE` (on other machines, other
                    versions) and prints one row per path and size, one column per report: cycles per
                    operation (--ns: nanoseconds), the best run of each, with the ratio to the base
                    report (--base N, 1-based; default 1). Two reports of the same machine also get a
                    before/after change, marked within the noise when it is no larger than the spread
                    (median over best) the runs showed on that row. --svg FILE also draws it (bars
                    of each report's ratio to the base on one logarithmic axis), written whole or not
                    at all.""");
            return 0;
        }
        List<Path> files = new ArrayList<>();
        int base = 1;
        boolean ns = false;
        Path svgFile = null;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            switch (a) {
                case "--ns" -> ns = true;
                case "--svg" -> {
                    if (i + 1 >= args.size() || args.get(i + 1).startsWith("--")) {
                        throw new UsageException("--svg needs a file name, e.g. --svg compare.svg; usage: " + USAGE);
                    }
                    svgFile = TimingArgs.svgPath(args.get(++i));
                }
                case "--base" -> {
                    if (i + 1 >= args.size()) {
                        throw new UsageException("--base needs a report number; usage: " + USAGE);
                    }
                    base = baseNumber(args.get(++i));
                }
                default -> {
                    if (a.startsWith("-")) {
                        throw new UsageException("unknown option '" + a + "'; see 'lanecrypt compare --help'");
                    }
                    files.add(Path.of(a));
                }
            }
        }
        if (files.size() < 2) {
            throw new UsageException("compare needs at least two reports; usage: " + USAGE);
        }
        if (base > files.size()) {
            throw new UsageException("--base " + base + " but there are " + files.size() + " reports");
        }
        List<Report> reports = new ArrayList<>();
        for (Path f : files) {
            reports.add(read(f, ns));
        }
        String table = table(reports, base - 1, ns);
        if (svgFile == null) {
            io.out().print(table);
            return 0;
        }
        try (OutputFile svg = OutputFile.openSvg(svgFile)) {
            svg.stream().write(CompareSvg.render(Comparison.of(reports, base - 1), ns).getBytes(StandardCharsets.UTF_8));
            svg.commit();
        } catch (java.io.IOException e) {
            throw new CommandFailure("cannot write the --svg file " + svgFile + ": " + e.getMessage(), e);
        }
        io.out().print(table);
        return 0;
    }

    private static int baseNumber(String s) throws UsageException {
        try {
            int n = Integer.parseInt(s);
            if (n >= 1) {
                return n;
            }
        } catch (NumberFormatException e) {
            // falls through to the message
        }
        throw new UsageException("--base " + s + " is not a report number (1 for the first)");
    }

    static Report read(Path file, boolean ns) throws UsageException {
        Object json;
        try {
            json = JsonReader.parse(Files.readString(file));
        } catch (NoSuchFileException e) {
            throw new UsageException("cannot read " + file + ": no such file");
        } catch (java.io.IOException | UncheckedIOException e) {
            throw new UsageException("cannot read " + file + ": " + e.getMessage());
        } catch (IllegalArgumentException e) {
            throw new UsageException(file + " is not JSON (" + e.getMessage() + "); make reports with"
                    + " lanecrypt timing --json > FILE");
        }
        try {
            Map<String, Object> top = JsonReader.object(json);
            if (!"timing".equals(top.get("command")) || !(top.get("format") instanceof Number f)
                    || f.intValue() != TimingReports.FORMAT) {
                throw new UsageException(file + " is not a timing report of format " + TimingReports.FORMAT
                        + " (command " + top.get("command") + ", format " + top.get("format")
                        + "); make one with this version's lanecrypt timing --json");
            }
            Map<String, Object> machine = JsonReader.object(top.get("machine"));
            Map<String, Object> clock = JsonReader.object(top.get("clock"));
            Map<String, Row> rows = new LinkedHashMap<>();
            for (Map<String, Object> r : JsonReader.objects(top.get("results"))) {
                Row row = new Row((String) r.get("section"), (String) r.get("path"), ((Number) r.get("size")).longValue(),
                        (String) r.get("unit"), number(r.get(ns ? "ns" : "cycles")),
                        number(r.get(ns ? "medianNs" : "medianCycles")));
                rows.put(row.key(), row);
            }
            String name = file.getFileName().toString().replaceFirst("\\.json$", "");
            String source = String.valueOf(clock.get("source"));
            String clockText = (source.startsWith("perf_event_open") ? "PMU cycles, " : "estimated ")
                    + clock.get("ghz") + " GHz";
            return new Report(name, machine, clockText,
                    String.valueOf(top.get("date")), String.valueOf(top.get("commit")), rows);
        } catch (IllegalArgumentException | ClassCastException | NullPointerException e) {
            throw new UsageException(file + " is not a complete timing report (" + e.getMessage() + ")");
        }
    }

    private static double number(Object o) {
        return ((Number) Objects.requireNonNull(o, "a figure is missing")).doubleValue();
    }

    /**
     * What is compared: the rows (path and size) found in at least two reports, in the order first seen,
     * and whether the reports are a before/after pair (two, of one machine).
     */
    record Comparison(List<Report> reports, int base, List<Row> rows, boolean beforeAfter) {

        static Comparison of(List<Report> reports, int base) throws UsageException {
            Map<String, Row> firstSeen = new LinkedHashMap<>();
            for (Report r : reports) {
                for (Row row : r.rows().values()) {
                    firstSeen.putIfAbsent(row.key(), row);
                }
            }
            List<Row> shared = firstSeen.values().stream()
                    .filter(row -> reports.stream().filter(r -> r.rows().containsKey(row.key())).count() >= 2).toList();
            if (shared.isEmpty()) {
                throw new UsageException("no path and size is in two of the reports: nothing to compare");
            }
            return new Comparison(reports, base, shared,
                    reports.size() == 2 && reports.get(0).machineKey().equals(reports.get(1).machineKey()));
        }

        Report baseReport() {
            return reports.get(base);
        }
    }

    static String table(List<Report> reports, int base, boolean ns) throws UsageException {
        Comparison c = Comparison.of(reports, base);
        boolean beforeAfter = c.beforeAfter();
        int width = 16;
        for (Report r : reports) {
            for (String cell : List.of(r.label(), cpu(r.machine()), r.clock(), String.valueOf(r.commit()))) {
                width = Math.max(width, cell.length() + 2);
            }
        }
        StringBuilder out = new StringBuilder();
        out.append("lanecrypt compare: ").append(ns ? "ns" : "cycles").append(" per operation, the best run of each")
                .append(" report; x: relative to ").append(reports.get(base).label()).append('\n');
        header(out, "", reports, width, Report::label);
        header(out, "cpu", reports, width, r -> cpu(r.machine()));
        header(out, "vector", reports, width, r -> vector(r.machine()));
        header(out, "jvm", reports, width, r -> String.valueOf(JsonReader.object(r.machine().get("jvm")).get("version")));
        header(out, "clock", reports, width, Report::clock);
        header(out, "date", reports, width, r -> r.date().length() >= 10 ? r.date().substring(0, 10) : r.date());
        header(out, "commit", reports, width, Report::commit);
        if (beforeAfter) {
            out.append("  same machine: the last column is the change from ").append(reports.get(0).label())
                    .append(" to ").append(reports.get(1).label())
                    .append(", within the noise when no larger than the runs' own spread (median over best)\n");
        }
        String section = null;
        for (Row first : c.rows()) {
            String k = first.key();
            if (!first.section().equals(section)) {
                section = first.section();
                out.append(section).append('\n');
            }
            String label = "  " + first.path() + " " + first.size() + " " + first.unit();
            out.append(pad(label, 28));
            Row baseRow = reports.get(base).rows().get(k);
            for (Report r : reports) {
                Row row = r.rows().get(k);
                String cell = row == null ? "-" : figure(row.best())
                        + (baseRow == null || r == reports.get(base) ? "" : String.format(Locale.ROOT, " %.2fx", row.best() / baseRow.best()));
                out.append(leftPad(cell, width));
            }
            if (beforeAfter) {
                Row a = reports.get(0).rows().get(k);
                Row b = reports.get(1).rows().get(k);
                out.append("   ").append(change(a, b));
            }
            out.append('\n');
        }
        return out.toString();
    }

    /** The change from {@code a} to {@code b} and whether it exceeds the noise the two runs showed. */
    static String change(Row a, Row b) {
        double delta = b.best() / a.best() - 1;
        double noise = noise(a, b);
        String pct = String.format(Locale.ROOT, "%+.1f%%", 100 * delta);
        if (!beyondNoise(a, b)) {
            return pct + " within noise (" + String.format(Locale.ROOT, "%.1f%%", 100 * noise) + ")";
        }
        return pct + (delta < 0 ? " faster" : " slower") + " (noise " + String.format(Locale.ROOT, "%.1f%%", 100 * noise) + ")";
    }

    /** The larger of the two rows' spreads: median over best, less one. */
    static double noise(Row a, Row b) {
        return Math.max(a.median() / a.best() - 1, b.median() / b.best() - 1);
    }

    /** Whether the change from {@code a} to {@code b} is larger than {@link #noise}. */
    static boolean beyondNoise(Row a, Row b) {
        return Math.abs(b.best() / a.best() - 1) > noise(a, b);
    }

    static String cpuOf(Report r) {
        return cpu(r.machine());
    }

    static String vectorOf(Report r) {
        return vector(r.machine());
    }

    private static String cpu(Map<String, Object> machine) {
        Map<String, Object> cpu = JsonReader.object(machine.get("cpu"));
        Object flags = cpu.get("flags");
        String simd = flags instanceof List<?> l && l.contains("avx512f") ? "AVX-512"
                : flags instanceof List<?> l2 && l2.contains("avx2") ? "AVX2" : "no AVX2";
        Object signature = cpu.get("signature");                // null in reports from before it was written
        return cpu.get("model") + (signature == null ? "" : " " + signature) + " (" + simd + ", " + cpu.get("cores")
                + " cores)";
    }

    private static String vector(Map<String, Object> machine) {
        Map<String, Object> v = JsonReader.object(machine.get("vectorApi"));
        return Boolean.TRUE.equals(v.get("usable")) ? v.get("bits") + "-bit" : "scalar only";
    }

    private static void header(StringBuilder out, String name, List<Report> reports, int width,
            java.util.function.Function<Report, String> f) {
        out.append(pad(name.isEmpty() ? "" : "  " + name, 28));
        for (Report r : reports) {
            out.append(leftPad(f.apply(r), width));
        }
        out.append('\n');
    }

    private static String figure(double v) {
        return v >= 100 ? String.format(Locale.ROOT, "%.0f", v) : String.format(Locale.ROOT, "%.1f", v);
    }

    private static String pad(String s, int w) {
        return s.length() >= w ? s + " " : s + " ".repeat(w - s.length());
    }

    private static String leftPad(String s, int w) {
        return s.length() >= w ? " " + s : " ".repeat(w - s.length()) + s;
    }
}
