package dev.lanecrypt.bench;

import dev.lanecrypt.provider.LaneCryptProvider;
import dev.lanecrypt.rsa.RsaBatchEncrypt;
import dev.lanecrypt.rsa.RsaPublicKeyParts;
import java.security.KeyPairGenerator;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.security.interfaces.RSAPublicKey;
import java.util.concurrent.TimeUnit;
import javax.crypto.Cipher;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Wrapping {@value #BATCH} 32-byte keys with RSA PKCS #1 v1.5 encryption (e = 65537), under one
 * recipient's public key or spread over four, time per message, single-threaded: LaneCrypt's batch
 * ({@link RsaBatchEncrypt}: pad each, then all the public operations one per SIMD lane) against
 * {@code Cipher "RSA/ECB/PKCS1Padding"} one message at a time from LaneCrypt and SunJCE.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@State(Scope.Benchmark)
@Fork(value = 1, jvmArgsAppend = {"--add-modules", "jdk.incubator.vector", "--enable-native-access=ALL-UNNAMED"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class RsaBatchEncryptBench {

    static final int BATCH = 16;
    @Param({"2048", "4096"})
    int bits;

    /** Different public keys among the messages (message i uses key i mod recipients). */
    @Param({"1", "4"})
    int recipients;

    private final byte[][] messages = new byte[BATCH][32];
    private final RsaPublicKeyParts[] keys = new RsaPublicKeyParts[BATCH];
    private final PublicKey[] publicKeys = new PublicKey[BATCH];
    private final SecureRandom random = new SecureRandom();
    private Cipher sunJce;
    private Cipher laneCrypt;

    @Setup
    public void setup() throws Exception {
        KeyPairGenerator g = KeyPairGenerator.getInstance("RSA", "SunRsaSign");
        g.initialize(bits);
        RSAPublicKey[] pub = new RSAPublicKey[recipients];
        for (int r = 0; r < recipients; r++) {
            pub[r] = (RSAPublicKey) g.generateKeyPair().getPublic();
        }
        for (int i = 0; i < BATCH; i++) {
            RSAPublicKey k = pub[i % recipients];
            publicKeys[i] = k;
            keys[i] = new RsaPublicKeyParts(k.getModulus(), k.getPublicExponent());
            random.nextBytes(messages[i]);
        }
        sunJce = Cipher.getInstance("RSA/ECB/PKCS1Padding", "SunJCE");
        laneCrypt = Cipher.getInstance("RSA/ECB/PKCS1Padding", new LaneCryptProvider());
    }

    @Benchmark
    @OperationsPerInvocation(BATCH)
    public byte[][] batchLaneCrypt() throws Exception {
        return RsaBatchEncrypt.pkcs1(keys, messages, random);
    }

    @Benchmark
    @OperationsPerInvocation(BATCH)
    public byte[][] oneByOneLaneCrypt() throws Exception {
        return oneByOne(laneCrypt);
    }

    @Benchmark
    @OperationsPerInvocation(BATCH)
    public byte[][] oneByOneSunJce() throws Exception {
        return oneByOne(sunJce);
    }

    private byte[][] oneByOne(Cipher c) throws Exception {
        byte[][] out = new byte[BATCH][];
        for (int i = 0; i < BATCH; i++) {
            c.init(Cipher.ENCRYPT_MODE, publicKeys[i], random);
            out[i] = c.doFinal(messages[i]);
        }
        return out;
    }
}
