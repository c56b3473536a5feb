package dev.lanecrypt.math;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.lanecrypt.testutil.AllocationFork;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.api.io.TempDir;

/**
 * BigInteger's supported range (magnitudes of at most {@code Integer.MAX_VALUE} bits): what can be
 * decided without a value near the bound is checked here, in the test JVM; everything that needs one
 * (256-300 MiB each) runs in a fresh JVM with a fixed 1200 MiB heap ({@link MpIntRangeCheck}), so the
 * test JVM's heap, which surefire does not size, does not matter.
 */
class MpIntRangeTest {

    static final String OVERFLOW = "MpInt would overflow supported range";

    @TempDir
    Path dir;

    @Test
    void valuesAtTheBoundInAFreshJvm() throws IOException, InterruptedException {
        AllocationFork.Report r = AllocationFork.run(dir, MpIntRangeCheck.class, List.of("passed"), 120,
                "-Xmx1200m", "-XX:+UseSerialGC");
        assertEquals((long) MpIntRangeCheck.CASES, r.bytes().get("passed"), r.output());
    }

    /** The hangs: BigInteger refuses these at once; so must MpInt. */
    @Test
    @Timeout(value = 5, unit = TimeUnit.SECONDS)
    void powRefusesHugeResultsAtOnce() {
        overflow(() -> MpInt.TEN.pow(1_000_000_000));
        overflow(() -> MpInt.valueOf(3).pow(Integer.MAX_VALUE));
        overflow(() -> MpInt.valueOf(-3).pow(Integer.MAX_VALUE));
        overflow(() -> MpInt.TWO.pow(Integer.MAX_VALUE)); // the shift alone: 2^(2^31 - 1)
        overflow(() -> MpInt.valueOf(-2).pow(Integer.MAX_VALUE));
        overflow(() -> MpInt.valueOf(12).pow(1 << 30)); // 2^(2^31) times 3^(2^30)
        overflow(() -> MpInt.valueOf(4).pow(1 << 30)); // 2^(2^31): one past 4^(2^30 - 1), the fork's case
        overflow(() -> MpInt.valueOf(-4).pow(1 << 30));
        assertEquals(MpInt.ONE, MpInt.ONE.pow(Integer.MAX_VALUE));
        assertEquals(MpInt.valueOf(-1), MpInt.valueOf(-1).pow(Integer.MAX_VALUE));
        assertEquals(MpInt.ONE, MpInt.valueOf(-1).pow(Integer.MAX_VALUE - 1));
        assertEquals(MpInt.ZERO, MpInt.ZERO.pow(Integer.MAX_VALUE));
        assertEquals(MpInt.ONE, MpInt.ZERO.pow(0));
    }

    /**
     * Exponents BigInteger refuses before computing (the result's lower bound {@code (bitLength - 1) * e
     * + 1} bits above the range), for bases of 1-3 digits, either sign, powers of two included: MpInt
     * refuses the same, with BigInteger's message.
     */
    @Property(tries = 200)
    void powRefusesWhatBigIntegerRefuses(@ForAll("bases") BigInteger a, @ForAll("fractions") double f) {
        long bits = a.abs().bitLength() - 1;
        long lo = (Integer.MAX_VALUE + bits - 1) / bits; // the least e with bits * e >= 2^31 - 1
        int e = (int) (lo + (long) (f * (Integer.MAX_VALUE - lo)));
        ArithmeticException expected = assertThrows(ArithmeticException.class, () -> a.pow(e), a + "^" + e);
        assertEquals("BigInteger would overflow supported range", expected.getMessage());
        overflow(() -> Shapes.mp(a).pow(e));
    }

    @Test
    void shiftsAndBitsPastTheBoundFailBeforeAllocating() {
        overflow(() -> MpInt.ONE.shiftLeft(Integer.MAX_VALUE));
        overflow(() -> MpInt.valueOf(3).shiftLeft(Integer.MAX_VALUE - 1));
        overflow(() -> MpInt.ONE.shiftRight(-Integer.MAX_VALUE));
        overflow(() -> MpInt.ONE.setBit(Integer.MAX_VALUE));
        overflow(() -> MpInt.ONE.flipBit(Integer.MAX_VALUE));
        overflow(() -> MpInt.valueOf(-1).clearBit(Integer.MAX_VALUE));
        overflow(() -> MpInt.valueOf(-1).flipBit(Integer.MAX_VALUE));
        // Bits that are already what was asked change nothing, as in BigInteger.
        assertEquals(MpInt.valueOf(-1), MpInt.valueOf(-1).setBit(Integer.MAX_VALUE));
        assertEquals(MpInt.ONE, MpInt.ONE.clearBit(Integer.MAX_VALUE));
    }

    /** Strings of 416 million characters (radix 36: 5.17 bits each) are refused before they are converted. */
    @Test
    @Timeout(value = 20, unit = TimeUnit.SECONDS)
    void hugeStringsAreRefusedBeforeTheyAreConverted() {
        int len = 416_000_000; // 416e6 * log2(36) > 2^31 + 10^6
        overflow(() -> MpInt.parse(new Chars("-", 'z', "", len), 36));
        // Leading zeros do not count.
        assertEquals(MpInt.valueOf(35), MpInt.parse(new Chars("+", '0', "z", len), 36));
    }

    /** {@code length} characters: {@code head}, then {@code fill}, then {@code tail}; nothing stored. */
    private record Chars(String head, char fill, String tail, int length) implements CharSequence {
        @Override
        public char charAt(int i) {
            if (i < head.length()) {
                return head.charAt(i);
            }
            int t = i - (length - tail.length());
            return t >= 0 ? tail.charAt(t) : fill;
        }

        @Override
        public CharSequence subSequence(int start, int end) {
            StringBuilder sb = new StringBuilder(end - start);
            for (int i = start; i < end; i++) {
                sb.append(charAt(i));
            }
            return sb;
        }

        @Override
        public String toString() {
            return subSequence(0, length).toString();
        }
    }

    static void overflow(Executable e) {
        assertEquals(OVERFLOW, assertThrows(ArithmeticException.class, e).getMessage());
    }

    @Provide
    Arbitrary<BigInteger> bases() {
        return Arbitraries.oneOf(Shapes.signed(3), Arbitraries.integers().between(1, 80).map(BigInteger.ONE::shiftLeft))
                .filter(a -> a.abs().compareTo(BigInteger.ONE) > 0)
                .flatMap(a -> Arbitraries.of(a, a.negate()));
    }

    @Provide
    Arbitrary<Double> fractions() {
        return Arbitraries.oneOf(Arbitraries.doubles().between(0, 1), Arbitraries.of(0.0, 1.0));
    }
}
