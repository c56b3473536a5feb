package dev.lanecrypt.dh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.lanecrypt.math.MpInt;
import java.io.IOException;
import java.math.BigInteger;
import java.security.AlgorithmParameters;
import java.security.KeyPairGenerator;
import java.util.Set;
import java.util.stream.Collectors;
import javax.crypto.interfaces.DHPublicKey;
import javax.crypto.spec.DHParameterSpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The computed RFC 7919 / RFC 3526 primes against OpenSSL's built-in copies ({@code openssl genpkey
 * -genparam -algorithm DH -pkeyopt group:NAME}, PKCS#3 PEM parsed by the JDK) and the JDK's own DH
 * parameters for 2048..8192 bits.
 */
class DhGroupTest {

    @ParameterizedTest
    @ValueSource(strings = {"ffdhe2048", "ffdhe3072", "ffdhe4096", "ffdhe6144", "ffdhe8192",
        "modp1536", "modp2048", "modp3072", "modp4096", "modp6144", "modp8192"})
    void primesEqualOpenSsls(String name) throws Exception {
        String opensslName = name.startsWith("modp") ? "modp_" + name.substring(4) : name;
        byte[] der = openssl(opensslName);
        AlgorithmParameters params = AlgorithmParameters.getInstance("DH");
        params.init(der);
        DHParameterSpec spec = params.getParameterSpec(DHParameterSpec.class);
        DhGroup g = DhGroup.named(name);
        assertEquals(spec.getP(), g.p().toBigInteger(), name);
        assertEquals(spec.getG(), g.g().toBigInteger(), name);
        assertEquals(g.p().subtract(MpInt.ONE).shiftRight(1), g.q());
    }

    @Test
    void theJdksDefaultGroupsAreAmongThem() throws Exception {
        Set<BigInteger> ours = DhGroup.names().stream().map(n -> DhGroup.named(n).p().toBigInteger())
                .collect(Collectors.toSet());
        for (int bits : new int[] {2048, 3072, 4096, 6144, 8192}) {
            KeyPairGenerator kpg = KeyPairGenerator.getInstance("DH", "SunJCE");
            kpg.initialize(bits);
            BigInteger p = ((DHPublicKey) kpg.generateKeyPair().getPublic()).getParams().getP();
            assertTrue(ours.contains(p), "JDK's " + bits + "-bit DH prime");
        }
    }

    @Test
    void ffdhe2048IsASafePrime() {
        DhGroup g = DhGroup.ffdhe(2048);
        assertTrue(g.p().isProbablePrime(2) && g.q().isProbablePrime(2));
    }

    private static byte[] openssl(String group) throws IOException, InterruptedException {
        Process p;
        try {
            p = new ProcessBuilder("openssl", "genpkey", "-genparam", "-algorithm", "DH", "-pkeyopt",
                    "group:" + group).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException e) {
            assumeTrue(false, "openssl not on PATH: skipping the comparison with OpenSSL's " + group);
            throw e;
        }
        String pem = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.US_ASCII);
        assumeTrue(p.waitFor() == 0 && pem.contains("BEGIN DH PARAMETERS"), "this openssl does not know the group " + group);
        String body = pem.replaceAll("-----[A-Z ]+-----", "").replaceAll("\\s", "");
        return java.util.Base64.getDecoder().decode(body);
    }

    /**
     * A custom prime's Montgomery context goes when its group leaves the bounded maps of {@link DhGroup#of}:
     * a JVM that meets a new prime per handshake does not keep a context per prime for good.
     */
    @Test
    void contextsOfCustomGroupsDoNotOutliveTheirGroups() throws InterruptedException {
        java.util.Random r = new java.util.Random(5);
        MpInt p0 = MpInt.fromBigInteger(new BigInteger(512, r).setBit(511).setBit(0));
        java.lang.ref.WeakReference<Object> context = new java.lang.ref.WeakReference<>(
                DhGroup.of(p0, MpInt.TWO).context());
        for (int i = 0; i < 200; i++) {        // more than the custom groups kept and those seen once
            MpInt p = MpInt.fromBigInteger(new BigInteger(512, r).setBit(511).setBit(0));
            DhGroup.of(p, MpInt.TWO).context();
        }
        for (int i = 0; i < 20 && context.get() != null; i++) {
            System.gc();
            Thread.sleep(20);
        }
        assertTrue(context.get() == null, "the first prime's context is still held");
    }
}
