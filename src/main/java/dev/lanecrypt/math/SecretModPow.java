package dev.lanecrypt.math;

/**
 * Where the constant-time exponentiations of one private operation run: {@code bases[i]^exponents[i] mod
 * contexts[i].modulus()} for every i, each over the public bound {@code bits[i]} of its exponent's length
 * ({@code 0 <= exponents[i] < 2^bits[i]}, else ArithmeticException). An RSA CRT signature hands over its two
 * half-size exponentiations, a Diffie-Hellman agreement its one; the caller keeps everything around them
 * (blinding, recombination, fault and range checks) on its own thread.
 *
 * <p>Every implementation gives the same values and keeps {@link ConstantTimeModPow}'s contract per
 * exponentiation: the operations performed depend on the moduli and the bounds (public), never on the
 * exponents. {@link #DIRECT} runs them one after another on the calling thread with the single-operation
 * kernels, {@link #BATCH} in one multi-buffer call ({@link BatchModPow}, lanes grouped by digit count, the
 * loop of a group over its largest bound); the provider's coalescer pools them with other threads'.
 * Implementations are thread-safe.
 */
@FunctionalInterface
public interface SecretModPow {

    /** One after another on this thread, each by {@link ConstantTimeModPow} on its context's kernel. */
    SecretModPow DIRECT = (contexts, bases, exponents, bits) -> {
        MpInt[] out = new MpInt[contexts.length];
        for (int i = 0; i < out.length; i++) {
            out[i] = ConstantTimeModPow.modPow(contexts[i], bases[i], exponents[i], bits[i]);
        }
        return out;
    };

    /**
     * All in one multi-buffer call on this thread
     * ({@link BatchModPow#modPow(MontgomeryContext[], MpInt[], MpInt[], int[])}).
     */
    SecretModPow BATCH = BatchModPow::modPow;

    /** {@code bases[i]^exponents[i] mod contexts[i].modulus()}, fully reduced, for every i. */
    MpInt[] modPow(MontgomeryContext[] contexts, MpInt[] bases, MpInt[] exponents, int[] bits);
}
