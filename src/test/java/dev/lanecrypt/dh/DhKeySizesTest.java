package dev.lanecrypt.dh;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanecrypt.provider.LaneCryptProvider;
import java.security.InvalidParameterException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Provider;
import java.security.Security;
import java.util.ArrayList;
import java.util.List;
import javax.crypto.KeyAgreement;
import javax.crypto.interfaces.DHPublicKey;
import javax.crypto.spec.DHParameterSpec;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * KeyPairGenerator "DH" by key size with LaneCrypt installed first, against SunJCE alone: every size ends
 * the same way (a key of that size, or the same exception type and message), LaneCrypt serves its named
 * sizes and the JCA falls through to SunJCE for the legacy and generated ones.
 */
class DhKeySizesTest {

    private static final Provider LANE = new LaneCryptProvider();
    private static final Provider SUN = Security.getProvider("SunJCE");

    @BeforeAll
    static void installFirst() {
        Security.insertProviderAt(LANE, 1);
    }

    @AfterAll
    static void uninstall() {
        Security.removeProvider(LaneCryptProvider.NAME);
    }

    /** "provider bits" of a generator initialized to {@code size}, or the exception's type and message. */
    private static String outcome(KeyPairGenerator g, int size, boolean generate) {
        try {
            g.initialize(size);
            if (!generate) {
                return "ok " + g.getProvider().getName();
            }
            KeyPair kp = g.generateKeyPair();
            return g.getProvider().getName() + " " + ((DHPublicKey) kp.getPublic()).getParams().getP().bitLength();
        } catch (RuntimeException e) {
            return e.getClass().getSimpleName() + ": " + e.getMessage();
        }
    }

    @Test
    void everySizeEndsAsWithSunJceAloneAndTheNamedOnesAreLaneCrypts() throws Exception {
        List<String> mismatches = new ArrayList<>();
        // SunJCE's cached sizes, one it generates parameters for (576: quick), and sizes it refuses.
        int[] sizes = {512, 576, 768, 1024, 1536, 2048, 3072, 4096, 6144, 8192, 0, -64, 500, 1000, 8256, 16384};
        for (int size : sizes) {
            boolean generate = size <= 2048;
            String first = outcome(KeyPairGenerator.getInstance("DH"), size, generate);
            String jdk = outcome(KeyPairGenerator.getInstance("DH", SUN), size, generate);
            String expected = jdk.startsWith("SunJCE") || jdk.startsWith("ok SunJCE")
                    ? jdk.replace("SunJCE", served(size)) : jdk;
            if (!first.equals(expected)) {
                mismatches.add(size + ": LaneCrypt first " + first + ", SunJCE alone " + jdk);
            }
        }
        assertEquals(List.of(), mismatches);
    }

    private static String served(int size) {
        return List.of(1536, 2048, 3072, 4096, 6144, 8192).contains(size) ? LaneCryptProvider.NAME : "SunJCE";
    }

    @Test
    void laneCryptItselfNamesTheSizesItServes() throws Exception {
        KeyPairGenerator ours = KeyPairGenerator.getInstance("DH", LANE);
        InvalidParameterException e = assertThrows(InvalidParameterException.class, () -> ours.initialize(1024));
        assertTrue(e.getMessage().contains("1536, 2048, 3072, 4096, 6144 or 8192"), e.getMessage());
    }

    @Test
    void modp1536IsSunJcesGroupAndAgreesBothWays() throws Exception {
        KeyPairGenerator ours = KeyPairGenerator.getInstance("DH", LANE);
        ours.initialize(1536);
        KeyPair a = ours.generateKeyPair();
        KeyPairGenerator jdk = KeyPairGenerator.getInstance("DH", SUN);
        jdk.initialize(1536);
        KeyPair b = jdk.generateKeyPair();
        DHParameterSpec mine = ((DHPublicKey) a.getPublic()).getParams();
        DHParameterSpec theirs = ((DHPublicKey) b.getPublic()).getParams();
        assertEquals(theirs.getP(), mine.getP());
        assertEquals(theirs.getG(), mine.getG());
        assertArrayEquals(agree(SUN, b, a), agree(LANE, a, b));
    }

    @Test
    void a1024BitAgreementWorksThroughTheJcaWithLaneCryptFirst() throws Exception {
        KeyPairGenerator g = KeyPairGenerator.getInstance("DH");
        g.initialize(1024);
        KeyPair a = g.generateKeyPair();
        assertEquals("SunJCE", g.getProvider().getName());
        KeyPair b = g.generateKeyPair();
        KeyAgreement ka = KeyAgreement.getInstance("DH");
        ka.init(a.getPrivate());
        ka.doPhase(b.getPublic(), true);
        byte[] first = ka.generateSecret();
        assertArrayEquals(agree(SUN, b, a), first);
    }

    private static byte[] agree(Provider p, KeyPair mine, KeyPair peer) throws Exception {
        KeyAgreement ka = KeyAgreement.getInstance("DH", p);
        ka.init(mine.getPrivate());
        ka.doPhase(peer.getPublic(), true);
        return ka.generateSecret();
    }
}
