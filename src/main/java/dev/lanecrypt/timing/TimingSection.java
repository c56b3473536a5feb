package dev.lanecrypt.timing;

import dev.lanecrypt.measure.Stopwatch;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

/**
 * One table of {@code lanecrypt timing} ({@code mul}, {@code sqr}; later {@code modexp}, {@code des},
 * {@code bf}).
 *
 * <h2>Adding a section</h2>
 * <ol>
 * <li>Implement this interface in {@code dev.lanecrypt.timing} (one class per section, e.g.
 *     {@code BlowfishSection}) and add one line, {@code new BlowfishSection()}, to
 *     {@link TimingSections#all()}. The command line then accepts its {@link #name()}
 *     ({@code lanecrypt timing bf}), and {@code --json}, {@code --csv} and {@code --svg} carry its rows.</li>
 * <li>{@link #knownAnswers} checks every path the section will time. The tool calls it for all selected
 *     sections before it times anything; one failed answer prints its {@code Result:}/{@code Expected:}
 *     lines and exits 1 with nothing timed. Do not time here.</li>
 * <li>{@link #paths} lists the section's paths in display order, each a {@link TimedPath} whose timer
 *     builds that path's inputs, hands the operation to
 *     {@link Stopwatch#time(Workload)} (warm-up until the JIT settles, then best and median of
 *     {@code --runs}), and returns one {@link TimingRow} per size, in display order:
 *     <pre>{@code
 * Measurement m = stopwatch.time(reps -> {
 *     long sink = 0;
 *     for (int i = 0; i < reps; i++) {
 *         engine.encryptBlocks(blocks, 0, blocks.length);   // one op = 8192 bytes
 *         sink += blocks[0];
 *     }
 *     return sink;
 * });
 * return new TimingRow(name(), "ecb " + engine.name(), "bytes", 8192, m);
 *     }</pre>
 *     Time on the calling thread (the hardware counter counts only it), and build nothing outside the
 *     timer: {@code lanecrypt timing} times each path in JVMs of its own ({@code --forks}), which list
 *     every path and run one. Keep the default run short: each path costs a JVM start per fork.</li>
 * <li>{@link #print} writes the section's text. The default prints {@link #title()} and one line per
 *     size with every path side by side in cycles (LibTomMath's {@code   4 digits: N cycles}). Override it
 *     for Eric Young's lines: per second is {@code 1e9 / measurement().bestNs()} (times {@code size()}
 *     for bytes per second), microseconds {@code bestNs() / 1e3}, cycles per byte
 *     {@code bestCycles() / size()}.</li>
 * </ol>
 */
public interface TimingSection {

    /** The word that selects the section ({@code lanecrypt timing mul}) and its JSON {@code "section"}. */
    String name();

    /** The heading of the text table, e.g. {@code Timing Multiplying:}. */
    String title();

    /** Known-answer checks of every path {@link #measure} will time with these options. */
    List<KnownAnswer> knownAnswers(TimingOptions options);

    /** Every path of the section with these options, in the order the table should show them. */
    List<TimedPath> paths(TimingOptions options);

    /** Times every path the options include at every size; one row each, in display order. */
    default List<TimingRow> measure(TimingOptions options, Stopwatch stopwatch) {
        List<TimingRow> rows = new ArrayList<>();
        for (TimedPath p : paths(options)) {
            if (options.includes(p.name())) {
                rows.addAll(p.timer().apply(stopwatch));
            }
        }
        return rows;
    }

    /** Prints the rows {@link #measure} returned as text. */
    default void print(List<TimingRow> rows, PrintStream out) {
        TimingText.table(title(), rows, out);
    }
}
