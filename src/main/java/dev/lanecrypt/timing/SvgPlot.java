package dev.lanecrypt.timing;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;

/**
 * {@code timing --svg FILE}: one panel per section, cycles (best run) against size, one line per path,
 * with axes, ticks, grid and a legend. The cycle axis turns logarithmic (decades) when the paths differ
 * by more than {@value #LOG_RATIO} times, as an emulated vector width does, so that the fast paths
 * stay apart. Plain SVG 1.1, readable in any browser.
 */
final class SvgPlot {

    private static final int WIDTH = 760;
    private static final int PANEL_HEIGHT = 380;
    private static final int LEFT = 80;
    private static final int RIGHT = 180;
    private static final int TOP = 40;
    private static final int BOTTOM = 56;
    /** Above this ratio of the largest to the smallest cycle count the y axis is logarithmic. */
    private static final double LOG_RATIO = 30;
    private static final String[] COLORS = {
        "#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf"};

    private SvgPlot() {
    }

    static String render(List<TimingSection> sections, List<TimingRow> rows) {
        List<TimingSection> drawn = sections.stream()
                .filter(s -> rows.stream().anyMatch(r -> r.section().equals(s.name()))).toList();
        int height = Math.max(1, drawn.size()) * PANEL_HEIGHT;
        StringBuilder svg = new StringBuilder();
        svg.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        svg.append(String.format(Locale.ROOT,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"%d\" height=\"%d\" "
                        + "viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">\n",
                WIDTH, height, WIDTH, height));
        svg.append(String.format(Locale.ROOT, "<rect width=\"%d\" height=\"%d\" fill=\"white\"/>\n", WIDTH, height));
        for (int i = 0; i < drawn.size(); i++) {
            TimingSection s = drawn.get(i);
            panel(svg, s.title(), rows.stream().filter(r -> r.section().equals(s.name())).toList(), i * PANEL_HEIGHT);
        }
        return svg.append("</svg>\n").toString();
    }

    private static void panel(StringBuilder svg, String title, List<TimingRow> rows, int y0) {
        Map<String, List<TimingRow>> byPath = new LinkedHashMap<>();
        TreeSet<Integer> sizes = new TreeSet<>();
        double maxCycles = 0;
        double minCycles = Double.POSITIVE_INFINITY;
        for (TimingRow r : rows) {
            byPath.computeIfAbsent(r.path(), k -> new ArrayList<>()).add(r);
            sizes.add(r.size());
            maxCycles = Math.max(maxCycles, r.measurement().bestCycles());
            minCycles = Math.min(minCycles, r.measurement().bestCycles());
        }
        int plotW = WIDTH - LEFT - RIGHT;
        int plotH = PANEL_HEIGHT - TOP - BOTTOM;
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
        String unit = rows.get(0).sizeName();

        svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" font-size=\"15\" font-weight=\"bold\">%s</text>\n",
                LEFT, y0 + 24, escape(title + " cycles against " + unit)));
        for (double v : yTicks) {
            double py = y.at(v);
            svg.append(line(LEFT, py, LEFT + plotW, py, "#dddddd"));
            svg.append(text(LEFT - 6, py + 4, "end", String.format(Locale.ROOT, "%,.0f", v)));
        }
        for (double v : xTicks(sizes)) {
            double px = x.at(v);
            svg.append(line(px, bottom, px, bottom + 5, "black"));
            svg.append(text(px, bottom + 18, "middle", String.format(Locale.ROOT, "%.0f", v)));
        }
        svg.append(line(LEFT, bottom, LEFT + plotW, bottom, "black"));
        svg.append(line(LEFT, bottom, LEFT, y0 + TOP, "black"));
        svg.append(text(LEFT + plotW / 2.0, bottom + 40, "middle", unit));
        double mid = y0 + TOP + plotH / 2.0;
        svg.append(String.format(Locale.ROOT,
                "<text x=\"%d\" y=\"%.1f\" text-anchor=\"middle\" transform=\"rotate(-90 %d %.1f)\">%s</text>\n",
                22, mid, 22, mid, log ? "cycles (log scale)" : "cycles"));

        int i = 0;
        for (Map.Entry<String, List<TimingRow>> path : byPath.entrySet()) {
            String color = COLORS[i % COLORS.length];
            StringBuilder points = new StringBuilder();
            for (TimingRow r : path.getValue()) {
                double px = x.at(r.size());
                double py = y.at(r.measurement().bestCycles());
                points.append(String.format(Locale.ROOT, "%.1f,%.1f ", px, py));
                svg.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\"/>\n", px, py, color));
            }
            svg.append(String.format(Locale.ROOT,
                    "<polyline points=\"%s\" fill=\"none\" stroke=\"%s\" stroke-width=\"2\"/>\n",
                    points.toString().strip(), color));
            double ly = y0 + TOP + 10 + i * 20;
            double lx = LEFT + plotW + 20;
            svg.append(String.format(Locale.ROOT,
                    "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" stroke-width=\"3\"/>\n",
                    lx, ly, lx + 24, ly, color));
            svg.append(text(lx + 30, ly + 4, "start", path.getKey()));
            i++;
        }
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

    private static String line(double x1, double y1, double x2, double y2, String color) {
        return String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\"/>\n",
                x1, y1, x2, y2, color);
    }

    private static String text(double x, double y, String anchor, String s) {
        return String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\">%s</text>\n", x, y, anchor, escape(s));
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    /** A linear (or base-10 logarithmic) map from data values {@code [lo, hi]} to pixels {@code [from, to]}. */
    private record Axis(double lo, double hi, double from, double to, boolean log) {
        double at(double v) {
            double f = log ? Math.log10(v / lo) / Math.log10(hi / lo) : (v - lo) / (hi - lo);
            return from + f * (to - from);
        }
    }
}
