package dev.lanecrypt.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * An output file that appears only when complete: bytes go to a temporary file beside the target,
 * which {@link #commit()} renames over it; {@link #close()} without a commit deletes the temporary
 * file, so a failure never leaves a half-written output behind.
 */
public final class AtomicOutput implements AutoCloseable {

    private final Path target;
    private final Path temp;
    private final OutputStream out;
    private boolean committed;

    private AtomicOutput(Path target, Path temp, OutputStream out) {
        this.target = target;
        this.temp = temp;
        this.out = out;
    }

    /** Opens a temporary file in the target's directory; fails if that directory is not writable. */
    public static AtomicOutput open(Path target) throws IOException {
        Path abs = target.toAbsolutePath();
        Path dir = abs.getParent();
        Path temp = Files.createTempFile(dir, "." + abs.getFileName() + ".", ".tmp");
        return new AtomicOutput(abs, temp, Files.newOutputStream(temp));
    }

    public OutputStream stream() {
        return out;
    }

    /** Closes the stream and renames the temporary file over the target. */
    public void commit() throws IOException {
        out.close();
        try {
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
        }
        committed = true;
    }

    @Override
    public void close() throws IOException {
        if (!committed) {
            try {
                out.close();
            } finally {
                Files.deleteIfExists(temp);
            }
        }
    }
}
