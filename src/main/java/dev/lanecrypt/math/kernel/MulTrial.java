package dev.lanecrypt.math.kernel;

import dev.lanecrypt.select.Trial;
import java.util.SplittableRandom;

/**
 * The calibration workload of {@link Kernels#MUL}: one repetition multiplies (or squares) fixed
 * pseudo-random operands at each of the class's probe lengths, so that a kernel is judged over the class
 * rather than at one point of it. A length {@code n} is run {@code round((top/n)^2)} times ({@code top}
 * the longest), so that each length weighs about the same in the total whatever its size (the products
 * grow as {@code n^2}): with one call each, the longest decided. The returned sum of top digits keeps the
 * work alive.
 */
final class MulTrial {

    private MulTrial() {
    }

    static Trial<MulKernel> workload(int[] lengths, boolean square) {
        int[][] a = new int[lengths.length][];
        int[][] b = new int[lengths.length][];
        int[][] out = new int[lengths.length][];
        int[] calls = new int[lengths.length];
        int top = java.util.Arrays.stream(lengths).max().orElseThrow();
        for (int s = 0; s < lengths.length; s++) {
            int n = lengths[s];
            calls[s] = (int) Math.max(1, Math.round((double) top * top / ((double) n * n)));
            SplittableRandom rnd = new SplittableRandom(0x6c616e65L + n);
            a[s] = new int[n];
            b[s] = new int[n];
            for (int i = 0; i < n; i++) {
                a[s][i] = rnd.nextInt(MulKernel.DIGIT_MASK + 1);
                b[s][i] = rnd.nextInt(MulKernel.DIGIT_MASK + 1);
            }
            out[s] = new int[2 * n];
        }
        if (square) {
            return (k, reps) -> {
                long sum = 0;
                for (int r = 0; r < reps; r++) {
                    for (int s = 0; s < a.length; s++) {
                        for (int c = 0; c < calls[s]; c++) {
                            k.square(a[s], a[s].length, out[s]);
                            sum += out[s][a[s].length];
                        }
                    }
                }
                return sum;
            };
        }
        return (k, reps) -> {
            long sum = 0;
            for (int r = 0; r < reps; r++) {
                for (int s = 0; s < a.length; s++) {
                    for (int c = 0; c < calls[s]; c++) {
                        k.multiply(a[s], a[s].length, b[s], b[s].length, out[s]);
                        sum += out[s][a[s].length];
                    }
                }
            }
            return sum;
        };
    }
}
