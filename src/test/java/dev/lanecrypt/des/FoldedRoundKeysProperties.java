package dev.lanecrypt.des;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * The algebra of {@link FoldedRoundKeys} on any machine (the engine that reads the table, ternary512 with
 * vpternlog, runs only with AVX-512, where BitslicedDesProperties compares it with the scalar engine): the
 * rounds of bit-sliced DES on 64 blocks in plain longs, once with the key xor-ed into every S-box input and once
 * with the key folded into the state as the table says, give the same halves, for 16 and 48 rounds.
 */
class FoldedRoundKeysProperties {

    @Property(tries = 60)
    void foldedRoundsEqualPlainRounds(@ForAll long seed) {
        Random random = new Random(seed);
        int rounds = random.nextBoolean() ? 16 : 48;
        long[] ks = keySlices(random, rounds / 16);
        long[] l = random.longs(32).toArray();
        long[] r = random.longs(32).toArray();
        long[] pl = l.clone();
        long[] pr = r.clone();
        plainRounds(pl, pr, ks, rounds);
        long[] table = FoldedRoundKeys.of(ks, 1, rounds);
        assertEquals(FoldedRoundKeys.length(rounds), table.length);
        assertTrue(FoldedRoundKeys.lastWrittenUnmasked(table, rounds), "the last written half ends unmasked");
        foldedRounds(l, r, table, rounds);
        assertArrayEquals(pl, l);
        assertArrayEquals(pr, r);
    }

    /** One key per stage, one long per slice, all zeros or all ones (stages alternate direction, as EDE). */
    private static long[] keySlices(Random random, int stages) {
        long[] ks = new long[stages * 16 * 48];
        for (int s = 0; s < stages; s++) {
            long[] rk = DesKeySchedule.roundKeys(random.nextLong());
            for (int i = 0; i < 16; i++) {
                long k = rk[s % 2 == 0 ? i : 15 - i];
                for (int j = 0; j < 48; j++) {
                    ks[(16 * s + i) * 48 + j] = -((k >>> (47 - j)) & 1);
                }
            }
        }
        return ks;
    }

    private static void plainRounds(long[] l, long[] r, long[] ks, int rounds) {
        for (int i = 0; i < rounds; i++) {
            boolean intoL = BitslicedPass.writesL(i);
            long[] x = intoL ? r : l;
            long[] in = new long[48];
            for (int q = 0; q < 48; q++) {
                in[q] = x[FoldedRoundKeys.slice(q)] ^ ks[i * 48 + q];
            }
            sboxes(in, intoL ? l : r, null, 0);
        }
    }

    private static void foldedRounds(long[] l, long[] r, long[] table, int rounds) {
        int at = 0;
        for (int i = 0; i < rounds; i++) {
            boolean intoL = BitslicedPass.writesL(i);
            long[] x = intoL ? r : l;
            if (i % 16 == 0) {
                xorInto(x, table, at);
                at += 32;
            }
            long[] in = new long[48];
            for (int q = 0; q < 48; q++) {
                int m = q % 6;
                in[q] = x[FoldedRoundKeys.slice(q)] ^ (m < 4 ? 0 : table[at + 2 * (q / 6) + m - 4]);
            }
            sboxes(in, intoL ? l : r, table, at + 16);
            at += FoldedRoundKeys.PER_ROUND;
        }
        if (BitslicedPass.writesL(rounds - 1)) {        // as the engine: the last written half is not unmasked
            xorInto(r, table, at + 32);
        } else {
            xorInto(l, table, at);
        }
    }

    private static void xorInto(long[] h, long[] table, int at) {
        for (int s = 0; s < 32; s++) {
            h[s] ^= table[at + s];
        }
    }

    /**
     * y ^= P(S(in)) on 64 blocks a long (bit b of every value is block b), and where {@code table} is given
     * each slice t of y also takes {@code table[at + t]}.
     */
    private static void sboxes(long[] in, long[] y, long[] table, int at) {
        for (int b = 0; b < 64; b++) {
            long f = 0;                                  // the 32 S-box output bits of block b, bit 1 first
            for (int j = 0; j < 8; j++) {
                int v = 0;
                for (int m = 0; m < 6; m++) {
                    v = v << 1 | (int) (in[6 * j + m] >>> b & 1);
                }
                f = f << 4 | DesTables.sbox(j, v);
            }
            for (int t = 0; t < 32; t++) {
                y[t] ^= (f >>> (32 - DesTables.P[t]) & 1) << b;
            }
        }
        if (table != null) {
            for (int t = 0; t < 32; t++) {
                y[t] ^= table[at + t];
            }
        }
    }
}
