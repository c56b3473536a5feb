package dev.lanecrypt.provider;

import java.security.SecureRandom;

/** The SecureRandom used when a caller gives none (one per JVM, thread-safe as SecureRandom is). */
final class Randomness {

    private static final SecureRandom SHARED = new SecureRandom();

    private Randomness() {
    }

    static SecureRandom shared() {
        return SHARED;
    }
}
