package dev.lanecrypt.cli;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;

/** The command line was right but the work failed (bad decrypt, I/O error, ...): exit status 1. */
public final class CommandFailure extends Exception {

    public CommandFailure(String message) {
        super(message, null, false, false);
    }

    public CommandFailure(String message, Throwable cause) {
        super(message, cause, false, false);
    }

    /**
     * Why an I/O operation failed, in the system's words ("No space left on device", "Broken pipe"):
     * NIO's exceptions carry only the path in their message, the reason is their class or {@code getReason()}.
     */
    public static String reason(IOException e) {
        if (e instanceof NoSuchFileException) {
            return "No such file or directory";
        }
        if (e instanceof AccessDeniedException) {
            return "Permission denied";
        }
        if (e instanceof FileAlreadyExistsException) {
            return "File exists";
        }
        if (e instanceof NotDirectoryException) {
            return "Not a directory";
        }
        if (e instanceof FileSystemException f) {
            return f.getReason() != null ? f.getReason() : f.getClass().getSimpleName();
        }
        return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    }
}
