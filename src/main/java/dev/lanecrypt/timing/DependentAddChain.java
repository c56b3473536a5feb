package dev.lanecrypt.timing;

import dev.lanecrypt.measure.Measurement;
import dev.lanecrypt.measure.Stopwatch;

/**
 * Estimates the core clock from a chain of dependent single-cycle integer operations: each step needs
 * the previous result, so the chain runs one step per cycle however wide the core is, and steps per
 * nanosecond is the clock in GHz.
 *
 * <p>Why add and xor alternate: a chain of adds of loop invariants is folded by C2 (it reassociates
 * {@code (x + p) + q} into {@code x + (p + q)}, and a run of {@code x += p} into one multiply-add),
 * and xors of invariants cancel pairwise; {@code ((x + p) ^ q) + p ...} has no such identity, so C2
 * emits every step. It cannot vectorize either: each iteration depends on the last. Integer add and
 * xor have a latency of one cycle on every x86-64 and AArch64 core in use (Agner Fog's instruction
 * tables; AMD's and Arm's optimization guides). The loop counter, compare, branch and safepoint poll
 * are independent of {@code x} and run beside the chain on other ports, so the 16 steps of an
 * iteration take 16 cycles.
 *
 * <p>Checked on the machine this was written on (AMD EPYC, KVM guest, 2 vCPUs, no PMU exposed; measured:
 * docs/timing.md, "The clock estimate checked"): the chain ran above the {@code cpu MHz} of
 * {@code /proc/cpuinfo} with the other vCPU lightly loaded and fell back toward it with that vCPU busy.
 * The cpuinfo figure is the nominal clock the hypervisor advertises (a VM sees no frequency scaling), not
 * what the core runs at; an EPYC core boosts above it when few cores are busy and falls back toward it
 * when many are. Only one step per cycle fits: at the 3.24 GHz the chain gave, two cycles per step would
 * mean a 6.5 GHz core, half a cycle a 1.6 GHz one, below nominal.
 * A sibling thread sharing the core can only slow the chain, so the best of several runs is taken.
 */
final class DependentAddChain {

    /** The words of the header: {@code clock: estimated 3.70 GHz from a dependent add/xor chain}. */
    static final String DESCRIPTION = "dependent add/xor chain";

    /** Dependent steps in one iteration of {@link #run}. */
    static final int STEPS_PER_ITERATION = 16;

    // Instance fields, not constants: C2 must load them, so it cannot fold the steps at compile time.
    private long addend = 0x9E3779B97F4A7C15L;
    private long flip = 0x2545F4914F6CDD1DL;

    /** Runs {@code iterations} x {@link #STEPS_PER_ITERATION} dependent steps. */
    long run(int iterations) {
        long x = iterations;
        long p = addend;
        long q = flip;
        for (int i = 0; i < iterations; i++) {
            x += p;
            x ^= q;
            x += p;
            x ^= q;
            x += p;
            x ^= q;
            x += p;
            x ^= q;
            x += p;
            x ^= q;
            x += p;
            x ^= q;
            x += p;
            x ^= q;
            x += p;
            x ^= q;
        }
        return x;
    }

    /** Times the chain with {@code stopwatch}; returns the best run's steps per nanosecond and cycle. */
    static Measurement measure(Stopwatch stopwatch) {
        DependentAddChain chain = new DependentAddChain();
        Measurement perIteration = stopwatch.time(chain::run);
        double s = STEPS_PER_ITERATION;
        return new Measurement(perIteration.bestNs() / s, perIteration.medianNs() / s,
                perIteration.bestCycles() / s, perIteration.medianCycles() / s);
    }
}
