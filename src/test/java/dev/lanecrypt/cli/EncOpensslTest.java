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
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code lanecrypt enc} as {@code openssl enc} (issue 15), against the {@code openssl} binary on this
 * machine with the legacy provider (skipped, saying so, where there is none): password-based encryption
 * over random passwords, password sources, salts, iteration counts, digests, ciphers, lengths, base64 and
 * {@code -p}, compared byte for byte (standard output and standard error) where the salt is given or
 * absent and by decrypting each other's output where it is random; Blowfish {@code -K} of every length;
 * {@code -v}, {@code -list}, cipher names in upper case; and the errors and differences lanecrypt documents.
 */
class EncOpensslTest {

    private static final HexFormat HEX = HexFormat.of();
    private static boolean openssl;

    @TempDir
    static Path dir;

    @BeforeAll
    static void findOpenssl() {
        openssl = CliProcess.opensslInstalled();
        if (!openssl) {
            System.err.println("EncOpensslTest: openssl not found, the comparisons with openssl are skipped");
        }
    }

    record Result(int exit, byte[] out, String err) {
        String outText() {
            return new String(out, StandardCharsets.ISO_8859_1);
        }
    }

    static Result lanecrypt(byte[] in, List<String> args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        List<String> all = new ArrayList<>(List.of("enc"));
        all.addAll(args);
        int exit = Main.run(all, new CommandIo(new ByteArrayInputStream(in), new PrintStream(out, true),
                new PrintStream(err, true, StandardCharsets.UTF_8)));
        return new Result(exit, out.toByteArray(), err.toString(StandardCharsets.UTF_8));
    }

    static Result lanecrypt(byte[] in, String... args) {
        return lanecrypt(in, List.of(args));
    }

    static Result openssl(byte[] in, List<String> args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of("openssl", "enc"));
        cmd.addAll(args);
        cmd.addAll(List.of("-provider", "legacy", "-provider", "default"));
        Path input = Files.createTempFile(dir, "in", "");
        Path output = Files.createTempFile(dir, "out", "");
        Path error = Files.createTempFile(dir, "err", "");
        Files.write(input, in);
        Process p = new ProcessBuilder(cmd).redirectInput(input.toFile()).redirectOutput(output.toFile())
                .redirectError(error.toFile()).start();
        int exit = p.waitFor();
        Result r = new Result(exit, Files.readAllBytes(output), Files.readString(error, StandardCharsets.UTF_8));
        Files.delete(input);
        Files.delete(output);
        Files.delete(error);
        return r;
    }

    static Result openssl(byte[] in, String... args) throws Exception {
        return openssl(in, List.of(args));
    }

    private static final String PRINTABLE = " !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~";

    private static String password(Random r) {
        int kind = r.nextInt(10);
        if (kind == 0) {
            return "";
        }
        StringBuilder sb = new StringBuilder();
        int n = kind == 1 ? 1 + r.nextInt(300) : 1 + r.nextInt(24);
        for (int i = 0; i < n; i++) {
            sb.append(PRINTABLE.charAt(r.nextInt(PRINTABLE.length())));
        }
        if (kind == 2 && EncPassword.argumentCharset().equals(StandardCharsets.UTF_8)) {
            sb.append("ünïcødé €");                 // bytes as the locale encodes them, for both
        }
        return sb.toString();
    }

    private static byte[] data(Random r, boolean aligned) {
        int[] edges = {0, 1, 7, 8, 9, 15, 16, 17, 47, 48, 49, 63, 64, 65};
        int n = r.nextBoolean() ? edges[r.nextInt(edges.length)] : r.nextInt(3000);
        if (aligned) {
            n -= n % 8;
        }
        byte[] b = new byte[n];
        r.nextBytes(b);
        return b;
    }

    /** The password as one of the ways of giving it; what goes before the data on standard input. */
    private record Source(List<String> args, byte[] stdinPrefix) {
    }

    private static Source source(Random r, String pw) throws IOException {
        byte[] bytes = pw.getBytes(EncPassword.argumentCharset());
        switch (r.nextInt(6)) {
            case 0 -> {
                return new Source(List.of("-k", pw), new byte[0]);
            }
            case 1 -> {
                Path f = Files.createTempFile(dir, "pw", "");
                byte[] line = Arrays.copyOf(bytes, bytes.length + 1);
                line[bytes.length] = '\n';
                Files.write(f, line);
                return new Source(List.of("-pass", "file:" + f), new byte[0]);
            }
            case 2 -> {
                // -kfile: lines of more than 127 bytes are cut, one byte is 'zero length' in openssl
                if (bytes.length < 2 || bytes.length > 127) {
                    return new Source(List.of("-pass", "pass:" + pw), new byte[0]);
                }
                Path f = Files.createTempFile(dir, "kf", "");
                Files.write(f, (pw + (r.nextBoolean() ? "\r\n" : "\n")).getBytes(EncPassword.argumentCharset()));
                return new Source(List.of("-kfile", f.toString()), new byte[0]);
            }
            case 3 -> {
                if (bytes.length > 1000) {
                    return new Source(List.of("-pass", "pass:" + pw), new byte[0]);
                }
                byte[] line = Arrays.copyOf(bytes, bytes.length + 1);
                line[bytes.length] = '\n';
                return new Source(List.of("-pass", "stdin"), line);
            }
            case 4 -> {
                // a variable both processes have: this JVM's environment is the child's
                String var = System.getenv().containsKey("HOME") ? "HOME" : "PATH";
                return new Source(List.of("-pass", "env:" + var), new byte[0]);
            }
            default -> {
                return new Source(List.of("-pass", "pass:" + pw), new byte[0]);
            }
        }
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] c = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, c, a.length, b.length);
        return c;
    }

    @Test
    void passwordBasedEncryptionIsOpensslsBothWays() throws Exception {
        assumeTrue(openssl, "openssl not installed");
        Random r = new Random(15);
        List<EncCiphers.EncCipher> ciphers = EncCiphers.all();
        String[] digests = {"md5", "sha1", "sha256", "sha512", "SHA256", "sha384", "sha224", "sha3-256", "sha512-256"};
        int compared = 0;
        for (int trial = 0; trial < 110; trial++) {
            EncCiphers.EncCipher c = ciphers.get(trial % ciphers.size());
            String pw = password(r);
            Source src = source(r, pw);
            boolean nopad = c.padded() && r.nextInt(5) == 0;
            byte[] data = data(r, nopad);
            List<String> opts = new ArrayList<>(List.of("-" + (r.nextBoolean() ? c.name() : c.name().toUpperCase())));
            opts.addAll(src.args());
            String md = r.nextInt(4) == 0 ? null : digests[r.nextInt(trial % 3 == 0 ? digests.length : 4)];
            if (md != null) {
                opts.addAll(List.of("-md", md));
            }
            switch (r.nextInt(4)) {
                case 0 -> opts.add("-pbkdf2");
                case 1 -> opts.addAll(List.of("-iter", String.valueOf(1 + r.nextInt(r.nextBoolean() ? 50 : 20000))));
                case 2 -> opts.addAll(List.of("-pbkdf2", "-iter", String.valueOf(1 + r.nextInt(3000))));
                default -> {
                    // EVP_BytesToKey, with openssl's warning
                }
            }
            int salt = r.nextInt(3);             // 0: -S (some not 16 digits), 1: -nosalt, 2: random
            if (salt == 0) {
                byte[] s = new byte[8];
                r.nextBytes(s);
                String hex = HEX.formatHex(s);
                opts.addAll(List.of("-S", r.nextInt(6) == 0 ? hex.substring(0, r.nextInt(16)) : hex));
            } else if (salt == 1) {
                opts.add("-nosalt");
            } else if (r.nextBoolean()) {
                opts.add("-salt");
            }
            if (nopad) {
                opts.add("-nopad");
            }
            boolean base64 = r.nextInt(3) == 0;
            if (base64) {
                opts.add(r.nextBoolean() ? "-a" : "-base64");
                if (r.nextBoolean()) {
                    opts.add("-A");
                }
            }
            if (r.nextInt(4) == 0 && salt != 2) {
                opts.add(r.nextBoolean() ? "-p" : "-P");
            }
            boolean printOnly = opts.contains("-P");
            byte[] stdin = concat(src.stdinPrefix(), data);

            Result want = openssl(stdin, opts);
            assertEquals(0, want.exit(), "openssl " + opts + ": " + want.err());
            Result got = lanecrypt(stdin, opts);
            assertEquals(0, got.exit(), opts + ": " + got.err());
            if (salt != 2) {
                assertArrayEquals(want.out(), got.out(), "the same bytes: " + opts);
                assertEquals(want.err(), got.err(), "the same warnings: " + opts);
                compared++;
            }
            if (printOnly) {
                continue;
            }
            if (opts.remove("-p")) {
                want = openssl(stdin, opts);           // the ciphertext alone (the salt is given or none)
                got = lanecrypt(stdin, opts);
            }
            // each decrypts the other's
            List<String> dec = new ArrayList<>(opts);
            dec.remove("-p");
            dec.add(0, "-d");
            byte[] theirs = concat(src.stdinPrefix(), want.out());
            Result back = lanecrypt(theirs, dec);
            assertEquals(0, back.exit(), dec + ": " + back.err());
            assertArrayEquals(data, back.out(), "lanecrypt decrypts openssl's: " + dec);
            if (salt == 2) {
                Result theirsBack = openssl(concat(src.stdinPrefix(), got.out()), dec);
                assertEquals(0, theirsBack.exit(), dec + ": " + theirsBack.err());
                assertArrayEquals(data, theirsBack.out(), "openssl decrypts lanecrypt's: " + dec);
                assertEquals(want.err(), got.err(), "the same warnings: " + opts);
            }
        }
        assertTrue(compared > 50, compared + " byte-for-byte comparisons");
    }

    @Test
    void printWithARandomSaltComesAfterTheHeaderAsInOpenssl() throws Exception {
        assumeTrue(openssl, "openssl not installed");
        byte[] data = "eleven byte".getBytes(StandardCharsets.US_ASCII);
        for (List<String> base64 : List.of(List.<String>of(), List.of("-a"))) {
            List<String> opts = new ArrayList<>(List.of("-des-ede3-cbc", "-pass", "pass:pw", "-pbkdf2", "-p"));
            opts.addAll(base64);
            Result got = lanecrypt(data, opts);
            assertEquals(0, got.exit(), got.err());
            String text = got.outText();
            int at = text.indexOf("salt=");
            if (base64.isEmpty()) {
                assertEquals(16, at, "Salted__ and the salt, then the print: " + text);
                assertEquals(HEX.formatHex(Arrays.copyOfRange(got.out(), 8, 16)).toUpperCase(), text.substring(21, 37));
            } else {
                assertEquals(0, at, "the header waits in the base64 encoder: " + text);
            }
            int printEnd = text.indexOf('\n', text.indexOf("iv =")) + 1;
            String[] lines = text.substring(at, printEnd).split("\n");
            String salt = lines[0].substring(5);
            List<String> dec = new ArrayList<>(List.of("-d", "-des-ede3-cbc", "-pass", "pass:pw", "-pbkdf2"));
            dec.addAll(base64);
            byte[] body = Arrays.copyOfRange(got.out(), printEnd, got.out().length);
            byte[] cipherText = base64.isEmpty() ? concat(Arrays.copyOf(got.out(), 16), body) : body;
            assertArrayEquals(data, openssl(cipherText, dec).out());
            assertEquals(openssl(new byte[0], List.of("-des-ede3-cbc", "-pass", "pass:pw", "-pbkdf2", "-S", salt, "-P")).outText(),
                    lines[0] + "\n" + lines[1] + "\n" + lines[2] + "\n");
        }
    }

    @Test
    void blowfishKIsPaddedOrCutAsOpensslWithItsWarning() throws Exception {
        assumeTrue(openssl, "openssl not installed");
        Random r = new Random(16);
        byte[] data = new byte[100];
        r.nextBytes(data);
        for (int digits = 0; digits <= 70; digits += digits < 36 ? 1 : 7) {
            StringBuilder key = new StringBuilder();
            for (int i = 0; i < digits; i++) {
                key.append(Character.forDigit(r.nextInt(16), 16));
            }
            for (String mode : List.of("bf-cbc", "bf-ecb", "bf-ofb")) {
                List<String> opts = new ArrayList<>(List.of("-" + mode, "-K", key.toString(), "-p"));
                if (!mode.equals("bf-ecb")) {
                    opts.addAll(List.of("-iv", "0001020304050607"));
                }
                Result want = openssl(data, opts);
                Result got = lanecrypt(data, opts);
                assertEquals(want.exit(), got.exit(), got.err());
                // openssl prints a salt line of stack garbage with -K and no password; lanecrypt none
                String wantOut = want.outText().replaceFirst("^salt=[0-9A-F]{16}\n", "");
                assertEquals(wantOut, got.outText(), opts.toString());
                assertEquals(want.err(), got.err(), opts.toString());
                List<String> plain = opts.stream().filter(o -> !o.equals("-p")).toList();
                Result back = lanecrypt(lanecrypt(data, plain).out(), concat(List.of("-d"), plain));
                assertEquals(0, back.exit(), back.err());
                assertArrayEquals(data, back.out(), plain.toString());
            }
        }
        assertEquals("hex string is too short, padding with zero bytes to length\n",
                lanecrypt(data, "-bf-ecb", "-K", "0011223344556677").err());
        assertEquals("hex string is too long, ignoring excess\n",
                lanecrypt(data, "-bf-ecb", "-K", "00112233445566778899aabbccddeeff00").err());
    }

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> c = new ArrayList<>(a);
        c.addAll(b);
        return c;
    }

    @Test
    void passwordSourcesReadWhatOpensslReads(@TempDir Path tmp) throws Exception {
        assumeTrue(openssl, "openssl not installed");
        Map<String, byte[]> files = Map.of(
                "lf", "secret\n".getBytes(StandardCharsets.US_ASCII),
                "crlf", "secret\r\n".getBytes(StandardCharsets.US_ASCII),
                "bare", "secret".getBytes(StandardCharsets.US_ASCII),
                "only-lf", "\n".getBytes(StandardCharsets.US_ASCII),
                "two-lines", "sec ret\nsecond\n".getBytes(StandardCharsets.US_ASCII),
                "nul", "sec\0ret\n".getBytes(StandardCharsets.ISO_8859_1),
                "long", ("x".repeat(1100) + "\n").getBytes(StandardCharsets.US_ASCII),
                "kfile-long", ("y".repeat(200) + "\n").getBytes(StandardCharsets.US_ASCII));
        for (Map.Entry<String, byte[]> f : files.entrySet()) {
            Path p = tmp.resolve(f.getKey());
            Files.write(p, f.getValue());
            for (List<String> how : List.of(List.of("-pass", "file:" + p), List.of("-kfile", p.toString()))) {
                List<String> opts = concat(List.of("-des-cbc", "-S", "0102030405060708", "-P"), how);
                Result want = openssl(new byte[0], opts);
                Result got = lanecrypt(new byte[0], opts);
                if (f.getKey().equals("only-lf") && how.get(0).equals("-kfile")) {
                    assertEquals(1, want.exit());
                    assertEquals(1, got.exit(), got.err());
                    continue;
                }
                assertEquals(0, want.exit(), opts + want.err());
                assertEquals(0, got.exit(), opts + got.err());
                assertEquals(want.outText(), got.outText(), opts.toString());
            }
            // the rest of standard input after the password line is the data
            byte[] data = "the data".getBytes(StandardCharsets.US_ASCII);
            if (!f.getKey().equals("long")) {
                byte[] in = concat(f.getValue(), data);
                List<String> opts = List.of("-bf-cbc", "-S", "0102030405060708", "-pass", "stdin");
                assertArrayEquals(openssl(in, opts).out(), lanecrypt(in, opts).out(), f.getKey());
            }
        }
        assertArrayEquals(openssl(new byte[0], "-des-cbc", "-nosalt", "-P", "-pass", "pass:").out(),
                lanecrypt(new byte[0], "-des-cbc", "-nosalt", "-P", "-k", "").out(), "an empty password is one");
        // lanecrypt's one documented difference: a one-character -kfile is a password
        Path one = tmp.resolve("one");
        Files.writeString(one, "a\n");
        assertArrayEquals(openssl(new byte[0], "-des-cbc", "-nosalt", "-P", "-k", "a").out(),
                lanecrypt(new byte[0], "-des-cbc", "-nosalt", "-P", "-kfile", one.toString()).out());
    }

    @Test
    void verboseListAndUpperCaseNamesAsOpenssl() throws Exception {
        assumeTrue(openssl, "openssl not installed");
        byte[] data = new byte[1000];
        new Random(17).nextBytes(data);
        for (List<String> opts : List.of(
                List.of("-DES-EDE3-CBC", "-K", "00112233445566778899aabbccddeeff0011223344556677", "-iv", "0001020304050607", "-v"),
                List.of("-Bf-Ofb", "-k", "pw", "-S", "0011223344556677", "-v", "-a", "-bufsize", "10"),
                List.of("-des", "-k", "pw", "-S", "0011223344556677", "-v", "-bufsize", "2k", "-a", "-A"))) {
            Result want = openssl(data, opts);
            Result got = lanecrypt(data, opts);
            assertEquals(want.exit(), got.exit(), got.err());
            assertArrayEquals(want.out(), got.out(), opts.toString());
            assertEquals(want.err(), got.err(), opts.toString());
            List<String> dec = concat(List.of("-d"), opts);
            Result wantBack = openssl(want.out(), dec);
            Result gotBack = lanecrypt(want.out(), dec);
            assertArrayEquals(data, gotBack.out());
            assertEquals(wantBack.err(), gotBack.err(), "the byte counts of the decryption: " + dec);
        }
        // -list: openssl's layout, every name one openssl lists, and all of openssl's DES and Blowfish names
        // but the ones lanecrypt does not serve (1- and 8-bit CFB, DESX, the key wrap)
        String ours = lanecrypt(new byte[0], "-list").outText();
        assertTrue(ours.startsWith("Supported ciphers:\n") && ours.endsWith("\n"), ours);
        for (String line : ours.substring(19).split("\n")) {
            assertTrue(line.isEmpty() || line.matches("(-[a-z0-9-]{1,25} *){1,3}"), line);
        }
        Set<String> listed = new TreeSet<>(Arrays.asList(ours.substring(19).trim().split("\\s+")));
        Set<String> theirs = new TreeSet<>(Arrays.asList(openssl(new byte[0], "-list").outText().substring(19).trim().split("\\s+")));
        theirs.removeIf(n -> !(n.startsWith("-des") || n.startsWith("-bf") || n.equals("-blowfish")));
        assertTrue(theirs.containsAll(listed), listed + " within " + theirs);
        theirs.removeAll(listed);
        assertEquals(Set.of("-des-cfb1", "-des-cfb8", "-des-ede3-cfb1", "-des-ede3-cfb8", "-des3-wrap", "-desx", "-desx-cbc"),
                theirs);
        assertEquals(ours, lanecrypt(new byte[0], "-ciphers").outText());
    }

    @Test
    void decryptionHeaderErrorsAreOpensslsOneLine() {
        Result shortInput = lanecrypt("Salt".getBytes(StandardCharsets.US_ASCII), "-d", "-des-cbc", "-k", "pw");
        assertEquals(1, shortInput.exit());
        assertTrue(shortInput.err().startsWith("lanecrypt: error reading input file"), shortInput.err());
        Result magic = lanecrypt("hellohellohellohello".getBytes(StandardCharsets.US_ASCII), "-d", "-des-cbc", "-k", "pw");
        assertEquals(1, magic.exit());
        assertTrue(magic.err().startsWith("lanecrypt: bad magic number"), magic.err());
        assertEquals(1, magic.err().lines().count(), magic.err());
        Result noBody = lanecrypt("Salted__12345678".getBytes(StandardCharsets.US_ASCII), "-d", "-des-cbc", "-k", "pw");
        assertEquals(1, noBody.exit());
        assertTrue(noBody.err().endsWith("lanecrypt: bad decrypt\n"), noBody.err());
    }

    @Test
    void base64IsOpensslsLinesAndReadsAnyLayout() throws Exception {
        byte[] data = new byte[200];
        new Random(18).nextBytes(data);
        String key = "0011223344556677";
        Result lines = lanecrypt(data, "-des-ecb", "-K", key, "-a");
        String text = lines.outText();
        assertTrue(text.endsWith("\n"));
        for (String l : text.split("\n")) {
            assertTrue(l.length() <= 64, l);
        }
        assertEquals(64, text.indexOf('\n'));
        Result one = lanecrypt(data, "-des-ecb", "-K", key, "-a", "-A");
        assertEquals(text.replace("\n", ""), one.outText());
        assertEquals(0, lanecrypt(new byte[0], "-des-ecb", "-K", key, "-a", "-nopad").out().length, "nothing for nothing");
        if (openssl) {
            assertArrayEquals(openssl(data, "-des-ecb", "-K", key, "-a").out(), lines.out());
            assertArrayEquals(openssl(data, "-des-ecb", "-K", key, "-a", "-A").out(), one.out());
        }
        // lines of 76, 20 or one, with or without -A, CRLF: all read
        String flat = one.outText();
        for (int width : new int[] {76, 20, 10_000}) {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < flat.length(); i += width) {
                sb.append(flat, i, Math.min(flat.length(), i + width)).append("\r\n");
            }
            for (List<String> a : List.of(List.of("-a"), List.of("-a", "-A"))) {
                Result back = lanecrypt(sb.toString().getBytes(StandardCharsets.US_ASCII),
                        concat(List.of("-d", "-des-ecb", "-K", key), a));
                assertEquals(0, back.exit(), back.err());
                assertArrayEquals(data, back.out());
            }
        }
        Result bad = lanecrypt("aGVsbG8*d29y".getBytes(StandardCharsets.US_ASCII), "-d", "-des-ecb", "-K", key, "-a");
        assertEquals(1, bad.exit());
        assertEquals("lanecrypt: error reading standard input: not base64: '*' at character 8 (not a base64 character)",
                bad.err().strip());
    }

    @Test
    void printOnlyLeavesTheOutputFileAlone(@TempDir Path tmp) throws Exception {
        Path out = tmp.resolve("kept");
        Files.writeString(out, "old");
        Result r = lanecrypt(new byte[0], "-bf-cbc", "-k", "pw", "-S", "0011223344556677", "-P", "-out", out.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.outText().startsWith("salt=0011223344556677\nkey="), r.outText());
        assertEquals("old", Files.readString(out));
        Result p = lanecrypt("data".getBytes(StandardCharsets.US_ASCII), "-bf-cbc", "-k", "pw", "-p", "-out", out.toString());
        assertEquals(0, p.exit(), p.err());
        assertTrue(p.outText().startsWith("salt="), "-p prints on standard output, the data goes to -out");
        assertArrayEquals("Salted__".getBytes(StandardCharsets.US_ASCII), Arrays.copyOf(Files.readAllBytes(out), 8));
        try (var left = Files.list(tmp)) {
            assertEquals(List.of(out), left.toList());
        }
    }

    private static void oneLine(Result r, int exit, String... contains) {
        assertEquals(exit, r.exit(), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().startsWith("lanecrypt: "), r.err());
        for (String c : contains) {
            assertTrue(r.err().contains(c), c + " in " + r.err());
        }
        assertTrue(r.err().length() < 200, "short: " + r.err());
        assertFalse(r.err().contains("Exception"), r.err());
    }

    @Test
    void mistakesAreOneShortLineNamingTheOptionAndTheHelp() {
        oneLine(lanecrypt(new byte[0], "-des-cbc", "-frobnicate", "-K", "00"), 2, "'-frobnicate'", "lanecrypt enc --help");
        oneLine(lanecrypt(new byte[0], "-des-xyz"), 2, "'-des-xyz'", "--help");
        oneLine(lanecrypt(new byte[0], "-des-cbc", "extra"), 2, "'extra'", "--help");
        oneLine(lanecrypt(new byte[0], "-des-cbc", "-K"), 2, "-K needs a value", "--help");
        oneLine(lanecrypt(new byte[0], "-des-cbc", "-k", "x", "-iter", "0"), 2, "-iter '0'");
        oneLine(lanecrypt(new byte[0], "-des-cbc", "-k", "x", "-md", "ripemd160"), 2, "-md 'ripemd160'", "sha256");
        oneLine(lanecrypt(new byte[0], "-des-cbc", "-k", "x", "-bufsize", "0"), 2, "-bufsize '0'");
        oneLine(lanecrypt(new byte[0], "-des-cbc", "-pass", "bogus"), 2, "pass:PASSWORD, env:VAR");
        oneLine(lanecrypt(new byte[0], "-des-cbc", "-pass", "env:LANECRYPT_NO_SUCH_VARIABLE"), 1,
                "no environment variable LANECRYPT_NO_SUCH_VARIABLE");
        oneLine(lanecrypt(new byte[0], "-des-cbc", "-pass", "file:/nonexistent/pw"), 1, "No such file or directory");
        oneLine(lanecrypt(new byte[0], "-des-cbc", "-S", "00zz", "-k", "x"), 2, "-S is not a hex string");
        oneLine(lanecrypt(new byte[0], "-bf-cbc", "-K", "00zz", "-iv", "0011223344556677"), 2, "-K is not a hex string");
        oneLine(lanecrypt(new byte[0], "-des-cbc"), 2, "-K", "-pass");
        oneLine(lanecrypt(new byte[0], "-des-cbc", "--bf-key", "00"), 2, "--bf-key is for the Blowfish ciphers");
        String help = lanecrypt(new byte[0], "--help").outText();
        for (String o : List.of("-pass", "-kfile", "-pbkdf2", "-iter", "-md", "-S", "-nosalt", "-P", "-base64", "-A", "-v",
                "-bufsize", "-list", "--bf-key")) {
            assertTrue(help.contains(o + " ") || help.contains(o + ","), o + " in the help");
        }
        assertEquals(help, lanecrypt(new byte[0], "-h").outText());
    }

    @Test
    void passwordFromADescriptorThroughTheLauncher(@TempDir Path tmp) throws Exception {
        Path pw = tmp.resolve("pw");
        Files.writeString(pw, "secret\n");
        CliProcess.Result r = CliProcess.sh("\"$LC\" enc -des-cbc -S 0102030405060708 -P -pass fd:3 3<" + pw);
        assertEquals(0, r.exit(), r.toString());
        assertEquals("salt=0102030405060708\nkey=03B375940CB96C16\niv =F84FAA87F5EF39CC\n", r.outText());
        assertEquals(List.of("*** WARNING : deprecated key derivation used.", "Using -iter or -pbkdf2 would be better."),
                r.errLines());
        // a descriptor the caller did not open is refused, not one of the JVM's own files read as a password
        CliProcess.Result closed = CliProcess.sh("\"$LC\" enc -des-cbc -P -pass fd:3 3<&-");
        assertEquals(1, closed.exit(), closed.toString());
        assertEquals(List.of("lanecrypt: -pass fd:3: descriptor 3 is not open"), closed.errLines());
    }
}
