package dev.lanecrypt.blowfish;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanecrypt.provider.LaneCryptProvider;
import java.io.ByteArrayOutputStream;
import java.security.InvalidKeyException;
import java.security.InvalidParameterException;
import java.security.Provider;
import java.security.Security;
import java.util.Random;
import javax.crypto.Cipher;
import javax.crypto.KeyGenerator;
import javax.crypto.SecretKey;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * The LaneCrypt {@code Blowfish} cipher against SunJCE's: every mode and padding, every key length SunJCE
 * accepts (1..56 bytes), input fed to {@code update} in random pieces: the same bytes from each call and
 * from {@code doFinal}, both directions. Also the key generator and the key-length errors.
 */
class BlowfishJcaProperties {

    private static final Provider LANE = new LaneCryptProvider();
    private static final Provider SUN = Security.getProvider("SunJCE");
    private static final String[] MODES = {"ECB", "CBC", "CFB", "OFB", "CTR", "CFB64", "OFB64"};

    @Property(tries = 150)
    void sameBytesAsSunJce(@ForAll @IntRange(min = 0, max = 6) int modeIndex, @ForAll boolean pkcs5,
                           @ForAll @IntRange(min = 1, max = 56) int keyBytes,
                           @ForAll @IntRange(min = 0, max = 600) int length, @ForAll long seed) throws Exception {
        String mode = MODES[modeIndex];
        boolean padded = pkcs5 && !mode.equals("CTR");
        String t = "Blowfish/" + mode + "/" + (padded ? "PKCS5Padding" : "NoPadding");
        Random r = new Random(seed);
        byte[] key = new byte[keyBytes];
        r.nextBytes(key);
        byte[] iv = new byte[8];
        r.nextBytes(iv);
        boolean wholeBlocks = !padded && (mode.equals("ECB") || mode.equals("CBC"));
        byte[] plain = new byte[wholeBlocks ? length / 8 * 8 : length];
        r.nextBytes(plain);
        IvParameterSpec ivSpec = mode.equals("ECB") ? null : new IvParameterSpec(iv);
        long piecesSeed = r.nextLong();
        byte[] ct = compare(t, Cipher.ENCRYPT_MODE, key, ivSpec, plain, piecesSeed);
        byte[] back = compare(t, Cipher.DECRYPT_MODE, key, ivSpec, ct, piecesSeed + 1);
        assertArrayEquals(plain, back, t);
    }

    /** Runs both providers on the same pieces, checks every call's output, returns SunJCE's bytes. */
    private static byte[] compare(String t, int opmode, byte[] key, IvParameterSpec iv, byte[] in, long seed)
            throws Exception {
        Cipher sun = Cipher.getInstance(t, SUN);
        Cipher lane = Cipher.getInstance(t, LANE);
        SecretKeySpec k = new SecretKeySpec(key, "Blowfish");
        sun.init(opmode, k, iv);
        lane.init(opmode, k, iv);
        Random r = new Random(seed);
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        int at = 0;
        while (at < in.length && r.nextInt(4) != 0) {
            int n = Math.min(in.length - at, r.nextInt(70));
            byte[] expected = sun.update(in, at, n);
            byte[] got = lane.update(in, at, n);
            assertArrayEquals(expected, got, t + " update of " + n + " at " + at);
            if (expected != null) {
                all.write(expected);
            }
            at += n;
        }
        byte[] expected = sun.doFinal(in, at, in.length - at);
        assertArrayEquals(expected, lane.doFinal(in, at, in.length - at), t + " doFinal");
        all.write(expected);
        return all.toByteArray();
    }

    @Test
    void providerRegistersBlowfishAfterItsSelfTest() {
        LaneCryptProvider p = new LaneCryptProvider();
        assertEquals(java.util.List.of(), p.refusedGroups());
        assertTrue(p.getService("Cipher", "Blowfish") != null && p.getService("KeyGenerator", "Blowfish") != null);
    }

    @Test
    void keysOutsideOneTo56BytesAreInvalidKeyExceptions() throws Exception {
        Cipher c = Cipher.getInstance("Blowfish/ECB/NoPadding", LANE);
        InvalidKeyException e = assertThrows(InvalidKeyException.class,
                () -> c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(new byte[57], "Blowfish")));
        assertEquals("Key too long (> 448 bits)", e.getMessage());
        assertThrows(InvalidKeyException.class, () -> BlowfishFamily.INSTANCE.engine(new byte[0]));
        c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(new byte[56], "Blowfish"));
        c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(new byte[1], "Blowfish"));
    }

    @Test
    void keyGeneratorSizesAsSunJce() throws Exception {
        KeyGenerator lane = KeyGenerator.getInstance("Blowfish", LANE);
        SecretKey k = lane.generateKey();
        assertEquals(16, k.getEncoded().length);
        assertEquals("Blowfish", k.getAlgorithm());
        for (int bits : new int[] {32, 40, 128, 448}) {
            lane.init(bits);
            assertEquals(bits / 8, lane.generateKey().getEncoded().length);
        }
        KeyGenerator sun = KeyGenerator.getInstance("Blowfish", SUN);
        for (int bits : new int[] {0, 24, 33, 456}) {
            InvalidParameterException expected = assertThrows(InvalidParameterException.class, () -> sun.init(bits));
            InvalidParameterException got = assertThrows(InvalidParameterException.class, () -> lane.init(bits));
            assertEquals(expected.getMessage(), got.getMessage());
        }
    }
}
