package dev.lanecrypt.bench;

import dev.lanecrypt.math.ConstantTimeModPow;
import dev.lanecrypt.math.MontgomeryContext;
import dev.lanecrypt.math.MpInt;
import java.math.BigInteger;
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
 * Modular exponentiation with a full-length exponent and an odd modulus: {@code MpInt.modPow} (sliding
 * window over the selected Montgomery kernel), the constant-time fixed-window path, and
 * {@code BigInteger.modPow} (HotSpot's Montgomery multiply/square intrinsics) in the same run.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@State(Scope.Benchmark)
@Fork(value = 1, jvmArgsAppend = {"--add-modules", "jdk.incubator.vector", "--enable-native-access=ALL-UNNAMED"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class ModPowBench {

    @Param({"1024", "2048"})
    int bits;

    private BigInteger bb;
    private BigInteger be;
    private BigInteger bm;
    private MpInt mb;
    private MpInt me;
    private MpInt mm;
    private MontgomeryContext ctx;

    @Setup
    public void setup() {
        SplittableRandom r = new SplittableRandom(2048);
        bm = random(r).setBit(bits - 1).setBit(0);
        bb = random(r).mod(bm);
        be = random(r).setBit(bits - 1);
        mb = MpInt.fromBigInteger(bb);
        me = MpInt.fromBigInteger(be);
        mm = MpInt.fromBigInteger(bm);
        dev.lanecrypt.select.Selector.current(dev.lanecrypt.math.kernel.MontKernels.MONTGOMERY);
        ctx = new MontgomeryContext(mm);
    }

    private BigInteger random(SplittableRandom r) {
        byte[] b = new byte[bits / 8];
        r.nextBytes(b);
        return new BigInteger(1, b);
    }

    @Benchmark
    public BigInteger bigInteger() {
        return bb.modPow(be, bm);
    }

    @Benchmark
    public MpInt mpInt() {
        return mb.modPow(me, mm);
    }

    @Benchmark
    public MpInt constantTime() {
        return ConstantTimeModPow.modPow(ctx, mb, me);
    }
}
