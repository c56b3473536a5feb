package dev.lanecrypt.bench;

import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLEngineResult;
import javax.net.ssl.SSLEngineResult.HandshakeStatus;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.TrustManagerFactory;

/**
 * JSSE handshakes in memory, SSLEngine to SSLEngine, as {@code TlsHandshakeTest} runs them: a self-signed
 * RSA-2048 certificate made by the JDK's keytool, ffdhe2048 as the only group, one protocol and suite.
 * Every handshake uses a peer port of its own, so the client's session cache (keyed by host and port)
 * never offers a session: no resumption, every handshake is a full one. The ports cycle through 1024-65535:
 * a port above 65535 made the server's TLS 1.3 session ticket fail to encode (JSSE writes the peer port in
 * 16 bits; {@code SSLSessionImpl.write}: "Field length overflow"), and JSSE then sends an empty ticket that
 * the client refuses ("Invalid NewSessionTicket message: insufficient ticket data"): the failures seen after
 * about 64,500 handshakes in one JVM, once LaneCrypt ran that many within a fork. A port comes back after
 * 64,512 handshakes, by when the client's session for it has expired (client sessions live 1 s here).
 * Thread-safe: engines are per handshake, the context is shared.
 */
final class InMemoryTls {

    private static final char[] PASSWORD = "changeit".toCharArray();
    private static final AtomicInteger HANDSHAKES = new AtomicInteger();

    private static final int FIRST_PORT = 1024;

    private final SSLContext context;
    private final String protocol;
    private final String suite;
    private final String[] schemes;

    /** TLS 1.3 (RSASSA-PSS) or TLS 1.2 DHE_RSA (SHA256withRSA), over ffdhe2048. */
    InMemoryTls(String protocol) throws Exception {
        this.protocol = protocol;
        boolean tls13 = protocol.equals("TLSv1.3");
        this.suite = tls13 ? "TLS_AES_128_GCM_SHA256" : "TLS_DHE_RSA_WITH_AES_128_GCM_SHA256";
        this.schemes = tls13 ? new String[] {"rsa_pss_rsae_sha256", "rsa_pkcs1_sha256"} : new String[] {"rsa_pkcs1_sha256"};
        KeyStore ks = keyStore();
        // The JDK's default key manager (SunX509), as servers (Tomcat, Netty) take it: it reads the private key
        // once. The "PKIX" one reads it from the key store at every handshake, and a PKCS12 store decrypts it
        // each time (PBKDF2, 10,000 HMAC-SHA256 iterations): 40% of a TLS 1.2 handshake's time with
        // LaneCrypt installed, the same for both providers, so it measured the key store, not the handshake.
        KeyManagerFactory kmf = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
        kmf.init(ks, PASSWORD);
        TrustManagerFactory tmf = TrustManagerFactory.getInstance("PKIX");
        tmf.init(ks);
        context = SSLContext.getInstance("TLS");
        context.init(kmf.getKeyManagers(), tmf.getTrustManagers(), null);
        context.getClientSessionContext().setSessionTimeout(1);
    }

    private static KeyStore keyStore() throws Exception {
        Path dir = Files.createTempDirectory("lanecrypt-tls");
        Path file = dir.resolve("server.p12");
        try {
            Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "keytool").toString(),
                    "-genkeypair", "-alias", "server", "-keyalg", "RSA", "-keysize", "2048", "-sigalg", "SHA256withRSA",
                    "-dname", "CN=localhost", "-validity", "2", "-storetype", "PKCS12", "-keystore", file.toString(),
                    "-storepass", "changeit").redirectErrorStream(true).start();
            byte[] out = p.getInputStream().readAllBytes();
            if (!p.waitFor(120, TimeUnit.SECONDS) || p.exitValue() != 0) {
                throw new IllegalStateException("keytool failed: " + new String(out));
            }
            KeyStore ks = KeyStore.getInstance("PKCS12");
            try (InputStream in = Files.newInputStream(file)) {
                ks.load(in, PASSWORD);
            }
            return ks;
        } finally {
            Files.deleteIfExists(file);
            Files.deleteIfExists(dir);
        }
    }

    /** One full handshake and a few bytes each way; returns the client's session protocol. */
    String handshake() throws Exception {
        int port = FIRST_PORT + Math.floorMod(HANDSHAKES.getAndIncrement(), 65536 - FIRST_PORT);
        SSLEngine server = engine(false, port);
        SSLEngine client = engine(true, port);
        int size = client.getSession().getPacketBufferSize() * 4;
        ByteBuffer toServer = ByteBuffer.allocate(size);
        ByteBuffer toClient = ByteBuffer.allocate(size);
        ByteBuffer clientOut = ByteBuffer.wrap(new byte[] {1});
        ByteBuffer serverOut = ByteBuffer.wrap(new byte[] {2});
        ByteBuffer clientIn = ByteBuffer.allocate(size);
        ByteBuffer serverIn = ByteBuffer.allocate(size);
        for (int round = 0; round < 200 && (clientIn.position() < 1 || serverIn.position() < 1); round++) {
            step(client, clientOut, toServer, toClient, clientIn);
            step(server, serverOut, toClient, toServer, serverIn);
        }
        if (clientIn.position() < 1 || serverIn.position() < 1) {
            throw new IllegalStateException("handshake did not complete");
        }
        return client.getSession().getProtocol();
    }

    private SSLEngine engine(boolean client, int port) {
        SSLEngine e = context.createSSLEngine("localhost", port);
        e.setUseClientMode(client);
        SSLParameters p = e.getSSLParameters();
        p.setProtocols(new String[] {protocol});
        p.setCipherSuites(new String[] {suite});
        p.setNamedGroups(new String[] {"ffdhe2048"});
        p.setSignatureSchemes(schemes);
        e.setSSLParameters(p);
        return e;
    }

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
