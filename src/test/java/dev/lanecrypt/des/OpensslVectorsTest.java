package dev.lanecrypt.des;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanecrypt.cipher.Block64;
import dev.lanecrypt.cipher.BlockModeCipher;
import dev.lanecrypt.cipher.Blocks;
import dev.lanecrypt.cipher.Padding;
import dev.lanecrypt.cli.EncCiphers;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The files of {@code vectors/des/}, made by {@code vectors/gen-des-vectors.sh} from {@code openssl enc}
 * (random keys, IVs and lengths for every cipher name of {@code lanecrypt enc}), through every DES
 * kernel this JVM runs (scalar on every line, each bit-sliced width on one line per file), both
 * directions, and through the engine the family selects.
 */
class OpensslVectorsTest {

    private static final HexFormat HEX = HexFormat.of();

    private static byte[] hex(String s) {
        return s.equals("-") ? new byte[0] : HEX.parseHex(s);
    }

    private static long[] keyWords(byte[] key) {
        long k1 = Blocks.word(key, 0);
        return switch (key.length) {
            case 8 -> new long[] {k1};
            case 16 -> new long[] {k1, Blocks.word(key, 8), k1};
            default -> new long[] {k1, Blocks.word(key, 8), Blocks.word(key, 16)};
        };
    }

    @Test
    void everyFileEveryKernel() throws Exception {
        Path dir = Path.of(System.getProperty("lanecrypt.basedir", "."), "vectors", "des");
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(p -> p.toString().endsWith(".txt")).sorted().toList();
        }
        assertEquals(EncCiphers.all().stream().filter(c -> c.family().name().startsWith("DES")).count(), files.size(),
                "one file per DES cipher name");
        int checked = 0;
        for (Path f : files) {
            String name = f.getFileName().toString().replace(".txt", "");
            EncCiphers.EncCipher c = EncCiphers.find(name).orElseThrow();
            for (String line : Files.readAllLines(f)) {
                if (line.startsWith("#")) {
                    continue;
                }
                String[] v = line.split(" ");
                Padding padding = v[0].equals("pad") && c.padded() ? Padding.PKCS5 : Padding.NONE;
                byte[] key = hex(v[1]);
                long iv = v[2].equals("-") ? 0 : Blocks.word(hex(v[2]), 0);
                byte[] plain = hex(v[3]);
                byte[] cipher = hex(v[4]);
                List<Block64> engines = new ArrayList<>();
                for (DesKernel k : DesEngines.kernels()) {
                    // Vector code runs interpreted until C2 has it (a pass takes milliseconds then): the
                    // bit-sliced widths take the first line of each file, scalar all of them (the
                    // properties in BitslicedDesProperties tie the widths to scalar).
                    if (k == ScalarDesKernel.INSTANCE || line.equals(firstLine(f))) {
                        engines.add(k.engine(keyWords(key), true));
                    }
                }
                engines.add(c.family().engine(key));
                for (Block64 e : engines) {
                    assertArrayEquals(cipher, run(new BlockModeCipher(e, c.mode(), padding, true, iv), plain), line);
                    assertArrayEquals(plain, run(new BlockModeCipher(e, c.mode(), padding, false, iv), cipher), line);
                    checked++;
                }
            }
        }
        assertTrue(checked > 200, "vectors checked: " + checked);
    }

    private static String firstLine(Path f) throws java.io.IOException {
        return Files.readAllLines(f).stream().filter(l -> !l.startsWith("#")).findFirst().orElse("");
    }

    private static byte[] run(BlockModeCipher c, byte[] in) throws Exception {
        byte[] out = new byte[in.length + 8];
        int n = c.doFinal(in, 0, in.length, out, 0);
        return java.util.Arrays.copyOf(out, n);
    }
}
