package dev.lanecrypt.bench;

import dev.lanecrypt.dh.DhGroup;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Provider;
import java.security.PublicKey;
import java.util.concurrent.TimeUnit;
import javax.crypto.KeyAgreement;
import javax.crypto.spec.DHParameterSpec;
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
 * Ephemeral Diffie-Hellman as a TLS server does it, through the JCA: a new key pair on the group, then one
 * agreement with a peer's public value (checked by the provider), the secret out. Both providers draw
 * private values of the length JSSE's groups get (the {@code l} of the spec: 224 bits for ffdhe2048, 256
 * for ffdhe3072), so they do the same arithmetic; each (provider, group) pair runs in its own fork.
 * {@link #agreement} times the agreement alone.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@State(Scope.Benchmark)
@Fork(value = 1, jvmArgsAppend = {"--add-modules", "jdk.incubator.vector", "--enable-native-access=ALL-UNNAMED"})
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
public class DhBench {

    @Param({"ffdhe2048", "ffdhe3072"})
    String group;

    @Param({"LaneCrypt", "SunJCE"})
    String provider;

    private KeyPairGenerator generator;
    private PublicKey peer;
    private KeyPair own;
    private Provider p;

    @Setup
    public void setup() throws Exception {
        DhGroup g = DhGroup.named(group);
        int l = group.equals("ffdhe2048") ? 224 : 256;
        DHParameterSpec spec = new DHParameterSpec(g.p().toBigInteger(), g.g().toBigInteger(), l);
        p = RsaSignBench.provider(provider);
        generator = KeyPairGenerator.getInstance("DH", p);
        generator.initialize(spec);
        KeyPairGenerator other = KeyPairGenerator.getInstance("DH", "SunJCE");
        other.initialize(spec);
        peer = other.generateKeyPair().getPublic();
        own = generator.generateKeyPair();
        Calibrations.publicKey();
    }

    /** One server-side exchange: key pair, agreement with the peer, the shared secret. */
    @Benchmark
    public byte[] ephemeralExchange(MachineProbe probe) throws Exception {
        KeyPair kp = generator.generateKeyPair();
        KeyAgreement ka = KeyAgreement.getInstance("DH", p);
        ka.init(kp.getPrivate());
        ka.doPhase(peer, true);
        return ka.generateSecret();
    }

    /**
     * The agreement alone, with a key pair drawn once: the variable-base exponentiation over the private
     * value's length and the peer value's checks (what a TLS client pays per handshake besides its key pair).
     */
    @Benchmark
    public byte[] agreement(MachineProbe probe) throws Exception {
        KeyAgreement ka = KeyAgreement.getInstance("DH", p);
        ka.init(own.getPrivate());
        ka.doPhase(peer, true);
        return ka.generateSecret();
    }
}
