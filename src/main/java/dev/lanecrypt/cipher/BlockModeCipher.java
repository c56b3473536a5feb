package dev.lanecrypt.cipher;

import dev.lanecrypt.select.Cutoffs;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import javax.crypto.BadPaddingException;
import javax.crypto.IllegalBlockSizeException;

/**
 * One stream through a mode of operation (NIST SP 800-38A: ECB, CBC, CFB-64, OFB-64, CTR) with PKCS #5
 * padding or none, over any {@link Block64} engine. It is the state machine behind the JCA ciphers, the
 * {@code enc} command and the parallel modes of the batch API, and it buffers exactly as SunJCE's
 * CipherCore does, so every {@code update} returns the same number of bytes SunJCE's would:
 * <ul>
 *   <li>an update processes the whole units (8 bytes; 1 byte in CTR) of what is held plus the input, less
 *   one held-back block when decrypting with padding (that block may be the padded last one);</li>
 *   <li>{@code doFinal} pads or unpads, processes a final partial block of CFB and OFB with the first bytes
 *   of the next keystream block, then returns to the state right after construction (same IV), as
 *   SunJCE does; a bad padding is found before anything is written, so it leaves the output as it was
 *   (SunJCE's result, also when decrypting in place).</li>
 * </ul>
 *
 * <p>Bulk work goes to the engine in stages of up to {@value #STAGE_BLOCKS} blocks: ECB, CTR, CBC-decrypt
 * and CFB-decrypt through {@link Block64#encryptBlocks}/{@link Block64#decryptBlocks} (bit-sliced or
 * interleaved engines run them many blocks at a time), their lone blocks too (the first of a CBC-decrypt call, the
 * padded decryption's look-ahead, CTR's last part block); CBC-, CFB-encrypt and OFB chain each block into the
 * next and call the single-block methods. ECB and CBC decryption between byte arrays go to the engine's
 * byte methods first ({@link Block64#encryptBytes}), which the bit-sliced vector engines run on the arrays
 * themselves, without the stages. Input and output are {@link MemorySegment}s (heap arrays,
 * buffers, off-heap or memory-mapped memory, zero copy); {@code byte[]} overloads wrap them. Input and
 * output may be the same memory: when the output would overwrite input not read yet, the input is copied
 * first.
 *
 * <p>Not thread-safe. Constant time as far as the engine is (the padding check is branch-free).
 */
public final class BlockModeCipher {

    /** Blocks per call to the engine's bulk methods (16 KiB of longs; 64 passes of a 256-lane engine). */
    public static final int STAGE_BLOCKS = Cutoffs.STAGE_BLOCKS;

    private static final String BAD_PADDING =
            "Given final block not properly padded. Such issues can arise if a bad key is used during decryption.";

    private final Block64 engine;
    private final Mode mode;
    private final Padding padding;
    private final boolean encrypt;
    private final long iv;

    /** CBC: last ciphertext block; CFB: last ciphertext block; OFB: last keystream block; CTR: next counter. */
    private long reg;
    /** CTR: the current keystream block and how many of its bytes are used (8 = none left). */
    private long keystream;
    private int keystreamUsed = 8;

    /** Input not yet processed: less than a unit, or up to 15 bytes when a decrypted block is held back. */
    private final byte[] held = new byte[16];
    private final MemorySegment heldSeg = MemorySegment.ofArray(held);
    private int heldLen;

    private long[] stage;
    private long[] stage2;

    /** One block of a parallel mode on its way through the engine's bulk methods ({@link #bulkOne}). */
    private final long[] one = new long[1];

    /**
     * @param iv the initial chaining value (CBC, CFB, OFB) or first counter block (CTR), big-endian;
     *           ignored in ECB
     * @throws IllegalArgumentException if {@code padding} is PKCS5 and the mode is CTR
     */
    public BlockModeCipher(Block64 engine, Mode mode, Padding padding, boolean encrypt, long iv) {
        if (padding == Padding.PKCS5 && !mode.allowsPadding()) {
            throw new IllegalArgumentException(mode + " cannot be combined with padding");
        }
        this.engine = engine;
        this.mode = mode;
        this.padding = padding;
        this.encrypt = encrypt;
        this.iv = iv;
        this.reg = iv;
    }

    public Mode mode() {
        return mode;
    }

    public Padding padding() {
        return padding;
    }

    public boolean encrypting() {
        return encrypt;
    }

    private boolean holdsBackLastBlock() {
        return !encrypt && padding == Padding.PKCS5;
    }

    /** Exactly the bytes {@code update} of {@code len} more input bytes writes. */
    public long updateOutputSize(long len) {
        long n = heldLen + len - (holdsBackLastBlock() ? 8 : 0);
        return n > 0 ? n - n % mode.unit() : 0;
    }

    /** An upper bound of what {@code doFinal} of {@code len} more bytes writes (exact except when unpadding). */
    public long finalOutputSize(long len) {
        long total = heldLen + len;
        return encrypt && padding == Padding.PKCS5 ? total + 8 - total % 8 : total;
    }

    public int update(byte[] in, int inOff, int len, byte[] out, int outOff) {
        return (int) update(MemorySegment.ofArray(in), inOff, len, MemorySegment.ofArray(out), outOff);
    }

    /**
     * Processes {@code len} bytes at {@code in[inOff]}; writes {@link #updateOutputSize(long)} bytes at
     * {@code out[outOff]} and returns that count. The caller sizes the output.
     */
    public long update(MemorySegment in, long inOff, long len, MemorySegment out, long outOff) {
        long n = updateOutputSize(len);
        MemorySegment src = readable(in.asSlice(inOff, len), out.asSlice(outOff));
        long srcOff = 0;
        long done = 0;
        if (heldLen > 0 && n > 0) {
            // Complete the held bytes to whole blocks (at most two) from the input and run them first.
            int m = (int) Math.min(n, (heldLen + 7) / 8 * 8);
            int take = Math.max(0, m - heldLen);
            MemorySegment.copy(src, srcOff, heldSeg, heldLen, take);
            run(heldSeg, 0, out, outOff, m);
            int rest = heldLen + take - m;
            System.arraycopy(held, m, held, 0, rest);
            heldLen = rest;
            srcOff += take;
            done = m;
        }
        if (n > done) {
            run(src, srcOff, out, outOff + done, n - done);
            srcOff += n - done;
        }
        int left = (int) (len - srcOff);
        MemorySegment.copy(src, srcOff, heldSeg, heldLen, left);
        heldLen += left;
        return n;
    }

    public int doFinal(byte[] in, int inOff, int len, byte[] out, int outOff)
            throws IllegalBlockSizeException, BadPaddingException {
        return (int) doFinal(MemorySegment.ofArray(in), inOff, len, MemorySegment.ofArray(out), outOff);
    }

    /**
     * Processes the last {@code len} bytes and finishes the stream: pads (encryption) or checks and removes
     * the padding (decryption). Returns the bytes written; the cipher is then ready for a new stream with
     * the same key and IV, also when this throws.
     *
     * @throws IllegalBlockSizeException ECB or CBC without padding and the total is not a multiple of 8,
     *         or decryption with padding and the total is not a multiple of 8
     * @throws BadPaddingException the decrypted last block does not end in valid PKCS #5 padding
     */
    public long doFinal(MemorySegment in, long inOff, long len, MemorySegment out, long outOff)
            throws IllegalBlockSizeException, BadPaddingException {
        try {
            long total = heldLen + len;
            if (holdsBackLastBlock() && total % 8 != 0) {
                throw new IllegalBlockSizeException("Input length must be multiple of 8 when decrypting with padded cipher");
            }
            if (padding == Padding.NONE && !mode.allowsPartialFinal() && total % 8 != 0) {
                throw new IllegalBlockSizeException("Input length not multiple of 8 bytes");
            }
            if (holdsBackLastBlock() && total > 0) {
                if (mode == Mode.OFB) {
                    return stagedFinal(in, inOff, len, out, outOff);
                }
                if (Padding.pkcs5PadLength(lastPlainBlock(in, inOff, total)) < 0) {
                    throw new BadPaddingException(BAD_PADDING);
                }
            }
            long w = update(in, inOff, len, out, outOff);
            long at = outOff + w;
            if (padding == Padding.PKCS5 && encrypt) {
                int pad = 8 - heldLen;
                for (int i = heldLen; i < 8; i++) {
                    held[i] = (byte) pad;
                }
                run(heldSeg, 0, out, at, 8);
                return w + 8;
            }
            if (padding == Padding.PKCS5) {
                if (heldLen == 0) {
                    return w;                      // empty input: SunJCE returns nothing, no exception
                }
                run(heldSeg, 0, heldSeg, 0, 8);
                int pad = Padding.pkcs5PadLength(Blocks.word(held, 0));
                if (pad < 0) {
                    throw new BadPaddingException(BAD_PADDING);
                }
                MemorySegment.copy(heldSeg, 0, out, at, 8 - pad);
                return w + 8 - pad;
            }
            if (heldLen > 0) {                     // CFB or OFB: cut the next keystream block
                long ks = engine.encrypt(reg);
                for (int i = 0; i < heldLen; i++) {
                    out.set(ValueLayout.JAVA_BYTE, at + i, (byte) (held[i] ^ (ks >>> (56 - 8 * i))));
                }
                return w + heldLen;
            }
            return w;
        } finally {
            reset();
        }
    }

    /**
     * {@link #doFinal(byte[], int, int, byte[], int)} into at most {@code room} bytes at {@code out[outOff]}. When
     * the result is longer (a padded decryption's length is known only once its last block is decrypted; a decryption
     * without padding is run first too, so that a wrong input length is refused before a short buffer, as SunJCE does),
     * nothing is written, the stream is left as it was before the call (chaining value, keystream, held bytes) and
     * the result's length is returned negated, so that the caller can report it and the user retry with a larger
     * buffer, as SunJCE's {@code CipherCore} allows. The exceptions, and the reset after them, are doFinal's.
     */
    public int doFinalWithin(byte[] in, int inOff, int len, byte[] out, int outOff, int room)
            throws IllegalBlockSizeException, BadPaddingException {
        long savedReg = reg;
        long savedKeystream = keystream;
        int savedKeystreamUsed = keystreamUsed;
        int savedHeldLen = heldLen;
        byte[] savedHeld = held.clone();
        byte[] result = new byte[Math.toIntExact(finalOutputSize(len))];
        try {
            int n = doFinal(in, inOff, len, result, 0);
            if (n > room) {
                reg = savedReg;
                keystream = savedKeystream;
                keystreamUsed = savedKeystreamUsed;
                heldLen = savedHeldLen;
                System.arraycopy(savedHeld, 0, held, 0, held.length);
                return -n;
            }
            System.arraycopy(result, 0, out, outOff, n);
            return n;
        } finally {
            java.util.Arrays.fill(result, (byte) 0);
            java.util.Arrays.fill(savedHeld, (byte) 0);
        }
    }

    /** Byte {@code i} of the stream still to process: the held bytes, then the input. */
    private long streamWord(MemorySegment in, long inOff, long i) {
        long v = 0;
        for (int k = 0; k < 8; k++) {
            long at = i + k;
            byte b = at < heldLen ? held[(int) at] : in.get(ValueLayout.JAVA_BYTE, inOff + at - heldLen);
            v = (v << 8) | (b & 0xFF);
        }
        return v;
    }

    /**
     * The decryption of the stream's last block ({@code total} bytes left, a positive multiple of 8),
     * computed ahead without changing any state: with it {@code doFinal} checks the padding before
     * writing anything, so a bad padding leaves the output untouched, as SunJCE (which decrypts into a
     * buffer of its own first) does. ECB, CBC and CFB need only the last two ciphertext blocks.
     */
    private long lastPlainBlock(MemorySegment in, long inOff, long total) {
        long c = streamWord(in, inOff, total - 8);
        long prev = total >= 16 ? streamWord(in, inOff, total - 16) : reg;
        return switch (mode) {
            case ECB -> bulkOne(c, false);
            case CBC -> bulkOne(c, false) ^ prev;
            case CFB -> c ^ engine.encrypt(prev);
            default -> throw new AssertionError(mode + " has no look-ahead");
        };
    }

    /**
     * A padded OFB decryption's doFinal through a buffer of its own (OFB's last keystream block needs
     * every one before it): the output is written only once the padding is known to be good.
     */
    private long stagedFinal(MemorySegment in, long inOff, long len, MemorySegment out, long outOff)
            throws IllegalBlockSizeException, BadPaddingException {
        byte[] tmp = new byte[Math.toIntExact(heldLen + len)];
        MemorySegment seg = MemorySegment.ofArray(tmp);
        long w = update(in, inOff, len, seg, 0);
        run(heldSeg, 0, heldSeg, 0, 8);
        int pad = Padding.pkcs5PadLength(Blocks.word(held, 0));
        if (pad < 0) {
            java.util.Arrays.fill(tmp, (byte) 0);
            throw new BadPaddingException(BAD_PADDING);
        }
        MemorySegment.copy(heldSeg, 0, seg, w, 8 - pad);
        MemorySegment.copy(seg, 0, out, outOff, w + 8 - pad);
        java.util.Arrays.fill(tmp, (byte) 0);
        return w + 8 - pad;
    }

    /** Back to the state after construction: same key and IV, nothing held. */
    public void reset() {
        reg = iv;
        keystreamUsed = 8;
        keystream = 0;
        java.util.Arrays.fill(held, (byte) 0);
        heldLen = 0;
    }

    /**
     * The input, or a copy of it when writing {@code dst} could overwrite input not yet read. Output byte
     * {@code k} of an update is stream byte {@code k}: the {@code heldLen} held bytes come first, so input
     * byte {@code j} lands at {@code dst + heldLen + j}. Writing in order, block by block, never overtakes
     * the reading exactly when {@code dst + heldLen <= src} (the output lags the input by at least the held
     * bytes); any other overlap, including in place with bytes held, runs from a copy, as SunJCE's
     * CipherCore does. Overlapping segments share their memory, so their addresses (offsets into the
     * array, for heap segments) compare.
     */
    private MemorySegment readable(MemorySegment src, MemorySegment dst) {
        if (src.byteSize() > 0 && src.asOverlappingSlice(dst).isPresent()
                && dst.address() + heldLen > src.address()) {
            MemorySegment copy = MemorySegment.ofArray(new byte[(int) src.byteSize()]);
            copy.copyFrom(src);
            return copy;
        }
        return src;
    }

    private long[] stage() {
        if (stage == null) {
            stage = new long[STAGE_BLOCKS];
            stage2 = new long[STAGE_BLOCKS];
        }
        return stage;
    }

    /** Runs {@code len} bytes (whole blocks, or any count in CTR) through the mode. */
    private void run(MemorySegment in, long inOff, MemorySegment out, long outOff, long len) {
        if (mode == Mode.CTR) {
            ctr(in, inOff, out, outOff, len);
            return;
        }
        if (mode == Mode.ECB && ecbBytes(in, inOff, out, outOff, len)
                || mode == Mode.CBC && !encrypt && cbcDecryptBytes(in, inOff, out, outOff, len)) {
            return;
        }
        long[] s = stage();
        while (len > 0) {
            int n = (int) Math.min(len >>> 3, STAGE_BLOCKS);
            if (mode == Mode.CBC && !encrypt) {
                cbcDecrypt(in, inOff, out, outOff, s, n);
            } else {
                Blocks.load(in, inOff, s, n);
                transform(s, n);
                Blocks.store(s, n, out, outOff);
            }
            inOff += 8L * n;
            outOff += 8L * n;
            len -= 8L * n;
        }
    }

    /**
     * ECB between byte arrays by the engine itself ({@link Block64#encryptBytes}), when both segments are over
     * arrays; false, having done nothing, when not (then the blocks are staged as longs). {@link #readable} has
     * put the output at or before the input, as the engine's byte methods allow.
     */
    private boolean ecbBytes(MemorySegment in, long inOff, MemorySegment out, long outOff, long len) {
        int n = (int) Math.min(len >>> 3, Integer.MAX_VALUE);
        byte[] ib = Blocks.heapBytes(in, inOff, n);
        byte[] ob = ib == null ? null : Blocks.heapBytes(out, outOff, n);
        if (ob == null || 8L * n != len) {
            return false;
        }
        int ia = (int) (in.address() + inOff);
        int oa = (int) (out.address() + outOff);
        return encrypt ? engine.encryptBytes(ib, ia, ob, oa, n, null, 0) : engine.decryptBytes(ib, ia, ob, oa, n, null, 0);
    }

    /**
     * CBC decryption between byte arrays that do not overlap, by the engine itself: block 0 by the single-block
     * decryption and the chaining value, blocks 1 .. n-1 by {@link Block64#decryptBytes} xor-ing each with the
     * ciphertext before it, read from the input. False, having done nothing, when the arrays overlap (in place,
     * the output would overwrite ciphertext still to be xor-ed), are not arrays, or the engine does not work on
     * bytes.
     */
    private boolean cbcDecryptBytes(MemorySegment in, long inOff, MemorySegment out, long outOff, long len) {
        int n = (int) Math.min(len >>> 3, Integer.MAX_VALUE);
        byte[] ib = Blocks.heapBytes(in, inOff, n);
        byte[] ob = ib == null ? null : Blocks.heapBytes(out, outOff, n);
        if (ob == null || 8L * n != len || n < 2) {
            return false;
        }
        int ia = (int) (in.address() + inOff);
        int oa = (int) (out.address() + outOff);
        if (ib == ob && ia < oa + 8 * n && oa < ia + 8 * n) {
            return false;
        }
        if (!engine.decryptBytes(ib, ia + 8, ob, oa + 8, n - 1, ib, ia)) {
            return false;
        }
        Blocks.set(ob, oa, bulkOne(Blocks.get(ib, ia), false) ^ reg);
        reg = Blocks.get(ib, ia + 8 * (n - 1));
        return true;
    }

    /**
     * CBC decryption of {@code n} blocks: the ciphertext is read once into both stages (one decrypted in
     * place, one kept for the chaining) and each plaintext block is xor-ed with the ciphertext before it as
     * it is stored, where a copy of the stage and a loop of xors were two more passes over the blocks (DES
     * through the JCA, 1 MiB: CBC decryption 8-12% slower than ECB with them, Zen 5).
     */
    private void cbcDecrypt(MemorySegment in, long inOff, MemorySegment out, long outOff, long[] s, int n) {
        long[] c = stage2;
        byte[] ib = Blocks.heapBytes(in, inOff, n);            // through the arrays where there are: Blocks.load
        if (ib != null) {
            int at = (int) (in.address() + inOff);
            for (int i = 0; i < n; i++) {
                long b = Blocks.get(ib, at + 8 * i);
                s[i] = b;
                c[i] = b;
            }
        } else {
            for (int i = 0; i < n; i++) {
                long b = in.get(Blocks.BE, inOff + 8L * i);
                s[i] = b;
                c[i] = b;
            }
        }
        engine.decryptBlocks(s, 0, n);
        long prev = reg;
        byte[] ob = Blocks.heapBytes(out, outOff, n);
        if (ob != null) {
            int at = (int) (out.address() + outOff);
            for (int i = 0; i < n; i++) {
                Blocks.set(ob, at + 8 * i, s[i] ^ prev);
                prev = c[i];
            }
        } else {
            for (int i = 0; i < n; i++) {
                out.set(Blocks.BE, outOff + 8L * i, s[i] ^ prev);
                prev = c[i];
            }
        }
        reg = prev;
    }

    private void transform(long[] s, int n) {
        switch (mode) {
            case ECB -> {
                if (encrypt) {
                    engine.encryptBlocks(s, 0, n);
                } else {
                    engine.decryptBlocks(s, 0, n);
                }
            }
            case CBC -> {
                if (encrypt) {
                    long r = reg;
                    for (int i = 0; i < n; i++) {
                        r = engine.encrypt(s[i] ^ r);
                        s[i] = r;
                    }
                    reg = r;
                } else {
                    throw new AssertionError("CBC decryption runs in cbcDecrypt");
                }
            }
            case CFB -> {
                if (encrypt) {
                    long r = reg;
                    for (int i = 0; i < n; i++) {
                        r = s[i] ^ engine.encrypt(r);
                        s[i] = r;
                    }
                    reg = r;
                } else {
                    long[] ks = stage2;
                    ks[0] = reg;
                    System.arraycopy(s, 0, ks, 1, n - 1);
                    reg = s[n - 1];
                    engine.encryptBlocks(ks, 0, n);
                    for (int i = 0; i < n; i++) {
                        s[i] ^= ks[i];
                    }
                }
            }
            case OFB -> {
                long r = reg;
                for (int i = 0; i < n; i++) {
                    r = engine.encrypt(r);
                    s[i] ^= r;
                }
                reg = r;
            }
            case CTR -> throw new AssertionError("CTR runs in ctr()");
        }
    }

    /** CTR (SP 800-38A 6.5): the counter is the whole block, incremented as a 64-bit big-endian integer. */
    private void ctr(MemorySegment in, long inOff, MemorySegment out, long outOff, long len) {
        int lead = (int) Math.min(len, 8 - keystreamUsed);
        xorKeystreamBytes(in, inOff, out, outOff, lead);
        inOff += lead;
        outOff += lead;
        len -= lead;
        long[] s = stage();
        long[] ks = stage2;
        while (len >= 8) {
            int n = (int) Math.min(len >>> 3, STAGE_BLOCKS);
            for (int i = 0; i < n; i++) {
                ks[i] = reg + i;
            }
            reg += n;
            engine.encryptBlocks(ks, 0, n);
            Blocks.load(in, inOff, s, n);
            for (int i = 0; i < n; i++) {
                s[i] ^= ks[i];
            }
            Blocks.store(s, n, out, outOff);
            inOff += 8L * n;
            outOff += 8L * n;
            len -= 8L * n;
        }
        if (len > 0) {
            keystream = bulkOne(reg++, true);
            keystreamUsed = 0;
            xorKeystreamBytes(in, inOff, out, outOff, (int) len);
        }
    }

    /**
     * One block of ECB, CBC decryption or CTR (the first block of a CBC-decrypt call, the padded decryption's
     * look-ahead, CTR's last part block) through the engine's bulk methods, as that mode's other blocks go, not its
     * single-block methods, which are the serial modes' (for DES a table-driven engine, not constant time; its bulk
     * calls of one block run on the constant-time one-block engine).
     */
    private long bulkOne(long block, boolean encryptIt) {
        one[0] = block;
        if (encryptIt) {
            engine.encryptBlocks(one, 0, 1);
        } else {
            engine.decryptBlocks(one, 0, 1);
        }
        return one[0];
    }

    private void xorKeystreamBytes(MemorySegment in, long inOff, MemorySegment out, long outOff, int count) {
        for (int i = 0; i < count; i++) {
            byte b = in.get(ValueLayout.JAVA_BYTE, inOff + i);
            out.set(ValueLayout.JAVA_BYTE, outOff + i, (byte) (b ^ (keystream >>> (56 - 8 * keystreamUsed))));
            keystreamUsed++;
        }
    }
}
