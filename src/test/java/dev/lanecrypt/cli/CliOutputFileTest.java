package dev.lanecrypt.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code -out} by what the name is (issue 14, {@link OutputFile}): a device node or a FIFO is written in
 * place, never replaced by a regular file; a symbolic link is followed, a new file gets 0666 less the
 * umask, an existing one keeps its mode, hard links keep the old bytes under the other names (the
 * documented choice), {@code /dev/stdout} writes through; as a normal user, a device in a directory the
 * user cannot write works and a file the user cannot write is refused. Device nodes are made with
 * {@code mknod} in a temporary directory (the machine's own {@code /dev} is never an {@code -out}).
 */
class CliOutputFileTest {

    private static final String ENC = "enc -e -des-ecb -K " + CliProcess.KEY;
    private static final byte[] HELLO = "hello world".getBytes(StandardCharsets.US_ASCII);

    @TempDir
    Path dir;

    private static byte[] encrypt(byte[] data) {
        return CliProcess.desEcb(data);
    }

    private CliProcess.Result enc(String out) {
        return CliProcess.run(HELLO, (ENC + " -out " + out).split(" "));
    }

    private static void ok(CliProcess.Result r) {
        assertEquals(0, r.exit(), r.toString());
        assertEquals(List.of(), r.errLines(), r.toString());
    }

    private static String mode(Path p) throws IOException {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(p, LinkOption.NOFOLLOW_LINKS));
    }

    /** Neither a file, a directory nor a link: a device, a FIFO or a socket. */
    private static boolean other(Path p) throws IOException {
        return Files.readAttributes(p, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS).isOther();
    }

    private static boolean sh(String command) throws Exception {
        Process p = new ProcessBuilder("bash", "-c", command).redirectErrorStream(true).start();
        p.getInputStream().readAllBytes();
        return p.waitFor(CliProcess.LIMIT_S, TimeUnit.SECONDS) && p.exitValue() == 0;
    }

    private List<Path> files() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.sorted().toList();
        }
    }

    @Test
    void aDeviceNodeIsWrittenNotReplaced() throws Exception {
        Path dev = dir.resolve("mynull");
        assumeTrue(sh("mknod '" + dev + "' c 1 3"), "mknod needs CAP_MKNOD");
        ok(enc(dev.toString()));
        assertTrue(other(dev), "still a device");
        assertEquals(List.of(dev), files(), "no temporary file beside it");
    }

    @Test
    void aFifosReaderGetsTheBytes() throws Exception {
        Path fifo = dir.resolve("ff");
        assumeTrue(sh("mkfifo '" + fifo + "'"), "mkfifo failed");
        CompletableFuture<byte[]> read = CompletableFuture.supplyAsync(() -> {
            try {
                return Files.readAllBytes(fifo);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        ok(enc(fifo.toString()));
        assertArrayEquals(encrypt(HELLO), read.get(CliProcess.LIMIT_S, TimeUnit.SECONDS));
        assertTrue(other(fifo), "still a FIFO");
    }

    @Test
    void aSymbolicLinkIsFollowedAndStaysALink() throws Exception {
        Path real = Files.writeString(dir.resolve("real"), "old");
        Path link = Files.createSymbolicLink(dir.resolve("link"), Path.of("real"));
        Path chain = Files.createSymbolicLink(dir.resolve("chain"), link);
        ok(enc(chain.toString()));
        assertTrue(Files.isSymbolicLink(link) && Files.isSymbolicLink(chain));
        assertArrayEquals(encrypt(HELLO), Files.readAllBytes(real));
        Files.createDirectory(dir.resolve("sub"));
        Path dangling = Files.createSymbolicLink(dir.resolve("dangling"), Path.of("sub", "new"));
        ok(enc(dangling.toString()));
        assertTrue(Files.isSymbolicLink(dangling));
        assertArrayEquals(encrypt(HELLO), Files.readAllBytes(dir.resolve("sub").resolve("new")));
        try (Stream<Path> s = Files.list(dir.resolve("sub"))) {
            assertEquals(1, s.count(), "the temporary file went in the target's directory and is gone");
        }
    }

    @Test
    void anExistingFileKeepsItsModeAndHardLinksKeepTheOldBytes() throws Exception {
        Path a = Files.writeString(dir.resolve("a"), "old");
        Path b = Files.createLink(dir.resolve("b"), a);
        Files.setPosixFilePermissions(a, PosixFilePermissions.fromString("rw-r-----"));
        ok(enc(a.toString()));
        assertArrayEquals(encrypt(HELLO), Files.readAllBytes(a));
        assertEquals("rw-r-----", mode(a));
        assertEquals("old", Files.readString(b), "the rename gives the name a new file; its other names keep the old one");
    }

    @Test
    void aNewFileGets0666LessTheUmask() throws Exception {
        CliProcess.Result r = CliProcess.sh("cd '" + dir + "' && umask 027 && printf 'hello world' | \"$LC\" " + ENC + " -out new");
        ok(r);
        assertEquals("rw-r-----", mode(dir.resolve("new")));
    }

    @Test
    void aDirectoryIsRefused() throws Exception {
        CliProcess.Result r = enc("/");
        assertEquals(1, r.exit(), r.toString());
        assertEquals(List.of("lanecrypt: cannot write /: Is a directory"), r.errLines());
        r = enc(dir.toString());
        assertEquals(List.of("lanecrypt: cannot write " + dir + ": Is a directory"), r.errLines());
        assertEquals(List.of(), files());
    }

    @Test
    void devStdoutWritesThroughTheDescriptor() throws Exception {
        CliProcess.Result r = CliProcess.sh("printf 'hello world' | \"$LC\" " + ENC + " -out /dev/stdout | od -An -tx1 | tr -d ' \\n'");
        ok(r);
        assertEquals(java.util.HexFormat.of().formatHex(encrypt(HELLO)), r.outText());
        Path log = Files.writeString(dir.resolve("log"), "first line\n");
        ok(CliProcess.sh("printf 'hello world' | \"$LC\" " + ENC + " -out /dev/fd/1 >> '" + log + "'"));
        byte[] want = java.util.Arrays.copyOf("first line\n".getBytes(StandardCharsets.US_ASCII), 11 + 16);
        System.arraycopy(encrypt(HELLO), 0, want, 11, 16);
        assertArrayEquals(want, Files.readAllBytes(log), "appended, as the shell opened it");
    }

    /** A normal user (nobody), where root would hide the failure. */
    @Test
    void asANormalUserADeviceInAnUnwritableDirectoryWorksAndAnUnwritableFileIsRefused() throws Exception {
        assumeTrue(sh("[ \"$(id -u)\" = 0 ] && [ \"$(id -u nobody)\" = 65534 ] && command -v setpriv"), "needs root, a 'nobody' user and setpriv");
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));   // nobody may look, not write
        Path dev = dir.resolve("null");
        assumeTrue(sh("mknod -m 666 '" + dev + "' c 1 3"), "mknod needs CAP_MKNOD");
        String asNobody = "setpriv --reuid=65534 --regid=65534 --clear-groups ";
        assumeTrue(sh(asNobody + "test -x '" + CliProcess.launcher() + "' -a -r '" + CliProcess.launcher().resolveSibling("target")
                .resolve("lanecrypt.jar") + "' -a -x '" + dir + "'"), "nobody cannot reach the launcher or the test directory here");
        CliProcess.Result r = CliProcess.sh("printf 'hello world' | " + asNobody + "\"$LC\" " + ENC + " -out '" + dev + "'");
        ok(r);
        assertTrue(other(dev), "still a device");
        Path open = Files.createDirectory(dir.resolve("open"));
        Files.setPosixFilePermissions(open, PosixFilePermissions.fromString("rwxrwxrwx"));  // nobody could rename here
        Path mine = Files.writeString(open.resolve("roots"), "root's");
        r = CliProcess.sh("printf 'hello world' | " + asNobody + "\"$LC\" " + ENC + " -out '" + mine + "'");
        assertEquals(1, r.exit(), r.toString());
        assertEquals(List.of("lanecrypt: cannot write " + mine + ": Permission denied"), r.errLines());
        assertEquals("root's", Files.readString(mine));
        try (Stream<Path> s = Files.list(open)) {
            assertEquals(List.of(mine), s.toList());
        }
    }
}
