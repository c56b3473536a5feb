package dev.lanecrypt.math;

import static dev.lanecrypt.math.Shapes.mp;
import static dev.lanecrypt.math.Shapes.same;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * Divide-and-conquer radix conversion against BigInteger at the sizes where it changes method:
 * {@code toString} around {@link RadixConversion#SPLIT_DIGITS} digits and its multiples, {@code parse}
 * around {@link RadixConversion#PARSE_CHUNKS} chunks and around powers of two of chunks (where the
 * split point moves), up to a few thousand digits; shapes with long runs of zeros or of the top digit in
 * the split halves (radix powers and their neighbours, all-ones), leading zeros, every radix.
 */
class MpIntRadixProperties {

    @Property(tries = 120)
    void toStringAndParseAroundTheSplits(@ForAll("digitLengths") int digits, @ForAll("radixes") int radix,
            @ForAll @IntRange(min = 0, max = 4) int shape, @ForAll long seed) {
        BigInteger a = shaped(digits, radix, shape, new Random(seed));
        for (BigInteger v : new BigInteger[] {a, a.negate()}) {
            String s = v.toString(radix);
            assertEquals(s, mp(v).toString(radix));
            same(v, MpInt.parse(s, radix));
        }
    }

    /** Strings of {@code chunks} chunks of {@code k} characters (plus a partial one), leading zeros included. */
    @Property(tries = 120)
    void parseAroundChunkCounts(@ForAll("chunkCounts") int chunks, @ForAll("radixes") int radix,
            @ForAll @IntRange(min = -1, max = 1) int extraChars, @ForAll @IntRange(min = 0, max = 2) int zeros,
            @ForAll long seed) {
        Random rnd = new Random(seed);
        int k = chunkChars(radix);
        int len = Math.max(1, chunks * k + extraChars);
        StringBuilder sb = new StringBuilder("0".repeat(zeros));
        sb.append(Character.forDigit(1 + rnd.nextInt(radix - 1), radix));
        for (int i = 1; i < len; i++) {
            int d = switch ((int) (seed & 3)) {
                case 0 -> radix - 1;          // all top digits
                case 1 -> i % 97 == 0 ? 1 : 0; // long runs of zeros
                default -> rnd.nextInt(radix);
            };
            sb.append(Character.forDigit(d, radix));
        }
        String s = sb.toString();
        same(new BigInteger(s, radix), MpInt.parse(s, radix));
        same(new BigInteger("-" + s, radix), MpInt.parse("-" + s, radix));
    }

    /** The shared cache of radix powers, filled and read from several threads at once, every radix. */
    @Test
    void concurrentConversionsAgree() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<?>> done = new ArrayList<>();
            for (int t = 0; t < 8; t++) {
                int seed = t;
                done.add(pool.submit(() -> {
                    Random rnd = new Random(seed);
                    for (int i = 0; i < 12; i++) {
                        int radix = 2 + rnd.nextInt(35);
                        BigInteger v = new BigInteger(28 * (40 + rnd.nextInt(700)), rnd);
                        String s = v.toString(radix);
                        assertEquals(s, mp(v).toString(radix));
                        same(v, MpInt.parse(s, radix));
                    }
                    return null;
                }));
            }
            for (Future<?> f : done) {
                f.get();
            }
        } finally {
            pool.shutdown();
        }
    }

    static int chunkChars(int radix) {
        int k = 0;
        for (long p = radix; p < (1L << 28); p *= radix) {
            k++;
        }
        return k;
    }

    /** A value of about {@code digits} 28-bit digits: random, all-ones, radix^n, radix^n - 1, radix^n + 1. */
    static BigInteger shaped(int digits, int radix, int shape, Random rnd) {
        int bits = 28 * digits;
        int n = (int) (bits / (Math.log(radix) / Math.log(2)));
        BigInteger p = BigInteger.valueOf(radix).pow(n);
        return switch (shape) {
            case 0 -> new BigInteger(bits, rnd);
            case 1 -> BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE);
            case 2 -> p;
            case 3 -> p.subtract(BigInteger.ONE);
            default -> p.add(BigInteger.ONE);
        };
    }

    @Provide
    Arbitrary<Integer> digitLengths() {
        int c = RadixConversion.SPLIT_DIGITS;
        return Arbitraries.oneOf(
                Arbitraries.integers().between(c - 2, c + 2),
                Arbitraries.integers().between(2 * c - 2, 2 * c + 2),
                Arbitraries.integers().between(4 * c - 2, 4 * c + 2),
                Arbitraries.integers().between(1, 30 * c));
    }

    @Provide
    Arbitrary<Integer> chunkCounts() {
        int c = RadixConversion.PARSE_CHUNKS;
        return Arbitraries.oneOf(
                Arbitraries.integers().between(c - 2, c + 2),
                Arbitraries.integers().between(2 * c - 1, 2 * c + 1),
                Arbitraries.of(63, 64, 65, 127, 128, 129, 255, 256, 257, 511, 512, 513),
                Arbitraries.integers().between(1, 20 * c));
    }

    @Provide
    Arbitrary<Integer> radixes() {
        return Arbitraries.oneOf(Arbitraries.of(10, 16, 2, 36, 7), Arbitraries.integers().between(2, 36));
    }
}
