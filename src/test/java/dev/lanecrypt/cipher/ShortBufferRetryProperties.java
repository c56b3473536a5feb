package dev.lanecrypt.cipher;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.lanecrypt.provider.LaneCryptProvider;
import java.security.Provider;
import java.security.Security;
import java.util.Arrays;
import java.util.Random;
import javax.crypto.Cipher;
import javax.crypto.ShortBufferException;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * A padded decryption's {@code doFinal} into a buffer that holds the ciphertext's length less up to a block, but
 * not the plaintext: the plaintext's length is known only once the last block is decrypted, so the cipher has
 * to decrypt before it can refuse. SunJCE then throws {@link ShortBufferException} and keeps the stream (the
 * buffered input and the chaining value), so that the same call with a larger buffer returns every byte. So
 * must LaneCrypt: it used to decrypt, find the buffer short, and throw with the stream already reset, so the
 * retry returned only what the last call gave it (reported by a differential fuzzer, 2026-12-06).
 */
class ShortBufferRetryProperties {

    private static final Provider LANE = new LaneCryptProvider();
    private static final Provider SUN = Security.getProvider("SunJCE");
    private static final String[] ALGORITHMS = {"DES", "DESede", "Blowfish"};
    private static final String[] MODES = {"ECB", "CBC", "CFB", "OFB"};

    /**
     * Random plaintext, part of the ciphertext through {@code update}, the rest through a {@code doFinal} into a
     * buffer one to eight bytes too short for the plaintext left, then the same {@code doFinal} into enough room:
     * both providers throw the same exception the first time and return the same bytes the second.
     */
    @Property(tries = 300)
    void aShortBufferLeavesThePaddedDecryptionToRetry(@ForAll @IntRange(min = 0, max = 2) int algorithm,
            @ForAll @IntRange(min = 0, max = 3) int mode, @ForAll @IntRange(min = 0, max = 90) int plainLen,
            @ForAll @IntRange(min = 0, max = 100) int splitPercent, @ForAll @IntRange(min = 1, max = 8) int shortBy,
            @ForAll boolean inputInFinal, @ForAll long seed) throws Exception {
        Random r = new Random(seed);
        String t = ALGORITHMS[algorithm] + "/" + MODES[mode] + "/PKCS5Padding";
        byte[] key = new byte[algorithm == 0 ? 8 : algorithm == 1 ? 24 : 1 + r.nextInt(56)];
        r.nextBytes(key);
        byte[] iv = new byte[8];
        r.nextBytes(iv);
        byte[] plain = new byte[plainLen];
        r.nextBytes(plain);
        byte[] ct = cipher(SUN, t, Cipher.ENCRYPT_MODE, key, iv).doFinal(plain);
        int split = inputInFinal ? ct.length * splitPercent / 100 : ct.length;
        byte[][] outcome = new byte[2][];
        int p = 0;
        for (Provider provider : new Provider[] {SUN, LANE}) {
            Cipher c = cipher(provider, t, Cipher.DECRYPT_MODE, key, iv);
            byte[] first = c.update(ct, 0, split);
            int firstLen = first == null ? 0 : first.length;
            int rest = plainLen - firstLen;
            if (rest - shortBy < 0) {
                return;                                    // nothing too short to give
            }
            byte[] small = new byte[rest - shortBy];
            assertThrows(ShortBufferException.class, () -> c.doFinal(ct, split, ct.length - split, small, 0),
                    provider.getName() + " " + t);
            byte[] room = new byte[rest + 8];
            int n = c.doFinal(ct, split, ct.length - split, room, 0);
            byte[] all = new byte[firstLen + n];
            if (first != null) {
                System.arraycopy(first, 0, all, 0, firstLen);
            }
            System.arraycopy(room, 0, all, firstLen, n);
            outcome[p++] = all;
        }
        assertArrayEquals(outcome[0], outcome[1], t);
        assertArrayEquals(plain, outcome[1], t);
    }

    /** The reported case: DES/ECB/PKCS5Padding, 16 bytes, {@code update} then {@code doFinal(out, 0)} into 6 bytes. */
    @Test
    void theReportedCase() throws Exception {
        byte[] key = {1, 35, 69, 103, -119, -85, -51, -17};
        byte[] plain = "fifteen bytes!!".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        byte[] ct = cipher(SUN, "DES/ECB/PKCS5Padding", Cipher.ENCRYPT_MODE, key, null).doFinal(plain);
        Cipher c = cipher(LANE, "DES/ECB/PKCS5Padding", Cipher.DECRYPT_MODE, key, null);
        byte[] first = c.update(ct);
        assertEquals(8, first.length);
        assertThrows(ShortBufferException.class, () -> c.doFinal(new byte[6], 0));
        byte[] room = new byte[c.getOutputSize(0)];
        int n = c.doFinal(room, 0);
        assertEquals(7, n);
        byte[] all = Arrays.copyOf(first, 15);
        System.arraycopy(room, 0, all, 8, 7);
        assertArrayEquals(plain, all);
    }

    private static Cipher cipher(Provider p, String t, int dir, byte[] key, byte[] iv) throws Exception {
        Cipher c = Cipher.getInstance(t, p);
        SecretKeySpec k = new SecretKeySpec(key, t.substring(0, t.indexOf('/')));
        if (t.contains("/ECB/")) {
            c.init(dir, k);
        } else {
            c.init(dir, k, new IvParameterSpec(iv));
        }
        return c;
    }
}
