package dev.lanecrypt.bench;

import dev.lanecrypt.math.kernel.Kernels;
import dev.lanecrypt.math.kernel.MulKernel;
import dev.lanecrypt.math.MpInt;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Base-case multiply and square of two n-digit operands (28-bit digits; the multiply's second operand
 * {@code bDigits} long if set) by every kernel this JVM can run, and by {@link BigInteger#multiply} at the
 * same bit lengths in the same run, as the baseline. Each (path, digits) pair runs in its own fork, so the kernel call is monomorphic and
 * inlined; compare {@code lanecrypt timing}, where all paths share one JVM.
 *
 * <p>{@code mulPath} takes the names of {@link Kernels#candidates()} plus {@code biginteger};
 * {@link BenchMain} fills it in from this JVM when the command line does not (see
 * bench/results/earlier-comba-epyc.md, "JMH (bench/MulBench): median ns per operation, ratio to BigInteger
 * in the same run"). The short default (1 fork, 3 x 1 s warm-up, 5 x 1 s measurement) suits a shared
 * machine; for publishable numbers use e.g. {@code -f 3 -wi 5 -i 10}, and {@code -p digits=16,32
 * -p mulPath=scalar,biginteger} to run a subset.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Benchmark)
@Fork(value = 1, jvmArgsAppend = {"--add-modules", "jdk.incubator.vector", "--enable-native-access=ALL-UNNAMED"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class MulBench {

    /** The baseline path: java.math.BigInteger. */
    public static final String BIGINTEGER = "biginteger";

    /**
     * What a user of the library calls: {@link MpInt#multiply} and {@link MpInt#square}, through the
     * selected kernel, with the result's allocation, as {@link #BIGINTEGER} includes its own.
     */
    public static final String MPINT = "mpint";

    @Param({"4", "8", "12", "16", "20", "24", "28", "32", "36"})
    int digits;

    /**
     * The second operand's digits, 0 for as many as the first's: an unequal shape ({@code -p digits=24 -p
     * bDigits=12}), which the selection does not time (it chooses by the shorter operand's class). The square
     * ignores it.
     */
    @Param({"0"})
    int bDigits;

    /** A kernel name or {@value #BIGINTEGER}; no default, so that no kernel name is written here. */
    @Param({})
    String mulPath;

    private MulKernel kernel;
    private int[] a;
    private int[] b;
    private int[] out;
    private BigInteger bigA;
    private BigInteger bigB;
    private MpInt mpA;
    private MpInt mpB;
    private boolean viaMpInt;

    @Setup
    public void setUp() {
        SplittableRandom random = new SplittableRandom(digits);
        a = operand(random, digits);
        b = operand(random, bLength());
        out = new int[digits + Math.max(digits, bLength())];
        bigA = toBigInteger(a);
        bigB = toBigInteger(b);
        mpA = MpInt.fromDigits(a);
        mpB = MpInt.fromDigits(b);
        viaMpInt = mulPath.equals(MPINT);
        if (viaMpInt) {
            if (!mpA.multiply(mpB).toBigInteger().equals(bigA.multiply(bigB))
                    || !mpA.square().toBigInteger().equals(bigA.multiply(bigA))) {
                throw new IllegalStateException("MpInt multiplies wrong at " + digits + " digits");
            }
            // time the chosen kernels, not the ones before them, and say which they are: a fork's choice is its own
            System.err.println(dev.lanecrypt.select.Selector.current(Kernels.MUL).summary());
        } else if (!mulPath.equals(BIGINTEGER)) {
            kernel = Kernels.candidates().stream().filter(k -> k.name().equals(mulPath)).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException("no kernel " + mulPath + " on this JVM; it has "
                            + Kernels.candidates().stream().map(MulKernel::name).toList()));
            kernel.multiply(a, digits, b, b.length, out);
            if (!toBigInteger(Arrays.copyOf(out, digits + b.length)).equals(bigA.multiply(bigB))) {
                throw new IllegalStateException(mulPath + " multiplies wrong at " + digits + " digits");
            }
        }
    }

    @Benchmark
    public Object multiply() {
        if (viaMpInt) {
            return mpA.multiply(mpB);
        }
        if (kernel == null) {
            return bigA.multiply(bigB);
        }
        kernel.multiply(a, digits, b, b.length, out);
        return out;
    }

    @Benchmark
    public Object square() {
        if (viaMpInt) {
            return mpA.square();
        }
        if (kernel == null) {
            return bigA.multiply(bigA);
        }
        kernel.square(a, digits, out);
        return out;
    }

    /**
     * The kernel writing a new array each call (for {@code mpint} and {@code biginteger}, which allocate their results
     * anyway, the same as {@link #multiply}): MpInt's time against this one is what MpInt adds beside its result's
     * allocation, and this one against {@link #multiply} what the allocation (and stores into fresh memory) costs.
     */
    @Benchmark
    public Object multiplyFresh() {
        if (kernel == null) {
            return multiply();
        }
        int[] o = new int[digits + b.length];
        kernel.multiply(a, digits, b, b.length, o);
        return o;
    }

    /** {@link #square} into a new array each call, as {@link #multiplyFresh}. */
    @Benchmark
    public Object squareFresh() {
        if (kernel == null) {
            return square();
        }
        int[] o = new int[2 * digits];
        kernel.square(a, digits, o);
        return o;
    }

    private int bLength() {
        return bDigits > 0 ? bDigits : digits;
    }

    /** {@code n} random 28-bit digits with a non-zero top digit (so the bit length is 28n). */
    private static int[] operand(SplittableRandom random, int n) {
        int[] d = new int[n];
        for (int i = 0; i < n; i++) {
            d[i] = random.nextInt(1 << MulKernel.DIGIT_BIT);
        }
        d[n - 1] |= 1 << (MulKernel.DIGIT_BIT - 1);
        return d;
    }

    private static BigInteger toBigInteger(int[] digits) {
        return MpInt.fromDigits(digits).toBigInteger();
    }
}
