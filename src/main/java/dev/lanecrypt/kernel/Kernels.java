package dev.lanecrypt.kernel;

import dev.lanecrypt.scalar.ScalarComba;

/**
 * The base-case multiply/square kernel that {@code MpInt} and Karatsuba bottom out in. The SIMD issue
 * replaces the fixed choice below with detection and measurement (see {@code lanecrypt cpu}).
 */
public final class Kernels {

    private Kernels() {
    }

    /** The kernel selected for this JVM and machine. */
    public static MulKernel base() {
        return ScalarComba.INSTANCE;
    }
}
