package dev.lanecrypt.select;

import java.util.OptionalLong;

/**
 * What this JVM and CPU offer for SIMD, detected once per JVM in the manner of Lucene's vectorization
 * provider: a chain of checks, a refusal logged as one INFO line (the default level) naming the cause and the flag that
 * lifts it (a preferred shape under 128 bits, which no flag changes, only at DEBUG), and the Vector API
 * touched only after every earlier check passed.
 *
 * <ol>
 *   <li>{@code jdk.incubator.vector} is in the boot layer (else: "start the JVM with --add-modules
 *       jdk.incubator.vector");</li>
 *   <li>C2 compiles ({@code -Xint} or {@code -XX:TieredStopAtLevel} below 4 would run every vector
 *       operation in its slow Java fallback);</li>
 *   <li>the preferred vector shape, asked of {@link Simd} (the entry class {@code dev.lanecrypt.simd.SimdEngines}), loaded reflectively
 *       only now (so no class of {@code src/} ever links against the incubator module), is at least
 *       128 bits.</li>
 * </ol>
 * The CPU model and flags ({@link CpuInfo}) and HotSpot's {@code UseAVX} / {@code MaxVectorSize} are
 * recorded for the report and the profile key; the kernels themselves are chosen by measurement.
 *
 * @param vectorApi   whether SIMD kernels may be used
 * @param refusal     why not (one line), or null when {@code vectorApi}
 * @param vectorBits  the preferred vector width in bits, 0 without the Vector API
 * @param useAvx      HotSpot's {@code UseAVX}, -1 where there is none
 * @param maxVectorSize HotSpot's {@code MaxVectorSize} in bytes, -1 where there is none
 */
public record Hardware(boolean vectorApi, String refusal, int vectorBits, CpuInfo cpu, String jvm,
        long useAvx, long maxVectorSize) {

    private static final System.Logger LOG = System.getLogger("dev.lanecrypt.select");

    /** The detection result of this JVM (computed once, logging one line if the Vector API is refused). */
    public static Hardware get() {
        return Holder.INSTANCE;
    }

    private static final class Holder {
        static final Hardware INSTANCE = detect();
    }

    static Hardware detect() {
        CpuInfo cpu = CpuInfo.read();
        String jvm = System.getProperty("java.vm.name", "?") + " " + Runtime.version();
        long useAvx = HotSpotFlags.get("UseAVX").orElse(-1);
        long maxVector = HotSpotFlags.get("MaxVectorSize").orElse(-1);
        String refusal = firstRefusal();
        int bits = 0;
        if (refusal == null) {
            try {
                bits = Simd.preferredBits();
                if (bits < 128) {
                    refusal = "the preferred vector shape is " + bits + " bits (under 128)";
                }
            } catch (Throwable e) {
                refusal = "the vector probe " + Simd.ENTRY + " failed: " + e;
            }
        }
        if (refusal != null) {
            // The one line the library may print at the default level, and only where the user can act
            // (a JVM flag, a failed probe to report); a CPU without wide vectors is a DEBUG fact.
            LOG.log(bits > 0 && bits < 128 ? System.Logger.Level.DEBUG : System.Logger.Level.INFO,
                    "lanecrypt: SIMD kernels disabled, scalar only: " + refusal);
            bits = 0;
        }
        return new Hardware(refusal == null, refusal, bits, cpu, jvm, useAvx, maxVector);
    }

    /** The first check that fails, as one line, or null when the module and C2 are there. */
    private static String firstRefusal() {
        if (ModuleLayer.boot().findModule("jdk.incubator.vector").isEmpty()) {
            return "jdk.incubator.vector is not in the boot layer; start the JVM with --add-modules jdk.incubator.vector";
        }
        if (System.getProperty("java.vm.info", "").contains("interpreted mode")) {
            return "the JIT is off (-Xint): vector operations would run in their Java fallback";
        }
        OptionalLong stop = HotSpotFlags.get("TieredStopAtLevel");
        if (HotSpotFlags.flag("TieredCompilation") && stop.isPresent() && stop.getAsLong() < 4) {
            return "C2 is off (-XX:TieredStopAtLevel=" + stop.getAsLong()
                    + "): vector operations would run in their Java fallback";
        }
        return null;
    }

    /** The part of the profile key that depends on the vector hardware: preferred bits and HotSpot flags. */
    public String shapeKey() {
        return vectorBits + "-bit (UseAVX=" + useAvx + ", MaxVectorSize=" + maxVectorSize + ")";
    }
}
