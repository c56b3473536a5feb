package dev.lanecrypt.blowfish;

/**
 * A design for setting up many Blowfish keys at once: {@link BlowfishKeyBatch} (six keys interleaved in
 * plain Java) or a Vector API design in {@code dev.lanecrypt.simd}; {@code BlowfishKeySetups} times them on
 * the machine and picks one. Every design gives exactly {@link BlowfishKey#expand} of each key.
 */
@FunctionalInterface
public interface BlowfishKeySetup {

    /**
     * The schedules of {@code keys}, in order.
     *
     * @throws IllegalArgumentException when a key is not 1 to 56 bytes long (before any work is done)
     */
    BlowfishKey[] expandAll(byte[][] keys);
}
