package dev.lanecrypt.cipher;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.lanecrypt.provider.LaneCryptProvider;
import java.security.InvalidKeyException;
import java.security.Key;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.Security;
import java.util.Random;
import javax.crypto.Cipher;
import javax.crypto.IllegalBlockSizeException;
import javax.crypto.SecretKey;
import javax.crypto.ShortBufferException;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

/**
 * Edges of the JCA Cipher contract where a differential fuzzer found LaneCrypt's DES, DESede and Blowfish apart
 * from SunJCE (2026-12-06), each checked against SunJCE in the same test: key wrapping (WRAP_MODE was accepted and
 * {@code wrap} threw UnsupportedOperationException), a decryption's {@code doFinal} refused for its input before
 * its output room, sizes past {@code Integer.MAX_VALUE}, a null output buffer, a key that is not RAW bytes.
 */
class JcaEdgesLikeSunJceTest {

    private static final Provider LANE = new LaneCryptProvider();
    private static final Provider SUN = Security.getProvider("SunJCE");
    private static final String[] WRAPPERS = {"DESede/ECB/PKCS5Padding", "DESede/CBC/PKCS5Padding",
        "DES/CBC/PKCS5Padding", "Blowfish/ECB/PKCS5Padding", "DESede/ECB/NoPadding"};

    private static Cipher cipher(Provider p, String t, int mode, Key key, byte[] iv) throws Exception {
        Cipher c = Cipher.getInstance(t, p);
        if (t.contains("/ECB/")) {
            c.init(mode, key);
        } else {
            c.init(mode, key, new IvParameterSpec(iv));
        }
        return c;
    }

    private static SecretKey kek(String t, Random r) {
        String alg = t.substring(0, t.indexOf('/'));
        byte[] k = new byte[alg.equals("DES") ? 8 : alg.equals("DESede") ? 24 : 16];
        r.nextBytes(k);
        return new SecretKeySpec(k, alg);
    }

    /** A secret key and an RSA private key wrapped by each side, unwrapped by the other, the same bytes. */
    @Test
    void keysWrapAndUnwrapAsSunJces() throws Exception {
        Random r = new Random(7);
        byte[] iv = new byte[8];
        r.nextBytes(iv);
        byte[] aes = new byte[32];
        r.nextBytes(aes);
        Key secret = new SecretKeySpec(aes, "AES");
        KeyPairGenerator g = KeyPairGenerator.getInstance("RSA", "SunRsaSign");
        g.initialize(1024);
        PrivateKey rsa = g.generateKeyPair().getPrivate();
        for (String t : WRAPPERS) {
            SecretKey kek = kek(t, r);
            for (Key k : new Key[] {secret, rsa}) {
                if (t.endsWith("NoPadding") && k.getEncoded().length % 8 != 0) {
                    continue;
                }
                int type = k == secret ? Cipher.SECRET_KEY : Cipher.PRIVATE_KEY;
                byte[] ours = cipher(LANE, t, Cipher.WRAP_MODE, kek, iv).wrap(k);
                byte[] theirs = cipher(SUN, t, Cipher.WRAP_MODE, kek, iv).wrap(k);
                assertArrayEquals(theirs, ours, t);
                Key back = cipher(LANE, t, Cipher.UNWRAP_MODE, kek, iv).unwrap(theirs, k.getAlgorithm(), type);
                assertArrayEquals(k.getEncoded(), back.getEncoded(), t);
                assertEquals(k.getAlgorithm(), back.getAlgorithm(), t);
            }
            if (t.endsWith("PKCS5Padding")) {
                // a wrapped key with a damaged last block: InvalidKeyException on both sides, never a key
                byte[] bad = cipher(SUN, t, Cipher.WRAP_MODE, kek, iv).wrap(secret);
                bad[bad.length - 1] ^= 1;
                for (Provider p : new Provider[] {SUN, LANE}) {
                    Cipher c = cipher(p, t, Cipher.UNWRAP_MODE, kek, iv);
                    assertThrows(InvalidKeyException.class, () -> c.unwrap(bad, "AES", Cipher.SECRET_KEY),
                            p.getName() + " " + t);
                }
            }
        }
    }

    /** NoPadding decryption, 5 bytes held: the input is refused (SunJCE) before the empty output is. */
    @Test
    void aDecryptionsWrongLengthComesBeforeItsOutputRoom() throws Exception {
        for (Provider p : new Provider[] {SUN, LANE}) {
            Cipher c = cipher(p, "DES/CBC/NoPadding", Cipher.DECRYPT_MODE, new SecretKeySpec(new byte[8], "DES"),
                    new byte[8]);
            c.update(new byte[5]);
            assertThrows(IllegalBlockSizeException.class, () -> c.doFinal(new byte[0], 0), p.getName());
        }
    }

    @Test
    void sizesPastTheIntRangeAreRefused() throws Exception {
        for (Provider p : new Provider[] {SUN, LANE}) {
            Cipher c = cipher(p, "DES/CBC/PKCS5Padding", Cipher.ENCRYPT_MODE, new SecretKeySpec(new byte[8], "DES"),
                    new byte[8]);
            assertThrows(ArithmeticException.class, () -> c.getOutputSize(Integer.MAX_VALUE - 3), p.getName());
        }
    }

    @Test
    void aNullOutputBufferIsAShortBuffer() throws Exception {
        for (Provider p : new Provider[] {SUN, LANE}) {
            Cipher c = cipher(p, "DES/ECB/NoPadding", Cipher.ENCRYPT_MODE, new SecretKeySpec(new byte[8], "DES"), null);
            assertThrows(ShortBufferException.class, () -> c.update(new byte[16], 0, 16, null, 0), p.getName());
        }
        // doFinal: SunJCE (JDK 25) throws NullPointerException there; LaneCrypt says what is wrong the same way
        Cipher c = cipher(LANE, "DES/ECB/NoPadding", Cipher.ENCRYPT_MODE, new SecretKeySpec(new byte[8], "DES"), null);
        assertThrows(ShortBufferException.class, () -> c.doFinal(new byte[16], 0, 16, null, 0));
    }

    /** A key whose encoding is not raw bytes (its format says so) is refused, as SunJCE refuses it. */
    @Test
    void aKeyThatIsNotRawBytesIsRefused() throws Exception {
        SecretKey notRaw = new SecretKey() {
            @Override
            public String getAlgorithm() {
                return "DES";
            }

            @Override
            public String getFormat() {
                return "X.509";
            }

            @Override
            public byte[] getEncoded() {
                return new byte[8];
            }
        };
        for (Provider p : new Provider[] {SUN, LANE}) {
            Cipher c = Cipher.getInstance("DES/ECB/NoPadding", p);
            assertThrows(InvalidKeyException.class, () -> c.init(Cipher.ENCRYPT_MODE, notRaw), p.getName());
        }
    }
}
