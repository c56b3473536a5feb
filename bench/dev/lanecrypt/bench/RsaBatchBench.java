package dev.lanecrypt.bench;

import dev.lanecrypt.math.MpInt;
import dev.lanecrypt.rsa.RsaCore;
import dev.lanecrypt.rsa.RsaPrivateKeyParts;
import java.math.BigInteger;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.SecureRandom;
import java.security.interfaces.RSAPrivateCrtKey;
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
 * Throughput of RSA-2048 private operations (raw RSADP: CRT, blinding, fault check), {@value #BATCH} per
 * call: LaneCrypt's multi-buffer batch, LaneCrypt one at a time, and SunRsaSign's (Cipher
 * RSA/ECB/NoPadding decrypt, the same primitive) one at a time, single-threaded. Times are per operation.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@State(Scope.Benchmark)
@Fork(value = 1, jvmArgsAppend = {"--add-modules", "jdk.incubator.vector", "--enable-native-access=ALL-UNNAMED"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class RsaBatchBench {

    static final int BATCH = 8;

    /** Modulus size (the targets: 2048, and 3072 and 4096 likewise). */
    @Param({"2048"})
    public int bits;

    private RsaPrivateKeyParts key;
    private Cipher jdk;
    private final MpInt[] inputs = new MpInt[BATCH];
    private final byte[][] ciphertexts = new byte[BATCH][];
    private final SecureRandom random = new SecureRandom();

    @Setup
    public void setup() throws Exception {
        KeyPairGenerator g = KeyPairGenerator.getInstance("RSA", "SunRsaSign");
        g.initialize(bits);
        KeyPair kp = g.generateKeyPair();
        RSAPrivateCrtKey k = (RSAPrivateCrtKey) kp.getPrivate();
        key = RsaPrivateKeyParts.crt(k.getModulus(), k.getPublicExponent(), k.getPrivateExponent(), k.getPrimeP(),
                k.getPrimeQ(), k.getPrimeExponentP(), k.getPrimeExponentQ(), k.getCrtCoefficient());
        for (int i = 0; i < BATCH; i++) {
            BigInteger x = new BigInteger(bits - 8, random);
            inputs[i] = MpInt.fromBigInteger(x);
            ciphertexts[i] = inputs[i].toUnsignedBytes(bits / 8);
        }
        Calibrations.publicKey();
        jdk = Cipher.getInstance("RSA/ECB/NoPadding", "SunJCE");
        jdk.init(Cipher.DECRYPT_MODE, kp.getPrivate());
    }

    @Benchmark
    @OperationsPerInvocation(BATCH)
    public MpInt[] laneCryptBatch(MachineProbe probe) {
        return RsaCore.privateOpBatch(key, inputs, random);
    }

    @Benchmark
    @OperationsPerInvocation(BATCH)
    public MpInt laneCryptOneAtATime(MachineProbe probe) {
        MpInt last = null;
        for (MpInt x : inputs) {
            last = RsaCore.privateOp(key, x, random);
        }
        return last;
    }

    @Benchmark
    @OperationsPerInvocation(BATCH)
    public byte[] sunRsaSign(MachineProbe probe) throws Exception {
        byte[] last = null;
        for (byte[] c : ciphertexts) {
            last = jdk.doFinal(c);
        }
        return last;
    }
}
