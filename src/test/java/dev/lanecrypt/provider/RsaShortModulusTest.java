package dev.lanecrypt.provider;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.InvalidKeyException;
import java.security.KeyFactory;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.PublicKey;
import java.security.Signature;
import java.security.interfaces.RSAPrivateKey;
import java.security.spec.RSAPrivateCrtKeySpec;
import java.security.spec.RSAPublicKeySpec;
import java.util.Random;
import javax.crypto.Cipher;
import org.junit.jupiter.api.Test;

/**
 * Moduli of 505 to 511 bits: SunRsaSign counts a modulus' length in whole octets, so it accepts them
 * (Crypto++ and Botan test vectors use 508-bit keys); LaneCrypt asked by name must too, with SunRsaSign's
 * bytes, and refuse 504 bits as SunRsaSign does.
 */
class RsaShortModulusTest {

    private static final Provider LANE = new LaneCryptProvider();

    private record Keys(PublicKey pub, PrivateKey priv) {
    }

    private static Keys keys(int bits, Random r) throws Exception {
        BigInteger e = BigInteger.valueOf(65537);
        while (true) {
            BigInteger p = BigInteger.probablePrime(bits - bits / 2, r);
            BigInteger q = BigInteger.probablePrime(bits / 2, r);
            BigInteger n = p.multiply(q);
            BigInteger phi = p.subtract(BigInteger.ONE).multiply(q.subtract(BigInteger.ONE));
            if (n.bitLength() != bits || !phi.gcd(e).equals(BigInteger.ONE)) {
                continue;
            }
            BigInteger d = e.modInverse(phi);
            KeyFactory f = KeyFactory.getInstance("RSA", "SunRsaSign");
            return new Keys(f.generatePublic(new RSAPublicKeySpec(n, e)),
                    f.generatePrivate(new RSAPrivateCrtKeySpec(n, e, d, p, q, d.mod(p.subtract(BigInteger.ONE)),
                            d.mod(q.subtract(BigInteger.ONE)), q.modInverse(p))));
        }
    }

    @Test
    void moduliOf505To511BitsWorkAsInSunRsaSign() throws Exception {
        Random r = new Random(508);
        byte[] msg = "short moduli".getBytes(StandardCharsets.US_ASCII);
        for (int bits = 505; bits <= 512; bits++) {
            Keys k = keys(bits, r);
            Signature jdk = Signature.getInstance("SHA256withRSA", "SunRsaSign");
            jdk.initSign(k.priv());
            jdk.update(msg);
            byte[] expected = jdk.sign();
            Signature ours = Signature.getInstance("SHA256withRSA", LANE);
            ours.initSign(k.priv());
            ours.update(msg);
            assertArrayEquals(expected, ours.sign(), bits + " bits");
            ours.initVerify(k.pub());
            ours.update(msg);
            assertTrue(ours.verify(expected), bits + " bits");

            Cipher enc = Cipher.getInstance("RSA/ECB/PKCS1Padding", LANE);
            enc.init(Cipher.ENCRYPT_MODE, k.pub());
            byte[] ct = enc.doFinal(msg);
            Cipher dec = Cipher.getInstance("RSA/ECB/PKCS1Padding", "SunJCE");
            dec.init(Cipher.DECRYPT_MODE, k.priv());
            assertArrayEquals(msg, dec.doFinal(ct), bits + " bits");
        }
    }

    @Test
    void aModulusOf504BitsIsRefusedByBoth() throws Exception {
        Keys k = keys(512, new Random(504));
        // the JDK's key factory refuses 504 bits itself, so the key comes as this class's own
        RSAPrivateKey small = new SmallKey();
        assertThrows(InvalidKeyException.class, () -> Signature.getInstance("SHA256withRSA", "SunRsaSign").initSign(small));
        assertThrows(InvalidKeyException.class, () -> Signature.getInstance("SHA256withRSA", LANE).initSign(small));
        assertTrue(k.pub() != null);
    }

    /** A 504-bit private key no factory made (n = 2^503 + 1 and d = 3 are enough to be refused). */
    private static final class SmallKey implements RSAPrivateKey {
        @Override
        public BigInteger getPrivateExponent() {
            return BigInteger.valueOf(3);
        }

        @Override
        public BigInteger getModulus() {
            return BigInteger.ONE.shiftLeft(503).add(BigInteger.ONE);
        }

        @Override
        public String getAlgorithm() {
            return "RSA";
        }

        @Override
        public String getFormat() {
            return null;
        }

        @Override
        public byte[] getEncoded() {
            return null;
        }
    }
}
