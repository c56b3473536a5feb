package dev.lanecrypt.provider;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.security.Security;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLEngineResult;
import javax.net.ssl.SSLEngineResult.HandshakeStatus;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.TrustManagerFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A real JSSE handshake in memory (SSLEngine to SSLEngine) with LaneCrypt installed at position 1, so that
 * JSSE's provider-independent calls land on it: the server's RSA signature (RSASSA-PSS with parameters in
 * TLS 1.3, SHA256withRSA in TLS 1.2), the client's certificate check, and the finite-field DH key
 * exchange (ffdhe2048: KeyPairGenerator and KeyAgreement "DiffieHellman", the TlsPremasterSecret). The
 * keystore is made by the JDK's keytool; application data must cross both ways after the handshake.
 * Concurrent handshakes run the same with the coalescer on.
 */
class TlsHandshakeTest {

    @TempDir
    static Path dir;

    private static KeyStore keyStore;
    /** Peer ports, one per handshake: the client's session cache is keyed by host and port, so none resumes. */
    private static final java.util.concurrent.atomic.AtomicInteger NEXT_PORT = new java.util.concurrent.atomic.AtomicInteger(1000);
    private static final char[] PASSWORD = "changeit".toCharArray();

    @BeforeAll
    static void keyStore() throws Exception {
        Path ks = dir.resolve("server.p12");
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "keytool").toString(),
                "-genkeypair", "-alias", "server", "-keyalg", "RSA", "-keysize", "2048", "-sigalg", "SHA256withRSA",
                "-dname", "CN=localhost", "-validity", "2", "-storetype", "PKCS12", "-keystore", ks.toString(),
                "-storepass", "changeit").redirectErrorStream(true).start();
        byte[] out = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0, new String(out));
        keyStore = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(ks)) {
            keyStore.load(in, PASSWORD);
        }
    }

    @ParameterizedTest
    @CsvSource({"TLSv1.3, TLS_AES_128_GCM_SHA256, rsa_pss_rsae_sha256 rsa_pkcs1_sha256",
        "TLSv1.2, TLS_DHE_RSA_WITH_AES_128_GCM_SHA256, rsa_pkcs1_sha256"})
    void handshakeWithFfdheAndRsaSignaturesSucceedsWithLaneCryptFirst(String protocol, String suite, String schemes)
            throws Exception {
        Security.insertProviderAt(new LaneCryptProvider(), 1);
        try {
            handshake(context(), protocol, suite, schemes);
        } finally {
            Security.removeProvider(LaneCryptProvider.NAME);
        }
    }

    /**
     * Sixteen handshakes from eight threads at once, both protocols, with the coalescer on (the shared
     * one, as a server gets it): all succeed, and their signatures and agreements went through it
     * (each handshake at least one signature and two agreements).
     */
    @Test
    void concurrentHandshakesSucceedWithTheCoalescerOn() throws Exception {
        Security.insertProviderAt(new LaneCryptProvider(), 1);
        try {
            SSLContext ctx = context();
            Coalescing.Stats before = Coalescing.stats();
            int threads = 8;
            int each = 2;
            java.util.concurrent.atomic.AtomicReference<Throwable> failure = new java.util.concurrent.atomic.AtomicReference<>();
            java.util.List<Thread> all = new java.util.ArrayList<>();
            for (int t = 0; t < threads; t++) {
                boolean tls13 = t % 2 == 0;
                all.add(Thread.ofPlatform().start(() -> {
                    try {
                        for (int k = 0; k < each; k++) {
                            if (tls13) {
                                handshake(ctx, "TLSv1.3", "TLS_AES_128_GCM_SHA256", "rsa_pss_rsae_sha256 rsa_pkcs1_sha256");
                            } else {
                                handshake(ctx, "TLSv1.2", "TLS_DHE_RSA_WITH_AES_128_GCM_SHA256", "rsa_pkcs1_sha256");
                            }
                        }
                    } catch (Throwable e) {
                        failure.compareAndSet(null, e);
                    }
                }));
            }
            for (Thread t : all) {
                t.join(TimeUnit.SECONDS.toMillis(120));
                assertTrue(!t.isAlive(), "a handshake did not finish");
            }
            if (failure.get() != null) {
                throw new AssertionError(failure.get());
            }
            Coalescing.Stats after = Coalescing.stats();
            if (after.enabled()) {
                assertTrue(after.operations() - before.operations() >= 3L * threads * each, after.toString());
            }
        } finally {
            Security.removeProvider(LaneCryptProvider.NAME);
        }
    }

    private static SSLContext context() throws Exception {
        KeyManagerFactory kmf = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
        kmf.init(keyStore, PASSWORD);
        TrustManagerFactory tmf = TrustManagerFactory.getInstance("PKIX");
        tmf.init(keyStore);
        SSLContext ctx = SSLContext.getInstance("TLS");
        ctx.init(kmf.getKeyManagers(), tmf.getTrustManagers(), null);
        return ctx;
    }

    /** One full handshake between two new engines (a peer port of its own, so no resumption) and data both ways. */
    private static void handshake(SSLContext ctx, String protocol, String suite, String schemes) throws Exception {
        int port = NEXT_PORT.incrementAndGet();
        SSLEngine server = engine(ctx, false, port, protocol, suite, schemes);
        SSLEngine client = engine(ctx, true, port, protocol, suite, schemes);
        String[] got = exchange(client, server, "from the client".getBytes(), "from the server".getBytes());
        assertEquals("from the client", got[1]);
        assertEquals("from the server", got[0]);
        assertEquals(protocol, client.getSession().getProtocol());
        assertEquals(suite, client.getSession().getCipherSuite());
    }

    private static SSLEngine engine(SSLContext ctx, boolean client, int port, String protocol, String suite,
            String schemes) {
        SSLEngine e = ctx.createSSLEngine("localhost", port);
        e.setUseClientMode(client);
        SSLParameters p = e.getSSLParameters();
        p.setProtocols(new String[] {protocol});
        p.setCipherSuites(new String[] {suite});
        p.setNamedGroups(new String[] {"ffdhe2048"});
        p.setSignatureSchemes(schemes.split(" ")); // TLS 1.3 signs with PSS; rsa_pkcs1 only for the certificate
        e.setSSLParameters(p);
        return e;
    }

    /** Handshakes, sends {@code fromA} to b and {@code fromB} to a; returns {what a received, what b received}. */
    private static String[] exchange(SSLEngine a, SSLEngine b, byte[] fromA, byte[] fromB) throws Exception {
        int size = a.getSession().getPacketBufferSize() * 4;
        ByteBuffer aToB = ByteBuffer.allocate(size);
        ByteBuffer bToA = ByteBuffer.allocate(size);
        ByteBuffer aOut = ByteBuffer.wrap(fromA);
        ByteBuffer bOut = ByteBuffer.wrap(fromB);
        ByteBuffer aIn = ByteBuffer.allocate(size);
        ByteBuffer bIn = ByteBuffer.allocate(size);
        for (int round = 0; round < 200 && (aIn.position() < fromB.length || bIn.position() < fromA.length); round++) {
            step(a, aOut, aToB, bToA, aIn);
            step(b, bOut, bToA, aToB, bIn);
        }
        return new String[] {new String(aIn.array(), 0, aIn.position()), new String(bIn.array(), 0, bIn.position())};
    }

    /** One turn of engine e: runs delegated tasks, wraps what it has to send, unwraps what arrived. */
    private static void step(SSLEngine e, ByteBuffer app, ByteBuffer net, ByteBuffer peerNet, ByteBuffer appIn)
            throws Exception {
        SSLEngineResult r = e.wrap(app, net);
        runTasks(e, r.getHandshakeStatus());
        peerNet.flip();
        while (peerNet.hasRemaining()) {
            r = e.unwrap(peerNet, appIn);
            runTasks(e, r.getHandshakeStatus());
            if (r.getStatus() != SSLEngineResult.Status.OK || r.bytesConsumed() == 0) {
                break;
            }
        }
        peerNet.compact();
    }

    private static void runTasks(SSLEngine e, HandshakeStatus status) {
        if (status == HandshakeStatus.NEED_TASK) {
            Runnable task;
            while ((task = e.getDelegatedTask()) != null) {
                task.run();
            }
        }
    }
}
