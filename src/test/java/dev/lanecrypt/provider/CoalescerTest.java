package dev.lanecrypt.provider;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.lanecrypt.math.MontgomeryContext;
import dev.lanecrypt.math.MpInt;
import dev.lanecrypt.math.SecretModPow;
import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The coalescer's mechanism on small moduli (fast): a lone caller runs at once on the single path;
 * callers arriving while a computation runs form the next group, up to the lanes, one group per shape;
 * a group too small for a batch runs one by one; a failing lane fails only its caller; interrupted and
 * timed-out callers leave nobody waiting and get their values with their interrupt status; 1 to 512
 * platform and virtual threads finish with every value right and the counts adding up. A gate on the
 * single path holds the first (lone) caller, so the ones behind it queue deterministically.
 */
class CoalescerTest {

    private static final Random SEED = new Random(13);
    /** One-lane shapes (a DH agreement) of two digit counts, and a two-lane one (an RSA CRT operation). */
    private static final MontgomeryContext SMALL = context(250);
    private static final MontgomeryContext LARGE = context(500);
    private static final MontgomeryContext HALF_P = context(256);
    private static final MontgomeryContext HALF_Q = context(255);

    private static MontgomeryContext context(int bits) {
        return new MontgomeryContext(MpInt.fromBigInteger(BigInteger.probablePrime(bits, SEED)));
    }

    /** One caller's exponentiations on the given moduli, 64-bit bounds, and their expected values. */
    private record Op(MontgomeryContext[] ctx, MpInt[] bases, MpInt[] exps, int[] bits, MpInt[] expected) {
        static Op of(Random r, MontgomeryContext... ctx) {
            MpInt[] b = new MpInt[ctx.length];
            MpInt[] e = new MpInt[ctx.length];
            int[] bits = new int[ctx.length];
            MpInt[] want = new MpInt[ctx.length];
            for (int i = 0; i < ctx.length; i++) {
                BigInteger m = ctx[i].modulus().toBigInteger();
                BigInteger base = new BigInteger(m.bitLength() + 4, r);
                BigInteger exp = new BigInteger(64, r);
                b[i] = MpInt.fromBigInteger(base);
                e[i] = MpInt.fromBigInteger(exp);
                bits[i] = 64;
                want[i] = MpInt.fromBigInteger(base.modPow(exp, m));
            }
            return new Op(ctx, b, e, bits, want);
        }

        static Op random(Random r) {
            return switch (r.nextInt(3)) {
                case 0 -> of(r, SMALL);
                case 1 -> of(r, LARGE);
                default -> of(r, HALF_P, HALF_Q);
            };
        }

        MpInt[] run(SecretModPow via) {
            return via.modPow(ctx, bases, exps, bits);
        }
    }

    /**
     * A single path that holds its first call until {@link #open}, interrupts or not, as a long computation
     * would (the lone caller everyone queues behind).
     */
    static final class Gate implements SecretModPow {
        final CountDownLatch entered = new CountDownLatch(1);
        final CountDownLatch release = new CountDownLatch(1);
        final AtomicInteger calls = new AtomicInteger();

        @Override
        public MpInt[] modPow(MontgomeryContext[] c, MpInt[] b, MpInt[] e, int[] bits) {
            if (calls.getAndIncrement() == 0) {
                entered.countDown();
                boolean interrupted = false;
                while (release.getCount() > 0) { // held until opened, interrupted or not (a computation is)
                    try {
                        release.await();
                    } catch (InterruptedException x) {
                        interrupted = true;
                    }
                }
                if (interrupted) {
                    Thread.currentThread().interrupt(); // the leader keeps its interrupt and finishes
                }
            }
            return DIRECT.modPow(c, b, e, bits);
        }

        void open() {
            release.countDown();
        }
    }

    /** Counts the batch calls and their lane totals. */
    private static final class CountingBatch implements SecretModPow {
        final List<Integer> calls = java.util.Collections.synchronizedList(new ArrayList<>());

        @Override
        public MpInt[] modPow(MontgomeryContext[] c, MpInt[] b, MpInt[] e, int[] bits) {
            calls.add(c.length);
            return BATCH.modPow(c, b, e, bits);
        }
    }

    private static void await(BooleanSupplier condition) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > end) {
                fail("condition not reached in 20 s");
            }
            Thread.sleep(2);
        }
    }

    /** Starts {@code ops} on their own threads (virtual or platform); each puts its values or failure at its index. */
    private static List<Thread> start(boolean virtual, SecretModPow via, List<Op> ops, Object[] out) {
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < ops.size(); i++) {
            int at = i;
            Runnable task = () -> {
                try {
                    out[at] = ops.get(at).run(via);
                } catch (Throwable t) {
                    out[at] = t;
                }
            };
            threads.add(virtual ? Thread.ofVirtual().start(task) : Thread.ofPlatform().start(task));
        }
        return threads;
    }

    private static void joinAll(List<Thread> threads) throws InterruptedException {
        for (Thread t : threads) {
            t.join(TimeUnit.SECONDS.toMillis(60));
            assertTrue(!t.isAlive(), "a caller is still waiting: " + t);
        }
    }

    @Test
    void aLoneCallerRunsAtOnceOnTheSinglePath() {
        CountingBatch batch = new CountingBatch();
        Coalescer c = new Coalescer(1, () -> fail("lanes are needed only when a caller waits"), batch, SecretModPow.DIRECT);
        Op op = Op.of(new Random(1), HALF_P, HALF_Q);
        for (int i = 0; i < 3; i++) {
            assertArrayEquals(op.expected, op.run(c));
        }
        assertEquals(List.of(), batch.calls);
        Coalescing.Stats s = c.stats(true, "on", 4);
        assertEquals(3, s.operations());
        assertEquals(3, s.singleOperation());
        assertEquals(0, s.waited());
    }

    @ParameterizedTest
    @CsvSource({"true", "false"})
    void callersArrivingWhileOneRunsFormTheNextBatchesUpToTheLanesOnePerShape(boolean virtual) throws Exception {
        Gate gate = new Gate();
        CountingBatch batch = new CountingBatch();
        Coalescer c = new Coalescer(1, () -> 4, batch, gate);
        Random r = new Random(2);
        Object[] first = new Object[1];
        List<Op> lone = List.of(Op.of(r, SMALL));
        List<Thread> threads = new ArrayList<>(start(virtual, c, lone, first));
        gate.entered.await();
        // behind it: five one-lane ops of one shape (a group of 4, then 1), two RSA-like ops (one group of
        // two, four lanes), one one-lane op of another shape (alone in its group)
        List<Op> queued = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            queued.add(Op.of(r, SMALL));
        }
        queued.add(Op.of(r, HALF_P, HALF_Q));
        queued.add(Op.of(r, HALF_P, HALF_Q));
        queued.add(Op.of(r, LARGE));
        Object[] out = new Object[queued.size()];
        threads.addAll(start(virtual, c, queued, out));
        await(() -> c.stats(true, "on", 4).waited() == queued.size());
        gate.open();
        joinAll(threads);
        assertArrayEquals(lone.get(0).expected, (MpInt[]) first[0]);
        for (int i = 0; i < out.length; i++) {
            assertArrayEquals(queued.get(i).expected, (MpInt[]) out[i], "op " + i);
        }
        List<Integer> lanes = new ArrayList<>(batch.calls);
        lanes.sort(null);
        assertEquals(List.of(4, 4), lanes, "one batch of four one-lane ops, one of two two-lane ops");
        Coalescing.Stats s = c.stats(true, "on", 4);
        assertEquals(9, s.operations());
        assertEquals(3, s.singleOperation(), "the lone caller, the fifth of its shape, the other shape");
        assertArrayEquals(new long[] {0, 0, 1, 0, 1}, s.batches());
    }

    @Test
    void aCallerTakingAFreePlaceWhileAnotherRunsLetsArrivingCallersJoinItsGroup() throws Exception {
        Gate gate = new Gate();
        CountingBatch batch = new CountingBatch();
        CountDownLatch joined = new CountDownLatch(1);
        AtomicInteger paused = new AtomicInteger();
        Runnable pause = () -> { // the second caller's pause, held until two more have joined its group
            paused.incrementAndGet();
            try {
                joined.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        };
        Coalescer c = new Coalescer(2, () -> 4, batch, gate, Coalescer.BatchPolicy.HALF_THE_LANES, pause);
        Random r = new Random(7);
        List<Op> lone = List.of(Op.of(r, SMALL));
        Object[] first = new Object[1];
        List<Thread> threads = new ArrayList<>(start(false, c, lone, first));
        gate.entered.await(); // the first caller found both places free: alone, held in the single path
        List<Op> second = List.of(Op.of(r, SMALL));
        Object[] secondOut = new Object[1];
        threads.addAll(start(false, c, second, secondOut));
        await(() -> paused.get() == 1); // it took the other place with company
        List<Op> arriving = List.of(Op.of(r, SMALL), Op.of(r, SMALL));
        Object[] out = new Object[arriving.size()];
        threads.addAll(start(false, c, arriving, out));
        await(() -> c.stats(true, "on", 4).waited() == 2);
        joined.countDown();
        await(() -> batch.calls.size() == 1); // computed while the first caller is still held
        gate.open();
        joinAll(threads);
        assertArrayEquals(lone.get(0).expected, (MpInt[]) first[0]);
        assertArrayEquals(second.get(0).expected, (MpInt[]) secondOut[0]);
        for (int i = 0; i < out.length; i++) {
            assertArrayEquals(arriving.get(i).expected, (MpInt[]) out[i], "op " + i);
        }
        assertEquals(List.of(3), batch.calls, "the second caller and the two that joined it, one call");
        Coalescing.Stats s = c.stats(true, "on", 4);
        assertEquals(4, s.operations());
        assertEquals(1, s.singleOperation(), "only the first caller, alone with both places free");
        assertEquals(1, paused.get(), "the first caller did not wait for company");
    }

    @Test
    void aGroupFillingHalfTheLanesOrLessRunsOneByOne() throws Exception {
        Gate gate = new Gate();
        CountingBatch batch = new CountingBatch();
        Coalescer c = new Coalescer(1, () -> 8, batch, gate);
        twoPairsBehindALoneCaller(c, gate);
        assertEquals(List.of(), batch.calls);
        assertEquals(3, c.stats(true, "on", 8).singleOperation());
    }

    /** The provider's policy reads the calibrations' figures; here one that says a call for two pairs pays. */
    @Test
    void aGroupTheBatchPolicyPassesRunsAsOneCall() throws Exception {
        Gate gate = new Gate();
        CountingBatch batch = new CountingBatch();
        List<int[]> asked = new ArrayList<>();
        Coalescer c = new Coalescer(1, () -> 8, batch, gate, (shape, pairs, singles, capacity) -> {
            asked.add(new int[] {shape.digits(), pairs, singles, capacity});
            return pairs >= 2;
        });
        List<Op> queued = twoPairsBehindALoneCaller(c, gate);
        assertEquals(List.of(4), batch.calls, "one call for both pairs");
        assertEquals(1, asked.size(), "asked once, for the group of two (the lone caller is never asked)");
        assertArrayEquals(new int[] {queued.get(0).ctx[0].digits(), 2, 0, 8}, asked.get(0));
        assertEquals(1, c.stats(true, "on", 8).singleOperation());
    }

    /**
     * A lone caller held at the gate, two RSA-like operations (4 of 8 lanes) queued behind it, then the gate
     * opened: every value checked; returns the two queued operations.
     */
    private static List<Op> twoPairsBehindALoneCaller(Coalescer c, Gate gate) throws Exception {
        Random r = new Random(3);
        Object[] first = new Object[1];
        List<Thread> threads = new ArrayList<>(start(false, c, List.of(Op.of(r, SMALL)), first));
        gate.entered.await();
        List<Op> queued = List.of(Op.of(r, HALF_P, HALF_Q), Op.of(r, HALF_P, HALF_Q));
        Object[] out = new Object[2];
        threads.addAll(start(false, c, queued, out));
        await(() -> c.stats(true, "on", 8).waited() == 2);
        gate.open();
        joinAll(threads);
        for (int i = 0; i < 2; i++) {
            assertArrayEquals(queued.get(i).expected, (MpInt[]) out[i]);
        }
        return queued;
    }

    @Test
    void aPolicyThatThrowsMeansTheSinglePath() throws Exception {
        Gate gate = new Gate();
        CountingBatch batch = new CountingBatch();
        Coalescer c = new Coalescer(1, () -> 4, batch, gate, (shape, pairs, singles, capacity) -> {
            throw new IllegalStateException("no figures");
        });
        Random r = new Random(8);
        Object[] first = new Object[1];
        List<Thread> threads = new ArrayList<>(start(false, c, List.of(Op.of(r, SMALL)), first));
        gate.entered.await();
        List<Op> queued = List.of(Op.of(r, SMALL), Op.of(r, SMALL), Op.of(r, SMALL), Op.of(r, SMALL));
        Object[] out = new Object[queued.size()];
        threads.addAll(start(false, c, queued, out));
        await(() -> c.stats(true, "on", 4).waited() == queued.size());
        gate.open();
        joinAll(threads);
        for (int i = 0; i < out.length; i++) {
            assertArrayEquals(queued.get(i).expected, (MpInt[]) out[i]);
        }
        assertEquals(List.of(), batch.calls);
    }

    @Test
    void aFailingLaneFailsOnlyItsCaller() throws Exception {
        Random r = new Random(4);
        Op poisoned = Op.of(r, SMALL);
        ArithmeticException boom = new ArithmeticException("lane fault");
        Gate gate = new Gate();
        SecretModPow single = (ctx, b, e, bits) -> {
            if (b[0] == poisoned.bases[0]) {
                throw boom;
            }
            return gate.modPow(ctx, b, e, bits);
        };
        SecretModPow batch = (ctx, b, e, bits) -> {
            for (MpInt x : b) {
                if (x == poisoned.bases[0]) {
                    throw new ArithmeticException("the batch refuses");
                }
            }
            return SecretModPow.BATCH.modPow(ctx, b, e, bits);
        };
        Coalescer c = new Coalescer(1, () -> 4, batch, single);
        Object[] first = new Object[1];
        List<Thread> threads = new ArrayList<>(start(false, c, List.of(Op.of(r, LARGE)), first));
        gate.entered.await();
        List<Op> queued = List.of(Op.of(r, SMALL), poisoned, Op.of(r, SMALL), Op.of(r, SMALL));
        Object[] out = new Object[queued.size()];
        threads.addAll(start(true, c, queued, out));
        await(() -> c.stats(true, "on", 4).waited() == queued.size());
        gate.open();
        joinAll(threads);
        for (int i = 0; i < out.length; i++) {
            if (queued.get(i) == poisoned) {
                assertSame(boom, out[i], "the failing lane's caller gets its own exception");
            } else {
                assertArrayEquals(queued.get(i).expected, (MpInt[]) out[i], "op " + i);
            }
        }
    }

    @Test
    void anExponentPastItsBoundIsRefusedOnTheCallersThreadAsTheSinglePathRefusesIt() {
        Coalescer c = new Coalescer(1, () -> 4, SecretModPow.BATCH, SecretModPow.DIRECT);
        Op op = Op.of(new Random(5), SMALL);
        int[] tooShort = {10};
        ArithmeticException direct = assertThrows(ArithmeticException.class,
                () -> SecretModPow.DIRECT.modPow(op.ctx, op.bases, op.exps, tooShort));
        ArithmeticException here = assertThrows(ArithmeticException.class,
                () -> c.modPow(op.ctx, op.bases, op.exps, tooShort));
        assertEquals(direct.getMessage(), here.getMessage());
        assertEquals(0, c.stats(true, "on", 4).operations());
    }

    /**
     * Everyone queued behind the gate, leader included, is interrupted; all get their values, every one
     * keeps its interrupt status, and none waits for anyone who left.
     */
    @ParameterizedTest
    @CsvSource({"true", "false"})
    void interruptedCallersGetTheirValuesAndKeepTheirInterruptStatus(boolean virtual) throws Exception {
        Gate gate = new Gate();
        Coalescer c = new Coalescer(1, () -> 4, SecretModPow.BATCH, gate);
        Random r = new Random(6);
        List<Op> ops = new ArrayList<>();
        for (int i = 0; i < 9; i++) {
            ops.add(i == 0 ? Op.of(r, SMALL) : Op.random(r));
        }
        Object[] out = new Object[ops.size()];
        boolean[] stillInterrupted = new boolean[ops.size()];
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < ops.size(); i++) {
            int at = i;
            Runnable task = () -> {
                out[at] = ops.get(at).run(c);
                stillInterrupted[at] = Thread.currentThread().isInterrupted();
            };
            threads.add(virtual ? Thread.ofVirtual().start(task) : Thread.ofPlatform().start(task));
            if (i == 0) {
                gate.entered.await();
            }
        }
        await(() -> c.stats(true, "on", 4).waited() == ops.size() - 1);
        threads.forEach(Thread::interrupt);
        Thread.sleep(20); // the interrupted waiters have woken, seen no values and parked again
        gate.open();
        joinAll(threads);
        for (int i = 0; i < ops.size(); i++) {
            assertArrayEquals(ops.get(i).expected, (MpInt[]) out[i], "op " + i);
            assertTrue(stillInterrupted[i], "op " + i + " lost its interrupt status");
        }
    }

    /**
     * Callers whose futures time out and are cancelled (interrupting them) while they wait: the others
     * finish, the cancelled ones finish their operation too, and no thread is left parked in the coalescer.
     */
    @Test
    void timedOutAndCancelledCallersLeaveNobodyWaiting() throws Exception {
        Gate gate = new Gate();
        Coalescer c = new Coalescer(1, () -> 4, SecretModPow.BATCH, gate);
        Random r = new Random(7);
        AtomicInteger finished = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(12);
        try {
            List<Op> ops = new ArrayList<>();
            List<Future<MpInt[]>> futures = new ArrayList<>();
            for (int i = 0; i < 12; i++) {
                Op op = i == 0 ? Op.of(r, SMALL) : Op.random(r);
                ops.add(op);
                futures.add(pool.submit(() -> {
                    MpInt[] v = op.run(c);
                    finished.incrementAndGet();
                    return v;
                }));
                if (i == 0) {
                    gate.entered.await();
                }
            }
            await(() -> c.stats(true, "on", 4).waited() == 11);
            for (int i = 0; i < 12; i += 3) {
                Future<MpInt[]> f = futures.get(i);
                assertThrows(TimeoutException.class, () -> f.get(5, TimeUnit.MILLISECONDS));
                f.cancel(true);
            }
            gate.open();
            for (int i = 0; i < 12; i++) {
                if (i % 3 != 0) {
                    assertArrayEquals(ops.get(i).expected, futures.get(i).get(60, TimeUnit.SECONDS), "op " + i);
                }
            }
            await(() -> finished.get() == 12);
            await(() -> parkedInCoalescer() == 0);
        } finally {
            pool.shutdownNow();
            assertTrue(pool.awaitTermination(60, TimeUnit.SECONDS));
        }
    }

    private static long parkedInCoalescer() {
        return Thread.getAllStackTraces().values().stream()
                .filter(st -> java.util.Arrays.stream(st).anyMatch(f -> f.getClassName().equals(Coalescer.class.getName())))
                .count();
    }

    /**
     * 1 to 512 callers, platform or virtual, a few random operations each (three shapes), a quarter of
     * the threads interrupted at random moments, on one place (everyone queues) and on two: every value
     * right, every thread done within the time limit (a lost wake-up would hang one), the counts adding
     * up, nothing left in the coalescer.
     */
    @ParameterizedTest
    @CsvSource({"1, false, 1", "2, true, 1", "7, false, 2", "64, true, 1", "64, false, 2", "512, true, 1",
        "512, true, 2", "512, false, 2"})
    void manyThreadsGetTheirValues(int threads, boolean virtual, int parallelism) {
        assertTimeoutPreemptively(Duration.ofSeconds(90), () -> {
            Coalescer c = new Coalescer(parallelism, Coalescer::batchLanes, SecretModPow.BATCH, SecretModPow.DIRECT);
            int perThread = threads >= 512 ? 3 : 12;
            AtomicReference<Throwable> wrong = new AtomicReference<>();
            List<Thread> all = new ArrayList<>();
            CountDownLatch go = new CountDownLatch(1);
            for (int t = 0; t < threads; t++) {
                long seed = 1000 + t;
                Runnable task = () -> {
                    Random r = new Random(seed);
                    while (go.getCount() > 0) {
                        try {
                            go.await();
                        } catch (InterruptedException early) {
                            // interrupted before the start: still do the work
                        }
                    }
                    for (int k = 0; k < perThread; k++) {
                        Op op = Op.random(r);
                        try {
                            MpInt[] got = op.run(c);
                            if (!java.util.Arrays.equals(op.expected, got)) {
                                wrong.compareAndSet(null, new AssertionError("wrong value in thread " + seed));
                            }
                        } catch (Throwable e) {
                            wrong.compareAndSet(null, e);
                        }
                        Thread.interrupted(); // clear a random interrupt before the next operation
                    }
                };
                all.add(virtual ? Thread.ofVirtual().unstarted(task) : Thread.ofPlatform().unstarted(task));
            }
            all.forEach(Thread::start);
            go.countDown();
            for (int i = 0; i < threads / 4; i++) {
                Thread victim = all.get(ThreadLocalRandom.current().nextInt(threads));
                victim.interrupt();
                Thread.sleep(0, 200_000);
            }
            for (Thread t : all) {
                t.join();
            }
            if (wrong.get() != null) {
                throw new AssertionError(wrong.get());
            }
            Coalescing.Stats s = c.stats(true, "on", Coalescer.batchLanes());
            long total = (long) threads * perThread;
            assertEquals(total, s.operations());
            assertEquals(total, s.singleOperation() + s.batchedOperations(), s.toString());
            assertEquals(0, parkedInCoalescer());
        });
    }
}
