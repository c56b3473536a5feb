package dev.lanecrypt.kernel;

import dev.lanecrypt.scalar.ScalarMontgomery;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;

/**
 * The Montgomery kernels this JVM can run and the one in use. SIMD kernels are reached reflectively,
 * only when the {@code jdk.incubator.vector} module is in the boot layer, so that nothing outside
 * {@code dev.lanecrypt.simd} links against the Vector API. {@code -Dlanecrypt.mont=scalar|simd128|simd256|simd512}
 * forces a choice.
 */
public final class MontKernels {

    private static final List<MontKernel> CANDIDATES = discover();

    private static final MontKernel SELECTED = select();

    private MontKernels() {
    }

    /** The kernel used by Montgomery contexts created from now on. */
    public static MontKernel base() {
        return SELECTED;
    }

    /** Every kernel this JVM can run, scalar first. */
    public static List<MontKernel> candidates() {
        return CANDIDATES;
    }

    /** The candidate called {@code name}. */
    public static MontKernel named(String name) {
        for (MontKernel k : CANDIDATES) {
            if (k.name().equals(name)) {
                return k;
            }
        }
        throw new IllegalArgumentException("no Montgomery kernel named " + name + " on this JVM");
    }

    private static List<MontKernel> discover() {
        List<MontKernel> all = new ArrayList<>();
        all.add(ScalarMontgomery.INSTANCE);
        if (ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent()) {
            try {
                Method forBits = Class.forName("dev.lanecrypt.simd.SimdMontgomery").getMethod("forBits", int.class);
                for (int bits : new int[] {128, 256, 512}) {
                    all.add((MontKernel) forBits.invoke(null, bits));
                }
            } catch (ReflectiveOperationException | LinkageError e) {
                System.getLogger(MontKernels.class.getName()).log(System.Logger.Level.INFO,
                        "SIMD Montgomery kernels unavailable: " + e);
            }
        }
        return List.copyOf(all);
    }

    private static MontKernel select() {
        String forced = System.getProperty("lanecrypt.mont");
        if (forced != null) {
            return named(forced);
        }
        if (CANDIDATES.size() > 1) {
            try {
                return (MontKernel) Class.forName("dev.lanecrypt.simd.SimdMontgomery").getMethod("preferred").invoke(null);
            } catch (ReflectiveOperationException | LinkageError e) {
                System.getLogger(MontKernels.class.getName()).log(System.Logger.Level.INFO,
                        "no preferred SIMD Montgomery kernel: " + e);
            }
        }
        return ScalarMontgomery.INSTANCE;
    }
}
