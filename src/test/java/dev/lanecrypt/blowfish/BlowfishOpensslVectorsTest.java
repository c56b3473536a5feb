package dev.lanecrypt.blowfish;

import dev.lanecrypt.cipher.Block64;
import dev.lanecrypt.cipher.BlockModeCipher;
import dev.lanecrypt.cipher.Mode;
import dev.lanecrypt.cipher.Padding;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanecrypt.select.Candidate;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The vectors {@code vectors/blowfish/gen-openssl-enc.sh} wrote from {@code openssl enc} (random 16-byte
 * keys, IVs and plaintexts of edge lengths, every mode and padding), replayed on every engine variant
 * through the shared mode layer ({@link BlockModeCipher}).
 */
class BlowfishOpensslVectorsTest {

    private static final HexFormat HEX = HexFormat.of();

    static List<String[]> vectors() throws IOException {
        Path file = Path.of(System.getProperty("lanecrypt.basedir", "."), "vectors", "blowfish", "openssl-enc.txt");
        return Files.readAllLines(file).stream()
                .filter(l -> !l.startsWith("#") && !l.isBlank())
                .map(l -> l.split(" "))
                .toList();
    }

    @Test
    void everyEngineAgreesWithOpensslEnc() throws Exception {
        List<String[]> vectors = vectors();
        assertTrue(vectors.size() >= 60, "vector file truncated: " + vectors.size());
        for (Candidate<BlowfishEngines.Factory> variant : BlowfishEngines.available()) {
            for (String[] v : vectors) {
                Mode mode = Mode.valueOf(v[0].toUpperCase(java.util.Locale.ROOT));
                Padding padding = v[1].equals("pkcs5") ? Padding.PKCS5 : Padding.NONE;
                Block64 e = variant.impl().engine(BlowfishKey.expand(HEX.parseHex(v[2])));
                long iv = v[3].equals("-") ? 0 : Long.parseUnsignedLong(v[3], 16);
                byte[] plain = v[4].equals("-") ? new byte[0] : HEX.parseHex(v[4]);
                BlockModeCipher enc = new BlockModeCipher(e, mode, padding, true, iv);
                byte[] out = new byte[(int) enc.finalOutputSize(plain.length)];
                out = Arrays.copyOf(out, enc.doFinal(plain, 0, plain.length, out, 0));
                String what = variant.name() + " " + String.join(" ", v);
                assertEquals(v[5], out.length == 0 ? "-" : HEX.formatHex(out), what);
                BlockModeCipher dec = new BlockModeCipher(e, mode, padding, false, iv);
                byte[] back = new byte[out.length];
                back = Arrays.copyOf(back, dec.doFinal(out, 0, out.length, back, 0));
                assertEquals(HEX.formatHex(plain), HEX.formatHex(back), what);
            }
        }
    }
}
