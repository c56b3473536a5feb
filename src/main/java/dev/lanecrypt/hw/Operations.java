package dev.lanecrypt.hw;

import dev.lanecrypt.cipher.BlowfishEngines;
import dev.lanecrypt.kernel.Kernels;
import java.util.List;

/**
 * Every {@link Operation} chosen by measurement, in the order {@code lanecrypt cpu} reports them and
 * {@code lanecrypt tune} calibrates them. A subsystem adds its operation constant here (one line).
 */
public final class Operations {

    private Operations() {
    }

    public static List<Operation<?>> all() {
        return List.of(
                Kernels.MUL,
                dev.lanecrypt.kernel.MontKernels.MONTGOMERY,
                dev.lanecrypt.kernel.MontKernels.MONTGOMERY_BATCH,
                dev.lanecrypt.math.SecretEngines.PAIR,
                dev.lanecrypt.math.SecretEngines.BATCH,
                BlowfishEngines.OPERATION,
                dev.lanecrypt.cipher.BlowfishKeySetups.OPERATION,
                dev.lanecrypt.des.DesEngines.DES);
    }
}
