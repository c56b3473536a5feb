package dev.lanecrypt.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

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
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code lanecrypt enc} and {@code lanecrypt des} against {@code openssl enc -provider legacy -provider
 * default} for every DES cipher name (skipped, saying so, where openssl is absent), and the bad-input
 * contract: one line, exit 2 for usage and 1 for failures, no stack trace, no output file left behind.
 */
class EncCliTest {

    private static boolean openssl;

    @BeforeAll
    static void findOpenssl() {
        openssl = CliProcess.opensslInstalled();
        if (!openssl) {
            System.err.println("EncCliTest: openssl not found, the comparisons with openssl are skipped");
        }
    }

    record Result(int exit, byte[] out, String err) {
    }

    private static Result lanecrypt(byte[] in, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = Main.run(List.of(args), new CommandIo(new ByteArrayInputStream(in), new PrintStream(out, true),
                new PrintStream(err, true, StandardCharsets.UTF_8)));
        return new Result(exit, out.toByteArray(), err.toString(StandardCharsets.UTF_8));
    }

    private static byte[] openssl(byte[] in, List<String> args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of("openssl", "enc"));
        cmd.addAll(args);
        cmd.addAll(List.of("-provider", "legacy", "-provider", "default"));
        Process p = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        Thread writer = Thread.ofVirtual().start(() -> {
            try (var os = p.getOutputStream()) {
                os.write(in);
            } catch (IOException e) {
                // openssl exited early; its exit status tells
            }
        });
        byte[] out = p.getInputStream().readAllBytes();
        writer.join();
        assertEquals(0, p.waitFor(), "openssl " + cmd);
        return out;
    }

    private static int keyBytes(String name) {
        return name.startsWith("des-ede3") || name.equals("des3") ? 24 : name.startsWith("des-ede") ? 16 : 8;
    }

    @Test
    void everyDesCipherNameMatchesOpenssl() throws Exception {
        assumeTrue(openssl, "openssl not installed");
        Random r = new Random(6);
        HexFormat hex = HexFormat.of();
        for (EncCiphers.EncCipher c : EncCiphers.all()) {
            if (!c.family().name().startsWith("DES")) {
                continue;
            }
            for (int trial = 0; trial < 3; trial++) {
                byte[] key = new byte[keyBytes(c.name())];
                r.nextBytes(key);
                byte[] iv = new byte[8];
                r.nextBytes(iv);
                byte[] data = new byte[trial == 0 ? 0 : r.nextInt(5000)];
                r.nextBytes(data);
                boolean nopad = trial == 2 && c.padded();
                if (nopad) {
                    data = java.util.Arrays.copyOf(data, data.length / 8 * 8);
                }
                List<String> args = new ArrayList<>(List.of("-e", "-" + c.name(), "-K", hex.formatHex(key)));
                if (c.mode().hasIv()) {
                    args.addAll(List.of("-iv", hex.formatHex(iv)));
                }
                if (nopad) {
                    args.add("-nopad");
                }
                byte[] want = openssl(data, args);
                List<String> ours = new ArrayList<>(List.of("enc"));
                ours.addAll(args);
                Result got = lanecrypt(data, ours.toArray(String[]::new));
                assertEquals(0, got.exit(), got.err());
                assertArrayEquals(want, got.out(), c.name() + " " + args);
                ours.set(1, "-d");
                Result back = lanecrypt(want, ours.toArray(String[]::new));
                if (data.length == 0 && c.padded() && !nopad) {
                    assertArrayEquals(new byte[0], back.out());
                }
                assertArrayEquals(data, back.out(), c.name() + " decrypt");
            }
        }
    }

    @Test
    void desCommandIsOpensslDesEcbAndDashNIsItsOwnInverse() throws Exception {
        byte[] data = new byte[3001];
        new Random(7).nextBytes(data);
        Result e = lanecrypt(data, "des", "-e", "-K", "abcd12345678abcd");
        assertEquals(0, e.exit(), e.err());
        if (openssl) {
            assertArrayEquals(openssl(data, List.of("-e", "-des-ecb", "-K", "abcd12345678abcd")), e.out());
        }
        Result n = lanecrypt(data, "des", "-e", "-n", "-K", "abcd12345678abcd");
        assertFalse(java.util.Arrays.equals(e.out(), n.out()), "-n is not DES");
        assertArrayEquals(data, lanecrypt(n.out(), "des", "-d", "-n", "-K", "abcd12345678abcd").out());
        assertTrue(lanecrypt(new byte[0], "des", "--help").out().length > 0);
        assertTrue(new String(lanecrypt(new byte[0], "des", "--help").out(), StandardCharsets.UTF_8).contains("NON-STANDARD"));
    }

    @Test
    void filesAreMappedAndWrittenWhole(@TempDir Path dir) throws Exception {
        byte[] data = new byte[(1 << 20) * 2 + 13];           // more than one mapped chunk
        new Random(8).nextBytes(data);
        Path in = dir.resolve("in.bin");
        Path enc = dir.resolve("enc.bin");
        Path dec = dir.resolve("dec.bin");
        Files.write(in, data);
        String key = "00112233445566778899aabbccddeeff0011223344556677";
        assertEquals(0, lanecrypt(new byte[0], "enc", "-des-ede3-cbc", "-K", key, "-iv", "0102030405060708",
                "-in", in.toString(), "-out", enc.toString()).exit());
        assertEquals(0, lanecrypt(new byte[0], "enc", "-d", "-des-ede3-cbc", "-K", key, "-iv", "0102030405060708",
                "-in", enc.toString(), "-out", dec.toString()).exit());
        assertArrayEquals(data, Files.readAllBytes(dec));
        if (openssl) {
            assertArrayEquals(openssl(data, List.of("-e", "-des-ede3-cbc", "-K",
                    "00112233445566778899aabbccddeeff0011223344556677", "-iv", "0102030405060708")), Files.readAllBytes(enc));
        }
    }

    private static void oneLine(Result r, int exit, String message) {
        assertEquals(exit, r.exit(), r.err());
        assertEquals("lanecrypt: " + message, r.err().strip());
        assertFalse(r.err().contains("Exception") || r.err().contains("\tat "), r.err());
    }

    @Test
    void badInputIsOneLineWithTheRightExitStatus(@TempDir Path dir) throws Exception {
        oneLine(lanecrypt(new byte[8], "enc", "-des-cbc", "-K", "0011", "-iv", "0011223344556677"),
                2, "-K needs 16 hex digits for des-cbc");
        oneLine(lanecrypt(new byte[8], "enc", "-des-ede3", "-K", "00112233445566778899aabbccddeeff"),
                2, "-K needs 48 hex digits for des-ede3");
        oneLine(lanecrypt(new byte[8], "enc", "-des-cbc", "-K", "001122334455667g", "-iv", "0011223344556677"),
                2, "-K is not a hex string: '001122334455667g'");
        oneLine(lanecrypt(new byte[8], "enc", "-des-cbc", "-K", "zz".repeat(50_000), "-iv", "0011223344556677"),
                2, "-K is not a hex string: 'zzzzzzzzzzzzzzzz...' (100000 characters)");
        oneLine(lanecrypt(new byte[8], "enc", "-des-cbc", "-K", "0011\n2233", "-iv", "0011223344556677"),
                2, "-K is not a hex string: '0011?2233'");
        oneLine(lanecrypt(new byte[8], "enc", "-des-cbc", "-K", "0011223344556677", "-iv", "00"),
                2, "-iv needs 16 hex digits for des-cbc");
        oneLine(lanecrypt(new byte[8], "enc", "-d", "-des-ecb", "-K", "0011223344556677"), 1, "bad decrypt");
        oneLine(lanecrypt(new byte[0], "enc", "-d", "-des-ecb", "-K", "0011223344556677"), 1, "bad decrypt");
        oneLine(lanecrypt(new byte[7], "enc", "-d", "-des-ecb", "-K", "0011223344556677"), 1, "bad decrypt");
        oneLine(lanecrypt(new byte[7], "enc", "-e", "-nopad", "-des-ecb", "-K", "0011223344556677"), 1,
                "bad encrypt: data not multiple of block length (-nopad)");
        assertEquals(2, lanecrypt(new byte[0], "enc", "-des-xyz", "-K", "00").exit());
        assertEquals(2, lanecrypt(new byte[0], "des", "-e").exit());
        Path in = dir.resolve("bad.bin");
        Path out = dir.resolve("out.bin");
        Files.write(in, new byte[16]);
        oneLine(lanecrypt(new byte[0], "enc", "-d", "-des-ecb", "-K", "0011223344556677", "-in", in.toString(),
                "-out", out.toString()), 1, "bad decrypt");
        try (var files = Files.list(dir)) {
            assertEquals(List.of(in), files.toList(), "no output or temporary file left behind");
        }
    }
}
