package dev.lanecrypt.rsa;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.SecureRandom;
import java.security.spec.MGF1ParameterSpec;
import java.util.Random;
import javax.crypto.Cipher;
import javax.crypto.IllegalBlockSizeException;
import javax.crypto.spec.OAEPParameterSpec;
import javax.crypto.spec.PSource;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * Batch RSA encryption against SunJCE's decryption: keys of different sizes and exponents mixed in one
 * call, PKCS #1 v1.5 and OAEP (SHA-1 and SHA-256, with and without a label), message lengths from empty to
 * the maximum; a message one byte too long fails the call before any work, naming it.
 */
class RsaBatchEncryptProperties {

    private static final OAEPParameterSpec[] OAEP = {
        OAEPParameterSpec.DEFAULT,
        new OAEPParameterSpec("SHA-256", "MGF1", MGF1ParameterSpec.SHA256, PSource.PSpecified.DEFAULT),
        new OAEPParameterSpec("SHA-256", "MGF1", MGF1ParameterSpec.SHA1, new PSource.PSpecified(new byte[] {1, 2, 3})),
    };

    @Property(tries = 12)
    void sunJceDecryptsEveryMessage(@ForAll @IntRange(min = 0, max = 9) int count,
            @ForAll @IntRange(min = -1, max = 2) int padding, @ForAll long seed) throws Exception {
        Random r = new Random(seed);
        int[] which = new int[count];
        RsaPublicKeyParts[] k = new RsaPublicKeyParts[count];
        byte[][] messages = new byte[count][];
        int hLen = padding < 0 ? 0 : (padding == 0 ? 20 : 32);
        for (int i = 0; i < count; i++) {
            which[i] = r.nextInt(RsaTestKeys.PAIRS.length);
            k[i] = RsaTestKeys.PUBLIC[which[i]];
            int max = padding < 0 ? k[i].byteLength() - 11 : k[i].byteLength() - 2 * hLen - 2;
            messages[i] = new byte[r.nextInt(4) == 0 ? max : r.nextInt(max + 1)];
            r.nextBytes(messages[i]);
        }
        SecureRandom random = new SecureRandom();
        byte[][] ct = padding < 0 ? RsaBatchEncrypt.pkcs1(k, messages, random)
                : RsaBatchEncrypt.oaep(k, messages, OAEP[padding], random);
        assertEquals(count, ct.length);
        for (int i = 0; i < count; i++) {
            assertEquals(k[i].byteLength(), ct[i].length);
            Cipher c = Cipher.getInstance(padding < 0 ? "RSA/ECB/PKCS1Padding" : "RSA/ECB/OAEPPadding", "SunJCE");
            if (padding < 0) {
                c.init(Cipher.DECRYPT_MODE, RsaTestKeys.PAIRS[which[i]].getPrivate());
            } else {
                c.init(Cipher.DECRYPT_MODE, RsaTestKeys.PAIRS[which[i]].getPrivate(), OAEP[padding]);
            }
            assertArrayEquals(messages[i], c.doFinal(ct[i]), "message " + i);
        }
    }

    @Property(tries = 6)
    void aMessageTooLongFailsTheCallNamingIt(@ForAll @IntRange(min = 0, max = 4) int at, @ForAll boolean oaep) {
        RsaPublicKeyParts[] k = new RsaPublicKeyParts[5];
        byte[][] messages = new byte[5][];
        for (int i = 0; i < 5; i++) {
            k[i] = RsaTestKeys.PUBLIC[i % RsaTestKeys.PUBLIC.length];
            int max = oaep ? k[i].byteLength() - 42 : k[i].byteLength() - 11;
            messages[i] = new byte[i == at ? max + 1 : max];
        }
        IllegalBlockSizeException e = assertThrows(IllegalBlockSizeException.class, () -> {
            if (oaep) {
                RsaBatchEncrypt.oaep(k, messages, OAEPParameterSpec.DEFAULT, new SecureRandom());
            } else {
                RsaBatchEncrypt.pkcs1(k, messages, new SecureRandom());
            }
        });
        assertTrue(e.getMessage().startsWith("message " + at + ": Data must not be longer than"), e.getMessage());
    }
}
