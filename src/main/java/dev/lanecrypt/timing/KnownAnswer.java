package dev.lanecrypt.timing;

/**
 * One known-answer check of a path, printed before anything is timed as the SHA-1 benchmark did:
 * the label, then {@code Result:} and {@code Expected:}. {@code expected} must come from somewhere
 * other than the path under test (a published vector, a constant computed by an independent tool, or
 * the JDK's implementation of the same function).
 */
public record KnownAnswer(String label, String result, String expected) {

    public boolean passed() {
        return result.equals(expected);
    }
}
