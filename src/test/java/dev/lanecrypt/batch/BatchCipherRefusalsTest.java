package dev.lanecrypt.batch;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.lanecrypt.cipher.Mode;
import dev.lanecrypt.cipher.Padding;
import dev.lanecrypt.des.DesFamily;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * What the batch API refuses and when (a differential fuzzer's findings, 2026-12-06): a null family, mode or padding
 * when the cipher is made (a null padding ran as NoPadding, a null mode failed only at {@code run}); and an executor
 * that refuses a task: the tasks it took have ended when {@code run} throws (one went on writing a caller's output
 * after the throw).
 */
class BatchCipherRefusalsTest {

    @Test
    void nullPartsAreRefusedWhenTheCipherIsMade() {
        assertThrows(NullPointerException.class, () -> BatchCipher.encryptor(DesFamily.INSTANCE, Mode.CBC, null));
        assertThrows(NullPointerException.class, () -> BatchCipher.decryptor(DesFamily.INSTANCE, null, Padding.NONE));
        assertThrows(NullPointerException.class, () -> BatchCipher.encryptor(null, Mode.ECB, Padding.NONE));
    }

    /**
     * An executor that runs its first task on a thread of its own, after a pause, and refuses the next: when the
     * refusal reaches the caller, the first task's message is written whole (DES of zero blocks under the zero key:
     * 8ca64de9c1b123a7 each).
     */
    @Test
    void aRefusedTaskLetsTheAcceptedOnesEndFirst() throws Exception {
        AtomicInteger taken = new AtomicInteger();
        AtomicReference<Thread> worker = new AtomicReference<>();
        Executor oneThenNo = task -> {
            if (taken.getAndIncrement() > 0) {
                throw new RejectedExecutionException("full");
            }
            Thread t = new Thread(() -> {
                try {
                    Thread.sleep(300);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                task.run();
            });
            worker.set(t);
            t.start();
        };
        // messages of 512 KiB: each a task of its own (a task holds messages up to 256 KiB)
        List<BatchMessage> messages = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            messages.add(BatchMessage.of(new byte[8], null, new byte[512 * 1024], new byte[512 * 1024]));
        }
        BatchCipher ecb = BatchCipher.encryptor(DesFamily.INSTANCE, Mode.ECB, Padding.NONE);
        assertThrows(RejectedExecutionException.class, () -> ecb.run(messages, oneThenNo));
        byte[] first = messages.get(0).output().toArray(java.lang.foreign.ValueLayout.JAVA_BYTE);
        byte[] block = java.util.HexFormat.of().parseHex("8ca64de9c1b123a7");
        for (int at = 0; at < first.length; at += 8) {
            assertArrayEquals(block, java.util.Arrays.copyOfRange(first, at, at + 8), "block at " + at);
        }
        assertEquals(2, taken.get(), "one task taken, the next refused");
        worker.get().join();
    }
}
