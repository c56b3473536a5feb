package dev.lanecrypt.bench;

import dev.lanecrypt.batch.BatchCipher;
import dev.lanecrypt.batch.BatchMessage;
import dev.lanecrypt.blowfish.BlowfishFamily;
import dev.lanecrypt.cipher.Padding;
import dev.lanecrypt.provider.LaneCryptProvider;
import dev.lanecrypt.blowfish.BlowfishKey;
import dev.lanecrypt.blowfish.BlowfishKeyBatch;
import java.security.Provider;
import java.util.ArrayList;
import java.util.List;
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
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Blowfish key setup (16-byte keys), every figure per key, all in one run:
 * <ul>
 *   <li>{@code setKey*}: one key at a time. lanecrypt's {@code BlowfishKey.expand} and its JCA
 *   {@code Cipher.init} (provider LaneCrypt: setup plus engine choice), SunJCE's and Bouncy Castle's
 *   {@code Cipher.init} (each runs the 521-encryption setup). The key changes every call.</li>
 *   <li>{@code setKey64*}: 64 keys per operation, reported per key ({@code @OperationsPerInvocation}):
 *   lanecrypt's batched setup ({@code BlowfishKeyBatch}) and one by one, against 64 {@code Cipher.init}s.</li>
 *   <li>{@code ecb64*}: 64 one-block ECB messages, each with its own key, per message: lanecrypt's batch API
 *   (which sets the 64 keys up together) against SunJCE's {@code init} + {@code doFinal} per message.</li>
 * </ul>
 * The 64 keys are different and cycle, so no implementation can skip work for a repeated key.
 *
 * <pre>
 * bench/run BlowfishKeySetupBench -f 3 -wi 5 -i 10
 * </pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {"--add-modules", "jdk.incubator.vector", "--enable-native-access=ALL-UNNAMED"})
public class BlowfishKeySetupBench {

    private static final int KEYS = 64;

    private byte[][] keys;
    private SecretKeySpec[] specs;
    private Cipher lanecrypt;
    private Cipher sun;
    private Cipher bc;
    private int next;
    private byte[][] blocks;
    private byte[][] outs;
    private List<BatchMessage> messages;
    private BatchCipher batch;

    @Setup
    public void setup() throws Exception {
        SplittableRandom rnd = new SplittableRandom(11);
        keys = new byte[KEYS][16];
        specs = new SecretKeySpec[KEYS];
        blocks = new byte[KEYS][8];
        outs = new byte[KEYS][8];
        messages = new ArrayList<>();
        for (int i = 0; i < KEYS; i++) {
            rnd.nextBytes(keys[i]);
            rnd.nextBytes(blocks[i]);
            specs[i] = new SecretKeySpec(keys[i], "Blowfish");
            messages.add(BatchMessage.of(keys[i], null, blocks[i], outs[i]));
        }
        Provider bcProvider = new BouncyCastleProvider();
        lanecrypt = Cipher.getInstance("Blowfish/ECB/NoPadding", new LaneCryptProvider());
        sun = Cipher.getInstance("Blowfish/ECB/NoPadding", "SunJCE");
        bc = Cipher.getInstance("Blowfish/ECB/NoPadding", bcProvider);
        batch = BatchCipher.encryptor(BlowfishFamily.INSTANCE, dev.lanecrypt.cipher.Mode.ECB, Padding.NONE);
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
    public Cipher setKeyLanecryptCipherInit() throws Exception {
        lanecrypt.init(Cipher.ENCRYPT_MODE, specs[nextKey()]);
        return lanecrypt;
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
    @OperationsPerInvocation(KEYS)
    public BlowfishKey[] setKey64LanecryptBatched() {
        return BlowfishKeyBatch.expandAll(keys);
    }

    @Benchmark
    @OperationsPerInvocation(KEYS)
    public BlowfishKey[] setKey64LanecryptOneByOne() {
        BlowfishKey[] out = new BlowfishKey[KEYS];
        for (int i = 0; i < KEYS; i++) {
            out[i] = BlowfishKey.expand(keys[i]);
        }
        return out;
    }

    @Benchmark
    @OperationsPerInvocation(KEYS)
    public Cipher setKey64SunJce() throws Exception {
        for (int i = 0; i < KEYS; i++) {
            sun.init(Cipher.ENCRYPT_MODE, specs[i]);
        }
        return sun;
    }

    @Benchmark
    @OperationsPerInvocation(KEYS)
    public Cipher setKey64BouncyCastle() throws Exception {
        for (int i = 0; i < KEYS; i++) {
            bc.init(Cipher.ENCRYPT_MODE, specs[i]);
        }
        return bc;
    }

    @Benchmark
    @OperationsPerInvocation(KEYS)
    public long[] ecb64LanecryptBatch() throws Exception {
        return batch.run(messages);
    }

    @Benchmark
    @OperationsPerInvocation(KEYS)
    public byte[][] ecb64SunJce() throws Exception {
        for (int i = 0; i < KEYS; i++) {
            sun.init(Cipher.ENCRYPT_MODE, specs[i]);
            sun.doFinal(blocks[i], 0, 8, outs[i], 0);
        }
        return outs;
    }
}
