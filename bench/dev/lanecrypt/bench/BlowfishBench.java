package dev.lanecrypt.bench;

import dev.lanecrypt.batch.BatchCipher;
import dev.lanecrypt.batch.BatchMessage;
import dev.lanecrypt.blowfish.BlowfishFamily;
import dev.lanecrypt.cipher.Block64;
import dev.lanecrypt.cipher.BlockModeCipher;
import dev.lanecrypt.blowfish.BlowfishEngines;
import dev.lanecrypt.cipher.Padding;
import dev.lanecrypt.provider.LaneCryptProvider;
import dev.lanecrypt.blowfish.BlowfishKey;
import dev.lanecrypt.blowfish.BlowfishScalar;
import java.security.Provider;
import java.util.ArrayList;
import java.util.List;
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
 * variant through the shared mode layer ({@link BlockModeCipher}: bytes in, bytes out, as the JCA cipher
 * and {@code lanecrypt enc} run them), the same two through the LaneCrypt provider's JCA {@code Cipher} on
 * the engine its selector picks, single-stream CBC encryption on the scalar engine, and CBC encryption of
 * 64 messages of 4 KiB with a key and IV each (the batch API, against {@code init} + {@code doFinal} per
 * message), against SunJCE and Bouncy Castle in the same run. Time per 1 MiB operation (per 64 messages).
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

    /** The lanecrypt engine under test; only the lanecrypt benchmarks take it, so only they repeat per variant. */
    @State(Scope.Thread)
    public static class Engine {

        @Param({"scalar", "interleave2", "interleave4", "interleave8", "gather256", "gather512", "permute512"})
        public String variant;

        BlockModeCipher ecb;
        BlockModeCipher cbcDecrypt;

        @Setup
        public void setup(BlowfishBench bench) {
            Block64 engine = BlowfishEngines.named(variant).engine(bench.schedule);
            ecb = new BlockModeCipher(engine, dev.lanecrypt.cipher.Mode.ECB, Padding.NONE, true, 0);
            cbcDecrypt = new BlockModeCipher(engine, dev.lanecrypt.cipher.Mode.CBC, Padding.NONE, false, bench.iv);
        }
    }

    private byte[] key;
    long iv;
    private byte[] data;
    private byte[] out;
    BlowfishKey schedule;
    private BlockModeCipher serialCbc;
    private Cipher sunEcb;
    private Cipher sunCbcEnc;
    private Cipher sunCbcDec;
    private static final int MESSAGES = 64;
    private static final int MESSAGE_BYTES = 4096;
    private byte[][] msgKeys;
    private byte[][] msgIvs;
    private byte[][] msgs;
    private byte[][] msgOut;
    private List<BatchMessage> batch;
    private BatchCipher batchCbcEncrypt;
    private Cipher jcaEcb;
    private Cipher jcaCbcDec;
    private Cipher bcEcb;
    private Cipher bcCbcEnc;
    private Cipher bcCbcDec;

    @Setup
    public void setup() throws Exception {
        SplittableRandom rnd = new SplittableRandom(7);
        key = new byte[16];
        data = new byte[BYTES];
        out = new byte[BYTES];
        rnd.nextBytes(key);
        rnd.nextBytes(data);
        iv = rnd.nextLong();
        schedule = BlowfishKey.expand(key);
        serialCbc = new BlockModeCipher(new BlowfishScalar(schedule), dev.lanecrypt.cipher.Mode.CBC, Padding.NONE, true, iv);
        SecretKeySpec k = new SecretKeySpec(key, "Blowfish");
        IvParameterSpec ivSpec = new IvParameterSpec(java.nio.ByteBuffer.allocate(8).putLong(iv).array());
        Provider bc = new BouncyCastleProvider();
        sunEcb = Cipher.getInstance("Blowfish/ECB/NoPadding", "SunJCE");
        sunEcb.init(Cipher.ENCRYPT_MODE, k);
        sunCbcEnc = Cipher.getInstance("Blowfish/CBC/NoPadding", "SunJCE");
        sunCbcEnc.init(Cipher.ENCRYPT_MODE, k, ivSpec);
        sunCbcDec = Cipher.getInstance("Blowfish/CBC/NoPadding", "SunJCE");
        sunCbcDec.init(Cipher.DECRYPT_MODE, k, ivSpec);
        msgKeys = new byte[MESSAGES][16];
        msgIvs = new byte[MESSAGES][8];
        msgs = new byte[MESSAGES][MESSAGE_BYTES];
        msgOut = new byte[MESSAGES][MESSAGE_BYTES];
        batch = new ArrayList<>();
        for (int i = 0; i < MESSAGES; i++) {
            rnd.nextBytes(msgKeys[i]);
            rnd.nextBytes(msgIvs[i]);
            rnd.nextBytes(msgs[i]);
            batch.add(BatchMessage.of(msgKeys[i], msgIvs[i], msgs[i], msgOut[i]));
        }
        batchCbcEncrypt = BatchCipher.encryptor(BlowfishFamily.INSTANCE, dev.lanecrypt.cipher.Mode.CBC, Padding.NONE);
        Provider lanecrypt = new LaneCryptProvider();
        jcaEcb = Cipher.getInstance("Blowfish/ECB/NoPadding", lanecrypt);
        jcaEcb.init(Cipher.ENCRYPT_MODE, k);
        jcaCbcDec = Cipher.getInstance("Blowfish/CBC/NoPadding", lanecrypt);
        jcaCbcDec.init(Cipher.DECRYPT_MODE, k, ivSpec);
        bcEcb = Cipher.getInstance("Blowfish/ECB/NoPadding", bc);
        bcEcb.init(Cipher.ENCRYPT_MODE, k);
        bcCbcEnc = Cipher.getInstance("Blowfish/CBC/NoPadding", bc);
        bcCbcEnc.init(Cipher.ENCRYPT_MODE, k, ivSpec);
        bcCbcDec = Cipher.getInstance("Blowfish/CBC/NoPadding", bc);
        bcCbcDec.init(Cipher.DECRYPT_MODE, k, ivSpec);
    }

    @Benchmark
    public int ecbLanecrypt(Engine e) throws Exception {
        return e.ecb.doFinal(data, 0, BYTES, out, 0);
    }

    @Benchmark
    public int cbcDecryptLanecrypt(Engine e) throws Exception {
        return e.cbcDecrypt.doFinal(data, 0, BYTES, out, 0);
    }

    @Benchmark
    public int cbcEncryptLanecryptSerial() throws Exception {
        return serialCbc.doFinal(data, 0, BYTES, out, 0);
    }

    /** The LaneCrypt provider through the JCA, on the engine the selector picks (or -Dlanecrypt.blowfish). */
    @Benchmark
    public int ecbLanecryptJca() throws Exception {
        return jcaEcb.doFinal(data, 0, BYTES, out, 0);
    }

    @Benchmark
    public int cbcDecryptLanecryptJca() throws Exception {
        return jcaCbcDec.doFinal(data, 0, BYTES, out, 0);
    }

    /** 64 messages of 4 KiB, each with its own key and IV, CBC-encrypted: one batch-API call. */
    @Benchmark
    public byte[][] cbcEncrypt64x4KiBLanecryptBatch() throws Exception {
        batchCbcEncrypt.run(batch);
        return msgOut;
    }

    /** The same 64 messages through SunJCE: {@code init} and {@code doFinal} per message. */
    @Benchmark
    public byte[][] cbcEncrypt64x4KiBSunJce() throws Exception {
        return cbcEncryptEach(sunCbcEnc);
    }

    @Benchmark
    public byte[][] cbcEncrypt64x4KiBBouncyCastle() throws Exception {
        return cbcEncryptEach(bcCbcEnc);
    }

    private byte[][] cbcEncryptEach(Cipher c) throws Exception {
        for (int i = 0; i < MESSAGES; i++) {
            c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(msgKeys[i], "Blowfish"), new IvParameterSpec(msgIvs[i]));
            c.doFinal(msgs[i], 0, MESSAGE_BYTES, msgOut[i], 0);
        }
        return msgOut;
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
}
