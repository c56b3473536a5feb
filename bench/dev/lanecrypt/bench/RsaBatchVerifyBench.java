package dev.lanecrypt.bench;

import dev.lanecrypt.select.Selector;
import dev.lanecrypt.math.MpInt;
import dev.lanecrypt.provider.LaneCryptProvider;
import dev.lanecrypt.rsa.RsaBatchVerify;
import dev.lanecrypt.rsa.RsaCore;
import dev.lanecrypt.rsa.RsaPublicKeyParts;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.MessageDigest;
import java.security.PublicKey;
import java.security.Signature;
import java.security.interfaces.RSAPublicKey;
import java.util.Random;
import java.util.concurrent.TimeUnit;
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
 * Verifying {@value #BATCH} SHA256withRSA signatures (e = 65537, 64-byte messages, one key) per call,
 * single-threaded, time per signature: LaneCrypt's batch ({@link RsaBatchVerify}: hashes, then all the
 * public operations one per SIMD lane), LaneCrypt's and SunRsaSign's {@code Signature.verify} one by one,
 * and the raw public operations alone (batch and one at a time) to separate the exponentiation from the
 * hashing and padding.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@State(Scope.Benchmark)
@Fork(value = 1, jvmArgsAppend = {"--add-modules", "jdk.incubator.vector", "--enable-native-access=ALL-UNNAMED"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class RsaBatchVerifyBench {

    static final int BATCH = 16;

    @Param({"2048", "4096"})
    int bits;

    private final byte[][] messages = new byte[BATCH][];
    private final byte[][] signatures = new byte[BATCH][];
    private final MpInt[] values = new MpInt[BATCH];
    private RsaPublicKeyParts[] keys;
    private PublicKey publicKey;
    private Signature sunRsaSign;
    private Signature laneCrypt;

    @Setup
    public void setup() throws Exception {
        KeyPairGenerator g = KeyPairGenerator.getInstance("RSA", "SunRsaSign");
        g.initialize(bits);
        KeyPair kp = g.generateKeyPair();
        publicKey = kp.getPublic();
        RSAPublicKey pub = (RSAPublicKey) publicKey;
        RsaPublicKeyParts key = new RsaPublicKeyParts(pub.getModulus(), pub.getPublicExponent());
        keys = new RsaPublicKeyParts[BATCH];
        Signature signer = Signature.getInstance("SHA256withRSA", "SunRsaSign");
        signer.initSign(kp.getPrivate());
        Random r = new Random(1);
        for (int i = 0; i < BATCH; i++) {
            messages[i] = new byte[64];
            r.nextBytes(messages[i]);
            signer.update(messages[i]);
            signatures[i] = signer.sign();
            values[i] = MpInt.fromUnsignedBytes(signatures[i]);
            keys[i] = key;
        }
        sunRsaSign = Signature.getInstance("SHA256withRSA", "SunRsaSign");
        laneCrypt = Signature.getInstance("SHA256withRSA", new LaneCryptProvider());
        // The provider's self-tests start every kernel calibration in the background; wait for all of them,
        // or they run during the measurement (on two cores that doubled the times seen).
        Selector.current(dev.lanecrypt.math.kernel.MontKernels.MONTGOMERY);
        Calibrations.publicKey();
        Selector.current(dev.lanecrypt.math.kernel.Kernels.MUL);
        Selector.current(dev.lanecrypt.des.DesEngines.DES);
        Selector.current(dev.lanecrypt.blowfish.BlowfishEngines.OPERATION);
        if (!allTrue(laneCryptBatch()) || !allTrue(oneByOne(sunRsaSign)) || !allTrue(oneByOne(laneCrypt))) {
            throw new IllegalStateException("a valid signature did not verify");
        }
    }

    private static boolean allTrue(boolean[] b) {
        for (boolean x : b) {
            if (!x) {
                return false;
            }
        }
        return true;
    }

    private boolean[] oneByOne(Signature s) throws Exception {
        boolean[] ok = new boolean[BATCH];
        for (int i = 0; i < BATCH; i++) {
            s.initVerify(publicKey);
            s.update(messages[i]);
            ok[i] = s.verify(signatures[i]);
        }
        return ok;
    }

    @Benchmark
    @OperationsPerInvocation(BATCH)
    public boolean[] laneCryptBatch() throws Exception {
        byte[][] hashes = new byte[BATCH][];
        MessageDigest md = MessageDigest.getInstance("SHA-256");
        for (int i = 0; i < BATCH; i++) {
            hashes[i] = md.digest(messages[i]);
        }
        return RsaBatchVerify.pkcs1("SHA-256", keys, hashes, signatures);
    }

    @Benchmark
    @OperationsPerInvocation(BATCH)
    public boolean[] laneCryptOneByOne() throws Exception {
        return oneByOne(laneCrypt);
    }

    @Benchmark
    @OperationsPerInvocation(BATCH)
    public boolean[] sunRsaSignOneByOne() throws Exception {
        return oneByOne(sunRsaSign);
    }

    @Benchmark
    @OperationsPerInvocation(BATCH)
    public MpInt[] rawPublicOpBatch() {
        return RsaCore.publicOpBatch(keys, values);
    }

    @Benchmark
    @OperationsPerInvocation(BATCH)
    public MpInt rawPublicOpOneAtATime() {
        MpInt last = null;
        for (int i = 0; i < BATCH; i++) {
            last = RsaCore.publicOp(keys[i], values[i]);
        }
        return last;
    }
}
