package dev.lanecrypt.batch;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.lanecrypt.cipher.CipherFamily;
import dev.lanecrypt.cipher.Mode;
import dev.lanecrypt.cipher.Padding;
import dev.lanecrypt.des.DesFamily;
import dev.lanecrypt.des.DesedeFamily;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.ByteBuffer;
import java.security.GeneralSecurityException;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javax.crypto.BadPaddingException;
import javax.crypto.Cipher;
import javax.crypto.IllegalBlockSizeException;
import javax.crypto.ShortBufferException;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * The batch API against SunJCE run message by message: every mode, both paddings, DES and DESede, batch
 * sizes 0..300 (past the lane width of every engine), lengths on both sides of the short-message cutoff
 * (side by side below 16 KiB, an engine each above), messages in byte[], heap and direct ByteBuffers and
 * off-heap segments, on the caller's thread and on an executor.
 */
class BatchCipherProperties {

    private static final ExecutorService POOL = Executors.newFixedThreadPool(3);

    @Property(tries = 60)
    void sameAsSunJceMessageByMessage(@ForAll @IntRange(min = 0, max = 9) int modeAndPadding,
            @ForAll boolean triple, @ForAll boolean encrypt, @ForAll @IntRange(min = 0, max = 300) int count,
            @ForAll boolean useExecutor, @ForAll long seed) throws Exception {
        Mode mode = Mode.values()[modeAndPadding % 5];
        Padding padding = modeAndPadding >= 5 && mode != Mode.CTR ? Padding.PKCS5 : Padding.NONE;
        CipherFamily family = triple ? DesedeFamily.INSTANCE : DesFamily.INSTANCE;
        String t = family.name() + "/" + mode + "/" + (padding == Padding.PKCS5 ? "PKCS5Padding" : "NoPadding");
        Random r = new Random(seed);
        BatchCipher batch = encrypt ? BatchCipher.encryptor(family, mode, padding)
                : BatchCipher.decryptor(family, mode, padding);
        List<BatchMessage> messages = new ArrayList<>();
        List<byte[]> expected = new ArrayList<>();
        try (Arena arena = Arena.ofShared()) {
            for (int i = 0; i < count; i++) {
                byte[] key = new byte[triple ? 24 : 8];
                r.nextBytes(key);
                byte[] iv = mode.hasIv() ? new byte[8] : null;
                if (iv != null) {
                    r.nextBytes(iv);
                }
                // mostly short; some past DES_BATCH_LANES_BELOW_BLOCKS (16 KiB), which run with an engine each
                int len = r.nextInt(4) == 0 ? r.nextInt(9) : r.nextInt(20) == 0 ? r.nextInt(2400)
                        : r.nextInt(60) == 0 ? 16376 + r.nextInt(600) : r.nextInt(600);
                boolean whole = (padding == Padding.NONE && !mode.allowsPartialFinal());
                if (whole) {
                    len -= len % 8;
                }
                byte[] plain = new byte[len];
                r.nextBytes(plain);
                byte[] input = plain;
                if (!encrypt) {
                    input = sun(t, Cipher.ENCRYPT_MODE, key, iv, plain);
                }
                expected.add(sun(t, encrypt ? Cipher.ENCRYPT_MODE : Cipher.DECRYPT_MODE, key, iv, input));
                int outLen = (int) batch.outputSize(input.length);
                BatchMessage m = switch (i % 3) {
                    case 0 -> BatchMessage.of(key, iv, input, new byte[outLen]);
                    case 1 -> BatchMessage.of(key, iv, ByteBuffer.wrap(input),
                            ByteBuffer.allocateDirect(outLen));
                    default -> new BatchMessage(key, iv, arena.allocate(Math.max(1, input.length)).asSlice(0, input.length)
                            .copyFrom(MemorySegment.ofArray(input)), arena.allocate(Math.max(1, outLen)).asSlice(0, outLen));
                };
                messages.add(m);
            }
            long[] lengths = batch.run(messages, useExecutor ? POOL : null);
            for (int i = 0; i < count; i++) {
                byte[] want = expected.get(i);
                assertEquals(want.length, lengths[i], "length of message " + i);
                byte[] got = messages.get(i).output().asSlice(0, lengths[i]).toArray(java.lang.foreign.ValueLayout.JAVA_BYTE);
                assertArrayEquals(want, got, "message " + i + " of " + count + " " + t);
            }
        }
    }

    private static byte[] sun(String t, int opmode, byte[] key, byte[] iv, byte[] in) throws Exception {
        Cipher c = Cipher.getInstance(t, "SunJCE");
        SecretKeySpec k = new SecretKeySpec(key, t.substring(0, t.indexOf('/')));
        if (iv == null) {
            c.init(opmode, k);
        } else {
            c.init(opmode, k, new IvParameterSpec(iv));
        }
        return c.doFinal(in);
    }

    @Test
    void badInputIsRefusedWithTheMessageIndex() {
        BatchCipher enc = BatchCipher.encryptor(DesFamily.INSTANCE, Mode.CBC, Padding.NONE);
        byte[] iv = new byte[8];
        List<BatchMessage> shortKey = List.of(BatchMessage.of(new byte[8], iv, new byte[8], new byte[8]),
                BatchMessage.of(new byte[7], iv, new byte[8], new byte[8]));
        InvalidKeyException k = assertThrows(InvalidKeyException.class, () -> enc.run(shortKey));
        assertEquals(true, k.getMessage().startsWith("message 1: "), k.getMessage());
        assertThrows(IllegalBlockSizeException.class,
                () -> enc.run(List.of(BatchMessage.of(new byte[8], iv, new byte[9], new byte[16]))));
        BatchCipher dec = BatchCipher.decryptor(DesFamily.INSTANCE, Mode.ECB, Padding.PKCS5);
        byte[] zeros = new byte[16];
        assertThrows(BadPaddingException.class,
                () -> dec.run(List.of(BatchMessage.of(new byte[8], null, zeros, new byte[16]))));
    }

    @Test
    void oneMessageIsCheckedAsRunChecksIt() throws GeneralSecurityException {
        BatchCipher enc = BatchCipher.encryptor(DesFamily.INSTANCE, Mode.CBC, Padding.NONE);
        byte[] iv = new byte[8];
        enc.check(BatchMessage.of(new byte[8], iv, new byte[16], new byte[16]));
        InvalidKeyException k = assertThrows(InvalidKeyException.class,
                () -> enc.check(BatchMessage.of(new byte[7], iv, new byte[8], new byte[8])));
        assertEquals(false, k.getMessage().startsWith("message"), k.getMessage());
        assertThrows(InvalidAlgorithmParameterException.class,
                () -> enc.check(BatchMessage.of(new byte[8], null, new byte[8], new byte[8])));
        assertThrows(IllegalBlockSizeException.class,
                () -> enc.check(BatchMessage.of(new byte[8], iv, new byte[9], new byte[16])));
        assertThrows(ShortBufferException.class,
                () -> enc.check(BatchMessage.of(new byte[8], iv, new byte[16], new byte[8])));
    }
}
