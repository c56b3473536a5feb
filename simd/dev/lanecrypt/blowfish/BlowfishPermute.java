package dev.lanecrypt.blowfish;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteOrder;
import java.util.concurrent.atomic.AtomicIntegerArray;
import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorShuffle;
import jdk.incubator.vector.VectorSpecies;

/**
 * Blowfish on 64 blocks at once, byte-sliced, with the S-box lookups done by two-table byte permutes
 * (AVX-512 VBMI {@code vpermi2b}, the Vector API's {@code ByteVector.selectFrom(v1, v2)}): the lookup
 * technique of Botan's AVX-512 Twofish (randombit/botan pull 5465), applied to Blowfish's key-dependent
 * S-boxes. Bit-identical to {@link BlowfishScalar}.
 *
 * <p><b>Layout.</b> The 64 blocks are held as eight byte vectors, vector {@code k} holding byte {@code k}
 * (least significant first) of every block's 64-bit value, lane {@code i} for block {@code i}: the right
 * half is vectors 0..3, the left half 4..7. An S-box byte index is then one whole vector, with no shift or
 * mask. Each S-box is kept as sixteen 64-byte vectors: byte {@code k} of entries 0..63, 64..127, 128..191
 * and 192..255. One lookup of byte {@code k} of {@code S[x]} for 64 indices is two {@code vpermi2b} (entries
 * 0..127 and 128..255, each reading the index's low seven bits) and a byte blend on the index's top bit:
 * 4 x (2 + 1) operations and one mask per S-box and round. The 32-bit additions of F run on the byte
 * slices with the carries in mask registers (per addition: 2 operations for byte 0, 6 for bytes 1 and 2,
 * 2 for byte 3).
 *
 * <p><b>Limit.</b> A round for 64 blocks: 48 permutes and blends, 4 masks, about 30 for the two additions,
 * 12 xors (the third S-box, the round key and the other half): about 95 vector operations, and 64 loads of
 * table vectors. Sixteen rounds plus the transposes in and out (8 byte permutes and 24 two-table 64-bit
 * permutes each way) are about 1,600 operations per 512 bytes, 3.1 per byte: at Zen 5's four 512-bit
 * vector pipes about 0.8 cycles per byte. Compiled, a round is about 300 instructions per group: C2's
 * {@code vpermi2b} overwrites its index, so each of the 32 permutes costs a register copy of the index
 * besides its two table loads. Measured on Zen 5: 3.85 cycles per byte ({@code lanecrypt timing bf}),
 * about 3 instructions per cycle: bound by the instruction count (docs/blowfish.md).
 *
 * <p><b>Transposes.</b> Eight 512-bit loads hold 8 blocks each; a byte permute within each 64-bit group
 * ({@code vpermb}) makes 64-bit lane {@code k} of load {@code j} hold byte {@code k} of blocks
 * {@code 8j..8j+7}; an 8 x 8 transpose of those 64-bit lanes across the eight registers (three stages of
 * two-table permutes, {@code vpermi2q}) gives the byte slices. Both steps are their own inverses, so the
 * way out is the same code.
 *
 * <p><b>Aligned tables.</b> The S-boxes' byte tables, loaded 64 times per round and group, are read from
 * one slot of {@link #POOL}, native memory aligned to 64 bytes, so that no table load splits a cache line.
 * From a heap array they split in 7 JVMs of 8 (an array's address is aligned to 8 bytes only, and differs
 * from JVM to JVM): on an Intel Xeon (two 512-bit pipes), 2048-block calls, one JVM with the tables moved
 * through the 8 offsets of its array ran 1,430 us per MiB at seven of them and 1,155 at the aligned one
 * (docs/blowfish.md). The pool is a {@code static final} segment because C2 then knows its class and
 * address: from a field of the per-thread scratch the segment's accessors stayed virtual calls and the
 * loads were not intrinsified (60 times slower). A call takes a free slot for its duration, the one of the
 * thread's last call first, where this key's tables usually still are; when every slot is taken (more
 * threads inside calls than the pool has slots) the call runs on {@link BlowfishInterleave4}, bit-identical
 * and about half as fast. C2 folds the pool's address and each load's offset into one 64-bit constant, so a
 * table load is a {@code movabs} and a load. The byte slices stay in a per-thread heap array: in the slot
 * after the tables, addressed the same way, the kernel ran about 25% slower, not faster.
 *
 * <p>Only 512-bit vectors: at 256 bits a 256-entry table takes eight vectors per output byte and the
 * blends double. Needs AVX-512 VBMI in the CPU: without it C2 does not compile the byte permutes to one
 * instruction, so the candidate is left untimed there ({@code BlowfishEngines}). Not constant time
 * (key-dependent S-boxes, secret indices), like every Blowfish; the engine is immutable and thread-safe,
 * its scratch per thread and its slot per call.
 */
public final class BlowfishPermute extends BlowfishBatched {

    private static final VectorSpecies<Byte> B = ByteVector.SPECIES_512;

    private static final VectorSpecies<Long> L = LongVector.SPECIES_512;

    private static final VectorSpecies<Integer> WORDS = IntVector.SPECIES_512;

    private static final VectorSpecies<Byte> NARROW = ByteVector.SPECIES_128;

    /** Blocks per group: the lanes of a 512-bit byte vector. */
    static final int LANES = 64;

    /** Bytes of one S-box's byte tables: 4 output bytes x 256 entries. */
    private static final int SBOX_BYTES = 4 * 256;

    /** Within each 8-byte group: byte {@code 8q + k} to lane {@code 8k + q} (its own inverse). */
    private static final VectorShuffle<Byte> BYTE_TRANSPOSE = VectorShuffle.fromOp(B, i -> (i % 8) * 8 + i / 8);

    /** The 8 x 8 transpose of 64-bit lanes across registers: index vectors of its three stages. */
    private static final long[] STAGES = {
        0, 8, 2, 10, 4, 12, 6, 14, 1, 9, 3, 11, 5, 13, 7, 15,
        0, 1, 8, 9, 4, 5, 12, 13, 2, 3, 10, 11, 6, 7, 14, 15,
        0, 1, 2, 3, 8, 9, 10, 11, 4, 5, 6, 7, 12, 13, 14, 15,
    };

    /**
     * Per thread: the slot of its last call, the byte slices between half rounds (slice k, 64 bytes, at longs
     * {@code 8k..8k+7}; slices 8..11 hold the first half of F), and a padded tail of blocks.
     */
    private static final ThreadLocal<Scratch> SCRATCH = ThreadLocal.withInitial(Scratch::new);

    private static final class Scratch {
        int slot = (int) (Thread.currentThread().threadId() % SLOTS);
        final long[] state = new long[GROUPS * GROUP];
        final long[] tail = new long[GROUPS * LANES];
    }

    /**
     * Groups of 64 blocks per pass, their rounds run side by side so that the out-of-order core can overlap
     * one group's dependency chain (permutes, carries, the scratch's store-to-load forwarding) with the
     * others'. Measured on Zen 5, 2048-block calls, medians in one JVM each: 1 group 8.2-8.7 ns per block,
     * 4 groups 7.5-8.0 (interleave8 15.1 in the same JVMs): the kernel is bound by its instruction count
     * more than by that chain.
     */
    static final int GROUPS = 4;

    /** Longs of scratch per group: 12 slices. */
    private static final int GROUP = 12 * 8;

    /** Where {@link #firstHalf} leaves {@code (S0[x3] + S1[x2]) ^ S2[x1]}: slices 8..11 of the scratch. */
    private static final int HALF = 8;

    /** Bytes of one slot of {@link #POOL}: one key's byte tables. */
    private static final int SLOT = 4 * SBOX_BYTES;

    /**
     * Slots in {@link #POOL}: 256, or 8 per processor up to 1024 (1 to 4 MiB), a power of two. A thread preempted
     * inside a call keeps its slot, so a server with many more threads than cores has many calls in flight: 32
     * threads on 2 cores with 16 slots ran 20% slower than with the tables in heap arrays, most calls finding
     * every slot taken (JMH, 1 MiB ECB through the JCA, permute512 forced: 27.8 against 23.1 ms per call).
     */
    static final int SLOTS = Integer.highestOneBit(Math.clamp(8L * Runtime.getRuntime().availableProcessors(), 256, 1024));

    /** The slots, 64-byte aligned, for the life of the JVM; a slot is used by one call at a time ({@link #BUSY}). */
    private static final MemorySegment POOL = Arena.global().allocate((long) SLOTS * SLOT, 64);

    /** Slot i is taken while element {@code 16 i} is 1 (one cache line per slot's flag). */
    private static final AtomicIntegerArray BUSY = new AtomicIntegerArray(16 * SLOTS);

    /**
     * The tables in slot i are those of {@code LOADED[i]} (the engine's {@link #sbox}); read and written only by
     * the slot's holder. A slot keeps the last key's tables (key-derived, as the engine's own array is) until a
     * call with another key takes it: at most {@link #SLOTS} keys' 4 KiB, in the pool and reachable from here,
     * after their engines are gone.
     */
    private static final byte[][] LOADED = new byte[SLOTS][];

    private static final ByteOrder LE = ByteOrder.LITTLE_ENDIAN;

    /** The S-boxes as byte tables: S-box s, byte k (least significant first), entry v at {@code 1024 s + 256 k + v}. */
    private final byte[] sbox;

    /** The engine of calls that find every slot taken. */
    private final BlowfishInterleave4 fallback;

    public BlowfishPermute(BlowfishKey key) {
        super(key);
        sbox = new byte[4 * SBOX_BYTES];
        fallback = new BlowfishInterleave4(key);
        // one key per message in the batch API, so by vectors: 16 words at a time, each byte narrowed out
        // (vpmovdb); 1.2-1.5 us a key by scalar loops
        for (int w = 0; w < 1024; w += WORDS.length()) {
            IntVector words = IntVector.fromArray(WORDS, table, BlowfishKey.S0 + w);
            int to = SBOX_BYTES * (w >> 8) + (w & 255);
            words.castShape(NARROW, 0).reinterpretAsBytes().intoArray(sbox, to);
            words.lanewise(VectorOperators.LSHR, 8).castShape(NARROW, 0).reinterpretAsBytes().intoArray(sbox, to + 256);
            words.lanewise(VectorOperators.LSHR, 16).castShape(NARROW, 0).reinterpretAsBytes().intoArray(sbox, to + 512);
            words.lanewise(VectorOperators.LSHR, 24).castShape(NARROW, 0).reinterpretAsBytes().intoArray(sbox, to + 768);
        }
    }

    @Override
    public int width() {
        return LANES;
    }

    @Override
    protected void cryptBlocks(int[] p, long[] blocks, int off, int count) {
        if (count < MIN_BULK_BLOCKS) {
            cryptTail(p, blocks, off, off + count);
            return;
        }
        Scratch w = SCRATCH.get();
        int slot = acquire(w.slot);
        if (slot < 0) {
            fallback.cryptBlocks(p, blocks, off, count);
            return;
        }
        try {
            w.slot = slot;
            if (LOADED[slot] != sbox) {
                MemorySegment.copy(sbox, 0, POOL, ValueLayout.JAVA_BYTE, tables(slot), sbox.length);
                LOADED[slot] = sbox;
            }
            int end = off + count;
            int i = off;
            for (; i + GROUPS * LANES <= end; i += GROUPS * LANES) {
                pass(p, slot, w.state, blocks, i, GROUPS);
            }
            int rest = end - i;
            if (rest >= MIN_BULK_BLOCKS) {   // a padded pass of one group costs about what ten blocks cost on the scalar code
                int groups = (rest + LANES - 1) / LANES;
                System.arraycopy(blocks, i, w.tail, 0, rest);
                pass(p, slot, w.state, w.tail, 0, groups);
                System.arraycopy(w.tail, 0, blocks, i, rest);
            } else {
                cryptTail(p, blocks, i, end);
            }
        } finally {
            release(slot);
        }
    }

    /** Takes a free slot, {@code preferred} first; -1 when every slot is taken. */
    static int acquire(int preferred) {
        for (int k = 0; k < SLOTS; k++) {
            int i = preferred + k < SLOTS ? preferred + k : preferred + k - SLOTS;
            if (BUSY.get(16 * i) == 0 && BUSY.compareAndSet(16 * i, 0, 1)) {
                return i;
            }
        }
        return -1;
    }

    /** Gives back a slot {@link #acquire} returned. */
    static void release(int slot) {
        BUSY.setRelease(16 * slot, 0);
    }

    // The offsets in POOL are computed from the slot masked to its range, so that C2 knows the range of
    // every offset and drops the segment's bounds checks (from a long passed in, each of the 64 table loads
    // a round kept a compare, a branch and two address computations).

    /** The byte offset in {@link #POOL} of the tables of {@code slot}. */
    private static long tables(int slot) {
        return (long) (slot & (SLOTS - 1)) * SLOT;
    }

    /**
     * The 16 rounds over {@code blocks[at .. at + 64 groups)} in place, the groups' rounds side by side, with
     * the tables of {@code slot}.
     */
    private static void pass(int[] p, int slot, long[] st, long[] blocks, int at, int groups) {
        for (int g = 0; g < groups; g++) {
            transpose(blocks, at + LANES * g, st, GROUP * g, true);
            xorWord(st, GROUP * g, 4, p[0]);   // L ^= P1
        }
        for (int r = 1; r <= 15; r += 2) {
            for (int g = 0; g < groups; g++) {
                firstHalf(slot, st, GROUP * g, 4);               // R ^= P[r] ^ F(L)
            }
            for (int g = 0; g < groups; g++) {
                secondHalf(slot, st, GROUP * g, 4, 0, p[r]);
            }
            for (int g = 0; g < groups; g++) {
                firstHalf(slot, st, GROUP * g, 0);               // L ^= P[r+1] ^ F(R)
            }
            for (int g = 0; g < groups; g++) {
                secondHalf(slot, st, GROUP * g, 0, 4, p[r + 1]);
            }
        }
        for (int g = 0; g < groups; g++) {
            // the output is (R ^ P18, L), the last swap undone: R leaves as the high half
            xorWord(st, GROUP * g, 0, p[17]);
            transpose(st, GROUP * g + 32, blocks, at + LANES * g, false);
        }
    }

    // F is split in two methods that meet in the scratch, and each is written out with no helper that takes
    // or returns a vector: in one method C2 stopped inlining the lookups part way (NodeCountInliningCutoff)
    // and every vector crossing those calls was boxed.

    /**
     * Slices {@link #HALF}.. = {@code (S0[x3] + S1[x2]) ^ S2[x1]} for x the half in slices {@code from..from+3},
     * with the tables of {@code slot}.
     */
    private static void firstHalf(int slot, long[] st, int g, int from) {
        long t = tables(slot);
        ByteVector x1 = LongVector.fromArray(L, st, g + 8 * (from + 1)).reinterpretAsBytes();
        ByteVector x2 = LongVector.fromArray(L, st, g + 8 * (from + 2)).reinterpretAsBytes();
        ByteVector x3 = LongVector.fromArray(L, st, g + 8 * (from + 3)).reinterpretAsBytes();
        VectorMask<Byte> h3 = x3.lt((byte) 0);
        VectorMask<Byte> h2 = x2.lt((byte) 0);
        VectorMask<Byte> h1 = x1.lt((byte) 0);
        // byte k of S[x]: entries 0..127 and 128..255 by the index's low seven bits, blended on its top bit
        long o = t;   // S0
        ByteVector a0 = x3.selectFrom(ByteVector.fromMemorySegment(B, POOL, o, LE), ByteVector.fromMemorySegment(B, POOL, o + 64, LE))
                .blend(x3.selectFrom(ByteVector.fromMemorySegment(B, POOL, o + 128, LE), ByteVector.fromMemorySegment(B, POOL, o + 192, LE)), h3);
        ByteVector a1 = x3.selectFrom(ByteVector.fromMemorySegment(B, POOL, o + 256, LE), ByteVector.fromMemorySegment(B, POOL, o + 320, LE))
                .blend(x3.selectFrom(ByteVector.fromMemorySegment(B, POOL, o + 384, LE), ByteVector.fromMemorySegment(B, POOL, o + 448, LE)), h3);
        ByteVector a2 = x3.selectFrom(ByteVector.fromMemorySegment(B, POOL, o + 512, LE), ByteVector.fromMemorySegment(B, POOL, o + 576, LE))
                .blend(x3.selectFrom(ByteVector.fromMemorySegment(B, POOL, o + 640, LE), ByteVector.fromMemorySegment(B, POOL, o + 704, LE)), h3);
        ByteVector a3 = x3.selectFrom(ByteVector.fromMemorySegment(B, POOL, o + 768, LE), ByteVector.fromMemorySegment(B, POOL, o + 832, LE))
                .blend(x3.selectFrom(ByteVector.fromMemorySegment(B, POOL, o + 896, LE), ByteVector.fromMemorySegment(B, POOL, o + 960, LE)), h3);
        o = t + SBOX_BYTES;   // S1
        ByteVector b0 = x2.selectFrom(ByteVector.fromMemorySegment(B, POOL, o, LE), ByteVector.fromMemorySegment(B, POOL, o + 64, LE))
                .blend(x2.selectFrom(ByteVector.fromMemorySegment(B, POOL, o + 128, LE), ByteVector.fromMemorySegment(B, POOL, o + 192, LE)), h2);
        ByteVector b1 = x2.selectFrom(ByteVector.fromMemorySegment(B, POOL, o + 256, LE), ByteVector.fromMemorySegment(B, POOL, o + 320, LE))
                .blend(x2.selectFrom(ByteVector.fromMemorySegment(B, POOL, o + 384, LE), ByteVector.fromMemorySegment(B, POOL, o + 448, LE)), h2);
        ByteVector b2 = x2.selectFrom(ByteVector.fromMemorySegment(B, POOL, o + 512, LE), ByteVector.fromMemorySegment(B, POOL, o + 576, LE))
                .blend(x2.selectFrom(ByteVector.fromMemorySegment(B, POOL, o + 640, LE), ByteVector.fromMemorySegment(B, POOL, o + 704, LE)), h2);
        ByteVector b3 = x2.selectFrom(ByteVector.fromMemorySegment(B, POOL, o + 768, LE), ByteVector.fromMemorySegment(B, POOL, o + 832, LE))
                .blend(x2.selectFrom(ByteVector.fromMemorySegment(B, POOL, o + 896, LE), ByteVector.fromMemorySegment(B, POOL, o + 960, LE)), h2);
        // a + b, byte by byte: the carry out of byte k is (a_k + b_k) <u a_k, or the carry in with a sum of 0
        ByteVector e0 = a0.add(b0);
        VectorMask<Byte> c = e0.compare(VectorOperators.ULT, a0);
        ByteVector s1 = a1.add(b1);
        VectorMask<Byte> c1 = s1.compare(VectorOperators.ULT, a1);
        ByteVector e1 = s1.sub(c.toVector());
        c = c1.or(e1.eq((byte) 0).and(c));
        ByteVector s2 = a2.add(b2);
        VectorMask<Byte> c2 = s2.compare(VectorOperators.ULT, a2);
        ByteVector e2 = s2.sub(c.toVector());
        c = c2.or(e2.eq((byte) 0).and(c));
        ByteVector e3 = a3.add(b3).sub(c.toVector());
        o = t + 2 * SBOX_BYTES;   // S2, xored in
        e0.lanewise(VectorOperators.XOR,
                x1.selectFrom(ByteVector.fromMemorySegment(B, POOL, o, LE), ByteVector.fromMemorySegment(B, POOL, o + 64, LE))
                .blend(x1.selectFrom(ByteVector.fromMemorySegment(B, POOL, o + 128, LE), ByteVector.fromMemorySegment(B, POOL, o + 192, LE)), h1))
                .reinterpretAsLongs().intoArray(st, g + 8 * HALF);
        e1.lanewise(VectorOperators.XOR,
                x1.selectFrom(ByteVector.fromMemorySegment(B, POOL, o + 256, LE), ByteVector.fromMemorySegment(B, POOL, o + 320, LE))
                .blend(x1.selectFrom(ByteVector.fromMemorySegment(B, POOL, o + 384, LE), ByteVector.fromMemorySegment(B, POOL, o + 448, LE)), h1))
                .reinterpretAsLongs().intoArray(st, g + 8 * (HALF + 1));
        e2.lanewise(VectorOperators.XOR,
                x1.selectFrom(ByteVector.fromMemorySegment(B, POOL, o + 512, LE), ByteVector.fromMemorySegment(B, POOL, o + 576, LE))
                .blend(x1.selectFrom(ByteVector.fromMemorySegment(B, POOL, o + 640, LE), ByteVector.fromMemorySegment(B, POOL, o + 704, LE)), h1))
                .reinterpretAsLongs().intoArray(st, g + 8 * (HALF + 2));
        e3.lanewise(VectorOperators.XOR,
                x1.selectFrom(ByteVector.fromMemorySegment(B, POOL, o + 768, LE), ByteVector.fromMemorySegment(B, POOL, o + 832, LE))
                .blend(x1.selectFrom(ByteVector.fromMemorySegment(B, POOL, o + 896, LE), ByteVector.fromMemorySegment(B, POOL, o + 960, LE)), h1))
                .reinterpretAsLongs().intoArray(st, g + 8 * (HALF + 3));
    }

    /**
     * Slices {@code to..to+3} ^= {@code pk} ^ (e + S3[x0]), e from {@link #firstHalf} and x0 the low byte
     * of the half in slices {@code from..}: the round's end.
     */
    private static void secondHalf(int slot, long[] st, int g, int from, int to, int pk) {
        long t = tables(slot);
        ByteVector x0 = LongVector.fromArray(L, st, g + 8 * from).reinterpretAsBytes();
        VectorMask<Byte> h0 = x0.lt((byte) 0);
        long o = t + 3 * SBOX_BYTES;   // S3
        ByteVector d0 = x0.selectFrom(ByteVector.fromMemorySegment(B, POOL, o, LE), ByteVector.fromMemorySegment(B, POOL, o + 64, LE))
                .blend(x0.selectFrom(ByteVector.fromMemorySegment(B, POOL, o + 128, LE), ByteVector.fromMemorySegment(B, POOL, o + 192, LE)), h0);
        ByteVector d1 = x0.selectFrom(ByteVector.fromMemorySegment(B, POOL, o + 256, LE), ByteVector.fromMemorySegment(B, POOL, o + 320, LE))
                .blend(x0.selectFrom(ByteVector.fromMemorySegment(B, POOL, o + 384, LE), ByteVector.fromMemorySegment(B, POOL, o + 448, LE)), h0);
        ByteVector d2 = x0.selectFrom(ByteVector.fromMemorySegment(B, POOL, o + 512, LE), ByteVector.fromMemorySegment(B, POOL, o + 576, LE))
                .blend(x0.selectFrom(ByteVector.fromMemorySegment(B, POOL, o + 640, LE), ByteVector.fromMemorySegment(B, POOL, o + 704, LE)), h0);
        ByteVector d3 = x0.selectFrom(ByteVector.fromMemorySegment(B, POOL, o + 768, LE), ByteVector.fromMemorySegment(B, POOL, o + 832, LE))
                .blend(x0.selectFrom(ByteVector.fromMemorySegment(B, POOL, o + 896, LE), ByteVector.fromMemorySegment(B, POOL, o + 960, LE)), h0);
        ByteVector e0 = LongVector.fromArray(L, st, g + 8 * HALF).reinterpretAsBytes();
        ByteVector e1 = LongVector.fromArray(L, st, g + 8 * (HALF + 1)).reinterpretAsBytes();
        ByteVector e2 = LongVector.fromArray(L, st, g + 8 * (HALF + 2)).reinterpretAsBytes();
        ByteVector e3 = LongVector.fromArray(L, st, g + 8 * (HALF + 3)).reinterpretAsBytes();
        // e + d, as a + b in firstHalf
        ByteVector f0 = e0.add(d0);
        VectorMask<Byte> c = f0.compare(VectorOperators.ULT, e0);
        ByteVector s1 = e1.add(d1);
        VectorMask<Byte> c1 = s1.compare(VectorOperators.ULT, e1);
        ByteVector f1 = s1.sub(c.toVector());
        c = c1.or(f1.eq((byte) 0).and(c));
        ByteVector s2 = e2.add(d2);
        VectorMask<Byte> c2 = s2.compare(VectorOperators.ULT, e2);
        ByteVector f2 = s2.sub(c.toVector());
        c = c2.or(f2.eq((byte) 0).and(c));
        ByteVector f3 = e3.add(d3).sub(c.toVector());
        LongVector.fromArray(L, st, g + 8 * to).reinterpretAsBytes().lanewise(VectorOperators.XOR, f0)
                .lanewise(VectorOperators.XOR, (byte) pk).reinterpretAsLongs().intoArray(st, g + 8 * to);
        LongVector.fromArray(L, st, g + 8 * (to + 1)).reinterpretAsBytes().lanewise(VectorOperators.XOR, f1)
                .lanewise(VectorOperators.XOR, (byte) (pk >>> 8)).reinterpretAsLongs().intoArray(st, g + 8 * (to + 1));
        LongVector.fromArray(L, st, g + 8 * (to + 2)).reinterpretAsBytes().lanewise(VectorOperators.XOR, f2)
                .lanewise(VectorOperators.XOR, (byte) (pk >>> 16)).reinterpretAsLongs().intoArray(st, g + 8 * (to + 2));
        LongVector.fromArray(L, st, g + 8 * (to + 3)).reinterpretAsBytes().lanewise(VectorOperators.XOR, f3)
                .lanewise(VectorOperators.XOR, (byte) (pk >>> 24)).reinterpretAsLongs().intoArray(st, g + 8 * (to + 3));
    }

    /** Slices {@code k..k+3} (a 32-bit half) ^= {@code word}. */
    private static void xorWord(long[] st, int g, int k, int word) {
        for (int j = 0; j < 4; j++) {
            LongVector.fromArray(L, st, g + 8 * (k + j)).reinterpretAsBytes()
                    .lanewise(VectorOperators.XOR, (byte) (word >>> (8 * j))).reinterpretAsLongs().intoArray(st, g + 8 * (k + j));
        }
    }

    /**
     * The transpose, both ways: eight 512-bit loads from {@code src} at {@code s}, {@code s+8}, ... (mod 64
     * longs, so that the way out can start at slice 4 and read the halves exchanged), their bytes regrouped
     * within each 64-bit lane ({@code in}), the 8 x 8 transpose of 64-bit lanes, the bytes regrouped (not
     * {@code in}), eight stores to {@code dst} at {@code d}, {@code d+8}, ...
     */
    private static void transpose(long[] src, int s, long[] dst, int d, boolean in) {
        LongVector v0 = LongVector.fromArray(L, src, s);
        LongVector v1 = LongVector.fromArray(L, src, s + 8);
        LongVector v2 = LongVector.fromArray(L, src, s + 16);
        LongVector v3 = LongVector.fromArray(L, src, s + 24);
        LongVector v4 = LongVector.fromArray(L, src, in ? s + 32 : s - 32);
        LongVector v5 = LongVector.fromArray(L, src, in ? s + 40 : s - 24);
        LongVector v6 = LongVector.fromArray(L, src, in ? s + 48 : s - 16);
        LongVector v7 = LongVector.fromArray(L, src, in ? s + 56 : s - 8);
        if (in) {
            v0 = v0.reinterpretAsBytes().rearrange(BYTE_TRANSPOSE).reinterpretAsLongs();
            v1 = v1.reinterpretAsBytes().rearrange(BYTE_TRANSPOSE).reinterpretAsLongs();
            v2 = v2.reinterpretAsBytes().rearrange(BYTE_TRANSPOSE).reinterpretAsLongs();
            v3 = v3.reinterpretAsBytes().rearrange(BYTE_TRANSPOSE).reinterpretAsLongs();
            v4 = v4.reinterpretAsBytes().rearrange(BYTE_TRANSPOSE).reinterpretAsLongs();
            v5 = v5.reinterpretAsBytes().rearrange(BYTE_TRANSPOSE).reinterpretAsLongs();
            v6 = v6.reinterpretAsBytes().rearrange(BYTE_TRANSPOSE).reinterpretAsLongs();
            v7 = v7.reinterpretAsBytes().rearrange(BYTE_TRANSPOSE).reinterpretAsLongs();
        }
        LongVector i0 = LongVector.fromArray(L, STAGES, 0);
        LongVector i1 = LongVector.fromArray(L, STAGES, 8);
        LongVector p0 = i0.selectFrom(v0, v1);
        LongVector p1 = i1.selectFrom(v0, v1);
        LongVector p2 = i0.selectFrom(v2, v3);
        LongVector p3 = i1.selectFrom(v2, v3);
        LongVector p4 = i0.selectFrom(v4, v5);
        LongVector p5 = i1.selectFrom(v4, v5);
        LongVector p6 = i0.selectFrom(v6, v7);
        LongVector p7 = i1.selectFrom(v6, v7);
        i0 = LongVector.fromArray(L, STAGES, 16);
        i1 = LongVector.fromArray(L, STAGES, 24);
        LongVector q0 = i0.selectFrom(p0, p2);
        LongVector q2 = i1.selectFrom(p0, p2);
        LongVector q1 = i0.selectFrom(p1, p3);
        LongVector q3 = i1.selectFrom(p1, p3);
        LongVector q4 = i0.selectFrom(p4, p6);
        LongVector q6 = i1.selectFrom(p4, p6);
        LongVector q5 = i0.selectFrom(p5, p7);
        LongVector q7 = i1.selectFrom(p5, p7);
        i0 = LongVector.fromArray(L, STAGES, 32);
        i1 = LongVector.fromArray(L, STAGES, 40);
        v0 = i0.selectFrom(q0, q4);
        v1 = i0.selectFrom(q1, q5);
        v2 = i0.selectFrom(q2, q6);
        v3 = i0.selectFrom(q3, q7);
        v4 = i1.selectFrom(q0, q4);
        v5 = i1.selectFrom(q1, q5);
        v6 = i1.selectFrom(q2, q6);
        v7 = i1.selectFrom(q3, q7);
        if (!in) {
            v0 = v0.reinterpretAsBytes().rearrange(BYTE_TRANSPOSE).reinterpretAsLongs();
            v1 = v1.reinterpretAsBytes().rearrange(BYTE_TRANSPOSE).reinterpretAsLongs();
            v2 = v2.reinterpretAsBytes().rearrange(BYTE_TRANSPOSE).reinterpretAsLongs();
            v3 = v3.reinterpretAsBytes().rearrange(BYTE_TRANSPOSE).reinterpretAsLongs();
            v4 = v4.reinterpretAsBytes().rearrange(BYTE_TRANSPOSE).reinterpretAsLongs();
            v5 = v5.reinterpretAsBytes().rearrange(BYTE_TRANSPOSE).reinterpretAsLongs();
            v6 = v6.reinterpretAsBytes().rearrange(BYTE_TRANSPOSE).reinterpretAsLongs();
            v7 = v7.reinterpretAsBytes().rearrange(BYTE_TRANSPOSE).reinterpretAsLongs();
        }
        v0.intoArray(dst, d);
        v1.intoArray(dst, d + 8);
        v2.intoArray(dst, d + 16);
        v3.intoArray(dst, d + 24);
        v4.intoArray(dst, d + 32);
        v5.intoArray(dst, d + 40);
        v6.intoArray(dst, d + 48);
        v7.intoArray(dst, d + 56);
    }
}
