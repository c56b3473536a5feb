package dev.lanecrypt.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;

/**
 * A file a command was told to write ({@code enc -out}, {@code timing --svg}): all or nothing where the
 * target is a file, and never a rename over something that is not one. What {@link #open} does depends
 * on what the name is:
 * <ul>
 * <li><b>A regular file, or nothing yet.</b> The bytes go to a temporary file
 *   {@code .<name>.<random>.tmp} in the same directory, and {@link #commit} renames it over the target, so
 *   the target holds its old bytes or all the new ones, never part. {@link #close} without a commit
 *   deletes the temporary file, and so does a signal that ends the JVM first ({@link PendingFiles}). A
 *   new file gets mode 0666 less the umask (as openssl's does); an existing one keeps its permission
 *   bits, and its group and owner where this user may set them. A file this user may not write is
 *   refused ("Permission denied", as openssl says), not replaced.
 * <li><b>A symbolic link</b> is followed to its final target, which may not exist yet; that is the file
 *   the rules above apply to (the temporary file goes in the target's directory) and the link stays.
 * <li><b>Hard links.</b> The rename gives the name a new file: the other names of the old one keep the old
 *   bytes. openssl truncates and rewrites in place, which every name sees, but a failure half way then
 *   leaves half a file under all of them; keeping the old bytes whole was chosen over that.
 * <li><b>Anything else</b>, a character or block device, a FIFO or a socket, is opened and written in
 *   place, never replaced: {@code -out /dev/null} discards, a FIFO's reader gets the bytes (opening waits
 *   for the reader, as open(2) does). Nothing can be taken back there: a failure half way leaves what was
 *   written, as on standard output.
 * <li><b>An open descriptor</b> ({@code -out /dev/stdout}, {@code /dev/fd/3}, {@code /proc/self/fd/3}) is
 *   written through, as standard output is: appending, when it is a file.
 * <li><b>A directory</b> is refused ("Is a directory").
 * </ul>
 * Between looking at the target and renaming over it another process can replace it; as for every
 * rename-based writer, that window is not guarded.
 */
public final class OutputFile implements AutoCloseable {

    private static final int S_IFMT = 0170000;
    private static final int S_IFREG = 0100000;
    private static final int S_IFDIR = 0040000;

    private final Path target;
    private final Path temp;                // null: written in place
    private OutputStream out;
    private boolean created;                // the temporary file exists (ours to delete)
    private boolean finished;               // committed or abandoned

    private OutputFile(Path target, Path temp) {
        this.target = target;
        this.temp = temp;
    }

    /** Opens {@code file} as the class comment says; the exceptions name {@code file} as given. */
    public static OutputFile open(Path file) throws IOException {
        Path target = file.toAbsolutePath();
        for (int hops = 0; Files.isSymbolicLink(target); hops++) {
            if (isDescriptor(target)) {
                return inPlace(target, StandardOpenOption.APPEND);
            }
            if (hops == 40) {
                throw new FileSystemException(file.toString(), null, "Too many levels of symbolic links");
            }
            target = target.resolveSibling(Files.readSymbolicLink(target));   // relative to the link's directory
        }
        Map<String, Object> old;
        try {
            old = Files.readAttributes(target, "unix:mode,uid,gid", LinkOption.NOFOLLOW_LINKS);
        } catch (NoSuchFileException e) {
            return replacing(target, null);
        }
        int type = (Integer) old.get("mode") & S_IFMT;
        if (type == S_IFDIR) {
            throw new FileSystemException(file.toString(), null, "Is a directory");
        }
        if (type != S_IFREG) {
            return inPlace(target, StandardOpenOption.WRITE);
        }
        if (!Files.isWritable(target)) {
            throw new AccessDeniedException(file.toString());
        }
        return replacing(target, old);
    }

    /**
     * Whether {@code link} is one of the kernel's links to an open descriptor ({@code /proc/<pid>/fd/N},
     * reached as {@code /dev/stdout}, {@code /dev/fd/N}, {@code /proc/self/fd/N}): what it reads as is a
     * description ("pipe:[123]"), or the name of a file the caller opened, not a name to rename over.
     */
    private static boolean isDescriptor(Path link) throws IOException {
        Path dir = link.getParent();
        return dir != null && dir.toRealPath().toString().matches("/proc/\\d+(/task/\\d+)?/fd");
    }

    /** Opened and written where it is: no create, no truncate (appending through a descriptor link). */
    private static OutputFile inPlace(Path target, StandardOpenOption how) throws IOException {
        OutputFile f = new OutputFile(target, null);
        f.out = Files.newOutputStream(target, StandardOpenOption.WRITE, how);
        return f;
    }

    /** A temporary file beside {@code target}, with {@code old}'s mode and owner when it replaces one. */
    private static OutputFile replacing(Path target, Map<String, Object> old) throws IOException {
        String base = target.getFileName().toString();
        while (base.getBytes(StandardCharsets.UTF_8).length > 200) {    // the temporary name fits NAME_MAX (255 bytes)
            base = base.substring(0, base.offsetByCodePoints(base.length(), -1));
        }
        for (int attempt = 0; ; attempt++) {
            String name = "." + base + "." + Long.toUnsignedString(ThreadLocalRandom.current().nextLong(), 36) + ".tmp";
            OutputFile f = new OutputFile(target, target.resolveSibling(name));
            PendingFiles.add(f);
            try {
                f.create(old);
                return f;
            } catch (FileAlreadyExistsException e) {
                PendingFiles.remove(f);                         // not ours: left alone
                if (attempt == 20) {
                    throw e;
                }
            } catch (IOException | RuntimeException e) {
                try {
                    f.close();
                } catch (IOException | RuntimeException suppressed) {
                    e.addSuppressed(suppressed);
                }
                throw e;
            }
        }
    }

    private synchronized void create(Map<String, Object> old) throws IOException {
        if (finished) {
            throw new IOException("the process is ending");
        }
        out = Files.newOutputStream(temp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);  // 0666 & ~umask
        created = true;
        if (old != null) {
            Map<String, Object> now = Files.readAttributes(temp, "unix:uid,gid");
            for (String id : new String[] {"gid", "uid"}) {
                if (!old.get(id).equals(now.get(id))) {
                    try {
                        Files.setAttribute(temp, "unix:" + id, old.get(id));
                    } catch (IOException e) {
                        // not this user's to give (only root may give a file away): it stays the user's
                    }
                }
            }
            Files.setAttribute(temp, "unix:mode", (Integer) old.get("mode") & 0777);   // the permission bits
        }
    }

    public OutputStream stream() {
        return out;
    }

    /** Closes the stream and, for a file, renames the temporary file over the target. */
    public void commit() throws IOException {
        out.close();
        if (temp == null) {
            return;
        }
        synchronized (this) {
            if (finished) {
                throw new IOException("the process is ending");
            }
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE);   // rename(2): same directory
            finished = true;
        }
        PendingFiles.remove(this);
    }

    /** Without a commit: closes the stream and deletes the temporary file (nothing to undo in place). */
    @Override
    public void close() throws IOException {
        try {
            if (out != null) {
                out.close();
            }
        } finally {
            abandon();
        }
    }

    /**
     * Deletes the temporary file unless committed: from {@link #close}, or from {@link PendingFiles}'
     * shutdown hook while the command's thread may still be writing (its bytes then go to a deleted file).
     */
    void abandon() throws IOException {
        synchronized (this) {
            if (finished) {
                return;
            }
            finished = true;
            if (created) {
                Files.deleteIfExists(temp);
            }
        }
        PendingFiles.remove(this);
    }

    /**
     * {@link #open} for the file of an {@code --svg FILE} option ({@code timing}, {@code compare}): every
     * reason it cannot be written is a one-line {@link UsageException} that suggests a usable name.
     */
    static OutputFile openSvg(Path file) throws UsageException {
        if (Files.isDirectory(file)) {
            throw new UsageException("--svg " + file + " is a directory; give a file name, e.g. --svg timing.svg");
        }
        try {
            return OutputFile.open(file);
        } catch (NoSuchFileException e) {
            Path dir = file.toAbsolutePath().getParent();
            String why = dir != null && Files.isDirectory(dir) ? "cannot create a file in " + dir : "no such directory";
            throw new UsageException("cannot write --svg " + file + ": " + why + "; give a file in a writable"
                    + " directory, e.g. --svg timing.svg");
        } catch (AccessDeniedException e) {
            throw new UsageException("cannot write --svg " + file + ": permission denied; give a file in a writable"
                    + " directory, e.g. --svg timing.svg");
        } catch (IOException | RuntimeException e) {
            throw new UsageException("cannot write --svg " + file + ": " + e.getMessage() + "; give a file in a"
                    + " writable directory, e.g. --svg timing.svg");
        }
    }
}
