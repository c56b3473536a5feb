package dev.lanecrypt.timing;

import dev.lanecrypt.measure.Measurement;
import dev.lanecrypt.measure.Stopwatch;
import dev.lanecrypt.measure.Workload;
import dev.lanecrypt.math.kernel.Kernels;
import dev.lanecrypt.select.Hardware;
import dev.lanecrypt.math.kernel.MulKernel;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * The {@code mul} and {@code sqr} sections: cycles to multiply (square) two n-digit operands, for every
 * kernel this JVM can run ({@link Kernels#candidates()}) and, for reference, {@link BigInteger#multiply}
 * at the same bit length (28n bits). BigInteger has no public square: {@code x.multiply(x)} is what a
 * user writes, and BigInteger itself switches to its squaring code when both operands are the same
 * object and long enough.
 *
 * <p>Each kernel call in the timed loop goes through {@link MulKernel}, as calls from {@code MpInt} do.
 * With {@code --forks} (the default) each kernel runs in a JVM of its own, where that call site sees
 * one kernel and C2 inlines it; with {@code --forks 0} all kernels pass through the same call site, so
 * it stays an interface dispatch and a kernel's figure depends on those timed before it.
 *
 * <p>Known answers: the SHA-1 of the products of {@link FixedOperands} at 1..40 digits, computed
 * independently by {@code vectors/timing/product_digests.py}; for timed sizes above 40 digits each
 * kernel is also compared with BigInteger at those sizes.
 */
public final class ProductSection implements TimingSection {

    /** The fixed known answers cover 1..40 digits (the default sizes are 4..36). */
    static final int KAT_MAX_DIGITS = 40;

    public static final String BIGINTEGER = "biginteger";

    /** Multiplication or squaring, with the expected digest of {@code product_digests.py}. */
    public enum Op {
        MULTIPLY("mul", "Timing Multiplying:", "fabb6b2d65565cb898b250c14b5276d98ff7cc2e") {
            @Override
            void kernel(MulKernel k, int[] a, int[] b, int n, int[] out) {
                k.multiply(a, n, b, n, out);
            }

            @Override
            int ownDigits(MulKernel k) {
                return k.ownDigits();
            }

            @Override
            BigInteger big(BigInteger a, BigInteger b) {
                return a.multiply(b);
            }

            @Override
            Workload bigWork(BigInteger a, BigInteger b) {
                return reps -> {
                    long sink = 0;
                    for (int i = 0; i < reps; i++) {
                        sink += a.multiply(b).intValue();
                    }
                    return sink;
                };
            }
        },
        SQUARE("sqr", "Timing Squaring:", "92bd57b08a12cc02a26faeae4dad4c9eb73b1577") {
            @Override
            void kernel(MulKernel k, int[] a, int[] b, int n, int[] out) {
                k.square(a, n, out);
            }

            @Override
            int ownDigits(MulKernel k) {
                return k.ownSquareDigits();
            }

            @Override
            BigInteger big(BigInteger a, BigInteger b) {
                return a.multiply(a);
            }

            @Override
            Workload bigWork(BigInteger a, BigInteger b) {
                return reps -> {
                    long sink = 0;
                    for (int i = 0; i < reps; i++) {
                        sink += a.multiply(a).intValue();
                    }
                    return sink;
                };
            }
        };

        final String section;
        final String title;
        final String expectedDigest;

        Op(String section, String title, String expectedDigest) {
            this.section = section;
            this.title = title;
            this.expectedDigest = expectedDigest;
        }

        /** {@code out = a * b} (or {@code a * a}) with kernel {@code k}. */
        abstract void kernel(MulKernel k, int[] a, int[] b, int n, int[] out);

        /** The longest operand {@code k} runs code of its own for in this operation. */
        abstract int ownDigits(MulKernel k);

        /** {@code a * b} (or {@code a * a}) with BigInteger. */
        abstract BigInteger big(BigInteger a, BigInteger b);

        /**
         * {@link #big} as a timed loop. Each operation has a lambda (so a class) of its own, in which
         * BigInteger's code is inlined: shared, the squaring section would run code that C2 compiled
         * with the multiplying section's profile, deoptimize, and land in a version up to 3x slower.
         */
        abstract Workload bigWork(BigInteger a, BigInteger b);
    }

    private final Op op;
    private final Supplier<List<MulKernel>> kernels;

    /** {@code kernels} is {@link Kernels#candidates()} except in tests, which pass a broken one. */
    public ProductSection(Op op, Supplier<List<MulKernel>> kernels) {
        this.op = op;
        this.kernels = kernels;
    }

    static ProductSection multiply() {
        return new ProductSection(Op.MULTIPLY, Kernels::candidates);
    }

    static ProductSection square() {
        return new ProductSection(Op.SQUARE, Kernels::candidates);
    }

    @Override
    public String name() {
        return op.section;
    }

    @Override
    public String title() {
        return op.title;
    }

    @Override
    public List<KnownAnswer> knownAnswers(TimingOptions options) {
        List<Integer> fixed = new ArrayList<>();
        for (int n = 1; n <= KAT_MAX_DIGITS; n++) {
            fixed.add(n);
        }
        List<Integer> beyond = options.digits().stream().filter(n -> n > KAT_MAX_DIGITS).toList();
        String reference = beyond.isEmpty() ? null : digest(null, beyond);
        List<KnownAnswer> answers = new ArrayList<>();
        for (MulKernel k : kernels.get()) {
            answers.add(fixedAnswer(k.name(), digest(k, fixed)));
            if (reference != null) {
                answers.add(new KnownAnswer(name() + " " + k.name() + ": SHA-1 of the products at the timed sizes "
                        + beyond + ", against BigInteger", digest(k, beyond), reference));
            }
        }
        answers.add(fixedAnswer(BIGINTEGER, digest(null, fixed)));
        return answers;
    }

    private KnownAnswer fixedAnswer(String path, String result) {
        return new KnownAnswer(name() + " " + path + ": SHA-1 of the products at 1.." + KAT_MAX_DIGITS + " digits",
                result, op.expectedDigest);
    }

    /** The digest of the products at {@code sizes} by kernel {@code k}, or by BigInteger when it is null. */
    private String digest(MulKernel k, List<Integer> sizes) {
        FixedOperands.Digest d = new FixedOperands.Digest();
        for (int n : sizes) {
            int[] a = FixedOperands.digits(n, 1);
            int[] b = FixedOperands.digits(n, 2);
            int[] out = new int[2 * n];
            if (k == null) {
                BigInteger p = op.big(FixedOperands.toBigInteger(a, n), FixedOperands.toBigInteger(b, n));
                out = FixedOperands.toDigits(p, 2 * n);
            } else {
                op.kernel(k, a, b, n, out);
            }
            d.add(out, 2 * n);
        }
        return d.hex();
    }

    /**
     * One path per kernel that runs natively here (a width above the JVM's preferred vectors runs
     * emulated, hundreds of times slower: not a figure of this machine) and has code of its own at some
     * timed size ({@link MulKernel#ownDigits}, for squares {@link MulKernel#ownSquareDigits}: the written-out comba
     * beyond its lengths is the scalar comba, timed already; its cells there read "-"), then BigInteger.
     */
    @Override
    public List<TimedPath> paths(TimingOptions options) {
        int nativeBits = Hardware.get().vectorBits();
        List<TimedPath> paths = new ArrayList<>();
        for (MulKernel k : kernels.get()) {
            if (k.vectorBits() <= nativeBits && !ownSizes(k, options).isEmpty()) {
                paths.add(new TimedPath(k.name(), sw -> kernelRows(k, options, sw)));
            }
        }
        paths.add(new TimedPath(BIGINTEGER, sw -> bigRows(options, sw)));
        return paths;
    }

    /**
     * Every size of one path warmed up together, round-robin, then timed in interleaved batches: C2
     * compiles the path once, with a profile of all the sizes (as a program using several sizes has), so
     * the compiled code does not depend on which size happened to run first. Warmed up one size after
     * the other, the scalar comba's code took the shape the first size's profile gave it, and three JVMs
     * put its 36-digit product at 2,751, 3,228 and 4,700 cycles.
     */
    private List<TimingRow> kernelRows(MulKernel k, TimingOptions options, Stopwatch stopwatch) {
        List<Integer> sizes = ownSizes(k, options);
        List<Workload> works = new ArrayList<>();
        for (int n : sizes) {
            int[] a = FixedOperands.digits(n, 1);
            int[] b = FixedOperands.digits(n, 2);
            int[] out = new int[2 * n];
            works.add(reps -> {
                long sink = 0;
                for (int i = 0; i < reps; i++) {
                    op.kernel(k, a, b, n, out);
                    sink += out[0];
                }
                return sink;
            });
        }
        return rows(k.name(), sizes, stopwatch, works);
    }

    /** The timed sizes at which {@code k} runs code of its own. */
    private List<Integer> ownSizes(MulKernel k, TimingOptions options) {
        return options.digits().stream().filter(n -> n <= op.ownDigits(k)).toList();
    }

    private List<TimingRow> bigRows(TimingOptions options, Stopwatch stopwatch) {
        List<Workload> works = new ArrayList<>();
        for (int n : options.digits()) {
            BigInteger a = FixedOperands.toBigInteger(FixedOperands.digits(n, 1), n);
            BigInteger b = FixedOperands.toBigInteger(FixedOperands.digits(n, 2), n);
            works.add(op.bigWork(a, b));
        }
        return rows(BIGINTEGER, options.digits(), stopwatch, works);
    }

    /** One path's workloads (one per size in {@code sizes}) warmed up together and timed interleaved. */
    private List<TimingRow> rows(String path, List<Integer> sizes, Stopwatch stopwatch, List<Workload> works) {
        List<Measurement> ms = stopwatch.time(works);
        List<TimingRow> rows = new ArrayList<>();
        for (int i = 0; i < works.size(); i++) {
            rows.add(new TimingRow(name(), path, "digits", sizes.get(i), ms.get(i)));
        }
        return rows;
    }
}
