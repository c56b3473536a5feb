/**
 * Detection, selection and the one door into {@code simd/}: the ground floor, importing only
 * {@code measure}.
 *
 * <p>What is here: {@link dev.lanecrypt.select.Hardware} (what this JVM and CPU can run: the Vector API,
 * its preferred width, HotSpot's flags); {@link dev.lanecrypt.select.Operation} (one thing chosen per machine:
 * candidates, size classes, a forcing property); {@link dev.lanecrypt.select.Selector} (forced, else the
 * saved {@link dev.lanecrypt.select.Profile}, else a background calibration on the one harness,
 * {@code dev.lanecrypt.measure.Stopwatch}); {@link dev.lanecrypt.select.Provisional} (the one "plain Java
 * until the calibration has chosen"); {@link dev.lanecrypt.select.Simd} (the one door: engines of
 * {@code simd/} by interface and width, one {@code Class.forName}); {@link dev.lanecrypt.select.SpeciesClasses}
 * (the one hidden-class definer for SIMD templates); {@link dev.lanecrypt.select.Cutoffs} (every tuned
 * constant).
 *
 * <p>Contracts:
 * <ul>
 *   <li>Candidates of one operation MUST give the same results bit for bit (the scalar one is the
 *   reference); the selector MAY switch a caller between them at any call.</li>
 *   <li>Code outside {@code simd/} MUST NOT name a {@code simd/} class or {@code jdk.incubator.vector}
 *   ({@code KernelLayoutTest}); it reaches SIMD engines only through {@code Simd}, and only once
 *   {@code Hardware.get().vectorApi()}.</li>
 *   <li>A forcing property that names a candidate this JVM cannot run MUST fail
 *   ({@link dev.lanecrypt.select.KernelChoiceException}), never fall back silently.</li>
 *   <li>No package cycle anywhere ({@code PackageCycleTest}); this package imports no domain package.</li>
 * </ul>
 *
 * <p>Adding an operation: declare its {@code Operation} constant beside the code that dispatches (see
 * {@link dev.lanecrypt.select.Operation}), its SIMD candidates from {@code Simd.candidates(prefix, Interface.class)},
 * its callers on a {@code Provisional}, and one line in {@code dev.lanecrypt.cli.Operations}. Adding a SIMD
 * engine: one line in {@code dev.lanecrypt.simd.SimdEngines}.
 */
package dev.lanecrypt.select;
