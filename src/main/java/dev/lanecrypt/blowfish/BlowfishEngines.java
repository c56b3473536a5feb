package dev.lanecrypt.blowfish;

import dev.lanecrypt.select.Cutoffs;
import dev.lanecrypt.cipher.Block64;
import dev.lanecrypt.cipher.SelectedEngine;
import dev.lanecrypt.select.Candidate;
import dev.lanecrypt.select.Hardware;
import dev.lanecrypt.select.KernelChoiceException;
import dev.lanecrypt.select.Operation;
import dev.lanecrypt.select.Selector;
import dev.lanecrypt.select.Simd;
import dev.lanecrypt.select.SizeClass;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The Blowfish engines and the choice among them, in the spirit of Eric Young's {@code des_opts}: every
 * design is timed on this machine by {@link Selector} (operation {@link #OPERATION}) and the fastest
 * wins, because which one that is depends on the CPU (gathers lose to interleaved scalar code on AMD Zen
 * and on Intel parts with the GDS microcode fix). {@code lanecrypt cpu} shows the choice and the timings.
 *
 * <p>{@code -Dlanecrypt.blowfish=scalar|interleave2|interleave4|interleave8|gather256|gather512|permute512} forces a
 * design; an unknown name or one this JVM cannot run (gathers without the Vector API) is a
 * {@link KernelChoiceException}. The gather engines are loaded reflectively, only when
 * {@link Hardware#vectorApi()}; a width above the JVM's preferred vector size is available (forcible,
 * tested) but not timed at first use, since it runs emulated.
 */
public final class BlowfishEngines {

    /** The system property that forces a design. */
    public static final String PROPERTY = "lanecrypt.blowfish";

    /** Every design name, plain Java first. */
    public static final List<String> NAMES =
            List.of("scalar", "interleave2", "interleave4", "interleave8", "gather256", "gather512", "permute512");

    /** Runs of fewer blocks than this use the choice for short runs, the others the one for long runs. */
    public static final int LONG_RUN = Cutoffs.BLOWFISH_LONG_RUN;

    /** Builds an engine of one design for a key schedule (engines share the schedule, never copy it). */
    @FunctionalInterface
    public interface Factory {
        Block64 engine(BlowfishKey key);
    }

    /**
     * The byte-permute design's factory ({@code BlowfishPermute}, 512-bit only): an interface of its own so
     * that the one door into {@code simd/} tells it from the gather designs' factories.
     */
    @FunctionalInterface
    public interface BytePermutes extends Factory {
    }

    /** Blowfish bulk encryption, chosen for short runs (16 blocks timed) and long ones (512 blocks). */
    public static final Operation<Factory> OPERATION = new Operation<>("blowfish", PROPERTY,
            BlowfishEngines::candidates,
            List.of(new SizeClass<>("ecb 1-" + (LONG_RUN - 1) + " blocks", (f, reps) -> ecbTrial(f, 16, reps)),
                    new SizeClass<>("ecb " + LONG_RUN + "+ blocks", (f, reps) -> ecbTrial(f, 512, reps))));

    private BlowfishEngines() {
    }

    /** Every design with its availability on this JVM, in {@link #NAMES} order. */
    public static List<Candidate<Factory>> candidates() {
        return All.CANDIDATES;
    }

    private static final class All {
        static final List<Candidate<Factory>> CANDIDATES = List.copyOf(build());
    }

    private static List<Candidate<Factory>> build() {
        List<Candidate<Factory>> list = new ArrayList<>();
        list.add(Candidate.of("scalar", BlowfishScalar::new));
        list.add(Candidate.of("interleave2", BlowfishInterleave2::new));
        list.add(Candidate.of("interleave4", BlowfishInterleave4::new));
        list.add(Candidate.of("interleave8", BlowfishInterleave8::new));
        list.addAll(Simd.candidates("gather", Factory.class, 256, 512));
        list.add(permute512());
        return list;
    }

    /**
     * The byte-permute design: as {@link Simd#candidates} decides for 512-bit vectors, and left untimed
     * (forcible, tested) on a CPU without AVX-512 VBMI, where C2 has no single instruction for the
     * two-table byte permute and the lookups would run emulated.
     */
    private static Candidate<Factory> permute512() {
        Candidate<BytePermutes> c = Simd.candidates("permute", BytePermutes.class, 512).get(0);
        if (!c.available()) {
            return Candidate.unavailable(c.name(), c.note());
        }
        Factory f = c.impl();
        if (!c.quick()) {
            return Candidate.untimed(c.name(), f, c.note());
        }
        return Hardware.get().cpu().flags().contains("avx512vbmi") ? Candidate.of(c.name(), f)
                : Candidate.untimed(c.name(), f, "this CPU has no AVX-512 VBMI: the byte permutes would run emulated");
    }

    /** The designs this JVM can run. */
    public static List<Candidate<Factory>> available() {
        return candidates().stream().filter(Candidate::available).toList();
    }

    /**
     * The design called {@code name}.
     *
     * @throws KernelChoiceException when there is none or this JVM cannot run it
     */
    public static Factory named(String name) {
        for (Candidate<Factory> c : candidates()) {
            if (c.name().equals(name)) {
                if (!c.available()) {
                    throw new KernelChoiceException("Blowfish engine " + name + " is unavailable: " + c.note());
                }
                return c.impl();
            }
        }
        throw new KernelChoiceException("unknown Blowfish engine '" + name + "', expected one of " + NAMES);
    }

    /**
     * An engine for {@code key} on the designs chosen for this machine: single blocks on the scalar code,
     * runs shorter than {@link #LONG_RUN} blocks on the choice for short runs, longer ones on the choice for
     * long runs; while the first calibration of this JVM still runs (in the background) long runs go to
     * {@code interleave4} (the calibration compiles it early; shorter runs to the scalar code) and move to the
     * chosen designs when it ends ({@link SelectedEngine}). Through the JCA from a JVM's start, 1 MiB ECB calls
     * ran at 86-218 MiB/s on the scalar code for the calibration's first 3 s (Intel Xeon; SunJCE about 165).
     *
     * @throws KernelChoiceException when {@value #PROPERTY} names a design this JVM cannot run
     */
    public static Block64 engine(BlowfishKey key) {
        Selector.selectOnFirstUse(OPERATION);   // a bad -Dlanecrypt.blowfish fails here; calibrated at the first bulk call
        return new SelectedEngine<>(new BlowfishScalar(key), new BlowfishInterleave4(key), OPERATION, LONG_RUN,
                f -> f.engine(key));
    }

    /** The calibration workload: ECB over {@code blocks} blocks, {@code reps} times, with one fixed key. */
    private static long ecbTrial(Factory f, int blocks, int reps) {
        Block64 e = f.engine(TrialKey.KEY);
        long[] data = new long[blocks];
        for (int i = 0; i < blocks; i++) {
            data[i] = i * 0x9E3779B97F4A7C15L;
        }
        for (int r = 0; r < reps; r++) {
            e.encryptBlocks(data, 0, blocks);
        }
        return data[blocks - 1];
    }

    private static final class TrialKey {
        static final BlowfishKey KEY = BlowfishKey.expand("lanecrypt calibration".getBytes(StandardCharsets.US_ASCII));
    }
}
