package dev.lanecrypt.blowfish;

import dev.lanecrypt.cipher.Block64;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanecrypt.select.Candidate;
import dev.lanecrypt.select.KernelChoiceException;
import dev.lanecrypt.select.Selection;
import dev.lanecrypt.select.Selector;
import java.nio.ByteBuffer;
import java.util.List;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

/**
 * Every batched Blowfish engine (interleaved 2/4/8, gathers 256/512) is bit-identical to the scalar one
 * for random keys of every length, random blocks, batch sizes from 1 up past two widths (odd ones
 * included, so the scalar tail runs too) and offsets inside a larger array; the scalar engine agrees
 * with SunJCE.
 */
class BlowfishEnginesProperties {

    @Provide
    Arbitrary<Candidate<BlowfishEngines.Factory>> batched() {
        return Arbitraries.of(BlowfishEngines.available().stream().filter(v -> !v.name().equals("scalar")).toList());
    }

    @Property(tries = 120)
    void batchedEqualsScalar(@ForAll("batched") Candidate<BlowfishEngines.Factory> variant,
                             @ForAll @Size(min = 1, max = 56) byte[] key,
                             @ForAll @IntRange(min = 1, max = 40) int count,
                             @ForAll @IntRange(min = 0, max = 3) int off,
                             @ForAll long seed) {
        BlowfishKey k = BlowfishKey.expand(key);
        Block64 scalar = BlowfishEngines.named("scalar").engine(k);
        Block64 engine = variant.impl().engine(k);
        long[] blocks = new java.util.SplittableRandom(seed).longs(off + count + 2).toArray();
        long[] expected = blocks.clone();
        for (int i = off; i < off + count; i++) {
            expected[i] = scalar.encrypt(expected[i]);
        }
        long[] got = blocks.clone();
        engine.encryptBlocks(got, off, count);
        assertArrayEquals(expected, got, variant.name());
        engine.decryptBlocks(got, off, count);
        assertArrayEquals(blocks, got, variant.name() + " decrypt");
    }

    /** The multi-key engine's one-block-per-key calls (its serial modes are checked through the batch API). */
    @Property(tries = 30)
    void multiKeyEachEqualsScalarPerKey(@ForAll @IntRange(min = 1, max = 9) int count, @ForAll long seed) {
        java.util.Random r = new java.util.Random(seed);
        BlowfishKey[] keys = new BlowfishKey[count];
        long[] blocks = new long[count];
        for (int i = 0; i < count; i++) {
            byte[] k = new byte[1 + r.nextInt(56)];
            r.nextBytes(k);
            keys[i] = BlowfishKey.expand(k);
            blocks[i] = r.nextLong();
        }
        dev.lanecrypt.blowfish.BlowfishMultiKey m = new dev.lanecrypt.blowfish.BlowfishMultiKey(keys);
        long[] got = blocks.clone();
        m.encryptEach(got, count);
        for (int i = 0; i < count; i++) {
            assertEquals(new dev.lanecrypt.blowfish.BlowfishScalar(keys[i]).encrypt(blocks[i]), got[i], "key " + i);
        }
        m.decryptEach(got, count);
        assertArrayEquals(blocks, got);
    }

    @Property(tries = 40)
    void scalarAgreesWithSunJce(@ForAll @Size(min = 4, max = 56) byte[] key,
                                @ForAll @Size(max = 5) List<Long> blocks) throws Exception {
        Cipher jce = Cipher.getInstance("Blowfish/ECB/NoPadding", "SunJCE");
        jce.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "Blowfish"));
        ByteBuffer in = ByteBuffer.allocate(8 * blocks.size());
        blocks.forEach(in::putLong);
        ByteBuffer out = ByteBuffer.wrap(jce.doFinal(in.array()));
        Block64 e = BlowfishEngines.named("scalar").engine(BlowfishKey.expand(key));
        for (long b : blocks) {
            assertEquals(out.getLong(), e.encrypt(b));
        }
    }

    @Test
    void everyVariantIsAvailableWithTheVectorModule() {
        assertEquals(BlowfishEngines.NAMES, BlowfishEngines.available().stream().map(Candidate::name).toList());
    }

    @Test
    void anUnknownVariantIsAClearError() {
        KernelChoiceException e = assertThrows(KernelChoiceException.class, () -> BlowfishEngines.named("gather1024"));
        assertTrue(e.getMessage().contains("expected one of"), e.getMessage());
    }

    @Test
    void theChoiceIsMadePerSizeClassAmongTheTimedDesigns() {
        Selection<BlowfishEngines.Factory> s = Selector.current(BlowfishEngines.OPERATION);
        assertEquals(2, s.choices().size());
        for (var c : s.choices()) {
            assertTrue(c.chosen().available() && c.chosen().quick(), c.toString());
            assertTrue(BlowfishEngines.NAMES.contains(c.chosen().name()), c.toString());
        }
        // whatever was chosen encrypts like the scalar engine, in both size classes
        BlowfishKey k = BlowfishKey.expand(new byte[] {1, 2, 3});
        long[] blocks = new java.util.SplittableRandom(5).longs(BlowfishEngines.LONG_RUN + 3).toArray();
        long[] expected = blocks.clone();
        Block64 scalar = BlowfishEngines.named("scalar").engine(k);
        for (int i = 0; i < expected.length; i++) {
            expected[i] = scalar.encrypt(expected[i]);
        }
        Block64 chosen = BlowfishEngines.engine(k);
        chosen.encryptBlocks(blocks, 0, 3);
        chosen.encryptBlocks(blocks, 3, blocks.length - 3);
        assertArrayEquals(expected, blocks);
    }
}
