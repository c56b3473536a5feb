package dev.lanecrypt.bench;

import dev.lanecrypt.measure.FpProbe;
import java.util.Locale;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * The machine probe of {@code lanecrypt timing} ({@link FpProbe}) in a benchmark's JVM: before each
 * iteration (outside the measured time) the best of 40 probe batches, and at the end of the fork one line
 * on standard error, {@code machine probe: best N ns}, which JMH prints with the fork's output. On a shared
 * VM whole JVMs run 1.2-2x slower than others (docs/timing.md): a fork whose probe is 8% or more over the
 * fastest fork's ran in such a spell, and a comparison between providers measured in different forks
 * should leave it out (or say it did not).
 */
@State(Scope.Benchmark)
public class MachineProbe {

    private double best = Double.POSITIVE_INFINITY;

    @Setup(Level.Iteration)
    public void probe() {
        best = Math.min(best, FpProbe.bestNs(40));
    }

    @TearDown(Level.Trial)
    public void report() {
        System.err.println(String.format(Locale.ROOT, "machine probe: best %.0f ns", best));
    }
}
