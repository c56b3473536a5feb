package dev.lanecrypt.math.kernel;

import dev.lanecrypt.select.Hardware;
import java.lang.management.ManagementFactory;
import java.util.SplittableRandom;

/**
 * Main class of the JVM {@link SimdCombaAllocationTest} starts: warms the scalar combas and every SIMD comba width
 * the hardware runs natively ({@code rows256} too, and {@code permute512} on AVX-512) until C2 has compiled it (the fork runs with
 * {@code -Xbatch}, so compilations finish before the calls go on), then prints {@code <kernel> <bytes>}: the bytes
 * this thread allocated in {@value #CALLS} multiplies and {@value #CALLS} squares at 4 to 36 digits (every pair of
 * the lengths 4, 8, 12, 16, 20, 28, 32, 36, so every method of {@code permute512}, rows256's largest and its stationary
 * windows up to 4 x 4 blocks). Compiled code
 * keeps its vectors in registers and reuses its scratch, so this is 0; boxed vectors (an op C2 did not
 * intrinsify) allocate a few hundred bytes per call.
 */
public final class CombaAllocationCheck {

    static final int CALLS = 1000;

    /**
     * Calls of each kernel at each pair of lengths before the count: over C2's invocation threshold
     * ({@code Tier4InvocationThreshold}, 5000), so that C2 has compiled even a dispatching method with few backedges.
     * With 3000, rows256's {@code square} (whose copies became a few vector stores, a loop of 3-5 turns) was still
     * C1's code when the count began: 168-177 bytes a call at 9 and 16 digits, none once C2 compiled it during the
     * next 1000 calls.
     */
    private static final int WARM_CALLS = 6000;

    private CombaAllocationCheck() {
    }

    public static void main(String[] args) {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        int bits = Hardware.get().vectorBits();
        SplittableRandom rnd = new SplittableRandom(28);
        int[] lengths = lengths();
        int[][] ops = new int[lengths.length][];
        for (int i = 0; i < lengths.length; i++) {
            ops[i] = digits(rnd, lengths[i]);
        }
        int[] out = new int[2 * lengths[lengths.length - 1]];
        for (MulKernel k : Kernels.candidates()) {
            if (!measured(k.name(), bits)) {
                continue; // a width above the hardware's is emulated, boxed by design
            }
            long sink = 0;
            boolean interleaved = Boolean.getBoolean(INTERLEAVED);
            for (int x = 0; x < lengths.length; x++) {
                for (int y = x; y < lengths.length; y++) {
                    for (int i = 0; i < WARM_CALLS; i++) {
                        int p = interleaved ? first(i, lengths.length) : x;
                        int q = interleaved ? second(i, lengths.length) : y;
                        k.multiply(ops[p], lengths[p], ops[q], lengths[q], out);
                        k.square(ops[q], lengths[q], out);
                        sink += out[lengths[p]];
                    }
                }
            }
            long before = threads.getCurrentThreadAllocatedBytes();
            for (int i = 0; i < CALLS; i++) {
                int x = first(i, lengths.length);
                int y = second(i, lengths.length);
                k.multiply(ops[x], lengths[x], ops[y], lengths[y], out);
                k.square(ops[y], lengths[y], out);
                sink += out[lengths[x]];
            }
            long bytes = threads.getCurrentThreadAllocatedBytes() - before;
            System.out.println(k.name() + " " + bytes + " (sink " + sink + ")");
        }
    }

    /** Call {@code i} of the counted calls' order multiplies lengths {@code first} and {@code second} of {@code n}. */
    private static int first(int i, int n) {
        return i % n;
    }

    /** The longer operand of call {@code i}: every pair {@code first <= second} in turn. */
    private static int second(int i, int n) {
        int x = first(i, n);
        return x + (i / n) % (n - x);
    }

    /**
     * 4, 8, 12, 16, 20, 28, 32, 36 (1..5 blocks of 8: every method of {@code permute512}, 12 and 16 digits for its
     * products of up to 24 and of 25 to 32 digits in registers; 2, 3, 4, 5, 7, 8 and 9 blocks of 4 for {@code rows256},
     * its 8 x 8 and 9 x 9 products in two methods each and its stationary windows from 2 x 3 to 4 x 4 blocks, 8 x 12 to
     * 16 x 16 digits), or the lengths in
     * {@value #LENGTHS}: C2's code for a method depends on what ran before it (the profiles of the Vector API's
     * shared code), so an order in which the shortest and the longest methods alternate with nothing between
     * boxed where the default order did not (docs/mpint.md, "8 digits").
     */
    private static int[] lengths() {
        String s = System.getProperty(LENGTHS, "4,8,12,16,20,28,32,36");
        return java.util.Arrays.stream(s.split(",")).mapToInt(Integer::parseInt).toArray();
    }

    static final String LENGTHS = "lanecrypt.test.combaLengths";

    /**
     * With this property true, the warm-up runs its calls in the counted calls' order (the pairs of lengths in turn,
     * call by call) instead of one pair after the other: every branch on the lengths has gone both ways in the
     * profile before C2 compiles, so a fork compiling from the interpreter's profiles counts boxes, not the
     * deoptimizations of a branch the profile never saw go the other way (a compile whose inlined methods have many
     * deoptimizations between them traps there on every call, never to recompile: docs/vector-api.md,
     * "Compiles from the interpreter's profiles").
     */
    static final String INTERLEAVED = "lanecrypt.test.combaWarmInterleaved";

    /**
     * The scalar combas ({@code scalar}, {@code unrolled}, {@code paired}: their column sums in locals or reused scratch, where the scalar comba
     * once allocated an array per call) and the SIMD combas the hardware runs natively: {@code simd<bits>},
     * {@code rows256}, {@code permute512} and {@code window512} on AVX-512.
     */
    private static boolean measured(String name, int bits) {
        if (name.equals("scalar") || name.equals("unrolled") || name.equals("paired")) {
            return true;
        }
        if (name.startsWith("simd")) {
            return Integer.parseInt(name.substring(4)) <= bits;
        }
        return (name.equals("permute512") || name.equals("window512")) && bits >= 512 || name.equals("rows256") && bits >= 256;
    }

    private static int[] digits(SplittableRandom rnd, int n) {
        int[] d = new int[n];
        for (int i = 0; i < n; i++) {
            d[i] = rnd.nextInt(1 << MulKernel.DIGIT_BIT);
        }
        return d;
    }
}
