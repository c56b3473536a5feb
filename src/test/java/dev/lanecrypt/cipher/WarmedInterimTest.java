package dev.lanecrypt.cipher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The interim design of long runs follows the fastest warm-up offered so far, call by call, and an engine makes
 * each design's engine once per move.
 */
class WarmedInterimTest {

    /** Which design ran each bulk call, in order. */
    private final List<String> ran = new ArrayList<>();

    /** Engines made, by design, in order. */
    private final List<String> made = new ArrayList<>();

    /** An engine that records its design's name for each call (all four bulk methods) and adds 1 to each block. */
    private Block64 recording(String design) {
        made.add(design);
        return new Block64() {
            @Override
            public long encrypt(long block) {
                ran.add(design);
                return block + 1;
            }

            @Override
            public long decrypt(long block) {
                ran.add(design);
                return block - 1;
            }

            @Override
            public void encryptBlocks(long[] blocks, int off, int count) {
                ran.add(design);
                for (int i = off; i < off + count; i++) {
                    blocks[i]++;
                }
            }

            @Override
            public boolean encryptBytes(byte[] in, int inAt, byte[] out, int outAt, int count, byte[] xor, int xorAt) {
                ran.add(design);
                return design.equals("fast");
            }
        };
    }

    @Test
    void movesToTheFastestOfferedAtTheNextCall() {
        WarmedInterim<String> interim = new WarmedInterim<>("first");
        Block64 e = interim.engine(this::recording);
        long[] blocks = new long[4];
        e.encryptBlocks(blocks, 0, 4);
        interim.offer("medium", 20.0);
        e.encryptBlocks(blocks, 0, 4);
        e.encryptBlocks(blocks, 1, 2);
        interim.offer("fast", 5.0);
        interim.offer("medium", 6.0);                   // slower than the fastest offered: no move
        assertEquals("fast", interim.kernel());
        assertTrue(e.encryptBytes(new byte[8], 0, new byte[8], 0, 1, null, 0));
        assertEquals(3, e.encrypt(2));
        assertEquals(List.of("first", "medium", "medium", "fast", "fast"), ran);
        assertEquals(List.of("first", "medium", "fast"), made);
        assertEquals(List.of(2L, 3L, 3L, 2L), List.of(blocks[0], blocks[1], blocks[2], blocks[3]));
    }

    @Test
    void aSlowerFirstOfferStillReplacesTheUntimedFirstDesign() {
        WarmedInterim<String> interim = new WarmedInterim<>("first");
        interim.offer("timed", 1e9);
        assertEquals("timed", interim.kernel());
        interim.offer("timed-again", 1e9);              // equal: no move
        assertEquals("timed", interim.kernel());
    }
}
