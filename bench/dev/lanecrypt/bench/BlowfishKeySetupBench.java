package dev.lanecrypt.bench;

import dev.lanecrypt.scalar.BlowfishKey;
import dev.lanecrypt.scalar.BlowfishKeyBatch;
import java.security.Provider;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;
import org.bouncycastle.jce.provider.BouncyCastleProvider;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Blowfish key setup (16-byte keys): one key at a time (lanecrypt's {@code BlowfishKey.expand} against
 * SunJCE's and Bouncy Castle's {@code Cipher.init}, which each run the 521-encryption setup), and 64 keys at
 * once (lanecrypt's interleaved {@code BlowfishKeyBatch} against 64 {@code Cipher.init}s). Keys cycle through
 * 64 different ones so no implementation can skip work for a repeated key.
 *
 * <pre>
 * $JDK/bin/java --add-modules jdk.incubator.vector -jar target/benchmarks.jar BlowfishKeySetupBench
 * </pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {"--add-modules", "jdk.incubator.vector"})
public class BlowfishKeySetupBench {

    private static final int KEYS = 64;

    private byte[][] keys;
    private SecretKeySpec[] specs;
    private Cipher sun;
    private Cipher bc;
    private int next;

    @Setup
    public void setup() throws Exception {
        SplittableRandom rnd = new SplittableRandom(11);
        keys = new byte[KEYS][16];
        specs = new SecretKeySpec[KEYS];
        for (int i = 0; i < KEYS; i++) {
            rnd.nextBytes(keys[i]);
            specs[i] = new SecretKeySpec(keys[i], "Blowfish");
        }
        Provider bcProvider = new BouncyCastleProvider();
        sun = Cipher.getInstance("Blowfish/ECB/NoPadding", "SunJCE");
        bc = Cipher.getInstance("Blowfish/ECB/NoPadding", bcProvider);
    }

    private int nextKey() {
        next = (next + 1) & (KEYS - 1);
        return next;
    }

    @Benchmark
    public BlowfishKey setKeyLanecrypt() {
        return BlowfishKey.expand(keys[nextKey()]);
    }

    @Benchmark
    public Cipher setKeySunJce() throws Exception {
        sun.init(Cipher.ENCRYPT_MODE, specs[nextKey()]);
        return sun;
    }

    @Benchmark
    public Cipher setKeyBouncyCastle() throws Exception {
        bc.init(Cipher.ENCRYPT_MODE, specs[nextKey()]);
        return bc;
    }

    @Benchmark
    public BlowfishKey[] setKey64LanecryptBatched() {
        return BlowfishKeyBatch.expandAll(keys);
    }

    @Benchmark
    public BlowfishKey[] setKey64LanecryptOneByOne() {
        BlowfishKey[] out = new BlowfishKey[KEYS];
        for (int i = 0; i < KEYS; i++) {
            out[i] = BlowfishKey.expand(keys[i]);
        }
        return out;
    }

    @Benchmark
    public Cipher setKey64SunJce() throws Exception {
        for (int i = 0; i < KEYS; i++) {
            sun.init(Cipher.ENCRYPT_MODE, specs[i]);
        }
        return sun;
    }
}
