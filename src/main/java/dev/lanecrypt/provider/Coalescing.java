package dev.lanecrypt.provider;

import dev.lanecrypt.math.SecretEngines;
import dev.lanecrypt.math.SecretModPow;
import java.util.Arrays;

/**
 * The provider's coalescer ("group commit") for private-key operations, on by default: RSA signatures
 * (PKCS #1 v1.5 and PSS), RSA decryption and private-key encryption, and DH agreement hand their
 * exponentiations to one shared {@link Coalescer}, so that operations of concurrent threads share the
 * lanes of the multi-buffer kernel; a thread working alone gets the single-operation path and its
 * latency. {@code -Dlanecrypt.coalesce=false} (read once, at the first private operation) turns it off:
 * every operation then runs on its caller's thread as before. It also stays off in effect when the
 * multi-buffer kernel is the scalar one (no Vector API): the lanes would run one after another.
 *
 * <p>DH key pair generation is not coalesced: it runs from the group's fixed-base table of g (one
 * product per 4 exponent bits, no squarings), about five times fewer products than a variable-base
 * exponentiation, so no batch of variable-base lanes could beat it.
 *
 * <p>Thread-safe; no thread of its own (see {@link Coalescer} for waiting and interrupts).
 */
public final class Coalescing {

    /** The system property that turns the coalescer off ({@code false}); anything else leaves it on. */
    public static final String PROPERTY = "lanecrypt.coalesce";

    /** Set by tests to route the provider's operations through a coalescer of their own. */
    private static volatile Coalescer override;

    private Coalescing() {
    }

    private static final class Shared {
        static final Coalescer INSTANCE = enabledByProperty() ? new Coalescer() : null;
    }

    private static boolean enabledByProperty() {
        return !"false".equalsIgnoreCase(System.getProperty(PROPERTY, "true").strip());
    }

    /** Where the provider's private operations run their exponentiations. */
    static SecretModPow exponentiation() {
        Coalescer c = active();
        return c != null ? c : SecretEngines.SINGLE;
    }

    private static Coalescer active() {
        Coalescer o = override;
        return o != null ? o : Shared.INSTANCE;
    }

    /** Tests: routes the provider through {@code c} (null: back to the shared one). */
    static void use(Coalescer c) {
        override = c;
    }

    /** What the coalescer has done in this JVM so far, and whether it is on. */
    public static Stats stats() {
        Coalescer c = active();
        int lanes;
        String state;
        try {
            lanes = Coalescer.batchLanes();
            state = c == null ? "off: -D" + PROPERTY + "=false"
                    : lanes == 0 ? "off: the multi-buffer kernel is scalar, its lanes would run one after another"
                    : "on";
        } catch (RuntimeException e) {
            lanes = 0;
            state = "off: no multi-buffer kernel (" + e.getMessage() + ")";
        }
        if (c == null) {
            return new Stats(false, state, lanes, 0, 0, 0, 0, new long[lanes + 1]);
        }
        return c.stats(lanes > 0, state, lanes);
    }

    /**
     * A snapshot of the coalescer's counts.
     *
     * @param enabled whether operations are coalesced
     * @param state "on", or "off: " and why
     * @param lanes the multi-buffer kernel's lanes (an RSA CRT operation takes two)
     * @param parallelism computations at once (the JVM's processors)
     * @param operations private operations handed to the coalescer
     * @param singleOperation those that ran on the single-operation path (alone, or in a group too small
     *     for a batch to pay)
     * @param waited those that found every place taken and waited for a group
     * @param batches index k: multi-buffer calls that carried k operations
     */
    public record Stats(boolean enabled, String state, int lanes, int parallelism, long operations,
            long singleOperation, long waited, long[] batches) {

        public Stats {
            batches = batches.clone();
        }

        @Override
        public long[] batches() {
            return batches.clone();
        }

        /** Operations that ran in multi-buffer calls. */
        public long batchedOperations() {
            long sum = 0;
            for (int k = 0; k < batches.length; k++) {
                sum += k * batches[k];
            }
            return sum;
        }

        @Override
        public String toString() {
            return "coalescing " + state + ", " + lanes + " lanes, " + parallelism + " at once: " + operations
                    + " operations, " + singleOperation + " on the single path, " + waited + " waited, batches by size "
                    + Arrays.toString(batches);
        }
    }
}
