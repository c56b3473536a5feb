package dev.lanecrypt.timing;

import java.util.Locale;

/**
 * The SVG that {@code timing --svg} and {@code compare --svg} write: elements appended in order, text
 * widths estimated at {@value #CHAR} pixels a character so that the picture is as wide as its widest
 * text ({@link #document}). Plain SVG 1.1, readable in any browser.
 */
public final class SvgCanvas {

    /** Estimated width of one character of the 12-pixel sans-serif text. */
    public static final double CHAR = 7;

    private final StringBuilder body = new StringBuilder();
    private double right;

    /** Text at {@code (x, y)}, anchored {@code start}, {@code middle} or {@code end}. */
    public SvgCanvas text(double x, double y, String anchor, String s) {
        return text(x, y, anchor, "", s);
    }

    /** Text with further attributes ({@code font-weight="bold"}, {@code fill="#444444"}; empty for none). */
    public SvgCanvas text(double x, double y, String anchor, String attributes, String s) {
        extent(x, s, anchor);
        body.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\"%s>%s</text>\n", x, y,
                anchor, attributes.isEmpty() ? "" : " " + attributes, escape(s)));
        return this;
    }

    public SvgCanvas line(double x1, double y1, double x2, double y2, String color) {
        body.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\"/>\n",
                x1, y1, x2, y2, color));
        return this;
    }

    public SvgCanvas rect(double x, double y, double width, double height, String fill) {
        body.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%s\"/>\n",
                x, y, width, height, fill));
        return this;
    }

    /** Any other element, whole ({@code <polyline .../>}); it does not widen the picture. */
    public SvgCanvas element(String element) {
        body.append(element);
        return this;
    }

    /** Widens the picture to hold {@code s} drawn at {@code x} with that anchor. */
    public void extent(double x, String s, String anchor) {
        double w = s.length() * CHAR;
        double r = anchor.equals("end") ? x : anchor.equals("middle") ? x + w / 2 : x + w;
        right = Math.max(right, r);
    }

    /** The whole file: at least {@code minWidth} wide (20 pixels past the widest text), on white. */
    public String document(int minWidth, int height) {
        int width = (int) Math.max(minWidth, Math.ceil(right + 20));
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"%d\""
                        + " height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">\n",
                        width, height, width, height)
                + String.format(Locale.ROOT, "<rect width=\"%d\" height=\"%d\" fill=\"white\"/>\n", width, height)
                + body + "</svg>\n";
    }

    /** A figure as the pictures print it: no decimals from 100, one from 10, two below. */
    public static String fmt(double v) {
        return v >= 100 || v == Math.rint(v) ? String.format(Locale.ROOT, "%,.0f", v)
                : v >= 10 ? String.format(Locale.ROOT, "%.1f", v) : String.format(Locale.ROOT, "%.2f", v);
    }

    static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
