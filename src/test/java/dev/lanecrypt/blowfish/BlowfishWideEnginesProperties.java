package dev.lanecrypt.blowfish;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import dev.lanecrypt.cipher.Block64;
import dev.lanecrypt.select.Candidate;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * The batched Blowfish engines on calls long enough for their widest passes: the byte-permute engine
 * works on 4 groups of 64 blocks (256 per pass) and pads a tail of 10 or more blocks into a pass of whole
 * groups, so counts from 1 to past two passes, at offsets, reach every path (full passes, a padded tail of
 * one to four groups, the scalar remainder). And S-boxes made of the values that push the byte-sliced
 * additions' carries to their ends ({@code 0xFFFFFFFF + 1}, carries stopping at each byte, the top bit):
 * random keys almost never put such words side by side. Every engine bit-identical to the scalar one.
 */
class BlowfishWideEnginesProperties {

    /** Words whose sums carry through 0, 1, 2 or 3 bytes, or wrap, or stop at a byte of 0xFF. */
    private static final int[] EDGE_WORDS = {
        0, 1, 0xFF, 0x100, 0xFFFF, 0x10000, 0xFFFFFF, 0x1000000, 0xFFFFFFFF, 0x80000000, 0x7FFFFFFF,
        0xFF00FF00, 0x00FF00FF, 0xFFFFFF00, 0x000000FF, 0xFEFFFFFF, 0x01010101, 0x80808080,
    };

    @Provide
    Arbitrary<Candidate<BlowfishEngines.Factory>> batched() {
        return Arbitraries.of(BlowfishEngines.available().stream().filter(v -> !v.name().equals("scalar")).toList());
    }

    @Property(tries = 80)
    void longCallsEqualScalar(@ForAll("batched") Candidate<BlowfishEngines.Factory> variant,
                              @ForAll @IntRange(min = 1, max = 600) int count,
                              @ForAll @IntRange(min = 0, max = 3) int off,
                              @ForAll long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        byte[] key = new byte[1 + r.nextInt(56)];
        r.nextBytes(key);
        check(variant, BlowfishKey.expand(key), count, off, r);
    }

    @Property(tries = 60)
    void carryEdgeSBoxesEqualScalar(@ForAll("batched") Candidate<BlowfishEngines.Factory> variant,
                                    @ForAll @IntRange(min = 60, max = 300) int count,
                                    @ForAll long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        int[] table = new int[BlowfishKey.TABLE_WORDS];
        for (int i = 0; i < table.length; i++) {
            table[i] = r.nextInt(4) == 0 ? r.nextInt() : EDGE_WORDS[r.nextInt(EDGE_WORDS.length)];
        }
        check(variant, BlowfishKey.ofTable(table), count, 1, r);
    }

    private static void check(Candidate<BlowfishEngines.Factory> variant, BlowfishKey k, int count, int off,
            SplittableRandom r) {
        Block64 scalar = BlowfishEngines.named("scalar").engine(k);
        Block64 engine = variant.impl().engine(k);
        long[] blocks = r.longs(off + count + 2).toArray();
        long[] expected = blocks.clone();
        for (int i = off; i < off + count; i++) {
            expected[i] = scalar.encrypt(expected[i]);
        }
        long[] got = blocks.clone();
        engine.encryptBlocks(got, off, count);
        assertArrayEquals(expected, got, variant.name() + ", " + count + " blocks");
        engine.decryptBlocks(got, off, count);
        assertArrayEquals(blocks, got, variant.name() + " decrypt, " + count + " blocks");
    }
}
