package dev.lanecrypt.cipher;

/**
 * One step of a serial direction of a mode of operation (NIST SP 800-38A) on one stream, split around the
 * block encryption {@code y = E(feed(...))} so that a kernel can run the encryptions of several streams
 * side by side: CBC encryption {@code y = E(reg ^ p)}, output and next {@code reg} both y; CFB-64
 * encryption {@code y = E(reg)}, output and next {@code reg} the ciphertext {@code y ^ p}; OFB (either
 * direction) {@code y = E(reg)}, output {@code y ^ in}, next {@code reg} y. CBC and CFB decryption are
 * parallel and never run step by step.
 */
public final class SerialStep {

    private SerialStep() {
    }

    /** The block to encrypt at this step. */
    public static long feed(Mode mode, long reg, long in) {
        return mode == Mode.CBC ? reg ^ in : reg;
    }

    /** The step's output block, from {@code y = E(feed)}. */
    public static long output(Mode mode, long y, long in) {
        return mode == Mode.CBC ? y : y ^ in;
    }

    /** The chaining value of the next step. */
    public static long next(Mode mode, long y, long in) {
        return mode == Mode.CFB ? y ^ in : y;
    }
}
