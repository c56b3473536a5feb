package dev.lanecrypt.des;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanecrypt.cipher.Block64;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import javax.crypto.spec.DESKeySpec;
import org.junit.jupiter.api.Test;

/**
 * NIST SP 800-20 Appendix A known answers (variable plaintext / inverse permutation, variable key,
 * permutation operation, substitution table) through DES and through DESede with K1 = K2 = K3, the weak
 * and semi-weak keys (encrypting twice with a weak key, or with the two keys of a semi-weak pair, is the
 * identity), and the swap-step IP against the FIPS table.
 */
class Sp80020KnownAnswerTest {

    record Kat(String table, byte[] key, long plain, long cipher) {
    }

    static List<Kat> kats() throws IOException {
        List<Kat> out = new ArrayList<>();
        HexFormat hex = HexFormat.of();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(
                Sp80020KnownAnswerTest.class.getResourceAsStream("sp800-20-kat.txt"), StandardCharsets.US_ASCII))) {
            for (String line; (line = r.readLine()) != null;) {
                if (line.startsWith("#") || line.isBlank()) {
                    continue;
                }
                String[] f = line.split(" ");
                out.add(new Kat(f[0], hex.parseHex(f[1]), Long.parseUnsignedLong(f[2], 16), Long.parseUnsignedLong(f[3], 16)));
            }
        }
        return out;
    }

    @Test
    void everyTableEntryBothWays() throws Exception {
        List<Kat> kats = kats();
        assertEquals(171, kats.size(), "64 + 56 + 32 + 19 entries");
        for (Kat k : kats) {
            byte[] k3 = new byte[24];
            for (int i = 0; i < 3; i++) {
                System.arraycopy(k.key(), 0, k3, 8 * i, 8);
            }
            long key = java.nio.ByteBuffer.wrap(k.key()).getLong();
            for (Block64 e : List.of(DesFamily.INSTANCE.engine(k.key()), DesedeFamily.INSTANCE.engine(k3),
                    new ConstantTimeDes(key), new ConstantTimeDes(key, key, key))) {
                assertEquals(k.cipher(), e.encrypt(k.plain()), k.table() + " " + HexFormat.of().formatHex(k.key()));
                assertEquals(k.plain(), e.decrypt(k.cipher()), k.table());
            }
        }
    }

    private static final String[] WEAK = {"0101010101010101", "fefefefefefefefe", "e0e0e0e0f1f1f1f1", "1f1f1f1f0e0e0e0e"};
    private static final String[][] SEMI_WEAK = {
        {"011f011f010e010e", "1f011f010e010e01"}, {"01e001e001f101f1", "e001e001f101f101"},
        {"01fe01fe01fe01fe", "fe01fe01fe01fe01"}, {"1fe01fe00ef10ef1", "e01fe01ff10ef10e"},
        {"1ffe1ffe0efe0efe", "fe1ffe1ffe0efe0e"}, {"e0fee0fef1fef1fe", "fee0fee0fef1fef1"},
    };

    @Test
    void weakAndSemiWeakKeys() throws Exception {
        HexFormat hex = HexFormat.of();
        Random r = new Random(20);
        for (String w : WEAK) {
            Block64 e = DesFamily.INSTANCE.engine(hex.parseHex(w));
            assertTrue(DESKeySpec.isWeak(hex.parseHex(w), 0), w);
            assertTrue(DesKeys.isWeak(hex.parseHex(w), 0), w);
            for (int i = 0; i < 20; i++) {
                long x = r.nextLong();
                assertEquals(x, e.encrypt(e.encrypt(x)), w);
            }
        }
        for (String[] pair : SEMI_WEAK) {
            Block64 a = DesFamily.INSTANCE.engine(hex.parseHex(pair[0]));
            Block64 b = DesFamily.INSTANCE.engine(hex.parseHex(pair[1]));
            assertTrue(DesKeys.isWeak(hex.parseHex(pair[0]), 0) && DesKeys.isWeak(hex.parseHex(pair[1]), 0));
            for (int i = 0; i < 20; i++) {
                long x = r.nextLong();
                assertEquals(x, b.encrypt(a.encrypt(x)), pair[0]);
            }
        }
        byte[] generated = DesKeys.randomKeys(200, new java.security.SecureRandom());
        for (int i = 0; i < 200; i++) {
            assertTrue(!DesKeys.isWeak(generated, 8 * i) && DESKeySpec.isParityAdjusted(generated, 8 * i));
        }
    }

    @Test
    void swapStepPermutationsAreTheTable() {
        Random r = new Random(46);
        for (int i = 0; i < 2000; i++) {
            long x = i < 64 ? 1L << i : r.nextLong();
            assertEquals(DesTables.select(x, DesTables.IP, 64), DesPermutation.ip(x));
            assertEquals(x, DesPermutation.fp(DesPermutation.ip(x)));
        }
    }
}
