package dev.lanecrypt.cli;

import dev.lanecrypt.select.Operation;
import dev.lanecrypt.blowfish.BlowfishEngines;
import dev.lanecrypt.math.kernel.Kernels;
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
                dev.lanecrypt.math.kernel.MontKernels.MONTGOMERY,
                dev.lanecrypt.math.kernel.MontKernels.MONTGOMERY_BATCH,
                dev.lanecrypt.math.SecretEngines.PAIR,
                dev.lanecrypt.math.SecretEngines.BATCH,
                BlowfishEngines.OPERATION,
                dev.lanecrypt.blowfish.BlowfishKeySetups.OPERATION,
                dev.lanecrypt.des.DesEngines.DES);
    }
}
