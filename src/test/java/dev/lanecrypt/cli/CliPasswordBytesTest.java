package dev.lanecrypt.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Through the launcher, as a user runs it, against {@code openssl enc} on the same command line (a differential
 * fuzzer's findings, 2026-12-06): a password with non-ASCII bytes in {@code -k}, {@code -pass pass:} and
 * {@code -pass env:} derives openssl's key in the C locale (the JVM decoded those bytes to '?') and in a UTF-8 one
 * with bytes that are not UTF-8 (decoded to U+FFFD); {@code -k} and {@code -kfile}: the last one given; {@code -in -}
 * and {@code -out -} are standard input and output.
 */
class CliPasswordBytesTest {

    private static boolean openssl;

    @BeforeAll
    static void findOpenssl() {
        openssl = CliProcess.opensslInstalled();
    }

    /** The same options through lanecrypt ($LC) and openssl, in one locale; -P prints the derived key. */
    private static void sameKey(String locale, String options) {
        String o = "openssl enc -provider legacy -provider default ";
        CliProcess.Result want = CliProcess.sh("export LC_ALL=" + locale + "; " + o + options);
        CliProcess.Result got = CliProcess.sh("export LC_ALL=" + locale + "; \"$LC\" enc " + options);
        assertEquals(0, want.exit(), want.err());
        assertEquals(0, got.exit(), got.err());
        assertEquals(new String(want.out(), StandardCharsets.ISO_8859_1), new String(got.out(), StandardCharsets.ISO_8859_1),
                locale + ": " + options);
    }

    @Test
    void nonAsciiPasswordBytesDeriveOpensslsKey() {
        assumeTrue(openssl, "openssl not installed");
        String salt = " -S 0102030405060708 -P";
        for (String locale : new String[] {"C", "C.UTF-8"}) {
            for (String pw : new String[] {"$'caf\\xe9'", "$'\\xc3\\xa9t\\xc3\\xa9'", "$'\\xff\\xfe'"}) {
                sameKey(locale, "-des-cbc -k " + pw + salt);
                sameKey(locale, "-des-ede3-cbc -pbkdf2 -pass pass:" + pw + salt);
            }
        }
    }

    @Test
    void nonAsciiPasswordFromTheEnvironment() {
        assumeTrue(openssl, "openssl not installed");
        for (String locale : new String[] {"C", "C.UTF-8"}) {
            for (String pw : new String[] {"$'caf\\xe9'", "$'\\xc3\\xa9t\\xc3\\xa9'"}) {
                String o = "openssl enc -provider legacy -provider default ";
                String opts = "-bf-cbc -pass env:PW -S 0102030405060708 -P";
                String env = "export LC_ALL=" + locale + " PW=" + pw + "; ";
                CliProcess.Result want = CliProcess.sh(env + o + opts);
                CliProcess.Result got = CliProcess.sh(env + "\"$LC\" enc " + opts);
                assertEquals(0, got.exit(), got.err());
                assertArrayEquals(want.out(), got.out(), locale + " " + pw);
            }
        }
    }

    @Test
    void theLastOfKAndKfileIsThePassword(@TempDir Path tmp) throws IOException {
        assumeTrue(openssl, "openssl not installed");
        Path kf = tmp.resolve("kf");
        Files.writeString(kf, "kfpw\n");
        sameKey("C.UTF-8", "-des-cbc -k other -kfile " + kf + " -S 0102030405060708 -P");
        sameKey("C.UTF-8", "-des-cbc -kfile " + kf + " -k other -S 0102030405060708 -P");
    }

    @Test
    void aDashIsStandardInputAndOutput() {
        byte[] data = "eight by".getBytes(StandardCharsets.US_ASCII);
        CliProcess.Result r = CliProcess.run(data, "enc", "-des-ecb", "-K", CliProcess.KEY, "-in", "-", "-out", "-");
        assertEquals(0, r.exit(), r.err());
        assertArrayEquals(CliProcess.desEcb(data), r.out());
    }
}
