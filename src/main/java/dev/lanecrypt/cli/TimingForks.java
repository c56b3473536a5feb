package dev.lanecrypt.cli;

import dev.lanecrypt.measure.Stopwatch;
import dev.lanecrypt.select.Selector;
import dev.lanecrypt.timing.TimingOptions;
import dev.lanecrypt.timing.TimingRow;
import java.io.File;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Times one path in a JVM of its own, as JMH's forks do: {@code lanecrypt timing --forks N} runs every
 * path N times, each in a new JVM ({@link TimingFork}), so that a path's figure does not depend on what
 * the JVM compiled before it (call-site profiles, inlining, on-stack replacement) or on where one JVM's
 * arrays happened to land.
 *
 * <p>A fork is this JVM again, on a fixed, pre-touched heap ({@link #HEAP}): the same {@code java}, the same options (the Vector API module, any
 * {@code -XX} flag a user passed such as {@code -XX:UseAVX=2}, the {@code -Dlanecrypt} properties) and
 * class path, with the parent's clock and, through a profile file ({@code -Dlanecrypt.profile}), the
 * kernel choices the parent's selector made, so that no fork calibrates on the side while it times and
 * every fork runs the kernels the parent would. Standard input is empty; standard output carries the
 * rows as JSON; standard error is kept for the message when the fork fails. A fork that outlives
 * {@link #LIMIT_S} is killed and reported; when this JVM is told to stop (SIGTERM, Ctrl-C) the running
 * fork is killed, no other starts, and the temporary directory is removed.
 */
final class TimingForks implements AutoCloseable {

    /** Far above any path's time (a few seconds): a fork past it is stuck. */
    static final long LIMIT_S = 300;

    /**
     * The heap of every fork: fixed and touched before {@code main}, so that a path which allocates (BigInteger's
     * results, SunJCE's output arrays) is not timed while the heap grows and each new page of it faults in. With
     * the JVM's default heap, BigInteger's 16-digit product took 370-390 cycles in most forks of
     * {@code timing mul} and 197-216 in the rest, and JMH (which runs for seconds) put it at 215-235. With this heap
     * most forks gave 200-216 (docs/timing.md, "The forks' heap"). The parent's options come after these, so a heap
     * size a user passes wins.
     */
    static final List<String> HEAP = List.of("-Xms512m", "-Xmx512m", "-XX:+AlwaysPreTouch");

    private final List<String> prefix;
    private final String counter;
    private final String ghz;
    private final Path work;
    private final Thread hook;
    private volatile Process running;

    /** Set when this JVM is told to stop: no fork starts after that. */
    private volatile boolean stopping;

    /** The fastest machine probe any fork of this run reported (NaN before the first). */
    private double fastestProbeNs = Double.NaN;

    TimingForks(boolean counter, double ghz) throws IOException {
        this.counter = counter ? "counter" : "estimate";
        this.ghz = Double.toString(ghz);
        this.work = Files.createTempDirectory("lanecrypt-timing");
        Path profile = work.resolve("profile.txt");
        Selector.saveProfile(profile, Selector.settled());
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.addAll(HEAP);
        for (String a : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
            if (!a.startsWith("-Dlanecrypt.fds=") && !a.startsWith("-Dlanecrypt.stderrTerminal=")
                    && !a.startsWith("-Dlanecrypt.profile=") && !a.startsWith("-agentlib:jdwp")) {
                cmd.add(a);
            }
        }
        cmd.add("-Dlanecrypt.profile=" + profile);
        cmd.add("-cp");
        cmd.add(System.getProperty("java.class.path"));
        cmd.add(TimingFork.class.getName());
        this.prefix = List.copyOf(cmd);
        this.hook = new Thread(() -> {
            stopping = true;
            Process p = running;
            if (p != null) {
                p.destroyForcibly();
                try {
                    p.waitFor(2, TimeUnit.SECONDS);   // its output files are ours to delete
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            deleteWork();
        }, "lanecrypt-timing-forks");
        Runtime.getRuntime().addShutdownHook(hook);
    }

    /** The command every fork starts with: {@code java}, {@link #HEAP}, this JVM's options, the class path, the main class. */
    List<String> command() {
        return prefix;
    }

    /** The rows of {@code section}'s {@code path} at every size of {@code options}, timed in a new JVM. */
    List<TimingRow> run(String section, String path, TimingOptions options) throws CommandFailure {
        List<String> cmd = new ArrayList<>(prefix);
        cmd.add(section);
        cmd.add(path);
        cmd.add(Integer.toString(options.runs()));
        cmd.add(options.digits().stream().map(String::valueOf).collect(Collectors.joining(",")));
        cmd.add(counter);
        cmd.add(ghz);
        String what = "timing " + section + " " + path;
        Path out = work.resolve("out");
        Path err = work.resolve("err");
        try {
            if (stopping) {
                throw new CommandFailure(what + ": not started, lanecrypt is stopping");
            }
            Process p = new ProcessBuilder(cmd).redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                    .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
            running = p;
            boolean ended;
            try {
                ended = p.waitFor(LIMIT_S, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                p.destroyForcibly();
                Thread.currentThread().interrupt();
                throw new CommandFailure(what + ": interrupted", e);
            } finally {
                running = null;
            }
            if (!ended) {
                p.destroyForcibly();
                throw new CommandFailure(what + ": its JVM ran for over " + LIMIT_S + " s and was stopped");
            }
            if (stopping) {
                throw new CommandFailure(what + ": stopped, as lanecrypt was told to stop");
            }
            if (p.exitValue() != 0) {
                throw new CommandFailure(String.format(Locale.ROOT, "%s: its JVM exited with status %d: %s", what,
                        p.exitValue(), lastLine(err)));
            }
            try {
                List<TimingRow> rows = TimingFork.parse(section, path, Files.readString(out, StandardCharsets.UTF_8));
                double probe = probeNs(rows);
                if (!Double.isNaN(probe) && !(probe >= fastestProbeNs)) {
                    fastestProbeNs = probe;
                }
                return rows;
            } catch (RuntimeException e) {
                throw new CommandFailure(what + ": its JVM printed no rows (" + e.getMessage() + ")", e);
            }
        } catch (IOException e) {
            throw new CommandFailure(what + ": cannot start a JVM: " + e.getMessage(), e);
        }
    }

    /** The fastest machine probe of the forks run so far: the machine undisturbed (NaN before the first). */
    double fastestProbeNs() {
        return fastestProbeNs;
    }

    /** A fork's probe (all its rows share it), NaN for none. */
    static double probeNs(List<TimingRow> fork) {
        return fork.isEmpty() ? Double.NaN : fork.get(0).measurement().probeNs();
    }

    /** Whether {@code fork} ran in a slow spell of the machine: its probe over the margin of the fastest. */
    boolean disturbed(List<TimingRow> fork) {
        double p = probeNs(fork);
        return !Double.isNaN(p) && Stopwatch.slowProbe(p, fastestProbeNs);
    }

    /** The last line of the fork's standard error that says something (the incubator warning does not). */
    private static String lastLine(Path err) throws IOException {
        List<String> lines = Files.readAllLines(err, StandardCharsets.UTF_8).stream()
                .filter(l -> !l.isBlank() && !l.startsWith("WARNING: Using incubator modules")).toList();
        return lines.isEmpty() ? "it said nothing" : lines.get(lines.size() - 1).strip();
    }

    @Override
    public void close() {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            return;                                 // shutting down: the hook cleans up
        }
        deleteWork();
    }

    /** Removes the temporary directory (the handed-over profile, the last fork's output). */
    private void deleteWork() {
        try (Stream<Path> files = Files.walk(work)) {
            for (Path f : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(f);
            }
        } catch (IOException e) {
            // a temporary directory left behind is all
        }
    }
}
