package dev.lanecrypt.math;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanecrypt.select.Choice;
import dev.lanecrypt.select.Selector;
import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link SecretEngines#batchPays}, what the provider's coalescer asks before it batches a group: never for
 * fewer than two operations, the half-the-lanes rule without figures, and with the calibrations' figures the
 * cost model its contract states (a call of {@code k} lanes is {@code k/8} of the batch workload's window, a
 * pair the chosen pair engine's window, a single exponentiation the chosen lone engine's window).
 */
class SecretEnginesBatchPolicyTest {

    private static final MontgomeryContext RSA_2048_HALF = new MontgomeryContext(
            MpInt.fromBigInteger(new BigInteger(1024, new Random(1)).setBit(1023).setBit(0)));

    @Test
    void fewerThanTwoOperationsNeverBatch() {
        assertFalse(SecretEngines.batchPays(RSA_2048_HALF, 0, 0, 8));
        assertFalse(SecretEngines.batchPays(RSA_2048_HALF, 1, 0, 8));
        assertFalse(SecretEngines.batchPays(RSA_2048_HALF, 0, 1, 8));
    }

    @Test
    void theFallbackCountsLanes() {
        assertFalse(SecretEngines.fillsMoreThanHalf(2, 0, 8), "4 of 8 lanes");
        assertTrue(SecretEngines.fillsMoreThanHalf(2, 1, 8), "5 of 8 lanes");
        assertTrue(SecretEngines.fillsMoreThanHalf(0, 3, 4), "3 of 4 lanes");
        assertFalse(SecretEngines.fillsMoreThanHalf(1, 0, 4), "2 of 4 lanes");
    }

    @Test
    void withFiguresACallPaysWhenItCostsLessThanItsMembersAlone() {
        Choice<SecretModPow> batch = Selector.current(SecretEngines.BATCH).choices().get(SecretEngines.sizeClass(RSA_2048_HALF));
        Choice<SecretModPow> pair = Selector.current(SecretEngines.PAIR).choices().get(SecretEngines.sizeClass(RSA_2048_HALF));
        Choice<SecretModPow> lone = Selector.current(SecretEngines.LONE).choices().get(SecretEngines.sizeClass(RSA_2048_HALF));
        Double batchNs = batch.nsPerOp().get(batch.chosen().name());
        Double pairNs = pair.nsPerOp().get(pair.chosen().name());
        Double loneNs = lone.nsPerOp().get(lone.chosen().name());
        if (batchNs == null || pairNs == null || loneNs == null) {   // forced or from a profile: the lanes rule
            assertEquals(SecretEngines.fillsMoreThanHalf(2, 0, 8), SecretEngines.batchPays(RSA_2048_HALF, 2, 0, 8));
            return;
        }
        // two single exponentiations fit one call of any width (the batch kernels have 2, 4 or 8 lanes), so
        // the call costs the kernel's lanes' share of the 8-lane workload, at most the whole of it
        boolean cheapestCallPays = 2 * batchNs / 8 < 2 * loneNs;
        boolean dearestCallPays = batchNs < 2 * loneNs;
        boolean pays = SecretEngines.batchPays(RSA_2048_HALF, 0, 2, 8);
        if (dearestCallPays) {
            assertTrue(pays, "even a whole 8-lane workload costs less than the two alone");
        }
        if (!cheapestCallPays) {
            assertFalse(pays, "even a two-lane call costs more than the two alone");
        }
        // four pairs fill every lane of an 8-lane call and two calls of a 4-lane one: the whole workload
        assertEquals(batchNs < 4 * pairNs, SecretEngines.batchPays(RSA_2048_HALF, 4, 0, 8));
    }
}
