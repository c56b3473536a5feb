package dev.lanecrypt.batch;

import dev.lanecrypt.cipher.Block64;
import dev.lanecrypt.cipher.BlockModeCipher;
import dev.lanecrypt.cipher.Blocks;
import dev.lanecrypt.cipher.CipherFamily;
import dev.lanecrypt.cipher.Mode;
import dev.lanecrypt.cipher.MultiKeyBlock64;
import dev.lanecrypt.cipher.Padding;
import dev.lanecrypt.cipher.ParallelStep;
import java.lang.foreign.MemorySegment;
import java.security.GeneralSecurityException;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import javax.crypto.BadPaddingException;
import javax.crypto.IllegalBlockSizeException;
import javax.crypto.ShortBufferException;

/**
 * Encrypts or decrypts many independent messages in one call, each with its own key, IV and length, for
 * any {@link CipherFamily} (DES, DESede, Blowfish). Output is byte-identical to running each message
 * through {@code Cipher.doFinal} of the same transformation.
 *
 * <p>How the work runs:
 * <ul>
 *   <li>directions a mode can run in bulk (ECB, CTR, CBC-, CFB-decrypt): message by message, each
 *   through the family's bulk engine ({@link Block64#encryptBlocks}), the keys of up to
 *   {@value #KEYS_AT_ONCE} consecutive messages set up together ({@link CipherFamily#engines}); except
 *   messages shorter than {@link CipherFamily#batchLanesBelowBlocks()}, which run lane-parallel as below
 *   ({@link ParallelStep}: a short message's cost is its key setup, which a multi-key engine does for a
 *   lane group at once);</li>
 *   <li>serial directions (CBC-, CFB-encrypt, OFB): lane-parallel. Messages are sorted longest first and
 *   taken {@link CipherFamily#batchLanes()} at a time; steps t .. t+127 of every message still
 *   running go through one {@link MultiKeyBlock64#chain} call, each lane with its own key (bit-sliced DES: 256
 *   streams side by side on 256-bit vectors);</li>
 *   <li>with an {@link Executor}, those groups are tasks spread over its threads; without one, all runs
 *   on the caller's thread.</li>
 * </ul>
 *
 * <p>Outputs: encryption writes {@link #outputSize(long)} bytes; decryption needs room for the whole
 * input (the padding is written, then cut from the returned length). Everything is checked before
 * anything is written, except padding, which only decryption reveals: a bad pad fails the call with the
 * message's index after the other messages were processed.
 */
public final class BatchCipher {

    /** Parallel-mode messages per executor task once their total passes this many bytes. */
    private static final long TASK_BYTES = 256 * 1024;

    /**
     * Keys of parallel-mode messages set up together ({@link CipherFamily#engines}: Blowfish's batched
     * key setup); a bound, so that a task of many short messages does not hold all their schedules at once.
     */
    private static final int KEYS_AT_ONCE = 64;

    /**
     * Steps of the serial modes handed to {@link MultiKeyBlock64#chain} at once (per stream): enough that an
     * engine copying its key schedules per call (Blowfish: 16 KiB per four streams) spends a few percent
     * on it; 64 streams x 128 blocks is a 64 KiB buffer.
     */
    private static final int CHAIN_STEPS = 128;

    private final CipherFamily family;
    private final Mode mode;
    private final Padding padding;
    private final boolean encrypt;

    private BatchCipher(CipherFamily family, Mode mode, Padding padding, boolean encrypt) {
        java.util.Objects.requireNonNull(family, "family");
        java.util.Objects.requireNonNull(mode, "mode");
        java.util.Objects.requireNonNull(padding, "padding");
        if (padding == Padding.PKCS5 && !mode.allowsPadding()) {
            throw new IllegalArgumentException(mode + " cannot be combined with padding");
        }
        this.family = family;
        this.mode = mode;
        this.padding = padding;
        this.encrypt = encrypt;
    }

    public static BatchCipher encryptor(CipherFamily family, Mode mode, Padding padding) {
        return new BatchCipher(family, mode, padding, true);
    }

    public static BatchCipher decryptor(CipherFamily family, Mode mode, Padding padding) {
        return new BatchCipher(family, mode, padding, false);
    }

    /** The output room a message of {@code inputLength} bytes needs. */
    public long outputSize(long inputLength) {
        return encrypt && padding == Padding.PKCS5 ? (inputLength / 8 + 1) * 8 : inputLength;
    }

    /** Runs every message on the calling thread; returns each message's output length. */
    public long[] run(List<BatchMessage> messages) throws GeneralSecurityException {
        return run(messages, null);
    }

    /**
     * Runs every message, spread over {@code executor}'s threads when it is not null; returns each
     * message's output length, in the order given. When the executor refuses a task, the tasks it took have ended
     * when the refusal reaches the caller (nothing writes into the outputs after this call returns or throws).
     */
    public long[] run(List<BatchMessage> messages, Executor executor) throws GeneralSecurityException {
        for (int i = 0; i < messages.size(); i++) {
            check("message " + i + ": ", messages.get(i));
        }
        long[] lengths = new long[messages.size()];
        List<Integer> lanes = new ArrayList<>();
        List<Integer> alone = new ArrayList<>();
        for (int i = 0; i < messages.size(); i++) {
            // short messages of a parallel direction too, where the family says so ({@link ParallelStep})
            boolean side = serial() || blocks(messages.get(i).input().byteSize()) < family.batchLanesBelowBlocks();
            (side ? lanes : alone).add(i);
        }
        List<Task> tasks = new ArrayList<>(laneGroups(messages, lanes, lengths));
        tasks.addAll(messageGroups(messages, alone, lengths));
        if (executor == null) {
            for (Task t : tasks) {
                t.run();
            }
        } else {
            CompletableFuture<?>[] f = new CompletableFuture<?>[tasks.size()];
            for (int i = 0; i < f.length; i++) {
                Task t = tasks.get(i);
                try {
                    f[i] = CompletableFuture.runAsync(() -> {
                        try {
                            t.run();
                        } catch (GeneralSecurityException e) {
                            throw new CompletionException(e);
                        }
                    }, executor);
                } catch (RuntimeException rejected) {
                    // the executor refused a task (RejectedExecutionException, say): the ones it took still write
                    // into the callers' outputs, so they end before this call does
                    CompletableFuture.allOf(java.util.Arrays.copyOf(f, i)).handle((v, e) -> null).join();
                    throw rejected;
                }
            }
            try {
                CompletableFuture.allOf(f).join();
            } catch (CompletionException e) {
                if (e.getCause() instanceof GeneralSecurityException g) {
                    throw g;
                }
                throw e;
            }
        }
        return lengths;
    }

    private boolean serial() {
        return encrypt ? !mode.parallelEncrypt() : !mode.parallelDecrypt();
    }

    /**
     * The checks {@link #run} makes on every message before it writes anything (key length, IV, input
     * length, output room), for one message: a caller that wants each message's failure on its own (a row of
     * a table) checks them one by one and runs only those that pass.
     */
    public void check(BatchMessage m) throws GeneralSecurityException {
        check("", m);
    }

    private void check(String at, BatchMessage m) throws GeneralSecurityException {
        try {
            family.checkKeyLength(m.key().length);
        } catch (InvalidKeyException e) {
            throw new InvalidKeyException(at + e.getMessage());
        }
        if (mode.hasIv() && (m.iv() == null || m.iv().length != 8)) {
            throw new InvalidAlgorithmParameterException(at + "IV must be 8 bytes long");
        }
        if (!mode.hasIv() && m.iv() != null) {
            throw new InvalidAlgorithmParameterException(at + "ECB mode cannot use IV");
        }
        long len = m.input().byteSize();
        if (len % 8 != 0 && (padding == Padding.PKCS5 ? !encrypt : !mode.allowsPartialFinal())) {
            throw new IllegalBlockSizeException(at + "input length " + len + " is not a multiple of 8");
        }
        if (m.output().byteSize() < outputSize(len)) {
            throw new ShortBufferException(at + "output has " + m.output().byteSize() + " bytes, "
                    + outputSize(len) + " needed");
        }
        if (m.output().isReadOnly()) {
            throw new IllegalArgumentException(at + "output is read-only");
        }
    }

    @FunctionalInterface
    private interface Task {
        void run() throws GeneralSecurityException;
    }

    private static long iv(BatchMessage m) {
        return m.iv() == null ? 0 : Blocks.word(m.iv(), 0);
    }

    /** Messages with an engine each: consecutive ones (of {@code which}) up to {@link #TASK_BYTES} per task. */
    private List<Task> messageGroups(List<BatchMessage> messages, List<Integer> which, long[] lengths) {
        List<Task> tasks = new ArrayList<>();
        int start = 0;
        long bytes = 0;
        for (int w = 0; w < which.size(); w++) {
            bytes += messages.get(which.get(w)).input().byteSize();
            if (bytes >= TASK_BYTES || w == which.size() - 1) {
                List<Integer> part = which.subList(start, w + 1);
                tasks.add(() -> {
                    for (int k = 0; k < part.size(); k += KEYS_AT_ONCE) {
                        int end = Math.min(part.size(), k + KEYS_AT_ONCE);
                        List<byte[]> keys = new ArrayList<>(end - k);
                        for (int j = k; j < end; j++) {
                            keys.add(messages.get(part.get(j)).key());
                        }
                        List<Block64> engines = family.engines(keys);
                        for (int j = k; j < end; j++) {
                            int i = part.get(j);
                            lengths[i] = one(i, messages.get(i), engines.get(j - k));
                        }
                    }
                });
                start = w + 1;
                bytes = 0;
            }
        }
        return tasks;
    }

    private long one(int index, BatchMessage m, Block64 engine) throws GeneralSecurityException {
        BlockModeCipher c = new BlockModeCipher(engine, mode, padding, encrypt, iv(m));
        try {
            return c.doFinal(m.input(), 0, m.input().byteSize(), m.output(), 0);
        } catch (BadPaddingException e) {
            throw new BadPaddingException("message " + index + ": " + e.getMessage());
        }
    }

    /**
     * Messages side by side (the serial directions, and short messages of the parallel ones): those of
     * {@code which} sorted longest first, {@link CipherFamily#batchLanes()} per task.
     */
    private List<Task> laneGroups(List<BatchMessage> messages, List<Integer> which, long[] lengths) {
        Integer[] order = which.toArray(Integer[]::new);
        Arrays.sort(order, Comparator.comparingLong((Integer i) -> messages.get(i).input().byteSize()).reversed());
        int lanes = Math.max(1, family.batchLanes());
        List<Task> tasks = new ArrayList<>();
        for (int start = 0; start < order.length; start += lanes) {
            int[] group = new int[Math.min(lanes, order.length - start)];
            for (int j = 0; j < group.length; j++) {
                group[j] = order[start + j];
            }
            tasks.add(() -> lanesSideBySide(group, messages, lengths));
        }
        return tasks;
    }

    /** Blocks a message takes through the lanes (the padded length in blocks when encrypting). */
    private long blocks(long len) {
        return encrypt && padding == Padding.PKCS5 ? len / 8 + 1 : (len + 7) / 8;
    }

    private void lanesSideBySide(int[] group, List<BatchMessage> messages, long[] lengths)
            throws GeneralSecurityException {
        int k = group.length;
        List<byte[]> keys = new ArrayList<>(k);
        long[] reg = new long[k];
        long[] len = new long[k];
        MemorySegment[] ins = new MemorySegment[k];
        MemorySegment[] outs = new MemorySegment[k];
        for (int j = 0; j < k; j++) {
            BatchMessage m = messages.get(group[j]);
            keys.add(m.key());
            reg[j] = iv(m);
            ins[j] = m.input();
            outs[j] = m.output();
            len[j] = ins[j].byteSize();
        }
        MultiKeyBlock64 engine = family.multiKeyEngine(keys);
        long[] data = new long[k * CHAIN_STEPS];
        int active = k;
        for (long t = 0; active > 0; ) {
            while (active > 0 && blocks(len[active - 1]) <= t) {
                active--;
            }
            if (active == 0) {
                break;
            }
            // steps while the same streams run: up to the end of the shortest running one
            int steps = (int) Math.min(CHAIN_STEPS, blocks(len[active - 1]) - t);
            for (int j = 0; j < active; j++) {
                MemorySegment in = ins[j];
                // whole blocks at once (a byte[]'s through the array: Blocks.load), the tail block by block
                int s = (int) Math.max(0, Math.min(steps, len[j] / 8 - t));
                Blocks.load(in, 8 * t, data, j * steps, s);
                for (; s < steps; s++) {
                    data[j * steps + s] = plainBlock(in, t + s, len[j]);
                }
            }
            if (serial()) {
                engine.chain(mode, data, active, steps, reg);
            } else {
                engine.parallel(mode, encrypt, data, active, steps, reg);
            }
            for (int j = 0; j < active; j++) {
                MemorySegment out = outs[j];
                int s = (int) Math.max(0, Math.min(steps, outputSize(len[j]) / 8 - t));
                Blocks.store(data, j * steps, s, out, 8 * t);
                for (; s < steps; s++) {
                    long off = 8 * (t + s);
                    int n = (int) Math.min(8, outputSize(len[j]) - off);
                    long y = data[j * steps + s];
                    if (n == 8) {
                        out.set(Blocks.BE, off, y);
                    } else {
                        Blocks.storePartial(y, out, off, n);
                    }
                }
            }
            t += steps;
        }
        for (int j = 0; j < k; j++) {
            lengths[group[j]] = encrypt ? outputSize(len[j]) : unpaddedLength(group[j], messages.get(group[j]), len[j]);
        }
    }

    /** Block t of a message, padded (PKCS #5, when encrypting) or zero-filled at the end. */
    private long plainBlock(MemorySegment in, long t, long len) {
        long off = 8 * t;
        if (off + 8 <= len) {
            return in.get(Blocks.BE, off);
        }
        int have = (int) Math.max(0, len - off);
        long x = Blocks.loadPartial(in, off, have);
        if (encrypt && padding == Padding.PKCS5) {
            long pad = 8 - have;
            for (int i = have; i < 8; i++) {
                x |= pad << (56 - 8 * i);
            }
        }
        return x;
    }

    private long unpaddedLength(int index, BatchMessage m, long len) throws BadPaddingException {
        if (padding == Padding.NONE || len == 0) {
            return len;
        }
        int pad = Padding.pkcs5PadLength(m.output().get(Blocks.BE, len - 8));
        if (pad < 0) {
            throw new BadPaddingException("message " + index + ": Given final block not properly padded");
        }
        return len - pad;
    }

}
