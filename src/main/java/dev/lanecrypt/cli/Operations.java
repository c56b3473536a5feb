package dev.lanecrypt.cli;

import dev.lanecrypt.blowfish.BlowfishEngines;
import dev.lanecrypt.blowfish.BlowfishKeySetups;
import dev.lanecrypt.des.DesEngines;
import dev.lanecrypt.math.SecretEngines;
import dev.lanecrypt.math.kernel.Kernels;
import dev.lanecrypt.math.kernel.MontKernels;
import dev.lanecrypt.select.Operation;
import java.util.List;

/**
 * Every {@link Operation} chosen by measurement, in the order {@code lanecrypt cpu} reports them and
 * {@code lanecrypt tune} calibrates them. A subsystem adds its operation constant here (one line); the
 * registry lives in {@code cli}, the top of the package graph, so that {@code select} imports no domain.
 */
public final class Operations {

    private Operations() {
    }

    public static List<Operation<?>> all() {
        return List.of(
                Kernels.MUL,
                MontKernels.MONTGOMERY,
                MontKernels.MONTGOMERY_BATCH,
                SecretEngines.PAIR,
                SecretEngines.LONE,
                SecretEngines.BATCH,
                BlowfishEngines.OPERATION,
                BlowfishKeySetups.OPERATION,
                DesEngines.DES);
    }
}
