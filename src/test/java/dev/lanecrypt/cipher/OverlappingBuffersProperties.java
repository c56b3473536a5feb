package dev.lanecrypt.cipher;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lanecrypt.provider.LaneCryptProvider;
import java.security.Provider;
import java.security.Security;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * Input and output in the same array, the JCA's copy-safe case: an {@code update} from separate arrays
 * leaves 0-15 bytes held, then {@code update} and {@code doFinal} run on one array with the output in
 * place, behind or ahead of the input. The expected outcome is SunJCE's with the same calls on separate
 * arrays (the input copied out of the array, the output copied into it at the same offset): what a copy-safe
 * cipher must give. LaneCrypt must give those bytes, return values, the same untouched rest of the array
 * and the same exception, for every cipher, mode and padding.
 *
 * <p>Not SunJCE in place: on JDK 25.0.3 its padded CBC decryption, an {@code update} then a {@code doFinal}
 * with the output 16-22 bytes behind the input and 9-15 bytes held, returns wrong plaintext bytes
 * ({@link #sunJceInPlaceIsNotCopySafe}), which this property found when it compared against it.
 */
class OverlappingBuffersProperties {

    private static final Provider LANE = new LaneCryptProvider();
    private static final Provider SUN = Security.getProvider("SunJCE");

    @Provide
    Arbitrary<String> transformation() {
        return Arbitraries.of(allTransformations());
    }

    /** The reported case: 1-7 bytes held, then doFinal(buf, off, len, buf, off), every cipher, mode, padding. */
    @Test
    void inPlaceDoFinalAfterHeldBytes() throws Exception {
        Random r = new Random(14);
        int cases = 0;
        for (String t : allTransformations()) {
            for (int held = 1; held <= 7; held++) {
                for (int dir : new int[] {Cipher.ENCRYPT_MODE, Cipher.DECRYPT_MODE}) {
                    int len = needsWholeBlocks(t, dir) ? 48 - held : 43 - held;
                    for (boolean valid : new boolean[] {false, true}) {
                        byte[] key = key(t, r);
                        byte[] iv = bytes(r, 8);
                        byte[] prefix = bytes(r, held);
                        byte[] buf = bytes(r, len + 32);
                        if (valid) {
                            validCiphertext(t, dir, key, iv, prefix, buf, 8, len, r);
                        }
                        new Case(t, dir, key, iv, prefix, buf, 8, len, 8, false).check();
                        cases++;
                    }
                }
            }
        }
        assertEquals(27 * 7 * 2 * 2, cases);
    }

    /**
     * The case that made the expected outcome come from separate arrays: SunJCE in place gives plaintext
     * that is not the plaintext (one byte off here); LaneCrypt in place gives it. If a JDK fixes this, the
     * first assertion fails and says so: the comment above can then go.
     */
    @Test
    void sunJceInPlaceIsNotCopySafe() throws Exception {
        Random r = new Random(5);
        byte[] key = bytes(r, 8);
        byte[] iv = bytes(r, 8);
        byte[] plain = bytes(r, 50);
        Cipher enc = Cipher.getInstance("DES/CBC/PKCS5Padding", SUN);
        enc.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "DES"), new IvParameterSpec(iv));
        byte[] ct = enc.doFinal(plain);                     // 56 bytes: 9 go first, 47 from the array
        byte[] buf = bytes(r, 48 + 47 + 80);
        System.arraycopy(ct, 9, buf, 48, 47);
        byte[] sun = decryptInPlace(SUN, key, iv, Arrays.copyOf(ct, 9), buf.clone());
        byte[] lane = decryptInPlace(LANE, key, iv, Arrays.copyOf(ct, 9), buf.clone());
        org.junit.jupiter.api.Assertions.assertFalse(Arrays.equals(plain, sun), "SunJCE in place is right again");
        assertEquals(HexFormat.of().formatHex(plain), HexFormat.of().formatHex(lane));
    }

    /** update(first 9 bytes), then update(23 bytes at 48 to 32), doFinal(24 bytes at 71 to 56): the plaintext. */
    private static byte[] decryptInPlace(Provider p, byte[] key, byte[] iv, byte[] first, byte[] b) throws Exception {
        Cipher c = Cipher.getInstance("DES/CBC/PKCS5Padding", p);
        c.init(Cipher.DECRYPT_MODE, new SecretKeySpec(key, "DES"), new IvParameterSpec(iv));
        byte[] held = c.update(first);
        int w = c.update(b, 48, 23, b, 32);
        int w2 = c.doFinal(b, 48 + 23, 24, b, 32 + w);
        assertEquals(0, held == null ? 0 : held.length);
        return Arrays.copyOfRange(b, 32, 32 + w + w2);
    }

    @Property(tries = 400)
    void anyOverlapGivesCopySafeBytes(@ForAll("transformation") String t, @ForAll boolean encrypt,
            @ForAll @IntRange(min = 0, max = 15) int prefix, @ForAll @IntRange(min = 0, max = 200) int len,
            @ForAll @IntRange(min = -40, max = 40) int shift, @ForAll boolean updateFirst,
            @ForAll long seed) throws Exception {
        Random r = new Random(seed);
        int dir = encrypt ? Cipher.ENCRYPT_MODE : Cipher.DECRYPT_MODE;
        if (needsWholeBlocks(t, dir)) {
            len = Math.max(0, (prefix + len) / 8 * 8 - prefix);
        }
        int inOff = 48;
        int outOff = inOff + shift;
        byte[] buf = bytes(r, inOff + len + 80);
        byte[] key = key(t, r);
        byte[] iv = bytes(r, 8);
        byte[] before = bytes(r, prefix);
        if (r.nextBoolean()) {
            validCiphertext(t, dir, key, iv, before, buf, inOff, len, r);
        }
        new Case(t, dir, key, iv, before, buf, inOff, len, outOff, updateFirst).check();
    }

    /**
     * For a padded decryption, makes {@code prefix} followed by {@code buf[off .. off+len)} a real
     * encryption (so the padding is good and the unpadding path runs, not only the bad-padding one).
     */
    private static void validCiphertext(String t, int dir, byte[] key, byte[] iv, byte[] prefix, byte[] buf,
                                        int off, int len, Random r) throws Exception {
        int total = prefix.length + len;
        if (dir != Cipher.DECRYPT_MODE || !t.endsWith("PKCS5Padding") || total == 0 || total % 8 != 0) {
            return;
        }
        Cipher c = Cipher.getInstance(t, SUN);
        String alg = t.substring(0, t.indexOf('/'));
        if (t.contains("/ECB/")) {
            c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, alg));
        } else {
            c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, alg), new IvParameterSpec(iv));
        }
        byte[] ct = c.doFinal(bytes(r, total - 1 - r.nextInt(8)));
        System.arraycopy(ct, 0, prefix, 0, prefix.length);
        System.arraycopy(ct, prefix.length, buf, off, len);
    }

    private static List<String> allTransformations() {
        List<String> t = new ArrayList<>();
        for (String alg : List.of("DES", "DESede", "Blowfish")) {
            for (String mode : List.of("ECB", "CBC", "CFB", "OFB", "CTR")) {
                t.add(alg + "/" + mode + "/NoPadding");
                if (!mode.equals("CTR")) {
                    t.add(alg + "/" + mode + "/PKCS5Padding");
                }
            }
        }
        return t;
    }

    /** ECB and CBC without padding, and any padded decryption, take whole blocks only. */
    private static boolean needsWholeBlocks(String t, int dir) {
        boolean padded = t.endsWith("PKCS5Padding");
        boolean ecbCbc = t.contains("/ECB/") || t.contains("/CBC/");
        return padded ? dir == Cipher.DECRYPT_MODE : ecbCbc;
    }

    private static byte[] key(String t, Random r) {
        return bytes(r, t.startsWith("DESede") ? 24 : t.startsWith("DES") ? 8 : 16);
    }

    private static byte[] bytes(Random r, int n) {
        byte[] b = new byte[n];
        r.nextBytes(b);
        return b;
    }

    /**
     * One run: {@code update(prefix)} into a separate array, then on {@code buf} either
     * {@code doFinal(buf, inOff, len, buf, outOff)} or an update of the first half followed by a doFinal
     * of the rest, both in the same array.
     */
    private record Case(String t, int dir, byte[] key, byte[] iv, byte[] prefix, byte[] buf, int inOff, int len,
                        int outOff, boolean updateFirst) {

        void check() throws Exception {
            String expected = run(SUN, true);
            String lane = run(LANE, false);
            assertEquals(expected, lane, this::describe);
        }

        private String describe() {
            return t + (dir == Cipher.ENCRYPT_MODE ? " encrypt" : " decrypt") + ", " + prefix.length
                    + " bytes before, len " + len + ", in at " + inOff + ", out at " + outOff
                    + (updateFirst ? ", update then doFinal" : ", doFinal");
        }

        /**
         * Everything observable as one string: each call's count or exception and the whole array; with
         * {@code separate}, each call reads a copy of its input and writes a fresh array of the same room,
         * copied into the array afterwards.
         */
        private String run(Provider p, boolean separate) throws Exception {
            Cipher c = Cipher.getInstance(t, p);
            String alg = t.substring(0, t.indexOf('/'));
            if (t.contains("/ECB/")) {
                c.init(dir, new SecretKeySpec(key, alg));
            } else {
                c.init(dir, new SecretKeySpec(key, alg), new IvParameterSpec(iv));
            }
            StringBuilder seen = new StringBuilder();
            byte[] first = c.update(prefix);
            seen.append(first == null ? "-" : HexFormat.of().formatHex(first)).append('|');
            byte[] b = buf.clone();
            if (outOff < 0) {
                return seen.append("negative offset").toString();
            }
            try {
                int in = inOff;
                int n = len;
                int out = outOff;
                if (updateFirst) {
                    int half = n / 2;
                    int w;
                    if (separate) {
                        byte[] o = new byte[b.length - out];
                        w = c.update(Arrays.copyOfRange(b, in, in + half), 0, half, o, 0);
                        System.arraycopy(o, 0, b, out, w);
                    } else {
                        w = c.update(b, in, half, b, out);
                    }
                    seen.append(w).append('|');
                    in += half;
                    n -= half;
                    out += w;
                }
                if (separate) {
                    byte[] o = new byte[b.length - out];
                    int w = c.doFinal(Arrays.copyOfRange(b, in, in + n), 0, n, o, 0);
                    System.arraycopy(o, 0, b, out, w);
                    seen.append(w).append('|');
                } else {
                    seen.append(c.doFinal(b, in, n, b, out)).append('|');
                }
            } catch (Exception e) {
                seen.append(e.getClass().getSimpleName()).append('|');
            }
            return seen.append(HexFormat.of().formatHex(b)).toString();
        }
    }
}
