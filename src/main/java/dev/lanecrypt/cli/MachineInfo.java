package dev.lanecrypt.cli;

import dev.lanecrypt.select.Hardware;
import java.util.List;

/**
 * What the timing header says about the machine, from the library's own detection ({@link Hardware}:
 * CPU model and flags, JVM, the Vector API's preferred shape and HotSpot's {@code UseAVX} /
 * {@code MaxVectorSize}), plus the nominal clock {@code /proc/cpuinfo} reports ({@code cpu MHz}), which
 * the header sets beside the measured or estimated one.
 */
public record MachineInfo(String cpu, String jvm, String vector, double cpuMhz) {

    public static MachineInfo probe() {
        Hardware hw = Hardware.get();
        List<String> flags = hw.cpu().interestingFlags();
        String cpu = hw.cpu().describe() + ", " + Runtime.getRuntime().availableProcessors() + " cores"
                + (flags.isEmpty() ? "" : ", flags " + String.join(" ", flags))
                + (hw.cpu().flags().contains("avx2") && !hw.cpu().flags().contains("avx512f") ? " (no AVX-512)" : "");
        String hotspot = "UseAVX=" + hw.useAvx() + ", MaxVectorSize=" + hw.maxVectorSize();
        String vector = hw.vectorApi()
                ? "Vector API preferred " + hw.vectorBits() + "-bit (" + hotspot + ")"
                : "scalar only: " + hw.refusal() + " (" + hotspot + ")";
        String jvm = hw.jvm() + " (" + System.getProperty("java.vm.vendor") + ")";
        return new MachineInfo(cpu, jvm, vector, nominalMhz());
    }

    private static double nominalMhz() {
        return MachineReport.nominalMhz();
    }
}
