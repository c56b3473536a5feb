package dev.lanecrypt.cipher;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteBuffer;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * {@link Blocks#load} and {@link Blocks#store} read and write the same bytes whether the segment is a heap
 * segment over a {@code byte[]} (read through the array since 2026-12-03), a slice of one, a read-only view, a
 * heap {@code ByteBuffer}'s or a native segment: big-endian blocks at the segment's offset, nothing outside
 * them, and the segment's own bounds even where the array goes on beyond them.
 */
class BlocksProperties {

    /** How the test array is seen: {@code base} is where segment offset 0 lies in the array. */
    private record View(MemorySegment seg, int base) {
    }

    private static View view(int kind, byte[] array, int base, Arena arena) {
        MemorySegment whole = MemorySegment.ofArray(array);
        return switch (kind) {
            case 0 -> new View(whole, 0);
            case 1 -> new View(whole.asSlice(base, array.length - base - 3), base);      // the array goes on past it
            case 2 -> new View(whole.asReadOnly().asSlice(base), base);
            case 3 -> new View(MemorySegment.ofBuffer(ByteBuffer.wrap(array, base, array.length - base).slice()), base);
            default -> {
                MemorySegment n = arena.allocate(array.length - base);
                n.copyFrom(whole.asSlice(base));
                yield new View(n, base);
            }
        };
    }

    private static long expected(byte[] array, int at) {
        return ByteBuffer.wrap(array).getLong(at);
    }

    @Property(tries = 300)
    void loadReadsBigEndianBlocksOfEveryKindOfSegment(@ForAll @IntRange(max = 4) int kind,
            @ForAll @IntRange(min = 0, max = 13) int base, @ForAll @IntRange(min = 0, max = 21) int off,
            @ForAll @IntRange(min = 0, max = 9) int count, @ForAll long seed) {
        byte[] array = new byte[base + off + 8 * count + 3 + 8];
        new Random(seed).nextBytes(array);
        try (Arena arena = Arena.ofConfined()) {
            View v = view(kind, array, base, arena);
            long[] dst = new long[count];
            Blocks.load(v.seg(), off, dst, count);
            for (int i = 0; i < count; i++) {
                assertEquals(expected(array, v.base() + off + 8 * i), dst[i], "block " + i);
            }
        }
    }

    @Property(tries = 300)
    void storeWritesItsBlocksAndNothingElse(@ForAll @IntRange(max = 4) int kind,
            @ForAll @IntRange(min = 0, max = 13) int base, @ForAll @IntRange(min = 0, max = 21) int off,
            @ForAll @IntRange(min = 0, max = 9) int count, @ForAll long seed) {
        if (kind == 2) {
            return;                                     // read-only: readOnlyOutputIsRefused
        }
        Random r = new Random(seed);
        byte[] array = new byte[base + off + 8 * count + 3 + 8];
        r.nextBytes(array);
        long[] src = r.longs(count).toArray();
        try (Arena arena = Arena.ofConfined()) {
            View v = view(kind, array, base, arena);
            byte[] want = array.clone();
            ByteBuffer w = ByteBuffer.wrap(want);
            for (int i = 0; i < count; i++) {
                w.putLong(v.base() + off + 8 * i, src[i]);
            }
            Blocks.store(src, count, v.seg(), off);
            byte[] got = kind == 4 ? merge(array, v.base(), v.seg()) : array;
            assertArrayEquals(want, got);
        }
    }

    /** The native copy written back over the array from {@code base}, to compare as the heap kinds are. */
    private static byte[] merge(byte[] array, int base, MemorySegment n) {
        byte[] out = array.clone();
        MemorySegment.copy(n, ValueLayout.JAVA_BYTE, 0, out, base, (int) n.byteSize());
        return out;
    }

    @Property(tries = 200)
    void blocksPastTheSegmentThrowAndTouchNothing(@ForAll @IntRange(max = 4) int kind,
            @ForAll @IntRange(min = 0, max = 13) int base, @ForAll @IntRange(min = 1, max = 4) int count,
            @ForAll @IntRange(min = 1, max = 7) int past, @ForAll long seed) {
        byte[] array = new byte[base + 8 * count + 3 + 8];
        new Random(seed).nextBytes(array);
        byte[] before = array.clone();
        try (Arena arena = Arena.ofConfined()) {
            View v = view(kind, array, base, arena);
            long off = v.seg().byteSize() - 8L * count + past;     // the last block crosses the segment's end
            assertThrows(IndexOutOfBoundsException.class, () -> Blocks.load(v.seg(), off, new long[count], count));
            if (kind != 2) {
                assertThrows(IndexOutOfBoundsException.class, () -> Blocks.store(new long[count], count, v.seg(), off));
            }
            assertThrows(IndexOutOfBoundsException.class, () -> Blocks.load(v.seg(), -8, new long[count], count));
        }
        assertArrayEquals(before, array);
    }

    @Property(tries = 50)
    void readOnlyOutputIsRefused(@ForAll @IntRange(min = 1, max = 4) int count, @ForAll long seed) {
        byte[] array = new byte[8 * count + 5];
        new Random(seed).nextBytes(array);
        byte[] before = array.clone();
        MemorySegment ro = MemorySegment.ofArray(array).asReadOnly();
        assertThrows(IllegalArgumentException.class, () -> Blocks.store(new long[count], count, ro, 0));
        assertArrayEquals(before, array);
    }
}
