package dev.lanecrypt.provider;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.InvalidKeyException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.security.Signature;
import java.security.interfaces.RSAPrivateCrtKey;
import java.security.interfaces.RSAPublicKey;
import java.security.spec.MGF1ParameterSpec;
import java.security.spec.PSSParameterSpec;
import java.security.spec.RSAPrivateKeySpec;
import java.util.List;
import javax.crypto.BadPaddingException;
import javax.crypto.Cipher;
import javax.crypto.IllegalBlockSizeException;
import javax.crypto.spec.OAEPParameterSpec;
import javax.crypto.spec.PSource;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * LaneCrypt's RSA services against SunRsaSign / SunJCE in both directions, on one key made by each
 * side (generated once per class: key generation is the slow part).
 */
class RsaInteropTest {

    private static final Provider LANE = new LaneCryptProvider();
    private static KeyPair ours;
    private static KeyPair theirs;
    private static final SecureRandom RANDOM = new SecureRandom();

    @BeforeAll
    static void keys() throws Exception {
        assertEquals(List.of(), ((LaneCryptProvider) LANE).refusedGroups());
        KeyPairGenerator g = KeyPairGenerator.getInstance("RSA", LANE);
        g.initialize(2048);
        ours = g.generateKeyPair();
        KeyPairGenerator j = KeyPairGenerator.getInstance("RSA", "SunRsaSign");
        j.initialize(2048);
        theirs = j.generateKeyPair();
    }

    @Test
    void generatedKeysAreWellFormed() {
        RSAPrivateCrtKey k = (RSAPrivateCrtKey) ours.getPrivate();
        assertEquals(2048, k.getModulus().bitLength());
        assertEquals(65537, k.getPublicExponent().intValueExact());
        assertEquals(k.getModulus(), k.getPrimeP().multiply(k.getPrimeQ()));
        assertTrue(k.getPrimeP().subtract(k.getPrimeQ()).abs().bitLength() > 1024 - 100);
        assertEquals(java.math.BigInteger.ONE, k.getPrimeQ().multiply(k.getCrtCoefficient()).mod(k.getPrimeP()));
    }

    @ParameterizedTest
    @ValueSource(strings = {"SHA256withRSA", "SHA384withRSA", "SHA512withRSA"})
    void pkcs1SignaturesAreTheJdksBytesAndVerifyBothWays(String alg) throws Exception {
        byte[] msg = new byte[RANDOM.nextInt(300)];
        RANDOM.nextBytes(msg);
        for (KeyPair kp : new KeyPair[] {ours, theirs}) {
            byte[] mine = sign(alg, LANE, kp.getPrivate(), msg);
            byte[] jdk = sign(alg, java.security.Security.getProvider("SunRsaSign"), kp.getPrivate(), msg);
            assertArrayEquals(jdk, mine);
            assertTrue(verify(alg, java.security.Security.getProvider("SunRsaSign"), kp.getPublic(), msg, mine));
            assertTrue(verify(alg, LANE, kp.getPublic(), msg, jdk));
            mine[RANDOM.nextInt(mine.length)] ^= (byte) (1 << RANDOM.nextInt(8));
            assertFalse(verify(alg, LANE, kp.getPublic(), msg, mine));
            assertFalse(verify(alg, LANE, kp.getPublic(), msg, java.util.Arrays.copyOf(jdk, jdk.length - 1)));
        }
    }

    @Test
    void pssVerifiesBothWays() throws Exception {
        PSSParameterSpec spec = new PSSParameterSpec("SHA-256", "MGF1", MGF1ParameterSpec.SHA256, 32, 1);
        byte[] msg = "pss interop".getBytes();
        Provider sun = java.security.Security.getProvider("SunRsaSign");
        for (KeyPair kp : new KeyPair[] {ours, theirs}) {
            Signature mine = Signature.getInstance("RSASSA-PSS", LANE);
            mine.setParameter(spec);
            mine.initSign(kp.getPrivate());
            mine.update(msg);
            byte[] s1 = mine.sign();
            Signature jdk = Signature.getInstance("RSASSA-PSS", sun);
            jdk.setParameter(spec);
            jdk.initVerify(kp.getPublic());
            jdk.update(msg);
            assertTrue(jdk.verify(s1));
            jdk.initSign(kp.getPrivate());
            jdk.update(msg);
            byte[] s2 = jdk.sign();
            mine.initVerify(kp.getPublic());
            mine.update(msg);
            assertTrue(mine.verify(s2));
            s2[5] ^= 0x10;
            mine.update(msg);
            assertFalse(mine.verify(s2));
        }
        Signature noParams = Signature.getInstance("RSASSA-PSS", LANE);
        noParams.initVerify(ours.getPublic());
        assertThrows(java.security.SignatureException.class, () -> noParams.update(msg));
    }

    @ParameterizedTest
    @ValueSource(strings = {"RSA/ECB/PKCS1Padding", "RSA/ECB/OAEPWithSHA-256AndMGF1Padding", "RSA/ECB/OAEPPadding",
        "RSA/ECB/NoPadding"})
    void encryptionInteroperatesBothWays(String transformation) throws Exception {
        byte[] msg = new byte[transformation.endsWith("NoPadding") ? 256 : 100];
        RANDOM.nextBytes(msg);
        msg[0] &= 0x3F;
        Provider sunJce = java.security.Security.getProvider("SunJCE");
        for (KeyPair kp : new KeyPair[] {ours, theirs}) {
            byte[] c1 = crypt(transformation, LANE, Cipher.ENCRYPT_MODE, kp.getPublic(), msg);
            assertArrayEquals(msg, crypt(transformation, sunJce, Cipher.DECRYPT_MODE, kp.getPrivate(), c1));
            byte[] c2 = crypt(transformation, sunJce, Cipher.ENCRYPT_MODE, kp.getPublic(), msg);
            assertArrayEquals(msg, crypt(transformation, LANE, Cipher.DECRYPT_MODE, kp.getPrivate(), c2));
        }
    }

    @Test
    void oaepWithExplicitParametersAndLabel() throws Exception {
        OAEPParameterSpec spec = new OAEPParameterSpec("SHA-512", "MGF1", MGF1ParameterSpec.SHA256,
                new PSource.PSpecified("label".getBytes()));
        byte[] msg = "secret".getBytes();
        Cipher mine = Cipher.getInstance("RSA/ECB/OAEPPadding", LANE);
        mine.init(Cipher.ENCRYPT_MODE, ours.getPublic(), spec);
        byte[] c = mine.doFinal(msg);
        Cipher jdk = Cipher.getInstance("RSA/ECB/OAEPPadding", "SunJCE");
        jdk.init(Cipher.DECRYPT_MODE, ours.getPrivate(), spec);
        assertArrayEquals(msg, jdk.doFinal(c));
        mine.init(Cipher.DECRYPT_MODE, ours.getPrivate(), new OAEPParameterSpec("SHA-512", "MGF1",
                MGF1ParameterSpec.SHA256, new PSource.PSpecified("other".getBytes())));
        assertThrows(BadPaddingException.class, () -> mine.doFinal(c));
    }

    @Test
    void badInputGivesTheJdksExceptions() throws Exception {
        Cipher oaep = Cipher.getInstance("RSA/ECB/OAEPPadding", LANE);
        assertThrows(InvalidKeyException.class, () -> oaep.init(Cipher.ENCRYPT_MODE, ours.getPrivate()));
        Cipher c = Cipher.getInstance("RSA/ECB/PKCS1Padding", LANE);
        c.init(Cipher.ENCRYPT_MODE, ours.getPublic());
        assertThrows(IllegalBlockSizeException.class, () -> c.doFinal(new byte[246]));
        byte[] ct = c.doFinal(new byte[245]);
        ct[ct.length - 1] ^= 1;
        c.init(Cipher.DECRYPT_MODE, ours.getPrivate());
        assertThrows(BadPaddingException.class, () -> c.doFinal(ct));
        assertThrows(IllegalBlockSizeException.class, () -> c.doFinal(new byte[257]));
        Signature s = Signature.getInstance("SHA256withRSA", LANE);
        assertThrows(InvalidKeyException.class, () -> s.initSign(
                KeyPairGenerator.getInstance("EC").generateKeyPair().getPrivate()));
    }

    @Test
    void aPrivateKeyWithoutCrtPartsStillSigns() throws Exception {
        RSAPrivateCrtKey crt = (RSAPrivateCrtKey) ours.getPrivate();
        PrivateKey plain = java.security.KeyFactory.getInstance("RSA").generatePrivate(
                new RSAPrivateKeySpec(crt.getModulus(), crt.getPrivateExponent()));
        byte[] msg = "plain".getBytes();
        assertArrayEquals(sign("SHA256withRSA", java.security.Security.getProvider("SunRsaSign"), crt, msg),
                sign("SHA256withRSA", LANE, plain, msg));
    }

    @Test
    void keysMadeHereWorkInTheJdkKeyFactory() throws Exception {
        var spec = java.security.KeyFactory.getInstance("RSA", "SunRsaSign").getKeySpec(ours.getPublic(),
                java.security.spec.X509EncodedKeySpec.class);
        PublicKey back = java.security.KeyFactory.getInstance("RSA", LANE).generatePublic(spec);
        assertEquals(((RSAPublicKey) ours.getPublic()).getModulus(), ((RSAPublicKey) back).getModulus());
    }

    @Test
    void batchPrivateOperationsEqualOneAtATime() throws Exception {
        var key = RsaKeys.privateParts(theirs.getPrivate());
        dev.lanecrypt.math.MpInt[] xs = new dev.lanecrypt.math.MpInt[9];
        for (int i = 0; i < xs.length; i++) {
            xs[i] = dev.lanecrypt.math.MpInt.fromBigInteger(new java.math.BigInteger(2040, RANDOM));
        }
        dev.lanecrypt.math.MpInt[] batch = dev.lanecrypt.rsa.RsaCore.privateOpBatch(key, xs, RANDOM);
        for (int i = 0; i < xs.length; i++) {
            assertEquals(dev.lanecrypt.rsa.RsaCore.privateOp(key, xs[i], RANDOM), batch[i]);
        }
    }

    static byte[] sign(String alg, Provider p, PrivateKey k, byte[] msg) throws Exception {
        Signature s = Signature.getInstance(alg, p);
        s.initSign(k);
        s.update(msg);
        return s.sign();
    }

    static boolean verify(String alg, Provider p, PublicKey k, byte[] msg, byte[] sig) throws Exception {
        Signature s = Signature.getInstance(alg, p);
        s.initVerify(k);
        s.update(msg);
        return s.verify(sig);
    }

    static byte[] crypt(String t, Provider p, int mode, java.security.Key k, byte[] in) throws Exception {
        Cipher c = Cipher.getInstance(t, p);
        c.init(mode, k);
        return c.doFinal(in);
    }
}
