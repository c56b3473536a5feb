package dev.lanecrypt.blowfish;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * The byte-permute engine's pool of aligned table slots ({@code BlowfishPermute.POOL}): a call finds its
 * key's tables whichever slot it gets and whichever key used that slot before, runs on the interleaved
 * fallback when every slot is taken, and gives its slot back. Every result against the scalar engine.
 */
class BlowfishPermuteSlotsTest {

    /** Long enough for a full pass of four groups and a padded tail. */
    private static final int BLOCKS = 300;

    @Test
    void everySlotTakenRunsOnTheFallback() {
        SplittableRandom r = new SplittableRandom(1);
        BlowfishKey k = key(r);
        List<Integer> held = holdAll();
        try {
            check(new BlowfishPermute(k), k, r);
            assertEquals(-1, BlowfishPermute.acquire(0), "the call gave back no slot it did not take");
        } finally {
            held.forEach(BlowfishPermute::release);
        }
        check(new BlowfishPermute(k), k, r);
    }

    @Test
    void keysTakingTurnsInOneThread() {
        SplittableRandom r = new SplittableRandom(2);
        BlowfishKey[] keys = {key(r), key(r), key(r)};
        BlowfishPermute[] engines = {new BlowfishPermute(keys[0]), new BlowfishPermute(keys[1]), new BlowfishPermute(keys[2])};
        for (int i = 0; i < 12; i++) {
            int j = r.nextInt(keys.length);
            check(engines[j], keys[j], r);
        }
    }

    /**
     * Four slots left free (the test holds the others) and 16 threads, each with its own key, started together:
     * calls wait for no one, take a free slot or run on the fallback, and give their slots back.
     */
    @Test
    void moreThreadsThanFreeSlots() throws Exception {
        List<Integer> held = holdAll();
        int threads = 16;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            for (int i = 0; i < 4; i++) {
                BlowfishPermute.release(held.remove(held.size() - 1));
            }
            CyclicBarrier start = new CyclicBarrier(threads);
            List<Future<?>> done = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                long seed = 100 + t;
                done.add(pool.submit(() -> {
                    SplittableRandom r = new SplittableRandom(seed);
                    BlowfishKey k = key(r);
                    BlowfishPermute e = new BlowfishPermute(k);
                    start.await();
                    for (int i = 0; i < 6; i++) {
                        check(e, k, r);
                    }
                    return null;
                }));
            }
            for (Future<?> f : done) {
                f.get();
            }
        } finally {
            pool.shutdownNow();
            held.forEach(BlowfishPermute::release);
        }
        holdAll().forEach(BlowfishPermute::release);
    }

    /**
     * Takes every slot, waiting (up to 10 s) for those that calls in other threads of this JVM hold, such as
     * the selector's calibration: so each slot was given back by whoever took it.
     */
    private static List<Integer> holdAll() {
        List<Integer> held = new ArrayList<>();
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (held.size() < BlowfishPermute.SLOTS) {
            int slot = BlowfishPermute.acquire(0);
            if (slot >= 0) {
                held.add(slot);
            } else if (System.nanoTime() > deadline) {
                held.forEach(BlowfishPermute::release);
                throw new AssertionError("only " + held.size() + " of " + BlowfishPermute.SLOTS + " slots free after 10 s");
            } else {
                Thread.onSpinWait();
            }
        }
        return held;
    }

    private static BlowfishKey key(SplittableRandom r) {
        byte[] key = new byte[1 + r.nextInt(56)];
        r.nextBytes(key);
        return BlowfishKey.expand(key);
    }

    private static void check(BlowfishPermute e, BlowfishKey k, SplittableRandom r) {
        BlowfishScalar scalar = new BlowfishScalar(k);
        long[] blocks = r.longs(BLOCKS).toArray();
        long[] expected = blocks.clone();
        for (int i = 0; i < BLOCKS; i++) {
            expected[i] = scalar.encrypt(expected[i]);
        }
        long[] got = blocks.clone();
        e.encryptBlocks(got, 0, BLOCKS);
        assertArrayEquals(expected, got);
        e.decryptBlocks(got, 0, BLOCKS);
        assertArrayEquals(blocks, got);
    }
}
