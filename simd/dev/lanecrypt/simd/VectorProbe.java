package dev.lanecrypt.simd;

import jdk.incubator.vector.VectorShape;

/**
 * The last link of the detection chain ({@code dev.lanecrypt.hw.Hardware}): loaded reflectively only
 * once the module and compiler checks passed, it asks the Vector API for its preferred shape.
 */
public final class VectorProbe {

    private VectorProbe() {
    }

    /** {@code VectorShape.preferredShape()} in bits: what C2 compiles to native vectors on this JVM. */
    public static int preferredBits() {
        return VectorShape.preferredShape().vectorBitSize();
    }
}
