package dev.lanecrypt.des;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanecrypt.cipher.Block64;
import dev.lanecrypt.cipher.WarmedInterim;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A DES or Triple-DES engine on the interim design of long runs gives the scalar engine's bytes while the design moves
 * between its calls through every kernel this JVM runs (as the calibration's warm-ups offer them), in both directions,
 * on longs and on bytes, with and without the xor of CBC decryption.
 */
class InterimMovesTest {

    @Test
    void everyMoveKeepsTheBytes() {
        List<DesKernel> kernels = DesEngines.kernels();
        assertTrue(kernels.size() >= 2, "scalar and bitslice64 at least");
        Random rnd = new Random(20261206);
        for (long[] keys : new long[][] {{0x133457799BBCDFF1L}, {0x0123456789ABCDEFL, 0x23456789ABCDEF01L, 0x456789ABCDEF0123L}}) {
            Block64 scalar = ScalarDesKernel.INSTANCE.engine(keys, true);
            WarmedInterim<DesKernel> interim = new WarmedInterim<>(DesEngines.BITSLICE64);
            Block64 e = interim.engine(k -> k.engine(keys, true));
            double offered = 1e6;
            for (DesKernel k : kernels) {
                interim.offer(k, offered /= 2);                // each kernel faster than the last: a move before each call
                int blocks = 64 + rnd.nextInt(600);
                long[] in = rnd.longs(blocks).toArray();
                long[] got = in.clone();
                long[] want = in.clone();
                e.encryptBlocks(got, 0, blocks);
                scalar.encryptBlocks(want, 0, blocks);
                assertArrayEquals(want, got, k.name() + " encryptBlocks");
                e.decryptBlocks(got, 0, blocks);
                assertArrayEquals(in, got, k.name() + " decryptBlocks");

                byte[] src = new byte[8 * blocks];
                rnd.nextBytes(src);
                byte[] xor = new byte[8 * blocks];
                rnd.nextBytes(xor);
                byte[] out = new byte[8 * blocks];
                byte[] ref = new byte[8 * blocks];
                if (e.decryptBytes(src, 0, out, 0, blocks, xor, 0)) {
                    long[] w = new long[blocks];
                    for (int i = 0; i < blocks; i++) {
                        w[i] = bigEndian(src, 8 * i);
                    }
                    scalar.decryptBlocks(w, 0, blocks);
                    for (int i = 0; i < blocks; i++) {
                        long v = w[i] ^ bigEndian(xor, 8 * i);
                        for (int b = 0; b < 8; b++) {
                            ref[8 * i + b] = (byte) (v >>> (56 - 8 * b));
                        }
                    }
                    assertArrayEquals(ref, out, k.name() + " decryptBytes with xor");
                }
            }
        }
    }

    private static long bigEndian(byte[] a, int at) {
        long v = 0;
        for (int b = 0; b < 8; b++) {
            v = v << 8 | (a[at + b] & 0xFF);
        }
        return v;
    }
}
