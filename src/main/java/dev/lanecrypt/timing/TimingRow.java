package dev.lanecrypt.timing;

import dev.lanecrypt.measure.Measurement;
import dev.lanecrypt.measure.Stopwatch;
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
        List<Measurement> forks, double probeReferenceNs) {

    /**
     * Forks whose best figures differ by more than this factor make the cell {@link #unsettled}: the
     * figure depends on the JVM it ran in (what C2 compiled, where the arrays landed, what else ran on
     * the machine), and the table says so rather than print it as if it were settled.
     */
    public static final double SPREAD_MARGIN = 1.15;

    public TimingRow {
        forks = List.copyOf(forks);
    }

    /** A cell from forks judged against the fastest probe among themselves. */
    public TimingRow(String section, String path, String sizeName, int size, Measurement measurement,
            List<Measurement> forks) {
        this(section, path, sizeName, size, measurement, forks, Double.NaN);
    }

    /** A cell timed in this JVM. */
    public TimingRow(String section, String path, String sizeName, int size, Measurement measurement) {
        this(section, path, sizeName, size, measurement, List.of());
    }

    /**
     * One cell from its figures in several JVMs (all of the same section, path and size): the best is
     * the best fork's best run (the least disturbed JVM, as within one JVM the least disturbed run); the
     * median is the median of the forks' best runs, what a typical JVM shows. Forks whose machine probe
     * ({@link Measurement#probeNs}) was over {@link Stopwatch#PROBE_MARGIN} of the best fork's ran in a slow
     * spell of the machine from start to end: they are kept in {@link #forks}, count for the best (a spell
     * only slows), but not for the median or the spread ({@link #cleanForks}).
     */
    public static TimingRow ofForks(List<TimingRow> forks) {
        return ofForks(forks, Double.NaN);
    }

    /**
     * As {@link #ofForks(List)}, the probes judged against {@code referenceProbeNs} (the fastest probe of the
     * whole run, NaN for none) where it is faster than this cell's fastest: a cell whose every fork ran in a
     * slow spell keeps its figures from all of them and is {@link #unsettled}.
     */
    public static TimingRow ofForks(List<TimingRow> forks, double referenceProbeNs) {
        if (forks.isEmpty()) {
            throw new IllegalArgumentException("no fork");
        }
        TimingRow first = forks.get(0);
        List<Measurement> each = new ArrayList<>();
        for (TimingRow f : forks) {
            if (!f.section().equals(first.section()) || !f.path().equals(first.path()) || f.size() != first.size()) {
                throw new IllegalArgumentException("forks of different cells: " + first + ", " + f);
            }
            each.add(f.measurement());
        }
        List<Measurement> clean = cleanOrAll(each, referenceProbeNs);
        boolean settled = true;
        for (Measurement m : clean) {
            settled &= m.settled();
        }
        // the best over every fork: a slow spell only makes a figure slower, so a disturbed fork that is
        // still the fastest shows the clean ones had trouble of their own (seen: the one clean JVM of six
        // timed a DES kernel before C2 had compiled it, 5.5 million cycles against 24,000)
        Measurement best = null;
        for (Measurement m : each) {
            if (best == null || m.bestNs() < best.bestNs()) {
                best = m;
            }
        }
        Measurement m = new Measurement(best.bestNs(), median(clean, true), best.bestCycles(), median(clean, false),
                settled, best.probeNs());
        return new TimingRow(first.section(), first.path(), first.sizeName(), first.size(), m, each,
                referenceProbeNs);
    }

    /**
     * The forks that did not run in a slow spell of the machine (all of them where none was probed); where
     * every fork did, all of them (and the cell is {@link #unsettled}).
     */
    public List<Measurement> cleanForks() {
        return cleanOrAll(forks, probeReferenceNs);
    }

    /** How many forks ran in a slow spell of the machine, judged by their probes. */
    public int disturbedForks() {
        return forks.size() - clean(forks, probeReferenceNs).size();
    }

    /** Whether every fork ran in a slow spell of the machine (the figure is then that of a slow machine). */
    public boolean allDisturbed() {
        return !forks.isEmpty() && clean(forks, probeReferenceNs).isEmpty();
    }

    private static List<Measurement> clean(List<Measurement> forks, double reference) {
        double fastest = forks.stream().mapToDouble(Measurement::probeNs).filter(p -> !Double.isNaN(p)).min()
                .orElse(Double.NaN);
        double base = Double.isNaN(reference) ? fastest : Math.min(reference, fastest);
        return forks.stream().filter(f -> Double.isNaN(f.probeNs()) || !Stopwatch.slowProbe(f.probeNs(), base))
                .toList();
    }

    private static List<Measurement> cleanOrAll(List<Measurement> forks, double reference) {
        List<Measurement> clean = clean(forks, reference);
        return clean.isEmpty() ? forks : clean;
    }

    private static double median(List<Measurement> forks, boolean ns) {
        double[] v = forks.stream().mapToDouble(m -> ns ? m.bestNs() : m.bestCycles()).sorted().toArray();
        int n = v.length;
        return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    }

    /**
     * The slowest clean fork's best over the fastest fork's (1 with fewer than two forks): the forks that
     * ran in a slow spell cannot widen it, and cannot hide a clean fork's trouble either.
     */
    public double spread() {
        if (forks.size() < 2) {
            return 1;
        }
        double slowestClean = cleanForks().stream().mapToDouble(Measurement::bestCycles).max().getAsDouble();
        double fastest = forks.stream().mapToDouble(Measurement::bestCycles).min().getAsDouble();
        return slowestClean / fastest;
    }

    /**
     * Whether the figure is not to be taken as settled: the clean forks disagree by more than
     * {@link #SPREAD_MARGIN}, a warm-up ran out of time while the JIT was still at work, or every fork ran
     * in a slow spell of the machine.
     */
    public boolean unsettled() {
        return spread() > SPREAD_MARGIN || !measurement.settled() || allDisturbed();
    }
}
