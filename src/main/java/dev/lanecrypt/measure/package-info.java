/**
 * The one measuring harness, for the calibration behind selection and for {@code lanecrypt timing}:
 * {@link dev.lanecrypt.measure.Workload} (an operation run {@code reps} times by itself),
 * {@link dev.lanecrypt.measure.Stopwatch} (warm-up until the JIT has settled, then interleaved timed
 * batches; best and median), {@link dev.lanecrypt.measure.CycleClock} (where cycles come from),
 * {@link dev.lanecrypt.measure.JitQueue} (whether C2 is still compiling), {@link dev.lanecrypt.measure.FpProbe}
(the machine probe: whether the machine itself was slow while a batch ran). Imports nothing of the library.
 *
 * <p>Contract: a workload MUST build its inputs outside {@code run} and return a value that depends on
 * every result; callers differ only in {@code Stopwatch.Settings}, never in the warm-up rule.
 */
package dev.lanecrypt.measure;
