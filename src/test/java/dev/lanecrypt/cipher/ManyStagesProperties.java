package dev.lanecrypt.cipher;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import dev.lanecrypt.provider.LaneCryptProvider;
import java.io.ByteArrayOutputStream;
import java.security.Provider;
import java.util.Random;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * Inputs longer than one stage of {@link BlockModeCipher} ({@value BlockModeCipher#STAGE_BLOCKS} blocks),
 * so that the chaining crosses stage boundaries (CBC decryption keeps the last ciphertext block of a stage
 * for the next), through the JCA against SunJCE: DES, DESede and Blowfish, every mode but CTR's counter
 * wrap, both directions, in one call or in odd-sized updates, into a separate array or in place.
 */
class ManyStagesProperties {

    private static final Provider LANE = new LaneCryptProvider();

    @Property(tries = 24)
    void sameAsSunJceAcrossStages(@ForAll @IntRange(min = 0, max = 2) int cipher,
            @ForAll @IntRange(min = 0, max = 4) int modeIndex, @ForAll boolean encrypt,
            @ForAll boolean inPlace, @ForAll long seed) throws Exception {
        Random r = new Random(seed);
        String alg = new String[] {"DES", "DESede", "Blowfish"}[cipher];
        String mode = new String[] {"ECB", "CBC", "CFB", "OFB", "CTR"}[modeIndex];
        String t = alg + "/" + mode + "/NoPadding";
        byte[] key = new byte[alg.equals("DESede") ? 24 : alg.equals("DES") ? 8 : 16];
        r.nextBytes(key);
        byte[] iv = new byte[8];
        r.nextBytes(iv);
        int stage = 8 * BlockModeCipher.STAGE_BLOCKS;
        int len = 8 * ((stage + r.nextInt(3 * stage)) / 8);
        byte[] input = new byte[len];
        r.nextBytes(input);
        int op = encrypt ? Cipher.ENCRYPT_MODE : Cipher.DECRYPT_MODE;

        Cipher sun = Cipher.getInstance(t, "SunJCE");
        Cipher lane = Cipher.getInstance(t, LANE);
        SecretKeySpec k = new SecretKeySpec(key, alg);
        if (mode.equals("ECB")) {
            sun.init(op, k);
            lane.init(op, k);
        } else {
            sun.init(op, k, new IvParameterSpec(iv));
            lane.init(op, k, new IvParameterSpec(iv));
        }
        byte[] want = sun.doFinal(input);

        if (r.nextBoolean()) {
            byte[] buf = inPlace ? input.clone() : new byte[len];
            byte[] src = inPlace ? buf : input;
            int n = lane.doFinal(src, 0, len, buf, 0);
            assertArrayEquals(want, java.util.Arrays.copyOf(buf, n), t + " doFinal, length " + len);
        } else {
            ByteArrayOutputStream got = new ByteArrayOutputStream();
            int at = 0;
            while (at < len) {
                int piece = Math.min(len - at, 1 + r.nextInt(stage + stage / 2));
                byte[] o = lane.update(input, at, piece);
                if (o != null) {
                    got.write(o);
                }
                at += piece;
            }
            got.write(lane.doFinal());
            assertArrayEquals(want, got.toByteArray(), t + " in updates, length " + len);
        }
    }
}
