package dev.lanecrypt.blowfish;

import dev.lanecrypt.select.Candidate;
import dev.lanecrypt.select.Hardware;
import dev.lanecrypt.select.KernelChoiceException;
import dev.lanecrypt.select.Operation;
import dev.lanecrypt.select.Provisional;
import dev.lanecrypt.select.Simd;
import dev.lanecrypt.select.SizeClass;
import dev.lanecrypt.select.Trial;
import java.util.ArrayList;
import java.util.List;

/**
 * Blowfish key setup for many keys at once (the batch API's per-message keys), chosen per machine like
 * the block engines ({@link BlowfishEngines}): {@code interleave6} ({@link BlowfishKeyBatch}, six setups
 * interleaved in plain Java) or {@code gather256}/{@code gather512} (one key per vector lane, S-box
 * lookups by gathers), timed by {@link Selector} (operation {@link #OPERATION}, 16 keys); {@code lanecrypt
 * cpu} shows the timings. {@code -Dlanecrypt.blowfish.setkey=interleave6|gather256|gather512} forces one.
 * The gather designs are loaded reflectively, only when {@link Hardware#vectorApi()}; a width above the
 * JVM's preferred vector size is available (forcible, tested) but not timed, since it runs emulated.
 */
public final class BlowfishKeySetups {

    /** The system property that forces a design. */
    public static final String PROPERTY = "lanecrypt.blowfish.setkey";

    /** Every design name, plain Java first. */
    public static final List<String> NAMES = List.of("interleave6", "gather256", "gather512");

    /** Keys per calibration trial: one group of the gather designs at 512 bits, two at 256, five and a third of six. */
    private static final int TRIAL_KEYS = 32;

    /**
     * Batched Blowfish key setup, timed on {@value #TRIAL_KEYS} keys, each key one operation of the warm-up's floor
     * ({@link Trial#counting}): a repetition is {@value #TRIAL_KEYS} setups of 521 block encryptions each, loops that
     * C2 compiles within the first repetitions, so the floor of 2,000 repetitions (the selector's, for workloads of one
     * call) was most of the calibration: 5.9-6.5 s alone on a Zen 4, 9.4 s beside the others (docs/blowfish.md).
     */
    public static final Operation<BlowfishKeySetup> OPERATION = new Operation<>("blowfish-setkey", PROPERTY,
            BlowfishKeySetups::candidates,
            List.of(new SizeClass<>(TRIAL_KEYS + " keys", Trial.counting(TRIAL_KEYS, BlowfishKeySetups::trial))));

    /** The chosen design once known; {@link BlowfishKeyBatch} while the first calibration runs. */
    private static final Provisional<BlowfishKeySetup, BlowfishKeySetup> SETUP =
            Provisional.of(OPERATION, BlowfishKeyBatch::expandAll, s -> s.get(0));

    private BlowfishKeySetups() {
    }

    /** Every design with its availability on this JVM, in {@link #NAMES} order. */
    public static List<Candidate<BlowfishKeySetup>> candidates() {
        return All.CANDIDATES;
    }

    private static final class All {
        static final List<Candidate<BlowfishKeySetup>> CANDIDATES = List.copyOf(build());
    }

    private static List<Candidate<BlowfishKeySetup>> build() {
        List<Candidate<BlowfishKeySetup>> list = new ArrayList<>();
        list.add(Candidate.of("interleave6", BlowfishKeyBatch::expandAll));
        list.addAll(Simd.candidates("gather", BlowfishKeySetup.class, 256, 512));
        return list;
    }

    /** The designs this JVM can run. */
    public static List<Candidate<BlowfishKeySetup>> available() {
        return candidates().stream().filter(Candidate::available).toList();
    }

    /**
     * The schedules of {@code keys}, in order, by the design chosen for this machine (by
     * {@link BlowfishKeyBatch} while the first calibration of this JVM still runs, in the background).
     *
     * @throws IllegalArgumentException when a key is not 1 to 56 bytes long (before any work is done)
     * @throws KernelChoiceException    when {@value #PROPERTY} names a design this JVM cannot run
     */
    public static BlowfishKey[] expandAll(byte[][] keys) {
        return SETUP.get().expandAll(keys);
    }

    /** The calibration workload: {@value #TRIAL_KEYS} different 16-byte keys, {@code reps} times. */
    private static long trial(BlowfishKeySetup setup, int reps) {
        byte[][] keys = new byte[TRIAL_KEYS][16];
        for (int k = 0; k < TRIAL_KEYS; k++) {
            keys[k][0] = (byte) k;
        }
        long sink = 0;
        for (int r = 0; r < reps; r++) {
            keys[0][1] = (byte) r;
            sink += setup.expandAll(keys)[TRIAL_KEYS - 1].table()[BlowfishKey.TABLE_WORDS - 1];
        }
        return sink;
    }
}
