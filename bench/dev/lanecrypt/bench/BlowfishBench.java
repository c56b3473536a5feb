package dev.lanecrypt.bench;

import dev.lanecrypt.cipher.Block64;
import dev.lanecrypt.cipher.BlowfishEngines;
import dev.lanecrypt.scalar.BlowfishKey;
import dev.lanecrypt.scalar.BlowfishScalar;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.security.Provider;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.bouncycastle.jce.provider.BouncyCastleProvider;
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
 * Blowfish bulk speed on 1 MiB, 16-byte key: ECB encryption and CBC decryption per lanecrypt engine
 * variant (bytes in, bytes out, the big-endian conversion included), single-stream CBC encryption on the
 * scalar engine, against SunJCE and Bouncy Castle in the same run. Time per 1 MiB operation.
 *
 * <pre>
 * ./mvnw -Pbench -DskipTests package
 * $JDK/bin/java --add-modules jdk.incubator.vector -jar target/benchmarks.jar BlowfishBench
 * </pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {"--add-modules", "jdk.incubator.vector"})
public class BlowfishBench {

    private static final int BYTES = 1 << 20;

    private static final VarHandle LONG_BE =
            MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

    /** The lanecrypt engine under test; only the lanecrypt benchmarks take it, so only they repeat per variant. */
    @State(Scope.Thread)
    public static class Engine {

        @Param({"scalar", "interleave2", "interleave4", "interleave8", "gather256", "gather512"})
        public String variant;

        Block64 engine;

        @Setup
        public void setup(BlowfishBench bench) {
            engine = BlowfishEngines.named(variant).engine(bench.schedule);
        }
    }

    private byte[] key;
    private long iv;
    private byte[] data;
    private byte[] out;
    private long[] blocks;
    BlowfishKey schedule;
    private BlowfishScalar serial;
    private Cipher sunEcb;
    private Cipher sunCbcEnc;
    private Cipher sunCbcDec;
    private Cipher bcEcb;
    private Cipher bcCbcEnc;
    private Cipher bcCbcDec;

    @Setup
    public void setup() throws Exception {
        SplittableRandom rnd = new SplittableRandom(7);
        key = new byte[16];
        data = new byte[BYTES];
        out = new byte[BYTES];
        blocks = new long[BYTES / 8];
        rnd.nextBytes(key);
        rnd.nextBytes(data);
        iv = rnd.nextLong();
        schedule = BlowfishKey.expand(key);
        serial = new BlowfishScalar(schedule);
        SecretKeySpec k = new SecretKeySpec(key, "Blowfish");
        IvParameterSpec ivSpec = new IvParameterSpec(java.nio.ByteBuffer.allocate(8).putLong(iv).array());
        Provider bc = new BouncyCastleProvider();
        sunEcb = Cipher.getInstance("Blowfish/ECB/NoPadding", "SunJCE");
        sunEcb.init(Cipher.ENCRYPT_MODE, k);
        sunCbcEnc = Cipher.getInstance("Blowfish/CBC/NoPadding", "SunJCE");
        sunCbcEnc.init(Cipher.ENCRYPT_MODE, k, ivSpec);
        sunCbcDec = Cipher.getInstance("Blowfish/CBC/NoPadding", "SunJCE");
        sunCbcDec.init(Cipher.DECRYPT_MODE, k, ivSpec);
        bcEcb = Cipher.getInstance("Blowfish/ECB/NoPadding", bc);
        bcEcb.init(Cipher.ENCRYPT_MODE, k);
        bcCbcEnc = Cipher.getInstance("Blowfish/CBC/NoPadding", bc);
        bcCbcEnc.init(Cipher.ENCRYPT_MODE, k, ivSpec);
        bcCbcDec = Cipher.getInstance("Blowfish/CBC/NoPadding", bc);
        bcCbcDec.init(Cipher.DECRYPT_MODE, k, ivSpec);
    }

    @Benchmark
    public byte[] ecbLanecrypt(Engine e) {
        toBlocks(data);
        e.engine.encryptBlocks(blocks, 0, blocks.length);
        return fromBlocks();
    }

    @Benchmark
    public byte[] cbcDecryptLanecrypt(Engine e) {
        toBlocks(data);
        e.engine.decryptBlocks(blocks, 0, blocks.length);
        long prev = iv;
        for (int i = 0; i < blocks.length; i++) {
            long c = (long) LONG_BE.get(data, 8 * i);
            blocks[i] ^= prev;
            prev = c;
        }
        return fromBlocks();
    }

    @Benchmark
    public byte[] cbcEncryptLanecryptSerial() {
        long chain = iv;
        for (int at = 0; at < BYTES; at += 8) {
            chain = serial.encrypt(chain ^ (long) LONG_BE.get(data, at));
            LONG_BE.set(out, at, chain);
        }
        return out;
    }

    @Benchmark
    public int ecbSunJce() throws Exception {
        return sunEcb.doFinal(data, 0, BYTES, out, 0);
    }

    @Benchmark
    public int cbcDecryptSunJce() throws Exception {
        return sunCbcDec.doFinal(data, 0, BYTES, out, 0);
    }

    @Benchmark
    public int cbcEncryptSunJce() throws Exception {
        return sunCbcEnc.doFinal(data, 0, BYTES, out, 0);
    }

    @Benchmark
    public int ecbBouncyCastle() throws Exception {
        return bcEcb.doFinal(data, 0, BYTES, out, 0);
    }

    @Benchmark
    public int cbcDecryptBouncyCastle() throws Exception {
        return bcCbcDec.doFinal(data, 0, BYTES, out, 0);
    }

    @Benchmark
    public int cbcEncryptBouncyCastle() throws Exception {
        return bcCbcEnc.doFinal(data, 0, BYTES, out, 0);
    }

    private void toBlocks(byte[] in) {
        for (int i = 0; i < blocks.length; i++) {
            blocks[i] = (long) LONG_BE.get(in, 8 * i);
        }
    }

    private byte[] fromBlocks() {
        for (int i = 0; i < blocks.length; i++) {
            LONG_BE.set(out, 8 * i, blocks[i]);
        }
        return out;
    }
}
