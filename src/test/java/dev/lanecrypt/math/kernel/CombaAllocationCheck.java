package dev.lanecrypt.math.kernel;

import dev.lanecrypt.select.Hardware;
import java.lang.management.ManagementFactory;
import java.util.SplittableRandom;

/**
 * Main class of the JVM {@link SimdCombaAllocationTest} starts: warms every SIMD comba width the
 * hardware runs natively until C2 has compiled it (the fork runs with {@code -Xbatch}, so compilations
 * finish before the calls go on), then prints {@code <kernel> <bytes>}: the bytes this thread allocated
 * in {@value #CALLS} multiplies and {@value #CALLS} squares at 28 digits. Compiled code keeps its vectors
 * in registers and reuses its scratch, so this is 0; boxed vectors (an op C2 did not intrinsify) allocate
 * a few hundred bytes per call.
 */
public final class CombaAllocationCheck {

    static final int CALLS = 1000;

    private static final int WARM_CALLS = 3000;

    private CombaAllocationCheck() {
    }

    public static void main(String[] args) {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        int bits = Hardware.get().vectorBits();
        SplittableRandom rnd = new SplittableRandom(28);
        for (MulKernel k : Kernels.candidates()) {
            if (!k.name().startsWith("simd") || Integer.parseInt(k.name().substring(4)) > bits) {
                continue; // scalar allocates nothing anyway; a width above the hardware's is emulated, boxed by design
            }
            long sink = 0;
            for (int n = 4; n <= 36; n += 4) {
                int[] a = digits(rnd, n);
                int[] b = digits(rnd, n);
                int[] out = new int[2 * n];
                for (int i = 0; i < WARM_CALLS; i++) {
                    k.multiply(a, n, b, n, out);
                    k.square(a, n, out);
                    sink += out[n];
                }
            }
            int n = 28;
            int[] a = digits(rnd, n);
            int[] b = digits(rnd, n);
            int[] out = new int[2 * n];
            long before = threads.getCurrentThreadAllocatedBytes();
            for (int i = 0; i < CALLS; i++) {
                k.multiply(a, n, b, n, out);
                k.square(a, n, out);
                sink += out[n];
            }
            long bytes = threads.getCurrentThreadAllocatedBytes() - before;
            System.out.println(k.name() + " " + bytes + " (sink " + sink + ")");
        }
    }

    private static int[] digits(SplittableRandom rnd, int n) {
        int[] d = new int[n];
        for (int i = 0; i < n; i++) {
            d[i] = rnd.nextInt(1 << MulKernel.DIGIT_BIT);
        }
        return d;
    }
}
