package dev.lanecrypt.simd;

import dev.lanecrypt.blowfish.BlowfishEngines;
import dev.lanecrypt.blowfish.BlowfishGathers;
import dev.lanecrypt.blowfish.BlowfishKeySetup;
import dev.lanecrypt.blowfish.BlowfishPermute;
import dev.lanecrypt.des.BitslicedDes;
import dev.lanecrypt.des.DesEngines;
import dev.lanecrypt.des.DesKernel;
import dev.lanecrypt.math.kernel.Kernels;
import dev.lanecrypt.math.kernel.Mont52Kernel;
import dev.lanecrypt.math.kernel.MontBatchKernel;
import dev.lanecrypt.math.kernel.MontKernel;
import dev.lanecrypt.math.kernel.MulKernel;
import dev.lanecrypt.math.kernel.SimdKernels;
import dev.lanecrypt.math.kernel.SimdMontKernels;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import jdk.incubator.vector.VectorShape;

/**
 * The one entry into the {@code simd/} source root, reached only through {@code dev.lanecrypt.select.Simd}
 * (by name, after detection found the Vector API usable, so that nothing outside {@code simd/} links
 * against {@code jdk.incubator.vector}). It maps an engine interface and a vector width to the engine of
 * the domain package that implements it; adding a SIMD engine is one line in {@link #make}.
 */
public final class SimdEngines {

    private static final Map<String, Object> MADE = new ConcurrentHashMap<>();

    private SimdEngines() {
    }

    /** The last link of the detection chain: {@code VectorShape.preferredShape()} in bits. */
    public static int preferredBits() {
        return VectorShape.preferredShape().vectorBitSize();
    }

    /**
     * The engine of interface {@code type} on {@code bits}-bit vectors (128, 256 or 512; Blowfish's gather
     * designs 256 or 512), made once per JVM (every engine is immutable and thread-safe).
     *
     * @throws IllegalArgumentException when no SIMD engine of that type and width exists
     */
    public static Object engine(Class<?> type, int bits) {
        return MADE.computeIfAbsent(type.getName() + "/" + bits, k -> make(type, bits));
    }

    private static Object make(Class<?> type, int bits) {
        if (type == MulKernel.class) {
            return SimdKernels.forBits(bits);
        } else if (type == Kernels.RegisterOperand.class && bits == 512) {
            return SimdKernels.permute512();
        } else if (type == Kernels.Windows.class && bits == 512) {
            return SimdKernels.window512();
        } else if (type == Kernels.RowBlocks.class && bits == 256) {
            return SimdKernels.rows256();
        } else if (type == MontKernel.class) {
            return SimdMontKernels.forBits(bits);
        } else if (type == MontBatchKernel.class) {
            return SimdMontKernels.batchForBits(bits);
        } else if (type == Mont52Kernel.class) {
            return SimdMontKernels.fma52ForBits(bits);
        } else if (type == Mont52Kernel.Row.class) {
            return SimdMontKernels.fma52RowForBits(bits);
        } else if (type == DesKernel.class) {
            return BitslicedDes.forBits(bits);
        } else if (type == DesEngines.TernaryKernel.class) {
            DesKernel k = BitslicedDes.ternaryForBits(bits);
            return (DesEngines.TernaryKernel) () -> k;
        } else if (type == BlowfishEngines.Factory.class) {
            return BlowfishGathers.factory(bits);
        } else if (type == BlowfishEngines.BytePermutes.class && bits == 512) {
            return (BlowfishEngines.BytePermutes) BlowfishPermute::new;
        } else if (type == BlowfishKeySetup.class) {
            return BlowfishGathers.keySetup(bits);
        }
        throw new IllegalArgumentException("no SIMD engine implements " + type.getName());
    }
}
