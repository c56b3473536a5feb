package dev.lanecrypt.bench;

import dev.lanecrypt.batch.BatchCipher;
import dev.lanecrypt.batch.BatchMessage;
import dev.lanecrypt.cipher.Mode;
import dev.lanecrypt.cipher.Padding;
import dev.lanecrypt.des.DesEngines;
import dev.lanecrypt.des.DesFamily;
import dev.lanecrypt.select.Selector;
import dev.lanecrypt.provider.LaneCryptProvider;
import java.security.Provider;
import java.security.Security;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.bouncycastle.jce.provider.BouncyCastleProvider;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * DES and DESede through the JCA, LaneCrypt against SunJCE and Bouncy Castle in the same run:
 * ECB-encrypt and CBC-decrypt of 1 MiB ({@code NoPadding}), and CBC-encrypt and CBC-decrypt of 64 independent
 * 4 KiB messages, each with its own key and IV (LaneCrypt: one {@link BatchCipher} call, lane-parallel;
 * the others: one {@code Cipher.init} + {@code doFinal} per message). Throughput in operations per
 * second; bytes per second = ops x 1 MiB (or 64 x 4 KiB).
 *
 * <p>The LaneCrypt engine is the one the selector picks; the numbers in bench/results/earlier-des-epyc.md
 * were taken with {@code -Dlanecrypt.des=bitslice256} so that they do not depend on a calibration racing
 * the warm-up.
 */
@State(Scope.Thread)
@BenchmarkMode(org.openjdk.jmh.annotations.Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 4, time = 2)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class DesBench {

    @Param({"LaneCrypt", "SunJCE", "BC"})
    public String provider;

    @Param({"DES", "DESede"})
    public String algorithm;

    private static final int MIB = 1 << 20;
    private static final int MESSAGES = 64;
    private static final int MESSAGE_BYTES = 4096;

    private Provider p;
    private Cipher ecb;
    private Cipher cbcDecrypt;
    private byte[] data;
    private byte[] out;
    private byte[][] keys;
    private byte[][] ivs;
    private byte[][] msgs;
    private byte[][] msgOut;
    private List<BatchMessage> batch;
    private BatchCipher batchCipher;
    private BatchCipher batchDecipher;

    @Setup(Level.Trial)
    public void setup() throws Exception {
        p = switch (provider) {
            case "LaneCrypt" -> new LaneCryptProvider();
            case "BC" -> new BouncyCastleProvider();
            default -> Security.getProvider("SunJCE");
        };
        Random r = new Random(46);
        int keyLen = algorithm.equals("DES") ? 8 : 24;
        byte[] key = new byte[keyLen];
        r.nextBytes(key);
        byte[] iv = new byte[8];
        r.nextBytes(iv);
        SecretKeySpec k = new SecretKeySpec(key, algorithm);
        ecb = Cipher.getInstance(algorithm + "/ECB/NoPadding", p);
        ecb.init(Cipher.ENCRYPT_MODE, k);
        cbcDecrypt = Cipher.getInstance(algorithm + "/CBC/NoPadding", p);
        cbcDecrypt.init(Cipher.DECRYPT_MODE, k, new IvParameterSpec(iv));
        data = new byte[MIB];
        r.nextBytes(data);
        out = new byte[MIB];
        keys = new byte[MESSAGES][keyLen];
        ivs = new byte[MESSAGES][8];
        msgs = new byte[MESSAGES][MESSAGE_BYTES];
        msgOut = new byte[MESSAGES][MESSAGE_BYTES];
        batch = new ArrayList<>();
        for (int i = 0; i < MESSAGES; i++) {
            r.nextBytes(keys[i]);
            r.nextBytes(ivs[i]);
            r.nextBytes(msgs[i]);
            batch.add(BatchMessage.of(keys[i], ivs[i], msgs[i], msgOut[i]));
        }
        if (provider.equals("LaneCrypt")) {
            // C2 needs seconds for the S-box circuits on a loaded machine, longer than a JMH warm-up
            // iteration: bring the kernel the selector chose for long calls to C2 first.
            DesEngines.warmUp(Selector.current(DesEngines.DES).get(1));
        }
        batchCipher = BatchCipher.encryptor(algorithm.equals("DES") ? DesFamily.INSTANCE
                : dev.lanecrypt.des.DesedeFamily.INSTANCE, Mode.CBC, Padding.NONE);
        batchDecipher = BatchCipher.decryptor(algorithm.equals("DES") ? DesFamily.INSTANCE
                : dev.lanecrypt.des.DesedeFamily.INSTANCE, Mode.CBC, Padding.NONE);
    }

    @Benchmark
    public byte[] ecbEncrypt1MiB() throws Exception {
        ecb.doFinal(data, 0, MIB, out, 0);
        return out;
    }

    /** One 8-byte block, a PIN block say (LaneCrypt: calls of 1-3 blocks run on the constant-time one-block engine). */
    @Benchmark
    public byte[] ecbEncryptOneBlock() throws Exception {
        ecb.doFinal(data, 0, 8, out, 0);
        return out;
    }

    @Benchmark
    public byte[] cbcDecrypt1MiB() throws Exception {
        cbcDecrypt.doFinal(data, 0, MIB, out, 0);
        return out;
    }

    /** 64 messages of 4 KiB, each with its own key and IV. */
    @Benchmark
    public byte[][] cbcEncrypt64x4KiB() throws Exception {
        if (provider.equals("LaneCrypt")) {
            batchCipher.run(batch);
            return msgOut;
        }
        Cipher c = Cipher.getInstance(algorithm + "/CBC/NoPadding", p);
        for (int i = 0; i < MESSAGES; i++) {
            c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(keys[i], algorithm), new IvParameterSpec(ivs[i]));
            c.doFinal(msgs[i], 0, MESSAGE_BYTES, msgOut[i], 0);
        }
        return msgOut;
    }

    /** The same 64 messages decrypted (CBC decryption is parallel: the batch puts several steps in one pass). */
    @Benchmark
    public byte[][] cbcDecrypt64x4KiB() throws Exception {
        if (provider.equals("LaneCrypt")) {
            batchDecipher.run(batch);
            return msgOut;
        }
        Cipher c = Cipher.getInstance(algorithm + "/CBC/NoPadding", p);
        for (int i = 0; i < MESSAGES; i++) {
            c.init(Cipher.DECRYPT_MODE, new SecretKeySpec(keys[i], algorithm), new IvParameterSpec(ivs[i]));
            c.doFinal(msgs[i], 0, MESSAGE_BYTES, msgOut[i], 0);
        }
        return msgOut;
    }
}
