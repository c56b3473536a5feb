package dev.lanecrypt.math;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanecrypt.select.Selector;
import dev.lanecrypt.math.kernel.MontKernels;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.BiConsumer;
import org.junit.jupiter.api.Test;

/**
 * A dudect-style leakage test (Reparaz, Balasch, Verbauwhede, "Dude, is my code constant time?", DATE 2017)
 * of {@link ConstantTimeModPow}, and of the paths built on it (Diffie-Hellman's fixed-base key pairs and
 * bounded agreement with 224-bit private values, one lane of the multi-buffer batch, the radix-2^52 ladder's
 * pair and batch lane of {@link Radix52}): two classes of secret exponent of the same length, low Hamming weight
 * (16 bits set) and high (all but 16 set), timed one operation at a time with the classes interleaved in a
 * random order; Welch's t statistic on the raw times and on the times cropped at the 50th, 75th and 90th
 * percentile (crops cut the long tail other processes add). A leak shows as {@code |t| > 4.5}.
 *
 * <p>The same harness, in the same run, must flag a leaky control, {@link SlidingWindowModPow} (fewer
 * window multiplications for sparse exponents, about a tenth of the time here), which shows the test has
 * the power to fail. On a shared, noisy machine an attempt counts only when the control is flagged in it;
 * up to {@value #ATTEMPTS} attempts are made and the constant-time path must stay below 4.5 in an attempt
 * whose control was flagged.
 *
 * <p>Limits: a few thousand samples detect a leak of roughly a percent of the run time, not a few cycles;
 * a leak that exists only in code the JIT produces later, or only on other CPUs, is not covered; the
 * retry policy would let a leak through only if it crossed 4.5 in some attempts and not others, i.e. a
 * leak far smaller than the control's, which such a short budget cannot resolve anyway.
 */
class ConstantTimeModPowTimingTest {

    private static final double THRESHOLD = 4.5;
    private static final int ATTEMPTS = 3;
    private static final int SAMPLES_PER_CLASS = 2000;
    private static final int BITS = 512;

    @Test
    void constantTimePathShowsNoLeakWhileTheControlDoes() {
        SplittableRandom rnd = new SplittableRandom();
        MpInt m = MpInt.ONE.shiftLeft(BITS - 1).add(randomBits(rnd, BITS - 1)).setBit(0);
        Selector.current(MontKernels.MONTGOMERY); // the kernel choice is made before measuring
        MontgomeryContext ctx = new MontgomeryContext(m);
        MpInt[][] exponents = {exponents(rnd, BITS, 16), exponents(rnd, BITS, BITS - 16)};
        MpInt base = randomBits(rnd, BITS - 1);
        assertNoLeak("modPow", (b, e) -> ConstantTimeModPow.modPow(ctx, b, e),
                (b, e) -> SlidingWindowModPow.modPow(ctx, b, e), base, exponents, rnd);
    }

    /**
     * Diffie-Hellman on ffdhe2048 with 224-bit private values (SunJCE's length), low and high Hamming
     * weight: the key pair's fixed-base table ({@link FixedBaseModPow}) and the agreement's exponentiation
     * over the public 224-bit bound, each on the 28-bit kernel and on the one-lane radix-2^52 kernel of the
     * preferred width; the control is the sliding window on the same prime.
     */
    @Test
    void diffieHellmanPathsShowNoLeakWithShortPrivateValues() {
        SplittableRandom rnd = new SplittableRandom();
        dev.lanecrypt.dh.DhGroup group = dev.lanecrypt.dh.DhGroup.ffdhe(2048);
        Selector.current(MontKernels.MONTGOMERY);
        MontgomeryContext ctx = group.context();
        int bits = 224;
        MpInt[][] exponents = {exponents(rnd, bits, 16), exponents(rnd, bits, bits - 16)};
        MpInt peer = randomBits(rnd, 2040);
        FixedBaseModPow table = group.fixedBase(bits);
        BiConsumer<MpInt, MpInt> leaky = (b, e) -> SlidingWindowModPow.modPow(ctx, b, e);
        assertNoLeak("DH key pair (fixed base)", (b, e) -> table.modPow(e), leaky, peer, exponents, rnd);
        assertNoLeak("DH agreement", (b, e) -> ConstantTimeModPow.modPow(ctx, b, e, bits), leaky, peer, exponents, rnd);
        if (dev.lanecrypt.select.Hardware.get().vectorApi()) {
            // the agreement as the lone-exponentiation engine fma52hW runs it: the one-lane radix-2^52 kernel
            dev.lanecrypt.math.kernel.Mont52Kernel row = MontKernels.fma52RowForBits(dev.lanecrypt.select.Hardware.get().vectorBits());
            MontgomeryContext[] one = {ctx};
            Radix52.FixedBase limbs = new Radix52.FixedBase(row, ctx, group.g(), bits, FixedBaseModPow.W);
            assertNoLeak("DH key pair (fixed base, " + row.name() + ")", (b, e) -> limbs.modPow(e), leaky, peer,
                    exponents, rnd);
            assertNoLeak("DH agreement (" + row.name() + ")",
                    (b, e) -> Radix52.batch(row, one, new MpInt[] {b}, new MpInt[] {e}, new int[] {bits}), leaky, peer,
                    exponents, rnd);
        }
    }

    /**
     * The multi-buffer batch, per lane: lane 0's exponent takes the two classes, the other lanes keep
     * fixed random exponents; the control is the sliding window for lane 0 alone.
     */
    @Test
    void batchLaneShowsNoLeak() {
        SplittableRandom rnd = new SplittableRandom();
        int lanes = MontKernels.batch().lanes();
        MpInt[] mods = new MpInt[lanes];
        MpInt[] bases = new MpInt[lanes];
        MpInt[] fixed = new MpInt[lanes];
        for (int l = 0; l < lanes; l++) {
            mods[l] = MpInt.ONE.shiftLeft(BITS - 1).add(randomBits(rnd, BITS - 1)).setBit(0);
            bases[l] = randomBits(rnd, BITS - 1);
            fixed[l] = randomBits(rnd, BITS - 1);
        }
        MontgomeryContext ctx = new MontgomeryContext(mods[0]);
        MpInt[][] exponents = {exponents(rnd, BITS, 16), exponents(rnd, BITS, BITS - 16)};
        BiConsumer<MpInt, MpInt> batch = (b, e) -> {
            MpInt[] exps = fixed.clone();
            exps[0] = e;
            BatchModPow.modPow(bases, exps, mods);
        };
        assertNoLeak("batch lane", batch, (b, e) -> SlidingWindowModPow.modPow(ctx, b, e), bases[0], exponents, rnd);
    }

    /**
     * The radix-2^52 engines ({@link Radix52}) on the preferred-width kernel: the ladder's first
     * exponentiation of a CRT-like pair and lane 0 of a batch take the two classes, the other lanes fixed
     * random exponents; the control is the sliding window for that modulus alone.
     */
    @Test
    void radix52LadderAndBatchLaneShowNoLeak() {
        if (!dev.lanecrypt.select.Hardware.get().vectorApi()) {
            return;   // the engines run only where the Vector API does
        }
        SplittableRandom rnd = new SplittableRandom();
        dev.lanecrypt.math.kernel.Mont52Kernel k = MontKernels.fma52ForBits(Math.min(256, dev.lanecrypt.select.Hardware.get().vectorBits()));
        int lanes = k.lanes();
        MontgomeryContext[] ctx = new MontgomeryContext[lanes];
        MpInt[] bases = new MpInt[lanes];
        MpInt[] fixed = new MpInt[lanes];
        int[] bounds = new int[lanes];
        for (int l = 0; l < lanes; l++) {
            ctx[l] = new MontgomeryContext(MpInt.ONE.shiftLeft(BITS - 1).add(randomBits(rnd, BITS - 1)).setBit(0));
            bases[l] = randomBits(rnd, BITS - 1);
            fixed[l] = randomBits(rnd, BITS - 1);
            bounds[l] = BITS;
        }
        MpInt[][] exponents = {exponents(rnd, BITS, 16), exponents(rnd, BITS, BITS - 16)};
        BiConsumer<MpInt, MpInt> leaky = (b, e) -> SlidingWindowModPow.modPow(ctx[0], b, e);
        MontgomeryContext[] pair = {ctx[0], ctx[1]};
        BiConsumer<MpInt, MpInt> ladder = (b, e) -> Radix52.ladder(k, pair, new MpInt[] {b, bases[1]},
                new MpInt[] {e, fixed[1]}, new int[] {BITS, BITS});
        assertNoLeak("radix-2^52 ladder", ladder, leaky, bases[0], exponents, rnd);
        BiConsumer<MpInt, MpInt> batch = (b, e) -> {
            MpInt[] exps = fixed.clone();
            exps[0] = e;
            Radix52.batch(k, ctx, bases, exps, bounds);
        };
        assertNoLeak("radix-2^52 batch lane", batch, leaky, bases[0], exponents, rnd);
    }

    /**
     * Up to {@value #ATTEMPTS} attempts, each timing the leaky control and then the tested path; passes at
     * the first attempt where the control is flagged and the tested path is not.
     */
    private static void assertNoLeak(String name, BiConsumer<MpInt, MpInt> tested, BiConsumer<MpInt, MpInt> leaky,
                                     MpInt base, MpInt[][] exponents, SplittableRandom rnd) {
        warm(tested, leaky, base, exponents);
        List<String> log = new ArrayList<>();
        for (int attempt = 1; attempt <= ATTEMPTS; attempt++) {
            double control = maxAbsT(measure(leaky, base, exponents, rnd));
            double t = maxAbsT(measure(tested, base, exponents, rnd));
            log.add(String.format("attempt %d: %s max|t| = %.2f, leaky control max|t| = %.2f",
                    attempt, name, t, control));
            if (control > THRESHOLD && t < THRESHOLD) {
                System.out.println("dudect " + log);
                return;
            }
        }
        assertTrue(false, "no attempt with the control flagged and " + name + " below " + THRESHOLD + ": " + log);
    }

    /** Exponents of exactly {@code bits} bits with {@code weight} bits set (top bit always set). */
    private static MpInt[] exponents(SplittableRandom rnd, int bits, int weight) {
        MpInt[] out = new MpInt[64];
        for (int i = 0; i < out.length; i++) {
            int[] positions = rnd.ints(0, bits - 1).distinct().limit(weight - 1).toArray();
            MpInt e = MpInt.ZERO.setBit(bits - 1);
            for (int p : positions) {
                e = e.setBit(p);
            }
            out[i] = e;
        }
        return out;
    }

    private static MpInt randomBits(SplittableRandom rnd, int bits) {
        byte[] b = new byte[(bits + 7) / 8];
        rnd.nextBytes(b);
        return MpInt.fromUnsignedBytes(b).shiftRight(8 * b.length - bits);
    }

    private static void warm(BiConsumer<MpInt, MpInt> a, BiConsumer<MpInt, MpInt> b, MpInt base, MpInt[][] exps) {
        for (int i = 0; i < 400; i++) {
            a.accept(base, exps[i & 1][i % 64]);
            b.accept(base, exps[i & 1][i % 64]);
        }
    }

    /** Times of each class, one operation per sample, the class of each sample drawn at random. */
    private static long[][] measure(BiConsumer<MpInt, MpInt> op, MpInt base, MpInt[][] exps, SplittableRandom rnd) {
        long[][] times = new long[2][SAMPLES_PER_CLASS];
        int[] count = new int[2];
        while (count[0] < SAMPLES_PER_CLASS || count[1] < SAMPLES_PER_CLASS) {
            int c = rnd.nextInt(2);
            if (count[c] == SAMPLES_PER_CLASS) {
                c ^= 1;
            }
            MpInt e = exps[c][rnd.nextInt(64)];
            long t0 = System.nanoTime();
            op.accept(base, e);
            times[c][count[c]++] = System.nanoTime() - t0;
        }
        return times;
    }

    /** The largest |t| over the raw data and the crops at the pooled 50th, 75th and 90th percentiles. */
    static double maxAbsT(long[][] times) {
        long[] pooled = new long[times[0].length + times[1].length];
        System.arraycopy(times[0], 0, pooled, 0, times[0].length);
        System.arraycopy(times[1], 0, pooled, times[0].length, times[1].length);
        Arrays.sort(pooled);
        double max = Math.abs(welchT(times, Long.MAX_VALUE));
        for (double q : new double[] {0.5, 0.75, 0.9}) {
            max = Math.max(max, Math.abs(welchT(times, pooled[(int) (q * (pooled.length - 1))])));
        }
        return max;
    }

    /** Welch's t statistic of the two classes, samples above {@code cut} left out. */
    static double welchT(long[][] times, long cut) {
        double[] mean = new double[2];
        double[] var = new double[2];
        int[] n = new int[2];
        for (int c = 0; c < 2; c++) {
            double sum = 0;
            double sq = 0;
            for (long t : times[c]) {
                if (t <= cut) {
                    n[c]++;
                    sum += t;
                    sq += (double) t * t;
                }
            }
            mean[c] = sum / n[c];
            var[c] = (sq - n[c] * mean[c] * mean[c]) / (n[c] - 1);
        }
        return (mean[0] - mean[1]) / Math.sqrt(var[0] / n[0] + var[1] / n[1]);
    }
}
