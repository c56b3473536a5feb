package dev.lanecrypt.blowfish;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;

/**
 * Blowfish's initial words are the hexadecimal digits of pi's fraction. The generator
 * ({@code gen/GenBlowfishPi.java}) computes them by Machin's formula; this test recomputes all 1042 words
 * by the Bailey-Borwein-Plouffe series, pi = sum over k of 16^-k (4/(8k+1) - 2/(8k+4) - 1/(8k+5) - 1/(8k+6)),
 * in fixed point with 64 guard bits (each of the ~8300 terms truncates by less than 4 units, far below 2^64).
 */
class BlowfishPiTest {

    private static final int GUARD = 64;

    @Test
    void wordsAreTheHexDigitsOfPiByAnIndependentSeries() {
        int words = BlowfishPi.WORDS;
        int bits = 32 * words + GUARD;
        BigInteger sum = BigInteger.ZERO;
        for (int k = 0; 4 * k < bits; k++) {
            BigInteger scaled = BigInteger.ONE.shiftLeft(bits - 4 * k);
            long e = 8L * k;
            sum = sum.add(scaled.shiftLeft(2).divide(BigInteger.valueOf(e + 1)))
                    .subtract(scaled.shiftLeft(1).divide(BigInteger.valueOf(e + 4)))
                    .subtract(scaled.divide(BigInteger.valueOf(e + 5)))
                    .subtract(scaled.divide(BigInteger.valueOf(e + 6)));
        }
        assertEquals(3, sum.shiftRight(bits).intValueExact(), "integer part of pi");
        BigInteger fraction = sum.subtract(BigInteger.valueOf(3).shiftLeft(bits)).shiftRight(GUARD);
        int[] expected = new int[words];
        for (int i = 0; i < words; i++) {
            expected[i] = fraction.shiftRight(32 * (words - 1 - i)).intValue();
        }
        assertArrayEquals(expected, BlowfishPi.words());
    }

    @Test
    void firstAndLastWordsAreThePublishedOnes() {
        int[] w = BlowfishPi.words();
        assertEquals(0x243F6A88, w[0], "P1 in Schneier's paper");
        assertEquals(0x8979FB1B, w[17], "P18");
        assertEquals(0xD1310BA6, w[18], "S1[0]");
    }
}
