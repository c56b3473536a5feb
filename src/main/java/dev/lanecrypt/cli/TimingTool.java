package dev.lanecrypt.cli;

import dev.lanecrypt.timing.Clocks;
import dev.lanecrypt.measure.CycleClock;
import dev.lanecrypt.timing.KnownAnswer;
import dev.lanecrypt.measure.Stopwatch;
import dev.lanecrypt.timing.SvgPlot;
import dev.lanecrypt.timing.TimedPath;
import dev.lanecrypt.timing.TimingOptions;
import dev.lanecrypt.timing.TimingRow;
import dev.lanecrypt.timing.TimingSection;
import dev.lanecrypt.timing.TimingSections;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code lanecrypt timing}: checks every path of the chosen sections against known answers (a mismatch
 * exits 1 with nothing timed), chooses the cycle clock, times each section and prints text, JSON or
 * CSV, and optionally an SVG plot written all-or-nothing.
 */
public final class TimingTool {

    private final List<TimingSection> registry;
    private final Stopwatch.Settings settings;

    /** Tests pass their own sections (e.g. one with a broken kernel) and short batches. */
    TimingTool(List<TimingSection> registry, Stopwatch.Settings settings) {
        this.registry = registry;
        this.settings = settings;
    }

    /** Runs the command line {@code args} (after the word {@code timing}). */
    public static int run(List<String> args, CommandIo io) throws UsageException, CommandFailure {
        return new TimingTool(TimingSections.all(), Stopwatch.Settings.defaults(TimingArgs.DEFAULT_RUNS)).execute(args, io);
    }

    int execute(List<String> argList, CommandIo io) throws UsageException, CommandFailure {
        List<String> names = registry.stream().map(TimingSection::name).toList();
        TimingArgs args = TimingArgs.parse(argList, names);
        PrintStream out = io.out();
        if (args.help()) {
            out.println("usage: " + TimingArgs.USAGE);
            out.println("""
                    Checks every code path of the sections against known answers (a mismatch: exit 1, nothing
                    timed), then prints cycles per operation for each path, best of --runs batches after warm-up
                    in each of --forks JVMs. Each batch is followed by a short machine probe (a fixed loop of
                    FMAs): batches next to a slow probe do not count, and a JVM whose probe ran slow throughout
                    (a slow spell of the machine) is replaced by another, up to --forks more per path.
                      SECTION          %s (none named: all)
                      --digits RANGE   operand sizes of mul and sqr: FROM..TO/STEP or N (default 4..36/4)
                      --runs N         batches per cell, 1..%d (default %d)
                      --forks N        JVMs per path, 0..%d (default %d): each path is timed alone in N
                                       new JVMs, the best and the median of their bests reported, and a
                                       figure they disagree on by more than %.0f%% is marked; 0 times every
                                       path in this JVM (quicker, but a figure depends on what ran before)
                      --json, --csv    machine-readable results (JSON schema: docs/json.md); the median
                                       beside the best
                      --svg FILE       also a plot, written whole or not at all
                      -h, --help       this help
                    Progress goes to standard error when that is a terminal.""".formatted(String.join(", ", names),
                    TimingArgs.MAX_RUNS, TimingArgs.DEFAULT_RUNS, TimingArgs.MAX_FORKS, TimingArgs.DEFAULT_FORKS,
                    100 * (TimingRow.SPREAD_MARGIN - 1)));
            return 0;
        }
        List<TimingSection> chosen = registry.stream().filter(s -> args.sections().contains(s.name())).toList();
        TimingOptions options = new TimingOptions(args.digits(), args.runs());
        boolean text = args.format() == TimingArgs.Format.TEXT;
        try (OutputFile svg = args.svg() == null ? null : OutputFile.openSvg(args.svg());
                Progress progress = Progress.of(io, "timing")) {
            MachineInfo machine = MachineInfo.probe();
            if (text) {
                out.println("lanecrypt timing");
                out.println("CPU: " + machine.cpu());
                out.println("JVM: " + machine.jvm());
                out.println("vector shape: " + machine.vector());
                out.println();
            }
            progress.step("checking the known answers");
            List<KnownAnswer> answers = new ArrayList<>();
            for (TimingSection s : chosen) {
                answers.addAll(s.knownAnswers(options));
            }
            progress.clear();
            checkKnownAnswers(answers, text ? out : io.err(), text);
            progress.step("choosing the clock");
            Clocks.Choice choice = Clocks.select(settings.withRuns(args.runs()));
            progress.clear();
            List<TimingRow> rows = new ArrayList<>();
            String svgClock;
            try (CycleClock clock = choice.clock()) {
                svgClock = clock.source() + " (" + choice.note() + ")";
                if (text) {
                    out.println("clock: " + clock.source());
                    out.println("  (" + choice.note() + cpuinfoNote(machine) + ")");
                    String runs = "cycles: best of " + args.runs() + " runs after warm-up, each beside a machine"
                            + " probe (runs next to a slow probe do not count)";
                    out.println(args.forks() == 0
                            ? runs + ", every path in this JVM (--json/--csv add the median)"
                            : runs + ", in each of " + args.forks() + " JVMs per path, more where one ran while the"
                                    + " machine was slow (--json/--csv add the median of the JVMs' bests)");
                    out.println();
                }
                Stopwatch stopwatch = new Stopwatch(clock, settings.withRuns(args.runs()));
                try (TimingForks forks = args.forks() == 0 ? null : forks(clock)) {
                    ForkProgress eta = forks == null ? null : new ForkProgress(progress, chosen.stream()
                            .mapToInt(s -> forkedPaths(s, options).size() * args.forks()).sum());
                    int n = 0;
                    for (TimingSection s : chosen) {
                        String step = "timing " + s.name() + " (" + ++n + "/" + chosen.size() + ")";
                        List<TimingRow> sectionRows;
                        if (forks == null) {
                            progress.step(step);
                            sectionRows = s.measure(options, stopwatch);
                        } else {
                            sectionRows = forked(s, options, args.forks(), forks, eta, step);
                        }
                        progress.clear();
                        rows.addAll(sectionRows);
                        if (text) {
                            s.print(sectionRows, out);
                            out.println();
                        }
                    }
                }
                switch (args.format()) {
                    case JSON -> out.println(TimingReports.json(clock, args.runs(), args.forks(), rows));
                    case CSV -> out.print(TimingReports.csv(rows));
                    case TEXT -> {
                    }
                }
            }
            if (svg != null) {
                SvgPlot.Header header = new SvgPlot.Header(machine.cpu(), machine.jvm(), svgClock,
                        java.time.ZonedDateTime.now(java.time.ZoneOffset.UTC).withNano(0).toString().replace("T", " "),
                        dev.lanecrypt.provider.Version.get());
                svg.stream().write(SvgPlot.render(chosen, rows, header).getBytes(StandardCharsets.UTF_8));
                svg.commit();
            }
        } catch (IOException e) {
            throw new CommandFailure("cannot write the --svg file " + args.svg() + ": " + e.getMessage(), e);
        }
        return 0;
    }

    private static TimingForks forks(CycleClock clock) throws CommandFailure {
        try {
            return new TimingForks(Clocks.counts(clock), clock.ghz());
        } catch (IOException e) {
            throw new CommandFailure("cannot prepare the forked JVMs (a temporary directory for their kernel"
                    + " choices): " + e.getMessage(), e);
        }
    }

    /**
     * The rows of {@code section} with every path timed in {@code count} JVMs of its own: round after
     * round over the paths (a slow spell of the machine then falls on several paths' single forks rather
     * than on all forks of one path); then, while a path has fewer than {@code count} JVMs whose machine
     * probe was within the margin of the run's fastest ({@link TimingForks#disturbed}), one more JVM for it,
     * up to {@code count} more; combined per cell by {@link TimingRow#ofForks(List, double)}.
     */
    private static List<TimingRow> forked(TimingSection section, TimingOptions options, int count, TimingForks forks,
            ForkProgress progress, String step) throws CommandFailure {
        List<String> paths = forkedPaths(section, options);
        List<List<List<TimingRow>>> byPath = new ArrayList<>();
        for (int p = 0; p < paths.size(); p++) {
            byPath.add(new ArrayList<>());
        }
        for (int f = 1; f <= count; f++) {
            for (int p = 0; p < paths.size(); p++) {
                progress.starting(step + ": " + paths.get(p) + ", JVM " + f + " of " + count);
                byPath.get(p).add(forks.run(section.name(), paths.get(p), options));
                progress.done();
            }
        }
        // a JVM that ran in a slow spell of the machine (its probe) is replaced, up to count more per path
        for (int extra = 1; extra <= count; extra++) {
            List<Integer> again = new ArrayList<>();
            for (int p = 0; p < paths.size(); p++) {
                if (byPath.get(p).stream().filter(fork -> !forks.disturbed(fork)).count() < count) {
                    again.add(p);
                }
            }
            if (again.isEmpty()) {
                break;
            }
            progress.more(again.size());
            for (int p : again) {
                progress.starting(step + ": " + paths.get(p) + ", JVM " + (count + extra) + " (one ran while the"
                        + " machine was slow)");
                byPath.get(p).add(forks.run(section.name(), paths.get(p), options));
                progress.done();
            }
        }
        List<TimingRow> rows = new ArrayList<>();
        for (int p = 0; p < paths.size(); p++) {
            List<List<TimingRow>> each = byPath.get(p);
            for (int i = 0; i < each.get(0).size(); i++) {
                int cell = i;
                rows.add(TimingRow.ofForks(each.stream().map(fork -> fork.get(cell)).toList(),
                        forks.fastestProbeNs()));
            }
        }
        return rows;
    }

    private static List<String> forkedPaths(TimingSection section, TimingOptions options) {
        return section.paths(options).stream().map(TimedPath::name).filter(options::includes).toList();
    }

    /** The progress line of a forked run: what runs now, how many JVMs of all are done, the time left. */
    private static final class ForkProgress {
        private final Progress progress;
        private int total;
        private final long start = System.nanoTime();
        private int done;

        ForkProgress(Progress progress, int total) {
            this.progress = progress;
            this.total = total;
        }

        void starting(String what) {
            String left = done == 0 ? "" : String.format(Locale.ROOT, ", about %d s left",
                    Math.round((System.nanoTime() - start) / 1e9 / done * (total - done)));
            progress.step(what + " [" + done + "/" + total + " JVMs done" + left + "]");
        }

        void done() {
            done++;
        }

        /** JVMs added to the plan (ones that replace a JVM that ran while the machine was slow). */
        void more(int jvms) {
            total += jvms;
        }
    }

    /** Prints every answer (text) or only the failures (JSON/CSV, on stderr); throws if any failed. */
    private static void checkKnownAnswers(List<KnownAnswer> answers, PrintStream to, boolean all) throws CommandFailure {
        List<String> failed = new ArrayList<>();
        if (all) {
            to.println("Known answers, checked before anything is timed:");
        }
        for (KnownAnswer a : answers) {
            if (all || !a.passed()) {
                to.println(a.label());
                to.println("Result:   " + a.result());
                to.println("Expected: " + a.expected());
            }
            if (!a.passed()) {
                failed.add(a.label());
            }
        }
        if (all) {
            to.println();
        }
        if (!failed.isEmpty()) {
            throw new CommandFailure("known-answer check failed (" + String.join("; ", failed) + "); nothing was timed");
        }
    }

    private static String cpuinfoNote(MachineInfo machine) {
        return Double.isNaN(machine.cpuMhz()) ? ""
                : String.format(Locale.ROOT, "; /proc/cpuinfo says %.0f MHz, the nominal clock", machine.cpuMhz());
    }
}
