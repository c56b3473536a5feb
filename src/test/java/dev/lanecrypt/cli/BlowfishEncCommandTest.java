package dev.lanecrypt.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

/**
 * {@code lanecrypt enc -bf-*}: byte-identical to {@code openssl enc} on the vectors
 * {@code vectors/blowfish/gen-openssl-enc.sh} wrote (16-byte keys, every mode, with and without padding),
 * both directions; other key lengths through {@code --bf-key} as SunJCE (a {@code -K} of another length
 * is padded or cut as openssl does: {@code EncOpensslTest}); bad {@code --bf-key} keys one line and exit 2.
 */
class BlowfishEncCommandTest {

    private static final HexFormat HEX = HexFormat.of();

    private record Run(int rc, byte[] out, String err) {
    }

    private static Run enc(byte[] stdin, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        List<String> all = new ArrayList<>(List.of("enc"));
        all.addAll(List.of(args));
        int rc = Main.run(all, new CommandIo(new ByteArrayInputStream(stdin),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8)));
        return new Run(rc, out.toByteArray(), err.toString(StandardCharsets.UTF_8));
    }

    private static byte[] bytes(String hexOrDash) {
        return hexOrDash.equals("-") ? new byte[0] : HEX.parseHex(hexOrDash);
    }

    @Test
    void sameBytesAsOpensslEnc() throws IOException {
        Path file = Path.of(System.getProperty("lanecrypt.basedir", "."), "vectors", "blowfish", "openssl-enc.txt");
        int n = 0;
        for (String line : Files.readAllLines(file)) {
            if (line.startsWith("#") || line.isBlank()) {
                continue;
            }
            String[] v = line.split(" ");
            List<String> args = new ArrayList<>(List.of("-bf-" + v[0], "-K", v[2]));
            if (!v[3].equals("-")) {
                args.addAll(List.of("-iv", v[3]));
            }
            if (v[1].equals("none")) {
                args.add("-nopad");
            }
            Run e = enc(bytes(v[4]), args.toArray(new String[0]));
            assertEquals(0, e.rc(), line + ": " + e.err());
            assertArrayEquals(bytes(v[5]), e.out(), line);
            args.add("-d");
            Run d = enc(bytes(v[5]), args.toArray(new String[0]));
            assertEquals(0, d.rc(), line + ": " + d.err());
            assertArrayEquals(bytes(v[4]), d.out(), line);
            n++;
        }
        assertEquals(62, n, "vectors read");
    }

    @Test
    void otherKeyLengthsThroughBfKeyAsSunJce() throws Exception {
        byte[] plain = "seven keys of other lengths than sixteen".getBytes(StandardCharsets.US_ASCII);
        byte[] iv = HEX.parseHex("0001020304050607");
        for (int len : new int[] {1, 4, 5, 8, 17, 33, 56}) {
            byte[] key = new byte[len];
            for (int i = 0; i < len; i++) {
                key[i] = (byte) (37 * i + len);
            }
            Cipher sun = Cipher.getInstance("Blowfish/CBC/PKCS5Padding", "SunJCE");
            sun.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "Blowfish"), new IvParameterSpec(iv));
            Run r = enc(plain, "-bf-cbc", "--bf-key", HEX.formatHex(key), "-iv", HEX.formatHex(iv));
            assertEquals(0, r.rc(), r.err());
            assertArrayEquals(sun.doFinal(plain), r.out(), "key of " + len + " bytes");
        }
    }

    @Test
    void emptyOrTooLongBfKeyIsOneLineExitTwo() {
        for (String key : new String[] {"", "ab".repeat(57)}) {
            Run r = enc(new byte[8], "-bf-ecb", "--bf-key", key);
            assertEquals(2, r.rc(), r.err());
            assertEquals(1, r.err().lines().count(), r.err());
            assertFalse(r.err().contains("Exception"), r.err());
            assertEquals(0, r.out().length);
        }
    }
}
