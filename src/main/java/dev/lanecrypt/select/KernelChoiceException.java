package dev.lanecrypt.select;

/**
 * A kernel forced by a system property ({@code -Dlanecrypt.kernel=simd512}) that is not a known name or
 * that this JVM cannot run. Never answered by a silent fallback: the message is one line saying what was
 * asked, why it cannot be, and what can; the CLI prints it and exits 2.
 */
public final class KernelChoiceException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    public KernelChoiceException(String message) {
        super(message);
    }
}
