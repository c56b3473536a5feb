package dev.lanecrypt.cli;

import dev.lanecrypt.timing.SvgCanvas;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code compare --svg FILE}: the table of {@link CompareCommand} drawn. A header names each report (its
 * colour, CPU, vector shape, JVM, clock, date, commit); then per section one panel with a row per path and
 * size and, for every report but the base, a bar from 1 (the base report's figure, printed beside the row's
 * name) to that report's ratio on one logarithmic axis: left of 1 is faster, right is slower, each bar
 * labelled with its ratio and figure. For a before/after pair a change within the runs' own noise is drawn
 * pale and says so.
 */
final class CompareSvg {

    private static final String[] COLORS = {"#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b"};
    private static final String PALE = "#c8c8c8";
    private static final int MIN_WIDTH = 760;
    private static final int BAR = 14;
    private static final int AXIS = 420;

    private CompareSvg() {
    }

    static String render(CompareCommand.Comparison c, boolean ns) {
        SvgCanvas svg = new SvgCanvas();
        List<CompareCommand.Report> reports = c.reports();
        CompareCommand.Report base = c.baseReport();
        String unit = ns ? "ns" : "cycles";
        svg.text(20, 26, "start", "font-size=\"16\" font-weight=\"bold\"", "lanecrypt compare: " + unit
                + " per operation, the best run of each report, relative to " + base.label());
        int y = 48;
        for (int i = 0; i < reports.size(); i++) {
            CompareCommand.Report r = reports.get(i);
            if (r != base) {
                svg.rect(20, y - 10, 12, 12, color(reports, base, r));
            }
            svg.text(40, y, "start", r.label() + (r == base ? " (base)" : "") + ": " + CompareCommand.cpuOf(r) + ", "
                    + CompareCommand.vectorOf(r) + ", " + r.clock() + ", " + r.date() + ", " + r.commit());
            y += 18;
        }
        double lo = 1;
        double hi = 1;
        for (CompareCommand.Row row : c.rows()) {
            CompareCommand.Row b = base.rows().get(row.key());
            for (CompareCommand.Report r : reports) {
                CompareCommand.Row x = r.rows().get(row.key());
                if (b != null && x != null && r != base) {
                    lo = Math.min(lo, x.best() / b.best());
                    hi = Math.max(hi, x.best() / b.best());
                }
            }
        }
        double axisLo = Math.pow(2, Math.floor(Math.log(lo) / Math.log(2) - 0.25));
        double axisHi = Math.pow(2, Math.ceil(Math.log(hi) / Math.log(2) + 0.25));
        int labelChars = c.rows().stream().mapToInt(r -> label(r, base).length()).max().orElse(10);
        double left = 20 + labelChars * SvgCanvas.CHAR + 12;
        int others = reports.size() - 1;
        int rowHeight = Math.max(22, others * BAR + 8);
        String section = null;
        y += 10;
        List<double[]> panel = new ArrayList<>();
        for (CompareCommand.Row row : c.rows()) {
            if (!row.section().equals(section)) {
                if (section != null) {
                    axis(svg, panel, left, axisLo, axisHi, y);
                    y += 44;
                }
                section = row.section();
                panel.clear();
                y += 24;
                svg.text(20, y, "start", "font-size=\"15\" font-weight=\"bold\"", section + ": " + unit
                        + " relative to " + base.label() + " (log scale; left of 1 is faster)");
                y += 12;
            }
            panel.add(new double[] {y});
            CompareCommand.Row b = base.rows().get(row.key());
            svg.text(left - 12, y + rowHeight / 2.0 + 4, "end", label(row, b == null ? null : base));
            int k = 0;
            for (CompareCommand.Report r : reports) {
                if (r == base) {
                    continue;
                }
                CompareCommand.Row x = r.rows().get(row.key());
                double by = y + 4 + k * BAR;
                k++;
                if (x == null || b == null) {
                    svg.text(at(1, left, axisLo, axisHi) + 6, by + BAR - 3, "start", x == null ? "-" : "no base figure");
                    continue;
                }
                double ratio = x.best() / b.best();
                double x1 = at(1, left, axisLo, axisHi);
                double x2 = at(ratio, left, axisLo, axisHi);
                boolean pale = c.beforeAfter() && !CompareCommand.beyondNoise(b, x);
                svg.rect(Math.min(x1, x2), by, Math.max(1, Math.abs(x2 - x1)), BAR - 3, pale ? PALE : color(reports, base, r));
                String said = String.format(Locale.ROOT, "%.2fx (%s)%s", ratio, SvgCanvas.fmt(x.best()),
                        pale ? " within noise" : "");
                if (ratio >= 1) {
                    svg.text(x2 + 4, by + BAR - 4, "start", said);
                } else {
                    svg.text(x1 + 4, by + BAR - 4, "start", said);
                }
            }
            y += rowHeight;
        }
        axis(svg, panel, left, axisLo, axisHi, y);
        y += 44;
        return svg.document(MIN_WIDTH, y);
    }

    /** The row's name, with the base report's figure when it has one. */
    private static String label(CompareCommand.Row row, CompareCommand.Report base) {
        CompareCommand.Row b = base == null ? null : base.rows().get(row.key());
        return row.path() + " " + row.size() + " " + row.unit() + (b == null ? "" : " (" + SvgCanvas.fmt(b.best()) + ")");
    }

    /** Grid lines at the powers of two under a panel's rows, the line at 1 in black. */
    private static void axis(SvgCanvas svg, List<double[]> rows, double left, double lo, double hi, double bottom) {
        double top = rows.isEmpty() ? bottom : rows.get(0)[0];
        for (double v = lo; v <= hi * 1.0001; v *= 2) {
            double px = at(v, left, lo, hi);
            svg.line(px, top, px, bottom, v == 1 ? "black" : "#dddddd");
            svg.text(px, bottom + 16, "middle", v >= 1 ? String.format(Locale.ROOT, "%.0fx", v)
                    : String.format(Locale.ROOT, "%sx", SvgCanvas.fmt(v)));
        }
    }

    private static double at(double v, double left, double lo, double hi) {
        return left + AXIS * Math.log(v / lo) / Math.log(hi / lo);
    }

    private static String color(List<CompareCommand.Report> reports, CompareCommand.Report base, CompareCommand.Report r) {
        int i = 0;
        for (CompareCommand.Report x : reports) {
            if (x == r) {
                break;
            }
            if (x != base) {
                i++;
            }
        }
        return COLORS[i % COLORS.length];
    }
}
