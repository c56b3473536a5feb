package dev.lanecrypt.measure;

/**
 * Where cycle counts come from: the hardware counter ({@link PerfEventCycles}) or nanoseconds times an
 * estimated frequency ({@link EstimatedCycles}). {@link Clocks#select()} picks one at start-up.
 */
public interface CycleClock extends AutoCloseable {

    /** The header's words for the source, e.g. {@code perf_event_open cycles}. */
    String source();

    /** Core cycles per nanosecond: measured against the counter, or the estimate itself. */
    double ghz();

    /** Runs {@code work} once with {@code reps} and reports its elapsed time and cycles. */
    Sample sample(Workload work, int reps);

    @Override
    void close();

    /** One timed call of a workload; {@code sink} is the workload's result, kept alive by the caller. */
    record Sample(long ns, double cycles, long sink) {
    }
}
