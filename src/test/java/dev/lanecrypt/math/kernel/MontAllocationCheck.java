package dev.lanecrypt.math.kernel;

import dev.lanecrypt.select.Hardware;
import java.lang.management.ManagementFactory;
import java.util.SplittableRandom;

/**
 * Main class of the JVM {@link SimdMontAllocationTest} starts: warms every SIMD Montgomery kernel the
 * hardware runs natively, single-operation, multi-buffer (product, squaring and table read) and radix-2^52
 * (product, squaring, table read, ladder operand; the limb counts of the same moduli), and the radix-2^52
 * one-lane kernels (product, squaring, table read), at the CRT-half and modexp sizes of RSA-2048
 * to RSA-4096 (37, 55, 74 and 147 digits; 74 and 147 take the normalization path) until C2 has compiled
 * it (the fork runs with {@code -Xbatch}), then prints {@code <kernel> <bytes>}: the bytes this thread
 * allocated in {@value #CALLS} products per size after warm-up. Compiled kernels keep their vectors in
 * registers and work in the caller's scratch, so this is 0; a boxed vector (an op C2 did not intrinsify
 * or a call it did not inline) allocates on every step.
 */
public final class MontAllocationCheck {

    static final int CALLS = 200;

    private static final int WARM_CALLS = 3000;

    private static final int[] DIGITS = {37, 55, 74, 147};

    private MontAllocationCheck() {
    }

    public static void main(String[] args) {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        int bits = Hardware.get().vectorBits();
        for (int width : new int[] {128, 256, 512}) {
            if (width > bits) {
                continue; // emulated widths box by design
            }
            MontKernel single = MontKernels.candidates().stream()
                    .filter(k -> k.name().equals("simd" + width)).findFirst().orElseThrow();
            report("simd" + width, threads, (n, reps) -> singleWorkload(single, n, reps));
            MontBatchKernel batch = MontKernels.batchForBits(width);
            report("batch" + width, threads, (n, reps) -> batchWorkload(batch, n, reps));
            Mont52Kernel fma = MontKernels.fma52ForBits(width);
            report(fma.name(), threads, (n, reps) -> fma52Workload(fma, (28 * n - 2 + 2 + 51) / 52, reps));
            Mont52Kernel row = MontKernels.fma52RowForBits(width);
            report(row.name(), threads, (n, reps) -> fma52Workload(row, (28 * n - 2 + 2 + 51) / 52, reps));
        }
    }

    private interface Workload {
        /** Sets up operands for {@code n} digits, then runs {@code reps} products, returning the bytes allocated by them. */
        long run(int n, int reps);
    }

    private static void report(String name, com.sun.management.ThreadMXBean threads, Workload w) {
        for (int n : DIGITS) {
            w.run(n, WARM_CALLS);
        }
        long bytes = 0;
        for (int n : DIGITS) {
            bytes += w.run(n, CALLS);
        }
        System.out.println(name + " " + bytes);
    }

    private static long singleWorkload(MontKernel k, int n, int reps) {
        SplittableRandom rnd = new SplittableRandom(n);
        long[] m = modulus(rnd, n, 1);
        long[] a = operand(rnd, n, 1, m);
        long[] b = operand(rnd, n, 1, m);
        long m0inv = -MontKernels.inverse(m[0]) & ((1L << 28) - 1);
        long[] t = new long[MontKernel.scratch(n)];
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long before = threads.getCurrentThreadAllocatedBytes();
        for (int i = 0; i < reps; i++) {
            k.mul(a, b, m, n, m0inv, t, a);
        }
        return threads.getCurrentThreadAllocatedBytes() - before;
    }

    private static long batchWorkload(MontBatchKernel k, int n, int reps) {
        int lanes = k.lanes();
        SplittableRandom rnd = new SplittableRandom(n);
        long[] m = modulus(rnd, n, lanes);
        long[] a = operand(rnd, n, lanes, m);
        long[] b = operand(rnd, n, lanes, m);
        long[] m0inv = new long[lanes];
        for (int l = 0; l < lanes; l++) {
            m0inv[l] = -MontKernels.inverse(m[l]) & ((1L << 28) - 1);
        }
        long[] t = new long[MontBatchKernel.scratch(n, lanes)];
        long[] out = new long[n * lanes];
        long[][] table = {a.clone(), b.clone(), m.clone(), out.clone()};
        long[] window = new long[lanes];
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long before = threads.getCurrentThreadAllocatedBytes();
        for (int i = 0; i < reps; i++) {
            k.mul(a, b, m, n, m0inv, t, out);
            k.sqr(out, m, n, m0inv, t, out);
            window[i % lanes] = i & 3;
            k.select(table, window, n, b);
            System.arraycopy(out, 0, a, 0, out.length);
        }
        return threads.getCurrentThreadAllocatedBytes() - before;
    }

    /** The radix-2^52 kernel's product, squaring, table read and ladder operand on {@code n}-limb lanes. */
    private static long fma52Workload(Mont52Kernel k, int n, int reps) {
        int lanes = k.lanes();
        SplittableRandom rnd = new SplittableRandom(n);
        double[] m = new double[n * lanes];
        double[] a = new double[n * lanes];
        double[] b = new double[n * lanes];
        long[] minv = new long[lanes];
        for (int j = 0; j < n * lanes; j++) {
            m[j] = rnd.nextLong() >>> 12;
            a[j] = rnd.nextLong() >>> 13;
            b[j] = rnd.nextLong() >>> 13;
        }
        for (int l = 0; l < lanes; l++) {
            long m0 = (long) m[l] | 1;
            m[l] = m0;
            int top = (n - 1) * lanes + l;
            m[top] = (long) m[top] >>> 3;   // 4m < R
            a[top] = 0;
            b[top] = 0;
            minv[l] = -MontKernels.inverse(m0) & ((1L << 52) - 1);
        }
        long[] t = new long[Mont52Kernel.scratch(n, lanes)];
        double[][] table = {a.clone(), b.clone(), m.clone()};
        long[] window = new long[lanes];
        long[] take = new long[lanes];
        double[] sel = new double[n * lanes];
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long before = threads.getCurrentThreadAllocatedBytes();
        for (int i = 0; i < reps; i++) {
            k.mul(a, b, m, n, minv, t, a);
            k.sqr(b, m, n, minv, t, b);
            window[i % lanes] = i % 3;
            k.select(table, window, n, sel);
            take[lanes - 1] = -(i & 1);
            k.ladderOperand(a, sel, take, n, b);
        }
        return threads.getCurrentThreadAllocatedBytes() - before;
    }

    /** {@code lanes} odd moduli of {@code n} digits with {@code 4m < R} (top digit below {@code 2^26}), interleaved. */
    private static long[] modulus(SplittableRandom rnd, int n, int lanes) {
        long[] m = new long[MontKernel.padded(n) * lanes];
        for (int j = 0; j < n * lanes; j++) {
            m[j] = rnd.nextInt(1 << 28);
        }
        for (int l = 0; l < lanes; l++) {
            m[l] |= 1;
            m[(n - 1) * lanes + l] = (m[(n - 1) * lanes + l] >>> 3) | (1 << 24);
        }
        return m;
    }

    /** An operand below {@code m} per lane: random digits under a top digit one below the modulus'. */
    private static long[] operand(SplittableRandom rnd, int n, int lanes, long[] m) {
        long[] x = new long[m.length];
        for (int j = 0; j < (n - 1) * lanes; j++) {
            x[j] = rnd.nextInt(1 << 28);
        }
        for (int l = 0; l < lanes; l++) {
            x[(n - 1) * lanes + l] = m[(n - 1) * lanes + l] - 1;
        }
        return x;
    }
}
