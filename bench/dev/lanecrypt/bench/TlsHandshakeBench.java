package dev.lanecrypt.bench;

import dev.lanecrypt.provider.Coalescing;
import dev.lanecrypt.provider.LaneCryptProvider;
import java.security.Security;
import java.util.concurrent.TimeUnit;
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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Full JSSE handshakes in memory (SSLEngine pairs, RSA-2048 certificate, ffdhe2048, no resumption: see
 * {@link InMemoryTls}) from 16 threads: TLS 1.3 (RSASSA-PSS, DH key share) and TLS 1.2 DHE_RSA
 * (SHA256withRSA), with the JDK's providers alone ("JDK") against LaneCrypt installed at position 1
 * (coalescer on, the default), each in its own fork. Both ends of each handshake run here, so a
 * handshake is the server's signature and both sides' DH key pairs and agreements, the client's
 * verification, and the symmetric work. Throughput is handshakes per second over all threads.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@State(Scope.Benchmark)
@Fork(value = 1, jvmArgsAppend = {"--add-modules", "jdk.incubator.vector", "--enable-native-access=ALL-UNNAMED"})
// 50 s: under 16 handshake threads on 2 cores the JIT gets little CPU, and LaneCrypt's kernels reach their
// steady state after about a minute (10 s of warm-up measured it at 0.9-1.4x the JDK, 50 s at 1.7x: see
// bench/results/2026-12-02-jacobi-square-zen5.md); the JDK's own path is steady after a few seconds
@Warmup(iterations = 10, time = 5)
@Measurement(iterations = 5, time = 2)
public class TlsHandshakeBench {

    @Param({"TLSv1.3", "TLSv1.2"})
    String protocol;

    @Param({"JDK", "LaneCrypt"})
    String providers;

    private InMemoryTls tls;

    @Setup
    public void setup() throws Exception {
        tls = new InMemoryTls(protocol); // keytool runs in its own JVM, so the keys are the JDK's either way
        if (providers.equals("LaneCrypt")) {
            Security.insertProviderAt(new LaneCryptProvider(), 1);
        }
        if (!tls.handshake().equals(protocol)) {
            throw new IllegalStateException("negotiated another protocol");
        }
        Calibrations.publicKey();
    }

    @TearDown
    public void report() {
        if (providers.equals("LaneCrypt")) {
            System.err.println(Coalescing.stats());
            // what this fork's calibration chose: a fork much slower than the others may have chosen otherwise
            for (var s : dev.lanecrypt.select.Selector.settled()) {
                System.err.println("selected: " + s.summary());
            }
        }
    }

    @Benchmark
    @Threads(16)
    public String handshake16(MachineProbe probe) throws Exception {
        return tls.handshake();
    }
}
