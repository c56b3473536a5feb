package dev.lanecrypt.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Optional;

/**
 * Where {@code enc}'s password comes from, read as OpenSSL's {@code enc} reads it, as bytes:
 * {@code -k} and {@code -pass pass:} take the argument, {@code env:} a variable, each as the bytes given
 * ({@link CommandLineBytes}: the JVM's decoded strings lose non-ASCII bytes in the C locale and bytes that are not
 * UTF-8 in a UTF-8 one; where the bytes cannot be read, the string in {@code sun.jnu.encoding}); {@code file:}, {@code fd:} and {@code stdin} the first line
 * (at most 1023 bytes, the newline dropped, a carriage return kept; {@code fd:N} only a descriptor the
 * caller opened, which {@code ./lanecrypt} lists in {@code -Dlanecrypt.fds}, never one of the JVM's own
 * files); {@code -kfile} the first line (at most
 * 127 bytes, carriage returns and newlines at its end dropped). A NUL byte ends a password, as it ends the
 * C string OpenSSL keeps it in.
 */
final class EncPassword {

    /** OpenSSL's APP_PASS_LEN less the terminating NUL. */
    static final int LINE_MAX = 1023;

    /** The size of enc's -kfile buffer less the terminating NUL. */
    static final int KFILE_MAX = 127;

    private EncPassword() {
    }

    static Charset argumentCharset() {
        try {
            return Charset.forName(System.getProperty("sun.jnu.encoding", System.getProperty("native.encoding", "UTF-8")));
        } catch (RuntimeException e) {
            return StandardCharsets.UTF_8;
        }
    }

    /** A password given as an argument or variable: its bytes as given where known, else the string re-encoded. */
    static byte[] ofArgument(String s, Optional<byte[]> raw) {
        return cString(raw.orElseGet(() -> s.getBytes(argumentCharset())));
    }

    /**
     * {@code -pass arg} ({@code raw}: the argument's bytes as given, where known); {@code stdin} is the first line of
     * {@code in} (the rest is left there).
     */
    static byte[] ofPass(String arg, Optional<byte[]> raw, InputStream stdin) throws UsageException, CommandFailure {
        if (arg.startsWith("pass:")) {
            return ofArgument(arg.substring(5), raw.map(b -> Arrays.copyOfRange(b, Math.min(5, b.length), b.length)));
        }
        if (arg.startsWith("env:")) {
            String name = arg.substring(4);
            String v = System.getenv(name);
            if (v == null) {
                throw new CommandFailure("-pass " + arg + ": no environment variable " + name);
            }
            return ofArgument(v, CommandLineBytes.environment(name));
        }
        if (arg.startsWith("file:")) {
            Path file = Path.of(arg.substring(5));
            try (InputStream in = Files.newInputStream(file)) {
                return firstLine(in, LINE_MAX, "-pass " + arg);
            } catch (IOException e) {
                throw new CommandFailure("-pass " + arg + ": cannot read " + file + ": " + CommandFailure.reason(e));
            }
        }
        if (arg.startsWith("fd:")) {
            int fd;
            try {
                fd = Integer.parseInt(arg.substring(3));
            } catch (NumberFormatException e) {
                throw new UsageException("-pass " + arg + ": fd: takes a descriptor number, e.g. -pass fd:3");
            }
            String given = System.getProperty("lanecrypt.fds");     // the launcher's list of the caller's descriptors
            if (fd < 0 || given != null && !java.util.Arrays.asList(given.split(",")).contains(String.valueOf(fd))) {
                throw new CommandFailure("-pass " + arg + ": descriptor " + fd + " is not open");
            }
            if (fd == 0) {
                return firstLine(stdin, LINE_MAX, "-pass " + arg);
            }
            Path file = Path.of("/proc/self/fd/" + fd);
            try (InputStream in = Files.newInputStream(file)) {
                return firstLine(in, LINE_MAX, "-pass " + arg);
            } catch (IOException e) {
                throw new CommandFailure("-pass " + arg + ": cannot read descriptor " + fd + ": " + CommandFailure.reason(e));
            }
        }
        if (arg.equals("stdin")) {
            return firstLine(stdin, LINE_MAX, "-pass stdin");
        }
        throw new UsageException("-pass '" + (arg.length() > 16 ? arg.substring(0, 16) + "..." : arg).replaceAll("\\p{Cntrl}", "?")
                + "' is not a password source: pass:PASSWORD, env:VAR, file:PATH, fd:N or stdin");
    }

    /** {@code -kfile file}: the first line, trailing CR and LF dropped. */
    static byte[] ofKfile(Path file) throws CommandFailure {
        byte[] line;
        try (InputStream in = Files.newInputStream(file)) {
            line = readLine(in, KFILE_MAX);
        } catch (IOException e) {
            throw new CommandFailure("-kfile: cannot read " + file + ": " + CommandFailure.reason(e));
        }
        if (line == null) {
            throw new CommandFailure("-kfile: cannot read the password from " + file + ": it is empty");
        }
        int n = line.length;
        while (n > 0 && (line[n - 1] == '\r' || line[n - 1] == '\n')) {
            n--;
        }
        if (n == 0) {
            throw new CommandFailure("-kfile: " + file + " has an empty first line (zero length password)");
        }
        return cString(Arrays.copyOf(line, n));
    }

    private static byte[] firstLine(InputStream in, int max, String what) throws CommandFailure {
        byte[] line;
        try {
            line = readLine(in, max);
        } catch (IOException e) {
            throw new CommandFailure(what + ": cannot read the password: " + CommandFailure.reason(e));
        }
        if (line == null) {
            throw new CommandFailure(what + ": cannot read the password: nothing to read");
        }
        int n = line.length;
        for (int i = 0; i < n; i++) {
            if (line[i] == '\n') {
                n = i;
                break;
            }
        }
        return cString(Arrays.copyOf(line, n));
    }

    /**
     * Up to {@code max} bytes through the first newline, read a byte at a time so that nothing after
     * the line is taken from {@code in} (fgets on unbuffered standard input, as OpenSSL reads it); null
     * at the end of input before any byte.
     */
    static byte[] readLine(InputStream in, int max) throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        while (line.size() < max) {
            int b = in.read();
            if (b < 0) {
                break;
            }
            line.write(b);
            if (b == '\n') {
                break;
            }
        }
        return line.size() == 0 && max > 0 ? null : line.toByteArray();
    }

    private static byte[] cString(byte[] b) {
        for (int i = 0; i < b.length; i++) {
            if (b[i] == 0) {
                return Arrays.copyOf(b, i);
            }
        }
        return b;
    }
}
