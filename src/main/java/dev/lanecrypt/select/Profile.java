package dev.lanecrypt.select;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.zip.CRC32;

/**
 * The profile {@code lanecrypt tune} saves: per operation and size class, the chosen candidate and the
 * measurements, under {@code $XDG_CACHE_HOME/lanecrypt/profile.txt} (else
 * {@code ~/.cache/lanecrypt/profile.txt}; {@code -Dlanecrypt.profile=FILE} names another). Its header
 * keys it to the CPU (model name and signature, {@link CpuInfo#describe()}), the JVM and the vector shape
 * ({@link Hardware#shapeKey()}); a profile whose key differs from this JVM's is ignored (one written before the
 * signature was part of the key, too: it is measured again). Format,
 * one record per line, tab-separated:
 * <pre>
 * lanecrypt-profile	1
 * cpu	AMD EPYC (family 25 model 1 stepping 1)
 * jvm	OpenJDK 64-Bit Server VM 25.0.3+9-LTS
 * shape	256-bit (UseAVX=2, MaxVectorSize=32)
 * choice	mul	multiply 16-31	simd256	scalar=301.2	simd128=150.0	simd256=98.1
 * crc32	1a2b3c4d
 * </pre>
 * The last line is the CRC-32 of every byte before it: a truncated, edited or garbled file fails the
 * check or the strict parse, is reported by one WARNING line and is never trusted. So is anything at
 * that name that is not a regular file of at most {@link #MAX_BYTES} (a FIFO, a device, a directory),
 * which is not even opened.
 */
final class Profile {

    private static final System.Logger LOG = System.getLogger("dev.lanecrypt.select");

    private static final String MAGIC = "lanecrypt-profile\t1";

    /** A profile is a few KiB (one line per operation and size class); 1 MiB is far past any real one. */
    static final int MAX_BYTES = 1 << 20;

    /** A saved choice: the candidate name and its measurements (ns per operation by candidate). */
    record Entry(String chosen, Map<String, Double> nsPerOp) {
    }

    private Profile() {
    }

    /** The system property that names another profile file (what {@code lanecrypt timing} gives its forks). */
    static final String PROPERTY = "lanecrypt.profile";

    /** Where the profile lives on this machine, or the file {@value #PROPERTY} names. */
    static Path location() {
        String named = System.getProperty(PROPERTY);
        if (named != null && !named.isBlank()) {
            return Path.of(named);
        }
        String xdg = System.getenv("XDG_CACHE_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".cache");
        return base.resolve("lanecrypt").resolve("profile.txt");
    }

    /** Key for an entry: operation and size class. */
    static String key(String operation, String sizeClass) {
        return operation + '\t' + sizeClass;
    }

    /**
     * The entries of the profile at {@code file} if it exists, is intact and was tuned on this CPU, JVM
     * and vector shape; otherwise empty (with one WARNING line for a corrupt file, one INFO line for a
     * profile of another machine).
     */
    static Optional<Map<String, Entry>> load(Path file, Hardware hw) {
        byte[] bytes;
        try {
            bytes = read(file);
        } catch (NoSuchFileException e) {
            return Optional.empty();
        } catch (IOException e) {
            String why = e instanceof FileSystemException f && f.getReason() != null ? f.getReason()
                    : e.getMessage();
            LOG.log(System.Logger.Level.WARNING, "lanecrypt: ignoring unreadable profile " + file + ": " + why);
            return Optional.empty();
        }
        Map<String, Entry> entries;
        try {
            entries = parse(bytes, hw, file);
        } catch (IllegalArgumentException e) {
            LOG.log(System.Logger.Level.WARNING, "lanecrypt: ignoring corrupt profile " + file + " (" + e.getMessage()
                    + "); run 'lanecrypt tune' to rewrite it");
            return Optional.empty();
        }
        return Optional.ofNullable(entries);
    }

    /**
     * The bytes of {@code file} if it is a regular file (links followed) of at most {@link #MAX_BYTES}.
     * Anything else is refused before it is opened: a FIFO would block every JVM that uses the library
     * in open(2), a link to {@code /dev/zero} would fill the heap. The read itself stops past the limit
     * too (a file that grows after the check). Swapping the file for a FIFO between the check and the
     * open is not guarded against.
     */
    private static byte[] read(Path file) throws IOException {
        BasicFileAttributes a = Files.readAttributes(file, BasicFileAttributes.class);
        if (!a.isRegularFile()) {
            throw new IOException(a.isDirectory() ? "a directory" : "not a regular file");
        }
        if (a.size() > MAX_BYTES) {
            throw new IOException("larger than " + MAX_BYTES + " bytes");
        }
        try (InputStream in = Files.newInputStream(file)) {
            byte[] bytes = in.readNBytes(MAX_BYTES + 1);
            if (bytes.length > MAX_BYTES) {
                throw new IOException("larger than " + MAX_BYTES + " bytes");
            }
            return bytes;
        }
    }

    /** The entries, or null when the file is intact but for another machine; throws when corrupt. */
    private static Map<String, Entry> parse(byte[] bytes, Hardware hw, Path file) {
        String text = new String(bytes, StandardCharsets.UTF_8);
        int last = text.lastIndexOf("crc32\t");
        if (last < 0 || !text.endsWith("\n")) {
            throw new IllegalArgumentException("no checksum line");
        }
        String sum = text.substring(last + "crc32\t".length(), text.length() - 1);
        if (!sum.equals(crc(text.substring(0, last)))) {
            throw new IllegalArgumentException("checksum mismatch");
        }
        List<String> lines = text.substring(0, last).lines().toList();
        if (lines.size() < 4 || !lines.get(0).equals(MAGIC)) {
            throw new IllegalArgumentException("not a lanecrypt profile, format 1");
        }
        String cpu = header(lines.get(1), "cpu");
        String jvm = header(lines.get(2), "jvm");
        String shape = header(lines.get(3), "shape");
        Map<String, Entry> entries = new LinkedHashMap<>();
        for (String line : lines.subList(4, lines.size())) {
            String[] f = line.split("\t", -1);
            if (f.length < 4 || !f[0].equals("choice") || f[1].isEmpty() || f[2].isEmpty() || f[3].isEmpty()) {
                throw new IllegalArgumentException("bad line '" + line + "'");
            }
            Map<String, Double> ns = new LinkedHashMap<>();
            for (int i = 4; i < f.length; i++) {
                int eq = f[i].indexOf('=');
                if (eq <= 0) {
                    throw new IllegalArgumentException("bad measurement '" + f[i] + "'");
                }
                double v;
                try {
                    v = Double.parseDouble(f[i].substring(eq + 1));
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("bad measurement '" + f[i] + "'");
                }
                if (!(v > 0) || Double.isInfinite(v)) {
                    throw new IllegalArgumentException("bad measurement '" + f[i] + "'");
                }
                ns.put(f[i].substring(0, eq), v);
            }
            entries.put(key(f[1], f[2]), new Entry(f[3], ns));
        }
        String differs = !cpu.equals(clean(hw.cpu().describe())) ? "CPU " + cpu
                : !jvm.equals(clean(hw.jvm())) ? "JVM " + jvm
                : !shape.equals(hw.shapeKey()) ? "vector shape " + shape : null;
        if (differs != null) {
            LOG.log(System.Logger.Level.DEBUG, "lanecrypt: profile " + file + " was tuned for another " + differs
                    + "; measuring instead");
            return null;
        }
        return entries;
    }

    private static String header(String line, String key) {
        if (!line.startsWith(key + '\t')) {
            throw new IllegalArgumentException("expected '" + key + "' header");
        }
        return line.substring(key.length() + 1);
    }

    /**
     * Writes the profile (temporary file + rename, so a reader never sees half a file): the choices of
     * {@code selections}, plus those of other operations from the file already there when it is intact
     * and of this machine (so tuning one operation keeps the others' results).
     */
    static void save(Path file, Hardware hw, List<Selection<?>> selections) throws IOException {
        StringBuilder sb = new StringBuilder(MAGIC).append('\n');
        sb.append("cpu\t").append(clean(hw.cpu().describe())).append('\n');
        sb.append("jvm\t").append(clean(hw.jvm())).append('\n');
        sb.append("shape\t").append(hw.shapeKey()).append('\n');
        List<String> tuned = selections.stream().map(s -> s.operation().name()).toList();
        for (Selection<?> s : selections) {
            for (Choice<?> c : s.choices()) {
                line(sb, Profile.key(s.operation().name(), c.sizeClass()), c.chosen().name(), c.nsPerOp());
            }
        }
        load(file, hw).ifPresent(old -> old.forEach((key, e) -> {
            if (!tuned.contains(key.substring(0, key.indexOf('\t')))) {
                line(sb, key, e.chosen(), e.nsPerOp());
            }
        }));
        String body = sb.toString();
        String text = body + "crc32\t" + crc(body) + "\n";
        Files.createDirectories(file.getParent());
        Path tmp = Files.createTempFile(file.getParent(), "profile", ".tmp");
        try {
            Files.writeString(tmp, text, StandardCharsets.UTF_8);
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    private static void line(StringBuilder sb, String key, String chosen, Map<String, Double> nsPerOp) {
        sb.append("choice\t").append(key).append('\t').append(chosen);
        nsPerOp.forEach((name, ns) -> sb.append('\t').append(name).append('=').append(ns));
        sb.append('\n');
    }

    private static String clean(String s) {
        return s.replace('\t', ' ').replace('\n', ' ').replace('\r', ' ');
    }

    private static String crc(String s) {
        CRC32 crc = new CRC32();
        crc.update(s.getBytes(StandardCharsets.UTF_8));
        return HexFormat.of().toHexDigits((int) crc.getValue());
    }
}
