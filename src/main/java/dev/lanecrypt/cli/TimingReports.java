package dev.lanecrypt.cli;

import dev.lanecrypt.measure.CycleClock;
import dev.lanecrypt.measure.Measurement;
import dev.lanecrypt.measure.Stopwatch;
import dev.lanecrypt.timing.TimingRow;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code timing --json} and {@code --csv}: one record per {@link TimingRow} with the best run as
 * {@code cycles} and {@code ns} and the median beside them (with forks: the best fork's best run, the
 * median of the forks' best runs, each fork's best as {@code forkCycles}, their {@code spread} and
 * whether it is past the margin); the JSON's top level is {@link MachineReport}'s,
 * as {@code cpu --json}'s is. Where the clock is an estimate,
 * {@code cycles} is {@code ns} times {@code clock.ghz}.
 */
final class TimingReports {

    /** The layout of {@code timing --json}: {@code lanecrypt compare} reads this format and refuses others. */
    static final int FORMAT = 1;

    static final String CSV_HEADER = "section,path,size,unit,cycles,ns,median_cycles,median_ns";

    private TimingReports() {
    }

    static String json(CycleClock clock, int runs, int forks, List<TimingRow> rows) {
        Map<String, Object> clockJson = new LinkedHashMap<>();
        clockJson.put("source", clock.source());
        clockJson.put("ghz", round(clock.ghz(), 1000));
        List<Object> results = new ArrayList<>();
        for (TimingRow r : rows) {
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("section", r.section());
            o.put("path", r.path());
            o.put("size", r.size());
            o.put("unit", r.sizeName());
            o.put("cycles", round(r.measurement().bestCycles(), 10));
            o.put("ns", round(r.measurement().bestNs(), 100));
            o.put("medianCycles", round(r.measurement().medianCycles(), 10));
            o.put("medianNs", round(r.measurement().medianNs(), 100));
            if (!r.forks().isEmpty()) {
                o.put("forkCycles", r.forks().stream().map(f -> round(f.bestCycles(), 10)).toList());
                o.put("forkProbeNs", r.forks().stream()
                        .map(f -> Double.isNaN(f.probeNs()) ? null : (Object) round(f.probeNs(), 100)).toList());
                o.put("disturbedForks", r.disturbedForks());
                o.put("spread", round(r.spread(), 1000));
            }
            o.put("settled", !r.unsettled());
            results.add(o);
        }
        Map<String, Object> top = MachineReport.top("timing");
        top.put("format", FORMAT);
        top.put("date", Instant.now().truncatedTo(ChronoUnit.SECONDS).toString());
        top.put("commit", SourceCommit.describe());
        top.put("clock", clockJson);
        top.put("runs", runs);
        top.put("forks", forks);
        top.put("spreadMargin", TimingRow.SPREAD_MARGIN);
        top.put("probeMargin", Stopwatch.PROBE_MARGIN);
        double reference = rows.stream().mapToDouble(TimingRow::probeReferenceNs).filter(p -> !Double.isNaN(p))
                .min().orElse(Double.NaN);
        top.put("probeNs", Double.isNaN(reference) ? null : round(reference, 100));
        top.put("results", results);
        return Json.write(top);
    }

    static String csv(List<TimingRow> rows) {
        StringBuilder sb = new StringBuilder(CSV_HEADER).append('\n');
        for (TimingRow r : rows) {
            Measurement m = r.measurement();
            sb.append(field(r.section())).append(',').append(field(r.path())).append(',')
                    .append(r.size()).append(',').append(field(r.sizeName())).append(',')
                    .append(round(m.bestCycles(), 10)).append(',').append(round(m.bestNs(), 100)).append(',')
                    .append(round(m.medianCycles(), 10)).append(',').append(round(m.medianNs(), 100)).append('\n');
        }
        return sb.toString();
    }

    private static double round(double v, double scale) {
        return Math.round(v * scale) / scale;
    }

    /** RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled. */
    private static String field(String s) {
        if (s.indexOf(',') < 0 && s.indexOf('"') < 0 && s.indexOf('\n') < 0 && s.indexOf('\r') < 0) {
            return s;
        }
        return '"' + s.replace("\"", "\"\"") + '"';
    }
}
