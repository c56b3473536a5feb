package dev.lanecrypt.provider;

import dev.lanecrypt.math.kernel.MontBatchKernel;
import dev.lanecrypt.math.kernel.MontKernels;
import dev.lanecrypt.math.MontgomeryContext;
import dev.lanecrypt.math.MpInt;
import dev.lanecrypt.math.SecretEngines;
import dev.lanecrypt.math.SecretModPow;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.IntSupplier;

/**
 * Group commit for the exponentiations of private-key operations: concurrent callers' exponentiations of
 * one shape (modulus digit count and exponent bound) share the lanes of one multi-buffer call.
 *
 * <p><b>How it runs.</b> At most {@code parallelism} computations run at once (the JVM's processors). A
 * caller that finds all of them free runs at once, alone, on the single-operation path: no timer, and
 * nothing can be queued then (a freed place always goes to the oldest waiting group first). A caller that
 * takes a free place while another computation runs opens a group on it that callers of its shape may
 * join while it yields its processor once ({@link Thread#yield}), then closes it and computes: under load a
 * place frees when a computation ends, just before that computation's callers come back, and taking it alone
 * ran about 15% of 16 threads' RSA-2048 signatures on the single path (Intel Xeon, AVX-512: 4.27-4.31
 * signatures/ms before, 4.61-4.64 after, bench/results/2026-12-02-intel-xeon-avx512.md). Otherwise it
 * joins the oldest waiting group of its shape with room for its lanes (an RSA CRT operation takes two,
 * one per half), or opens a new one at the tail; groups hold at most the kernel's lanes. When a
 * computation ends, its leader hands its place to the oldest waiting group: that group closes and its
 * first member becomes its leader. A leader computes for its whole group: one multi-buffer call when the
 * group has more than one operation and the call costs less than its members one after another on the
 * single path ({@link SecretEngines#batchPays}: a batch costs all its lanes whatever is in them, and what
 * a lane costs against a single operation differs by machine: on AVX2 with 28-bit kernels four lanes
 * cost what three single exponentiations did, on AVX-512 with radix-2^52 kernels an 8-lane call for
 * RSA-2048 halves costs 1.35 signatures), else each one after another on the single path; then it hands
 * every member its values, passes its place on, and returns its own. There is no thread of this class:
 * leaders are callers.
 *
 * <p><b>Virtual threads.</b> Platform threads meet here because the OS runs them side by side; virtual
 * threads run on as many carriers as there are places, each until it blocks, so the ones behind a
 * computation would never get to arrive. A virtual thread that takes a free place therefore yields its
 * carrier once ({@link Thread#yield}) before computing: the virtual threads runnable behind it reach the
 * coalescer, find the places taken and queue, and the next computations are batches. That yield is the
 * only delay a lone virtual caller sees (no timer: it returns as soon as the scheduler has nothing else
 * to run).
 *
 * <p><b>Contract per operation.</b> Values equal {@link SecretModPow#DIRECT}'s. The exponent range is
 * checked on the caller's thread before it queues (ArithmeticException, as the single path). Which
 * operations share a call depends on arrival times and public sizes only; every lane keeps the
 * constant-time contract of {@link dev.lanecrypt.math.BatchModPow} (loop over the group's largest
 * public bound, masked table reads). Whatever the batch call throws makes the leader redo each member
 * alone, so a throwable reaches only the member whose exponentiation raised it.
 *
 * <p><b>Threads, waiting, interrupts.</b> Thread-safe, for platform and virtual threads alike: the queue
 * is guarded by a {@link ReentrantLock} held only for a few field updates, and a waiter parks
 * ({@link LockSupport}) with no lock or monitor held, so a virtual thread unmounts. Waiting ignores
 * interrupts: an interrupted waiter keeps waiting for its values (until the groups ahead of its own in
 * the queue and then its own have been computed), returns them, and leaves with its interrupt status
 * set, as the uninterruptible single-operation path would; a leader always finishes its group. So no
 * member is ever left without its values or its leader: each is woken exactly once, by a state written
 * before the unpark (a wake-up before the park is kept by the park permit and the state is re-read after
 * every return from park).
 */
final class Coalescer implements SecretModPow {

    /** A member's state: waiting, promoted to lead its group, or given its values (or failure). */
    private static final int WAITING = 0;
    private static final int LEADING = 1;
    private static final int DONE = 2;

    private final int parallelism;
    private final IntSupplier lanesOf;
    private final SecretModPow batch;
    private final SecretModPow single;
    private final BatchPolicy policy;
    /** What the leader of a group that took company does before closing it: {@link Thread#yield} (tests: a gate). */
    private final Runnable pause;

    private final ReentrantLock lock = new ReentrantLock();
    /** Groups waiting for a place, oldest first; guarded by {@link #lock}. */
    private final ArrayDeque<Group> waiting = new ArrayDeque<>();
    /** Computations running (at most {@link #parallelism}); guarded by {@link #lock}. */
    private int running;
    /**
     * The group that took a free place while another computation ran and that callers of its shape may still
     * join, until its leader has yielded once and closes it; null if none. Guarded by {@link #lock}.
     */
    private Group forming;
    /** The batch kernel's lanes, resolved at the first caller that has to wait (-1 before, 0: no batching). */
    private int lanes = -1;
    /** False once the batch kernel is known to be scalar: callers then go straight to the single path. */
    private volatile boolean batching = true;

    private final LongAdder operations = new LongAdder();
    private final LongAdder singles = new LongAdder();
    private final LongAdder waited = new LongAdder();
    /** Index k: multi-buffer calls that carried k operations. */
    private final AtomicLongArray batches = new AtomicLongArray(65);

    /** Whether a group's batch call pays, from its shape and its members' lanes. */
    interface BatchPolicy {
        boolean pays(MontgomeryContext shape, int pairs, int singles, int capacity);

        /** Batch when more than half of the lanes are used. */
        BatchPolicy HALF_THE_LANES = (shape, pairs, singles, capacity) ->
                SecretEngines.fillsMoreThanHalf(pairs, singles, capacity);
    }

    /** The provider's: as many computations at once as processors, the selected batch kernel. */
    Coalescer() {
        this(Runtime.getRuntime().availableProcessors(), Coalescer::batchLanes, SecretEngines.MANY,
                SecretEngines.SINGLE, SecretEngines::batchPays);
    }

    /** Tests: a given parallelism, lanes, batch and single paths; batches fill more than half of the lanes. */
    Coalescer(int parallelism, IntSupplier lanes, SecretModPow batch, SecretModPow single) {
        this(parallelism, lanes, batch, single, BatchPolicy.HALF_THE_LANES);
    }

    Coalescer(int parallelism, IntSupplier lanes, SecretModPow batch, SecretModPow single, BatchPolicy policy) {
        this(parallelism, lanes, batch, single, policy, Thread::yield);
    }

    Coalescer(int parallelism, IntSupplier lanes, SecretModPow batch, SecretModPow single, BatchPolicy policy,
            Runnable pause) {
        if (parallelism < 1) {
            throw new IllegalArgumentException("parallelism must be positive");
        }
        this.parallelism = parallelism;
        this.lanesOf = lanes;
        this.batch = batch;
        this.single = single;
        this.policy = policy;
        this.pause = pause;
    }

    /** The selected multi-buffer kernel's lanes, or 0 when it is the scalar one (its lanes run one after another). */
    static int batchLanes() {
        MontBatchKernel k = MontKernels.batch();
        return k.name().equals("scalar") ? 0 : k.lanes();
    }

    @Override
    public MpInt[] modPow(MontgomeryContext[] contexts, MpInt[] bases, MpInt[] exponents, int[] bits) {
        int count = contexts.length;
        if (bases.length != count || exponents.length != count || bits.length != count || count == 0) {
            throw new IllegalArgumentException("bases, exponents, moduli and bounds differ in number");
        }
        int maxBits = 0;
        boolean oneShape = true;
        for (int i = 0; i < count; i++) {
            if (exponents[i].signum() < 0 || exponents[i].bitLength() > bits[i] || bits[i] < 1) {
                throw new ArithmeticException("exponent out of range for the constant-time path");
            }
            maxBits = Math.max(maxBits, bits[i]);
            oneShape &= contexts[i].digits() == contexts[0].digits();
        }
        operations.increment();
        Request self = new Request(contexts, bases, exponents, bits, contexts[0].digits(), maxBits);
        Group own = batching && oneShape ? enter(self) : null;
        if (own == null) { // lanes of different digit counts, or no batching on this JVM
            singles.increment();
            return single.modPow(contexts, bases, exponents, bits);
        }
        if (self.state != LEADING) {
            awaitTurn(self);
        } else if (own.capacity > 0) { // a free place taken with company (see enter)
            pause.run(); // let the callers that are arriving (those the other computation just released) join
            close(own);
        } else if (self.thread.isVirtual()) {
            Thread.yield(); // let the virtual threads runnable behind this one on the carriers arrive and queue
        }
        if (self.state == LEADING) {
            lead(own);
        }
        return self.values();
    }

    /**
     * Takes a free place for a group of {@code r} alone and returns it, or queues {@code r} and returns
     * its group; null when {@code r} is to run on the single path without a place (no batching here).
     */
    private Group enter(Request r) {
        lock.lock();
        try {
            if (running < parallelism) {
                // another computation runs, so callers are arriving: this place takes company (see modPow)
                boolean company = running > 0 && forming == null && batchLanes(r) > 0;
                running++;
                Group g = new Group(r.digits, r.maxBits, company ? lanes : 0);
                g.add(r);
                r.state = LEADING;
                if (company) {
                    forming = g;
                }
                return g;
            }
            if (batchLanes(r) == 0) {
                return null;
            }
            waited.increment();
            Group f = forming;
            if (f != null && f.digits == r.digits && f.bits == r.maxBits && f.used + r.lanes() <= f.capacity) {
                f.add(r);
                return f;
            }
            for (Group g : waiting) {
                if (g.digits == r.digits && g.bits == r.maxBits && g.used + r.lanes() <= g.capacity) {
                    g.add(r);
                    return g;
                }
            }
            Group g = new Group(r.digits, r.maxBits, lanes);
            g.add(r);
            waiting.addLast(g);
            return g;
        } finally {
            lock.unlock();
        }
    }

    /**
     * The batch kernel's lanes (resolved at the first call), or 0 when {@code r} cannot share them. Under
     * {@link #lock}.
     */
    private int batchLanes(Request r) {
        if (lanes < 0) {
            lanes = resolveLanes();
            batching = lanes > 0;
        }
        return r.lanes() > lanes ? 0 : lanes;
    }

    /** The batch kernel's lanes; 0 (no batching from now on) if there is none to use. */
    private int resolveLanes() {
        try {
            return Math.max(0, lanesOf.getAsInt());
        } catch (RuntimeException noKernel) {
            return 0;
        }
    }

    /** No one joins {@code g} from now on (it is no longer the group forming on a place). */
    private void close(Group g) {
        lock.lock();
        try {
            if (forming == g) {
                forming = null;
            }
        } finally {
            lock.unlock();
        }
    }

    /** Parks until this member is promoted or done; an interrupt is remembered and restored, never acted on. */
    private void awaitTurn(Request r) {
        boolean interrupted = false;
        while (r.state == WAITING) {
            LockSupport.park(this);
            if (Thread.interrupted()) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Computes every member's values (the leader is the first member), hands this place to the next
     * group, wakes the other members. Never throws: whatever goes wrong is a member's failure.
     */
    private void lead(Group g) {
        try {
            compute(g);
        } catch (Throwable t) { // e.g. no memory for the batch's arrays: every member still gets an answer
            for (Request m : g.members) {
                if (m.values == null && m.failure == null) {
                    m.failure = t;
                }
            }
        }
        Group next;
        lock.lock();
        try {
            next = waiting.pollFirst();
            if (next == null) {
                running--;
            }
        } finally {
            lock.unlock();
        }
        if (next != null) {
            Request leader = next.members.get(0);
            leader.state = LEADING;
            LockSupport.unpark(leader.thread);
        }
        for (int i = 1; i < g.members.size(); i++) {
            Request m = g.members.get(i);
            m.state = DONE;
            LockSupport.unpark(m.thread);
        }
    }

    /** Every member's values (or its own failure), by one batch call when it pays, else one by one. */
    private void compute(Group g) {
        List<Request> members = g.members;
        int pairs = 0;
        for (Request m : members) {
            pairs += m.lanes() == 2 ? 1 : 0;
        }
        if (members.size() > 1 && pays(g, pairs) && batchAll(g)) {
            batches.incrementAndGet(Math.min(members.size(), batches.length() - 1));
            return;
        }
        singles.add(members.size());
        for (Request m : members) {
            try {
                m.values = single.modPow(m.contexts, m.bases, m.exponents, m.bits);
            } catch (Throwable t) {
                m.failure = t;
            }
        }
    }

    /** The policy's answer; a policy that throws (no figures to read) counts as "no": the single path is always right. */
    private boolean pays(Group g, int pairs) {
        try {
            return policy.pays(g.members.get(0).contexts[0], pairs, g.members.size() - pairs, g.capacity);
        } catch (RuntimeException e) {
            return false;
        }
    }

    /** All members' exponentiations in one batch call; false (nothing set) if that call throws. */
    private boolean batchAll(Group g) {
        int n = g.used;
        MontgomeryContext[] ctx = new MontgomeryContext[n];
        MpInt[] b = new MpInt[n];
        MpInt[] e = new MpInt[n];
        int[] bits = new int[n];
        int at = 0;
        for (Request m : g.members) {
            int k = m.lanes();
            System.arraycopy(m.contexts, 0, ctx, at, k);
            System.arraycopy(m.bases, 0, b, at, k);
            System.arraycopy(m.exponents, 0, e, at, k);
            System.arraycopy(m.bits, 0, bits, at, k);
            at += k;
        }
        MpInt[] out;
        try {
            out = batch.modPow(ctx, b, e, bits);
        } catch (Throwable t) {
            return false;
        }
        at = 0;
        for (Request m : g.members) {
            m.values = Arrays.copyOfRange(out, at, at + m.lanes());
            at += m.lanes();
        }
        return true;
    }

    /** What has run so far (see {@link Coalescing.Stats}). */
    Coalescing.Stats stats(boolean enabled, String state, int lanes) {
        long[] sizes = new long[Math.max(0, Math.min(lanes, batches.length() - 1)) + 1];
        for (int k = 0; k < sizes.length; k++) {
            sizes[k] = batches.get(k);
        }
        return new Coalescing.Stats(enabled, state, lanes, parallelism, operations.sum(), singles.sum(),
                waited.sum(), sizes);
    }

    /** One caller's exponentiations and, once its leader has computed them, their values. */
    private static final class Request {
        final MontgomeryContext[] contexts;
        final MpInt[] bases;
        final MpInt[] exponents;
        final int[] bits;
        final int digits;
        /** The shape's bound: the largest of {@link #bits}. */
        final int maxBits;
        final Thread thread = Thread.currentThread();
        /** Written by the leader before {@link #state} becomes DONE; read by this caller after. */
        MpInt[] values;
        Throwable failure;
        volatile int state = WAITING;

        Request(MontgomeryContext[] contexts, MpInt[] bases, MpInt[] exponents, int[] bits, int digits, int maxBits) {
            this.contexts = contexts;
            this.bases = bases;
            this.exponents = exponents;
            this.bits = bits;
            this.digits = digits;
            this.maxBits = maxBits;
        }

        int lanes() {
            return contexts.length;
        }

        /** This caller's values, or its failure rethrown on its own thread. */
        MpInt[] values() {
            if (failure instanceof RuntimeException e) {
                throw e;
            }
            if (failure instanceof Error e) {
                throw e;
            }
            if (failure != null) {
                throw new IllegalStateException(failure);
            }
            return values;
        }
    }

    /** Operations of one shape computed together; members fixed once the group leaves the queue. */
    private static final class Group {
        final int digits;
        final int bits;
        /** Lanes the group may fill (0 for a caller that found every place free: it runs alone). */
        final int capacity;
        final List<Request> members = new ArrayList<>();
        int used;

        Group(int digits, int bits, int capacity) {
            this.digits = digits;
            this.bits = bits;
            this.capacity = capacity;
        }

        void add(Request r) {
            members.add(r);
            used += r.lanes();
        }
    }
}
