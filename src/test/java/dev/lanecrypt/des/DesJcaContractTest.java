package dev.lanecrypt.des;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanecrypt.provider.LaneCryptProvider;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.InvalidParameterException;
import java.security.Provider;
import javax.crypto.BadPaddingException;
import javax.crypto.Cipher;
import javax.crypto.IllegalBlockSizeException;
import javax.crypto.KeyGenerator;
import javax.crypto.NoSuchPaddingException;
import javax.crypto.SecretKey;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.DESKeySpec;
import javax.crypto.spec.DESedeKeySpec;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

/**
 * The JCA services of the DES group: the JDK's exception types for bad input (as SunJCE throws them),
 * key generators (parity, no weak keys, sizes) and secret key factories (parity set, as SunJCE's).
 */
class DesJcaContractTest {

    private static final Provider LANE = new LaneCryptProvider();

    @Test
    void badInputGivesTheJdkExceptionTypes() throws Exception {
        Cipher c = Cipher.getInstance("DES/CBC/PKCS5Padding", LANE);
        assertThrows(InvalidKeyException.class, () -> c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(new byte[7], "DES")));
        assertThrows(InvalidKeyException.class, () -> c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(new byte[8], "AES")));
        assertThrows(InvalidAlgorithmParameterException.class,
                () -> c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(new byte[8], "DES"), new IvParameterSpec(new byte[7])));
        assertThrows(InvalidKeyException.class, () -> c.init(Cipher.DECRYPT_MODE, new SecretKeySpec(new byte[8], "DES")));
        Cipher ecb = Cipher.getInstance("DES/ECB/PKCS5Padding", LANE);
        assertThrows(InvalidAlgorithmParameterException.class,
                () -> ecb.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(new byte[8], "DES"), new IvParameterSpec(new byte[8])));
        ecb.init(Cipher.DECRYPT_MODE, new SecretKeySpec(new byte[8], "DES"));
        assertThrows(IllegalBlockSizeException.class, () -> ecb.doFinal(new byte[9]));
        assertThrows(BadPaddingException.class, () -> ecb.doFinal(new byte[8]));
        Cipher nopad = Cipher.getInstance("DESede/CBC/NoPadding", LANE);
        nopad.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(new byte[24], "DESede"), new IvParameterSpec(new byte[8]));
        assertThrows(IllegalBlockSizeException.class, () -> nopad.doFinal(new byte[12]));
        assertThrows(InvalidKeyException.class,
                () -> nopad.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(new byte[20], "DESede"), new IvParameterSpec(new byte[8])));
        assertThrows(NoSuchPaddingException.class, () -> Cipher.getInstance("DES/CTR/PKCS5Padding", LANE));
        // after a failure the cipher is ready again, as SunJCE's
        ecb.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(new byte[8], "DES"));
        byte[] ct = ecb.doFinal(new byte[3]);
        ecb.init(Cipher.DECRYPT_MODE, new SecretKeySpec(new byte[8], "DES"));
        assertArrayEquals(new byte[3], ecb.doFinal(ct));
    }

    @Test
    void aRandomIvIsMadeForEncryptionAndReported() throws Exception {
        Cipher c = Cipher.getInstance("DES/CBC/PKCS5Padding", LANE);
        c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(new byte[8], "DES"));
        assertEquals(8, c.getIV().length);
        byte[] ct = c.doFinal(new byte[20]);
        Cipher sun = Cipher.getInstance("DES/CBC/PKCS5Padding", "SunJCE");
        sun.init(Cipher.DECRYPT_MODE, new SecretKeySpec(new byte[8], "DES"), c.getParameters());
        assertArrayEquals(new byte[20], sun.doFinal(ct));
    }

    @Test
    void keyGeneratorsMakeParityAdjustedStrongKeysOfTheRightSizes() throws Exception {
        KeyGenerator des = KeyGenerator.getInstance("DES", LANE);
        for (int i = 0; i < 50; i++) {
            byte[] k = des.generateKey().getEncoded();
            assertTrue(DESKeySpec.isParityAdjusted(k, 0) && !DESKeySpec.isWeak(k, 0));
        }
        assertThrows(InvalidParameterException.class, () -> des.init(64));
        KeyGenerator ede = KeyGenerator.getInstance("DESede", LANE);
        assertEquals(24, ede.generateKey().getEncoded().length);
        ede.init(112);
        byte[] two = ede.generateKey().getEncoded();
        assertArrayEquals(java.util.Arrays.copyOf(two, 8), java.util.Arrays.copyOfRange(two, 16, 24), "K3 = K1");
        assertThrows(InvalidParameterException.class, () -> ede.init(128));
        assertEquals("DESede", KeyGenerator.getInstance("TripleDES", LANE).generateKey().getAlgorithm());
    }

    @Test
    void keyFactoriesSetParityLikeSunJce() throws Exception {
        byte[] raw = new byte[24];
        for (int i = 0; i < raw.length; i++) {
            raw[i] = (byte) (i * 37);
        }
        SecretKey ours = SecretKeyFactory.getInstance("DES", LANE).generateSecret(new DESKeySpec(raw));
        SecretKey sun = SecretKeyFactory.getInstance("DES", "SunJCE").generateSecret(new DESKeySpec(raw));
        assertArrayEquals(sun.getEncoded(), ours.getEncoded());
        SecretKey ours3 = SecretKeyFactory.getInstance("DESede", LANE).generateSecret(new DESedeKeySpec(raw));
        SecretKey sun3 = SecretKeyFactory.getInstance("DESede", "SunJCE").generateSecret(new DESedeKeySpec(raw));
        assertArrayEquals(sun3.getEncoded(), ours3.getEncoded());
        DESKeySpec spec = (DESKeySpec) SecretKeyFactory.getInstance("DES", LANE).getKeySpec(ours, DESKeySpec.class);
        assertArrayEquals(ours.getEncoded(), spec.getKey());
        assertFalse(java.util.Arrays.equals(java.util.Arrays.copyOf(raw, 8), ours.getEncoded()), "parity changed bits");
    }
}
