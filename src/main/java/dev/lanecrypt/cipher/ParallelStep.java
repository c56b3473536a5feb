package dev.lanecrypt.cipher;

/**
 * One step of a parallel direction of a mode of operation (NIST SP 800-38A: ECB either way, CBC and CFB
 * decryption, CTR) on one stream, split around the block function as {@link SerialStep} splits the serial
 * ones, so that many short streams, each with its own key, run side by side through a
 * {@link MultiKeyBlock64} (one block of every stream per call) instead of one engine set up per stream.
 * ECB: {@code y = E(in)} or {@code D(in)}, output y. CBC decryption: {@code y = D(in)}, output
 * {@code y ^ reg}, next {@code reg} the ciphertext {@code in}. CFB-64 decryption: {@code y = E(reg)}, output
 * {@code y ^ in}, next {@code reg} {@code in}. CTR (either direction): {@code y = E(reg)}, output
 * {@code y ^ in}, next {@code reg + 1} (the whole block a 64-bit big-endian counter, as
 * {@link BlockModeCipher}).
 */
public final class ParallelStep {

    private ParallelStep() {
    }

    /** Whether the step's block function is the decryption (ECB and CBC decryption). */
    public static boolean decrypts(Mode mode, boolean encrypt) {
        return !encrypt && (mode == Mode.ECB || mode == Mode.CBC);
    }

    /** The block the block function takes at this step. */
    public static long feed(Mode mode, long reg, long in) {
        return mode == Mode.ECB || mode == Mode.CBC ? in : reg;
    }

    /** The step's output block, from {@code y}, the block function's result. */
    public static long output(Mode mode, long y, long reg, long in) {
        return switch (mode) {
            case ECB -> y;
            case CBC -> y ^ reg;
            default -> y ^ in;
        };
    }

    /** The chaining value of the next step. */
    public static long next(Mode mode, long reg, long in) {
        return mode == Mode.CTR ? reg + 1 : in;
    }

    /**
     * {@code steps} consecutive steps on streams {@code 0 .. lanes-1}, laid out as in
     * {@link MultiKeyBlock64#chain}: stream j's input blocks {@code data[j*steps .. (j+1)*steps)}, replaced by
     * its output blocks; {@code reg[j]} its chaining value or counter, read and updated.
     */
    public static void run(MultiKeyBlock64 engine, Mode mode, boolean encrypt, long[] data, int lanes, int steps,
            long[] reg) {
        boolean decrypt = decrypts(mode, encrypt);
        long[] x = new long[lanes];
        for (int s = 0; s < steps; s++) {
            for (int j = 0; j < lanes; j++) {
                x[j] = feed(mode, reg[j], data[j * steps + s]);
            }
            if (decrypt) {
                engine.decryptEach(x, lanes);
            } else {
                engine.encryptEach(x, lanes);
            }
            for (int j = 0; j < lanes; j++) {
                long in = data[j * steps + s];
                data[j * steps + s] = output(mode, x[j], reg[j], in);
                reg[j] = next(mode, reg[j], in);
            }
        }
    }
}
