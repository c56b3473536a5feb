package dev.lanecrypt.bench;

import dev.lanecrypt.select.Selector;
import dev.lanecrypt.math.kernel.MontKernels;
import dev.lanecrypt.math.SecretEngines;

/**
 * Waits for the public-key selections (Montgomery kernels, the private operations' engines) before a
 * benchmark's threads start, so that what is measured is the steady state a server reaches, not the
 * provisional 28-bit path plus a calibration competing for the cores (under 16 busy threads the
 * calibration thread gets a small share of 2 cores and ran through the whole measurement).
 */
final class Calibrations {

    private Calibrations() {
    }

    static void publicKey() {
        Selector.current(MontKernels.MONTGOMERY);
        Selector.current(MontKernels.MONTGOMERY_BATCH);
        Selector.current(SecretEngines.PAIR);
        Selector.current(SecretEngines.LONE);
        Selector.current(SecretEngines.BATCH);
    }
}
