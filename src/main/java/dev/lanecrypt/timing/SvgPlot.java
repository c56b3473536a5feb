package dev.lanecrypt.timing;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;

/**
 * {@code timing --svg FILE}: a header (CPU, JVM, clock source, date, lanecrypt's version) and one panel
 * per section and unit, each saying its scale.
 * <ul>
 * <li>A section measured at several sizes (mul, sqr: digits; modexp: bits) is a line chart of cycles
 *     against size, one line per path, with a legend as wide as its longest name. The cycle axis turns
 *     logarithmic (decades) when the paths differ by more than {@value #LOG_RATIO} times, as an emulated
 *     vector width does, and the panel says so.</li>
 * <li>A section measured at one size per path (des, bf: a buffer of 8192 bytes, or keys) is a bar chart
 *     of cycles per byte (per key) per path, one bar each with its value, the names in a column as wide as
 *     the longest; the JDK's paths (SunJCE, BigInteger) in grey, lanecrypt's in blue. Rows of different
 *     units (bf's keys and bytes) are separate panels.</li>
 * </ul>
 * Plain SVG 1.1, readable in any browser; text widths are estimated at 7 pixels a character.
 */
public final class SvgPlot {

    /** What the header says. */
    public record Header(String cpu, String jvm, String clock, String date, String version) {
    }

    private static final int MIN_WIDTH = 760;
    private static final int LINE_PLOT_WIDTH = 500;
    private static final int LINE_PANEL_HEIGHT = 380;
    private static final int BAR_AREA = 420;
    private static final int BAR_HEIGHT = 22;
    private static final int LEFT = 80;
    private static final int TOP = 56;
    private static final int BOTTOM = 56;
    private static final double CHAR = SvgCanvas.CHAR;
    /** Above this ratio of the largest to the smallest value the value axis is logarithmic. */
    private static final double LOG_RATIO = 30;
    private static final String[] COLORS = {
        "#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf", "#7f7f7f", "#bcbd22"};
    private static final String LANECRYPT = "#1f77b4";
    private static final String JDK = "#9a9a9a";

    private SvgPlot() {
    }

    /** One panel: a section's rows of one unit. */
    private record Panel(String title, List<TimingRow> rows, boolean bars) {

        String unit() {
            return rows.get(0).sizeName();
        }

        /** Whether a bar is per unit (cycles per byte, per key) rather than per operation (per product). */
        boolean throughput() {
            return unit().equals("bytes") || unit().equals("keys");
        }

        /** "cycles per byte", or "cycles per operation" for one size of digits or bits. */
        String measure() {
            String u = unit();
            return throughput() ? "cycles per " + u.substring(0, u.length() - 1) : "cycles per operation";
        }

        int labelChars() {
            return rows.stream().mapToInt(r -> r.path().length()).max().orElse(0);
        }


        int height() {
            return bars ? TOP + rows.size() * BAR_HEIGHT + BOTTOM : LINE_PANEL_HEIGHT;
        }
    }

    public static String render(List<TimingSection> sections, List<TimingRow> rows, Header header) {
        List<Panel> panels = new ArrayList<>();
        for (TimingSection s : sections) {
            Map<String, List<TimingRow>> byUnit = new LinkedHashMap<>();
            rows.stream().filter(r -> r.section().equals(s.name()))
                    .forEach(r -> byUnit.computeIfAbsent(r.sizeName(), k -> new ArrayList<>()).add(r));
            for (List<TimingRow> unitRows : byUnit.values()) {
                long sizes = unitRows.stream().mapToInt(TimingRow::size).distinct().count();
                String unit = unitRows.get(0).sizeName();
                boolean bars = sizes == 1 || unit.equals("bytes") || unit.equals("keys");   // per byte, per key
                String title = s.title().replaceAll(":$", "") + (byUnit.size() > 1 ? " (" + unitRows.get(0).sizeName() + ")" : "");
                panels.add(new Panel(title, unitRows, bars));
            }
        }
        List<String> headerLines = List.of("lanecrypt timing " + header.version() + ", " + header.date(),
                "CPU: " + header.cpu(), "JVM: " + header.jvm(), "clock: " + header.clock());
        int headerHeight = 24 + 18 * headerLines.size();
        SvgCanvas svg = new SvgCanvas();
        for (int i = 0; i < headerLines.size(); i++) {
            svg.text(20, 26 + 18 * i, "start", i == 0 ? "font-size=\"16\" font-weight=\"bold\"" : "", headerLines.get(i));
        }
        int y0 = headerHeight;
        for (Panel p : panels) {
            if (p.bars()) {
                bars(svg, p, y0);
            } else {
                lines(svg, p, y0);
            }
            y0 += p.height();
        }
        return svg.document(MIN_WIDTH, y0);
    }

    private static boolean jdk(String path) {
        String p = path.toLowerCase(Locale.ROOT);
        return p.contains("sunjce") || p.contains("biginteger");
    }

    private static void bars(SvgCanvas svg, Panel p, int y0) {
        double labelRight = 20 + p.labelChars() * CHAR;
        double barLeft = labelRight + 12;
        double max = 0;
        double min = Double.POSITIVE_INFINITY;
        List<Double> values = new ArrayList<>();
        for (TimingRow r : p.rows()) {
            double v = r.measurement().bestCycles() / (p.throughput() ? r.size() : 1);
            values.add(v);
            max = Math.max(max, v);
            min = Math.min(min, v);
        }
        boolean log = min > 0 && max / min > LOG_RATIO;
        List<Double> ticks = new ArrayList<>();
        Axis x;
        if (log) {
            double lo = Math.pow(10, Math.floor(Math.log10(min)));
            double hi = Math.pow(10, Math.ceil(Math.log10(max)));
            for (double v = lo; v <= hi * 1.001; v *= 10) {
                ticks.add(v);
            }
            x = new Axis(lo, hi, barLeft, barLeft + BAR_AREA, true);
        } else {
            double step = niceStep(max / 5);
            double top = Math.max(step, Math.ceil(max / step) * step);
            for (double v = 0; v <= top + step / 2; v += step) {
                ticks.add(v);
            }
            x = new Axis(0, top, barLeft, barLeft + BAR_AREA, false);
        }
        String per = p.measure();
        int size = p.rows().get(0).size();
        title(svg, y0, p.title() + ": " + per + " per path, shorter is faster");
        String sizesSaid = p.rows().stream().mapToInt(TimingRow::size).distinct().count() == 1
                ? size + " " + p.unit() + (p.throughput() ? " per operation;" : ";")
                : "operations of " + p.rows().stream().mapToInt(TimingRow::size).min().orElse(1) + " to "
                        + p.rows().stream().mapToInt(TimingRow::size).max().orElse(1) + " " + p.unit() + ";";
        scale(svg, y0, (log ? "log, " + fmt(x.lo()) + " to " + fmt(x.hi()) + " " + per + " (paths differ over "
                + (int) LOG_RATIO + "x)" : "linear, 0 to " + fmt(x.hi()) + " " + per) + "; " + sizesSaid
                + " blue lanecrypt, grey the JDK" + unsettledNote(p, "*"));
        double top = y0 + TOP;
        double bottom = top + p.rows().size() * BAR_HEIGHT;
        for (double v : ticks) {
            double px = x.at(v);
            svg.line(px, top, px, bottom, "#dddddd");
            svg.text(px, bottom + 16, "middle", fmt(v));
        }
        svg.text(barLeft + BAR_AREA / 2.0, bottom + 36, "middle", per + (log ? " (log scale)" : ""));
        for (int i = 0; i < p.rows().size(); i++) {
            TimingRow r = p.rows().get(i);
            double v = values.get(i);
            double y = top + i * BAR_HEIGHT;
            double w = Math.max(1, x.at(Math.max(v, x.lo())) - barLeft);
            svg.text(labelRight, y + 15, "end", r.path());
            svg.rect(barLeft, y + 3, w, BAR_HEIGHT - 6, jdk(r.path()) ? JDK : LANECRYPT);
            svg.text(barLeft + w + 6, y + 15, "start", fmt(v) + TimingText.mark(r));
        }
        svg.line(barLeft, top, barLeft, bottom, "black");
    }

    private static void lines(SvgCanvas svg, Panel p, int y0) {
        Map<String, List<TimingRow>> byPath = new LinkedHashMap<>();
        TreeSet<Integer> sizes = new TreeSet<>();
        double maxCycles = 0;
        double minCycles = Double.POSITIVE_INFINITY;
        for (TimingRow r : p.rows()) {
            byPath.computeIfAbsent(r.path(), k -> new ArrayList<>()).add(r);
            sizes.add(r.size());
            maxCycles = Math.max(maxCycles, r.measurement().bestCycles());
            minCycles = Math.min(minCycles, r.measurement().bestCycles());
        }
        int plotW = LINE_PLOT_WIDTH;
        int plotH = LINE_PANEL_HEIGHT - TOP - BOTTOM;
        double xMin = sizes.first();
        double xMax = sizes.last() > sizes.first() ? sizes.last() : sizes.first() + 1;
        boolean log = minCycles > 0 && maxCycles / minCycles > LOG_RATIO;
        List<Double> yTicks = new ArrayList<>();
        Axis y;
        if (log) {
            double lo = Math.pow(10, Math.floor(Math.log10(minCycles)));
            double hi = Math.pow(10, Math.ceil(Math.log10(maxCycles)));
            for (double v = lo; v <= hi * 1.001; v *= 10) {
                yTicks.add(v);
            }
            y = new Axis(lo, hi, y0 + TOP + plotH, y0 + TOP, true);
        } else {
            double yStep = niceStep(maxCycles / 5);
            double yMax = Math.max(yStep, Math.ceil(maxCycles / yStep) * yStep);
            for (double v = 0; v <= yMax + yStep / 2; v += yStep) {
                yTicks.add(v);
            }
            y = new Axis(0, yMax, y0 + TOP + plotH, y0 + TOP, false);
        }
        Axis x = new Axis(xMin, xMax, LEFT, LEFT + plotW, false);
        double bottom = y0 + TOP + plotH;
        String unit = p.unit();

        title(svg, y0, p.title() + ": cycles per operation against " + unit);
        scale(svg, y0, (log ? "log, " + fmt(y.lo()) + " to " + fmt(y.hi()) + " cycles (paths differ over "
                + (int) LOG_RATIO + "x)" : "linear, 0 to " + fmt(y.hi()) + " cycles") + "; " + unit + " linear"
                + unsettledNote(p, "a hollow point"));
        for (double v : yTicks) {
            double py = y.at(v);
            svg.line(LEFT, py, LEFT + plotW, py, "#dddddd");
            svg.text(LEFT - 6, py + 4, "end", fmt(v));
        }
        for (double v : xTicks(sizes)) {
            double px = x.at(v);
            svg.line(px, bottom, px, bottom + 5, "black");
            svg.text(px, bottom + 18, "middle", String.format(Locale.ROOT, "%.0f", v));
        }
        svg.line(LEFT, bottom, LEFT + plotW, bottom, "black");
        svg.line(LEFT, bottom, LEFT, y0 + TOP, "black");
        svg.text(LEFT + plotW / 2.0, bottom + 40, "middle", unit);
        double mid = y0 + TOP + plotH / 2.0;
        svg.element(String.format(Locale.ROOT,
                "<text x=\"%d\" y=\"%.1f\" text-anchor=\"middle\" transform=\"rotate(-90 %d %.1f)\">%s</text>\n",
                22, mid, 22, mid, log ? "cycles (log scale)" : "cycles"));

        int i = 0;
        for (Map.Entry<String, List<TimingRow>> path : byPath.entrySet()) {
            String color = COLORS[i % COLORS.length];
            String dash = i >= COLORS.length ? " stroke-dasharray=\"6 3\"" : "";
            StringBuilder points = new StringBuilder();
            for (TimingRow r : path.getValue()) {
                double px = x.at(r.size());
                double py = y.at(r.measurement().bestCycles());
                points.append(String.format(Locale.ROOT, "%.1f,%.1f ", px, py));
                // a figure that is not settled (TimingRow#unsettled) is a hollow point
                svg.element(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\"%s/>\n", px, py,
                        r.unsettled() ? "white" : color, r.unsettled() ? " stroke=\"" + color + "\" stroke-width=\"1.5\"" : ""));
            }
            svg.element(String.format(Locale.ROOT,
                    "<polyline points=\"%s\" fill=\"none\" stroke=\"%s\" stroke-width=\"2\"%s/>\n",
                    points.toString().strip(), color, dash));
            double ly = y0 + TOP + 10 + i * 20;
            double lx = LEFT + plotW + 20;
            svg.element(String.format(Locale.ROOT,
                    "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" stroke-width=\"3\"%s/>\n",
                    lx, ly, lx + 24, ly, color, dash));
            svg.text(lx + 30, ly + 4, "start", path.getKey());
            i++;
        }
    }

    private static String fmt(double v) {
        return SvgCanvas.fmt(v);
    }

    /** Every size when there are few, else about ten evenly spaced ticks. */
    private static List<Double> xTicks(TreeSet<Integer> sizes) {
        List<Double> ticks = new ArrayList<>();
        if (sizes.size() <= 12) {
            sizes.forEach(s -> ticks.add((double) s));
            return ticks;
        }
        double step = niceStep((sizes.last() - sizes.first()) / 10.0);
        for (double v = Math.ceil(sizes.first() / step) * step; v <= sizes.last(); v += step) {
            ticks.add(v);
        }
        return ticks;
    }

    /** The smallest of 1, 2, 5 times a power of ten that is at least {@code raw}. */
    static double niceStep(double raw) {
        if (!(raw > 0)) {
            return 1;
        }
        double p = Math.pow(10, Math.floor(Math.log10(raw)));
        for (double m : new double[] {1, 2, 5, 10}) {
            if (m * p >= raw) {
                return m * p;
            }
        }
        return 10 * p;
    }

    /** What marks a figure that is not settled, said in the panel's scale line when it has one. */
    private static String unsettledNote(Panel p, String mark) {
        return p.rows().stream().anyMatch(TimingRow::unsettled)
                ? "; " + mark + ": not settled (the JVMs disagreed by over "
                        + Math.round(100 * (TimingRow.SPREAD_MARGIN - 1)) + "%, the warm-up ran out of time, or every"
                        + " JVM ran while the machine was slow)"
                : "";
    }

    private static void title(SvgCanvas svg, int y0, String s) {
        svg.text(20, y0 + 22, "start", "font-size=\"15\" font-weight=\"bold\"", s);
    }

    private static void scale(SvgCanvas svg, int y0, String s) {
        svg.text(20, y0 + 40, "start", "fill=\"#444444\"", "one scale for the panel: " + s);
    }

    /** A linear (or base-10 logarithmic) map from data values {@code [lo, hi]} to pixels {@code [from, to]}. */
    record Axis(double lo, double hi, double from, double to, boolean log) {
        double at(double v) {
            double f = log ? Math.log10(v / lo) / Math.log10(hi / lo) : (v - lo) / (hi - lo);
            return from + f * (to - from);
        }
    }
}
