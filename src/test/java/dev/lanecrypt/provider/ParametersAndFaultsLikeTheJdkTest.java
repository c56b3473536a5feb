package dev.lanecrypt.provider;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.NoSuchAlgorithmException;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.ProviderException;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.security.Security;
import java.security.Signature;
import java.security.interfaces.RSAPrivateCrtKey;
import java.security.spec.MGF1ParameterSpec;
import java.security.spec.PSSParameterSpec;
import java.security.spec.RSAKeyGenParameterSpec;
import java.security.spec.RSAPrivateCrtKeySpec;
import java.time.Duration;
import java.util.Random;
import javax.crypto.BadPaddingException;
import javax.crypto.Cipher;
import javax.crypto.KeyAgreement;
import javax.crypto.ShortBufferException;
import javax.crypto.spec.DHParameterSpec;
import javax.crypto.spec.DHPrivateKeySpec;
import javax.crypto.spec.DHPublicKeySpec;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Differences from SunRsaSign and SunJCE that a differential fuzzer found (2026-12-06), each checked here against
 * the JDK's provider in the same test: RSASSA-PSS parameters set after {@code init} checked against the key (they
 * were not, and {@code sign} threw an unchecked exception); a salt length near {@code Integer.MAX_VALUE} refused
 * at once (the int sum wrapped and signing filled a 2 GiB salt); MD2/MD5 refused as PSS digests; a DH intermediate
 * phase that lands on 1 or {@code p-1} refused where it is computed; DH's null arguments and its init with the
 * key's own parameters; a faulty RSA key's private Cipher operation failing with SunJCE's BadPaddingException.
 */
class ParametersAndFaultsLikeTheJdkTest {

    private static final Provider LANE = new LaneCryptProvider();
    private static final Provider SUN_RSA = Security.getProvider("SunRsaSign");
    private static final Provider SUN_JCE = Security.getProvider("SunJCE");
    private static KeyPair rsa512;
    private static KeyPair rsa2048;

    @BeforeAll
    static void keys() throws Exception {
        KeyPairGenerator g = KeyPairGenerator.getInstance("RSA", SUN_RSA);
        g.initialize(512);
        rsa512 = g.generateKeyPair();
        g.initialize(2048);
        rsa2048 = g.generateKeyPair();
    }

    private static PSSParameterSpec pss(String digest, int salt) {
        return new PSSParameterSpec(digest, "MGF1", MGF1ParameterSpec.SHA256, salt, PSSParameterSpec.TRAILER_FIELD_BC);
    }

    /** 32 + 64 + 2 octets do not fit a 512-bit key's 64: refused by setParameter after init, on both sides. */
    @Test
    void pssParametersSetAfterInitAreCheckedAgainstTheKey() throws Exception {
        for (Provider p : new Provider[] {SUN_RSA, LANE}) {
            Signature sign = Signature.getInstance("RSASSA-PSS", p);
            sign.initSign(rsa512.getPrivate());
            assertThrows(InvalidAlgorithmParameterException.class, () -> sign.setParameter(pss("SHA-256", 64)),
                    p.getName());
            Signature verify = Signature.getInstance("RSASSA-PSS", p);
            verify.initVerify(rsa512.getPublic());
            assertThrows(InvalidAlgorithmParameterException.class, () -> verify.setParameter(pss("SHA-256", 64)),
                    p.getName());
            // what fits is taken, after init as before it: 32 + 30 + 2 = 64
            sign.setParameter(pss("SHA-256", 30));
            sign.update(new byte[10]);
            byte[] sig = sign.sign();
            verify.setParameter(pss("SHA-256", 30));
            verify.update(new byte[10]);
            assertTrue(verify.verify(sig), p.getName());
        }
    }

    /** A salt length near Integer.MAX_VALUE is refused at once, before or after init (it wrapped to a small sum). */
    @Test
    void aHugeSaltLengthIsRefusedAtOnce() {
        for (int salt : new int[] {Integer.MAX_VALUE - 33, Integer.MAX_VALUE - 1, Integer.MAX_VALUE}) {
            assertTimeoutPreemptively(Duration.ofSeconds(10), () -> {
                Signature before = Signature.getInstance("RSASSA-PSS", LANE);
                before.setParameter(pss("SHA-256", salt));
                assertThrows(InvalidKeyException.class, () -> before.initSign(rsa2048.getPrivate()));
                assertThrows(InvalidKeyException.class, () -> before.initVerify(rsa2048.getPublic()));
                Signature after = Signature.getInstance("RSASSA-PSS", LANE);
                after.initSign(rsa2048.getPrivate());
                assertThrows(InvalidAlgorithmParameterException.class, () -> after.setParameter(pss("SHA-256", salt)));
            });
        }
    }

    /** SunRsaSign signs PSS with the SHA-1, SHA-2 and SHA-3 families only; MD5 and MD2 are refused. */
    @Test
    void pssRefusesMd5AndMd2AsTheMessageDigest() throws Exception {
        for (String digest : new String[] {"MD5", "MD2"}) {
            for (Provider p : new Provider[] {SUN_RSA, LANE}) {
                Signature s = Signature.getInstance("RSASSA-PSS", p);
                s.initSign(rsa2048.getPrivate());
                assertThrows(InvalidAlgorithmParameterException.class, () -> s.setParameter(pss(digest, 20)),
                        p.getName() + " " + digest);
            }
        }
        for (String digest : new String[] {"SHA-1", "SHA-224", "SHA-512/256", "SHA3-256", "SHA-512"}) {
            Signature s = Signature.getInstance("RSASSA-PSS", LANE);
            s.initSign(rsa2048.getPrivate());
            s.setParameter(pss(digest, 20));
            s.update(new byte[3]);
            Signature v = Signature.getInstance("RSASSA-PSS", SUN_RSA);
            v.initVerify(rsa2048.getPublic());
            v.setParameter(pss(digest, 20));
            v.update(new byte[3]);
            assertTrue(v.verify(s.sign()), digest);
        }
    }

    /** A 640-bit prime p = 1 mod 3, a peer value of order 3 and a private value divisible by 3: y^x = 1. */
    @Test
    void aDegenerateIntermediatePhaseIsRefusedWhereItIsComputed() throws Exception {
        Random r = new Random(3);
        BigInteger three = BigInteger.valueOf(3);
        BigInteger p;
        do {
            p = BigInteger.probablePrime(640, r);
        } while (!p.mod(three).equals(BigInteger.ONE));
        BigInteger orderThree = BigInteger.ONE;
        for (int h = 2; orderThree.equals(BigInteger.ONE); h++) {
            orderThree = BigInteger.valueOf(h).modPow(p.subtract(BigInteger.ONE).divide(three), p);
        }
        KeyFactory kf = KeyFactory.getInstance("DH", SUN_JCE);
        PrivateKey priv = kf.generatePrivate(new DHPrivateKeySpec(new BigInteger(300, r).multiply(three), p,
                BigInteger.TWO));
        PublicKey peer = kf.generatePublic(new DHPublicKeySpec(orderThree, p, BigInteger.TWO));
        for (Provider prov : new Provider[] {SUN_JCE, LANE}) {
            KeyAgreement intermediate = KeyAgreement.getInstance("DH", prov);
            intermediate.init(priv);
            assertThrows(ProviderException.class, () -> intermediate.doPhase(peer, false), prov.getName());
            KeyAgreement last = KeyAgreement.getInstance("DH", prov);
            last.init(priv);
            last.doPhase(peer, true);
            assertThrows(ProviderException.class, last::generateSecret, prov.getName());
        }
    }

    /** Null arguments to generateSecret, and init with the key's own parameters, other ones, another kind. */
    @Test
    void dhArgumentsGiveSunJcesOutcomes() throws Exception {
        KeyPairGenerator g = KeyPairGenerator.getInstance("DH", SUN_JCE);
        g.initialize(2048);
        KeyPair a = g.generateKeyPair();
        KeyPair b = g.generateKeyPair();
        DHParameterSpec own = ((javax.crypto.interfaces.DHPrivateKey) a.getPrivate()).getParams();
        DHParameterSpec other = new DHParameterSpec(own.getP().add(BigInteger.TWO), own.getG());
        byte[][] secrets = new byte[2][];
        int i = 0;
        for (Provider prov : new Provider[] {SUN_JCE, LANE}) {
            KeyAgreement ka = KeyAgreement.getInstance("DH", prov);
            ka.init(a.getPrivate(), own);
            ka.doPhase(b.getPublic(), true);
            assertThrows(NoSuchAlgorithmException.class, () -> ka.generateSecret((String) null), prov.getName());
            assertThrows(ShortBufferException.class, () -> ka.generateSecret(null, 0), prov.getName());
            secrets[i++] = ka.generateSecret();
            assertThrows(InvalidKeyException.class, () -> ka.init(a.getPrivate(), other), prov.getName());
            assertThrows(InvalidAlgorithmParameterException.class,
                    () -> ka.init(a.getPrivate(), new RSAKeyGenParameterSpec(512, BigInteger.valueOf(3))), prov.getName());
        }
        assertArrayEquals(secrets[0], secrets[1]);
    }

    /** A CRT key whose dP is off by one: the private Cipher operation fails with SunJCE's checked type. */
    @Test
    void aFaultyKeysPrivateCipherOperationThrowsBadPadding() throws Exception {
        RSAPrivateCrtKey k = (RSAPrivateCrtKey) rsa2048.getPrivate();
        PrivateKey faulty = KeyFactory.getInstance("RSA", SUN_RSA).generatePrivate(new RSAPrivateCrtKeySpec(
                k.getModulus(), k.getPublicExponent(), k.getPrivateExponent(), k.getPrimeP(), k.getPrimeQ(),
                k.getPrimeExponentP().add(BigInteger.ONE), k.getPrimeExponentQ(), k.getCrtCoefficient()));
        for (Provider prov : new Provider[] {SUN_JCE, LANE}) {
            Cipher c = Cipher.getInstance("RSA/ECB/PKCS1Padding", prov);
            c.init(Cipher.ENCRYPT_MODE, faulty, new SecureRandom());
            BadPaddingException e = assertThrows(BadPaddingException.class, () -> c.doFinal(new byte[20]),
                    prov.getName());
            assertEquals("RSA private key operation failed", e.getMessage(), prov.getName());
        }
    }
}
