package dev.lanecrypt.provider;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.security.Key;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Provider;
import java.security.Security;
import java.security.Signature;
import java.security.interfaces.RSAPrivateCrtKey;
import java.security.interfaces.RSAPublicKey;
import java.security.spec.MGF1ParameterSpec;
import java.security.spec.RSAPrivateKeySpec;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import javax.crypto.Cipher;
import javax.crypto.spec.OAEPParameterSpec;
import javax.crypto.spec.PSource;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Cipher "RSA" with every key in every direction, differential against SunJCE: each scenario runs on both
 * providers and must end the same way (the same bytes where the operation is deterministic, else a
 * round trip through the other provider, or the same exception type).
 */
class RsaCipherDirectionsTest {

    private static final Provider LANE = new LaneCryptProvider();
    private static final Provider SUN = Security.getProvider("SunJCE");
    private static final List<String> PADDINGS = List.of("RSA/ECB/NoPadding", "RSA/ECB/PKCS1Padding", "RSA",
            "RSA/ECB/OAEPPadding", "RSA/ECB/OAEPWithSHA-256AndMGF1Padding");
    private static KeyPair pair;
    private static Key plainPrivate;
    private static int k;

    @BeforeAll
    static void key() throws Exception {
        KeyPairGenerator g = KeyPairGenerator.getInstance("RSA", "SunRsaSign");
        g.initialize(2048);
        pair = g.generateKeyPair();
        RSAPrivateCrtKey crt = (RSAPrivateCrtKey) pair.getPrivate();
        plainPrivate = KeyFactory.getInstance("RSA", "SunRsaSign")
                .generatePrivate(new RSAPrivateKeySpec(crt.getModulus(), crt.getPrivateExponent()));
        k = 256;
    }

    /** What an operation ended in: its output in hex, or the simple name of its exception's class. */
    private static String outcome(Provider p, String t, int mode, Key key, Object params, byte[] in) {
        try {
            Cipher c = Cipher.getInstance(t, p);
            if (params instanceof OAEPParameterSpec spec) {
                c.init(mode, key, spec);
            } else {
                c.init(mode, key);
            }
            return HexFormat.of().formatHex(c.doFinal(in));
        } catch (Exception e) {
            return e.getClass().getSimpleName();
        }
    }

    private static byte[] run(Provider p, String t, int mode, Key key, byte[] in) throws Exception {
        Cipher c = Cipher.getInstance(t, p);
        c.init(mode, key);
        return c.doFinal(in);
    }

    @Test
    void initAcceptsAndRefusesTheSameKeyModePaddingCombinations() {
        List<String> mismatches = new ArrayList<>();
        Key[] keys = {pair.getPublic(), pair.getPrivate(), plainPrivate};
        OAEPParameterSpec sha256 = new OAEPParameterSpec("SHA-256", "MGF1", MGF1ParameterSpec.SHA256,
                PSource.PSpecified.DEFAULT);
        for (String t : PADDINGS) {
            for (int mode : new int[] {Cipher.ENCRYPT_MODE, Cipher.DECRYPT_MODE}) {
                for (Key key : keys) {
                    for (Object params : new Object[] {null, sha256}) {
                        String ours = initOutcome(LANE, t, mode, key, params);
                        String jdk = initOutcome(SUN, t, mode, key, params);
                        if (!ours.equals(jdk)) {
                            mismatches.add(t + " mode " + mode + " " + key.getClass().getSimpleName() + " "
                                    + (params != null) + ": LaneCrypt " + ours + ", SunJCE " + jdk);
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), mismatches);
    }

    private static String initOutcome(Provider p, String t, int mode, Key key, Object params) {
        try {
            Cipher c = Cipher.getInstance(t, p);
            if (params != null) {
                c.init(mode, key, (OAEPParameterSpec) params);
            } else {
                c.init(mode, key);
            }
            return "ok " + c.getOutputSize(1);
        } catch (Exception e) {
            return e.getClass().getSimpleName();
        }
    }

    @Test
    void privateKeyEncryptionIsSunJcesBytesAndDecryptsWithThePublicKeyBothWays() throws Exception {
        Random rnd = new Random(7);
        for (Key priv : new Key[] {pair.getPrivate(), plainPrivate}) {
            for (int len : new int[] {0, 1, 32, 100, k - 11}) {
                byte[] msg = new byte[len];
                rnd.nextBytes(msg);
                for (String t : List.of("RSA/ECB/PKCS1Padding", "RSA")) {
                    byte[] ours = run(LANE, t, Cipher.ENCRYPT_MODE, priv, msg);
                    assertArrayEquals(run(SUN, t, Cipher.ENCRYPT_MODE, priv, msg), ours);
                    assertArrayEquals(msg, run(SUN, t, Cipher.DECRYPT_MODE, pair.getPublic(), ours));
                    assertArrayEquals(msg, run(LANE, t, Cipher.DECRYPT_MODE, pair.getPublic(), ours));
                }
                Signature raw = Signature.getInstance("NONEwithRSA");
                raw.initSign(pair.getPrivate());
                raw.update(msg);
                assertArrayEquals(raw.sign(), run(LANE, "RSA/ECB/PKCS1Padding", Cipher.ENCRYPT_MODE, priv, msg));
            }
            byte[] block = new byte[k];
            rnd.nextBytes(block);
            block[0] = 0x3F;
            byte[] ours = run(LANE, "RSA/ECB/NoPadding", Cipher.ENCRYPT_MODE, priv, block);
            assertArrayEquals(run(SUN, "RSA/ECB/NoPadding", Cipher.ENCRYPT_MODE, priv, block), ours);
            assertArrayEquals(block, run(SUN, "RSA/ECB/NoPadding", Cipher.DECRYPT_MODE, pair.getPublic(), ours));
            assertArrayEquals(block, run(LANE, "RSA/ECB/NoPadding", Cipher.DECRYPT_MODE, pair.getPublic(), ours));
        }
    }

    @Test
    void badInputEndsTheSameWayOnBothProviders() throws Exception {
        BigInteger n = ((RSAPublicKey) pair.getPublic()).getModulus();
        byte[] modulus = toK(n);
        byte[] aboveModulus = toK(n.add(BigInteger.ONE));
        byte[] random = new byte[k];
        new Random(11).nextBytes(random);
        random[0] = 0x12;
        byte[] encryptionBlock = run(SUN, "RSA/ECB/PKCS1Padding", Cipher.ENCRYPT_MODE, pair.getPublic(), new byte[20]);
        byte[] badPs = new byte[k];
        Arrays.fill(badPs, (byte) 0xFF);
        badPs[0] = 0;
        badPs[1] = 1;
        badPs[40] = (byte) 0xFE;
        badPs[k - 21] = 0;
        byte[] badPsSigned = run(SUN, "RSA/ECB/NoPadding", Cipher.ENCRYPT_MODE, pair.getPrivate(), badPs);
        byte[] shortPs = badPs.clone();
        shortPs[40] = (byte) 0xFF;
        shortPs[k - 21] = (byte) 0xFF;
        shortPs[8] = 0;
        byte[] shortPsSigned = run(SUN, "RSA/ECB/NoPadding", Cipher.ENCRYPT_MODE, pair.getPrivate(), shortPs);
        Object[][] cases = {
            {"RSA/ECB/PKCS1Padding", Cipher.ENCRYPT_MODE, pair.getPrivate(), new byte[k - 10]},
            {"RSA/ECB/PKCS1Padding", Cipher.ENCRYPT_MODE, pair.getPublic(), new byte[k - 10]},
            {"RSA/ECB/NoPadding", Cipher.ENCRYPT_MODE, pair.getPrivate(), new byte[k + 1]},
            {"RSA/ECB/NoPadding", Cipher.ENCRYPT_MODE, pair.getPrivate(), modulus},
            {"RSA/ECB/NoPadding", Cipher.ENCRYPT_MODE, pair.getPublic(), aboveModulus},
            {"RSA/ECB/NoPadding", Cipher.DECRYPT_MODE, pair.getPublic(), modulus},
            {"RSA/ECB/NoPadding", Cipher.DECRYPT_MODE, pair.getPublic(), new byte[k + 1]},
            {"RSA/ECB/PKCS1Padding", Cipher.DECRYPT_MODE, pair.getPublic(), new byte[k + 1]},
            {"RSA/ECB/PKCS1Padding", Cipher.DECRYPT_MODE, pair.getPublic(), random},
            {"RSA/ECB/PKCS1Padding", Cipher.DECRYPT_MODE, pair.getPublic(), modulus},
            {"RSA/ECB/PKCS1Padding", Cipher.DECRYPT_MODE, pair.getPublic(), encryptionBlock},
            {"RSA/ECB/PKCS1Padding", Cipher.DECRYPT_MODE, pair.getPublic(), badPsSigned},
            {"RSA/ECB/PKCS1Padding", Cipher.DECRYPT_MODE, pair.getPublic(), shortPsSigned},
            {"RSA/ECB/PKCS1Padding", Cipher.DECRYPT_MODE, pair.getPrivate(), badPsSigned},
            {"RSA/ECB/NoPadding", Cipher.DECRYPT_MODE, pair.getPublic(), new byte[0]},
            {"RSA/ECB/NoPadding", Cipher.ENCRYPT_MODE, pair.getPrivate(), new byte[] {5}},
        };
        List<String> mismatches = new ArrayList<>();
        for (Object[] c : cases) {
            String ours = outcome(LANE, (String) c[0], (int) c[1], (Key) c[2], null, (byte[]) c[3]);
            String jdk = outcome(SUN, (String) c[0], (int) c[1], (Key) c[2], null, (byte[]) c[3]);
            boolean randomized = c[0].equals("RSA/ECB/PKCS1Padding") && (int) c[1] == Cipher.ENCRYPT_MODE
                    && c[2] == pair.getPublic();
            if (!ours.equals(jdk) && !(randomized && ours.length() == 2 * k && jdk.length() == 2 * k)) {
                mismatches.add(c[0] + " mode " + c[1] + " " + ((Key) c[2]).getClass().getSimpleName() + " "
                        + ((byte[]) c[3]).length + " bytes: LaneCrypt " + abbreviate(ours) + ", SunJCE " + abbreviate(jdk));
            }
        }
        assertEquals(List.of(), mismatches);
    }

    @Test
    void theJcaPicksLaneCryptForPrivateKeyEncryptionWhenItIsFirst() throws Exception {
        Security.insertProviderAt(LANE, 1);
        try {
            Cipher c = Cipher.getInstance("RSA/ECB/PKCS1Padding");
            c.init(Cipher.ENCRYPT_MODE, pair.getPrivate());
            byte[] s = c.doFinal(new byte[] {1, 2, 3});
            assertEquals(LaneCryptProvider.NAME, c.getProvider().getName());
            c.init(Cipher.DECRYPT_MODE, pair.getPublic());
            assertArrayEquals(new byte[] {1, 2, 3}, c.doFinal(s));
        } finally {
            Security.removeProvider(LaneCryptProvider.NAME);
        }
    }

    private static byte[] toK(BigInteger x) {
        byte[] b = x.toByteArray();
        return Arrays.copyOfRange(b, b.length - k, b.length);
    }

    private static String abbreviate(String s) {
        return s.length() > 24 ? s.substring(0, 24) + "..." : s;
    }
}
