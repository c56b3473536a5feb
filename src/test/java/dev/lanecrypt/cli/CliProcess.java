package dev.lanecrypt.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;

/**
 * Runs {@code lanecrypt} as a real process, the way a user does: through a copy of the {@code ./lanecrypt}
 * launcher (and {@code .mvn/find-jdk25.sh}) in {@code target/cli-test/}, beside a jar made from this
 * build's classes, so no test builds the project (the launcher's staleness check finds no sources there)
 * and the launcher under test is the one in the working tree. Every process gets this JVM as
 * {@code JAVA_HOME}, an empty {@code XDG_CACHE_HOME}, the scalar DES kernel (no calibration, no profile
 * read) and C1 only: a start costs about 0.3 s. Each run has a time limit, so a hang fails the test.
 */
final class CliProcess {

    /** Generous for a 0.3 s start on a loaded 2-core machine; a hang is what it catches. */
    static final long LIMIT_S = 60;

    private static final Path HOME = build();

    private CliProcess() {
    }

    /** Whether {@code openssl version} runs here (the comparisons with openssl are skipped where it does not). */
    static boolean opensslInstalled() {
        try {
            Process p = new ProcessBuilder("openssl", "version").redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** The launcher copy. */
    static Path launcher() {
        return HOME.resolve("lanecrypt");
    }

    /** The key every process test encrypts with, and SunJCE's DES/ECB/PKCS5Padding under it: the reference bytes. */
    static final String KEY = "0011223344556677";

    static byte[] desEcb(byte[] data) {
        try {
            javax.crypto.Cipher c = javax.crypto.Cipher.getInstance("DES/ECB/PKCS5Padding", "SunJCE");
            c.init(javax.crypto.Cipher.ENCRYPT_MODE, new javax.crypto.spec.SecretKeySpec(java.util.HexFormat.of().parseHex(KEY), "DES"));
            return c.doFinal(data);
        } catch (java.security.GeneralSecurityException e) {
            throw new AssertionError(e);
        }
    }

    /** What a run gave: the exit status, standard output, and standard error as lines. */
    record Result(int exit, byte[] out, String err) {

        /** Standard error without the INFO lines of kernel selection (they are not errors). */
        List<String> errLines() {
            return err.lines().filter(l -> !l.startsWith("INFO: ")).toList();
        }

        String outText() {
            return new String(out, StandardCharsets.UTF_8);
        }

        @Override
        public String toString() {
            return "exit " + exit + ", " + out.length + " bytes out, stderr: " + err;
        }
    }

    /** A process builder for {@code lanecrypt args...} with the test environment. */
    static ProcessBuilder builder(List<String> args) {
        List<String> cmd = new ArrayList<>();
        cmd.add(launcher().toString());
        cmd.addAll(args);
        return environment(new ProcessBuilder(cmd));
    }

    /** A process builder for {@code bash -c script}; the script finds the launcher in {@code $LC}. */
    static ProcessBuilder shell(String script) {
        return environment(new ProcessBuilder("bash", "-c", script));
    }

    /** Runs {@code lanecrypt args...} with {@code stdin} as standard input. */
    static Result run(byte[] stdin, String... args) {
        return finish(builder(List.of(args)), stdin);
    }

    /** Runs {@code bash -c script} (for redirections: {@code >/dev/full}, {@code >&-}, pipes). */
    static Result sh(String script) {
        return finish(shell(script), new byte[0]);
    }

    static Result finish(ProcessBuilder pb, byte[] stdin) {
        Path dir = null;
        try {
            dir = Files.createTempDirectory(HOME, "run");
            Path out = dir.resolve("out");
            Path err = dir.resolve("err");
            Path in = dir.resolve("in");
            Files.write(in, stdin);
            Process p = pb.redirectInput(in.toFile()).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
            if (!p.waitFor(LIMIT_S, TimeUnit.SECONDS)) {
                p.descendants().forEach(ProcessHandle::destroyForcibly);
                p.destroyForcibly();
                throw new AssertionError("still running after " + LIMIT_S + " s: " + pb.command());
            }
            return new Result(p.exitValue(), Files.readAllBytes(out), Files.readString(err, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        } finally {
            if (dir != null) {
                try (Stream<Path> files = Files.list(dir)) {
                    for (Path f : files.toList()) {
                        Files.delete(f);
                    }
                    Files.delete(dir);
                } catch (IOException e) {
                    // under target/: the next clean takes it
                }
            }
        }
    }

    private static ProcessBuilder environment(ProcessBuilder pb) {
        Map<String, String> env = pb.environment();
        env.put("JAVA_HOME", System.getProperty("java.home"));
        env.put("LANECRYPT_JAVA_OPTS", "-Dlanecrypt.des=scalar -XX:TieredStopAtLevel=1 -XX:-UsePerfData");
        env.put("XDG_CACHE_HOME", HOME.resolve("cache").toString());
        env.put("LC", launcher().toString());
        return pb;
    }

    /** target/cli-test: the launcher, its JDK finder and target/lanecrypt.jar from this build's classes. */
    private static Path build() {
        try {
            Path classes = Path.of(Main.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            Path base = Path.of(System.getProperty("lanecrypt.basedir", "."));
            Path home = base.resolve("target").resolve("cli-test");
            Files.createDirectories(home.resolve(".mvn"));
            Files.createDirectories(home.resolve("target"));
            Files.createDirectories(home.resolve("cache"));
            Files.copy(base.resolve("lanecrypt"), home.resolve("lanecrypt"), StandardCopyOption.REPLACE_EXISTING,
                    StandardCopyOption.COPY_ATTRIBUTES);
            Files.copy(base.resolve(".mvn").resolve("find-jdk25.sh"), home.resolve(".mvn").resolve("find-jdk25.sh"),
                    StandardCopyOption.REPLACE_EXISTING);
            Manifest m = new Manifest();
            m.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
            m.getMainAttributes().put(Attributes.Name.MAIN_CLASS, Main.class.getName());
            m.getMainAttributes().putValue("Enable-Native-Access", "ALL-UNNAMED");
            Path jar = home.resolve("target").resolve("lanecrypt.jar");
            try (OutputStream os = Files.newOutputStream(jar); JarOutputStream j = new JarOutputStream(os, m);
                    Stream<Path> all = Files.walk(classes)) {
                for (Path f : all.filter(Files::isRegularFile).toList()) {
                    j.putNextEntry(new JarEntry(classes.relativize(f).toString().replace('\\', '/')));
                    Files.copy(f, j);
                    j.closeEntry();
                }
            }
            return home;
        } catch (IOException | java.net.URISyntaxException e) {
            throw new IllegalStateException("cannot set up target/cli-test", e);
        }
    }
}
