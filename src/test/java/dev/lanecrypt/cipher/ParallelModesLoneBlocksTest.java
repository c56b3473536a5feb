package dev.lanecrypt.cipher;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * ECB, CBC decryption and CTR send every block through the engine's bulk methods, also their lone blocks (the first
 * of a CBC-decrypt call, the padded decryption's look-ahead, CTR's last part block): for DES the single-block methods
 * are the serial modes' table-driven engine, the bulk ones constant time. The engine here counts its calls.
 */
class ParallelModesLoneBlocksTest {

    private static final long K = 0x0123456789ABCDEFL;

    /** x xor K both ways, counting single-block calls apart from bulk ones. */
    private static final class Counting implements Block64 {
        int singles;
        int bulk;

        @Override
        public long encrypt(long block) {
            singles++;
            return block ^ K;
        }

        @Override
        public long decrypt(long block) {
            singles++;
            return block ^ K;
        }

        @Override
        public void encryptBlocks(long[] blocks, int off, int count) {
            bulk++;
            for (int i = off; i < off + count; i++) {
                blocks[i] ^= K;
            }
        }

        @Override
        public void decryptBlocks(long[] blocks, int off, int count) {
            encryptBlocks(blocks, off, count);
        }

        @Override
        public boolean decryptBytes(byte[] in, int inAt, byte[] out, int outAt, int count, byte[] xor, int xorAt) {
            bulk++;
            for (int i = 0; i < count; i++) {
                long b = Blocks.get(in, inAt + 8 * i) ^ K;
                Blocks.set(out, outAt + 8 * i, xor == null ? b : b ^ Blocks.get(xor, xorAt + 8 * i));
            }
            return true;
        }
    }

    private static byte[] run(Block64 e, Mode mode, Padding padding, boolean encrypt, byte[] in) throws Exception {
        BlockModeCipher c = new BlockModeCipher(e, mode, padding, encrypt, 0x1122334455667788L);
        byte[] out = new byte[(int) c.finalOutputSize(in.length)];
        int n = c.doFinal(in, 0, in.length, out, 0);
        return Arrays.copyOf(out, n);
    }

    @Test
    void noSingleBlockCallsInEcbCbcDecryptionOrCtr() throws Exception {
        byte[] plain = new byte[21];
        Arrays.fill(plain, (byte) 7);
        for (Mode mode : new Mode[] {Mode.ECB, Mode.CBC}) {
            byte[] cipher = run(new Counting(), mode, Padding.PKCS5, true, plain);
            Counting e = new Counting();
            assertArrayEquals(plain, run(e, mode, Padding.PKCS5, false, cipher), mode.toString());
            assertEquals(0, e.singles, mode + " decryption, with its look-ahead");
            assertTrue(e.bulk > 0);
        }
        Counting e = new Counting();
        byte[] ctr = run(e, Mode.CTR, Padding.NONE, true, plain);
        assertEquals(0, e.singles, "CTR's last part block");
        assertArrayEquals(plain, run(new Counting(), Mode.CTR, Padding.NONE, false, ctr));
        Counting serial = new Counting();
        run(serial, Mode.CBC, Padding.PKCS5, true, plain);
        assertEquals(3, serial.singles, "CBC encryption chains single blocks (the serial modes)");
    }
}
