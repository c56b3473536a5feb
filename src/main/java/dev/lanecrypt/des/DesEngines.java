package dev.lanecrypt.des;

import dev.lanecrypt.select.Cutoffs;
import dev.lanecrypt.cipher.Block64;
import dev.lanecrypt.cipher.SelectedEngine;
import dev.lanecrypt.cipher.WarmedInterim;
import dev.lanecrypt.cipher.Mode;
import dev.lanecrypt.cipher.MultiKeyBlock64;
import dev.lanecrypt.select.Candidate;
import dev.lanecrypt.select.Hardware;
import dev.lanecrypt.select.Operation;
import dev.lanecrypt.select.Selection;
import dev.lanecrypt.select.Selector;
import dev.lanecrypt.select.Simd;
import dev.lanecrypt.select.SizeClass;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Which DES engine runs, chosen per machine by measurement ({@link Selector}): the table-driven scalar
 * engine or bit-sliced DES at 128, 256 or 512 bits, separately for short bulk calls (under
 * {@link #BULK_BLOCKS} blocks) and long ones. {@code -Dlanecrypt.des=scalar|bitslice128|bitslice256|
 * bitslice512} forces one; {@code lanecrypt cpu} shows the choice and the timings behind it.
 *
 * <p>Engines never wait for the calibration: single blocks (the serial modes) always run scalar, calls of fewer than
 * {@link Cutoffs#DES_FEW_BLOCKS} blocks always on {@link ConstantTimeDes}, and a longer bulk call runs on
 * {@link ConstantTimeDes} too (from {@link #BULK_BLOCKS} blocks: the fastest kernel warmed so far, {@link #INTERIM})
 * until the selection is known, then on the chosen kernel (all give the same bytes, so switching between calls is
 * safe).
 */
public final class DesEngines {

    /** Bulk calls of at least this many blocks use the second size class's choice. */
    public static final int BULK_BLOCKS = Cutoffs.DES_BULK_BLOCKS;

    public static final Operation<DesKernel> DES = new Operation<>("des", "lanecrypt.des", DesEngines::candidates,
            List.of(new SizeClass<>("ecb 1-63 blocks", (k, reps) -> trial(k, 32, reps)),
                    new SizeClass<>("ecb 64+ blocks", (k, reps) -> trial(k, 512, reps)),
                    new SizeClass<>("64 keys x 8 steps", DesEngines::multiKeyTrial)));

    /** Streams up to which a multi-key engine uses the choice of the third size class. */
    static final int MULTI_KEY_LANES = Cutoffs.DES_MULTI_KEY_LANES;

    private DesEngines() {
    }

    /** Every kernel this JVM can run, scalar first (tests, timing, calibration). */
    public static List<DesKernel> kernels() {
        return candidates().stream().filter(Candidate::available).map(Candidate::impl).toList();
    }

    private static List<Candidate<DesKernel>> candidates() {
        List<Candidate<DesKernel>> list = new ArrayList<>();
        list.add(Candidate.of("scalar", ScalarDesKernel.INSTANCE));
        list.add(Candidate.of(BITSLICE64.name(), BITSLICE64));
        int preferred = Hardware.get().vectorBits();
        for (Candidate<DesKernel> c : Simd.candidates("bitslice", DesKernel.class)) {
            int bits = Integer.parseInt(c.name().substring("bitslice".length()));
            // C2 needs several seconds per width for the eight S-box circuits on a loaded 2-core
            // machine: the quick calibration compiles and times only the preferred width.
            list.add(c.available() && bits < preferred ? Candidate.untimed(c.name(), c.impl(), "narrower than the"
                    + " preferred " + preferred + " bits; timed by lanecrypt tune only (each width costs seconds of"
                    + " JIT time)") : c);
        }
        boolean ternaryLogic = hasTernaryLogic();
        for (Candidate<TernaryKernel> c : Simd.candidates("ternary", TernaryKernel.class)) {
            int bits = Integer.parseInt(c.name().substring("ternary".length()));
            if (!c.available()) {
                list.add(Candidate.unavailable(c.name(), c.note()));
            } else if (!c.quick() || (bits < preferred && bits != NARROWEST) || !ternaryLogic) {
                list.add(Candidate.untimed(c.name(), c.impl().kernel(), c.note() != null ? c.note()
                        : !ternaryLogic ? "no AVX-512 ternary logic (vpternlog) here (no AVX-512 F, or UseAVX < 3): each three-input gate"
                        + " would run as its two-input operations; timed by lanecrypt tune only"
                        : "narrower than the preferred " + preferred + " bits; timed by lanecrypt tune only"));
            } else {
                list.add(Candidate.of(c.name(), c.impl().kernel()));
            }
        }
        return list;
    }

    /**
     * Whether C2 can use AVX-512's ternary logic instruction ({@code vpternlog}: the CPU has AVX-512 F and
     * HotSpot's {@code UseAVX} is 3, or unknown), which the three-input-gate kernels need to run their gates
     * as one instruction each. A fact for which kernels are timed, never for which one is chosen.
     */
    public static boolean hasTernaryLogic() {
        Hardware hw = Hardware.get();
        return hw.cpu().flags().contains("avx512f") && (hw.useAvx() < 0 || hw.useAvx() >= 3);
    }

    /**
     * The narrowest vector width, timed for the three-input design besides the preferred one. The batch API's
     * serial modes run one block of each of 64 streams per step ({@link #MULTI_KEY_LANES}), and a step's rounds
     * cost the same instructions at any width: before the chaining was kept in slices ({@code SlicedChain}) the
     * narrowest pass won there (Zen 5, 64 x 4 KiB CBC encryptions with own keys: ternary128 1,271 and 575 per
     * second for DES and DESede, bitslice64 1,027 and 411); since, a 512-bit step costs about what a 128-bit one
     * does (one JVM, old and new code alternated: ternary512 0.73-0.85x its old time per step, ternary128
     * 1.02-1.11x its old one), and which wins varies by JVM. 128 bits also wins short ECB calls (1-63 blocks) in
     * some JVMs.
     */
    private static final int NARROWEST = 128;

    /**
     * The bit-sliced kernels on three-input-gate circuits ({@code ternary128/256/512}), as the one door into
     * {@code simd/} hands them out: a type of their own, so that it tells them from {@code bitslice*}.
     */
    @FunctionalInterface
    public interface TernaryKernel {
        DesKernel kernel();
    }

    /** Bit-sliced DES on plain longs, 64 blocks per pass: no Vector API needed. */
    static final DesKernel BITSLICE64 = new BitslicedKernel("bitslice64", 1, BitslicedDes64::new);

    /** Engines of the timed workloads, made (and brought to C2) once per kernel, outside the timed calls. */
    private static final Map<String, Block64> TRIAL_ENGINES = new ConcurrentHashMap<>();

    /** Longest self warm-up of one kernel, on the calibration thread. */
    static final long SELF_WARM_MS = 8_000;

    private static long trial(DesKernel k, int blocks, int reps) {
        Block64 e = TRIAL_ENGINES.computeIfAbsent(k.name(), n -> warmUp(k));
        long[] buf = new long[blocks];
        for (int i = 0; i < blocks; i++) {
            buf[i] = i * 0x9E3779B97F4A7C15L;
        }
        for (int r = 0; r < reps; r++) {
            e.encryptBlocks(buf, 0, blocks);
        }
        return buf[0] ^ buf[blocks - 1];
    }

    /**
     * A trial engine of {@code k}, run until C2 has compiled it (its code, shared by every engine of the
     * kernel). The selector's shared warm-up (a few seconds for all
     * operations) is not enough for the bit-sliced kernels: C2 spends 0.5-0.8 s on each of the eight
     * S-box circuits on the loaded 2-core test machine, and a kernel timed in interpreted or C1 code
     * loses to scalar by a factor of ten to a hundred. The JIT's compilation-time counter cannot tell
     * (it moves only when a compilation ends), so the signal is the speed itself: each kernel runs pass
     * after pass, beside the scalar engine on the same blocks, until its time per block is a
     * {@link #SETTLED_SPEEDUP}-th of scalar's and has not improved for {@link #SETTLED_PASSES} passes, or {@link #SELF_WARM_MS} passed
     * (a kernel that is simply slower ends there and is timed as it is). Widths above the preferred one
     * run emulated and are timed without this warm-up. (A width's bit count equals its blocks per pass.)
     */
    public static Block64 warmUp(DesKernel k) {
        long[] key = {0x133457799BBCDFF1L};
        Block64 e = k.engine(key, true);
        if (k == ScalarDesKernel.INSTANCE || k.blocksPerPass() > Hardware.get().vectorBits()) {
            return e;                    // scalar needs no help; an emulated width never gets fast
        }
        Block64 scalar = ScalarDesKernel.INSTANCE.engine(key, true);
        long[] buf = new long[Math.max(k.blocksPerPass(), 64)];
        long[] ref = new long[64];
        long start = System.nanoTime();
        double best = Double.MAX_VALUE;
        double scalarBest = Double.MAX_VALUE;
        int sinceBest = 0;
        while (System.nanoTime() - start < SELF_WARM_MS * 1_000_000) {
            long t0 = System.nanoTime();
            e.encryptBlocks(buf, 0, buf.length);
            long t1 = System.nanoTime();
            scalar.encryptBlocks(ref, 0, ref.length);
            long t2 = System.nanoTime();
            scalarBest = Math.min(scalarBest, (t2 - t1) / (double) ref.length);
            double perBlock = (t1 - t0) / (double) buf.length;
            if (perBlock < best * 0.97) {
                best = perBlock;
                sinceBest = 0;
            } else if (++sinceBest >= SETTLED_PASSES && best * settledSpeedup(k) < scalarBest) {
                INTERIM.offer(k, best);
                break;
            }
        }
        return e;
    }

    static final int SETTLED_PASSES = 300;

    /**
     * How much faster than scalar a warm bit-sliced kernel must be before its warm-up may end: C1 code
     * can already beat scalar (measured here: bitslice256 in C1 ran 40 cycles/byte, scalar 43, C2 about
     * 10), so beating scalar alone stopped too early.
     */
    static final double SETTLED_SPEEDUP = 3;

    /**
     * The plain-long {@code bitslice64} compiled is only 2.5x scalar here (17 cycles/byte against 43),
     * so it settles at 2x (its C1 code runs about scalar's speed); vector widths at {@link #SETTLED_SPEEDUP}.
     */
    private static double settledSpeedup(DesKernel k) {
        return k == BITSLICE64 ? 2 : SETTLED_SPEEDUP;
    }

    /** The selection if it is known, without waiting (null while the calibration runs). */
    private static Selection<DesKernel> known() {
        return Selector.select(DES).getNow(null);
    }

    public static Block64 des(long key) {
        return selected(new long[] {key}, true);
    }

    /** DES without IP and FP ({@code lanecrypt des -n}; not DES, for the historical tables only). */
    public static Block64 desWithoutPermutations(long key) {
        return selected(new long[] {key}, false);
    }

    public static Block64 tripleDes(long k1, long k2, long k3) {
        return selected(new long[] {k1, k2, k3}, true);
    }

    /**
     * One DES key (or key triple: {@code wordsPerKey} 3) per lane. Up to {@value #MULTI_KEY_LANES} keys
     * run on the kernel timed fastest for 64 keys (the third size class: a bit-sliced pass costs the
     * same however few of its lanes are used, so 64 streams on a 256-lane pass pay for 256); more keys
     * on the kernel chosen for long calls when they fill at least half of its pass, else again on the
     * 64-key choice, pass after pass. The parallel directions ({@link MultiKeyBlock64#parallel}) always run on
     * the kernel chosen for long calls: with several steps of every stream in one pass (StepsInLanes) its
     * passes are full.
     */
    public static MultiKeyBlock64 multiKey(long[] keyWords, int wordsPerKey) {
        Selection<DesKernel> s = known();
        if (s == null) {
            return ScalarDesKernel.INSTANCE.multiKey(keyWords, wordsPerKey);
        }
        int keys = keyWords.length / wordsPerKey;
        DesKernel full = s.get(1);
        DesKernel k = keys <= MULTI_KEY_LANES || 2L * keys < full.blocksPerPass() ? s.get(2) : full;
        MultiKeyBlock64 serial = k.multiKey(keyWords, wordsPerKey);
        if (k == full) {
            return serial;
        }
        long[] copy = keyWords.clone();
        return new MultiKeyBlock64() {
            /** The engine of the parallel directions, made at their first call. */
            private MultiKeyBlock64 parallel;

            @Override
            public int keys() {
                return serial.keys();
            }

            @Override
            public void encryptEach(long[] blocks, int count) {
                serial.encryptEach(blocks, count);
            }

            @Override
            public void decryptEach(long[] blocks, int count) {
                serial.decryptEach(blocks, count);
            }

            @Override
            public void chain(Mode mode, long[] data, int lanes, int steps, long[] reg) {
                serial.chain(mode, data, lanes, steps, reg);
            }

            @Override
            public void parallel(Mode mode, boolean encrypt, long[] data, int lanes, int steps, long[] reg) {
                if (parallel == null) {
                    parallel = full.multiKey(copy, wordsPerKey);
                }
                parallel.parallel(mode, encrypt, data, lanes, steps, reg);
            }
        };
    }

    /**
     * The third size class: a 64-key engine (made once per kernel) runs 8 steps of CBC encryption on 64 streams,
     * as the batch API's serial modes do ({@link MultiKeyBlock64#chain}): a bit-sliced kernel keeps the
     * chaining values in slices and transposes 8 steps at once at 512 bits, 2 at 128
     * ({@code SlicedChain}), so one block per key would time the wrong thing.
     */
    private static long multiKeyTrial(DesKernel k, int reps) {
        MultiKeyBlock64 e = MULTI_KEY_TRIALS.computeIfAbsent(k.name(), n -> {
            warmUp(k);                                   // compiles the kernel's pass, shared by its engines
            long[] keys = new long[MULTI_KEY_LANES];
            for (int i = 0; i < keys.length; i++) {
                keys[i] = 0x133457799BBCDFF1L * (i + 1);
            }
            return k.multiKey(keys, 1);
        });
        long[] data = new long[MULTI_KEY_LANES * TRIAL_STEPS];
        long[] reg = new long[MULTI_KEY_LANES];
        for (int r = 0; r < reps; r++) {
            e.chain(Mode.CBC, data, MULTI_KEY_LANES, TRIAL_STEPS, reg);
        }
        return data[0] ^ reg[0];
    }

    private static final Map<String, MultiKeyBlock64> MULTI_KEY_TRIALS = new ConcurrentHashMap<>();

    /** Steps per stream of the third size class's trial: a whole transposition at 512 bits. */
    private static final int TRIAL_STEPS = 8;

    /** Streams per multi-key call: a full pass of the kernel chosen for long calls (at least 64). */
    public static int batchLanes() {
        Selection<DesKernel> s = known();
        return Math.max(64, s == null ? 64 : s.get(1).blocksPerPass());
    }

    /**
     * Single blocks on the scalar engine (the serial modes: table-driven, not constant time, unless
     * {@link #serialConstantTime}), bulk calls of fewer than
     * {@link Cutoffs#DES_FEW_BLOCKS} on {@link ConstantTimeDes} (a PIN block, a MAC's last: a bit-sliced pass costs
     * 3-5 times as much there), longer bulk calls on the kernel selected for their size ({@link SelectedEngine}).
     * The calibration starts at the engine's first bulk call, not here: a cipher in a serial mode never makes one
     * ({@link Selector#selectOnFirstUse}).
     * Bulk calls of {@link #BULK_BLOCKS} or more blocks run on {@link #INTERIM} while the calibration runs: a JVM that
     * used DES through the JCA from its start spent the quick calibration (about 7-9.5 s on a 2-core Intel Xeon, five
     * kernels compiled and timed) at 38-89 MiB/s on scalar, below SunJCE's 70, then 154-335 on {@code bitslice64}
     * alone, which a 256 MiB file through {@code lanecrypt enc} spent almost all its time on.
     */
    private static Block64 selected(long[] keys, boolean permute) {
        Selector.selectOnFirstUse(DES);         // a bad -Dlanecrypt.des fails here; the calibration waits for a bulk call
        Block64 table = ScalarDesKernel.INSTANCE.engine(keys, permute);
        Block64 few = permute ? new ConstantTimeDes(keys) : table;          // unpermuted: `lanecrypt des -n` only
        Block64 scalar = serialConstantTime() ? few : table;
        Block64 interim = INTERIM.engine(k -> k.engine(keys, permute));     // made at its first call, if any
        return new SelectedEngine<>(scalar, few, Cutoffs.DES_FEW_BLOCKS, interim, DES, BULK_BLOCKS,
                k -> k == ScalarDesKernel.INSTANCE ? table : k.engine(keys, permute));
    }

    /** The property that picks the engine of the serial modes' single blocks: {@code table} or {@code constant-time}. */
    public static final String SERIAL_PROPERTY = "lanecrypt.des.serial";

    /**
     * Whether {@code -Dlanecrypt.des.serial=constant-time} asks for the serial modes (CBC encryption, CFB, OFB) on
     * {@link ConstantTimeDes}, at about half the table-driven engine's speed (DES CBC encryption through the JCA on a
     * Zen 4: 36 against 74 MiB/s, docs/des.md), instead of the default {@code table}. Read when an engine is made.
     *
     * @throws dev.lanecrypt.select.KernelChoiceException for any other value
     */
    static boolean serialConstantTime() {
        String v = System.getProperty(SERIAL_PROPERTY, "table").strip();
        return switch (v) {
            case "table" -> false;
            case "constant-time" -> true;
            default -> throw new dev.lanecrypt.select.KernelChoiceException(
                    "-D" + SERIAL_PROPERTY + "=" + v + " is not one of table|constant-time");
        };
    }

    /**
     * The kernel of long bulk calls while the calibration runs: {@code bitslice64} until a kernel's {@link #warmUp}
     * settles faster (per block, on full passes), then the fastest settled so far. Measured on the Zen 4 (DES, idle
     * JVM): bitslice64 settles at 0.7 s after start at 29-38 ns a block, bitslice512 at 1.5-2.2 s at 4.5-5.1,
     * ternary512 at 5.4-8.0 s at 3.0-3.3, and the calibration ends at 7.7-10.8 s.
     */
    static final WarmedInterim<DesKernel> INTERIM = new WarmedInterim<>(BITSLICE64);
}
