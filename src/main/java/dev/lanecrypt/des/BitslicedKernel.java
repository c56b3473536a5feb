package dev.lanecrypt.des;

import dev.lanecrypt.cipher.Block64;
import dev.lanecrypt.cipher.BulkBlock64;
import dev.lanecrypt.cipher.Mode;
import dev.lanecrypt.cipher.MultiKeyBlock64;
import java.util.function.Supplier;

/**
 * A bit-sliced DES kernel ({@code bitslice64} on plain longs, {@code bitslice128|256|512} on vectors) as a
 * {@link DesKernel}: round keys turned into slices once per key (or per set of keys, one per lane), the
 * IP/FP renamings, and passes of its {@link BitslicedPass}. Single blocks (serial modes) go to the
 * scalar engine; bulk calls run whole passes.
 */
public final class BitslicedKernel implements DesKernel {

    private final String name;
    private final Supplier<BitslicedPass> newPass;
    private final int perPass;
    private final int longsPerSlice;

    /** {@code newPass} makes one pass object (with its own state) per engine. */
    public BitslicedKernel(String name, int longsPerSlice, Supplier<BitslicedPass> newPass) {
        this.name = name;
        this.newPass = newPass;
        this.perPass = 64 * longsPerSlice;
        this.longsPerSlice = longsPerSlice;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public int blocksPerPass() {
        return perPass;
    }

    /** IP as renaming: state slice i (L then R, DES order) is transposed row 64 - IP[i]. */
    static final int[] IN_IP = new int[64];
    /** FP: output row r (DES bit 64 - r) is pre-output bit FP = position of that bit in IP. */
    static final int[] OUT_FP = new int[64];
    private static final int[] IN_PLAIN = new int[64];
    private static final int[] OUT_PLAIN = new int[64];

    static {
        for (int i = 0; i < 64; i++) {
            IN_IP[i] = 64 - DesTables.IP[i];
            OUT_FP[64 - DesTables.IP[i]] = preOutputSlot(i + 1);
            IN_PLAIN[i] = 63 - i;
            OUT_PLAIN[63 - i] = preOutputSlot(i + 1);
        }
    }

    /**
     * {@link #IN_IP}, {@link #OUT_FP} and the plain slots for blocks read as bytes ({@link BitslicedPass#passBytes}).
     * A pass given these very arrays may run transposition code with their slots written in (the vector engine's
     * {@code innerToStateIp} and {@code outerFromStateFp}, whose generator derives them from FIPS 46-3's IP).
     */
    static final int[] IN_IP_BYTES = littleEndianIn(IN_IP);
    static final int[] OUT_FP_BYTES = littleEndianOut(OUT_FP);
    private static final int[] IN_PLAIN_BYTES = littleEndianIn(IN_PLAIN);
    private static final int[] OUT_PLAIN_BYTES = littleEndianOut(OUT_PLAIN);

    /**
     * The in-slots of blocks read as little-endian longs: bit r of a big-endian block is bit {@code r ^ 56} of the
     * same 8 bytes read little-endian, so the transposed row that becomes slice i is {@code inSlot[i] ^ 56}.
     */
    static int[] littleEndianIn(int[] inSlot) {
        int[] le = new int[64];
        for (int i = 0; i < 64; i++) {
            le[i] = inSlot[i] ^ 56;
        }
        return le;
    }

    /** The out-slots of blocks written as little-endian longs: output row r is big-endian row {@code r ^ 56}. */
    static int[] littleEndianOut(int[] outSlot) {
        int[] le = new int[64];
        for (int r = 0; r < 64; r++) {
            le[r] = outSlot[r ^ 56];
        }
        return le;
    }

    /** Pre-output bit q (1..64) = R16 || L16: q <= 32 is R16 (state slices 32..63), else L16 (0..31). */
    private static int preOutputSlot(int q) {
        return q <= 32 ? 32 + q - 1 : q - 33;
    }

    /**
     * The 16 x stages round keys of one key set in order of use for encryption: E1 D2 E3 for EDE.
     * Decryption (D3 E2 D1) uses exactly these in reverse order: {@link #reversedRounds}.
     */
    private static long[] schedule(long[] keys) {
        long[] out = new long[16 * keys.length];
        for (int s = 0; s < keys.length; s++) {
            long[] rk = DesKeySchedule.roundKeys(keys[s]);
            for (int r = 0; r < 16; r++) {
                out[16 * s + r] = rk[s % 2 == 0 ? r : 15 - r];
            }
        }
        return out;
    }

    /**
     * Key slices of the first {@code rounds} round keys of a schedule for every lane of a pass: each slice all
     * ones or all zeros; {@code room} longs left free after them.
     */
    private long[] broadcastSlices(long[] schedule, int rounds, int room) {
        int w = longsPerSlice;
        long[] ks = new long[rounds * 48 * w + room];
        for (int r = 0; r < rounds; r++) {
            for (int j = 0; j < 48; j++) {
                int base = (r * 48 + j) * w;
                java.util.Arrays.fill(ks, base, base + w, -((schedule[r] >>> (47 - j)) & 1));
            }
        }
        return ks;
    }

    /**
     * The key slices of lanes {@code 0 .. lanes)} of a pass, lane i holding key {@code first + i}: lane i is
     * bit {@code i / used} of long {@code (i mod used) * W / used} of a slice, W the longs per slice and
     * {@code used} (a power of two up to W) the longs the lanes fill; W for a whole pass, fewer for
     * {@link SlicedChain}'s streams. Lanes past {@code lanes} and the longs between get zero keys. The schedule
     * is a fixed selection of key bits (PC-1, the rotations, PC-2), so once the keys of 64 lanes are transposed
     * into 64 key-bit slices ({@link #transpose64}), round r's key bit j is the slice of the key bit
     * {@link #KEY_BIT} names.
     * A transposition per 64 keys and a copy per round-key bit, where a {@link #schedule} per key (48 table-free
     * selections per round) and a bit-by-bit scatter into the slices took 80% of the time of the batch API's
     * many short messages, each with its own key. No table is indexed by key bits: constant time.
     */
    long[] keySlices(long[] keyWords, int wordsPerKey, int first, int lanes, int used) {
        int w = longsPerSlice;
        long[] ks = new long[16 * wordsPerKey * 48 * w];
        long[] bits = new long[64];
        for (int s = 0; s < wordsPerKey; s++) {
            for (int word = 0; word < used; word++) {
                // lane i is in the (i mod used)-th used long, bit i / used: this one's lanes are word, word + used, ...
                for (int b = 0; b < 64; b++) {
                    int lane = word + b * used;
                    bits[b] = lane < lanes ? keyWords[(first + lane) * wordsPerKey + s] : 0;
                }
                transpose64(bits);                    // bits[p]: key bit p of the 64 lanes
                for (int r = 0; r < 16; r++) {
                    // E1 D2 E3: the middle key's rounds in reverse, as in schedule()
                    int[] source = KEY_BIT[s % 2 == 0 ? r : 15 - r];
                    int base = (16 * s + r) * 48 * w + word * (w / used);
                    for (int j = 0; j < 48; j++) {
                        ks[base + j * w] = bits[source[j]];
                    }
                }
            }
        }
        return ks;
    }

    /**
     * {@code KEY_BIT[r][j]}: the bit of the 64-bit key (0 = least significant) that becomes bit {@code 47 - j}
     * of round key r, found by running the schedule on each single-bit key.
     */
    private static final int[][] KEY_BIT = keyBits();

    private static int[][] keyBits() {
        int[][] at = new int[16][48];
        for (int[] row : at) {
            java.util.Arrays.fill(row, -1);
        }
        for (int p = 0; p < 64; p++) {
            long[] rk = DesKeySchedule.roundKeys(1L << p);
            for (int r = 0; r < 16; r++) {
                for (int j = 0; j < 48; j++) {
                    if (((rk[r] >>> (47 - j)) & 1) != 0) {
                        at[r][j] = p;
                    }
                }
            }
        }
        for (int[] row : at) {
            for (int p : row) {
                if (p < 0) {
                    throw new AssertionError("a round-key bit from no key bit");
                }
            }
        }
        return at;
    }

    /**
     * Transposes a 64 x 64 bit matrix in place: afterwards bit i of {@code m[b]} is what bit b of
     * {@code m[i]} was (bit 0 the least significant). Six rounds of swaps of blocks at distances 32 .. 1
     * (Warren, Hacker's Delight, 7-3).
     */
    static void transpose64(long[] m) {
        long mask = 0x00000000FFFFFFFFL;
        for (int j = 32; j > 0; j >>>= 1, mask ^= mask << j) {
            for (int k = 0; k < 64; k = ((k | j) + 1) & ~j) {
                long t = ((m[k] >>> j) ^ m[k + j]) & mask;
                m[k + j] ^= t;
                m[k] ^= t << j;
            }
        }
    }

    /**
     * Writes the {@link FoldedRoundKeys} table of the {@code rounds} rounds of one-key slices {@code ks} into the
     * room after them, where one-key passes that fold the key read it ({@link BitslicedPass#foldsOneKey}).
     */
    private void writeFoldedKeys(long[] ks, int rounds) {
        long[] folded = FoldedRoundKeys.of(ks, longsPerSlice, rounds);
        System.arraycopy(folded, 0, ks, rounds * 48 * longsPerSlice, folded.length);
    }

    /** The key slices of the reverse direction: the rounds' 48-slice groups in reverse order. */
    private long[] reversedRounds(long[] ks) {
        return reversedRounds(ks, ks.length / (48 * longsPerSlice), 0);
    }

    /** The first {@code rounds} rounds' slices of {@code ks} in reverse order, {@code room} longs left after. */
    private long[] reversedRounds(long[] ks, int rounds, int room) {
        int group = 48 * longsPerSlice;
        long[] out = new long[rounds * group + room];
        for (int r = 0; r < rounds; r++) {
            System.arraycopy(ks, r * group, out, (rounds - 1 - r) * group, group);
        }
        return out;
    }

    @Override
    public Block64 engine(long[] keys, boolean permute) {
        return engine(keys, permute, 16 * keys.length);
    }

    @Override
    public Block64 transpositionOnly() {
        return engine(new long[] {0}, true, 0);
    }

    private Block64 engine(long[] keys, boolean permute, int rounds) {
        Block64 scalar = ScalarDesKernel.INSTANCE.engine(keys, permute);
        BitslicedPass pass = newPass.get();
        int room = pass.foldsOneKey() ? FoldedRoundKeys.length(rounds) : 0;
        long[] enc = broadcastSlices(schedule(keys), rounds, room);
        long[] dec = reversedRounds(enc, rounds, room);
        if (room > 0) {
            writeFoldedKeys(enc, rounds);
            writeFoldedKeys(dec, rounds);
        }
        int[] in = permute ? IN_IP : IN_PLAIN;
        int[] out = permute ? OUT_FP : OUT_PLAIN;
        int[] inBytes = permute ? IN_IP_BYTES : IN_PLAIN_BYTES;
        int[] outBytes = permute ? OUT_FP_BYTES : OUT_PLAIN_BYTES;
        return new BulkBlock64(scalar) {
            @Override
            public void encryptBlocks(long[] blocks, int off, int count) {
                run(blocks, off, count, enc);
            }

            @Override
            public void decryptBlocks(long[] blocks, int off, int count) {
                run(blocks, off, count, dec);
            }

            private void run(long[] blocks, int off, int count, long[] ks) {
                for (int done = 0; done < count; done += perPass) {
                    pass.pass(blocks, off + done, Math.min(perPass, count - done), ks, true, rounds, in, out);
                }
            }

            @Override
            public boolean encryptBytes(byte[] src, int srcAt, byte[] dst, int dstAt, int count, byte[] xor, int xorAt) {
                return runBytes(src, srcAt, dst, dstAt, count, xor, xorAt, enc);
            }

            @Override
            public boolean decryptBytes(byte[] src, int srcAt, byte[] dst, int dstAt, int count, byte[] xor, int xorAt) {
                return runBytes(src, srcAt, dst, dstAt, count, xor, xorAt, dec);
            }

            private boolean runBytes(byte[] src, int srcAt, byte[] dst, int dstAt, int count, byte[] xor, int xorAt,
                    long[] ks) {
                java.util.Objects.checkFromIndexSize(srcAt, 8 * count, src.length);
                java.util.Objects.checkFromIndexSize(dstAt, 8 * count, dst.length);
                if (xor != null) {
                    java.util.Objects.checkFromIndexSize(xorAt, 8 * count, xor.length);
                }
                for (int done = 0; done < count; done += perPass) {
                    int at = 8 * done;
                    if (!pass.passBytes(src, srcAt + at, dst, dstAt + at, xor, xorAt + at,
                            Math.min(perPass, count - done), ks, true, rounds, inBytes, outBytes)) {
                        return false;                  // only at the first pass: a pass works on bytes or never
                    }
                }
                return true;
            }
        };
    }

    @Override
    public MultiKeyBlock64 multiKey(long[] keyWords, int wordsPerKey) {
        long[] keys = keyWords.clone();                 // for the chain's key slices, made at first use
        int n = keyWords.length / wordsPerKey;
        int passes = (n + perPass - 1) / perPass;
        long[][] enc = new long[passes][];
        for (int p = 0; p < passes; p++) {
            enc[p] = keySlices(keyWords, wordsPerKey, p * perPass, Math.min(perPass, n - p * perPass), longsPerSlice);
        }
        BitslicedPass pass = newPass.get();
        int rounds = 16 * wordsPerKey;
        return new MultiKeyBlock64() {
            @Override
            public int keys() {
                return n;
            }

            @Override
            public void encryptEach(long[] blocks, int count) {
                run(blocks, count, enc);
            }

            /** The reverse direction's slices, made at the first decryption (a batch call uses one direction). */
            private long[][] dec;

            @Override
            public void decryptEach(long[] blocks, int count) {
                long[][] d = dec;
                if (d == null) {
                    d = new long[passes][];
                    for (int p = 0; p < passes; p++) {
                        d[p] = reversedRounds(enc[p]);
                    }
                    dec = d;                       // a race builds equal arrays twice, harmlessly
                }
                run(blocks, count, d);
            }

            private void run(long[] blocks, int count, long[][] ks) {
                for (int p = 0; p * perPass < count; p++) {
                    pass.pass(blocks, p * perPass, Math.min(perPass, count - p * perPass), ks[p], false, rounds, IN_IP, OUT_FP);
                }
            }

            /** The {@link SlicedChain} of each count of longs per slice the streams fill, made at first use. */
            private final SlicedChain[] chains = new SlicedChain[Integer.numberOfTrailingZeros(longsPerSlice) + 1];

            /**
             * The serial steps of streams that fit one pass (the batch API's 64 streams of 4 KiB) with the
             * chaining values kept in slices ({@link SlicedChain}): the rounds per step, the transpositions and
             * the streams' rows per several steps.
             */
            @Override
            public void chain(Mode mode, long[] data, int lanes, int steps, long[] reg) {
                if (lanes > perPass) {
                    MultiKeyBlock64.super.chain(mode, data, lanes, steps, reg);
                    return;
                }
                int used = StreamLanes.longsFor(lanes);
                int at = Integer.numberOfTrailingZeros(used);
                SlicedChain c = chains[at];
                if (c == null) {
                    long[] ks = used == longsPerSlice ? enc[0] : keySlices(keys, wordsPerKey, 0, n, used);
                    c = new SlicedChain(pass, ks, rounds, used);
                    chains[at] = c;
                }
                c.run(mode, data, lanes, steps, reg);
            }

            /** The {@link StepsInLanes} of each count of longs per slice the streams fill, made at first use. */
            private final StepsInLanes[] parallels = new StepsInLanes[Integer.numberOfTrailingZeros(longsPerSlice)];

            /**
             * The steps of a parallel direction for streams that fill at most half a pass: several steps of
             * every stream per pass ({@link StepsInLanes}); more streams run a pass per step.
             */
            @Override
            public void parallel(Mode mode, boolean encrypt, long[] data, int lanes, int steps, long[] reg) {
                int used = StreamLanes.longsFor(lanes);
                if (lanes > perPass || used == longsPerSlice) {
                    MultiKeyBlock64.super.parallel(mode, encrypt, data, lanes, steps, reg);
                    return;
                }
                int at = Integer.numberOfTrailingZeros(used);
                StepsInLanes p = parallels[at];
                if (p == null) {
                    long[] e = StepsInLanes.spreadOverSteps(keySlices(keys, wordsPerKey, 0, n, used),
                            longsPerSlice, used);
                    p = new StepsInLanes(pass, e, reversedRounds(e), rounds, used);
                    parallels[at] = p;
                }
                p.run(mode, encrypt, data, lanes, steps, reg);
            }
        };
    }
}
