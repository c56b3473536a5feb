package dev.lanecrypt.provider;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.security.Key;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Provider;
import java.security.Security;
import java.security.interfaces.RSAPublicKey;
import java.util.HexFormat;
import java.util.Random;
import javax.crypto.Cipher;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * Private-key encryption and public-key decryption against SunJCE on random inputs: PKCS#1 block type 1
 * of every message length is SunJCE's bytes and opens with the public key on both sides, raw blocks below
 * the modulus likewise, and a random block (almost never a valid type-1 block, sometimes one on purpose)
 * ends the same way on both providers when opened with the public key.
 */
class RsaCipherDirectionsProperties {

    private static final Provider LANE = new LaneCryptProvider();
    private static final Provider SUN = Security.getProvider("SunJCE");
    private static KeyPair pair;

    @BeforeContainer
    static void key() throws Exception {
        KeyPairGenerator g = KeyPairGenerator.getInstance("RSA", "SunRsaSign");
        g.initialize(1024);
        pair = g.generateKeyPair();
    }

    private static byte[] run(Provider p, String t, int mode, Key key, byte[] in) throws Exception {
        Cipher c = Cipher.getInstance(t, p);
        c.init(mode, key);
        return c.doFinal(in);
    }

    private static String outcome(Provider p, String t, int mode, Key key, byte[] in) {
        try {
            return HexFormat.of().formatHex(run(p, t, mode, key, in));
        } catch (Exception e) {
            return e.getClass().getSimpleName();
        }
    }

    @Property(tries = 15)
    void privateEncryptionIsSunJcesAndOpensBothWays(@ForAll @IntRange(min = 0, max = 117) int len, @ForAll long seed)
            throws Exception {
        Random r = new Random(seed);
        byte[] msg = new byte[len];
        r.nextBytes(msg);
        String t = "RSA/ECB/PKCS1Padding";
        byte[] ours = run(LANE, t, Cipher.ENCRYPT_MODE, pair.getPrivate(), msg);
        assertArrayEquals(run(SUN, t, Cipher.ENCRYPT_MODE, pair.getPrivate(), msg), ours);
        assertArrayEquals(msg, run(LANE, t, Cipher.DECRYPT_MODE, pair.getPublic(), ours));
        assertArrayEquals(msg, run(SUN, t, Cipher.DECRYPT_MODE, pair.getPublic(), ours));

        BigInteger n = ((RSAPublicKey) pair.getPublic()).getModulus();
        byte[] block = toK(new BigInteger(n.bitLength(), r).mod(n), 128);
        byte[] raw = run(LANE, "RSA/ECB/NoPadding", Cipher.ENCRYPT_MODE, pair.getPrivate(), block);
        assertArrayEquals(run(SUN, "RSA/ECB/NoPadding", Cipher.ENCRYPT_MODE, pair.getPrivate(), block), raw);
        assertArrayEquals(block, run(LANE, "RSA/ECB/NoPadding", Cipher.DECRYPT_MODE, pair.getPublic(), raw));
    }

    @Property(tries = 15)
    void publicDecryptionOfAnyBlockEndsAsSunJces(@ForAll @IntRange(min = 0, max = 3) int kind, @ForAll long seed)
            throws Exception {
        Random r = new Random(seed);
        BigInteger n = ((RSAPublicKey) pair.getPublic()).getModulus();
        byte[] em = toK(new BigInteger(n.bitLength() - 1, r), 128);
        if (kind > 0) { // a type-1 frame with a defect at a random place, or none (kind 3)
            java.util.Arrays.fill(em, (byte) 0xFF);
            em[0] = 0;
            em[1] = 1;
            int sep = 2 + r.nextInt(126);
            em[sep] = 0;
            if (kind == 1) {
                em[2 + r.nextInt(126)] = (byte) r.nextInt(256);
            } else if (kind == 2) {
                em[1] = (byte) (2 + r.nextInt(254)); // another block type (em[0] stays 0: below the modulus)
            }
        }
        byte[] c = run(SUN, "RSA/ECB/NoPadding", Cipher.ENCRYPT_MODE, pair.getPrivate(), em);
        for (String t : new String[] {"RSA/ECB/PKCS1Padding", "RSA/ECB/NoPadding"}) {
            assertEquals(outcome(SUN, t, Cipher.DECRYPT_MODE, pair.getPublic(), c),
                    outcome(LANE, t, Cipher.DECRYPT_MODE, pair.getPublic(), c), t);
        }
    }

    private static byte[] toK(BigInteger x, int k) {
        byte[] b = x.toByteArray();
        byte[] out = new byte[k];
        int n = Math.min(b.length, k);
        System.arraycopy(b, b.length - n, out, k - n, n);
        return out;
    }
}
