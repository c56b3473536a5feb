package dev.lanecrypt.des;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanecrypt.cipher.Block64;
import dev.lanecrypt.cipher.Mode;
import dev.lanecrypt.cipher.MultiKeyBlock64;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * Every bit-sliced width (64 on plain longs; 128, 256 and 512 bits on vectors, 512 emulated on AVX2), of both
 * circuit designs on vectors (two-input gates, bitslice*; three-input gates, ternary*),
 * bit-identical to the table-driven scalar engine: DES, two- and three-key EDE, both directions, with and without IP/FP,
 * block counts around every pass size, and the multi-key engine with a different key per lane.
 */
class BitslicedDesProperties {

    private static List<DesKernel> bitsliced() {
        return DesEngines.kernels().stream().filter(k -> k != ScalarDesKernel.INSTANCE).toList();
    }

    @Test
    void allWidthsOfBothCircuitDesignsAreThere() {
        assertEquals(List.of("bitslice64", "bitslice128", "bitslice256", "bitslice512", "ternary128", "ternary256",
                "ternary512"), bitsliced().stream().map(DesKernel::name).toList());
    }

    /**
     * The transposition-only engines (what {@code lanecrypt timing} times as "transpose"): IP, no rounds, the
     * halves as the rounds leave them, FP; the same blocks from every width (the one-key passes of ternary512
     * with vpternlog read a key table placed by the rounds they run: none here).
     */
    @Test
    void transpositionOnlyIsTheSameAtEveryWidth() {
        long[] plain = new Random(7).longs(1100).toArray();
        long[] want = null;
        for (DesKernel k : bitsliced()) {
            long[] got = plain.clone();
            k.transpositionOnly().encryptBlocks(got, 0, got.length);
            if (want == null) {
                want = got;
                assertTrue(!java.util.Arrays.equals(want, plain), "the halves are exchanged");
            } else {
                assertArrayEquals(want, got, k.name());
            }
        }
    }

    @Provide
    Arbitrary<Integer> counts() {
        return Arbitraries.oneOf(Arbitraries.of(1, 2, 63, 64, 65, 127, 128, 129, 255, 256, 257, 511, 512, 513, 1024),
                Arbitraries.integers().between(1, 1100));
    }

    @Property(tries = 40)
    void sameAsScalar(@ForAll("counts") int count, @ForAll long seed) {
        Random r = new Random(seed);
        int stages = r.nextBoolean() ? 1 : 3;
        long[] keys = new long[stages];
        for (int i = 0; i < stages; i++) {
            keys[i] = r.nextLong();
        }
        if (stages == 3 && r.nextBoolean()) {
            keys[2] = keys[0];                                   // two-key EDE
        }
        boolean permute = stages == 3 || r.nextInt(4) != 0;
        long[] plain = r.longs(count).toArray();
        Block64 scalar = ScalarDesKernel.INSTANCE.engine(keys, permute);
        long[] want = plain.clone();
        for (int i = 0; i < count; i++) {
            want[i] = scalar.encrypt(want[i]);
        }
        for (DesKernel k : bitsliced()) {
            Block64 e = k.engine(keys, permute);
            long[] got = new long[count + 2];
            System.arraycopy(plain, 0, got, 1, count);
            e.encryptBlocks(got, 1, count);
            assertArrayEquals(want, java.util.Arrays.copyOfRange(got, 1, count + 1), k.name() + " encrypt");
            assertEquals(0, got[0] | got[count + 1], "outside the range");
            e.decryptBlocks(got, 1, count);
            assertArrayEquals(plain, java.util.Arrays.copyOfRange(got, 1, count + 1), k.name() + " decrypt");
        }
    }

    /**
     * The bulk methods on byte arrays ({@link Block64#encryptBytes}), which the vector engines run without copying
     * the blocks into longs: the scalar engine's blocks, big-endian, at any offsets, each xor-ed with the bytes of a
     * third array where one is given, in place and with the output earlier than the input in the same array, and
     * nothing written outside the output's range. Engines without them say so and write nothing.
     */
    @Property(tries = 40)
    void bytesSameAsScalar(@ForAll("counts") int count, @ForAll long seed) {
        Random r = new Random(seed);
        int stages = r.nextBoolean() ? 1 : 3;
        long[] keys = r.longs(stages).toArray();
        boolean permute = stages == 3 || r.nextInt(4) != 0;
        boolean encrypt = r.nextBoolean();
        Block64 scalar = ScalarDesKernel.INSTANCE.engine(keys, permute);
        byte[] plain = new byte[8 * count];
        r.nextBytes(plain);
        byte[] xor = r.nextBoolean() ? null : new byte[8 * count + 5];
        if (xor != null) {
            r.nextBytes(xor);
        }
        int xorAt = xor == null ? 0 : r.nextInt(6);
        byte[] want = new byte[8 * count];
        for (int i = 0; i < count; i++) {
            long b = dev.lanecrypt.cipher.Blocks.word(plain, 8 * i);
            long y = encrypt ? scalar.encrypt(b) : scalar.decrypt(b);
            if (xor != null) {
                y ^= dev.lanecrypt.cipher.Blocks.word(xor, xorAt + 8 * i);
            }
            System.arraycopy(dev.lanecrypt.cipher.Blocks.bytes(y), 0, want, 8 * i, 8);
        }
        int lead = r.nextInt(13);
        int shift = r.nextInt(3) == 0 ? 0 : 1 + r.nextInt(20);    // the output that many bytes before the input
        for (DesKernel k : bitsliced()) {
            Block64 e = k.engine(keys, permute);
            // separate arrays
            byte[] in = new byte[lead + 8 * count + 3];
            System.arraycopy(plain, 0, in, lead, 8 * count);
            byte[] out = new byte[lead + 8 * count + 7];
            java.util.Arrays.fill(out, (byte) 0x5A);
            boolean done = encrypt ? e.encryptBytes(in, lead, out, lead + 2, count, xor, xorAt)
                    : e.decryptBytes(in, lead, out, lead + 2, count, xor, xorAt);
            boolean vector = !k.name().equals("bitslice64");
            assertEquals(vector, done, k.name() + " works on bytes");
            if (!done) {
                byte[] untouched = new byte[out.length];
                java.util.Arrays.fill(untouched, (byte) 0x5A);
                assertArrayEquals(untouched, out, k.name() + " wrote nothing");
                continue;
            }
            assertArrayEquals(want, java.util.Arrays.copyOfRange(out, lead + 2, lead + 2 + 8 * count), k.name());
            byte[] before = out.clone();
            org.junit.jupiter.api.Assertions.assertThrows(IndexOutOfBoundsException.class,
                    () -> e.encryptBytes(in, in.length - 8 * count + 1, out, 0, count, null, 0), k.name());
            org.junit.jupiter.api.Assertions.assertThrows(IndexOutOfBoundsException.class,
                    () -> e.decryptBytes(in, 0, out, 0, count, new byte[8 * count - 1], 0), k.name());
            assertArrayEquals(before, out, k.name() + " wrote nothing before refusing a range");
            for (int i = 0; i < out.length; i++) {
                if (i < lead + 2 || i >= lead + 2 + 8 * count) {
                    assertEquals((byte) 0x5A, out[i], k.name() + " wrote outside the range at " + i);
                }
            }
            // one array, the output at the input or before it
            byte[] buf = new byte[shift + lead + 8 * count];
            System.arraycopy(plain, 0, buf, shift + lead, 8 * count);
            if (encrypt) {
                e.encryptBytes(buf, shift + lead, buf, lead, count, xor, xorAt);
            } else {
                e.decryptBytes(buf, shift + lead, buf, lead, count, xor, xorAt);
            }
            assertArrayEquals(want, java.util.Arrays.copyOfRange(buf, lead, lead + 8 * count), k.name() + " shifted " + shift);
        }
    }

    /**
     * ECB and CBC decryption through {@link dev.lanecrypt.cipher.BlockModeCipher} on each bit-sliced engine, whose
     * byte methods it calls between arrays, against the scalar engine, which it stages as longs: updates of any
     * length (bytes held between them), into a separate array, in place and shifted earlier in the same array.
     */
    @Property(tries = 30)
    void modesOnBytesSameAsStaged(@ForAll("counts") int count, @ForAll long seed) throws Exception {
        Random r = new Random(seed);
        long[] keys = r.longs(r.nextBoolean() ? 1 : 3).toArray();
        Mode mode = r.nextBoolean() ? Mode.ECB : Mode.CBC;
        boolean encrypt = mode == Mode.ECB && r.nextBoolean();
        long iv = r.nextLong();
        byte[] data = new byte[8 * count];
        r.nextBytes(data);
        int cut = r.nextInt(data.length + 1);
        int shift = r.nextInt(3) * 8 + r.nextInt(2);            // the output this many bytes before the input
        byte[] want = run(ScalarDesKernel.INSTANCE.engine(keys, true), mode, encrypt, iv, data, cut, -1);
        for (DesKernel k : bitsliced()) {
            Block64 e = k.engine(keys, true);
            assertArrayEquals(want, run(e, mode, encrypt, iv, data, cut, -1), k.name() + " " + mode);
            assertArrayEquals(want, run(e, mode, encrypt, iv, data, cut, shift), k.name() + " " + mode + " shift " + shift);
        }
    }

    /**
     * {@code data} through a stream of the mode in two updates (cut at {@code cut}) and a final call; into a
     * separate array when {@code shift < 0}, else in one array with the output {@code shift} bytes before the input.
     */
    private static byte[] run(Block64 e, Mode mode, boolean encrypt, long iv, byte[] data, int cut, int shift)
            throws Exception {
        var c = new dev.lanecrypt.cipher.BlockModeCipher(e, mode, dev.lanecrypt.cipher.Padding.NONE, encrypt, iv);
        int n = data.length;
        byte[] in = shift < 0 ? data.clone() : new byte[n + shift];
        byte[] out = shift < 0 ? new byte[n] : in;
        int inAt = shift < 0 ? 0 : shift;
        if (shift >= 0) {
            System.arraycopy(data, 0, in, shift, n);
        }
        int w = c.update(in, inAt, cut, out, 0);
        w += c.update(in, inAt + cut, 0, out, w);
        w += c.doFinal(in, inAt + cut, n - cut, out, w);
        assertEquals(n, w);
        return java.util.Arrays.copyOf(out, n);
    }

    @Property(tries = 25)
    void multiKeySameAsScalar(@ForAll("counts") int lanes, @ForAll long seed) {
        Random r = new Random(seed);
        int words = r.nextBoolean() ? 1 : 3;
        long[] keyWords = r.longs((long) lanes * words).toArray();
        long[] plain = r.longs(lanes).toArray();
        int active = 1 + r.nextInt(lanes);
        MultiKeyBlock64 ref = ScalarDesKernel.INSTANCE.multiKey(keyWords, words);
        long[] want = plain.clone();
        ref.encryptEach(want, active);
        for (DesKernel k : bitsliced()) {
            MultiKeyBlock64 m = k.multiKey(keyWords, words);
            assertEquals(lanes, m.keys());
            long[] got = plain.clone();
            m.encryptEach(got, active);
            assertArrayEquals(want, got, k.name());
            m.decryptEach(got, active);
            assertArrayEquals(plain, got, k.name() + " decrypt");
        }
        assertTrue(active <= lanes);
    }

    /**
     * The serial steps of the batch API (CBC and CFB encryption, OFB) through each kernel's multi-key
     * {@code chain}, against the scalar kernel's, which runs the interface's step-by-step default: one
     * pass or several per step, any number of steps, fewer streams than keys.
     */
    @Property(tries = 30)
    void chainSameAsScalar(@ForAll("counts") int lanes, @ForAll long seed) {
        Random r = new Random(seed);
        int words = r.nextBoolean() ? 1 : 3;
        long[] keyWords = r.longs((long) lanes * words).toArray();
        int active = 1 + r.nextInt(lanes);
        int steps = 1 + r.nextInt(r.nextBoolean() ? 4 : 40);
        Mode mode = List.of(Mode.CBC, Mode.CFB, Mode.OFB).get(r.nextInt(3));
        long[] data = r.longs((long) active * steps).toArray();
        long[] reg = r.longs(active).toArray();
        chainAgreesWithScalar(keyWords, words, mode, data, reg, active, steps, "");
    }

    /** Every bit-sliced kernel's {@code chain} gives the scalar kernel's outputs and chaining values. */
    private static void chainAgreesWithScalar(long[] keyWords, int words, Mode mode, long[] data, long[] reg,
            int streams, int steps, String shape) {
        long[] want = data.clone();
        long[] wantReg = reg.clone();
        ScalarDesKernel.INSTANCE.multiKey(keyWords, words).chain(mode, want, streams, steps, wantReg);
        for (DesKernel k : bitsliced()) {
            long[] got = data.clone();
            long[] gotReg = reg.clone();
            k.multiKey(keyWords, words).chain(mode, got, streams, steps, gotReg);
            assertArrayEquals(want, got, k.name() + " " + mode + shape + " output");
            assertArrayEquals(wantReg, gotReg, k.name() + " " + mode + shape + " chaining values");
        }
    }

    /**
     * The chain's edge shapes, every kernel: stream counts at each boundary of the longs per slice they fill
     * (1, 64 | 65, 128 | 129, 256 | 257, 512 | 513: the chaining kept in slices transposes 8, 4, 2 or 1 steps at
     * once, or runs pass by pass past a whole pass), step counts around those groups, each serial mode, DES
     * and Triple-DES keys; at 7 steps all-ones data and chaining values (every slice full).
     */
    @Test
    void chainEdgeShapesSameAsScalar() {
        Random r = new Random(19);
        for (int streams : new int[] {1, 64, 65, 128, 129, 256, 257, 512, 513}) {
            for (int words : new int[] {1, 3}) {
                long[] keyWords = r.longs((long) streams * words).toArray();
                for (Mode mode : List.of(Mode.CBC, Mode.CFB, Mode.OFB)) {
                    for (int steps : new int[] {1, 2, 7, 8, 9, 17}) {
                        long[] data = new long[streams * steps];
                        long[] reg = new long[streams];
                        if (steps != 7) {
                            data = r.longs(data.length).toArray();
                            reg = r.longs(streams).toArray();
                        } else {
                            java.util.Arrays.fill(data, -1L);
                            java.util.Arrays.fill(reg, -1L);
                        }
                        chainAgreesWithScalar(keyWords, words, mode, data, reg, streams, steps,
                                " " + streams + " streams " + steps + " steps " + words + " words");
                    }
                }
            }
        }
    }

    /**
     * The parallel directions (ECB either way, CBC and CFB decryption, CTR) through each kernel's multi-key
     * {@code parallel}, against the scalar kernel's (the step-by-step default), at the stream counts where the
     * steps per pass change (8, 4, 2, 1 at 512 bits) and step counts around them, DES and Triple-DES keys.
     */
    @Test
    void parallelEdgeShapesSameAsScalar() {
        Random r = new Random(20);
        for (int streams : new int[] {1, 63, 64, 65, 128, 129, 256, 257, 512, 513}) {
            for (int words : new int[] {1, 3}) {
                long[] keyWords = r.longs((long) streams * words).toArray();
                for (Mode mode : List.of(Mode.ECB, Mode.CBC, Mode.CFB, Mode.CTR)) {
                    for (boolean encrypt : new boolean[] {false, true}) {
                        if (encrypt && (mode == Mode.CBC || mode == Mode.CFB)) {
                            continue;                        // serial: chain
                        }
                        for (int steps : new int[] {1, 2, 7, 8, 9, 17}) {
                            long[] data = r.longs((long) streams * steps).toArray();
                            long[] reg = r.longs(streams).toArray();
                            long[] want = data.clone();
                            long[] wantReg = reg.clone();
                            ScalarDesKernel.INSTANCE.multiKey(keyWords, words).parallel(mode, encrypt, want, streams, steps, wantReg);
                            for (DesKernel k : bitsliced()) {
                                long[] got = data.clone();
                                long[] gotReg = reg.clone();
                                k.multiKey(keyWords, words).parallel(mode, encrypt, got, streams, steps, gotReg);
                                String at = k.name() + " " + mode + (encrypt ? " encrypt " : " decrypt ") + streams
                                        + " streams " + steps + " steps " + words + " words";
                                assertArrayEquals(want, got, at + " output");
                                assertArrayEquals(wantReg, gotReg, at + " chaining values");
                            }
                        }
                    }
                }
            }
        }
    }

    /**
     * The multi-key engine the batch API gets once the selection is known ({@code DesEngines.multiKey}): up to 64
     * keys it runs the serial directions on the 64-key class's kernel and the parallel ones on the long-call
     * class's, which differ on many machines (ternary128 and ternary512 on Zen 5). Both against the scalar kernel.
     */
    @Test
    void selectedMultiKeySameAsScalar() {
        dev.lanecrypt.select.Selector.current(DesEngines.DES);
        Random r = new Random(21);
        for (int streams : new int[] {64, 600}) {
            for (int words : new int[] {1, 3}) {
                long[] keyWords = r.longs((long) streams * words).toArray();
                int steps = 11;
                long[] data = r.longs((long) streams * steps).toArray();
                long[] reg = r.longs(streams).toArray();
                for (Mode mode : List.of(Mode.ECB, Mode.CBC, Mode.CTR)) {
                    long[] want = data.clone();
                    long[] wantReg = reg.clone();
                    ScalarDesKernel.INSTANCE.multiKey(keyWords, words).parallel(mode, false, want, streams, steps, wantReg);
                    long[] got = data.clone();
                    long[] gotReg = reg.clone();
                    DesEngines.multiKey(keyWords, words).parallel(mode, false, got, streams, steps, gotReg);
                    assertArrayEquals(want, got, mode + " decrypt, " + streams + " streams");
                    assertArrayEquals(wantReg, gotReg, mode + " decrypt, " + streams + " streams, chaining values");
                }
                long[] want = data.clone();
                long[] wantReg = reg.clone();
                ScalarDesKernel.INSTANCE.multiKey(keyWords, words).chain(Mode.CBC, want, streams, steps, wantReg);
                long[] got = data.clone();
                long[] gotReg = reg.clone();
                DesEngines.multiKey(keyWords, words).chain(Mode.CBC, got, streams, steps, gotReg);
                assertArrayEquals(want, got, "CBC encrypt, " + streams + " streams");
                assertArrayEquals(wantReg, gotReg, "CBC encrypt, " + streams + " streams, chaining values");
            }
        }
    }
}
