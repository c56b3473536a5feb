package dev.lanecrypt.kernel;

import dev.lanecrypt.scalar.ScalarComba;
import java.util.List;

/**
 * The base-case multiply/square kernel that {@code MpInt} and Karatsuba bottom out in, and the
 * cutoffs above which Karatsuba takes over. The SIMD issue replaces the fixed choice below with
 * detection and measurement (see {@code lanecrypt cpu}).
 */
public final class Kernels {

    private Kernels() {
    }

    /** The kernel selected for this JVM and machine. */
    public static MulKernel base() {
        return ScalarComba.INSTANCE;
    }

    /** Every kernel this JVM can run (scalar first), for the timing tool, tests and calibration. */
    public static List<MulKernel> candidates() {
        return List.of(ScalarComba.INSTANCE);
    }

    /** Operands with at least this many digits (both) are multiplied by Karatsuba. */
    public static int karatsubaMulCutoff() {
        return 40;
    }

    /** Operands with at least this many digits are squared by Karatsuba. */
    public static int karatsubaSqrCutoff() {
        return 56;
    }
}
