package dev.lanecrypt.blowfish;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import dev.lanecrypt.batch.BatchCipher;
import dev.lanecrypt.batch.BatchMessage;
import dev.lanecrypt.cipher.Mode;
import dev.lanecrypt.cipher.Padding;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The batch API with Blowfish and a key per message (batched key setup in every mode, sixty-four keys at
 * a time in the bulk ones; four keys in flight in the serial ones) against
 * SunJCE run message by message: every mode, both paddings, key lengths 1..56, batch sizes 0..70.
 */
class BlowfishBatchProperties {

    @Property(tries = 40)
    void perMessageKeysAsSunJceOneByOne(@ForAll @IntRange(min = 0, max = 9) int modeAndPadding,
                                        @ForAll boolean encrypt, @ForAll @IntRange(min = 0, max = 70) int count,
                                        @ForAll long seed) throws Exception {
        Mode mode = Mode.values()[modeAndPadding % 5];
        Padding padding = modeAndPadding >= 5 && mode != Mode.CTR ? Padding.PKCS5 : Padding.NONE;
        check(mode, padding, encrypt, count, 100, seed);
    }

    /**
     * Messages longer than the serial modes' chunk of 128 steps, of different lengths, so that chunks end
     * where the shortest running stream ends and where a chunk is full (CBC encryption runs Blowfish's
     * four-stream kernel, with one to three streams left over one by one).
     */
    @Property(tries = 12)
    void longMessagesAcrossSerialChunks(@ForAll @IntRange(min = 0, max = 5) int modeAndPadding,
                                        @ForAll boolean encrypt, @ForAll @IntRange(min = 1, max = 11) int count,
                                        @ForAll long seed) throws Exception {
        Mode mode = new Mode[] {Mode.CBC, Mode.CFB, Mode.OFB}[modeAndPadding % 3];
        Padding padding = modeAndPadding >= 3 ? Padding.PKCS5 : Padding.NONE;
        check(mode, padding, encrypt, count, 2600, seed);
    }

    private static void check(Mode mode, Padding padding, boolean encrypt, int count, int maxLen, long seed)
            throws Exception {
        String t = "Blowfish/" + mode + "/" + (padding == Padding.PKCS5 ? "PKCS5Padding" : "NoPadding");
        Random r = new Random(seed);
        BatchCipher batch = encrypt ? BatchCipher.encryptor(BlowfishFamily.INSTANCE, mode, padding)
                : BatchCipher.decryptor(BlowfishFamily.INSTANCE, mode, padding);
        List<BatchMessage> messages = new ArrayList<>();
        List<byte[]> expected = new ArrayList<>();
        List<byte[]> outputs = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            byte[] key = new byte[1 + r.nextInt(56)];
            r.nextBytes(key);
            byte[] iv = mode.hasIv() ? new byte[8] : null;
            if (iv != null) {
                r.nextBytes(iv);
            }
            Cipher sun = Cipher.getInstance(t, "SunJCE");
            SecretKeySpec k = new SecretKeySpec(key, "Blowfish");
            int len = r.nextInt(maxLen);
            byte[] in;
            if (encrypt) {
                in = new byte[padding == Padding.NONE && !mode.allowsPartialFinal() ? len / 8 * 8 : len];
                r.nextBytes(in);
                sun.init(Cipher.ENCRYPT_MODE, k, iv == null ? null : new IvParameterSpec(iv));
                expected.add(sun.doFinal(in));
            } else {
                byte[] plain = new byte[padding == Padding.NONE && !mode.allowsPartialFinal() ? len / 8 * 8 : len];
                r.nextBytes(plain);
                sun.init(Cipher.ENCRYPT_MODE, k, iv == null ? null : new IvParameterSpec(iv));
                in = sun.doFinal(plain);
                expected.add(plain);
            }
            byte[] out = new byte[(int) batch.outputSize(in.length)];
            outputs.add(out);
            messages.add(BatchMessage.of(key, iv, in, out));
        }
        long[] lengths = batch.run(messages);
        for (int i = 0; i < count; i++) {
            assertArrayEquals(expected.get(i), java.util.Arrays.copyOf(outputs.get(i), (int) lengths[i]), t + " message " + i);
        }
    }
}
