package dev.lanecrypt.provider;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.lanecrypt.cli.JsonReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.PublicKey;
import java.security.Signature;
import java.security.spec.MGF1ParameterSpec;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.PSSParameterSpec;
import java.security.spec.X509EncodedKeySpec;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import javax.crypto.BadPaddingException;
import javax.crypto.Cipher;
import javax.crypto.IllegalBlockSizeException;
import javax.crypto.spec.OAEPParameterSpec;
import javax.crypto.spec.PSource;
import org.junit.jupiter.api.Test;

/**
 * Every case of Wycheproof's RSA files (read in place from {@code -Dlanecrypt.wycheproof}; skipped with a
 * message when absent): {@code valid} must be accepted, {@code invalid} rejected (false from verify, or
 * the JCA exception a user would expect), {@code acceptable} either. All keys go through LaneCrypt's
 * KeyFactory and every operation through LaneCrypt's services.
 */
class WycheproofRsaTest {

    private static final Provider LANE = new LaneCryptProvider();
    private static final HexFormat HEX = HexFormat.of();

    private static List<Map<String, Object>> groups(String file) {
        String dir = System.getProperty("lanecrypt.wycheproof");
        Path path = dir == null ? null : Path.of(dir, file + ".json");
        assumeTrue(path != null && Files.isRegularFile(path),
                "Wycheproof vectors not found (set -Dlanecrypt.wycheproof): skipping " + file);
        return JsonReader.objects(JsonReader.object(JsonReader.read(path)).get("testGroups"));
    }

    private static List<Map<String, Object>> tests(Map<String, Object> group) {
        return JsonReader.objects(group.get("tests"));
    }

    private static byte[] hex(Map<String, Object> m, String key) {
        return HEX.parseHex((String) m.get(key));
    }

    private static String sigAlg(String sha) {
        return sha.replace("-", "") + "withRSA";
    }

    @Test
    void pkcs1SignatureVerification() throws Exception {
        int cases = 0;
        List<String> wrong = new ArrayList<>();
        for (String file : List.of("rsa_signature_2048_sha256_test", "rsa_signature_3072_sha256_test",
                "rsa_signature_4096_sha256_test")) {
            for (Map<String, Object> g : groups(file)) {
                PublicKey key = KeyFactory.getInstance("RSA", LANE).generatePublic(
                        new X509EncodedKeySpec(hex(g, "publicKeyDer")));
                Signature s = Signature.getInstance(sigAlg((String) g.get("sha")), LANE);
                for (Map<String, Object> t : tests(g)) {
                    cases++;
                    boolean ok;
                    try {
                        s.initVerify(key);
                        s.update(hex(t, "msg"));
                        ok = s.verify(hex(t, "sig"));
                    } catch (GeneralSecurityException e) {
                        ok = false;
                    }
                    judge(file, t, ok, wrong);
                }
            }
        }
        assertEquals(List.of(), wrong);
        System.out.println("Wycheproof RSA PKCS#1 verification: " + cases + " cases");
    }

    @Test
    void pkcs1SignatureGenerationGivesTheExpectedBytes() throws Exception {
        List<String> wrong = new ArrayList<>();
        String file = "rsa_pkcs1_2048_sig_gen_test";
        for (Map<String, Object> g : groups(file)) {
            PrivateKey key = KeyFactory.getInstance("RSA", LANE).generatePrivate(
                    new PKCS8EncodedKeySpec(hex(g, "privateKeyPkcs8")));
            Signature s = Signature.getInstance(sigAlg((String) g.get("sha")), LANE);
            for (Map<String, Object> t : tests(g)) {
                s.initSign(key);
                s.update(hex(t, "msg"));
                judge(file, t, Arrays.equals(hex(t, "sig"), s.sign()), wrong);
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void pkcs1Decryption() throws Exception {
        List<String> wrong = new ArrayList<>();
        String file = "rsa_pkcs1_2048_test";
        for (Map<String, Object> g : groups(file)) {
            PrivateKey key = KeyFactory.getInstance("RSA", LANE).generatePrivate(
                    new PKCS8EncodedKeySpec(hex(g, "privateKeyPkcs8")));
            Cipher c = Cipher.getInstance("RSA/ECB/PKCS1Padding", LANE);
            for (Map<String, Object> t : tests(g)) {
                c.init(Cipher.DECRYPT_MODE, key);
                judge(file, t, decrypts(c, t), wrong);
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void pssVerification() throws Exception {
        List<String> wrong = new ArrayList<>();
        String file = "rsa_pss_2048_sha256_mgf1_32_test";
        for (Map<String, Object> g : groups(file)) {
            PublicKey key = KeyFactory.getInstance("RSA", LANE).generatePublic(
                    new X509EncodedKeySpec(hex(g, "publicKeyDer")));
            Signature s = Signature.getInstance("RSASSA-PSS", LANE);
            s.setParameter(new PSSParameterSpec((String) g.get("sha"), "MGF1",
                    new MGF1ParameterSpec((String) g.get("mgfSha")), ((Number) g.get("sLen")).intValue(), 1));
            for (Map<String, Object> t : tests(g)) {
                s.initVerify(key);
                s.update(hex(t, "msg"));
                boolean ok;
                try {
                    ok = s.verify(hex(t, "sig"));
                } catch (GeneralSecurityException e) {
                    ok = false;
                }
                judge(file, t, ok, wrong);
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void oaepDecryption() throws Exception {
        List<String> wrong = new ArrayList<>();
        String file = "rsa_oaep_2048_sha256_mgf1sha256_test";
        for (Map<String, Object> g : groups(file)) {
            PrivateKey key = KeyFactory.getInstance("RSA", LANE).generatePrivate(
                    new PKCS8EncodedKeySpec(hex(g, "privateKeyPkcs8")));
            Cipher c = Cipher.getInstance("RSA/ECB/OAEPPadding", LANE);
            for (Map<String, Object> t : tests(g)) {
                c.init(Cipher.DECRYPT_MODE, key, new OAEPParameterSpec((String) g.get("sha"), "MGF1",
                        new MGF1ParameterSpec((String) g.get("mgfSha")), new PSource.PSpecified(hex(t, "label"))));
                judge(file, t, decrypts(c, t), wrong);
            }
        }
        assertEquals(List.of(), wrong);
    }

    /**
     * Whether the ciphertext decrypts to the expected message; a rejection must be BadPaddingException, or
     * IllegalBlockSizeException for a ciphertext longer than the modulus (as SunJCE).
     */
    private static boolean decrypts(Cipher c, Map<String, Object> t) throws GeneralSecurityException {
        try {
            return Arrays.equals(hex(t, "msg"), c.doFinal(hex(t, "ct")));
        } catch (BadPaddingException | IllegalBlockSizeException e) {
            return false;
        }
    }

    private static void judge(String file, Map<String, Object> t, boolean accepted, List<String> wrong) {
        String result = (String) t.get("result");
        boolean fine = switch (result) {
            case "valid" -> accepted;
            case "invalid" -> !accepted;
            default -> true;
        };
        if (!fine) {
            wrong.add(file + " tcId " + t.get("tcId") + " (" + result + ", " + t.get("comment") + ")");
        }
    }
}
