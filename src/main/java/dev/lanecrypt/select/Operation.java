package dev.lanecrypt.select;

import dev.lanecrypt.cli.Operations;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * An operation whose implementation is chosen per machine by measurement (as LibTomMath's {@code tune}
 * and Eric Young's {@code des_opts} do): a name, the system property that forces a candidate, the
 * candidates, and the size classes that are chosen for separately.
 *
 * <h2>How a subsystem registers its candidates</h2>
 * <ol>
 *   <li>Declare one constant, next to the code that dispatches:
 * <pre>{@code
 * static final Operation<Block64> DES = new Operation<>("des", "lanecrypt.des",
 *         DesEngines::candidates,                                   // evaluated once, at first use
 *         List.of(new SizeClass<>("ecb 1-63 blocks", (e, reps) -> DesTrials.ecb(e, 8, reps)),
 *                 new SizeClass<>("ecb 64+ blocks", (e, reps) -> DesTrials.ecb(e, 512, reps))));
 * }</pre>
 *       {@code candidates} lists every name the property accepts, in a fixed order (the plain-Java one
 *       first): {@link Candidate#of} for the ones to time, {@link Candidate#untimed} for ones that run but
 *       should not be timed at first use (e.g. a width the hardware emulates), {@link Candidate#unavailable}
 *       with the reason when this JVM cannot run it. The SIMD candidates come from
 *       {@link Simd#candidates} (the one door into {@code simd/}: unavailable without the Vector API, untimed
 *       above the preferred width, and no SIMD class loaded unless the Vector API is usable).</li>
 *   <li>Get the choice where it is used (memoized per JVM, thread-safe). Either wait for it:
 *       {@code Block64 e = Selector.current(DES).get(sizeClassIndex)} (the first call in a JVM may wait
 *       for the calibration, about a second on a loaded machine), or do not wait: hold a
 *       {@link Provisional} (the plain-Java candidate until the selection is known, then the choice), as
 *       {@code Kernels.base()}, {@code SelectedEngine} and {@code BlowfishKeySetups} do.</li>
 *   <li>Add the constant to {@code dev.lanecrypt.cli.Operations#all()} (one line) so that
 *       {@code lanecrypt cpu} reports it and {@code lanecrypt tune} calibrates it into the saved profile.</li>
 * </ol>
 * A workload must run in well under a millisecond per repetition: the calibration runs all of them
 * round-robin until the JIT is quiet, then times each size class for {@link Selector#QUICK_MS_PER_CLASS}
 * ms (lanecrypt tune: {@link Selector#FULL_MS_PER_CLASS}).
 *
 * @param name          short and stable (it keys the profile): "mul", "des", "blowfish", "montgomery"
 * @param forceProperty the system property that forces one candidate by name ("auto" or unset: measure)
 * @param candidates    every candidate name with its availability on this JVM
 * @param sizeClasses   at least one; a choice is made for each
 */
public record Operation<T>(String name, String forceProperty, Supplier<List<Candidate<T>>> candidates,
        List<SizeClass<T>> sizeClasses) {

    public Operation {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(forceProperty, "forceProperty");
        Objects.requireNonNull(candidates, "candidates");
        sizeClasses = List.copyOf(sizeClasses);
        if (sizeClasses.isEmpty()) {
            throw new IllegalArgumentException(name + ": no size class");
        }
    }
}
