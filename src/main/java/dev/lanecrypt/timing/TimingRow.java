package dev.lanecrypt.timing;

import dev.lanecrypt.measure.Measurement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * One measured cell: a section's path at one size. {@code sizeName} names the unit of {@code size} and
 * is the key of the size in JSON ({@code "digits"} for mul/sqr, {@code "bits"} for a modulus,
 * {@code "bytes"} for a buffer of cipher blocks); per-byte or per-second figures are derived from
 * {@code size} and the measurement, so a section needs no other fields.
 *
 * <p>{@code forks} holds each forked JVM's own figure of the cell ({@code lanecrypt timing --forks},
 * see {@link #ofForks}); it is empty when the cell was timed in the JVM that prints it.
 */
public record TimingRow(String section, String path, String sizeName, int size, Measurement measurement,
        List<Measurement> forks) {

    /**
     * Forks whose best figures differ by more than this factor make the cell {@link #unsettled}: the
     * figure depends on the JVM it ran in (what C2 compiled, where the arrays landed, what else ran on
     * the machine), and the table says so rather than print it as if it were settled.
     */
    public static final double SPREAD_MARGIN = 1.15;

    public TimingRow {
        forks = List.copyOf(forks);
    }

    /** A cell timed in this JVM. */
    public TimingRow(String section, String path, String sizeName, int size, Measurement measurement) {
        this(section, path, sizeName, size, measurement, List.of());
    }

    /**
     * One cell from its figures in several JVMs (all of the same section, path and size): the best is
     * the best fork's best run (the least disturbed JVM, as within one JVM the least disturbed run); the
     * median is the median of the forks' best runs, what a typical JVM shows.
     */
    public static TimingRow ofForks(List<TimingRow> forks) {
        if (forks.isEmpty()) {
            throw new IllegalArgumentException("no fork");
        }
        TimingRow first = forks.get(0);
        List<Measurement> each = new ArrayList<>();
        Measurement best = null;
        boolean settled = true;
        for (TimingRow f : forks) {
            if (!f.section().equals(first.section()) || !f.path().equals(first.path()) || f.size() != first.size()) {
                throw new IllegalArgumentException("forks of different cells: " + first + ", " + f);
            }
            each.add(f.measurement());
            settled &= f.measurement().settled();
            if (best == null || f.measurement().bestNs() < best.bestNs()) {
                best = f.measurement();
            }
        }
        Measurement m = new Measurement(best.bestNs(), median(each, true), best.bestCycles(), median(each, false),
                settled);
        return new TimingRow(first.section(), first.path(), first.sizeName(), first.size(), m, each);
    }

    private static double median(List<Measurement> forks, boolean ns) {
        double[] v = forks.stream().mapToDouble(m -> ns ? m.bestNs() : m.bestCycles()).sorted().toArray();
        int n = v.length;
        return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    }

    /** The slowest fork's best over the fastest's (1 with fewer than two forks). */
    public double spread() {
        if (forks.size() < 2) {
            return 1;
        }
        double[] v = forks.stream().mapToDouble(Measurement::bestCycles).toArray();
        return Arrays.stream(v).max().getAsDouble() / Arrays.stream(v).min().getAsDouble();
    }

    /**
     * Whether the figure is not to be taken as settled: the forks disagree by more than
     * {@link #SPREAD_MARGIN}, or a warm-up ran out of time while the JIT was still at work.
     */
    public boolean unsettled() {
        return spread() > SPREAD_MARGIN || !measurement.settled();
    }
}
