package dev.lanecrypt.math;

import dev.lanecrypt.select.Cutoffs;
import dev.lanecrypt.select.Candidate;
import dev.lanecrypt.select.Hardware;
import dev.lanecrypt.select.Operation;
import dev.lanecrypt.select.Selection;
import dev.lanecrypt.select.Selector;
import dev.lanecrypt.select.SizeClass;
import dev.lanecrypt.select.Trial;
import dev.lanecrypt.math.kernel.Mont52Kernel;
import dev.lanecrypt.math.kernel.MontBatchKernel;
import dev.lanecrypt.math.kernel.MontKernel;
import dev.lanecrypt.math.kernel.MontKernels;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Where the secret exponentiations of private operations run, chosen per machine and modulus size by
 * measurement ({@link Selector}), for the two shapes callers have:
 * <ul>
 * <li>{@link #PAIR} ("modexp", {@code -Dlanecrypt.modexp=digits28|fma52x2|fma52x4|fma52x8}): the two CRT
 *     halves of one RSA private operation. {@code digits28} runs them one after the other with the
 *     single-operation 28-bit kernel ({@link SecretModPow#DIRECT}); {@code fma52xW} runs both in one
 *     right-to-left ladder on the radix-2^52 kernel of width {@code W} ({@link Radix52#ladder}): one
 *     kernel call per exponent bit for the whole signature.</li>
 * <li>{@link #LONE} ("modexp1", {@code -Dlanecrypt.modexp1=digits28|fma52h2|fma52h4|fma52h8}): one
 *     exponentiation alone (a Diffie-Hellman agreement, RSA without CRT): {@code digits28} on the 28-bit
 *     single-operation kernel, {@code fma52hW} left to right on the radix-2^52 kernel that spreads one
 *     product across {@code W} lanes ({@link Radix52#batch} with a one-lane kernel). The pair may use
 *     these too: {@code fma52hW} there runs the two halves one after the other on that kernel.</li>
 * <li>{@link #BATCH} ("modexpbatch", {@code -Dlanecrypt.modexpbatch=...}): many operations at once (the
 *     batch APIs, the provider's coalescer): {@code digits28} is {@link BatchModPow} on the 28-bit
 *     multi-buffer kernels, {@code fma52xW} is {@link Radix52#batch}.</li>
 * </ul>
 * The workloads time the steady state of each candidate's exponentiation loop for one window
 * ({@code w} = 5 exponent bits): for the pair, {@code 2 (5 squarings + a table read + a product)} 28-bit
 * single products against 5 ladder steps (or two windows on the one-lane kernel); for one exponentiation,
 * one window on either single-operation kernel; for a batch, 8 lane-operations' 5 squarings, table read and
 * product on either kind of multi-buffer kernel. Each repetition stays well under a millisecond; the
 * tables' set-up (the same for both kinds of batch, absent from the ladder) is left out, which only
 * favours {@code digits28}. Until a calibration has chosen, a single operation runs on the engine leading its warm-up
 * ({@code digits28} before its first round), a batch on {@code digits28}.
 */
public final class SecretEngines {

    /**
     * Size classes by modulus digits (28-bit): moduli up to 512, 1024, 1536, 2048 bits and beyond (the CRT
     * halves of RSA-1024 to RSA-4096 each in a class of their own: the ladder wins at 1024- and 1536-bit
     * halves here and not at 2048).
     */
    private static final int[] BOUNDS = Cutoffs.modexpClasses();

    /** The modulus length timed for each class, in bits: the top of each class. */
    private static final int[] PROBE_BITS = Cutoffs.modexpProbeBits();

    /** Exponent bits per timed repetition: one 5-bit window. */
    private static final int STEPS = 5;

    private static final List<Integer> WIDTHS = List.of(128, 256, 512);

    /**
     * A named engine: the name {@code lanecrypt cpu} shows and the property accepts, and the radix-2^52 kernel
     * it runs on (null for the 28-bit engines), which the workloads, {@link #batchPays} and the fixed-base
     * tables read.
     */
    private record Named(String name, SecretModPow engine, Mont52Kernel kernel) implements SecretModPow {
        @Override
        public MpInt[] modPow(MontgomeryContext[] contexts, MpInt[] bases, MpInt[] exponents, int[] bits) {
            return engine.modPow(contexts, bases, exponents, bits);
        }
    }

    private static final Named PAIR_28 = new Named("digits28", SecretModPow.DIRECT, null);

    private static final Named BATCH_28 = new Named("digits28", BatchModPow::modPow, null);

    /** The engine for one private operation's CRT pair, by modulus size. */
    public static final Operation<SecretModPow> PAIR = new Operation<>("modexp", "lanecrypt.modexp",
            () -> Lists.PAIR, classes(bits -> exponentiationWorkload(bits, 2)));

    /** The engine for one exponentiation alone, by modulus size. */
    public static final Operation<SecretModPow> LONE = new Operation<>("modexp1", "lanecrypt.modexp1",
            () -> Lists.LONE, classes(bits -> exponentiationWorkload(bits, 1)));

    /** The engine for a batch of private operations, by modulus size. */
    public static final Operation<SecretModPow> BATCH = new Operation<>("modexpbatch", "lanecrypt.modexpbatch",
            () -> Lists.BATCH, classes(SecretEngines::batchWorkload));

    /** The candidate lists, made once (at first use, so the SIMD kernels load only when asked for). */
    private static final class Lists {
        static final List<Candidate<SecretModPow>> PAIR = candidates(PAIR_28, true);
        static final List<Candidate<SecretModPow>> LONE = loneCandidates();
        static final List<Candidate<SecretModPow>> BATCH = candidates(BATCH_28, false);
    }

    private SecretEngines() {
    }

    /**
     * One private operation's exponentiations: a CRT pair of one size class on the engine chosen for it, one
     * exponentiation alone (DH, RSA without CRT) on the engine chosen for that; anything else one after the
     * other on the 28-bit kernel.
     */
    public static final SecretModPow SINGLE = (contexts, bases, exponents, bits) -> {
        SecretModPow e = contexts.length == 2 && sizeClass(contexts[0]) == sizeClass(contexts[1])
                ? chosen(PAIR, contexts[0])
                : contexts.length == 1 ? chosen(LONE, contexts[0]) : SecretModPow.DIRECT;
        return e.modPow(contexts, bases, exponents, bits);
    };

    /** Many operations' exponentiations, grouped by size class, each group on the engine chosen for it. */
    public static final SecretModPow MANY = (contexts, bases, exponents, bits) ->
            perSizeClass(contexts, bases, exponents, bits,
                    (cs, bs, es, ns) -> chosen(BATCH, cs[0]).modPow(cs, bs, es, ns));

    /**
     * Splits the operations by size class, runs {@code run} on each class's (in their order) and puts the
     * results back in the callers' order.
     */
    private static MpInt[] perSizeClass(MontgomeryContext[] contexts, MpInt[] bases, MpInt[] exponents, int[] bits,
            SecretModPow run) {
        int count = contexts.length;
        if (bases.length != count || exponents.length != count || bits.length != count) {
            throw new IllegalArgumentException("bases, exponents, moduli and bounds differ in number");
        }
        MpInt[] out = new MpInt[count];
        for (int c = 0; c < BOUNDS.length; c++) {
            int[] idx = new int[count];
            int k = 0;
            for (int i = 0; i < count; i++) {
                if (sizeClass(contexts[i]) == c) {
                    idx[k++] = i;
                }
            }
            if (k == 0) {
                continue;
            }
            MontgomeryContext[] cs = new MontgomeryContext[k];
            MpInt[] bs = new MpInt[k];
            MpInt[] es = new MpInt[k];
            int[] ns = new int[k];
            for (int g = 0; g < k; g++) {
                cs[g] = contexts[idx[g]];
                bs[g] = bases[idx[g]];
                es[g] = exponents[idx[g]];
                ns[g] = bits[idx[g]];
            }
            MpInt[] r = run.modPow(cs, bs, es, ns);
            for (int g = 0; g < k; g++) {
                out[idx[g]] = r[g];
            }
        }
        return out;
    }

    /**
     * Public exponentiations ({@code bases[i]^exponents[i] mod contexts[i].modulus()}, variable time in the
     * exponents): a size class whose secret batches go to a radix-2^52 kernel runs on that kernel
     * ({@link Radix52#batchPublic}), the others on {@link BatchModPow#modPowPublic}; the same kernels with
     * the same lane layout, so the batch measurement decides for both.
     */
    public static MpInt[] publicBatch(MpInt[] bases, MpInt[] exponents, MontgomeryContext[] contexts) {
        return perSizeClass(contexts, bases, exponents, new int[contexts.length], (cs, bs, es, unused) -> {
            Mont52Kernel kernel = kernelOf(chosen(BATCH, cs[0]));
            return kernel != null ? Radix52.batchPublic(kernel, cs, bs, es) : BatchModPow.modPowPublic(bs, es, cs);
        });
    }

    /** Lane-operations per timed repetition of the batch workload (a multiple of every lane count). */
    private static final int BATCH_TRIAL_LANES = 8;

    /**
     * Whether one multi-buffer call ({@link #MANY}) for {@code pairs} CRT pairs (two lanes each, else run by
     * {@link #SINGLE}'s engine) and {@code singles} single exponentiations (one lane each, else the 28-bit
     * kernel) of {@code ctx}'s size class costs less than running them one after another: the provider's
     * coalescer asks before it batches a group. Decided from the calibrations' own figures for this size
     * class (a batch call of {@code k} lanes costs {@code k/8} of the batch workload, a pair the chosen pair
     * engine's window, a single exponentiation the chosen lone engine's window); where an operation has no
     * figures yet (still calibrating, forced, or read from a profile), the rule those figures replace:
     * batch when the operations fill more than half of {@code capacity} lanes. Public sizes only.
     */
    public static boolean batchPays(MontgomeryContext ctx, int pairs, int singles, int capacity) {
        int used = 2 * pairs + singles;
        if (pairs + singles < 2) {
            return false;
        }
        var b = Selector.select(BATCH);
        var p = Selector.select(PAIR);
        var o = Selector.select(LONE);
        if (b.isDone() && p.isDone() && o.isDone()) {
            var batch = b.join().choices().get(sizeClass(ctx));
            var pair = p.join().choices().get(sizeClass(ctx));
            var lone = o.join().choices().get(sizeClass(ctx));
            Double batchNs = batch.nsPerOp().get(batch.chosen().name());
            Double pairNs = pair.nsPerOp().get(pair.chosen().name());
            Double loneNs = lone.nsPerOp().get(lone.chosen().name());
            if (batchNs != null && pairNs != null && loneNs != null) {
                Mont52Kernel k = kernelOf(batch.impl());
                int lanes = k != null ? k.lanes() : MontKernels.batchForDigits(ctx.digits()).lanes();
                double call = Math.ceil(used / (double) lanes) * lanes * batchNs / BATCH_TRIAL_LANES;
                return call < pairs * pairNs + singles * loneNs;
            }
        }
        return fillsMoreThanHalf(pairs, singles, capacity);
    }

    /** The rule {@link #batchPays} falls back on: the operations fill more than half of {@code capacity} lanes. */
    public static boolean fillsMoreThanHalf(int pairs, int singles, int capacity) {
        return 2 * (2 * pairs + singles) > capacity;
    }

    /**
     * The one-lane radix-2^52 kernel the lone-exponentiation engine chosen for {@code ctx}'s size class runs
     * on, or null when that engine is the 28-bit one (or the calibration has not chosen yet): fixed-base
     * exponentiations ({@link FixedBaseModPow}) follow the same choice.
     */
    static Mont52Kernel loneKernel(MontgomeryContext ctx) {
        Mont52Kernel k = kernelOf(chosen(LONE, ctx));
        return k != null && k.lanes() == 1 ? k : null;
    }

    /** The radix-2^52 kernel behind an engine, or null for the 28-bit ones. */
    private static Mont52Kernel kernelOf(SecretModPow engine) {
        return engine instanceof Named n ? n.kernel() : null;
    }

    /**
     * Asks for the selections a private key's operations run on (the Montgomery kernels, then the engine of a CRT
     * pair or of one exponentiation), for a key being set up. The calibrations run one at a time, in the order they
     * are asked for, and a key's own arithmetic (its parts converted and checked) and the first operation's blinding
     * ask for the multiply's before the first exponentiation asks for its engine: on a 2-core Zen 4, RSA-2048 signing
     * from a JVM's start waited for the multiply's calibration (6-9 s) before the exponentiation's (3.5 s) began,
     * and ran on the 28-bit engine, below SunRsaSign's rate, for 11-15 s; asked first, 7-8 s. Inside
     * {@link Selector#deferringCalibration} (the provider's self-tests) this only records them, as every selection.
     */
    public static void askForPrivateOps(boolean crt) {
        Selector.select(MontKernels.MONTGOMERY);
        Selector.select(crt ? PAIR : LONE);
    }

    /** The engine {@code op} chose for {@code ctx}'s size class, or the 28-bit one while the calibration runs. */
    /**
     * The engine chosen for {@code ctx}'s size class; while the calibration runs, the one leading its warm-up
     * ({@link Selector#leading}: the radix-2^52 engines once C2 has compiled them) for a single operation, and the
     * 28-bit engine for a batch (whose coalescing decisions read the calibration's times).
     */
    private static SecretModPow chosen(Operation<SecretModPow> op, MontgomeryContext ctx) {
        var f = Selector.select(op);
        if (f.isDone()) {
            return f.join().get(sizeClass(ctx));
        }
        if (op == BATCH) {
            return BATCH_28;
        }
        Selection<SecretModPow> lead = Selector.leading(op);
        return lead != null ? lead.get(sizeClass(ctx)) : PAIR_28;
    }

    static int sizeClass(MontgomeryContext ctx) {
        int c = BOUNDS.length - 1;
        while (c > 0 && ctx.digits() < BOUNDS[c]) {
            c--;
        }
        return c;
    }

    private static List<Candidate<SecretModPow>> candidates(Named digits28, boolean pair) {
        List<Candidate<SecretModPow>> list = new ArrayList<>();
        list.add(Candidate.of(digits28.name(), digits28));
        Hardware hw = Hardware.get();
        for (int bits : WIDTHS) {
            String name = "fma52x" + bits / 64;
            if (!hw.vectorApi()) {
                list.add(Candidate.unavailable(name, hw.refusal()));
                continue;
            }
            Mont52Kernel k = MontKernels.fma52ForBits(bits);
            Named e = new Named(name, pair
                    ? (c, b, x, n) -> Radix52.ladder(k, c, b, x, n)
                    : (c, b, x, n) -> Radix52.batch(k, c, b, x, n), k);
            if (bits > hw.vectorBits()) {
                list.add(Candidate.untimed(name, e, emulated(bits, hw)));
            } else if (pair && bits > 256) {
                // a CRT pair's ladder fills four lanes: a wider kernel runs the same instructions per call for
                // lanes left idle, never faster, and a quick calibration picking it by noise cost a JVM 1.37x
                // on every signature (Zen 5: 822 against 600 us; docs/modexp-kernels.md)
                list.add(Candidate.untimed(name, e, "a CRT pair's ladder fills four lanes; " + bits
                        + "-bit vectors run the same instructions per call for idle lanes"));
            } else if (bits < Math.min(256, hw.vectorBits())) {
                // same instructions per call as the 256-bit kernel for half the lanes; timing it also made
                // C2 compile the other width worse (shared Vector API profiles, docs/modexp-kernels.md)
                list.add(Candidate.untimed(name, e, bits + "-bit vectors carry half the lanes of the preferred "
                        + "width for the same instructions"));
            } else {
                list.add(Candidate.of(name, e));
            }
        }
        if (pair) {
            list.addAll(rowCandidates());
        }
        return list;
    }

    /** One exponentiation's candidates: the 28-bit single-operation kernel and the one-lane radix-2^52 ones. */
    private static List<Candidate<SecretModPow>> loneCandidates() {
        List<Candidate<SecretModPow>> list = new ArrayList<>();
        list.add(Candidate.of(PAIR_28.name(), PAIR_28));
        list.addAll(rowCandidates());
        return list;
    }

    /**
     * {@code fma52hW}: left-to-right windows, one exponentiation after another, on the radix-2^52 kernel
     * that spreads a product across {@code W} lanes ({@link Radix52#batch} with a one-lane kernel). Timed at
     * the preferred width only; narrower ones carry the same rows in more vectors.
     */
    private static List<Candidate<SecretModPow>> rowCandidates() {
        List<Candidate<SecretModPow>> list = new ArrayList<>();
        Hardware hw = Hardware.get();
        for (int bits : WIDTHS) {
            String name = "fma52h" + bits / 64;
            if (!hw.vectorApi()) {
                list.add(Candidate.unavailable(name, hw.refusal()));
                continue;
            }
            Mont52Kernel k = MontKernels.fma52RowForBits(bits);
            Named e = new Named(name, (c, b, x, n) -> Radix52.batch(k, c, b, x, n), k);
            if (bits > hw.vectorBits()) {
                list.add(Candidate.untimed(name, e, emulated(bits, hw)));
            } else if (bits < hw.vectorBits()) {
                // Zen 5: fma52h4 1.1-1.25x fma52h8's time at every size; timing it cost the calibration a
                // candidate per class in two operations (docs/modexp-kernels.md)
                list.add(Candidate.untimed(name, e, bits + "-bit vectors carry a row in more vectors than the "
                        + "preferred " + hw.vectorBits() + " bits, for the same instructions per vector"));
            } else {
                list.add(Candidate.of(name, e));
            }
        }
        return list;
    }

    /** Why a candidate wider than the preferred vectors is not timed. */
    private static String emulated(int bits, Hardware hw) {
        return bits + "-bit vectors are wider than this JVM's preferred " + hw.vectorBits() + " bits, so they run emulated";
    }

    /** One size class per {@link #BOUNDS} entry, timed by {@code workload} at its probe length. */
    private static List<SizeClass<SecretModPow>> classes(java.util.function.IntFunction<Trial<SecretModPow>> workload) {
        List<SizeClass<SecretModPow>> classes = new ArrayList<>();
        for (int c = 0; c < BOUNDS.length; c++) {
            String label = "modulus " + BOUNDS[c] + (c + 1 < BOUNDS.length ? "-" + (BOUNDS[c + 1] - 1) : "+") + " digits";
            classes.add(new SizeClass<>(label, workload.apply(PROBE_BITS[c])));
        }
        return classes;
    }

    /** A fixed odd modulus of {@code bits} bits (a pseudo-random one: only its length matters here). */
    private static MpInt modulus(int bits, long seed) {
        return MpInt.fromBigInteger(new BigInteger(bits, new Random(seed)).setBit(bits - 1).setBit(0));
    }

    /** Values below {@code m} in digits, for the 28-bit kernels. */
    private static long[] digits(MontgomeryContext ctx, long seed) {
        return ctx.toDigits(MpInt.fromBigInteger(new BigInteger(ctx.modulus().bitLength() - 1, new Random(seed))));
    }

    /**
     * One window of {@code exponentiations} exponentiations (a CRT pair: 2; one alone: 1) on a single-operation
     * engine: the 28-bit kernel's or a one-lane radix-2^52 kernel's steps for each, or (a pair's ladder) five
     * ladder steps for both.
     */
    private static Trial<SecretModPow> exponentiationWorkload(int bits, int exponentiations) {
        return new Trial<>() {
            private Radix52Probe fma;
            private Digits28Probe direct;

            @Override
            public long run(SecretModPow e, int reps) {
                Mont52Kernel k = kernelOf(e);
                if (k != null) {
                    boolean ladder = k.lanes() > 1;
                    if (fma == null || fma.k != k) {
                        fma = new Radix52Probe(k, bits, ladder);
                    }
                    return ladder ? fma.ladderSteps(reps) : fma.windowSteps(reps, exponentiations);
                }
                if (direct == null) {
                    direct = new Digits28Probe(bits);
                }
                return direct.steps(reps, exponentiations);
            }
        };
    }

    /** 28-bit exponentiations' window steps on the single-operation kernel a private operation would use. */
    private static final class Digits28Probe {
        final MontgomeryContext ctx;
        final long[][] table = new long[32][];
        final long[] acc;
        final long[] sel;
        final long[] t;

        Digits28Probe(int bits) {
            MpInt m = modulus(bits, 1);
            ctx = new MontgomeryContext(m, singleKernel((bits + 2 + 27) / 28));
            for (int i = 0; i < table.length; i++) {
                table[i] = digits(ctx, i);
            }
            acc = digits(ctx, 99);
            sel = ctx.newDigits();
            t = ctx.newScratch();
        }

        /** {@code exponentiations} window steps per repetition. */
        long steps(int reps, int exponentiations) {
            long s = 0;
            for (int r = 0; r < reps; r++) {
                for (int half = 0; half < exponentiations; half++) {
                    for (int q = 0; q < STEPS; q++) {
                        ctx.mul(acc, acc, t, acc);
                    }
                    ConstantTimeModPow.select(table, r & 31, ctx.digits(), sel);
                    ctx.mul(acc, sel, t, acc);
                }
                s += acc[0];
            }
            return s;
        }
    }

    /** One window of eight lane-operations on either kind of multi-buffer kernel. */
    private static Trial<SecretModPow> batchWorkload(int bits) {
        return new Trial<>() {
            private Radix52Probe fma;

            @Override
            public long run(SecretModPow e, int reps) {
                Mont52Kernel k = kernelOf(e);
                if (k != null) {
                    if (fma == null || fma.k != k) {
                        fma = new Radix52Probe(k, bits, false);
                    }
                    return fma.windowSteps(reps, BATCH_TRIAL_LANES);
                }
                return digits28Batch(bits, reps);
            }
        };
    }

    /** Five squarings, a 32-entry table read and a product for 8 lanes on the 28-bit batch kernel. */
    private static long digits28Batch(int bits, int reps) {
        MontBatchKernel k = MontKernels.batch();
        int lanes = k.lanes();
        MontgomeryContext ctx = new MontgomeryContext(modulus(bits, 2), MontKernels.scalarKernel());
        int n = ctx.digits();
        long[] m = new long[n * lanes];
        long[] inv = new long[lanes];
        long[][] table = new long[32][n * lanes];
        long[] acc = new long[n * lanes];
        long[] sel = new long[n * lanes];
        long[] v = digits(ctx, 3);
        for (int l = 0; l < lanes; l++) {
            for (int j = 0; j < n; j++) {
                m[j * lanes + l] = ctx.modulusDigits()[j];
                acc[j * lanes + l] = v[j];
                for (long[] entry : table) {
                    entry[j * lanes + l] = v[j];
                }
            }
            inv[l] = ctx.m0inv();
        }
        long[] t = new long[MontBatchKernel.scratch(n, lanes)];
        long[] window = new long[lanes];
        int calls = BATCH_TRIAL_LANES / lanes;
        long s = 0;
        for (int r = 0; r < reps; r++) {
            for (int c = 0; c < calls; c++) {
                for (int q = 0; q < STEPS; q++) {
                    k.sqr(acc, m, n, inv, t, acc);
                }
                java.util.Arrays.fill(window, r & 31);
                k.select(table, window, n, sel);
                k.mul(acc, sel, m, n, inv, t, acc);
            }
            s += acc[0];
        }
        return s;
    }

    /**
     * The single-operation kernel a private operation of {@code digits}-digit moduli would use: the one the
     * Montgomery calibration chose if it is done (this one does not wait for it: both run on the calibration
     * thread), else SIMD at the preferred width where usable.
     */
    private static MontKernel singleKernel(int digits) {
        if (Selector.select(MontKernels.MONTGOMERY).isDone()) {
            return MontKernels.forDigits(digits);
        }
        Hardware hw = Hardware.get();
        String name = hw.vectorApi() ? "simd" + hw.vectorBits() : "scalar";
        for (MontKernel k : MontKernels.candidates()) {
            if (k.name().equals(name)) {
                return k;
            }
        }
        return MontKernels.scalarKernel();
    }

    /** The steady-state steps of the radix-2^52 engines on fixed operands of one modulus size. */
    private static final class Radix52Probe {
        final Mont52Kernel k;
        final int n;
        final int lanes;
        final double[] m;
        final long[] minv;
        final double[] s;
        final double[] b;
        final double[] one;
        final long[] take;
        final long[] t;
        final double[][] table;
        final double[] sel;
        final long[] window;

        Radix52Probe(Mont52Kernel k, int bits, boolean pair) {
            this.k = k;
            Radix52.Params p = Radix52.Params.of(modulus(bits, 1));
            n = p.n();
            lanes = k.lanes();
            m = new double[n * lanes];
            s = new double[n * lanes];
            b = new double[n * lanes];
            one = new double[n * lanes];
            sel = new double[n * lanes];
            minv = new long[lanes];
            take = new long[lanes];
            window = new long[lanes];
            for (int l = 0; l < lanes; l++) {
                for (int j = 0; j < n; j++) {
                    m[j * lanes + l] = p.m()[j];
                    s[j * lanes + l] = p.r2()[j];
                    one[j * lanes + l] = p.one()[j];
                }
                minv[l] = p.minv();
                take[l] = (l & 1) == 1 ? -1 : 0;
            }
            t = new long[Mont52Kernel.scratch(n, lanes)];
            table = new double[pair ? 0 : 32][];
            for (int i = 0; i < table.length; i++) {
                table[i] = s.clone();
            }
        }

        long ladderSteps(int reps) {
            long x = 0;
            for (int r = 0; r < reps; r++) {
                for (int q = 0; q < STEPS; q++) {
                    k.ladderOperand(s, one, take, n, b);
                    k.mul(s, b, m, n, minv, t, s);
                }
                x += (long) s[0];
            }
            return x;
        }

        /** Window steps for {@code laneOps} lane-operations per repetition ({@code laneOps / lanes} calls of each). */
        long windowSteps(int reps, int laneOps) {
            int calls = Math.max(1, laneOps / lanes);
            long x = 0;
            for (int r = 0; r < reps; r++) {
                for (int c = 0; c < calls; c++) {
                    for (int q = 0; q < STEPS; q++) {
                        k.sqr(s, m, n, minv, t, s);
                    }
                    java.util.Arrays.fill(window, r & 31);
                    k.select(table, window, n, sel);
                    k.mul(s, sel, m, n, minv, t, s);
                }
                x += (long) s[0];
            }
            return x;
        }
    }
}
