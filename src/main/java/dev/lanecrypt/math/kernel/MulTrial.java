package dev.lanecrypt.math.kernel;

import dev.lanecrypt.select.Trial;
import java.util.SplittableRandom;

/**
 * The calibration workload of {@link Kernels#MUL}: multiply (or square) two fixed pseudo-random
 * {@code n}-digit operands {@code reps} times; the returned sum of top digits keeps the work alive.
 */
final class MulTrial {

    private MulTrial() {
    }

    static Trial<MulKernel> workload(int n, boolean square) {
        SplittableRandom rnd = new SplittableRandom(0x6c616e65L + n);
        int[] a = new int[n];
        int[] b = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = rnd.nextInt(MulKernel.DIGIT_MASK + 1);
            b[i] = rnd.nextInt(MulKernel.DIGIT_MASK + 1);
        }
        int[] out = new int[2 * n];
        if (square) {
            return (k, reps) -> {
                long s = 0;
                for (int r = 0; r < reps; r++) {
                    k.square(a, n, out);
                    s += out[n];
                }
                return s;
            };
        }
        return (k, reps) -> {
            long s = 0;
            for (int r = 0; r < reps; r++) {
                k.multiply(a, n, b, n, out);
                s += out[n];
            }
            return s;
        };
    }
}
