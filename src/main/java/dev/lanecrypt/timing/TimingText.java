package dev.lanecrypt.timing;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The default text of a section, after LibTomMath's timing demo: the title, then one line per size
 * with every path side by side, e.g. {@code   4 digits:    45 cycles    131 cycles} under a line naming
 * the paths. Cycles are the best run (of every fork: {@link TimingRow#ofForks}); a figure the forks
 * disagree on is marked {@code *} and explained under the table.
 */
final class TimingText {

    private static final String UNIT = " cycles";

    private TimingText() {
    }

    static void table(String title, List<TimingRow> rows, PrintStream out) {
        out.println(title);
        if (rows.isEmpty()) {
            return;
        }
        List<String> paths = new ArrayList<>();
        Map<String, Map<String, String>> cells = new LinkedHashMap<>();
        Map<String, String> labels = new LinkedHashMap<>();
        int cellWidth = 0;
        for (TimingRow r : rows) {
            if (!paths.contains(r.path())) {
                paths.add(r.path());
            }
            String key = Integer.toString(r.size());
            labels.putIfAbsent(key, String.format(Locale.ROOT, "%4d %s:", r.size(), r.sizeName()));
            String cell = String.format(Locale.ROOT, "%.0f", r.measurement().bestCycles()) + UNIT + mark(r);
            cells.computeIfAbsent(key, k -> new LinkedHashMap<>()).put(r.path(), cell);
            cellWidth = Math.max(cellWidth, cell.length());
        }
        for (String p : paths) {
            cellWidth = Math.max(cellWidth, p.length());
        }
        int labelWidth = labels.values().stream().mapToInt(String::length).max().orElse(0);
        StringBuilder head = new StringBuilder(" ".repeat(labelWidth + 2));
        for (String p : paths) {
            head.append(pad(p, cellWidth)).append("  ");
        }
        out.println(head.toString().stripTrailing());
        for (Map.Entry<String, Map<String, String>> size : cells.entrySet()) {
            StringBuilder line = new StringBuilder("  ").append(pad(labels.get(size.getKey()), labelWidth));
            for (String p : paths) {
                line.append("  ").append(pad(size.getValue().getOrDefault(p, "-"), cellWidth));
            }
            out.println(line);
        }
        footnote(rows, out);
    }

    /** {@code *} after a figure the forks disagree on ({@link TimingRow#unsettled}), else nothing. */
    static String mark(TimingRow r) {
        return r.unsettled() ? "*" : "";
    }

    /** Under a table with a marked figure: what the mark means. */
    static void footnote(List<TimingRow> rows, PrintStream out) {
        if (rows.stream().noneMatch(TimingRow::unsettled)) {
            return;
        }
        double worst = rows.stream().mapToDouble(TimingRow::spread).max().orElse(1);
        boolean capped = rows.stream().anyMatch(r -> !r.measurement().settled());
        boolean slow = rows.stream().anyMatch(TimingRow::allDisturbed);
        List<String> why = new ArrayList<>();
        if (worst > TimingRow.SPREAD_MARGIN) {
            why.add(String.format(Locale.ROOT, "the JVMs disagree by more than %.0f%% (here by up to %.2fx)",
                    100 * (TimingRow.SPREAD_MARGIN - 1), worst));
        }
        if (capped) {
            why.add("the JIT was still compiling when the warm-up ran out of time");
        }
        if (slow) {
            why.add("every JVM ran while the machine was slow (its probe)");
        }
        out.println(String.format(Locale.ROOT, "  * not settled: %s; the best is shown, but the figure depends on"
                + " the JVM it ran in (--json has each JVM's)", String.join(", or ", why)));
    }

    /** {@code s} right-aligned in {@code width} columns. */
    private static String pad(String s, int width) {
        return " ".repeat(Math.max(0, width - s.length())) + s;
    }
}
