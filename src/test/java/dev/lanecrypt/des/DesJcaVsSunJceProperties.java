package dev.lanecrypt.des;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lanecrypt.provider.LaneCryptProvider;
import java.io.ByteArrayOutputStream;
import java.security.Provider;
import java.security.Security;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import net.jqwik.api.ForAll;
import net.jqwik.api.From;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.constraints.IntRange;

/**
 * The LaneCrypt DES and DESede ciphers against SunJCE's, for every mode and padding: same bytes from
 * every {@code update} when the input comes in random odd-sized pieces, same final bytes, both ways.
 */
class DesJcaVsSunJceProperties {

    private static final Provider LANE = new LaneCryptProvider();
    private static final Provider SUN = Security.getProvider("SunJCE");

    @Provide
    Arbitrary<String> transformation() {
        List<String> t = new ArrayList<>();
        for (String alg : List.of("DES", "DESede")) {
            for (String mode : List.of("ECB", "CBC", "CFB", "OFB", "CTR")) {
                t.add(alg + "/" + mode + "/NoPadding");
                if (!mode.equals("CTR")) {
                    t.add(alg + "/" + mode + "/PKCS5Padding");
                }
            }
        }
        return Arbitraries.of(t);
    }

    @Property(tries = 300)
    void sameBytesAsSunJce(@ForAll("transformation") String transformation,
            @ForAll @IntRange(min = 0, max = 700) int length, @ForAll long seed) throws Exception {
        Random r = new Random(seed);
        String alg = transformation.substring(0, transformation.indexOf('/'));
        byte[] key = new byte[alg.equals("DES") ? 8 : 24];
        r.nextBytes(key);
        byte[] iv = new byte[8];
        r.nextBytes(iv);
        boolean ecb = transformation.contains("/ECB/");
        boolean whole = transformation.endsWith("NoPadding") && (ecb || transformation.contains("/CBC/"));
        int len = whole ? length / 8 * 8 : length;
        byte[] plain = new byte[len];
        r.nextBytes(plain);
        int[] pieces = pieces(r, len);

        byte[] ct = run(SUN, transformation, Cipher.ENCRYPT_MODE, key, ecb ? null : iv, plain, pieces, null);
        run(LANE, transformation, Cipher.ENCRYPT_MODE, key, ecb ? null : iv, plain, pieces, ct);
        int[] ctPieces = pieces(r, ct.length);
        byte[] back = run(SUN, transformation, Cipher.DECRYPT_MODE, key, ecb ? null : iv, ct, ctPieces, null);
        run(LANE, transformation, Cipher.DECRYPT_MODE, key, ecb ? null : iv, ct, ctPieces, back);
        assertArrayEquals(plain, back);
    }

    private static int[] pieces(Random r, int len) {
        List<Integer> p = new ArrayList<>();
        int left = len;
        while (left > 0 && p.size() < 12) {
            int n = Math.min(left, r.nextInt(3) == 0 ? r.nextInt(40) : r.nextInt(300));
            p.add(n);
            left -= n;
        }
        p.add(left);   // the rest goes to doFinal
        return p.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * Runs the pieces through update and the last through doFinal; when {@code expect} is given, checks
     * every call's output against the reference run, recorded in {@link #trace}.
     */
    private static byte[] run(Provider p, String t, int opmode, byte[] key, byte[] iv, byte[] in, int[] pieces,
            byte[] expect) throws Exception {
        Cipher c = Cipher.getInstance(t, p);
        String alg = t.substring(0, t.indexOf('/'));
        if (iv == null) {
            c.init(opmode, new SecretKeySpec(key, alg));
        } else {
            c.init(opmode, new SecretKeySpec(key, alg), new IvParameterSpec(iv));
        }
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        List<Integer> sizes = new ArrayList<>();
        int at = 0;
        for (int i = 0; i < pieces.length - 1; i++) {
            byte[] o = c.update(in, at, pieces[i]);
            sizes.add(o == null ? 0 : o.length);
            if (o != null) {
                all.write(o);
            }
            at += pieces[i];
        }
        byte[] last = c.doFinal(in, at, pieces[pieces.length - 1]);
        sizes.add(last.length);
        all.write(last);
        byte[] out = all.toByteArray();
        if (expect == null) {
            trace = sizes;
        } else {
            assertEquals(trace, sizes, "bytes returned by each call");
            assertArrayEquals(expect, out);
        }
        return out;
    }

    private static List<Integer> trace;
}
