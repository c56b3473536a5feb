package dev.lanecrypt.bench;

import dev.lanecrypt.provider.Coalescing;
import dev.lanecrypt.provider.LaneCryptProvider;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.Security;
import java.security.Signature;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * RSA-2048 SHA256withRSA {@code Signature.sign()} from 1 and from 16 threads, one {@code Signature} per
 * thread, one key (made by SunRsaSign): LaneCrypt with the coalescer (the default), LaneCrypt with
 * {@code -Dlanecrypt.coalesce=false}, and SunRsaSign, each in its own fork. Throughput (signatures per
 * second, all threads together) and sample time (its {@code p0.99} row is the 99th percentile latency of
 * one sign). The LaneCrypt forks print the coalescer's counts at the end ({@link Coalescing#stats}).
 *
 * <p>{@code bench/run ConcurrentSignBench} for the defaults; the first LaneCrypt use starts the kernel
 * calibrations, so keep the warm-up long on a busy machine (see docs/selection.md, "Quick calibration
 * against tune", and bench/results/2026-12-01-fma52-zen3.md, "Many threads (issue 13)").
 */
@BenchmarkMode({Mode.Throughput, Mode.SampleTime})
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgsAppend = {"--add-modules", "jdk.incubator.vector", "--enable-native-access=ALL-UNNAMED"})
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
public class ConcurrentSignBench {

    /** The key and the provider, shared by all threads of a fork. */
    @State(Scope.Benchmark)
    public static class Shared {
        @Param({"LaneCrypt", "LaneCrypt-nocoalesce", "SunRsaSign"})
        String provider;

        PrivateKey key;
        Provider p;

        @Setup
        public void setup() throws Exception {
            if (provider.equals("LaneCrypt-nocoalesce")) {
                System.setProperty(Coalescing.PROPERTY, "false"); // before the provider's self-test reads it
            }
            KeyPairGenerator g = KeyPairGenerator.getInstance("RSA", "SunRsaSign");
            g.initialize(2048);
            key = g.generateKeyPair().getPrivate();
            p = provider.startsWith("LaneCrypt") ? new LaneCryptProvider() : Security.getProvider(provider);
            Calibrations.publicKey();
        }

        @TearDown
        public void report() {
            if (provider.startsWith("LaneCrypt")) {
                System.err.println(Coalescing.stats());
            }
        }
    }

    /** Each thread's own Signature. */
    @State(Scope.Thread)
    public static class Signer {
        Signature signature;
        final byte[] message = new byte[64];

        @Setup(Level.Trial)
        public void setup(Shared shared) throws Exception {
            signature = Signature.getInstance("SHA256withRSA", shared.p);
            signature.initSign(shared.key);
        }
    }

    @Benchmark
    @Threads(1)
    public byte[] sign1(Signer s, MachineProbe probe) throws Exception {
        s.signature.update(s.message);
        return s.signature.sign();
    }

    @Benchmark
    @Threads(16)
    public byte[] sign16(Signer s, MachineProbe probe) throws Exception {
        s.signature.update(s.message);
        return s.signature.sign();
    }
}
