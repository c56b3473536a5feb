package dev.lanecrypt.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The command line's and the environment's bytes as the shell gave them, where a {@code String} has lost them: the
 * JVM decodes both with the locale's charset ({@code sun.jnu.encoding}), which in the C locale turns every non-ASCII
 * byte into '?' and in a UTF-8 locale turns bytes that are not UTF-8 into U+FFFD, so a password given as
 * {@code -k} / {@code -pass pass:} / {@code env:} would derive another key than OpenSSL's from the same bytes. On
 * Linux the kernel keeps them: {@code /proc/self/cmdline} (the JVM's arguments, NUL-separated; the program's are the
 * last ones) and {@code /proc/self/environ}. Where those cannot be read, or the command line's tail does not line up
 * with the arguments the program got, nothing is known here and callers use the decoded strings.
 */
final class CommandLineBytes {

    /** The bytes of the current command's arguments (the command name excluded), or null when not known. */
    private static volatile List<byte[]> command;

    private CommandLineBytes() {
    }

    /**
     * Records the raw bytes of {@code args} (the program's arguments, {@code main}'s) from {@code /proc/self/cmdline};
     * the first one is the command's name, left out of what {@link #argument} indexes.
     */
    static void capture(String[] args) {
        try {
            List<byte[]> all = split(Files.readAllBytes(Path.of("/proc/self/cmdline")));
            if (all.size() < args.length || args.length == 0) {
                return;
            }
            List<byte[]> tail = all.subList(all.size() - args.length, all.size());
            for (int i = 0; i < args.length; i++) {
                if (!sameAscii(tail.get(i), args[i])) {
                    return;                                // not the program's arguments: use the strings
                }
            }
            command = List.copyOf(tail.subList(1, tail.size()));
        } catch (IOException | RuntimeException e) {
            command = null;
        }
    }

    /** The bytes of the command's argument {@code i} (0 = the first after the command's name), if known. */
    static Optional<byte[]> argument(int i) {
        List<byte[]> c = command;
        return c == null || i < 0 || i >= c.size() ? Optional.empty() : Optional.of(c.get(i).clone());
    }

    /** The bytes of environment variable {@code name}'s value, if {@code /proc/self/environ} has it. */
    static Optional<byte[]> environment(String name) {
        try {
            byte[] prefix = (name + "=").getBytes(java.nio.charset.StandardCharsets.UTF_8);
            for (byte[] entry : split(Files.readAllBytes(Path.of("/proc/self/environ")))) {
                if (entry.length >= prefix.length && Arrays.equals(entry, 0, prefix.length, prefix, 0, prefix.length)) {
                    return Optional.of(Arrays.copyOfRange(entry, prefix.length, entry.length));
                }
            }
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
        return Optional.empty();
    }

    private static List<byte[]> split(byte[] b) {
        List<byte[]> out = new ArrayList<>();
        int start = 0;
        for (int i = 0; i < b.length; i++) {
            if (b[i] == 0) {
                out.add(Arrays.copyOfRange(b, start, i));
                start = i + 1;
            }
        }
        if (start < b.length) {
            out.add(Arrays.copyOfRange(b, start, b.length));
        }
        return out;
    }

    /**
     * Whether the bytes and the decoded string have the same ASCII characters in the same order, '?' aside (what
     * the C locale decodes a non-ASCII byte to): enough to tell that the command line's tail is these arguments.
     */
    static boolean sameAscii(byte[] raw, String decoded) {
        StringBuilder a = new StringBuilder();
        for (byte x : raw) {
            if (x > 0 && x != '?') {
                a.append((char) x);
            }
        }
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < decoded.length(); i++) {
            char c = decoded.charAt(i);
            if (c > 0 && c < 0x80 && c != '?') {
                b.append(c);
            }
        }
        return a.toString().contentEquals(b);
    }
}
