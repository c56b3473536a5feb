/**
 * The base-case kernels under {@code MpInt} and the modexp engines, and their selection.
 *
 * <p>Interfaces (this source root): {@link dev.lanecrypt.math.kernel.MulKernel} (comba multiply/square
 * of 28-bit digits), {@link dev.lanecrypt.math.kernel.MontKernel} (one Montgomery product),
 * {@link dev.lanecrypt.math.kernel.MontBatchKernel} (one per lane, 28-bit digits),
 * {@link dev.lanecrypt.math.kernel.Mont52Kernel} (one per lane, 52-bit limbs on FMA). Each states its
 * contract (input ranges, aliasing, the accumulator bound). Selection: {@link dev.lanecrypt.math.kernel.Kernels}
 * and {@link dev.lanecrypt.math.kernel.MontKernels} declare the operations and hand out the chosen kernel.
 * Implementations: {@code scalar/dev/lanecrypt/math/kernel/} (plain Java, the references) and
 * {@code simd/dev/lanecrypt/math/kernel/} (Vector API, one template per kernel defined per species).
 *
 * <p>Adding a kernel:
 * <ol>
 *   <li>Implement the interface in {@code scalar/} or {@code simd/} of this package, with a header naming
 *   the algorithm and its source and a comment proving every accumulator's bound. A SIMD one is a template
 *   class whose species is {@code SpeciesClasses.species(MethodHandles.lookup())} in a {@code static final}
 *   field, instantiated per width by {@code SpeciesClasses.instance}; add its line to
 *   {@code dev.lanecrypt.simd.SimdEngines#make} if it is a new interface.</li>
 *   <li>Add it to the candidate list of its operation ({@code Kernels.mulCandidates},
 *   {@code MontKernels}); SIMD widths come from {@code Simd.candidates("simd", Interface.class)}.</li>
 *   <li>Tests: bit-identical to the scalar kernel for every width and the edge shapes (jqwik, as
 *   {@code SimdCombaProperties}, {@code Mont52Properties}), and no allocation once compiled (the forked
 *   allocation tests, {@code AllocationFork}).</li>
 * </ol>
 * MUST: every kernel of an interface gives the scalar kernel's output for every input its contract
 * allows; a kernel used on secrets (Montgomery, batch) MUST NOT branch or index on operand values.
 */
package dev.lanecrypt.math.kernel;
